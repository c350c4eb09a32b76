"""The leak guard over chat messages and chat models: the reply's text, its reasoning /
thinking (content blocks and ``additional_kwargs["reasoning_content"]``) and its tool calls'
arguments (``tool_calls``, ``tool_call_chunks``, ``invalid_tool_calls``), streaming or not.

Text and reasoning stream through their own :class:`~.stream.LeakGuard` each. Tool-call
arguments are held while streaming (a tool runs on whole arguments, no one reads them token by
token) and come out guarded in the last chunk: every string in the parsed arguments is guarded
as a text of its own; arguments that do not parse are guarded as one text. The text and all the
arguments share one :class:`~.budget.Budget` (one pack line as is in the whole output, in
order: the text, then the calls and their arguments as written). What was removed is reported
on the message, ``response_metadata["omoide_guard"]``, only when something was.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import AsyncIterator, Iterator, Sequence
from typing import Any

from langchain_core.callbacks import (
    AsyncCallbackManager,
    AsyncCallbackManagerForLLMRun,
    CallbackManager,
    CallbackManagerForLLMRun,
)
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage
from langchain_core.messages.tool import tool_call_chunk
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from langchain_core.runnables import Runnable, RunnableConfig

from omoide import prompts

from .budget import Budget
from .stream import LeakGuard, detect_language

__all__ = [
    "REPORT_KEY",
    "GuardedChatModel",
    "MessageGuard",
    "guard_chat_model",
    "guard_message",
    "pack_text_of",
]

REPORT_KEY = "omoide_guard"
# LangGraph's `messages` stream mode skips model runs tagged like this (langgraph.constants).
TAG_NOSTREAM = "nostream"
# Content blocks whose text is the model's reasoning, and the key that holds it.
_REASONING_BLOCKS = {"thinking": "thinking", "reasoning": "reasoning"}


def pack_text_of(messages: Sequence[BaseMessage]) -> str:
    """The text of omoide's internal-context messages among ``messages`` ('' when none): assistant
    messages that begin with the prefix (a user who types it is just a user)."""
    from ..messages import message_text

    found = [message_text(m) for m in messages if m.type == "ai"]
    return "\n\n".join(t for t in found if t.lstrip().startswith(prompts.INTERNAL_CONTEXT_PREFIX))


def _user_language(messages: Sequence[BaseMessage]) -> str | None:
    from ..messages import message_text

    for m in reversed(messages):
        if m.type == "human":
            return detect_language(message_text(m))
    return None


class MessageGuard:
    """Guards one model output against one pack: a whole message (:meth:`message`) or its
    chunks (:meth:`chunk`, then :meth:`tail`)."""

    def __init__(self, pack_text: str, *, language: str | None = None) -> None:
        self._pack = pack_text
        self._language = language
        # The reply's text and every tool-call argument are one output: one pack line as is
        # may be quoted across all of them, a second one goes (reasoning keeps its own).
        self._budget = Budget()
        self._text = LeakGuard(pack_text, language=language, budget=self._budget)
        self._reasoning: dict[tuple[Any, ...], LeakGuard] = {}
        self._tools: dict[int, dict[str, Any]] = {}
        self._counts: Counter[str] = Counter()
        self._chars = 0
        self._parts: set[str] = set()
        self._list_content = False
        self._text_index: Any = None
        self._reasoning_blocks: dict[tuple[Any, ...], dict[str, Any]] = {}

    # -- pieces --------------------------------------------------------------------------------
    def _reasoning_guard(self, key: tuple[Any, ...]) -> LeakGuard:
        guard = self._reasoning.get(key)
        if guard is None:
            guard = self._reasoning[key] = LeakGuard(self._pack, fallback=False)
        return guard

    def _note(self, guard: LeakGuard, part: str) -> None:
        report = guard.report
        if report["removed"]:
            self._parts.add(part)
        self._counts.update(report["removed"])
        self._chars += int(report["removed_chars"])

    def _guard_string(self, text: str) -> str:
        guard = LeakGuard(self._pack, fallback=False, budget=self._budget)
        out = guard.feed(text) + guard.flush()
        self._note(guard, "tool_calls")
        return out

    def _guard_value(self, value: Any) -> Any:
        if isinstance(value, str):
            return self._guard_string(value)
        if isinstance(value, dict):
            return {k: self._guard_value(v) for k, v in value.items()}
        if isinstance(value, list):
            return [self._guard_value(v) for v in value]
        return value

    def _guard_args_text(self, args: str) -> str:
        """Arguments as the model wrote them (JSON text): each string in them guarded."""
        try:
            parsed = json.loads(args) if args.strip() else None
        except ValueError:
            return self._guard_string(args)
        if parsed is None:
            return args
        return json.dumps(self._guard_value(parsed), ensure_ascii=False)

    def _blocks(self, content: list[Any]) -> list[Any]:
        self._list_content = True
        out: list[Any] = []
        for block in content:
            if isinstance(block, str):
                out.append(self._text.feed(block))
                continue
            if not isinstance(block, dict):
                out.append(block)
                continue
            kind = block.get("type")
            if kind == "text" and isinstance(block.get("text"), str):
                self._text_index = block.get("index", self._text_index)
                out.append({**block, "text": self._text.feed(block["text"])})
            elif kind in _REASONING_BLOCKS and isinstance(block.get(_REASONING_BLOCKS[kind]), str):
                field = _REASONING_BLOCKS[kind]
                key: tuple[Any, ...] = (kind, block.get("index"))
                self._reasoning_blocks[key] = {
                    k: v for k, v in block.items() if k in ("type", "index", "id")
                }
                out.append({**block, field: self._reasoning_guard(key).feed(block[field])})
            elif kind == "reasoning" and isinstance(block.get("summary"), list):
                summary = []
                for i, item in enumerate(block["summary"]):
                    if isinstance(item, dict) and isinstance(item.get("text"), str):
                        at = ("summary", block.get("index"), item.get("index", i))
                        guard = self._reasoning_guard(at)
                        summary.append({**item, "text": guard.feed(item["text"])})
                    else:
                        summary.append(item)
                out.append({**block, "summary": summary})
            elif kind == "tool_use" and isinstance(block.get("input"), dict):
                out.append({**block, "input": self._guard_value(block["input"])})
            else:
                out.append(block)
        return out

    def _kwargs(self, kwargs: dict[str, Any]) -> dict[str, Any]:
        value = kwargs.get("reasoning_content")
        if not isinstance(value, str):
            return kwargs
        return {**kwargs, "reasoning_content": self._reasoning_guard(("kw",)).feed(value)}

    # -- streaming -----------------------------------------------------------------------------
    def chunk(self, message: AIMessageChunk) -> AIMessageChunk:
        """One chunk, guarded; tool-call chunks are held for :meth:`tail`."""
        content = message.content
        safe: str | list[Any] = (
            self._text.feed(content) if isinstance(content, str) else self._blocks(content)
        )
        for tc in message.tool_call_chunks:
            index = tc.get("index")
            key = index if isinstance(index, int) else len(self._tools)
            held = self._tools.setdefault(key, {"name": None, "id": None, "args": ""})
            held["name"] = held["name"] or tc.get("name")
            held["id"] = held["id"] or tc.get("id")
            held["args"] += tc.get("args") or ""
        return message.model_copy(
            update={
                "content": safe,
                "additional_kwargs": self._kwargs(message.additional_kwargs),
                "tool_call_chunks": [],
                "tool_calls": [],
                "invalid_tool_calls": [],
            }
        )

    def _flush_reasoning(self) -> tuple[list[dict[str, Any]], dict[str, Any]]:
        blocks: list[dict[str, Any]] = []
        kwargs: dict[str, Any] = {}
        for key, guard in self._reasoning.items():
            rest = guard.flush()
            self._note(guard, "reasoning")
            if not rest:
                continue
            if key == ("kw",):
                kwargs["reasoning_content"] = rest
            elif key[0] == "summary":
                block = {"type": "reasoning", "index": key[1]}
                blocks.append(
                    {**block, "summary": [{"type": "summary_text", "index": key[2], "text": rest}]}
                )
            else:
                blocks.append({**self._reasoning_blocks[key], _REASONING_BLOCKS[key[0]]: rest})
        return blocks, kwargs

    def report(self) -> dict[str, Any]:
        """What was removed from this output, by kind, and where (content / reasoning /
        tool_calls). Never the removed text: it is the pack."""
        text = self._text.report
        return {
            "removed": dict(sorted(self._counts.items())),
            "removed_chars": self._chars,
            "fallback": bool(text["fallback"]),
            "parts": sorted(self._parts),
        }

    def _metadata(self, metadata: dict[str, Any]) -> dict[str, Any]:
        """``metadata`` with the report when something was removed; a reply the guard left as
        it was carries nothing more (it would be stored in every checkpoint, issue 35)."""
        report = self.report()
        return {**metadata, REPORT_KEY: report} if report["removed"] else dict(metadata)

    def tail(self) -> AIMessageChunk:
        """The end of a stream: what was held, the tool calls (guarded), and the report."""
        rest = self._text.flush()
        self._note(self._text, "content")
        blocks, kwargs = self._flush_reasoning()
        content: str | list[Any]
        if self._list_content or blocks:
            content = list(blocks)
            if rest:
                text_block: dict[str, Any] = {"type": "text", "text": rest}
                if self._text_index is not None:
                    text_block["index"] = self._text_index
                content.append(text_block)
        else:
            content = rest
        chunks = [
            tool_call_chunk(
                name=held["name"],
                args=self._guard_args_text(held["args"]),
                id=held["id"],
                index=index,
            )
            for index, held in sorted(self._tools.items())
        ]
        return AIMessageChunk(
            content=content,
            additional_kwargs=kwargs,
            tool_call_chunks=chunks,
            response_metadata=self._metadata({}),
        )

    # -- whole messages ------------------------------------------------------------------------
    def message(self, message: AIMessage) -> AIMessage:
        """A whole message, guarded (text, reasoning, tool calls), with the report."""
        content = message.content
        safe: str | list[Any]
        if isinstance(content, str):
            safe = self._text.feed(content) + self._text.flush()
        else:
            safe = self._blocks(content)
            rest = self._text.flush()
            if rest:
                last = max((i for i, b in enumerate(safe) if _is_text(b)), default=None)
                if last is None:
                    safe.append({"type": "text", "text": rest})
                elif isinstance(safe[last], str):
                    safe[last] = safe[last] + rest
                else:
                    safe[last] = {**safe[last], "text": safe[last]["text"] + rest}
        self._note(self._text, "content")
        kwargs = self._kwargs(message.additional_kwargs)
        for key, guard in self._reasoning.items():
            rest = guard.flush()
            self._note(guard, "reasoning")
            if key == ("kw",):
                kwargs["reasoning_content"] = kwargs["reasoning_content"] + rest
            elif rest and isinstance(safe, list):
                _append_reasoning(safe, key, rest)
        tool_calls = [{**tc, "args": self._guard_value(tc["args"])} for tc in message.tool_calls]
        invalid = [
            {**tc, "args": self._guard_args_text(args) if (args := tc.get("args")) else args}
            for tc in message.invalid_tool_calls
        ]
        return message.model_copy(
            update={
                "content": safe,
                "additional_kwargs": kwargs,
                "tool_calls": tool_calls,
                "invalid_tool_calls": invalid,
                "response_metadata": self._metadata(message.response_metadata),
            }
        )


def _is_text(block: Any) -> bool:
    return isinstance(block, str) or (isinstance(block, dict) and block.get("type") == "text")


def _append_reasoning(blocks: list[Any], key: tuple[Any, ...], rest: str) -> None:
    """Put a reasoning guard's held end back into its block (whole messages)."""
    for i, block in enumerate(blocks):
        if not isinstance(block, dict):
            continue
        if (
            key[0] == "summary"
            and block.get("type") == "reasoning"
            and block.get("index") == key[1]
        ):
            summary = list(block.get("summary") or [])
            for j, item in enumerate(summary):
                if isinstance(item, dict) and item.get("index", j) == key[2]:
                    summary[j] = {**item, "text": item["text"] + rest}
            blocks[i] = {**block, "summary": summary}
            return
        if block.get("type") == key[0] and block.get("index") == key[1]:
            field = _REASONING_BLOCKS[key[0]]
            blocks[i] = {**block, field: block[field] + rest}
            return


def guard_message(message: AIMessage, pack_text: str, *, language: str | None = None) -> AIMessage:
    """``message`` with nothing of the pack's structure or pasted text in its text, reasoning
    or tool-call arguments; what was removed is in ``response_metadata["omoide_guard"]``."""
    return MessageGuard(pack_text, language=language).message(message)


class GuardedChatModel(BaseChatModel):
    """A chat model that keeps the MemoryPack in its input out of everything it emits.

    Built by :func:`guard_chat_model`; wraps any chat model (or a model with bound tools).
    """

    inner: Runnable[Any, Any]

    @property
    def _llm_type(self) -> str:
        return "omoide-guarded"

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> GuardedChatModel:
        """Tools are bound on the wrapped model; the result is still guarded."""
        return GuardedChatModel(inner=self.inner.bind_tools(tools, **kwargs))  # type: ignore[attr-defined]

    def with_structured_output(self, *args: Any, **kwargs: Any) -> Any:
        # Structured output is data for the program, not text for the user: delegate.
        return self.inner.with_structured_output(*args, **kwargs)  # type: ignore[attr-defined]

    @staticmethod
    def _inner_config(
        run_manager: CallbackManagerForLLMRun | AsyncCallbackManagerForLLMRun | None,
    ) -> RunnableConfig:
        """The wrapped model runs as a child of this run (tracing nests), tagged so that
        LangGraph's ``messages`` stream skips its raw, unguarded tokens."""
        if run_manager is None:
            return {"tags": [TAG_NOSTREAM]}
        manager_cls = (
            AsyncCallbackManager
            if isinstance(run_manager, AsyncCallbackManagerForLLMRun)
            else CallbackManager
        )
        tags = [*run_manager.inheritable_tags, TAG_NOSTREAM]
        child = manager_cls(
            handlers=run_manager.inheritable_handlers,
            inheritable_handlers=run_manager.inheritable_handlers,
            parent_run_id=run_manager.run_id,
            tags=tags,
            inheritable_tags=tags,
            metadata=run_manager.inheritable_metadata,
            inheritable_metadata=run_manager.inheritable_metadata,
        )
        return {"callbacks": child}

    @staticmethod
    def _kwargs(stop: list[str] | None, kwargs: dict[str, Any]) -> dict[str, Any]:
        return {**kwargs, **({"stop": stop} if stop is not None else {})}

    @staticmethod
    def _guard(messages: list[BaseMessage]) -> MessageGuard:
        return MessageGuard(pack_text_of(messages), language=_user_language(messages))

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        guard = self._guard(messages)
        config = self._inner_config(run_manager)
        for raw in self.inner.stream(messages, config, **self._kwargs(stop, kwargs)):
            message = guard.chunk(_as_chunk(raw))
            if _is_empty(message):
                continue  # all of it held back (or dropped): nothing to show yet
            chunk = ChatGenerationChunk(message=message)
            if run_manager and isinstance(message.content, str):
                run_manager.on_llm_new_token(message.content, chunk=chunk)
            yield chunk
        tail = ChatGenerationChunk(message=guard.tail())
        if run_manager:
            run_manager.on_llm_new_token(_text_of(tail.message), chunk=tail)
        yield tail

    async def _astream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> AsyncIterator[ChatGenerationChunk]:
        guard = self._guard(messages)
        config = self._inner_config(run_manager)
        async for raw in self.inner.astream(messages, config, **self._kwargs(stop, kwargs)):
            message = guard.chunk(_as_chunk(raw))
            if _is_empty(message):
                continue
            chunk = ChatGenerationChunk(message=message)
            if run_manager and isinstance(message.content, str):
                await run_manager.on_llm_new_token(message.content, chunk=chunk)
            yield chunk
        tail = ChatGenerationChunk(message=guard.tail())
        if run_manager:
            await run_manager.on_llm_new_token(_text_of(tail.message), chunk=tail)
        yield tail

    def _result(self, messages: list[BaseMessage], out: Any) -> ChatResult:
        message = out if isinstance(out, AIMessage) else AIMessage(content=str(_content(out)))
        return ChatResult(
            generations=[ChatGeneration(message=self._guard(messages).message(message))]
        )

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        out = self.inner.invoke(
            messages, self._inner_config(run_manager), **self._kwargs(stop, kwargs)
        )
        return self._result(messages, out)

    async def _agenerate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        out = await self.inner.ainvoke(
            messages, self._inner_config(run_manager), **self._kwargs(stop, kwargs)
        )
        return self._result(messages, out)


def _content(out: Any) -> Any:
    return out.content if isinstance(out, BaseMessage) else out


def _text_of(message: BaseMessage) -> str:
    from ..messages import message_text

    return message_text(message)


def _is_empty(message: AIMessageChunk) -> bool:
    """A chunk with no text and nothing else to carry (usage, ids of a response)."""
    content = message.content
    no_text = content == "" or (
        isinstance(content, list)
        and all(
            (isinstance(b, str) and not b)
            or (isinstance(b, dict) and b.get("type") == "text" and not b.get("text"))
            for b in content
        )
    )
    return (
        no_text
        and not message.usage_metadata
        and not message.response_metadata
        and not any(message.additional_kwargs.values())
    )


def _as_chunk(raw: Any) -> AIMessageChunk:
    """What a wrapped model streamed, as a chunk (a model without streaming yields its whole
    message once: its tool calls become tool-call chunks)."""
    if isinstance(raw, AIMessageChunk):
        return raw
    if isinstance(raw, AIMessage):
        calls = [
            tool_call_chunk(
                name=tc["name"],
                args=json.dumps(tc["args"], ensure_ascii=False),
                id=tc["id"],
                index=i,
            )
            for i, tc in enumerate(raw.tool_calls)
        ]
        calls += [
            tool_call_chunk(
                name=tc.get("name"), args=tc.get("args"), id=tc.get("id"), index=len(calls) + i
            )
            for i, tc in enumerate(raw.invalid_tool_calls)
        ]
        return AIMessageChunk(
            content=raw.content,
            additional_kwargs=raw.additional_kwargs,
            response_metadata=raw.response_metadata,
            usage_metadata=raw.usage_metadata,
            tool_call_chunks=calls,
            id=raw.id,
        )
    if isinstance(raw, BaseMessage):
        return AIMessageChunk(content=raw.content, id=raw.id)
    return AIMessageChunk(content=str(raw))


def guard_chat_model(model: Runnable[Any, Any]) -> GuardedChatModel:
    """``model``, guarded: the MemoryPack in its input never comes out of it — its markers,
    headings, reason / score / label lines and pasted runs of its lines are removed from the
    text, the reasoning and the tool-call arguments, from ``invoke`` / ``ainvoke``, ``stream``
    / ``astream`` and LangGraph's ``messages`` stream mode, while tokens still stream as they
    come. A reply that restates what it remembers passes unchanged. ``bind_tools`` keeps the
    guard::

        model = guard_chat_model(ChatOpenAI(model="gpt-4o-mini")).bind_tools(tools)
    """
    if isinstance(model, GuardedChatModel):
        return model
    return GuardedChatModel(inner=model)
