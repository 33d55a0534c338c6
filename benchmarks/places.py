"""Check the places the alt text says of generated compositions (issue 26).

    python benchmarks/places.py                   # 1,000 compositions
    python benchmarks/places.py --examples 5000 -v

Each composition (tests/compositions.py: icons placed against one another,
columns and rows of like icons, pins, links, a chart in the stack) is drawn as
a draft and described; every place the description says is a claim
(`Description.places`) checked against the scene (`say/places.py`). Prints how
many composed, how many claims were checked (by frame and word) and how many
were false, with the first false ones (-v: all, with their specs). Exits 1 if
any claim is false. The test suite runs 100 (tests/describe/say/
test_places_true.py).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from hypothesis import HealthCheck, given, settings  # noqa: E402

from blueprint.describe import describe  # noqa: E402
from blueprint.describe.say.place_check import check_all  # noqa: E402
from blueprint.diagnostics import SpecError  # noqa: E402
from blueprint.pipeline import compile_spec  # noqa: E402
from compositions import composition  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=1000, help="compositions to try (default 1,000)")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every false claim with its spec")
    args = parser.parse_args()
    counts: Counter[str] = Counter()
    words: Counter[str] = Counter()
    false: list[tuple[str, str, str]] = []
    started = time.perf_counter()

    @settings(max_examples=args.examples, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(composition())
    def run(text: str) -> None:
        counts["tried"] += 1
        try:
            result = compile_spec(text, "composition.yaml", draft=True)
        except SpecError:
            counts["refused by layout"] += 1
            return
        counts["composed"] += 1
        description = describe(result.spec, result.scene, result.theme)
        counts["claims"] += len(description.places)
        words.update(f"{c.place.frame}: {c.place.word}" for c in description.places)
        for claim, why in check_all(description.places, result.scene):
            false.append((text, result.alt, why))

    run()
    print(f"{counts['tried']} compositions tried, {counts['composed']} composed ({counts['refused by layout']} refused by the layout)")
    print(f"{counts['claims']} place claims checked, {len(false)} false, in {time.perf_counter() - started:.0f} s")
    for word, count in sorted(words.items()):
        print(f"  {count:6d}  {word}")
    for text, alt, why in false if args.verbose else false[:5]:
        print(f"FALSE: {why}\n  alt: {alt}" + (f"\n{text}" if args.verbose else ""))
    return 1 if false else 0


if __name__ == "__main__":
    sys.exit(main())
