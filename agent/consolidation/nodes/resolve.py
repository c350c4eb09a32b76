"""resolve: each name found is matched to a known entity, or becomes a new one.

Matching is :class:`~omoide.memory_store.aliases.AliasIndex`'s (exact alias, normalised forms
with honorifics and kinship phrases stripped, a bare kinship word by the stated relation, then
rapidfuzz at ``MERGE_THRESHOLD``, the stricter of the two measured thresholds: wrongly merging
two people costs more than keeping a variant apart). So "あかり", "あかりちゃん" and
"妹のあかり" are one person. A name in kana also matches its Hepburn spellings exactly
(:mod:`..romaji`: "Akari" is あかり, "Komugi" is こむぎ). Entities matched or created earlier in
the batch are visible to the episodes after them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from omoide.memory_store.aliases import MERGE_THRESHOLD, AliasIndex, fold, name_keys
from omoide.memory_store.derived import Entity, merge_ids, stable_id
from omoide.memory_store.extract.base import better_kind
from omoide.memory_store.extract.lexicon import name_reading

from ..deps import ConsolidationDeps, ResolveCache
from ..records import entity_kind, entity_row
from ..romaji import romaji_forms
from ..state import ConsolidationState, ExtractedEpisode, MentionRow

__all__ = ["mention_entity", "resolve_node"]


_NO_FUZZY = 100.0  # only identical keys: no fuzzy matching across scripts


def _romaji(name: str) -> set[str]:
    """The Hepburn spellings of a name: of its kana, or of the reading of its kanji
    (佐々木 -> ささき -> "sasaki", from Sudachi's dictionary when the ``ja`` extra is
    installed), so kanji, kana and romaji spellings of one name meet."""
    forms: set[str] = set()
    for key in name_keys(name):
        forms |= romaji_forms(key)
        reading = name_reading(key)
        if reading:
            forms |= romaji_forms(reading)
    return forms


def _add(index: AliasIndex, alias: str, entity_id: str, relation: str | None) -> None:
    """An alias, and the Latin spellings of a kana one, so the other script finds it."""
    index.add(alias, entity_id, relation=relation)
    for form in _romaji(alias):
        index.add(form, entity_id)


def _match(index: AliasIndex, mention: MentionRow) -> str | None:
    names = (mention["name"], mention["surface"], *mention["aliases"])
    for name in names:
        found = index.match(name, relation=mention["relation"], threshold=MERGE_THRESHOLD)
        if found is not None:
            return found.entity_id
    for name in names:  # あかり -> "akari" finds an "Akari" seen before
        for form in sorted(_romaji(name)):
            found = index.match(form, relation=mention["relation"], threshold=_NO_FUZZY)
            if found is not None:
                return found.entity_id
    return None


def mention_entity(
    base: Entity | None, entity_id: str, mention: MentionRow, row: ExtractedEpisode, namespace: str
) -> Entity:
    """``base`` (None for a new entity) with one more mention merged in, the way
    ``DerivedStore.upsert_entity`` merges: aliases unioned, a stated relation replaces the old
    one, "thing" upgraded to a specific kind. Timestamps are the first and latest times the
    entity was mentioned (episode time, not the time of consolidation). Source ids are left to
    the caller, which adds a batch's at once (a person in thousands of episodes would make a
    per-mention merge quadratic)."""
    at = row["occurred_at"]
    kind = entity_kind(mention["kind"])
    aliases = (mention["name"], mention["surface"], *mention["aliases"])
    if base is None:
        return Entity(
            id=entity_id,
            name=mention["name"],
            kind=kind,
            aliases=merge_ids(a for a in aliases if a.strip()),
            relation=mention["relation"],
            namespace=namespace,
            created_at=at,
            updated_at=at,
        )
    return replace(
        base,
        kind=better_kind(base.kind, kind),
        aliases=merge_ids(base.aliases, (a for a in aliases if a.strip())),
        relation=mention["relation"] or base.relation,
        created_at=min(base.created_at, at) if base.created_at else at,
        updated_at=max(base.updated_at, at),
    )


def _load(deps: ConsolidationDeps) -> ResolveCache:
    """The namespace's entities and their alias index (with the Latin forms of kana aliases),
    read from the derived memory."""
    ns = deps.namespace
    version = deps.derived.entity_version(namespace=ns)
    known = {e.id: e for e in deps.derived.entities(namespace=ns)}
    pairs = deps.derived.alias_table(namespace=ns)
    index = AliasIndex(pairs, relations={i: e.relation for i, e in known.items()})
    for alias, entity_id in pairs:
        for form in _romaji(alias):
            index.add(form, entity_id)
    return ResolveCache(version, index, known)


def resolve_node(deps: ConsolidationDeps) -> Callable[..., dict[str, Any]]:
    def resolve(state: ConsolidationState) -> dict[str, Any]:
        """Give every mention an entity id; return the touched entities, merged."""
        ns = deps.namespace
        cache = deps.resolve_cache
        if cache is None or cache.version != deps.derived.entity_version(namespace=ns):
            cache = deps.resolve_cache = _load(deps)
        known, index = cache.known, cache.index
        touched: dict[str, Entity] = {}
        mentioned: dict[str, dict[str, None]] = {}  # entity id -> this batch's episodes
        new_ids: list[str] = []
        rows: list[ExtractedEpisode] = []
        for row in state.get("extracted", []):
            ids: list[str] = []
            for mention in row["entities"]:
                entity_id = _match(index, mention) or stable_id("ent", ns, fold(mention["name"]))
                base = touched.get(entity_id) or known.get(entity_id)
                if base is None:
                    new_ids.append(entity_id)
                entity = mention_entity(base, entity_id, mention, row, ns)
                touched[entity_id] = entity
                mentioned.setdefault(entity_id, {})[row["episode_id"]] = None
                known_aliases = set(base.aliases) if base else set()
                for alias in entity.aliases:
                    if alias not in known_aliases:
                        _add(index, alias, entity_id, entity.relation)
                if entity.relation and (base is None or base.relation != entity.relation):
                    index.add(entity.name, entity_id, relation=entity.relation)
                ids.append(entity_id)
            rows.append({**row, "entity_ids": ids})
        merged = [
            replace(e, source_ids=merge_ids(e.source_ids, mentioned[e.id]))
            for e in touched.values()
        ]
        return {
            "extracted": rows,
            "entities": [entity_row(e) for e in merged],
            "new_entity_ids": new_ids,
        }

    return resolve
