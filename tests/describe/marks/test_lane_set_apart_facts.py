"""A lane set apart (`set-apart: true`) is said so, and never told together
with the lanes above it (vocab13)."""

from __future__ import annotations

from conftest import compiled_marks
from layout.marks.test_lane_set_apart import LANES




def test_a_lane_set_apart_is_said_so(compile_text):
    alt = compiled_marks(compile_text, LANES.replace("{label: node 2,", "{label: node 2, set-apart: true,")).alt
    assert "node 2, set apart from the lanes above by a wider gap," in alt, alt
    assert "node 1 and node 2" not in alt, "told apart from the lane above, which is alike but not set apart"
