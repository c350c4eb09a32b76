"""rerank: design §rerank — fuse the sources' lists (convex by score without a context query,
RRF by rank with one: ``turn_fusion``), then ``final = w_rrf*rrf_norm + w_lex*lex + w_rec*rec
+ w_session*session`` (``config.rerank``), near-duplicate suppression and the injection
thresholds (``config.injection``), which judge
every turn's candidates by the same formula over RRF (``judge_by_rank``). No LLM. Fusion
"learned" (the `learned` preset) ranks instead by one linear score over every candidate's
evidence (``learned_merge``, agent/nodes/combiner.py).

``score_candidates`` ranks everything (what evaluation measures); ``select_relevant`` applies
the thresholds (what the user's prompt receives).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any, Literal

from langgraph.runtime import Runtime

from omoide.memory_store import MemoryStore
from omoide.memory_store.records import MEMORY_ITEM_SOURCE, Episode
from omoide.memory_store.tokenize import char_ngrams, dice

from .. import policies
from ..config import RetrievalConfig
from ..entities import derived_of
from ..fusion import (
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
from ..judgement import TurnEvidence, judge, turn_evidence
from ..list_evidence import (
    evidence,
    is_vector,
    own_coverage,
    phrase_found,
    question_leads,
)
from ..messages import query_with_context
from ..reading import reread
from ..records import (
    WINDOW_DIGEST_SOURCE,
    RankedEpisode,
    RetrievalPlan,
    ScoredCandidate,
    SourceResult,
)
from ..runtime import RetrievalDeps, config_of
from ..state import RetrievalState
from .combiner import candidate_features, learned_scores

__all__ = [
    "ASSOCIATIVE_SOURCES",
    "FusedCandidate",
    "Fusion",
    "above_cosine",
    "convex_merge",
    "convex_score",
    "cosine_norm",
    "digest_of_window",
    "evidence",
    "evidence_lists",
    "fuse",
    "injectable",
    "judge_by_rank",
    "judged_depth",
    "judgement_inputs",
    "learned_merge",
    "lex_similarity",
    "model_judgement",
    "own_coverage",
    "phrase_found",
    "query_alpha",
    "question_leads",
    "rank_lists",
    "recency",
    "rerank_node",
    "rrf_merge",
    "score_candidates",
    "select_relevant",
    "should_inject_episodes",
    "spreads",
    "thresholds",
    "time_buckets",
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


def thresholds(config: RetrievalConfig, fusion: Fusion) -> tuple[float, float]:
    """(high, medium) injection thresholds of a turn. With ``injection.score="rrf"`` every turn is
    judged on the one RRF scale, so the thresholds are the configured ones. With
    ``injection.score="ranking"`` and ``fusion="auto"``, a turn fused by rank needs
    ``injection.auto_rrf_threshold_raise`` more (RRF's normalised scores run higher than
    convex ones)."""
    if config.injection.score == "model":  # probabilities (agent/judgement.py)
        return config.injection.p_high, config.injection.p_medium
    by_ranking = config.injection.score == "ranking" and config.fusion.mode == "auto"
    raise_by = config.injection.auto_rrf_threshold_raise if by_ranking and fusion == "rrf" else 0
    return config.injection.high_threshold + raise_by, config.injection.medium_threshold + raise_by


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


def _episode_text(e: Episode) -> str:
    return f"{e.user_text}\n{e.reply_text}"


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
    q_ngrams = char_ngrams(
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

    def max_rrf(occurred_at: int) -> float:
        if fusion in ("convex", "learned"):
            return 1.0  # convex and learned scores are already on an absolute 0..1 scale
        if not lists:
            return observed_max
        possible = sum(list_weight(weights, r) for r in lists if r.admits(occurred_at))
        return possible / (config.fusion.rrf_k + 1) if possible > 0 else observed_max

    session_sum: dict[str, float] = {}
    for c in fused:
        key = c.episode.session_id or c.id
        session_sum[key] = session_sum.get(key, 0.0) + c.rrf
    best_session = max(session_sum.values())
    scored = []
    for c in fused:
        if c.id not in lexes:
            e_ngrams = char_ngrams(
                _episode_text(c.episode),
                n=config.rerank.ngram_n,
                max_chars=config.rerank.episode_max_chars,
            )
            lexes[c.id] = lex_similarity(q_ngrams, e_ngrams, config.rerank.lex_strength_ngrams)
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
                judged=final if judged is None else _final_of(judged.get(c.id)),
            )
        )
    scored.sort(key=lambda s: (-s.final, -s.rrf, s.id))
    return scored


def _final_of(cand: ScoredCandidate | None) -> float | None:
    return None if cand is None else cand.final


def select_relevant(
    scored: Sequence[ScoredCandidate],
    config: RetrievalConfig,
    *,
    max_results: int | None = None,
    fusion: Fusion | None = None,
    judged: Mapping[str, ScoredCandidate] | None = None,
) -> tuple[list[RankedEpisode], list[ScoredCandidate]]:
    """Thresholds and near-duplicate suppression (design §rerank): the one place that decides
    what is injected (the pack injects exactly these picks).

    ``injection.follows_ranking`` (the default): the turn injects when a candidate among the
    first ``injection.depth`` (at least ``injection.max_results``) of ``scored`` (the ranking;
    near-duplicates of a better one skipped) is judged ≥ ``injection.high_threshold``; it then
    injects the best of them and, in the ranking's order, those judged ≥
    ``injection.medium_threshold``, at most ``injection.max_results``. The first pick is
    ``high``, the others ``medium``, and each carries its ranking score, so labels and scores
    follow the order shown. Off: the first candidate judged ≥ ``injection.high_threshold``
    anywhere in the ranking is the first pick (the previous rule; the ranking's best could be
    passed over).

    ``judged``: the scoring the thresholds judge, by id, when it is not the ranking's
    (``injection.score="rrf"`` on a convex turn; a candidate it lacks is judged to hold
    nothing). ``fusion`` is the turn's (``turn_fusion``, for ``thresholds``; default: the
    configured one, convex for "auto"). Returns the picks and the candidate list with
    duplicates marked."""
    if not config.injection.follows_ranking:
        return _select_first_judged(
            scored, config, max_results=max_results, fusion=fusion, judged=judged
        )
    limit = config.injection.max_results if max_results is None else max_results
    depth = max(limit, config.injection.depth)
    used = fusion or ("convex" if config.fusion.mode == "auto" else config.fusion.mode)
    high, medium = thresholds(config, used)
    gate = config.injection.min_similarity > -1.0
    top: list[tuple[ScoredCandidate, set[str]]] = []  # the first `limit` distinct candidates
    marked: list[ScoredCandidate] = []
    for cand in scored:
        judge_ = cand if judged is None else judged.get(cand.id)
        if cand.judged != (value := _final_of(judge_)):  # set when scored, unless re-scored
            cand = replace(cand, judged=value)
        if judge_ is not None and judge_.judgement != cand.judgement:
            cand = replace(cand, judgement=judge_.judgement)
        if len(top) < depth:
            ngrams = char_ngrams(
                _episode_text(cand.episode),
                n=config.rerank.ngram_n,
                max_chars=config.rerank.episode_max_chars,
            )
            dup = next(
                (p.id for p, g in top if dice(ngrams, g) >= config.rerank.dup_threshold), None
            )
            if dup is not None:
                cand = replace(cand, duplicate_of=dup)
            else:
                top.append((cand, ngrams))
        marked.append(cand)

    def held(c: ScoredCandidate, need: float) -> bool:
        return (
            c.judged is not None and c.judged >= need and not (gate and not injectable(c, config))
        )

    if not any(held(c, high) for c, _ in top):
        return [], marked
    # The turn injects: the ranking's best first (unless the evidence gate refuses it), then
    # the others the judgement holds, in the ranking's order.
    # Under the calibrated judgement every pick needs p_medium (the best included).
    lead = -1.0 if config.injection.score != "model" else medium
    picks = [c for i, (c, _) in enumerate(top) if (i == 0 and held(c, lead)) or held(c, medium)]
    picks = picks[:limit]
    return [_as_ranked(c, "high" if i == 0 else "medium") for i, c in enumerate(picks)], marked


def _as_ranked(c: ScoredCandidate, relevance: Literal["high", "medium"]) -> RankedEpisode:
    """A pick as injected: its ranking score and reason (the judged score stays on the
    candidate, in the run record and ``omoide explain``)."""
    return RankedEpisode(
        id=c.id,
        user_text=c.episode.user_text,
        reply_text=c.episode.reply_text,
        occurred_at=c.episode.occurred_at,
        relevance=relevance,
        score=c.final,
        reason=c.reason,
        source=c.episode.source,
    )


def _select_first_judged(
    scored: Sequence[ScoredCandidate],
    config: RetrievalConfig,
    *,
    max_results: int | None,
    fusion: Fusion | None,
    judged: Mapping[str, ScoredCandidate] | None,
) -> tuple[list[RankedEpisode], list[ScoredCandidate]]:
    """The previous selection (``injection.follows_ranking=False``), kept for comparison: the
    first candidate anywhere in the ranking whose judged score reaches
    ``injection.high_threshold`` is the first pick, later ones need
    ``injection.medium_threshold``; picks carry their judged score."""
    limit = config.injection.max_results if max_results is None else max_results
    used = fusion or ("convex" if config.fusion.mode == "auto" else config.fusion.mode)
    high, medium = thresholds(config, used)
    gate = config.injection.min_similarity > -1.0
    picked: list[tuple[ScoredCandidate, set[str]]] = []
    marked: list[ScoredCandidate] = []
    for cand in scored:
        judge = cand if judged is None else judged.get(cand.id)
        if cand.judged != (value := _final_of(judge)):
            cand = replace(cand, judged=value)
        if len(picked) >= limit:
            marked.append(cand)
            continue
        need = high if not picked else medium
        if judge is None or judge.final < need or (gate and not injectable(cand, config)):
            marked.append(cand)
            continue
        ngrams = char_ngrams(
            _episode_text(cand.episode),
            n=config.rerank.ngram_n,
            max_chars=config.rerank.episode_max_chars,
        )
        dup = next(
            (p.id for p, g in picked if dice(ngrams, g) >= config.rerank.dup_threshold), None
        )
        if dup is not None:
            marked.append(replace(cand, duplicate_of=dup))
            continue
        picked.append((judge, ngrams))
        marked.append(cand)
    ranked = [
        RankedEpisode(
            id=c.id,
            user_text=c.episode.user_text,
            reply_text=c.episode.reply_text,
            occurred_at=c.episode.occurred_at,
            relevance="high" if i == 0 else "medium",
            score=c.final,
            reason=c.reason,
            source=c.episode.source,
        )
        for i, (c, _) in enumerate(picked)
    ]
    return ranked, marked


def injectable(cand: ScoredCandidate, config: RetrievalConfig) -> bool:
    """The injection evidence check (design §rerank's "inject nothing rather than noise"): a
    candidate is injected only if its cosine reaches ``injection.min_similarity`` or its lexical
    coverage of the query's weighted terms reaches ``injection.min_coverage`` (0 = no lexical
    route). Ranking is not affected: this only decides what the prompt receives."""
    if cand.cosine is not None and cand.cosine >= config.injection.min_similarity:
        return True
    return config.injection.min_coverage > 0 and cand.coverage >= config.injection.min_coverage


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
    fusion = turn_fusion(config, lists, asks_new=plan.asks_new)
    scored, judged = _ranked(plan, lists, config, fusion)
    if plan.window_digest and config.sources.window_digest_k > 0:
        digest = next((r for r in lists if r.source == WINDOW_DIGEST_SOURCE), None)
        order = {} if digest is None else {h.id: i for i, h in enumerate(digest.hits)}
        return digest_of_window(plan, scored, config, digest_order=order)
    if buckets is not None and spreads(plan):
        scored = policies.diversify(
            scored, lambda c: buckets.get(c.id, ""), config.rerank.diversify_per_bucket
        )
    if config.injection.score == "model":
        judged = model_judgement(
            plan, lists, scored, config, agreement=judged or {}, by_rank=fusion == "rrf"
        )
    return select_relevant(
        scored, config, max_results=plan.max_selected, fusion=fusion, judged=judged
    )


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


def judged_depth(config: RetrievalConfig) -> int:
    """How many of the ranking's candidates the injection looks at (``select_relevant``)."""
    return max(config.injection.max_results, config.injection.depth)


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
    fusion = turn_fusion(model, lists, asks_new=plan.asks_new)
    scored, agreement = _ranked(plan, lists, model, fusion)
    return scored, agreement or {}, turn_evidence(plan, lists, by_rank=fusion == "rrf")


def model_judgement(
    plan: RetrievalPlan,
    lists: Sequence[SourceResult],
    scored: Sequence[ScoredCandidate],
    config: RetrievalConfig,
    *,
    agreement: Mapping[str, ScoredCandidate],
    by_rank: bool = False,
) -> dict[str, ScoredCandidate]:
    """The calibrated judgement (issue 36, agent/judgement.py) of the ranking's first
    candidates (``judged_depth`` plus room for near-duplicates), by id: each a copy whose
    ``final`` is the turn's chance that its first candidates hold the evidence times the
    candidate's ranking score relative to the best (1 for the best), and whose ``judgement``
    holds the features that carried the chance — what ``select_relevant`` compares with
    ``injection.p_high`` / ``p_medium``. Candidates further down are not judged (never
    injected)."""
    depth = judged_depth(config)
    agree = {i: c.final for i, c in agreement.items()}
    verdict = judge(scored, turn_evidence(plan, lists, by_rank=by_rank), agree, depth)
    best = scored[0].final if scored else 0.0
    inj = config.injection
    out = {}
    for cand in scored[: 2 * depth]:
        relative = min(1.0, max(0.0, cand.final / best)) if best > 0 else 0.0
        value = verdict.probability * relative
        # Agreement still suffices (the previous judgement, mapped onto this scale): a
        # candidate the sources agree on as strongly as high_threshold / medium_threshold
        # asked counts as p_high / p_medium.
        a = agree.get(cand.id, 0.0)
        if a >= inj.high_threshold:
            value = max(value, inj.p_high)
        elif a >= inj.medium_threshold:
            value = max(value, inj.p_medium)
        out[cand.id] = replace(cand, final=value, judgement=verdict.contributions)
    return out


ASSOCIATIVE_SOURCES = frozenset({"keyword_neighbour", "keyword_session"})


def evidence_lists(lists: Sequence[SourceResult], config: RetrievalConfig) -> list[SourceResult]:
    """The lists the injection judgement counts: without ``injection.associated``, not those that
    found their episodes by association with a hit (a neighbour, a dialogue's best exchange)
    rather than by matching the question, so they reorder candidates but cannot make an
    unrelated question inject."""
    if config.injection.associated:
        return list(lists)
    return [r for r in lists if r.source not in ASSOCIATIVE_SOURCES]


def judge_by_rank(
    plan: RetrievalPlan,
    lists: Sequence[SourceResult],
    config: RetrievalConfig,
    *,
    lex_cache: dict[str, float] | None = None,
) -> dict[str, ScoredCandidate]:
    """Every candidate's RRF heuristic score (design §rerank), by id: the evidence the
    injection thresholds judge under ``injection.score="rrf"``. Rank agreement over a first
    place in every list that could hold the episode is on one scale for every turn, and an
    episode found by one source family alone (a keyword hit on one common word, a neighbour
    under the cosine floor) cannot clear ``injection.high_threshold`` on that alone; the convex
    score, which ranks better, gives the vector side a small share and so cannot say "nothing
    here" as well."""
    weights = vote_weights(config, lists)
    fused = rrf_merge(
        lists, rrf_k=config.fusion.rrf_k, max_candidates=plan.max_candidates, weights=weights
    )
    scored = score_candidates(
        plan, fused, config, lists=lists, fusion="rrf", lex_cache=lex_cache, cross_script=False
    )
    return {c.id: c for c in scored}


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


def should_inject_episodes(relevant: Sequence[RankedEpisode]) -> bool:
    """Whether the pack injects episodes: exactly when the rerank picked some. The rerank
    decides injection once (``select_relevant``); the pack does not judge again."""
    return bool(relevant)


def spreads(plan: RetrievalPlan) -> bool:
    """Whether seed 002's diversify applies to the turn: its candidates may come from several
    life stages or five-year buckets and the question wants them spread — a question about a
    whole life (``targeted_broad``), or one naming years across buckets (「2010〜2020年」). A
    question about one stage or one year is about one bucket: spreading it would only push
    its own episodes behind others."""
    if plan.mode == "targeted_broad":
        return True
    hint = plan.time_hint
    lo, hi = hint.about_year_start, hint.about_year_end
    return (
        plan.mode == "explicit_about_time"
        and lo is not None
        and hi is not None
        and lo // 5 != hi // 5
    )


def digest_of_window(
    plan: RetrievalPlan,
    scored: Sequence[ScoredCandidate],
    config: RetrievalConfig,
    *,
    digest_order: Mapping[str, int] | None = None,
) -> tuple[list[RankedEpisode], list[ScoredCandidate]]:
    """A turn that asks what happened in a window (plan ``window_digest``): the candidates said
    inside it are the picks — the window is the question's evidence, so no threshold holds
    them back — in the digest's order (``digest_order``: the ``window_digest`` list's, one a
    day in the user's zone before a day's second, spread across the window), then the
    ranking's, at most ``injection.max_results``, near-duplicates skipped. Nothing from outside
    the window is injected (those candidates follow, for ``explain``)."""
    lo, hi = plan.time_hint.window_start, plan.time_hint.window_end
    if lo is None or hi is None:  # window_digest is only set with a window
        return [], list(scored)
    order = digest_order or {}
    position = {c.id: i for i, c in enumerate(scored)}
    inside = sorted(
        (c for c in scored if lo <= c.episode.occurred_at <= hi),
        key=lambda c: (order.get(c.id, len(order)), position[c.id]),
    )
    outside = [c for c in scored if not lo <= c.episode.occurred_at <= hi]
    picks: list[ScoredCandidate] = []
    kept: list[set[str]] = []
    for cand in inside:
        if len(picks) == plan.max_selected:
            break
        ngrams = char_ngrams(
            _episode_text(cand.episode),
            n=config.rerank.ngram_n,
            max_chars=config.rerank.episode_max_chars,
        )
        if any(dice(ngrams, g) >= config.rerank.dup_threshold for g in kept):
            continue
        picks.append(cand)
        kept.append(ngrams)
    ranked = [_as_ranked(c, "high" if i == 0 else "medium") for i, c in enumerate(picks)]
    return ranked, [*inside, *outside]


def time_buckets(store: MemoryStore, ids: Iterable[str]) -> dict[str, str]:
    """Each episode's diversify bucket (seed 002: life stage, else five-year bucket of the
    years it is about); episodes about no time are left out (one bucket of their own)."""
    derived = derived_of(store)
    if derived is None:
        return {}
    out: dict[str, str] = {}
    for episode_id, t in derived.episode_times(ids, namespace=store.namespace).items():
        if t.life_stage is not None:
            out[episode_id] = t.life_stage
        elif t.year_bucket is not None:
            out[episode_id] = f"{t.year_bucket}s"
    return out


def rerank_node(deps: RetrievalDeps) -> Callable[..., dict[str, Any]]:
    def rerank(state: RetrievalState, runtime: Runtime[RetrievalConfig]) -> dict[str, Any]:
        """Fuse the sources' lists, score every candidate, pick what clears the thresholds."""
        config = config_of(runtime, deps.config)
        started = time.perf_counter()
        plan = state["plan"]
        lists = state.get("source_results", [])
        buckets = None
        if spreads(plan) and config.rerank.diversify_per_bucket > 0:
            with deps.store_for(deps.namespace_of_run()) as store:
                buckets = time_buckets(store, {h.id for r in lists for h in r.hits})
        ranked, candidates = rank_lists(plan, lists, config, buckets=buckets)
        return {
            "candidates": candidates,
            "recalled": ranked,
            "timings_ms": {"rerank": (time.perf_counter() - started) * 1000},
        }

    return rerank
