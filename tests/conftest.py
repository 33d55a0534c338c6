"""Shared test helpers. `pytest --update-golden` rewrites the golden files."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPECS = ROOT / "specs"
GOLDEN = Path(__file__).resolve().parent / "golden"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden",
        action="store_true",
        default=False,
        help="rewrite tests/golden/* from the current output (review the PNGs before committing)",
    )


@pytest.fixture(autouse=True)
def render_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test's renders keep their cache in the session's temporary
    folder, not in the folder the tests run from (the repository); a test of
    where the cache goes by default takes the variable away."""
    folder = tmp_path_factory.getbasetemp() / "blueprint-cache"
    monkeypatch.setenv("BLUEPRINT_CACHE_DIR", str(folder))
    return folder


@pytest.fixture
def update_golden(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-golden"))


@pytest.fixture
def compile_text():
    """Compile spec text; return (result or None, diagnostics as formatted lines)."""
    from blueprint import SpecError, compile_spec

    def run(text: str | bytes, path: str = "spec.yaml"):
        try:
            return compile_spec(text, path), []
        except SpecError as exc:
            return None, [d.format() for d in exc.diagnostics]

    return run


def spec_text(*lines: str) -> str:
    return "\n".join(lines) + "\n"


def compiled_marks(compile_text, marks: str):
    """Compile a spec whose `marks:` list is `marks` (YAML lines); it must have no errors."""
    result, errors = compile_text(spec_text("blueprint: 1", "marks:") + marks)
    assert not errors, errors
    return result


def with_role(result, role: str) -> list:
    return [e for e in result.scene.elements if e.role == role]


def facts(alt: str, *phrases: str) -> None:
    """Each phrase is a fact the alt text must state (case aside)."""
    for phrase in phrases:
        assert phrase.lower() in alt.lower(), f"missing fact: {phrase!r} in {alt!r}"
