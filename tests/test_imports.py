"""Imports run down the layers, module by module, and never in a circle.

The layers (README, Design): the core types; what layout and lint share (the
rules) and what a mark is (its declaration); the stages; the pipeline that
runs them; the shell. A module may import modules of a lower layer and of its
own package; a stage may import another stage only where the table says so
(layout and describe read the loader's `Spec`). Every import counts: those
under `TYPE_CHECKING` and those inside functions too, since a circle of types
or of late imports is a circle of knowledge all the same.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import blueprint

ROOT = Path(blueprint.__file__).parent

# unit (a package, or a top-level module) -> its layer, from the bottom
CORE, DECLARED, STAGES, PIPELINE, SHELL = range(5)
LAYERS: dict[str, int] = {
    # core types, and the libraries every stage draws on (the font, the icon set, writing a set of files)
    **dict.fromkeys(
        ["blueprint", "blueprint.scene", "blueprint.model", "blueprint.values", "blueprint.theme", "blueprint.diagnostics",
         "blueprint.messages", "blueprint.sourcemap", "blueprint.text", "blueprint.series", "blueprint.lazy", "blueprint.icons",
         "blueprint.files", "blueprint.cache", "blueprint.themefile", "blueprint.startup"],
        CORE,
    ),
    # what layout and lint share, and what a mark is
    **dict.fromkeys(["blueprint.rules", "blueprint.marks"], DECLARED),
    **dict.fromkeys(["blueprint.loader", "blueprint.layout", "blueprint.lint", "blueprint.describe", "blueprint.render"], STAGES),
    # the compile pipeline and its result as the API shows it (a notebook's display, an embed)
    **dict.fromkeys(["blueprint.pipeline", "blueprint.notebook", "blueprint.embed"], PIPELINE),
    **dict.fromkeys(
        ["blueprint.schema", "blueprint.sheet", "blueprint.watch", "blueprint.batch", "blueprint.preview", "blueprint.cli", "blueprint.project",
         "blueprint.__main__", "blueprint.fences", "blueprint.markdown", "blueprint.mkdocs"],
        SHELL,
    ),
}

# Within the core, the pipeline and the shell, modules build on each other
# freely (the cycle test still holds them); between the units of the middle
# layers, only these imports are allowed: (importer, imported)
OPEN_LAYERS = {CORE, PIPELINE, SHELL}
ACROSS: set[tuple[str, str]] = {
    ("blueprint.layout", "blueprint.loader"),  # the Spec it lays out
    ("blueprint.describe", "blueprint.loader"),  # the Spec it describes
}

# the package's own top level re-exports the API; only the pipeline's names
PACKAGE_EXPORTS = {"blueprint.diagnostics", "blueprint.pipeline"}


def module_name(file: Path) -> str:
    return ("blueprint." + ".".join(file.relative_to(ROOT).with_suffix("").parts)).removesuffix(".__init__")


def unit(module: str) -> str:
    """`blueprint.marks.bar.spec` -> `blueprint.marks`; `blueprint` is its own."""
    return ".".join(module.split(".")[:2])


def _exists(name: str) -> bool:
    path = ROOT.parent / name.replace(".", "/")
    return path.with_suffix(".py").exists() or (path / "__init__.py").exists()


def _imports(file: Path, module: str) -> set[str]:
    """Every blueprint module `file` imports, wherever the import stands."""
    package = module if file.name == "__init__.py" else module.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            names = [f"{base}.{alias.name}" if _exists(f"{base}.{alias.name}") else base for alias in node.names]
        elif isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        found.update(name for name in names if name.startswith("blueprint") and name != module)
    return {name for name in found if _exists(name) or name == "blueprint"}


def module_graph() -> dict[str, set[str]]:
    """Each module of the package -> the modules of the package it imports."""
    return {module_name(file): _imports(file, module_name(file)) for file in sorted(ROOT.rglob("*.py"))}


def violations(graph: dict[str, set[str]]) -> list[str]:
    """Imports that run up a layer or across one where the table does not allow it."""
    found = []
    for source, targets in sorted(graph.items()):
        mine = unit(source)
        assert mine in LAYERS, f"{source}: its unit {mine} has no layer in tests/test_imports.py"
        for target in sorted(targets):
            theirs = unit(target)
            if theirs == mine:
                continue
            if target == "blueprint" or (mine == "blueprint" and target in PACKAGE_EXPORTS):
                continue  # `from blueprint import messages` names a module; the package re-exports the API
            assert theirs in LAYERS, f"{target}: its unit {theirs} has no layer"
            across = LAYERS[theirs] == LAYERS[mine] and LAYERS[mine] not in OPEN_LAYERS and (mine, theirs) not in ACROSS
            if LAYERS[theirs] > LAYERS[mine] or across:
                found.append(f"{source} (layer {LAYERS[mine]}) imports {target} (layer {LAYERS[theirs]})")
    return found


def cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """A circle of imports, if there is one."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def _without_package_root(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """`blueprint/__init__` re-exports the API and `from blueprint import messages`
    names a module, not the package's code: that edge is no circle."""
    return {source: {t for t in targets if t != "blueprint"} for source, targets in graph.items()}


def test_the_graph_is_read_module_by_module():
    graph = module_graph()
    assert "blueprint.layout.marks" in graph["blueprint.layout.compose"]
    assert "blueprint.describe.say.facts" in graph["blueprint.describe.marks.base"]
    assert "blueprint.pipeline" in graph["blueprint"]


def test_imports_run_down_the_layers():
    found = violations(module_graph())
    assert not found, "\n".join(found)


def test_no_circle_of_imports_between_modules():
    found = cycle(_without_package_root(module_graph()))
    assert found is None, " -> ".join(found or [])


def test_a_circle_is_found():
    assert cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]


@pytest.mark.parametrize(
    ("source", "target"),
    [("blueprint.marks.bar", "blueprint.layout.draw.shapes"), ("blueprint.render.svg", "blueprint.describe"),
     ("blueprint.layout.labels", "blueprint.lint.pairs"), ("blueprint.scene", "blueprint.rules.policy")],
)
def test_an_import_up_or_across_is_found(source, target):
    assert violations({source: {target}})


def test_a_function_level_import_counts(tmp_path):
    file = ROOT / "describe" / "say" / "facts" / "things.py"
    assert "blueprint.scene" in _imports(file, "blueprint.describe.say.facts.things")
