"""The consolidation graph's state: plain data only (str, int, float, lists, dicts), so a
served graph's checkpoints need no custom types, and every node returns a partial update.

Records travel as TypedDicts mirroring ``omoide.memory_store.derived``'s dataclasses; dates are
ISO strings. :mod:`.records` converts both ways.
"""

from __future__ import annotations

from typing import Any, NotRequired

from typing_extensions import TypedDict

__all__ = [
    "ConsolidationInput",
    "ConsolidationOutput",
    "ConsolidationState",
    "EntityRow",
    "ExtractedEpisode",
    "FactRow",
    "LoopRow",
    "MentionRow",
    "PlanRow",
    "RelationshipRow",
    "SummaryRow",
]


class MentionRow(TypedDict):
    name: str
    surface: str
    kind: str
    relation: str | None
    aliases: list[str]


class PlanRow(TypedDict):
    text: str
    due_start: str
    due_end: str
    surface: str  # the date as written ("4月3日〜5日", "tomorrow")
    entity_names: list[str]
    from_reply: bool  # stated only in the agent's reply (its sentence is not the user's)


class FactMentionRow(TypedDict):
    text: str
    subject: str | None
    confidence: float
    salience: float
    family: NotRequired[str | None]


class ExtractedEpisode(TypedDict):
    """What the extractor found in one episode, plus the episode facts later nodes need."""

    episode_id: str
    occurred_at: int
    user_text: str
    entities: list[MentionRow]
    plans: list[PlanRow]
    facts: list[FactMentionRow]
    summary: str | None
    favorability: dict[str, float]
    entity_ids: NotRequired[list[str]]  # filled by resolve, parallel to ``entities``
    # An extractor's about-time (the LLM's): [year_start, year_end, life_stage, evidence].
    about: NotRequired[list[int | str | None]]


class EntityRow(TypedDict):
    id: str
    name: str
    kind: str
    aliases: list[str]
    relation: str | None
    source_ids: list[str]
    created_at: int
    updated_at: int


class FactRow(TypedDict):
    id: str
    text: str
    subject_id: str | None
    confidence: float
    salience: float
    source_ids: list[str]
    created_at: int
    updated_at: int


class LoopRow(TypedDict):
    id: str
    text: str
    due_start: str | None
    due_end: str | None
    entity_ids: list[str]
    source_ids: list[str]
    created_at: int
    updated_at: int


class SummaryRow(TypedDict):
    id: str
    scope: str
    scope_key: str
    text: str
    period_start: str | None
    period_end: str | None
    source_ids: list[str]
    created_at: int
    updated_at: int


class RelationshipRow(TypedDict):
    entity_id: str
    state: str
    favorability: float | None
    source_ids: list[str]
    updated_at: int


class EpisodeTimeRow(TypedDict):
    episode_id: str
    year_start: int | None
    year_end: int | None
    life_stage: str | None
    evidence: str
    occurred_at: int


class ConsolidationInput(TypedDict, total=False):
    """What a caller (or Studio) may pass: ``now`` (epoch seconds) decides which open loops
    are past; by default the wall clock."""

    now: int | None


class ConsolidationOutput(TypedDict, total=False):
    result: dict[str, Any]


class ConsolidationState(TypedDict, total=False):
    now: int | None
    # load: the batch and the cursor it was read after (compare-and-set at commit)
    episode_ids: list[str]
    consumed: int  # episodes read, including those skipped by sensitivity / searchable
    cursor_seq: int
    last_seq: int
    last_episode_id: str
    last_occurred_at: int
    # extract -> resolve -> derive
    extracted: list[ExtractedEpisode]
    entities: list[EntityRow]
    new_entity_ids: list[str]
    facts: list[FactRow]
    loops: list[LoopRow]
    summaries: list[SummaryRow]
    relationships: list[RelationshipRow]
    episode_times: list[EpisodeTimeRow]
    birth_year: int | None  # stated in this batch (「1995年生まれ」), kept by commit
    # commit / close_loops: running totals and whether another batch fits in this run
    more: bool
    result: dict[str, Any]
