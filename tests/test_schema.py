"""The JSON Schema accepts what the tool accepts: every shipped, corpus and
README spec validates; a battery of bad specs is refused by both wherever a
schema can say the rule; good variants are accepted by both. Every property
has a description and every enum value its meaning, for editors."""

from __future__ import annotations

import re

import pytest
import yaml

from blueprint.schema import json_schema
from conftest import ROOT, SPECS, spec_text

jsonschema = pytest.importorskip("jsonschema")

README = (ROOT / "README.md").read_text(encoding="utf-8")
SOURCES = sorted(SPECS.glob("*.yaml")) + sorted((ROOT / "tests" / "corpus").glob("*.yaml"))
EXAMPLES = re.findall(r"```yaml\n(.*?)```", README, flags=re.S)


@pytest.fixture(scope="module")
def validator():
    schema = json_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def _problems(validator, text: str) -> list[str]:
    return [error.message for error in validator.iter_errors(yaml.safe_load(text))]


def test_every_shipped_corpus_and_readme_spec_validates(validator):
    assert len(SOURCES) > 50 and len(EXAMPLES) >= 5
    failing = {str(path.relative_to(ROOT)): _problems(validator, path.read_text(encoding="utf-8")) for path in SOURCES}
    failing |= {f"README example {index + 1}": _problems(validator, text) for index, text in enumerate(EXAMPLES)}
    assert {name: problems for name, problems in failing.items() if problems} == {}


def _bar(part: str) -> str:
    return spec_text("blueprint: 1", "marks:", f"  - bar: {{parts: [{{{part}}}]}}")


def _timeline(span: str) -> str:
    return spec_text("blueprint: 1", "marks:", f"  - timeline: {{span: {span}, lanes: [{{segments: [{{start: 0, end: 1 s}}]}}]}}")


def _tier(tier: str) -> str:
    return spec_text("blueprint: 1", "marks:", f"  - towers: {{tiers: 3, towers: [{{tiers: [{tier}]}}]}}")


def _sized(width: str) -> str:
    return spec_text("blueprint: 1", "marks:", f"  - bar: {{width: {width}, parts: [{{share: 50%}}]}}")


BAD = {
    "version 2": spec_text("blueprint: 2", "marks:", "  - bar: {}"),
    "version as text": spec_text('blueprint: "1"', "marks:", "  - bar: {}"),
    "share 150%": _bar("share: 150%"),
    "share 0%": _bar("share: 0%"),
    "share 1.5": _bar("share: 1.5"),
    "share as text 1.5": _bar('share: "1.5"'),
    "share 0/3": _bar("share: 0/3"),
    "share in words": _bar("share: half"),
    "48 parsecs": _timeline("48 parsecs"),
    "a negative time": _timeline("-3 h"),
    "unknown tier word": _tier("solid purple"),
    "tier crossed": _tier("crossed"),
    "width 5000": _sized("5000"),
    "width 4 px": _sized("4 px"),
    "width 150%": _sized("150%"),
    "unknown fill": _bar("share: 50%, fill: purple"),
    "unknown key": spec_text("blueprint: 1", "colour: blue", "marks:", "  - bar: {}"),
    "an empty optional list": spec_text("blueprint: 1", "marks:", "  - grid: {cells: 4, rows: []}"),
    "a blank label": _bar('share: 50%, label: "   "'),
    "no marks": "blueprint: 1\n",
    "no mark": spec_text("blueprint: 1", "marks: []"),
    "a control character": _bar('share: 50%, label: "a\\x01b"'),
    "an invisible character": _bar('share: 50%, label: "a\\u200bb"'),
    "a level past 1": spec_text("blueprint: 1", "marks:", "  - grid: {cells: 2, levels: [0.5, 2]}"),
    "a timeline without lanes": spec_text("blueprint: 1", "marks:", "  - timeline: {span: 4 h}"),
    "a segment with end and duration": spec_text("blueprint: 1", "marks:", "  - timeline: {lanes: [{segments: [{start: 0, end: 1 h, duration: 1 h}]}]}"),
    "canvas 4200 wide": spec_text("blueprint: 1", "canvas: {width: 4200}", "marks:", "  - bar: {}"),
    "an icon filled": spec_text("blueprint: 1", "marks:", "  - icon: {name: gpu, fill: blue}"),
    "a tread hatched": spec_text("blueprint: 1", "marks:", "  - staircase: {steps: [{duration: 2, hatch: true}, {duration: 1}]}"),
    "a white tread": spec_text("blueprint: 1", "marks:", "  - staircase: {steps: [{duration: 2, fill: white}, {duration: 1}]}"),
    "an outline in purple": _bar("share: 50%, fill: white, outline: dashed, colour: purple"),
}

GOOD = {
    "share 100%": _bar("share: 100%"),
    "share 0.5%": _bar("share: 0.5%"),
    "share as text .6": _bar('share: ".6"'),
    "share 1/3": _bar("share: 1/3"),
    "time 1.5 H": _timeline("1.5 H"),
    "time range with a dash": _timeline("9–34 min"),
    "time 90sec": _timeline("90sec"),
    "tier words": _tier("hatched red"),
    "tier cross": _tier("cross"),
    "width 8 px": _sized("8 px"),
    "width 900.5": _sized("900.5"),
    "width 40%": _sized("40%"),
    "a number as text": spec_text("blueprint: 1", "subject: 2024", "marks:", "  - bar: {label: 3.5}"),
    "a part outlined in blue dashes": _bar("share: 50%, fill: white, outline: dashed, colour: blue"),
    "grey hatched cells by state": spec_text("blueprint: 1", "marks:", "  - grid: {rows: [[used, idle, free]]}"),
    "cells in a named look": spec_text("blueprint: 1", "marks:", "  - grid: {looks: {held: {fill: grey, hatch: true, means: paid for and idle}}, rows: [[used, held]]}"),
    "a tier by its look": _tier("{fill: grey, hatch: true, outline: dashed}"),
    "a span filled grey hatched": spec_text("blueprint: 1", "marks:", "  - grid: {rows: [[used, used]], spans: [{cells: 2, fill: grey, hatch: true}]}"),
    "a dashed tread": spec_text("blueprint: 1", "marks:", "  - staircase: {steps: [{duration: 2, outline: dashed}, {duration: 1}]}"),
    "a solid light grey region": spec_text("blueprint: 1", "marks:", "  - curve: {values: [1, 3, 2], regions: [{against: baseline, where: above, fill: grey-light, hatch: false}]}"),
    "a block outlined in blue dashes": spec_text("blueprint: 1", "marks:", "  - curve: {values: [1, 3, 2], marks: [{at: highest, block: true, fill: none, outline: dashed, colour: blue}]}"),
}


@pytest.mark.parametrize("name", BAD)
def test_a_bad_spec_is_refused_by_the_tool_and_the_schema(validator, compile_text, name):
    _, errors = compile_text(BAD[name])
    assert errors, f"the tool accepts {name}"
    assert _problems(validator, BAD[name]), f"the schema accepts {name}, which the tool refuses: {errors}"


@pytest.mark.parametrize("name", GOOD)
def test_a_good_variant_is_accepted_by_both(validator, compile_text, name):
    _, errors = compile_text(GOOD[name])
    assert not [e for e in errors if "lint" not in e and "overlap" not in e and "canvas" not in e], errors
    assert not _problems(validator, GOOD[name])


def _walk(node, path=""):
    if isinstance(node, dict):
        yield path, node
        for key, value in node.items():
            yield from _walk(value, f"{path}/{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _walk(value, f"{path}[{index}]")


def test_every_property_has_a_description_and_every_enum_value_its_meaning():
    schema = json_schema()
    properties = [(f"{path}.{name}", value) for path, node in _walk(schema) for name, value in node.get("properties", {}).items()]
    assert len(properties) > 200
    assert [name for name, value in properties if not value.get("description")] == []
    enums = [(path, node) for path, node in _walk(schema) if "enum" in node]
    assert enums and [path for path, node in enums if len(node.get("enumDescriptions", [])) != len(node["enum"]) or not all(node["enumDescriptions"])] == []
    fill = schema["$defs"]["PartSpec"]["properties"]["fill"]
    assert dict(zip(fill["enum"], fill["enumDescriptions"]))["blue"] == "kept: what the product does"


def test_the_readme_shows_the_editor_set_up():
    assert "# yaml-language-server: $schema=" in README


def test_write_schema_writes_the_same_schema_whole(tmp_path):
    import json

    from blueprint.schema import write_schema

    write_schema(tmp_path / "blueprint.schema.json")
    assert json.loads((tmp_path / "blueprint.schema.json").read_text(encoding="utf-8")) == json_schema()
    assert [p.name for p in tmp_path.iterdir()] == ["blueprint.schema.json"], "no temporary is left"


def test_the_schema_never_refuses_a_spec_the_tool_loads(validator):
    """Mutated gallery and corpus specs: whatever the loader accepts, an
    editor must not mark as wrong. (The loader reads `true`/`false` as 1/0
    where a number goes; the schema keeps to numbers there.)"""
    from hypothesis import HealthCheck, given, settings

    from blueprint.diagnostics import Diagnostics
    from blueprint.loader import load
    from fuzz_specs import dump, mutated_data

    @settings(max_examples=150, deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck))  # the same examples every run: CI never flakes; explore by hand
    @given(mutated_data())
    def loaded_means_valid(data):
        text = dump(data)
        if load(text, "spec.yaml", Diagnostics("spec.yaml")) is None:
            return
        refused = [e.message for e in validator.iter_errors(yaml.safe_load(text)) if not _a_boolean_as_a_number(e)]
        assert refused == [], text

    loaded_means_valid()


def _a_boolean_as_a_number(error) -> bool:
    """Whether the schema refuses only a boolean where a number goes (anywhere
    down the tree of a union's reasons: a mark is a union of every mark)."""
    return isinstance(error.instance, bool) or any(_a_boolean_as_a_number(e) for e in error.context or [])


def test_a_mark_with_an_empty_body_is_what_the_loader_reads_it_as(validator):
    """Found by the hypothesis test: `- grid:` (null) loads as a grid of defaults;
    a mark that needs a key still needs it."""
    import yaml

    assert not list(validator.iter_errors(yaml.safe_load("blueprint: 1\nmarks:\n  - grid:\n")))
    assert list(validator.iter_errors(yaml.safe_load("blueprint: 1\nmarks:\n  - connector:\n")))


def test_a_key_left_unset_on_a_time_axis_is_not_refused_by_the_time_rule():
    # the hypothesis run above found it: the tool loads `span: null` (unset) on a timeline, and the
    # time-axis rule (`values/fields.time_unit_rule`) refused null where the base schema allows it
    import jsonschema

    from blueprint.schema import json_schema

    spec = {"blueprint": 1, "marks": [{"timeline": {"unit": "h", "span": None, "lanes": [{"segments": [{"end": "5 h"}]}]}}]}
    assert list(jsonschema.Draft202012Validator(json_schema()).iter_errors(spec)) == []
    spec["marks"][0]["timeline"]["span"] = "3 slots"  # still refused where the axis is of time
    assert list(jsonschema.Draft202012Validator(json_schema()).iter_errors(spec))
