"""The long run of the fuzz harness (issue 16): hostile specs, built and mutated at
the data and the YAML level (tests/fuzz_specs.py), each judged: a render whose SVG
is well-formed XML, or located one-line errors; never an internal error.

    python benchmarks/fuzz.py                      # 1,000 specs per family
    python benchmarks/fuzz.py --examples 5000 --png  # more, and rasterize what renders

Prints the specs tried and the outcomes by kind (the message each refusal
began with); exits 1, after hypothesis has shrunk it, on the first spec that
breaks a promise. The test suite runs the same harness on a small budget
(tests/test_fuzz.py; BLUEPRINT_FUZZ_EXAMPLES sets it).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from hypothesis import HealthCheck, given, settings  # noqa: E402

from fuzz_specs import Bad, built_spec, dump, judge, mutated_data, mutated_text  # noqa: E402

FAMILIES = {
    "mutated data": mutated_data().map(dump),
    "mutated YAML text": mutated_text(),
    "mutated YAML bytes": mutated_text().map(lambda t: t.encode("utf-8", "surrogatepass")),
    "built from the marks' keys": built_spec().map(dump),
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--examples", type=int, default=1000, help="specs per family (default 1,000)")
    parser.add_argument("--png", action="store_true", help="also rasterize every spec that renders")
    args = parser.parse_args()

    total: Counter[str] = Counter()
    failed = False
    started = time.perf_counter()
    for family, strategy in FAMILIES.items():
        outcomes: Counter[str] = Counter()

        @settings(max_examples=args.examples, deadline=None, database=None,
                  suppress_health_check=list(HealthCheck))
        @given(strategy)
        def run(spec: str | bytes) -> None:
            outcomes[judge(spec, rasterize=args.png)] += 1

        began = time.perf_counter()
        try:
            run()
        except Bad as exc:
            failed = True
            print(f"{family}: BROKEN PROMISE: {exc}", file=sys.stderr)
            for note in getattr(exc, "__notes__", []):
                print(f"  {note}"[:4000], file=sys.stderr)
        tried = sum(outcomes.values())
        rendered = outcomes["rendered"]
        print(f"{family}: {tried:,} specs in {time.perf_counter() - began:.0f} s: "
              f"{rendered:,} rendered, {tried - rendered:,} refused with located errors")
        total.update(outcomes)
    tried = sum(total.values())
    print(f"\nall: {tried:,} specs in {time.perf_counter() - started:.0f} s; "
          f"internal errors, invalid SVGs, lines out of format: {'SOME (see above)' if failed else 'none'}")
    print("outcomes by kind (refusals by the message of their first error):")
    for kind, count in total.most_common():
        print(f"  {count:7,}  {kind}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
