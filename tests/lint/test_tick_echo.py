"""Words that repeat an axis's figure beside it (review 10-a: a drop's "85%"
under the tick "85" read as a second tick) are refused at the words, for
every mark that draws an axis with figures and may have words stand on
them: a curve's (a drop's label), a timeline's (a boundary's words under
its axis), a staircase's (a drop from a tread). The fix the finding carries
(the label left out) takes the finding away; words the axis does not say
stand there freely."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from test_advice_works import _findings

ECHO = "stands on the axis's figure"
CURVE = """  - curve:
      id: c
      unit: "%"
      span: 100
      x: {ticks: [0, 50, 85, 100]}
      top: 10
      points: [[0, 0.1], [50, 0.3], [85, 2.0], [98, 10]]
  - drop: {from: c.at-85, label: LABEL}
"""
TIMELINE = """  - timeline:
      unit: h
      span: 24 h
      ticks: 6 h
      lanes: [{label: job, segments: [{start: 0, end: 20 h, fill: grey}]}]
      boundaries: [{at: 12 h, label: LABEL, label-side: below}]
"""
STAIRCASE = """  - staircase:
      id: s
      unit: min
      ticks: 2 min
      steps: [{duration: 4 min, label: pull}, {duration: 4 min, label: load}]
  - drop: {from: s.tread-2, label: LABEL}
"""
# owner -> (its marks, the figure there, words that say it again)
OWNERS = {"curve": (CURVE, "85", "85%"), "timeline": (TIMELINE, "12", "12 h"), "staircase": (STAIRCASE, "6", "6 min")}


def _labels(value, path=()):
    """Where a `label` holding digits stands in the spec (the one echoing)."""
    if isinstance(value, dict):
        for key, each in value.items():
            if key == "label" and any(c.isdigit() for c in str(each)):
                yield path + (key,)
            yield from _labels(each, path + (key,))
    elif isinstance(value, list):
        for index, each in enumerate(value):
            yield from _labels(each, path + (index,))


@pytest.mark.parametrize("owner", sorted(OWNERS))
def test_words_saying_the_figure_they_stand_on_are_refused_at_the_words_and_the_fix_works(owner):
    marks, figure, words = OWNERS[owner]
    text = "blueprint: 1\nmarks:\n" + marks.replace("LABEL", f'"{words}"')
    (finding,) = [f for f in _findings(text) if ECHO in f.message]
    assert f"label `{words}` stands on the axis's figure `{figure}`" in finding.message
    assert finding.location is not None and finding.location.line == text.splitlines().index(next(l for l in text.splitlines() if f'"{words}"' in l)) + 1
    data = yaml.safe_load(text)
    if finding.fix is not None:  # the label alone: the fix a machine applies
        key, value = finding.fix
        assert key[-1] == "label" and value is None
    else:  # keys said of the label go with it, as the message names them
        assert "(with its `label-side`" in finding.message
        key = next(path for path in _labels(data))
    node = data
    for step in key[:-1]:
        node = node[step]
    for name in [k for k in node if k == "label" or k.startswith("label-")]:
        node.pop(name)
    assert not _findings(yaml.safe_dump(data, sort_keys=False)), "the label left out, the figure names the place"


@pytest.mark.parametrize("owner", sorted(OWNERS))
def test_words_the_axis_does_not_say_are_not_its_echo(owner):
    marks, _, _ = OWNERS[owner]
    text = "blueprint: 1\nmarks:\n" + marks.replace("LABEL", "saturation")
    assert not [f for f in _findings(text) if ECHO in f.message]



KV_TIERS = Path(__file__).resolve().parent.parent / "corpus" / "kv-offload-tiers.yaml"
TITLE = "time to reload a gb of kv, log scale"


def test_the_same_number_in_another_unit_is_another_quantity_not_an_echo():
    """An axis title "reload 1 gb of kv" under the figure "1 ms" was refused
    as a second tick (session 13's try, kv-offload-tiers): a number written
    with a unit word other than the figure's is another quantity. Written in
    the figure's own unit it is still the figure said again."""
    text = KV_TIERS.read_text()
    assert TITLE in text
    other = _findings(text.replace(TITLE, "reload 1 gb of kv, log scale"))
    assert not other, other
    same = _findings(text.replace(TITLE, "reload 1 ms of kv, log scale"))
    assert [f for f in same if ECHO in f.message and "`1 ms`" in f.message], "the figure's own number and unit: its echo"
