"""Keys with nothing to act on where they stand, each refused at its key.

The schema takes a key wherever its model does; some act only with another
key (`label-at` moves a connector's `label`), with a relation (`gap` is the
space to the mark a block is placed by) or with more than one of what they
space (a group's `gap` between its marks). Given without it, such a key
would be accepted and change nothing: here it is refused, at the key, saying
what it needs. Rules that hang on values are each mark's own (`check`).
`tests/test_every_key.py` walks every key of the schema to hold this.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from blueprint import messages
from blueprint.diagnostics import Diagnostics
from blueprint.marks.base import Ident, MarkNode
from blueprint.model import SpecModel, anchor_names
from blueprint.scene import SpecPath
from blueprint.sourcemap import SourceMap
from blueprint.values import Along

SPACED = ("right-of", "left-of", "above", "below")  # the relations that keep a `gap`


def check_keys(marks: list[MarkNode], ids: Mapping[str, Ident], source: SourceMap, diagnostics: Diagnostics) -> None:
    for node in marks:
        noun = messages.MARK_NOUNS[node.kind.name][0]
        for model, path in _models(node.spec, node.path):
            what = noun if path == node.path else messages.model_noun(type(model).__name__)
            _needs(model, path, what, source, diagnostics)
            _places_along(model, path, what, ids, source, diagnostics)
        _gap(node, source, diagnostics)
        _along(node, noun, source, diagnostics)
        _same_scale(node, noun, ids, source, diagnostics)


def _models(model: SpecModel, path: SpecPath) -> Iterator[tuple[SpecModel, SpecPath]]:
    """A spec node and every model under it (a connector's carried icons, a lane's segments)."""
    yield model, path
    for name, field in type(model).model_fields.items():
        value, key = getattr(model, name), field.alias or name
        if isinstance(value, SpecModel):
            yield from _models(value, path + (key,))
        elif isinstance(value, list):
            for index, item in enumerate(value):
                if isinstance(item, SpecModel):
                    yield from _models(item, path + (key, index))


def _needs(model: SpecModel, path: SpecPath, noun: str, source: SourceMap, diagnostics: Diagnostics) -> None:
    """A key given without the key it acts on (`SpecModel.needs`)."""
    fields = type(model).model_fields
    for name, needed in type(model).needs.items():
        if name in model.model_fields_set and not getattr(model, needed):
            key, wanted = fields[name].alias or name, fields[needed].alias or needed
            diagnostics.error(source.locate(path + (key,), key=True), messages.KEY_NEEDS.format(key=key, needs=wanted, what=noun))


def _along(node: MarkNode, noun: str, source: SourceMap, diagnostics: Diagnostics) -> None:
    """`along` says where along what a block stands `over` it stands: without `over`, it acts on nothing."""
    if "along" in node.spec.model_fields_set and getattr(node.spec, "over", None) is None:
        diagnostics.error(source.locate(node.path + ("along",), key=True), messages.KEY_NEEDS.format(key="along", needs="over", what=noun))


def _places_along(model: SpecModel, path: SpecPath, what: str, ids: Mapping[str, Ident], source: SourceMap, diagnostics: Diagnostics) -> None:
    """Every key that places a thing along another (`along`, `label-at`, a
    cut's or a carried icon's `at`: `values/along.py`) takes a place on an
    axis only where what it stands along has one: a block's `along` over a
    part of a mark with a scale, on that scale (whether it falls within the
    part is the layout's, which knows where the part ends: `layout/along.py`)."""
    for name, field in type(model).model_fields.items():
        along = getattr(model, name)
        if not isinstance(along, Along) or along.place is None:
            continue
        key = field.alias or name
        where = source.locate(path + (key,))
        over = getattr(model, "over", None) if name == "along" else None
        holder = ids.get(anchor_names(over)[0]) if over else None
        mark = holder.node if holder is not None and isinstance(holder.node, MarkNode) else None
        scale = mark.kind.scale(mark) if mark is not None else None
        if scale is None:
            hint = messages.ALONG_NO_AXIS_MARK if over else ""
            thing = f"`{over}`" if over else f"the {what}'s line" if what in ("connector", "cut", "carried icon") else f"the {what}"
            diagnostics.error(where, messages.ALONG_NO_AXIS.format(key=key, found=along.written, what=thing, hint=hint))
        elif scale.place(along.place) is None:
            diagnostics.error(where, messages.ALONG_OFF_SCALE.format(
                key=key, found=along.written, mark=anchor_names(over or "")[0], low=scale.axis.text(scale.start), high=scale.axis.text(scale.end),
                axis=scale.axis.name(), example=scale.axis.text((scale.start + scale.end) / 2)))


def _gap(node: MarkNode, source: SourceMap, diagnostics: Diagnostics) -> None:
    """A block's `gap` is the space to the mark it is placed by; a group's, the
    space between its marks."""
    spec = node.spec
    if "gap" not in spec.model_fields_set:
        return
    where = source.locate(node.path + ("gap",), key=True)
    if node.kind.holds_marks:
        held = getattr(spec, "marks", [])
        if len(held) < 2:
            diagnostics.error(where, messages.GAP_ONE_MARK.format(kind=node.kind.name))
        return
    relations = node.kind.relations(node)
    relation = relations[0][0] if relations else None
    if relation not in SPACED:
        diagnostics.error(where, messages.GAP_UNPLACED if relation is None else messages.GAP_NOT_KEPT.format(relation=relation))


def _same_scale(node: MarkNode, noun: str, ids: Mapping[str, Ident], source: SourceMap, diagnostics: Diagnostics) -> None:
    """`same-scale` names another mark, which does not name this one back (one
    of the two takes the other's scale: said on the later); and a mark stacked
    on the scale it shares stands where that axis puts it, so `align` is refused."""
    shared = getattr(node.spec, "same_scale", None)
    if shared is None:
        return
    if shared == node.id:
        diagnostics.error(source.locate(node.path + ("same-scale",)), messages.SAME_SCALE_ITSELF.format(mark=shared, what=noun))
        return
    target = getattr(ids.get(shared), "node", None)
    if target is not None and node.id and getattr(target.spec, "same_scale", None) == node.id and target.path < node.path:
        diagnostics.error(source.locate(node.path + ("same-scale",)), messages.SAME_SCALE_BOTH.format(mark=shared, what=noun))
    relations = node.kind.relations(node)
    stacked = relations and relations[0][0] in ("above", "below") and relations[0][1].split(".")[0] == shared  # stacked on the mark whose scale it shares, not on any other
    if "align" in node.spec.model_fields_set and stacked:
        diagnostics.error(source.locate(node.path + ("align",), key=True), messages.SAME_SCALE_ALIGN.format(what=noun, relation=relations[0][0]))
