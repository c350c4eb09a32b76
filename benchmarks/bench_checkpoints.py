"""What the retrieval subgraph costs a checkpointed parent: checkpoint bytes per turn and turn
latency, for the subgraph as shipped (``checkpointer=False``) and as it was (inheriting the
parent's checkpointer, so every inner step is checkpointed in its own namespace).

A MessagesState parent (retrieval → fake model) with ``InMemorySaver`` runs N turns on one
thread over the bundled sample archive. Figures, not assertions (the machine is shared).

    python benchmarks/bench_checkpoints.py --turns 12
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import START, MessagesState, StateGraph

from omoide import MemoryState, MemoryStore, build_retrieval_node
from omoide.agent.builder import build_retrieval_graph

SAMPLE = Path(__file__).resolve().parents[1] / "memory_store" / "sample_data" / "log.txt"
QUESTIONS = [
    "こむぎの散歩の話、覚えてる？",
    "森先生に何をもらったんだっけ？",
    "What did we plan for the trip?",
    "京都のこと、前に話したよね",
]


class State(MessagesState, MemoryState):
    pass


def _parent(node: Any) -> Any:
    model = GenericFakeChatModel(messages=(AIMessage("そうでしたね。") for _ in itertools.count()))

    def call_model(state: State) -> dict[str, Any]:
        return {"messages": [model.invoke(state["messages"])]}

    builder = StateGraph(State)
    builder.add_node("retrieval", node)
    builder.add_node("call_model", call_model)
    builder.add_edge(START, "retrieval")
    builder.add_edge("retrieval", "call_model")
    saver = InMemorySaver()
    return builder.compile(checkpointer=saver), saver


def _bytes(saver: InMemorySaver) -> dict[str, int]:
    """Serialized bytes per checkpoint namespace (checkpoints + metadata + pending writes)."""
    out: dict[str, int] = {}
    for thread in saver.storage.values():
        for ns, checkpoints in thread.items():
            key = ns.split(":")[0] or "(parent)"
            for (_, blob), (_, meta), _parent_id in checkpoints.values():
                out[key] = out.get(key, 0) + len(blob) + len(meta)
    for (_, ns, _), writes in saver.writes.items():
        key = ns.split(":")[0] or "(parent)"
        out[key] = out.get(key, 0) + sum(len(v[2][1]) for v in writes.values())
    for (_, ns, _, _), (_, blob) in saver.blobs.items():
        key = ns.split(":")[0] or "(parent)"
        out[key] = out.get(key, 0) + len(blob)
    return out


def run(store: MemoryStore, node: Any, turns: int) -> dict[str, Any]:
    graph, saver = _parent(node)
    thread = {"configurable": {"thread_id": "bench"}}
    ms = []
    for i in range(turns):
        started = time.perf_counter()
        graph.invoke({"messages": [HumanMessage(QUESTIONS[i % len(QUESTIONS)])]}, thread)
        ms.append((time.perf_counter() - started) * 1000)
    return {"bytes": _bytes(saver), "p50_ms": statistics.median(ms[1:] or ms)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=12)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, MemoryStore(Path(tmp) / "store") as store:
        store.ingest_archive(SAMPLE)
        variants = {
            "checkpointer=False (shipped)": build_retrieval_node(store),
            "inherited checkpointer (before)": build_retrieval_graph(store).compile(
                name="retrieval"
            ),
        }
        print(f"{len(store)} episodes, {args.turns} turns on one thread, InMemorySaver")
        print("| subgraph | parent KiB | subgraph KiB | total KiB / turn | turn p50 ms |")
        print("|---|---|---|---|---|")
        for label, node in variants.items():
            r = run(store, node, args.turns)
            parent = r["bytes"].get("(parent)", 0) / 1024
            sub = sum(v for k, v in r["bytes"].items() if k != "(parent)") / 1024
            per_turn = (parent + sub) / args.turns
            print(f"| {label} | {parent:.0f} | {sub:.0f} | {per_turn:.1f} | {r['p50_ms']:.1f} |")


if __name__ == "__main__":
    main()
