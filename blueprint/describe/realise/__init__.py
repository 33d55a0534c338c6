"""The realiser: facts -> English, in the house voice (see core.py).

One module per form of content, not per mark: `core` says things, looks,
counts, stacks, members and companions; each further module says one form
(cells in rows, lanes along time, series over an axis, links between things,
like things said together)
for any mark whose facts take that form. `FORMS` maps a Thing's `form` to the
object that says it: `lead(say, thing)` (a noun phrase, or None for a thing
said only in sentences) and `sentences(say, thing)`.
"""

from blueprint.describe.realise.cells import CellsForm
from blueprint.describe.realise.core import CompanionForm, Realiser, ThingForm
from blueprint.describe.realise.lanes import LanesForm
from blueprint.describe.realise.links import LinkForm
from blueprint.describe.realise.parallel import ParallelForm
from blueprint.describe.realise.parts import PartsForm
from blueprint.describe.realise.series import SeriesForm

FORMS = {
    "thing": ThingForm,
    "companions": CompanionForm,
    "parts": PartsForm,
    "lanes": LanesForm,
    "cells": CellsForm,
    "links": LinkForm,
    "parallel": ParallelForm,
    "series": SeriesForm,
}

__all__ = ["FORMS", "Realiser"]
