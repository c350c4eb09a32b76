"""publish: the retrieval subgraph's last step — what it hands its parent, as plain data.

Inside the subgraph ``recalled`` holds typed ``RankedEpisode`` records (the pack and the run
record read them); the parent gets ``RecalledEpisode`` dicts, which any checkpointer, strict
msgpack and ``langgraph dev`` store without registering a type. Every output key is written
every turn, so nothing of a previous turn lingers in a checkpointed thread.

``build_retrieval_node`` splits this in two so the pack stays out of client streams: the inner
graph ends in ``seal`` (its only output is the whole handover, :class:`Hidden`), and the node's
own ``publish`` (:func:`unseal_node`) hands it to the parent with ``memory_pack`` and
``recalled`` hidden — or shown, when the node was built with ``show_memory=True``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..records import to_recalled
from ..state import (
    Hidden,
    RetrievalNodeState,
    RetrievalOutput,
    RetrievalState,
    SealedOutput,
)

__all__ = ["publish_node", "seal_node", "unseal_node"]


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
    """The inner graph's last step: the whole handover as one hidden value."""
    out: RetrievalOutput = publish_node(state)  # type: ignore[assignment]
    return {"sealed": Hidden(out)}


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
