"""inflect, imported on first use without typeguard's `@typechecked`.

inflect 7 wraps its methods with it, and typeguard re-parses and recompiles
their source at import, about 1 s of every start (3 s on a busy machine) for
argument checks our calls never need; imported this way it costs about 40 ms
(`python -X importtime`, `benchmarks/perf.py`). Commands that say nothing
(`--help`, `check`) do not import it at all.
"""

from __future__ import annotations

import sys
import types


def _unchecked(target=None, **_options):  # type: ignore[no-untyped-def]
    """typeguard's `typechecked`, doing nothing (as it does under `python -O`)."""
    return target if target is not None else (lambda later: later)


def _inflect() -> types.ModuleType:
    """inflect, imported while `typeguard` names a stand-in whose `typechecked`
    leaves functions as they are; the real typeguard (if any) is put back at
    once, so nothing else in the process sees the stand-in."""
    if "inflect" in sys.modules:
        return sys.modules["inflect"]
    stand_in = types.ModuleType("typeguard")
    stand_in.typechecked = _unchecked  # type: ignore[attr-defined]
    real = sys.modules.get("typeguard")
    sys.modules["typeguard"] = stand_in
    try:
        import inflect
    finally:
        if real is None:
            del sys.modules["typeguard"]
        else:
            sys.modules["typeguard"] = real
    return inflect
