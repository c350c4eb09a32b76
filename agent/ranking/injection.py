"""What a turn injects (design §rerank's injection): the judged score of each of the ranking's
first candidates — rank agreement (``judge_by_rank``) or the calibrated judgement
(``model_judgement``, ``judgement``) — the thresholds it must reach (``thresholds``,
``config.injection``), near-duplicate suppression, and a window digest's picks
(``digest_of_window``). The one place that decides what the prompt receives; ranking is not
affected."""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Literal

from omoide.memory_store.tokenize import NgramProfile, ngram_dice

from ..config import RetrievalConfig
from ..records import RankedEpisode, RetrievalPlan, ScoredCandidate, SourceResult
from ..sources import ASSOCIATIVE_SOURCES
from .fusion import rrf_merge, vote_weights
from .judgement import judge, turn_evidence
from .score import Fusion, episode_ngrams, final_of, score_candidates

__all__ = [
    "digest_of_window",
    "evidence_lists",
    "injectable",
    "judge_by_rank",
    "judged_depth",
    "model_judgement",
    "select_relevant",
    "should_inject_episodes",
    "thresholds",
]


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
    top: list[tuple[ScoredCandidate, NgramProfile]] = []  # the first `limit` distinct candidates
    marked: list[ScoredCandidate] = []
    for cand in scored:
        judge_ = cand if judged is None else judged.get(cand.id)
        changed: dict[str, object] = {}
        if cand.judged != (value := final_of(judge_)):  # set when scored, unless re-scored
            changed["judged"] = value
        if judge_ is not None and judge_.judgement != cand.judgement:
            changed["judgement"] = judge_.judgement
        if changed:
            cand = _copy_with(cand, changed)
        if len(top) < depth:
            ngrams = episode_ngrams(cand.episode, config)
            dup = next(
                (p.id for p, g in top if ngram_dice(ngrams, g) >= config.rerank.dup_threshold),
                None,
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


def _copy_with(cand: ScoredCandidate, changed: Mapping[str, object]) -> ScoredCandidate:
    """``dataclasses.replace(cand, **changed)`` for the judged fields, without its
    per-field ``__init__`` (a turn re-judges ~60 candidates; replace was 3 % of the rerank)."""
    out = copy.copy(cand)
    for name, value in changed.items():
        object.__setattr__(out, name, value)
    return out


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
    picked: list[tuple[ScoredCandidate, NgramProfile]] = []
    marked: list[ScoredCandidate] = []
    for cand in scored:
        judge = cand if judged is None else judged.get(cand.id)
        if cand.judged != (value := final_of(judge)):
            cand = replace(cand, judged=value)
        if len(picked) >= limit:
            marked.append(cand)
            continue
        need = high if not picked else medium
        if judge is None or judge.final < need or (gate and not injectable(cand, config)):
            marked.append(cand)
            continue
        ngrams = episode_ngrams(cand.episode, config)
        dup = next(
            (p.id for p, g in picked if ngram_dice(ngrams, g) >= config.rerank.dup_threshold),
            None,
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


def judged_depth(config: RetrievalConfig) -> int:
    """How many of the ranking's candidates the injection looks at (``select_relevant``)."""
    return max(config.injection.max_results, config.injection.depth)


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
    turn = turn_evidence(plan, lists, per_word=config.sources.bridge_per_word, by_rank=by_rank)
    verdict = judge(scored, turn, agree, depth)
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


def should_inject_episodes(relevant: Sequence[RankedEpisode]) -> bool:
    """Whether the pack injects episodes: exactly when the rerank picked some. The rerank
    decides injection once (``select_relevant``); the pack does not judge again."""
    return bool(relevant)


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
    kept: list[NgramProfile] = []
    for cand in inside:
        if len(picks) == plan.max_selected:
            break
        ngrams = episode_ngrams(cand.episode, config)
        if any(ngram_dice(ngrams, g) >= config.rerank.dup_threshold for g in kept):
            continue
        picks.append(cand)
        kept.append(ngrams)
    ranked = [_as_ranked(c, "high" if i == 0 else "medium") for i, c in enumerate(picks)]
    return ranked, [*inside, *outside]
