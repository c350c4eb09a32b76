"""derive: facts, open loops, relationship state and summaries from the resolved batch.

How the fields the read path scores on are filled (design §memorypack, STABLE_FACTS):

- ``confidence``: a relation the rules read from an explicit phrase (妹のあかり, "my sister
  Emma") gets ``relation_confidence`` (0.8); an LLM extractor's facts keep the model's own
  confidence. Re-stating a fact never lowers it (the store keeps the maximum).
- ``salience``: how much the subject comes up — :func:`~..policies.salience` of its mention
  count (0.3 for one mention, 0.65 at six, approaching 1); LLM facts keep the model's value.
- ``pinned``: never set here; a pin (``omoide facts --pin``) survives every consolidation and
  ``--reset``.
- ``created_at`` / ``updated_at``: the episode times the fact was first and last stated, not
  the time consolidation ran, so recency means "said recently".

Summaries are extractive and offline: a weekly one per ISO week the batch touches (rebuilt
from every episode of that week), and one per entity (``person`` for people, ``topic`` for
anything else mentioned ``topic_min_mentions`` times), from its latest episodes.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from datetime import date, datetime
from typing import Any

from omoide.agent.understanding.about_time import AboutTime, about_time, birth_year
from omoide.agent.understanding.aliases import fold
from omoide.agent.understanding.extract import normalize_name
from omoide.memory_store.derived import Entity, merge_ids, stable_id

from ..deps import ConsolidationDeps
from ..policies import (
    EpisodeView,
    NamedEntity,
    clip,
    date_inside_name,
    entity_summary_text,
    iso_week,
    japanese_user,
    names_only_its_relation,
    relation_fact_text,
    relationship_text,
    salience,
    weekly_summary_text,
)
from ..records import entity_from_row
from ..state import (
    ConsolidationState,
    EpisodeTimeRow,
    ExtractedEpisode,
    FactRow,
    LoopRow,
    RelationshipRow,
    SummaryRow,
)

__all__ = ["derive_node"]


class _Batch:
    """The resolved batch with the lookups every derivation needs."""

    def __init__(self, deps: ConsolidationDeps, state: ConsolidationState) -> None:
        self.deps = deps
        self.ns = deps.namespace
        self.rows: list[ExtractedEpisode] = state.get("extracted", [])
        self.entities: dict[str, Entity] = {
            r["id"]: entity_from_row(r, self.ns) for r in state.get("entities", [])
        }
        self.entity_ids: dict[str, list[str]] = {
            r["episode_id"]: list(dict.fromkeys(r.get("entity_ids", []))) for r in self.rows
        }
        # The user's language, from the batch's own lines (up to a batch of 500): summaries,
        # relation facts and relationship lines are written in it.
        self.japanese = japanese_user(r["user_text"] for r in self.rows)
        # The batch's own episodes are at hand; only older ones are read from the store.
        self._views: dict[str, EpisodeView] = {
            r["episode_id"]: EpisodeView(r["episode_id"], r["occurred_at"], r["user_text"])
            for r in self.rows
        }

    def day(self, at: int) -> date:
        return datetime.fromtimestamp(at, tz=self.deps.tz).date()

    def entity(self, entity_id: str) -> Entity | None:
        found = self.entities.get(entity_id)
        if found is None:
            found = self.deps.derived.get_entity(entity_id, namespace=self.ns)
        return found

    def named(self, row: ExtractedEpisode, name: str | None) -> str | None:
        """The entity id a name refers to within one episode (its own mentions first)."""
        if not name:
            return None
        key = fold(name)
        for mention, entity_id in zip(row["entities"], row.get("entity_ids", []), strict=False):
            forms = (mention["name"], mention["surface"], *mention["aliases"])
            if any(fold(f) == key for f in forms):
                return entity_id
        for entity in self.entities.values():
            if any(fold(a) == key for a in entity.aliases):
                return entity.id
        return None

    def views(self, ids: Sequence[str]) -> list[EpisodeView]:
        """The episodes (in ``ids`` order; ids no longer stored are left out)."""
        missing = [i for i in ids if i not in self._views]
        for e in self.deps.store.get_many(missing):
            self._views[e.id] = EpisodeView(e.id, e.occurred_at, e.user_text)
        return [self._views[i] for i in ids if i in self._views]


# -- facts --------------------------------------------------------------------------------


def _facts(batch: _Batch) -> list[FactRow]:
    cfg, ns = batch.deps.config, batch.ns
    stated: dict[tuple[str, str], list[ExtractedEpisode]] = defaultdict(list)
    for row in batch.rows:
        for mention, entity_id in zip(row["entities"], row.get("entity_ids", []), strict=False):
            if mention["relation"]:
                stated[(entity_id, mention["relation"])].append(row)
    drafts: dict[str, FactRow] = {}
    # Relation facts: re-scored whenever their entity comes up, re-dated only when re-stated.
    for entity in batch.entities.values():
        relations = {r for (e, r) in stated if e == entity.id}
        if entity.relation:
            relations.add(entity.relation)
        for relation in sorted(relations):
            if names_only_its_relation(entity.name, relation):
                continue  # 「ユーザーの母」 alone is no fact
            rows = stated.get((entity.id, relation), [])
            times = [r["occurred_at"] for r in rows]
            drafts[stable_id("fact", ns, entity.id, "relation", relation)] = {
                "id": stable_id("fact", ns, entity.id, "relation", relation),
                "text": relation_fact_text(
                    entity.name, relation, entity.aliases, japanese=batch.japanese
                ),
                "subject_id": entity.id,
                "confidence": cfg.relation_confidence,
                "salience": salience(len(entity.source_ids), cfg),
                "source_ids": [r["episode_id"] for r in rows],
                "created_at": min(times, default=0),
                "updated_at": max(times, default=0),
            }
    # Stated facts (the rules' families, an LLM extractor's facts), linked to the entity they
    # are about (None: the user). A rule fact's salience grows with how often it is said, by
    # the same curve as a relation fact's; a model's facts keep the model's salience.
    said: Counter[str] = Counter()
    for row in batch.rows:
        for fact in row["facts"]:
            subject_id = batch.named(row, fact["subject"])
            fact_id = stable_id("fact", ns, subject_id or "", normalize_name(fact["text"]))
            old = drafts.get(fact_id)
            at = row["occurred_at"]
            if fact.get("family"):
                said[fact_id] += 1
                fact = {**fact, "salience": salience(said[fact_id], cfg)}
            drafts[fact_id] = {
                "id": fact_id,
                "text": old["text"] if old else fact["text"].strip(),
                "subject_id": subject_id,
                "confidence": max(
                    min(1.0, max(0.0, fact["confidence"])), old["confidence"] if old else 0.0
                ),
                "salience": max(
                    min(1.0, max(0.0, fact["salience"])), old["salience"] if old else 0.0
                ),
                "source_ids": list(
                    merge_ids(old["source_ids"] if old else (), (row["episode_id"],))
                ),
                "created_at": min(old["created_at"], at) if old else at,
                "updated_at": max(old["updated_at"], at) if old else at,
            }
    # Never move a stored fact's dates backwards, nor date one that was not re-stated.
    stored = {f.id: f for f in batch.deps.derived.facts(namespace=ns, ids=list(drafts))}
    out = []
    for draft in drafts.values():
        old_fact = stored.get(draft["id"])
        if old_fact is not None:
            draft["created_at"] = old_fact.created_at
            draft["updated_at"] = max(old_fact.updated_at, draft["updated_at"])
        elif not draft["source_ids"]:
            continue  # a relation fact whose statement is not stored (e.g. after a reset)
        out.append(draft)
    return out


# -- open loops ---------------------------------------------------------------------------


def _loops(batch: _Batch) -> list[LoopRow]:
    cfg, ns = batch.deps.config, batch.ns
    drafts: dict[str, LoopRow] = {}
    for row in batch.rows:
        for plan in row["plans"]:
            if plan["from_reply"] and not cfg.loops_from_reply:
                continue
            names = (f for m in row["entities"] for f in (m["name"], m["surface"]))
            if date_inside_name(plan["text"], plan["surface"], names):
                continue
            loop_id = stable_id("loop", ns, plan["due_start"], plan["due_end"])
            entity_ids = [e for n in plan["entity_names"] if (e := batch.named(row, n))]
            at = row["occurred_at"]
            old = drafts.get(loop_id)
            drafts[loop_id] = {
                "id": loop_id,
                # The first statement of a plan names it best (later ones are follow-ups).
                "text": old["text"] if old else clip(plan["text"], cfg.loop_text_chars),
                "due_start": plan["due_start"],
                "due_end": plan["due_end"],
                "entity_ids": list(merge_ids(old["entity_ids"] if old else (), entity_ids)),
                "source_ids": list(
                    merge_ids(old["source_ids"] if old else (), (row["episode_id"],))
                ),
                "created_at": min(old["created_at"], at) if old else at,
                "updated_at": max(old["updated_at"], at) if old else at,
            }
    stored = {lp.id: lp for lp in batch.deps.derived.loops(namespace=ns, ids=list(drafts))}
    for draft in drafts.values():
        old_loop = stored.get(draft["id"])
        if old_loop is not None:
            draft["text"] = old_loop.text
            draft["created_at"] = old_loop.created_at
            draft["updated_at"] = max(old_loop.updated_at, draft["updated_at"])
    return list(drafts.values())


# -- relationship state -------------------------------------------------------------------


def _relationships(batch: _Batch) -> list[RelationshipRow]:
    favor: dict[str, float] = {}
    mentioned: dict[str, list[str]] = defaultdict(list)
    for row in batch.rows:
        for entity_id in batch.entity_ids[row["episode_id"]]:
            mentioned[entity_id].append(row["episode_id"])
        for name, value in row["favorability"].items():
            person = batch.named(row, name)
            if person is not None:
                favor[person] = max(-1.0, min(1.0, float(value)))  # the latest statement
    out: list[RelationshipRow] = []
    for entity in batch.entities.values():
        if entity.kind != "person":
            continue
        named = NamedEntity(entity.id, entity.name, entity.kind, entity.relation)
        out.append(
            {
                "entity_id": entity.id,
                "state": relationship_text(
                    named,
                    len(entity.source_ids),
                    batch.day(entity.updated_at),
                    japanese=batch.japanese,
                ),
                "favorability": favor.get(entity.id),
                "source_ids": mentioned.get(entity.id, []),
                "updated_at": entity.updated_at,
            }
        )
    return out


# -- summaries ----------------------------------------------------------------------------


def _ranked(batch: _Batch, counts: Counter[str]) -> tuple[list[NamedEntity], list[NamedEntity]]:
    """People and topics of a set of episodes, most mentioned first."""
    people: list[NamedEntity] = []
    topics: list[NamedEntity] = []
    for entity_id, _ in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        entity = batch.entity(entity_id)
        if entity is None:
            continue
        named = NamedEntity(entity.id, entity.name, entity.kind, entity.relation)
        (people if entity.kind == "person" else topics).append(named)
    return people, topics


def _weekly(batch: _Batch) -> list[SummaryRow]:
    deps, ns = batch.deps, batch.ns
    weeks: dict[str, tuple[date, date, list[str]]] = {}
    for row in batch.rows:
        week, monday, sunday = iso_week(batch.day(row["occurred_at"]))
        weeks.setdefault(week, (monday, sunday, []))[2].append(row["episode_id"])
    out: list[SummaryRow] = []
    for week, (monday, sunday, ids) in sorted(weeks.items()):
        summary_id = stable_id("sum", ns, "weekly", week)
        old = deps.derived.summaries(namespace=ns, ids=[summary_id])
        all_ids = list(merge_ids(old[0].source_ids if old else (), ids))
        episodes = batch.views(all_ids)
        stored = deps.derived.entities_in_many(
            [e.id for e in episodes if e.id not in batch.entity_ids], namespace=ns
        )
        links = {e.id: batch.entity_ids.get(e.id) or stored.get(e.id, []) for e in episodes}
        counts: Counter[str] = Counter(i for linked in links.values() for i in linked)
        people, topics = _ranked(batch, counts)
        text = weekly_summary_text(
            week,
            monday,
            sunday,
            episodes,
            people,
            topics,
            {k: len(v) for k, v in links.items()},
            deps.tz,
            deps.config,
            japanese=batch.japanese,
        )
        out.append(
            {
                "id": summary_id,
                "scope": "weekly",
                "scope_key": week,
                "text": text,
                "period_start": monday.isoformat(),
                "period_end": sunday.isoformat(),
                "source_ids": [e.id for e in episodes],
                "created_at": min((e.occurred_at for e in episodes), default=0),
                "updated_at": max((e.occurred_at for e in episodes), default=0),
            }
        )
    return out


def _entity_summaries(batch: _Batch) -> list[SummaryRow]:
    cfg = batch.deps.config
    out: list[SummaryRow] = []
    for entity in batch.entities.values():
        count = len(entity.source_ids)
        person = entity.kind == "person"
        if not person and count < cfg.topic_min_mentions:
            continue
        recent = batch.views(entity.source_ids[-cfg.summary_recent_episodes :])
        first, last = batch.day(entity.created_at), batch.day(entity.updated_at)
        named = NamedEntity(entity.id, entity.name, entity.kind, entity.relation)
        out.append(
            {
                # One id per entity: if a topic turns out to be a person, its row changes scope.
                "id": stable_id("sum", batch.ns, "entity", entity.id),
                "scope": "person" if person else "topic",
                "scope_key": entity.id,
                "text": entity_summary_text(
                    named, count, first, last, recent, batch.deps.tz, cfg, japanese=batch.japanese
                ),
                "period_start": first.isoformat(),
                "period_end": last.isoformat(),
                "source_ids": list(_batch_ids(batch, entity.id, (e.id for e in recent))),
                "created_at": entity.created_at,
                "updated_at": entity.updated_at,
            }
        )
    return out


def _batch_ids(batch: _Batch, entity_id: str, extra: Iterable[str]) -> tuple[str, ...]:
    mine = (r["episode_id"] for r in batch.rows if entity_id in batch.entity_ids[r["episode_id"]])
    return merge_ids(mine, extra)


def _birth_year(batch: _Batch) -> int | None:
    """The user's birth year: stated in this batch (the latest statement wins) or before."""
    stated = [y for r in batch.rows if (y := birth_year(r["user_text"])) is not None]
    return stated[-1] if stated else batch.deps.derived.birth_year(namespace=batch.ns)


def _extracted_about(row: ExtractedEpisode) -> AboutTime | None:
    raw = row.get("about")
    if not raw:
        return None
    start, end, stage, evidence = raw
    return AboutTime(
        start if isinstance(start, int) else None,
        end if isinstance(end, int) else None,
        stage if isinstance(stage, str) else None,
        str(evidence or ""),
    )


def _episode_times(batch: _Batch, born: int | None) -> list[EpisodeTimeRow]:
    """What time each episode of the batch is about (seed 002), read from the user's words
    (``about_time``); with a known birth year a school year or an age becomes years too."""
    out: list[EpisodeTimeRow] = []
    for r in batch.rows:
        said = batch.day(r["occurred_at"]).year
        # The rules' reading first; an extractor's (the LLM's) where the rules read none.
        found = about_time(r["user_text"], said_year=said, birth_year=born) or _extracted_about(r)
        if found is not None:
            out.append(
                EpisodeTimeRow(
                    episode_id=r["episode_id"],
                    year_start=found.year_start,
                    year_end=found.year_end,
                    life_stage=found.life_stage,
                    evidence=found.evidence,
                    occurred_at=r["occurred_at"],
                )
            )
    return out


def derive_node(deps: ConsolidationDeps) -> Callable[..., dict[str, Any]]:
    def derive(state: ConsolidationState) -> dict[str, Any]:
        """Facts, loops, relationship state and summaries of the batch (nothing written)."""
        batch = _Batch(deps, state)
        born = _birth_year(batch)
        return {
            "facts": _facts(batch),
            "loops": _loops(batch),
            "relationships": _relationships(batch),
            "summaries": _weekly(batch) + _entity_summaries(batch),
            "episode_times": _episode_times(batch, born),
            "birth_year": born,
        }

    return derive
