"""The dictionary-bridge source (issue 36, agent/nodes/bridge_retrieve.py) and how fusion reads
its list (agent/ranking/fusion.py): a question in one language finds and ranks a memory in
the other. Real stores (BM25 over SQLite, the real multilingual embedder)."""

from __future__ import annotations

from pathlib import Path

from omoide.agent.config import RetrievalConfig
from omoide.agent.nodes.bridge_retrieve import TIE_SHARE, bridge_search, holds, wants_bridge
from omoide.agent.ranking.fusion import across_share, convex_merge
from omoide.agent.records import SourceResult
from omoide.agent.sources import BRIDGE_SOURCE, LISTS, SOURCES
from omoide.memory_store import MemoryStore, USEEmbeddings
from omoide.memory_store.records import Episode
from tests.bridge_cases import episode as _episode
from tests.bridge_cases import hit as _hit
from tests.bridge_cases import plan as _plan


def test_the_bridge_is_declared_as_a_source() -> None:
    spec = next(s for s in SOURCES if s.name == "bridge")
    assert spec.node == "bridge_retrieve"
    assert LISTS[BRIDGE_SOURCE].role == "match"  # found by the question's words: judged
    assert LISTS[BRIDGE_SOURCE].weight == "rrf_weight_bridge"
    config = RetrievalConfig()
    assert spec.budget(config) == config.sources.timeouts.bridge
    assert wants_bridge(_plan("When is it?"), config)
    assert not wants_bridge(_plan("When is it?"), config.replace(sources={"bridge_k": 0}))


def test_an_english_question_finds_the_japanese_memory(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    episodes = [
        _episode("bday", "今日は田中さんの誕生日。ランニング用のキャップをプレゼントしたい。"),
        _episode("run", "田中さんと皇居を二周走った。次は十キロに挑戦したいらしい。"),
        _episode("en", "Tanaka-san ran 30 km today as her long run.", days=3),
        _episode("cat", "動物病院で聞いたら、こむぎのアレルギーは鶏肉だって。フードを変えよう。"),
    ]
    with MemoryStore(tmp_path / "s", embedder=embedder) as store:
        store.add_episodes(episodes)
        config = RetrievalConfig()
        (found,) = bridge_search(store, _plan("When is Tanaka-san's birthday?"), config)
        assert found.source == BRIDGE_SOURCE
        assert found.hits[0].id == "bday", [h.id for h in found.hits]
        # only the other script: the English episode is the keyword source's to find
        assert "en" not in {h.id for h in found.hits}
        (allergy,) = bridge_search(store, _plan("What is Komugi allergic to?"), config)
        assert allergy.hits[0].id == "cat"
        # off, or nothing to translate: no list (an empty list would still count in RRF)
        assert bridge_search(store, _plan("What is it?"), config) == []
        off = config.replace(sources={"bridge_k": 0})
        assert bridge_search(store, _plan("When is Tanaka-san's birthday?"), off) == []


def test_hits_are_ranked_by_how_many_of_the_questions_words_they_hold(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    # BM25 alone put an episode naming 田中さん three times first; the coordination level
    # (both words of the question) puts the birthday first, its score the share it holds.
    episodes = [
        _episode("many", "田中さん、田中さんの友達、田中さんの同僚と三人で走った。楽しかった。"),
        _episode("bday", "今日は田中さんの誕生日。ランニング用のキャップをプレゼントしたい。"),
        # (words in every episode are left out of keyword queries: keyword_max_df)
        _episode("other1", "週末は京都で抹茶のお菓子を買った。お土産にぴったり。"),
        _episode("other2", "こむぎの散歩で川沿いを歩いた。桜がきれいだった。"),
    ]
    with MemoryStore(tmp_path / "s", embedder=embedder) as store:
        store.add_episodes(episodes)
        (found,) = bridge_search(store, _plan("When is Tanaka-san's birthday?"), RetrievalConfig())
        assert [h.id for h in found.hits] == ["bday", "many"]
        assert [h.rank for h in found.hits] == [0, 1]
        assert found.max_score == 2 + TIE_SHARE  # two words: the name and birthday
        assert 2.0 <= found.hits[0].score <= 2.5 and 1.0 <= found.hits[1].score <= 1.5
    assert holds("Emma's Weddings", ("wedding",)) and not holds("rewedding", ("wedding",))
    assert holds("今日は誕生日", ("誕生日", "バースデー"))


def test_a_japanese_question_finds_the_english_memory(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    episodes = [
        _episode("wed", "Emma's wedding is on June 8 in Lisbon.", "How lovely!"),
        _episode("work", "Emma reviewed my pull request today."),
        _episode("ja", "エマと結婚式の話をした。ドレスの色で迷っているらしい。"),
    ]
    with MemoryStore(tmp_path / "s", embedder=embedder) as store:
        store.add_episodes(episodes)
        (found,) = bridge_search(store, _plan("結婚式はいつだっけ？"), RetrievalConfig())
        assert [h.id for h in found.hits] == ["wed"]


def _lists(question: str) -> tuple[list[SourceResult], dict[str, Episode]]:
    eps = {
        "en1": _episode("en1", "Dropped Komugi at Tanaka-san's with her food."),
        "en2": _episode("en2", "Tanaka-san ran 30 km today as her long run."),
        "bday": _episode("bday", "今日は田中さんの誕生日。キャップをプレゼント。"),
        "lunch": _episode("lunch", "今日は田中さんと表参道でランチ。"),
    }
    keyword = SourceResult(
        "keyword",
        0,
        (_hit(eps["en1"], 11.0, 0, "keyword"), _hit(eps["en2"], 10.0, 1, "keyword")),
        max_score=14.0,
    )
    vector = SourceResult(
        "vector",
        0,
        tuple(
            _hit(eps[i], c, n, "vector")
            for n, (i, c) in enumerate(
                [("en1", 0.34), ("lunch", 0.33), ("en2", 0.32), ("bday", 0.31)]
            )
        ),
    )
    bridge = SourceResult(
        BRIDGE_SOURCE,
        0,
        # coordination scores (bridge_retrieve.coordinated): both words, the name only
        (_hit(eps["bday"], 2.4, 0, "keyword"), _hit(eps["lunch"], 1.2, 1, "keyword")),
        max_score=2.5,
    )
    return [keyword, vector, bridge], eps


def test_what_only_the_bridge_found_is_taken_off_the_name_only_hits() -> None:
    lists, _ = _lists("When is Tanaka-san's birthday?")
    # Tanaka is in the English hits; 誕生日 (birthday) only in the bridge's: 1 of 2
    assert across_share("When is Tanaka-san's birthday?", lists, 2) == 0.5
    assert across_share("When is Tanaka-san's birthday?", lists[:2], 2) == 0.0  # no bridge
    config = RetrievalConfig()
    ranked = convex_merge(lists, config, max_candidates=10, query="When is Tanaka-san's birthday?")
    assert ranked[0].id == "bday", [(c.id, round(c.rrf, 3)) for c in ranked]
    # Without the bridge's list the English hits that share the name alone lead.
    without = convex_merge(
        lists[:2], config, max_candidates=10, query="When is Tanaka-san's birthday?"
    )
    assert without[0].id == "en1"
    # The bridge off in fusion: its list adds candidates, not keyword evidence.
    off = config.replace(fusion={"bridge_weight": 0.0})
    assert convex_merge(lists, off, max_candidates=10, query="When is Tanaka-san's birthday?")[
        0
    ].id.startswith("en")


def test_the_bridge_counts_only_for_what_the_own_language_cannot_hold() -> None:
    # An English hit holds "birthday" too: nothing of the question is only across languages,
    # so the bridge's hits are candidates without keyword evidence (「こむぎの散歩の話」 over
    # Japanese walks and English "Evening walk"s is ranked as without the bridge).
    lists, eps = _lists("When is Tanaka-san's birthday?")
    party = _episode("party", "Tanaka-san's birthday party is on Friday at the office.")
    keyword = SourceResult(
        "keyword",
        0,
        (_hit(party, 12.0, 0, "keyword"), *lists[0].hits),
        max_score=14.0,
    )
    both = [keyword, *lists[1:]]
    assert across_share("When is Tanaka-san's birthday?", both, 2) == 0.0
    ranked = convex_merge(
        both, RetrievalConfig(), max_candidates=10, query="When is Tanaka-san's birthday?"
    )
    assert ranked[0].id == "party"
    bday = next(c for c in ranked if c.id == "bday")
    assert bday.coverage == 0.0  # no keyword evidence from the bridge
    assert eps["bday"].id == "bday"
