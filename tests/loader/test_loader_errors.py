"""Bad specs get one located error per problem, with what was expected."""

from __future__ import annotations

import pytest

from blueprint import messages

BAR_OK = "blueprint: 1\nmarks:\n  - bar:\n      parts:\n        - {share: 60%}\n"


def only(errors: list[str]) -> str:
    assert len(errors) == 1, errors
    return errors[0]


def test_a_good_spec_has_no_errors(compile_text):
    result, errors = compile_text(BAR_OK)
    assert errors == [] and result is not None


def test_yaml_syntax_error_is_located(compile_text):
    _, errors = compile_text("blueprint: 1\nmarks:\n  - bar: x: y\n")
    line = only(errors)
    assert line.startswith("spec.yaml:3:11: error: invalid YAML")


def test_tab_indentation_is_a_located_syntax_error(compile_text):
    _, errors = compile_text("blueprint: 1\nmarks:\n\t- bar: {}\n")
    assert only(errors).startswith("spec.yaml:3:1: error: invalid YAML")


def test_unknown_key_names_the_key_suggests_and_lists(compile_text):
    _, errors = compile_text("blueprint: 1\nmarks:\n  - bar:\n      color: grey\n")
    line = only(errors)
    assert line.startswith("spec.yaml:4:7: error: unknown key `color`")
    assert "`fill`" in line and "`parts`" in line


def test_misspelt_key_gets_a_suggestion(compile_text):
    _, errors = compile_text("blueprint: 1\nmarks:\n  - bar:\n      lable: hi\n")
    assert "(did you mean `label`?)" in only(errors)


def test_unknown_top_level_key(compile_text):
    _, errors = compile_text("blueprint: 1\nsubjct: x\nmarks:\n  - bar: {}\n")
    line = only(errors)
    assert line.startswith("spec.yaml:2:1: error: unknown key `subjct` (did you mean `subject`?)")


def test_wrong_type_says_what_was_expected(compile_text):
    _, errors = compile_text("blueprint: 1\nmarks:\n  - bar:\n      parts: 3\n")
    assert only(errors) == "spec.yaml:4:14: error: expected a list, found the number `3`"


def test_wrong_type_for_a_flag(compile_text):
    _, errors = compile_text("blueprint: 1\nmarks:\n  - bar:\n      hatch: maybe\n")
    assert only(errors) == "spec.yaml:4:14: error: expected true or false, found the text `maybe`"


def test_bad_choice_suggests_the_nearest(compile_text):
    _, errors = compile_text("blueprint: 1\nmarks:\n  - bar:\n      fill: gray\n")
    line = only(errors)
    assert line.startswith("spec.yaml:4:13: error: `gray` is not one of")
    assert "(did you mean `grey`?)" in line


@pytest.mark.parametrize("share", ["-10%", "-0.2", "0", "0%", "120%", "150", "7/5"])
def test_share_out_of_range(compile_text, share):
    _, errors = compile_text(f"blueprint: 1\nmarks:\n  - bar:\n      parts:\n        - share: '{share}'\n")
    assert only(errors) == "spec.yaml:5:18: error: " + messages.SHARE_RANGE.format(found=share)


@pytest.mark.parametrize("share", ["lots", "60 percent", "3/0", "[1]"])
def test_share_in_an_unknown_form(compile_text, share):
    _, errors = compile_text(f"blueprint: 1\nmarks:\n  - bar:\n      parts:\n        - share: '{share}'\n")
    assert "a share is written `0.6`, `60%`, `3/5` or `2.5/80`" in only(errors)


def test_shares_over_the_whole(compile_text):
    _, errors = compile_text(
        "blueprint: 1\nmarks:\n  - bar:\n      parts:\n        - {share: 70%}\n        - {share: 40%}\n"
    )
    assert only(errors) == "spec.yaml:5:9: error: the shares here add up to 110%, more than the 100% that holds them"


def test_nested_shares_over_their_part(compile_text):
    _, errors = compile_text(
        "blueprint: 1\nmarks:\n  - bar:\n      parts:\n        - share: 30%\n          parts:\n"
        "            - {share: 20%}\n            - {share: 20%}\n"
    )
    assert "add up to 40%, more than the 30% that holds them" in only(errors)


def test_spanning_bar_shares_cannot_exceed_the_span(compile_text):
    _, errors = compile_text(
        "blueprint: 1\nmarks:\n  - bar:\n      id: top\n      parts: [{id: busy, share: 60%}]\n"
        "  - bar:\n      span: top.busy\n      parts: [{share: 50%}, {share: 20%}]\n"
    )
    assert "add up to 70%, more than the 60% that holds them" in only(errors)


def test_reference_to_a_missing_id_suggests(compile_text):
    _, errors = compile_text(
        "blueprint: 1\nmarks:\n  - bar:\n      id: top\n      parts: [{id: busy, share: 60%}]\n"
        "  - guides: {from: top.bsy, to: low}\n  - bar: {id: low}\n"
    )
    line = only(errors)
    assert line.startswith("spec.yaml:6:20: error: `top` has no part or anchor `bsy`")
    assert "(did you mean `busy`?)" in line


def test_reference_to_a_missing_mark_suggests(compile_text):
    _, errors = compile_text(
        "blueprint: 1\nmarks:\n  - bar: {id: top}\n  - guides: {from: tpo, to: low}\n  - bar: {id: low}\n"
    )
    line = only(errors)
    assert line.startswith("spec.yaml:4:20: error: no mark or part has id `tpo`")
    assert "(did you mean `top`?)" in line


def test_reference_with_no_ids_at_all(compile_text):
    _, errors = compile_text("blueprint: 1\nmarks:\n  - bar: {span: top}\n")
    assert "give the mark an `id:`" in only(errors)


def test_duplicate_ids(compile_text):
    _, errors = compile_text("blueprint: 1\nmarks:\n  - bar: {id: a}\n  - bar: {id: a}\n")
    assert only(errors).startswith("spec.yaml:4:15: error: id `a` is used twice")


def test_a_repeated_mark_id_is_one_error_not_one_per_anchor(compile_text):
    """One mistake, one line (issue 28): an icon's id taken again was eight
    errors (the id, then each anchor it makes: `gpu.top`, `gpu.slot`...) and a
    ninth for the copy placed by the id it repeats."""
    _, errors = compile_text(
        "blueprint: 1\nmarks:\n  - icon: {id: gpu, name: gpu, label: a}\n"
        "  - icon: {id: gpu, name: gpu, label: b, right-of: gpu}\n  - connector: {from: gpu, to: gpu}\n"
    )
    assert errors == ["spec.yaml:4:16: error: id `gpu` is used twice; ids must be unique (first used at line 3)"]


@pytest.mark.parametrize("mark", [
    "bar: {id: top, parts: [{id: busy, share: 60%}, {id: idle, share: 20%}]}",
    "curve: {id: top, span: 24 h, series: [{id: demand, values: [1, 2, 3]}, {id: capacity, values: [2, 3, 4]}]}",
    "timeline: {id: top, span: 4 h, lanes: [{id: a, segments: [{end: 1 h}]}], boundaries: [{id: b, at: 2 h}]}",
])
def test_a_repeated_id_is_said_once_whatever_its_mark_names(compile_text, mark):
    _, errors = compile_text(f"blueprint: 1\nmarks:\n  - {mark}\n  - {mark}\n")
    assert len(errors) == 1 and errors[0].startswith("spec.yaml:4:") and "id `top` is used twice" in errors[0], errors


def test_two_parts_of_one_name_are_still_an_error(compile_text):
    _, errors = compile_text("blueprint: 1\nmarks:\n  - bar: {id: a, parts: [{id: x, share: 10%}, {id: x, share: 10%}]}\n")
    assert only(errors).startswith("spec.yaml:3:52: error: id `a.x` is used twice")


def test_duplicate_keys(compile_text):
    _, errors = compile_text("blueprint: 1\nmarks:\n  - bar: {label: a, label: b}\n")
    assert "key `label` is given twice" in only(errors)


def test_empty_file(compile_text):
    for text in ("", "   \n\n", "# only a comment\n", "---\n"):
        _, errors = compile_text(text)
        assert only(errors) == "spec.yaml:1:1: error: " + messages.EMPTY


def test_not_a_mapping(compile_text):
    _, errors = compile_text("- bar: {}\n")
    assert "the spec must be a mapping" in only(errors)


def test_binary_garbage(compile_text):
    garbage = bytes(range(256)) * 4
    _, errors = compile_text(garbage)
    assert "error:" in only(errors)


def test_non_utf8_text_points_at_the_byte(compile_text):
    _, errors = compile_text("blueprint: 1\nmarks:\n  - bar: {label: caf\xe9}\n".encode("latin-1"))
    assert only(errors).startswith("spec.yaml:3:21: error: the spec is not UTF-8 text")


def test_control_character_is_located(compile_text):
    _, errors = compile_text("blueprint: 1\nmarks:\n  - bar: {label: a\x07b}\n")
    assert only(errors).startswith("spec.yaml:3:19: error: invalid YAML: character")


def test_alias_bomb_is_refused_quickly(compile_text):
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for level in range(1, 12):
        lines.append(f"a{level}: &a{level} [" + ", ".join([f"*a{level - 1}"] * 10) + "]")
    _, errors = compile_text("blueprint: 1\nmarks: []\n" + "\n".join(lines) + "\n")
    assert "expands to more than" in only(errors)


def test_deep_nesting_is_refused(compile_text):
    _, errors = compile_text("blueprint: 1\nmarks: " + "[" * 5000 + "]" * 5000 + "\n")
    assert "nests deeper than" in only(errors)


def test_deep_block_nesting_is_refused(compile_text):
    text = "blueprint: 1\nmarks:\n" + "".join("  " * i + "- \n" for i in range(1, 200))
    _, errors = compile_text(text)
    assert "nests deeper than" in only(errors)


def test_unknown_version(compile_text):
    _, errors = compile_text("blueprint: 2\nmarks:\n  - bar: {}\n")
    assert only(errors) == "spec.yaml:1:12: error: unsupported spec version `2`; this Blueprint reads version 1"


def test_missing_version(compile_text):
    _, errors = compile_text("marks:\n  - bar: {}\n")
    assert only(errors) == "spec.yaml:1:1: error: " + messages.MISSING_VERSION


def test_unknown_mark_suggests(compile_text):
    _, errors = compile_text("blueprint: 1\nmarks:\n  - barr: {}\n")
    assert only(errors).startswith("spec.yaml:3:5: error: unknown mark `barr` (did you mean `bar`?)")


def test_python_tags_are_refused(compile_text):
    _, errors = compile_text("blueprint: 1\nmarks:\n  - bar: {label: !!python/object:os.system ls}\n")
    assert "YAML tag" in only(errors)


def test_all_problems_are_reported_together(compile_text):
    _, errors = compile_text(
        "blueprint: 1\nmarks:\n  - bar:\n      color: grey\n      parts:\n"
        "        - {share: -1, fill: gray}\n  - barr: {}\n"
    )
    assert len(errors) == 4, errors
    assert [e.split(":")[1] for e in errors] == ["4", "6", "6", "7"]


def test_empty_marks(compile_text):
    _, errors = compile_text("blueprint: 1\nmarks: []\n")
    assert only(errors) == "spec.yaml:2:8: error: " + messages.NO_MARKS
