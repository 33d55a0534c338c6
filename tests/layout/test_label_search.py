"""The search's tally (layout/label_search.py): each label's costs, counted a
distinct place at a time, are the sums counted partner by partner, whatever
moves came before."""

from __future__ import annotations

import random

from blueprint.layout.label_search import ALIGN, CONFLICT, KIN, LEVEL, PHRASE, REACH, Label, _Tally, one_phrase, partners_within_reach
from blueprint.scene import Box, Text


def _crowd(count: int) -> list[Label]:
    """`count` labels of two widths offered the same four places round one spot."""
    labels = []
    for number in range(count):
        width = 16 if number < 10 else 32
        text = Text(f"l{number}", 690, 270, 26, "ink", Box(690, 244, width, 34), "label", ("marks", number, "label"), ("marks", number, "label"))
        places = [text.box, text.box.moved(-230, 0), text.box.moved(-95, 90), text.box.moved(-95 - width, 0)]
        spaced = [Box(b.x - 7.8, b.y, b.width + 15.6, b.height) for b in places]
        labels.append(Label(number, text, places, [10.0 * r for r in range(4)], spaced=spaced, sides=["right", "left", "below", "left"], kin=("icon",), phrased=[], levels=[0.5, 0.5, "below", 0.25]))
    for label in labels:
        label.phrased = [o for o in range(count) if o != label.index]
    return labels


def _spaced(label: Label) -> Box:
    assert label.spaced is not None
    return label.spaced[label.choice]


def _level(label: Label) -> object:
    assert label.levels is not None
    return label.levels[label.choice]


def _side(label: Label) -> str:
    assert label.sides is not None
    return label.sides[label.choice]


def _counted(number: int, labels: list[Label], partners, aligned, kinned) -> list[float]:
    """The costs partner by partner, as the search's docstring says them."""
    label = labels[number]
    assert label.spaced is not None and label.phrased is not None and label.sides is not None and label.levels is not None
    costs = list(label.unary)
    for place in range(len(costs)):
        costs[place] += CONFLICT * sum(label.spaced[place].overlaps(_spaced(labels[o])) for o in partners[number])
        costs[place] += PHRASE * sum(one_phrase(label.places[place], 26, labels[o].places[labels[o].choice], 26) for o in label.phrased)
        costs[place] += ALIGN * sum(labels[o].choice != place for o in aligned[number])
        costs[place] += KIN * sum(_side(labels[o]) != label.sides[place] for o in kinned[number])
        costs[place] += LEVEL * sum(_level(labels[o]) != label.levels[place] for o in kinned[number])
    return costs


def test_the_tally_counts_what_every_partner_counts_after_any_moves():
    labels = _crowd(24)
    everyone = [[o for o in range(24) if o != n] for n in range(24)]
    aligned = [[o for o in everyone[n] if o % 3 == n % 3] for n in range(24)]
    tally = _Tally(labels, everyone, aligned, everyone)
    moves = random.Random(27)
    for _ in range(200):
        tally.choose(moves.randrange(24), moves.randrange(4))
        number = moves.randrange(24)
        assert tally.costs(number) == _counted(number, labels, everyone, aligned, everyone)


def _word(number: int, x: float) -> Label:
    """A one-place label 40 px wide at `x`."""
    text = Text(f"w{number}", x, 114, 13, "ink", Box(x, 100, 40, 18), "label", ("marks", number, "label"), ("marks", number, "label"))
    return Label(number, text, [text.box], [0.0], spaced=[text.box])


def test_partners_are_the_labels_within_reach_whatever_the_drawing_s_size():
    near, touching, far = _word(0, 100), _word(1, 100 + 40 + 2 * REACH - 4), _word(2, 100 + 40 + 2 * REACH + 4)
    small = partners_within_reach([near, touching, far])
    large = partners_within_reach([near, touching, far, _word(3, 3900)])  # a label across a 4000 px card: the index's squares grow past 100 px
    assert small[0] == large[0] == [1]
    assert small[1] == large[1] == [0, 2]
    assert large[3] == []
