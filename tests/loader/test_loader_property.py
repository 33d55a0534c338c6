"""Any input yields a render or clean located errors, never an exception."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from blueprint import SpecError, compile_spec

LINE = re.compile(r"^spec\.yaml:\d+:\d+: error: \S")

keys = st.sampled_from(
    ["blueprint", "marks", "bar", "guides", "parts", "share", "fill", "label", "id", "span", "from", "to",
     "hatch", "outline", "leader", "note", "scale", "ticks", "alt", "subject", "canvas", "colour", "x"]
)
scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-5, 5), st.floats(-2, 2, allow_nan=False),
    st.sampled_from(["60%", "3/5", "grey", "blue", "red", "dashed", "top", "top.busy", "", "-1", "1e9"]),
    st.text(max_size=12),
)
values = st.recursive(
    scalars,
    lambda children: st.one_of(st.lists(children, max_size=4), st.dictionaries(keys, children, max_size=4)),
    max_leaves=25,
)


def check(text: str | bytes) -> None:
    try:
        result = compile_spec(text, "spec.yaml")
    except SpecError as exc:
        assert exc.diagnostics
        for diagnostic in exc.diagnostics:
            assert LINE.match(diagnostic.format()), diagnostic.format()
        return
    assert result.svg.startswith("<?xml")


def to_yaml(value) -> str:
    import yaml

    return yaml.safe_dump(value, allow_unicode=True)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(keys, values, max_size=5))
def test_any_structure_is_a_render_or_clean_errors(data):
    check(to_yaml(data))


@settings(max_examples=150, deadline=None)
@given(values)
def test_marks_of_any_shape(marks):
    check(to_yaml({"blueprint": 1, "marks": marks}))


@settings(max_examples=150, deadline=None)
@given(st.lists(st.fixed_dictionaries({"share": scalars}, optional={"fill": scalars, "label": scalars, "id": scalars}), max_size=6))
def test_bars_of_any_parts(parts):
    check(to_yaml({"blueprint": 1, "marks": [{"bar": {"id": "top", "parts": parts}}]}))


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=200))
def test_any_text(text):
    check(text)


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=200))
def test_any_bytes(data):
    check(data)
