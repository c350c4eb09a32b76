"""Ranking (design §rerank): how a turn's source lists become the candidates shown and the
episodes injected. Pure functions over ``SourceResult`` lists and the configuration; the
``rerank`` node (agent/nodes/rerank.py) only wires ``rank_lists`` to the run.

- ``evidence``: what a list says (its family, keyword coverage, cosines, whether the user's
  words lead the turn);
- ``fusion``: each list's RRF vote weight (by its source's spec, agent/sources.py), rank
  fusion (RRF) and score fusion (convex), lexical overlap, recency;
- ``combiner``: the learned combiner (fusion "learned": one linear score per candidate);
- ``score``: which fusion a turn uses and every candidate's final score;
- ``judgement`` / ``judgement_model``: the calibrated injection judgement and its coefficients;
- ``injection``: the judged scores, the thresholds and the picks (what the prompt receives);
- ``diversify``: seed 002's spread of a life's candidates across stages;
- ``rank``: all of it as one function, ``rank_lists``.
"""

from __future__ import annotations

from .combiner import CandidateFeatures, candidate_features, learned_merge, learned_scores
from .diversify import diversify, spreads, time_buckets
from .evidence import evidence, is_keyword, is_vector, own_coverage, phrase_found, question_leads
from .fusion import (
    FusedCandidate,
    convex_merge,
    convex_score,
    cosine_norm,
    ja_share,
    lex_similarity,
    list_weight,
    query_alpha,
    recency,
    rrf_merge,
    script_gap,
    vote_weights,
)
from .injection import (
    digest_of_window,
    evidence_lists,
    injectable,
    judge_by_rank,
    judged_depth,
    model_judgement,
    select_relevant,
    should_inject_episodes,
    thresholds,
)
from .judgement import (
    JUDGEMENT_FEATURES,
    MODEL,
    JudgementModel,
    TurnEvidence,
    judge,
    judgement_features,
    turn_evidence,
)
from .rank import judgement_inputs, rank_lists
from .score import Fusion, above_cosine, fuse, score_candidates, turn_fusion

__all__ = [
    "JUDGEMENT_FEATURES",
    "MODEL",
    "CandidateFeatures",
    "FusedCandidate",
    "Fusion",
    "JudgementModel",
    "TurnEvidence",
    "above_cosine",
    "candidate_features",
    "convex_merge",
    "convex_score",
    "cosine_norm",
    "digest_of_window",
    "diversify",
    "evidence",
    "evidence_lists",
    "fuse",
    "injectable",
    "is_keyword",
    "is_vector",
    "ja_share",
    "judge",
    "judge_by_rank",
    "judged_depth",
    "judgement_features",
    "judgement_inputs",
    "learned_merge",
    "learned_scores",
    "lex_similarity",
    "list_weight",
    "model_judgement",
    "own_coverage",
    "phrase_found",
    "query_alpha",
    "question_leads",
    "rank_lists",
    "recency",
    "rrf_merge",
    "score_candidates",
    "script_gap",
    "select_relevant",
    "should_inject_episodes",
    "spreads",
    "thresholds",
    "time_buckets",
    "turn_evidence",
    "turn_fusion",
    "vote_weights",
]
