"""The closed vocabularies facts draw on: qualities, motions, places,
arrangements, verbs, states and ways. A mark states one of these words and the
realiser knows how to say each; a new word is added here, in its family.
"""

from __future__ import annotations

# Computed qualities a mark may state of a thing (said by the realiser).
QUALITIES: tuple[str, ...] = ("small", "thin", "short", "long", "shared", "far-longer", "over-half", "widest", "longest", "second-longest", "shortest", "far-shorter", "crossed", "double-height", "triple-height", "tall", "parts-only", "outlined-rows", "upright", "tallest-together", "most-together")
# A tier standing by its value, by its share of its tower (`size: 36 GB` of 80): said "filling nearly half the tower".
QUALITIES += ("near-half", "half")
# A column of a column chart standing clear of the rest (`describe/marks/columns.py`).
QUALITIES += ("tallest",)
# The widest of the parts beside one that covers over half of the whole (`say/compare.py`).
QUALITIES += ("widest-of-rest",)
# A bar drawn clearly narrower than the bar it stands above or below (`describe/marks/bar.py`).
QUALITIES += ("shorter",)
# A queue whose jobs are drawn at different widths (`describe/marks/queue.py`).
QUALITIES += ("varied",)
# Qualities that set a part apart from its siblings: said as soon as its holder is brought in.
STANDOUT = ("far-longer", "longer-than-together")
# A part longer than all its siblings put together (`say/compare.py`), said as it stands out.
QUALITIES += ("longer-than-together",)
# How a thing made of parts runs, said with them ("descending in seven treads").
MOTIONS: tuple[str, ...] = ("descending", "climbing", "leftward", "rightward")  # leftward, rightward: a leader out of an upright bar's part (upright7)
# A column chart's columns hanging down from a baseline at the top (`hang`, trydraw7).
MOTIONS += ("hanging",)
# Where a thing stands within what holds it.
PLACES: tuple[str, ...] = ("instead-of-next", "instead-of-first", "left-end", "right-end", "bottom-end", "top-end", "below-on-span", "beside-left", "beside-right")
# A staircase's tread run along its floor: the staircase falls to it and climbs back after.
PLACES += ("on-floor",)
# A staircase's landing: a line past its last tread, where it arrives (`landing`).
PLACES += ("past-end",)
# How the parts of a thing are laid out, which decides how they are said.
ARRANGEMENTS: tuple[str, ...] = ("list", "stack", "rows", "grid")  # rows, grid: cells in rows, said as rows of them or as a count in a grid
# Where a thing stands among like things, as the layout put them ("the top bar", "the left bar").
AMONG = ("top", "bottom", "left", "right", "middle")

# How one thing stands to another: a closed vocabulary the realiser says.
VERBS: tuple[str, ...] = ("joins", "leads-to", "drops-to", "sits-on", "stands-above", "stands-below", "cuts", "carries", "arrives-from", "sends-into", "rises-to", "stands-left-of", "stands-right-of", "stands-under", "stands-by")


# --- cells in rows (form "cells") ---------------------------------------------------

# What a cell's look means by the house style: grey where in use, white where
# free, only an outline where empty.
STATES = ("in-use", "free", "empty", "idle")


# --- links between things, and the things they join (form "links") ---------------

# Which way a link runs on the card.
WAYS = ("down", "up", "left", "right")
# A link whose arrowheads point both ways: the two things it joins, said as joined.
VERBS += ("joins-both-ways", "stands-over")
# A note labelling what it points at or stands against (`object`; `via`: its leader, if any).
VERBS += ("marks",)
# A band lying behind a mark's plot over a range of its scale (`positions`).
VERBS += ("lies-behind",)
# Where a thing is pinned on the card (`at: top-right`): "at the upper right".
PLACES += ("at-top-left", "at-top", "at-top-right", "at-left", "at-centre", "at-right", "at-bottom-left", "at-bottom", "at-bottom-right")
# Where a thing stands on a link ("a clock sits above the cable", "a red cross
# cuts it"), and a thing on another that a link delivered into it ("where a
# blue block now sits"); a part with no place is a feature of its holder ("whose
# status bar is grey").
PLACES += ("above", "below", "on", "across", "delivered")
# Like things counted together, standing side by side or one above another.
ARRANGEMENTS += ("row", "column")
# A link drawn thick: the main movement.
QUALITIES += ("thick",)
# A bracket (or brace) standing on one side of a run of things (`Relation.over`).
VERBS += ("brackets",)
VERBS += ("measures", "encloses")  # a dimension line measures its two ends; a frame encloses its marks
# Bars of one row or column said together (`describe/grouping_alike.py`): where
# a run stands against the runs before it, and how its bars' widths run.
PLACES += ("between", "after", "among")
MOTIONS += ("narrowing", "widening")
