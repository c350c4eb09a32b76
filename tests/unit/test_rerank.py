"""Design §rerank: RRF merge, n-gram similarity, recency, the heuristic score, dedupe and the
injection thresholds. Records are built directly: no store, no model."""

from __future__ import annotations

import math
import re

import pytest

from omoide.agent.config import PRESETS
from omoide.agent.ranking import (
    FusedCandidate,
    lex_similarity,
    recency,
    rrf_merge,
    score_candidates,
    select_relevant,
    should_inject_episodes,
)
from omoide.agent.records import RankedEpisode, RetrievalPlan, ScoredCandidate, SourceResult
from omoide.memory_store.records import Episode, SearchHit
from omoide.memory_store.tokenize import char_ngrams, dice

NOW = 1_767_000_000
DAY = 86_400
CFG = PRESETS["rrf"]  # the RRF path; the convex path is tested in test_fusion.py
SEED = PRESETS["seed"]


def episode(id: str, user: str = "", reply: str = "", *, age_days: float = 1.0) -> Episode:
    return Episode(
        id=id,
        user_text=user or f"user text {id}",
        reply_text=reply,
        occurred_at=int(NOW - age_days * DAY),
    )


def hit(id: str, rank: int = 0, *, source: str = "keyword", ep: Episode | None = None) -> SearchHit:
    e = ep or episode(id)
    return SearchHit(id, e.text, 1.0, source, e.occurred_at, rank, e)  # type: ignore[arg-type]


def lst(source: str, qi: int, ids: list[str]) -> SourceResult:
    return SourceResult(source, qi, tuple(hit(i, r) for r, i in enumerate(ids)))


def plan(user_text: str, context: str = "", *, mode: str = "associative_recent") -> RetrievalPlan:
    return RetrievalPlan(
        mode=mode,
        queries=(user_text,),
        user_text=user_text,  # type: ignore[arg-type]
        context_text=context,
        now=NOW,
    )


def scored(id: str, final: float, user: str | None = None, *, rrf: float = 0.01) -> ScoredCandidate:
    e = episode(id, user or f"distinct episode number {id} about topic {id * 7}")
    return ScoredCandidate(id, e, rrf, 0.5, 0.1, 0.5, final, ("keyword:q1",), f"reason {id}")


# -- character n-grams and Dice -----------------------------------------------------------


def test_char_ngrams_short_text_is_one_gram() -> None:
    assert char_ngrams("") == set()
    assert char_ngrams("ab") == {"ab"}
    assert char_ngrams("abc") == {"abc"}
    assert char_ngrams("abcd") == {"abc", "bcd"}


def test_char_ngrams_japanese_needs_no_segmenter() -> None:
    assert char_ngrams("京都に行った") == {"京都に", "都に行", "に行っ", "行った"}


def test_char_ngrams_english_is_normalized() -> None:
    # NFKC + casefold + whitespace collapsed: case and spacing do not change the grams.
    assert char_ngrams("Hello   World") == char_ngrams("hello world")
    assert "o w" in char_ngrams("Hello World")


def test_char_ngrams_long_text_is_clipped_head_or_tail() -> None:
    text = "a" * 10 + "xyz" + "b" * 2000
    head = char_ngrams(text, max_chars=1200)
    tail = char_ngrams(text, max_chars=1200, tail=True)
    assert "xyz" in head and "xyz" not in tail
    assert tail == {"bbb"}
    assert char_ngrams("abcdef", max_chars=4) == {"abc", "bcd"}


def test_dice_values() -> None:
    a, b = {"abc", "bcd", "cde"}, {"bcd", "cde", "def", "efg"}
    assert dice(a, b) == pytest.approx(2 * 2 / 7)
    assert dice(a, a) == 1.0
    assert dice(a, set()) == 0.0
    assert dice(set(), set()) == 0.0


def test_lex_similarity_weakens_short_queries() -> None:
    # 5 characters → 3 trigrams → strength 3/30 even for a perfect match.
    q = char_ngrams("こんにちは")
    assert len(q) == 3
    assert lex_similarity(q, q, 30) == pytest.approx(3 / 30)
    # A greeting that matches an episode by accident scores far below the thresholds.
    greet = char_ngrams("おはよう")
    ep = char_ngrams("おはようございます！今日もいい天気ですね")
    assert lex_similarity(greet, ep, 30) < 0.05


def test_lex_similarity_long_query_has_full_strength() -> None:
    q = char_ngrams("I cooked a Japanese curry with apples and honey last night")
    assert len(q) >= 30
    assert lex_similarity(q, q, 30) == 1.0
    e = char_ngrams("Apples and honey make the curry mild and sweet")
    assert lex_similarity(q, e, 30) == pytest.approx(dice(q, e))
    assert 0.1 < lex_similarity(q, e, 30) < 1.0


def test_lex_similarity_japanese_paraphrase_beats_unrelated() -> None:
    q = char_ngrams("柴犬のこむぎが川に飛び込んでびしょ濡れになった話を覚えてる？")
    dog = char_ngrams("柴犬のこむぎが散歩中に川へ飛び込んでびしょ濡れになったよ")
    trip = char_ngrams("4月に京都へ旅行する予定で、嵐山と伏見稲荷に行きたいんだ")
    assert lex_similarity(q, dog, 30) > 0.3
    assert lex_similarity(q, trip, 30) == 0.0


def test_lex_strength_off_when_zero() -> None:
    q = char_ngrams("abcd")
    assert lex_similarity(q, q, 0) == 1.0


# -- recency --------------------------------------------------------------------------------


def test_recency_exponential_decay() -> None:
    assert recency(NOW, NOW, 45) == 1.0
    assert recency(NOW - 45 * DAY, NOW, 45) == pytest.approx(math.exp(-1))
    assert recency(NOW - 90 * DAY, NOW, 45) == pytest.approx(math.exp(-2))
    assert recency(NOW - 12 * 3600, NOW, 45) == pytest.approx(math.exp(-0.5 / 45))


def test_recency_future_clamps_to_one() -> None:
    assert recency(NOW + 30 * DAY, NOW, 45) == 1.0


def test_recency_zero_tau_is_zero() -> None:
    assert recency(NOW - DAY, NOW, 0) == 0.0


# -- RRF --------------------------------------------------------------------------------------


def test_rrf_exact_values_summed_across_lists() -> None:
    fused = rrf_merge(
        [lst("keyword", 0, ["a", "b", "c"]), lst("vector", 0, ["b", "a"])],
        rrf_k=60,
        max_candidates=60,
    )
    got = {c.id: c.rrf for c in fused}
    assert got["a"] == pytest.approx(1 / 61 + 1 / 62)
    assert got["b"] == pytest.approx(1 / 62 + 1 / 61)
    assert got["c"] == pytest.approx(1 / 63)
    assert [c.id for c in fused] == ["a", "b", "c"]  # a/b tie: by id


def test_rrf_k_changes_values() -> None:
    fused = rrf_merge([lst("keyword", 0, ["a", "b"])], rrf_k=1, max_candidates=10)
    assert [c.rrf for c in fused] == pytest.approx([1 / 2, 1 / 3])


def test_rrf_dedupes_ids_within_a_list() -> None:
    fused = rrf_merge([lst("keyword", 0, ["a", "a", "b"])], rrf_k=60, max_candidates=10)
    got = {c.id: c.rrf for c in fused}
    assert got["a"] == pytest.approx(1 / 61)  # one vote, at its first rank
    assert got["b"] == pytest.approx(1 / 63)  # b keeps its own rank (2)
    assert fused[0].hit_sources == ("keyword:q1",)


def test_rrf_hit_sources_tags() -> None:
    fused = rrf_merge(
        [
            lst("keyword", 0, ["a"]),
            lst("keyword", 1, ["a"]),
            lst("vector", 1, ["a", "b"]),
            lst("vector_global", 0, ["b"]),
        ],
        rrf_k=60,
        max_candidates=10,
    )
    by_id = {c.id: c for c in fused}
    assert by_id["a"].hit_sources == ("keyword:q1", "keyword:q2", "vector:q2")
    assert by_id["b"].hit_sources == ("vector:q2", "vector_global:q1")
    assert by_id["a"].episode.id == "a"


def test_rrf_max_candidates_cut_keeps_the_best() -> None:
    ids = [f"e{i:02d}" for i in range(10)]
    fused = rrf_merge([lst("keyword", 0, ids)], rrf_k=60, max_candidates=3)
    assert [c.id for c in fused] == ["e00", "e01", "e02"]


def test_rrf_tie_order_is_deterministic() -> None:
    # Each id is first in one list: all tie; the order is by id, whatever the input order.
    lists1 = [lst("keyword", 0, ["z"]), lst("vector", 0, ["m"]), lst("vector", 1, ["a"])]
    lists2 = list(reversed(lists1))
    a = [c.id for c in rrf_merge(lists1, rrf_k=60, max_candidates=10)]
    b = [c.id for c in rrf_merge(lists2, rrf_k=60, max_candidates=10)]
    assert a == b == ["a", "m", "z"]


def test_rrf_empty() -> None:
    assert rrf_merge([], rrf_k=60, max_candidates=10) == []
    assert score_candidates(plan("x"), [], CFG) == []


def _fused(lists: list[SourceResult]) -> list[FusedCandidate]:
    return rrf_merge(lists, rrf_k=60, max_candidates=60)


def test_rrf_norm_over_the_best_possible_rewards_agreement() -> None:
    lists = [lst("keyword", 0, ["a", "b"]), lst("vector", 0, ["b", "c"])]
    out = {c.id: c for c in score_candidates(plan("q"), _fused(lists), CFG, lists=lists)}
    best_possible = 2 / 61
    assert out["b"].rrf_norm == pytest.approx((1 / 62 + 1 / 61) / best_possible)
    assert out["a"].rrf_norm == pytest.approx((1 / 61) / best_possible)
    assert max(c.rrf_norm for c in out.values()) < 1.0  # nobody was first everywhere
    # First in every list that ran → 1.
    agree = [lst("keyword", 0, ["a"]), lst("vector", 0, ["a"])]
    top = score_candidates(plan("q"), _fused(agree), CFG, lists=agree)[0]
    assert top.rrf_norm == pytest.approx(1.0)


def test_possible_without_lists_falls_back_to_observed() -> None:
    lists = [lst("keyword", 0, ["a", "b"])]
    out = score_candidates(plan("q"), _fused(lists), CFG)
    assert out[0].rrf_norm == pytest.approx(1.0)


# -- the score and its reason ------------------------------------------------------------------


REASON = re.compile(
    r"^heuristic rerank: score=(\d\.\d{3}) rrf=(\d\.\d{3}) lex=(\d\.\d{3}) rec=(\d\.\d{3})"
    r"(?: session=\d\.\d{3})?$"
)


def test_seed_weights_give_the_seed_formula() -> None:
    from omoide.agent.config import PRESETS

    seed = PRESETS["seed"]
    e = episode("e", "some text about a trip to Kyoto", age_days=10)
    lists = [SourceResult("keyword", 0, (hit("e", 0, ep=e),))]
    c = score_candidates(plan("Kyoto trip"), _fused(lists), seed, lists=lists)[0]
    assert c.final == pytest.approx(0.55 * c.rrf_norm + 0.35 * c.lex + 0.10 * c.rec)


def test_final_score_formula_and_reason_format() -> None:
    dog = episode(
        "dog",
        "柴犬のこむぎが散歩中に川へ飛び込んでびしょ濡れになったよ",
        "こむぎちゃん、水が好きなんですね！",
        age_days=30,
    )
    other = episode("other", "I cooked a Japanese curry with apples", age_days=5)
    lists = [
        SourceResult("keyword", 0, (hit("dog", 0, ep=dog), hit("other", 1, ep=other))),
        SourceResult("vector", 0, (hit("dog", 0, ep=dog),)),
    ]
    p = plan("柴犬のこむぎが川に飛び込んだ話、覚えてる？")
    out = score_candidates(p, _fused(lists), CFG, lists=lists)
    assert [c.id for c in out] == ["dog", "other"]
    for c in out:
        expected = (
            CFG.rerank.w_rrf * c.rrf_norm
            + CFG.rerank.w_lex * c.lex
            + CFG.rerank.w_rec * c.rec
            + CFG.rerank.w_session * c.session
        )
        assert c.final == pytest.approx(expected)
        m = REASON.match(c.reason)
        assert m, c.reason
        assert [float(g) for g in m.groups()] == pytest.approx(
            [c.final, c.rrf_norm, c.lex, c.rec], abs=5e-4
        )
    top = out[0]
    assert top.rrf_norm == pytest.approx(1.0)
    assert top.rec == pytest.approx(math.exp(-30 / 45))
    q_ngrams = char_ngrams(p.user_text, tail=True, max_chars=1200)
    e_ngrams = char_ngrams(f"{dog.user_text}\n{dog.reply_text}")
    assert top.lex == pytest.approx(lex_similarity(q_ngrams, e_ngrams, 30))
    assert top.lex > 0
    assert top.hit_sources == ("keyword:q1", "vector:q1")


def test_lex_uses_context_plus_user_text() -> None:
    e = episode("e", "We talked about the Nimbus Labs interview on Thursday")
    lists = [SourceResult("keyword", 0, (hit("e", 0, ep=e),))]
    without = score_candidates(plan("how did it go?"), _fused(lists), CFG, lists=lists)[0]
    with_ctx = score_candidates(
        plan("how did it go?", "USER: my Nimbus Labs interview on Thursday"),
        _fused(lists),
        CFG,
        lists=lists,
    )[0]
    assert with_ctx.lex > without.lex


def test_explicit_time_mode_drops_recency_weight() -> None:
    e = episode("e", "something that happened recently", age_days=0)
    lists = [SourceResult("keyword", 0, (hit("e", 0, ep=e),))]
    assoc = score_candidates(plan("x"), _fused(lists), CFG, lists=lists)[0]
    explicit = score_candidates(
        plan("x", mode="explicit_about_time"), _fused(lists), CFG, lists=lists
    )[0]
    assert assoc.rec == explicit.rec == 1.0
    assert assoc.final - explicit.final == pytest.approx(CFG.rerank.w_rec)


def test_possible_counts_only_lists_whose_window_admits_the_candidate() -> None:
    # An in-window episode cannot be in the all-time "explore" list (it looks before `since`),
    # so that list must not lower its best possible score.
    recent = episode("recent", "something from last week", age_days=7)
    old = episode("old", "something from years ago", age_days=900)
    since = NOW - 365 * 86_400
    lists = [
        SourceResult("keyword", 0, (hit("recent", 0, ep=recent),), since=since),
        SourceResult("vector", 0, (hit("recent", 0, ep=recent),), since=since),
        SourceResult("vector_global", 0, (hit("old", 0, ep=old),), until=since - 1),
    ]
    out = {c.id: c for c in score_candidates(plan("q"), _fused(lists), CFG, lists=lists)}
    assert out["recent"].rrf_norm == pytest.approx(1.0)  # first in both lists it could be in
    assert out["old"].rrf_norm == pytest.approx(1.0)  # first in the only list it could be in


def test_scores_sorted_best_first_ties_by_rrf_then_id() -> None:
    lists = [lst("keyword", 0, ["b", "a"]), lst("vector", 0, ["a", "b"])]
    # Same text, same age, same rrf sum → same final: tie broken by id.
    out = score_candidates(plan("q"), _fused(lists), CFG, lists=lists)
    assert out[0].final == pytest.approx(out[1].final)
    assert [c.id for c in out] == ["a", "b"]


# -- dedupe and thresholds ------------------------------------------------------------------


def test_dedupe_keeps_one_of_identical_candidates() -> None:
    text = "柴犬のこむぎが散歩中に川へ飛び込んでびしょ濡れになったよ"
    cands = [
        scored("a", 0.60, text),
        scored("b", 0.55, text),
        scored("c", 0.50, text),
        scored("d", 0.45, "I started learning the piano; Clair de Lune"),
    ]
    ranked, marked = select_relevant(cands, CFG)
    assert [r.id for r in ranked] == ["a", "d"]
    dup = {c.id: c.duplicate_of for c in marked}
    assert dup == {"a": None, "b": "a", "c": "a", "d": None}
    assert [c.id for c in marked] == ["a", "b", "c", "d"]  # order kept


def test_dedupe_threshold_is_dice_090() -> None:
    base = "abcdefghijklmnopqrstuvwxyz0123456789" * 2
    near = base[:-1] + "!"  # one trigram differs of ~70: Dice ≈ 0.99 → duplicate
    far = base[:36] + "ZYXWVUTSRQPONMLKJIHGFEDCBA9876543210"  # half differs → not
    assert dice(char_ngrams(base), char_ngrams(near)) >= 0.90
    assert dice(char_ngrams(base), char_ngrams(far)) < 0.90
    ranked, marked = select_relevant(
        [scored("a", 0.6, base), scored("b", 0.5, near), scored("c", 0.4, far)], CFG
    )
    assert [r.id for r in ranked] == ["a", "c"]
    assert marked[1].duplicate_of == "a"


def test_unrelated_query_injects_nothing() -> None:
    cands = [scored("a", 0.349), scored("b", 0.30), scored("c", 0.29)]
    ranked, marked = select_relevant(cands, CFG)
    assert ranked == []
    assert [c.id for c in marked] == ["a", "b", "c"]
    assert all(c.duplicate_of is None for c in marked)
    assert not should_inject_episodes(ranked)


def test_top1_high_then_medium_only_above_medium_threshold() -> None:
    cands = [
        scored("a", 0.50),
        scored("b", 0.30),
        scored("c", 0.28),
        scored("d", 0.2799),
        scored("e", 0.10),
    ]
    ranked, _ = select_relevant(cands, SEED)  # design §rerank's numbers: high 0.35, medium 0.28
    assert [(r.id, r.relevance) for r in ranked] == [
        ("a", "high"),
        ("b", "medium"),
        ("c", "medium"),
    ]
    assert ranked[0].score == 0.50
    assert ranked[0].reason == "reason a"
    assert ranked[0].user_text == cands[0].episode.user_text


def test_high_threshold_is_inclusive() -> None:
    ranked, _ = select_relevant([scored("a", 0.35)], SEED)
    assert [r.relevance for r in ranked] == ["high"]
    ranked, _ = select_relevant([scored("a", CFG.injection.high_threshold)], CFG)
    assert [r.relevance for r in ranked] == ["high"]
    assert select_relevant([scored("a", CFG.injection.high_threshold - 1e-9)], CFG)[0] == []


def test_max_results_limits_picks() -> None:
    cands = [scored(f"e{i}", 0.9 - i * 0.01) for i in range(8)]
    ranked, marked = select_relevant(cands, CFG)
    assert len(ranked) == 5
    assert len(marked) == 8
    ranked, _ = select_relevant(cands, CFG, max_results=2)
    assert [r.id for r in ranked] == ["e0", "e1"]
    assert select_relevant(cands, CFG, max_results=0)[0] == []


def test_thresholds_follow_config() -> None:
    cfg = CFG.replace(injection={"high_threshold": 0.6, "medium_threshold": 0.55})
    ranked, _ = select_relevant([scored("a", 0.59)], cfg)
    assert ranked == []
    ranked, _ = select_relevant([scored("a", 0.7), scored("b", 0.56), scored("c", 0.54)], cfg)
    assert [r.id for r in ranked] == ["a", "b"]


def _ranked(*relevances: str) -> list[RankedEpisode]:
    return [
        RankedEpisode(f"e{i}", "u", "r", NOW, rel, 0.5, "why")  # type: ignore[arg-type]
        for i, rel in enumerate(relevances)
    ]


def test_should_inject_episodes_is_whether_the_rerank_picked_anything() -> None:
    # The rerank decides injection once (select_relevant); the pack does not judge again, so a
    # lone medium pick (which the previous pack rule refused) is injected.
    assert not should_inject_episodes([])
    assert should_inject_episodes(_ranked("high"))
    assert should_inject_episodes(_ranked("high", "medium"))
    assert should_inject_episodes(_ranked("medium"))


def test_the_best_candidate_is_injected_when_the_turn_injects() -> None:
    # Ranking a, b, c. "a" (the best) is judged 0.40, under high_threshold 0.45 but over
    # medium 0.38; "b" is judged 0.65. The turn injects (b clears high), and then the
    # ranking's best leads: a, b, c, not b, c (issue 27: the top 5 held the answer, the
    # injected episodes did not).
    ranking = [scored("a", 0.50), scored("b", 0.45), scored("c", 0.40)]
    judged = {
        "a": scored("a", 0.40),
        "b": scored("b", 0.65),
        "c": scored("c", 0.61),
    }
    picks, marked = select_relevant(ranking, CFG, judged=judged)
    assert [e.id for e in picks] == ["a", "b", "c"]
    assert [c.judged for c in marked] == [0.40, 0.65, 0.61]


def test_labels_and_scores_follow_the_order_shown() -> None:
    # Judged 0.61 then 0.65 (both over high): the previous rule showed [high 0.61] above
    # [medium 0.65]. Picks now carry their ranking score, best first, one high.
    ranking = [scored("x", 0.50), scored("y", 0.45)]
    judged = {"x": scored("x", 0.61), "y": scored("y", 0.65)}
    picks, _ = select_relevant(ranking, CFG, judged=judged)
    assert [(e.id, e.relevance) for e in picks] == [("x", "high"), ("y", "medium")]
    assert [e.score for e in picks] == [0.50, 0.45]
    assert picks[0].reason == "reason x"  # the ranking's reason, as the order shown


def test_a_turn_nothing_in_the_top_clears_high_injects_nothing() -> None:
    # Only the eleventh candidate is judged high: the injection looks at the ranking's first
    # inject_depth (10), so the turn injects nothing rather than an episode far down the list.
    ids = "abcdefghijk"
    ranking = [scored(i, 0.5 - n / 100) for n, i in enumerate(ids)]
    judged = {i: scored(i, 0.40) for i in ids[:-1]} | {"k": scored("k", 0.90)}
    picks, _ = select_relevant(ranking, CFG, judged=judged)
    assert CFG.injection.depth == 10 and picks == []
    # Looking deeper, the ranking's best leads the picks, in the ranking's order.
    deep, _ = select_relevant(ranking, CFG.replace(injection={"depth": 11}), judged=judged)
    assert [e.id for e in deep] == ["a", "b", "c", "d", "e"]
    # The previous rule (inject_follows_ranking off) led with "k".
    old, _ = select_relevant(
        ranking, CFG.replace(injection={"follows_ranking": False}), judged=judged
    )
    assert [e.id for e in old][:1] == ["k"]


def test_a_best_candidate_the_judgement_does_not_hold_is_not_injected() -> None:
    ranking = [scored("a", 0.50), scored("b", 0.45)]
    picks, _ = select_relevant(ranking, CFG, judged={"b": scored("b", 0.65)})
    assert [e.id for e in picks] == ["b"] and picks[0].relevance == "high"
