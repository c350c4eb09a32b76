"""The MemoryPack (design §memorypack): section order and markers, the EPISODE_EVIDENCE entry
format, the internal-context message, nothing when nothing is injected, and the token budget's drop
order."""

from __future__ import annotations

import dataclasses
import re
from datetime import UTC, datetime, timedelta, timezone

import pytest

from omoide import prompts
from omoide.agent.config import RetrievalConfig
from omoide.agent.nodes.pack import (
    MemoryPack,
    build_memory_pack,
    detect_language,
    estimate_tokens,
    format_episode,
    matched_words,
    relative_time,
)
from omoide.agent.records import RankedEpisode

NOW = int(datetime(2026, 1, 10, 12, 0, tzinfo=UTC).timestamp())
CFG = RetrievalConfig()
JST = timezone(timedelta(hours=9))


def ep(
    i: int,
    relevance: str = "medium",
    *,
    user: str | None = None,
    reply: str | None = None,
    days: int = 30,
) -> RankedEpisode:
    return RankedEpisode(
        id=f"e{i}",
        user_text=user or f"柴犬のこむぎが散歩中に川へ飛び込んだ話 その{i}",
        reply_text=reply or f"こむぎちゃん、水が好きなんですね！ その{i}",
        occurred_at=NOW - days * 86_400,
        relevance=relevance,  # type: ignore[arg-type]
        score=0.6 - i * 0.01,
        reason=f"heuristic rerank: score={0.6 - i * 0.01:.3f} rrf=1.000 lex=0.044 rec=0.513",
    )


def test_episode_evidence_entry_format() -> None:
    e = ep(0, "high", user="柴犬のこむぎが川へ飛び込んだ", reply="水が好きなんですね！")
    e = dataclasses.replace(e, source="archive/2025-12.txt")
    text = format_episode(e, quote_chars=240, now=NOW, query="こむぎ、元気かな")
    assert text == (
        "[2025-12-11T12:00:00+00:00]\n"
        "ユーザー: 「柴犬のこむぎが川へ飛び込んだ」\n"
        "あなた: 「水が好きなんですね！」\n"
        "→ 関連: 「こむぎ」が一致・4週間前・出典「2025-12.txt」"
    )


def test_episode_evidence_entry_in_english() -> None:
    e = ep(0, "high", user="I have a deadline for Project Aurora", reply="Let's plan the demo.")
    e = dataclasses.replace(e, source="archive/log.txt", occurred_at=NOW - 3 * 86_400)
    text = format_episode(
        e, quote_chars=240, now=NOW, language="en", query="How is the Aurora deadline going?"
    )
    assert text == (
        "[2026-01-07T12:00:00+00:00]\n"
        "User: 「I have a deadline for Project Aurora」\n"
        "You: 「Let's plan the demo.」\n"
        '→ related: mentions "Aurora", "deadline" · 3 days ago · from "log.txt"'
    )


def test_reason_has_no_scores_and_says_when_nothing_matched_word_for_word() -> None:
    text = format_episode(ep(0), quote_chars=240, now=NOW, language="en", query="pets?")
    reason = text.splitlines()[-1]
    assert reason == "→ related: similar topic · 4 weeks ago"
    assert not re.search(r"\d\.\d", reason) and "score" not in reason and "rrf" not in reason


@pytest.mark.parametrize(
    ("days", "en", "ja"),
    [
        (0, "today", "今日"),
        (1, "yesterday", "昨日"),
        (5, "5 days ago", "5日前"),
        (21, "3 weeks ago", "3週間前"),
        (90, "3 months ago", "3か月前"),
        (800, "2 years ago", "2年前"),
        (-2, "later", "後日"),
    ],
)
def test_relative_time(days: int, en: str, ja: str) -> None:
    at = NOW - days * 86_400
    assert relative_time(at, NOW, prompts.PACK_TEXT["en"]) == en
    assert relative_time(at, NOW, prompts.PACK_TEXT["ja"]) == ja


def test_pack_language_follows_the_user() -> None:
    relevant = [ep(0, "high")]
    en = build_memory_pack(relevant, CFG, now=NOW, query="Do you remember my dog?").text
    ja = build_memory_pack(relevant, CFG, now=NOW, query="うちの犬のこと覚えてる？").text
    assert prompts.PACK_TEXT["en"].intro in en and "User: 「" in en and "→ related:" in en
    assert prompts.PACK_TEXT["ja"].intro in ja and "ユーザー: 「" in ja and "→ 関連:" in ja
    assert "関連" not in en and "related" not in ja
    # Markers and section names are structure, the same in every language.
    assert en.split("\n")[0] == ja.split("\n")[0] == "<<<OMOIDE_SECTION:CONTEXT_CAPSULE>>>"
    forced = build_memory_pack(relevant, CFG, now=NOW, query="hello", language="ja").text
    assert prompts.PACK_TEXT["ja"].intro in forced
    with pytest.raises(ValueError, match="language"):
        build_memory_pack(relevant, CFG, now=NOW, language="xx")


def test_detect_language() -> None:
    assert detect_language("こむぎは元気？") == "ja"
    assert detect_language("Aurora のデモ") == "ja"
    assert detect_language("How is Komugi?") == "en"


def test_matched_words() -> None:
    text = "I have a deadline for Project Aurora next Friday"
    assert matched_words("Aurora deadline?", ("Aurora",), text, limit=3) == ["Aurora", "deadline"]
    assert matched_words("京都旅行の計画どうなった？", (), "4月に京都へ旅行する予定", limit=3) == [
        "京都",
        "旅行",
    ]
    assert matched_words("the and of", (), "the and of", limit=3) == []
    # Kana at a run's ends is not part of the match shown; a particle plus one kanji is none.
    trip = "哲学の道、満開だった！京都旅行に行った甲斐があった。"
    assert matched_words("京都旅行はどこに行ったんだっけ", (), trip, limit=3) == ["京都旅行"]
    walk = "こむぎと散歩で公園へ"
    assert matched_words("こむぎの散歩で何があった？", (), walk, limit=3) == ["こむぎ", "散歩"]


def test_episode_time_is_local_with_offset() -> None:
    text = format_episode(ep(0), quote_chars=240, tz=JST)
    assert text.startswith("[2025-12-11T21:00:00+09:00]\n")


def test_episode_quote_key_parts_clips_each_side() -> None:
    e = ep(3, user="あ" * 300, reply="short reply")
    text = format_episode(e, quote_chars=240)
    user_line = text.splitlines()[1]
    assert user_line.startswith("ユーザー: 「" + "あ" * 240 + "…")
    assert "get_full_memory_block(id='e3')" in user_line
    assert "あなた: 「short reply」" in text


def test_pack_layout_markers_and_prefix() -> None:
    relevant = [ep(0, "high"), ep(1)]
    pack = build_memory_pack(relevant, CFG, now=NOW)
    text = pack.text
    assert text.startswith(
        "<<<OMOIDE_SECTION:CONTEXT_CAPSULE>>>\n- now_local: 2026-01-10T12:00:00+00:00"
    )
    evidence = text.split("<<<OMOIDE_SECTION:EPISODE_EVIDENCE>>>\n", 1)[1]
    assert evidence.startswith("以下は現在の会話に関連する過去のやりとりです。\n\n[2025-12-11")
    # Entries are separated by a blank line, best first.
    entries = evidence.split("\n\n")[1:]
    assert entries == [format_episode(e, quote_chars=240, now=NOW) for e in relevant]
    msg = pack.message()
    assert msg == f"<<INTERNAL_CONTEXT>>\n{text}"
    assert len(pack) == 2


def test_section_order_with_every_section() -> None:
    extra = {
        "OPEN_LOOPS": ["follow up on the Nimbus Labs interview"],
        "STABLE_FACTS": ["the user's dog is a Shiba named Komugi"],
        "RELATIONSHIP_STATE": ["Tanaka-san: favorability 0.8"],
        "SHARED_NARRATIVE": ["a weekly summary of the bond"],
        "CONTEXT_CAPSULE": ["client: cli"],
    }
    text = build_memory_pack([ep(0, "high")], CFG, now=NOW, extra_sections=extra).text
    positions = [text.index(f"<<<OMOIDE_SECTION:{name}>>>") for name in prompts.SECTION_ORDER]
    assert positions == sorted(positions)
    assert prompts.SECTION_ORDER == (
        "CONTEXT_CAPSULE",
        "STABLE_FACTS",
        "SHARED_NARRATIVE",
        "RELATIONSHIP_STATE",
        "OPEN_LOOPS",
        "EPISODE_EVIDENCE",
    )
    assert (
        "<<<OMOIDE_SECTION:CONTEXT_CAPSULE>>>\n"
        "- now_local: 2026-01-10T12:00:00+00:00\n- client: cli" in text
    )
    assert "<<<OMOIDE_SECTION:STABLE_FACTS>>>\n- the user's dog is a Shiba named Komugi" in text
    # Sections are separated by a blank line.
    assert "\n\n<<<OMOIDE_SECTION:OPEN_LOOPS>>>" in text


def test_extra_sections_alone_are_injected() -> None:
    pack = build_memory_pack([], CFG, now=NOW, extra_sections={"OPEN_LOOPS": ["a loop"]})
    assert "<<<OMOIDE_SECTION:EPISODE_EVIDENCE>>>" not in pack.text
    assert pack.message().startswith("<<INTERNAL_CONTEXT>>\n<<<OMOIDE_SECTION:CONTEXT_CAPSULE>>>")
    assert len(pack) == 1


def test_empty_pack_when_nothing_to_inject() -> None:
    pack = build_memory_pack([], CFG, now=NOW)
    assert len(pack) == 0
    assert pack.text == ""
    assert pack.message() == ""


def test_the_pack_injects_exactly_the_rerank_picks() -> None:
    # The rerank decides injection once; the pack does not judge the labels again (it
    # refused a lone medium pick before).
    one = build_memory_pack([ep(0, "medium")], CFG, now=NOW)
    assert one.message().count("→ 関連:") == 1
    two = build_memory_pack([ep(0, "medium"), ep(1, "medium")], CFG, now=NOW)
    assert two.message().count("→ 関連:") == 2


def test_capsule_alone_is_not_a_pack() -> None:
    pack = MemoryPack({"CONTEXT_CAPSULE": ("client: cli",)}, now="2026-01-10T12:00:00+00:00")
    assert len(pack) == 0
    assert pack.message() == ""


def test_unknown_section_is_an_error() -> None:
    with pytest.raises(ValueError, match="PERSONA_ANCHOR"):
        build_memory_pack([], CFG, now=NOW, extra_sections={"PERSONA_ANCHOR": ["no"]})


def test_estimate_tokens() -> None:
    assert estimate_tokens("") == 0
    assert estimate_tokens("abcd") == 1
    assert estimate_tokens("abcde") == 2
    assert estimate_tokens("京都旅行") == 4
    assert estimate_tokens("京都 trip") == 2 + 2


def test_budget_drops_episode_evidence_first_lowest_ranked_first() -> None:
    relevant = [ep(i, "high" if i == 0 else "medium") for i in range(5)]
    extra = {"OPEN_LOOPS": ["loop one", "loop two"], "STABLE_FACTS": ["fact one"]}
    full = build_memory_pack(relevant, CFG, now=NOW, extra_sections=extra)
    need = estimate_tokens(full.text)
    one_episode = estimate_tokens(format_episode(relevant[-1], quote_chars=240))
    cfg = CFG.replace(pack={"max_tokens": need - one_episode // 2})
    pack = build_memory_pack(relevant, cfg, now=NOW, extra_sections=extra)
    assert [e.split("]")[0] for e in pack.sections["EPISODE_EVIDENCE"]] == [
        e.split("]")[0] for e in full.sections["EPISODE_EVIDENCE"][:4]
    ]
    assert "その4" not in pack.text and "その3" in pack.text
    assert pack.sections["OPEN_LOOPS"] == ("loop one", "loop two")
    assert estimate_tokens(pack.text) <= cfg.pack.max_tokens


def test_budget_then_drops_open_loops_then_narrative() -> None:
    relevant = [ep(i, "high" if i == 0 else "medium") for i in range(3)]
    extra = {
        "OPEN_LOOPS": [f"open loop number {i} " + "x" * 40 for i in range(4)],
        "SHARED_NARRATIVE": ["narrative " + "y" * 40],
        "STABLE_FACTS": ["fact " + "z" * 40],
    }
    without_episodes = build_memory_pack([], CFG, now=NOW, extra_sections=extra)
    budget = estimate_tokens(without_episodes.text) - 20  # even no episodes is too much
    pack = build_memory_pack(
        relevant, CFG.replace(pack={"max_tokens": budget}), now=NOW, extra_sections=extra
    )
    assert "EPISODE_EVIDENCE" not in pack.text
    assert not pack.sections.get("EPISODE_EVIDENCE")
    loops = pack.sections["OPEN_LOOPS"]
    assert 0 < len(loops) < 4
    assert loops == tuple(extra["OPEN_LOOPS"][: len(loops)])  # the last ones go first
    assert pack.sections["SHARED_NARRATIVE"] == tuple(extra["SHARED_NARRATIVE"])
    assert pack.sections["STABLE_FACTS"] == tuple(extra["STABLE_FACTS"])
    assert estimate_tokens(pack.text) <= budget


def test_budget_drop_order_down_to_facts() -> None:
    extra = {
        "OPEN_LOOPS": ["loop " + "a" * 40],
        "SHARED_NARRATIVE": ["narrative " + "b" * 40],
        "RELATIONSHIP_STATE": ["relation " + "c" * 40],
        "STABLE_FACTS": ["fact one " + "d" * 40, "fact two " + "e" * 40],
    }
    only_facts = build_memory_pack(
        [], CFG, now=NOW, extra_sections={"STABLE_FACTS": extra["STABLE_FACTS"]}
    )
    pack = build_memory_pack(
        [ep(0, "high")],
        CFG.replace(pack={"max_tokens": estimate_tokens(only_facts.text)}),
        now=NOW,
        extra_sections=extra,
    )
    assert pack.sections["STABLE_FACTS"] == tuple(extra["STABLE_FACTS"])
    for name in ("EPISODE_EVIDENCE", "OPEN_LOOPS", "SHARED_NARRATIVE", "RELATIONSHIP_STATE"):
        assert not pack.sections.get(name), name
    assert prompts.SECTION_DROP_ORDER == (
        "EPISODE_EVIDENCE",
        "OPEN_LOOPS",
        "SHARED_NARRATIVE",
        "RELATIONSHIP_STATE",
        "STABLE_FACTS",
    )


def test_budget_large_enough_keeps_everything() -> None:
    relevant = [ep(i, "high" if i == 0 else "medium") for i in range(5)]
    pack = build_memory_pack(relevant, CFG, now=NOW)
    assert len(pack.sections["EPISODE_EVIDENCE"]) == 5
    assert estimate_tokens(pack.text) <= CFG.pack.max_tokens


def test_pack_times_follow_the_configured_timezone() -> None:
    from omoide.agent.config import RetrievalConfig
    from omoide.agent.nodes.pack import format_episode
    from omoide.agent.records import RankedEpisode

    e = RankedEpisode("x", "夕方の散歩", "いいですね", 1_767_000_000, "high", 0.5, "r")
    from zoneinfo import ZoneInfo

    assert "+09:00]" in format_episode(e, quote_chars=100, tz=ZoneInfo("Asia/Tokyo"))
    assert "+00:00]" in format_episode(e, quote_chars=100)
    with pytest.raises(ValueError, match="unknown timezone"):
        RetrievalConfig(timezone="Mars/Base")
    assert RetrievalConfig().timezone == ""  # the store's zone unless overridden
