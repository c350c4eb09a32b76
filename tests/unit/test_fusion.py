"""Score-based (convex) fusion, the per-candidate evidence and the injection gate (BENCHMARKS.md
§3). Records are built directly: no store, no model (the BM25 bound uses the real scorer)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from omoide.agent.config import RetrievalConfig, get_preset
from omoide.agent.ranking import (
    convex_merge,
    convex_score,
    cosine_norm,
    evidence,
    evidence_lists,
    fuse,
    injectable,
    rank_lists,
    rrf_merge,
)
from omoide.agent.records import RetrievalPlan, ScoredCandidate, SourceResult
from omoide.memory_store.bm25 import SparseBM25
from omoide.memory_store.records import Episode, SearchHit

NOW = 1_767_000_000
# The convex formula alone: no phrase bonus, no query-dependent weight.
CONVEX = RetrievalConfig(
    fusion={
        "mode": "convex",
        "convex_alpha": 0.25,
        "convex_alpha_coverage": 0.0,
        "convex_phrase_weight": 0.0,
        "convex_window_aware": False,
        "convex_context_weight": 1.0,
    },  # Q2's lists as Q1's (the default, 0, ranks by Q1 alone)
)


def ep(id: str, text: str = "") -> Episode:
    return Episode(
        id=id, user_text=text or f"text of {id}", reply_text="", occurred_at=NOW - 86_400
    )


def hit(id: str, score: float, rank: int, source: str) -> SearchHit:
    e = ep(id)
    return SearchHit(id, e.text, score, source, e.occurred_at, rank, e)  # type: ignore[arg-type]


def kw(scores: dict[str, float], *, bound: float | None = 10.0, qi: int = 0) -> SourceResult:
    hits = tuple(hit(i, s, r, "keyword") for r, (i, s) in enumerate(scores.items()))
    return SourceResult("keyword", qi, hits, max_score=bound)


def vec(scores: dict[str, float], *, source: str = "vector", qi: int = 0) -> SourceResult:
    hits = tuple(hit(i, s, r, "vector") for r, (i, s) in enumerate(scores.items()))
    return SourceResult(source, qi, hits)


def plan(text: str = "a question") -> RetrievalPlan:
    return RetrievalPlan(
        mode="associative_recent", queries=(text,), user_text=text, context_text="", now=NOW
    )


def test_convex_score_is_a_convex_combination() -> None:
    assert convex_score(1.0, 0.0, False, alpha=0.25, phrase_weight=0.0) == pytest.approx(0.75)
    assert convex_score(0.0, 1.0, False, alpha=0.25, phrase_weight=0.0) == pytest.approx(0.25)
    assert convex_score(0.4, 0.8, False, alpha=0.5, phrase_weight=0.0) == pytest.approx(0.6)
    # A phrase bonus is rescaled so that the best possible score stays 1.
    assert convex_score(1.0, 1.0, True, alpha=0.3, phrase_weight=0.5) == pytest.approx(1.0)
    assert convex_score(0.0, 0.0, True, alpha=0.3, phrase_weight=0.5) == pytest.approx(1 / 3)


def test_cosine_norm_maps_floor_to_zero_and_top_to_one() -> None:
    assert cosine_norm(0.2, floor=0.2) == 0.0
    assert cosine_norm(0.1, floor=0.2) == 0.0  # clamped
    assert cosine_norm(1.0, floor=0.2) == 1.0
    assert cosine_norm(0.6, floor=0.2) == pytest.approx(0.5)
    assert cosine_norm(0.5, floor=0.0, top=0.5) == 1.0  # "observed": the list's best is 1
    assert cosine_norm(0.3, floor=0.4, top=0.4) == 0.0  # degenerate range


def test_evidence_takes_the_best_cosine_and_coverage_per_episode() -> None:
    lists = [
        kw({"a": 5.0, "b": 2.0}, bound=10.0),
        kw({"a": 1.0, "c": 8.0}, bound=8.0, qi=1),
        vec({"a": 0.3, "d": 0.6}),
        vec({"a": 0.5}, source="vector_global"),
    ]
    cosine, coverage = evidence(lists)
    assert cosine == {"a": 0.5, "d": 0.6}
    assert coverage == pytest.approx({"a": 0.5, "b": 0.2, "c": 1.0})


def ex(ids: list[str]) -> SourceResult:
    """An entity-expansion list: its scores are ranks (1 / (rank + 1)), not BM25."""
    hits = tuple(hit(i, 1.0 / (r + 1), r, "entity") for r, i in enumerate(ids))
    return SourceResult("ex", 0, hits)


def test_entity_lists_add_candidates_but_no_lexical_evidence() -> None:
    lists = [kw({"a": 5.0}, bound=10.0), ex(["z", "a"])]
    cosine, coverage = evidence(lists)
    assert cosine == {} and coverage == pytest.approx({"a": 0.5})  # z has no lexical match
    silent = CONVEX.replace(fusion={"convex_entity_weight": 0.0})
    fused = {c.id: c for c in convex_merge(lists, silent, max_candidates=10)}
    assert set(fused) == {"a", "z"}  # z is a candidate...
    assert fused["z"].rrf == 0.0 and fused["z"].coverage == 0.0  # ...not a keyword match
    assert fused["a"].rrf == pytest.approx(0.75 * 0.5)
    # The entity link is evidence of its own (a bonus, rescaled), on turns where it found any.
    fused = {c.id: c for c in convex_merge(lists, CONVEX, max_candidates=10)}
    assert fused["z"].rrf == pytest.approx(0.3 / 1.3) and fused["z"].coverage == 0.0
    assert fused["a"].rrf == pytest.approx((0.75 * 0.5 + 0.3) / 1.3)
    without = [kw({"a": 5.0}, bound=10.0), ex([])]  # nothing linked: scored as before
    assert convex_merge(without, CONVEX, max_candidates=10)[0].rrf == pytest.approx(0.75 * 0.5)


def test_coverage_falls_back_to_the_lists_best_without_a_bound() -> None:
    _, coverage = evidence([kw({"a": 4.0, "b": 1.0}, bound=None)])
    assert coverage == pytest.approx({"a": 1.0, "b": 0.25})


def test_convex_merge_scores_and_orders() -> None:
    # "a": keyword 8/10, no vector; "b": keyword 2/10 and cosine 1.0; "c": cosine 0.5 only.
    lists = [kw({"a": 8.0, "b": 2.0}), vec({"b": 1.0, "c": 0.5})]
    out = convex_merge(lists, CONVEX, max_candidates=10)
    got = {c.id: c.rrf for c in out}
    assert got == pytest.approx({"a": 0.75 * 0.8, "b": 0.75 * 0.2 + 0.25, "c": 0.25 * 0.5})
    assert [c.id for c in out] == ["a", "b", "c"]
    assert out[1].cosine == 1.0 and out[1].coverage == pytest.approx(0.2)
    assert out[0].cosine is None
    assert out[1].hit_sources == ("keyword:q1", "vector:q1")
    # More weight on the semantic side reorders them.
    sem = convex_merge(lists, CONVEX.replace(fusion={"convex_alpha": 0.9}), max_candidates=10)
    assert [c.id for c in sem] == ["b", "c", "a"]
    assert len(convex_merge(lists, CONVEX, max_candidates=2)) == 2


def test_convex_normalisation_is_absolute() -> None:
    weak = [kw({"a": 1.0}, bound=10.0)]  # matched a tenth of the query's weighted terms
    assert convex_merge(weak, CONVEX, max_candidates=5)[0].rrf == pytest.approx(0.075)


def test_convex_phrase_list_adds_its_bonus() -> None:
    phrase = SourceResult("keyword_phrase", 0, (hit("b", 1.0, 0, "keyword"),), max_score=5.0)
    cfg = CONVEX.replace(fusion={"convex_phrase_weight": 1.0})
    out = {
        c.id: c.rrf for c in convex_merge([kw({"a": 5.0, "b": 4.0}), phrase], cfg, max_candidates=5)
    }
    assert out["a"] == pytest.approx(0.75 * 0.5 / 2)
    assert out["b"] == pytest.approx((0.75 * 0.4 + 1.0) / 2)


def test_fuse_dispatches_on_the_configured_fusion() -> None:
    lists = [kw({"a": 8.0, "b": 2.0}), vec({"b": 0.9})]
    rrf = fuse(lists, RetrievalConfig(fusion={"mode": "rrf"}), max_candidates=10)
    assert [(c.id, c.rrf) for c in rrf] == [
        (c.id, c.rrf) for c in rrf_merge(lists, rrf_k=60, max_candidates=10)
    ]
    assert [c.id for c in fuse(lists, CONVEX, max_candidates=10)] == ["a", "b"]


def scored(cosine: float | None, coverage: float) -> ScoredCandidate:
    return ScoredCandidate(
        "x",
        ep("x"),
        0.1,
        0.5,
        0.1,
        0.5,
        0.9,
        ("keyword:q1",),
        "r",
        cosine=cosine,
        coverage=coverage,
    )


def test_injectable_needs_cosine_or_lexical_coverage() -> None:
    cfg = RetrievalConfig(injection={"min_similarity": 0.3, "min_coverage": 0.4})
    assert injectable(scored(0.3, 0.0), cfg)
    assert not injectable(scored(0.29, 0.39), cfg)
    assert injectable(scored(None, 0.4), cfg)
    assert not injectable(scored(None, 0.9), cfg.replace(injection={"min_coverage": 0.0}))


def test_gate_changes_injection_not_ranking() -> None:
    lists = [kw({"a": 9.0, "b": 8.0}), vec({"a": 0.2, "b": 0.6})]
    cfg = CONVEX.replace(injection={"high_threshold": 0.1, "medium_threshold": 0.1})
    open_ranked, open_cands = rank_lists(plan(), lists, cfg)
    gated = cfg.replace(injection={"min_similarity": 0.5})
    gated_ranked, gated_cands = rank_lists(plan(), lists, gated)
    assert [c.id for c in open_cands] == [c.id for c in gated_cands]
    assert [e.id for e in open_ranked] == ["b", "a"]  # 0.75 vs 0.725
    assert [e.id for e in gated_ranked] == ["b"]  # "a" has cosine 0.2 and coverage < any route
    nothing = cfg.replace(injection={"min_similarity": 0.9})
    assert rank_lists(plan(), lists, nothing)[0] == []
    lexical = nothing.replace(injection={"min_coverage": 0.9})
    assert [e.id for e in rank_lists(plan(), lists, lexical)[0]] == ["a"]  # 9/10 coverage


def test_bm25_score_bound_is_the_supremum_of_scores() -> None:
    rng = random.Random(3)
    docs = [[f"t{rng.randrange(30)}" for _ in range(rng.choice((1, 3, 8, 20)))] for _ in range(200)]
    bm25 = SparseBM25()
    bm25.add(list(range(len(docs))), docs)
    for _ in range(50):
        query = [f"t{rng.randrange(40)}" for _ in range(rng.randrange(1, 6))]
        _, scores = bm25.scores(query)
        bound = bm25.score_bound(query)
        assert all(s <= bound + 1e-9 for s in scores)
    assert bm25.score_bound(["unknown-token"]) == 0.0
    # A repeated query token counts each time, as in scoring.
    assert bm25.score_bound(["t1", "t1"]) == pytest.approx(2 * bm25.score_bound(["t1"]))


def test_query_alpha_shifts_weight_to_keywords_when_rare_terms_match() -> None:
    from omoide.agent.ranking import query_alpha

    assert query_alpha(0.4, 0.0, 0.5) == pytest.approx(0.4)
    assert query_alpha(0.4, 1.0, 0.5) == pytest.approx(0.2)
    assert query_alpha(0.4, 0.5, 0.0) == pytest.approx(0.4)
    assert query_alpha(0.4, 3.0, 1.0) == 0.0  # coverage is clamped to 0..1
    # In the merge: a fully covered query ranks by keyword score alone when the shift is 1.
    lists = [kw({"a": 10.0, "b": 9.0}), vec({"b": 1.0})]
    cfg = CONVEX.replace(fusion={"convex_alpha": 0.9, "convex_alpha_coverage": 1.0})
    assert [c.id for c in convex_merge(lists, cfg, max_candidates=5)] == ["a", "b"]
    assert [
        c.id
        for c in convex_merge(lists, CONVEX.replace(fusion={"convex_alpha": 0.9}), max_candidates=5)
    ] == [
        "b",
        "a",
    ]


def test_all_zero_convex_scores_do_not_divide_by_zero() -> None:
    # Vector-only hits below the cosine floor with a keyword-only weight: every score is 0.
    lists = [vec({"a": 0.1, "b": 0.05})]
    ranked, cands = rank_lists(plan(), lists, CONVEX.replace(fusion={"convex_alpha": 0.0}))
    assert [c.id for c in cands] == ["a", "b"] or [c.id for c in cands] == ["b", "a"]
    assert all(c.session == 0.0 for c in cands)
    assert ranked == []


def test_convex_takes_each_familys_best_over_the_queries() -> None:
    lists = [kw({"a": 10.0}), kw({"b": 10.0}, qi=1), vec({"b": 1.0})]
    # Max over Q1 / Q2: a and b both reach keyword 1.0; b also has the cosine.
    got = {c.id: c.rrf for c in convex_merge(lists, CONVEX, max_candidates=5)}
    assert got == pytest.approx({"a": 0.75, "b": 1.0})


def test_context_weight_scales_q2_lists() -> None:
    lists = [kw({"a": 5.0}), kw({"b": 10.0}, qi=1)]  # Q1 covers half; Q2 fully matches b
    base = {c.id: c.rrf for c in convex_merge(lists, CONVEX, max_candidates=5)}
    assert base == pytest.approx({"a": 0.375, "b": 0.75})
    half = CONVEX.replace(fusion={"convex_context_weight": 0.5})
    got = {c.id: c.rrf for c in convex_merge(lists, half, max_candidates=5)}
    assert got == pytest.approx({"a": 0.375, "b": 0.375})


def test_window_aware_scores_an_out_of_window_find_by_the_family_that_could_hold_it() -> None:
    # "old" predates the keyword lists' window: only the all-time vector list could find it.
    since = NOW - 10 * 86_400
    old = replace(ep("old"), occurred_at=NOW - 400 * 86_400)
    recent = kw({"a": 2.0})
    recent = replace(recent, since=since)
    everything = SourceResult(
        "vector_global",
        0,
        (SearchHit("old", old.text, 0.6, "vector", old.occurred_at, 0, old),),
        until=since - 1,
    )
    lists = [recent, everything]
    plain = {c.id: c.rrf for c in convex_merge(lists, CONVEX, max_candidates=5)}
    assert plain == pytest.approx({"a": 0.75 * 0.2, "old": 0.25 * 0.6})
    aware = CONVEX.replace(fusion={"convex_window_aware": True})
    got = {c.id: c.rrf for c in convex_merge(lists, aware, max_candidates=5)}
    # "old" is scored by its cosine alone; "a" (in the keyword window, and in the vector
    # family's reach only through a list that could not hold it) by its keyword score alone.
    assert got == pytest.approx({"a": 0.2, "old": 0.6})
    assert [c.id for c in convex_merge(lists, aware, max_candidates=5)] == ["old", "a"]


def test_auto_fuses_by_score_without_context_and_by_rank_with_it() -> None:
    from omoide.agent.ranking import thresholds, turn_fusion

    auto = get_preset("auto")
    # Q1's best keyword hit covers 0.4 of what Q1 could score: below auto_convex_coverage.
    alone = [kw({"a": 4.0, "b": 2.0}), vec({"b": 0.9})]
    with_context = [*alone, kw({"b": 5.0, "c": 4.0}, qi=1)]
    assert turn_fusion(auto, alone) == "convex" and turn_fusion(auto, with_context) == "rrf"
    for fixed in ("rrf", "convex"):
        assert turn_fusion(auto.replace(fusion={"mode": fixed}), with_context) == fixed
        assert turn_fusion(auto.replace(fusion={"mode": fixed}), alone) == fixed
    by_score = convex_merge(alone, auto, max_candidates=10)
    assert [(c.id, c.rrf) for c in fuse(alone, auto, max_candidates=10)] == [
        (c.id, c.rrf) for c in by_score
    ]
    by_rank = rrf_merge(with_context, rrf_k=60, max_candidates=10)
    assert [(c.id, c.rrf) for c in fuse(with_context, auto, max_candidates=10)] == [
        (c.id, c.rrf) for c in by_rank
    ]
    # A rank-fused turn needs auto_rrf_threshold_raise more; fixed fusions use the thresholds.
    assert thresholds(auto, "rrf") == pytest.approx((0.45, 0.40))
    assert thresholds(auto, "convex") == pytest.approx((0.25, 0.20))
    assert thresholds(auto.replace(fusion={"mode": "rrf"}), "rrf") == pytest.approx((0.25, 0.20))


def test_auto_fuses_a_well_matched_question_by_score_despite_its_context() -> None:
    from omoide.agent.ranking import own_coverage, turn_fusion

    auto = RetrievalConfig()
    assert auto.fusion.mode == "auto" and auto.fusion.auto_convex_coverage == pytest.approx(0.45)
    q2 = kw({"b": 9.0, "c": 4.0}, qi=1)
    for best, fusion in ((4.4, "rrf"), (4.5, "convex"), (9.0, "convex")):
        lists = [kw({"a": best, "b": 1.0}), vec({"b": 0.9}), q2]
        assert own_coverage(lists) == pytest.approx(best / 10.0)
        assert turn_fusion(auto, lists) == fusion
        # 1.0 switches the gate off: every turn with a context query is fused by rank.
        assert turn_fusion(auto.replace(fusion={"auto_convex_coverage": 1.0}), lists) == "rrf"
    # Only Q1's own keyword list counts: a perfect Q2 or phrase match is not the user's words.
    phrase = SourceResult("keyword_phrase", 0, (hit("a", 10.0, 0, "keyword"),), max_score=10.0)
    lists = [kw({"a": 1.0}), phrase, kw({"a": 10.0}, qi=1)]
    assert own_coverage(lists) == pytest.approx(0.1) and turn_fusion(auto, lists) == "rrf"
    # Without a Q1 keyword list (the keyword source timed out) there is nothing to go by.
    assert own_coverage([vec({"a": 0.9}), q2]) == 0.0
    assert turn_fusion(auto, [vec({"a": 0.9}), q2]) == "rrf"


def test_auto_lets_a_question_about_something_new_lead_when_its_phrase_is_found() -> None:
    from omoide.agent.ranking import question_leads, turn_fusion

    auto = RetrievalConfig()
    assert auto.fusion.new_phrase_leads
    q1, q2 = kw({"a": 1.0}), kw({"b": 9.0}, qi=1)  # Q1 matched weakly: coverage alone says rrf
    phrase = SourceResult("keyword_phrase", 0, (hit("a", 3.0, 0, "keyword"),), max_score=10.0)
    found = [q1, vec({"a": 0.5}), q2, phrase]
    assert turn_fusion(auto, found) == "rrf"  # the plan does not ask about anything new
    assert turn_fusion(auto, found, asks_new=True) == "convex"
    assert question_leads(auto, q1, phrase, asks_new=True)
    # Nothing found verbatim, the switch off, or a fixed fusion: the context still leads.
    empty = SourceResult("keyword_phrase", 0, (), max_score=10.0)
    assert turn_fusion(auto, [q1, q2, empty], asks_new=True) == "rrf"
    assert turn_fusion(auto, [q1, q2], asks_new=True) == "rrf"
    assert (
        turn_fusion(auto.replace(fusion={"new_phrase_leads": False}), found, asks_new=True) == "rrf"
    )
    assert turn_fusion(auto.replace(fusion={"mode": "rrf"}), found, asks_new=True) == "rrf"
    assert not question_leads(auto.replace(fusion={"mode": "convex"}), q1, phrase, asks_new=True)
    # Without a context query the turn is fused by score anyway.
    assert turn_fusion(auto, [q1, phrase]) == "convex"


def test_by_default_a_turn_the_question_leads_is_ranked_by_its_own_lists() -> None:
    auto = RetrievalConfig()
    assert auto.fusion.convex_context_weight == 0.0
    # Q1 matches "a" well (it leads: coverage 0.6); Q2, the context's query, matches "b" fully.
    lists = [kw({"a": 6.0}), kw({"b": 10.0}, qi=1), vec({"b": 0.9}, qi=1)]
    ranked = fuse(lists, auto, max_candidates=5)
    assert [c.id for c in ranked] == ["a", "b"]  # b stays a candidate, on Q1's scale: 0
    assert ranked[1].rrf == 0.0
    # Weighted back in (the `convex` preset keeps 1.0), the context's episode outranks it.
    weighted = fuse(lists, auto.replace(fusion={"convex_context_weight": 1.0}), max_candidates=5)
    assert weighted[0].id == "b"


def test_a_turn_led_by_a_new_question_is_scored_on_the_convex_scale() -> None:
    """Every step of the rerank reads the plan's ``asks_new``: scored as if fused by rank, the
    convex scores were divided by the best RRF possible and ran to ~8 (a first version)."""
    from omoide.agent.ranking import score_candidates

    auto = RetrievalConfig()
    phrase = SourceResult("keyword_phrase", 0, (hit("a", 3.0, 0, "keyword"),), max_score=10.0)
    lists = [kw({"a": 1.0, "b": 0.5}), vec({"a": 0.8, "b": 0.7}), kw({"b": 9.0}, qi=1), phrase]
    asks = replace(plan("q"), queries=("q", "ctx\n---\nq"), asks_new=True)
    _, candidates = rank_lists(asks, lists, auto)
    assert candidates and all(0.0 <= c.rrf_norm <= 1.0 for c in candidates)
    fused = fuse(lists, auto, max_candidates=10, asks_new=True)
    scored = score_candidates(asks, fused, auto, lists=lists)  # the fusion read from the plan
    assert [c.rrf_norm for c in scored] == [c.rrf for c in scored]  # convex: 0..1 already


def test_auto_threshold_raise_decides_injection_on_a_context_turn() -> None:
    auto = get_preset("auto").replace(rerank={"w_lex": 0.0, "w_rec": 0.0, "w_session": 0.0})
    # Q2 ran and Q1 is matched weakly (coverage 0.4): fused by rank; "a" is first in 2 of 3
    # lists, rrf_norm 2/3, final 0.55 * 2/3.
    lists = [kw({"a": 4.0}), vec({"a": 0.9}), kw({"b": 5.0}, qi=1)]
    ctx = RetrievalPlan(
        mode="associative_recent",
        queries=("q", "ctx\n---\nq"),
        user_text="q",
        context_text="ctx",
        now=NOW,
    )
    ranked, cands = rank_lists(
        ctx, lists, auto.replace(injection={"high_threshold": 0.3, "medium_threshold": 0.2})
    )
    assert cands[0].id == "a" and cands[0].final == pytest.approx(0.55 * 2 / 3)
    assert ranked == []  # 0.367 < 0.3 + 0.2
    ranked, _ = rank_lists(
        ctx, lists, auto.replace(injection={"high_threshold": 0.3, "auto_rrf_threshold_raise": 0})
    )
    assert [e.id for e in ranked] == ["a"]


def test_rank_fused_turn_leaves_out_weak_vector_hits() -> None:
    from omoide.agent.ranking import above_cosine

    since = NOW - 10 * 86_400
    old = replace(ep("old"), occurred_at=NOW - 400 * 86_400)
    weak = SearchHit("old", old.text, 0.1, "vector", old.occurred_at, 0, old)
    lists = [
        replace(kw({"a": 4.0}), since=since),  # Q1 matched weakly: a rank-fused turn
        replace(kw({"a": 6.0}, qi=1), since=since),
        SourceResult("vector_global", 0, (weak,), until=since - 1),
    ]
    assert above_cosine(lists, -1.0) == lists
    assert above_cosine(lists, 0.25)[2].hits == () and above_cosine(lists, 0.25)[:2] == lists[:2]
    ctx = RetrievalPlan(
        mode="associative_recent",
        queries=("q", "c\n---\nq"),
        user_text="q",
        context_text="c",
        now=NOW,
    )
    # Alone in its time range, a rank-fused hit of cosine 0.1 would score as a first place
    # everywhere (rrf_norm 1) and be injected; the floor keeps it out of a rank-fused turn.
    off = RetrievalConfig(fusion={"rrf_min_similarity": -1.0})
    assert "old" in [e.id for e in rank_lists(ctx, lists, off)[0]]
    ranked, cands = rank_lists(ctx, lists, RetrievalConfig())
    assert "old" not in [c.id for c in cands] and [e.id for e in ranked] == ["a"]


def test_default_ranks_by_score_and_judges_injection_by_rank_agreement() -> None:
    default, auto = RetrievalConfig(), get_preset("auto")
    # "a": a keyword hit holding 0.4 of the query's weighted terms, and a neighbour under the
    # cosine floor (0.18 < rrf_min_similarity 0.25): first by convex score, but one source
    # family alone (RRF over the floored lists: a first place in 1 of 2 lists).
    one_family = [kw({"a": 4.0, "b": 1.0}), vec({"c": 0.2, "a": 0.18})]
    ranked, cands = rank_lists(plan(), one_family, default)
    assert cands[0].id == "a" and ranked == []
    # The same ranking judged by its own convex score (the `auto` preset) speaks up.
    ranked, cands = rank_lists(plan(), one_family, auto)
    assert cands[0].id == "a" and [e.id for e in ranked] == ["a"]
    # Both families agree: injected; the pick carries its ranking score (the order shown)
    # and names the score it was judged by.
    agree = [kw({"a": 4.0}), vec({"a": 0.5})]
    ranked, cands = rank_lists(plan(), agree, default)
    assert [e.id for e in ranked] == ["a"]
    assert ranked[0].score == cands[0].final < default.injection.high_threshold <= cands[0].judged
    assert ranked[0].reason == cands[0].reason


def test_default_picks_in_ranking_order_what_rank_agreement_admits() -> None:
    cfg = RetrievalConfig(injection={"score": "rrf"})  # judged by rank agreement
    # Convex order a, b, c; "b" is a keyword-only hit (RRF 0.49 of a first place everywhere,
    # under medium_threshold), "c" is found by both families lower down (RRF 0.98).
    lists = [kw({"a": 6.0, "b": 5.0, "c": 1.0}), vec({"a": 0.5, "c": 0.45})]
    ranked, cands = rank_lists(plan(), lists, cfg)
    assert [c.id for c in cands] == ["a", "b", "c"]
    assert [e.id for e in ranked] == ["a", "c"]
    assert [e.relevance for e in ranked] == ["high", "medium"]
    # A candidate the rank judgement does not hold (a vector hit under the floor) is never
    # injected, however it ranks.
    weak = [kw({"a": 6.0}), vec({"a": 0.5, "w": 0.2})]
    ranked, cands = rank_lists(plan(), weak, cfg.replace(injection={"medium_threshold": 0.0}))
    assert "w" in [c.id for c in cands] and [e.id for e in ranked] == ["a"]


def test_thresholds_are_the_rrf_scale_when_injection_is_judged_by_rank() -> None:
    from omoide.agent.ranking import thresholds

    cfg = RetrievalConfig(injection={"score": "rrf"})  # judged by rank agreement
    assert thresholds(cfg, "convex") == thresholds(cfg, "rrf") == (0.45, 0.38)
    assert thresholds(cfg.replace(injection={"score": "ranking"}), "rrf") == pytest.approx(
        (0.65, 0.58)
    )


def test_rrf_preset_is_unchanged_by_the_injection_judgement() -> None:
    rrf = get_preset("rrf")
    lists = [kw({"a": 6.0, "b": 5.0, "c": 1.0}), vec({"a": 0.5, "c": 0.45})]
    for judged_by in ("rrf", "ranking"):
        ranked, cands = rank_lists(plan(), lists, rrf.replace(injection={"score": judged_by}))
        assert [c.id for c in cands] == ["a", "c", "b"]
        assert [(e.id, e.score) for e in ranked] == [(c.id, c.final) for c in cands[:2]]


def test_extra_sub_query_lists_are_fused_like_the_users_own_query() -> None:
    from omoide.agent.ranking import turn_fusion

    # A list of a third query (neither Q1 nor the context query Q2) counts like Q1's: it does
    # not switch the turn to rank fusion, is not scaled as context, and a family's score is
    # its best list's (a: keyword 8 / 10 from the sub-query, not 5 + 8).
    cfg = RetrievalConfig(fusion={"rrf_weight_context_query": 0.5, "convex_context_weight": 0.5})
    q1 = [kw({"a": 5.0}), vec({"a": 0.4, "c": 0.3})]
    sub = kw({"a": 8.0, "b": 6.0}, qi=2)
    assert turn_fusion(cfg, [*q1, sub]) == "convex"
    as_q1 = [*q1, replace(sub, query_index=0)]
    got = {c.id: c.rrf for c in convex_merge([*q1, sub], cfg, max_candidates=5)}
    assert got == pytest.approx({c.id: c.rrf for c in convex_merge(as_q1, cfg, max_candidates=5)})
    alpha = 0.3 * (1 - 0.5 * 0.8)
    assert got["a"] == pytest.approx(((1 - alpha) * 0.8 + alpha * 0.4) / 1.2)
    by_rank = cfg.replace(fusion={"mode": "rrf"})
    assert [(c.id, c.rrf) for c in fuse([*q1, sub], by_rank, max_candidates=5)] == [
        (c.id, c.rrf) for c in fuse(as_q1, by_rank, max_candidates=5)
    ]


def test_associative_lists_rank_but_do_not_count_as_evidence_for_injection() -> None:
    # "a" is the user's words' one keyword hit (no vector hit over the floor); the neighbour
    # list holds it too (as the neighbour of another hit) and the session list its dialogue.
    def assoc(source: str, ids: list[str]) -> SourceResult:
        hits = tuple(hit(i, 1.0, r, "keyword") for r, i in enumerate(ids))
        return SourceResult(source, 0, hits, max_score=10.0)

    core = [kw({"a": 4.0, "b": 1.0}), vec({"c": 0.2, "a": 0.18})]
    lists = [*core, assoc("keyword_neighbour", ["a"]), assoc("keyword_session", ["a", "b"])]
    cfg = RetrievalConfig()
    assert [r.source for r in evidence_lists(lists, cfg)] == ["keyword", "vector"]
    # Judged on the question-matching lists only: as silent as without the associative lists.
    for fusion in ("auto", "rrf"):
        ranked, cands = rank_lists(plan(), lists, cfg.replace(fusion={"mode": fusion}))
        assert cands[0].id == "a" and ranked == []
        assert rank_lists(plan(), core, cfg.replace(fusion={"mode": fusion}))[0] == []
    # Counted as agreement, the same turn speaks up.
    counted = cfg.replace(injection={"associated": True})
    assert [e.id for e in rank_lists(plan(), lists, counted)[0]][:1] == ["a"]


def test_every_candidate_carries_the_score_the_injection_judged() -> None:
    # Default: convex order a, b, c; judged by RRF agreement, "w" (a vector hit under the floor)
    # is not held by the judgement at all.
    lists = [kw({"a": 6.0, "b": 5.0, "c": 1.0}), vec({"a": 0.5, "c": 0.45, "w": 0.2})]
    ranked, cands = rank_lists(plan(), lists, RetrievalConfig(injection={"score": "rrf"}))
    by_id = {c.id: c for c in cands}
    assert by_id["w"].judged is None
    assert all(c.judged is not None and c.judged != c.final for c in cands if c.id != "w")
    assert [(e.id, e.score) for e in ranked] == [(i, by_id[i].final) for i in ("a", "c")]
    # Judged by its own ranking score (the `auto` preset): judged is final.
    _, cands = rank_lists(plan(), lists, get_preset("auto"))
    assert all(c.judged == c.final for c in cands)


def test_explain_shows_the_judged_score_where_it_is_not_the_ranking_score() -> None:
    from omoide.agent.runs import explain_run, run_payload

    lists = [kw({"a": 6.0, "b": 5.0}), vec({"a": 0.5, "w": 0.2})]
    ranked, cands = rank_lists(plan(), lists, RetrievalConfig(injection={"score": "rrf"}))
    run = run_payload({"plan": plan(), "candidates": cands, "recalled": ranked})
    run |= {"run_id": "r1", "created_at": NOW, "user_text": "a question"}
    text = explain_run(run)
    by_id = {c.id: c for c in cands}
    assert f"judged={by_id['a'].judged:.3f}" in text
    assert "judged=none (not held by the injection judgement)" in text  # "w"
    # A record written before the judgement was kept has no "judged": nothing extra is shown
    # on the candidates' lines.
    for c in run["candidates"]:
        del c["judged"]
    listed = explain_run(run).split("candidates (top", 1)[1]
    assert "judged=" not in listed


def test_explain_marks_the_picks_where_they_stand_in_the_ranking() -> None:
    from omoide.agent.runs import explain_run, run_payload

    # Convex order a, b, c; b is a keyword-only hit the judgement does not admit.
    lists = [kw({"a": 6.0, "b": 5.0, "c": 1.0}), vec({"a": 0.5, "c": 0.45})]
    ranked, cands = rank_lists(plan(), lists, RetrievalConfig())
    run = run_payload({"plan": plan(), "candidates": cands, "recalled": ranked})
    run |= {"run_id": "r1", "created_at": NOW, "user_text": "a question"}
    listed = explain_run(run).split("candidates (top", 1)[1].splitlines()
    marked = [line for line in listed if "-> injected" in line]
    # The picks, in the selection's order, are the marked lines in the ranking's order, each
    # shown with the score the pick carries.
    assert [line.split("[")[-1].rstrip("]") for line in marked] == [e.relevance for e in ranked]
    assert [float(line.split()[1]) for line in marked] == [round(e.score, 3) for e in ranked]
    assert len(marked) == 2 and "-> injected [high]" in listed[1]
