"""The keyword source (``keyword_retrieve``, agent/sources.py): BM25 over the archive episodes
for each planned query, with the design's policies applied in order."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

from omoide.memory_store import MemoryStore, SearchFilters
from omoide.memory_store.records import SearchHit
from omoide.memory_store.tokenize import normalize

from .. import policies
from ..config import RetrievalConfig
from ..question import LIFE_STAGES
from ..ranking.evidence import question_leads
from ..reading import window_filters
from ..records import RetrievalPlan, SourceResult
from ..sources import PHRASE_SOURCE

__all__ = ["apply_keyword_policies", "keyword_search"]


def apply_keyword_policies(
    hits: list[SearchHit],
    config: RetrievalConfig,
    *,
    context_texts: tuple[str, ...],
    query_index: int = 0,
    norm: Callable[[str], str] = policies.normalized,
) -> list[SearchHit]:
    """Design §keyword-policies's noise controls, each behind its switch in ``config``.

    ``norm``: ``normalize`` or a memoised copy of it (``policies.normalized``, the default:
    shared by the lists of a turn and by the next turns, which hold many of the same
    episodes)."""
    if config.policies.speaker_filter:
        hits = policies.filter_speakers(hits, config.policies.allowed_speakers)
    if config.policies.exclude_recent_context:
        hits = policies.drop_in_context(hits, context_texts, norm=norm)
    hits = policies.drop_short(hits, config.policies.min_block_chars)
    hits = policies.prefix_dedupe(hits, config.policies.prefix_dedupe_chars, norm=norm)
    if config.policies.time_slotting:
        rng = random.Random(config.policies.slot_seed * 1_000 + query_index)
        hits = policies.time_slots(
            hits,
            newest=config.policies.slot_newest,
            oldest=config.policies.slot_oldest,
            middle=config.policies.slot_middle,
            rng=rng,
        )
    clipped = []
    for h in hits:
        text, _ = policies.clip_block(h.text, config.policies.clip_chars, id=h.id)
        clipped.append(dataclasses.replace(h, text=text) if text is not h.text else h)
    return clipped


def _about_time_query(plan: RetrievalPlan) -> str:
    hint = plan.time_hint
    words = []
    if hint.about_year_start is not None and hint.about_year_end is not None:
        words += [
            str(y)
            for y in range(
                hint.about_year_start, min(hint.about_year_end, hint.about_year_start + 10) + 1
            )
        ]
    if hint.life_stage_hint:
        words += LIFE_STAGES[hint.life_stage_hint]
    return " ".join(words)


def _distinctive(store: MemoryStore, phrase: str, max_df: float) -> bool:
    df, n = store.keyword_rarity(phrase)
    return df > 0 and (df <= 3 or df <= max_df * n)


def _contains_any(text: str, phrases: list[str]) -> bool:
    # The episode's text is normalised once by the caller, not once per phrase.
    return any(p in text for p in phrases)


def _wants_neighbours(plan: RetrievalPlan, config: RetrievalConfig) -> bool:
    """Whether the turn gets the neighbour list: on, and no context query unless allowed."""
    return config.sources.neighbour_hits > 0 and (
        len(plan.queries) == 1 or config.sources.neighbour_with_context
    )


def _wants_sessions(
    plan: RetrievalPlan,
    config: RetrievalConfig,
    q1: SourceResult,
    phrase_list: SourceResult | None,
) -> bool:
    """Whether the turn gets the session list: on, and a context query unless allowed — and
    not when the user's words lead the turn (``question_leads``: it is fused by score, and
    there the list holds the previous topic's dialogues, not the question's; left out, the
    chat drills gain 2 questions and lose none, BENCHMARKS.md §1)."""
    if config.sources.session_hits <= 0:
        return False
    if len(plan.queries) > 1:
        lists = (q1,) if phrase_list is None else (q1, phrase_list)
        return not question_leads(config, *lists, asks_new=plan.asks_new)
    return config.sources.session_without_context


def _neighbour_list(
    store: MemoryStore,
    q1: SourceResult,
    flt: SearchFilters,
    plan: RetrievalPlan,
    config: RetrievalConfig,
) -> SourceResult:
    """``keyword_neighbour``: the same-session neighbours of Q1's first keyword hits (design
    §sources), under the search's filters and the keyword policies, scored on Q1's scale."""
    anchors = q1.hits[: config.sources.neighbour_hits]
    found = store.session_neighbours([h.id for h in anchors], filters=flt)
    hits = policies.neighbour_hits(
        anchors,
        found,
        top=config.sources.neighbour_hits,
        score_weight=config.sources.neighbour_score_weight,
    )
    kept = apply_keyword_policies(hits, config, context_texts=plan.exclude_texts)
    return SourceResult(
        "keyword_neighbour", 0, tuple(kept), since=q1.since, until=q1.until, max_score=q1.max_score
    )


def _session_list(
    store: MemoryStore,
    flt: SearchFilters,
    plan: RetrievalPlan,
    config: RetrievalConfig,
) -> SourceResult:
    """``keyword_session``: the sessions the last query (Q2 when the context query runs: the
    recent conversation names the dialogue's topic) matches best as a whole (design §sources),
    as their best episodes, under the keyword policies."""
    qi = len(plan.queries) - 1
    hits, bound = store.search_keyword_sessions(
        plan.queries[qi],
        k=config.sources.session_hits,
        filters=flt,
        pool=config.sources.session_pool,
        drop_speakers=config.sources.drop_speaker_names,
        max_df=config.sources.keyword_max_df,
    )
    kept = apply_keyword_policies(hits, config, context_texts=plan.exclude_texts, query_index=qi)
    return SourceResult("keyword_session", qi, tuple(kept), since=plan.since, max_score=bound)


def keyword_search(
    store: MemoryStore, plan: RetrievalPlan, config: RetrievalConfig
) -> list[SourceResult]:
    """Every keyword list of the plan: one per query, plus the about-time list if any."""
    flt = SearchFilters.of(since=plan.since, max_sensitivity=config.max_sensitivity)
    # Q1, Q2, then the phrase pool.
    queries = list(plan.queries)
    ks = [config.sources.bm25_k_per_query] * len(queries)
    phrases = [
        p for p in plan.keywords if _distinctive(store, p, config.sources.keyword_phrase_max_df)
    ]
    if phrases and " ".join(phrases) != plan.user_text:
        queries.append(" ".join(phrases))
        ks.append(config.sources.keyword_phrase_pool)
    # One pass for Q1, Q2 and the phrase pool: they share most terms and the
    # same filters.
    drop, max_df = config.sources.drop_speaker_names, config.sources.keyword_max_df
    found = store.search_keyword_lists(
        queries, k=ks, filters=flt, drop_speakers=drop, max_df=max_df
    )
    # The lists share many episodes (and the next turns meet many again): the policies
    # normalise each text once for all of them (policies.normalized, their default).
    results = []
    for qi, (hits, bound) in enumerate(found[: len(plan.queries)]):
        kept = apply_keyword_policies(
            hits, config, context_texts=plan.exclude_texts, query_index=qi
        )
        results.append(SourceResult("keyword", qi, tuple(kept), since=plan.since, max_score=bound))
    # Only lists that found something: an empty list that "ran" would still count in RRF's
    # best possible score and lower every other candidate's.
    if results and _wants_neighbours(plan, config):
        neighbours = _neighbour_list(store, results[0], flt, plan, config)
        results += [neighbours] if neighbours.hits else []
    phrase_list = None
    if len(found) > len(plan.queries):
        # The KEYWORD query (design §keyword-policies) is an exact-match search: BM25 finds the
        # pool, and only episodes that contain a phrase verbatim (normalised) stay in the list.
        pool, bound = found[-1]
        wanted = [normalize(p) for p in phrases]
        exact = [h for h in pool if _contains_any(policies.normalized(h.episode.text), wanted)]
        kept = apply_keyword_policies(exact, config, context_texts=plan.exclude_texts)
        phrase_list = SourceResult(
            PHRASE_SOURCE,
            0,
            tuple(kept[: config.sources.bm25_k_per_query]),
            since=plan.since,
            max_score=bound,
        )
    if results and _wants_sessions(plan, config, results[0], phrase_list):
        sessions = _session_list(store, flt, plan, config)
        results += [sessions] if sessions.hits else []
    if phrase_list is not None:
        results.append(phrase_list)
    if plan.mode == "explicit_about_time" and (about := _about_time_query(plan)):
        # Design §plan's about_time helper: episodes that *mention* the named year / life stage,
        # over all time (the conversation date is not the time it is about).
        all_time = SearchFilters.of(max_sensitivity=config.max_sensitivity)
        ((hits, bound),) = store.search_keyword_lists(
            [about],
            k=config.sources.bm25_k_per_query,
            filters=all_time,
            drop_speakers=drop,
            max_df=max_df,
        )
        kept = apply_keyword_policies(hits, config, context_texts=plan.exclude_texts)
        results.append(SourceResult("keyword_about_time", 0, tuple(kept), max_score=bound))
    if (window := window_filters(plan, config)) is not None:
        # The question's time window ("10 days ago", "in March"): Q1 searched inside it, so an
        # episode of that time that ranks low over the whole year still becomes a candidate.
        ((hits, bound),) = store.search_keyword_lists(
            [plan.user_text],
            k=config.sources.bm25_k_per_query,
            filters=window,
            drop_speakers=drop,
            max_df=max_df,
        )
        kept = apply_keyword_policies(hits, config, context_texts=plan.exclude_texts)
        results.append(
            SourceResult(
                "keyword_window",
                0,
                tuple(kept),
                since=plan.time_hint.window_start,
                until=plan.time_hint.window_end,
                max_score=bound,
            )
        )
    return results
