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
