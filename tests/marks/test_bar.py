"""The bar's declaration: what `span` may name, and how shares add up."""

from __future__ import annotations

from conftest import spec_text


def test_a_span_naming_a_group_is_refused_at_the_span_not_an_internal_error(compile_text):
    _, errors = compile_text(spec_text(
        "blueprint: 1",
        "marks:",
        "  - row: {id: r, marks: [{bar: {parts: [{share: 40%}]}}]}",
        "  - bar: {span: r, parts: [{share: 20%}]}",
    ))
    assert errors == ["spec.yaml:4:17: error: `r` is a group; `span` must refer to a part or a bar"]
