"""Typed records that flow through the retrieval graph.

Inside the subgraph (never checkpointed) they are frozen dataclasses; what the subgraph hands
its parent is plain JSON-able data (``RecalledEpisode`` is a TypedDict), so a checkpointed
parent, ``LANGGRAPH_STRICT_MSGPACK=true`` and ``langgraph dev`` store and load it as is."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from typing_extensions import TypedDict

from omoide.memory_store.records import Episode, SearchHit

__all__ = [
    "Mode",
    "RankedEpisode",
    "RecalledEpisode",
    "ResolvedEntity",
    "RetrievalPlan",
    "ScoredCandidate",
    "SkippedSource",
    "SourceResult",
    "TimeHint",
    "from_recalled",
    "shown_ms",
    "to_recalled",
]

Mode = Literal["associative_recent", "targeted_broad", "explicit_about_time"]


@dataclass(frozen=True)
class TimeHint:
    """The time the question names (design §plan): an explicit year (range) or life stage,
    which switch the plan to ``explicit_about_time``; and a window read from a relative or
    month expression ("10 days ago", "last month", "in March", 「先週」), relative to the
    turn's ``now`` (epoch seconds, inclusive), which adds window lists and a boost."""

    about_year_start: int | None = None
    about_year_end: int | None = None
    life_stage_hint: str | None = None
    window_start: int | None = None
    window_end: int | None = None
    window_text: str = ""  # the words that named the window


@dataclass(frozen=True)
class ResolvedEntity:
    """A known entity the turn names (design §plan, entity resolution): how it was found and
    where. Stored with the plan, so ``omoide explain`` can say why a section was filled."""

    id: str
    name: str
    kind: str
    relation: str | None
    mention: str  # the text that named it
    method: str  # "alias" | "exact" | "normalized" | "kinship" | "fuzzy"
    score: float  # 100 unless fuzzy
    in_user_text: bool  # False: named only in the recent conversation


@dataclass(frozen=True)
class RetrievalPlan:
    """Design §plan's RetrievalPlan, made by rules only. Stored with every run."""

    mode: Mode
    queries: tuple[str, ...]  # Q1 = user text, Q2 = recent context + user text
    user_text: str
    context_text: str
    time_hint: TimeHint = field(default_factory=TimeHint)
    now: int = 0  # epoch seconds the plan was made for
    since: int | None = None  # lower time bound of the recent window, if any
    max_candidates: int = 60
    max_selected: int = 5
    exclude_texts: tuple[str, ...] = ()  # recent messages already in context
    keywords: tuple[str, ...] = ()  # distinctive phrases of the user text (Phase B)
    # The user asks a question none of whose keywords the recent conversation mentions
    # (question.asks_about_new): found verbatim in the memory, the question leads the turn.
    asks_new: bool = False
    # The question names a window and asks what happened in it (「先月何してたっけ？」,
    # question.asks_about_window): the turn injects a digest of the window, nothing outside it.
    window_digest: bool = False
    entities: tuple[ResolvedEntity, ...] = ()  # known entities in play (user text first)
    entity_note: str = ""  # why resolution found nothing to work with, when it did not run
    typed_text: str = ""  # the user's text as typed, when misspelt names were corrected


@dataclass(frozen=True)
class SourceResult:
    """One ranked list from one source for one query (RRF input)."""

    source: str  # its hit-source code (agent/sources.py LISTS): "keyword", "vector_global", …
    query_index: int
    hits: tuple[SearchHit, ...]
    # The time window searched (epoch s, inclusive; None = open): what the list *could* hold.
    since: int | None = None
    until: int | None = None
    # The best raw score any episode could reach for this query (keyword lists: Σ idf·(k1+1));
    # None = unknown (the fusion then uses the list's own best score).
    max_score: float | None = None

    def admits(self, occurred_at: int) -> bool:
        return (self.since is None or occurred_at >= self.since) and (
            self.until is None or occurred_at <= self.until
        )


@dataclass(frozen=True)
class SkippedSource:
    source: str
    reason: str
    elapsed_ms: float


def shown_ms(ms: float) -> str:
    """A source's time or budget as a person reads it: whole milliseconds, a sub-millisecond
    one as such (0.4 ms was "0 ms", which reads as no budget at all)."""
    return f"{ms:.0f} ms" if ms >= 1 else f"{ms:.2g} ms"


@dataclass(frozen=True)
class ScoredCandidate:
    """A fused candidate with its score breakdown (the reason it ranks where it does)."""

    id: str
    episode: Episode
    rrf: float
    rrf_norm: float
    lex: float
    rec: float
    final: float
    hit_sources: tuple[str, ...]
    reason: str
    duplicate_of: str | None = None
    session: float = 0.0
    cosine: float | None = None  # best cosine in a vector list (None: not found by vectors)
    coverage: float = 0.0  # best keyword score / the query's best possible score (0..1)
    # The score the injection thresholds judged: ``final`` itself, or the RRF agreement score
    # under inject_score "rrf" on a convex turn; None: the judgement does not hold it (never
    # injected). Set by the rerank's selection.
    judged: float | None = None
    # Under injection.score "model": the features that carried the judgement
    # (agent/ranking/judgement.py ``contributions``: name, log-odds share against the dev mean),
    # largest first.
    judgement: tuple[tuple[str, float], ...] = ()


@dataclass(frozen=True)
class RankedEpisode:
    """Design §rerank's RankedEpisode: what is injected, with its relevance label and reason."""

    id: str
    user_text: str
    reply_text: str
    occurred_at: int
    relevance: Literal["high", "medium"]
    score: float
    reason: str
    source: str = ""


class RecalledEpisode(TypedDict):
    """A ``RankedEpisode`` as plain data: what the retrieval node writes to ``recalled``."""

    id: str
    user_text: str
    reply_text: str
    occurred_at: int  # epoch seconds
    relevance: Literal["high", "medium"]
    score: float
    reason: str
    source: str


def to_recalled(episode: RankedEpisode) -> RecalledEpisode:
    """The plain form of a ranked episode (for a parent's state)."""
    return RecalledEpisode(
        id=episode.id,
        user_text=episode.user_text,
        reply_text=episode.reply_text,
        occurred_at=int(episode.occurred_at),
        relevance=episode.relevance,
        score=float(episode.score),
        reason=episode.reason,
        source=episode.source,
    )


def from_recalled(data: RecalledEpisode | RankedEpisode) -> RankedEpisode:
    """Back to the typed form (``recall()``'s ``RecallResult.episodes``)."""
    if isinstance(data, RankedEpisode):
        return data
    return RankedEpisode(**data)
