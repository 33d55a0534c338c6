"""Where a bar that ends at its parts ends, said against the bar above it
on the same scale (bars7, `describe/marks/bar._reach`): "its left end under
the solid grey part of the top bar, reaching a little past it", "ending
where the red hatched part of the second bar ends", "just short of half the
length of the top bar"."""

from __future__ import annotations

from blueprint.describe.say.facts import Thing
from blueprint.describe.say.salient import near_fraction
from blueprint.describe.say.words import Words
from blueprint.values import Share


def reaching(words: Words, reach: Thing, part: str, bar: str, along: str) -> str:
    """The bar's ending: `part` names the part above it reaches ("the grey
    part of the top bar"), `bar` the bar above, `along` the ending said
    without it ("ending about two fifths of the way along")."""
    if reach.quality == "past":
        return f"{along}, its left end under {part}, reaching a little past it"
    if reach.quality == "with":
        return f"ending where {part} ends"
    if reach.quality and reach.quality.startswith("with-"):  # only its outlined last part reaches there
        return f"its {reach.quality.removeprefix('with-')} part ending where {part} ends"
    if reach.share is not None and (near := near_fraction(reach.share)) is not None:
        by = "" if near.fraction == reach.share else "just short of " if reach.share < near.fraction else "just past "
        simple = Share(near.fraction, f"{near.fraction.numerator}/{near.fraction.denominator}", "fraction")
        return f"ending {by or 'at '}{words.fraction(simple).removeprefix('one ')} the length of {bar}"  # "where its parts end" said nothing a reader sees (review 7-C)
    return f"{along}, under {part}"
