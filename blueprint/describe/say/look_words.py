"""Looks in words: a fill, an outline, a line's colour and rhythm, before or
after a noun ("red hatched", "in dashed outline"), the house's looks as a reader
says them. Every part kind says its look with these.
"""

from __future__ import annotations

FILL_WORDS = {
    "grey": "grey",
    "grey-light": "light grey",
    "white": "white",
    "none": "",
    "dark": "dark",
    "blue": "blue",
    "red": "red",
}
# A dashed outline is said as a dotted one is ("in dashed outline"): "dashed" is the
# word a reader uses for it, where "outlined in dashes" was heard as something else.
OUTLINE_WORDS = {"dashed": "in dashed outline", "dotted": "in dotted outline", "solid": "", "none": ""}
# An outline in a colour other than its fill's own ("a white part in blue dashed outline").
COLOURED_OUTLINE_WORDS = {"dashed": "in {colour} dashed outline", "dotted": "in {colour} dotted outline", "solid": "outlined in {colour}", "none": ""}
LINE_COLOUR_WORDS = {"grey": "grey", "blue": "blue", "red": "red", "dark": "dark"}


def outline_words(outline: str, line_colour: str | None = None) -> str:
    """An outline after a noun: "in dashed outline", "in blue dotted outline"."""
    if line_colour:
        return COLOURED_OUTLINE_WORDS[outline].format(colour=LINE_COLOUR_WORDS[line_colour])
    return OUTLINE_WORDS[outline]


def outline_modifier(outline: str, line_colour: str | None = None) -> str:
    """An outline before a noun, for a filled part in a rhythm: "dashed-outline",
    "blue dotted-outline"."""
    return " ".join(filter(None, [LINE_COLOUR_WORDS[line_colour] if line_colour else "", f"{outline}-outline"]))


def line_words(colour: str, outline: str = "solid", quiet_grey: bool = False) -> str:
    """A part drawn as a line, before a noun: "blue", "dashed", "dotted red";
    `quiet_grey`: grey, the line's own, goes unsaid ("dashed")."""
    hue = "" if colour == "none" or (quiet_grey and colour == "grey") else FILL_WORDS.get(colour, colour)
    return " ".join(filter(None, ["" if outline in ("solid", "none") else outline, hue]))


def prenominal_look(fill: str, hatch: bool = False, outline: str = "solid", line_colour: str | None = None) -> str:
    """A filled part's whole look before a noun: "grey", "red hatched",
    "dashed-outline white", "blue dotted-outline grey hatched", "blue-outlined white"."""
    if outline in ("dashed", "dotted"):
        edge = outline_modifier(outline, line_colour)
    else:
        edge = f"{LINE_COLOUR_WORDS[line_colour]}-outlined" if line_colour and outline == "solid" else ""
    return " ".join(filter(None, [edge, fill_words(fill, hatch)]))


def look_before_noun(fill: str, hatch: bool = False, outline: str = "solid", line_colour: str | None = None) -> str:
    """Any look as an adjective phrase before its noun: "red hatched", "dotted"
    (an outline alone), "blue dashed", "dashed-outline grey"; never the phrase
    said after a noun ("the in dotted outline stretch")."""
    if fill == "none" and outline in ("dashed", "dotted"):
        return " ".join(filter(None, [LINE_COLOUR_WORDS[line_colour] if line_colour else "", outline]))
    return prenominal_look(fill, hatch, outline, line_colour)


def fill_words(fill: str, hatch: bool = False) -> str:
    """A fill before a noun: "grey", "red hatched", "light grey", "" (none)."""
    before = FILL_WORDS[fill]
    return f"{before} hatched".strip() if hatch else before


OPEN_FILLS = ("white", "none")  # a dot filled so, inside a ring, reads as an open dot


def dot_words(fill: str, outline: str, line_colour: str | None = None, size: str | None = None) -> str:
    """A dot as a reader sees it: "open dot" (white or unfilled inside a
    ring), "open blue dot" (a blue ring), "large blue dot", "blue-outlined
    dark dot"; `line_colour` only where it is not the fill's own."""
    if fill in OPEN_FILLS and outline == "solid":
        look = " ".join(filter(None, ["open", LINE_COLOUR_WORDS[line_colour] if line_colour and line_colour != "grey" else ""]))
    else:
        look = prenominal_look(fill, False, outline, line_colour)
    return " ".join(filter(None, ["" if size in (None, "medium") else size, look, "dot"]))
