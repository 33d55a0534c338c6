"""Grammar of the generated alt text, over the gallery, the shipped specs and the corpus."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

import blueprint
from blueprint import SpecError
from conftest import SPECS
from grammar import problems
import valid_specs

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
SPEC_FILES = sorted(SPECS.glob("*.yaml")) + sorted(CORPUS.glob("*.yaml"))


def _labels(result) -> tuple[str, ...]:
    return tuple(t.text for t in result.scene.texts()) + ((result.spec.header.subject,) if result.spec.header.subject else ())


@pytest.mark.parametrize("path", SPEC_FILES, ids=lambda p: p.stem)
def test_alt_text_grammar(path):
    try:
        result = blueprint.render(path)
    except SpecError:
        pytest.skip("the spec does not compile (its located errors are tested elsewhere)")
    assert problems(result.alt, labels=_labels(result)) == [], result.alt


def test_the_checks_find_what_they_are_for():
    assert problems("Cedana. Blueprint of a bar. A red red cross.")
    assert "no finite verb: 'A model block outlined in dashes.'" in problems("Cedana. Blueprint of a bar. A model block outlined in dashes.")
    assert "article: a icon" in problems("Cedana. Blueprint of a icon. It sits there.")
    assert problems("Cedana. Blueprint of a bar. It runs across at 85.")
    assert problems("Cedana. Blueprint of a bar. It is grey. It is grey.")
    assert problems("Cedana. Blueprint of two bars. The top bar is filled six tenths in grey, marked busy sixty percent.") == []
    assert problems("Cedana. Blueprint of a 24-hour day. An arrow leads to an LLM worker.") == []
    assert problems("Cedana. Blueprint of a bar. An upright bar stands on an unbroken run of a unit.") == []  # "u" as it is said
    assert "article: a upright" in problems("Cedana. Blueprint of a bar. It is a upright bar.")


def test_a_label_ending_in_a_letter_is_not_an_article():
    assert problems("Cedana. Blueprint of a grid. Node-a and node-b are grey.", labels=("node-a", "node-b")) == []
    assert "article: a icon" in problems("Cedana. Blueprint of a grid. It holds a icon.", labels=("node-a",))


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])  # the same diagrams every run: CI never flakes
@given(valid_specs.spec())
def test_alt_text_grammar_on_generated_diagrams(text):
    """Any diagram the blog might draw, not only those a test names."""
    try:
        result = blueprint.render(text)
    except SpecError:
        return  # a composition with no room (said by located errors, tested elsewhere)
    assert problems(result.alt, labels=_labels(result)) == [], (text, result.alt)
