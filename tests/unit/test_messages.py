"""Messages as LangChain users write them: ``recent_conversation`` / ``with_memory`` take what
``convert_to_messages`` takes, errors name the bad turn, and a user who types the internal
prefix is still the user."""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage

from omoide.agent.leak_guard import pack_text_of
from omoide.agent.messages import is_internal, recent_messages, to_messages, with_memory

PACK = "<<INTERNAL_CONTEXT>>\n<<<OMOIDE_SECTION:CONTEXT_CAPSULE>>>\n- now_local: x"


def test_every_form_convert_to_messages_takes() -> None:
    out = to_messages(
        [
            {"role": "user", "content": "openai user"},
            {"role": "assistant", "content": "openai assistant"},
            ("human", "tuple human"),
            ("ai", "tuple ai"),
            ("USER", "upper-case role"),
            ("agent", "omoide's AGENT speaker"),
            "a plain string is the user",
            HumanMessage("a message"),
            {"role": "system", "content": "sys"},
        ]
    )
    assert [(m.type, m.content) for m in out] == [
        ("human", "openai user"),
        ("ai", "openai assistant"),
        ("human", "tuple human"),
        ("ai", "tuple ai"),
        ("human", "upper-case role"),
        ("ai", "omoide's AGENT speaker"),
        ("human", "a plain string is the user"),
        ("human", "a message"),
        ("system", "sys"),
    ]


def test_bad_turns_are_named() -> None:
    with pytest.raises(ValueError, match=r"unknown role or message \('narrator', 'hi'\)"):
        to_messages([("user", "ok"), ("narrator", "hi")])
    with pytest.raises(ValueError, match="not str"):
        to_messages("hello")  # type: ignore[arg-type]


def test_recent_context_keeps_a_user_who_types_the_prefix() -> None:
    messages = [
        HumanMessage("<<INTERNAL_CONTEXT>> is what I typed"),
        AIMessage(PACK),
        AIMessage("a reply"),
        ToolMessage("tool output", tool_call_id="1"),
        HumanMessage("latest"),
    ]
    assert recent_messages(messages, 10) == [
        ("USER", "<<INTERNAL_CONTEXT>> is what I typed"),
        ("AGENT", "a reply"),
    ]
    assert not is_internal(messages[0]) and is_internal(messages[1])
    assert pack_text_of(messages) == PACK


def test_with_memory() -> None:
    msgs = with_memory([SystemMessage("s"), ("user", "a"), ("assistant", "b"), ("user", "c")], PACK)
    assert [m.type for m in msgs] == ["system", "human", "ai", "ai", "human"]
    assert msgs[3].content == PACK and msgs[4].content == "c"
    # No human message yet: the pack goes last; an empty pack adds nothing.
    assert with_memory([SystemMessage("s")], PACK)[-1].content == PACK
    assert with_memory([("user", "x")], "") == [HumanMessage("x")]
