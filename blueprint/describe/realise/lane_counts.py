"""A lane told stretch by stretch, counted by look once it is told: "five
stretches in all, three blue marked spot and two grey marked on-demand"
(trywords9: a reader of spot-week's alt text met five stretches one by one and
was never told how many there were, nor that three are alike and two alike).
Said only where the count adds to the telling: four stretches or more, some
look drawn more than once, and each look one kind, all its stretches marked
alike ("spot", "on-demand"): then the looks are kinds a reader counts."""

from __future__ import annotations

from blueprint.describe.realise.lane_looks import stretch_parts
from blueprint.describe.say.facts import Lane, Look, Stretch
from blueprint.describe.say.words import Words

AT_LEAST = 4  # stretches in a lane before their count is said


def counted_looks(words: Words, lane: Lane, solid: frozenset[str] = frozenset()) -> str:
    """ "five stretches in all, three blue marked spot and two grey marked
    on-demand"; "" where the lane has fewer stretches or no look repeats."""
    work = [s for s in lane.stretches if not s.layer]
    looks: dict[Look, list[Stretch]] = {}
    for stretch in work:
        looks.setdefault(stretch.look, []).append(stretch)
    if len(work) < AT_LEAST or len(looks) < 2 or all(len(members) == 1 for members in looks.values()):
        return ""
    if any(len({m.label for m in members}) != 1 or members[0].label is None for members in looks.values()):
        return ""  # only where each look is one named kind (its stretches all marked alike), like a legend's entries
    said = []
    for look, members in looks.items():
        head, edge = stretch_parts(look, solid=solid)
        marked = f" marked {words.spoken(members[0].label or '')}"
        said.append(f"{words.count(len(members), head)}{edge}{marked}")
    return f"{words.count(len(work), 'stretch')} in all, " + words.join(said)
