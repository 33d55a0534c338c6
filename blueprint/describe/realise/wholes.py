"""Like things of one noun that look apart, counted whole first (aggregation):
"a column of three GPU cards: the top two whose status bars are grey and the
bottom one, a GPU card whose status bar is white". A reader counts the column
before telling its cards apart; each run is then named by the end of the row
or column it fills. The phrases of a run and of a lone thing are the caller's
(`links`), so this module needs no other of the realiser's but `where`."""

from __future__ import annotations

from collections.abc import Callable

from blueprint.describe.realise import where
from blueprint.describe.realise.voice import Voice
from blueprint.describe.say.facts import Thing
from blueprint.describe.say.places import Place

EDGES = ("top", "bottom", "left", "right")  # the ends of a row or column a run can fill


def counted_whole(say: Voice, parts: tuple[Thing, ...], kin: tuple[Thing, ...],
                  run: Callable[[Thing, str], str], alone: Callable[[Thing], str]) -> str:
    """ "three GPU cards: the top two ... and the bottom one, ...", or "" where a
    run stands at no end or no place is drawn (then nothing is recorded).
    `kin`: every thing the parts hold, in order; `run(part, lead)` says a
    counted part after its lead ("the top two"); `alone(part)` says a lone one."""
    if len(kin) < 3 or not any(p.count > 1 for p in parts):
        return ""
    planned: list[tuple[Thing, Thing, str, Place | None]] = []
    for part in parts:
        members = part.members if part.count > 1 else (part,)
        ranks = sorted(where.rank(say, kin, kin.index(m)) for m in members)
        at_an_end = ranks in (list(range(1, len(ranks) + 1)), list(range(len(kin) - len(ranks) + 1, len(kin) + 1)))
        if part.count > 1 and not at_an_end:
            return ""  # a run in the middle has no end to name it by
        edge = members[0] if ranks[0] == 1 else members[-1]
        spot, place = where.position(say, kin, kin.index(edge))
        if not spot or (part.count > 1 and spot not in EDGES):
            return ""
        planned.append((part, edge, spot, place))
    said = []
    for part, edge, spot, place in planned:  # every run named: now each place is said
        if part.count > 1:
            said.append(run(part, say.places.said(edge.key, place, f"the {spot} {say.words.number(part.count)}")))
        else:
            said.append(f"{say.places.said(part.key, place, f'the {spot} one')}, {alone(part)}")
    return f"{say.words.number(len(kin))} {say.words.plural(parts[0].noun)}: {say.words.join(said)}"
