"""``memory_node``: omoide inside your own model node — no graph steps of its own.

The README's two-node drop-in puts a retrieval node before the model and a remember node after
the reply. Each is a graph step, and a saver that copies the whole state into every checkpoint
(``SqliteSaver``, and any saver that does the same) pays for the two steps with two more copies
of the conversation per turn. ``memory_node(call_model, store)`` does the same work inside the
model node (as langchain-ai/memory-agent searches its store inside ``call_model``)::

    builder.add_node("call_model", memory_node(call_model, store))

On the first model call of a turn (nothing from the assistant or a tool after the newest human
message yet) it recalls for that message, with the same retrieval graph the retrieval node runs;
later calls of the same turn (after each tool round) reuse that pack. Your node sees
``state["messages"]`` with the pack placed as ``with_memory`` places it (an internal assistant
message just before the newest human message), so a node that passes ``state["messages"]`` to
its model needs no change; the pack never enters the state: a message your node returns that is
the pack is dropped from its update. When the reply your node returns is final (an assistant
message without tool calls), the exchange is remembered as ``build_remember_node`` remembers it
(the same record, the reply guarded against this turn's pack, never an empty reply).

Nothing of the pack reaches a client or a checkpoint: the recall runs as a graph compiled
without a checkpointer (it writes no child checkpoints into the parent's saver), tagged
``langsmith:hidden`` (no stream mode shows its steps), and what it hands back is ``Hidden``.
The state needs only ``messages``; an optional per-turn ``now`` (epoch seconds) is read and, as
the retrieval node does, consumed (``now=None`` joins the node's update).

Which form to choose: the two nodes show retrieval and remember as steps in Studio (and with
``show_memory=True`` the pack in the thread view) and write ``run_id`` for the forget node;
``memory_node`` adds no step, so a per-step checkpointer stores what it stores without omoide.
The pack of a turn in progress is kept in this process (bounded) between the model calls of
that turn; a turn resumed in another process recalls again on its next model call.
"""

from __future__ import annotations

import asyncio
import copy
import dataclasses
import functools
import inspect
import threading
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, cast

from langchain_core.messages import (
    AIMessage,
    AnyMessage,
    BaseMessage,
    HumanMessage,
    ToolMessage,
    convert_to_messages,
)
from langchain_core.runnables import Runnable, RunnableConfig
from langgraph.config import get_config
from langgraph.constants import TAG_HIDDEN
from langgraph.types import Command

from .builder import ConsolidateMode, build_remember_node, build_sealed_recall
from .config import RetrievalConfig
from .messages import MISSING_MESSAGES, is_internal, message_text, with_memory
from .nodes.remember import as_mapping
from .state import memory_pack_of
from .users import StoreSource, run_stores

__all__ = ["memory_node", "turn_started"]

# Turns in progress whose pack this process keeps between model calls (per memory_node); a turn
# is dropped once its final reply is remembered, the oldest when there are more.
MAX_OPEN_TURNS = 1024


def _last_human(messages: Sequence[BaseMessage]) -> int | None:
    return next(
        (i for i in range(len(messages) - 1, -1, -1) if isinstance(messages[i], HumanMessage)),
        None,
    )


def turn_started(messages: Sequence[BaseMessage]) -> bool:
    """Whether the model is about to answer the newest human message for the first time this
    turn: no assistant message (omoide's internal context aside) and no tool result after it."""
    at = _last_human(messages)
    after = messages if at is None else messages[at + 1 :]
    return not any(
        isinstance(m, ToolMessage) or (isinstance(m, AIMessage) and not is_internal(m))
        for m in after
    )


@dataclass(frozen=True)
class _Recalled:
    pack: str
    turn_time: int


_TurnKey = tuple[str, str, str, int, str]


class _OpenTurns:
    """The packs of turns in progress, keyed by thread, namespace and the turn's human message
    (its id, position and text), so neither another thread nor another user can get them."""

    def __init__(self, limit: int = MAX_OPEN_TURNS) -> None:
        self._limit = limit
        self._turns: OrderedDict[_TurnKey, _Recalled] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: _TurnKey) -> _Recalled | None:
        with self._lock:
            return self._turns.get(key)

    def put(self, key: _TurnKey, recalled: _Recalled) -> None:
        with self._lock:
            self._turns[key] = recalled
            self._turns.move_to_end(key)
            while len(self._turns) > self._limit:
                self._turns.popitem(last=False)

    def close(self, key: _TurnKey) -> None:
        with self._lock:
            self._turns.pop(key, None)

    def __len__(self) -> int:
        return len(self._turns)


def _messages_of(state: Any) -> list[AnyMessage]:
    values = as_mapping(state)
    if "messages" not in values:
        raise ValueError(MISSING_MESSAGES.replace("retrieval node", "memory_node"))
    return cast("list[AnyMessage]", convert_to_messages(values["messages"]))


def _with_messages(state: Any, messages: list[AnyMessage]) -> Any:
    """``state`` as the user's node should see it: the same, with ``messages`` replaced."""
    if isinstance(state, Mapping):
        return {**state, "messages": messages}
    if hasattr(state, "model_copy"):  # a pydantic state
        return state.model_copy(update={"messages": messages})
    if dataclasses.is_dataclass(state) and not isinstance(state, type):
        out = copy.copy(state)
        object.__setattr__(out, "messages", messages)  # frozen dataclasses too
        return out
    raise TypeError(f"unsupported state type {type(state).__name__}")


def _updates(output: Any) -> list[Mapping[str, Any]]:
    """The state updates in what a node returned (a dict, a Command, or a list of them)."""
    if isinstance(output, Mapping):
        return [output]
    if isinstance(output, Command):
        update = output.update
        if isinstance(update, Mapping):
            return [update]
        if isinstance(update, Sequence) and not isinstance(update, str):
            return [dict([pair]) for pair in update if isinstance(pair, tuple) and len(pair) == 2]
        return []
    if isinstance(output, list):
        return [u for item in output for u in _updates(item)]
    return []


def _new_messages(output: Any) -> list[AnyMessage]:
    found: list[AnyMessage] = []
    for update in _updates(output):
        value = update.get("messages")
        if value is None:
            continue
        items = value if isinstance(value, Sequence) and not isinstance(value, str) else [value]
        for item in items:
            if isinstance(item, BaseMessage):
                found.append(cast("AnyMessage", item))
    return found


def _drop_pack(value: Any, pack: str) -> Any:
    """``value`` (a ``messages`` update) without the pack message, if the node returned it."""

    def is_pack(m: Any) -> bool:
        return isinstance(m, AIMessage) and is_internal(m) and message_text(m) == pack

    if is_pack(value):
        return []
    if isinstance(value, list) and any(is_pack(m) for m in value):
        return [m for m in value if not is_pack(m)]
    return value


def _clean(output: Any, pack: str, consume_now: bool) -> Any:
    """The node's output as the parent gets it: no pack message; ``now`` consumed."""
    if output is None:
        return {"now": None} if consume_now else None
    if isinstance(output, Mapping):
        out = dict(output)
        if "messages" in out and pack:
            out["messages"] = _drop_pack(out["messages"], pack)
        if consume_now:
            out.setdefault("now", None)
        return out
    if isinstance(output, Command) and isinstance(output.update, Mapping):
        return dataclasses.replace(output, update=_clean(output.update, pack, consume_now))
    if isinstance(output, Command) and isinstance(output.update, list):  # (key, value) pairs
        pairs = [
            (pair[0], _drop_pack(pair[1], pack))
            if isinstance(pair, tuple) and len(pair) == 2 and pair[0] == "messages"
            else pair
            for pair in output.update
        ]
        return dataclasses.replace(output, update=pairs)
    if isinstance(output, list):
        return [_clean(item, pack, False) for item in output]
    return output


def _final_reply(new: Sequence[AnyMessage]) -> bool:
    """Whether the node's update ends the turn: its last assistant message calls no tool."""
    last = next((m for m in reversed(new) if isinstance(m, AIMessage)), None)
    return last is not None and not last.tool_calls and not is_internal(last)


class _MemoryNode:
    """What ``memory_node`` wraps around a model node (shared by the sync and async forms)."""

    def __init__(
        self,
        store: StoreSource,
        *,
        config: RetrievalConfig | None,
        users: dict[str, Any],
        consolidate: ConsolidateMode,
    ) -> None:
        self.stores = run_stores(store, **users)
        # The retrieval node's inner graph, alone: compiled without a checkpointer (no child
        # checkpoints in the parent's saver) and hidden (no stream mode shows its steps); its
        # only output is the sealed handover (Hidden). It hands it to this wrapper, not to your
        # state, so the node's own level (its recall and publish steps, ~1-1.7 ms CPU a turn:
        # `benchmarks/bench_turn_pieces.py graph`, BENCHMARKS §4) is left out.
        recall = build_sealed_recall(store, config=config, **users)
        self.recall: Runnable[Any, Any] = recall.with_config(tags=[TAG_HIDDEN])
        self.remember = build_remember_node(store, consolidate=consolidate, **users)
        self.turns = _OpenTurns()

    def key(self, messages: Sequence[AnyMessage], config: RunnableConfig) -> _TurnKey:
        at = _last_human(messages)
        human = None if at is None else messages[at]
        thread = str((config.get("configurable") or {}).get("thread_id", ""))
        return (
            thread,
            self.stores.namespace_of_run(),
            "" if human is None else str(human.id or ""),
            -1 if at is None else at,
            "" if human is None else message_text(human),
        )

    @staticmethod
    def recall_input(state: Any, messages: list[AnyMessage]) -> dict[str, Any]:
        values = as_mapping(state)
        inputs: dict[str, Any] = {"messages": messages}
        for name in ("now", "run_id"):
            if values.get(name) is not None:
                inputs[name] = values[name]
        return inputs

    @staticmethod
    def recalled(out: Mapping[str, Any]) -> _Recalled:
        handover = out["sealed"].value
        return _Recalled(memory_pack_of(handover), int(handover["turn_time"]))

    def remember_state(
        self, messages: list[AnyMessage], output: Any, turn: _Recalled
    ) -> dict[str, Any] | None:
        """The state ``build_remember_node`` reads for this turn, or None when the reply is
        not final (a tool round) or there is none."""
        new = _new_messages(output)
        if not _final_reply(new):
            return None
        return {
            "messages": [*messages, *new],
            "memory_pack": turn.pack,
            "turn_time": turn.turn_time,
        }


def memory_node(
    call_model: Callable[..., Any],
    store: StoreSource,
    *,
    config: RetrievalConfig | None = None,
    namespace: tuple[str, ...] | None = None,
    user_key: str | None = None,
    default_user: str | None = None,
    consolidate: ConsolidateMode = None,
) -> Callable[..., Any]:
    """``call_model`` (your model node, sync or async) with omoide's recall before the model
    and remember after the final reply, in the same graph step::

        def call_model(state: State) -> dict:
            return {"messages": [model.invoke(state["messages"])]}

        builder.add_node("call_model", memory_node(call_model, store))

    ``call_model`` sees ``messages`` with this turn's pack placed as ``with_memory`` places it;
    everything else (its other arguments — ``config``, ``runtime``, ... — and what it returns)
    passes through, without the pack. Recall runs once per turn, on the model call that first
    answers the newest human message; the exchange is remembered once, when the reply is final
    (no tool calls). ``store``, ``config``, the per-run user options and ``consolidate`` as in
    ``build_retrieval_node`` / ``build_remember_node``. The state needs only ``messages``.
    """
    users: dict[str, Any] = {
        "namespace": namespace,
        "user_key": user_key,
        "default_user": default_user,
    }
    memory = _MemoryNode(store, config=config, users=users, consolidate=consolidate)
    call = getattr(call_model, "__call__", None)  # noqa: B004 (an async callable object too)
    if inspect.iscoroutinefunction(call_model) or inspect.iscoroutinefunction(call):
        return _async_node(call_model, memory)
    return _sync_node(call_model, memory)


def _sync_node(call_model: Callable[..., Any], memory: _MemoryNode) -> Callable[..., Any]:
    @functools.wraps(call_model)
    def node(state: Any, *args: Any, **kwargs: Any) -> Any:
        config = get_config()
        messages = _messages_of(state)
        key = memory.key(messages, config)
        turn = None if turn_started(messages) else memory.turns.get(key)
        if turn is None:
            turn = memory.recalled(memory.recall.invoke(memory.recall_input(state, messages)))
            memory.turns.put(key, turn)
        prompt = with_memory(messages, turn.pack)
        output = call_model(_with_messages(state, prompt), *args, **kwargs)
        remember = memory.remember_state(messages, output, turn)
        if remember is not None:
            memory.remember(remember, config)
            memory.turns.close(key)
        return _clean(output, turn.pack, as_mapping(state).get("now") is not None)

    return node


def _async_node(call_model: Callable[..., Any], memory: _MemoryNode) -> Callable[..., Any]:
    @functools.wraps(call_model)
    async def node(state: Any, *args: Any, **kwargs: Any) -> Any:
        config = get_config()
        messages = _messages_of(state)
        key = memory.key(messages, config)
        turn = None if turn_started(messages) else memory.turns.get(key)
        if turn is None:
            out = await memory.recall.ainvoke(memory.recall_input(state, messages))
            turn = memory.recalled(out)
            memory.turns.put(key, turn)
        prompt = with_memory(messages, turn.pack)
        output = await cast(
            "Awaitable[Any]", call_model(_with_messages(state, prompt), *args, **kwargs)
        )
        remember = memory.remember_state(messages, output, turn)
        if remember is not None:
            # The write path is blocking I/O (archive, SQLite, indexes): off the event loop.
            await asyncio.to_thread(memory.remember, remember, config)
            memory.turns.close(key)
        return _clean(output, turn.pack, as_mapping(state).get("now") is not None)

    return node
