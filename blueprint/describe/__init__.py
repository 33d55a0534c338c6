"""The describe stage: Spec + Scene -> alt text."""

from blueprint.describe.describer import Description, describe

__all__ = ["Description", "describe"]
