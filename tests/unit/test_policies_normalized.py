"""The keyword policies' shared normalisation memo (``policies.normalized``, issue 38 point 7):
the same text as ``normalize`` for every kind of text the policies compare (NFKC width and
compatibility forms, case, runs of whitespace), kept across calls, lists and turns, bounded."""

from __future__ import annotations

from omoide.agent.policies import drop_in_context, normalized, prefix_dedupe
from omoide.memory_store.records import Episode, SearchHit
from omoide.memory_store.tokenize import normalize

TEXTS = [
    "ＡＢＣ　ｄｅｆ",  # full-width letters and the ideographic space
    "ｶﾀｶﾅ と ㌔",  # half-width katakana, a squared unit
    "  Straße\n\tSTRASSE  ",  # casefold, whitespace runs and ends
    "",
    "   ",
    "妹のあかりが来週来るんだ",
]


def _hit(id: str, user: str, reply: str) -> SearchHit:
    e = Episode(id=id, user_text=user, reply_text=reply, occurred_at=1_767_000_000)
    return SearchHit(id, e.text, 1.0, "keyword", e.occurred_at, 0, e)


def test_normalized_is_normalize() -> None:
    for text in TEXTS:
        assert normalized(text) == normalize(text)
        assert normalized(text) == normalize(text)  # the memoised answer too


def test_normalized_is_memoised_and_bounded() -> None:
    normalized.cache_clear()  # type: ignore[attr-defined]
    normalized("ＡＢＣ")
    normalized("ＡＢＣ")
    info = normalized.cache_info()  # type: ignore[attr-defined]
    assert (info.hits, info.misses) == (1, 1)
    assert info.maxsize is not None and 0 < info.maxsize <= 10_000


def test_policies_by_default_match_plain_normalize() -> None:
    hits = [
        _hit("a", "ＡＢＣ　ｄｅｆ", "ok"),
        _hit("b", "abc def", "ok"),
        _hit("c", "something else entirely", "ｶﾀｶﾅ と ㌔"),
        _hit("d", "Straße", "  strasse "),
    ]
    context = ["abc   DEF", "カタカナ と キロ"]
    assert drop_in_context(hits, context) == drop_in_context(hits, context, norm=normalize)
    assert [h.id for h in drop_in_context(hits, context)] == ["d"]
    assert prefix_dedupe(hits, 7) == prefix_dedupe(hits, 7, norm=normalize)
    assert [h.id for h in prefix_dedupe(hits, 7)] == ["a", "c", "d"]
