"""`omoide eval` and `omoide bench`: the evaluation harness and the benchmarks of a source
checkout (``benchmarks/``, not in the wheel). Their home is ``python -m benchmarks eval|bench``
(``benchmarks/evaluation/cli.py``); here they are thin delegations, and the product never
imports ``benchmarks`` when a module loads:

- ``omoide eval ARGS`` hands its arguments, unparsed, to the harness's own ``eval`` command
  (flags, help, the task list: the harness's, so every task it loads is reachable), only when
  the command runs and only from a source checkout; from a wheel it is one line saying so;
- ``omoide bench recall|store ARGS`` runs ``benchmarks/bench_{recall,store}.py`` as a program.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from omoide.cli.common import Commands
from omoide.memory_store.errors import OmoideError

__all__ = ["FORWARDS", "add_bench", "add_eval", "cmd_bench", "cmd_eval", "source_checkout"]

# Set on a command that takes the arguments its parser does not know and hands them on.
FORWARDS = "forwards_unknown"


def add_eval(commands: Commands) -> None:
    # No -h of its own: `omoide eval --help` is the harness's help (as `omoide eval`).
    p = commands.add(
        "eval", help="measure recall on LongMemEval / LoCoMo / JA data", add_help=False
    )
    p.set_defaults(func=cmd_eval, **{FORWARDS: True})


def add_bench(commands: Commands) -> None:
    p = commands.add(
        "bench",
        help="latency / store benchmarks (benchmarks/bench_recall.py or bench_store.py)",
        description="Runs benchmarks/bench_{recall,store}.py of the source checkout; options "
        "after WHICH go to the script (e.g. omoide bench recall --sizes 1000 10000).",
    )
    p.add_argument("which", choices=["recall", "store"])
    p.add_argument("bench_args", nargs=argparse.REMAINDER, help="passed to the script")
    p.set_defaults(func=cmd_bench)


def source_checkout(command: str) -> Path:
    """The source checkout this omoide runs from (an editable install), put on ``sys.path`` so
    its ``benchmarks`` package imports; a clear error from an installed wheel, which carries the
    product only (not the evaluation harness nor the benchmarks)."""
    root = Path(__file__).resolve().parents[2]
    if not (root / "benchmarks" / "evaluation" / "__init__.py").is_file():
        raise OmoideError(
            f"`omoide {command}` needs a source checkout (the evaluation harness and benchmarks "
            "are not in the wheel): clone the repository, `pip install -e .` in it, and run "
            f"`python -m benchmarks {command} ...` (or `omoide {command} ...`) from there"
        )
    if str(root) not in sys.path:
        sys.path.append(str(root))
    return root


def forwarded(args: argparse.Namespace) -> list[str]:
    """What ``omoide eval`` hands on: the global options the harness reads (given before or
    after ``eval``), then everything its own parser did not know, in the order given."""
    given = [
        *(["--embedder", args.embedder] if args.embedder else []),
        *(["--tokenizer", args.tokenizer] if args.tokenizer else []),
        *(["--verbose"] if args.verbose else []),
    ]
    return [*given, *getattr(args, "unknown", [])]


def cmd_eval(args: argparse.Namespace) -> int:
    source_checkout("eval")
    from benchmarks.evaluation.cli import eval_main

    return eval_main(forwarded(args), prog="omoide eval")


def cmd_bench(args: argparse.Namespace) -> int:
    import subprocess

    script = source_checkout("bench") / "benchmarks" / f"bench_{args.which}.py"
    return subprocess.call([sys.executable, str(script), *args.bench_args])
