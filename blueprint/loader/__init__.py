"""The loader stage: spec text -> Spec."""

from blueprint.loader.spec import Spec, load

__all__ = ["Spec", "load"]
