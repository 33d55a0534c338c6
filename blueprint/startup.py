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

The methods of dataclasses are kept compiled (`cache_methods`, for every
use of the package): Python writes each dataclass's `__init__`, `__repr__`,
`__eq__`, `__hash__`, `__setattr__` and `__delattr__` as source text and
compiles it every time the class is made, in every process (about 0.3 ms a
method: 35 ms of a `check`, whose modules make some 80 dataclasses). The
code compiled from each text is kept beside Blueprint's bytecode, as Python
keeps a module's, and read back by the next process; the functions are made
from it exactly as from the text.
"""

from __future__ import annotations

import gc
import marshal
import os
import sys
import types
from typing import Any

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
    if _compiled:
        _save_methods()


def closing() -> None:
    """The process is ending: leave nothing for the shutdown's collection to walk."""
    gc.freeze()
    if _compiled:
        _save_methods()


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


# --- the methods dataclasses write ------------------------------------------------------------

METHODS_FILE = "dataclass-methods"
MAX_METHODS = 2000  # beyond this, the file keeps only what its last process used
# Blueprint and what its commands import for it (not cairosvg's parser: the floor it is measured against has it);
# a notebook's other libraries are left alone
CACHED_PACKAGES = frozenset({"blueprint", "pydantic", "annotated_types", "typer", "drawsvg", "inflect", "more_itertools"})
_methods: dict[str, types.CodeType] = {}  # a method's source text -> its code
_used: set[str] = set()
_compiled = 0  # methods compiled by this process that the file lacks


def cache_methods() -> None:
    """Make dataclasses' methods from kept code where there is some (once per
    process). Python 3.11 and 3.12 write each method with `exec` on its text
    (`dataclasses._create_fn`); this `exec` is given the text's code, compiled
    once and kept. Where that function is not (Python 3.13 compiles a class's
    methods together), nothing is changed."""
    import dataclasses

    if not hasattr(dataclasses, "_create_fn") or getattr(dataclasses, "exec", None) is _exec:
        return
    path = _methods_path()
    if path is not None:
        _methods.update(_read_methods(path))
    dataclasses.exec = _exec  # type: ignore[attr-defined]  # a name of its module: the builtin elsewhere


def _exec(source: Any, globals: dict[str, Any] | None = None, locals: Any = None, /) -> None:
    """`exec` as dataclasses calls it (`globals`: the class's module's), on
    code kept for the same text, for the classes of Blueprint and of what
    it imports (CACHED_PACKAGES); any other text is compiled each time, as before.
    Either is compiled as `exec` compiles it there: without this module's
    `__future__` features (dataclasses.py has none)."""
    global _compiled
    if type(source) is str:
        kept = isinstance(globals, dict) and str(globals.get("__name__")).partition(".")[0] in CACHED_PACKAGES
        code = _methods.get(source) if kept else None
        if code is None:
            code = compile(source, "<string>", "exec", dont_inherit=True)
            if kept:
                _methods[source] = code
                _compiled += 1
        if kept:
            _used.add(source)
        source = code
    exec(source, globals, locals)


def _methods_path() -> str | None:
    """The kept methods' file, in the folder of this module's bytecode (which
    `PYTHONPYCACHEPREFIX` moves), named for this Python; None if it has none."""
    try:
        from importlib.util import cache_from_source

        folder = os.path.dirname(cache_from_source(__file__))
    except (NotImplementedError, ValueError):  # no bytecode cache in this Python
        return None
    return os.path.join(folder, f"{METHODS_FILE}.{sys.implementation.cache_tag}.bin")


def _read_methods(path: str) -> dict[str, types.CodeType]:
    """The kept methods, or none if the file is missing, damaged or from
    another Python (its first bytes are that Python's bytecode magic)."""
    from importlib.util import MAGIC_NUMBER

    try:
        with open(path, "rb") as file:
            data = file.read()
        if not data.startswith(MAGIC_NUMBER):
            return {}
        methods = marshal.loads(data[len(MAGIC_NUMBER):])
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    if not isinstance(methods, dict):
        return {}
    return {text: code for text, code in methods.items() if isinstance(text, str) and isinstance(code, types.CodeType)}


def _save_methods() -> None:
    """Keep the methods this process compiled, with those read (only this
    process's if the file grew past MAX_METHODS), unless bytecode is not to
    be written; written whole, under a temporary name first, so a reader
    never sees half a file. A file that cannot be written is left as it is."""
    global _compiled
    _compiled = 0
    path = _methods_path()
    if path is None or sys.dont_write_bytecode:
        return
    from importlib.util import MAGIC_NUMBER

    kept = _methods if len(_methods) <= MAX_METHODS else {text: _methods[text] for text in _used}
    temporary = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(temporary, "wb") as file:
            file.write(MAGIC_NUMBER + marshal.dumps(kept))
        os.replace(temporary, path)
    except (OSError, ValueError):
        try:
            os.unlink(temporary)
        except OSError:
            pass
