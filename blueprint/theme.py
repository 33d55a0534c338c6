"""The house style as one frozen object of semantic tokens (STYLE.md).

This is the only module with colour values in it, and the house theme is
these dataclasses' defaults. Marks ask for meanings (`grey`, `blue`,
`dashed`); the renderer alone turns tokens into SVG attributes. Every other
theme is data: one TOML file that says what it changes (`themes/dark.toml`;
read by `blueprint.themefile`), never a branch in the code.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from types import MappingProxyType
from typing import Mapping, TypedDict, Unpack, cast


@dataclass(frozen=True)
class Palette:
    paper: str = "#F7F6F2"
    ink: str = "#1D232B"
    line: str = "#59616B"
    grey: str = "#A7ADB5"
    grey_light: str = "#D7DADF"
    white: str = "#FFFFFF"
    blue: str = "#1F5FD6"
    red: str = "#C42F2F"
    drafting_grid: str = "#ECEAE4"
    shade: str = "#1D232B"  # the fill of a `dark` part (overhead): the ink here, a near-black on a dark paper
    ink_on_fill: str = "#FFFFFF"  # words inside a dark, blue or red part (`label-side: inside`): white on the strong fills

    def colour(self, token: str) -> str:
        return cast(str, getattr(self, token.replace("-", "_")))


@dataclass(frozen=True)
class Strokes:
    outline: float = 2.0
    thin: float = 1.5
    thick: float = 5.0
    dotted: float = 2.5
    cross: float = 4.0
    emphasis: float = 3.0  # a span's outline: a job standing out over its cells
    hairline: float = 0.5  # the outline of cells a few pixels wide, so their fill still shows

    def width(self, token: str) -> float:
        return cast(float, getattr(self, token))


@dataclass(frozen=True)
class Dashes:
    dashed: tuple[float, float] = (8.0, 6.0)
    dotted: tuple[float, float] = (0.0, 6.0)
    thick_dashed: tuple[float, float] = (20.0, 12.0)  # a 5 px line in 8-on-6 dashes reads as dots

    def dashed_for(self, width: float, thick: float) -> tuple[float, float]:
        """The dash rhythm for a line this wide: thick lines get longer dashes."""
        return self.thick_dashed if width >= thick else self.dashed


@dataclass(frozen=True)
class Hatch:
    spacing: float = 8.0
    width: float = 1.5
    angle: float = 45.0


@dataclass(frozen=True)
class Type:
    label: float = 26.0
    note: float = 20.0
    brand: float = 20.0
    minimum: float = 18.0
    line_gap: float = 8.0

    def size(self, token: str) -> float:
        return cast(float, getattr(self, token))


@dataclass(frozen=True)
class Canvas:
    width: float = 1200.0
    height: float = 630.0
    margin: float = 56.0
    unit: float = 8.0
    png_scale: float = 2.0
    drafting_grid: bool = False
    drafting_grid_step: float = 24.0
    transparent: bool = False  # no paper drawn: the page shows through (contrast is still judged on `paper`, the page's colour)
    label_hang: float = 0.0  # how far a label may reach into the margin: STYLE.md keeps the whole margin clear
    index_width: float = 400.0  # how wide the blog's index shows a card: text and parts must read there
    index_text: float = 6.0  # the smallest text a reader reads there, px (18 px on the 1200 card)
    index_shape: float = 1.3  # the thinnest shape a reader sees there, px (4 px on the 1200 card)


class CanvasChanges(TypedDict, total=False):
    """The fields of a `Canvas` a theme may change (`Theme.with_canvas`)."""

    width: float
    height: float
    margin: float
    unit: float
    png_scale: float
    drafting_grid: bool
    drafting_grid_step: float
    transparent: bool
    label_hang: float
    index_width: float
    index_text: float
    index_shape: float


@dataclass(frozen=True)
class Brand:
    name: str = "Cedana"
    wordmark: str = "cedana"
    show: bool = True


class BrandChanges(TypedDict, total=False):
    """The fields of a `Brand` a theme may change (`Theme.with_brand`)."""

    name: str
    wordmark: str
    show: bool


@dataclass(frozen=True)
class Look:
    """How one fill meaning is drawn: its colour, its outline, and its text."""

    fill: str
    stroke: str
    text: str  # colour of a label that names a part of this fill
    ink_inside: bool  # can a label sit inside a part of this fill? (the same in every theme: it decides the layout)
    inside: str = "ink"  # the colour of a label inside it (asked for inside a strong fill, `ink-on-fill`)
    # the outline of a solid shape of this fill drawn without one (a curve's
    # block, a part with `outline: none`) where the fill alone is not seen on
    # the paper: a dark part on a dark sheet; none in the house theme
    edge: str | None = None
    # whether two abutting parts of this fill read as one where they meet (its
    # outline is its fill's colour, or nearly): they are parted by a seam of
    # paper. The same in every theme: it decides the drawing's elements
    seamed: bool = False


_LOOKS = MappingProxyType(
    {
        "grey": Look(fill="grey", stroke="line", text="ink", ink_inside=True),
        "grey-light": Look(fill="grey-light", stroke="line", text="ink", ink_inside=True),
        "white": Look(fill="white", stroke="line", text="ink", ink_inside=True),
        "none": Look(fill="paper", stroke="line", text="ink", ink_inside=True),
        "dark": Look(fill="shade", stroke="ink", text="ink", ink_inside=False, inside="ink-on-fill", seamed=True),
        "blue": Look(fill="blue", stroke="blue", text="blue", ink_inside=False, inside="ink-on-fill", seamed=True),
        "red": Look(fill="red", stroke="red", text="red", ink_inside=False, inside="ink-on-fill", seamed=True),
    }
)


@dataclass(frozen=True)
class Layout:
    """Sizes and gaps of the layout engine, all in the 8 px rhythm."""

    stack_gap: float = 48.0
    label_gap: float = 8.0
    label_padding: float = 24.0
    inside_padding: float = 4.0  # the least room left round a label asked to stand inside its part, each side
    minimum_size: float = 4.0  # the thinnest shape drawn at all (a cell of a huge grid)
    thin_part: float = 6.0  # the thinnest part that carries meaning (a bar's part, a segment): 2 px on the 400 px index
    bar_height: float = 80.0
    bar_inset: float = 64.0
    guides_gap: float = 112.0
    leader_length: float = 48.0
    leader_dot: float = 4.0
    point_dot: float = 10.0  # a curve's point marked with words only: a dot on it, 3 px on the 400 px index
    point_dot_small: float = 6.0  # a dot `size: small`: 2 px on the 400 px index, a point among many
    point_dot_large: float = 14.0  # a dot `size: large`: the one point the post is about, over the series' own dots
    leader_text_offset: float = 12.0
    label_reach: float = 24.0  # a point's label farther than this from its mark is joined to it by a leader (`layout/draw/point_labels.py`)
    scale_gap: float = 16.0
    scale_tick: float = 8.0
    scale_major_tick: float = 16.0
    lane_tick_reach: float = 6.0  # how far a lane's tick event stands past the lane, over and under (at most a sixth of the lane): a moment seen across the lane, on a join of two stretches too (marks7)
    thin_share: float = 0.05
    beside_gap: float = 160.0
    beside_gap_least: float = 48.0  # how far the gap beside a block narrows when labels are crowded (layout engine)
    over_gap: float = 64.0
    near_gap: float = 16.0  # a group of signs (icons only) placed above or below a mark: it marks that mark, close over it (layout/gaps.py)
    icon_label_gap: float = 8.0
    arrow_length: float = 3.2  # arrowhead length, in stroke widths (at least 10 px)
    arrow_width: float = 0.9  # arrowhead width, as a share of its length
    minimum_arrow: float = 12.0
    axis_arrow: float = 48.0  # an axis's arrow (`arrow: true`): the way its values grow, beside its title (layout/draw/axis.py)
    link_least: float = 96.0  # the least line a link gets between two blocks the composition spaces (beside, stacked, in a row or column): it reads as an arrow past its 16 px head; a cut connector's adds its cross (`cross_size`) (layout/room.py)
    cross_size: float = 36.0
    carry_gap: float = 16.0
    connector_label_gap: float = 8.0
    icon_small: float = 0.75  # icon sizes, as a share of the icon's natural size
    icon_large: float = 1.5
    curve_bend: float = 0.4  # how far a curved connector bows, as a share of its length
    bracket_gap: float = 16.0  # a bracket's clear gap from what it spans and from their labels on its side
    bracket_tick: float = 8.0  # the ticks at a bracket's ends, turning toward what it spans
    brace_depth: float = 16.0  # a brace from its arms' tips to its point

    # The card is used (issue 27 item 5): where the card has room, the engine
    # raises one grow level from 0 to 1, and each size goes from its preferred
    # one to at most this factor of it; a grid of four cells stays a grid, not
    # four giant squares.
    grow_plot: float = 1.4  # a curve's plot
    grow_cell: float = 1.5  # a grid's cell, with no `size` given (and never past the largest cell)
    grow_lane: float = 1.5  # a timeline's lanes, a staircase's rises and lanes
    grow_tier: float = 1.5  # a tower's tiers
    grow_icon: float = 1.25  # an icon with no `size` given: between medium and `large`, which a writer asks for
    grow_bar: float = 1.4  # a bar's thickness: 112 px, a single bar across the card still reads long (over 8 : 1)
    grow_gap: float = 1.0  # the gap between stacked blocks keeps its size while marks grow...

    # Where even at those bounds the drawing would leave more than a quarter of
    # the card empty above or below it (a short composition: one bar, a row of
    # small grids), the engine raises a second level, 1 to 2, that takes each
    # size from its bound above toward these, only as far as the card needs
    # (and the theme's gap between stacked blocks opens):
    # a bar stays at least `bar_elongation` times as long as it is thick, a
    # cell no larger than the grid's largest, an icon short of `large`.
    card_band: float = 0.25  # the largest empty band, as a share of the card's height, that the fill level closes
    fill_plot: float = 2.0
    fill_cell: float = 3.0
    fill_lane: float = 2.0
    fill_tier: float = 2.0
    fill_icon: float = 1.4  # short of `large` (1.5), which a writer asks for: `size: large` still draws larger
    fill_bar: float = 3.0
    fill_gap: float = 2.0  # ...and at the fill level a column's gaps share the free height, to twice the theme's
    bar_elongation: float = 8.0  # a bar grown past `grow_bar` stays this many times as long as it is thick: exactly the 8 : 1 at which the alt text calls a bar long (describe/marks/bar.py LONG), so it stays long and is called long exactly where it was at its bound
    bar_stout: float = 0.75  # a bar already short at `grow_bar` (under `bar_elongation` : 1, a panel in a row) grows on to at most this share of its length: a panel, never a square

    # Where even the fill level leaves a band over `card_band` (grids already
    # as wide as the card, one long bar), a third level, 2 to 3, spreads the
    # drawing instead of growing its shapes, to the lowest level that closes
    # the band: a grid's rows stand apart (to `spread_rows` of a cell), a
    # leader reaches further from its part (to `spread_leader` times its
    # length). Shapes keep their fill-level sizes, and the gaps between
    # stacked blocks theirs (opened on, a key floats away from its bar); no
    # other size takes a spread bound, so it stays as it is.
    grow_leader: float = 1.0
    fill_leader: float = 1.0
    spread_leader: float = 4.0
    spread_rows: float = 0.5  # a share of the cell's side: rows of squares that still read as one grid

    def icon_scale(self, size: str) -> float:
        return {"small": self.icon_small, "medium": 1.0, "large": self.icon_large}[size]

    def grown(self, preferred: float, bound: float, level: float, fill: float | None = None, spread: float | None = None) -> float:
        """A preferred size at a grow level: `level` of the way to `bound` times
        it; past level 1 (the fill level), `level - 1` of the way on to `fill`
        times it; past level 2 (the spread level), `level - 2` of the way on to
        `spread` times it, where the size has a spread bound."""
        size = preferred * (1.0 + max(0.0, min(1.0, level)) * (bound - 1.0))
        if fill is None or level <= 1.0:
            return size
        size += preferred * min(1.0, level - 1.0) * max(0.0, fill - bound)
        if spread is None or level <= 2.0:
            return size
        return size + preferred * min(1.0, level - 2.0) * max(0.0, spread - fill)

    def dot(self, size: str | None) -> float:
        """A dot's diameter by its `size` (`small`, `medium`, `large`)."""
        return {"small": self.point_dot_small, "large": self.point_dot_large}.get(size or "medium", self.point_dot)


@dataclass(frozen=True)
class Contrast:
    text: float = 4.5
    shape: float = 3.0


@dataclass(frozen=True)
class Theme:
    name: str = "house"
    palette: Palette = field(default_factory=Palette)
    strokes: Strokes = field(default_factory=Strokes)
    dashes: Dashes = field(default_factory=Dashes)
    hatch: Hatch = field(default_factory=Hatch)
    type: Type = field(default_factory=Type)
    canvas: Canvas = field(default_factory=Canvas)
    brand: Brand = field(default_factory=Brand)
    layout: Layout = field(default_factory=Layout)
    contrast: Contrast = field(default_factory=Contrast)
    looks: Mapping[str, Look] = field(default_factory=lambda: _LOOKS)
    font_file: str = "JetBrainsMono-Regular.ttf"

    def look(self, fill: str) -> Look:
        return self.looks[fill]

    def colour(self, token: str) -> str:
        return self.palette.colour(token)

    def with_canvas(self, **changes: Unpack[CanvasChanges]) -> "Theme":
        return replace(self, canvas=replace(self.canvas, **changes))

    def with_brand(self, **changes: Unpack[BrandChanges]) -> "Theme":
        return replace(self, brand=replace(self.brand, **changes))

    def __reduce__(self) -> tuple[object, tuple[dict[str, object]]]:
        """Pickled (to a worker of `render`'s pool) with its looks as a plain dict."""
        values: dict[str, object] = {f.name: getattr(self, f.name) for f in fields(self)}
        values["looks"] = dict(self.looks)
        return (_unpickled, (values,))


def _unpickled(values: dict[str, object]) -> Theme:
    looks = cast(dict[str, Look], values.pop("looks"))
    return Theme(**values, looks=MappingProxyType(looks))  # type: ignore[arg-type]


FILLS = tuple(_LOOKS)


def _luminance(colour: str) -> float:
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(first: str, second: str) -> float:
    """WCAG contrast ratio of two `#RRGGBB` colours."""
    a, b = sorted((_luminance(first), _luminance(second)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def stands_out(theme: "Theme", fill: str) -> bool:
    """Whether a shape in this fill is seen on the paper by its fill alone,
    with no outline (WCAG 1.4.11: 3 : 1): dark, blue and red are; grey,
    light grey and white need their outline."""
    return contrast(theme.colour(theme.look(fill).fill), theme.colour("paper")) >= theme.contrast.shape


def fill_token(fill: str) -> str:
    """The palette token a writer's fill is drawn in (`dark` -> `ink`), for
    drawings that have no theme at hand (an icon's blocks and status bar)."""
    return _LOOKS[fill].fill if fill in _LOOKS else fill
OUTLINES = ("solid", "dashed", "dotted", "none")
DEFAULT_THEME = Theme()
