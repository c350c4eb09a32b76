"""Type-check omoide with mypy (strict; settings in pyproject.toml's ``[tool.mypy]``).

    python scripts/typecheck.py [MYPY OPTIONS]

The package is laid out by setuptools' ``package-dir`` (``omoide.agent`` lives in ``agent/``, ...),
which mypy cannot follow (nor the import hook of an editable install). So this mirrors the
package as it installs into a tree of copies under the temporary folder (kept between runs, so
mypy's cache in ``.mypy_cache`` stays warm; only changed files are copied), adds the source
checkout's evaluation harness (``benchmarks.evaluation``), runs mypy on that tree, and prints
mypy's report with the checkout's own paths (``agent/builder.py:12: error: ...``). Exit status:
mypy's.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Checked besides the wheel's packages: the source checkout's evaluation harness.
EXTRA = {"benchmarks.evaluation": "benchmarks/evaluation"}


def package_dirs(root: Path = ROOT) -> dict[str, Path]:
    """Every package of the wheel (pyproject's ``[tool.setuptools] packages``) -> its folder in
    the checkout, resolved through ``package-dir`` as setuptools does (longest prefix)."""
    config = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    tool = config["tool"]["setuptools"]
    mapping: dict[str, str] = tool.get("package-dir", {})
    found: dict[str, Path] = {}
    for package in tool["packages"]:
        parts = package.split(".")
        for cut in range(len(parts), -1, -1):
            prefix = ".".join(parts[:cut])
            if prefix in mapping or cut == 0:
                base = mapping.get(prefix, "")
                found[package] = root.joinpath(base, *parts[cut:])
                break
    return found


def mirror(tree: Path) -> dict[Path, Path]:
    """Copy the packages' ``*.py`` and ``py.typed`` files into ``tree`` (unchanged files kept,
    files no longer in the checkout removed); returns tree file -> checkout file."""
    sources = {**package_dirs(), **{k: ROOT / v for k, v in EXTRA.items()}}
    wanted: dict[Path, Path] = {}
    for package, folder in sources.items():
        target = tree.joinpath(*package.split("."))
        for src in folder.iterdir():
            if src.is_file() and (src.suffix == ".py" or src.name == "py.typed"):
                wanted[target / src.name] = src
    for dst, src in wanted.items():
        stat = src.stat()
        try:
            same = dst.stat()
            if same.st_size == stat.st_size and same.st_mtime_ns == stat.st_mtime_ns:
                continue
        except FileNotFoundError:
            pass
        dst.parent.mkdir(parents=True, exist_ok=True)
        part = dst.with_name(f".{dst.name}.{os.getpid()}")
        shutil.copy2(src, part)
        os.replace(part, dst)  # atomic: two runs at once never see half a file
    for path in sorted(tree.rglob("*"), reverse=True):
        if path.is_file() and path not in wanted and "__pycache__" not in path.parts:
            path.unlink(missing_ok=True)
    return wanted


def main(argv: list[str]) -> int:
    digest = hashlib.sha1(str(ROOT).encode()).hexdigest()[:10]
    tree = Path(tempfile.gettempdir()) / f"omoide-typecheck-{digest}"
    files = mirror(tree)
    targets = [arg for name in ("omoide", *EXTRA) for arg in ("-p", name)]
    cmd = [
        sys.executable,
        "-m",
        "mypy",
        "--config-file",
        str(ROOT / "pyproject.toml"),
        "--cache-dir",
        str(ROOT / ".mypy_cache"),
        *targets,
        *argv,
    ]
    done = subprocess.run(cmd, cwd=tree, capture_output=True, text=True, check=False)
    back = {str(dst.relative_to(tree)): str(src.relative_to(ROOT)) for dst, src in files.items()}
    pattern = re.compile("|".join(re.escape(k) for k in sorted(back, key=len, reverse=True)))
    for stream, out in ((done.stdout, sys.stdout), (done.stderr, sys.stderr)):
        out.write(pattern.sub(lambda m: back[m.group(0)], stream))
    if done.returncode == 0:
        print(f"typecheck: {len([f for f in files if f.suffix == '.py'])} files, mypy strict")
    return done.returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
