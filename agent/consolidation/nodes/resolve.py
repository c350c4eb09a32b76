"""resolve: each name found is matched to a known entity, or becomes a new one.

Matching is :class:`~omoide.agent.understanding.aliases.AliasIndex`'s (exact alias, normalised forms
with honorifics and kinship phrases stripped, a bare kinship word by the stated relation, then
rapidfuzz at ``MERGE_THRESHOLD``, the stricter of the two measured thresholds: wrongly merging
two people costs more than keeping a variant apart). So "あかり", "あかりちゃん" and
"妹のあかり" are one person. A name that matches nothing by spelling is then matched by its
reading (:mod:`omoide.agent.understanding.readings`: 佐々木課長, ささき and "Sasaki-san" read
"sasaki"; 田中 and "Tanaka", あかり and "Akari"), but only into an entity whose context agrees
(:func:`..identity.compatible`: the dog Sakura is not 同僚のさくらさん;
:func:`..identity.distinct_people`: 山田先生 is not 山田くん, 山田花子 not 山田太郎) and that the
user did not split from it (:class:`..identity.Corrections`, which also fix kinds); a katakana
name is also matched as the loanword it renders (バター / "Butter"). When two people read alike
both fit (a customer 中村さん and a co-worker 中村くん), the one addressed as the mention is
("Nakamura-kun") is meant (:func:`..identity.address_forms`). Last, a surname alone is
matched to the one known full name with it (佐藤さん -> "Yuki Sato"). Entities matched or created
earlier in the batch are visible to the episodes after them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from omoide.agent.understanding.aliases import MERGE_THRESHOLD, AliasIndex, fold
from omoide.agent.understanding.extract.base import better_kind
from omoide.memory_store.derived import Entity, merge_ids, stable_id

from ..deps import ConsolidationDeps, ResolveCache
from ..identity import (
    address_forms,
    compatible,
    distinct_people,
    load_corrections,
    person_evidence,
)
from ..records import entity_kind, entity_row
from ..state import ConsolidationState, ExtractedEpisode, MentionRow

__all__ = ["mention_entity", "resolve_node"]


def _agrees(
    cache: ResolveCache, mention: MentionRow, entity: Entity | None, *, by_reading: bool = False
) -> bool:
    """Whether ``mention`` may be merged into ``entity``: their contexts agree and the user
    did not split them. Spelt alike, only a pet and a surely-human name or two relations
    disagree (a place guessed from a name's spelling, "Daniel Park", is still Daniel Parkさん);
    read alike (another script), any two specific kinds do."""
    if entity is None:
        return True
    names = (mention["name"], mention["surface"], *mention["aliases"])
    if cache.corrections.kept_apart(names, (entity.name, *entity.aliases)):
        return False
    kind_a, kind_b = mention["kind"], entity.kind
    if "pet" not in (kind_a, kind_b) and distinct_people(
        names, mention["relation"], (entity.name, *entity.aliases), entity.relation
    ):
        return False  # two 山田 (a dentist 山田先生, a friend 山田くん), 山田花子 / 山田太郎
    if not by_reading and {kind_a, kind_b} != {"pet", "person"}:
        kind_a = kind_b = "thing"  # spelt alike: only the relation is compared
    return compatible(
        kind_a,
        kind_b,
        person_a=person_evidence(names, mention["relation"]),
        person_b=person_evidence(entity.aliases, entity.relation),
        rel_a=mention["relation"],
        rel_b=entity.relation,
    )


def _match(cache: ResolveCache, mention: MentionRow, touched: dict[str, Entity]) -> str | None:
    """The entity ``mention`` names: by spelling (exact, normalised, kinship, fuzzy), else by
    reading; either only into an entity whose context agrees."""
    names = (mention["name"], mention["surface"], *mention["aliases"])

    def entity(entity_id: str) -> Entity | None:
        return touched.get(entity_id) or cache.known.get(entity_id)

    forms = address_forms(names)
    for name in names:
        found = cache.index.match(name, relation=mention["relation"], threshold=MERGE_THRESHOLD)
        if found is not None and _agrees(cache, mention, entity(found.entity_id)):
            if forms and not forms & address_forms(_aliases(entity(found.entity_id))):
                # "Nakamura-kun" spelt like a "Nakamura-san" seen before: the one read alike
                # and addressed alike (中村くん), when there is exactly one, is meant.
                alike = _addressed_alike(cache, mention, names, forms, entity)
                if alike is not None:
                    return alike
            return found.entity_id
    for name in names:  # 佐々木 -> "sasaki" finds a "Sasaki-san" seen before
        fits = [
            i
            for i in cache.readings.candidates(name)
            if _agrees(cache, mention, entity(i), by_reading=True)
        ]
        if len(fits) == 1:
            return fits[0]
        addressed = [i for i in fits if forms & address_forms(_aliases(entity(i)))]
        if len(addressed) == 1:  # two 中村 fit "Nakamura-kun": the one called 中村くん
            return addressed[0]
    for name in names:  # 佐藤さん -> the one known full name with that surname, "Yuki Sato"
        fits = [
            i
            for i in cache.readings.by_surname(name)
            if _agrees(cache, mention, entity(i), by_reading=True)
        ]
        if len(fits) == 1:
            return fits[0]
    for name in names:  # 蓮 -> the one known kanji full name with that given name, 前田蓮
        fits = [
            i
            for i in cache.readings.by_given_name(name)
            if _agrees(cache, mention, entity(i), by_reading=True)
        ]
        if len(fits) == 1:
            return fits[0]
    return None


def _aliases(entity: Entity | None) -> tuple[str, ...]:
    return (entity.name, *entity.aliases) if entity is not None else ()


def _addressed_alike(
    cache: ResolveCache,
    mention: MentionRow,
    names: tuple[str, ...],
    forms: frozenset[str],
    entity: Callable[[str], Entity | None],
) -> str | None:
    """The one entity read like ``names`` (any script), agreeing with the mention, and
    addressed the same way (くん / -kun, さん / -san / Mr., 先生 / -sensei / Dr.); None when
    there is not exactly one."""
    alike: dict[str, None] = {}
    for name in names:
        for i in cache.readings.candidates(name):
            if forms & address_forms(_aliases(entity(i))) and _agrees(
                cache, mention, entity(i), by_reading=True
            ):
                alike[i] = None
    return next(iter(alike)) if len(alike) == 1 else None


def _new_id(
    cache: ResolveCache, mention: MentionRow, namespace: str, touched: dict[str, Entity]
) -> str:
    """A new entity's id, from its folded name; another one when the entity that already has
    that id disagrees with the mention (a pet and a person, a pair the user split)."""
    entity_id = stable_id("ent", namespace, fold(mention["name"]))
    salt = 0
    while not _agrees(cache, mention, touched.get(entity_id) or cache.known.get(entity_id)):
        salt += 1
        entity_id = stable_id("ent", namespace, fold(mention["name"]), str(salt))
    return entity_id


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


def _keep_others_aliases(
    entity: Entity, base: Entity | None, mention: MentionRow, cache: ResolveCache
) -> Entity:
    """``entity`` without the mention's names another entity already has, spelt exactly so:
    "Kai-san" (the student 甲斐さん) brings its bare name "Kai", which is the dog's; the
    student keeps "Kai-san", the dog keeps "Kai" (issue 37, round 6). A name stays the
    entity's own when it had it before, and a new entity keeps its name."""
    owner = cache.index.owner
    taken = {
        a
        for a in (mention["name"], mention["surface"], *mention["aliases"])
        if owner(a) not in (None, entity.id)
    }
    if not taken:
        return entity
    had = set(base.aliases) if base is not None else set()
    kept = tuple(a for a in entity.aliases if a not in taken or a in had or a == entity.name)
    return replace(entity, aliases=kept) if kept != entity.aliases else entity


def _load(deps: ConsolidationDeps) -> ResolveCache:
    """The namespace's entities and their alias index (with the Latin forms of kana aliases),
    read from the derived memory."""
    ns = deps.namespace
    version = deps.derived.entity_version(namespace=ns)
    known = {e.id: e for e in deps.derived.entities(namespace=ns)}
    pairs = deps.derived.alias_table(namespace=ns)
    index = AliasIndex(pairs, relations={i: e.relation for i, e in known.items()})
    cache = ResolveCache(version, index, known, corrections=load_corrections(deps.derived, ns))
    for alias, entity_id in pairs:
        cache.readings.add(alias, entity_id)
    return cache


def resolve_node(deps: ConsolidationDeps) -> Callable[..., dict[str, Any]]:
    def resolve(state: ConsolidationState) -> dict[str, Any]:
        """Give every mention an entity id; return the touched entities, merged."""
        ns = deps.namespace
        cache = deps.resolve_cache
        if cache is None or cache.version != deps.derived.entity_version(namespace=ns):
            cache = deps.resolve_cache = _load(deps)
        known, index = cache.known, cache.index
        fixed = cache.corrections
        touched: dict[str, Entity] = {}
        mentioned: dict[str, dict[str, None]] = {}  # entity id -> this batch's episodes
        new_ids: list[str] = []
        rows: list[ExtractedEpisode] = []
        for row in state.get("extracted", []):
            ids: list[str] = []
            for mention in row["entities"]:
                entity_id = _match(cache, mention, touched) or _new_id(cache, mention, ns, touched)
                base = touched.get(entity_id) or known.get(entity_id)
                if base is None:
                    new_ids.append(entity_id)
                entity = mention_entity(base, entity_id, mention, row, ns)
                entity = _keep_others_aliases(entity, base, mention, cache)
                kind = fixed.kind_of((entity.name, *entity.aliases)) if fixed.kinds else None
                if kind is not None and kind != entity.kind:
                    entity = replace(entity, kind=kind)
                touched[entity_id] = entity
                mentioned.setdefault(entity_id, {})[row["episode_id"]] = None
                known_aliases = set(base.aliases) if base else set()
                for alias in entity.aliases:
                    if alias not in known_aliases:
                        index.add(alias, entity_id, relation=entity.relation)
                        cache.readings.add(alias, entity_id)
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
