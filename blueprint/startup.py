"""The garbage collector while a command starts and when it ends.

A fresh `blueprint` process imports typer, pydantic, the stages it runs and
builds their models: tens of thousands of objects that live as long as the
process. Python's collector, counting allocations, walks them again and again
as they are made (40 to 60 ms of a one-spec `render`, 15 of a `check`), and
once more when the interpreter shuts down (another 40 to 120 ms), only to
free memory the system takes back anyway. None of them is garbage.

So the command line holds the collector from its start (`hold`) until its
first diagram is compiled or checked (`settled`, called by the compile
pipeline): then what start-up built is frozen, never walked again, and
collection resumes for what the work makes (a folder of specs, a watch, a
preview run for hours; a pool's worker settles after its own first spec).
`closing` freezes everything as the process ends, so the collection at
shutdown has nothing to walk. Outside the command line (the API, a notebook,
a site generator) nothing is held and `settled` does nothing.
"""

from __future__ import annotations

import gc
import os
import sys
import types

_held = False
PLUGIN_LOADER = "pydantic.plugin._loader"


def hold() -> None:
    """Pause the collector while a command starts (the command line only).
    Pydantic's plugins are left out too: on its first model pydantic looks
    for them in every installed package's metadata, and the command line has
    none to run (typer turns them off for its own models the same way)."""
    global _held
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    _no_plugin_search()
    if gc.isenabled():
        gc.disable()
        _held = True


def settled() -> None:
    """The stages are loaded: freeze what start-up built and resume collecting,
    if `hold` paused it; else nothing."""
    global _held
    if _held:
        _held = False
        gc.freeze()
        gc.enable()


def closing() -> None:
    """The process is ending: leave nothing for the shutdown's collection to walk."""
    gc.freeze()


def _no_plugin_search() -> None:
    """Pydantic's plugin loader imports `importlib.metadata` (and with it
    `email`, `zipfile`, `csv`: about 15 ms of a `check`) when the first model
    is built, only to return no plugin when they are all turned off. When
    they are (`PYDANTIC_DISABLE_PLUGINS`, which `hold` sets unless the user
    set it otherwise), the loader is a module of that one answer. A user who
    names plugins to leave out, or none, gets pydantic's own loader."""
    if os.environ.get("PYDANTIC_DISABLE_PLUGINS") not in ("__all__", "1", "true") or PLUGIN_LOADER in sys.modules:
        return
    loader = types.ModuleType(PLUGIN_LOADER, "Pydantic's plugin loader with every plugin turned off (blueprint/startup.py).")
    loader.get_plugins = _no_plugins  # type: ignore[attr-defined]
    sys.modules[PLUGIN_LOADER] = loader


def _no_plugins() -> tuple[()]:
    return ()
