"""Keeps the MemoryPack out of what the user sees, also token by token while streaming.

Comparison happens on a *skeleton* of the text: NFKC, case-folded, JSON escapes decoded
(``\\u67f4`` → ``柴``), and only letters and digits kept — so spacing, tabs, zero-width
characters, punctuation, quote wrappers (``User: 「…」``), list / quote prefixes (``- `` /
``> ``), full-width ASCII and case no longer hide a copy. Two things are removed:

- **markers**: the internal-context prefix and the section markers in any spelling
  (``<<INTERNAL_CONTEXT>>``, ``internal context``, ``OMOIDE_SECTION: episode_evidence`` …);
- **copied runs**: any stretch of the reply whose skeleton also occurs in the pack's skeleton
  and weighs at least :data:`MIN_LEAK_WEIGHT` (a letter or digit of ASCII weighs 1, any other
  character — kana, kanji, hangul — weighs 2, being about a word). A reply that mentions a
  remembered fact in its own words shares only short runs with the pack and passes untouched
  (the threshold is measured in ``tests/unit/test_leak_guard.py``).

The pack's skeleton is indexed in a suffix automaton, so the guard always knows the longest
end of the reply that still occurs in the pack. While streaming, only that end (which could
still grow into a copied run) and an unfinished marker or JSON escape are held back; everything
before it is final and goes out at once.
"""

from __future__ import annotations

import unicodedata
from collections.abc import AsyncIterator, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from langchain_core.callbacks import (
    AsyncCallbackManager,
    AsyncCallbackManagerForLLMRun,
    CallbackManager,
    CallbackManagerForLLMRun,
)
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from langchain_core.runnables import Runnable, RunnableConfig

from omoide import prompts

__all__ = [
    "MIN_LEAK_WEIGHT",
    "GuardedChatModel",
    "LeakGuard",
    "guard_chat_model",
    "leaked_weight",
    "pack_text_of",
    "scrub",
    "skeleton",
]

# LangGraph's `messages` stream mode skips model runs tagged like this (langgraph.constants).
TAG_NOSTREAM = "nostream"

# A run of this weight copied from the pack is a leak (27 ASCII letters or digits — about six
# English words — or 14 kana / kanji). Measured in tests/unit/test_leak_guard.py: 25 replies
# that restate the pack's memories in their own words (EN and JA) share at most 24 with it
# (an echo of the user's own phrase, "curry with apples and honey"); the shortest copy among
# the 32 leak variants shares 29 (a reason line), a 40-character cut of a quote 33.
MIN_LEAK_WEIGHT = 27

# Marker spellings, as skeletons: the prefix, and a section marker with or without its name.
# A section name alone ("open loops", "stable facts") is ordinary English, not a marker.
_MARKERS: tuple[str, ...] = (
    "internalcontext",
    "omoidesection",
    *("omoidesection" + name.replace("_", "").lower() for name in prompts.SECTION_ORDER),
)
_MARKER_SPAN = max(map(len, _MARKERS))
# Wrapper characters that go with a removed run when they touch it (quotes, brackets, the
# marker's angle brackets, a "User:" colon); sentence punctuation stays.
_WRAPPERS = frozenset("<>[](){}「」『』【】〈〉《》\"'“”‘’«»`:：*→-")
_HEX = frozenset("0123456789abcdefABCDEF")


@lru_cache(maxsize=4096)
def _char_skeleton(ch: str) -> str:
    folded = unicodedata.normalize("NFKC", ch).casefold()
    return "".join(c for c in folded if c.isalnum())


def _weight(c: str) -> int:
    return 1 if c.isascii() else 2


_ESCAPED = {"n": "\n", "r": "\r", "t": "\t", "b": "", "f": "", '"': '"', "\\": "\\", "/": "/"}


def _decode_units(text: str, *, final: bool) -> tuple[list[tuple[str, str, str]], str]:
    """Split ``text`` into (original, decoded, skeleton) units, decoding JSON escapes.

    Returns the units and the unfinished escape at the end (held until more text arrives,
    unless ``final``).
    """
    units: list[tuple[str, str, str]] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch != "\\":
            units.append((ch, ch, _char_skeleton(ch)))
            i += 1
            continue
        rest = text[i + 1 : i + 6]
        if not final and (not rest or (rest[0] == "u" and len(rest) < 5 and set(rest[1:]) <= _HEX)):
            return units, text[i:]  # could still become an escape
        if rest[:1] == "u" and len(rest) == 5 and set(rest[1:]) <= _HEX:
            decoded = chr(int(rest[1:], 16))
            units.append((text[i : i + 6], decoded, _char_skeleton(decoded)))
            i += 6
        elif rest[:1] and rest[0] in _ESCAPED:
            units.append((text[i : i + 2], _ESCAPED[rest[0]], ""))
            i += 2
        else:
            units.append((ch, ch, ""))
            i += 1
    return units, ""


class _Automaton:
    """Suffix automaton of a string: which strings occur in it, extended one character at a time."""

    def __init__(self, text: str) -> None:
        self.next: list[dict[str, int]] = [{}]
        self.link = [-1]
        self.length = [0]
        last = 0
        for c in text:
            cur = len(self.next)
            self.next.append({})
            self.length.append(self.length[last] + 1)
            self.link.append(0)
            p = last
            while p != -1 and c not in self.next[p]:
                self.next[p][c] = cur
                p = self.link[p]
            if p != -1:
                q = self.next[p][c]
                if self.length[p] + 1 == self.length[q]:
                    self.link[cur] = q
                else:
                    clone = len(self.next)
                    self.next.append(dict(self.next[q]))
                    self.length.append(self.length[p] + 1)
                    self.link.append(self.link[q])
                    while p != -1 and self.next[p].get(c) == q:
                        self.next[p][c] = clone
                        p = self.link[p]
                    self.link[q] = self.link[cur] = clone
            last = cur

    def step(self, state: int, matched: int, c: str) -> tuple[int, int]:
        """The longest match ending one character later."""
        while state and c not in self.next[state]:
            state = self.link[state]
            matched = self.length[state]
        if c in self.next[state]:
            return self.next[state][c], matched + 1
        return 0, 0


def skeleton(text: str) -> str:
    """What the guard compares: NFKC, case-folded, JSON escapes decoded, letters/digits only."""
    units, _ = _decode_units(text, final=True)
    return "".join(s for _, _, s in units)


def _pack_skeleton(pack_text: str) -> str:
    return skeleton(pack_text)


def leaked_weight(reply: str, pack_text: str) -> int:
    """The weight of the longest run of ``reply`` copied from the pack (what the guard measures)."""
    auto = _Automaton(_pack_skeleton(pack_text))
    state = matched = best = 0
    weights: list[int] = [0]
    for c in skeleton(reply):
        state, matched = auto.step(state, matched, c)
        weights.append(weights[-1] + _weight(c))
        best = max(best, weights[-1] - weights[len(weights) - 1 - matched])
    return best


@dataclass
class _Unit:
    text: str
    decoded: str
    start: int  # skeleton positions [start, end)
    end: int


class LeakGuard:
    """Feed model output in; get safe text out. Call :meth:`flush` at the end.

    ``LeakGuard(pack_text)`` guards against one pack (the text of the internal-context
    message(s)); an empty pack still removes markers.
    """

    def __init__(self, pack_text: str, *, min_weight: int = MIN_LEAK_WEIGHT) -> None:
        self._auto = _Automaton(_pack_skeleton(pack_text))
        self._min_weight = min_weight
        self._state = 0
        self._matched = 0
        self._skel: list[str] = []
        self._cum = [0]  # cumulative weights of the skeleton
        self._flagged: list[bool] = []
        self._word_start: list[bool] = []
        self._after_gap = True
        self._flag_upto = 0  # positions below this that were flagged by a run are done
        self._pending: list[_Unit] = []
        self._raw = ""  # an unfinished JSON escape
        self._prev_flagged = False  # the last emitted unit with a skeleton was removed
        self._last = " "  # the last character emitted

    # -- input --------------------------------------------------------------------------
    def _flag(self, start: int, end: int) -> None:
        for k in range(max(start, 0), end):
            self._flagged[k] = True

    def _add_unit(self, text: str, decoded: str, skel: str) -> None:
        start = len(self._skel)
        for j, c in enumerate(skel):
            prev = self._skel[-1] if self._skel else ""
            # A word starts after a gap, and at every character outside ASCII (kana, kanji).
            self._word_start.append(
                j == 0 and (self._after_gap or not c.isascii() or not prev.isascii())
            )
            self._push(c)
        self._after_gap = not skel
        self._pending.append(_Unit(text, decoded, start, len(self._skel)))

    def _push(self, c: str) -> None:
        i = len(self._skel)
        self._skel.append(c)
        self._cum.append(self._cum[-1] + _weight(c))
        self._flagged.append(False)
        self._state, self._matched = self._auto.step(self._state, self._matched, c)
        start = i + 1 - self._matched
        if self._matched and self._cum[i + 1] - self._cum[start] >= self._min_weight:
            if start >= self._flag_upto:
                # A new run: it starts at a word, not at the tail of the word before it.
                while start < i and not self._word_start[start]:
                    start += 1
            self._flag(max(start, self._flag_upto), i + 1)
            self._flag_upto = i + 1
        tail = "".join(self._skel[-_MARKER_SPAN:])
        for marker in _MARKERS:
            if tail.endswith(marker):
                self._flag(i + 1 - len(marker), i + 1)

    def _marker_prefix(self) -> int:
        """Length of the longest skeleton end that could still complete a marker."""
        tail = "".join(self._skel[-_MARKER_SPAN:])
        best = 0
        for marker in _MARKERS:
            for k in range(min(len(marker) - 1, len(tail)), best, -1):
                if tail.endswith(marker[:k]):
                    best = k
                    break
        return best

    # -- output -------------------------------------------------------------------------
    def _is_flagged(self, u: _Unit) -> bool:
        return any(self._flagged[u.start : u.end])

    def _emit_gap(self, gap: list[_Unit], before: bool, after: bool) -> str:
        """Units without letters between two units with: wrappers (and the spaces among them)
        touching a removed run go with it; line breaks always stay."""
        if before and after:
            return "".join(u.text for u in gap if "\n" in u.decoded)

        def absorbable(u: _Unit) -> bool:
            d = u.decoded
            return bool(d) and (set(d) <= _WRAPPERS or (d.isspace() and "\n" not in d))

        keep = [True] * len(gap)
        if before:
            k = 0
            while k < len(gap) and absorbable(gap[k]):
                keep[k], k = False, k + 1
        if after:
            k = len(gap) - 1
            while k >= 0 and absorbable(gap[k]):
                keep[k], k = False, k - 1
        text = "".join(u.text for u, k in zip(gap, keep, strict=True) if k)
        dropped_space = any(not k and u.decoded.isspace() for u, k in zip(gap, keep, strict=True))
        if dropped_space and not any(c.isspace() for c in text):
            # Words on either side stay apart, by one space.
            if after:
                text += " "
            elif not self._last.isspace():
                text = " " + text
        return text

    def _release(self, hold_from: int | None) -> str:
        """Emit the pending units that can no longer change (all of them when ``None``)."""
        out: list[str] = []

        def emit(text: str) -> None:
            if text:
                out.append(text)
                self._last = text[-1]

        gap: list[_Unit] = []
        done = 0
        for idx, u in enumerate(self._pending):
            if u.start == u.end:
                gap.append(u)
                continue
            if hold_from is not None and u.end > hold_from:
                break
            flagged = self._is_flagged(u)
            emit(self._emit_gap(gap, self._prev_flagged, flagged))
            gap = []
            if not flagged:
                emit(u.text)
            self._prev_flagged = flagged
            done = idx + 1
        else:
            if hold_from is None:
                emit(self._emit_gap(gap, self._prev_flagged, False))
                done = len(self._pending)
        self._pending = self._pending[done:]
        return "".join(out)

    def feed(self, chunk: str) -> str:
        """Take the next piece of model output; return what is safe to show now."""
        units, self._raw = _decode_units(self._raw + chunk, final=False)
        for unit in units:
            self._add_unit(*unit)
        hold_from = len(self._skel) - max(self._matched, self._marker_prefix())
        return self._release(hold_from)

    def flush(self) -> str:
        """End of the reply: release (or drop) everything still held."""
        units, self._raw = _decode_units(self._raw, final=True)
        for unit in units:
            self._add_unit(*unit)
        return self._release(None)


def scrub(text: str, pack_text: str) -> str:
    """The whole-text version of :class:`LeakGuard`."""
    guard = LeakGuard(pack_text)
    return guard.feed(text) + guard.flush()


# -- a guarded chat model ---------------------------------------------------------------------


def pack_text_of(messages: Sequence[BaseMessage]) -> str:
    """The text of omoide's internal-context messages among ``messages`` ('' when none): assistant
    messages that begin with the prefix (a user who types it is just a user)."""
    from .messages import message_text

    found = [message_text(m) for m in messages if m.type == "ai"]
    return "\n\n".join(t for t in found if t.lstrip().startswith(prompts.INTERNAL_CONTEXT_PREFIX))


class _ChunkGuard:
    """Guards the text of message chunks; tool calls and metadata pass untouched."""

    def __init__(self, pack: str) -> None:
        self.guard = LeakGuard(pack)

    def chunk(self, chunk: ChatGenerationChunk) -> ChatGenerationChunk:
        message = chunk.message
        content = message.content
        if isinstance(content, str):
            safe: str | list[str | dict[str, Any]] = self.guard.feed(content)
        else:
            safe = []
            for block in content:
                if isinstance(block, str):
                    safe.append(self.guard.feed(block))
                elif block.get("type") == "text" and isinstance(block.get("text"), str):
                    safe.append({**block, "text": self.guard.feed(str(block["text"]))})
                else:
                    safe.append(block)
        return ChatGenerationChunk(
            message=message.model_copy(update={"content": safe}),
            generation_info=chunk.generation_info,
        )

    def tail(self) -> ChatGenerationChunk | None:
        rest = self.guard.flush()
        return ChatGenerationChunk(message=AIMessageChunk(content=rest)) if rest else None


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

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        guard = _ChunkGuard(pack_text_of(messages))
        config = self._inner_config(run_manager)
        yielded = False
        for raw in self.inner.stream(messages, config, **self._kwargs(stop, kwargs)):
            chunk = guard.chunk(ChatGenerationChunk(message=_as_chunk(raw)))
            if _is_empty(chunk.message):
                continue  # all of it held back (or dropped): nothing to show yet
            if run_manager and isinstance(chunk.message.content, str):
                run_manager.on_llm_new_token(chunk.message.content, chunk=chunk)
            yielded = True
            yield chunk
        tail = guard.tail()
        if tail is None and not yielded:  # a reply that was all pack: an empty message
            tail = ChatGenerationChunk(message=AIMessageChunk(content=""))
        if tail is not None:
            if run_manager:
                run_manager.on_llm_new_token(str(tail.message.content), chunk=tail)
            yield tail

    async def _astream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> AsyncIterator[ChatGenerationChunk]:
        guard = _ChunkGuard(pack_text_of(messages))
        config = self._inner_config(run_manager)
        yielded = False
        async for raw in self.inner.astream(messages, config, **self._kwargs(stop, kwargs)):
            chunk = guard.chunk(ChatGenerationChunk(message=_as_chunk(raw)))
            if _is_empty(chunk.message):
                continue  # all of it held back (or dropped): nothing to show yet
            if run_manager and isinstance(chunk.message.content, str):
                await run_manager.on_llm_new_token(chunk.message.content, chunk=chunk)
            yielded = True
            yield chunk
        tail = guard.tail()
        if tail is None and not yielded:  # a reply that was all pack: an empty message
            tail = ChatGenerationChunk(message=AIMessageChunk(content=""))
        if tail is not None:
            if run_manager:
                await run_manager.on_llm_new_token(str(tail.message.content), chunk=tail)
            yield tail

    def _guarded_result(self, messages: list[BaseMessage], out: Any) -> ChatResult:
        message = out if isinstance(out, BaseMessage) else AIMessage(content=str(out))
        guard = _ChunkGuard(pack_text_of(messages))
        chunk = guard.chunk(ChatGenerationChunk(message=AIMessageChunk(content=message.content)))
        content = chunk.message.content
        if (tail := guard.tail()) is not None:
            content = (
                content + str(tail.message.content)
                if isinstance(content, str)
                else [*content, str(tail.message.content)]
            )
        return ChatResult(
            generations=[ChatGeneration(message=message.model_copy(update={"content": content}))]
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
        return self._guarded_result(messages, out)

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
        return self._guarded_result(messages, out)


def _is_empty(message: BaseMessage) -> bool:
    """A chunk with no text and nothing else to carry (tool calls, usage, ids of a response)."""
    return (
        message.content in ("", [])
        and not getattr(message, "tool_call_chunks", None)
        and not getattr(message, "usage_metadata", None)
        and not message.response_metadata
        and not message.additional_kwargs
    )


def _as_chunk(raw: Any) -> AIMessageChunk:
    if isinstance(raw, AIMessageChunk):
        return raw
    if isinstance(raw, BaseMessage):
        return AIMessageChunk(content=raw.content, id=raw.id)
    return AIMessageChunk(content=str(raw))


def guard_chat_model(model: Runnable[Any, Any]) -> GuardedChatModel:
    """``model``, guarded: the text of omoide's internal-context messages in its input never
    comes out of it — not from ``invoke`` / ``ainvoke``, ``stream`` / ``astream``, nor in
    LangGraph's ``messages`` stream mode — while tokens still stream as they come (only a
    possible copy in progress is held back). ``bind_tools`` keeps the guard::

        model = guard_chat_model(ChatOpenAI(model="gpt-4o-mini")).bind_tools(tools)
    """
    if isinstance(model, GuardedChatModel):
        return model
    return GuardedChatModel(inner=model)
