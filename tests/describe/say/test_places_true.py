"""No place word is ever false: every place the describe stage says (each
recorded as a claim, `Description.places`) holds of the scene's geometry, over
the gallery, every corpus entry that composes and the README's examples; a
thousand generated compositions are held to it by tests/test_compositions_true.py."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from blueprint import SpecError
from blueprint.describe import describe
from blueprint.describe.say.place_check import check_all
from blueprint.pipeline import compile_spec

ROOT = Path(__file__).resolve().parents[3]
SOURCES = sorted((ROOT / "specs").glob("*.yaml")) + sorted((ROOT / "tests" / "corpus").glob("*.yaml"))
README = re.findall(r"```yaml\n(.*?)```", (ROOT / "README.md").read_text(encoding="utf-8"), flags=re.S)


def described(text: str, name: str = "spec.yaml"):
    """The result and its description, drawn as a draft (a composition lint
    refuses still has its alt text); None where it does not compose."""
    try:
        result = compile_spec(text, name, draft=True)
    except SpecError:
        return None, None
    return result, describe(result.spec, result.scene, result.theme)


def false_claims(text: str, name: str = "spec.yaml") -> list[str]:
    result, description = described(text, name)
    if result is None:
        return []
    return [why for _, why in check_all(description.places, result.scene)]


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_place_said_of_a_shipped_or_corpus_spec_is_true(path):
    assert false_claims(path.read_text(encoding="utf-8"), str(path)) == []


@pytest.mark.parametrize("index", range(len(README)))
def test_every_place_said_of_a_readme_example_is_true(index):
    assert false_claims(README[index], f"README-example-{index + 1}.yaml") == []


def test_the_places_are_said_and_recorded():
    """The claims are the words said: each one's words are in the alt text or
    the long description, and a spec with places to say has claims."""
    path = ROOT / "tests" / "corpus" / "request-path.yaml"
    result, description = described(path.read_text(encoding="utf-8"), str(path))
    assert description.places
    for claim in description.places:
        assert claim.said.lower() in (result.alt + result.long_description).lower(), claim


def alt(name: str) -> str:
    path = ROOT / "tests" / "corpus" / f"{name}.yaml"
    result, _ = described(path.read_text(encoding="utf-8"), str(path))
    return result.alt


def test_request_path_says_where_the_balancer_and_the_cards_really_stand():
    """The balancer stands left of centre, past the left third: no region is
    said of it; the third card is the bottom one of three, on the right."""
    said = alt("request-path")
    assert "balancer on the right" not in said and "a load balancer to its right" in said
    assert "on the left in dashed outline" not in said and "To the right stands a column of three GPU cards" in said
    # the third card is brought in with its column, once (review 10-C: said in full in the fan and again with the column)
    # the top card named with its column, not yet said (words10b: "the top card" came before any column)
    assert "joined by three lines to the top card of a column, the middle card and the bottom card" in said and said.count("an empty GPU card in dashed outline") == 1
    assert "the left card" not in said and "To the right of the bottom card stands a clock" in said


def test_spot_migrate_says_the_spot_node_is_on_the_left():
    said = alt("spot-migrate")
    assert "in the middle" not in said and "middle server node" not in said
    # named again by its label, which says what it is (review 8-C, facts8b), no longer by its place
    assert "an empty server node on the left marked spot node" in said and "Above the spot node" in said


def test_drain_node_icons_names_the_cards_of_the_column():
    """Four cards, the fourth level with the bottom one of the column: the
    cards are named by their place in the column; the balancer is on the left."""
    said = alt("drain-node-icons")
    assert "balancer in the middle" not in said and "a load balancer on the left" in said
    assert "the top card of a column, its middle card and its bottom card" in said and "The column's bottom card sends a blue arrow" in said
    assert said.count("whose status bar is white") == 1  # brought in once, with its column (review 10-C)
    assert "the left card" not in said and "GPU card on the left" not in said
