"""publish: the retrieval subgraph's last step — what it hands its parent, as plain data.

Inside the subgraph ``recalled`` holds typed ``RankedEpisode`` records (the pack and the run
record read them); the parent gets ``RecalledEpisode`` dicts, which any checkpointer, strict
msgpack and ``langgraph dev`` store without registering a type. Every output key is written
every turn, so nothing of a previous turn lingers in a checkpointed thread.
"""

from __future__ import annotations

from typing import Any

from ..records import to_recalled
from ..state import RetrievalState

__all__ = ["publish_node"]


def publish_node(state: RetrievalState) -> dict[str, Any]:
    """Plain outputs for the parent; the per-turn input ``now`` is consumed (set to None)."""
    return {
        "memory_pack": state.get("memory_pack", ""),
        "recalled": [to_recalled(r) for r in state.get("recalled", [])],
        "run_id": state.get("run_id") or None,  # only when this turn's run was recorded
        "now": None,
        "turn_time": state["turn_time"],
    }
