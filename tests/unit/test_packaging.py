"""Packaging: pyproject's explicit package list covers every package folder, the repository has
no symbolic links, and nothing imports the top-level folders by their own names.

The wheel itself is built and imported by tests/integration/test_wheel.py."""

from __future__ import annotations

import ast
import os
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# The folders whose files install as omoide's subpackages (pyproject's package-dir).
FOLDERS = ("agent", "memory_store", "prompts", "tools")
SKIP = {".git", "__pycache__", "build", "dist", "node_modules"}


def setuptools_config() -> dict[str, object]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    tool: dict[str, object] = config["tool"]["setuptools"]
    return tool


def walk(top: Path) -> list[Path]:
    """Folders under ``top`` (itself included), skipping hidden ones and build output."""
    found = []
    for folder, dirs, _files in os.walk(top):
        dirs[:] = [d for d in dirs if d not in SKIP and not d.startswith(".")]
        dirs[:] = [d for d in dirs if not d.endswith(".egg-info")]
        found.append(Path(folder))
    return found


def test_package_dir_maps_the_brief_folders() -> None:
    assert setuptools_config()["package-dir"] == {f"omoide.{f}": f for f in FOLDERS}


def test_package_list_is_every_folder_with_an_init() -> None:
    """A new subpackage (a folder with an ``__init__.py``) missing from pyproject's ``packages``
    would be left out of the wheel without a word: the list must name exactly these."""
    expected = set()
    for name, top in [("omoide", ROOT / "omoide")] + [(f"omoide.{f}", ROOT / f) for f in FOLDERS]:
        for folder in walk(top):
            if (folder / "__init__.py").is_file():
                rel = folder.relative_to(top).parts
                expected.add(".".join((name, *rel)))
    assert "omoide.agent.consolidation.nodes" in expected  # the walk reaches nested packages
    listed = setuptools_config()["packages"]
    assert isinstance(listed, list)
    assert sorted(listed) == sorted(expected), (
        f"pyproject.toml [tool.setuptools] packages: add {sorted(expected - set(listed))}, "
        f"remove {sorted(set(listed) - expected)}"
    )


def test_evaluation_harness_is_not_a_package_of_the_wheel() -> None:
    listed = setuptools_config()["packages"]
    assert isinstance(listed, list)
    assert not [p for p in listed if "evaluation" in p or p.startswith("benchmarks")]
    assert (ROOT / "benchmarks" / "evaluation" / "__init__.py").is_file()


def test_no_symbolic_links_in_the_repository() -> None:
    """Git for Windows checks links out as small text files: the package must not need any."""
    links = []
    for folder in walk(ROOT):
        for entry in os.scandir(folder):
            if entry.is_symlink():
                links.append(str(Path(entry.path).relative_to(ROOT)))
    assert links == []


def python_files() -> list[Path]:
    files = []
    for top in ("omoide", *FOLDERS, "benchmarks", "tests", "scripts"):
        for folder in walk(ROOT / top):
            files.extend(p for p in folder.glob("*.py") if p.is_file())
    return files


def absolute_imports(path: Path) -> list[tuple[int, str, bool]]:
    """(line, module, at module level) of each absolute import in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    top_level = {id(node) for node in tree.body}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, a.name, id(node) in top_level) for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module, id(node) in top_level))
    return found


def test_nothing_imports_the_folders_by_their_own_names() -> None:
    """From the repository root (pytest's pythonpath, ``python -m``) ``import agent`` would work
    and load a second copy of omoide's modules beside ``omoide.agent``: only the ``omoide.*``
    names are real."""
    files = python_files()
    assert len(files) > 100
    wrong = [
        f"{path.relative_to(ROOT)}:{line}: {module}"
        for path in files
        for line, module, _ in absolute_imports(path)
        if module.split(".")[0] in (*FOLDERS, "evaluation")
        or module.startswith("omoide.evaluation")
    ]
    assert wrong == []


def test_the_product_imports_the_harness_only_on_demand() -> None:
    """The wheel has no ``benchmarks`` package: product code may import it inside the command
    that needs a source checkout (``omoide eval``, in ``cmd_eval``), never when its module
    loads."""
    product = [p for top in ("omoide", *FOLDERS) for f in walk(ROOT / top) for p in f.glob("*.py")]
    at_load = [
        f"{path.relative_to(ROOT)}:{line}: {module}"
        for path in product
        for line, module, module_level in absolute_imports(path)
        if module.split(".")[0] == "benchmarks" and module_level
    ]
    assert at_load == []
    on_demand = [m for line, m, _ in absolute_imports(ROOT / "omoide" / "cli" / "harness.py")]
    assert "benchmarks.evaluation.cli" in on_demand  # the scan sees imports inside functions
