"""The queue's words: what the alt text calls a queue, its rails and its
front. The realiser (`describe/realise/queue.py`) puts them together."""

from __future__ import annotations

WAITING = "waiting"  # jobs in a queue wait: "five waiting jobs"
RAILS = "between two open grey rails"
FRONT = "front"  # "the front job"
END = {"left": "at the left end", "right": "at the right end"}
WIDTHS = "of different widths"
OTHERS = "the other {count}"  # "the other four"
BEHIND = "behind it"  # the jobs behind the front one, listed
OF = "of {others}"  # "of the other four, three are white and one is grey"
ALL = "all {count}"
BOTH = "both"  # all of two


def queue_of(counted: str) -> str:
    """ "a queue of five waiting jobs"."""
    return f"a queue of {counted}"
