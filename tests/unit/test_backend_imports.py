"""The store's modules import one another without a loop (issue 38, point 1).

Two checks. Statically: every ``import`` statement of ``memory_store/`` that runs (at module
level or inside a function; not under ``if TYPE_CHECKING``) is an arrow, and the modules that
hold and choose the backends are in no cycle of arrows — ``derived.py`` ↔ ``pg/derived.py`` and
``langgraph_store.py`` ↔ ``pg/items.py`` were two. At run time: each of them imports first in a
fresh interpreter (what a loop at module level breaks).
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "memory_store"
PACKAGE = "omoide.memory_store"

# The modules that open, hold or choose a store's parts (issue 38, point 1).
BACKEND_MODULES = (
    "backends",
    "backends.folder",
    "connections",
    "db",
    "derived",
    "item_rows",
    "keyword_index",
    "langgraph_store",
    "migrate",
    "pg",
    "pg.backend",
    "pg.connect",
    "pg.derived",
    "pg.items",
    "pg.locks",
    "pg.rows",
    "pg.vectors",
    "pool",
    "store",
)


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(path: Path, name: str, known: set[str]) -> set[str]:
    """The package modules ``path`` imports when it runs (TYPE_CHECKING blocks left out)."""
    is_package = path.name == "__init__.py"
    base = name.split(".") if is_package else name.split(".")[:-1]
    found: set[str] = set()

    def add(target: str) -> None:
        while target and target not in known:  # ``from .x import name``: the module x
            target = target.rpartition(".")[0]
        if target:
            found.add(target)

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.ImportFrom):
            if node.level:
                up = base[: len(base) - (node.level - 1)] if node.level > 1 else base
                stem = ".".join([*up, node.module] if node.module else up)
            elif node.module and node.module.startswith(PACKAGE + "."):
                stem = node.module[len(PACKAGE) + 1 :]
            else:
                stem = ""
            if stem or node.level:
                for alias in node.names:
                    full = f"{stem}.{alias.name}" if stem else alias.name
                    add(full if full in known else stem)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith(PACKAGE + "."):
                    add(alias.name[len(PACKAGE) + 1 :])
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    found.discard(name)
    return found


def import_graph() -> dict[str, set[str]]:
    files = {_module_name(p): p for p in ROOT.rglob("*.py")}
    known = set(files)
    return {name: _imports(path, name, known) for name, path in files.items()}


def cycle_through(graph: dict[str, set[str]], start: str) -> list[str] | None:
    """A path of arrows from ``start`` back to ``start``, if there is one."""
    stack: list[tuple[str, list[str]]] = [(start, [start])]
    seen: set[str] = set()
    while stack:
        node, path = stack.pop()
        for nxt in sorted(graph.get(node, ())):
            if nxt == start:
                return [*path, start]
            if nxt not in seen:
                seen.add(nxt)
                stack.append((nxt, [*path, nxt]))
    return None


def test_the_graph_sees_function_level_imports() -> None:
    """The check can fail: it finds the arrows a loop was made of before the split."""
    graph = import_graph()
    assert "backends" in graph["store"] and "backends" in graph["derived"]
    assert "derived" in graph["pg.derived"]  # pg/derived.py builds on DerivedMemory
    assert "rows" in {m.rpartition(".")[2] for m in graph["pg.backend"]}  # a lazy import
    assert cycle_through({"a": {"b"}, "b": {"c"}, "c": {"a"}}, "a") == ["a", "b", "c", "a"]


@pytest.mark.parametrize("module", BACKEND_MODULES)
def test_no_import_loop_through(module: str) -> None:
    graph = import_graph()
    assert module in graph, module
    assert cycle_through(graph, module) is None


def test_only_the_backends_look_at_a_url() -> None:
    """``is_postgres_url`` is asked by the registry (and by pg/ itself), no other module."""
    users = sorted(
        name
        for name, path in ((_module_name(p), p) for p in ROOT.rglob("*.py"))
        if "is_postgres_url" in path.read_text(encoding="utf-8")
    )
    assert users == ["backends", "pg.connect"]


FRESH = ("backends", "backends.folder", "derived", "item_rows", "keyword_index")
FRESH += ("langgraph_store", "migrate", "pg.backend", "pg.derived", "pg.items", "pool", "store")


@pytest.mark.parametrize("module", FRESH)
def test_imports_first_in_a_fresh_interpreter(module: str) -> None:
    done = subprocess.run(
        [sys.executable, "-c", f"import {PACKAGE}.{module}"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
