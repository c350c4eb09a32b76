"""Every retrieval parameter in one frozen dataclass, with the seeds' numbers as defaults.

The configuration is LangGraph's runtime context for the retrieval graph (``context_schema``),
so it can be set per run — from Python, from ``omoide recall --set key=value``, or from the
Studio UI — and nodes never read globals or environment variables. Named presets follow
graphiti's ``search_config_recipes`` style.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from omoide.memory_store.records import Sensitivity

__all__ = ["PRESETS", "RetrievalConfig", "SourceTimeouts", "get_preset"]


@dataclass(frozen=True)
class SourceTimeouts:
    """Per-source time budgets in seconds (design §plan: trigram 0.60 s, vector 2.20 s)."""

    keyword: float = 0.60
    vector: float = 2.20


@dataclass(frozen=True)
class RetrievalConfig:
    """Parameters of plan → retrieve → rerank → pack. Defaults are the seeds' values."""

    # -- plan (design §plan) ------------------------------------------------------------
    recent_turns: int = 3  # recent context = the last 3 exchanges (6 messages)
    context_max_chars: int = 2000  # Q2's context part is clipped from the front beyond this
    occurred_day_range: int = 365  # associative mode searches the last year ...
    explore_global: bool = True  # ... plus an all-time vector list (design §plan's 探索枠)
    explore_k: int = 10  # a small list: the exploration slot, not a second search
    # -- candidate sources (design §rerank) -----------------------------------------------------
    knn_k_per_query: int = 20
    bm25_k_per_query: int = 20
    max_sensitivity: Sensitivity = Sensitivity.PRIVATE
    # Cosine floor for vector hits: nearest neighbours always exist, so without an absolute
    # floor an unrelated question still gets "top" candidates (tuned in BENCHMARKS.md).
    vector_min_similarity: float = 0.25
    timeouts: SourceTimeouts = field(default_factory=SourceTimeouts)
    # design §rerank "Phase B" / §keyword-policies KEYWORD query, no LLM: distinctive runs of the
    # user text (katakana / kanji / proper nouns / quoted phrases) searched on their own.
    keyword_phrases: bool = True  # on: JMW precision@5 0.687 -> 0.779 (BENCHMARKS.md)
    keyword_phrase_min_chars: int = 2
    keyword_phrase_max: int = 5
    # ... kept only when distinctive here: its rarest token is in at most this share of the
    # episodes (or in at most 3). A name in every episode ("Caroline") is no keyword.
    keyword_phrase_max_df: float = 0.05
    keyword_phrase_pool: int = 100  # BM25 hits checked for a verbatim match
    # -- keyword-source policies (design §keyword-policies), each switchable --------------
    speaker_filter: bool = True  # USER / AGENT only, never SYSTEM
    allowed_speakers: tuple[str, ...] = ("USER", "AGENT")
    exclude_recent_context: bool = True  # drop blocks already in the recent messages
    min_block_chars: int = 30  # skip blocks shorter than this (0 = off)
    prefix_dedupe_chars: int = 200  # same first 200 chars = same block (0 = off)
    time_slotting: bool = False  # 2 newest + 2 oldest + 1 random middle (see BENCHMARKS.md)
    slot_newest: int = 2
    slot_oldest: int = 2
    slot_middle: int = 1
    slot_seed: int = 0  # seeded generator: a run can be replayed
    clip_chars: int = 500  # longer blocks are clipped with a "there is more" marker
    # -- RRF + heuristic rerank (design §rerank) -------------------------------------------
    rrf_k: int = 60
    # RRF weight per source family (1.0 / 1.0 = plain RRF).
    rrf_weight_keyword: float = 1.0
    rrf_weight_vector: float = 1.0
    rrf_weight_phrase: float = 1.0  # the verified exact-match phrase list
    rrf_weight_context_query: float = 1.0  # multiplier for Q2's lists (recent context + text)
    # Design §rerank: vectors are weak at proper nouns (固有名詞). When the question names something
    # found verbatim in memory (the phrase list is not empty), vector votes are scaled by this.
    rrf_weight_vector_when_phrase: float = 1.0
    # rrf_norm = rrf / max. "observed" (the seed's literal form) divides by the best candidate's
    # score, so top-1 always gets rrf_norm = 1 and final >= w_rrf = 0.55 > high_threshold: the
    # threshold could never refuse to inject. "possible" divides by the score of a candidate
    # ranked first in every list that ran, so agreement between sources is what scores high.
    rrf_normalization: Literal["possible", "observed"] = "possible"
    max_candidates: int = 60
    max_results: int = 5
    w_rrf: float = 0.55
    w_lex: float = 0.35
    # Seed: 0.10. With tau = 45 days, 0.10 * rec swings by up to ~0.08 between old and new
    # sessions while neighbouring RRF ranks differ by ~0.01: recency, not relevance, ordered
    # the list. 0.02 still breaks ties toward the recent (BENCHMARKS.md, before/after).
    w_rec: float = 0.02
    ngram_n: int = 3
    query_max_chars: int = 1200
    episode_max_chars: int = 1200
    lex_strength_ngrams: int = 30  # strength = min(1, |query n-grams| / 30)
    recency_tau_days: float = 45.0
    dup_threshold: float = 0.90
    # Seed: 0.35 / 0.28 for 0.55*rrf + 0.35*lex + 0.10*rec. Raised by 0.10 with w_session
    # below, which adds up to 0.10 to every score (the `seed` preset keeps 0.35 / 0.28).
    high_threshold: float = 0.45
    medium_threshold: float = 0.38
    explicit_time_w_rec: float = 0.0  # design §plan: recency weighs little when a time is named
    # Session evidence: w_session * (sum of the fused scores of the candidates sharing this
    # candidate's session, normalised by the best session). 0 = the seeds' formula; 0.1 lifts
    # JMW precision@5 0.778 -> 0.838, LoCoMo R@10 0.808 -> 0.826 (BENCHMARKS.md).
    w_session: float = 0.1
    # -- pack (design §memorypack) -----------------------------------------------------------------
    # IANA name for the times the model sees (e.g. "Asia/Tokyo"); "" = the store's zone (the
    # one it was ingested with, UTC if none was given).
    timezone: str = ""
    max_inject_tokens: int = 1200
    episode_quote_chars: int = 240  # quote_key_parts: at most this much of each side
    injection_strategy: str = "quote_key_parts"
    # -- observability ---------------------------------------------------------------------
    record_runs: bool = True

    def replace(self, **changes: Any) -> RetrievalConfig:
        """A copy with some fields changed; unknown names are an error, not ignored."""
        known = {f.name for f in dataclasses.fields(self)}
        unknown = sorted(set(changes) - known)
        if unknown:
            raise ValueError(f"unknown retrieval setting(s): {', '.join(unknown)}")
        return dataclasses.replace(self, **changes)

    def __post_init__(self) -> None:
        # A JSON context (Studio, the API) arrives as plain dicts / lists / strings.
        if isinstance(self.timeouts, Mapping):
            object.__setattr__(self, "timeouts", SourceTimeouts(**self.timeouts))
        object.__setattr__(self, "max_sensitivity", Sensitivity.parse(self.max_sensitivity))
        object.__setattr__(self, "allowed_speakers", tuple(self.allowed_speakers))
        try:
            if self.timezone:
                ZoneInfo(self.timezone)
        except (ZoneInfoNotFoundError, ValueError):
            raise ValueError(f"unknown timezone {self.timezone!r}; use an IANA name") from None
        if not 0 <= self.medium_threshold <= self.high_threshold:
            raise ValueError("need 0 <= medium_threshold <= high_threshold")
        for name in ("knn_k_per_query", "bm25_k_per_query", "max_candidates", "rrf_k", "ngram_n"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be >= 1")
        if self.injection_strategy != "quote_key_parts":
            # Design §rerank: the retriever fixes quote_key_parts; summarize / full are not built.
            raise ValueError(
                f"injection_strategy {self.injection_strategy!r} is not implemented; "
                "only 'quote_key_parts'"
            )
        if self.max_results < 0:
            raise ValueError("max_results must be >= 0")


PRESETS: dict[str, RetrievalConfig] = {
    # The defaults: the seeds' design, tuned on the dev data (BENCHMARKS.md).
    "default": RetrievalConfig(),
    # The seeds' numbers exactly as written (for comparison).
    "seed": RetrievalConfig(
        w_rec=0.10,
        keyword_phrases=False,
        w_session=0.0,
        high_threshold=0.35,
        medium_threshold=0.28,
    ),
    # Tool-calling search (search_past_conversations, design §keyword-policies): time-diverse slots.
    "keyword_tool": RetrievalConfig(time_slotting=True),
    # Evaluation: the defaults, without writing a run record per question.
    "eval": RetrievalConfig(record_runs=False),
    # Latency-critical turns: one source each, smaller lists.
    "fast": RetrievalConfig(knn_k_per_query=10, bm25_k_per_query=10, max_candidates=30),
}


def get_preset(name: str) -> RetrievalConfig:
    try:
        return PRESETS[name]
    except KeyError:
        raise ValueError(f"unknown preset {name!r}; choose from {', '.join(PRESETS)}") from None
