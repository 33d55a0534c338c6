"""Hash every output a refactor must leave byte-identical.

For every shipped spec (`specs/`), corpus entry (`tests/corpus/`) and README
example, compile it as a draft (so a spec lint refuses still gives its
picture) and print one line per output: the sha256 of its SVG, alt text, long
description and scene, or of its located errors when it does not compile.

    python benchmarks/output_hashes.py > before.txt
    ... change the code ...
    python benchmarks/output_hashes.py > after.txt && diff before.txt after.txt

`--check FILE` compares against a saved run and prints only what differs
(exit status 1 if anything does).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from pathlib import Path

from blueprint.diagnostics import SpecError
from blueprint.pipeline import compile_spec

ROOT = Path(__file__).resolve().parent.parent


def sources() -> list[tuple[str, str]]:
    """(name, YAML text) of every spec whose outputs are hashed, in a fixed order."""
    found = [(f"specs/{p.name}", p.read_text(encoding="utf-8")) for p in sorted((ROOT / "specs").glob("*.yaml"))]
    found += [(f"corpus/{p.name}", p.read_text(encoding="utf-8")) for p in sorted((ROOT / "tests" / "corpus").glob("*.yaml"))]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    found += [(f"README-example-{i + 1}", text) for i, text in enumerate(re.findall(r"```yaml\n(.*?)```", readme, flags=re.S))]
    return found


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:16]


def hashes() -> list[str]:
    lines = []
    for name, text in sources():
        try:
            result = compile_spec(text, name, draft=True, name=Path(name).stem)
        except SpecError as error:
            lines.append(f"{digest(str(error))}  {name} errors")
            continue
        lines.append(f"{digest(result.svg)}  {name} svg")
        lines.append(f"{digest(result.alt)}  {name} alt")
        lines.append(f"{digest(result.long_description)}  {name} long")
        lines.append(f"{digest(json.dumps(result.scene.to_json(), sort_keys=True))}  {name} scene")
        lines.append(f"{digest(chr(10).join(str(p) for p in result.problems))}  {name} problems")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", type=Path, help="a saved run to compare with")
    args = parser.parse_args()
    lines = hashes()
    if args.check is None:
        print("\n".join(lines))
        return 0
    before = dict(reversed(line.split("  ", 1)) for line in args.check.read_text().splitlines())
    after = dict(reversed(line.split("  ", 1)) for line in lines)
    changed = [key for key in sorted(set(before) | set(after)) if before.get(key) != after.get(key)]
    for key in changed:
        print(f"changed: {key}")
    print(f"{len(after) - len(changed)} of {len(after)} outputs identical", file=sys.stderr)
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
