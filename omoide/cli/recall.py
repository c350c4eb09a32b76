"""`omoide recall`, `runs` (and `runs prune`), `explain`: the read path and what it recorded."""

from __future__ import annotations

import argparse
import json
import sys
from datetime import datetime, tzinfo
from typing import TYPE_CHECKING, Any
from zoneinfo import ZoneInfo

from omoide.cli.common import (
    DEMO_NOW_META,
    Commands,
    empty_namespace,
    non_negative_float,
    non_negative_int,
    open_store,
    positive_int,
    run_config,
    start_up,
    turn_time,
)
from omoide.memory_store.errors import OmoideError

if TYPE_CHECKING:
    from omoide.memory_store.store import MemoryStore

__all__ = [
    "add_explain",
    "add_recall",
    "add_runs",
    "cmd_explain",
    "cmd_recall",
    "cmd_runs",
    "cmd_runs_prune",
]


def add_recall(commands: Commands) -> None:
    p = commands.add("recall", help="recall past episodes for a message (no LLM)")
    p.add_argument("text")
    p.add_argument(
        "--context",
        action="append",
        metavar="ROLE:TEXT",
        help="recent conversation, oldest first (repeatable)",
    )
    p.add_argument("--preset", default="default", help="configuration preset")
    p.add_argument("--set", action="append", metavar="KEY=VALUE", help="override a setting")
    p.add_argument(
        "--now",
        help="time of the turn (default: now): ISO 8601 (without an offset, in the store's "
        "zone) or epoch seconds",
    )
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=cmd_recall)


def add_runs(commands: Commands) -> None:
    p = commands.add(
        "runs",
        help="list recent retrieval runs (`runs prune` deletes old ones)",
        description="Lists this namespace's recent retrieval runs, newest first. Each namespace "
        "keeps its newest 1,000 runs ($OMOIDE_RUNS_KEEP; 0 keeps all).",
    )
    p.add_argument("--limit", type=positive_int, default=20)
    p.set_defaults(func=cmd_runs)
    runs_sub = p.add_subparsers(dest="runs_command", metavar="prune")
    q = runs_sub.add_parser(
        "prune", parents=[commands.common], help="delete this namespace's old runs"
    )
    q.add_argument("--keep", type=non_negative_int, metavar="N", help="keep the N newest")
    q.add_argument(
        "--older-than", type=non_negative_float, metavar="DAYS", help="delete runs older than"
    )
    q.set_defaults(func=cmd_runs_prune)


def add_explain(commands: Commands) -> None:
    p = commands.add("explain", help="show one run: plan, candidates, scores, timings")
    p.add_argument("run_id", help="a run id, or an unambiguous prefix of 8+ characters")
    p.add_argument("--top", type=positive_int, default=15, help="candidates to show")
    p.set_defaults(func=cmd_explain)


def _print_recall(result: Any, *, as_json: bool, zone: tzinfo) -> None:
    if as_json:
        from omoide.agent.runs import as_plain

        print(
            json.dumps(
                {
                    "run_id": result.run_id,
                    "episodes": as_plain(result.episodes),
                    "timings_ms": result.timings_ms,
                    "pack": result.pack,
                    "plan": as_plain(result.plan),
                    "skipped": as_plain(result.skipped),
                },
                ensure_ascii=False,
                indent=2,
            )
        )
        return
    print(
        f"plan: mode={result.plan.mode}, {len(result.plan.queries)} queries, "
        f"{len(result.candidates)} candidates"
    )
    for s in result.skipped:
        print(f"skipped {s.source}: {s.reason}")
    if not result.episodes:
        print("nothing relevant enough to inject (top candidate below the high threshold)")
    for e in result.episodes:
        when = datetime.fromtimestamp(e.occurred_at, tz=zone).date().isoformat()
        sides = (("User", e.user_text), ("Reply", e.reply_text))  # a reminder has no user side
        print(
            f"[{e.relevance}] {when} {e.id}\n  {e.reason}"
            + "".join(f"\n  {label}: {said[:160]}" for label, said in sides if said.strip())
        )
    print("timings (ms): " + ", ".join(f"{k}={v:.1f}" for k, v in result.timings_ms.items()))
    if result.pack:
        print("\n--- MemoryPack (injected as an internal assistant message) ---\n" + result.pack)
    if result.run_id:
        print(f"\nrun id: {result.run_id}  (omoide explain {result.run_id})")


def _demo_now(store: MemoryStore) -> datetime | None:
    """The demo's clock, for a store ``omoide demo`` made (said on stderr), else None."""
    raw = store.db.get_meta(DEMO_NOW_META)
    if not raw:
        return None
    at = datetime.fromtimestamp(int(raw), tz=ZoneInfo(store.timezone))
    print(
        f"omoide: recalling as of {at.isoformat(timespec='minutes')}, the day after the sample "
        "archive, as `omoide demo` did (this is its store); --now TIME asks at another time",
        file=sys.stderr,
    )
    return at


def _check_namespace(store: MemoryStore, args: argparse.Namespace) -> None:
    """A recall from a namespace without episodes is an error naming the ones there are, not
    "0 candidates, below the high threshold"."""
    if (problem := empty_namespace(store, args)) is not None:
        raise OmoideError(problem)


def cmd_recall(args: argparse.Namespace) -> int:
    recent = [tuple(c.split(":", 1)) for c in args.context or []]
    for r in recent:
        if len(r) != 2:
            raise ValueError("--context expects ROLE:TEXT, e.g. --context 'user:I got a dog'")
    with start_up(args):
        # The retrieval graph's nodes run in this process without LangGraph (the same result
        # as recall(), agent/recaller.py): a cold command does not import or compile the graph.
        from omoide.agent.recaller import load_in_process, recall_in_process

        load_in_process()
        config = run_config(args)
        store = open_store(args)
    with store:
        _check_namespace(store, args)
        now = turn_time(args.now, store.timezone) or _demo_now(store)
        result = recall_in_process(
            store, args.text, recent_conversation=recent, now=now, config=config
        )
        # Dates in the zone the pack uses: the run's, else the store's.
        _print_recall(result, as_json=args.json, zone=config.zone(store.timezone))
    return 0


def cmd_runs(args: argparse.Namespace) -> int:
    from omoide.agent.runs import list_runs

    with open_store(args) as store:
        runs = list_runs(store, limit=args.limit)
        zone = ZoneInfo(store.timezone)  # run times as the user reads them
        if not runs:
            print("no retrieval runs recorded yet; try `omoide recall TEXT`")
        for r in runs:
            when = datetime.fromtimestamp(r["created_at"], tz=zone).isoformat(timespec="seconds")
            skipped = f" skipped={','.join(r['skipped'])}" if r["skipped"] else ""
            print(
                f"{r['run_id']}  {when}  {r['selected']}/{r['candidates']} selected  "
                f"{r['total_ms']:.1f} ms wall{skipped}  {r['user_text'][:60]!r}"
            )
    return 0


def cmd_runs_prune(args: argparse.Namespace) -> int:
    from omoide.agent.runs import prune_runs

    if args.keep is None and args.older_than is None:
        raise ValueError("omoide runs prune: give --keep N and/or --older-than DAYS")
    with open_store(args) as store:
        deleted = prune_runs(store, keep=args.keep, older_than_days=args.older_than)
        left = store.db.count_runs(store.namespace)
    print(f"pruned {deleted} runs from namespace {args.namespace!r}; {left} kept")
    return 0


def cmd_explain(args: argparse.Namespace) -> int:
    from omoide.agent.entities import derived_of
    from omoide.agent.runs import about_time_notes, explain_run, load_run

    with open_store(args) as store:
        zone = ZoneInfo(store.timezone)
        run = load_run(store, args.run_id)
        # What time each candidate is about, as consolidation read it (none before it ran).
        ids = [c["id"] for c in run["candidates"][: args.top]]
        derived = derived_of(store)  # never created by a read
        times = {} if derived is None else derived.episode_times(ids, namespace=store.namespace)
        about = about_time_notes(times)
        print(explain_run(run, top=args.top, tz=zone, about=about))
    return 0
