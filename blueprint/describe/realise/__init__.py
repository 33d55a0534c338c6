"""The realiser: facts -> English, in the house voice (see core.py).

One module per form of content, not per mark: `core` says things, looks,
counts, stacks, members and companions; each further module says one form
(cells in rows, lanes along time, series over an axis, links between things,
like things said together)
for any mark whose facts take that form. `FORMS` maps a Thing's `form` to the
object that says it (a `voice.Form`): `lead(say, thing)` (a noun phrase, or
None for a thing said only in sentences) and `sentences(say, thing)`. `say` is
what `voice` describes: a `Voice`, or, from the describer, a `Discourse` (its
speaker).
"""

from typing import TYPE_CHECKING

from blueprint.describe.realise.core import Realiser
from blueprint.describe.realise.voice import Form
from blueprint.lazy import Lazy

# each form's module is imported when a thing of that form is first said:
# describing bars never loads the series realiser and its shapes. A form is
# stateless (static methods): the table holds an instance of its class.
FORMS: Lazy[Form] = Lazy({
    "thing": "blueprint.describe.realise.core:ThingForm",
    "companions": "blueprint.describe.realise.core:CompanionForm",
    "parts": "blueprint.describe.realise.parts:PartsForm",
    "lanes": "blueprint.describe.realise.lanes:LanesForm",
    "cells": "blueprint.describe.realise.cells:CellsForm",
    "links": "blueprint.describe.realise.links:LinkForm",
    "parallel": "blueprint.describe.realise.parallel:ParallelForm",
    "alike": "blueprint.describe.realise.alike_bars:AlikeBarsForm",
    "series": "blueprint.describe.realise.series:SeriesForm",
    "bracket": "blueprint.describe.realise.brackets:BracketForm",
    "dimension": "blueprint.describe.realise.annotations:DimensionForm",
    "drop": "blueprint.describe.realise.annotations:DropForm",
    "guides": "blueprint.describe.realise.annotations:GuidesForm",
    "frame": "blueprint.describe.realise.annotations:FrameForm",
    "columns": "blueprint.describe.realise.columns:ColumnsForm",
    "band": "blueprint.describe.realise.bands:BandForm",
    "key": "blueprint.describe.realise.legend:LegendForm",
    "queue": "blueprint.describe.realise.queue:QueueForm",
}, lambda form: form())

if TYPE_CHECKING:  # each entry is a `Form`: checked by the type checker, imported by nothing at run time
    from blueprint.describe.realise import annotations, brackets, cells, core, lanes, links, parallel, parts, series

    _ENTRIES: tuple[Form, ...] = (
        core.ThingForm(), core.CompanionForm(), parts.PartsForm(), lanes.LanesForm(), cells.CellsForm(),
        links.LinkForm(), parallel.ParallelForm(), series.SeriesForm(), brackets.BracketForm(),
        annotations.DimensionForm(), annotations.DropForm(), annotations.FrameForm(),
    )

__all__ = ["FORMS", "Realiser"]
