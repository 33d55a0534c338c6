"""The modules of the describe stage import each other without a circle (issue
24: the realiser and its staircase module imported each other).

Finer than `tests/test_imports.py`, which reads whole packages: here each
module is a node, and every import counts, those under `TYPE_CHECKING` and
those inside a function too. `from package import name` is an import of
`package.name` when that is a module, else of the package.
"""

from __future__ import annotations

import ast
from pathlib import Path

import blueprint.describe

ROOT = Path(blueprint.describe.__file__).parent
PACKAGE = "blueprint.describe"


def _modules() -> dict[str, Path]:
    found = {}
    for file in ROOT.rglob("*.py"):
        parts = file.relative_to(ROOT).with_suffix("").parts
        name = ".".join((PACKAGE,) + parts).removesuffix(".__init__")
        found[name] = file
    return found


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, file in modules.items():
        package = name if file.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(file.read_text())):
            targets = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                source = node.module or ""
                if node.level:  # relative: from the package up
                    base = package.split(".")[: len(package.split(".")) - node.level + 1]
                    source = ".".join(base + ([source] if source else []))
                targets = [f"{source}.{a.name}" if f"{source}.{a.name}" in modules else source for a in node.names]
            graph[name].update(t for t in targets if t in modules and t != name)
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_the_graph_is_read():
    graph = _graph()
    assert "blueprint.describe.realise.stairs" in graph["blueprint.describe.realise.core"]
    assert "blueprint.describe.realise.links" in graph["blueprint.describe.discourse"]


def test_no_module_of_the_describe_stage_imports_itself_round_a_circle():
    found = _cycle(_graph())
    assert found is None, " -> ".join(found or [])


def test_a_circle_is_found():
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
