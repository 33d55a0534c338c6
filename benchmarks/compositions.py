"""Hold the alt texts of generated compositions to their scenes and specs (issue 26).

    python benchmarks/compositions.py                    # 1,000, as the test suite runs
    python benchmarks/compositions.py --examples 5000 -v
    python benchmarks/compositions.py --seed 452 -v      # one composition: its spec and alt text

The runner is the test's (tests/composition_check.py): each composition
(tests/compositions.py, made from its seed) is drawn as a draft and
described; every place word is held to the scene, every count and
comparison to the spec's values, the text to the grammar checks. Prints how
many composed, the time, the false statements by class (the first ones; -v:
all, with their specs), the place claims by frame and word and the salient
facts stated by kind. Exits 1 if any statement is false.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from composition_check import judge, run  # noqa: E402
from compositions import composition  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=1000, help="compositions that compose (default 1,000)")
    parser.add_argument("--first", type=int, default=0, help="the first seed (default 0)")
    parser.add_argument("--seed", type=int, help="judge the composition of this one seed only")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every false statement with its spec")
    args = parser.parse_args()
    if args.seed is not None:
        made = composition(args.seed)
        judged = judge(made)
        print(f"seed {made.seed} ({made.family}):\n{made.text}\n{judged.alt if judged.composed else '(does not compose)'}")
        for false in judged.false:
            print(f"FALSE: {false}")
        return 1 if judged.false else 0
    done = run(args.examples, args.first)
    print(done.report(shown=0))
    places: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    for judged in done.judged:
        places.update(judged.places)
        kinds.update(judged.kinds)
    print("place claims by frame and word:")
    for word, count in sorted(places.items()):
        print(f"  {count:6d}  {word}")
    print("compositions stating each kind of count or comparison:")
    for kind, count in sorted(kinds.items()):
        print(f"  {count:6d}  {kind}")
    for false in done.false if args.verbose else done.false[:5]:
        print(f"FALSE: {false}")
        if args.verbose:
            print(composition(false.seed).text)
    return 1 if done.false else 0


if __name__ == "__main__":
    sys.exit(main())
