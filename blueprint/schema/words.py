"""The README's words in the schema: a description for every property and a
meaning for every enum value (`enumDescriptions`, which editors show in
completion), from the words here, else the model's own description, else
the word's or the icon's meaning. Apart from the building of the schema
(`__init__.py`) because it is mostly words, kept in one place."""

from __future__ import annotations

import re
from typing import Any

from blueprint.icons import ICON_NAMES, ICONS
from blueprint.schema.walk import options, properties

# What a property means, by its name, in the README's words; `(Model, name)`
# where one name means different things in different models.
DESCRIPTIONS: dict[str | tuple[str, str], str] = {
    "alt": "replaces what the describer would say of this node",
    "canvas": "the card's size, `{width, height}` (1200 x 630 by default)",
    "brand": "the brand line: `{show, name, wordmark}`",
    "marks": "the marks, stacked top to bottom in the order given and centred on the canvas",
    "id": "a name other marks use (`top`; its parts are `top.busy`): letters, digits, - and _",
    "label": "words that name it, placed where they fit",
    "fill": "a meaning, not a colour: `grey` (in use, busy), `white` (free), `grey-light` (secondary), `dark` (overhead), `blue` (kept), `red` (lost: always hatch it), `none`",
    "hatch": "`true` hatches it (lost work is red and hatched)",
    "outline": "`solid`, `dashed` (planned, borrowed), `dotted` (absent) or `none`",
    "colour": "`grey`, `blue`, `red` or `dark`, by meaning",
    "arrow": "where the heads are: `end`, `start`, `both` or `none` (heads are filled triangles sized from the stroke)",
    "route": "`straight`, `elbow` (across, then up or down) or `curved`",
    "carries": "icons set along the line: `[{icon: clock, at: 35%, side: above}]`",
    "boundaries": "dashed lines across every lane: `{id, at: 24 h, label, noun, after}`",
    "events": "what happens in the lane: `{at: 24 h, event: kill | restart | checkpoint}`",
    "event": "`kill` (a red cross), `restart` (the work since the last checkpoint begins again), `checkpoint` (a blue save icon; the work carries on)",
    "segments": "stretches of work: `{start, end}` or `{duration}` (it starts where the last one ended)",
    "icon": f"which icon: {', '.join(ICON_NAMES)}",
    "label-side": "where the label stands: `below` (the default), `above`, `left` or `right`",
    "leader": "a thin ink line with a dot from the part to the words: `{label, note, side}`",
    "note": "words beneath the leader's label",
    "side": "which side of the line it stands on",
    "level-colour": "the colour of the level blocks (blue by default)",
    "lines": "straight lines across the axis at a value, `{id, at, label}`",
    "regions": "areas filled between two series, or against a line or the baseline",
    "row-labels": "a label beside each row, from the top",
    "scale": "a ruled line under the bar: `{ticks: 10, major: 5, start: \"0\", end: \"24 h\", label}`",
    "scatter": "cells of a state spread over the grid by `share` or `count`, the same every run",
    "spans": "jobs across cells: `{id, row, start, cells, outline, colour, label, cross}`",
    "steps": "the steps, top first, each a tread as long as its time",
    "points": "the curve's values, in order along the axis",
    "shape": "a shape by name and its points, instead of `values`",
    "show": "`false` leaves the brand line out",
    "name": "the brand's name, said first in the alt text",
    "wordmark": "the words drawn as the brand's mark",
    "size": "`small`, `medium` or `large`",
    "state": "a cell's state: `used`, `free`, `empty`, `blue`, `red`, `dark`, `idle`, or a look named in `looks`",
    "parts": "parts laid from the left end, each a share of the same whole; a part's own `parts` are drawn inside it",
    "ticks": "a ruled axis below, with a tick at every step",
    "weight": "`thin` (2 px) or `thick` (5 px: the main movement)",
    "towers": "the towers, left to right, each `{label, tiers}`",
    "tiers": "the tiers, bottom up: a style (`solid`, `dashed blue`, `cross`) or `{fill, hatch, outline, colour, cross, size, label}`",
    "lanes": "lanes of work, each `{id, label, segments, events}`",
    "at": "where on the axis: a time or a number in the axis's unit",
    "width": "the canvas's width in px",
    "height": "the canvas's height in px",
    ("CanvasSpec", "width"): "the card's width in px (1200 by default)",
    ("CanvasSpec", "height"): "the card's height in px (630 by default)",
    ("CarrySpec", "icon"): f"which icon it carries: {', '.join(ICON_NAMES)}",
    ("CarrySpec", "side"): "`above` or `below` the line, or `on` it",
    ("LeaderSpec", "side"): "`below` (the default) or `above` the part; on a bar standing upright (`direction: up`), `right` (its default) or `left`",
    ("LeaderSpec", "label"): "the words the leader points to",
    ("PointMarkSpec", "icon"): "an icon at the point instead of a dot",
    ("TowersSpec", "tiers"): "the possible height in tiers, shared by every tower: `3` for up to three",
    ("TowersSpec", "towers"): "the towers, left to right, each `{label, tiers}`",
    ("TowersMark", "towers"): "columns of tiers, bottom up, on one shared foundation",
    ("BarMark", "bar"): "a bar of parts laid from the left end (or, `direction: up`, stacked from the bottom), each a share of one whole",
    ("GuidesMark", "guides"): "two thin lines from the ends of `from` to the ends of `to`: a zoom between two bars",
    ("IconMark", "icon"): "one drawn thing from the icon set (run `blueprint icons` for the sheet)",
    ("ConnectorMark", "connector"): "a line or arrow between two marks, parts or anchors",
    ("GridMark", "grid"): "cells in rows, each a state by meaning",
    ("TimelineMark", "timeline"): "lanes of work on one time axis",
    ("StaircaseMark", "staircase"): "steps descending to a floor, each tread as long as its step",
    ("CurveMark", "curve"): "a curve (or several series) over an axis",
    ("RowMark", "row"): "marks side by side, left to right",
    ("ColumnMark", "column"): "marks stacked top to bottom",
    ("BracketMark", "bracket"): "a bracket or a brace over a run of anchors, with its label beyond its middle",
    ("DimensionMark", "dimension"): "a dimension line between two anchors: a thin line with a tick across each end, its label at its middle",
    ("DropMark", "drop"): "a dashed guide from an anchor straight to an axis (`x-axis`, `y-axis`) or to another anchor",
    ("FrameMark", "frame"): "a thin frame around marks or groups, its title set into its top line at the top left",
    ("ColumnsMark", "columns"): "a column chart: values standing upright side by side on one value axis, each labelled under its foot, its value past its top",
    ("ColumnsSpec", "columns"): "the columns, from the left: each `{id, value, label, means}` in a look",
    ("BandMark", "band"): "a range on a mark's scale (`from`, `to`) drawn across its whole plot, behind its own ink",
    ("QueueMark", "queue"): "a queue: jobs waiting in line as blocks between two open grey rails, the front at one end (`front`)",
    ("LegendMark", "legend"): "a key: swatches in the looks parts draw, each beside what it means (`for` a mark, and/or `entries`), placed like any block",
    ("CurveSpec", "marks"): "marks at points of the curve: `{at: highest, icon, label}`",
    ("LineSpec", "at"): "where the line stands on the axis: a number in the axis's unit",
    ("LineSpec", "weight"): "a thinner or thicker stroke than a curve's own",
    ("StepSpec", "fill"): "the tread's fill, by meaning (see `fill`)",
    ("RegionSpec", "fill"): "the region's fill, by meaning (see `fill`)",
    ("TierSpec", "colour"): "the tier's colour: `grey` (captured), `blue`, `red` or `dark`",
    ("TierSpec", "outline"): "`solid` (captured), `dashed` (planned, partial) or `dotted` (absent)",
    ("TierSpec", "label"): "words beside the tier",
    ("TowerSpec", "label"): "words under the tower",
    ("ScatterSpec", "state"): "the state of the scattered cells",
}

# What each value of an enum means, by the property it belongs to; then by
# the value alone where a word means the same everywhere.
FILL_MEANINGS = {
    "grey": "in use, busy", "white": "free", "grey-light": "secondary", "dark": "overhead",
    "blue": "kept: what the product does", "red": "lost: always hatch it", "none": "no fill",
}
STATE_MEANINGS = {
    "used": "solid grey: in use", "free": "white, outlined: free", "empty": "outline only",
    "blue": "blue: kept", "red": "red, hatched: lost", "dark": "dark: overhead", "idle": "grey hatched: idle",
}
MEANINGS: dict[str | tuple[str, str], dict[str, str]] = {
    "fill": FILL_MEANINGS, "status": FILL_MEANINGS, "blocks": FILL_MEANINGS,
    "colour": {"grey": "grey: in use (a grey outline is the line's own)", "blue": "blue: kept", "red": "red: lost", "dark": "dark: overhead", "white": "white: free"},
    "state": STATE_MEANINGS, "states": STATE_MEANINGS, "rows": STATE_MEANINGS,
    "outline": {"solid": "a solid line", "dashed": "planned, borrowed", "dotted": "absent", "none": "no line"},
    "dividers": {"solid": "a solid line at each join between its parts", "dashed": "a dashed line at each join (tenants running at once)", "dotted": "a dotted line at each join"},
    "split": {"along": "its parts one after another along it (the default)", "across": "its parts side by side over its breadth"},
    "arrow": {"end": "a head at the end", "start": "a head at the start", "both": "heads at both ends", "none": "no head: a plain line"},
    "route": {"straight": "one straight line", "elbow": "across, then up or down", "curved": "a smooth curve", "diagonal": "one straight line between the facing sides' middles, slanting where the ends do not line up"},
    "weight": {"thin": "2 px", "thick": "5 px: the main movement"},
    "size": {"small": "a small icon", "medium": "the usual size", "large": "a large icon"},
    "event": {
        "kill": "ends the work (a red cross)",
        "preempt": "interrupts the work and the lane carries on (a red cross)",
        "restart": "begins again from the last checkpoint, or from `from`, redoing the work since (red hatched)",
        "checkpoint": "saves the work (a blue save icon); the work carries on",
    },
    "side": {"above": "above the line", "below": "below the line", "on": "on the line"},
    "place": {"curve": "on the curve", "above": "above the curve", "baseline": "on the baseline under it"},
    "where": {"below": "where the series is below the line", "above": "where the series is above the line"},
    "outside": {"right": "whole, beside the row on the right", "left": "whole, beside the row on the left"},
    "arrives-from": {"left": "from the canvas's left edge", "right": "from the canvas's right edge", "top": "from the top edge", "bottom": "from the bottom edge"},
    ("BracketSpec", "side"): {"above": "above the run", "below": "below the run", "left": "left of the run", "right": "right of the run"},
    ("BracketSpec", "shape"): {"bracket": "a thin line with a tick at each end", "brace": "a curly brace, its point away from the run"},
    ("BracketSpec", "colour"): {"grey": "the line's own ink", "blue": "blue", "red": "red"},
    ("DimensionSpec", "side"): {"above": "above the two anchors", "below": "below the two anchors", "left": "left of them", "right": "right of them"},
    ("DimensionSpec", "colour"): {"grey": "the line's own ink", "blue": "blue", "red": "red"},
    ("DropSpec", "colour"): {"grey": "the line's own ink", "blue": "blue", "red": "red"},
    ("DropSpec", "outline"): {"dashed": "a dashed guide (the house guide)", "dotted": "a dotted guide"},
    ("FrameSpec", "outline"): {"solid": "a grey hairline", "dashed": "a dashed grey line"},
}
BY_VALUE: dict[str, str] = {
    "gpu": "a GPU card with a status bar and a slot for blocks of work", "cross": "a red cross", "check": "a check mark",
    "grey": "grey: in use", "white": "white: free", "blue": "blue: kept", "red": "red: lost", "dark": "dark: overhead",
    "top": "the top", "bottom": "the bottom", "left": "the left", "right": "the right", "centre": "the centre",
    "top-left": "the top-left corner", "top-right": "the top-right corner",
    "bottom-left": "the bottom-left corner", "bottom-right": "the bottom-right corner",
    "above": "above it", "below": "below it",
    "ms": "milliseconds", "s": "seconds", "sec": "seconds", "min": "minutes", "h": "hours", "hr": "hours", "d": "days",
}


def describe(model: str, name: str, node: dict[str, Any]) -> None:
    """A description on the property itself, where editors show it: the
    model's own, lifted from inside an `anyOf`, or the README's words."""
    if node.get("description"):
        return
    inner = [option.get("description") for option in node.get("anyOf", []) if option.get("description")]
    text = DESCRIPTIONS.get((model, name)) or (inner[0] if inner else None) or DESCRIPTIONS.get(name)
    if text:
        node["description"] = text


def icon_meaning(name: str) -> str:
    """What an icon is: the first line of its class's docstring, or its name;
    "" for a word that is no icon."""
    icon = ICONS.get(name)
    if icon is None:
        return ""
    doc = (type(icon).__doc__ or "").strip().splitlines()
    return doc[0].rstrip(".") if doc else f"the {name} icon"


def described_meaning(description: str, value: str) -> str:
    """A value's meaning as the model's own description says it, written
    `` `up`: climbing from the floor; `down`: ... `` or `` `kill` ends the
    work (a red cross); ... ``: the words after the value, to the next `;`."""
    match = re.search(rf"`{re.escape(value)}`:?\s+([^;`]+)", description)
    return match.group(1).strip().rstrip(",.") if match else ""


def enum_meanings(schema: dict[str, Any]) -> None:
    """`enumDescriptions` beside every enum (VS Code and yaml-language-server
    show them in completion): what each value means, from the README's words
    here, else from the model's own description, else the word's meaning."""
    for model, name, node in properties(schema):
        meanings = MEANINGS.get((model, name)) or MEANINGS.get(name, {})
        for option in options(node):
            if "enum" in option:
                option["enumDescriptions"] = [
                    meanings.get(value) or described_meaning(node.get("description", ""), value) or BY_VALUE.get(value) or icon_meaning(value)
                    for value in option["enum"]
                ]
