"""Every retrieval parameter, grouped by the node that reads it, with the seeds' numbers as
defaults.

``RetrievalConfig`` holds one small frozen dataclass per part of the turn — ``plan``,
``sources``, ``policies`` (the keyword source's), ``fusion``, ``rerank``, ``injection``,
``pack``, ``derived`` — and three turn-wide settings (``timezone``, ``max_sensitivity``,
``record_runs``). It is LangGraph's runtime context for the retrieval graph
(``context_schema``), so it can be set per run — from Python, from ``omoide recall --set
fusion.rrf_k=30``, or from the Studio UI — and nodes never read globals or environment
variables. Named presets are recipes in the style of graphiti's ``search_config_recipes``.

A setting is named by its dotted path (``fusion.rrf_k``, ``injection.high_threshold``). In
Python::

    RetrievalConfig(fusion={"mode": "rrf", "rrf_k": 30})
    config.replace(injection={"high_threshold": 0.5})      # the group's other fields kept
    config.with_settings(["fusion.rrf_k=30", "pack.max_tokens=800"])

A name that is no setting is an error naming the closest one (``rrf_k`` → "did you mean
fusion.rrf_k?").

Every value is checked by type and range when a configuration is built, whatever the entry
point (Python, ``--set``, a JSON context, ``configurable``): a wrong value is an error naming
the dotted key and what it accepts, never a silently disabled source. The types and ranges
live in the annotations and the descriptions in attribute docstrings, so the JSON schema
LangGraph builds for Studio (``graph.get_context_jsonschema()``) shows both, group by group.

The same mechanism (:class:`SettingsGroup`: annotated types with their ranges, attribute
docstrings, one strict check, one error format) holds consolidation's parameters
(``omoide.agent.consolidation.ConsolidationConfig``).
"""

from __future__ import annotations

import dataclasses
import difflib
import json
import math
import typing
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Annotated, Any, ClassVar, Literal, Self
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import annotated_types
from pydantic import ConfigDict, Field, TypeAdapter, ValidationError

from omoide.memory_store.records import Sensitivity

__all__ = [
    "CONFIGURABLE_KEY",
    "GROUPS",
    "LEARNED_CALIBRATION",
    "LEARNED_FEATURES",
    "LEARNED_WEIGHTS",
    "PRESETS",
    "DerivedConfig",
    "FusionConfig",
    "InjectionConfig",
    "PackConfig",
    "PlanConfig",
    "PoliciesConfig",
    "RerankConfig",
    "RetrievalConfig",
    "SelectionConfig",
    "SettingTypeError",
    "SettingsGroup",
    "SourceTimeouts",
    "SourcesConfig",
    "check_known",
    "get_preset",
    "near_setting",
    "parse_setting",
]

# Value types with their allowed ranges (wide enough for any sensible tuning, narrow enough
# that a unit slip or a typo is caught). Shown as minimum / maximum in Studio's form.
Count = Annotated[int, Field(ge=0, le=10_000)]  # 0 switches the feature off
PositiveCount = Annotated[int, Field(ge=1, le=10_000)]
Chars = Annotated[int, Field(ge=0, le=1_000_000)]  # 0 = off where the field says so
PositiveChars = Annotated[int, Field(ge=1, le=1_000_000)]
Days = Annotated[int, Field(ge=0, le=100_000)]
Weight = Annotated[float, Field(ge=0.0, le=10.0)]
Fraction = Annotated[float, Field(ge=0.0, le=1.0)]
Seconds = Annotated[float, Field(gt=0.0, le=600.0)]
Speaker = Literal["USER", "AGENT", "SYSTEM"]

# The learned combiner's features (fusion "learned", agent/ranking/combiner.py): per candidate,
# in this order. "context": the context query Q2 ran this turn; "own": how well the user's own
# words are matched (the best Q1 keyword hit over the best score possible); "leads" / "follows":
# the `auto` rule would fuse this turn by score (the question leads) / by rank (it follows the
# context); "convex": the convex_merge score; "convex_context": the same with Q2's lists counted as
# Q1's (the `convex` preset); "asks": a question asked after a recent conversation.
LEARNED_FEATURES: tuple[str, ...] = (
    "kw_q1",
    "kw_q2",
    "cos_q1",
    "cos_q2",
    "phrase",
    "entity",
    "associative",
    "agreement",
    "session",
    "lex",
    "recency",
    "no_vector",
    "no_keyword",
    "context*kw_q1",
    "context*cos_q1",
    "context*agreement",
    "context*session",
    "context*lex",
    "own*kw_q1",
    "own*cos_q1",
    "own*kw_q2",
    "own*cos_q2",
    "own*agreement",
    "leads*convex",
    "leads*convex_session",
    "leads*lex",
    "follows*agreement",
    "follows*session",
    "follows*lex",
    "follows*convex",
    "follows*convex_context",
    "asks*convex_context",
    "asks*convex",
    "asks*agreement",
)
# Fitted by `python benchmarks/fusion_lab.py loto-learned OUT.md` on all seven dev tasks
# (benchmarks/results/loto_learned.md: a smoothed recall@5/@10, every task weighted equally,
# from the default's own formula, which is 10 x (0.55 leads*convex + 0.35 leads*lex + 0.1
# leads*convex_session + 0.55 follows*agreement + 0.35 follows*lex + 0.1 follows*session +
# 0.02 recency), pulled back to it by L2 0.01); one weight per LEARNED_FEATURES entry.
# Left out, it misses "loses to no preset by more than 0.01" (worst -0.038, locomo_chat):
# offered as the `learned` preset, not the default.
LEARNED_WEIGHTS: tuple[float, ...] = (
    0.3796, 0.0358, 0.138, 0.0074, 0.0894, 0.0, 0.1281, 0.5019, 0.6604, 0.0419, 0.1649,
    -0.2677, -0.5714, 0.2033, 0.0877, 0.2419, 0.3759, 0.0159, 0.1764, 0.0534, 0.0137, -0.0025,
    0.1868, 5.717, 1.4833, 3.5304, 5.667, 1.2799, 3.5114, 0.0616, 0.0853, 0.1312, 0.1571, 0.119,
)  # fmt: skip
# (a, b): the shown score is sigmoid(a * (weights . features) + b) (Platt scaling on the dev
# tasks); monotone, so it does not move the ranking.
LEARNED_CALIBRATION: tuple[float, float] = (0.7921, -3.8763)

# Attribute docstrings become the field descriptions of the JSON schema (Studio's tooltips).
_SCHEMA_CONFIG = ConfigDict(use_attribute_docstrings=True)


class SettingTypeError(ValueError, TypeError):
    """A setting given a value of the wrong type (``"10"`` for a count, ``1`` for a switch).
    A ``ValueError`` like every other refused value, and a ``TypeError`` too."""


class SettingsGroup:
    """What every group of settings shares (the retrieval groups and consolidation's): its
    fields' types and ranges in their annotations and their descriptions in attribute
    docstrings (the JSON schema Studio shows), strict validation naming the dotted key
    (``_prefix`` + the field), lists from JSON read as tuples, and ``replace`` refusing
    unknown names with the closest known one."""

    __pydantic_config__: ClassVar[ConfigDict] = _SCHEMA_CONFIG
    _prefix: ClassVar[str] = ""
    _kind: ClassVar[str] = "retrieval"  # in "unknown retrieval setting(s): ..."

    def __post_init__(self) -> None:
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            if isinstance(value, list):  # JSON has lists; the settings hold tuples
                value = tuple(
                    float(v) if isinstance(v, int) and not isinstance(v, bool) else v for v in value
                )
                if f.name == "allowed_speakers":
                    value = tuple(v.upper() if isinstance(v, str) else v for v in value)
                object.__setattr__(self, f.name, value)
        _validate(self, prefix=self._prefix)
        self._check()

    def _check(self) -> None:
        """Checks across the group's fields (after each field's own)."""

    def replace(self, **changes: Any) -> Self:
        """A copy with some fields changed; unknown names are an error, not ignored."""
        check_known(changes, type(self), prefix=self._prefix)
        return dataclasses.replace(self, **changes)  # type: ignore[type-var]


@dataclass(frozen=True)
class SourceTimeouts(SettingsGroup):
    """Per-source time budgets in seconds (design §plan: trigram 0.60 s, vector 2.20 s)."""

    _prefix: ClassVar[str] = "sources.timeouts."

    keyword: Seconds = 0.60
    """Keyword (BM25) search budget in seconds; past it the turn goes on without keyword hits."""
    vector: Seconds = 2.20
    """Vector (Chroma) search budget in seconds, embedding included."""
    entity: Seconds = 0.35
    """Entity expansion budget in seconds (design §sources: the context-link sources' 0.35)."""
    about_time: Seconds = 0.40
    """About-time source budget in seconds (design §sources: about_time 0.40)."""
    bridge: Seconds = 0.60
    """Dictionary-bridge source budget in seconds (a BM25 search, like the keyword source's)."""


@dataclass(frozen=True)
class PlanConfig(SettingsGroup):
    """The plan node (design §plan): what the turn searches with — the recent conversation
    as context, the question's time, its distinctive phrases and the entities it names."""

    _prefix: ClassVar[str] = "plan."

    recent_turns: Annotated[int, Field(ge=0, le=100)] = 3
    """Exchanges of recent conversation used as context (3 = the last 6 messages)."""
    context_max_chars: Chars = 2000
    """The context part of the second query is clipped from the front beyond this."""
    occurred_day_range: Days = 365
    """Associative questions search the last N days (0 = all time)."""
    # On since issue 9's fifth round: with the speakers' names out of the keyword queries it
    # lifts LoCoMo recall_any@10 0.876 -> 0.883 and loses nowhere beyond noise (BENCHMARKS.md
    # §1, "Time windows on by default"); the first measurement, under RRF, moved no goal.
    time_windows: bool = True
    """Read relative and month times ("10 days ago", "last month", "in March", 「先週」「3月に」)
    as a window relative to the turn's time: window lists plus ``rerank.time_window_boost``."""
    time_window_slack: Fraction = 0.25
    """Extra width of an "N units ago" window, as a share of N units (dates are approximate)."""
    # design §rerank "Phase B" / §keyword-policies KEYWORD query, no LLM.
    keyword_phrases: bool = True
    """Search distinctive phrases of the user text (names, katakana / kanji runs, quotes)
    verbatim as their own list (on: JMW precision@5 0.687 -> 0.779, BENCHMARKS.md)."""
    keyword_phrase_min_chars: Annotated[int, Field(ge=1, le=100)] = 2
    """Shortest phrase kept."""
    keyword_phrase_max: Annotated[int, Field(ge=0, le=100)] = 5
    """Most phrases searched per turn."""
    entity_resolution: bool = True
    """Resolve the known people and things the user's text and the recent conversation name
    (alias table + rapidfuzz, no LLM); they feed entity expansion and the pack's sections."""
    entity_max: Count = 5
    """Most entities in play per turn (the user's text first, then the recent conversation)."""


@dataclass(frozen=True)
class SourcesConfig(SettingsGroup):
    """The candidate sources (design §sources): the keyword (BM25) and vector (Chroma)
    searches, their extra lists (phrases, neighbours, sessions, the all-time exploration
    slot, entity expansion) and their time budgets."""

    _prefix: ClassVar[str] = "sources."

    knn_k_per_query: PositiveCount = 20
    """Vector hits per query."""
    bm25_k_per_query: PositiveCount = 20
    """Keyword (BM25) hits per query."""
    vector_context_chars: Chars = 150
    """The vector source embeds only the last this-many characters of Q2's context (the
    keyword source searches all of it): an embedding's cost grows with its text, and one
    vector averages a long context into a blur (BENCHMARKS.md §1). 0: all of it."""
    # Nearest neighbours always exist, so an unrelated question still gets "top" candidates;
    # the floor that keeps them out is on rank-fused turns and on the injection judgement
    # (fusion.rrf_min_similarity). Convex fusion scores a weak cosine ~0, and as a ranking filter on
    # every turn the floor costs LongMemEval recall (BENCHMARKS.md §1), so the default has none
    # here (-1); the `rrf` and `seed` presets keep 0.25.
    vector_min_similarity: Annotated[float, Field(ge=-1.0, le=1.0)] = -1.0
    """Cosine floor for vector hits (-1 to 1, -1 = off); weaker neighbours are not candidates."""
    explore_global: bool = True
    """Also search all time with a small vector list (design §plan's exploration slot)."""
    explore_k: Count = 10
    """Size of that all-time list: an exploration slot, not a second search (0 = off)."""
    drop_speaker_names: bool = True
    """Leave the names of the memory's speakers (the people talking, not the role tags USER /
    AGENT / SYSTEM) out of the keyword queries, unless nothing else is left: they are in most
    exchanges ("Thanks, Nate!"), so they match short chit-chat, not the question's topic
    (LoCoMo recall_any@5 0.789 -> 0.803, BENCHMARKS.md §1)."""
    keyword_max_df: Annotated[float, Field(gt=0.0, le=1.0)] = 0.5
    """Leave the words found in more than this share of the memory's episodes out of the
    keyword queries, unless nothing else is left (1.0 = keep every word). 0.5 drops exactly
    the words whose BM25 idf is negative, which rank-bm25 floors at a value that outweighs
    rarer words: in a long query (the recent conversation) they led the scores and held ~40%
    of its postings (BENCHMARKS.md §1)."""
    keyword_phrase_max_df: Fraction = 0.05
    """A phrase counts only if its rarest token is in at most this share of the episodes (or
    in at most 3): a name in every episode is no keyword."""
    keyword_phrase_pool: PositiveCount = 100
    """BM25 hits checked for a verbatim phrase match."""
    # Design §sources: conversation continuity. Without a recent conversation it lifts LoCoMo
    # recall_any@5 (RRF) and JMultiWOZ precision@5; with one it cost RealPersonaChat recall
    # (the neighbours of the user's words' hits vote for their sessions): BENCHMARKS.md §1.
    neighbour_hits: Count = 5
    """The first N keyword hits of the user's words (Q1) lend their same-session neighbours,
    the episodes just after and just before, to an extra keyword list `keyword_neighbour`
    (0 = off)."""
    neighbour_score_weight: Fraction = 0.5
    """A neighbour's keyword score: this share of its anchor's (convex fusion reads it)."""
    neighbour_with_context: bool = False
    """Also build the neighbour list on turns with a recent conversation (the context query
    Q2 ran)."""
    # Design §sources: a dialogue as a whole. RealPersonaChat's missing window is found by the
    # words its dialogue spreads over many exchanges; without a recent conversation the list
    # cost JMultiWOZ precision and LongMemEval recall (BENCHMARKS.md §1).
    session_hits: Count = 5
    """Sessions ranked by the keyword evidence spread over their episodes (each query term at
    its best episode), listed as their best matching episodes in `keyword_session`, searched
    with the context query Q2 (0 = off)."""
    session_without_context: bool = False
    """Also list sessions on turns without a recent conversation (searched with Q1)."""
    session_pool: PositiveCount = 1000
    """Sessions scored: those of this many best keyword hits."""
    entity_expand_k: Count = 20
    """Episodes linked to the entities in play added as the `ex` candidate list (0 = off)."""
    entity_expand_pool: PositiveCount = 200
    """Linked episodes read per turn before ranking the `ex` list (bounds its cost)."""
    window_digest_k: Count = 10
    """For a question about what happened in a time window (「先月何してたっけ？」, "What did I
    do in October?"): episodes said inside it, spread across its days, added as the
    `window_digest` list; the turn injects from inside the window only (0 = off)."""
    about_time_k: Count = 10
    """Episodes about the time the question names (a year, a life stage; every stage for a
    question about a whole life) added as the `at` list, from what consolidation read of each
    episode (design §sources: about_time; 0 = off)."""
    # Issue 36: a question in one language over a memory in the other shares no word with it.
    bridge_k: Count = 20
    """The dictionary bridge (agent/nodes/bridge_retrieve.py): the question's content words and
    names translated into the other language (a lexicon of common words derived from JMdict,
    agent/understanding/lexicon.py), searched by BM25; its hits written in the other script
    than the question become the `bridge` list, at most this many (0 = off)."""
    bridge_per_word: Annotated[int, Field(ge=1, le=4)] = 2
    """Translations searched per word of the question (the lexicon's first, most common)."""
    timeouts: SourceTimeouts = field(default_factory=SourceTimeouts)
    """Per-source time budgets in seconds."""

    def __post_init__(self) -> None:
        # A JSON context (Studio, the API) arrives as plain dicts.
        if isinstance(self.timeouts, Mapping):
            check_known(self.timeouts, SourceTimeouts, prefix="sources.timeouts.")
            object.__setattr__(self, "timeouts", SourceTimeouts(**self.timeouts))
        super().__post_init__()


@dataclass(frozen=True)
class PoliciesConfig(SettingsGroup):
    """The keyword source's policies (design §keyword-policies), applied to its hits in
    order; also used by the search_past_conversations tool."""

    _prefix: ClassVar[str] = "policies."

    speaker_filter: bool = True
    """Keep only keyword hits whose speakers are in allowed_speakers."""
    allowed_speakers: tuple[Speaker, ...] = ("USER", "AGENT")
    """Speaker roles a keyword hit may have (a list of USER, AGENT, SYSTEM)."""
    exclude_recent_context: bool = True
    """Drop blocks already in the recent messages."""
    min_block_chars: Chars = 30
    """Skip blocks shorter than this (0 = off)."""
    prefix_dedupe_chars: Chars = 200
    """Blocks with the same first N characters are one block (0 = off)."""
    time_slotting: bool = False
    """Pick keyword hits by time slots (newest / oldest / middle) instead of by rank."""
    slot_newest: Count = 2
    """Time slotting: newest blocks kept."""
    slot_oldest: Count = 2
    """Time slotting: oldest blocks kept."""
    slot_middle: Count = 1
    """Time slotting: random blocks kept from the middle."""
    slot_seed: Annotated[int, Field(ge=0, le=2**31 - 1)] = 0
    """Seed of the middle slot's generator, so a run can be replayed."""
    clip_chars: Chars = 500
    """Longer blocks are clipped with a "there is more" marker (0 = off)."""


@dataclass(frozen=True)
class FusionConfig(SettingsGroup):
    """How the sources' lists become one ranking (design §rerank): by rank (RRF), by
    normalised score (convex), per turn (auto), or by the learned combiner."""

    _prefix: ClassVar[str] = "fusion."

    # Score-based fusion (Bruch, Gai & Ingber, TOIS 2023) and RRF, measured in BENCHMARKS.md §1.
    mode: Literal["rrf", "convex", "auto", "learned"] = "auto"
    """How the sources' lists are fused: "rrf" by rank (design §rerank), "convex" by
    normalised score, (1 - convex_alpha) * keyword + convex_alpha * cosine; "auto": convex
    when only the user's words were searched, rrf when the context query (Q2) ran too —
    unless the user's words are matched well by themselves (auto_convex_coverage);
    "learned": one linear scorer over every candidate's evidence (learned_weights)."""
    max_candidates: PositiveCount = 60
    """Fused candidates scored by the rerank."""
    rrf_k: PositiveCount = 60
    """RRF constant: a hit at rank r votes 1 / (rrf_k + r + 1)."""
    rrf_weight_keyword: Weight = 1.0
    """RRF vote weight of keyword lists (1 / 1 = plain RRF)."""
    rrf_weight_vector: Weight = 1.0
    """RRF vote weight of vector lists."""
    rrf_weight_phrase: Weight = 1.0
    """RRF vote weight of the verified exact-phrase list."""
    rrf_weight_entity: Weight = 1.0
    """RRF vote weight of the entity-expansion list (`ex`); fused by rank like every list."""
    rrf_weight_about_time: Weight = 1.0
    """RRF vote weight of the about-time list (`at`)."""
    # 0 since issue 36's dictionary bridge: at 1 its votes counted in every candidate's best
    # possible agreement, so a bridge list of stray matches (弾く read as "flip") lowered the
    # agreement of the right same-script answer below injection (BENCHMARKS.md §1).
    rrf_weight_bridge: Weight = 0.0
    """RRF vote weight of the dictionary-bridge list (`bridge`: the question's words translated
    into the other language, sources.bridge_k); 0: it adds candidates but no rank votes (it is
    read by convex fusion, fusion.bridge_weight, and by the injection judgement)."""
    rrf_weight_context_query: Weight = 1.0
    """Multiplier for the second query's lists (recent context + user text)."""
    rrf_weight_vector_when_phrase: Weight = 1.0
    """Vector votes are scaled by this when the question names something found verbatim
    (design §rerank: vectors are weak at proper nouns)."""
    session_rrf_weight: Weight = 2.0
    """RRF vote weight of the session list (a session's votes stand for all its episodes)."""
    rrf_min_similarity: Annotated[float, Field(ge=-1.0, le=1.0)] = 0.25
    """Cosine floor of vector hits in a turn fused by rank and in the injection judgement of
    injection.score "rrf" (a rank votes whatever its cosine; convex ranking scores a weak cosine
    ~0 and needs none); -1 = off."""
    auto_convex_coverage: Fraction = 0.45
    """With fusion "auto", a turn with a recent conversation is still fused by score when the
    user's own words (Q1) are matched this well: its best keyword hit's share of the best
    score possible for Q1. A question that stands on its own then outranks a context about
    something else (BENCHMARKS.md §1, "Turns with a recent conversation"); a vague reply is
    still ranked with its context. 1.0: never (every such turn fused by rank)."""
    new_phrase_leads: bool = True
    """With fusion "auto", a turn with a recent conversation is also fused by score (the
    user's words lead, no session list) when the user asks a question that names something the
    recent conversation did not mention (the plan's ``asks_new``) and one of its distinctive
    phrases is found verbatim in the memory: a new question, not a reply to the conversation
    (BENCHMARKS.md §1, "A question about something new leads its turn"). False: only
    auto_convex_coverage lets the user's words lead."""
    convex_alpha: Fraction = 0.3
    """Convex fusion: weight of the semantic (cosine) score, 0 = keyword only, 1 = vector only."""
    convex_alpha_coverage: Fraction = 0.5
    """Convex fusion, query-dependent weight: convex_alpha is scaled by (1 - this * the best
    lexical coverage of the query's weighted terms), so distinctive matched terms favour BM25."""
    convex_phrase_weight: Weight = 0.2
    """Convex fusion: bonus of a verified exact-phrase match (the sum is rescaled to 0..1)."""
    convex_entity_weight: Weight = 0.3
    """Convex fusion: bonus of an episode linked to an entity in play (the `ex` list); counted
    (and the sum rescaled) only on turns where that list found something."""
    # 0 since issue 9's seventh round: a convex turn with a recent conversation is one the
    # user's question leads (auto_convex_coverage, new_phrase_leads), so it is ranked by the
    # question's own lists; the chat drills gained, RealPersonaChat was unchanged
    # (BENCHMARKS.md §1, "A question about something new leads its turn").
    convex_context_weight: Weight = 0.0
    """Convex fusion: the scores of Q2's lists (recent context + user text) are scaled by this
    (0: a turn fused by score is ranked by the user's own words; Q2's lists still add
    candidates, and the injection judgement still counts their votes)."""
    convex_window_aware: bool = True
    """Convex fusion: a candidate that the lists of one family (keyword or vector) could not
    hold, because their time window excludes it, is scored by the other family alone."""
    cross_script_aware: bool = True
    """A candidate written in the other script than the question (Japanese vs Latin letters,
    issue 36) shares no words with it but names, so keyword and n-gram evidence cannot see
    it: in that measure its convex score weighs its cosine alone and its n-gram overlap is
    replaced by its fused score (agent/ranking/fusion.py script_gap)."""
    name_bridge: Fraction = 0.5
    """With cross_script_aware, convex fusion: a candidate in the other script that names one
    of the question's names (their readings meet: 田中 / Tanaka-san, agent/bridges.py) counts
    at least this as its keyword score (0: off)."""
    # 0.75: chosen on the dev sets over 0.5 / 0.75 / 1.0 (BENCHMARKS.md §1, "A dictionary
    # bridge across Japanese and English (second round)").
    bridge_weight: Fraction = 0.75
    """Convex fusion: a hit of the dictionary-bridge list (`bridge`) counts as keyword
    evidence at this share of its score over the list's best possible, the share of the
    question's words it holds in translation (its keyword coverage too, what the injection
    judgement reads), on turns where some word of the question is found only in the other
    language (fusion.across_share > 0; otherwise the list only adds candidates); 0: off."""
    bridge_discount: Fraction = 1.0
    """Convex fusion, with a dictionary-bridge list: the share of the question's words that
    only the bridge found (in the other language; fusion.across_share) is taken off the
    keyword evidence of the user's own words' hits by this much (1: a hit that matches the
    name of "When is Tanaka-san's birthday?" but whose memory has no word for birthday covers
    half the question; 0: off)."""
    convex_cosine_floor: Annotated[float, Field(ge=-1.0, le=0.99)] = 0.0
    """Convex fusion: the cosine that maps to 0 (a cosine of 1, or the list's best, maps to 1)."""
    learned_weights: tuple[float, ...] = LEARNED_WEIGHTS
    """Fusion "learned": one weight per feature of LEARNED_FEATURES (fitted offline,
    benchmarks/results/loto_learned.md)."""
    learned_calibration: tuple[float, float] = LEARNED_CALIBRATION
    """Fusion "learned": (a, b) of the shown score sigmoid(a * score + b); a > 0."""

    def _check(self) -> None:
        if len(self.learned_weights) != len(LEARNED_FEATURES):
            raise ValueError(
                f"fusion.learned_weights has {len(self.learned_weights)} values; allowed: "
                f"exactly {len(LEARNED_FEATURES)}, one per feature ({', '.join(LEARNED_FEATURES)})"
            )
        if self.learned_calibration[0] <= 0:
            raise ValueError(
                f"fusion.learned_calibration={self.learned_calibration}: its scale must be > 0 "
                "(a scale <= 0 would reverse or flatten the ranking)"
            )


@dataclass(frozen=True)
class RerankConfig(SettingsGroup):
    """The rerank's final score (design §rerank): final = w_rrf * fused + w_lex * lexical
    overlap + w_rec * recency + w_session * session evidence, then the time-window boost and
    near-duplicate suppression."""

    _prefix: ClassVar[str] = "rerank."

    w_rrf: Weight = 0.55
    """Score weight of the normalised RRF."""
    w_lex: Weight = 0.35
    """Score weight of character n-gram overlap with the query."""
    # Seed: 0.10 let recency, not relevance, order the list; 0.02 still breaks ties.
    w_rec: Weight = 0.02
    """Score weight of recency."""
    # 0.1 lifts JMW precision@5 0.778 -> 0.838, LoCoMo R@10 0.808 -> 0.826 (BENCHMARKS.md).
    w_session: Weight = 0.1
    """Score weight of session evidence: how strongly the candidate's session matched."""
    w_note: Weight = 0.15
    """Added to a saved note's score (an OmoideStore item, source "langgraph-store", issue
    36): kept on purpose, it goes before remembered chit-chat that merely shares its words
    (an earlier "what is my cat called?" answered "I don't know yet")."""
    explicit_time_w_rec: Weight = 0.0
    """Recency weight when the question names a time (design §plan)."""
    ngram_n: Annotated[int, Field(ge=1, le=10)] = 3
    """n of the character n-grams."""
    query_max_chars: PositiveChars = 300
    """Query text compared for overlap (its end is kept: the user's words and the end of the
    recent context). 1,200 before: on turns after a long recent conversation the overlap
    then measured the context, not the question (BENCHMARKS.md §1)."""
    episode_max_chars: PositiveChars = 1200
    """Episode text compared for overlap."""
    lex_strength_ngrams: Count = 30
    """Overlap is weakened for short queries: strength = min(1, |query n-grams| / N)."""
    recency_tau_days: Annotated[float, Field(ge=0.0, le=100_000.0)] = 45.0
    """Recency decays as exp(-age / tau) (0 = no recency)."""
    dup_threshold: Fraction = 0.90
    """Candidates this n-gram-similar to a picked one are skipped as duplicates."""
    time_window_boost: Annotated[float, Field(ge=0.0, le=1.0)] = 0.10
    """Added to the score of a candidate that occurred inside the question's time window
    (0 = the window only adds candidates)."""
    # Seed 002: diversify {by: [life_stage, about_year_bucket], per_bucket: 5} of 12 selected;
    # omoide selects at most 5, so the same share is 2.
    diversify_per_bucket: Count = 2
    """On turns that span a life (mode targeted_broad: 「今までの人生で…」) or name years across
    five-year buckets (「2010〜2020年」): at most this many candidates per life stage (else
    five-year bucket) before the other buckets' (seed 002's diversify; 0 = off)."""


@dataclass(frozen=True)
class InjectionConfig(SettingsGroup):
    """Whether the turn injects memory, and which episodes (design §rerank's thresholds): an
    unrelated question injects nothing."""

    _prefix: ClassVar[str] = "injection."

    score: Literal["rrf", "ranking", "model"] = "model"
    """What the injection thresholds judge: "model": the calibrated judgement (issue 36,
    agent/ranking/judgement.py: the chance a candidate holds what the turn asks about, from its
    ranking, cosine margin, coverage, store size, scripts, ...; thresholds p_high / p_medium);
    "rrf": a candidate's RRF heuristic score over the
    rank-floored lists (how strongly the sources agree on it), on one scale whatever fusion
    ranked the turn, picks taken in the ranking's order; "ranking": the turn's own ranking
    score (a convex turn then needs convex-scale thresholds, as in the `auto` preset)."""
    p_high: Fraction = 0.8
    """With injection.score "model": the turn injects when one of the ranking's first
    injection.depth candidates has at least this chance of holding the evidence (a
    probability, calibrated on the dev tasks: benchmarks/fit_judgement.py)."""
    p_medium: Fraction = 0.6
    """With injection.score "model": the other picks need this chance (at most p_high)."""
    # Seed: 0.35 / 0.28, raised by 0.10 with w_session (the default's 0.45 / 0.38), on the RRF
    # scale the default judges injection on (injection.score "rrf"). Convex scores are absolute
    # (BM25 over its best possible score) and lower: 0.25 / 0.20 in the `auto` and `convex`
    # presets (injection.score "ranking"), where a turn fused by rank under fusion "auto" adds
    # auto_rrf_threshold_raise (BENCHMARKS.md §1).
    high_threshold: Fraction = 0.45
    """The best candidate must score this or nothing is injected (at most the best possible
    score, rerank.w_rrf + rerank.w_lex + rerank.w_rec + rerank.w_session)."""
    medium_threshold: Fraction = 0.38
    """Later candidates must score this (at most high_threshold)."""
    max_results: Annotated[int, Field(ge=0, le=100)] = 5
    """Most episodes injected."""
    # Issue 27: the top of the ranking held the answer more often than the picks did, because
    # the first pick was the first candidate judged high anywhere in the ranking.
    follows_ranking: bool = True
    """The turn injects when one of the ranking's first max_results candidates is judged
    >= high_threshold; it then injects the ranking's best and the others judged >=
    medium_threshold, in the ranking's order (labels and scores follow it). False: the first
    candidate judged >= high_threshold anywhere in the ranking leads the picks."""
    # 10: on LoCoMo relevant injection 0.717 (5) -> 0.730, false injection 0.808 -> 0.828
    # (the previous rule: 0.693 / 0.848); the sample's 「京都旅行はどこに行ったんだっけ」 keeps
    # its answer, ranked sixth (issue 27's notes, fusion_lab).
    depth: Annotated[int, Field(ge=0, le=100)] = 10
    """With inject_follows_ranking: how many distinct candidates of the ranking the injection
    looks at (the turn's decision and the picks; at most max_results are injected); less
    than max_results counts as max_results."""
    # The cosine floor for the injection decision only, not for ranking (BENCHMARKS.md §3).
    min_similarity: Annotated[float, Field(ge=-1.0, le=1.0)] = -1.0
    """An episode is injected only if its cosine reaches this, or its lexical coverage reaches
    inject_min_coverage (-1 = no such check). Ranking is unaffected."""
    min_coverage: Fraction = 0.0
    """Lexical route past inject_min_similarity: keyword score / the query's best possible
    BM25 score (0 = no lexical route)."""
    # The neighbour and session lists find episodes by association with a hit (next to it, in
    # the same dialogue), not by matching the question: counted as agreement they made every
    # LongMemEval question inject (false injection 0.57 -> 1.0, BENCHMARKS.md §1).
    associated: bool = False
    """With injection.score "rrf": count the associative lists (keyword_neighbour, keyword_session)
    in the injection judgement. Off: they rank candidates but are no evidence of relevance."""
    auto_rrf_threshold_raise: Fraction = 0.20
    """With fusion "auto" and injection.score "ranking", a turn fused by rank needs this much more
    than high_threshold / medium_threshold (RRF's normalised scores run higher than convex
    ones). Unused with injection.score "rrf": every turn is judged on the RRF scale."""

    def _check(self) -> None:
        if self.p_medium > self.p_high:
            raise ValueError(
                f"injection.p_medium={self.p_medium}: above injection.p_high ({self.p_high}); "
                "allowed: 0 <= injection.p_medium <= injection.p_high"
            )
        if self.medium_threshold > self.high_threshold:
            raise ValueError(
                f"injection.medium_threshold={self.medium_threshold}: above "
                f"injection.high_threshold ({self.high_threshold}); allowed: "
                "0 <= injection.medium_threshold <= injection.high_threshold"
            )


@dataclass(frozen=True)
class PackConfig(SettingsGroup):
    """The MemoryPack (design §memorypack): its budget and how injected episodes are quoted."""

    _prefix: ClassVar[str] = "pack."

    max_tokens: Annotated[int, Field(ge=0, le=1_000_000)] = 1200
    """Token budget of the MemoryPack."""
    episode_quote_chars: PositiveChars = 240
    """Each side of an injected exchange is quoted up to this many characters."""
    background: bool = True
    """Add turn-independent memory (the latest weekly summary, pinned and user facts, upcoming
    loops) when the turn recalls something else; never on its own, so an unrelated question
    still injects nothing."""


@dataclass(frozen=True)
class DerivedConfig(SettingsGroup):
    """The pack's sections from the derived memory (consolidation's facts, summaries,
    relationships and open loops)."""

    _prefix: ClassVar[str] = "derived."

    sections: bool = True
    """Fill STABLE_FACTS, SHARED_NARRATIVE, RELATIONSHIP_STATE and OPEN_LOOPS from the derived
    memory (consolidation's entities, facts, summaries, loops) when the store has one."""
    fact_w_confidence: Weight = 0.45
    """STABLE_FACTS score weight of a fact's confidence."""
    fact_w_salience: Weight = 0.25
    """STABLE_FACTS score weight of a fact's salience."""
    fact_w_recency: Weight = 0.20
    """STABLE_FACTS score weight of recency, exp(-age / fact_recency_tau_days)."""
    fact_w_pin: Weight = 0.10
    """STABLE_FACTS score weight of a pin (1 when pinned, else 0)."""
    fact_recency_tau_days: Annotated[float, Field(ge=0.0, le=100_000.0)] = 90.0
    """Fact recency decays as exp(-days since last confirmed / tau) (0 = no recency)."""
    facts_max: Count = 8
    """Most STABLE_FACTS lines."""
    narrative_entity_max: Count = 3
    """Most person / topic summaries in SHARED_NARRATIVE (besides the weekly one)."""
    window_summaries_max: Count = 4
    """On a turn that asks what happened in a time window: the weekly summaries of the weeks
    inside it joined to SHARED_NARRATIVE, at most this many, earliest first (0 = none)."""
    narrative_chars: PositiveChars = 320
    """Each SHARED_NARRATIVE paragraph is clipped to this many characters."""
    narrative_min_chars: PositiveChars = 60
    """Over budget, paragraphs are shortened down to this before they are dropped."""
    relationship_max: Count = 5
    """Most RELATIONSHIP_STATE lines (persons in play only; design: at most 5)."""
    loops_max: Count = 5
    """Most OPEN_LOOPS lines (not expired, entities in play first, then by due date)."""


@dataclass(frozen=True)
class SelectionConfig(SettingsGroup):
    """The final selection (seed 002's SearchResultPack): the heuristic's picks (the default,
    no model on the read path) or an opt-in chat model choosing from a compressed candidate
    list, bounded by a time budget and falling back to the heuristic."""

    _prefix: ClassVar[str] = "selection."

    mode: Literal["heuristic", "llm"] = "heuristic"
    """"heuristic": the rerank's thresholds decide what is injected (no model call); "llm": the
    selector model given to the node chooses from the candidates (the operator's setting: a
    run of a served graph cannot change it)."""
    max_candidates: PositiveCount = 80
    """Candidates the cut keeps, per-source quotas first (seed 002's retrieval_max_candidates);
    the selector sees these, the heuristic picks only among them."""
    max_selected: Annotated[int, Field(ge=0, le=100)] = 12
    """Most episodes the selector may choose (seed 002's limits.max_selected); extra ones are
    dropped in the selector's order."""
    timeout_ms: Annotated[int, Field(ge=1, le=600_000)] = 5000
    """The selector's time budget; past it, or on an error or invalid output, the heuristic's
    picks are injected and the run records why."""
    # 100: the input for 50-80 LoCoMo candidates is 0.80 of the same candidates written as
    # pack entries (160: 0.94); BENCHMARKS.md §selection.
    preview_chars: PositiveChars = 100
    """Each side of a candidate is shown to the selector clipped to this many characters."""
    quota_keyword: Fraction = 0.0
    """Share of max_candidates reserved for the best candidates the keyword lists found
    (seed 002's retrieval_quota_*; 0 = no reservation). The rest is filled in ranking order."""
    quota_vector: Fraction = 0.0
    """Share reserved for the best candidates the vector lists found (0 = none)."""
    quota_entity_only: Fraction = 0.0
    """Share reserved for candidates found only by entity expansion (seed 002's
    entity_only_percent; 0 = none)."""
    quota_explore: Fraction = 0.0
    """Share reserved for the global-exploration vector list (vector_global: older than the
    recent window; seed 002's explore_global_vector_percent; 0 = none)."""

    def _check(self) -> None:
        total = self.quota_keyword + self.quota_vector + self.quota_entity_only + self.quota_explore
        if total > 1.0 + 1e-9:
            raise ValueError(
                f"selection.quota_*: the shares add up to {total:.2f}; allowed: at most 1.0 "
                "in all (the rest is filled in ranking order)"
            )


def parse_sensitivity(value: object, name: str) -> Sensitivity:
    """A sensitivity setting's value as a :class:`Sensitivity`, or the one error every config
    group gives for it (``name``: the setting's full name)."""
    try:
        return Sensitivity.parse(value)  # type: ignore[arg-type]
    except (ValueError, TypeError, AttributeError):
        raise ValueError(
            f"{name}={value!r}: allowed PUBLIC, PRIVATE, SECRET (or 0, 1, 2)"
        ) from None


@dataclass(frozen=True, init=False)
class RetrievalConfig:
    """Parameters of plan → retrieve → rerank → pack, grouped by node. Defaults are the seeds'
    values (as tuned since: BENCHMARKS.md)."""

    __pydantic_config__: ClassVar[ConfigDict] = _SCHEMA_CONFIG

    plan: PlanConfig = field(default_factory=PlanConfig)
    """The plan node: the recent conversation as context, the question's time window, its
    distinctive phrases and the entities it names."""
    sources: SourcesConfig = field(default_factory=SourcesConfig)
    """The keyword and vector sources, their extra lists and time budgets."""
    policies: PoliciesConfig = field(default_factory=PoliciesConfig)
    """The keyword source's policies (speakers, recent context, short and duplicate blocks,
    time slots, clipping)."""
    fusion: FusionConfig = field(default_factory=FusionConfig)
    """How the lists are fused into one ranking: rrf, convex, auto (per turn) or learned."""
    rerank: RerankConfig = field(default_factory=RerankConfig)
    """The final score: fused score, lexical overlap, recency, session evidence."""
    injection: InjectionConfig = field(default_factory=InjectionConfig)
    """Whether the turn injects memory and which episodes (the thresholds)."""
    pack: PackConfig = field(default_factory=PackConfig)
    """The MemoryPack's budget and quoting."""
    derived: DerivedConfig = field(default_factory=DerivedConfig)
    """The pack's sections from the derived memory (facts, narrative, relationships, loops)."""
    selection: SelectionConfig = field(default_factory=SelectionConfig)
    """The final selection: the heuristic's picks, or an opt-in chat model's (seed 002)."""
    timezone: str = ""
    """IANA time zone of the times the model sees, and where the question's "last week" /
    「先月」 begin (e.g. "Asia/Tokyo"); "" = the store's zone (named with --tz at ingest, else
    the one UTC offset the log's timestamps state, else UTC)."""
    max_sensitivity: Sensitivity = Sensitivity.PRIVATE
    """Most private episodes searched: 0 PUBLIC, 1 PRIVATE, 2 SECRET."""
    record_runs: bool = True
    """Store a run record per turn (omoide runs / omoide explain)."""

    def __init__(
        self,
        *,
        plan: PlanConfig | Mapping[str, Any] | None = None,
        sources: SourcesConfig | Mapping[str, Any] | None = None,
        policies: PoliciesConfig | Mapping[str, Any] | None = None,
        fusion: FusionConfig | Mapping[str, Any] | None = None,
        rerank: RerankConfig | Mapping[str, Any] | None = None,
        injection: InjectionConfig | Mapping[str, Any] | None = None,
        pack: PackConfig | Mapping[str, Any] | None = None,
        derived: DerivedConfig | Mapping[str, Any] | None = None,
        selection: SelectionConfig | Mapping[str, Any] | None = None,
        timezone: str = "",
        max_sensitivity: Sensitivity | int | str = Sensitivity.PRIVATE,
        record_runs: bool = True,
        **settings: Any,
    ) -> None:
        """Each group as its dataclass, or as a dict of its fields (the others keep their
        defaults; a JSON context arrives this way); ``settings``: dotted names
        (``**{"fusion.rrf_k": 30}``)."""
        given: dict[str, Any] = {
            "plan": plan,
            "sources": sources,
            "policies": policies,
            "fusion": fusion,
            "rerank": rerank,
            "injection": injection,
            "pack": pack,
            "derived": derived,
            "selection": selection,
        }
        changes: dict[str, Any] = {k: v for k, v in given.items() if v is not None}
        changes.update(timezone=timezone, max_sensitivity=max_sensitivity, record_runs=record_runs)
        changes.update(settings)
        values = _apply(_default_values(), changes)
        for name, value in values.items():
            object.__setattr__(self, name, value)
        self.__post_init__()

    def replace(self, **changes: Any) -> Self:
        """A copy with some settings changed: a group as its dataclass (replaced whole) or as
        a dict (merged into the group), a dotted name (``**{"fusion.rrf_k": 30}``), a
        turn-wide field. Unknown names are an error naming the closest one, not ignored."""
        values = _apply({f.name: getattr(self, f.name) for f in _FIELDS}, changes)
        return type(self)(**values)

    def with_settings(self, settings: Iterable[str]) -> Self:
        """A copy with ``key=value`` strings applied (``omoide ... --set fusion.rrf_k=30``);
        the keys are dotted names."""
        changes = dict(parse_setting(s) for s in settings)
        return self.replace(**changes) if changes else self

    def get(self, name: str) -> Any:
        """A setting by its dotted name (``config.get("fusion.rrf_k")``)."""
        obj: Any = self
        for part in name.split("."):
            obj = getattr(obj, part)
        return obj

    def settings(self) -> dict[str, Any]:
        """Every setting by its dotted name (``{"plan.recent_turns": 3, ...}``)."""
        return _leaves(self, "")

    @staticmethod
    def leaves(group: Any, prefix: str = "") -> dict[str, Any]:
        """A group's settings by dotted name below ``prefix`` (nested groups walked)."""
        return _leaves(group, prefix)

    def zone(self, store_zone: str = "UTC") -> ZoneInfo:
        """The user's time zone: ``timezone``, else ``store_zone`` (the store's:
        :attr:`MemoryStore.timezone <omoide.memory_store.MemoryStore.timezone>`)."""
        return ZoneInfo(self.timezone or store_zone)

    def best_possible_score(self) -> float:
        """The highest ``final`` score a candidate can reach (every term at its maximum; a
        saved note's ``w_note`` too, as only a note can get it)."""
        r = self.rerank
        return r.w_rrf + r.w_lex + max(r.w_rec, r.explicit_time_w_rec) + r.w_session + r.w_note

    def __post_init__(self) -> None:
        object.__setattr__(
            self, "max_sensitivity", parse_sensitivity(self.max_sensitivity, "max_sensitivity")
        )
        _validate(self)
        try:
            if self.timezone:
                ZoneInfo(self.timezone)
        except (ZoneInfoNotFoundError, ValueError):
            raise ValueError(
                f"timezone={self.timezone!r}: unknown timezone; "
                "allowed an IANA name such as 'Asia/Tokyo'"
            ) from None
        best = self.best_possible_score()
        if self.injection.high_threshold > best:
            raise ValueError(
                f"injection.high_threshold={self.injection.high_threshold}: above the best "
                f"score a memory can reach ({best:.3f} = rerank.w_rrf + rerank.w_lex + "
                "rerank.w_rec + rerank.w_session + rerank.w_note), so nothing would ever be "
                "injected; allowed: "
                f"injection.medium_threshold <= injection.high_threshold <= {best:.3f}"
            )


_FIELDS = dataclasses.fields(RetrievalConfig)
GROUPS: dict[str, type[SettingsGroup]] = {
    "plan": PlanConfig,
    "sources": SourcesConfig,
    "policies": PoliciesConfig,
    "fusion": FusionConfig,
    "rerank": RerankConfig,
    "injection": InjectionConfig,
    "pack": PackConfig,
    "derived": DerivedConfig,
    "selection": SelectionConfig,
}
"""The groups of settings, by their name in ``RetrievalConfig``."""
_TOP = frozenset(f.name for f in _FIELDS) - set(GROUPS)


def _field_names(cls: Any) -> list[str]:
    return [f.name for f in dataclasses.fields(cls)]


def _default_values() -> dict[str, Any]:
    return {f.name: (GROUPS[f.name]() if f.name in GROUPS else f.default) for f in _FIELDS}


# -- names ----------------------------------------------------------------------------------


def _leaves(obj: Any, prefix: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, nested in _layout(type(obj)):  # type: ignore[arg-type]
        value = getattr(obj, name)
        if nested:
            out.update(_leaves(value, f"{prefix}{name}."))
        else:
            out[f"{prefix}{name}"] = value
    return out


@cache
def _layout(cls: Any) -> tuple[tuple[str, bool], ...]:
    """A settings class's field names, each with whether it holds a nested group."""
    return tuple(
        (f.name, dataclasses.is_dataclass(f.default_factory))  # a group (or sources.timeouts)
        for f in dataclasses.fields(cls)
    )


@cache
def setting_names() -> frozenset[str]:
    """Every dotted setting name, the groups' names and the turn-wide fields."""
    return frozenset(_leaves(RetrievalConfig(), "")) | frozenset(GROUPS) | _TOP


def _apply(values: dict[str, Any], changes: Mapping[str, Any]) -> dict[str, Any]:
    """``values`` (RetrievalConfig's fields) with ``changes`` applied: each group rebuilt
    once, from its current value, with every change aimed at it."""
    out = dict(values)
    per_group: dict[str, dict[str, Any]] = {}
    unknown: list[str] = []
    for key, value in changes.items():
        key = str(key)
        group, _, rest = key.partition(".")
        if group in GROUPS:
            if rest:
                per_group.setdefault(group, {})[rest] = value
            elif isinstance(value, GROUPS[group]):
                out[group] = value
                per_group.pop(group, None)
            elif isinstance(value, Mapping):
                per_group.setdefault(group, {}).update(value)
            else:
                names = _field_names(GROUPS[group])
                mode = "mode" in names and isinstance(value, str)
                mean = f" (did you mean {group}.mode={value!r}?)" if mode else ""
                raise ValueError(
                    f"{group}={value!r}{mean}: allowed a {GROUPS[group].__name__} or a dict of "
                    f"its settings ({', '.join(names)})"
                )
        elif key in _TOP:
            out[key] = value
        else:
            unknown.append(key)
    if unknown:
        check_known(dict.fromkeys(unknown))
    for group, group_changes in per_group.items():
        out[group] = _merge(out[group], group_changes, f"{group}.")
    return out


def _merge(obj: Any, changes: Mapping[str, Any], prefix: str) -> Any:
    """``obj`` (a group) with ``changes`` (its field names, dotted below it, or nested dicts)
    applied, merging into nested groups (``sources.timeouts``)."""
    cls = type(obj)
    direct: dict[str, Any] = {}
    nested: dict[str, dict[str, Any]] = {}
    for key, value in changes.items():
        name, _, rest = str(key).partition(".")
        if rest:
            nested.setdefault(name, {})[rest] = value
        else:
            direct[name] = value
    check_known({**direct, **nested}, cls, prefix=prefix)
    for name, sub in nested.items():
        current = direct.pop(name, getattr(obj, name))
        if isinstance(current, Mapping):
            current = _merge(getattr(obj, name), current, f"{prefix}{name}.")
        direct[name] = _merge(current, sub, f"{prefix}{name}.")
    for name, value in list(direct.items()):
        current = getattr(obj, name)
        if isinstance(value, Mapping) and dataclasses.is_dataclass(current):
            direct[name] = _merge(current, value, f"{prefix}{name}.")
    return dataclasses.replace(obj, **direct)


# -- validation -------------------------------------------------------------------------------


CONFIGURABLE_KEY = "omoide"
"""The ``config["configurable"]`` entry (and dict-context entry) that holds retrieval settings
(read by :mod:`omoide.agent.runtime`; here so that the settings check can name it)."""


def check_known(changes: Mapping[str, Any], cls: type | None = None, *, prefix: str = "") -> None:
    """Unknown names are an error (with the closest known names), never ignored. Without
    ``cls``: names of ``RetrievalConfig``'s settings (dotted, groups, turn-wide)."""
    if cls is None:
        known = setting_names()
        unknown = sorted(str(k) for k in changes if str(k) not in known)
        if CONFIGURABLE_KEY in unknown:  # the configurable entry's key, given as a context key
            raise ValueError(
                f"unknown retrieval setting {CONFIGURABLE_KEY!r}: that key belongs in "
                "config['configurable']; as context, give the settings themselves "
                "(context={'injection': {'max_results': 3}})"
            )
        if unknown:
            raise ValueError(f"unknown retrieval setting(s): {', '.join(map(_hint, unknown))}")
        return
    names = {f.name for f in dataclasses.fields(cls)}
    unknown = sorted(str(k) for k in set(changes) - names)
    if not unknown:
        return
    kind = getattr(cls, "_kind", "retrieval")
    hints = [
        f"{prefix}{u} (did you mean {prefix}{close[0]}?)"
        if (close := difflib.get_close_matches(u, names, n=1))
        else _hint(prefix + u)
        if kind == "retrieval"  # another group's setting, or a group's name mistyped
        else prefix + u
        for u in unknown
    ]
    raise ValueError(f"unknown {kind} setting(s): {', '.join(hints)}")


def _hint(name: str) -> str:
    """``name`` with the closest dotted name, matched on the whole name, on its last part (a
    name without its group: ``rrf_k``), or on the dotted names written flat
    (``inject_min_similarity`` → ``injection.min_similarity``)."""
    tail = name.rpartition(".")[2]
    if tail in _by_last_part():  # a setting without its group, or in another group
        return f"{name} (did you mean {_by_last_part()[tail]}?)"
    if close := difflib.get_close_matches(name, _dotted_names(), n=1):
        return f"{name} (did you mean {close[0]}?)"
    for table, key in ((_by_last_part(), tail), (_by_flat_name(), name.replace(".", "_"))):
        if close := difflib.get_close_matches(key, list(table), n=1):
            return f"{name} (did you mean {table[close[0]]}?)"
    return name


@lru_cache(maxsize=1024)  # a parent's keys: asked once each
def near_setting(name: str) -> bool:
    """Whether ``name`` is one typo away from a setting (``high_treshold``,
    ``injection.max_result``, ``inject_min_similarity``), for a parent's own dict context,
    whose other keys are its business. A setting's name without its group (``max_tokens``)
    is no typo: a parent may well have such a key of its own."""
    if name in setting_names() or name in _by_last_part():
        return False
    names = [*_dotted_names(), *(n for n in _by_last_part() if "_" in n), *_by_flat_name()]
    return bool(difflib.get_close_matches(name, names, n=1, cutoff=0.85))


@cache
def _dotted_names() -> list[str]:
    return sorted(setting_names())


@cache
def _by_last_part() -> dict[str, str]:
    """Each dotted name's last part → the dotted name (``timeouts`` → ``sources.timeouts``;
    the first group's, if two share it)."""
    names = {n.rpartition(".")[0] for n in _dotted_names() if n.count(".") > 1}
    out: dict[str, str] = {}
    for dotted in sorted(names.union(_dotted_names()), reverse=True):
        if "." in dotted:
            out[dotted.rpartition(".")[2]] = dotted
    return out


@cache
def _by_flat_name() -> dict[str, str]:
    """Each dotted name written with underscores (``injection_min_similarity``) → itself."""
    return {d.replace(".", "_"): d for d in _dotted_names() if "." in d}


@cache
def _hints(cls: Any) -> dict[str, Any]:
    return typing.get_type_hints(cls, include_extras=True)


@cache
def _adapter(cls: Any, name: str) -> tuple[TypeAdapter[Any], str]:
    """A field's strict validator, built from its annotation on first use, and what it allows
    in words. Built lazily: ~110 validators at import cost a user's ``import omoide`` ~0.1 s."""
    hint = _hints(cls)[name]
    return TypeAdapter(hint), _allowed(hint)


@cache
def _defaults(cls: Any) -> tuple[tuple[str, Any], ...]:
    """Per field: its plain default (``dataclasses.MISSING`` when it has none or a factory)."""
    return tuple((f.name, f.default) for f in dataclasses.fields(cls))


def _allowed(hint: Any) -> str:
    """A person's description of what an annotation accepts, e.g. "an integer from 1 to 10000"."""
    base: Any = hint
    bounds: list[Any] = []
    if typing.get_origin(hint) is Annotated:
        base, *meta = typing.get_args(hint)
        for m in meta:
            bounds += getattr(m, "metadata", [m])
    lo = next((f">= {b.ge}" for b in bounds if isinstance(b, annotated_types.Ge)), None)
    lo = lo or next((f"> {b.gt}" for b in bounds if isinstance(b, annotated_types.Gt)), None)
    hi = next((f"<= {b.le}" for b in bounds if isinstance(b, annotated_types.Le)), None)
    rng = " and ".join(x for x in (lo, hi) if x)
    if base is bool:
        return "true or false"
    if base is int:
        return f"an integer {rng}".strip()
    if base is float:
        return f"a number {rng}".strip()
    if typing.get_origin(base) is Literal:
        return "one of " + ", ".join(repr(a) for a in typing.get_args(base))
    if typing.get_origin(base) is tuple and typing.get_args(base)[0] is float:
        n = "" if typing.get_args(base)[-1] is Ellipsis else f"{len(typing.get_args(base))} "
        return f"a list of {n}numbers (JSON, e.g. [0.5, -1.0])"
    if typing.get_origin(base) is tuple:
        names = typing.get_args(typing.get_args(base)[0])
        example = json.dumps(list(names[:2]))
        return f"a list of {', '.join(names)} (JSON, e.g. {example})"
    return getattr(base, "__name__", str(base))


def _validate(obj: Any, *, prefix: str = "", full: bool = False) -> None:
    """Check every field against its annotation, strictly: ``2.5`` is no count, ``"no"`` and
    ``1`` are no booleans, ``"USER"`` is no list of speakers. A field left at its default is
    valid (``tests/unit/test_config.py`` checks every default with ``full=True``)."""
    cls: Any = type(obj)
    for name, default in _defaults(cls):
        value = getattr(obj, name)
        if dataclasses.is_dataclass(value) or isinstance(value, Sensitivity):
            continue  # validated by its own class
        if not full and type(value) is type(default) and value == default:
            continue
        bad = isinstance(value, float) and not math.isfinite(value)
        wrong_type = False
        adapter, allowed = _adapter(cls, name)
        if not bad:
            try:
                adapter.validate_python(value, strict=True)
            except ValidationError as exc:
                bad = True
                wrong_type = all(e["type"].endswith("_type") for e in exc.errors())
        if bad:
            error = SettingTypeError if wrong_type else ValueError
            raise error(f"{prefix}{name}={value!r}: allowed {allowed}")


def parse_setting(item: str) -> tuple[str, Any]:
    """``"key=value"`` → ``(key, value)``; the value is read as JSON (numbers, true / false,
    lists), else taken as a string. The result still goes through the configuration's checks."""
    key, sep, raw = item.partition("=")
    if not sep or not key.strip():
        raise ValueError(f"--set expects key=value, got {item!r}")
    try:
        value = json.loads(raw)
    except json.JSONDecodeError:
        value = raw
    return key.strip(), value


# -- named recipes (graphiti's search_config_recipes style) -----------------------------------
# Each preset is the defaults with a few groups changed; the groups say which part of the turn
# each one differs in.

# The design's seeds and the previous default share their sources and their RRF fusion.
_SEED_SOURCES = {
    "drop_speaker_names": False,
    "keyword_max_df": 1.0,
    "vector_min_similarity": 0.25,
    "neighbour_hits": 0,
    "session_hits": 0,
    "vector_context_chars": 0,
}

PRESETS: dict[str, RetrievalConfig] = {
    # The defaults (BENCHMARKS.md §1): ranked by convex fusion without a recent context or when
    # the user's words are matched well by themselves, by RRF otherwise; injection judged by
    # RRF rank agreement on every turn, 0.45 / 0.38; the speakers' names out of the keyword
    # queries, and the question's own time read as a search window.
    "default": RetrievalConfig(),
    # Leave-one-task-out's choice (benchmarks/results/loto.md: the fit on all seven dev tasks
    # and in 6 of 7 folds): the user's words lead a turn with a recent conversation from
    # coverage 0.3, semantic weight 0.2. Not the default yet: it loses 10 of RealPersonaChat's
    # 300 dialogues and the sample's 「京都旅行はどこに行ったんだっけ」 answer (ranked lower).
    "loto": RetrievalConfig(fusion={"auto_convex_coverage": 0.3, "convex_alpha": 0.2}),
    # The learned combiner (issue 27, 4; benchmarks/results/loto_learned.md): one linear score
    # over every candidate's evidence (LEARNED_WEIGHTS, fitted on all seven dev tasks) instead
    # of the rule that picks score or rank fusion per turn.
    "learned": RetrievalConfig(fusion={"mode": "learned"}),
    # The seeds' numbers exactly as written (for comparison).
    "seed": RetrievalConfig(
        plan={"time_windows": False, "keyword_phrases": False},
        sources=_SEED_SOURCES,
        fusion={"mode": "rrf"},
        rerank={"w_rec": 0.10, "w_session": 0.0, "w_note": 0.0, "query_max_chars": 1200},
        injection={
            "score": "rrf",
            "min_similarity": -1.0,
            "high_threshold": 0.35,
            "medium_threshold": 0.28,
        },
    ),
    # The previous default exactly: RRF on every turn, the cosine floor on ranking, thresholds
    # 0.45 / 0.38, no neighbour / session lists (its rankings lose to BM25 on LoCoMo).
    "rrf": RetrievalConfig(
        plan={"time_windows": False},
        sources=_SEED_SOURCES,
        fusion={"mode": "rrf", "cross_script_aware": False},
        rerank={"query_max_chars": 1200, "w_note": 0.0},
        injection={
            "score": "rrf",
            "min_similarity": -1.0,
            "min_coverage": 0.0,
            "high_threshold": 0.45,
            "medium_threshold": 0.38,
        },
    ),
    # The default's rankings, with injection judged on each turn's own ranking score (convex
    # thresholds 0.25 / 0.20): it injects more often (false injection up, and for an
    # unrelated question on the bundled sample), so the default judges by rank agreement.
    "auto": RetrievalConfig(
        sources={"vector_min_similarity": -1.0},
        fusion={"mode": "auto", "auto_convex_coverage": 0.45, "convex_alpha": 0.3},
        injection={"score": "ranking", "high_threshold": 0.25, "medium_threshold": 0.20},
    ),
    # Score-based (convex) fusion on every turn, context or not (BENCHMARKS.md §1); with a
    # context query it loses RealPersonaChat.
    "convex": RetrievalConfig(
        sources={"vector_min_similarity": -1.0},
        fusion={"mode": "convex", "convex_alpha": 0.3, "convex_context_weight": 1.0},
        injection={"score": "ranking", "high_threshold": 0.25, "medium_threshold": 0.20},
    ),
    # Tool-calling search (search_past_conversations, design §keyword-policies): time-diverse slots.
    "keyword_tool": RetrievalConfig(policies={"time_slotting": True}),
    # Evaluation: the defaults, without writing a run record per question.
    "eval": RetrievalConfig(record_runs=False),
    # Latency-critical turns: one source each, smaller lists, no session list (it costs the
    # keyword source ~10 ms at 100k episodes on a turn with context, BENCHMARKS.md §1).
    "fast": RetrievalConfig(
        sources={"knn_k_per_query": 10, "bm25_k_per_query": 10, "session_hits": 0},
        fusion={"max_candidates": 30},
    ),
}


def get_preset(name: str) -> RetrievalConfig:
    """A named preset: ``default``, ``loto``, ``learned``, ``seed``, ``rrf``, ``auto``, ``convex``,
    ``keyword_tool``, ``eval``, ``fast``."""
    try:
        return PRESETS[name]
    except KeyError:
        raise ValueError(f"unknown preset {name!r}; choose from {', '.join(PRESETS)}") from None
