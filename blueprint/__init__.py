"""Blueprint: short declarative specs compiled into diagrams in the house blueprint style.

    >>> import blueprint
    >>> result = blueprint.render("specs/kept-utilization.yaml")   # a path, YAML text or a dict
    >>> result.svg, result.png, result.alt, result.long_description, result.caption
    >>> result.save("output/")                                      # NAME.svg, NAME.png, NAME.alt.txt

A bad spec raises `blueprint.SpecError`; its `diagnostics` are located
(`PATH:LINE:COL: error: MESSAGE`). In Jupyter a result shows itself.
"""

from __future__ import annotations

import sys
import types

from blueprint import startup

startup.cache_methods()  # before the first dataclass is made (blueprint/startup.py)

from blueprint.diagnostics import Diagnostic, SpecError  # noqa: E402
from blueprint.pipeline import Result, compile_spec, render  # noqa: E402

__all__ = ["Diagnostic", "Result", "SpecError", "compile_spec", "render"]
__version__ = "0.1.0"


class _Package(types.ModuleType):
    """`blueprint.render` is the function, though a subpackage has the same
    name: the stages are imported lazily, and the first import of the
    subpackage would otherwise rebind the attribute to it. The subpackage
    stays importable (`from blueprint.render.svg import ...`), through
    `sys.modules` as always."""

    def __setattr__(self, name: str, value: object) -> None:
        if name == "render" and isinstance(value, types.ModuleType):
            return
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
