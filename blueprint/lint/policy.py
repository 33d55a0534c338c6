"""The one place that says what may touch what.

Every drawn element plays a role (`scene.Element.role`); roles fall into a few
classes, and a table says, for two classes and how the two elements are
related, whether they may meet and how closely lint looks:

- `OVERLAP`: their interiors must not overlap (touching edges is fine);
- `TOUCH`: they must keep `CLEARANCE` apart (a label and a line, an icon
  and a reference line);
- `None`: they may meet (a cross over a cable, a block on a card, a label
  inside its own part, lines crossing lines).

How two elements are related (`Kin`):
- `OWN`: one belongs to the other (a label and the part it names; a tier and
  its tower). For a label and a line, only the label's own line counts: a
  chart's curve does not own the labels of the chart's reference lines;
- `SAME`: parts of one mark (or of a group and a mark in it), drawn together
  by the mark and trusted to fit, except for its labels;
- `JOINED`: a connector (or a note's leader, or a mark drawn `over`) and a
  mark it joins;
- `APART`: anything else.
"""

from __future__ import annotations

from enum import Enum

from blueprint.scene import Element, Text


class Kin(Enum):
    OWN = "own"
    SAME = "same"
    JOINED = "joined"
    APART = "apart"


OVERLAP = "overlap"
TOUCH = "touch"
CLEARANCE = 1.5  # px two elements that may not touch keep apart

TEXT, BODY, AREA, STROKE, LINK, OVERLAY, BRAND = "text", "body", "area", "stroke", "link", "overlay", "brand"

CLASSES = {
    "label": TEXT,
    "brand": BRAND,
    **dict.fromkeys(("bar", "part", "cell", "foundation", "level", "tier", "segment", "span", "marker", "icon"), BODY),
    "region": AREA,
    **dict.fromkeys(("curve", "riser", "tread", "floor", "baseline", "scale", "guide", "reference", "boundary", "range"), STROKE),
    **dict.fromkeys(("connector", "leader", "arrowhead"), LINK),
    "cross": OVERLAY,
}

# (class, class) -> {kin: rule}; a pair absent here, or a kin absent from its
# entry, may meet. Each pair is written once, its classes in this order.
ORDER = (TEXT, BODY, AREA, STROKE, LINK, OVERLAY, BRAND)
_NOT_OWN = {Kin.SAME: TOUCH, Kin.JOINED: TOUCH, Kin.APART: TOUCH}
RULES: dict[tuple[str, str], dict[Kin, str]] = {
    (TEXT, BODY): {Kin.SAME: OVERLAP, Kin.JOINED: OVERLAP, Kin.APART: OVERLAP},
    (TEXT, AREA): {Kin.SAME: OVERLAP, Kin.JOINED: OVERLAP, Kin.APART: OVERLAP},
    (TEXT, STROKE): _NOT_OWN,
    (TEXT, LINK): _NOT_OWN,
    (TEXT, OVERLAY): _NOT_OWN,
    (TEXT, BRAND): {Kin.APART: OVERLAP},
    (BODY, BODY): {Kin.APART: OVERLAP},
    (BODY, AREA): {Kin.APART: OVERLAP},
    (BODY, STROKE): {Kin.APART: TOUCH},
    (BODY, LINK): {Kin.APART: OVERLAP, Kin.SAME: OVERLAP},
    (AREA, LINK): {Kin.APART: OVERLAP},
    (BODY, BRAND): {Kin.APART: TOUCH},
    (AREA, BRAND): {Kin.APART: TOUCH},
    (STROKE, BRAND): {Kin.APART: TOUCH},
    (LINK, BRAND): {Kin.APART: TOUCH},
    (OVERLAY, BRAND): {Kin.APART: TOUCH},
}


WATCHED = (TEXT, LINK)  # the classes whose rules reach inside one mark (SAME); other parts of a mark are trusted


def role_class(element: Element) -> str:
    """An unknown role is judged as a body: it may overlap nothing."""
    return CLASSES.get(element.role, BODY)


def rule(first: Element, second: Element, kin: Kin) -> str | None:
    """How closely lint looks at two elements: OVERLAP, TOUCH, or None."""
    a, b = role_class(first), role_class(second)
    if ORDER.index(a) > ORDER.index(b):
        a, b = b, a
    return RULES.get((a, b), {}).get(kin)


def kin(first: Element, second: Element, mark_of, joined) -> Kin:
    """How two elements are related (see the module's docstring). `mark_of`
    gives the mark an owner belongs to; `joined(a, b)` whether mark a joins b."""
    if isinstance(second, Text) and not isinstance(first, Text):
        first, second = second, first
    if isinstance(first, Text):
        if _owns(second, first, mark_of):
            return Kin.OWN
    elif _prefix(first.owner, second.owner) or _prefix(second.owner, first.owner):
        return Kin.OWN
    mark_a, mark_b = mark_of(first.owner), mark_of(second.owner)
    if mark_a is not None and mark_b is not None:
        if _prefix(mark_a, mark_b) or _prefix(mark_b, mark_a):
            return Kin.SAME
        if joined(mark_a, mark_b) or joined(mark_b, mark_a):
            return Kin.JOINED
    return Kin.APART


def _owns(element: Element, text: Text, mark_of) -> bool:
    """A label lies on what it belongs to or what holds that (its part, its
    bar); a line owns a label only when the line is the label's own thing,
    deeper than the whole mark (a reference line and its label, not a curve
    and every label of its chart)."""
    if not _prefix(element.owner, text.owner):
        return False
    if role_class(element) in (BODY, AREA):
        return True
    return len(element.owner) > len(mark_of(text.owner) or ())


def _prefix(short: tuple, long: tuple) -> bool:
    return long[: len(short)] == short
