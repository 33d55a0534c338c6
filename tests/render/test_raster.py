import pytest

import blueprint
from blueprint.pipeline import compile_spec
from conftest import SPECS


def png_size(png: bytes) -> tuple[int, int]:
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    return int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")


def test_png_is_2x_by_default():
    assert png_size(blueprint.render(SPECS / "fee-break-even.yaml").png) == (2400, 1260)


@pytest.mark.parametrize("scale, size", [(1, (1200, 630)), (0.5, (600, 315))])
def test_png_scale(scale, size):
    text = (SPECS / "fee-break-even.yaml").read_text()
    assert png_size(compile_spec(text, "x.yaml", scale=scale).png) == size


def test_png_is_only_made_when_asked():
    result = blueprint.render(SPECS / "fee-break-even.yaml")
    assert "png" not in result.__dict__
    _ = result.png
    assert "png" in result.__dict__
