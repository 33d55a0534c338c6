"""Many labels are placed, not waited for: 300 labelled segments on two
timelines compile (how the time grows with 1,000 and 3,000 is
`benchmarks/label_scale.py`'s business; tests time nothing)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from label_scale import timelines  # noqa: E402

from blueprint.pipeline import compile_spec  # noqa: E402


def test_three_hundred_labels_are_placed():
    result = compile_spec(timelines(300), "labels.yaml", draft=True)
    labels = [e for e in result.scene.elements if e.kind == "text" and "segments" in e.owner]
    assert len(labels) == 300
