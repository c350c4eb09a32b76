"""guard_chat_model: the user's own model, wrapped, never emits the MemoryPack it was given —
through invoke / ainvoke, stream / astream, with tools bound, and in LangGraph's ``messages``
stream mode (what Studio shows) — while its tokens still stream as they come."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator, Sequence
from datetime import UTC, datetime
from typing import Annotated, Any

import pytest
from langchain_core.callbacks import AsyncCallbackManagerForLLMRun, CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import (
    AIMessage,
    AIMessageChunk,
    AnyMessage,
    BaseMessage,
    HumanMessage,
    SystemMessage,
)
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from langchain_core.tools import tool
from langgraph.graph import START, StateGraph
from langgraph.graph.message import add_messages
from pydantic import Field
from typing_extensions import TypedDict

from omoide import guard_chat_model, with_memory
from omoide.agent.config import RetrievalConfig
from omoide.agent.leak_guard import MIN_LEAK_WEIGHT, GuardedChatModel, leaked_weight
from omoide.agent.nodes.pack import build_memory_pack
from omoide.agent.records import RankedEpisode

NOW = int(datetime(2026, 1, 10, 12, 0, tzinfo=UTC).timestamp())
QUOTE = "I have a deadline for Project Aurora next Friday and the demo is not ready"
PACK = build_memory_pack(
    [
        RankedEpisode(
            "e1", QUOTE, "Let's split the remaining tasks.", NOW - 86_400, "high", 0.6, "r"
        ),
    ],
    RetrievalConfig(),
    now=NOW,
    query="How is Aurora going?",
).message()
LINE = next(ln for ln in PACK.splitlines() if QUOTE in ln)
OUTRO = " Anyway, how are you feeling about it?"


def chunks_of(text: str, size: int = 3) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)]


class EchoPackModel(BaseChatModel):
    """A careless model: it repeats a line of the pack in its input, verbatim, streamed in
    3-character chunks. Records what it was called with and how far its stream got."""

    tools: list[str] = Field(default_factory=list)
    yielded: int = 0
    calls: list[list[BaseMessage]] = Field(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "echo-pack"

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> EchoPackModel:  # type: ignore[override]
        return EchoPackModel(tools=[t.name for t in tools])

    def _reply(self, messages: list[BaseMessage]) -> str:
        self.calls.append(list(messages))
        pack = next(
            (str(m.content) for m in messages if str(m.content).startswith("<<INTERNAL")), ""
        )
        line = next((ln for ln in pack.splitlines() if QUOTE in ln), "")
        return f"Sure! {line}{OUTRO}"

    def _generate(self, messages: list[BaseMessage], *a: Any, **k: Any) -> ChatResult:
        message = AIMessage(self._reply(messages))
        if self.tools:
            message.tool_calls = [
                {"name": self.tools[0], "args": {"q": QUOTE}, "id": "c1", "type": "tool_call"}
            ]
        return ChatResult(generations=[ChatGeneration(message=message)])

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        for piece in chunks_of(self._reply(messages)):
            self.yielded += 1
            chunk = ChatGenerationChunk(message=AIMessageChunk(content=piece))
            if run_manager:
                run_manager.on_llm_new_token(piece, chunk=chunk)
            yield chunk

    async def _astream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> AsyncIterator[ChatGenerationChunk]:
        for piece in chunks_of(self._reply(messages)):
            self.yielded += 1
            chunk = ChatGenerationChunk(message=AIMessageChunk(content=piece))
            if run_manager:
                await run_manager.on_llm_new_token(piece, chunk=chunk)
            yield chunk


def prompt() -> list[AnyMessage]:
    return with_memory(
        [SystemMessage("be kind"), ("user", "hi"), ("assistant", "hello"), ("user", "Aurora?")],
        PACK,
    )


def assert_clean(text: str) -> None:
    assert QUOTE.casefold()[5:35] not in text.casefold()
    assert "INTERNAL" not in text and "OMOIDE_SECTION" not in text
    assert leaked_weight(text, PACK) < MIN_LEAK_WEIGHT
    assert text.startswith("Sure!") and text.rstrip().endswith("about it?")


def test_the_unguarded_model_does_leak() -> None:
    out = str(EchoPackModel().invoke(prompt()).content)
    assert QUOTE in out


def test_with_memory_places_the_pack_before_the_last_human_message() -> None:
    msgs = prompt()
    assert [m.type for m in msgs] == ["system", "human", "ai", "ai", "human"]
    assert msgs[3].content == PACK
    # An older pack in the history is replaced, not stacked; no pack adds nothing.
    again = with_memory([*msgs, AIMessage("ok"), HumanMessage("more?")], PACK)
    assert sum(str(m.content).startswith("<<INTERNAL") for m in again) == 1
    assert again[-2].content == PACK
    assert with_memory([("user", "x")], "") == [HumanMessage("x")]
    assert with_memory([{"role": "user", "content": "x"}], PACK)[0].content == PACK


def test_invoke() -> None:
    model = guard_chat_model(EchoPackModel())
    assert isinstance(model, GuardedChatModel)
    assert_clean(str(model.invoke(prompt()).content))
    assert guard_chat_model(model) is model


def test_stream_is_clean_and_token_by_token() -> None:
    inner = EchoPackModel()
    model = guard_chat_model(inner)
    pieces: list[str] = []
    seen_at_first: int | None = None
    for chunk in model.stream(prompt()):
        if chunk.content and seen_at_first is None:
            seen_at_first = inner.yielded
        pieces.append(str(chunk.content))
    assert_clean("".join(pieces))
    assert len([p for p in pieces if p]) > 5  # not one blob at the end
    total = len(chunks_of(f"Sure! {LINE}{OUTRO}"))
    assert seen_at_first is not None and seen_at_first < total // 2


def test_async_invoke_and_stream() -> None:
    model = guard_chat_model(EchoPackModel())

    async def run() -> tuple[str, str]:
        whole = str((await model.ainvoke(prompt())).content)
        streamed = "".join([str(c.content) async for c in model.astream(prompt())])
        return whole, streamed

    whole, streamed = asyncio.run(run())
    assert_clean(whole)
    assert_clean(streamed)


def test_bind_tools_keeps_the_guard() -> None:
    @tool
    def lookup(q: str) -> str:
        """Look something up."""
        return q

    bound = guard_chat_model(EchoPackModel()).bind_tools([lookup])
    assert isinstance(bound, GuardedChatModel)
    out = bound.invoke(prompt())
    assert_clean(str(out.content))
    assert isinstance(out, AIMessage) and out.tool_calls[0]["name"] == "lookup"
    assert_clean("".join(str(c.content) for c in bound.stream(prompt())))


def test_a_copy_in_other_words_form_is_caught_too() -> None:
    class Shouting(EchoPackModel):
        def _reply(self, messages: list[BaseMessage]) -> str:
            return "Sure! " + QUOTE.upper().replace(" ", "  ") + "。" + OUTRO

    assert_clean(str(guard_chat_model(Shouting()).invoke(prompt()).content))


class State(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]
    memory_pack: str


@pytest.mark.parametrize("call", ["invoke", "stream"])
def test_langgraph_messages_stream_mode_shows_nothing_of_the_pack(call: str) -> None:
    """What Studio shows while streaming: the `messages` stream of a user's own model node."""
    inner = EchoPackModel()
    model = guard_chat_model(inner)

    def chat(state: State) -> dict[str, Any]:
        msgs = with_memory(state["messages"], state["memory_pack"])
        if call == "invoke":
            return {"messages": [model.invoke(msgs)]}
        text = "".join(str(c.content) for c in model.stream(msgs))
        return {"messages": [AIMessage(text)]}

    graph = StateGraph(State).add_node("chat", chat).add_edge(START, "chat").compile()
    streamed: list[str] = []
    for message, meta in graph.stream(
        {"messages": [HumanMessage("Aurora?")], "memory_pack": PACK}, stream_mode="messages"
    ):
        assert meta["langgraph_node"] == "chat"
        streamed.append(str(message.content))
    text = "".join(s for s in streamed if s)
    assert streamed, "the model's tokens were streamed"
    assert "Sure!" in text and "about it?" in text
    for piece in streamed:
        assert QUOTE[10:25] not in piece
    assert QUOTE.casefold()[5:35] not in text.casefold()
    assert "INTERNAL" not in text
    final = graph.invoke({"messages": [HumanMessage("Aurora?")], "memory_pack": PACK})
    assert_clean(str(final["messages"][-1].content))


def test_a_reply_that_is_all_pack_becomes_empty_not_an_error() -> None:
    class OnlyTheQuote(EchoPackModel):
        def _reply(self, messages: list[BaseMessage]) -> str:
            return QUOTE

    model = guard_chat_model(OnlyTheQuote())
    assert model.invoke(prompt()).content == ""
    assert "".join(str(c.content) for c in model.stream(prompt())) == ""
