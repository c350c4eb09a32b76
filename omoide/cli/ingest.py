"""`omoide ingest`: archives, logs, JSONL, LoCoMo and LongMemEval files into the store."""

from __future__ import annotations

import argparse
import re
import sys
import time
from datetime import UTC
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from omoide.cli.common import DEMO_NOW_META, Commands, open_store, progress

__all__ = ["add_ingest", "cmd_ingest", "time_zone"]


def add_ingest(commands: Commands) -> None:
    p = commands.add("ingest", help="import archives / JSONL / LoCoMo / LongMemEval files")
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


def time_zone(raw: str) -> ZoneInfo:
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

    tz = time_zone(args.tz) if args.tz else UTC
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
    with open_store(args, create=True) as store:
        name = Path(args.paths[0]).name + (f" (+{len(args.paths) - 1})" if args.paths[1:] else "")
        with progress(len(episodes), f"ingest {name}") as bar:
            # A level only an import states may raise a stored one (a log states none).
            stated = frozenset().union(*(r.stated_levels for r in reports))
            result = store.add_episodes(episodes, progress=bar.update, levels_stated=stated)
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
