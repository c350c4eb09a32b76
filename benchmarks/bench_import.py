"""Import and cold-start cost: what a LangGraph project pays to add omoide, against LangGraph.

Each case runs in a fresh interpreter (so nothing is cached in ``sys.modules``), interleaved
round by round so machine load hits every case alike. Two measures per case: the median wall
time of the process, and its median CPU time (user + system, ``getrusage(RUSAGE_CHILDREN)``),
each minus the same median of a bare ``python -c pass`` (interpreter start-up). CPU time is
the steadier one on a shared machine (waiting for a core is not counted); ratios are to the peer
in the same run:

- ``import omoide`` — the public API module (lazy, PEP 562);
- ``from omoide import MemoryStore, build_retrieval_node`` — name access, which loads LangGraph
  and the store code but not chromadb, scipy or the embedder (they load when a store opens);
- the names a user needs for an agent (``build_retrieval_node``, ``build_remember_node``,
  ``guard_chat_model``, ``with_memory``, ``MemoryState``, ``MemoryStore``, ``recall``);
- ``omoide --help`` — the console script;
- a template project's graph module: open a store and ``build_agent(store)`` (what
  ``langgraph dev`` times when it imports the graph; builders load no model, so this is
  imports + opening the store), and the same on a ``NamespacePool`` (``default_user=
  "default"``), which opens the namespace, and so Chroma, on the first run;
- the peer plus ``import omoide.agent.studio`` — the served graphs: the store opens in a
  background thread, not in the import;
- ``omoide recall`` from a cold shell on the bundled sample store (``omoide demo --keep``, built
  once before the rounds): the whole command, CPU until it has answered (issue 29: <= 1.0 s);
  once as users run it (the embedding model from the per-user model cache,
  ``memory_store/use_cache.py``, written by the unmeasured warm-up pass) and once with
  ``OMOIDE_MODEL_CACHE=off`` (the package loads its tokenizer and weights itself, as before
  the cache), and once as ``main([...])`` called from Python, which leaves the caller's
  garbage collector alone (the program pauses it over its imports and freezes what they made,
  ``omoide.cli.common.start_up``), and as both (the command as it was before these two changes);
- the peer: ``import langgraph.graph, langchain_core.messages``.

Each round also runs one cold ``omoide recall`` that times its own phases (``PHASES``: CPU
by ``time.process_time`` between marks inside the process: the imports one by one in a fixed
order, then the command with marks around the store's open and the model's load); the medians
say where a cold recall's CPU goes. The command runs the retrieval nodes without LangGraph
(``omoide.agent.recaller.recall_in_process``); whatever LangGraph the nodes' modules still
import is charged to their phase, and the report says whether the recall loaded LangGraph.

Writes ``results/import.json`` and ``results/import.md``.

    python benchmarks/bench_import.py --rounds 9
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "results"
OMOIDE = shutil.which("omoide") or "omoide"
# Filled in by main(): the sample store the recall and template cases read.
STORE = Path(tempfile.gettempdir()) / "omoide-bench-import-store"
NAMES = (
    "build_retrieval_node, build_remember_node, guard_chat_model, with_memory, MemoryState, "
    "MemoryStore, recall"
)

CASES: dict[str, list[str]] = {
    "python -c pass (start-up, subtracted)": [sys.executable, "-c", "pass"],
    "import langgraph.graph, langchain_core.messages (peer)": [
        sys.executable,
        "-c",
        "import langgraph.graph, langchain_core.messages",
    ],
    "import omoide": [sys.executable, "-c", "import omoide"],
    "from omoide import MemoryStore, build_retrieval_node": [
        sys.executable,
        "-c",
        "from omoide import MemoryStore, build_retrieval_node",
    ],
    f"from omoide import {NAMES}": [sys.executable, "-c", f"from omoide import {NAMES}"],
    "omoide --help": [OMOIDE, "--help"],
    # A template project's graph module: `store = MemoryStore(...)`, `graph = build_agent(store)`.
    "template graph module: MemoryStore(path) + build_agent(store)": [
        sys.executable,
        "-c",
        "import sys\nfrom omoide import MemoryStore, build_agent\n"
        "graph = build_agent(MemoryStore(sys.argv[1]))",
        str(STORE),
    ],
    # The same with the store opened on the first run (a pool opens namespaces when leased).
    "template graph module: NamespacePool(path) + build_agent(pool, default_user=...)": [
        sys.executable,
        "-c",
        "import sys\nfrom omoide import NamespacePool, build_agent\n"
        "graph = build_agent(NamespacePool(sys.argv[1]), default_user='default')",
        str(STORE),
    ],
    # What `langgraph dev` times (warning past 3 s): the served module, LangGraph already loaded.
    "peer + import omoide.agent.studio (served graphs)": [
        sys.executable,
        "-c",
        "import langgraph.graph, langchain_core.messages; import omoide.agent.studio",
    ],
    "import chromadb (for reference: no longer paid on import)": [
        sys.executable,
        "-c",
        "import chromadb",
    ],
    "omoide recall (cold shell, sample store)": [OMOIDE, "--store", str(STORE), "recall", "こむぎ"],
    # The same command as `main([...])` from Python, which leaves the caller's garbage collector
    # alone (no start-up freeze, omoide.cli.common.start_up): what the freeze saves.
    "omoide recall as main([...]) from Python (collector untouched)": [
        sys.executable,
        "-c",
        "import sys\nfrom omoide.cli import main\nsys.exit(main(sys.argv[1:]))",
        "--store",
        str(STORE),
        "recall",
        "こむぎ",
    ],
    "omoide recall (cold shell, sample store, OMOIDE_MODEL_CACHE=off)": [
        OMOIDE,
        "--store",
        str(STORE),
        "recall",
        "こむぎ",
    ],
    # Neither the model cache nor the collector's start-up freeze: the command as it was.
    "omoide recall as main([...]), OMOIDE_MODEL_CACHE=off (neither)": [
        sys.executable,
        "-c",
        "import sys\nfrom omoide.cli import main\nsys.exit(main(sys.argv[1:]))",
        "--store",
        str(STORE),
        "recall",
        "こむぎ",
    ],
}
# Environment added to a case's (the rest is this process's).
ENV: dict[str, dict[str, str]] = {
    "omoide recall (cold shell, sample store, OMOIDE_MODEL_CACHE=off)": {
        "OMOIDE_MODEL_CACHE": "off"
    },
    "omoide recall as main([...]), OMOIDE_MODEL_CACHE=off (neither)": {"OMOIDE_MODEL_CACHE": "off"},
}
# A cold `omoide recall` that reports its own phases (JSON on stdout): each import in a fixed
# order (a module is charged to the first phase that imports it), then the command itself, as the
# program runs it (`main()` reading sys.argv). The imports run with the cyclic garbage collector
# paused and are then frozen, as `omoide.cli.common.start_up` does around the command's own imports.
PHASES = r"""
import gc; gc.disable()
import contextlib, io, json, sys, time
T = time.process_time
marks, last = [], [0.0]  # process_time counts from the process start
def mark(name):
    now = T(); marks.append((name, now - last[0])); last[0] = now
mark("interpreter start-up")
import omoide.cli; mark("import omoide.cli")
import numpy; mark("import numpy")
import langchain_core.messages; mark("import langchain_core.messages")
import omoide.memory_store.store; mark("import omoide.memory_store.store")
from omoide.agent import recaller; recaller.load_in_process()
mark("import the retrieval nodes (recaller.load_in_process: config, ranking, the nodes)")
import chromadb; mark("import chromadb")
gc.freeze(); gc.enable()
from omoide.memory_store import embedders, store
use, init = embedders.USEEmbeddings._use, store.MemoryStore.__init__
def _use(self):
    loading = self._model is None
    if loading: mark("recall until the model loads")
    model = use(self)
    if loading: mark("embedding model load")
    return model
def _init(self, *a, **k):
    mark("command line, configuration")
    init(self, *a, **k)
    mark("MemoryStore open (Chroma client, SQLite, keyword index)")
embedders.USEEmbeddings._use, store.MemoryStore.__init__ = _use, _init
sys.argv = ["omoide", "--store", sys.argv[1], "recall", "こむぎ"]
with contextlib.redirect_stdout(io.StringIO()):
    assert omoide.cli.main() == 0
mark("the rest of the recall, printing, closing")
loaded = {"modules": len(sys.modules), "langgraph": "langgraph" in sys.modules,
          "langsmith": "langsmith" in sys.modules}
print(json.dumps({"marks": marks, "total": T(), "loaded": loaded}))
"""
STARTUP = "python -c pass (start-up, subtracted)"
PEER = "import langgraph.graph, langchain_core.messages (peer)"


def _once(cmd: list[str], env: dict[str, str] | None = None) -> tuple[float, float]:
    """(wall s, CPU s) of one run of ``cmd`` (``env`` added to this process's)."""
    full = {**os.environ, **env} if env else None
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=full)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def _sample_store() -> None:
    """The bundled sample in a store of its own (``omoide demo --keep``), made once."""
    if not (STORE / "omoide.sqlite3").is_file():
        shutil.rmtree(STORE, ignore_errors=True)
        subprocess.run(
            [OMOIDE, "demo", "--keep", str(STORE)],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )


def _phases_once(phases: dict[str, list[float]], loaded: dict[str, object]) -> None:
    """One cold recall timing its own phases (``PHASES``), added to ``phases``; what its
    process spends after the last mark is the interpreter's exit."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(
        [sys.executable, "-c", PHASES, str(STORE)],
        check=True,
        capture_output=True,
        text=True,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    found = json.loads(done.stdout.strip().splitlines()[-1])
    loaded.update(found["loaded"])
    totals: dict[str, float] = {}
    for name, seconds in found["marks"]:
        totals[name] = totals.get(name, 0.0) + seconds
    totals["after the answer: the interpreter's exit"] = max(0.0, cpu - found["total"])
    totals["total (the process's CPU)"] = cpu
    for name, seconds in totals.items():
        phases.setdefault(name, []).append(seconds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args()

    _sample_store()
    # Warm the OS file cache once, and write the model cache if it is missing; not measured.
    for name, cmd in CASES.items():
        _once(cmd, ENV.get(name))
    samples: dict[str, list[tuple[float, float]]] = {name: [] for name in CASES}
    phases: dict[str, list[float]] = {}
    loaded: dict[str, object] = {}
    for _ in range(args.rounds):
        for name, cmd in CASES.items():
            samples[name].append(_once(cmd, ENV.get(name)))
        _phases_once(phases, loaded)

    startup = statistics.median(w for w, _ in samples[STARTUP])
    startup_cpu = statistics.median(c for _, c in samples[STARTUP])
    rows = {}
    for name, values in samples.items():
        median = statistics.median(w for w, _ in values)
        cpu = statistics.median(c for _, c in values)
        rows[name] = {
            "median_s": round(median, 4),
            "min_s": round(min(w for w, _ in values), 4),
            "import_s": round(max(0.0, median - startup), 4) if name != STARTUP else 0.0,
            "cpu_median_s": round(cpu, 4),
            "cpu_s": round(max(0.0, cpu - startup_cpu), 4) if name != STARTUP else 0.0,
        }
    peer = rows[PEER]["import_s"]
    peer_cpu = rows[PEER]["cpu_s"]
    for name, row in rows.items():
        row["ratio_to_peer"] = round(row["import_s"] / peer, 2) if peer and name != STARTUP else 0
        cpu_ratio = row["cpu_s"] / peer_cpu if peer_cpu and name != STARTUP else 0
        row["cpu_ratio_to_peer"] = round(cpu_ratio, 2)

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    phase_ms = {name: round(statistics.median(v) * 1000, 1) for name, v in phases.items()}
    report = {
        "command": "python benchmarks/bench_import.py " + " ".join(sys.argv[1:]),
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": f"{platform.machine()} {os.cpu_count()} cpus, "
        f"python {platform.python_version()}",
        "load_avg_1m_at_start": load,
        "rounds": args.rounds,
        "rows": rows,
        "cold_recall_phases_cpu_ms": phase_ms,
        "cold_recall_loaded": loaded,
    }
    lines = [
        f"Import and cold-start cost ({args.rounds} fresh processes per case, interleaved; "
        f"medians; start-up {startup * 1000:.0f} ms wall / {startup_cpu * 1000:.0f} ms CPU "
        "subtracted from every other row)",
        "",
        "| case | process wall ms | process CPU ms | wall ms | × peer | CPU ms | × peer |",
        "|---|---|---|---|---|---|---|",
    ]
    for name, row in rows.items():
        own = name != STARTUP
        ratio = f"{row['ratio_to_peer']:.2f}" if own else ""
        imp = f"{row['import_s'] * 1000:.0f}" if own else ""
        cpu_ratio = f"{row['cpu_ratio_to_peer']:.2f}" if own else ""
        cpu = f"{row['cpu_s'] * 1000:.0f}" if own else ""
        lines.append(
            f"| `{name}` | {row['median_s'] * 1000:.0f} | {row['cpu_median_s'] * 1000:.0f} "
            f"| {imp} | {ratio} | {cpu} | {cpu_ratio} |"
        )
    lines += [
        "",
        f"Where a cold `omoide recall` spends its CPU (median of {args.rounds}, marks inside "
        "the process, model cache on; the phases' medians need not add up to the total's):",
        "",
        "| phase | CPU ms |",
        "|---|---|",
        *(f"| {name} | {ms:.0f} |" for name, ms in phase_ms.items()),
        "",
        f"Modules the cold recall had loaded: {loaded.get('modules')}; LangGraph among them: "
        f"{loaded.get('langgraph')}, langsmith: {loaded.get('langsmith')}.",
    ]
    lines += ["", f"command: `{report['command']}`; {report['date']}; {report['machine']}"]
    if load is not None:
        lines[-1] += f"; load average {load:.2f} at start"
    table = "\n".join(lines)
    print(table)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "import.json").write_text(json.dumps(report, indent=2) + "\n")
    (args.out / "import.md").write_text(table + "\n")


if __name__ == "__main__":
    main()
