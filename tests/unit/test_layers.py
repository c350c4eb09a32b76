"""The layers point one way (issue 38, point 5): storage never imports the agent side.

``memory_store/`` is storage; text understanding (extraction, aliases, readings, dates,
about-time, affect) is its own package, ``agent/understanding/``. Arrows run from the agent to
the store only: no module of ``memory_store/`` imports ``omoide.agent`` (at module level, inside
a function, or under ``TYPE_CHECKING``), and ``agent/understanding/`` reads only storage's types
(``records``, ``derived``, ``errors``) and nothing of the rest of ``agent/``.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
STORE = REPO / "memory_store"
UNDERSTANDING = REPO / "agent" / "understanding"
# What text understanding may read of storage: the types it reads and returns.
STORAGE_TYPES = {"omoide.memory_store.derived", "omoide.memory_store.errors"}
STORAGE_TYPES |= {"omoide.memory_store.records"}


def _dotted(path: Path, root: Path = REPO) -> str:
    """``agent/understanding/extract/base.py`` -> ``omoide.agent.understanding.extract.base``."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(["omoide", *parts])


def imported_modules(path: Path, root: Path = REPO) -> set[str]:
    """Every module ``path`` names in an import statement, relative ones made absolute (a
    ``from x import y`` counts as ``x``; ``from . import y`` as the package ``y`` is in)."""
    name = _dotted(path, root)
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                up = package[: len(package) - (node.level - 1)]
                found.add(".".join([*up, node.module] if node.module else up))
            elif node.module:
                found.add(node.module)
    return found


def _omoide_imports(folder: Path) -> dict[str, set[str]]:
    return {
        _dotted(path): {m for m in imported_modules(path) if m.startswith("omoide.")}
        for path in sorted(folder.rglob("*.py"))
    }


def _inside(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def test_the_understanding_modules_are_found() -> None:
    # The checks below are only as good as these lists.
    found = set(_omoide_imports(UNDERSTANDING))
    assert {
        "omoide.agent.understanding.about_time",
        "omoide.agent.understanding.affect",
        "omoide.agent.understanding.aliases",
        "omoide.agent.understanding.dates",
        "omoide.agent.understanding.readings",
        "omoide.agent.understanding.extract.rules",
        "omoide.agent.understanding.extract.lexicon",
    } <= found
    assert not (STORE / "extract").exists()
    assert not [p.name for p in STORE.glob("*.py") if p.stem in {"aliases", "affect", "dates"}]
    store = _omoide_imports(STORE)
    assert "omoide.memory_store.derived" in store
    assert "omoide.memory_store.backends" in store["omoide.memory_store.derived"]


def test_storage_imports_nothing_of_the_agent() -> None:
    found = sorted(
        f"{module} imports {target}"
        for module, targets in _omoide_imports(STORE).items()
        for target in targets
        if _inside(target, "omoide.agent")
    )
    assert found == []


def test_understanding_reads_only_storage_types_and_itself() -> None:
    found = sorted(
        f"{module} imports {target}"
        for module, targets in _omoide_imports(UNDERSTANDING).items()
        for target in targets
        if not _inside(target, "omoide.agent.understanding") and target not in STORAGE_TYPES
    )
    assert found == []


def test_the_check_sees_an_upward_import(tmp_path: Path) -> None:
    fake = tmp_path / "memory_store"
    fake.mkdir()
    (fake / "derived.py").write_text(
        "def f():\n    from omoide.agent.understanding.about_time import about_time\n"
        "from ..agent import understanding\n",
        encoding="utf-8",
    )
    assert imported_modules(fake / "derived.py", tmp_path) == {
        "omoide.agent.understanding.about_time",
        "omoide.agent",
    }


def test_opening_storage_loads_no_agent_module(tmp_path: Path) -> None:
    """At run time too: the store and its derived memory load without ``omoide.agent``."""
    probe = (
        "import json, sys\n"
        "import omoide.memory_store.store, omoide.memory_store.derived\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith('omoide.agent'))))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert json.loads(done.stdout) == []
