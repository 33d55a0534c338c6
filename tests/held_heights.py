"""One check for every mark whose `height` must hold its words (a
timeline's lane names, towers' tier labels): at each height it is drawn with
its words apart, or refused at `height` with a height that, given, draws
them apart; never drawn with its words on one another (faithful14)."""

from __future__ import annotations

import re

from blueprint.rules import policy
from conftest import spec_text

HEIGHT_LINE = 5  # `height:` is the first key of the mark, on the spec's fifth line
LEAST = re.compile(r"give a `height` of (\d+) or more")


def words_apart(result, words) -> bool:
    """Whether no two of the labels `words` picks meet (lint's test, `policy.labels_meet`)."""
    labels = [e for e in result.scene.elements if e.role == "label" and words(e)]
    return all(not policy.labels_meet(a, b) for i, a in enumerate(labels) for b in labels[i + 1 :])


def held_at(compile_text, mark: str, height: int, words) -> None:
    """`mark` (YAML of one mark, `{height}` where its height goes) at `height`."""
    text = spec_text("blueprint: 1", "subject: held", "marks:") + mark.replace("{height}", str(height))
    result, errors = compile_text(text)
    if result is not None:
        assert words_apart(result, words), f"height {height}: drawn with its words on one another"
        return
    assert len(errors) == 1 and f":{HEIGHT_LINE}:" in errors[0] and "`height" in errors[0], f"height {height}: refused elsewhere than at `height`: {errors}"
    least = LEAST.search(errors[0])
    if least is None:
        assert "at most" in errors[0], errors[0]  # taller than it is drawn: another check's
        return
    given, more = compile_text(spec_text("blueprint: 1", "subject: held", "marks:") + mark.replace("{height}", least.group(1)))
    assert given is not None, f"height {height}: the height the message gives ({least.group(1)}) is refused too: {more}"
    assert words_apart(given, words), f"the height the message gives ({least.group(1)}) draws the words on one another"
