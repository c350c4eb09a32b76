"""What an extractor returns, the :class:`Extractor` protocol, and helpers shared by both."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta, timezone, tzinfo
from typing import Protocol, runtime_checkable

from omoide.memory_store.derived import EntityKind
from omoide.memory_store.records import Episode

from ..about_time import AboutTime
from .vocab import EN_KINSHIP, JA_KINSHIP

__all__ = [
    "EntityMention",
    "Extraction",
    "Extractor",
    "FactMention",
    "PlanMention",
    "add_mention",
    "better_kind",
    "episode_day",
    "merge_extractions",
    "normalize_name",
    "restates",
    "restates_relation",
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
    # What time the exchange is about, when an extractor says (the LLM's; the rules' reading
    # is ``omoide.agent.understanding.about_time``, applied by consolidation to every episode).
    about: AboutTime | None = None


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


# Words: a Latin/digit run, or a kanji/katakana run (hiragana is mostly grammar in Japanese).
_WORD = re.compile(r"[0-9A-Za-z]+|[\u4e00-\u9fff々\u30a1-\u30fa\u30fc]+")
# ("I'm" and "user's" are split at the apostrophe: "m" and "s" are words of their own.)
_FUNCTION_WORDS = frozenset(
    {"a", "an", "the", "is", "am", "are", "was", "be", "to", "of", "in", "at", "on", "as"}
    | {"and", "or", "my", "i", "m", "s", "user"}
)


def _words(text: str) -> set[str]:
    return {w.casefold() for w in _WORD.findall(unicodedata.normalize("NFKC", text))}


def restates(later: FactMention, earlier: FactMention, said: str) -> bool:
    """Whether ``later`` says again what ``earlier`` says, both read from the text ``said``.

    ``earlier``'s payload is its words that come from ``said`` (a template's own words,
    "The user is" / 「ユーザーは」, are not in what the user said): ``later`` restates it when
    there is at least one content word among them and it holds every content word. "I'm
    allergic to peanuts, so I check labels" restates "The user is allergic to peanuts"; "The
    user is a data analyst" does not restate "The user works at Northwind" (no "Northwind").
    """
    payload = _words(earlier.text) & _words(said)
    content = {w for w in payload if w not in _FUNCTION_WORDS and (len(w) > 1 or ord(w) > 0x3000)}
    return bool(content) and content <= _words(later.text)


def _relation_words(relation: str) -> set[str]:
    """Every word, ja or en, that names ``relation`` ("manager": 上司, boss, manager...)."""
    said = {w for vocab in (JA_KINSHIP, EN_KINSHIP) for w, r in vocab.items() if r == relation}
    return {w for phrase in said | {relation} for w in _words(phrase)}


def restates_relation(fact: FactMention, entity: EntityMention) -> bool:
    """Whether ``fact`` only says how ``entity`` relates to the user ("Karen is the user's
    boss", 「佐々木さんはユーザーの上司」), which the relation fact already says: its words are
    the entity's name, words for its relation and function words, nothing else. "My friend
    Jake is allergic to nuts" says more (allergic, nuts) and is kept."""
    if entity.relation is None:
        return False
    name = _words(entity.name) | _words(entity.surface)
    words = _words(fact.text) - _FUNCTION_WORDS - {"ユーザー"}
    return bool(words & name) and words <= name | _relation_words(entity.relation)


def add_mention(entities: dict[str, EntityMention], mention: EntityMention) -> None:
    """Add ``mention`` to ``entities`` (keyed by :func:`normalize_name`): a name seen before
    keeps its first spelling and gains the better kind, a relation and the new aliases."""
    key = normalize_name(mention.name)
    old = entities.get(key)
    entities[key] = (
        mention
        if old is None
        else EntityMention(
            old.name,
            old.surface,
            better_kind(old.kind, mention.kind),
            old.relation or mention.relation,
            tuple(dict.fromkeys(old.aliases + mention.aliases)),
        )
    )


def merge_extractions(parts: Sequence[Extraction], *, said: str | None = None) -> Extraction:
    """Combine several extractors' results for one episode (first seen wins per name/plan).

    With ``said`` (the episode's text), a later part's fact that :func:`restates` an earlier
    part's fact, or only restates the relation of an earlier part's entity
    (:func:`restates_relation`: that becomes a relation fact of its own), is dropped: the
    rules' "The user is allergic to peanuts" and a model's "I'm allergic to peanuts" are one
    fact, not two in different words."""
    if not parts:
        raise ValueError("nothing to merge")
    entities: dict[str, EntityMention] = {}
    for part in parts:
        for e in part.entities:
            add_mention(entities, e)
    plans = {(p.due_start, p.due_end): p for part in reversed(parts) for p in part.plans}
    favor: dict[str, float] = {}
    for part in parts:
        favor.update(part.favorability)
    summary = next((p.summary for p in reversed(parts) if p.summary), None)
    about = next((p.about for p in parts if p.about is not None), None)
    return Extraction(
        parts[0].episode_id,
        tuple(entities.values()),
        tuple(sorted(plans.values(), key=lambda p: (p.due_start, p.due_end))),
        _facts_once(parts, said),
        summary,
        favor,
        about,
    )


def _facts_once(parts: Sequence[Extraction], said: str | None) -> tuple[FactMention, ...]:
    kept: list[FactMention] = []
    related: list[EntityMention] = []
    for part in parts:
        earlier = list(kept)  # a part's own facts never cancel each other
        for fact in part.facts:
            if said is None or not (
                any(restates(fact, old, said) for old in earlier)
                or any(restates_relation(fact, e) for e in related)
            ):
                kept.append(fact)
        related += [e for e in part.entities if e.relation]
    return tuple(kept)
