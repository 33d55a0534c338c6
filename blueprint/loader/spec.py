"""The loader stage: YAML text -> validated, cross-checked Spec.

    bytes/text --decode--> text --load_yaml--> data + SourceMap
        --header model--> version, canvas, brand
        --mark registry--> one MarkNode per mark (each validated by its own model)
        --references--> every id referred to exists and is of the right kind

Every problem found along the way is collected in the Diagnostics passed in.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import Field, ValidationError, field_validator

from blueprint import messages
from blueprint.diagnostics import Diagnostics, Location
from blueprint.loader import errors
from blueprint.loader.keys import check_keys
from blueprint.loader.source import MAX_BYTES, SourceMap, decode, load_yaml
from blueprint.marks import REGISTRY
from blueprint.marks.base import Ident, MarkNode
from blueprint.marks.positions import end_of
from blueprint.model import Alt, SpecModel, Text

VERSION = 1


class CanvasSpec(SpecModel):
    """Overrides the canvas size (1200 x 630 by default)."""

    width: int = Field(1200, ge=200, le=4000)
    height: int = Field(630, ge=120, le=4000)


class BrandSpec(SpecModel):
    """Overrides the brand of the theme, or turns it off."""

    show: bool = True
    name: Text | None = None
    wordmark: Text | None = None


class SpecHeader(SpecModel):
    blueprint: int = Field(description="the version of the spec format; always 1 for now")
    subject: Text | None = Field(None, description="what the diagram represents, for the alt text")
    alt: Alt | None = None
    caption: Text | None = Field(
        None,
        description="one short line shown under the figure (`Restore skips the cold start`); "
        "generated from the subject when absent. Never the alt text or the long description",
    )
    canvas: CanvasSpec | None = None
    brand: BrandSpec | None = None
    marks: list[Any] = Field(description="the marks, top to bottom")

    @field_validator("caption")
    @classmethod
    def _short_caption(cls, caption: str | None) -> str | None:
        """A caption is the one short line every reader sees under the figure."""
        if caption is not None and len(caption) > messages.CAPTION_LIMIT:
            raise ValueError(messages.CAPTION_TOO_LONG.format(limit=messages.CAPTION_LIMIT, count=len(caption)))
        return caption


@dataclass(frozen=True)
class Spec:
    """A validated spec: what the writer asked for, with where each part came from."""

    header: SpecHeader
    marks: tuple[MarkNode, ...]
    ids: dict[str, Ident]
    source: SourceMap

    @property
    def path(self) -> str:
        return self.source.path


def load(text: str | bytes, path: str, diagnostics: Diagnostics) -> Spec | None:
    """Load and validate a spec; None if it has errors (they are in `diagnostics`)."""
    if isinstance(text, bytes):
        decoded = decode(text, path, diagnostics)
        if decoded is None:
            return None
        text = decoded
    elif len(text) > MAX_BYTES // 4 and len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        size = len(text.encode("utf-8", "surrogatepass"))
        diagnostics.error(Location(path, 1, 1), messages.TOO_LARGE.format(size=f"{size:,}", limit=f"{MAX_BYTES:,}"))
        return None
    loaded = load_yaml(text, path, diagnostics)
    if loaded is None:
        return None
    data, source = loaded
    if not isinstance(data, dict):
        diagnostics.error(source.locate(()), messages.NOT_A_MAPPING_TOP.format(found=errors.found(data)))
        return None
    if not _check_version(data, source, diagnostics):
        return None
    header = _header(data, source, diagnostics, text)
    marks = _marks(data.get("marks"), source, diagnostics, text)
    if header is None or marks is None or diagnostics:
        return None
    ids = _ids(marks, source, diagnostics)
    _references(marks, ids, source, diagnostics)
    _relations(marks, ids, source, diagnostics)
    check_keys(marks, ids, source, diagnostics)
    for node in marks:
        node.kind.check(node, ids, source, diagnostics)
        node.kind.check_among(node, marks, ids, source, diagnostics)
    if diagnostics:
        return None
    return Spec(header, tuple(marks), ids, source)


def _check_version(data: dict[str, Any], source: SourceMap, diagnostics: Diagnostics) -> bool:
    if "blueprint" not in data:
        diagnostics.error(source.locate(()), messages.MISSING_VERSION)
        return False
    version = data["blueprint"]
    if ("blueprint",) in source.refused:
        return False  # its tag was refused, and said so
    if version != VERSION or isinstance(version, bool):
        diagnostics.error(
            source.locate(("blueprint",)),
            messages.UNSUPPORTED_VERSION.format(found=messages.shown(version), supported=VERSION),
        )
        return False
    return True


def _header(data: dict[str, Any], source: SourceMap, diagnostics: Diagnostics, text: str) -> SpecHeader | None:
    try:
        return SpecHeader.model_validate(data)
    except ValidationError as exc:
        errors.report(exc, SpecHeader, (), source, diagnostics, text)
        return None


def _marks(raw: Any, source: SourceMap, diagnostics: Diagnostics, text: str) -> list[MarkNode] | None:
    if not isinstance(raw, list):
        return None  # the header model reports it
    if not raw:
        diagnostics.error(source.locate(("marks",)), messages.NO_MARKS)
        return None
    nodes: list[MarkNode] = []
    _read_marks(raw, ("marks",), None, (source, text), diagnostics, nodes)
    return nodes


def _read_marks(raw: list[Any], where: tuple[Any, ...], parent: tuple[Any, ...] | None, read: tuple[SourceMap, str], diagnostics: Diagnostics, nodes: list[MarkNode]) -> None:
    """Validate each mark of a list; a group's marks follow it, held by it.
    `read` is the source map and the text it maps, to say values as written."""
    source, text = read
    for index, item in enumerate(raw):
        at = where + (index,)
        if not isinstance(item, dict):
            diagnostics.error(source.locate(at), messages.MARK_NOT_A_MAPPING.format(found=errors.found(item)))
            continue
        if len(item) != 1:
            kinds = ", ".join(f"`{messages.shown(k)}`" for k in list(item)[:6]) or "none"
            if len(item) > 6:
                kinds += ", \u2026"
            diagnostics.error(source.locate(at), messages.MARK_ONE_KIND.format(count=len(item), kinds=kinds))
            continue
        (name, body), = item.items()
        kind = REGISTRY.get(name)
        if kind is None:
            diagnostics.error(
                source.locate(at + (name,), key=True),
                messages.UNKNOWN_MARK.format(
                    kind=messages.shown(name), hint=messages.suggestion(name, REGISTRY), valid=messages.one_of(REGISTRY)
                ),
            )
            continue
        try:
            spec = kind.model.model_validate(body if body is not None else {})
        except ValidationError as exc:
            errors.report(exc, kind.model, at + (name,), source, diagnostics, text)
            continue
        node = MarkNode(kind, spec, at + (name,), len(nodes), parent)
        nodes.append(node)
        if kind.holds_marks:
            from blueprint.marks.group import GroupSpec  # here: the registry loads a kind's module only when a spec uses it

            _read_marks(node.spec_as(GroupSpec).marks, node.path + ("marks",), node.path, read, diagnostics, nodes)


def _ids(marks: list[MarkNode], source: SourceMap, diagnostics: Diagnostics) -> dict[str, Ident]:
    """Every id, each defined once. A mark whose own id is taken is one error,
    at that id: the names of its parts and anchors (`gpu.top`, `top.busy`)
    are taken only because it is, and are not said again."""
    ids: dict[str, Ident] = {}
    for node in marks:
        idents = node.kind.ids(node)
        own = next((ident for ident in idents if node.id and ident.name == node.id), None)
        if own is not None and own.name in ids:
            first = source.locate(ids[own.name].path)
            diagnostics.error(source.locate(own.path), messages.DUPLICATE_ID.format(id=own.name, line=first.line))
            for ident in idents:  # its parts' names that are free still reach its parts; the rest are the repeat's
                ids.setdefault(ident.name, ident)
            continue
        for ident in idents:
            if ident.name in ids:
                first = source.locate(ids[ident.name].path)
                diagnostics.error(
                    source.locate(ident.path), messages.DUPLICATE_ID.format(id=ident.name, line=first.line)
                )
                continue
            ids[ident.name] = ident
    return ids


def _references(
    marks: list[MarkNode], ids: dict[str, Ident], source: SourceMap, diagnostics: Diagnostics
) -> None:
    for node in marks:
        for ref in node.kind.references(node):
            target = ids.get(ref.name)
            if target is None and _made_anchor(ref.name, ids):
                if ref.accepts and "anchor" not in ref.accepts:
                    diagnostics.error(source.locate(ref.path), messages.REFERENCE_KIND.format(
                        id=ref.name, found=messages.article("anchor"), role=ref.role,
                        expected=" or ".join(messages.article(a) for a in ref.accepts)))
                continue
            if target is None:
                diagnostics.error(source.locate(ref.path), _unknown(ref.name, ids))
            elif ref.accepts and target.what not in ref.accepts:
                diagnostics.error(
                    source.locate(ref.path),
                    messages.REFERENCE_KIND.format(
                        id=ref.name, found=messages.article(target.what), role=ref.role,
                        expected=" or ".join(messages.article(messages.MARK_NOUNS.get(a, (a,))[0]) for a in ref.accepts),  # a kind by its noun: `a column chart`
                    ),
                )


def _unknown(name: str, ids: dict[str, Ident]) -> str:
    """The message for a reference to nothing: a mark that does not exist, or a
    part or anchor its mark does not have (with the ones it does have)."""
    root, _, rest = name.partition(".")
    if rest and root in ids:
        own = [n[len(root) + 1 :] for n in ids if n.startswith(root + ".")]
        kind = getattr(getattr(ids[root], "node", None), "kind", None)
        made = kind.anchor_summary(ids[root].node) if kind is not None else []
        asked = end_of(name)
        ends = [messages.ANCHOR_ENDS.format(example=root, holder=asked[0].partition(".")[2] or root)] if asked is not None else []  # an end was asked of a name that is not there
        valid = ", ".join([f"`{n}`" for n in sorted(own)] + made + ends) or "none"
        return messages.UNKNOWN_ANCHOR.format(mark=root, name=rest, hint=messages.suggestion(rest, own), valid=valid)
    if not ids:
        return messages.NO_IDS.format(id=name)
    return messages.UNKNOWN_ID.format(id=name, hint=messages.suggestion(name, ids))


def _relations(marks: list[MarkNode], ids: dict[str, Ident], source: SourceMap, diagnostics: Diagnostics) -> None:
    """A freely placed mark has one relation, to a mark that exists and is not itself."""
    for node in marks:
        relations = node.kind.relations(node)
        if len(relations) > 1:
            named = ", ".join(f"`{relation}`" for relation, _ in relations)
            diagnostics.error(
                source.locate(node.path + (relations[1][0],), key=True),
                messages.ONE_RELATION.format(count=len(relations), relations=named),
            )
        _check_align(node, relations, source, diagnostics)
        for relation, target in relations[:1]:
            if relation == "at":
                continue
            where = source.locate(node.path + (relation,))
            if target not in ids and not _made_anchor(target, ids):
                diagnostics.error(where, _unknown(target, ids))
            elif node.id and (target == node.id or target.startswith(node.id + ".")) and _owns(ids, node):
                diagnostics.error(where, messages.PLACED_BY_ITSELF.format(mark=node.id, relation=relation))


def _owns(ids: dict[str, Ident], node: MarkNode) -> bool:
    """Whether `node` holds its id (not a later mark whose id repeats one: its
    error is the repeat, said once)."""
    return node.id is not None and node.id in ids and ids[node.id].node is node


def _made_anchor(name: str, ids: dict[str, Ident]) -> bool:
    """An anchor a mark makes from a value (`demand.at-6h`), not listed in its
    ids; or one end of any anchor (`spot3.end`, `stairs.landing.start`)."""
    end = end_of(name)
    if end is not None and (end[0] in ids or _made_anchor(end[0], ids)):
        return True
    holder, _, child = name.partition(".")
    owner = ids.get(holder)
    if owner is None:
        return False
    kind = getattr(owner.node, "kind", None)
    return bool(child) and kind is not None and kind.has_anchor(owner.node, child)


def _check_align(node: MarkNode, relations: list[tuple[str, str]], source: SourceMap, diagnostics: Diagnostics) -> None:
    """`align` lines a mark up with the one it is placed by: top/centre/bottom beside it,
    left/centre/right above or below it. A group's own `align` is that of its marks."""
    align = getattr(node.spec, "align", None)
    if align is None or node.kind.holds_marks:
        return
    where = source.locate(node.path + ("align",))
    relation = relations[0][0] if relations else None
    if relation in ("right-of", "left-of") and align not in ("top", "centre", "bottom"):
        diagnostics.error(where, messages.ALIGN_BESIDE.format(relation=relation, align=align))
    elif relation in ("above", "below") and align not in ("left", "centre", "right"):
        diagnostics.error(where, messages.ALIGN_ABOVE.format(relation=relation, align=align))
    elif relation not in ("right-of", "left-of", "above", "below"):
        diagnostics.error(where, messages.ALIGN_ALONE)
