"""What the consolidation identity tests share: a store of dated exchanges consolidated for
real, and the entity that owns an alias (their ``extras`` fixture is in conftest.py)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta, timezone
from pathlib import Path

from omoide.agent.consolidation import consolidate
from omoide.memory_store import Episode, MemoryStore
from omoide.memory_store.derived import Entity
from omoide.memory_store.embedders import USEEmbeddings

JST = timezone(timedelta(hours=9))


def owner(entities: list[Entity], alias: str) -> Entity:
    """The one entity named ``alias`` or holding it as an alias (fails, listing them all,
    when none or several do)."""
    found = [e for e in entities if alias == e.name or alias in e.aliases]
    assert len(found) == 1, (alias, [(e.name, e.aliases) for e in entities])
    return found[0]


def add_exchanges(store: MemoryStore, texts: Sequence[tuple[str, str]], *, month: int) -> None:
    """``texts`` as one exchange a day at 20:00 JST from the 1st of ``month`` 2026."""
    store.add_episodes(
        [
            Episode.create(u, r, occurred_at=datetime(2026, month, 1 + i, 20, tzinfo=JST))
            for i, (u, r) in enumerate(texts)
        ]
    )


def consolidated_entities(
    path: Path, embedder: USEEmbeddings, texts: Sequence[tuple[str, str]], *, month: int
) -> list[Entity]:
    """A new store at ``path`` holding ``texts``, consolidated; its entities."""
    with MemoryStore(path, embedder=embedder) as store:
        add_exchanges(store, texts, month=month)
        consolidate(store)
        return store.derived.entities(namespace=store.namespace)
