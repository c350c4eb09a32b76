"""The learned combiner (issue 27, 4): one linear scorer over the evidence the rerank already
has for a candidate, instead of hand rules that pick a fusion per turn.

``candidate_features`` turns a turn's lists into one row of ``LEARNED_FEATURES`` per candidate
(every candidate of any list), reading each list by its source's spec (agent/sources.py);
``learned_scores`` scores the rows with ``fusion.learned_weights``
and maps the score to 0..1 with ``fusion.learned_calibration`` (a monotone map: it does not move the
ranking, it makes the shown score read as a chance of relevance). Both are pure and cheap (a
dot product per candidate). The weights are fitted offline by ``benchmarks/fusion_lab.py
loto-learned`` (softmax cross-entropy per question, every dev task weighted equally, L2) and
shipped as constants in ``config``.

Every feature exists on every turn: a source that did not run, or did not find the
candidate, gives 0, and ``no_vector`` / ``no_keyword`` say that a candidate was not found by
that family at all. The turn-level ``context`` (the context query Q2 ran) and ``own`` (how
well the user's words alone are matched, ``own_coverage``) enter as products, so the weights
can trust the question or its context differently per turn — what the ``auto`` rule's gates
did by hand.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from omoide.memory_store.records import Episode
from omoide.memory_store.tokenize import ngram_profile

from ..config import LEARNED_FEATURES, RetrievalConfig
from ..messages import query_with_context
from ..question import is_question
from ..records import RetrievalPlan, SourceResult
from ..sources import ASSOCIATIVE_SOURCES, PHRASE_SOURCE, family_of
from .evidence import evidence, lex_overlap, phrase_found
from .fusion import (
    FusedCandidate,
    convex_merge,
    list_weight,
    recency,
    vote_weights,
)

__all__ = ["CandidateFeatures", "candidate_features", "learned_merge", "learned_scores"]


@dataclass(frozen=True)
class CandidateFeatures:
    """A turn's candidates (every episode of any list, in first-seen order), each with its
    row of ``LEARNED_FEATURES`` values and the lists that found it."""

    ids: tuple[str, ...]
    episodes: tuple[Episode, ...]
    rows: tuple[tuple[float, ...], ...]
    sources: tuple[tuple[str, ...], ...]


def _ratio(lst: SourceResult, score: float) -> float:
    """A keyword score over the best score possible for the list's query (0..1)."""
    top = lst.max_score if lst.max_score else max((h.score for h in lst.hits), default=0.0)
    return min(1.0, max(0.0, score / top)) if top > 0 else 0.0


def candidate_features(
    plan: RetrievalPlan, lists: Sequence[SourceResult], config: RetrievalConfig
) -> CandidateFeatures:
    """Every candidate's ``LEARNED_FEATURES`` row (see the module docstring): keyword coverage
    and cosine per query (Q1 the user's words, Q2 the recent context + the user's words), the
    phrase / entity / associative lists, rank agreement (RRF over a first place in every list,
    vector hits under ``fusion.rrf_min_similarity`` not voting), its dialogue's share of that
    agreement, n-gram overlap with the query, recency, and the turn-level products."""
    kw: list[dict[str, float]] = [{}, {}]
    cos: list[dict[str, float]] = [{}, {}]
    phrase: set[str] = set()
    entity: set[str] = set()
    assoc: dict[str, float] = {}
    rrf: dict[str, float] = {}
    sources: dict[str, list[str]] = {}
    episodes: dict[str, Episode] = {}
    possible = 0.0
    context = any(r.query_index == 1 for r in lists)
    votes = vote_weights(config, lists)  # each list's RRF vote weight, as the rank fusion's
    for lst in lists:
        q = 1 if lst.query_index == 1 else 0
        family = family_of(lst.source)
        weight = list_weight(votes, lst)
        possible += weight / (config.fusion.rrf_k + 1)
        rank = 0
        seen: set[str] = set()
        for h in lst.hits:
            episodes.setdefault(h.id, h.episode)
            tag = f"{lst.source}:q{lst.query_index + 1}"
            if tag not in sources.setdefault(h.id, []):
                sources[h.id].append(tag)
            if family == "vector":
                c = min(1.0, max(0.0, h.score))
                cos[q][h.id] = max(cos[q].get(h.id, 0.0), c)
                if h.score < config.fusion.rrf_min_similarity:
                    continue  # a weak neighbour adds a candidate, not a vote
            elif lst.source == PHRASE_SOURCE:
                phrase.add(h.id)
            elif lst.source in ASSOCIATIVE_SOURCES:
                assoc[h.id] = max(assoc.get(h.id, 0.0), _ratio(lst, h.score))
            elif family == "keyword":
                kw[q][h.id] = max(kw[q].get(h.id, 0.0), _ratio(lst, h.score))
            elif family == "entity":  # the entity list (``ex``): ranks, no score scale
                entity.add(h.id)
            # The about-time lists (``at``, ``window_digest``) vote, no feature of their own.
            if h.id in seen:
                continue
            seen.add(h.id)
            rrf[h.id] = rrf.get(h.id, 0.0) + weight / (config.fusion.rrf_k + rank + 1)
            rank += 1
    own = max(
        (
            _ratio(r, h.score)
            for r in lists
            if r.source == "keyword" and r.query_index == 0
            for h in r.hits
        ),
        default=0.0,
    )
    agree = {i: (rrf.get(i, 0.0) / possible if possible > 0 else 0.0) for i in episodes}
    # The default's score fusion (the user's words lead: convex_merge as configured), and
    # whether the default's rule lets the question lead this turn (``question_leads``).
    convex = {c.id: c.rrf for c in convex_merge(lists, config, max_candidates=len(episodes))}
    # The `convex` preset's score: Q2's lists count as Q1's (the default's weight is 0).
    with_context = (
        config
        if config.fusion.convex_context_weight == 1.0 or not context
        else config.replace(fusion={"convex_context_weight": 1.0})
    )
    convex_ctx = (
        convex
        if with_context is config
        else {c.id: c.rrf for c in convex_merge(lists, with_context, max_candidates=len(episodes))}
    )
    # A question asked after a conversation (not a reply that carries it on).
    asks = 1.0 if context and is_question(plan.user_text) else 0.0
    leads = (
        not context
        or own >= config.fusion.auto_convex_coverage
        or (config.fusion.new_phrase_leads and plan.asks_new and phrase_found(lists))
    )
    session, convex_session = _session_shares(episodes, agree), _session_shares(episodes, convex)
    q_ngrams = ngram_profile(
        query_with_context(plan.context_text, plan.user_text),
        n=config.rerank.ngram_n,
        max_chars=config.rerank.query_max_chars,
        tail=True,
    )
    ctx = 1.0 if context else 0.0
    lead, follow = (1.0, 0.0) if leads else (0.0, 1.0)
    ids = tuple(episodes)
    rows = []
    for i in ids:
        e = episodes[i]
        e_ngrams = ngram_profile(
            f"{e.user_text}\n{e.reply_text}",
            n=config.rerank.ngram_n,
            max_chars=config.rerank.episode_max_chars,
        )  # memoised: the turn's scoring reads the same profiles
        lex = lex_overlap(q_ngrams, e_ngrams, config.rerank.lex_strength_ngrams)
        kw1, kw2 = kw[0].get(i, 0.0), kw[1].get(i, 0.0)
        cos1, cos2 = cos[0].get(i, 0.0), cos[1].get(i, 0.0)
        vec_found = i in cos[0] or i in cos[1]
        kw_found = i in kw[0] or i in kw[1] or i in phrase or i in assoc
        values = {
            "kw_q1": kw1,
            "kw_q2": kw2,
            "cos_q1": cos1,
            "cos_q2": cos2,
            "phrase": 1.0 if i in phrase else 0.0,
            "entity": 1.0 if i in entity else 0.0,
            "associative": assoc.get(i, 0.0),
            "agreement": agree[i],
            "session": session[i],
            "lex": lex,
            "recency": recency(e.occurred_at, plan.now, config.rerank.recency_tau_days),
            "no_vector": 0.0 if vec_found else 1.0,
            "no_keyword": 0.0 if kw_found else 1.0,
            "context*kw_q1": ctx * kw1,
            "context*cos_q1": ctx * cos1,
            "context*agreement": ctx * agree[i],
            "context*session": ctx * session[i],
            "context*lex": ctx * lex,
            "own*kw_q1": own * kw1,
            "own*cos_q1": own * cos1,
            "own*kw_q2": own * kw2,
            "own*cos_q2": own * cos2,
            "own*agreement": own * agree[i],
            "leads*convex": lead * convex.get(i, 0.0),
            "leads*convex_session": lead * convex_session[i],
            "leads*lex": lead * lex,
            "follows*agreement": follow * agree[i],
            "follows*session": follow * session[i],
            "follows*lex": follow * lex,
            "follows*convex": follow * convex.get(i, 0.0),
            "follows*convex_context": follow * convex_ctx.get(i, 0.0),
            "asks*convex_context": asks * convex_ctx.get(i, 0.0),
            "asks*convex": asks * convex.get(i, 0.0),
            "asks*agreement": asks * agree[i],
        }
        rows.append(tuple(values[name] for name in LEARNED_FEATURES))
    return CandidateFeatures(
        ids=ids,
        episodes=tuple(episodes[i] for i in ids),
        rows=tuple(rows),
        sources=tuple(tuple(sources[i]) for i in ids),
    )


def _session_shares(episodes: dict[str, Episode], scores: dict[str, float]) -> dict[str, float]:
    """Each candidate's dialogue's share: the sum of ``scores`` over the candidates of its
    session, over the best such sum (design §rerank's session evidence)."""
    by_session: dict[str, float] = {}
    for i, e in episodes.items():
        key = e.session_id or i
        by_session[key] = by_session.get(key, 0.0) + scores.get(i, 0.0)
    best = max(by_session.values(), default=0.0)
    return {
        i: (by_session[e.session_id or i] / best if best > 0 else 0.0) for i, e in episodes.items()
    }


def learned_scores(
    rows: Sequence[Sequence[float]],
    weights: Sequence[float],
    calibration: tuple[float, float] = (1.0, 0.0),
) -> list[float]:
    """Each row's score: ``sigmoid(a * (weights · row) + b)``, (a, b) = ``calibration``
    (a > 0 keeps the order of ``weights · row``)."""
    a, b = calibration
    out = []
    for row in rows:
        if len(row) != len(weights):
            raise ValueError(
                f"learned_weights has {len(weights)} values but a candidate has {len(row)} "
                f"features ({', '.join(LEARNED_FEATURES)})"
            )
        z = a * math.fsum(w * x for w, x in zip(weights, row, strict=True)) + b
        out.append(1.0 / (1.0 + math.exp(-z)) if z >= 0 else math.exp(z) / (1.0 + math.exp(z)))
    return out


def learned_merge(
    plan: RetrievalPlan,
    lists: Sequence[SourceResult],
    config: RetrievalConfig,
    *,
    max_candidates: int,
) -> list[FusedCandidate]:
    """Fusion "learned" (issue 27, 4): every candidate of any list scored by the learned
    combiner (``combiner.candidate_features``, ``fusion.learned_weights``), 0..1, best first."""
    feats = candidate_features(plan, lists, config)
    scores = learned_scores(
        feats.rows, config.fusion.learned_weights, config.fusion.learned_calibration
    )
    cosine, coverage = evidence(lists)
    ordered = sorted(zip(feats.ids, scores, strict=True), key=lambda kv: (-kv[1], kv[0]))
    where = {i: n for n, i in enumerate(feats.ids)}
    return [
        FusedCandidate(
            i,
            feats.episodes[where[i]],
            s,
            feats.sources[where[i]],
            cosine.get(i),
            coverage.get(i, 0.0),
        )
        for i, s in ordered[:max_candidates]
    ]
