"""respond: the chat model with the persona in the system prompt and the MemoryPack as an
internal assistant message just before the user's message. Output passes the leak guard, token
by token; guarded tokens are streamed on LangGraph's ``custom`` stream mode, and the guarded
reply is what the conversation (and so ``remember``) keeps.

The system prompt shows the same "now" as the pack (its capsule's ``now_local``), in the same
time zone: the turn's ``now`` when the parent set one, else the moment the pack was built."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, SystemMessage
from langchain_core.runnables import RunnableConfig
from langgraph.config import get_stream_writer
from langgraph.runtime import Runtime

from omoide import prompts

from ..config import RetrievalConfig
from ..leak_guard import REPORT_KEY, LeakGuard, detect_language
from ..messages import message_text
from ..pack_clock import pack_built_at
from ..runtime import config_of
from ..settings import ChatModelNotConfigured
from ..state import AgentState, memory_pack_of

__all__ = ["ResponderDeps", "build_prompt", "respond_node", "turn_now"]

# Raw model tokens are not streamed (they have not passed the guard); LangGraph skips runs
# tagged like this in `messages` streaming.
_NOSTREAM = "nostream"


@dataclass(frozen=True)
class ResponderDeps:
    chat_model: BaseChatModel | None
    persona: str = prompts.DEFAULT_PERSONA
    max_history_messages: int = 20
    timezone: str = "UTC"  # the store's zone; a run's RetrievalConfig.timezone overrides it
    # The run's namespace's zone, read at each turn (wins over ``timezone`` when given): users
    # of one deployment may live in different zones, and an ingest may record one later.
    zone_of_run: Callable[[], str] | None = None


def build_prompt(state: AgentState, deps: ResponderDeps, *, now: datetime) -> list[BaseMessage]:
    """[system persona] + recent history + [internal MemoryPack] + the user's message."""
    messages = list(state["messages"])
    history, last = messages[:-1][-deps.max_history_messages :], messages[-1:]
    # The pack's capsule shows the same instant in the same format (pack_clock.format_local_time).
    system = prompts.build_system_prompt(
        persona=deps.persona, now_local=now.isoformat(timespec="seconds")
    )
    pack = memory_pack_of(state)  # hidden from clients, not from the model
    injected = [AIMessage(content=pack)] if pack else []
    return [SystemMessage(content=system), *history, *injected, *last]


def turn_now(
    state: AgentState, deps: ResponderDeps, runtime: Runtime[RetrievalConfig] | None = None
) -> datetime:
    """This turn's one "now", in the zone the pack uses: the parent's ``now``, else the time
    the retrieval node recalled for (``turn_time``, also when it injected nothing), else the
    pack's, else the wall clock."""
    store_zone = deps.zone_of_run() if deps.zone_of_run is not None else deps.timezone
    zone = config_of(runtime).zone(store_zone)  # the defaults under the run's overrides
    if at := state.get("now") or state.get("turn_time"):
        return datetime.fromtimestamp(int(at), tz=zone)
    built = pack_built_at(memory_pack_of(state))
    return built.astimezone(zone) if built else datetime.now(tz=zone)


def respond_node(deps: ResponderDeps) -> Callable[..., dict[str, Any]]:
    def respond(
        state: AgentState, config: RunnableConfig, runtime: Runtime[RetrievalConfig]
    ) -> dict[str, Any]:
        """Answer the user; nothing of the MemoryPack reaches them."""
        if deps.chat_model is None:
            raise ChatModelNotConfigured()
        started = time.perf_counter()
        prompt = build_prompt(state, deps, now=turn_now(state, deps, runtime))
        # A reply the guard leaves with nothing gets a sentence in the user's language.
        guard = LeakGuard(memory_pack_of(state), language=detect_language(message_text(prompt[-1])))
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
        metadata: dict[str, object] = {"respond_ms": elapsed}
        if guard.report.get("removed"):  # the report only when the guard removed something
            metadata[REPORT_KEY] = guard.report
        return {"messages": [AIMessage(content=reply, response_metadata=metadata)]}

    return respond
