"""Golden files: the scene, SVG and alt text of gallery specs, byte for byte.

Regenerate with `pytest --update-golden`, then look at the PNGs before committing.
"""

from __future__ import annotations

import json

import pytest

import blueprint
from conftest import GOLDEN, SPECS

NAMES = ["fee-break-even", "kept-utilization", "idle-notebook", "month-utilization", "fill-idle-gpus", "cold-start", "wall-time", "snapshot-towers", "day-demand", "burst-capacity"]


def outputs(name: str) -> dict[str, str]:
    result = blueprint.render(SPECS / f"{name}.yaml")
    return {
        f"{name}.scene.json": json.dumps(result.scene.to_json(), indent=1, sort_keys=True) + "\n",
        f"{name}.svg": result.svg,
        f"{name}.alt.txt": result.alt + "\n",
    }


@pytest.mark.parametrize("name", NAMES)
def test_golden(name, update_golden):
    for file_name, text in outputs(name).items():
        path = GOLDEN / file_name
        if update_golden:
            path.write_text(text, encoding="utf-8")
            continue
        assert path.exists(), f"{path} is missing: run pytest --update-golden"
        assert text == path.read_text(encoding="utf-8"), f"{file_name} changed: review, then pytest --update-golden"


@pytest.mark.parametrize("name", NAMES)
def test_same_spec_same_bytes(name):
    first, second = outputs(name), outputs(name)
    assert first == second
    assert blueprint.render(SPECS / f"{name}.yaml").png == blueprint.render(SPECS / f"{name}.yaml").png
