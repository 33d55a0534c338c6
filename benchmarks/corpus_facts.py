"""Print how many of the corpus's facts the generated alt texts state.

    python benchmarks/corpus_facts.py [-v]

A figure, not a timing: per entry, the facts stated out of those written
(with -v, the missing facts and the alt text), then the share over the corpus.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from corpus_facts import check, names  # noqa: E402


def main() -> None:
    verbose = "-v" in sys.argv
    total = stated = failed = 0
    for name in names():
        entry = check(name)
        total += len(entry.facts)
        stated += entry.stated
        failed += entry.alt is None
        mark = "FAILED " if entry.alt is None else ""
        print(f"{entry.stated:3d}/{len(entry.facts):<3d} {mark}{name}")
        if verbose:
            for error in entry.errors:
                print(f"        {error}")
            for fact in entry.missing:
                print(f"        missing: {fact}")
            if entry.alt:
                print(f"        alt: {entry.alt}")
    share = 100 * stated / total if total else 0.0
    print(f"corpus: {stated}/{total} facts stated ({share:.1f}%), {failed} specs failed to compile")


if __name__ == "__main__":
    main()
