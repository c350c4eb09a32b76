"""Import cost: what a LangGraph project pays to add omoide, against LangGraph itself.

Each case runs in a fresh interpreter (so nothing is cached in ``sys.modules``), interleaved
round by round so machine load hits every case alike, and reports the median wall time of the
process minus the median of a bare ``python -c pass`` (interpreter start-up):

- ``import omoide`` — the public API module (lazy, PEP 562);
- ``from omoide import MemoryStore, build_retrieval_node`` — name access, which loads LangGraph
  and the store code but not chromadb, scipy or the embedder (they load when a store opens);
- ``omoide --help`` — the console script;
- the peer plus ``import omoide.agent.studio`` — what ``langgraph dev`` times when it loads the
  served graphs (it warns past 3 s); the store opens in a background thread, not in the import;
- the peer: ``import langgraph.graph, langchain_core.messages``.

Target (issue 7): ``import omoide`` at most 1.5x the peer; ``omoide --help`` well under 1 s.
Writes ``results/import.json`` and ``results/import.md``.

    python benchmarks/bench_import.py --rounds 15
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "results"

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
    "omoide --help": [shutil.which("omoide") or "omoide", "--help"],
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
}
STARTUP = "python -c pass (start-up, subtracted)"
PEER = "import langgraph.graph, langchain_core.messages (peer)"


def _once(cmd: list[str]) -> float:
    started = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args()

    for cmd in CASES.values():  # warm the OS file cache once; not measured
        _once(cmd)
    samples: dict[str, list[float]] = {name: [] for name in CASES}
    for _ in range(args.rounds):
        for name, cmd in CASES.items():
            samples[name].append(_once(cmd))

    startup = statistics.median(samples[STARTUP])
    rows = {}
    for name, values in samples.items():
        median = statistics.median(values)
        rows[name] = {
            "median_s": round(median, 4),
            "min_s": round(min(values), 4),
            "import_s": round(max(0.0, median - startup), 4) if name != STARTUP else 0.0,
        }
    peer = rows[PEER]["import_s"]
    for name, row in rows.items():
        row["ratio_to_peer"] = round(row["import_s"] / peer, 2) if peer and name != STARTUP else 0

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    report = {
        "command": "python benchmarks/bench_import.py " + " ".join(sys.argv[1:]),
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": f"{platform.machine()} {os.cpu_count()} cpus, "
        f"python {platform.python_version()}",
        "load_avg_1m_at_start": load,
        "rounds": args.rounds,
        "rows": rows,
    }
    lines = [
        f"Import cost ({args.rounds} fresh processes per case, interleaved; median; "
        f"start-up {startup * 1000:.0f} ms subtracted from every other row)",
        "",
        "| case | process median ms | import ms | × peer |",
        "|---|---|---|---|",
    ]
    for name, row in rows.items():
        ratio = f"{row['ratio_to_peer']:.2f}" if name != STARTUP else ""
        imp = f"{row['import_s'] * 1000:.0f}" if name != STARTUP else ""
        lines.append(f"| `{name}` | {row['median_s'] * 1000:.0f} | {imp} | {ratio} |")
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
