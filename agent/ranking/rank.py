"""The whole rerank as one pure function (``rank_lists``, what the ``rerank`` node runs): fuse
the sources' lists, score every candidate, re-read the question's time window, spread a life's
candidates, judge and select what is injected. ``judgement_inputs``: what the calibrated
judgement sees on a turn (for fitting it offline)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..config import RetrievalConfig
from ..reading import reread
from ..records import RankedEpisode, RetrievalPlan, ScoredCandidate, SourceResult
from ..sources import BRIDGE_SOURCE, WINDOW_DIGEST_SOURCE
from ..understanding.lexicon import translation_pairs
from .diversify import diversify, spreads
from .fusion import across_share
from .injection import (
    digest_of_window,
    evidence_lists,
    judge_by_rank,
    model_judgement,
    select_relevant,
)
from .judgement import TurnEvidence, turn_evidence
from .score import Fusion, above_cosine, fuse, score_candidates, turn_fusion

__all__ = ["judgement_inputs", "rank_lists"]


def rank_lists(
    plan: RetrievalPlan,
    lists: Sequence[SourceResult],
    config: RetrievalConfig,
    *,
    buckets: Mapping[str, str] | None = None,
) -> tuple[list[RankedEpisode], list[ScoredCandidate]]:
    """The whole rerank as one pure function: fuse, score, select (what the node runs).

    ``buckets``: each candidate's life stage or five-year bucket (``time_buckets``), for
    seed 002's diversify on turns that want their candidates spread (``spreads``).

    A convex or learned turn with ``injection.score="rrf"`` is ranked by its own scores and
    judged for injection by its RRF scores over the rank-floored lists (``judge_by_rank``); so
    is a turn fused by rank whose lists include associative ones (``evidence_lists``)."""
    lists = bridge_gated(plan, lists, config)
    fusion = turn_fusion(config, lists, asks_new=plan.asks_new)
    scored, judged = _ranked(plan, lists, config, fusion)
    if plan.window_digest and config.sources.window_digest_k > 0:
        digest = next((r for r in lists if r.source == WINDOW_DIGEST_SOURCE), None)
        order = {} if digest is None else {h.id: i for i, h in enumerate(digest.hits)}
        return digest_of_window(plan, scored, config, digest_order=order)
    if buckets is not None and spreads(plan):
        scored = diversify(
            scored, lambda c: buckets.get(c.id, ""), config.rerank.diversify_per_bucket
        )
    if config.injection.score == "model":
        judged = model_judgement(
            plan, lists, scored, config, agreement=judged or {}, by_rank=fusion == "rrf"
        )
    return select_relevant(
        scored, config, max_results=plan.max_selected, fusion=fusion, judged=judged
    )


def bridge_gated(
    plan: RetrievalPlan, lists: Sequence[SourceResult], config: RetrievalConfig
) -> Sequence[SourceResult]:
    """The turn's lists without the dictionary bridge's when its gate is shut: no word of the
    question is found only in the other language (``fusion.across_share`` 0), so the bridge
    has nothing to add. Kept, its hits entered the candidates (no votes, but scored by their
    cosine and read across scripts) and outranked the user's own language: 「こむぎの散歩で何が
    あったっけ？」 over the sample archive ranked thirteen English "Evening walk"s first and
    injected nothing (tests/integration/test_demo.py). Nor does a single word held across
    languages speak for a question of several: "What's the boiling point of tungsten?" met
    沸騰 in a cooking reply and injected it, so the bridge counts only when one of its hits
    holds two of the question's translated words (or its only one)."""
    bridge = [r for r in lists if r.source == BRIDGE_SOURCE]
    if not bridge:
        return lists
    per_word = config.sources.bridge_per_word
    words = len(translation_pairs(plan.user_text, per_word=per_word))
    # a hit's score is the number of the question's words it holds (plus a tie share < 1)
    held = max((int(h.score) for r in bridge for h in r.hits), default=0)
    if held >= min(2, words) and across_share(plan.user_text, lists, per_word) > 0:
        return lists
    return [r for r in lists if r.source != BRIDGE_SOURCE]


def _ranked(
    plan: RetrievalPlan, lists: Sequence[SourceResult], config: RetrievalConfig, fusion: Fusion
) -> tuple[list[ScoredCandidate], dict[str, ScoredCandidate] | None]:
    """The turn's ranking (fused, scored, re-read for its time window) and, when the
    judgement needs it, every candidate's RRF agreement scoring (``judge_by_rank``) by id."""
    by_rank = above_cosine(lists, config.fusion.rrf_min_similarity)
    ranked_lists = by_rank if fusion == "rrf" else lists
    lexes: dict[str, float] = {}
    judged = None
    if config.injection.score == "model":
        judged = judge_by_rank(plan, evidence_lists(by_rank, config), config, lex_cache=lexes)
    elif config.injection.score == "rrf":
        counted = evidence_lists(by_rank, config)
        if fusion != "rrf" or len(counted) < len(by_rank):
            judged = judge_by_rank(plan, counted, config, lex_cache=lexes)
    fused = fuse(
        ranked_lists,
        config,
        max_candidates=plan.max_candidates,
        asks_new=plan.asks_new,
        plan=plan,
    )
    scored = score_candidates(
        plan,
        fused,
        config,
        lists=ranked_lists,
        fusion=fusion,
        lex_cache=lexes,
        judged=None if config.injection.score == "model" else judged,
    )
    return reread(plan, scored, config), judged  # design §plan: the time window


def judgement_inputs(
    plan: RetrievalPlan, lists: Sequence[SourceResult], config: RetrievalConfig
) -> tuple[list[ScoredCandidate], dict[str, ScoredCandidate], TurnEvidence]:
    """What the calibrated judgement sees on a turn (for fitting it offline,
    benchmarks/fit_judgement.py): the ranking, each candidate's RRF agreement scoring by id,
    and the turn's evidence. The same steps as ``rank_lists`` (without a window digest or
    diversify)."""
    model = (
        config
        if config.injection.score == "model"
        else config.replace(injection={"score": "model"})
    )
    lists = bridge_gated(plan, lists, model)
    fusion = turn_fusion(model, lists, asks_new=plan.asks_new)
    scored, agreement = _ranked(plan, lists, model, fusion)
    per_word = model.sources.bridge_per_word
    return (
        scored,
        agreement or {},
        turn_evidence(plan, lists, per_word=per_word, by_rank=fusion == "rrf"),
    )
