"""The count grids alike share, said once, after the last of them is said
("twelve cells are busy in both grids"; "in all three grids"): what a before
and an after keep the same is the point of setting them side by side."""

from __future__ import annotations

from blueprint.describe.realise.voice import Voice
from blueprint.describe.say.facts import Thing

SAID = "cells-alike"  # the realiser's memory of grids said, and of counts said


def alike_clause(say: Voice, thing: Thing, cell: str) -> str:
    """ "twelve cells are busy in both grids" once every grid of the count is
    said and this one last; else "". `cell`: the grid's noun for a cell."""
    fact = thing.alike
    said = say.memory(SAID)
    said.add(thing.key)
    if fact is None or ("count",) + fact.keys in said or not all(key in said for key in fact.keys):
        return ""
    said.add(("count",) + fact.keys)
    words = say.words
    grids = "both grids" if len(fact.keys) == 2 else f"all {words.number(len(fact.keys))} grids"
    verb = "is" if fact.count == 1 else "are"
    return f"{words.count(fact.count, cell)} {verb} {'busy' if fact.busy else 'taken'} in {grids}"
