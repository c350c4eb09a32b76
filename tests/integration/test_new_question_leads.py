"""A question about something the recent conversation did not mention leads its turn
(``new_phrase_leads``): found verbatim in the memory, it is fused by score without the session
list, instead of by rank beside the context's lists. Real store (SQLite, BM25, Chroma, the
offline embedder). What it does to a whole drill is measured on real data in
``test_japanese_chat_drill.py``; here, the mechanism, and that a reply or a follow-up ranks as
before.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from omoide.agent.config import RetrievalConfig
from omoide.agent.nodes.keyword_retrieve import keyword_search
from omoide.agent.nodes.plan import make_plan
from omoide.agent.ranking import own_coverage, turn_fusion
from omoide.agent.recaller import _messages, recall
from omoide.memory_store import MemoryStore
from omoide.memory_store.embedders import USEEmbeddings
from omoide.memory_store.records import Episode
from tests.conftest import NOW

QUESTION = "イオン板橋ショッピングセンターについて前に話したっけ？"
RECENT = (
    ("user", "東京タワーについて前に話したっけ？"),
    ("assistant", "はい、東京タワーの話をしました。"),
)
Turns = tuple[tuple[str, str], ...]
DISHES = ["カレー", "ラーメン", "寿司", "パスタ", "餃子", "天ぷら", "うどん", "焼き鳥", "おでん"]


def memory() -> list[Episode]:
    """Two dialogues (the previous question's place and the new one's), and chit-chat that
    holds the question's other words here and there (so they weigh in its best possible score
    and its own words are matched weakly, as in the real drill)."""
    rows: dict[str, list[tuple[str, str]]] = {
        "tower": [
            (
                "東京タワーに行きたいです。展望台は何時まで？",
                "東京タワーの展望台は夜十一時までです。",
            ),
            ("東京タワーの近くでランチできる店は？", "東京タワーの近くなら芝公園の蕎麦屋です。"),
            ("東京タワーまで駅から歩けますか？", "赤羽橋駅から東京タワーまで歩いて五分ほどです。"),
        ],
        "aeon": [
            ("週末に買い物に行きたいです。", "どのあたりがご希望ですか？"),
            (
                "板橋のあたりで大きい所がいいです。",
                "イオン板橋ショッピングセンターはいかがでしょう。",
            ),
            ("イオン板橋ショッピングセンターは何時まで？", "夜十時までです。"),
            ("ありがとう、行ってみます。", "お気をつけて。"),
        ],
    }
    chat = [
        ("前に見た映画、面白かったね。", "どんな映画でしたっけ？"),
        ("昨日、友達と長く話したよ。", "何について話したの？"),
        ("旅行の計画について相談したい。", "いいですね、どこへ行きますか？"),
        ("前に行った温泉がよかった。", "また行きたいですね。"),
        ("その件は話したっけ？", "まだ聞いていないと思います。"),
        ("引っ越しについて考えている。", "どの街が候補ですか？"),
    ]
    chat += [(f"昨日の夕飯は{dish}でした。", f"{dish}、おいしそうですね。") for dish in DISHES]
    for i, pair in enumerate(chat):
        rows[f"chat{i}"] = [pair]
    return [
        Episode.create(
            user,
            reply,
            occurred_at=NOW - timedelta(days=40 - k, minutes=-j),
            id=f"{sid}:{j}",
            session_id=sid,
        )
        for k, (sid, pairs) in enumerate(rows.items())
        for j, (user, reply) in enumerate(pairs)
    ]


@pytest.fixture(scope="module")
def store(
    tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings
) -> Iterator[MemoryStore]:
    path: Path = tmp_path_factory.mktemp("new-question") / "store"
    with MemoryStore(path, embedder=embedder) as s:
        s.add_episodes(memory())
        yield s


def ranked(
    store: MemoryStore, text: str, config: RetrievalConfig, recent: Turns = RECENT
) -> list[str]:
    result = recall(store, text, recent_conversation=recent, now=NOW, config=config)
    return [c.id for c in result.candidates]


def test_a_question_about_a_new_place_leads_its_turn(store: MemoryStore) -> None:
    config = RetrievalConfig(record_runs=False)
    plan = make_plan(_messages(QUESTION, RECENT), config, now=int(NOW.timestamp()))
    assert plan.asks_new and len(plan.queries) == 2
    lists = keyword_search(store, plan, config)
    # Its own words are matched weakly (they are all over the chit-chat), so coverage alone
    # would fuse it by rank; the phrase found verbatim is what lets it lead.
    assert own_coverage(lists) < config.fusion.auto_convex_coverage
    sources = {r.source: r for r in lists}
    assert {h.id for h in sources["keyword_phrase"].hits} == {"aeon:1", "aeon:2"}
    assert "keyword_session" not in sources  # the previous topic's dialogue is not listed
    assert turn_fusion(config, lists, asks_new=plan.asks_new) == "convex"
    result = recall(store, QUESTION, recent_conversation=RECENT, now=NOW, config=config)
    assert [c.episode.session_id for c in result.candidates[:2]] == ["aeon", "aeon"]
    assert result.episodes and result.episodes[0].id.startswith("aeon:")


def test_the_run_record_says_the_question_asks_about_something_new(store: MemoryStore) -> None:
    from omoide.agent.runs import explain_run, load_run

    recorded = recall(store, QUESTION, recent_conversation=RECENT, now=NOW)
    assert recorded.run_id
    text = explain_run(load_run(store, recorded.run_id))
    assert "asks about something new: 'イオン板橋ショッピングセンター'" in text
    plain = recall(store, "イオン板橋ショッピングセンターの営業時間は？", now=NOW)
    assert plain.run_id
    assert "asks about something new" not in explain_run(load_run(store, plain.run_id))


def test_without_the_rule_the_turn_is_fused_by_rank_with_the_session_list(
    store: MemoryStore,
) -> None:
    off = RetrievalConfig(fusion={"new_phrase_leads": False}, record_runs=False)
    plan = make_plan(_messages(QUESTION, RECENT), off, now=int(NOW.timestamp()))
    lists = keyword_search(store, plan, off)
    sessions = {r.source: r for r in lists}["keyword_session"]
    # The dialogue the context is about votes beside the question's.
    assert "tower" in {h.episode.session_id for h in sessions.hits}
    assert turn_fusion(off, lists, asks_new=plan.asks_new) == "rrf"


@pytest.mark.parametrize(
    ("text", "recent", "why"),
    [
        (
            "イオン板橋ショッピングセンターについて前に話した。",
            RECENT,
            "not a question",
        ),
        (
            QUESTION,
            (("user", "イオン板橋ショッピングセンターに行きたい。"), ("assistant", "いいですね。")),
            "the conversation already named the place",
        ),
    ],
)
def test_a_reply_or_a_follow_up_is_still_ranked_with_its_context(
    store: MemoryStore, text: str, recent: Turns, why: str
) -> None:
    config = RetrievalConfig(record_runs=False)
    plan = make_plan(_messages(text, recent), config, now=int(NOW.timestamp()))
    assert not plan.asks_new, why
    off = config.replace(fusion={"new_phrase_leads": False})
    assert ranked(store, text, config, recent) == ranked(store, text, off, recent), why
