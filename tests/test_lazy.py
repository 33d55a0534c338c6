"""A lazy table imports an entry's module only when the entry is read."""

from __future__ import annotations

import subprocess
import sys

import pytest

from blueprint.lazy import Lazy


def test_names_are_listed_without_importing_and_reading_imports():
    table = Lazy({"nowhere": "blueprint.no_such_module:Nothing", "path": "os.path:join"})
    assert list(table) == ["nowhere", "path"] and len(table) == 2 and "nowhere" in table and "else" not in table
    import os.path

    assert table["path"] is os.path.join
    with pytest.raises(ModuleNotFoundError):
        table["nowhere"]  # only reading the entry imports its module


def test_make_turns_what_is_found_into_the_value():
    assert Lazy({"n": "fractions:Fraction"}, lambda cls: cls(1, 2))["n"] == 0.5


def test_describing_bars_loads_no_realiser_of_another_form():
    """The realiser's forms are such a table: a diagram of bars is described
    without importing the series, lanes or cells realisers."""
    probe = (
        "import sys\nfrom blueprint import compile_spec\n"
        "compile_spec(open('specs/kept-utilization.yaml', 'rb').read(), 'specs/kept-utilization.yaml')\n"
        "print(' '.join(m for m in sys.modules if m.startswith('blueprint.describe.realise.')))\n"
    )
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=root, timeout=120, check=True)
    loaded = {m.rsplit(".", 1)[1] for m in done.stdout.split()}
    assert "parts" in loaded
    assert not loaded & {"series", "lanes", "cells", "lane_steps"}, loaded
