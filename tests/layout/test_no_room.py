"""When the marks do not fit the card, the report names a block whose size
cannot give (layout/no_room.py): a timeline stretches to whatever width it is
given, so the row beside it that overflows is what takes the room (faithful12:
"`req` (a timeline) takes the most (1070 px)" of a row of grids 700 px apart)."""

from __future__ import annotations

from pathlib import Path

import yaml

from blueprint import SpecError
from blueprint.pipeline import compile_spec

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


def _pools_apart(gap: int) -> str:
    text = (CORPUS / "disaggregated-prefill-decode.yaml").read_text()
    return text.replace("gap: 440", f"gap: {gap}").replace("            size: 66\n", "")


def _errors(text: str) -> list:
    try:
        compile_spec(text, "spec.yaml")
    except SpecError as refused:
        return list(refused.diagnostics)
    return []


def test_a_row_that_cannot_narrow_is_named_not_the_timeline_that_stretches():
    (error,) = _errors(_pools_apart(700))
    assert "`pools` (a row)" in error.message and "`req`" not in error.message, error.message
    assert error.location.line == 7, error.format()  # at the row's `gap`, the key its advice names


def test_the_gap_it_offers_makes_the_row_fit():
    text = _pools_apart(700)
    (error,) = _errors(text)
    assert error.fix is not None, error.message
    path, value = error.fix
    data = yaml.safe_load(text)
    holder = data
    for step in path[:-1]:
        holder = holder[step]
    holder[path[-1]] = value
    assert _errors(yaml.safe_dump(data, sort_keys=False)) == []


def test_a_bar_too_thick_for_the_card_is_refused_at_its_height_with_one_that_fits():
    """A bar's `height` is honoured where the card has room; where it has
    not, the refusal stands at the key, with the largest height that fits."""
    text = (CORPUS / "allocator-fragmentation-oom.yaml").read_text().replace("height: 80", "height: 200", 1)
    (error,) = _errors(text)
    assert error.location.line == 8 and "`height`" in error.message, error.format()
    assert error.fix is not None and error.fix[0][-1] == "height", error.fix
    data = yaml.safe_load(text)
    data["marks"][0]["bar"]["height"] = error.fix[1]
    assert _errors(yaml.safe_dump(data, sort_keys=False)) == []
