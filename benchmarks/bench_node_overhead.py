"""What the graph forms cost over the function they wrap: ``recall()`` alone, the retrieval node
in a checkpointed parent graph (the README's two-node drop-in, read path only), and
``memory_node`` (recall and remember inside the model node) — same store, same questions,
alternating turn by turn in one process so a shared machine's load falls on all alike.

The store is the bundled sample archive (``memory_store/sample_data/log.txt``), runs are not
recorded, the parent graphs use ``InMemorySaver``. Ratios are to ``recall()``'s p50 in the same
run. Figures, not assertions.

    python benchmarks/bench_node_overhead.py --turns 80
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from langchain_core.messages import AIMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, MessagesState, StateGraph

from omoide import MemoryState, MemoryStore, build_retrieval_node, memory_node, recall
from omoide.agent.config import RetrievalConfig

SAMPLE = Path(__file__).resolve().parents[1] / "memory_store" / "sample_data" / "log.txt"
QUESTIONS = [
    "こむぎの散歩の話、覚えてる？",
    "森先生に何をもらったんだっけ？",
    "What did we plan for the trip?",
    "京都のこと、前に話したよね",
]
NOW = datetime(2026, 5, 2, 12, tzinfo=UTC)


class State(MessagesState, MemoryState):
    pass


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=80, help="timed turns per form")
    args = parser.parse_args()
    config = RetrievalConfig(record_runs=False)
    with tempfile.TemporaryDirectory() as tmp, MemoryStore(Path(tmp) / "s") as store:
        store.ingest_archive(SAMPLE)

        node_graph = StateGraph(State)
        node_graph.add_node("retrieval", build_retrieval_node(store, config=config))
        node_graph.add_edge(START, "retrieval")
        node_graph.add_edge("retrieval", END)
        parent = node_graph.compile(checkpointer=InMemorySaver())

        def model(state: MessagesState) -> dict[str, Any]:
            return {"messages": [AIMessage("そうでしたね。")]}

        in_node = StateGraph(MessagesState)
        in_node.add_node("call_model", memory_node(model, store, config=config))
        in_node.add_edge(START, "call_model")
        in_node.add_edge("call_model", END)
        with_memory_node = in_node.compile(checkpointer=InMemorySaver())

        def inputs(i: int) -> dict[str, Any]:
            return {"messages": [HumanMessage(QUESTIONS[i % 4])], "now": int(NOW.timestamp())}

        forms: dict[str, Callable[[int], Any]] = {
            "recall()": lambda i: recall(store, QUESTIONS[i % 4], now=NOW, config=config),
            "retrieval node in a checkpointed parent": lambda i: parent.invoke(
                inputs(i), {"configurable": {"thread_id": f"n{i}"}}
            ),
            "memory_node (recall + remember)": lambda i: with_memory_node.invoke(
                inputs(i), {"configurable": {"thread_id": f"m{i}"}}
            ),
        }
        times: dict[str, list[float]] = {name: [] for name in forms}
        for i in range(-4, args.turns):  # four warm-up rounds
            for name, run in forms.items():
                started = time.perf_counter()
                run(i)
                if i >= 0:
                    times[name].append((time.perf_counter() - started) * 1000)
        base = statistics.median(times["recall()"])
        print(f"{len(store)} episodes, {args.turns} turns per form, alternating")
        print("| form | p50 ms | p90 ms | × recall() p50 |")
        print("|---|---|---|---|")
        for name, values in times.items():
            p50 = statistics.median(values)
            p90 = statistics.quantiles(values, n=10)[-1]
            print(f"| {name} | {p50:.1f} | {p90:.1f} | {p50 / base:.2f} |")


if __name__ == "__main__":
    main()
