"""The layout stage: Spec -> Scene."""

from blueprint.layout.engine import layout

__all__ = ["layout"]
