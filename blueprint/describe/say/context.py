"""What a mark's description is given: the spec, the scene, words, and what was said."""

from __future__ import annotations

from blueprint import messages

from dataclasses import dataclass, field

from blueprint.describe.say import panels
from blueprint.model import anchor_names
from blueprint.describe.say.places import Place, Places
from blueprint.describe.say.words import Words
from collections.abc import Callable
from typing import Any, TypeVar

from blueprint.scene import Box, Placement, Scene, SpecPath
from blueprint.theme import Theme

T = TypeVar("T")


@dataclass
class DescribeContext:
    spec: Any  # the loaded Spec (typed loosely: this module imports no stage and no mark)
    scene: Scene
    theme: Theme
    words: Words
    told: set[SpecPath] = field(default_factory=set)
    links: list[Any] = field(default_factory=list)  # the Relations links state, gathered before any mark speaks
    speaker: Any = None  # the describe stage's speaker (it names things as the discourse stands), set before any mark speaks
    placed: dict[SpecPath, Placement] = field(default_factory=dict)  # the scene's blocks by path, built on first use
    kept: dict[Any, Any] = field(default_factory=dict)  # what `once` worked out, by key
    nouns: Callable[[Any], tuple[str, str]] = lambda node: messages.MARK_NOUNS[node.kind.name]  # a mark's noun as its describer names it, set by the describe stage
    places: Places = field(init=False)  # the composition's places, and the places said (`say/places.py`)

    def __post_init__(self) -> None:
        self.places = Places.of(self.scene)

    def once(self, key: Any, work: Callable[[], T]) -> T:
        """`work()`, done once per describe run and kept under `key`: an index a
        mark asks of each of its n nodes is built once, not n times."""
        if key not in self.kept:
            self.kept[key] = work()
        return self.kept[key]

    def tell(self, path: SpecPath) -> None:
        """Record that a node is described in the sentence being written."""
        self.told.add(path)

    def placement(self, path: SpecPath) -> Placement | None:
        """Where the layout put a block: its box, its place on the card, its relation."""
        if not self.placed and self.scene.blocks:  # one index, not a scan a block (icons among icons ask n times n)
            self.placed.update((block.path, block) for block in self.scene.blocks)
        return self.placed.get(path)

    def place_among(self, node: Any, peers: list[Any]) -> Place | None:
        """Where a block stands among its peers (itself among them), as the
        composition shows it (`Places.among`): None when it has no peer or no
        place word is true."""
        return self.places.among(node.path, [peer.path for peer in peers])

    def introduce(self, node: Any, phrase: str) -> str:
        """A sentence that brings in a mark said as a noun phrase, with a verb and
        where it stands: "Below the bar stands a staircase ...", "There is ..."."""
        counted = self.words.counted(phrase)
        heading = getattr(node.spec, "heading", None)
        headed = f", headed {self.words.spoken(heading)}," if isinstance(heading, str) else ""
        in_panel = self._in_panel(node)
        if in_panel:  # one of the panels the opening counted: "in the top panel, headed synchronous, stands ..."
            return f"{in_panel}{headed} {'stand' if counted else 'stands'} {phrase}"
        placed = self.placement(node.path)
        where = self._against(node, placed)
        framed = self.in_frame(node)
        if not where and placed is not None and len(self.scene.blocks) > 1:
            siblings = [other.path for other in self.spec.marks if other.parent == node.parent and other.kind.flow == "block"]
            band = self.places.among(node.path, siblings)
            told = band is not None and band.word == "top" and self.places.placed(node.path)  # the opening said it stands above
            if band is not None and band.axis == "down" and band.word in ("top", "bottom") and not told:  # "below": under all beside it
                where = self.places.said(node.path, band, {"top": "at the top", "bottom": "below"}[band.word])
            elif band is not None and band.axis == "across" and band.word in ("left", "right") and len(siblings) == 2 and not framed:  # one of a pair side by side: "on the left, under the heading prefill pool, stands ..."
                where = self.places.said(node.path, band, f"on the {band.word}")
        where = self._on_its_scale(node, placed, where)
        if framed:  # the first mark in one of several titled frames: which panel it stands in ("inside the frame titled after")
            where = f"{framed}, {where}," if where else framed
        if headed:  # its heading said with it: "below the bar, headed X, stands ...", "under the heading X stands ..."
            where = f"{where.rstrip(',')}{headed}" if where else f"under the heading {self.words.spoken(str(heading))}"
        panel = self.panel_label(node.path) if not where else None
        if panel and len(self.marks_of(node.kind.name)) > 1:  # like marks in panels: each said under its own ("under after, there are three towers")
            return f"under {self.words.spoken(panel)}, there {'are' if counted else 'is'} {phrase}"
        return f"{where} {'stand' if counted else 'stands'} {phrase}" if where else f"there {'are' if counted else 'is'} {phrase}"

    def in_frame(self, node: Any) -> str:
        """ "inside the frame titled before": the titled frame round the mark
        (or the group holding it), said with the first mark in it where two
        frames or more stand as panels (review 7-C: "there is a grid" said of
        the after panel's grid with no word of which panel); empty elsewhere."""
        frames = [f for f in self.marks_of("frame") if isinstance(getattr(f.spec, "title", None), str)]
        if len(frames) < 2:
            return ""
        for frame in frames:
            keys = [key for key in (self.key_of(name) for name in frame.spec.around) if key is not None]
            if any(tuple(node.path[: len(key)]) == tuple(key) for key in keys):
                first = self.kept.setdefault(("framed", frame.path), node.path)
                return f"inside the frame titled {self.words.spoken(frame.spec.title)}" if first == node.path else ""
        return ""

    def panel_sets(self) -> list[tuple[Any, ...]]:
        """The panels of the drawing (`say/panels.py`): marks of one kind on one scale, in a line."""
        return self.once("panel-sets", lambda: panels.panel_sets(self.spec.marks, self._scale_holder, self.places))

    def panels_of(self, node: Any) -> tuple[Any, ...] | None:
        """The panels a mark is one of, in the order they stand; None where it is none."""
        return next((found for found in self.panel_sets() if any(m.path == node.path for m in found)), None)

    def _in_panel(self, node: Any) -> str:
        """ "in the top panel": where a panel stands among the others, recorded as said."""
        members = self.panels_of(node)
        if members is None:
            return ""
        place = self.places.among(node.path, [m.path for m in members])
        word = panels.panel_word(place, self.words.ordinal)
        return self.places.said(node.path, place, f"in {word}") if word else ""

    def _scale_holder(self, node: Any) -> Any:
        """The mark whose scale a mark is drawn on (`same-scale`), if any."""
        ident = self.ident(getattr(node.spec, "same_scale", None) or "")
        return self.mark_at(ident.path) if ident is not None else None

    def panel_label(self, path: SpecPath) -> str | None:
        """The label of the labelled group (a row's or column's panel) the mark
        at `path` stands alone in; None where it shares its group or the group
        has no label."""
        node = self.mark_at(path)
        group = self.mark_at(node.parent) if node is not None and node.parent else None
        if group is None or sum(m.parent == group.path for m in self.spec.marks) != 1:
            return None
        return getattr(group.spec, "label", None)

    def _against(self, node: Any, placed: Placement | None) -> str:
        """ "above the bar", "to the right of the grid", "below it": the mark it
        was placed against, by its noun, where the drawing shows it so."""
        relation = placed.relation if placed is not None else ""
        word = {"above": "above", "below": "below", "right-of": "to the right of", "left-of": "to the left of"}.get(relation, "")
        if not word:
            return ""
        assert placed is not None  # a relation's words come only from its placement
        key = self.key_of(placed.target)
        holder = self.mark_at(key) if key is not None else None
        if holder is None or self._unmet_group(holder):
            return ""
        if holder.id:
            self.places.name(holder.path, holder.id)  # a link's box, where a mark is placed against one
        place = self.places.against(node.path, relation, holder.path)
        if place is None:
            return ""
        part = self._part_name(key, holder) if key is not None else None
        return self.places.said(node.path, place, f"{word} {part or self._anchor_name(node, holder)}")

    def _part_name(self, key: SpecPath, holder: Any) -> str | None:
        """A part of a mark already said ("the twelfth part of the top bar"), as
        the speaker names it, where the mark was placed against that part."""
        if self.speaker is None or tuple(key) == holder.path or holder.path not in self.told:
            return None
        return self.speaker.name(key, introduce=False)

    def _unmet_group(self, holder: Any) -> bool:
        """A group (`row`, `column`) with no label whose own thing holds nothing
        it says (its marks each speak apart): no sentence brings it in, so
        "below the row" would name a layout the reader never met (review 8,
        zone-move); the mark is placed by its band instead ("below")."""
        if not holder.kind.holds_marks or getattr(holder.spec, "label", None) or self.speaker is None:
            return False
        thing = self.speaker.index.get(holder.path)
        return thing is not None and not thing.parts and not thing.members and not thing.label

    def _anchor_name(self, node: Any, holder: Any) -> str:
        """The mark another was placed against, by its noun ("the grid"); where
        the two share a noun ("to the left of the grid stands a grid"), by its
        label, else by its place among the marks of that noun ("the right
        grid"), recorded as said."""
        noun = self.nouns(holder)[0]
        panel = self.panel_label(holder.path)
        if panel and len(self.marks_of(holder.kind.name)) > 1:
            return f"the {noun} under {self.words.spoken(panel)}"  # "below the set of towers under after"
        if self.nouns(node)[0] != noun:
            return f"the {noun}"
        label = getattr(holder.spec, "label", None)
        if label:
            return f"the {noun} marked {self.words.spoken(label)}"
        kin = [m.path for m in self.spec.marks if m.kind.name == holder.kind.name]
        place = self.places.among(holder.path, kin)
        if place is None or place.word == "nth":
            return f"the other {noun}" if len(kin) == 2 else f"the {noun}"
        return self.places.said(holder.path, place, f"the {place.word} {noun}")

    def _on_its_scale(self, node: Any, placed: Any, where: str) -> str:
        """Where a mark drawn on another's time scale stands, saying so: "above
        the timeline, on the same time scale,", "below, on the same time scale
        as the staircase," (a reader cannot see that two axes are one)."""
        ident = self.ident(getattr(node.spec, "same_scale", None) or "")
        holder = self.mark_at(ident.path) if ident is not None else None
        if holder is None:
            return where
        named = placed is not None and placed.target == ident.name and where
        scale = "on the same time scale" if named else f"on the same time scale as the {self.nouns(holder)[0]}"
        return f"{where}, {scale}," if where else scale

    def anchor(self, name: str) -> Box | None:
        return self.scene.anchors.get(name)

    def ident(self, name: str) -> Any:
        return self.spec.ids.get(name)

    def marks_of(self, kind: str) -> list[Any]:
        return [node for node in self.spec.marks if node.kind.name == kind]

    def mark_at(self, path: SpecPath) -> Any:
        """The innermost mark whose node holds `path` (a grid, not the row holding it)."""
        holders = [node for node in self.spec.marks if path[: len(node.path)] == node.path]
        return max(holders, key=lambda node: len(node.path), default=None)

    def arrivals(self, node: Any) -> list[Any]:
        """The relations that links state arriving at a mark or one of its parts
        (an arrow into a card, an arrow coming in from the card's edge to a row):
        a mark whose facts put one of them in what it states says it itself."""
        within = lambda key: key is not None and tuple(key[: len(node.path)]) == node.path
        return [r for r in self.links if within(r.object) or (r.object is None and within(r.subject))]

    def key_of(self, reference: str) -> SpecPath | None:
        """The spec node a reference names, as a key of the Thing stated for it:
        a mark's or a part's id names its node; an anchor of a part made from
        values (`t.tower-2.tier-1`) names the node that drew what stands at that
        anchor, within its mark (the mark itself when that is not one node)."""
        ident = self.ident(reference) or self.ident(reference.split(".")[0])
        if ident is None:
            return None
        mark = getattr(ident, "node", None)
        if mark is None:
            return None
        if ident.name == reference and ident.path[-1:] == ("id",) and (ident.path[:-1] != mark.path or not hasattr(mark, "kind")):
            return tuple(ident.path[:-1])  # a part with an id of its own (a grid's span, a bar's part)
        if ident.name == mark.id and reference == mark.id:
            return mark.path
        made = mark.kind.key_of_anchor(mark, reference.split(".", 1)[1]) if "." in reference else None
        if made is not None:
            return made
        named = self._numbered(mark, reference)
        box = self.scene.anchors.get(reference)
        if box is None or box.width <= 0 or box.height <= 0:
            return named
        owners = [e.owner for e in self.scene.elements if tuple(e.owner[: len(mark.path)]) == mark.path and box.contains(e.bounds, 0.5)]
        if not owners:
            return named
        common = list(owners[0])
        for owner in owners[1:]:
            length = next((i for i, (a, b) in enumerate(zip(common, owner)) if a != b), min(len(common), len(owner)))
            common = common[:length]
        return tuple(common) if len(common) > len(named) else named

    @staticmethod
    def _numbered(mark: Any, reference: str) -> SpecPath:
        """A numbered anchor read as the spec path it names, as far as the spec
        has it: `tower-2.tier-1` is `towers[1].tiers[0]`, `row-2` is `rows[1]`."""
        path, value = mark.path, mark.spec
        names = anchor_names(reference)[1:]
        for index, name in enumerate(names):
            step = _by_number(value, name)
            held = _by_id(value, name) if step is None else None  # a holder by its id (`spot.segment-3`): only as the way to a numbered part,
            inner = _by_number(held[2], names[index + 1]) if held is not None and index + 1 < len(names) else None  # its own words else its mark's (`c.memory.at-1`)
            if held is not None and inner is not None:
                step = held
            if step is None:
                break
            path, value = path + step[:2], step[2]
        return path


def _by_number(value: Any, name: str) -> tuple[str, int, Any] | None:
    """`tower-2` of a spec: (`towers`, 1, the second tower), or None."""
    word, _, number = name.rpartition("-")
    items = getattr(value, f"{word}s", None) if word and number.isdigit() else None
    if not isinstance(items, (list, tuple)) or not 1 <= int(number) <= len(items):
        return None
    return f"{word}s", int(number) - 1, items[int(number) - 1]


def _by_id(value: Any, name: str) -> tuple[str, int, Any] | None:
    """A part named by its own id (`spot` of a timeline's lanes): (`lanes`, 0, the lane), or None."""
    for key in getattr(type(value), "model_fields", {}):
        items = getattr(value, key, None)
        if isinstance(items, (list, tuple)):
            index = next((i for i, item in enumerate(items) if getattr(item, "id", None) == name), None)
            if index is not None:
                return key, index, items[index]
    return None
