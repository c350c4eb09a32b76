"""Store maintenance: `omoide stats`, `reindex` (another embedder), `migrate` (a folder into
PostgreSQL or back)."""

from __future__ import annotations

import argparse
import sys

from omoide.cli.common import Commands, empty_namespace, open_store, positive_int, progress

__all__ = [
    "add_migrate",
    "add_reindex",
    "add_stats",
    "cmd_migrate",
    "cmd_reindex",
    "cmd_stats",
]


def add_stats(commands: Commands) -> None:
    p = commands.add("stats", help="what the store holds")
    p.set_defaults(func=cmd_stats)


def add_reindex(commands: Commands) -> None:
    p = commands.add("reindex", help="re-embed every episode with another model")
    p.add_argument("--to", required=True, metavar="EMBEDDER")
    p.set_defaults(func=cmd_reindex)


def add_migrate(commands: Commands) -> None:
    p = commands.add(
        "migrate",
        shared=False,
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
        type=positive_int,
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


def cmd_stats(args: argparse.Namespace) -> int:
    from dataclasses import asdict

    from omoide.memory_store.archive import describe_zone

    with open_store(args) as store:
        stats = store.stats()
        empty = empty_namespace(store, args)
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


def cmd_migrate(args: argparse.Namespace) -> int:
    """Copy a store into another (folder <-> PostgreSQL), verified; exit 1 on a difference."""
    from omoide.memory_store.migrate import migrate

    with progress(None, "migrate") as bar:
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
        progress(len(store), f"reindex -> {args.to}") as bar,
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
