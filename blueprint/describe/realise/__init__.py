"""The realiser: facts -> English, in the house voice (see core.py).

One module per kind of fact, not per mark: `core` says things, looks, counts,
stacks and members; further modules say relations between things, cells,
lanes along time and series over an axis. `Realiser` gathers them.
"""

from blueprint.describe.realise.core import Realiser

__all__ = ["Realiser"]
