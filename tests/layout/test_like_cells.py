"""Grids of one noun with no `size` are drawn at one cell size: a shared scale
is one scale (faithful12: a row of a prefill pool and a decode pool drew a
prefill GPU at 80 px and a decode GPU at 66.5, so one looked bigger). The
engine draws them alike (layout/passes.py) and the relation check holds it
(layout/relations.py)."""

from __future__ import annotations

from pathlib import Path

from blueprint.layout import relations as held
from blueprint.pipeline import compile_spec

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


def _cell_sizes(result, paths):
    return {path: min(e.bounds.width for e in result.scene.elements if e.role == "cell" and tuple(e.owner) == path) for path in paths}


POOLS = ((CORPUS / "disaggregated-prefill-decode.yaml").read_text().replace("            size: 66\n", ""))
GRIDS = [("marks", 0, "row", "marks", 0, "grid"), ("marks", 0, "row", "marks", 1, "grid")]


def test_two_grids_of_one_noun_in_a_row_draw_one_cell_size():
    result = compile_spec(POOLS, "spec.yaml")
    sizes = _cell_sizes(result, GRIDS)
    assert max(sizes.values()) - min(sizes.values()) <= 0.5, sizes


def test_grids_of_other_nouns_keep_their_own_sizes():
    text = POOLS.replace("noun: GPU cell\n            rows: [[used, used], [used, used]]", "noun: CPU socket\n            rows: [[used, used], [used, used]]")
    result = compile_spec(text, "spec.yaml")
    sizes = _cell_sizes(result, GRIDS)
    assert max(sizes.values()) - min(sizes.values()) > 0.5, sizes


def test_the_relation_check_refuses_like_cells_drawn_apart(monkeypatch):
    """The check, not the engine: like grids drawn at two sizes are refused at the second."""
    from blueprint.layout import passes

    monkeypatch.setattr(passes, "like_cells", lambda *args: {})  # the engine's sharing left out
    from blueprint import SpecError

    try:
        compile_spec(POOLS, "spec.yaml")
    except SpecError as refused:
        assert any("one size" in d.message for d in refused.diagnostics), refused.diagnostics
    else:
        raise AssertionError("like cells drawn at two sizes passed")
    assert held  # the check lives in layout/relations.py
