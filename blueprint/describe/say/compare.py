"""Comparisons the values show, computed once for every mark: which of a
thing's parts is far longer than the rest, the longest, the second longest,
the shortest, the widest of a bar's parts. Marks state them as qualities of
their parts; the realiser says them ("the weights tread is the longest,
compile the second longest"). Totals, regular spacing and equal steps are
`say/salient.py`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

FAR_LONGER = 2.0  # at least this many times the next longest: "far longer than the rest"
CLEAR = 1.2  # a size at least this many times the next one stands clear of it
FAR_SHORTER = 1 / 3  # at most this share of what it is set against: "far shorter"
FIGURED_CLEAR = 1.05  # where every label gives its figure, a lead this small is told: the figures show it, not only the eye


def ranked(sizes: Sequence[float]) -> dict[int, str]:
    """Qualities by index: "far-longer" (one dwarfs the rest) or "longest" and,
    after a plain longest, "second-longest"; "shortest". Only where the sizes
    stand clear of their neighbours, and only among three or more."""
    if len(sizes) < 3:
        return {}
    order = sorted(range(len(sizes)), key=lambda i: (-sizes[i], i))
    first, second, third = (sizes[i] for i in order[:3])
    said: dict[int, str] = {}
    if first >= FAR_LONGER * second:
        said[order[0]] = "far-longer"
    elif first >= CLEAR * second:
        said[order[0]] = "longest"
        if second >= CLEAR * third:
            said[order[1]] = "second-longest"
    least, next_least = sizes[order[-1]], sizes[order[-2]]
    if least * CLEAR <= next_least and order[-1] not in said:
        said[order[-1]] = "shortest"
    return said


def far_shorter(size: float, whole: float) -> bool:
    """Whether a thing is far shorter than what it is set against."""
    return whole > 0 and size <= FAR_SHORTER * whole


def widest(share: float | Fraction, others: Sequence[float | Fraction], lead: float | Fraction) -> bool:
    """Whether a part is the widest of three or more: at least `lead` times
    each other one."""
    return len(others) >= 2 and all(share >= lead * other for other in others)


def widest_of_rest(shares: Sequence[Fraction], lead: float | Fraction) -> int | None:
    """The part (`shares`: each part's share of what holds them) that stands
    clear of the rest once one part covers over half of the whole ("the widest of the other three"): three or more others, and
    the widest of them at least `lead` times each other one and no thin
    sliver. None where no part covers over half, or none of the rest stands
    clear."""
    big = [i for i, share in enumerate(shares) if Fraction(1, 2) < share < 1]  # shares of what holds them: over half of it
    if len(big) != 1 or len(shares) < 4:
        return None
    rest = [i for i in range(len(shares)) if i != big[0]]
    top = max(rest, key=lambda i: shares[i])
    return top if widest(shares[top], [shares[i] for i in rest if i != top], lead) else None


def longer_than_together(sizes: Sequence[float], index: int, most: Sequence[float] | None = None) -> bool:
    """Whether one of three sizes or more is longer than all the others put
    together ("longer than the other four together"): a claim a reader
    cannot see without adding up. `most`: the others' sizes at the long end
    of their ranges (`sizes` at the short end), so it holds however the
    ranges fall."""
    others = [size for i, size in enumerate(most if most is not None else sizes) if i != index]
    return len(sizes) >= 3 and sizes[index] > sum(others)
