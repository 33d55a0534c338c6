"""No count or comparison is ever false (issue 26, item 2): the salient facts
the content stage states (`say/salient.py`: totals across lanes, events
evenly spaced, equal steps, a share near a simple fraction; `say/compare.py`:
the widest, the longest, far longer than the rest) are held against the
values of compositions hypothesis builds (tests/compositions.py), and their
alt texts pass the grammar checks. Each kind of composition runs a few dozen
examples and must state its facts at least once; `benchmarks/salient.py`
runs 1,000."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings

from blueprint import SpecError
from blueprint.pipeline import compile_spec

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
import compositions  # noqa: E402
from grammar import problems  # noqa: E402
from salient_check import check  # noqa: E402

# What each kind of composition must state at least once in its run: every fact kind is met.
STATED = {
    "timeline": {"count", "total", "every", "longest", "repeat"},
    "steps": {"count", "equal-steps"},
    "bar": {"widest", "near-fraction"},
    "staircase": {"count", "longest", "shortest", "far-longer"},
    "towers": {"count", "repeat"},
}
EXAMPLES = 40


def judged(text: str) -> tuple[list[str], set[str]]:
    """The false statements and grammar problems of one composition's alt text,
    and the kinds of fact it stated (nothing where the layout refuses it)."""
    try:
        result = compile_spec(text, "composition.yaml", draft=True)
    except SpecError:
        return [], set()
    labels = tuple(t.text for t in result.scene.texts())
    checked = check(yaml.safe_load(text), result.alt)
    return checked.false + problems(result.alt, labels=labels), checked.kinds


@pytest.mark.parametrize("kind", sorted(STATED))
def test_every_count_and_comparison_said_of_a_generated_composition_is_true(kind):
    stated: set[str] = set()
    wrong: list[str] = []

    @settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
    @given(compositions.salient_composition(kind))
    def run(text: str) -> None:
        false, kinds = judged(text)
        stated.update(kinds)
        wrong.extend(f"{why}\n{text}" for why in false)

    run()
    assert wrong == []
    assert STATED[kind] <= stated, f"never stated: {STATED[kind] - stated}"


def test_the_check_finds_a_false_total_and_a_false_widest():
    """The checker is no rubber stamp: a wrong count, a wrong widest and a
    spacing that misses a checkpoint are each found."""
    from salient_check import check as held

    lanes = [{"label": f"lane {n}", "segments": [{"start": 0, "end": "12 h", "fill": "grey"}]} for n in "abcd"]
    lanes[0]["events"] = [{"at": "2 h", "event": "checkpoint"}, {"at": "6 h", "event": "checkpoint"}, {"at": "8 h", "event": "checkpoint"}]
    spec = {"marks": [{"timeline": {"lanes": lanes}}, {"bar": {"parts": [{"share": "40%", "label": "alpha"}, {"share": "50%", "label": "bravo"}, {"share": "5%", "label": "charlie"}]}}]}
    alt = ("In all, two of the four lanes stop at a red cross. Lane a checkpoints with a blue save icon every two hours. "
           "A part marked alpha that is the widest of the three.")
    assert len(held(spec, alt).false) == 3
