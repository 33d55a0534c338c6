"""The narrower frame a chart is given when what hangs beside it overflows
(`layout/passes.narrowed_to_fit`): narrowing may move what hangs there (a
series' name goes past its line's end into the room freed, a dimension
beyond it), so a narrower pass that overflows as much is narrowed once more
from what it drew, before the marks are refused for width."""

from __future__ import annotations

from blueprint.pipeline import compile_spec
from blueprint.scene import Text
from curve_examples import ALLREDUCE_LOG

NAME_PAST_END_AND_A_DIMENSION = ALLREDUCE_LOG + """\
  - dimension: {from: ar.pcie.at-1GB, to: ar.nvlink.at-1GB, side: right, colour: blue, label: 20x}
"""


def test_a_name_that_moves_past_its_end_when_narrowed_still_fits_beside_a_dimension():
    result = compile_spec(NAME_PAST_END_AND_A_DIMENSION, "ar.yaml")  # refused for width before (SpecError)
    scene = result.scene
    name = next(e for e in scene.elements if isinstance(e, Text) and e.text == "nvlink")
    dimension = [e for e in scene.elements if e.role == "dimension"]
    assert dimension and name.bounds.right < min(e.bounds.x for e in dimension)  # the name past its end, the dimension beyond it
    assert all(0 <= e.bounds.x and e.bounds.right <= scene.width for e in scene.elements)
