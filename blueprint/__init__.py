"""Blueprint: short declarative specs compiled into diagrams in the house blueprint style.

    >>> import blueprint
    >>> result = blueprint.render("specs/kept-utilization.yaml")
    >>> result.svg, result.png, result.alt
"""

from blueprint.diagnostics import Diagnostic, SpecError
from blueprint.pipeline import Result, compile_spec, render

__all__ = ["Diagnostic", "Result", "SpecError", "compile_spec", "render"]
__version__ = "0.1.0"
