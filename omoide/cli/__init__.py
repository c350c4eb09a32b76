"""``omoide``: ingest, recall, inspect runs, consolidate, chat, demo. Errors are one clear
line (:mod:`omoide.cli.app`); what a command prints is terminal-safe (:mod:`omoide.cli.terminal`).

One module per command group, each command's parser beside its handler:
:mod:`~omoide.cli.ingest`, :mod:`~omoide.cli.recall` (recall, runs, explain),
:mod:`~omoide.cli.store` (stats, reindex, migrate), :mod:`~omoide.cli.feedback` (forget,
restore, flag), :mod:`~omoide.cli.chat`, :mod:`~omoide.cli.memory` (consolidate, facts, loops),
:mod:`~omoide.cli.entities`, :mod:`~omoide.cli.demo`, and :mod:`~omoide.cli.harness` (eval and
bench, handed to a source checkout's ``python -m benchmarks``). This module assembles them.

Importing it, ``omoide --help`` and building the parser load no store, LangGraph, chromadb, nor
the embedder: every command imports what it needs when it runs.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence

from omoide.cli import chat, demo, entities, feedback, harness, ingest, memory, recall, store
from omoide.cli.app import run
from omoide.cli.common import Commands, global_options
from omoide.cli.demo import DEMO_QUERIES
from omoide.cli.terminal import TerminalSafe, terminal_safe

__all__ = ["DEMO_QUERIES", "TerminalSafe", "build_parser", "main", "parse_args", "terminal_safe"]

# Every command, in the order `omoide --help` lists them.
COMMANDS: tuple[Callable[[Commands], None], ...] = (
    ingest.add_ingest,
    recall.add_recall,
    store.add_stats,
    recall.add_runs,
    recall.add_explain,
    feedback.add_feedback,
    chat.add_chat,
    store.add_reindex,
    store.add_migrate,
    harness.add_eval,
    harness.add_bench,
    memory.add_consolidate,
    entities.add_entities,
    memory.add_facts,
    memory.add_loops,
    demo.add_demo,
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="omoide",
        description="Long-term memory for LangGraph agents: hybrid BM25 + vector recall, no LLM "
        "on the read path, Japanese and English.",
    )
    global_options(parser, defaults=True)
    # The same options are accepted after the command too (`omoide ingest DIR --store X`);
    # there they default to SUPPRESS so they never overwrite a value given before the command.
    common = argparse.ArgumentParser(add_help=False)
    global_options(common, defaults=False)
    commands = Commands(
        parser.add_subparsers(dest="command", required=True, metavar="COMMAND"), common
    )
    for add in COMMANDS:
        add(commands)
    return parser


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """``argv`` parsed; an argument no parser knows is an error (as ``parse_args``), except
    for a command that hands them on (``omoide eval``: ``args.unknown``)."""
    parser = build_parser()
    args, unknown = parser.parse_known_args(argv)
    if unknown and not getattr(args, harness.FORWARDS, False):
        parser.error(f"unrecognized arguments: {' '.join(unknown)}")
    args.unknown = unknown
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """The ``omoide`` program (``sys.argv`` when ``argv`` is None); its exit status."""
    return run(parse_args, argv)
