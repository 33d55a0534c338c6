"""Whether a writer's gloss (`means`) only says again what a drawn label says:
a stretch marked "cordon 4 s" that means "cordon", one marked "spare 9 s"
that means "spare". Readers found "In the timeline, the dark stretch is cordon, ..."
said the sentence before it again (review 10-D, spot-drain; 10-B,
restore-paths; 10-A, weight-stream-hops). Words compared by their stems, so
"move" and "moving" are one word; figures and units are not words of sense."""

from __future__ import annotations

import re

# Words that carry no sense of their own in a label or a gloss.
_SLIGHT = frozenset("a an the of to from for in on at by and with its it is".split())
# Units a label's figure carries ("4 s", "17 min"): not part of what the label names.
_UNITS = frozenset("s ms sec secs second seconds min mins minute minutes h hr hrs hour hours gb tb mb gib %".split())


def _stem(word: str) -> str:
    """ "moving", "moves", "moved" -> "mov"; "warm-up" -> "warm-up"."""
    for ending in ("ing", "ed", "es", "s", "e"):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[: -len(ending)]
    return word


def sense(text: str) -> frozenset[str]:
    """The stems of a phrase's words of sense: no figures, units or slight words."""
    found = re.findall(r"[a-z][\w'-]*", text.lower())
    return frozenset(_stem(word) for word in found if word not in _SLIGHT and word not in _UNITS)


def label_says(label: str | None, means: str | None) -> bool:
    """Whether a part's drawn label already says all the writer's gloss says:
    every word of sense of the gloss is among the label's ("cordon" of "cordon
    4 s"). A gloss that adds a word ("inference reclaiming its GPUs" of
    "reclaimed 08:00": who reclaims) is kept."""
    if not label or not means:
        return False
    glossed = sense(means)
    return bool(glossed) and glossed <= sense(label)


def meanings_in_turn(parts: "list[tuple[str | None, str, int]]") -> list[str]:
    """The meanings of one look's parts, in the order every lane that holds
    them meets them ("a new node starting", then "warming up"), where each
    such lane holds each meaning once and all in that one order; [] else.
    `parts`: (label, meaning, lane) in reading order."""
    by_lane: dict[int, list[str]] = {}
    for _, means, lane in parts:
        by_lane.setdefault(lane, []).append(means)
    orders = {tuple(seq) for seq in by_lane.values()}
    if len(orders) != 1:
        return []
    order = next(iter(orders))
    return list(order) if len(order) > 1 and len(set(order)) == len(order) else []
