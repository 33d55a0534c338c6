"""The same words drawn twice for one thing (issue 27: a curve's label under
its own axis title, "p99 queue wait" twice): the test layout asks before it
draws a label another text of the mark already says, and lint's rule for two
texts of one mark that say the same words near each other."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from blueprint.scene import SpecPath, Text

LISTED = ("ticks", "labels", "row-labels", "column-labels")  # keys whose items may repeat words by design (figures, names of rows)


def words_of(text: str) -> str:
    """The words a reader reads: case and spacing aside."""
    return " ".join(text.split()).casefold()


def same_words(a: str | None, b: str | None) -> bool:
    return bool(a and b) and words_of(a or "") == words_of(b or "")


def _listed(source: SpecPath) -> bool:
    return any(isinstance(key, str) and key in LISTED for key in source)


def titled(source: SpecPath) -> bool:
    """A text that names what a whole mark or axis shows (an axis's `title`)."""
    return bool(source) and source[-1] == "title"


def repeats(texts: Iterable[Text], mark_of: Callable[[SpecPath], SpecPath | None], reach: float) -> list[tuple[Text, Text]]:
    """Pairs of texts of one mark with the same words, one a title and the
    other a label under it, no further apart than `reach` (px between their
    boxes): the later of each pair first. Two parts may bear one name (two
    segments marked `restore`); a title and a label that say the same name
    one thing twice. Tick figures and lists of names are left out."""
    seen: dict[tuple[SpecPath | None, str], list[Text]] = {}
    found: list[tuple[Text, Text]] = []
    for text in texts:
        if _listed(text.source) or not text.text.strip():
            continue
        key = (mark_of(text.owner), words_of(text.text))
        if key[0] is None:
            continue
        for earlier in seen.get(key, []):
            if titled(earlier.source) != titled(text.source) and _apart(earlier, text) <= reach:
                found.append((text, earlier))
                break
        seen.setdefault(key, []).append(text)
    return found


def _apart(a: Text, b: Text) -> float:
    dx = max(a.box.x - b.box.right, b.box.x - a.box.right, 0.0)
    dy = max(a.box.y - b.box.bottom, b.box.y - a.box.bottom, 0.0)
    return max(dx, dy)
