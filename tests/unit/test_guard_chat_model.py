"""guard_chat_model: the user's own model, wrapped, never emits the MemoryPack's structure or
pasted runs of its lines — in its text, its reasoning / thinking, or its tool-call arguments
(``tool_calls``, ``tool_call_chunks``, ``invalid_tool_calls``); through invoke / ainvoke,
stream / astream, with tools bound, and in LangGraph's ``messages`` stream mode — while a reply
that restates what it remembers passes unchanged, tokens still stream as they come, and what
was removed is reported on the message (``response_metadata["omoide_guard"]``)."""

from __future__ import annotations

import asyncio
import json
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
    ToolMessage,
)
from langchain_core.messages.tool import tool_call_chunk
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from langchain_core.tools import tool
from langgraph.graph import END, START, StateGraph
from langgraph.graph.message import add_messages
from langgraph.prebuilt import ToolNode
from pydantic import Field
from typing_extensions import TypedDict

from omoide import guard_chat_model, with_memory
from omoide.agent.config import RetrievalConfig
from omoide.agent.leak_guard import FALLBACK, REPORT_KEY, GuardedChatModel, guard_message
from omoide.agent.nodes.pack import build_memory_pack
from omoide.agent.records import RankedEpisode

NOW = int(datetime(2026, 1, 10, 12, 0, tzinfo=UTC).timestamp())
QUOTE = "I have a deadline for Project Aurora next Friday and the demo is not ready"
ANSWER = "Let's split the remaining tasks: the demo script first, then the slides."
PACK = build_memory_pack(
    [RankedEpisode("e1", QUOTE, ANSWER, NOW - 86_400, "high", 0.6, "r", "log.txt")],
    RetrievalConfig(),
    now=NOW,
    query="How is Aurora going?",
).message()
LINES = PACK.splitlines()
USER_LINE = next(ln for ln in LINES if QUOTE in ln)
REPLY_LINE = next(ln for ln in LINES if ANSWER in ln)
PASTE = f"{USER_LINE}\n{REPLY_LINE}"
OUTRO = "Anyway, how are you feeling about it?"


def chunks_of(text: str, size: int = 3) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)]


def skel(text: str) -> str:
    return "".join(c for c in text.casefold() if c.isalnum())


def clean(text: str) -> bool:
    s = skel(text)
    return skel(QUOTE) not in s and skel(ANSWER) not in s and "internalcontext" not in s


class ScriptedModel(BaseChatModel):
    """A fake remote model: its next message is ``reply(pack)``; streamed, its text, reasoning
    and tool-call arguments come in 3-character pieces. Records how far its stream got."""

    text: str = ""
    thinking: str = ""
    reasoning_content: str = ""
    tool_args: list[dict[str, Any]] = Field(default_factory=list)
    invalid_args: str = ""
    yielded: int = 0

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> ScriptedModel:  # type: ignore[override]
        return self

    def _fill(self, text: str, messages: list[BaseMessage]) -> str:
        pack = next((str(m.content) for m in messages if str(m.content).startswith("<<INT")), "")
        return text.replace("{pack}", pack)

    def _message(self, messages: list[BaseMessage]) -> AIMessage:
        content: str | list[str | dict[str, Any]] = self._fill(self.text, messages)
        if self.thinking:
            content = [
                {"type": "thinking", "thinking": self._fill(self.thinking, messages)},
                {"type": "text", "text": content},
            ]
        kwargs = {"reasoning_content": self._fill(self.reasoning_content, messages)}
        return AIMessage(
            content=content,
            additional_kwargs=kwargs if self.reasoning_content else {},
            tool_calls=[
                {
                    "name": "search",
                    "args": {
                        k: self._fill(v, messages) if isinstance(v, str) else v
                        for k, v in a.items()
                    },
                    "id": f"c{i}",
                    "type": "tool_call",
                }
                for i, a in enumerate(self.tool_args)
            ],
            invalid_tool_calls=[
                {
                    "name": "search",
                    "args": self._fill(self.invalid_args, messages),
                    "id": "bad",
                    "error": "not JSON",
                    "type": "invalid_tool_call",
                }
            ]
            if self.invalid_args
            else [],
        )

    def _generate(self, messages: list[BaseMessage], *a: Any, **k: Any) -> ChatResult:
        return ChatResult(generations=[ChatGeneration(message=self._message(messages))])

    def _chunks(self, messages: list[BaseMessage]) -> Iterator[AIMessageChunk]:
        m = self._message(messages)
        if isinstance(m.content, list):
            for i, block in enumerate(m.content):
                assert isinstance(block, dict)
                key = "thinking" if block["type"] == "thinking" else "text"
                for p in chunks_of(block[key]):
                    yield AIMessageChunk(content=[{**block, key: p, "index": i}])
        else:
            for p in chunks_of(m.content):
                yield AIMessageChunk(content=p)
        for p in chunks_of(m.additional_kwargs.get("reasoning_content", "")):
            yield AIMessageChunk(content="", additional_kwargs={"reasoning_content": p})
        calls = [(json.dumps(c["args"]), c["id"]) for c in m.tool_calls]
        calls += [(c["args"] or "", c["id"]) for c in m.invalid_tool_calls]
        for i, (args, call_id) in enumerate(calls):
            for j, p in enumerate(chunks_of(args, 7)):
                chunk = tool_call_chunk(
                    name="search" if j == 0 else None,
                    args=p,
                    id=call_id if j == 0 else None,
                    index=i,
                )
                yield AIMessageChunk(content="", tool_call_chunks=[chunk])

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        for message in self._chunks(messages):
            self.yielded += 1
            chunk = ChatGenerationChunk(message=message)
            if run_manager and isinstance(message.content, str):
                run_manager.on_llm_new_token(message.content, chunk=chunk)
            yield chunk

    async def _astream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> AsyncIterator[ChatGenerationChunk]:
        for message in self._chunks(messages):
            self.yielded += 1
            chunk = ChatGenerationChunk(message=message)
            if run_manager and isinstance(message.content, str):
                await run_manager.on_llm_new_token(message.content, chunk=chunk)
            yield chunk


def prompt(user: str = "Aurora?") -> list[AnyMessage]:
    return with_memory(
        [SystemMessage("be kind"), ("user", "hi"), ("assistant", "hello"), ("user", user)], PACK
    )


def merged(chunks: list[Any]) -> AIMessageChunk:
    out = chunks[0]
    for c in chunks[1:]:
        out = out + c
    assert isinstance(out, AIMessageChunk)
    return out


PASTING = f"Sure!\n{PASTE}\n{OUTRO}"


def test_the_unguarded_model_does_leak() -> None:
    out = ScriptedModel(text=PASTING.replace(PASTE, "{pack}")).invoke(prompt())
    assert not clean(str(out.content))


def test_invoke_removes_a_paste_and_keeps_the_answer() -> None:
    model = guard_chat_model(ScriptedModel(text=PASTING))
    assert isinstance(model, GuardedChatModel) and guard_chat_model(model) is model
    out = model.invoke(prompt())
    assert out.content == f"Sure!\n{OUTRO}"
    report = out.response_metadata[REPORT_KEY]
    assert report["removed"] == {"paste": 1} and report["parts"] == ["content"]
    assert QUOTE not in json.dumps(report)


@pytest.mark.parametrize(
    "reply",
    [
        f"You told me: {USER_LINE} How is it going now?",
        ANSWER,
        f"Your Aurora demo is due next Friday — {OUTRO}",
    ],
)
def test_a_reply_that_restates_a_memory_is_unchanged(reply: str) -> None:
    model = guard_chat_model(ScriptedModel(text=reply))
    out = model.invoke(prompt())
    assert out.content == reply
    assert REPORT_KEY not in out.response_metadata  # nothing removed: nothing to report
    assert "".join(str(c.content) for c in model.stream(prompt())) == reply


def test_stream_is_clean_token_by_token_and_equals_invoke() -> None:
    inner = ScriptedModel(text=f"{OUTRO} {OUTRO}\n{PASTE}\n{OUTRO}")
    model = guard_chat_model(inner)
    pieces: list[str] = []
    seen_at_first: int | None = None
    chunks = []
    for chunk in model.stream(prompt()):
        chunks.append(chunk)
        if chunk.content and seen_at_first is None:
            seen_at_first = inner.yielded
        pieces.append(str(chunk.content))
    assert "".join(pieces) == model.invoke(prompt()).content == f"{OUTRO} {OUTRO}\n{OUTRO}"
    assert len([p for p in pieces if p]) > 5  # not one blob at the end
    assert seen_at_first is not None and seen_at_first < 10
    assert merged(chunks).response_metadata[REPORT_KEY]["removed"] == {"paste": 1}


def test_async_invoke_and_stream() -> None:
    model = guard_chat_model(ScriptedModel(text=PASTING))

    async def run() -> tuple[str, str]:
        whole = str((await model.ainvoke(prompt())).content)
        streamed = "".join([str(c.content) async for c in model.astream(prompt())])
        return whole, streamed

    whole, streamed = asyncio.run(run())
    assert whole == streamed == f"Sure!\n{OUTRO}"


# -- tool calls ------------------------------------------------------------------------------


def test_tool_call_arguments_lose_the_pack_invoke_and_stream() -> None:
    """The react-agent template sent the whole pack as a web-search query."""
    model = guard_chat_model(
        ScriptedModel(tool_args=[{"query": "{pack}", "k": 3}, {"query": "Aurora launch date"}])
    ).bind_tools([])
    out = model.invoke(prompt())
    assert isinstance(out, AIMessage)
    assert [c["args"] for c in out.tool_calls][1] == {"query": "Aurora launch date"}
    first = out.tool_calls[0]["args"]
    assert first["k"] == 3 and clean(first["query"]) and "OMOIDE" not in first["query"]
    streamed = merged(list(model.stream(prompt())))
    assert [c["args"] for c in streamed.tool_calls] == [c["args"] for c in out.tool_calls]
    assert [c["name"] for c in streamed.tool_calls] == ["search", "search"]
    assert [c["id"] for c in streamed.tool_calls] == ["c0", "c1"]
    report = out.response_metadata[REPORT_KEY]
    assert "tool_calls" in report["parts"] and report["removed"]["paste"] >= 1


def test_invalid_tool_call_arguments_are_guarded_too() -> None:
    model = guard_chat_model(ScriptedModel(invalid_args="{query: {pack}"))
    out = model.invoke(prompt())
    assert isinstance(out, AIMessage)
    args = out.invalid_tool_calls[0]["args"]
    assert args is not None and clean(args)
    streamed = merged(list(model.stream(prompt())))
    assert streamed.tool_call_chunks[0]["args"] == args


class S(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]


def test_a_tool_gets_guarded_arguments_in_a_graph() -> None:
    """model → ToolNode → model, as in a ReAct agent: what the tool receives is guarded."""
    received: list[str] = []

    @tool
    def search(query: str, k: int = 3) -> str:
        """Search the web."""
        received.append(query)
        return "results"

    model = guard_chat_model(ScriptedModel(tool_args=[{"query": "{pack}"}])).bind_tools([search])

    def agent(state: S) -> dict[str, Any]:
        if isinstance(state["messages"][-1], ToolMessage):
            return {"messages": [AIMessage("done")]}
        return {"messages": [model.invoke(with_memory(state["messages"], PACK))]}

    def route(state: S) -> str:
        last = state["messages"][-1]
        return "tools" if isinstance(last, AIMessage) and last.tool_calls else END

    graph = (
        StateGraph(S)
        .add_node("agent", agent)
        .add_node("tools", ToolNode([search]))
        .add_edge(START, "agent")
        .add_conditional_edges("agent", route, ["tools", END])
        .add_edge("tools", "agent")
        .compile()
    )
    graph.invoke({"messages": [HumanMessage("Aurora?")]})
    assert received and all(clean(q) and "OMOIDE" not in q for q in received)


# -- reasoning -------------------------------------------------------------------------------


def test_thinking_blocks_and_reasoning_content_are_guarded() -> None:
    model = guard_chat_model(
        ScriptedModel(
            text=OUTRO,
            thinking="The notes say:\n{pack}\nSo be kind.",
            reasoning_content="<<<OMOIDE_SECTION:EPISODE_EVIDENCE>>>\n" + PASTE + "\nok",
        )
    )
    out = model.invoke(prompt())
    assert isinstance(out.content, list)
    thinking = out.content[0]
    assert isinstance(thinking, dict) and thinking["type"] == "thinking"
    assert clean(thinking["thinking"]) and thinking["thinking"].startswith("The notes say:")
    assert thinking["thinking"].rstrip().endswith("So be kind.")
    assert out.content[1] == {"type": "text", "text": OUTRO}
    assert out.additional_kwargs["reasoning_content"] == "ok"
    assert "reasoning" in out.response_metadata[REPORT_KEY]["parts"]
    streamed = merged(list(model.stream(prompt())))
    assert streamed.additional_kwargs["reasoning_content"] == "ok"
    assert isinstance(streamed.content, list)
    texts = {b["type"]: b.get("thinking", b.get("text")) for b in streamed.content}  # type: ignore[union-attr]
    assert texts == {"thinking": thinking["thinking"], "text": OUTRO}


def test_reasoning_that_restates_a_memory_is_unchanged() -> None:
    reasoning = f"They said: {QUOTE}. Ask how the demo is going."
    message = AIMessage(OUTRO, additional_kwargs={"reasoning_content": reasoning})
    out = guard_message(message, PACK)
    assert out.additional_kwargs["reasoning_content"] == reasoning
    assert out.content == OUTRO
    assert REPORT_KEY not in out.response_metadata


# -- never empty, and what Studio shows ------------------------------------------------------


@pytest.mark.parametrize(("user", "expected"), [("Aurora?", "en"), ("オーロラの件、どう？", "ja")])
def test_a_reply_that_is_all_pack_becomes_one_sentence_in_the_users_language(
    user: str, expected: str
) -> None:
    model = guard_chat_model(ScriptedModel(text="{pack}"))
    out = model.invoke(prompt(user))
    assert out.content == FALLBACK[expected]
    assert out.response_metadata[REPORT_KEY]["fallback"] is True
    assert "".join(str(c.content) for c in model.stream(prompt(user))) == FALLBACK[expected]


class State(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]
    memory_pack: str


@pytest.mark.parametrize("call", ["invoke", "stream"])
def test_langgraph_messages_stream_mode_shows_nothing_of_the_pack(call: str) -> None:
    """What Studio shows while streaming: the `messages` stream of a user's own model node."""
    model = guard_chat_model(ScriptedModel(text=PASTING))

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
    assert text.startswith("Sure!") and text.endswith(OUTRO) and clean(text)
    for piece in streamed:
        assert QUOTE[10:25] not in piece
    final = graph.invoke({"messages": [HumanMessage("Aurora?")], "memory_pack": PACK})
    assert final["messages"][-1].content == f"Sure!\n{OUTRO}"
