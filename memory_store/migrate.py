"""``omoide migrate SRC DST``: move a store between a folder (SQLite + Chroma) and PostgreSQL.

Either direction; SRC and DST are a store folder or a ``postgresql://`` URL. Per namespace, in
the source's seq order and in batches:

1. the namespace's settings (time zone, tokenizer, embedder) travel first, so the destination
   opens with the same embedder and tokenizer;
2. episodes with their flags, each batch **with its stored vectors** (never re-embedded; an
   episode whose source vector is missing is embedded by the destination's embedder and
   counted in ``embedded``); writes are idempotent by episode id, so a migration that was
   interrupted is **resumed by running it again** (what the destination holds is skipped);
3. retrieval runs, derived memory (entities, facts, loops, summaries, relationship state, what
   time episodes are about, the consolidation cursor, the birth year: replaced whole) and
   ``OmoideStore`` items (with their times and TTLs);
4. verification: per namespace, the episode count and the ordered id list (a hash) must be
   equal on both sides, and every episode must have a vector; any difference is reported and
   makes the CLI exit 1.

The source's episodes, items and derived memory are only read (opening it may refresh its
caches, such as keyword index files). Each namespace keeps the embedder it was built with (the
vectors are re-used): a destination namespace built with another one is refused. Run again,
a migration also carries flags changed in the source since (a hidden episode is hidden in the
destination too; a restored one is restored) and the tombstones of what the source forgot or
deleted (no later import into the destination brings it back), and replaces the destination's
derived memory with the source's; what only the destination holds (episodes or items deleted
in the source since, or written to the destination meanwhile) is reported as a difference, never
deleted.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable, Iterator, Sequence
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from .backends import open_backend
from .db import EpisodeRow
from .derived import has_derived
from .episodes import EpisodeRows, StoreRows
from .errors import StoreError
from .item_rows import ItemRows
from .store import MemoryStore

if TYPE_CHECKING:
    from langchain_core.embeddings import Embeddings

__all__ = ["MigrationReport", "NamespaceReport", "migrate"]

log = logging.getLogger(__name__)

Progress = Callable[[int], None]


@dataclass(frozen=True, slots=True)
class NamespaceReport:
    """What one namespace's migration did and found."""

    namespace: str
    source_episodes: int
    copied: int  # episodes the destination did not hold yet
    skipped: int  # already there (a resumed migration)
    embedded: int  # episodes whose source vector was missing, embedded again
    runs: int
    derived: int  # derived-memory records copied
    items: int  # OmoideStore items copied
    destination_episodes: int
    ids_match: bool  # the same ids with the same flags, in the same order
    vectors_complete: bool
    updated: int = 0  # held episodes whose flags the source had changed since
    extra_items: int = 0  # items the destination holds and the source does not

    @property
    def ok(self) -> bool:
        return (
            self.source_episodes == self.destination_episodes
            and self.ids_match
            and self.vectors_complete
            and self.extra_items == 0
        )


@dataclass(frozen=True, slots=True)
class MigrationReport:
    source: str
    destination: str
    namespaces: tuple[NamespaceReport, ...] = field(default=())

    @property
    def ok(self) -> bool:
        return all(n.ok for n in self.namespaces)

    def table(self) -> str:
        """The verification table the CLI prints."""
        head = (
            "namespace | source | destination | copied | skipped | updated | embedded | runs "
            "| derived | items | ok"
        )
        lines = [head, "-" * len(head)]
        for n in self.namespaces:
            lines.append(
                f"{n.namespace} | {n.source_episodes} | {n.destination_episodes} | {n.copied} | "
                f"{n.skipped} | {n.updated} | {n.embedded} | {n.runs} | {n.derived} | "
                f"{n.items}{f' (+{n.extra_items} only here)' if n.extra_items else ''} | "
                f"{'yes' if n.ok else 'NO'}"
            )
        return "\n".join(lines)


def _label(location: str | Path) -> str:
    """A URL with no password, a folder as given."""
    backend = open_backend(location)
    return backend.label if backend.url is not None else str(location)


def _items(location: str | Path) -> ItemRows:
    """The ``OmoideStore`` item table of the store at ``location`` (made if missing)."""
    return open_backend(location).open_items()


def _ids_digest(rows: EpisodeRows, namespace: str) -> tuple[int, str]:
    """The count, and a digest of every episode's id and flags in seq order: a hidden or
    re-flagged episode on one side only makes the two differ."""
    h = hashlib.sha256()
    n = 0
    for row in rows.iter_episodes(namespace):
        e = row.episode
        h.update(f"{e.id}\t{int(e.sensitivity)}\t{int(e.searchable)}\n".encode())
        n += 1
    return n, h.hexdigest()


def _batches(rows: EpisodeRows, namespace: str, size: int) -> Iterator[list[EpisodeRow]]:
    batch: list[EpisodeRow] = []
    for row in rows.iter_episodes(namespace):
        batch.append(row)
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch


_SETTINGS = ("timezone:{ns}", "tokenizer:{ns}")


def migrate(
    source: str | Path,
    destination: str | Path,
    *,
    namespaces: Sequence[str] | None = None,
    batch_size: int = 1_000,
    progress: Progress | None = None,
) -> MigrationReport:
    """Copy the store at ``source`` into ``destination`` (a folder or a ``postgresql://`` URL;
    created if missing); see the module's docstring. ``namespaces`` limits the copy;
    ``progress`` is called with the number of episodes handled after each batch."""
    if not isinstance(batch_size, int) or isinstance(batch_size, bool) or batch_size < 1:
        raise ValueError(f"batch_size must be a whole number >= 1, got {batch_size!r}")
    if _label(source) == _label(destination) or (
        open_backend(source).url is None
        and open_backend(destination).url is None
        and Path(source).resolve() == Path(destination).resolve()
    ):
        raise ValueError(f"source and destination are the same store: {_label(source)}")
    with MemoryStore(source, create=False, reconcile=False, embed_workers=0) as probe:
        found: dict[str, int] = dict(probe.db.namespaces())
        # One embedder per model the namespaces were built with (each records its own).
        embedders: dict[str, Embeddings] = {probe.embedder_id: probe.embedder}
        recorded = {
            ns: probe.db.get_meta(f"embedder_id:{ns}") or probe.db.get_meta("embedder_id")
            for ns in found
        }
    saved = _items(source)
    try:  # a namespace may hold saved items and no episode (items put with index=False)
        for ns in saved.namespaces(0.0):
            found.setdefault(ns, 0)
    finally:
        saved.close()
    wanted = list(found) if namespaces is None else list(namespaces)
    missing = [ns for ns in wanted if ns not in found]
    if missing:
        raise StoreError(
            f"{_label(source)} has no namespace {missing[0]!r} (it has: "
            f"{', '.join(sorted(found)) or 'none'})"
        )
    reports = []
    for ns in sorted(wanted):
        model = recorded.get(ns)
        report, model_id, used = _migrate_namespace(
            source, destination, ns, embedders.get(model or ""), batch_size, progress
        )
        embedders.setdefault(model_id, used)
        reports.append(report)
    return MigrationReport(_label(source), _label(destination), tuple(reports))


def _migrate_namespace(
    source: str | Path,
    destination: str | Path,
    namespace: str,
    embedder: Embeddings | None,
    batch_size: int,
    progress: Progress | None,
) -> tuple[NamespaceReport, str, Embeddings]:
    with ExitStack() as stack:
        src = stack.enter_context(
            MemoryStore(
                source,
                namespace=namespace,
                embedder=embedder,  # None: the model this namespace was built with
                create=False,
                reconcile=False,
                embed_workers=0,
            )
        )
        # Settings first: the destination's keyword index is built with the source's
        # tokenizer, its times shown in the source's zone.
        tokenizer = src.tokenizer.spec
        dst = stack.enter_context(
            MemoryStore(
                destination,
                namespace=namespace,
                embedder=src.embedder,
                tokenizer=tokenizer,
                embed_workers=0,
            )
        )
        for key in _SETTINGS:
            value = src.db.get_meta(key.format(ns=namespace))
            if value is not None and dst.db.get_meta(key.format(ns=namespace)) != value:
                dst.db.set_meta(key.format(ns=namespace), value)
        copied = skipped = embedded = updated = 0
        for batch in _batches(src.db, namespace, batch_size):
            episodes = [row.episode for row in batch]
            held = dst.db.existing_ids(namespace, [e.id for e in episodes])
            new = [e.id for e in episodes if e.id not in held]
            # Every episode goes through add_episodes: one already held with other flags (hidden
            # or made secret in the source since an earlier pass) is updated; with other
            # content it is a conflict. Only new ones need vectors.
            vectors = src._vector.index.embeddings(new) if new else {}
            embedded += sum(1 for i in new if i not in vectors)
            # The source states every flag: taken as they are (a restored episode is restored
            # here too), not merged as an import's (MemoryStore.add_episodes).
            result = dst.add_episodes(
                episodes, vectors=vectors, batch_size=batch_size, exact_flags=True
            )
            if result.conflicts:
                raise StoreError(
                    f"{_label(destination)} namespace {namespace!r} holds episodes with the "
                    f"same ids and other content: {', '.join(result.conflicts[:5])}; nothing "
                    "of them was overwritten"
                )
            copied += result.added
            updated += result.updated
            skipped += len(episodes) - len(new)
            if progress:
                progress(len(episodes))
        # What the source forgot or deleted stays forgotten here when it arrives again.
        dst.db.forget(namespace, src.db.forgotten_keys(namespace))
        runs = _copy_runs(src.db, dst.db, namespace)
        derived = _copy_derived(src, dst)
        items, extra_items = _copy_items(source, destination, namespace)
        n_src, digest_src = _ids_digest(src.db, namespace)
        n_dst, digest_dst = _ids_digest(dst.db, namespace)
        stats = dst.stats()
        report = NamespaceReport(
            namespace=namespace,
            source_episodes=n_src,
            copied=copied,
            skipped=skipped,
            embedded=embedded,
            runs=runs,
            derived=derived,
            items=items,
            destination_episodes=n_dst,
            ids_match=digest_src == digest_dst,
            vectors_complete=stats.vector_pending == 0 and stats.vector_docs == n_dst,
            updated=updated,
            extra_items=extra_items,
        )
        return report, src.embedder_id, src.embedder


def _copy_runs(src: StoreRows, dst: StoreRows, namespace: str) -> int:
    """Retrieval runs, oldest first (their order is the destination's insertion order)."""
    runs = src.list_runs(namespace, 10**9)
    for run_id, created, user_text, payload in reversed(runs):
        if dst.get_run(namespace, run_id) is None:
            dst.save_run(run_id, namespace, created, user_text, payload)
    return len(runs)


def _copy_derived(src: MemoryStore, dst: MemoryStore) -> int:
    """The namespace's derived memory (every table, the cursor and the birth year), put back
    whole in one transaction: a re-run replaces it with the source's rows (none, when the
    source has none: what was deleted there since an earlier pass goes here too)."""
    saved: dict[str, list[tuple[object, ...]]] = (
        src.derived.snapshot(namespace=src.namespace) if has_derived(src) else {}
    )
    if not any(saved.values()) and not has_derived(dst):
        return 0
    dst.derived.restore(saved, namespace=dst.namespace)
    return sum(len(rows) for table, rows in saved.items() if table != "meta")


def _copy_items(source: str | Path, destination: str | Path, namespace: str) -> tuple[int, int]:
    """``OmoideStore`` items of the namespace (live or expired, with their times and TTLs;
    their episodes came with the episodes): (copied, held by the destination alone — deleted
    in the source since an earlier pass, or written there: reported, never deleted)."""
    src = _items(source)
    try:
        rows = src.export(namespace)
    finally:
        src.close()
    dst = _items(destination)
    try:
        if rows:
            dst.upsert(rows)
        keys = {r[1] for r in rows}
        extra = sum(1 for r in dst.export(namespace) if r[1] not in keys)
    finally:
        dst.close()
    return len(rows), extra
