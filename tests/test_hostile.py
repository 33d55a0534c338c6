"""Hostile input (issue 16): every class of input that once ended in an internal
error, a damaged SVG or unbounded work now gets located one-line errors."""

from __future__ import annotations

import re
import tracemalloc
import xml.etree.ElementTree as ET

import pytest
from typer.testing import CliRunner

from blueprint import SpecError, compile_spec, messages
from blueprint.cli import app
from conftest import SPECS, spec_text

LINE = re.compile(r"^spec\.yaml:\d+:\d+: error: [^\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029]+$")
BAR = "  - bar: {parts: [{share: 60%, label: busy}]}"


def errors_of(text: str | bytes) -> list[str]:
    """The formatted errors of a spec that must fail; each must be one located
    line, never an internal error."""
    try:
        compile_spec(text, "spec.yaml")
    except SpecError as exc:
        lines = [d.format() for d in exc.diagnostics]
    else:
        raise AssertionError("the spec compiled")
    assert lines
    for line in lines:
        assert LINE.match(line), line
        assert "internal error" not in line, line
    return lines


def marks(*lines: str) -> str:
    return spec_text("blueprint: 1", "marks:", *lines)


# --- aliases and tags ---------------------------------------------------------------


@pytest.mark.parametrize("text, where", [
    (spec_text("blueprint: 1", "marks: &a", "  - bar: {parts: *a}"), "3:18"),
    (spec_text("blueprint: 1", "marks:", "  - &x [*x]"), "3:9"),
    (spec_text("blueprint: 1", "marks:", "  - bar: &p {parts: [{share: 60%, parts: [*p]}]}"), "3:43"),
])
def test_a_recursive_alias_is_refused_at_the_alias(text, where):
    lines = errors_of(text)
    assert lines == [f"spec.yaml:{where}: error: " + messages.RECURSIVE_ALIAS.format(name=lines[0].split("`*")[1].split("`")[0])]


def test_an_alias_to_nothing_is_a_located_error():
    (line,) = errors_of(marks("  - bar: *nothing"))
    assert line.startswith("spec.yaml:3:10: error: invalid YAML:") and "`*nothing`" in line


@pytest.mark.parametrize("value, message", [
    ("!!int x", "YAML tag `!!int` does not fit `x`, which is not a whole number"),
    ("!!float x", "YAML tag `!!float` does not fit `x`, which is not a number"),
    ("!!bool maybe", "YAML tag `!!bool` does not fit `maybe`, which is not true or false"),
    ("!!null x", "YAML tag `!!null` does not fit `x`, which is not null"),
    ("!!int ''", "YAML tag `!!int` does not fit ``, which is not a whole number"),
    ("!!timestamp nope", "YAML tag `!!timestamp` is not allowed"),
    ("!!timestamp 2024-05-01", "YAML tag `!!timestamp` is not allowed"),
    ("!!binary aGk=", "YAML tag `!!binary` is not allowed"),
    ("!!python/object:os.system ls", "YAML tag `!!python/object:os.system` is not allowed"),
    ("!foo busy", "YAML tag `!foo` is not allowed"),
    ("!!set {a, b}", "YAML tag `!!set` is not allowed"),
    ("!!omap [a: 1]", "YAML tag `!!omap` is not allowed"),
])
def test_a_tag_is_refused_at_the_tag_unless_it_fits(value, message):
    lines = errors_of(marks(f"  - bar: {{parts: [{{share: 60%, label: {value}}}]}}"))
    assert lines[0].startswith("spec.yaml:3:39: error: " + message), lines
    assert len([line for line in lines if line.startswith("spec.yaml:3:39:")]) == 1, "said once, with no echo"


def test_a_tag_that_fits_is_honoured_and_a_plain_date_is_text():
    result = compile_spec(marks("  - bar: {parts: [{share: !!str 60%, label: 2024-05-01}], scale: {ticks: !!int 12}}"), "spec.yaml")
    assert "2024-05-01" in [t.text for t in result.scene.texts()]


def test_duplicate_keys_and_merge_keys_are_located():
    assert errors_of(marks("  - bar: {parts: [{share: 60%, share: 50%}]}")) == [
        "spec.yaml:3:32: error: key `share` is given twice in this mapping"]
    assert "merge key" in errors_of(marks("  - bar: {<<: {id: x}, parts: [{share: 60%}]}"))[0]


# --- numbers ------------------------------------------------------------------------------


@pytest.mark.parametrize("body, message", [
    ("bar: {parts: [{share: .inf}]}", "a share must be more than 0 and at most 100%; found `.inf`"),
    ("bar: {parts: [{share: .nan}]}", "a share must be more than 0 and at most 100%; found `.nan`"),
    ("bar: {parts: [{share: 1.0e+400}]}", "a share must be more than 0 and at most 100%; found `1.0e+400`"),
    ("bar: {parts: [{share: 60%}], scale: {ticks: -.inf}}", "expected a whole number from 1 to 100; found `-.inf`"),
    ("bar: {parts: [{share: 60%}], gap: .nan}", "expected a whole number from 0 to 1000; found `.nan`"),
    ("curve: {values: [1, .nan, 3]}", "expected a number from 0 to 1,000,000,000,000; found `.nan`"),
    ("curve: {values: [1, .inf, 3]}", "expected a number from 0 to 1,000,000,000,000; found `.inf`"),
    ("grid: {cells: 3, levels: [.inf]}", "expected a finite number; found `.inf`"),
    ("timeline: {unit: h, span: .inf, lanes: [{segments: [{end: 1}]}]}", "a time is at most 1,000,000,000,000 of its unit; found `.inf`"),
    ("timeline: {unit: h, span: .nan, lanes: [{segments: [{end: 1}]}]}", "expected a time like `24 h`"),
])
def test_infinities_and_nan_are_refused_with_the_field_range(body, message):
    lines = errors_of(marks(f"  - {body}"))
    assert len(lines) == 1 and message in lines[0], lines


@pytest.mark.parametrize("body, message", [
    ("bar: {parts: [{share: " + "9" * 5000 + "}]}", "a share must be more than 0 and at most 100%"),
    ("bar: {parts: [{share: " + "9" * 5000 + "%}]}", "a share must be more than 0 and at most 100%"),
    ("bar: {parts: [{share: 1/" + "9" * 5000 + "}]}", "a share must be more than 0 and at most 100%"),
    ("bar: {parts: [{share: 60%}], scale: {ticks: " + "9" * 5000 + "}}", "expected a whole number from 1 to 100"),
    ("bar: {parts: [{share: 60%}], width: " + "9" * 5000 + "}", "a size in px is from 8 to 4000"),
    ("timeline: {unit: h, span: " + "9" * 400 + " h, lanes: [{segments: [{end: 1}]}]}", "a position or length on an axis is at most 1,000,000,000,000"),
    ("curve: {values: [1, " + "9" * 400 + "]}", "expected a number from 0 to 1,000,000,000,000"),
])
def test_absurdly_long_numbers_are_refused_with_the_field_range(body, message):
    lines = errors_of(marks(f"  - {body}"))
    assert len(lines) == 1 and message in lines[0], lines
    assert len(lines[0]) < 400 and "characters)`" in lines[0], "the value is quoted short, with its length"


def test_a_version_of_thousands_of_digits_is_quoted_short():
    (line,) = errors_of("blueprint: " + "1" * 5000 + "\nmarks: []\n")
    assert line.startswith("spec.yaml:1:12: error: unsupported spec version `111") and len(line) < 300


def test_too_many_decimals():
    (line,) = errors_of(marks("  - bar: {parts: [{share: '0." + "0" * 40 + "1'}]}"))
    assert "written with 42 digits; a number in a spec has at most 30" in line


@pytest.mark.parametrize("label", ["1" + "0" * 36 + " GB", "x " + "9" * 40 + "%", "1," + ",".join(["000"] * 12)])
def test_a_number_too_long_to_say_in_a_text_is_refused(label):
    (line,) = errors_of(marks(f'  - bar: {{parts: [{{share: 60%, label: "{label}"}}]}}'))
    assert "a number in a spec has at most 30" in line


def test_digits_of_other_scripts_are_not_numbers():
    (line,) = errors_of(marks("  - bar: {parts: [{share: \"\u0666\u0660%\"}]}"))
    assert "a share is written" in line


# --- empty and blank -----------------------------------------------------------------------


@pytest.mark.parametrize("body, message", [
    ("grid: {rows: []}", "`rows` is empty, so it would draw nothing; give at least one, or leave `rows` out"),
    ("grid: {cells: 3, states: []}", "`states` is empty"),
    ("grid: {cells: 3, noun: ' '}", messages.TEXT_BLANK),
    ("grid: {cells: 3, noun: \"\\t\\n\"}", messages.TEXT_BLANK),
    ("bar: {parts: [{share: 60%, label: '   '}]}", messages.TEXT_BLANK),
    ("bar: {parts: [{share: 60%, label: ''}]}", "expected some text, found an empty text"),
    ("curve: {values: []}", "`values` is empty"),
])
def test_empty_and_blank_values_are_refused_where_they_draw_nothing(body, message):
    lines = errors_of(marks(f"  - {body}"))
    assert len(lines) == 1 and message in lines[0], lines


# --- text ----------------------------------------------------------------------------------

CONTROLS = ["\\x00", "\\x01", "\\x07", "\\x0b", "\\x1f", "\\x7f", "\\x85", "\\u2028", "\\u2029", "\\u200b", "\\u202e",
            "\\ufeff", "\\ufffe", "\\ud800", "\\ue000"]
FIELDS = [
    ("label", marks('  - bar: {parts: [{share: 60%, label: "a{c}b"}]}')),
    ("leader note", marks('  - bar: {parts: [{share: 60%, leader: {label: x, note: "a{c}b"}}]}')),
    ("alt", marks('  - bar: {parts: [{share: 60%}], alt: "a{c}b"}')),
    ("noun", marks('  - grid: {cells: 3, noun: "a{c}b"}')),
    ("row label", marks('  - grid: {rows: [[used]], row-labels: ["a{c}b"]}')),
    ("subject", spec_text("blueprint: 1", 'subject: "a{c}b"', "marks:", BAR)),
    ("brand", spec_text("blueprint: 1", 'brand: {name: "a{c}b"}', "marks:", BAR)),
    ("floor", marks('  - staircase: {steps: [{duration: 1}, {duration: 2}], floor: "a{c}b"}')),
    ("tier label", marks('  - towers: {towers: [{tiers: [{label: "a{c}b"}]}]}')),
    ("boundary", marks('  - timeline: {lanes: [{segments: [{end: 2}]}], boundaries: [{at: 1, label: "a{c}b"}]}')),
]


@pytest.mark.parametrize("char", CONTROLS)
@pytest.mark.parametrize("field, template", FIELDS, ids=[f for f, _ in FIELDS])
def test_control_and_invisible_characters_are_refused_at_their_node(field, template, char):
    lines = errors_of(template.replace("{c}", char))
    if char == "\\ud800":  # libyaml refuses to read half a character in an escape
        assert "invalid YAML: found invalid Unicode character escape code" in lines[0]
    else:
        assert "may hold only visible characters and spaces" in lines[0], lines
    assert len(lines) == 1, lines


def test_spaces_tabs_and_line_breaks_fold_to_one_space_everywhere():
    result = compile_spec(spec_text("blueprint: 1", "alt: |", "  two lines", "  of alt text", "marks:",
                                    '  - bar: {parts: [{share: 60%, label: "busy\\n\\t 60%"}]}'), "spec.yaml")
    assert "busy 60%" in [t.text for t in result.scene.texts()]
    assert result.alt == "two lines of alt text"
    ET.fromstring(result.svg)


def hostile_texts() -> list[str]:
    return [template.replace("{c}", char) for _, template in FIELDS for char in CONTROLS]


def test_check_and_render_agree_and_every_svg_is_well_formed(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()
    (tmp_path / "specs").mkdir()
    for index, text in enumerate(hostile_texts()[::7] + [marks('  - bar: {parts: [{share: 60%, label: "a\\nb"}]}')]):
        spec = tmp_path / "specs" / f"s{index}.yaml"
        spec.write_text(text, encoding="utf-8")
        checked = runner.invoke(app, ["check", str(spec)])
        rendered = runner.invoke(app, ["render", str(spec), "--scale", "0.25"])
        assert checked.exit_code == rendered.exit_code, (text, checked.output, rendered.output)
        assert "Traceback" not in rendered.output
    for svg in (tmp_path / "output").glob("*.svg"):
        ET.parse(svg)


def test_a_glyph_the_font_lacks_is_found_by_check(tmp_path):
    for text in (marks('  - bar: {parts: [{share: 60%, label: "GPU \\U0001F680"}]}'),
                 spec_text("blueprint: 1", 'brand: {wordmark: "\\u4e2d\\u6587"}', "marks:", BAR),
                 marks('  - grid: {rows: [[used]], row-labels: ["\\u0666"]}')):
        spec = tmp_path / "glyph.yaml"
        spec.write_text(text, encoding="utf-8")
        result = CliRunner().invoke(app, ["check", str(spec)])
        assert result.exit_code == 1, result.output
        assert "the font has no glyph for" in result.output and f"{spec}:" in result.output
        assert f"{spec}:1:1:" not in result.output, "located at the text's node"


def test_a_lone_surrogate_given_from_python_is_located():
    (line,) = errors_of("blueprint: 1\nmarks:\n  - bar: {label: a\ud800}\n")
    assert line.startswith("spec.yaml:3:19: error: the spec holds U+D800")


# --- messages --------------------------------------------------------------------------------


def test_a_quoted_value_with_a_line_break_stays_on_one_line():
    (line,) = errors_of(marks('  - bar: {parts: [{share: 60%, fill: "gr\\ney"}]}'))
    assert "`gr\\ney` is not one of" in line
    (line,) = errors_of(marks('  - bar: {"pa\\u2028rts": 1}'))
    assert "unknown key `pa\\u2028rts`" in line


def test_every_message_is_kept_to_one_line_whatever_a_stage_writes():
    from blueprint.diagnostics import Diagnostics, Location

    diagnostics = Diagnostics("a\nb.yaml")
    diagnostics.error(Location("a\nb.yaml", 1, 1), "bad `x\ny\u2028z`" + " and `" + "w" * 5000 + "`")
    (line,) = [d.format() for d in diagnostics.errors]
    assert "\n" not in line and "\u2028" not in line and line.startswith("a\\nb.yaml:1:1: error: bad `x\\ny\\u2028z`")
    assert len(line) < 300


def test_the_same_mistake_many_times_is_folded():
    lines = errors_of(marks(*["  - bar: {color: grey}"] * 300))
    assert len(lines) == 11, lines
    assert lines[-1].startswith("spec.yaml:13:11: error: unknown key `color`") and "(and 290 more times, the last at line 302)" in lines[-1]


def test_the_same_mistake_at_one_place_is_said_once_with_a_count():
    text = spec_text("blueprint: 1", "marks:", "  - &b {bar: {color: grey}}", *["  - *b"] * 5)
    (line,) = errors_of(text)
    assert line.endswith("(6 times)")


def test_many_different_mistakes_are_capped():
    lines = errors_of(marks("  - bar: {" + ", ".join(f"k{i}: 1" for i in range(800)) + "}"))
    assert len(lines) == 501
    assert lines[-1].endswith(messages.MORE_ERRORS.format(count=300))


def test_labels_piled_on_one_spot_are_one_error_each_in_linear_time():
    from blueprint.diagnostics import Diagnostics
    from blueprint.lint import lint
    from blueprint.scene import Box, Scene, Text
    from blueprint.sourcemap import SourceMap
    from blueprint.text import load_font
    from blueprint.theme import DEFAULT_THEME

    texts = tuple(Text(f"l{i}", 100, 126, 26, "ink", Box(100, 100, 60, 34), "label", (i,), (i,)) for i in range(3000))
    diagnostics = Diagnostics("x.yaml")
    lint(Scene(1200, 630, "paper", texts, {}), DEFAULT_THEME, load_font(DEFAULT_THEME.font_file),
         SourceMap("x.yaml", {(i,): (i + 1, 1) for i in range(3000)}), diagnostics)  # its cost: benchmarks/lint_cost.py
    assert len(diagnostics.items) == 2999, "one finding per label, not one per pair"
    assert diagnostics.items[1].message == "label `l2` overlaps label `l0` and one other label"
    assert diagnostics.items[-1].message == "label `l2999` overlaps label `l0` and at least 20 other labels"


def test_piled_labels_in_a_spec_give_bounded_errors():
    lines = errors_of(marks("  - icon: {id: base, name: gpu}",
                            *[f"  - icon: {{name: gpu, label: l{i}, over: base}}" for i in range(300)]))
    assert len(lines) <= 501
    overlaps = [line for line in lines if "overlaps label" in line]
    assert len({line.split(":")[1] for line in overlaps}) == len(overlaps), "one line per label"


# --- size and memory ----------------------------------------------------------------------------


def test_the_size_limit_is_applied_before_reading(tmp_path):
    spec = tmp_path / "huge.yaml"
    with spec.open("wb") as stream:
        stream.truncate(1_500_000_000)  # sparse: costs no disk
    tracemalloc.start()
    try:
        result = CliRunner().invoke(app, ["check", str(spec)])
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert result.exit_code == 1
    assert f"{spec}:1:1: error: the spec is 1,500,000,000 bytes; a spec may be at most 1,000,000 bytes" in result.output
    assert peak < 20_000_000, peak
    with pytest.raises(SpecError, match="at most 1,000,000 bytes"):
        import blueprint

        blueprint.render(spec)


def test_text_given_from_python_has_the_same_limit():
    with pytest.raises(SpecError, match="a spec may be at most 1,000,000 bytes"):
        compile_spec("blueprint: 1\n" + "#" * 1_000_001, "spec.yaml")


def test_a_pipe_or_a_folder_is_not_read(tmp_path):
    import os

    from blueprint.diagnostics import Diagnostics
    from blueprint.loader.source import read_spec

    fifo = tmp_path / "pipe.yaml"
    if hasattr(os, "mkfifo"):
        os.mkfifo(fifo)
        diagnostics = Diagnostics(str(fifo))
        assert read_spec(fifo, diagnostics) is None  # never blocks waiting for a writer
        assert messages.NOT_A_FILE in diagnostics.errors[0].message
    diagnostics = Diagnostics(str(tmp_path))
    assert read_spec(tmp_path, diagnostics) is None


def test_a_raster_too_large_is_refused_before_cairo_allocates(tmp_path, monkeypatch):
    import cairosvg

    def never(*args, **kwargs):
        raise AssertionError("cairo was asked")

    monkeypatch.setattr(cairosvg, "svg2png", never)
    text = spec_text("blueprint: 1", "canvas: {width: 1200, height: 4000}", "marks:", BAR)  # wider, its text would be unreadable on the blog's index
    with pytest.raises(SpecError) as caught:
        compile_spec(text, "spec.yaml", scale=8)
    (line,) = [d.format() for d in caught.value.diagnostics]
    assert line.startswith("spec.yaml:2:9: error: a 1200 x 4000 canvas at scale 8 is a 9,600 x 32,000 px PNG that needs 1,172 MB")
    assert "over the 256 MB limit" in line
    spec = tmp_path / "big.yaml"
    spec.write_text(text)
    result = CliRunner().invoke(app, ["render", str(spec), "--scale", "8", "-o", str(tmp_path / "out")])
    assert result.exit_code == 1 and "canvas at scale 8" in result.output
    assert not (tmp_path / "out").exists() or not list((tmp_path / "out").iterdir())
    compile_spec(text, "spec.yaml")  # at the default scale it fits, and `check` says so


# --- embeds --------------------------------------------------------------------------------------

HOSTILE_NAMES = [
    "x) <img src=x onerror=alert(1)> [y]",
    '"><script>alert(1)<script>',
    "javascript:alert(1)",
    "a b\tc",
    "back\\slash`code`*em*_u_",
    "caf\u00e9 \u4e2d",
    "line\nbreak",
    "](x)![y",
    "&amp;&lt;",
]
HOSTILE_ALT = "]) <script>alert(1)</script> [x](javascript:y) `code` *em* &lt; \\ ![i](j) \"quoted\" 'single'"


def _hostile_spec(tmp_path, name: str):
    spec = tmp_path / f"{name}.yaml"
    alt = HOSTILE_ALT.replace("\\", "\\\\").replace('"', '\\"')
    spec.write_text(spec_text("blueprint: 1", f'alt: "{alt}"', "marks:", BAR), encoding="utf-8")
    return spec


def _tags(html: str) -> list:
    """The tags (and any text) of an HTML fragment, as a browser would read them."""
    from html.parser import HTMLParser

    seen: list = []

    class Collect(HTMLParser):
        def handle_starttag(self, tag, attrs):
            seen.append((tag, dict(attrs)))

        def handle_endtag(self, tag):
            seen.append(("/" + tag, {}))

        def handle_data(self, data):
            if data.strip():
                seen.append(("data", data))

    Collect().feed(html)
    return seen


@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_the_html_embed_is_one_image_whatever_the_name_and_alt(tmp_path, name):
    from urllib.parse import unquote

    result = CliRunner().invoke(app, ["embed", str(_hostile_spec(tmp_path, name))])
    assert result.exit_code == 0, result.output
    seen = _tags(result.output)
    assert len(seen) == 1 and seen[0][0] == "img", seen
    attributes = seen[0][1]
    assert unquote(attributes["src"]) == f"{name}.svg"
    assert not re.search(r"[\s<>\"'()\\`]", attributes["src"]) and ":" not in attributes["src"]
    assert attributes["alt"] == HOSTILE_ALT


@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_the_markdown_embed_is_one_image_whatever_the_name_and_alt(tmp_path, name):
    markdown_it = pytest.importorskip("markdown_it")
    from urllib.parse import unquote

    result = CliRunner().invoke(app, ["embed", str(_hostile_spec(tmp_path, name)), "--format", "markdown"])
    assert result.exit_code == 0, result.output
    (paragraph,) = [t for t in markdown_it.MarkdownIt("commonmark").parse(result.output) if t.type == "inline"]
    (image,) = paragraph.children
    assert image.type == "image"
    assert unquote(image.attrs["src"]) == f"{name}.svg"
    html = markdown_it.MarkdownIt("commonmark").render(result.output)
    tags = _tags(html)
    assert [tag for tag, _ in tags if tag != "/img"] == ["p", "img", "/p"], html
    assert tags[1][1]["alt"] == HOSTILE_ALT


@pytest.mark.parametrize("src", ["/img/a b.svg", "x)<b>y</b>(", 'a"b\'c<d>', "javascript:alert(1)"])
def test_an_address_given_with_src_is_escaped_in_both_formats(tmp_path, src):
    markdown_it = pytest.importorskip("markdown_it")
    from urllib.parse import unquote

    spec = _hostile_spec(tmp_path, "plain")
    markdown = CliRunner().invoke(app, ["embed", str(spec), "--format", "markdown", "--src", src]).output
    (paragraph,) = [t for t in markdown_it.MarkdownIt("commonmark").parse(markdown) if t.type == "inline"]
    (image,) = paragraph.children
    assert image.type == "image" and unquote(image.attrs["src"]) == src.strip() or "javascript" in src
    html = CliRunner().invoke(app, ["embed", str(spec), "--src", src]).output
    assert html.count("<") == 1 and html.count(">") == 1


def test_the_gallery_embeds_are_unchanged():
    from blueprint.embed import image_address

    for spec in SPECS.glob("*.yaml"):
        assert image_address(f"{spec.stem}.svg") == f"{spec.stem}.svg"
