"""An exchange with one side only (a reminder the agent sent on its own has no user turn; an
imported message may have no reply) is shown in the pack without the empty side: the model
never reads ``User: 「」`` (issue 35)."""

from __future__ import annotations

from datetime import UTC, datetime

from omoide.agent.config import RetrievalConfig
from omoide.agent.nodes.pack import build_memory_pack, format_episode
from omoide.agent.records import RankedEpisode

NOW = int(datetime(2026, 1, 10, 12, 0, tzinfo=UTC).timestamp())


def episode(user: str, reply: str) -> RankedEpisode:
    return RankedEpisode(
        id="r1",
        user_text=user,
        reply_text=reply,
        occurred_at=NOW - 2 * 86_400,
        relevance="high",
        score=0.7,
        reason="heuristic rerank: score=0.700",
    )


def test_a_reminder_without_user_text_has_no_empty_user_quote() -> None:
    reminder = episode("", "明日10時に歯医者の予約があります。保険証を忘れずに。")
    text = format_episode(reminder, quote_chars=240, now=NOW, query="歯医者はいつだっけ")
    assert text == (
        "[2026-01-08T12:00:00+00:00]\n"
        "あなた: 「明日10時に歯医者の予約があります。保険証を忘れずに。」\n"
        "→ 関連: 「歯医者」が一致・2日前"
    )
    pack = build_memory_pack([reminder], RetrievalConfig(), now=NOW, query="歯医者はいつだっけ")
    assert "「」" not in pack.text and "ユーザー:" not in pack.text
    assert "あなた: 「明日10時に歯医者の予約があります。" in pack.text


def test_a_message_without_reply_and_whitespace_sides_in_english() -> None:
    said = episode("Remind me to renew my passport in March", "  \n ")
    text = format_episode(said, quote_chars=240, language="en", query="passport")
    assert text.splitlines()[1:] == [
        "User: 「Remind me to renew my passport in March」",
        '→ related: mentions "passport"',
    ]


def test_both_sides_keep_the_four_line_entry() -> None:
    both = episode("歯医者の予約をした", "了解です")
    assert len(format_episode(both, quote_chars=240).splitlines()) == 4
