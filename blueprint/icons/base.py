"""What an icon is: a small vector drawing in a unit box, with named anchors.

Icons are drawn with a Pen in unit coordinates (0..1 across and down the
icon's box), in a style chosen by meaning (grey or blue, solid, dashed for
planned, dotted for absent); never emoji, font glyphs or bitmaps.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import ClassVar

from blueprint.scene import Box, Element, Ellipse, Line, Paint, Path, Rect, Segment, SpecPath
from blueprint.theme import fill_token

SIDES = ("top", "bottom", "left", "right", "centre")


@dataclass(frozen=True)
class IconStyle:
    stroke: str  # outline colour token
    body: str  # fill of the main shape: white, or paper when only outlined
    accent: str  # fill of solid details
    line: str  # solid, dashed or dotted

    @staticmethod
    def of(colour: str, outline: str) -> "IconStyle":
        stroke = {"grey": "line", "blue": "blue", "red": "red", "dark": "ink"}[colour]
        accent = {"grey": "grey", "blue": "blue", "red": "red", "dark": "shade"}[colour]
        if outline == "solid":
            return IconStyle(stroke, "white", accent, "solid")
        return IconStyle(stroke, "paper", "paper", outline)


@dataclass(frozen=True)
class IconState:
    """What a writer can set on icons that show state (a card's status bar, its blocks)."""

    status: str | None = None
    blocks: tuple["str | Paint", ...] = ()  # each a fill token, or a whole part look's paint (a dashed blue copy)
    empty: bool = False  # a card or a node with no work on it: its bays and slot drawn empty

@dataclass
class Pen:
    box: Box
    style: IconStyle
    owner: SpecPath
    source: SpecPath
    elements: list[Element] = field(default_factory=list)

    def x(self, u: float) -> float:
        return self.box.x + u * self.box.width

    def y(self, v: float) -> float:
        return self.box.y + v * self.box.height

    def _paint(self, fill: str | None, stroke: bool, width: str, cap: str = "butt") -> Paint:
        return Paint(
            fill=fill,
            stroke=self.style.stroke if stroke else None,
            stroke_width="dotted" if self.style.line == "dotted" and width == "outline" else width,
            line=self.style.line if width == "outline" else "solid",
            cap=cap,
        )

    def rect(self, u: float, v: float, w: float, h: float, fill: str | None = "body", stroke: bool = True, width: str = "outline", role: str = "icon") -> None:
        """`role`: "pin" for a card's edge connector, where no line may arrive."""
        box = Box(self.x(u), self.y(v), w * self.box.width, h * self.box.height)
        self.elements.append(Rect(box, self._paint(self._fill(fill), stroke, width), role, self.owner, self.source))

    def painted(self, u: float, v: float, w: float, h: float, paint: Paint, source: SpecPath) -> None:
        """A rectangle in a paint given whole (a block in a part look), from its own key."""
        box = Box(self.x(u), self.y(v), w * self.box.width, h * self.box.height)
        self.elements.append(Rect(box, paint, "icon", self.owner, source))

    def line(self, u1: float, v1: float, u2: float, v2: float, width: str = "outline", colour: str | None = None) -> None:
        paint = self._paint(None, True, width, cap="round")
        if colour:
            paint = Paint(stroke=colour, stroke_width=width, cap="round")
        self.elements.append(Line(self.x(u1), self.y(v1), self.x(u2), self.y(v2), paint, "icon", self.owner, self.source))

    def ellipse(self, u: float, v: float, ru: float, rv: float, fill: str | None = "body", width: str = "outline") -> None:
        paint = self._paint(self._fill(fill), True, width)
        self.elements.append(Ellipse(self.x(u), self.y(v), ru * self.box.width, rv * self.box.height, paint, "icon", self.owner, self.source))

    def path(self, segments: list[tuple[str, tuple[float, ...]]], fill: str | None = "body", width: str = "outline", cap: str = "round") -> None:
        absolute: list[Segment] = []
        for command, numbers in segments:
            if command == "A":
                ru, rv, rotation, large, sweep, u, v = numbers
                absolute.append((command, (ru * self.box.width, rv * self.box.height, rotation, large, sweep, self.x(u), self.y(v))))
            else:
                absolute.append((command, tuple(self.x(n) if i % 2 == 0 else self.y(n) for i, n in enumerate(numbers))))
        self.elements.append(Path(tuple(absolute), self._paint(self._fill(fill), True, width, cap), "icon", self.owner, self.source))

    def _fill(self, fill: str | None) -> str | None:
        return {"body": self.style.body, "accent": self.style.accent}.get(fill, fill) if fill else None


class Icon(ABC):
    """One icon: its name, natural size, own anchors, and its drawing."""

    name: ClassVar[str]
    width: ClassVar[float]
    height: ClassVar[float]
    summary: ClassVar[str]  # for the icon sheet; what the alt text calls it is the describer's (`describe/lexicon/icon.py`)
    own_anchors: ClassVar[tuple[str, ...]] = ()
    sign: ClassVar[bool] = False  # a mark drawn over what it judges (a cross cutting a curve), not a thing beside it
    body: ClassVar[tuple[float, float, float, float]] = (0.0, 0.0, 1.0, 1.0)  # where lines attach, in unit coordinates
    spreads: ClassVar[bool] = False  # its drawing spreads the ways out itself (a balancer's fan): links at one side leave from one point
    # Where an icon that holds data shows its blocks (`blocks`), in unit
    # coordinates, and whether they stack down it (a drive, a file) or stand
    # side by side (a card): one model for every icon that holds data, its
    # `slot` anchor the box. None: the icon holds no blocks.
    slot: ClassVar[tuple[float, float, float, float] | None] = None
    face: ClassVar[tuple[float, float, float, float] | None] = None  # a screen its label may stand in (`label-side: inside`), unit coordinates
    stacked: ClassVar[bool] = False
    slot_gap: ClassVar[float] = 0.03  # between two blocks, a share of the icon's side they run along
    bays: ClassVar[int | None] = None  # a slot divided into this many fixed places (a server's bays): a block in each, from the first; None: blocks share the slot evenly

    def body_box(self, box: Box) -> Box:
        u, v, w, h = self.body
        return Box(box.x + u * box.width, box.y + v * box.height, w * box.width, h * box.height)

    @abstractmethod
    def draw(self, pen: Pen, state: IconState) -> None:
        """Add the icon's primitives to the pen."""

    def anchors(self, box: Box) -> dict[str, Box]:
        """Its own anchors (the sides and centre are common to every icon): the
        slot of an icon that holds data."""
        if self.slot is None:
            return {}
        u, v, w, h = self.slot
        return {"slot": Box(box.x + u * box.width, box.y + v * box.height, w * box.width, h * box.height)}

    def face_box(self, box: Box) -> Box | None:
        """Where words stand inside it (a laptop's screen), or None."""
        if self.face is None:
            return None
        u, v, w, h = self.face
        return Box(box.x + u * box.width, box.y + v * box.height, w * box.width, h * box.height)

    def draw_blocks(self, pen: "Pen", blocks: "tuple[str | Paint, ...]") -> None:
        """The blocks in its slot, each a thin-outlined rectangle of its fill,
        stacked down the slot or side by side across it; in an icon of fixed
        `bays`, one in each bay from the first (the top), however few (more
        than its bays are refused at the key, marks/icon.py)."""
        assert self.slot is not None  # blocks are refused at the key on an icon with no slot (marks/icon.py)
        u, v, w, h = self.slot
        count, gap = self.bays or len(blocks), self.slot_gap
        each = ((h if self.stacked else w) - gap * (count - 1)) / count
        for i, fill in enumerate(blocks):
            place = (u, v + i * (each + gap), w, each) if self.stacked else (u + i * (each + gap), v, each, h)
            if isinstance(fill, Paint):  # a block in a whole part look, painted as the layout gave it
                pen.painted(*place, paint=fill, source=pen.source + ("blocks", i))
            else:
                pen.rect(*place, fill=fill_token(fill), width="thin")

    def anchor_names(self) -> tuple[str, ...]:
        return SIDES + self.own_anchors


def side_anchors(box: Box) -> dict[str, Box]:
    return {
        "top": Box(box.centre_x, box.y, 0, 0),
        "bottom": Box(box.centre_x, box.bottom, 0, 0),
        "left": Box(box.x, box.centre_y, 0, 0),
        "right": Box(box.right, box.centre_y, 0, 0),
        "centre": Box(box.centre_x, box.centre_y, 0, 0),
    }
