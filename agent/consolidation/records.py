"""Conversions between the graph's plain rows (:mod:`.state`) and the records of
``omoide.memory_store`` (extractions in, derived dataclasses out)."""

from __future__ import annotations

from datetime import date

from omoide.agent.understanding.extract import Extraction
from omoide.memory_store.derived import (
    Entity,
    EntityKind,
    Fact,
    OpenLoop,
    RelationshipState,
    Summary,
    SummaryScope,
)
from omoide.memory_store.records import Episode

from .state import (
    EntityRow,
    ExtractedEpisode,
    FactRow,
    LoopRow,
    RelationshipRow,
    SummaryRow,
)

__all__ = [
    "entity_from_row",
    "entity_kind",
    "entity_row",
    "extracted_row",
    "fact_from_row",
    "loop_from_row",
    "loop_row",
    "relationship_from_row",
    "summary_from_row",
]

_KINDS: dict[str, EntityKind] = {
    "person": "person",
    "pet": "pet",
    "place": "place",
    "org": "org",
    "thing": "thing",
    "title": "title",
}
_SCOPES: dict[str, SummaryScope] = {"weekly": "weekly", "person": "person", "topic": "topic"}


def entity_kind(raw: str) -> EntityKind:
    """An extractor's kind, or "thing" for anything unknown."""
    return _KINDS.get(raw, "thing")


def _day(raw: str | None) -> date | None:
    return None if raw is None else date.fromisoformat(raw)


def extracted_row(episode: Episode, found: Extraction) -> ExtractedEpisode:
    """One episode's extraction as plain data."""
    row: ExtractedEpisode = {
        "episode_id": episode.id,
        "occurred_at": episode.occurred_at,
        "user_text": episode.user_text,
        "entities": [
            {
                "name": e.name,
                "surface": e.surface,
                "kind": e.kind,
                "relation": e.relation,
                "aliases": list(e.aliases),
            }
            for e in found.entities
        ],
        "plans": [
            {
                "text": p.text,
                "due_start": p.due_start.isoformat(),
                "due_end": p.due_end.isoformat(),
                "surface": p.surface,
                "entity_names": list(p.entity_names),
                "from_reply": p.text not in episode.user_text and p.text in episode.reply_text,
            }
            for p in found.plans
        ],
        "facts": [
            {
                "text": f.text,
                "subject": f.subject,
                "confidence": f.confidence,
                "salience": f.salience,
                "family": f.family,
            }
            for f in found.facts
        ],
        "summary": found.summary,
        "favorability": dict(found.favorability),
    }
    if (about := found.about) is not None:
        row["about"] = [about.year_start, about.year_end, about.life_stage, about.evidence]
    return row


def entity_row(entity: Entity) -> EntityRow:
    return {
        "id": entity.id,
        "name": entity.name,
        "kind": entity.kind,
        "aliases": list(entity.aliases),
        "relation": entity.relation,
        "source_ids": list(entity.source_ids),
        "created_at": entity.created_at,
        "updated_at": entity.updated_at,
    }


def entity_from_row(row: EntityRow, namespace: str) -> Entity:
    return Entity(
        id=row["id"],
        name=row["name"],
        kind=entity_kind(row["kind"]),
        aliases=tuple(row["aliases"]),
        relation=row["relation"],
        namespace=namespace,
        source_ids=tuple(row["source_ids"]),
        created_at=row["created_at"],
        updated_at=row["updated_at"],
    )


def fact_from_row(row: FactRow, namespace: str) -> Fact:
    return Fact(
        id=row["id"],
        text=row["text"],
        subject_id=row["subject_id"],
        confidence=row["confidence"],
        salience=row["salience"],
        namespace=namespace,
        source_ids=tuple(row["source_ids"]),
        created_at=row["created_at"],
        updated_at=row["updated_at"],
    )


def loop_row(loop: OpenLoop) -> LoopRow:
    return {
        "id": loop.id,
        "text": loop.text,
        "due_start": None if loop.due_start is None else loop.due_start.isoformat(),
        "due_end": None if loop.due_end is None else loop.due_end.isoformat(),
        "entity_ids": list(loop.entity_ids),
        "source_ids": list(loop.source_ids),
        "created_at": loop.created_at,
        "updated_at": loop.updated_at,
    }


def loop_from_row(row: LoopRow, namespace: str) -> OpenLoop:
    return OpenLoop(
        id=row["id"],
        text=row["text"],
        due_start=_day(row["due_start"]),
        due_end=_day(row["due_end"]),
        entity_ids=tuple(row["entity_ids"]),
        namespace=namespace,
        source_ids=tuple(row["source_ids"]),
        created_at=row["created_at"],
        updated_at=row["updated_at"],
    )


def summary_from_row(row: SummaryRow, namespace: str) -> Summary:
    return Summary(
        id=row["id"],
        scope=_SCOPES[row["scope"]],
        text=row["text"],
        scope_key=row["scope_key"],
        period_start=_day(row["period_start"]),
        period_end=_day(row["period_end"]),
        namespace=namespace,
        source_ids=tuple(row["source_ids"]),
        created_at=row["created_at"],
        updated_at=row["updated_at"],
    )


def relationship_from_row(row: RelationshipRow, namespace: str) -> RelationshipState:
    return RelationshipState(
        entity_id=row["entity_id"],
        state=row["state"],
        favorability=row["favorability"],
        namespace=namespace,
        source_ids=tuple(row["source_ids"]),
        updated_at=row["updated_at"],
    )
