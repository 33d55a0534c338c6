"""Every user-facing message, in one place so tests can name them.

Messages say what was expected and, for a misspelt key or name, what was
probably meant (Altair's habit).
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable
from typing import Any

SHOWN_LIMIT = 60  # characters of a quoted value shown in a message
MESSAGE_LIMIT = 2000  # characters of a whole message


def _escape_char(char: str) -> str:
    code = ord(char)
    if char in "\t\n\r":
        return {"\t": "\\t", "\n": "\\n", "\r": "\\r"}[char]
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


# control, format (invisible), surrogate, private-use and unassigned characters,
# and the line and paragraph separators: never shown raw in a one-line message
_UNSHOWABLE = ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")


def escaped(text: str) -> str:
    """`text` with every control or invisible character written as an escape
    (`\\n`, `\\x01`, `\\u2028`), so it stays on one line and can be read."""
    if text.isprintable():
        return text
    return "".join(_escape_char(c) if unicodedata.category(c) in _UNSHOWABLE else c for c in text)


def shown(value: Any, limit: int = SHOWN_LIMIT) -> str:
    """A value as a message quotes it (between backticks): escaped, and cut to
    `limit` characters with how long it was, so a message stays one short line."""
    if isinstance(value, float) and hasattr(value, "written"):
        value = value.written  # a number kept as written (values.WrittenNumber)
    text = value if isinstance(value, str) else _plain_str(value)
    if len(text) > limit:
        text = f"{text[: limit - 1]}\u2026 ({len(text):,} characters)"
    return escaped(text)


def _plain_str(value: Any) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, int) and value.bit_length() > 3000:
        return f"a number of about {int(value.bit_length() * 0.30103):,} digits"
    return str(value)


_QUOTED = re.compile(r"`[^`]*`")


def one_line(message: str) -> str:
    """The last guard of the one-line format, for every message: escape what would
    break the line, shorten a long quoted value and the message itself."""
    message = escaped(message)
    message = _QUOTED.sub(
        lambda m: m.group() if len(m.group()) <= 2 * SHOWN_LIMIT else m.group()[:SHOWN_LIMIT] + "\u2026`", message
    )
    if len(message) > MESSAGE_LIMIT:
        message = message[: MESSAGE_LIMIT - 1] + "\u2026"
    return message


def suggestion(word: str, valid: Iterable[str]) -> str:
    """' (did you mean `x`?)' for the closest valid word, or nothing."""
    close = difflib.get_close_matches(str(word), sorted(set(valid)), n=1, cutoff=0.6)
    return f" (did you mean `{close[0]}`?)" if close else ""


def article(noun: str) -> str:
    """"an icon", "a bar": the article a noun takes in a message."""
    return ("an " if noun[:1].lower() in "aeio" else "a ") + noun


def either(words: Iterable[str]) -> str:
    """"`grey`, `dark` or `blue`": choices a writer can make, in their order."""
    quoted = [f"`{w}`" for w in words]
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " or " + quoted[-1] if quoted else "none"


def one_of(valid: Iterable[str]) -> str:
    return ", ".join(f"`{v}`" for v in sorted(set(valid)))


# Reading the file
LONE_SURROGATE = "the spec holds U+{code:04X}, half of a character (a lone surrogate) that no text file can hold; remove it"
NOT_UTF8 = "the spec is not UTF-8 text (byte 0x{byte:02x} cannot be decoded); save it as UTF-8"
TOO_LARGE = "the spec is {size} bytes; a spec may be at most {limit} bytes"
EMPTY = "the spec is empty; expected a mapping that starts with `blueprint: 1` and has `marks`"
YAML_SYNTAX = "invalid YAML: {problem}"
YAML_CHARACTER = "character {character} is not allowed in YAML text"
ALIAS_UNDEFINED = "alias `*{name}` names no anchor (`&{name}`) before it"
TOO_DEEP = "the spec nests deeper than {limit} levels; a spec is a few levels deep"
TOO_MANY_NODES = (
    "the spec expands to more than {limit} values (aliases repeat their anchor each time they are used)"
)
MULTIPLE_DOCUMENTS = "the spec holds more than one YAML document; put one spec in each file"
UNSUPPORTED_TAG = "YAML tag `{tag}` is not allowed; a spec uses plain values only (text, numbers, true or false, null, lists and mappings)"
TAG_MISFIT = "YAML tag `{tag}` does not fit `{value}`, which is not {expected}; drop the tag or change the value"
RECURSIVE_ALIAS = "alias `*{name}` is used inside its own anchor `&{name}`, so it would never end; write the values out instead"
NOT_A_FILE = "not a regular file; a spec is a file of YAML text"
DUPLICATE_KEY = "key `{key}` is given twice in this mapping"
NOT_A_MAPPING_TOP = "the spec must be a mapping (`blueprint: 1`, `marks: [...]`), not {found}"
NON_STRING_KEY = "keys must be plain words, not {found}"

# Structure
UNKNOWN_KEY = "unknown key `{key}`{hint}; valid keys here: {valid}"
MISSING_KEY = "missing required key `{key}`"
WRONG_TYPE = "expected {expected}, found {found}"
BAD_CHOICE = "`{value}` is not one of {valid}{hint}"
MISSING_VERSION = "missing `blueprint: 1` (the version of the spec format) at the top of the spec"
UNSUPPORTED_VERSION = "unsupported spec version `{found}`; this Blueprint reads version {supported}"
MARK_NOT_A_MAPPING = "each mark is a mapping with one key naming its kind, such as `bar:`; found {found}"
MARK_ONE_KIND = "a mark names exactly one kind, found {count}: {kinds}"
UNKNOWN_MARK = "unknown mark `{kind}`{hint}; the marks are {valid}"
NO_MARKS = "`marks` is empty; a diagram needs at least one mark"

# Values
SHARE_FORMAT = "a share is written `0.6`, `60%`, `3/5` or `2.5/80`; found `{found}`"
SHARE_RANGE = "a share must be more than 0 and at most 100%; found `{found}`"
LENGTH_FORMAT = "a size is written in px (`240`) or as a share of the canvas (`40%`); found `{found}`"
LENGTH_SHARE = "a size as a share of the canvas is more than 0% and at most 100%; found `{found}`"
LENGTH_RANGE = "a size in px is from 8 to 4000; found `{found}`"
SHARES_OVER_WHOLE = "the shares here add up to {total}, more than the {whole} that holds them"
QUANTITY_FORMAT = "expected a number, or a number and its unit (`24 h`, `90 min`, `500 steps`, `10 GB`, `50%`); found `{found}`"
QUANTITY_NEGATIVE = "a position or length on an axis cannot be negative; found `{found}`"
NUMBER_RANGE = "expected {kind} from {low} to {high}; found `{found}`"
NUMBER_AT_LEAST = "expected {kind} of at least {low}; found `{found}`"
NUMBER_ABOVE = "expected {kind} of more than {low}; found `{found}`"
NUMBER_AT_MOST = "expected {kind} of at most {high}; found `{found}`"
NUMBER_FINITE = "expected a finite number; found `{found}`"
NUMBER_DIGITS = "`{found}` is written with {count} digits; a number in a spec has at most {limit}"
DURATION_RANGE = "a time is at most {limit} of its unit; found `{found}`"
QUANTITY_RANGE = "a position or length on an axis is at most {limit}; found `{found}`"
UNIT_WORD_FORMAT = "a unit is a time unit (`h`, `min`, `s`), one word (`step`, `epoch`, `GB`), `%`, or a ratio of two (`flop/byte`, `tokens/GPU`, `$/GPU-hour`); found `{found}`"


# Text
TEXT_BLANK = "expected some text, found only spaces"
TEXT_CONTROL = (
    "text is drawn and read aloud, so it may hold only visible characters and spaces;"
    " found {what} (U+{code:04X}) at character {position}"
)
TEXT_EMPTY = "expected some text, found an empty text"
TEXT_TOO_LONG = "a text here is at most {limit:,} characters; found {count:,}"
LIST_TOO_SHORT = "this list needs at least {limit:,} item(s); found {count:,}"
LIST_TOO_LONG = "this list holds at most {limit:,} items; found {count:,}"
ID_FORMAT = "`{found}` is not a valid id: use letters, digits, `-` and `_`, starting with a letter"
EMPTY_LIST = "`{key}` is empty, so it would draw nothing; give at least one, or leave `{key}` out"

# References
DUPLICATE_ID = "id `{id}` is used twice; ids must be unique (first used at line {line})"
UNKNOWN_ID = "no mark or part has id `{id}`{hint}"
NO_IDS = "no mark or part has id `{id}`; give the mark an `id:` to refer to it"
UNKNOWN_ANCHOR = "`{mark}` has no part or anchor `{name}`{hint}; it has {valid}"
REFERENCE_KIND = "`{id}` is {found}; {role} must refer to {expected}"
GUIDES_SAME_MARK = "guides join two different marks; `{source}` is part of `{target}`"
GUIDES_HIDDEN = "guides to `{to}` pass over the rest of its mark standing above it, and no gap there shows them arriving: they would seem to end at the first part they meet; point `to` at a part with room above it (a lane, whose gaps show them through), the whole mark, or draw a `drop` to it"
COLUMNS_TOP_SILENT = "`top: {top}` leaves every column and part thinner than the thinnest that shows ({least:g} px), so each is drawn at that least, alike, and `top` changes nothing a reader sees: give a `top` nearer the largest value ({largest}), an axis with `ticks`, or leave `top` out"
# anchors a mark makes from numbers, as listed after UNKNOWN_ANCHOR's "it has"
ANCHOR_ONE = "`{name}-1`"
ANCHOR_RANGE = "`{name}-1` to `{name}-{last}`"
ANCHOR_PARTS = "`{whole}-N.{part}-M` (M from 1 {order}, up to {counts})"
GRID_ROW_CELL_ANCHORS = "`row-R.cell-C` (R from 1 to {rows}, C from 1 to {columns})"
ANCHOR_NAME_TAKEN = "`{name}` is the name of an anchor the {mark} makes from its numbers; give this one another id"

# Grids
GRID_ROWS_OR_CELLS = "give the cells either as `rows` (a list of states per row) or as `cells` and `states`, not both"
GRID_EMPTY_ROW = "every row in `rows` needs at least one cell"
GRID_LIST_TOO_LONG = "`{key}` lists {count} values but the grid has {cells} cells"
GRID_LEVEL = "a level is a share of the cell's height from 0 to 1; found `{level}`"
GRID_TOO_MANY = "the grid has {count} cells; a grid may have at most {limit}"
SCATTER_COUNT_OR_SHARE = "a scatter gives either `count` or `share`, not both and not neither"
SCATTER_TOO_MANY = "cannot scatter {count} cells: {holder} only {room}"
GRID_NO_CELL = "there is no cell {cell}; the grid has cells 1 to {cells}"
SPAN_NO_ROW = "there is no row {row}; the grid has {rows} row(s)"
SPAN_TOO_WIDE = "a span from cell {start} across {cells} cells is wider than its row of {columns}"

CONNECTOR_START = "a connector starts either `from` a mark or `arrives-from` an edge (left, right, top, bottom), one of the two"

# Placement
ONE_RELATION = "a mark is placed by one relation, found {count}: {relations}"
CANNOT_PLACE = "`{mark}` cannot be placed: it is {relation} `{target}`, which {reason}"
PLACED_BY_ITSELF = "`{mark}` cannot be placed {relation} itself"
CIRCULAR = "is itself placed relative to this mark (a circle of relations)"
NEVER_PLACED = "is never placed"
ALIGN_BESIDE = "a mark placed `{relation}` another aligns `top`, `centre` or `bottom` with it; found `{align}`"
ALIGN_ABOVE = "a mark placed `{relation}` another aligns `left`, `centre` or `right` with it; found `{align}`"
ALIGN_ALONE = "`align` says how a mark lines up with the one it is placed by; give `right-of`, `left-of`, `above` or `below`, or put the mark in a `row` or `column`"
SAME_SPOT = "`{mark}` lands on `{other}` (line {line}); place it by a relation (`right-of: {other}`, `below: {other}`) or, to draw it over, `over: {other}`"
NO_ROOM = (
    "the marks need {needed} px of {dimension} even at their smallest, and the card has {available} px"
    " inside its margins; {what} takes the most ({most} px): {fix}"
)
NO_ROOM_ONE = "{what} needs {needed} px of {dimension} even at its smallest, and the card has {available} px inside its margins: {fix}"
FIX_HEIGHT = "give it a smaller `height`, set marks side by side in a `row`, or split the diagram"
FIX_WIDTH = "give it a smaller `width`, stack the marks in a `column`, or split the diagram"
FIX_SMALLER = "its `{key}` is the writer's and does not give: give it a `{key}` of {value} or less, {rest}"
FIX_SMALLER_REST = {False: "stack the marks in a `column`, or split the diagram", True: "set marks side by side in a `row`, or split the diagram"}
FIX_RESTACK = "place {mark} below `{target}` (`below: {target}`) rather than `{relation}` it; or {fix}"
GROUP_ALIGN = "a `{kind}` aligns its marks {valid}; found `{align}`"
NOTE_TARGET_LATER = "`to: {target}` names nothing drawn: give an anchor of a mark that is placed (`bar.fee`, `c.peak-1`)"
ICON_STATE = "icon `{icon}` has no {what}; only {having} do"

# Layout and lint
LABEL_NO_ROOM = "no room for label `{text}` without overlapping {other}"
LABEL_OVERLAP = "label `{text}` overlaps {other}"
LABEL_RUNS_INTO = "label `{text}` runs into {other}, {gap} px apart, under a space: a reader reads them as one; move one of them or shorten it"
LABEL_OVERLAP_MORE = "label `{text}` overlaps {other} and {more}"
OTHER_LABEL = "one other label"
OTHER_LABELS = "{count} other labels"
OTHER_LABELS_PILE = "at least {count} other labels"
OFF_CANVAS = "{what} reaches outside the canvas"
TOO_SMALL = "{what} is {size:.1f} px, under the {minimum} px minimum"
TEXT_TOO_SMALL = "text `{text}` is {size} px, under the {minimum} px minimum"
LOW_CONTRAST = "{what} has contrast {ratio:.1f}:1 against what is behind it; it needs {minimum}:1"
MISSING_GLYPH = "the font has no glyph for {chars} in `{text}`"

# Lint: two things that meet (blueprint.rules.policy says which may)
MEETS_OVERLAP = "{this} overlaps {other} (line {line})"
MEETS_TOUCH = "{this} touches {other} (line {line})"
MEETS_THROUGH = "{this} runs through {other} (line {line}), which it does not join"
MEETS_HIDDEN = "{this} is drawn on the very spot of {other} (line {line}), so a reader sees one where the spec has {total}"
LINK_TOO_SHORT = "{this} is {length} px long between its ends, under the {minimum} px a line needs to read as one; give the marks it joins a larger `gap`"
MEETS_ACROSS = "{this} runs through {other} (line {line}) on its way to where it ends"
MEETS_BRAND = "{this} stands in the brand's corner, on the wordmark `{wordmark}`"
IN_MARGIN = "{this} comes {distance} px from the {edge} edge, inside the {margin} px margin"
UNREADABLE_TEXT = (
    "on a {width:g} px wide canvas, shown {index} px wide on the blog's index, {count} of its texts would be"
    " as small as {shown:.1f} px (`{text}`), under the {minimum:g} px a reader can read"
)
UNSEEN_SHAPE = (
    "{what} is {size:.1f} px on a {width:g} px wide canvas: shown {index} px wide on the blog's index"
    " it would be {shown:.1f} px, too thin to see"
)
FIX_GAP = "give `{id}` a `gap` of {gap} or more"
FIX_PINNED = "pin one of them at another place (`at`), or set them side by side in a `row`"
FIX_PLACE = "place `{id}` by a relation (`right-of`, `below`) or set them in a `row` or `column`"
FIX_ROUTE = "give it another `route` ({routes}), or move {other} out of its way"
FIX_LEADER = "place the note where a straight line reaches what it points at (beside it: `right-of`, `left-of`), or move {other} out of its way"
FIX_LINK_LABEL = "give the label another place along its line (`label-at: 30%`, `label-side: below`)"
FIX_LINK_LABEL_GAP = "the label is longer than its line: give `{id}` a `gap` of {gap} or more, or shorten the label"
FIX_LINK_LABEL_SHORT = "the label is longer than its line: shorten it, or set the marks it joins further apart"
FIX_LABEL = "shorten the label, or move {other}"
FIX_MOVE = "move one of them"
FIX_OVER_LINE = "a line runs through whatever is centred on it: stand {who} over its point instead (`above: {target}`)"
FIX_WITHIN = "give one of them another place in the {kind} (its `at`), or leave one out"
FIX_HIDDEN = "give it a place of its own"
FIX_OVER = "`over` draws a mark on another only as a badge (a quarter of its size or less, or inside it); set {who} beside it (`right-of: {other}`)"
FIX_MARGIN = "give the mark less room (a smaller `width` or `height`) or another place"
FIX_OFF_CANVAS_LABEL = "shorten it, or bring what it labels in from the edge (a smaller `gap`, `width` or `size`)"
FIX_MARGIN_PLACED = "place it another way by `{target}` (`below: {target}`), or give it a smaller `gap`"
FIX_BRAND = "move it, or hide the wordmark (`brand: {{show: false}}`)"
FIX_CANVAS = "give the `canvas` a width of {most} or less (the blog's card is 1200 x 630)"
FIX_CONTRAST_OUTLINE = "give it an outline (`outline: solid`), or a fill of {fills}"
FIX_CONTRAST_FILL = "give it a fill of {fills}"
FIX_CONTRAST_TEXT = "move it off that fill, or put it on {fills}"

# Files and commands
NO_SUCH_PATH = "no such file or folder"
NO_SPECS_IN_FOLDER = "no .yaml specs in this folder"
CANNOT_READ = "cannot read the spec: {reason}"
CANNOT_WRITE = "cannot write {target}: {reason}"
SAME_OUTPUT = "writes the same files as {other} ({outputs}); rename one of them, or render them into different folders"
OUTPUT_IS_A_FOLDER = "{target} is a folder"
OUTPUT_NAME_TOO_LONG = "the file name {name} is {size} bytes, longer than the {limit} this folder allows"
RASTER_TOO_LARGE = (
    "a {width} x {height} canvas at scale {scale:g} is a {px_width} x {px_height} px PNG that needs {size:,} MB"
    " to rasterize, over the {limit:,} MB limit; give a smaller `canvas` or `--scale`"
)
REPAIRED = "{folder}: finished a render that was interrupted ({names})"
MORE_ERRORS = "and {count:,} more problems not shown; fix those above first"
SAME_ELSEWHERE = "{message} (and {count:,} more times, the last at line {line})"
INTERNAL_ERROR = "internal error (a bug in Blueprint, please report it): {kind}: {detail}"
RENDERED = "{source} -> {outputs}"
CURRENT = "{source} -> {outputs} (current, not rendered again)"
SUMMARY = "{ok} rendered, {failed} failed"
SUMMARY_CURRENT = ", {current} current"
CHECKED = "{source}: ok"
CHECK_SUMMARY = "{ok} ok, {failed} failed"
VERSION = "blueprint {version}"
UNKNOWN_FORMAT = "unknown format {found}; give some of {formats}, separated by commas"
ONE_SPEC_FOR_FILE = "{target} is one file: render one spec into it, or give a folder"
STDIN_ALONE = "`-` (a spec read from stdin) is rendered alone: give no other path"

# Time
DURATION_FORMAT = "expected a time like `24 h`, `1.5 h`, `9-34 min` or a plain number; found `{found}`"
DURATION_UNIT = "unknown unit `{unit}`{hint}; use one of {valid}"
DURATION_ORDER = "a range goes from low to high; `{found}` ends before it starts"
DURATION_NEGATIVE = "a time cannot be negative; found `{found}`"
END_BEFORE_START = "this segment ends at {end} before it starts at {start}"
OUTSIDE_AXIS = "{what} at {at} lies outside the axis, which runs from {low} to {high}"
LANES_OVERLAP = "this segment ({start} to {end}) overlaps the one before it in the lane ({other_start} to {other_end}); set `layer: true` to draw it over"
RESTART_INSIDE_SEGMENT = "this restart at {start} falls inside the segment before it ({other_start} to {other_end}); restart at {other_end} or later, or end that segment at {start}"
SEGMENT_INSIDE_REDONE = "this segment ({start} to {end}) starts inside the work the restart before it redoes ({other_start} to {other_end}); start it at {other_end} or later, or leave out its `start` to follow on"
BOUNDARY_NO_LANE = "a boundary needs a lane to cross; add `lanes`"
SEGMENT_NEEDS_END = "give a segment either `end` or `duration`, not both and not neither"
STAIRCASE_EMPTY = "a staircase needs at least two steps"
STAIRCASE_FALL_FIRST = "the first step has nothing to fall from; start the staircase on a step above the floor, or climb from the floor with `direction: up`"
STAIRCASE_FALLS_TWICE = "a staircase falls to the floor once; step {first} already does (`level: floor`)"
STAIRCASE_FALL_RISE = "a step on the floor stands at no height; it falls as deep as the steps after it climb back, or give the step before it a `rise` (how deep the fall is)"

# Towers and curves
TIER_STYLE = "unknown tier style `{word}`{hint}; a tier is written with {valid}"
TOWERS_HEIGHT_IN_TIERS = "`height` is the block's size in px or a share of the card; the possible height in tiers is `tiers: {count}`"
TOWER_TOO_TALL = "this tower has {tiers} tiers but the towers are at most {height} tall (`tiers`)"
CURVE_TOO_SHORT = "a curve needs at least two points; found {count}"
CURVE_VALUES_OR_SHAPE = "give a curve one of `values`, `shape` or `points`, not two and not none"
POINTS_OUT_OF_ORDER = "each of `points` stands after the one before: {at} comes after {before}"
LINE_OUTSIDE = "a line at {value} lies outside the axis, which runs from {low} to {high}"
NO_SUCH_POINT = "the curve has no {point}: it has {count} {noun}"
POINT_FORMAT = "expected a point: `highest`, `lowest`, `peak 2`, `valley 1` or a position on the axis; found `{found}`"
UNKNOWN_LINE = "there is no line or series `{name}`{hint}; a region stands against {valid}"
UNKNOWN_SERIES = "there is no series `{name}`{hint}; the series are {valid}"
CURVE_SERIES_OR_ONE = "`{key}` belongs in each series when a curve has `series`; give it there, or drop `series` for a single curve"
SERIES_VALUES_OR_SHAPE = "give a series one of `values`, `shape` or `points`, not two and not none"
CURVE_NAME_TWICE = "`{name}` names two things of this curve ({what}); give each its own id"
CURVE_NAME_TAKEN = "`{name}` is the name of one of the curve's own anchors; give the {what} another id"
REGION_BETWEEN_OR_AGAINST = "a region lies `between` two series or `against` a line (or `baseline`), not both"
REGION_BETWEEN_ONLY = "a region `between` two series fills where the first runs above the second; `{key}` does not apply (swap the two to fill the other way)"
REGION_UNDER_BASELINE = "nothing lies under the baseline: a region against `baseline` fills the area under a series, `where: above`"
REGION_STRETCH_EMPTY = "a region fills only where its series are drawn, from {drawn_from} to {drawn_to}, and its `from` and `to` leave none of that: give a stretch within it"
REGION_STRETCH_PAST = "a region fills only where its series are drawn, from {drawn_from} to {drawn_to}, and its `{key}` ({at}) lies past that, where no series is drawn: give a `{key}` within it, or leave `{key}` out to fill to the series' own end"
REGION_APART = "a region between two series fills where both are drawn, and `{upper}` ({upper_from} to {upper_to}) and `{lower}` ({lower_from} to {lower_to}) share no stretch of the axis: give one points over the other's stretch, or stand the region `against` a line"
REGION_BETWEEN_SAME = "a region between `{name}` and itself is empty; name two different series"
AXIS_UNIT = "`{found}` does not fit this axis, which is in {axis}: write {valid}"
AXIS_TAKES_TIME = "a time (`{example}`; units {units}) or a plain number of {axis}"
AXIS_TAKES_WORD = "a plain number (`{example}`) or a number of {axis} (`{example} {axis}`)"
AXIS_TAKES_PERCENT = "a plain number (`50`) or a percentage (`50%`)"
AXIS_IN_PLAIN_NUMBERS = "plain numbers"  # what an axis with no unit is in, for messages ("which is in plain numbers")
AXIS_IN_PERCENT = "percent"
AXIS_NO_RANGE = "{what} is one position on the axis, not a range; found `{found}`"
BLOCK_PAST_AXIS = "a block from {start} that is {width} wide ends at {end}, past the end of the axis at {high}"
BLOCK_EMPTY = "a block's `width` must be more than zero; found `{found}`"
TIMELINE_NO_LANES = "a timeline needs at least one lane in `lanes`"
AXIS_EMPTY = "the axis has no length: `span` must be more than zero"
TOO_MANY_TICKS = "a tick every {step} makes {count} ticks on this axis; use a step that gives at most {limit}"

# The author's loop: the Python API, embeds, watch and preview
NOT_YAML_DATA = "a spec given as a dict holds only YAML data (mappings, lists, text, numbers, true, false, null); found {found}"
SAVE_SUFFIX = "cannot save to `{path}`: give a folder, or a file ending in .svg, .png, .pdf or .txt"
EMBED_DESCRIPTION = "Description"
EMBED_FORMAT = "unknown embed format `{form}`; the formats are {forms}"
DRAFT_WRITTEN = "{source}: note: what lint refused is drawn, each problem outlined in red and numbered as above, in {outputs}; the last good files are untouched"
WATCHING = "watching {paths} (Ctrl-C stops)"
PREVIEW_SERVING = "preview of {count} spec(s) at {url} (Ctrl-C stops)"
SCHEMA_WRITTEN = "schema -> {path}"
PREVIEW_NO_PORT = "cannot serve the preview on 127.0.0.1:{port}: {reason}"
PREVIEW_TITLE = "Blueprint preview"
PREVIEW_PROBLEMS = "Problems"
PREVIEW_DRAFT = "Draft (lint failed): the picture as it would be drawn, each problem outlined in red and numbered as listed below"
PREVIEW_NONE = "No spec found: add a .yaml file to a watched folder."
PREVIEW_NOT_FOUND = "not found: the preview serves /, /gallery, /svg/N and /events"

# teaching messages (loader): what the writer meant, where YAML or a value read it otherwise
BOOLEAN_WORD = "`{word}` is read as a boolean (true or false) here, not as a word; quote it: '{word}'"
HINT_NONE = " (did you mean `none`?)"
YAML_TAB = "indent with spaces, not a tab"
BRACKET_UNCLOSED = "this `{bracket}` is never closed; close it with `{closer}`"
BRACKET_CROSSED = "this `{bracket}` is never closed: the `{found}` at line {line}, column {column} comes before its `{closer}`"
TIME_UNIT_M = "`m` could be minutes or metres; for minutes write `{fix}`"
TIME_IN_WEEKS = "a time in weeks is written in days: write `{fix}`"
TIME_UNIT_WORD = "`{found}` is written `{unit}` here; the time units are {valid}"
SHARE_PLAIN_NUMBER = "a share written as a plain number counts the whole as 1, so `{found}` is {found} times the whole; write `{percent}` or `{decimal}`"


# What each kind of mark is called, in a message or the alt text (singular, plural)
MARK_NOUNS: dict[str, tuple[str, str]] = {
    "bar": ("bar", "bars"),
    "guides": ("set of guides", "sets of guides"),
    "icon": ("icon", "icons"),
    "connector": ("connector", "connectors"),
    "grid": ("grid", "grids"),
    "timeline": ("timeline", "timelines"),
    "staircase": ("staircase", "staircases"),
    "towers": ("set of towers", "sets of towers"),
    "curve": ("curve", "curves"),
    "note": ("note", "notes"),
    "row": ("row", "rows"),
    "column": ("column", "columns"),
}


# grid: who holds the cells a scatter may take (SCATTER_TOO_MANY's `holder`)
SCATTER_HOLDER_ROW = "a row holds"
SCATTER_HOLDER_GRID = "the grid holds"

# bar
BAR_SPAN_NOT_ABOVE = "`span` refers to `{target}`, which is not above this bar; a bar spans a mark above it"

# towers: the tiers of an anchor summary, counted from the bottom (`tower-N.tier-M`)
TOWER_TIERS_FROM = "at the bottom"
TOWER_TIER_COUNTS = "{counts} in turn"  # towers of different heights: "2, 3 in turn"

# icon: the state an icon cannot show, by its spec key (ICON_STATE's `what`)
ICON_STATE_NAMES = {"status": "status bar", "blocks": "room for blocks", "empty": "empty state"}

# timeline: the parts of an error its checks and anchor list put together
TIMELINE_PART_ORDER = "as written"  # segments and events, in ANCHOR_PARTS
TIMELINE_PART_COUNTS = "{counts} in turn"  # lanes with differing counts: `1, 2 in turn`
TIMELINE_OUTSIDE_SEGMENT_END = "a segment's end"  # what OUTSIDE_AXIS says lies outside
TIMELINE_OUTSIDE_EVENT = "a {event}"
TIMELINE_OUTSIDE_BOUNDARY = "a boundary"

# curve: how to name the anchors a curve makes from its values, in a list of the anchors that exist
CURVE_ANCHOR_AT = "`at-{example}` (any position from {low} to {high}, written without spaces)"
CURVE_ANCHOR_SERIES = "the same after a series (`{series}.peak-1`)"

# --- annotate: the bracket mark (issue 25) -----------------------------------------
MARK_NOUNS["bracket"] = ("bracket", "brackets")
BRACKET_OVER_ITSELF = "a bracket spans other marks, not itself: `over` names `{mark}`, this bracket"
FIX_BRACKET = "write the bracket in `marks` between the two marks it stands between (they then stand apart to make room for it), or give it another `side`"

# issue 28, item 1: the project file (blueprint.toml, or [tool.blueprint] in pyproject.toml)
PROJECT_UNREADABLE = "cannot read the project file: {reason}"
PROJECT_TOO_LARGE = "the project file is over {limit} bytes; it holds a few settings"
PROJECT_TOML = "invalid TOML: {problem}"
PROJECT_NOT_UTF8 = "the project file is not UTF-8 text (byte 0x{byte:02x} cannot be decoded); save it as UTF-8"
PROJECT_TOOL_TABLE = " (in blueprint.toml the keys stand at the top of the file; `[tool.blueprint]` is for pyproject.toml)"
PROJECT_A_TABLE = "a table of settings"
PROJECT_A_FOLDER = "a folder, as text (`\"static/diagrams\"`)"
PROJECT_ADDRESS = "an address, as text (`\"/diagrams\"`)"
PROJECT_FORMATS = "a list of formats (`[\"svg\", \"png\"]`)"
PROJECT_THEME = "a theme, as text: the name of a shipped theme ({themes}) or a theme file (`\"blog.toml\"`)"
PROJECT_BRAND = "a table of `show`, `name` and `wordmark` (`brand = {{name = \"Cedana\", show = true}}`)"
PROJECT_WORDS = "text"
PROJECT_A_DATE = "a date"

# issue 28, item 2: nothing unpublished in what gets published
OLD_CACHE_REMOVED = "{folder}: note: removed the render cache from the output folder, where a site would publish it; it now lives outside it"
PRUNED = "{source} is gone -> removed {outputs}"
SUMMARY_PRUNED = ", {pruned} pruned"

# issue 28, item 6: outputs people ask for
OUTPUT_SUFFIX = "`{target}` is neither a folder nor a file Blueprint writes ({suffixes}); to write into a folder of that name, give `{folder}`"
STDOUT_ONE_FORMAT = "`-o -` writes one file to stdout; give one format (`--format png`), not {formats}"
STDOUT_ONE_SPEC = "`-o -` writes one spec's file to stdout: give one spec file, or `-` to read it from stdin"
STDOUT_NO_WATCH = "`-o -` writes once, to stdout: watch into a folder or a file instead"
SVG_TEXT_CHOICE = "`{found}` is not a way to draw an SVG's letters; give one of {valid}"

# issue 28, item 7: one mistake, one line
LABELS_CROWD = "{count} labels of `{key}` run into one another ({labels}): {fix}"
CROWD_MORE = " and {count:,} more"
FIX_CROWDED_TICKS = "give `ticks` a longer step (fewer figures), or the mark more width"
FIX_CROWDED_LABELS = "give the mark more room, or shorten them"
NO_ROOM_SQUEEZED = "{message}; so squeezed, {pushed}"
SQUEEZED_ONTO = "{mark} (line {mine}) lands on {other} (line {line})"

# --- issue 28, item 4: failure in the live views (preview, notebook) ---
DRAFT_CAPTION = "Draft: lint refused this spec. Each problem is outlined in red on the picture and numbered as it is here."
DRAFT_ALT = "Draft, refused by lint: {alt}"
PREVIEW_LAST = "The last picture drawn, before these problems (greyed: the spec no longer says this)."
PREVIEW_PORT_ZERO = "another program (another preview?) may have it; `--port 0` picks a free one"

# --- issue 28, item 5: themes as data (blueprint/themefile.py) ---
THEME_UNKNOWN = "unknown theme `{name}`{hint}; name a shipped theme, {names}, or a theme file ending in .toml"
THEME_NO_FILE = "no theme file `{path}`"
THEME_TOO_LARGE = "the theme file is more than {limit} bytes; a theme is a few dozen lines"
THEME_NOT_UTF8 = "the theme file is not UTF-8 text (byte 0x{byte:02x} cannot be decoded); save it as UTF-8"
THEME_TOML = "invalid TOML: {problem}"
THEME_CYCLE = "the themes extend each other in a circle: {chain}"
THEME_EXTENDS = "`extends` names a shipped theme or a .toml file; found {found}"
THEME_TABLE = "`{key}` is a table of the theme (`[{key}]`); found {found}"
THEME_TEXT = "`{key}` is a text of at most {limit} characters on one line; found {found}"
THEME_BOOLEAN = "`{key}` is true or false; found {found}"
THEME_COLOUR = "`{key}` is a colour written `#RRGGBB`; found {found}"
THEME_DASHES = "`{key}` is an array of {count} numbers from 0 to 100,000, not all 0; found {found}"
THEME_NUMBER_FROM = "`{key}` is a number from {low} to {high}; found {found}"
THEME_NUMBER_POSITIVE = "`{key}` is a number more than 0 and at most {high}; found {found}"
THEME_TOKEN = "`{key}` names a colour of the palette; found {found}{hint}; the palette's colours are {tokens}"
EMBED_DARK_HTML_ONLY = "a dark picture is a <picture> in the html figure; `--format {form}` cannot switch on the reader's colour scheme (use --format html)"

# --- issue 28, item 9: `blueprint` blocks inside Markdown posts (blueprint/fences/, markdown.py, mkdocs.py) ---
BLOCK_UNCLOSED = "this `blueprint` block is never closed; end it with a line of {count} {marks}, as it opens"
BLOCK_BRACES = "the block's attributes open a `{` that is never closed; write them as `{name=NAME caption=\"TEXT\"}`"
BLOCK_ATTRIBUTE = "cannot read the block's attributes from `{found}`; write them as `name=NAME caption=\"TEXT\"`"
BLOCK_ATTRIBUTE_UNKNOWN = "unknown attribute `{key}` of a `blueprint` block{hint}; the attributes are {valid}"
BLOCK_ATTRIBUTE_TWICE = "the attribute `{key}` is given twice"
BLOCK_NAME = (
    "a block's name names its files and ids: letters, digits, `-`, `_` and `.`, starting with a letter or digit, "
    "at most 100 characters; found `{name}`"
)
BLOCK_SAME_FILES = "`{file}` is also drawn, differently, from the block at {other}; give one of the two blocks another `name`"
BLOCK_DRAWN = "{source}:{line} -> {outputs}"
BLOCK_CURRENT = "{source}:{line} -> {outputs} (current, not drawn again)"
BLOCK_SUMMARY = "{ok} drawn, {failed} failed"
BLOCK_SUMMARY_CURRENT = ", {current} current"
BLOCK_REMOVED = "removed {outputs}: no block draws it now"
NO_POSTS_IN_FOLDER = "no Markdown posts (.md, .markdown) in this folder"
NOT_A_POST = "not a Markdown post: its name ends neither in .md nor in .markdown"
POST_NOT_TEXT = "the post is not UTF-8 text; save it as UTF-8"
CANNOT_READ_POST = "cannot read the post: {reason}"
NEEDS_EXTRA = "{what} needs the `{package}` package: pip install {install}"
BLOCK_PLUGIN_SCALE = "the blueprint plugin's `scale` must be from 0.25 to 8; found `{found}`"
BLOCK_BUILD_FAILED = "the `blueprint` blocks of {source} have {count}, said above"

# --- looks: one look for every part (issue 25) --------------------------------------
LOOK_HATCH_PALE = "hatching is drawn in the fill's colour, and a `{fill}` fill has none that shows; hatch {fills}, or leave `hatch` out"
LOOK_LINE_HATCH = "a {part} is a line and cannot be hatched; hatch an area ({instead}), or draw the line `dashed` or `dotted`"
LOOK_LINE_COLOUR = "a {part} is a line in its `fill`'s colour: write `fill: blue` (or `grey`, `dark`, `red`), not `colour`"
LOOK_UNSEEN = "a `{fill}` part with no outline cannot be seen on the paper; give it an `outline` (`solid`, `dashed` or `dotted`), or a fill that stands out alone: {fills}"
LOOK_REGION_UNSEEN = "a region filled `{fill}` with no outline draws nothing; give it a `fill` (`grey`, `grey-light`, `dark`, `blue` or `red`) or an `outline`"
LOOK_COLOUR_NO_OUTLINE = "`colour` is the outline's colour, and this part has `outline: none`; give it an outline (`solid`, `dashed` or `dotted`), or leave `colour` out"
TIER_WHITE_OUTLINE = "with a `fill`, a tier's `colour` is its outline's: {colours}; a free tier is `fill: white`"
GRID_LOOK_IS_A_STATE = "`{name}` is a cell state already (`used`, `free`, `empty`, `blue`, `red`, `dark`, `idle`); give the look another name"
LOOK_NOT_A_BLOCK = "`{key}` is a block's or a dot's look, and this mark is an icon or words standing over their point; write `block: true` (or a `width`) for a block, `place: curve` (or `baseline`) for a dot on the point, or give the icon a `colour`"
LOOK_DOT_HATCH = "a dot is too small to hatch; give it a `fill` (`blue`, `dark`, `red`; `white` with `outline: solid` for an open dot), or leave `hatch` out"
LOOK_DOT_UNSEEN = "a `{fill}` dot with no ring cannot be seen on the paper; give it `outline: solid` (an open dot), or a fill that stands out alone: `grey`, `dark`, `blue` or `red`"
LOOK_DOT_RHYTHM = "a dot's outline is `solid` or `none`: dashes round a dot this small read as a blur; found `{found}`"
DOT_SIZE_NOT_A_DOT = "`size` is a dot's (`small`, `medium` or `large`), and this mark is {what}; leave `size` out, or mark the point with a dot (`place: curve`, no `icon` or `block`)"
DOTS_ON_A_SHAPE = "a `shape`'s points are made by the tool, not data a reader reads off the curve: `dots` marks given `values` or `points`; leave `dots` out, or give the values"
LOOK_ICON_FILL = "an icon is drawn in lines, not filled: its `colour` colours it (`grey`, `blue`, `red` or `dark`); a GPU card's `status` and `blocks` take fills"
LOOK_ICON_HATCH = "an icon is drawn in lines and is not hatched: give it a `colour` (`red`: lost) or an `outline` (`dashed`, `dotted`), or put a `cross` icon over it"
# keys (issue 27): every key acts or is refused at its node, saying why and what would work
GRID_KEY_WITH_ROWS = "`{key}` {does}, but `rows` give every cell row by row: leave `{key}` out, or give the cells by count (`cells`, `states`) instead of `rows`"
GRID_KEY_DOES = {"cells": "counts the cells", "states": "sets the first cells in order", "columns": "wraps `cells` into rows"}
GRID_ROW_SHORT = ("row {row} of `rows` lists {count} of the {widest} cells the widest row has: a grid's rows are one length, so it"
                  " would be drawn {missing} longer, with cells it does not list; write them, give `state` (`state: free`) to fill short rows"
                  " with it, or give each row its own grid in a `column`")
GRID_STATE_ROWS_FULL = "`state` fills the cells a short row of `rows` leaves, and every row here is full: leave `state` out"
POINT_PAST_SPAN = " (`span`): lengthen `span`, or leave it out and the axis ends at the last point"
ACROSS_PART_PARTS = "a part laid across its holder (`split: across`) is one piece side by side with the others, and holds no parts of its own: give the holder more parts, or lay them `split: along`"
SPLIT_TOO_FEW = "`{key}` says how this holder's parts lie and meet, and it needs {least} or more parts; it holds {count}: give it `parts`, or leave `{key}` out"
ACROSS_GAPS = "`gaps` parts pieces laid one after another along the bar; its parts lie across it (`split: across`): draw the joins as lines with `dividers: solid`, or leave `gaps` out"
TRACK_END_AND_DURATION = "a part under a stretch ends at its `end` or after its `duration`, not both: leave one out"
TRACK_PART_EMPTY = "this part under its stretch ends at {end}, not after it starts at {start}: give an `end` after its start (by default, the stretch's start)"
KEY_NEEDS = "`{key}` acts on the {what}'s `{needs}`, and it has none: give the {what} `{needs}`, or leave `{key}` out"
GAP_UNPLACED = "`gap` is the space to the mark this block is placed by (`right-of`, `left-of`, `above`, `below`), and it is placed by none: give it one (`below: ID`), or leave `gap` out"
GAP_NOT_KEPT = "`gap` is the space to the mark a block is placed beside, above or below; `{relation}` places it with no gap to keep: leave `gap` out"
GAP_ONE_MARK = "a `{kind}`'s `gap` is the space between its marks, and it holds one: leave `gap` out, or give it more marks"
SAME_SCALE_ITSELF = "`same-scale` names `{mark}`, this {what} itself: name another timeline, staircase, curve or column chart with places (`at`) to share its scale, or leave `same-scale` out"
MODEL_NOUNS = {
    "PartSpec": "part", "LeaderSpec": "leader", "ScaleSpec": "scale", "CarrySpec": "carried icon", "SpanSpec": "span",
    "ScatterSpec": "scatter", "LaneSpec": "lane", "SegmentSpec": "segment", "EventSpec": "event", "BoundarySpec": "boundary",
    "StepSpec": "step", "TowerSpec": "tower", "TierSpec": "tier", "SeriesSpec": "series", "ShapeSpec": "shape",
    "LineSpec": "line", "RegionSpec": "region", "PointMarkSpec": "mark", "CutSpec": "cut",
}


def model_noun(model: str) -> str:
    """What a writer calls a node of a nested model (`SegmentSpec`: a segment)."""
    return MODEL_NOUNS.get(model, "node")
LAYER_FIRST = "`layer` lays a segment over the one before it, and this is the lane's first: leave `layer` out"
LAYER_STAIR_LANE = "`layer` lays a timeline's segment over the one before it in its lane; each lane under a staircase is one bar: leave `layer` out"
FROM_NOT_RESTART = "`from` says where a restart redoes the work from, and this event is a `{event}`: leave `from` out, or make the event a `restart`"
BLOCK_FALSE_WIDTH = "`width` draws a block that long at the point, and `block: false` says no block: leave `block` out, or `width`"
HIGH_UNUSED = "`high` is the height of the peaks `heights` leaves out, and `heights` gives every peak its own: leave `high` out"
MATCH_OVER_NOTHING = "`size: match` makes the icon as big as what it stands `over`, and it stands over nothing: give it `over: ID`, or a size (`small`, `medium`, `large`)"
SIZE_NOT_FILLED = "`{key}: {asked}` is {more} than this {what} can be drawn ({drawn} px at most: {why}); give at most `{key}: {drawn}`, or leave `{key}` out"
SIZE_BETWEEN = "`{key}: {asked}` falls between two sizes this {what} is drawn at: {below} px, then {above} px (what it holds grows in a step there); give `{key}: {below}` or `{key}: {above}`"
SIZE_LIMITS = {
    "bar": "a bar keeps its own height", "grid": "its cells grow no larger than `size`", "timeline": "its lanes grow no thicker than their full height",
    "staircase": "its steps rise no more than their full height", "towers": "its tiers grow no taller than their full height",
    "curve": "its plot fills it", "icon": "an icon keeps its shape", "note": "words take the room they need, no more",
    "row": "the marks it holds take no more", "column": "the marks it holds take no more",
    "columns": "its plot grows no taller than its full height", "legend": "its lines take the room their words need, no more",
    "queue": "its jobs grow no larger than a full-size cell",
}
LIKE_CELLS_APART = "{noun}s are drawn {size} px here and {other} px in the grid of line {line}: like cells in one diagram are one size, as a shared scale is one scale; give both grids one `size`, or give this one another `noun`"
GRID_SIZE_NOT_FITTED = "cells of `size: {size}` do not fit where this grid stands: they are drawn {drawn} px; give at most `size: {fit}`, or leave `size` out"
ICON_SIZED_TWICE = "`{key}` sizes the icon, and so does `{other}`; an icon keeps its shape: give one of `size`, `width` or `height`"
BAR_WIDTH_WITH_SPAN = "`width` sizes a bar, and `span` gives it the width of `{span}`: give one of the two"
LABEL_SIDE_OF_LINE = "`label-side: {side}`: this line runs {how} where its label stands, so its label's sides are `{one}` and `{other}`: give one of them"
LINE_RUNS = {True: "across", False: "up and down"}
DIAGONAL_NO_SLANT = "`route: diagonal` has nothing to slant across here: the middles of its ends' facing sides line up, so the line runs straight; leave `route` out, or set one end off the other's line (`align`, a larger `gap`)"
ELBOW_NO_CORNER = "`route: elbow` has no corner to turn here: its ends face each other straight, so the line runs straight; leave `route` out, or set one end off the other's line (`align`, a larger `gap`)"
GRID_LOOK_UNUSED = "look `{name}` is named in `looks`, and no cell takes it: give it to cells as their state (in `rows`, `states`, `state` or a `scatter`), or leave it out"

# --- wording (issue 26: captions) ---
CAPTION_LIMIT = 160
CAPTION_TOO_LONG = "a caption is one short line under the figure, at most {limit} characters; found {count}: put the rest in the post, or leave `caption` out for one made from `subject`"

# --- axes: one axis for every mark with a scale (issue 25, item 4) -------------------
MODEL_NOUNS.update({"AxisSpec": "axis", "TickSpec": "tick"})
AXIS_TICK_OUTSIDE = "a tick at {at} lies outside the axis, which runs from {low} to {high}: {advice}"  # advice per axis owner (carduse8, below)
AXIS_TICK_STEP_EMPTY = "a tick every `{found}` makes no ticks: give a step longer than zero (`6 h`, `20`)"
AXIS_TICK_TWICE = "two ticks stand at the same place: give each place once (a name goes on its tick: `{at: 12 h, label: noon}`)"
AXIS_NOTHING_NAMED = "`labels: named` draws only the ticks given a `label`, and no tick has one: name some (`{at: 12 h, label: noon}`), or give `labels: all` or `ends`"
AXIS_X_UNIT_TWICE = "the x axis's unit is the curve's `unit` (`{unit}`), and `x` gives `{found}`: give the unit once, in `unit` or in `x`"
AXIS_TICKS_TWICE = "`ticks` rules the axis, and so does `{key}: {{ticks}}`: give the ticks once, in `{key}`"
AXIS_UNIT_TWICE = "the axis's unit is the {mark}'s `unit` (`{unit}`), and `{key}` gives `{found}`: give the unit once, in `unit`"
AXIS_Y_NEEDS_TICKS = "a y axis is drawn at its ticks, and `y` gives none: give `ticks` (a step such as `20`, or values such as `[0, 40, 80]`)"
AXIS_TAKES_PLAIN = "a plain number (`40`), or give the axis a `unit`"
AXIS_LOG_NAME = "{unit} on a logarithmic scale"
AXIS_TAKES_LOG = "a value above zero in the axis's unit or one of its family (`{example}`; bytes: B, KB, MB, GB, TB; times: ns, us, ms, s, min, h)"
AXIS_LOG_NOT_POSITIVE = "{found} cannot stand on a logarithmic axis: every value on it is above zero (a log scale has no zero); draw it on a linear axis, or give a value above zero"
AXIS_LOG_SPAN = "a logarithmic axis from {low} to {high} spans {found}: give it an end past its start (`{key}`), so it spans at least one power"
AXIS_LOG_STEP = "{found} is no step on a logarithmic axis: a step there is a factor above 1 (`ticks: 10`: a tick at every tenfold; `4`: at every fourfold)"
AXIS_LOG_ONLY_CURVE = "`scale: log` is a curve's `x` or `y` only: here the axis is drawn linear; leave `scale` out, or draw the values as a curve"
AXIS_LOG_NEEDS_PLACES = "a curve on a logarithmic `x` axis needs its values at their places (`points: [[1 KB, 20 us], [1 MB, 90 us]]`): evenly spread `values` or a `shape` have no places to take"
FIX_CROWDED_AXIS_TICKS = "give `{axis}: {{ticks}}` fewer ticks or a longer step, leave some bare (`labels: ends`, or `named` with names on the ticks to show), or the mark more width"
AXIS_UNIT_FORMAT = "an axis's unit is a word (`GB`, `ms`, `%`, `epochs`), a currency sign (`$`, `€`, `£`) or a ratio of two units (`req/s`, `flop/byte`, `$/GPU-hour`); found {found}"
AXIS_X_UNIT_WORD = "`{found}` is a value axis's unit (`y: {{unit: {found}}}`); a curve's x axis is in a time unit, a unit word or a ratio of two (`h`, `epoch`, `GB`, `%`, `flop/byte`)"

# --- faithful pictures (issue 27): scale, visible area, relations, drawn geometry, advice ---
NUMBER_PAST_SCALE = "`{found}` written out in full takes {count} digits, past what a diagram can draw or say (a number in a spec has at most {limit}); write it in a unit that brings it near 1 (`ms` for a tiny time, `TB` for a huge size)"
MAGNITUDE_TOO_FINE = "`{found}` is finer than any axis can draw or say: a time or axis value other than 0 is at least {limit} of its unit; write it in a smaller unit (`ms` for `s`), or 0"
PART_HIDDEN = "{what} is painted over by {other} (line {line}), drawn after it: {shown} px of it shows ({index} px on the 400 px index), and a part shows from {least} px {side}; make it longer or larger, so that much of it stands clear, or give the two room apart"
SCALE_NOT_SHARED = "`same-scale: {target}` asks for one time scale, and in the drawing this {noun}'s axis {how}, so one moment stands at two places; place what stands beside it `above` or `below` it instead, or leave `same-scale` out"
SCALE_ORIGIN_MOVED = "starts {dx} px {side} of `{target}`'s, stacked under or over it"
SCALE_RATE_CHANGED = "runs at {ratio} times the px per unit of `{target}`'s"
FIX_ROUTE_CHOSEN = "no route goes round it here (the tool tried): move {other} out of its way, off the line between the two ends"

# --- annotations: dimension line, drop (a guide to an axis), frame (issue 25, item 3) ---
MARK_NOUNS["dimension"] = ("dimension line", "dimension lines")
MARK_NOUNS["drop"] = ("guide", "guides")
MARK_NOUNS["frame"] = ("frame", "frames")
DIMENSION_ITSELF = "a dimension line measures between other marks, not itself: this names `{mark}`, the dimension line"
DIMENSION_SAME_ENDS = "a dimension line runs between two anchors; `from` and `to` both name `{name}`: name where it ends in `to`, or use a `bracket` over one anchor"
DROP_ITSELF = "a drop starts at another mark, not itself: this names `{mark}`, the drop"
DROP_SAME_ENDS = "a drop runs from one anchor to another; `from` and `to` both name `{name}`: give `to: x-axis`, or another anchor"
DROP_NO_AXIS = "`{mark}` is a {kind}, which draws no {axis}: a drop to `{axis}` starts at a mark that has one ({kinds}); give `to` an anchor to run to instead (a mark below it)"
FRAME_AROUND_ITSELF = "a frame encloses other marks, not itself: `around` names `{mark}`, this frame"
FRAME_AROUND_PART = "a frame encloses whole marks or groups: `{name}` is a part of `{mark}`, and a frame round it would cross the parts beside it; frame `{mark}`, or mark the part with a `bracket`"
FIX_ANNOTATION = "a {kind} is placed from what it attaches to: give its marks more room (a `gap`), or write it between the two marks it stands between"

# --- forms (issue 25, items 1, 6, 7): gaps between parts, looks on lines, tick events, columns, sized parts ---
LEADER_IS_INK = "a leader points and means nothing, so it is always a thin ink line (STYLE.md); `{key}` has no look to give it: give the part it points from the `fill` (its words take that colour), or use a `guides` or a `connector` (`colour`, `outline`) for a line that means something"
NOUN_NOT_TICK = "`noun` names what a tick stands for (`request arrival`), and this event is a `{event}`, said by what it does: leave `noun` out, or make the event a `tick`"
TIER_SIZE_VALUE = "a tier's `size` is one value more than 0 and at most {most}: a whole number of tiers (`2`) or what it holds (`52 GB`, `1.5`); found `{found}`"
TIER_SIZE_UNITS = "the towers' tiers stand to one scale, in `{unit}`, and this size is `{found}`: write it in `{unit}` too"
MARK_NOUNS["columns"] = ("column chart", "column charts")
COLUMN_OVER_TOP = "this column's value, {value}, stands over the axis's `top` ({top}): raise `top`, or leave it out and the axis runs a little over the highest value"
# --- property4 (issue 26: no alt-text English outside the describe stage): what a curve's errors name ---
WHAT_PEAK = "a peak"
WHAT_MARK = "a mark"
WHAT_SERIES = "a series"
WHAT_LINE = "a line"
UNPLACED_JOINED = "joined to"  # the relation an unplaced mark's error names when it has none of its own

# --- labels: inside their part, two lines, stepped (issue 25, labels) ---
LABEL_LINES = "a label is one line of words, or a list of two lines (`[52 min, saved]`); found a list of {count}: give one string, or two"
LABEL_SIDE_NOT_TAKEN = "`label-side: {side}` is not a place this part's label can take; it takes {sides}: leave `label-side` out and the mark places it"
LABEL_INSIDE_UNFIT = "label `{text}` is {width} x {height} px, and the part it stands inside is {room_w} x {room_h} px: it does not fit; give the part more room (a larger share, a wider mark, larger cells), fewer words{lines}"
FIX_INSIDE_SIDE = ", or leave `label-side` out so it stands beside its part"
FIX_INSIDE_LINES = " or two lines (`[{first}, {rest}]`)"
CELL_LABEL_NO_ROW = "`cell-labels` gives words for row {row}, and the grid has {rows} rows: give one list per row, as `rows` does"
CELL_LABEL_NO_CELL = "`cell-labels` gives words for row {row}, cell {column}, and that row has {columns} cells: give at most one label per cell (`null` for a cell with none)"
LABEL_COLOUR_INSIDE = "`label-colour` colours words standing apart from their part; inside it they take the ink its fill gives (`label-side: inside`): leave one of the two out"
# --- positions on a scale and bands (issue 25: a time range as an anchor) ---
MARK_NOUNS["band"] = ("band", "bands")
SCALE_POSITIONS = "`at-{example}` (any position on its scale from {low} to {high}, written without spaces)"
SCALE_LANE_POSITIONS = "the same on a lane (`{lane}.at-{example}`)"
BAND_NO_SCALE = "`{mark}` is a {kind}, which draws no scale: a band lies on the scale of a timeline, a staircase, a curve, or a bar with a `scale` whose `end` is a value (`end: 300 s`)"
BAR_SCALE_NOT_MEASURED = "`{mark}`'s `scale` ends in words (`{end}`), not a value: a band, or a position `at-...`, needs its `end` written as one with its unit (`end: 300 s`, `end: 100%`)"
RANGE_OUTSIDE = "`{found}` is not a position on `{mark}`'s scale, which runs from {low} to {high} in {axis}; {takes}"
RANGE_BACKWARDS = "{what} runs from its `from` to a later `to`; `{start}` is not before `{end}`: swap them"
WHAT_BAND = "a band"  # what RANGE_BACKWARDS says runs from `from` to `to`
WHAT_REGION = "a region"

# --- card use and relations held in the drawing (issue 27 items 1 and 5) ---
GROUP_ORDER_BROKEN = "this {kind}'s mark {index} does not stand after the one before it, {order}, in the drawing: the layout could not keep the {kind}'s order; give its marks more room (a larger card, fewer marks in the {kind}), or place them by relations instead"
GROUP_ALIGN_BROKEN = "this {kind}'s mark {index} does not line up `{align}` with the first in the drawing: the layout could not keep the {kind} aligned; give its marks more room, or leave `align` out"
PLACED_SIDE_BROKEN = "`{relation}: {target}` does not hold in the drawing: this mark reaches past `{target}`'s edge on that side; give the two more room (a larger `gap`, fewer marks beside them), or place it on another side of `{target}`"
PLACED_ALIGN_BROKEN = "`{relation}: {target}` stands this mark beside `{target}`, and in the drawing it is not lined up `{align}` with it: give it room to move (a larger card, a `gap`), or leave `align` out"
SIZE_EXCEEDED = "`{key}: {asked}` is drawn {drawn} px: larger than asked, as what it holds does not fit in it; give a `{key}` of {least} or more, or leave it out and let the mark take its size"
DRAWN_WITHOUT_ROOM = "this {kind} is left {size} px in the drawing: too little to draw it; give it room (a smaller `gap` or `width` on the marks beside it, a larger card), or set it in a `column` under them"
DRAWN_BACKWARDS = "this {kind} runs backwards in the drawing: its end stands {size} px left of its start, for want of room; give it room (a smaller `gap` or `width` on the marks beside it, a larger card), or set it in a `column` under them"
INSIDE_LABEL_OUTSIDE = "`label-side: inside` asks label `{text}` to stand inside its {part}, and the drawing sets it outside ({px} px past its edge): the words do not fit in it; give `label-side` a side it takes ({sides}), fewer words, or leave `label-side` out for the mark to place it"
REGION_LABEL_INSIDE_UNFIT = "label `{text}` is {width} x {height} px, and no place along this region holds it inside, clear of its edges and of the words beside it: where the region is as wide as the words it leaves them {room} px of height; give fewer words, `label-side: left` or `right` (beside its end, on a leader), or leave `label-side` out for the mark to place it"
# --- axes as one part: staircases by values, landings (issue 25, item 4; branch scales4) ---
STAIRCASE_VALUE_MISSING = "step {step} gives no `value`, and other steps do: treads sized by values give every step its `value` (`120 GB`), or none does (counted levels, `rise`)"
STAIRCASE_VALUE_AND_RISE = "a step with a `value` stands at it; `rise` counts levels: give the `value` only"
STAIRCASE_Y_NO_VALUES = "a value axis (`y`) measures the treads' values, and no step gives one: give each step a `value` (`120 GB`), or leave `y` out"
STAIRCASE_LANDING_DOWN = "a descending staircase arrives at its floor: name it with `floor`; a `landing` is where a climbing staircase (`direction: up`) arrives"
STAIRCASE_LANDING_AND_FLOOR = "climbing, `floor` and `landing` both name where the staircase arrives: give `landing` (a line past the last tread) or `floor` (words at the last tread), not both"
PLACE_RANGE_BEFORE_ZERO = "a place before zero is one value (`-6 h`), not a range; found {found}"
PLACE_BEFORE_AXIS = "`{found}` stands before the axis's start ({start}): an axis counted from an event at 0 says where it starts, `axis: {{from: {found}}}` (or earlier)"
AXIS_FROM_PAST_ZERO = "an axis's `from` is where it starts, before zero (`-6 h`, counted back from an event at 0); found {found}: write a value below 0, or leave `from` out (the axis starts at 0)"
AXIS_FROM_NOT_HERE = "a {mark}'s {axis} starts at 0 (its steps are counted from it), so it takes no `from`; counted back from an event, draw the time on a `timeline` (`axis: {{from: -6 h}}`)"
CURVE_AXIS_FROM = "a curve's `{axis}` axis starts at 0 and takes no `from` yet; for an axis counted back from an event, draw the work on a `timeline` (`axis: {{from: -6 h}}`), or write the curve's places from its start and name its ticks (`ticks: [{{at: 0, label: -6 h}}, {{at: 6 h, label: failure}}]`)"
AXIS_TO_BEFORE_START = "an axis's `to` is where it ends, one value past its start ({start}); found {found}"
AXIS_TO_TWICE = "`{key}` says where the axis ends, and so does `{axis}: {{to}}`: give the end once, in `{axis}: {{to}}`"
SCALE_OLD_KEY_WITH_TO = "a scale with `to` is ruled as an axis, and `{key}` belongs to the counted scale: name an end with a tick (`ticks: [{{at: 0, label: start}}, ...]`), or leave `to` out"
SCALE_AXIS_KEY_WITHOUT_TO = "`{key}` rules the scale as an axis, which needs the whole bar's value: give `to` (`to: 24 h`, `to: 80 GB`), or leave `{key}` out (a scale of counted steps, `ticks: 10`)"
SCALE_TICKS_WITHOUT_TO = "without `to`, a scale's `ticks` counts its steps (`10`); found {found}: for ticks at values, give `to`, the whole bar's value (`scale: {{to: 24 h, ticks: 6 h}}`)"
STAIRCASE_VALUE_PAST_TO = "a tread at {at} stands past the value axis's end ({high}, its `to`): raise `to`, or leave it out (the axis then runs to the highest tread or tick)"
# --- panels and several staircases on one plot (issue 25; branch panels5) ---
STAIRCASE_SERIES_ONE_WAY = "a staircase only climbs or only falls, one step at a time; {found}: draw it as a step line (`step: true`), or give it values that go one way"
STAIRCASE_SERIES_TURNS = "value {nth} ({value}) turns back from the one before it ({before})"
STAIRCASE_SERIES_FLAT = "its values hold level throughout, with no step"
GROUP_HEADING = "a {kind}'s words over it are its `label` (drawn above what it holds, said as its panel's): write `label`, not `heading`"
NOTE_HEADING = "a note is words already, and takes no `heading`: write the heading's words in its `label` (and the rest in its `note` line)"
# --- labels on every side of every part, with room made for them (issue 25 item 2, issue 27; branch lanelabels5) ---
LABEL_SIDE_NO_ROOM = "label `{text}` is asked to stand here, and the {px} px of {dimension} the layout made for the {count} label(s) asked beside or inside their parts do not fit the card: the diagram needs {needed} px and the card has {available} inside its margins ({short} px short); leave `label-side` out for the mark to place it, label a part with room beside it, or give the mark fewer lanes or parts"
LABEL_ALIGN_NEEDS_SIDE = "`label-align` says where a label over or under its part stands along it, and this label is not asked to stand there: give `label-side` ({sides}), or leave `label-align` out"

# --- frames5: icons that hold blocks, the same blocks seen twice (issue 25) ---
SAME_BLOCKS = "`same-as: {id}` says these are the blocks `{id}` holds, but it holds [{theirs}] and this icon [{mine}]: give both the same `blocks`"
ICON_LABEL_INSIDE = "icon `{icon}` has no screen for words: `label-side: inside` is for {having}; put its label `below`, `above`, `left` or `right`"
ICON_BAYS_FULL = "icon `{icon}` has {bays} bays and holds a block in each: `blocks` gives {count}; give at most {bays} (they fill its bays from the top), or draw a second `{icon}` for the rest"

# --- legend: a key of looks and what they mean (issue 25; branch legend5) ---
MARK_NOUNS["legend"] = ("key", "keys")
LEGEND_EMPTY = "a legend lists looks: give `for` (the mark whose parts' looks, with what each `means`, it lists: `for: week`) or `entries` (`[{fill: grey, label: in use}]`), or both"
LEGEND_NOTHING_MEANT = "`{mark}` is a {kind} none of whose parts says what it `means`, so a key has nothing to list for it: give its parts a `means` (`means: in use`), or write the key's `entries`"
LEGEND_LOOK_UNDRAWN = "no part draws `{look}`, so a key line for it would explain nothing: the parts draw {drawn}"
LEGEND_NONE_DRAWN = "no look (draw the parts first)"
LEGEND_LINE_FILL = "a line swatch is a line in its `outline` rhythm and `colour`, with no `{key}`: leave `{key}` out, or draw an area (`swatch: area`)"
LEGEND_LINE_NONE = "a line swatch is a line: its `outline` is `solid`, `dashed` or `dotted`, never `none`"
LEGEND_NO_MEANS_TAKEN = "`{mark}` is a {kind} whose parts take no `means`, so a key has nothing to list for it: write the key's `entries` (`[{{fill: grey, label: in use}}]`)"
LEGEND_ENTRY_MEANS = "a key's line says what its look means in its `label` (`label: paid, idle`); `means` is for the parts the key explains"
# --- guides and drops from any anchor, axis figures at a step (guides5: issue 25 items 3, 4, 6; issue 27) ---
AXIS_LABELS_STEP_EMPTY = "`labels` as a step draws the figures at its multiples: give one value longer than zero (`30 min`, `50`); found {found}"
AXIS_LABELS_STEP_MISSES = "`labels: {found}` falls on no tick, so no figure would be drawn: give a step that is a multiple of the ticks' (`ticks: 10 min, labels: 30 min`), or `labels: all`"
ANCHOR_ENDS = "`start`, `mid` and `end` of `{example}` and of each of these (`{example}.end`; `{holder}` is not one of them)"
CURVE_ANCHOR_CROSSING = "`{line}.crossing-1` (where the first series crosses a line or another series, from the left)"
# --- curves whose look changes, straight pieces and drops (issue 25 items 5 and 7; branch curvelooks5) ---
POINTS_SAME_PLACE = "two of `points` stand at {at}: a sheer drop (or rise) there is drawn by a line of straight pieces; give the series `straight: true`, or move one point later"
POINTS_THREE_AT_ONCE = "three of `points` stand at {at}: a drop joins two values at one place (the one before it and the one after); drop the middle one"
STRAIGHT_AND_STEP = "a series is a step line (`step: true`) or a line of straight pieces (`straight: true`), not both: give one"
PAST_AT_OR_VALUE = "`past` says where the series' look changes: past a place (`at: 40 min`) or above a value (`value: 85`); give one of the two"
PAST_NO_LOOK = "`past` gives the look the series takes there: its `colour` (`red`) or `outline` (`dashed`), or both"
PAST_SAME_LOOK = "`past: {{{key}: {found}}}` is the series' own {key} already, so nothing would change; give another (`{other}`)"
CLIP_NEEDS_TOP = "`clip` lets values over the plot's top leave it, and this curve has no top written: give `top` (`top: 100`), or leave `clip` out (the plot then rises to the highest value)"
CLIP_NOTHING_OVER = "`clip` lets values over the plot's top ({top}) leave it, and no value stands over it: nothing would change; leave `clip` out, or lower `top`"
# --- looks6: every look on every part: a timeline's events (issue 25 item 1) ---
EVENT_FILL = "an event is drawn in strokes at its moment, never filled, so it takes no `{key}`: a `tick` takes a `colour` (`grey`, `blue`, `red` or `dark`) and an `outline` (`solid`, `dashed` or `dotted`); for a filled stretch, write a segment"
EVENT_DRAWN = {"kill": "a red cross (the work is killed)", "preempt": "a red cross (the work is interrupted)", "checkpoint": "a blue save icon (blue is what the product saves)", "restart": "red hatched work redone"}
EVENT_LOOK_FIXED = "a `{event}` is drawn as {drawn} by the house style, so it takes no `{key}`: a `tick` takes one (`event: tick, colour: blue`), or draw the stretch as a segment in a look"
EVENT_LOOK_VALUE = "a tick's `{key}` is {valid}; found `{found}`"
# --- card6: the same words drawn twice for one mark, a guide on a drawn line (issue 27) ---
SAID_TWICE = "`{text}` is drawn twice by {mark}, here and in another of its texts: a reader reads one thing named twice; leave one out (a curve's `label` that repeats its axis title is the title's already)"
GUIDE_ON_LINE = "{this} lies on {other}, a line already drawn there, so it is not seen: start or end it elsewhere, or give it another anchor"
# --- labels on curves, regions and brackets before an axis (labels6: issue 25 items 2 and 7) ---
BRACKET_BEFORE_AXIS = "`before-axis` puts a bracket between a timeline's last lane and its axis: it takes `side: below` (found `{side}`) and `over` parts of one timeline (`night.lane-2.segment-1`); leave it out to hang the bracket under the axis"
# --- blocklabels6: words inside a curve's block (issue 25 item 2) ---
INSIDE_NOT_A_BLOCK = "`label-side: inside` sets the words inside a block, and this mark is an icon or a dot, with no inside: give it `block: true` (or a `width`), or put its label `above`, `below`, `left` or `right`"
# --- axes7: a tick's words in a colour, time axes stacked in a column (issue 25 item 4, issue 27) ---
AXIS_TICK_COLOUR_BARE = "this tick draws no words (`labels: {labels}` leaves it bare), so its `colour` would colour nothing: give it a `label`, or leave `colour` out"
# --- queue7: a queue of jobs between open rails (issue 25 item 6) ---
MARK_NOUNS["queue"] = ("queue", "queues")
QUEUE_JOBS_COUNT = "a queue holds 1 to {most} jobs; found {count}: give fewer (a queue too long to draw reads as its count: a label `40 more waiting`)"
# --- lanes7: a note between a timeline's lane and its axis (issue 25 item 2) ---
NOTE_BEFORE_AXIS = "`before-axis` puts a note between a timeline's last lane and its axis: it takes `below` a lane or stretch of a timeline (`below: step.lane-8.segment-1`; found `below: {below}`); leave it out to place the note as any block"
KEY_LABEL_LINES = "a key's words are one line, or a list of two or three lines (`[12 of 28, slots idle, = 43%]`); found a list of {count}: give one string, or two or three"
# --- upright7: a bar standing upright, its parts stacked from the bottom (issue 25 items 6, 7) ---
UPRIGHT_KEY = "a bar standing upright (`direction: up`) takes no `{key}` yet: {why}; leave it out, or lay the bar along (`direction: right`)"
UPRIGHT_WHY = {"span": "its height is its own, not a part's width above it", "scale": "a ruled scale runs under a bar lying along", "gaps": "its slices stand together, one on another", "ends": "it stands its full height, what no part covers free"}
LEADER_SIDE_ACROSS = "a leader stands off the side of its part across the bar: {sides} on a bar {lying}; found `{found}`"
LEADER_SIDES = {"right": ("`below` or `above`", "lying along"), "up": ("`right` or `left`", "standing upright (`direction: up`)")}
UPRIGHT_LABEL_SIDE = "a part's label stands `{side}` an upright bar only at its {end} part, where nothing else is; give this one `left`, `right` or `inside`"
# --- trydraw7 (issue 25: what the try could not draw): a column chart's cells ---
COLUMN_PART_ZERO = "a part stacked on a column is over zero; found `{found}`: leave the part out"
COLUMN_FROM_CELLS = "a chart of `cells` counts each column's cells up from the baseline, so a column cannot start at a value: leave `from` out, or `cells`"
COLUMN_CELLS_WHOLE = "a chart of `cells` draws one cell per unit: this column reaches {value}; give whole values, at most {most} a column, or leave `cells` out"
# --- leaders7: a leader on every labelled part (issue 25 item 2) ---
LEADER_INSIDE = "`leader: true` sets the words apart from the part, and `label-side: inside` sets them in it: give one; with the leader, a side says where the words stand ({sides})"
LEADER_ALIGN = "words on a leader stand where the search finds room at the leader's end, not along the part: leave `label-align` out, or the `leader`"
LEADER_ON_EVENT = "an event is drawn on its lane's stretch, so a leader from it would run across the stretch it marks: give its label `label-side: above` or `below` (the gap between lanes widens to hold the words), or put the words on the stretch's own label"
LEADER_TOUCHES_NOTHING = "words `above` a point with no `icon` or `block` are drawn alone, so a leader from them would touch nothing: give the mark `place: curve` (a dot on the line), an `icon` or `block: true`, or leave `leader` out"
LEADER_NO_LABEL = "`leader: true` sets the part's `label` apart on a leader, and it has none: give the part a `label` (`label: sweet spot`), or leave `leader` out"
# --- slots7: an axis along a column chart's slots (issue 25 item 4) ---
COLUMN_X_HANGING = "a chart that hangs (`hang: true`) shares the axis of the chart above it, on the same slots: give `x` to the chart it hangs under, and leave it out here"
COLUMN_X_ENDS = "the axis along a column chart's slots runs from the first column's left edge (0) to the last's right edge ({count}), so it takes no `{key}`: leave it out"
COLUMN_X_NEEDS_TICKS = "an axis along the slots is drawn at its ticks, and `x` gives none: give `ticks` (a step such as `1`: a tick at every column's edge, or places such as `[0, 12, 24]`)"
# --- carduse8: advice that names a key the node takes (issue 27 item 3): each axis owner says what lengthens its axis ---
AXIS_LONGER = "leave it out, or make the axis longer ({key})"
AXIS_LEAVE_OUT = "leave it out"
AXIS_SLOTS_END = "leave it out, or give the chart a column for each slot up to it (its slots end at the count of `columns`)"
# --- trydraw8 (issue 25: what the try could not draw): longer ticks at a coarser step ---
AXIS_MAJOR_EMPTY = "`major` draws a longer tick at each of its multiples: give one value longer than zero (`6 h`, `50`); found {found}"
AXIS_MAJOR_NOT_MULTIPLE = "`major: {found}` is not a whole multiple of the ticks' step ({step}), so its longer ticks would stand between the ruled ones: give a multiple (`major: {example}`)"
AXIS_MAJOR_MISSES = "`major: {found}` falls on no tick past zero, so no tick would be drawn longer: give a step some tick stands on (a multiple of the ticks' step), or leave `major` out"
SCALE_MAJOR_STEP_WITHOUT_TO = "a scale without `to` is cut into counted steps, so `major` counts them (`major: 6`: every sixth tick long); found {found}: give a count, or give `to` (the whole bar's value) to rule it as an axis with `major` a step"
# trydraw8: inside a part with no fill the ink is free (the fill decided it)
LABEL_COLOUR_INSIDE = "`label-colour` colours words on the paper; inside a filled part they take the ink its fill gives (`label-side: inside`): leave one of the two out, or give the part no fill (`fill: none`, an outline only), where the words stand on the paper in any colour"
# trydraw8: a value on a curve's value axis as an anchor
CURVE_ANCHOR_VALUE = "`value-{example}` (a line across the plot at any value from {low} to {high}, written without spaces)"
AXIS_MAJOR_EVERY = "`major: {found}` falls on every tick, so none would stand out longer: give a step only some ticks stand on (`ticks: [0, 250, 500], major: 500`), or leave `major` out"
# trydraw9a: column charts take reference lines and part labels
COLUMN_PART_LEADER = "a column's part takes no leader yet: its words stand inside it where they fit, else beside the column (`label-side: left` or `right`); for words further off on a leader, leave `leader` out and write a note with `to: ID.column-N.part-M`"
# --- faithful9 (issue 27): a leader crosses a line its chart plots that it does not point at (review 9-b) ---
MEETS_CROSSES_PLOTTED = "{this} crosses {other} (line {line}), a line it does not point at: a reader follows a leader to the line it crosses"
FIX_NOTE_LEADER_PLOTTED = "stand the note where a straight line reaches what it points at and crosses no other line, or give the words to that point itself: a mark of the chart there with the `label` and `leader: true`, whose words the tool stands where their leader crosses nothing"
FIX_PART_LEADER_PLOTTED = "no place near the part lets its leader cross no other line: give `label-side` another side, or leave `leader` out"
# faithful9: words that repeat an axis's figure beside it (review 10-a: "85%" under the tick "85")
TICK_ECHO = "label `{label}` stands on the axis's figure `{figure}` (line {line}) and says its number again: a reader reads a second tick; leave the label out (the figure names the place), or give it words the axis does not say"
TICK_ECHO_WITH = " (with its {keys}, which say where the label stands)"
# --- vocab11: where along a thing, as a share or as a value on its mark's axis ---
ALONG_FORMAT = "where along it is a share of its length (`80%`, `0.8`, `4/5`) or a value in its axis's unit with the unit written (`40 s`, `3 epochs`, `10 GB`); found `{found}`"
ALONG_NO_AXIS = "`{key}: {found}` is a value on an axis, and {what} has none to read it on: give a share of its length (`{key}: 50%`){hint}"
ALONG_NO_AXIS_MARK = ", or stand it over a part of a mark with an axis (a timeline, a staircase, a curve, a bar with a measured `scale`)"
ALONG_OFF_SCALE = "`{key}: {found}` is not a place on `{mark}`'s axis, which runs from {low} to {high} in {axis}: give a place on it with its unit (`{key}: {example}`), or a share of the part's length (`{key}: 50%`)"
ALONG_OFF_PART = "`{key}: {found}` stands {side} `{target}` on `{mark}`'s axis: give a place within the part, or stand the block over the part that holds {found}, or at that place itself (`over: {position}`)"
ALONG_SIDES = {"before": "before the start of", "after": "past the end of"}
# --- vocab13: columns at places on an axis (`at`), sharing a scale ---
COLUMN_AT_EVERY = "the other columns of this chart stand at places on its axis (`at`), and this one gives none: give it `at` (a place such as `14 h`), or leave `at` out of every column for even slots"
COLUMN_AT_ORDER = "columns stand at their places from the left, and `{found}` does not come after the column before it ({before}): give the columns in order of their places, one at each place"
COLUMN_AT_PAST = "`{found}` stands past the end of the axis along the chart ({end}): give a place from 0 to it, or a longer `span`"
COLUMN_PLACES_ONLY = "`{key}` sets the axis the columns stand at places on, and no column gives a place: give each column `at` (`at: 14 h`), or leave `{key}` out"
COLUMN_X_PLACED_ENDS = "the axis along a chart of placed columns runs from 0 to its `span` ({end}), so it takes no `{key}`: set `span` instead"
SAME_SCALE_BOTH = "`{mark}` already takes this {what}'s scale (its own `same-scale`), so the two would wait on each other: keep `same-scale` on one of them"
SAME_SCALE_ALIGN = "this {what} shares the scale of the mark it stands {relation} (`same-scale`), so its axis lines up with that mark's and `align` would move nothing: leave `align` out"
LANE_APART_FIRST = "`set-apart: true` opens a gap before a lane, setting it apart from the lanes above it, and the first lane has none above it: put it on a later lane, or leave it out"
