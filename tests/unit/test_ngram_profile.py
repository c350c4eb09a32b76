"""The rerank's n-gram profiles (``ngram_profile`` / ``ngram_dice``, issue 38 point 7): the
same Dice as ``char_ngrams`` + ``dice`` to the last bit, and a memo that cannot go stale — an
episode whose text is edited under the same id is read afresh."""

from __future__ import annotations

import itertools
import random

import pytest

from omoide.agent.config import PRESETS
from omoide.agent.ranking import lex_similarity, rrf_merge, score_candidates, select_relevant
from omoide.agent.records import RetrievalPlan, ScoredCandidate, SourceResult
from omoide.memory_store.records import Episode, SearchHit
from omoide.memory_store.tokenize import char_ngrams, dice, ngram_dice, ngram_profile

NOW = 1_767_000_000
CFG = PRESETS["rrf"]

_ALPHABET = [*"abcAB xyz,.!あいう京都に行った。\u3000😀é", "e\u0301", "\u00a0", "ｶ"]


def _texts(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    fixed = ["", " ", "a", "ab", "abc", "abcd", "AB", "😀", "😀a", "京都", "京都に"]
    return fixed + [
        "".join(rng.choice(_ALPHABET) for _ in range(rng.randint(0, 50))) for _ in range(count)
    ]


@pytest.mark.parametrize("n", [1, 2, 3, 4])
@pytest.mark.parametrize(("max_chars", "tail"), [(1200, False), (5, False), (5, True), (0, False)])
def test_profile_dice_is_set_dice_exactly(n: int, max_chars: int, tail: bool) -> None:
    texts = _texts(120, seed=n * 31 + max_chars)
    pairs = [
        (
            char_ngrams(t, n=n, max_chars=max_chars, tail=tail),
            ngram_profile(t, n=n, max_chars=max_chars, tail=tail),
        )
        for t in texts
    ]
    for grams, profile in pairs:
        assert len(profile) == len(grams)
    for (a, pa), (b, pb) in itertools.combinations(pairs, 2):
        assert ngram_dice(pa, pb) == dice(a, b)  # exact, not approx: rankings must not move


def test_short_texts_meet_only_themselves_or_their_own_gram() -> None:
    # "ab" (shorter than n=3) is one gram: it matches "ab" again, never "abc"'s grams.
    assert ngram_dice(ngram_profile("ab"), ngram_profile("ab")) == 1.0
    assert ngram_dice(ngram_profile("ab"), ngram_profile("abc")) == 0.0
    assert ngram_dice(ngram_profile("abc"), ngram_profile("xabcx")) == dice(
        char_ngrams("abc"), char_ngrams("xabcx")
    )
    assert ngram_dice(ngram_profile(""), ngram_profile("abc")) == 0.0


def test_profiles_are_read_only() -> None:
    codes = ngram_profile("a memoised profile is shared by every caller").codes
    assert codes is not None
    with pytest.raises(ValueError):
        codes[0] = 0


def _plan(user_text: str) -> RetrievalPlan:
    return RetrievalPlan(
        mode="associative_recent",
        queries=(user_text,),
        user_text=user_text,
        context_text="",
        now=NOW,
    )


def _lists(*episodes: Episode) -> list[SourceResult]:
    hits = tuple(
        SearchHit(e.id, e.text, 1.0, "keyword", e.occurred_at, r, e) for r, e in enumerate(episodes)
    )
    return [SourceResult("keyword", 0, hits)]


def _lex_of(query: str, e: Episode) -> float:
    lists = _lists(e)
    fused = rrf_merge(lists, rrf_k=60, max_candidates=10)
    (cand,) = score_candidates(_plan(query), fused, CFG, lists=lists, fusion="rrf")
    return cand.lex


def test_an_edited_episode_gets_new_ngrams() -> None:
    query = "we walked the philosopher's path in kyoto"
    before = Episode(
        id="e1",
        user_text="kyoto trip",
        reply_text="the philosopher's path",
        occurred_at=NOW - 86_400,
    )
    edited = Episode(
        id="e1", user_text="piano lesson", reply_text="clair de lune", occurred_at=NOW - 86_400
    )
    strength = CFG.rerank.lex_strength_ngrams
    q = char_ngrams(query, n=3, max_chars=CFG.rerank.query_max_chars, tail=True)

    def expected(e: Episode) -> float:
        return lex_similarity(q, char_ngrams(f"{e.user_text}\n{e.reply_text}"), strength)

    assert _lex_of(query, before) == expected(before) > 0.1
    # The same id, the text edited: its overlap is the new text's, not the memoised one.
    assert _lex_of(query, edited) == expected(edited) < 0.05
    assert _lex_of(query, before) == expected(before)


def _cand(id: str, text: str, final: float) -> ScoredCandidate:
    e = Episode(id=id, user_text=text, reply_text="", occurred_at=NOW - 86_400)
    return ScoredCandidate(id, e, 0.01, 0.5, 0.1, 0.5, final, ("keyword:q1",), f"reason {id}")


def test_an_edited_episode_is_checked_for_duplicates_afresh() -> None:
    text = "柴犬のこむぎが散歩中に川へ飛び込んでびしょ濡れになったよ"
    other = "I started learning the piano; Clair de Lune is my first piece"
    _, marked = select_relevant([_cand("a", text, 0.6), _cand("b", other, 0.5)], CFG)
    assert marked[1].duplicate_of is None
    # "b" edited to say what "a" says: now a near-duplicate of it.
    _, marked = select_relevant([_cand("a", text, 0.6), _cand("b", text, 0.5)], CFG)
    assert marked[1].duplicate_of == "a"
    _, marked = select_relevant([_cand("a", text, 0.6), _cand("b", other, 0.5)], CFG)
    assert marked[1].duplicate_of is None
