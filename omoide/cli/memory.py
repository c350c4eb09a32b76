"""The memory that grows (design §consolidation): `omoide consolidate`, `facts`, `loops`
(`entities` is :mod:`omoide.cli.entities`)."""

from __future__ import annotations

import argparse
from typing import Any
from zoneinfo import ZoneInfo

from omoide.cli.common import (
    Commands,
    entity_names,
    non_negative_int,
    open_store,
    positive_int,
    progress,
    sources,
    turn_time,
    with_derived,
)

__all__ = [
    "add_consolidate",
    "add_facts",
    "add_loops",
    "cmd_consolidate",
    "cmd_facts",
    "cmd_loops",
]


def add_consolidate(commands: Commands) -> None:
    p = commands.add(
        "consolidate",
        help="learn entities, facts, open loops and summaries from new episodes",
        description="Incremental and resumable: only episodes added since the last run are "
        "read, each batch is committed with the cursor, and an interrupted run continues where "
        "it stopped. Open loops whose dates are past are closed.",
    )
    p.add_argument("--reset", action="store_true", help="forget the derived memory, rebuild it")
    p.add_argument("--batch-size", type=positive_int, default=None, metavar="N")
    p.add_argument(
        "--now",
        help="the time that decides which loops are past: ISO 8601 (without an offset, in "
        "the store's zone) or epoch seconds",
    )
    p.add_argument(
        "--llm",
        action="store_true",
        help="also extract with the configured chat model (facts, favorability)",
    )
    p.set_defaults(func=cmd_consolidate)


def add_facts(commands: Commands) -> None:
    p = commands.add("facts", help="stable facts (pin or unpin one with --pin/--unpin ID)")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--pin", metavar="ID", help="always keep this fact first")
    group.add_argument("--unpin", metavar="ID")
    p.add_argument("--sources", type=non_negative_int, default=5, metavar="N")
    p.set_defaults(func=cmd_facts)


def add_loops(commands: Commands) -> None:
    p = commands.add("loops", help="open loops: dated plans not yet past")
    p.add_argument("--all", action="store_true", help="closed loops too")
    p.add_argument("--sources", type=non_negative_int, default=5, metavar="N")
    p.set_defaults(func=cmd_loops)


def cmd_consolidate(args: argparse.Namespace) -> int:
    from omoide.agent.consolidation import consolidate, rules_and_llm
    from omoide.agent.settings import ChatModelNotConfigured, ChatSettings, make_chat_model

    settings = ChatSettings.from_env()
    if args.llm and not settings.configured:
        raise ChatModelNotConfigured()
    with open_store(args) as store:
        now = turn_time(args.now, store.timezone)
        # Relative dates ("明日") are read in the store's zone, as the default extractor does.
        zone = ZoneInfo(store.timezone)
        extractor = rules_and_llm(make_chat_model(settings), default_tz=zone) if args.llm else None
        cursor = store.derived.cursor(namespace=store.namespace)
        done = 0 if args.reset or cursor is None else cursor.processed
        with progress(max(0, len(store) - done), "consolidate") as bar:
            result = consolidate(
                store,
                extractor=extractor,
                batch_size=args.batch_size,
                progress=bar.update,
                now=now,
                reset=args.reset,
            )
    added = result.added
    print(
        f"{'rebuilt' if result.reset else 'consolidated'} {result.episodes} episodes of "
        f"namespace {result.namespace!r} in {result.batches} batches ({result.seconds:.1f} s): "
        f"+{added.get('entities', 0)} entities, +{added.get('facts', 0)} facts, "
        f"+{added.get('open_loops', 0)} open loops, +{added.get('summaries', 0)} summaries, "
        f"{result.loops_closed} loops closed; now {result.counts.get('entities', 0)} entities, "
        f"{result.counts.get('facts', 0)} facts, {result.counts.get('open_loops', 0)} loops"
    )
    return 0


@with_derived
def cmd_facts(args: argparse.Namespace, derived: Any) -> int:
    target = args.pin or args.unpin
    if target is not None:
        if derived is None or not derived.set_pinned(
            target, args.pin is not None, namespace=args.namespace
        ):
            raise KeyError(
                f"no fact {target!r} in namespace {args.namespace!r}; see `omoide facts`"
            )
        print(f"{'pinned' if args.pin else 'unpinned'} {target}")
        return 0
    found = [] if derived is None else derived.facts(namespace=args.namespace)
    if not found:
        print("no facts yet; run `omoide consolidate`")
    names = entity_names(derived, args.namespace)
    for f in sorted(found, key=lambda f: (not f.pinned, -f.confidence, -f.salience, f.id)):
        about = names.get(f.subject_id, f.subject_id) if f.subject_id else "the user"
        print(
            f"{f.id}  {'pinned ' if f.pinned else ''}confidence {f.confidence:.2f} "
            f"salience {f.salience:.2f}  {f.text}  (about {about}) "
            f"{sources(f.source_ids, args.sources)}"
        )
    return 0


@with_derived
def cmd_loops(args: argparse.Namespace, derived: Any) -> int:
    status = None if args.all else "open"
    found = [] if derived is None else derived.loops(namespace=args.namespace, status=status)
    if not found:
        print("no open loops" + ("" if args.all else " (--all shows closed ones too)"))
    names = entity_names(derived, args.namespace)
    for lp in found:
        due = "undated" if lp.due_start is None else lp.due_start.isoformat()
        if lp.due_end is not None and lp.due_end != lp.due_start:
            due += f"..{lp.due_end.isoformat()}"
        who = ", ".join(names.get(i, i) for i in lp.entity_ids)
        print(
            f"{lp.id}  {lp.status:<6} {due}  {lp.text}"
            + (f"  (with {who})" if who else "")
            + f" {sources(lp.source_ids, args.sources)}"
        )
    return 0
