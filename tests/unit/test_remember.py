"""The write path's choice of what to remember: the newest user message and the final answer to
it — never a tool call, a tool result, omoide's own pack, or the previous turn's reply."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage

from omoide.agent.messages import latest_exchange
from omoide.agent.nodes.remember import as_mapping

CALL = {"name": "search", "args": {"query": "x"}, "id": "c1", "type": "tool_call"}


def test_user_message_and_final_answer() -> None:
    msgs = [
        SystemMessage("be nice"),
        HumanMessage("old question"),
        AIMessage("old answer"),
        HumanMessage("  new question "),
        AIMessage("<<INTERNAL_CONTEXT>>\nthe pack"),
        AIMessage("", tool_calls=[CALL]),
        ToolMessage("tool result", tool_call_id="c1"),
        AIMessage("the final answer"),
    ]
    assert latest_exchange(msgs) == ("new question", "the final answer")


@pytest.mark.parametrize(
    "msgs",
    [
        [],
        [AIMessage("hello, how can I help?")],  # no user message
        [HumanMessage("q1"), AIMessage("a1"), HumanMessage("q2")],  # q2 not answered yet
        [HumanMessage("q"), AIMessage("", tool_calls=[CALL])],  # only a tool call so far
        [HumanMessage("q"), AIMessage("   ")],  # an empty reply
        [HumanMessage(""), AIMessage("a")],  # an empty question
    ],
    ids=["empty", "no-user", "unanswered", "tool-call-only", "empty-reply", "empty-question"],
)
def test_nothing_to_remember(msgs: list[Any]) -> None:
    assert latest_exchange(msgs) is None


def test_states_of_every_shape_read_as_mappings() -> None:
    @dataclasses.dataclass
    class State:
        messages: list[Any]
        now: int | None = None

    assert as_mapping(State([HumanMessage("q")], 5))["now"] == 5
    assert as_mapping({"messages": []}) == {"messages": []}
    with pytest.raises(TypeError, match="unsupported state type"):
        as_mapping(42)


# -- what is stored: the guarded reply, never an empty one (issue 27.6) ------------------------

QUESTION = "柴犬のこむぎの話、覚えてる？"
NATURAL = "こむぎちゃんが川に飛び込んだ日のこと、ちゃんと覚えていますよ。"


def _pack() -> str:
    from datetime import UTC, datetime

    from omoide.agent.config import RetrievalConfig
    from omoide.agent.nodes.pack import build_memory_pack
    from omoide.agent.records import RankedEpisode

    now = int(datetime(2026, 1, 10, tzinfo=UTC).timestamp())
    episodes = [
        RankedEpisode(
            "e0",
            "柴犬のこむぎが散歩中に川へ飛び込んでびしょ濡れになったよ",
            "こむぎちゃん、水が好きなんですね！帰ってからシャンプーは大変でしたか？",
            now - 30 * 86_400,
            "high",
            0.6,
            "r",
            "log.txt",
        )
    ]
    return build_memory_pack(episodes, RetrievalConfig(), now=now, query=QUESTION).message()


def _stored_reply(store: Any, reply: AIMessage, pack: str) -> str:
    from omoide.agent.nodes.remember import remember_node

    before = len(store)
    state = {"messages": [HumanMessage(QUESTION), reply], "memory_pack": pack}
    remember_node(store)(state, {"configurable": {"thread_id": "t-guard"}})
    assert len(store) == before + 1
    hit = store.search_keyword(QUESTION, k=1)[0].episode
    assert hit.user_text == QUESTION
    return str(hit.reply_text)


def test_an_unguarded_reply_is_stored_guarded(store: Any) -> None:
    """A parent's own model echoed the pack: the pack is not what is remembered."""
    pack = _pack()
    pasted = "\n".join(ln for ln in pack.splitlines() if "「" in ln and not ln.startswith("→"))
    stored = _stored_reply(store, AIMessage(f"{pasted}\n{NATURAL}"), pack)
    assert stored == NATURAL


def test_a_reply_quoting_one_remembered_line_is_stored_as_it_is(store: Any) -> None:
    reply = "こむぎちゃん、水が好きなんですね！帰ってからシャンプーは大変でしたか？"
    assert _stored_reply(store, AIMessage(reply), _pack()) == reply


def test_a_reply_that_was_all_pack_is_stored_as_one_sentence_not_empty(store: Any) -> None:
    from omoide.agent.leak_guard import FALLBACK

    pack = _pack()
    body = pack.split("\n", 1)[1]  # a reply starting with the header is not a reply at all
    assert _stored_reply(store, AIMessage(body), pack) == FALLBACK["ja"]


def test_a_reply_the_guard_already_passed_is_stored_unchanged(store: Any) -> None:
    """respond / guard_chat_model mark their replies; remember does not guard them twice."""
    from omoide.agent.leak_guard import REPORT_KEY

    reply = AIMessage(NATURAL, response_metadata={REPORT_KEY: {"removed": {}}})
    assert _stored_reply(store, reply, _pack()) == NATURAL
