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
