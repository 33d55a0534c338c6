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


def alt_of(compile_text, text: str) -> str:
    """The alt text of spec text that must compose (lint's findings aside)."""
    result, errors = compile_text(text)
    assert result is not None, errors
    return result.alt


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


def declared_entry_points(folder: Path) -> Path:
    """A folder holding a distribution that declares the entry points of
    pyproject.toml (Python-Markdown's `blueprint` extension, MkDocs' `blueprint`
    plugin), for a process to find them by name with this tree's package on
    its path, installed or not; returns the folder, for PYTHONPATH."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    info = folder / "blueprint_declared-0.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: blueprint-declared\nVersion: 0\n", encoding="utf-8")
    groups = [f"[{group}]\n" + "".join(f"{name} = {target}\n" for name, target in points.items())
              for group, points in project["entry-points"].items()]
    (info / "entry_points.txt").write_text("\n".join(groups), encoding="utf-8")
    return folder


def package_path() -> str:
    """The folder holding the `blueprint` package these tests import."""
    import blueprint

    return str(Path(blueprint.__file__).resolve().parent.parent)


def corpus_alt(entry: str) -> str:
    """The alt text of a corpus entry, as the readers read it (tests pin what they found)."""
    from blueprint.pipeline import compile_spec

    path = ROOT / "tests" / "corpus" / f"{entry}.yaml"
    return compile_spec(path.read_text(), str(path)).alt
