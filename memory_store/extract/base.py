"""What an extractor returns, the :class:`Extractor` protocol, and helpers shared by both."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta, timezone, tzinfo
from typing import Protocol, runtime_checkable

from ..derived import EntityKind
from ..records import Episode

__all__ = [
    "EntityMention",
    "Extraction",
    "Extractor",
    "FactMention",
    "PlanMention",
    "better_kind",
    "episode_day",
    "merge_extractions",
    "normalize_name",
]


# -- results ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EntityMention:
    """A name found in an episode. ``name`` is the bare name (honorific stripped); ``surface``
    the text as written; ``relation`` the relation to the user if the text states it."""

    name: str
    surface: str
    kind: EntityKind = "thing"
    relation: str | None = None
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class PlanMention:
    """A dated plan: the sentence that states it and its days (inclusive)."""

    text: str
    due_start: date
    due_end: date
    surface: str
    entity_names: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class FactMention:
    """A stable statement; ``subject`` is an entity name, or None for the user. ``family`` says
    which kind of fact the rules read (health, work, pets, dates, likes, home, routines); None
    for a model's facts."""

    text: str
    subject: str | None = None
    confidence: float = 0.5
    salience: float = 0.5
    family: str | None = None


@dataclass(frozen=True, slots=True)
class Extraction:
    """Everything one extractor found in one episode."""

    episode_id: str
    entities: tuple[EntityMention, ...] = ()
    plans: tuple[PlanMention, ...] = ()
    facts: tuple[FactMention, ...] = ()
    summary: str | None = None
    favorability: dict[str, float] = field(default_factory=dict)


@runtime_checkable
class Extractor(Protocol):
    """Reads one episode and says what it mentions. Must be deterministic for a given input."""

    def extract(self, episode: Episode) -> Extraction: ...


# -- shared helpers -----------------------------------------------------------------------


def better_kind(old: EntityKind, new: EntityKind) -> EntityKind:
    """The kind to keep when two mentions of one name disagree: anything specific over
    "thing", and "pet" over "person" (a cat called もちちゃん is still a cat)."""
    if old == "thing" or (old == "person" and new == "pet"):
        return new
    return old


def normalize_name(name: str) -> str:
    """NFKC, case-folded, inner whitespace collapsed: the key names are compared by."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def episode_day(episode: Episode, default_tz: tzinfo = UTC) -> date:
    """The local calendar day of an episode: its ``tz`` metadata ("+09:00") if present, else
    ``default_tz``. Relative dates ("明日") are resolved against this day."""
    tz = default_tz
    raw = episode.metadata.get("tz") or episode.metadata.get("utc_offset")
    if raw:
        m = re.fullmatch(r"([+-])(\d{2}):?(\d{2})", raw.strip())
        if m:
            sign = 1 if m.group(1) == "+" else -1
            tz = timezone(sign * timedelta(hours=int(m.group(2)), minutes=int(m.group(3))))
    return datetime.fromtimestamp(episode.occurred_at, tz=tz).date()


def merge_extractions(parts: Sequence[Extraction]) -> Extraction:
    """Combine several extractors' results for one episode (first seen wins per name/plan)."""
    if not parts:
        raise ValueError("nothing to merge")
    entities: dict[str, EntityMention] = {}
    for part in parts:
        for e in part.entities:
            key = normalize_name(e.name)
            old = entities.get(key)
            if old is None:
                entities[key] = e
            else:
                entities[key] = EntityMention(
                    old.name,
                    old.surface,
                    better_kind(old.kind, e.kind),
                    old.relation or e.relation,
                    tuple(dict.fromkeys(old.aliases + e.aliases)),
                )
    plans = {(p.due_start, p.due_end): p for part in reversed(parts) for p in part.plans}
    favor: dict[str, float] = {}
    for part in parts:
        favor.update(part.favorability)
    summary = next((p.summary for p in reversed(parts) if p.summary), None)
    return Extraction(
        parts[0].episode_id,
        tuple(entities.values()),
        tuple(sorted(plans.values(), key=lambda p: (p.due_start, p.due_end))),
        tuple(f for part in parts for f in part.facts),
        summary,
        favor,
    )
