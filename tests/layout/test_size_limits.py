"""A `width` or `height` the layout cannot fill is refused with the reason the
mark stops growing (messages.SIZE_LIMITS), for every kind that takes one, and a
column chart given a `width` takes it exactly (its baseline's start included)."""

from __future__ import annotations

import pytest

from blueprint import messages
from blueprint.marks import KINDS, REGISTRY
from blueprint.scene import Box

SIZED = [kind for kind in KINDS if {"width", "height"} & set(REGISTRY[kind].model.model_fields)]


@pytest.mark.parametrize("kind", SIZED)
def test_every_sized_kind_says_why_it_stops_growing(kind: str) -> None:
    assert messages.SIZE_LIMITS.get(kind), f"{kind} takes a size and SIZE_LIMITS gives no reason it stops growing"


def _columns(width: str, ticks: bool) -> str:
    axis = "      y: {ticks: [0, 2, 4]}\n" if ticks else ""
    return ("blueprint: 1\nsubject: three values\nmarks:\n  - columns:\n      id: c\n"
            f"      width: {width}\n{axis}      columns:\n"
            "        - {value: 2, label: a}\n        - {value: 4, label: b}\n        - {value: 3, label: c}\n")


@pytest.mark.parametrize("ticks", [False, True])
@pytest.mark.parametrize("width", ["600", "760", "90%"])
def test_a_column_chart_takes_the_width_it_is_given(compile_text, width: str, ticks: bool) -> None:
    result, errors = compile_text(_columns(width, ticks))
    assert not errors, errors
    shapes = [e.bounds for e in result.scene.elements if e.owner[:2] == ("marks", 0) and e.role != "label"]
    left, right = min(b.x for b in shapes), max(b.x + b.width for b in shapes)
    asked = float(width) if not width.endswith("%") else None
    if asked is not None:
        assert right - left <= asked + 1.0
        assert right - left >= asked - 24.0  # the slots share the width: it is filled, not left at the chart's own size


# --- what a size sizes (faithful12) -------------------------------------------------

BAR_WITH_WORDS = """blueprint: 1
marks:
  - bar:
      id: frag
      width: 960
      height: {height}
      label: default allocator
      label-align: left
      ends: parts
      parts:
        - {{id: g1, share: 30%, fill: grey, label: in use 61 GB, label-side: below, leader: true}}
        - {{share: 10%, fill: white, outline: solid, label: [free 17 GB in 7 holes, largest hole 3 GB], label-side: below, leader: true}}
        - {{share: 50%, fill: grey, label: context 2 GB, label-side: below, leader: true}}
      scale: {{to: 80 GB, ticks: 10 GB}}
"""


def _bar_rect(result, path=("marks", 0)):
    return Box.around([e.bounds for e in result.scene.elements if e.role in ("bar", "part") and tuple(e.owner)[: len(path)] == path])


@pytest.mark.parametrize("height", [48, 80, 120])
def test_a_bar_is_as_tall_as_its_height_its_words_leaders_and_scale_outside_it(compile_text, height: int) -> None:
    """The user's `width: 960, height: 80` bar was drawn 40 px thick: its
    words below on leaders made the block 80 px and more, so no check saw it."""
    result, errors = compile_text(BAR_WITH_WORDS.format(height=height))
    assert not errors, errors
    assert abs(_bar_rect(result).height - height) <= 1.0


def test_an_upright_bar_is_as_tall_as_its_height_its_label_above_it(compile_text) -> None:
    text = ("blueprint: 1\nmarks:\n  - bar: {direction: up, label: one card, width: 120, height: 200, "
            "parts: [{share: 60%, fill: grey, label: busy, label-side: inside}]}\n")
    result, errors = compile_text(text)
    assert not errors, errors
    assert abs(_bar_rect(result).height - 200) <= 1.0


def test_a_mark_drawn_short_of_its_size_while_its_words_fill_the_rest_is_refused(compile_text, monkeypatch) -> None:
    """The check, not the bar: a mark that draws its body at half the size it
    is given is refused at the key, whatever its words below it take."""
    from blueprint.layout.marks.bar import BarDrawer

    drawn = BarDrawer._height
    monkeypatch.setattr(BarDrawer, "_height", staticmethod(lambda ctx, frame, length, given: drawn(ctx, frame, length, given) / 2 if given else drawn(ctx, frame, length, given)))
    _, errors = compile_text(BAR_WITH_WORDS.format(height=80))
    assert any(":6:" in e and "`height: 80`" in e for e in errors), errors


def _timeline(height: int, lanes: int) -> str:
    lane = "        - {label: node %s, segments: [{end: 4 min, fill: grey}, {end: 10 min, fill: blue}]}\n"
    return ("blueprint: 1\nsubject: a timeline\nmarks:\n  - timeline:\n      unit: min\n      span: 10 min\n      ticks: 1 min\n"
            f"      height: {height}\n      lanes:\n" + "".join(lane % chr(ord("a") + n) for n in range(lanes)))


@pytest.mark.parametrize("height", [30, 48, 70])
def test_a_timeline_height_its_words_do_not_fit_in_is_refused_with_the_least_that_does(compile_text, height: int) -> None:
    """faithful13: a timeline's height holds its words (its names, its axis
    figures: `words_sized`); given less than its least, its lanes stood at
    their least with the axis figures hanging under the height (`height: 48`
    drew 79 px, its shapes 40) and neither check of a size refused it. Now
    refused at the key with the least it draws, and that size, given, is
    drawn as asked."""
    import re

    _, errors = compile_text(_timeline(height, 1))
    assert len(errors) == 1 and f"`height: {height}` is drawn" in errors[0] and "larger than asked" in errors[0], errors
    least = int(re.search(r"give a `height` of (\d+) or more", errors[0]).group(1))
    result, errors = compile_text(_timeline(least, 1))
    assert not errors, errors
    drawn = Box.around([e.bounds for e in result.scene.elements if e.owner[:2] == ("marks", 0)])
    assert drawn is not None and abs(drawn.height - least) <= 1.0, (drawn, least)


def test_a_height_is_drawn_where_a_taller_frame_draws_it():
    """`sizes.honouring`: a block short of its height in a frame of that
    height (room kept round its plot, steps, cells) is drawn in the least
    taller frame that draws its height; where what it draws jumps past its
    height, none is found and the next size is said; where it never reaches
    it, neither."""
    from blueprint.layout.sizes import honouring

    frame, drawn = honouring(260.0, lambda height: height - 16.0)  # a plot that keeps 16 px round it
    assert frame is not None and abs(frame - 276.0) <= 1.0 and 259.0 <= drawn <= 261.0
    frame, drawn = honouring(116.0, lambda height: height - 10.0 if height < 121.0 else 130.0)  # what it holds grows in a step: 110, then 130
    assert frame is None and drawn == 130.0
    assert honouring(400.0, lambda height: min(height, 381.0)) == (None, None)  # steps that rise no more


@pytest.mark.parametrize("spec, key", [
    ("  - grid:\n      height: 250\n      rows: [[used, used, used, used], [used, red, used, used], [used, used, used, used]]\n      noun: GPU\n", "grid"),
    ("  - staircase:\n      height: 220\n      unit: min\n      steps: [{duration: 0.5}, {duration: 9-34}, {duration: 3}, {duration: 2}, {duration: 1}]\n", "staircase"),
    ("  - timeline:\n      height: 120\n      unit: min\n      span: 10 min\n      ticks: 1 min\n      lanes: [{label: node a, segments: [{end: 10 min}]}, {label: node b, segments: [{end: 6 min}]}]\n", "timeline"),
])
def test_a_grid_a_staircase_and_a_timeline_are_drawn_at_the_height_they_are_given(compile_text, spec: str, key: str) -> None:
    """faithful13: given heights were drawn short and passed (a grid's 490 as
    471, a staircase's 400 as 359, two named lanes' 116 as 112): each is now
    drawn at its height, to a px."""
    import re

    result, errors = compile_text("blueprint: 1\nsubject: one mark\nmarks:\n" + spec)
    assert not errors, errors
    asked = float(re.search(r"height: (\d+)", spec).group(1))
    drawn = Box.around([e.bounds for e in result.scene.elements if e.owner[:2] == ("marks", 0)])
    assert drawn is not None and abs(drawn.height - asked) <= 2.0, (key, drawn.height, asked)
