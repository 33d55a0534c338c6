"""Check the counts and comparisons the alt text says of generated compositions (issue 26).

    python benchmarks/salient.py                   # 1,000 compositions
    python benchmarks/salient.py --examples 5000 -v

Each composition (tests/compositions.py `salient_composition`: lanes with
crosses, checkpoints and interruptions, a step line, bars of parts, a
staircase) is drawn as a draft and described; every salient fact its alt text
states (a total across lanes, "every two hours", equal steps, the widest,
the longest, about a fraction, a count) is held against the spec's values
(tests/salient_check.py), and the text against the grammar checks
(tests/grammar.py). Prints how many composed, how many facts of each kind
were stated and how many were false or ungrammatical, with the first ones
(-v: all, with their specs). Exits 1 if any. The test suite runs 40 of each
kind (tests/describe/say/test_salient_true.py).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import yaml  # noqa: E402
from hypothesis import HealthCheck, given, settings  # noqa: E402

from blueprint.diagnostics import SpecError  # noqa: E402
from blueprint.pipeline import compile_spec  # noqa: E402
from compositions import salient_composition  # noqa: E402
from grammar import problems  # noqa: E402
from salient_check import check  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=1000, help="compositions to try (default 1,000)")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every false statement with its spec")
    args = parser.parse_args()
    counts: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    false: list[tuple[str, str, str]] = []
    started = time.perf_counter()

    @settings(max_examples=args.examples, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(salient_composition())
    def run(text: str) -> None:
        counts["tried"] += 1
        try:
            result = compile_spec(text, "composition.yaml", draft=True)
        except SpecError:
            counts["refused by layout"] += 1
            return
        counts["composed"] += 1
        checked = check(yaml.safe_load(text), result.alt)
        kinds.update(checked.kinds)
        labels = tuple(t.text for t in result.scene.texts())
        for why in checked.false + problems(result.alt, labels=labels):
            false.append((text, result.alt, why))

    run()
    print(f"{counts['tried']} compositions tried, {counts['composed']} composed ({counts['refused by layout']} refused by the layout)")
    print(f"{len(false)} false or ungrammatical, in {time.perf_counter() - started:.0f} s; compositions stating each kind of fact:")
    for kind, count in sorted(kinds.items()):
        print(f"  {count:6d}  {kind}")
    for text, alt, why in false if args.verbose else false[:5]:
        print(f"FALSE: {why}\n  alt: {alt}" + (f"\n{text}" if args.verbose else ""))
    return 1 if false else 0


if __name__ == "__main__":
    sys.exit(main())
