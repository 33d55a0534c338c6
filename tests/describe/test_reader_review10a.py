"""Issue 26 kept, review 10 (words9a's half of the entries): the wording readers
found misleading, garbled or repetitive, fixed as rules. Each rule is tested on
small specs of several marks (what must not be said, and what must) and pinned
on the entry the reader read."""

from __future__ import annotations

from conftest import corpus_alt as alt_of

from blueprint.pipeline import compile_spec


def _alt(text: str) -> str:
    return compile_spec(text, "review10a.yaml", draft=True).alt  # the words, whatever lint says of the drawing


# --- a curve over its line only at its peaks: it rises above it there, never "crosses it at" them ---------


SPIKES = """
blueprint: 1
marks:
  - curve:
      id: c
      unit: min
      span: 60 min
      y: {title: "utilization, %", unit: '%', ticks: 5}
      top: 100
      values: [0, 0, 95, 0, 0, 0, 96, 0, 0, 0, 97, 0, 0]
      lines:
        - {at: 30, label: average 30%}
  - note: {label: three bursts, below: c}
"""


def test_spikes_over_a_line_rise_above_it():
    alt = _alt(SPIKES)
    assert "at each of its three peaks and only there" not in alt  # crossings are on the flanks (reader 10-D)
    assert "rises above it at each of its three peaks and stays under it the rest of the time" in alt, alt


def test_spikes_pinned():
    alt = alt_of("batching-window-utilization")
    assert "rises above it at each of its four peaks and stays under it the rest of the time" in alt
    assert "crosses it at each of its four peaks" not in alt
    # the place first, then the ratio: "reaches more than three times the average line at the top of the value axis" read garbled
    assert "reaches the top of the value axis, about three and a half times the average line" in alt
    assert "rises above it at each of its three peaks" in alt_of("memory-run")


# --- a value axis's title: its unit after a comma is said by the range, not read out --------------------


def test_value_axis_title_unit_not_read_out():
    alt = _alt(SPIKES)
    assert "utilization, %" not in alt and "on a value axis of utilization from zero to one hundred percent" in alt, alt


def test_value_axis_title_unit_of_what():
    alt = alt_of("checkpoint-interval")
    assert "time lost, % of run" not in alt
    assert "on a value axis of time lost from zero to twenty percent of the run" in alt
    assert "on a value axis of storage from zero to twenty terabytes" in alt_of("checkpoint-storage-growth")
    # its one series is gpu utilization: the title not said twice in one clause (words9b, reader 10-A)
    assert "a grey curve of gpu utilization over one second on a value axis from zero to one hundred percent" in alt_of("batching-window-utilization")


def test_value_axis_title_kept_where_its_tail_is_no_unit():
    alt = _alt(SPIKES.replace('"utilization, %"', '"queue, waiting"'))
    assert "value axis of queue, waiting from" in alt, alt


# --- series that stand alike to a line are said together ----------------------------------------------------


TWO_UNDER = """
blueprint: 1
marks:
  - curve:
      unit: h
      span: 24 h
      series:
        - {id: a, noun: demand, colour: grey, values: [2, 3, 5, 8, 6, 3, 2]}
        - {id: b, noun: capacity, colour: blue, values: [3, 4, 6, 9, 7, 4, 3]}
      lines:
        - {at: 12, label: provisioned, outline: dashed}
"""


def test_alike_relations_to_a_line_said_once():
    alt = _alt(TWO_UNDER)
    assert "stays under it all day and" not in alt, alt
    assert "the grey curve and the blue curve both stay under it all day" in alt, alt


def test_alike_relations_pinned():
    assert "the demand and the capacity scaled with restore both stay under it all day" in alt_of("demand-day")
    alt = alt_of("kv-cache-ceiling")
    assert "the runtime and the weights both stay under it throughout" in alt
    assert "stay under it throughout, the weights stay under it throughout" not in alt


# --- "throughout" / "all day" only where the series are drawn the whole way --------------------------------


PART_WAY = """
blueprint: 1
marks:
  - curve:
      unit: min
      span: 120 min
      top: 20
      series:
        - {id: fast, noun: overhead, label: overhead, colour: dark, points: [[10 min, 18], [30 min, 6], [60 min, 3], [120 min, 1]]}
        - {id: slow, noun: total, label: total, colour: grey, points: [[0, 19], [30 min, 19], [60 min, 19], [120 min, 19]]}
        - {id: late, noun: needed, label: needed, colour: blue, outline: dashed, points: [[90 min, 10], [120 min, 10.5]]}
      lines:
        - {at: 9, label: ceiling}
"""


def test_relation_said_over_where_both_are_drawn():
    alt = _alt(PART_WAY)
    assert "stays under the total wherever both are drawn" in alt, alt
    assert "stays under the total throughout" not in alt


def test_line_relation_of_a_series_drawn_part_way():
    alt = _alt(PART_WAY)
    assert "the needed stays above it from one and a half hours on" in alt, alt
    assert "the needed stays above it throughout" not in alt


def test_part_way_pinned():
    assert "then stays under it wherever both are drawn" in alt_of("checkpoint-storage-growth")  # the grey dashed staircase leaves the plot at six hours (reader 10-D)
    assert "it stays under the total wherever both are drawn" in alt_of("checkpoint-interval")  # the total starts at six minutes (reader 10-A)
    alt = alt_of("kv-cache-ceiling")
    assert "the memory needed stays just over it from one hundred thousand on" in alt
    assert "just over it throughout" not in alt


# --- a part over half of its bar: how much of it -------------------------------------------------------------


BARS = """
blueprint: 1
marks:
  - bar:
      id: top
      label: steps
      parts:
        - {share: 95%, fill: grey, label: first}
        - {share: 5%, fill: dark, label: last}
  - bar:
      id: low
      label: bill
      below: top
      parts:
        - {share: 70%, fill: grey, label: most 70%}
        - {share: 20%, fill: red, hatch: true, label: tail 20%}
        - {share: 10%, fill: dark, label: end 10%}
"""


def test_over_half_said_by_how_much():
    alt = _alt(BARS)
    assert "marked first that covers nearly all of it" in alt, alt
    assert "marked most seventy percent that covers most of it" in alt, alt


def test_over_half_pinned():
    alt = alt_of("long-tail-bill")
    assert "first ninety-five percent that covers nearly all of it" in alt
    assert "seventy percent that covers most of it" in alt


# --- an upright bar's parts named from the end a reader finds them at ---------------------------------------


def test_upright_bar_parts_by_their_ends():
    alt = alt_of("fractional-gpu")
    assert "the fourth part" not in alt and "the third part" not in alt  # counted from the bottom, beside laptops from the top (reader 10-C)
    assert "The laptop marked nb one sends an arrow to the top part." in alt
    assert "The laptop marked nb two sends an arrow to the second part from the top." in alt


UPRIGHT = """
blueprint: 1
marks:
  - bar:
      id: card
      direction: up
      parts:
        - {id: a, share: 25%, fill: white, label: free}
        - {id: b, share: 25%, fill: grey, label: busy}
        - {id: c, share: 25%, fill: grey, label: busy}
        - {id: d, share: 25%, fill: grey, label: busy}
  - icon: {id: u, name: laptop, left-of: card.b, gap: 200}
  - icon: {id: v, name: server, left-of: card.c, gap: 200}
  - connector: {from: u, to: card.b, arrow: end}
  - connector: {from: v, to: card.c, arrow: end}
"""


def test_upright_bar_middle_parts_counted_from_the_nearer_end():
    alt = _alt(UPRIGHT)
    assert "second part from the bottom" in alt and "second part from the top" in alt, alt


# --- a member of a column not yet brought in ------------------------------------------------------------------


def test_column_member_before_its_column():
    alt = alt_of("drain-node-icons")
    first = alt.index("The balancer sends")
    assert "the column's" not in alt[:first + 80]  # the column is said before "the column's" (reader 10-C)
    assert "sends three arrows into the top card of a column, its middle card and its bottom card" in alt
    assert alt.count("whose status bar is white") == 1  # not in full twice


FAN = """
blueprint: 1
marks:
  - icon: {id: lb, name: balancer}
  - column:
      id: nodes
      right-of: lb
      marks:
        - icon: {id: s1, name: gpu, status: grey}
        - icon: {id: s2, name: gpu, status: grey}
        - icon: {id: s3, name: gpu, status: white}
  - connector: {from: lb, to: s1, arrow: end}
  - connector: {from: lb, to: s2, arrow: end}
  - connector: {from: lb, to: s3, arrow: end}
  - icon: {id: spare, name: gpu, outline: dashed, label: spare, right-of: s3, gap: 160}
  - connector: {from: s3, to: spare, arrow: end, colour: blue}
"""


def test_fan_into_a_column_names_the_column_once():
    alt = _alt(FAN)
    assert "the column's" not in alt.split("stands a column")[0], alt
    assert "into the top card of a column, its middle card and its bottom card" in alt, alt
    assert alt.count("status bar is white") == 1, alt


# --- a lane's long stretch against the lane as drawn ------------------------------------------------------------


def test_more_than_half_of_the_lane_as_drawn():
    alt = alt_of("checkpoint-save-phases")
    assert "more than half the lane" not in alt  # fifty of a 110-second lane (reader 10-B)
    assert "upload fifty seconds, far longer than the rest" in alt


# --- a series named by what is drawn --------------------------------------------------------------------------------


def test_unlabelled_series_named_by_its_look():
    alt = alt_of("latency-spike")
    assert "the latency with restore" not in alt  # the lead and its own sentence say what it stands for; after, the blue curve (reader 10-C)
    assert "The blue curve of latency with restore has only a small bump at four minutes" in alt  # look and noun where its shape is said (reader 8-C)
    assert "the blue curve stays under it throughout" in alt


# --- a grid's clauses, three or more with commas of their own, parted by semicolons ----------------------------


GRID = """
blueprint: 1
marks:
  - grid:
      id: g
      noun: GPU cell
      rows:
        - [used, used, used, used]
        - [used, used, used, used]
        - [used, idle, idle, idle]
        - [idle, idle, free, free]
  - note: {label: idle but paid, below: g}
"""


def test_grid_clauses_are_not_spliced_with_commas():
    small = _alt(GRID)
    assert "the top two rows are solid grey, as is the left cell of the third row; five cells in the bottom two rows are grey hatched: " in small, small
    assert "the left two of the fourth row; and two white cells sit together at the right of the fourth row" in small, small
    alt = alt_of("idle-but-paid-grid")
    assert "as are the left four of the sixth row; eighteen cells in the bottom three rows are grey hatched" in alt
    assert "the left six of the eighth row; and two white cells sit together" in alt
    mig = alt_of("mig-stranded-memory")
    assert "three idle, paid; the eighth square is dotted on compute; on memory, four of the eight" in mig


# --- two series that start on one level -------------------------------------------------------------------------


def test_series_starting_level_are_not_said_above_throughout():
    alt = alt_of("kv-cache-ceiling")
    assert "starts level with the runtime, then stays above it" in alt  # memory in use starts at the runtime's 48 GB (reader 10-A)
    alt = alt_of("checkpoint-storage-growth")
    assert "starts level with the grey dashed staircase, then stays under it wherever both are drawn" in alt


STARTS_LEVEL = """
blueprint: 1
marks:
  - curve:
      id: c
      unit: h
      span: 10 h
      series:
        - {id: a, noun: used, label: used, colour: grey, points: [[0, 40], [10 h, 80]]}
        - {id: b, noun: floor, label: floor, colour: dark, points: [[0, 40], [10 h, 40]]}
  - note: {label: grows, right-of: c}
"""


def test_starts_level_on_small_spec():
    alt = _alt(STARTS_LEVEL)
    assert "starts level with the floor, then stays above it throughout" in alt, alt


# --- a span's label its noun ends with is not said again; a count's "×" read as "times" ----------------------------


def test_span_label_in_its_noun_said_once():
    alt = alt_of("node-failure")
    assert "marked a sits" not in alt and "A job a sits across all four cells in the top row" in alt  # "a job a marked a" (reader 10-D)
    assert "a job b and a job c sit across two cells each" in alt


def test_multiplier_sign_read_as_times():
    from blueprint.describe.say.words import Words
    words = Words()
    assert words.spoken("a ×4") == "a times four"
    assert words.spoken("4 × 20 GB") == "four times twenty gigabytes"  # a product of figures, as before
    assert "a times four" in alt_of("node-failure") and "×" not in alt_of("node-failure")
