"""Every spec example in the README compiles: the guide cannot drift from the code."""

from __future__ import annotations

import re

import pytest

from conftest import ROOT

EXAMPLES = re.findall(r"```yaml\n(.*?)```", (ROOT / "README.md").read_text(encoding="utf-8"), flags=re.S)


def test_the_readme_has_examples():
    assert len(EXAMPLES) >= 3


@pytest.mark.parametrize("index", range(len(EXAMPLES)))
def test_readme_example_compiles(compile_text, index):
    result, errors = compile_text(EXAMPLES[index], f"README-example-{index + 1}.yaml")
    assert not errors, errors
    assert result.alt.startswith("Cedana. Blueprint of ")
