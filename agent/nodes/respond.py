"""respond: the chat model with the persona in the system prompt and the MemoryPack as an
internal assistant message just before the user's message. Output passes the leak guard, token
by token; guarded tokens are streamed on LangGraph's ``custom`` stream mode."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, SystemMessage
from langchain_core.runnables import RunnableConfig
from langgraph.config import get_stream_writer

from omoide import prompts

from ..leak_guard import LeakGuard
from ..messages import message_text
from ..settings import ChatModelNotConfigured
from ..state import AgentState

__all__ = ["ResponderDeps", "build_prompt", "respond_node"]

# Raw model tokens are not streamed (they have not passed the guard); LangGraph skips runs
# tagged like this in `messages` streaming.
_NOSTREAM = "nostream"


@dataclass(frozen=True)
class ResponderDeps:
    chat_model: BaseChatModel | None
    persona: str = prompts.DEFAULT_PERSONA
    max_history_messages: int = 20


def build_prompt(state: AgentState, deps: ResponderDeps, *, now: datetime) -> list[BaseMessage]:
    """[system persona] + recent history + [internal MemoryPack] + the user's message."""
    messages = list(state["messages"])
    history, last = messages[:-1][-deps.max_history_messages :], messages[-1:]
    system = prompts.build_system_prompt(
        persona=deps.persona, now_local=now.isoformat(timespec="minutes")
    )
    pack = state.get("memory_pack", "")
    injected = [AIMessage(content=pack)] if pack else []
    return [SystemMessage(content=system), *history, *injected, *last]


def respond_node(deps: ResponderDeps) -> Callable[..., dict[str, Any]]:
    def respond(state: AgentState, config: RunnableConfig) -> dict[str, Any]:
        """Answer the user; nothing of the MemoryPack reaches them."""
        if deps.chat_model is None:
            raise ChatModelNotConfigured()
        started = time.perf_counter()
        prompt = build_prompt(state, deps, now=datetime.now(tz=UTC))
        guard = LeakGuard(state.get("memory_pack", ""))
        writer = get_stream_writer()
        parts: list[str] = []
        tags = [*(config.get("tags") or []), _NOSTREAM]
        for chunk in deps.chat_model.stream(prompt, config={**config, "tags": tags}):
            safe = guard.feed(message_text(chunk))
            if safe:
                parts.append(safe)
                writer({"token": safe})
        if tail := guard.flush():
            parts.append(tail)
            writer({"token": tail})
        reply = "".join(parts).strip()
        elapsed = (time.perf_counter() - started) * 1000
        return {"messages": [AIMessage(content=reply, response_metadata={"respond_ms": elapsed})]}

    return respond
