"""The agent's own respond node answers through the guard by purpose (issue 27.1): the replies
the old guard cut come back whole, token by token; a reply that pasted the pack keeps only its
answer; one that was nothing but the pack becomes a neutral sentence in the user's language —
and the message says what was removed (``response_metadata["omoide_guard"]``)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import START, StateGraph

from omoide.agent.config import RetrievalConfig
from omoide.agent.leak_guard import FALLBACK, REPORT_KEY
from omoide.agent.nodes.pack import build_memory_pack
from omoide.agent.nodes.respond import ResponderDeps, respond_node
from omoide.agent.records import RankedEpisode
from omoide.agent.state import AgentState

NOW = int(datetime(2026, 11, 20, 12, 0, tzinfo=UTC).timestamp())
DENTIST = "Dentist appointment on Tuesday at 3pm at Dr. Sato's clinic in Shibuya"
MARATHON = "11月23日の湘南マラソンにエントリーしたよ！"
MARATHON_REPLY = "11月23日の湘南マラソンにエントリーしたんですね！練習は週3回くらいにしますか？"
PACK = build_memory_pack(
    [
        RankedEpisode("e0", DENTIST, "Noted, I'll remind you.", NOW - 86_400, "high", 0.6, "r"),
        RankedEpisode("e1", MARATHON, MARATHON_REPLY, NOW - 9 * 86_400, "medium", 0.5, "r"),
    ],
    RetrievalConfig(),
    now=NOW,
    query="When is my dentist appointment?",
).message()


def _respond(reply: str, user: str) -> tuple[AIMessage, list[str]]:
    model = GenericFakeChatModel(messages=iter([AIMessage(reply)]))
    graph = (
        StateGraph(AgentState)
        .add_node("respond", respond_node(ResponderDeps(chat_model=model)))
        .add_edge(START, "respond")
        .compile()
    )
    tokens: list[str] = []
    final: dict[str, Any] = {}
    for mode, chunk in graph.stream(
        {"messages": [HumanMessage(user)], "memory_pack": PACK, "now": NOW},
        stream_mode=["custom", "values"],
    ):
        if mode == "custom":
            tokens.append(chunk["token"])
        else:
            final = chunk
    message = final["messages"][-1]
    assert isinstance(message, AIMessage)
    return message, tokens


@pytest.mark.parametrize(
    ("reply", "user"),
    [
        (
            "Your dentist appointment is on Tuesday at 3pm at Dr. Sato's clinic in Shibuya.",
            "When is my dentist appointment?",
        ),
        (
            "11月23日の湘南マラソンにエントリーしたんですよね…練習は順調ですか？",
            "マラソンいつだっけ",
        ),
        (MARATHON_REPLY, "マラソンいつだっけ"),
    ],
)
def test_the_replies_the_old_guard_cut_come_back_whole(reply: str, user: str) -> None:
    message, tokens = _respond(reply, user)
    assert message.content == reply
    assert "".join(tokens) == reply
    # Streamed, not one blob at the end (the fake model sends words; Japanese has no spaces).
    assert len(tokens) > 1 or " " not in reply
    assert REPORT_KEY not in message.response_metadata  # nothing removed: no report


def test_a_pasted_pack_leaves_the_answer_and_is_reported() -> None:
    answer = "Tuesday at 3pm — I'll remind you the day before."
    message, tokens = _respond(f"{PACK}\n{answer}", "When is my dentist appointment?")
    assert message.content == answer == "".join(tokens).strip()
    removed = message.response_metadata[REPORT_KEY]["removed"]
    assert {"header", "marker", "paste"} <= set(removed)


@pytest.mark.parametrize(
    ("user", "language"), [("When is my dentist appointment?", "en"), ("歯医者いつ？", "ja")]
)
def test_a_reply_that_was_only_the_pack_becomes_a_sentence_in_the_users_language(
    user: str, language: str
) -> None:
    body = PACK.split("\n", 1)[1]
    message, tokens = _respond(body, user)
    assert message.content == FALLBACK[language] == "".join(tokens)
    assert message.response_metadata[REPORT_KEY]["fallback"] is True
