"""The three notebooks run top to bottom in a real kernel (nbclient, this interpreter's
ipykernel) from a temporary working directory, 02 on a small slice of the LoCoMo dev file; and
they are committed without outputs."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import EVAL_DATA

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")
pytest.importorskip("ipykernel")
from jupyter_client.kernelspec import KernelSpecManager  # noqa: E402  (after the skips)

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO / "notebooks"
NAMES = ("01_quickstart.ipynb", "02_tuning.ipynb", "03_agent.ipynb")
LOCOMO = Path(os.environ.get("OMOIDE_NB_DATA") or EVAL_DATA / "locomo10_dev.json")
KERNEL = "python3"
CELL_TIMEOUT_S = 60

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def kernel_env(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A ``python3`` kernelspec that runs *this* interpreter (the venv's, whatever ``python``
    is on PATH), found first through ``JUPYTER_PATH``; the settings the notebooks read; and a
    temporary working directory for the kernel."""
    root = tmp_path_factory.mktemp("jupyter")
    spec_dir = root / "kernels" / KERNEL
    spec_dir.mkdir(parents=True)
    spec = {
        "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": "Python 3 (omoide tests)",
        "language": "python",
    }
    (spec_dir / "kernel.json").write_text(json.dumps(spec), encoding="utf-8")
    workdir = tmp_path_factory.mktemp("nb-cwd")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("JUPYTER_PATH", str(root))
        mp.setenv("JUPYTER_PLATFORM_DIRS", "1")
        mp.setenv("MPLBACKEND", "Agg")
        mp.setenv("OMOIDE_NB_LIMIT", "40")
        mp.setenv("OMOIDE_NB_DATA", str(LOCOMO))
        mp.delenv("OMOIDE_STORE", raising=False)
        mp.setenv("TMPDIR", str(workdir))  # the notebooks' temporary stores land here
        resolved = KernelSpecManager().get_kernel_spec(KERNEL)
        assert resolved.argv[0] == sys.executable, resolved.resource_dir
        yield workdir


def execute(name: str, workdir: Path) -> Any:
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    client = nbclient.NotebookClient(
        nb,
        kernel_name=KERNEL,
        timeout=CELL_TIMEOUT_S,
        startup_timeout=60,
        resources={"metadata": {"path": str(workdir)}},
    )
    client.execute()  # raises CellExecutionError (with the cell and traceback) on any error
    return nb


def outputs(nb: Any) -> list[Any]:
    return [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]


def text(nb: Any) -> str:
    parts = []
    for o in outputs(nb):
        if o.output_type == "stream":
            parts.append(o.text)
        elif "data" in o:
            parts.append(o.data.get("text/plain", ""))
    return "\n".join(parts)


def assert_clean_run(nb: Any) -> None:
    errors = [o for o in outputs(nb) if o.output_type == "error"]
    assert not errors, errors
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert all(c.execution_count is not None for c in code), "a code cell did not run"


@pytest.mark.parametrize("name", NAMES)
def test_notebook_is_committed_without_outputs(name: str) -> None:
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    nbformat.validate(nb)
    assert nb.metadata.kernelspec.name == KERNEL
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert code and any(c.cell_type == "markdown" for c in nb.cells)
    for i, cell in enumerate(code):
        assert cell.outputs == [], f"{name}: code cell {i} has outputs"
        assert cell.execution_count is None, f"{name}: code cell {i} has an execution count"


def test_quickstart(kernel_env: Path) -> None:
    nb = execute("01_quickstart.ipynb", kernel_env)
    assert_clean_run(nb)
    out = text(nb)
    # Ingest, then a Japanese recall whose pack quotes the Kyoto trip ...
    assert "episodes from 8 files" in out
    assert "<<INTERNAL_CONTEXT>>" in out and "<<<OMOIDE_SECTION:EPISODE_EVIDENCE>>>" in out
    assert "京都" in out and "こむぎ" in out
    # ... the reasons, the candidate table and the timings of every phase ...
    assert "heuristic rerank: score=" in out
    assert "hit_sources" in out and "keyword:q1" in out
    for phase in ("plan", "keyword_retrieve", "vector_retrieve", "rerank", "pack"):
        assert f"\n{phase} " in f"\n{out}", phase
    # ... English questions, the recorded run, and an unrelated question that injects nothing.
    assert "Komugi" in out and "Aurora" in out
    assert "explicit_about_time" in out
    assert "selected (5), injected=True" in out and "candidates (top 5 of" in out
    assert "→ nothing injected" in out and "pack is empty: True" in out


def test_tuning(kernel_env: Path) -> None:
    if not LOCOMO.is_file():
        pytest.skip(f"evaluation data: {LOCOMO} not found (set OMOIDE_DATA; see the README)")
    nb = execute("02_tuning.ipynb", kernel_env)
    assert_clean_run(nb)
    out = text(nb)
    assert "limit: 40" in out and "40 questions (episode level)" in out
    images = [o for o in outputs(nb) if "image/png" in o.get("data", {})]
    assert len(images) >= 3  # score distributions, injected counts, threshold sweep
    sweep = [line for line in out.splitlines() if line[:2] in ("0.", "1.")]
    assert any(line.startswith("0.350") for line in sweep)


def test_agent(kernel_env: Path) -> None:
    nb = execute("03_agent.ipynb", kernel_env)
    assert_clean_run(nb)
    out = text(nb)
    # The parent state received the subgraph's outputs, with a non-empty pack ...
    assert "['memory_pack', 'messages', 'now', 'recalled', 'run_id', 'turn_time']" in out
    packs = [o.text for o in outputs(nb) if o.output_type == "stream"]
    pack = next(t for t in packs if t.startswith("<<INTERNAL_CONTEXT>>"))
    assert "<<<OMOIDE_SECTION:EPISODE_EVIDENCE>>>" in pack and "こむぎ" in pack
    # ... the model saw it; a parent without the output keys is an error, the model not called ...
    assert "pack in the model's prompt: True" in out
    assert "error: omoide's retrieval node writes the pack to `memory_pack`" in out
    assert "model called: False" in out
    # ... and the memory tools ran in a ToolNode.
    assert "['search_past_conversations', 'get_full_memory_block']" in out
    assert "ToolMessage" in out and "狂犬病" in out
