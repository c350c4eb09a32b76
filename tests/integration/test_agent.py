"""The retrieval subgraph inside other LangGraph agents, and the full omoide agent with fake chat
models on a real store: what reaches the parent's state and the model's prompt, that nothing of
the MemoryPack reaches the user (invoke and streaming), and that the exchange is remembered."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import (
    AIMessage,
    AnyMessage,
    BaseMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
)
from langchain_core.outputs import ChatResult
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode, tools_condition
from pydantic import Field

from omoide import prompts
from omoide.agent import (
    AgentState,
    build_agent,
    build_retrieval_node,
    memory_pack_of,
    recalled_of,
)
from omoide.agent.messages import message_text
from omoide.agent.nodes.remember import ARCHIVE_LOG
from omoide.agent.settings import HOW_TO_CONFIGURE, ChatModelNotConfigured, ChatSettings
from omoide.memory_store import MemoryStore
from omoide.tools.memory_tools import make_memory_tools
from tests.conftest import NOW

DOG = "柴犬のこむぎが散歩中に川へ飛び込んでびしょ濡れになったよ"
QUESTION = "柴犬のこむぎの話、覚えてる？"
NORMAL = "こむぎちゃんが川に飛び込んだ日のこと、ちゃんと覚えていますよ。"
TS = int(NOW.timestamp())


class RecordingFake(GenericFakeChatModel):
    """GenericFakeChatModel that records every prompt and accepts tools."""

    seen: list[list[BaseMessage]] = Field(default_factory=list)

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> RecordingFake:  # type: ignore[override]
        return self

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> ChatResult:
        self.seen.append(list(messages))
        return super()._generate(messages, *args, **kwargs)


class EchoPackFake(RecordingFake):
    """A model that misbehaves: it repeats the whole internal MemoryPack, then answers."""

    messages: Any = None
    produced: list[str] = Field(default_factory=list)

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> ChatResult:
        self.seen.append(list(messages))
        pack = next(
            (
                message_text(m)
                for m in messages
                if isinstance(m, AIMessage)
                and message_text(m).startswith(prompts.INTERNAL_CONTEXT_PREFIX)
            ),
            "",
        )
        text = f"{pack}\n{NORMAL}" if pack else NORMAL
        self.produced.append(text)
        self.messages = iter([AIMessage(text)])
        return super()._generate(messages, *args, **kwargs)


def pack_lines(pack: str) -> list[str]:
    """Lines of the pack a user must never see (the guard's own notion: ≥ 12 chars)."""
    return [
        ln.strip() for ln in pack.splitlines() if len(ln.strip()) >= 12 and not ln.startswith("<<")
    ]


def assert_no_leak(text: str, pack: str) -> None:
    assert "<<<OMOIDE_SECTION" not in text
    assert prompts.INTERNAL_CONTEXT_PREFIX not in text
    for line in pack_lines(pack):
        assert line not in text, line


# -- (a) the subgraph inside a plain tool-calling agent --------------------------------------


def _tool_agent(store: MemoryStore, llm: RecordingFake, state_schema: type) -> Any:
    tools = make_memory_tools(store)
    bound = llm.bind_tools(tools)

    def model(state: dict[str, Any]) -> dict[str, Any]:
        prompt: list[AnyMessage] = [SystemMessage("You are a helpful assistant.")]
        history = list(state["messages"])
        last_human = max(i for i, m in enumerate(history) if isinstance(m, HumanMessage))
        if pack := memory_pack_of(state):
            history.insert(last_human, AIMessage(pack))
        return {"messages": [bound.invoke([*prompt, *history])]}

    builder = StateGraph(state_schema)
    builder.add_node("retrieval", build_retrieval_node(store))
    builder.add_node("model", model)
    builder.add_node("tools", ToolNode(tools))
    builder.add_edge(START, "retrieval")
    builder.add_edge("retrieval", "model")
    builder.add_conditional_edges("model", tools_condition)
    builder.add_edge("tools", "model")
    return builder.compile()


def _script() -> list[AIMessage]:
    call = {
        "name": "search_past_conversations",
        "args": {"query": "こむぎ"},
        "id": "call_1",
        "type": "tool_call",
    }
    return [AIMessage("", tool_calls=[call]), AIMessage("こむぎちゃんの川の話ですね！")]


def test_subgraph_in_a_tool_calling_parent(store: MemoryStore) -> None:
    llm = RecordingFake(messages=iter(_script()))
    graph = _tool_agent(store, llm, AgentState)
    out = graph.invoke({"messages": [HumanMessage(QUESTION)], "now": TS})

    # The subgraph's outputs reached the parent's state ...
    assert memory_pack_of(out).startswith(prompts.INTERNAL_CONTEXT_PREFIX)
    assert "こむぎ" in memory_pack_of(out)
    assert type(recalled_of(out)[0]) is dict  # plain data (a RecalledEpisode TypedDict)
    assert recalled_of(out)[0]["user_text"] == DOG
    assert out["run_id"]
    # ... the model node saw the pack, just before the user's message, on both calls ...
    assert len(llm.seen) == 2
    for prompt in llm.seen:
        injected = [m for m in prompt if message_text(m) == memory_pack_of(out)]
        assert len(injected) == 1
        i = prompt.index(injected[0])
        assert isinstance(prompt[i + 1], HumanMessage) and prompt[i + 1].content == QUESTION
    # ... the tool ran against the same store ...
    tool_msgs = [m for m in out["messages"] if isinstance(m, ToolMessage)]
    assert len(tool_msgs) == 1 and DOG in message_text(tool_msgs[0])
    # ... and the subgraph never wrote into the conversation.
    assert [type(m).__name__ for m in out["messages"]] == [
        "HumanMessage",
        "AIMessage",
        "ToolMessage",
        "AIMessage",
    ]
    assert out["messages"][-1].content == "こむぎちゃんの川の話ですね！"


class NoMemoryKeys(MessagesState):
    now: int


def test_parent_without_the_output_keys_is_told_what_to_declare(store: MemoryStore) -> None:
    # The old pitfall: LangGraph drops the outputs a parent does not declare, so its model
    # never saw the memory and nothing said so. Now the first run fails, naming the fix.
    llm = RecordingFake(messages=iter(_script()))
    graph = _tool_agent(store, llm, NoMemoryKeys)
    with pytest.raises(ValueError, match=r"no such key in its state.*MemoryState") as info:
        graph.invoke({"messages": [HumanMessage(QUESTION)], "now": TS})
    assert "`memory_pack`" in str(info.value) and "memory_node" in str(info.value)
    assert llm.seen == []  # the model never ran on an empty pack
    # Same store, same question, declared keys: the memory reaches the model.
    llm2 = RecordingFake(messages=iter(_script()))
    assert memory_pack_of(
        _tool_agent(store, llm2, AgentState).invoke(
            {"messages": [HumanMessage(QUESTION)], "now": TS}
        )
    )


# -- (b) the full agent: nothing of the pack reaches the user --------------------------------


def _inputs(*messages: AnyMessage) -> dict[str, Any]:
    return {"messages": list(messages), "now": TS}


def test_agent_reply_does_not_leak_the_pack(store: MemoryStore) -> None:
    llm = EchoPackFake()
    agent = build_agent(store, chat_model=llm)
    out = agent.invoke(_inputs(HumanMessage(QUESTION)))
    pack = memory_pack_of(out)
    assert "こむぎ" in pack and len(pack_lines(pack)) >= 5
    # The model really did echo it: its raw output held the whole pack.
    assert llm.produced[-1] == f"{pack}\n{NORMAL}"
    reply = out["messages"][-1]
    assert isinstance(reply, AIMessage)
    assert NORMAL in reply.content
    assert_no_leak(reply.content, pack)
    assert reply.content == NORMAL


class _NoGuard:
    def __init__(self, pack_text: str, **_: Any) -> None:
        self.report: dict[str, Any] = {}

    def feed(self, chunk: str) -> str:
        return chunk

    def flush(self) -> str:
        return ""


def test_without_the_guard_the_same_model_would_leak(
    store: MemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The control for the two tests around it: the fake model's output does leak unguarded.
    import omoide.agent.nodes.respond as respond_mod

    monkeypatch.setattr(respond_mod, "LeakGuard", _NoGuard)
    out = build_agent(store, chat_model=EchoPackFake()).invoke(_inputs(HumanMessage(QUESTION)))
    assert memory_pack_of(out)
    with pytest.raises(AssertionError):
        assert_no_leak(out["messages"][-1].content, memory_pack_of(out))


def test_agent_streaming_does_not_leak_the_pack(store: MemoryStore) -> None:
    llm = EchoPackFake()
    agent = build_agent(store, chat_model=llm)
    tokens: list[str] = []
    message_texts: list[str] = []
    final: dict[str, Any] = {}
    for mode, chunk in agent.stream(
        _inputs(HumanMessage(QUESTION)), stream_mode=["custom", "messages", "values"]
    ):
        if mode == "custom":
            tokens.append(chunk["token"])
        elif mode == "messages":
            msg, _meta = chunk
            message_texts.append(message_text(msg))
        else:
            final = chunk
    pack = memory_pack_of(final)
    # Streamed (the fake sends the pack line by line, then the answer as one token, which
    # goes out as soon as its sentence is whole; all of the pack is dropped).
    assert pack and tokens
    for text in [*tokens, *message_texts]:
        assert_no_leak(text, pack)
    streamed = "".join(tokens)
    assert_no_leak(streamed, pack)
    assert NORMAL in streamed
    assert streamed.strip() == final["messages"][-1].content == NORMAL
    assert message_texts  # the final, guarded reply is on the messages stream too
    assert "".join(message_texts).strip() == NORMAL


def test_agent_remembers_the_exchange(store: MemoryStore) -> None:
    before = len(store)
    agent = build_agent(store, chat_model=EchoPackFake())
    thread = {"configurable": {"thread_id": "t-remember"}}
    agent.invoke(_inputs(HumanMessage(QUESTION)), thread)
    assert len(store) == before + 1
    hits = store.search_keyword("柴犬のこむぎの話、覚えてる", k=5)
    new = next(h for h in hits if h.episode.user_text == QUESTION)
    assert new.episode.reply_text == NORMAL  # the guarded reply, not the echoed pack
    assert new.episode.occurred_at == TS
    assert new.episode.session_id == "t-remember"
    assert new.episode.source == ARCHIVE_LOG
    if store.url is None:  # a folder store also keeps a readable log of every exchange
        log = (store.path / ARCHIVE_LOG).read_text("utf-8")
        assert QUESTION in log and NORMAL in log
        assert "<<<OMOIDE_SECTION" not in log
    else:  # a PostgreSQL store's rows are its log: no file in the replica's cache folder
        assert not (store.path / ARCHIVE_LOG).exists()
    # The remembered exchange is recallable on the next turn (vector index too).
    assert new.id in store.get_many([new.id])[0].id
    assert any(h.id == new.id for h in store.search_vector(QUESTION, k=3))


# -- (c) no chat model configured ------------------------------------------------------------


def test_agent_without_a_chat_model_builds_and_explains(store: MemoryStore) -> None:
    settings = ChatSettings()  # no key, no base url
    assert not settings.configured
    agent = build_agent(store, settings=settings)
    assert set(agent.get_graph().nodes) >= {"retrieval", "respond", "remember"}
    with pytest.raises(ChatModelNotConfigured) as info:
        agent.invoke(_inputs(HumanMessage(QUESTION)))
    assert str(info.value) == HOW_TO_CONFIGURE
    assert "OPENAI_API_KEY" in str(info.value) and "OPENAI_BASE_URL" in str(info.value)
    assert len(store) == 8  # nothing remembered from a turn that was never answered


# -- (d) what the chat model receives ----------------------------------------------------------


def test_model_prompt_layout(store: MemoryStore) -> None:
    llm = EchoPackFake()
    agent = build_agent(store, chat_model=llm, persona="あなたは柴犬が大好きです。")
    history = [HumanMessage("I'm meeting Tanaka-san tomorrow"), AIMessage("Nice! Say hi.")]
    out = agent.invoke(_inputs(*history, HumanMessage(QUESTION)))
    prompt = llm.seen[-1]
    assert isinstance(prompt[0], SystemMessage)
    assert "あなたは柴犬が大好きです。" in prompt[0].content
    assert prompts.INTERNAL_CONTEXT_PREFIX in prompt[0].content  # the rule about the notes
    assert memory_pack_of(out) not in prompt[0].content  # the pack is not in the system prompt
    assert [type(m).__name__ for m in prompt] == [
        "SystemMessage",
        "HumanMessage",
        "AIMessage",
        "AIMessage",
        "HumanMessage",
    ]
    assert prompt[1].content == history[0].content and prompt[2].content == history[1].content
    internal = prompt[-2]
    assert isinstance(internal, AIMessage)
    assert internal.content == memory_pack_of(out)
    assert internal.content.startswith("<<INTERNAL_CONTEXT>>\n<<<OMOIDE_SECTION:")
    assert prompt[-1].content == QUESTION
    assert sum(1 for m in prompt if isinstance(m, SystemMessage)) == 1


def test_nothing_injected_for_an_unrelated_question(store: MemoryStore) -> None:
    llm = EchoPackFake()
    agent = build_agent(store, chat_model=llm)
    out = agent.invoke(_inputs(HumanMessage("What's the boiling point of tungsten?")))
    assert memory_pack_of(out) == "" and recalled_of(out) == []
    assert [type(m).__name__ for m in llm.seen[-1]] == ["SystemMessage", "HumanMessage"]


def test_pack_is_never_stored_in_the_thread(store: MemoryStore) -> None:
    llm = EchoPackFake()
    agent = build_agent(store, chat_model=llm, checkpointer=InMemorySaver())
    thread = {"configurable": {"thread_id": "t-2"}}
    first = agent.invoke(_inputs(HumanMessage(QUESTION)), thread)
    agent.invoke(_inputs(HumanMessage("京都の旅行の計画、どうなってたっけ？")), thread)
    state = agent.get_state(thread).values
    assert [type(m).__name__ for m in state["messages"]] == [
        "HumanMessage",
        "AIMessage",
        "HumanMessage",
        "AIMessage",
    ]
    for m in state["messages"]:
        assert_no_leak(message_text(m), memory_pack_of(first))
    # Second turn's prompt: the earlier exchange as history, then only this turn's pack.
    prompt = llm.seen[-1]
    internal = [m for m in prompt if message_text(m).startswith(prompts.INTERNAL_CONTEXT_PREFIX)]
    assert len(internal) == 1 and "京都" in message_text(internal[0])
    assert internal[0] is prompt[-2]


def test_now_of_one_turn_does_not_stick_to_the_thread(store: MemoryStore) -> None:
    import time

    agent = build_agent(store, chat_model=EchoPackFake(), checkpointer=InMemorySaver())
    thread = {"configurable": {"thread_id": "t-now"}}
    agent.invoke(_inputs(HumanMessage(QUESTION)), thread)  # replayed turn at NOW
    agent.invoke({"messages": [HumanMessage("今日の二回目の質問です、覚えておいてね")]}, thread)
    hits = store.search_keyword("今日の二回目の質問です", k=5)
    second = next(h for h in hits if h.episode.user_text.startswith("今日の二回目"))
    assert abs(second.episode.occurred_at - time.time()) < 60
