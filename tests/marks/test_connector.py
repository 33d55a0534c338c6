"""The connector kind: its spec, its references and its check."""

from __future__ import annotations

from conftest import spec_text

TWO_ICONS = ("blueprint: 1", "marks:", "  - icon: {id: a, name: laptop}", "  - icon: {id: b, name: server, right-of: a, gap: 320}")


def test_connector_to_a_missing_id(compile_text):
    _, errors = compile_text(spec_text(*TWO_ICONS, "  - connector: {from: a, to: c}"))
    assert errors == ["spec.yaml:5:30: error: no mark or part has id `c`"]


def test_a_connector_starts_from_a_mark_or_an_edge_not_both_nor_neither(compile_text):
    for start in ("", "from: a, arrives-from: left, "):
        _, errors = compile_text(spec_text(*TWO_ICONS, f"  - connector: {{{start}to: b}}"))
        assert len(errors) == 1 and "starts either `from` a mark or `arrives-from` an edge" in errors[0], errors


def test_a_connector_with_an_id_names_its_start_end_and_middle(compile_text):
    result, errors = compile_text(spec_text(*TWO_ICONS, "  - connector: {id: w, from: a, to: b}"))
    assert not errors, errors
    node = result.spec.marks[2]
    assert [(i.name, i.what) for i in node.kind.ids(node)] == [("w", "connector"), ("w.start", "anchor"), ("w.end", "anchor"), ("w.middle", "anchor")]
    assert [(r.name, r.role) for r in node.kind.references(node)] == [("a", "`from`"), ("b", "`to`")]


def test_a_connector_from_a_mark_and_an_edge_is_refused_at_the_second_key(compile_text):
    _, errors = compile_text(spec_text(*TWO_ICONS, "  - connector: {from: a, arrives-from: left, to: b}"))
    assert len(errors) == 1 and errors[0].startswith("spec.yaml:5:26: error: a connector starts either"), errors


def test_a_cut_is_a_share_or_the_cross_written_whole_refused_at_its_own_keys(compile_text):
    """marks7: `cut: 50%` and `cut: {at: 50%, label: reserved}` are one model
    (`cut_of`); a mistake inside the mapping is said at its key, naming the
    cut's own keys, once (not also as a bad share)."""
    from blueprint.marks.connector import ConnectorSpec, cut_of

    for cut, label in (("50%", None), ("{at: 50%, label: reserved}", "reserved")):
        result, errors = compile_text(spec_text(*TWO_ICONS, f"  - connector: {{from: a, to: b, cut: {cut}}}"))
        assert not errors, errors
        made = cut_of(result.spec.marks[2].spec_as(ConnectorSpec))
        assert made is not None and float(made.at.value) == 0.5 and made.label == label
    _, errors = compile_text(spec_text(*TWO_ICONS, "  - connector:", "      from: a", "      to: b", "      cut:", "        at: 50%", "        lable: reserved"))
    assert errors == ["spec.yaml:10:9: error: unknown key `lable` (did you mean `label`?); valid keys here: `at`, `label`, `label-align`, `label-colour`, `label-side`, `leader`"], errors
    _, errors = compile_text(spec_text(*TWO_ICONS, "  - connector:", "      from: a", "      to: b", "      cut:", "        at: 50%", "        label: reserved", "        label-side: inside"))
    assert len(errors) == 1 and errors[0].startswith("spec.yaml:11:21: error: `label-side: inside` is not a place"), errors
