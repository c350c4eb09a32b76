"""publish: the retrieval subgraph's last step — what it hands its parent, as plain data.

Inside the subgraph ``recalled`` holds typed ``RankedEpisode`` records (the pack and the run
record read them); the parent gets ``RecalledEpisode`` dicts, which any checkpointer, strict
msgpack and ``langgraph dev`` store without registering a type. Every output key is written
every turn, so nothing of a previous turn lingers in a checkpointed thread.

``build_retrieval_node`` splits this in two so the pack stays out of client streams: the inner
graph ends in ``seal`` (its only output is the whole handover, :class:`Hidden`), and the node's
own ``publish`` (:func:`unseal_node`) hands it to the parent with ``memory_pack`` and
``recalled`` hidden — or shown, when the node was built with ``show_memory=True``.

LangGraph silently drops a node's output keys that the parent's state does not declare, so a
parent without ``memory_pack`` would run with an empty pack. :class:`RetrievalNodeGraph` (what
``build_retrieval_node`` returns) looks at its parent when a run starts and fails, naming what
to declare, when the parent's state cannot carry the pack.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import AsyncIterator, Callable, Iterator, Mapping
from typing import Any, cast

from langchain_core.runnables import RunnableConfig
from langchain_core.runnables.config import ensure_config
from langgraph.graph.state import CompiledStateGraph
from pydantic import BaseModel, TypeAdapter, ValidationError

from ..records import to_recalled
from ..state import (
    Hidden,
    RetrievalNodeState,
    RetrievalOutput,
    RetrievalState,
    SealedOutput,
)

__all__ = [
    "MissingMemoryKey",
    "RetrievalNodeGraph",
    "check_parent_state",
    "publish_node",
    "seal_node",
    "unseal_node",
]

# LangGraph's key for a task's read of its graph's channels (``langgraph._internal._constants
# .CONFIG_KEY_READ``; LangGraph's own ToolNode reads state through it). A node's config carries
# its graph's; a subgraph run as a node gets its parent's.
_CONFIG_KEY_READ = "__pregel_read"

DECLARE = (
    "declare it: mix omoide's MemoryState into a TypedDict state (`class State(MessagesState, "
    "MemoryState)`), or give a dataclass or pydantic state the field `memory_pack: "
    'MemoryPackValue = ""` (from omoide import MemoryPackValue) — or use '
    "memory_node(call_model, store), which needs no field"
)


class MissingMemoryKey(ValueError):
    """The parent graph's state cannot carry the pack the retrieval node hands it."""


def publish_node(state: RetrievalState) -> dict[str, Any]:
    """Plain outputs for the parent; the per-turn input ``now`` is consumed (set to None)."""
    return {
        "memory_pack": state.get("memory_pack", ""),
        "recalled": [to_recalled(r) for r in state.get("recalled", [])],
        "run_id": state.get("run_id") or None,  # only when this turn's run was recorded
        "now": None,
        "turn_time": state["turn_time"],
    }


def seal_node(state: RetrievalState) -> SealedOutput:
    """The inner graph's last step: the whole handover as one hidden value; ``now=None`` only
    when a ``now`` came in to be consumed (else the parent would get a ``now`` channel written
    every turn for nothing)."""
    out: dict[str, Any] = publish_node(state)
    if state.get("now") is None:
        del out["now"]  # nothing to consume
    return {"sealed": Hidden(cast("RetrievalOutput", out))}


def unseal_node(*, show_memory: bool) -> Callable[..., dict[str, Any]]:
    """The node's last step: the handover for the parent, the pack and the recalled episodes
    hidden unless ``show_memory``."""

    def publish(state: RetrievalNodeState) -> dict[str, Any]:
        """Hand this turn's outputs to the parent (pack and episodes hidden by default)."""
        out: dict[str, Any] = dict(state["sealed"].value)
        if not show_memory:
            out["memory_pack"] = Hidden(out["memory_pack"])
            out["recalled"] = Hidden(out["recalled"])
        return out

    return publish


def _reads_parent(config: RunnableConfig) -> Callable[[str], Any] | None:
    read = (config.get("configurable") or {}).get(_CONFIG_KEY_READ)
    return read if callable(read) else None


@functools.lru_cache(maxsize=256)
def _field_refuses_hidden(state_type: type[BaseModel]) -> str | None:
    """Why a pydantic state's ``memory_pack`` field cannot hold a ``Hidden`` value, or None."""
    field = state_type.model_fields.get("memory_pack")
    if field is None or field.annotation is None:
        return None  # not a field of the model: the channel check reports it
    annotation = field.annotation
    try:
        TypeAdapter(annotation).validate_python(Hidden("pack"))
    except ValidationError:
        shown = getattr(annotation, "__name__", None) or repr(annotation)
        return f"{state_type.__name__}.memory_pack is declared `{shown}`"
    except Exception:  # an annotation pydantic cannot build alone: LangGraph will say so
        return None
    return None


def check_parent_state(state: Any, config: RunnableConfig | None, *, show_memory: bool) -> None:
    """Raise :class:`MissingMemoryKey` when the graph this node runs in cannot carry the pack.

    Looks at the parent's channels (a subgraph node's config reads its parent's) — a TypedDict,
    dataclass or pydantic state without ``memory_pack`` — and, for a pydantic state, whether its
    ``memory_pack`` field accepts the hidden value. Invoked on its own (no parent) it checks
    nothing."""
    read = _reads_parent(ensure_config(config))
    if read is None:
        return
    try:
        read("memory_pack")
    except KeyError:
        kind = _state_kind(state)
        raise MissingMemoryKey(
            f"omoide's retrieval node writes the pack to `memory_pack`, and the graph it runs in "
            f"has no such key in its state{kind}, so your model would get an empty pack: "
            f"{DECLARE}."
        ) from None
    except Exception:  # anything else (an empty channel): the key is declared
        pass
    if not show_memory and isinstance(state, BaseModel):
        refused = _field_refuses_hidden(type(state))
        if refused is not None:
            raise MissingMemoryKey(
                f"{refused}, which cannot hold the hidden pack omoide's retrieval node writes: "
                'declare `memory_pack: MemoryPackValue = ""` (from omoide import '
                "MemoryPackValue), or build the node with show_memory=True."
            )


def _state_kind(state: Any) -> str:
    if isinstance(state, BaseModel):
        return f" (pydantic {type(state).__name__})"
    if dataclasses.is_dataclass(state) and not isinstance(state, type):
        return f" (dataclass {type(state).__name__})"
    if isinstance(state, Mapping):
        return f" (keys: {', '.join(sorted(map(str, state))) or 'none set'})"
    return ""


class RetrievalNodeGraph(CompiledStateGraph[Any, Any, Any, Any]):
    """The compiled graph ``build_retrieval_node`` returns: a ``CompiledStateGraph`` that, as
    a node of a parent graph, first checks that the parent's state can carry the pack
    (:func:`check_parent_state`). ``check_parent=False`` (``memory_node``, which reads the
    node's output itself) skips the check."""

    def __init__(
        self, *args: Any, check_parent: bool = True, show_memory: bool = False, **kwargs: Any
    ) -> None:
        super().__init__(*args, **kwargs)
        self.check_parent = check_parent
        self.show_memory = show_memory

    @classmethod
    def of(
        cls, graph: CompiledStateGraph[Any, Any, Any, Any], *, show_memory: bool
    ) -> RetrievalNodeGraph:
        """``graph`` (compiled by ``build_retrieval_node``) as a retrieval node."""
        attrs = {k: v for k, v in graph.__dict__.items() if k != "__orig_class__"}
        return cls(**attrs, show_memory=show_memory)

    def stream(
        self, input: Any, config: RunnableConfig | None = None, **kwargs: Any
    ) -> Iterator[Any]:
        if self.check_parent:
            check_parent_state(input, config, show_memory=self.show_memory)
        return super().stream(input, config, **kwargs)

    async def astream(
        self, input: Any, config: RunnableConfig | None = None, **kwargs: Any
    ) -> AsyncIterator[Any]:
        if self.check_parent:
            check_parent_state(input, config, show_memory=self.show_memory)
        async for chunk in super().astream(input, config, **kwargs):
            yield chunk
