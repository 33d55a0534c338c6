"""Like things named by their places, runs merged: "the second to fifth",
"the top three", "the second and fourth" (issue 26: facts about like things
merge; never "the second, the third, the fourth and the fifth")."""

from __future__ import annotations

from blueprint.describe.say.words import Words


def runs(positions: list[int]) -> list[list[int]]:
    """Positions (from 0) in runs of consecutive ones, in order."""
    found: list[list[int]] = []
    for position in sorted(set(positions)):
        if found and position == found[-1][-1] + 1:
            found[-1].append(position)
        else:
            found.append([position])
    return found


def ordinals(words: Words, positions: list[int], *, top: bool = False) -> str:
    """The places of like things, from 0, as words before their plural noun:
    "second to fifth" (a run of three or more), "second and third", "top
    three" (`top`: a run from the first, said from the top)."""
    said = []
    for run in runs(positions):
        if top and run[0] == 0 and len(run) > 1:
            said.append(f"top {words.number(len(run))}")
        elif len(run) > 2:
            said.append(f"{_ordinal(words, run[0], top)} to {words.ordinal(run[-1] + 1)}")
        else:
            said += [_ordinal(words, position, top) for position in run]
    return words.join(said)


def _ordinal(words: Words, position: int, top: bool) -> str:
    return "top" if top and position == 0 else words.ordinal(position + 1)
