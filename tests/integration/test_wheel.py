"""The wheel, built from a checkout without symbolic links (as Git for Windows checks out), carries
the product: every module of ``omoide`` imports from it, its package data is there, and the
evaluation harness (``benchmarks/evaluation``, a source checkout's) is not; ``omoide eval`` from
it says in one line that it needs a source checkout."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
PIP = [sys.executable, "-m", "pip", "-q"]
DATA = [
    "omoide/py.typed",
    "omoide/agent/py.typed",
    "omoide/memory_store/py.typed",
    "omoide/prompts/py.typed",
    "omoide/tools/py.typed",
    "omoide/prompts/persona.txt",
    "omoide/prompts/system_prompt.txt",
    "omoide/memory_store/sample_data/log.txt",
    "omoide/memory_store/sample_data/log_archives/2025-10.txt",
    "omoide/memory_store/sample_data/log_import_source/hoshi_export_2025-09.txt",
]


def checkout_files() -> list[str]:
    """The files a fresh clone has (tracked, plus new files not ignored), as git lists them."""
    done = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        check=False,
    )
    if done.returncode != 0:
        pytest.skip(f"not a git checkout: {done.stderr.decode(errors='replace').strip()}")
    return [name for name in done.stdout.decode().split("\0") if name]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    src = tmp_path_factory.mktemp("checkout")
    copied = 0
    for name in checkout_files():
        path = ROOT / name
        # Links are skipped: the build must not need one (a deleted file is skipped too).
        if path.is_symlink() or not path.is_file():
            continue
        (src / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, src / name)
        copied += 1
    assert copied > 100 and (src / "pyproject.toml").is_file()
    out = tmp_path_factory.mktemp("wheel")
    # No build isolation: offline, with this environment's setuptools (the dev extra's).
    build = subprocess.run(
        [*PIP, "wheel", "--no-deps", "--no-build-isolation", "-w", str(out), str(src)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert build.returncode == 0, build.stdout + build.stderr
    assert "BuildBackendWarning" not in build.stderr, build.stderr
    (found,) = out.glob("omoide-*.whl")
    yield found


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("site")
    done = subprocess.run(
        [*PIP, "install", "--no-deps", "--no-index", "--target", str(target), str(wheel)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return target


def run_from(target: Path, code: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """``code`` in a fresh interpreter that finds omoide in ``target`` first, started outside
    the checkout (so neither the checkout's folders nor an editable install's can stand in)."""
    env = {**os.environ, "PYTHONPATH": str(target)}
    env.pop("OMOIDE_STORE", None)
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )


def test_wheel_holds_the_product_and_its_data_not_the_harness(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    assert sorted(set(DATA) - set(names)) == []
    files = [n for n in names if not n.startswith("omoide-0")]
    assert all(n.startswith("omoide/") for n in files), files
    assert not [n for n in files if "evaluation" in n or "benchmarks" in n]
    modules = {n for n in files if n.endswith(".py")}
    # Every Python file of the package folders is in the wheel, at its omoide.* place.
    expected = {
        f"omoide/{p.relative_to(ROOT / 'omoide').as_posix()}"
        for p in (ROOT / "omoide").rglob("*.py")  # its subpackages too (omoide/cli/)
        if "__pycache__" not in p.parts
    }
    for folder in ("agent", "memory_store", "prompts", "tools"):
        for path in (ROOT / folder).rglob("*.py"):
            if "__pycache__" not in path.parts:
                expected.add(f"omoide/{path.relative_to(ROOT).as_posix()}")
    assert sorted(expected - modules) == [] and sorted(modules - expected) == []


def test_every_module_imports_from_the_installed_wheel(installed: Path, tmp_path: Path) -> None:
    code = """
import importlib, json, pkgutil, sys
import omoide
names = ["omoide"] + [m.name for m in pkgutil.walk_packages(omoide.__path__, "omoide.")]
files = {name: importlib.import_module(name).__file__ for name in names}
from importlib.resources import files as data
sample = data("omoide.memory_store").joinpath("sample_data", "log.txt").read_text("utf-8")
prompt = data("omoide.prompts").joinpath("system_prompt.txt").read_text("utf-8")
tops = sorted({m.split(".")[0] for m in sys.modules} & {"agent", "memory_store", "prompts",
                                                        "tools", "benchmarks", "evaluation"})
print(json.dumps({"files": files, "sample": len(sample), "prompt": len(prompt), "tops": tops}))
"""
    done = run_from(installed, code, tmp_path)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    files: dict[str, str] = report["files"]
    assert len(files) > 80
    for sub in ("agent.builder", "agent.consolidation.nodes", "memory_store.store", "tools"):
        assert f"omoide.{sub}" in files
    outside = {n: f for n, f in files.items() if not Path(f).is_relative_to(installed)}
    assert outside == {}
    assert report["sample"] > 1000 and report["prompt"] > 100
    assert report["tops"] == []  # nothing loaded under a folder's own top-level name


def test_eval_from_the_wheel_says_it_needs_a_source_checkout(
    installed: Path, tmp_path: Path
) -> None:
    code = "import sys\nfrom omoide.cli import main\nsys.exit(main(sys.argv[1:]))"
    for argv in (["eval", "locomo", "--data", "missing.json"], ["bench", "recall"]):
        done = subprocess.run(
            [sys.executable, "-c", code, *argv],
            cwd=tmp_path,
            env={**os.environ, "PYTHONPATH": str(installed)},
            capture_output=True,
            text=True,
            check=False,
            timeout=300,
        )
        assert done.returncode == 1, done.stderr
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1, done.stderr
        assert f"`omoide {argv[0]}` needs a source checkout" in lines[0]
        assert "pip install -e ." in lines[0]
