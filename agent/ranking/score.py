"""The turn's ranking (design §rerank): which fusion a turn uses (``turn_fusion``), the fused
candidates (``fuse``), and every candidate's final score with its breakdown
(``score_candidates``: ``final = w_rrf*rrf_norm + w_lex*lex + w_rec*rec + w_session*session``,
``config.rerank``). What evaluation measures; the injection (``injection``) decides what the
prompt receives."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Literal

from omoide.memory_store.records import MEMORY_ITEM_SOURCE, Episode
from omoide.memory_store.tokenize import NgramProfile, ngram_profile

from ..config import RetrievalConfig
from ..messages import query_with_context
from ..records import RetrievalPlan, ScoredCandidate, SourceResult
from .combiner import learned_merge
from .evidence import is_vector, lex_overlap, question_leads
from .fusion import (
    FusedCandidate,
    convex_merge,
    ja_share,
    list_weight,
    recency,
    rrf_merge,
    script_gap,
    vote_weights,
)

__all__ = [
    "CROSS_LEX_CAP",
    "Fusion",
    "above_cosine",
    "episode_ngrams",
    "episode_text",
    "final_of",
    "fuse",
    "score_candidates",
    "turn_fusion",
]

# What a candidate in the other script than the question may count as n-gram overlap (its
# fused score, capped): 1.0 lifted cross-language answers on the bilingual dev set (top 5
# 0.77 vs 0.71) but pushed same-language answers down (ranks 4-5 from 1-2) and crowded the
# sample's 「京都旅行はどこに行ったんだっけ」 with English plans (BENCHMARKS.md §1, issue 36).
CROSS_LEX_CAP = 0.15

Fusion = Literal["rrf", "convex", "learned"]
"""How one turn is fused (``turn_fusion``)."""


def turn_fusion(
    config: RetrievalConfig, lists: Sequence[SourceResult], *, asks_new: bool = False
) -> Fusion:
    """The fusion a turn uses. ``"auto"``: convex (by score) when only the user's words were
    searched, RRF (by rank) when the context query Q2 (recent context + user text) ran too —
    a short and a long query's normalised scores are not on one scale, their ranks are
    (design §rerank; BENCHMARKS.md §1) — except when the user's question leads
    (``question_leads``): then by score. ``asks_new``: the plan's."""
    if config.fusion.mode != "auto":
        return config.fusion.mode
    if not any(r.query_index == 1 for r in lists):
        return "convex"
    return "convex" if question_leads(config, *lists, asks_new=asks_new) else "rrf"


def fuse(
    lists: Sequence[SourceResult],
    config: RetrievalConfig,
    *,
    max_candidates: int,
    asks_new: bool = False,
    plan: RetrievalPlan | None = None,
) -> list[FusedCandidate]:
    """The candidates of the turn's fusion (``turn_fusion``), best first. Fusion "learned"
    needs the ``plan`` (the query text and the turn's time are features)."""
    how = turn_fusion(config, lists, asks_new=asks_new)
    if how == "learned":
        if plan is None:
            raise ValueError("fusion 'learned' needs the turn's plan: fuse(..., plan=plan)")
        return learned_merge(plan, lists, config, max_candidates=max_candidates)
    if how == "convex":
        query = None if plan is None else plan.user_text
        return convex_merge(lists, config, max_candidates=max_candidates, query=query)
    return rrf_merge(
        lists,
        rrf_k=config.fusion.rrf_k,
        max_candidates=max_candidates,
        weights=vote_weights(config, lists),
    )


def episode_text(e: Episode) -> str:
    return f"{e.user_text}\n{e.reply_text}"


def episode_ngrams(e: Episode, config: RetrievalConfig) -> NgramProfile:
    """An episode's character n-grams as the rerank reads them (its lexical overlap with the
    query, near-duplicates): ``char_ngrams`` of ``episode_text`` under ``config.rerank``,
    memoised by the text (``ngram_profile``)."""
    return ngram_profile(
        episode_text(e), n=config.rerank.ngram_n, max_chars=config.rerank.episode_max_chars
    )


def score_candidates(
    plan: RetrievalPlan,
    fused: Sequence[FusedCandidate],
    config: RetrievalConfig,
    *,
    lists: Sequence[SourceResult] = (),
    fusion: Fusion | None = None,
    lex_cache: dict[str, float] | None = None,
    judged: Mapping[str, ScoredCandidate] | None = None,
    cross_script: bool = True,
) -> list[ScoredCandidate]:
    """Every candidate with its score breakdown, best first (before any threshold).
    ``cross_script``: with ``fusion.cross_script_aware``, a candidate in the other script than
    the question has its fused score stand in for its n-gram overlap (``script_gap``); False
    for the rank-agreement judgement, which counts what the sources agree on.
    ``judged``: the injection judgement's scoring by id, when it is not this one
    (``judge_by_rank``); each candidate's ``judged`` is its score there (None: not held),
    else its own ``final``.

    A candidate's RRF is divided by the best it could have scored: first place in every fused
    list whose time window admits it (``lists``; without them, the best candidate's).
    ``fusion``: how ``fused`` was fused (default: the turn's, ``turn_fusion``); ``lex_cache``
    shares the n-gram overlaps between two scorings of one turn.
    """
    if not fused:
        return []
    query_text = query_with_context(plan.context_text, plan.user_text)
    # tail=True: when the context is long, the user's own words (at the end) are kept.
    q_ngrams = ngram_profile(
        query_text, n=config.rerank.ngram_n, max_chars=config.rerank.query_max_chars, tail=True
    )
    # Design §search modes: recency is weak when the question names a time or spans a life.
    w_rec = (
        config.rerank.explicit_time_w_rec
        if plan.mode != "associative_recent"
        else config.rerank.w_rec
    )
    weights = vote_weights(config, lists)
    observed_max = max(c.rrf for c in fused)
    fusion = fusion or turn_fusion(config, lists, asks_new=plan.asks_new)
    lexes = {} if lex_cache is None else lex_cache
    aware = cross_script and config.fusion.cross_script_aware
    query_ja = ja_share(plan.user_text) if aware else None

    # Each list's vote weight and window, once a scoring (not once a candidate).
    windows = [(list_weight(weights, r), r.since, r.until) for r in lists]

    def max_rrf(occurred_at: int) -> float:
        if fusion in ("convex", "learned"):
            return 1.0  # convex and learned scores are already on an absolute 0..1 scale
        if not lists:
            return observed_max
        possible = sum(
            w
            for w, since, until in windows
            if (since is None or occurred_at >= since) and (until is None or occurred_at <= until)
        )
        return possible / (config.fusion.rrf_k + 1) if possible > 0 else observed_max

    session_sum: dict[str, float] = {}
    for c in fused:
        key = c.episode.session_id or c.id
        session_sum[key] = session_sum.get(key, 0.0) + c.rrf
    best_session = max(session_sum.values())
    scored = []
    for c in fused:
        if c.id not in lexes:
            e_ngrams = episode_ngrams(c.episode, config)
            lexes[c.id] = lex_overlap(q_ngrams, e_ngrams, config.rerank.lex_strength_ngrams)
        top = max_rrf(c.episode.occurred_at)
        rrf_norm = c.rrf / top if top > 0 else 0.0
        lex = lexes[c.id]
        rec = recency(c.episode.occurred_at, plan.now, config.rerank.recency_tau_days)
        key = c.episode.session_id or c.id
        session = session_sum[key] / best_session if best_session > 0 else 0.0
        if fusion == "learned":  # the combiner weighed lex, recency and session already
            final = rrf_norm
            reason = f"learned rerank: score={final:.3f} lex={lex:.3f} rec={rec:.3f}"
        else:
            # A candidate in the other script shares no n-grams with the question but names:
            # in that measure its fused score, up to CROSS_LEX_CAP, stands in for the overlap
            # (issue 36). ``lex`` is then the overlap as counted (the reason shows it).
            gap = 0.0 if query_ja is None else script_gap(query_ja, c.episode.text)
            lex = (1.0 - gap) * lex + gap * min(rrf_norm, CROSS_LEX_CAP)
            final = config.rerank.w_rrf * rrf_norm + config.rerank.w_lex * lex + w_rec * rec
            final += config.rerank.w_session * session
            note = c.episode.source == MEMORY_ITEM_SOURCE and config.rerank.w_note > 0
            final += config.rerank.w_note if note else 0.0
            reason = (
                f"heuristic rerank: score={final:.3f} rrf={rrf_norm:.3f} lex={lex:.3f} "
                f"rec={rec:.3f}" + (" note" if note else "")
            )
        if config.rerank.w_session:
            reason += f" session={session:.3f}"
        scored.append(
            ScoredCandidate(
                c.id,
                c.episode,
                c.rrf,
                rrf_norm,
                lex,
                rec,
                final,
                c.hit_sources,
                reason,
                session=session,
                cosine=c.cosine,
                coverage=c.coverage,
                judged=final if judged is None else final_of(judged.get(c.id)),
            )
        )
    scored.sort(key=lambda s: (-s.final, -s.rrf, s.id))
    return scored


def final_of(cand: ScoredCandidate | None) -> float | None:
    return None if cand is None else cand.final


def above_cosine(lists: Sequence[SourceResult], floor: float) -> list[SourceResult]:
    """The lists with vector hits under ``floor`` left out (-1: all kept). RRF needs it: a
    rank votes whatever its cosine, so without a floor any neighbour of the all-time
    exploration list, alone in its time range, scores as if it were first everywhere. Convex
    fusion does not: a weak cosine scores ~0 (design §rerank)."""
    if floor <= -1.0:
        return list(lists)
    return [
        replace(r, hits=tuple(h for h in r.hits if h.score >= floor)) if is_vector(r) else r
        for r in lists
    ]
