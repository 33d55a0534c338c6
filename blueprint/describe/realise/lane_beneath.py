"""Parts laid across a timeline's stretches, said once for each look and
meaning: "In all eight lanes, a thin blue bar runs under each stretch of
compute, standing for the all-reduce." They are drawn in a thin track beneath
the stretches (`layout/marks/timeline/parts.py`); what they are, the
describer's `Beneath` facts."""

from __future__ import annotations

from blueprint.describe.realise.lane_looks import stretch_parts
from blueprint.describe.say.facts import Lanes
from blueprint.describe.say.facts.lanes import Beneath
from blueprint.describe.say.look_words import prenominal_look
from blueprint.describe.say.words import Words


def beneath_sentences(words: Words, facts: Lanes) -> list[str]:
    """One sentence for each kind of part beneath the stretches: where (every
    lane, or how many), its look, which stretches it runs under (each, or how
    many) and what it stands for."""
    said = []
    for beneath in facts.beneath:
        where = _lanes(words, beneath, len(facts.lanes))
        look = prenominal_look(beneath.look.colour, beneath.look.hatch, beneath.look.line, beneath.look.line_colour)
        bar = " ".join(filter(None, ["a thin" if beneath.each else "", look, "bar" if beneath.each else "bars"]))
        if not beneath.each:
            bar = f"{words.number(beneath.count)} thin {' '.join(filter(None, [look, 'bars']))}"
        verb = "runs" if beneath.each else "run"
        means = f", standing for {beneath.means}" if beneath.means else ""
        said.append(f"{where}{bar} {verb} under {_stretches(words, beneath)}{means}")
    return [sentence[0].upper() + sentence[1:] for sentence in said]


def _lanes(words: Words, beneath: Beneath, lanes: int) -> str:
    """ "In all eight lanes, ", "In three of the eight lanes, "; "" for a lone lane."""
    if lanes == 1:
        return ""
    if beneath.lanes == lanes:
        return f"in all {words.number(lanes)} lanes, " if lanes > 2 else "in both lanes, "
    return f"in {words.number(beneath.lanes)} of the {words.number(lanes)} lanes, "


def _stretches(words: Words, beneath: Beneath) -> str:
    """ "each stretch of compute", "each stretch marked load", "each grey
    stretch"; "the grey stretches" where not every one has a part beneath."""
    if beneath.under_means:
        head, after = "stretch", f" of {beneath.under_means}"
    elif beneath.under_label:
        head, after = "stretch", f" marked {words.spoken(beneath.under_label)}"
    else:
        head, after = stretch_parts(beneath.under)
    return f"each {head}{after}" if beneath.each else f"some of the {words.plural(head)}{after}"
