"""The packages of Blueprint import each other without a circle (DESIGN.md: the
stages know no particular mark, and marks know no stage).

Every import counts, those under `TYPE_CHECKING` too: a circle of types is a
circle of knowledge all the same.
"""

from __future__ import annotations

import ast
from pathlib import Path

import blueprint

ROOT = Path(blueprint.__file__).parent


def _unit(module: str) -> str:
    """`blueprint.marks.bar` -> `blueprint.marks`; a top-level module is its own unit."""
    parts = module.split(".")
    return ".".join(parts[:2])


def _graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for file in ROOT.rglob("*.py"):
        module = "blueprint." + ".".join(file.relative_to(ROOT).with_suffix("").parts)
        module = module.removesuffix(".__init__")
        source = _unit(module)
        for node in ast.walk(ast.parse(file.read_text())):
            names = []
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            for name in names:
                if name.startswith("blueprint.") and (ROOT.parent / (name.replace(".", "/") + ".py")).exists() or (ROOT.parent / name.replace(".", "/")).is_dir():
                    target = _unit(name)
                    if target != source and target != "blueprint":
                        graph.setdefault(source, set()).add(target)
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


def test_the_graph_is_read():
    graph = _graph()
    assert "blueprint.marks" in graph["blueprint.loader"]
    assert "blueprint.marks" in graph["blueprint.layout"]


def test_no_circle_of_imports():
    assert _cycle(_graph()) is None, " -> ".join(_cycle(_graph()) or [])


def test_a_circle_is_found():
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
