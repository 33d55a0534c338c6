"""What a key states: itself, its lines in order, each swatch's look then
its words ("a key reads: solid grey, in use; grey hatched, paid, idle")."""

from __future__ import annotations

from conftest import compiled_marks, facts


def test_a_key_is_said_line_by_line(compile_text):
    result = compiled_marks(compile_text, """
  - bar:
      id: week
      parts:
        - {share: 50%, fill: grey}
        - {share: 50%, fill: grey, hatch: true}
  - legend: {entries: [{fill: grey, label: in use}, {fill: grey, hatch: true, label: "paid, idle"}]}
""")
    facts(result.alt, "A key at the bottom reads: solid grey, in use; grey hatched, paid, idle.")


def test_a_key_says_no_meaning_twice(compile_text):
    """Parts said with their meanings already ("a solid grey part ..., in
    use"): the key names them without repeating them."""
    result = compiled_marks(compile_text, """
  - bar:
      id: week
      parts:
        - {share: 50%, fill: grey, means: in use}
        - {share: 50%, fill: grey, hatch: true, means: "paid, idle"}
  - legend: {for: week, entries: [{fill: grey, label: busy}]}
""")
    facts(result.alt, "in use", "reads: solid grey, busy, and names the looks said above.")
    assert result.alt.lower().count("in use") == 1


def test_a_line_and_an_outline_are_said_as_drawn(compile_text):
    result = compiled_marks(compile_text, """
  - curve:
      id: c
      unit: h
      values: [10, 50, 30]
      lines: [{at: 80, outline: dashed, colour: red, means: the limit}]
      marks: [{at: 1 h, block: true, width: 1 h, fill: none, outline: dashed, colour: blue, means: backfill}]
  - legend: {for: c}
""")
    facts(result.alt, "a key at the bottom reads: a dashed red line, the limit; in blue dashed outline, backfill")


def test_a_writers_alt_replaces_the_key(compile_text):
    result = compiled_marks(compile_text, "  - bar: {id: b, parts: [{share: 50%, means: busy}]}\n  - legend: {for: b, alt: A key explains the grey.}\n")
    facts(result.alt, "A key explains the grey.")
    assert "reads" not in result.alt


def test_a_key_is_said_where_it_stands_only_where_the_drawing_shows_it(compile_text):
    result = compiled_marks(compile_text, """
  - curve: {id: c, unit: h, values: [10, 50, 30, 60, 20], regions: [{against: baseline, where: above, fill: grey, means: in use}]}
  - legend: {entries: [{fill: grey, label: busy}], below: c, align: left}
""")
    facts(result.alt, "A key at the lower left reads: solid grey, busy.")
