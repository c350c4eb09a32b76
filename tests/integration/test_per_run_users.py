"""One compiled graph, many users: the namespace comes from each run's ``user_id``.

Real stores (SQLite, BM25, embedded Chroma, the offline embedder) in one folder, served through
a ``NamespacePool`` or an ``OmoideStore``. Two users with look-alike memories (each has a dog
that jumped into a river) run one compiled retrieval node / agent at the same time, from
threads and from asyncio; no run may recall, record, remember or search the other's memories.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import RunnableConfig
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.store.base import BaseStore

from omoide import MemoryState, OmoideStore, build_agent, build_retrieval_node
from omoide.agent import memory_pack_of, recalled_of
from omoide.agent.runs import list_runs, load_run
from omoide.agent.users import NoUserError
from omoide.memory_store import Episode, MemoryStore, USEEmbeddings
from omoide.memory_store.pool import NamespacePool
from omoide.tools.memory_tools import make_memory_tools
from tests.conftest import NOW, in_threads

DOGS = {"alice": "こむぎ", "bob": "もなか"}
QUESTION = "うちの柴犬が散歩中に川へ飛び込んだ話、覚えてる？"
TS = int(NOW.timestamp())


def _memories(user: str) -> list[Episode]:
    dog = DOGS[user]
    return [
        Episode.create(
            f"柴犬の{dog}が散歩中に川へ飛び込んでびしょ濡れになったよ",
            f"{dog}ちゃん、水が好きなんですね！シャンプーは大変でしたか？",
            occurred_at=TS - 5 * 86_400,
            session_id=f"{user}-s1",
        ),
        Episode.create(
            f"{dog}の散歩コースを川沿いから公園に変えようかな",
            f"{dog}ちゃんには公園の芝生も楽しそうですね。",
            occurred_at=TS - 3 * 86_400,
            session_id=f"{user}-s2",
        ),
    ]


def _other(user: str) -> str:
    return next(u for u in DOGS if u != user)


@pytest.fixture
def pool(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[NamespacePool]:
    with NamespacePool(tmp_path / "store", embedder=embedder) as p:
        for user in DOGS:
            with p.lease(user) as store:
                store.add_episodes(_memories(user))
        yield p


class State(MessagesState, MemoryState):
    pass


def _parent(node: Any) -> Any:
    builder: StateGraph[Any, Any, Any, Any] = StateGraph(State)
    builder.add_node("retrieval", node)
    builder.add_edge(START, "retrieval")
    builder.add_edge("retrieval", END)
    return builder.compile()


def _cfg(user: str) -> RunnableConfig:
    return {"configurable": {"user_id": user}}


def _inputs(text: str = QUESTION) -> dict[str, Any]:
    return {"messages": [HumanMessage(text)], "now": TS}


def _check_own(user: str, out: dict[str, Any]) -> None:
    """The run recalled this user's memories and nothing of the other user's."""
    texts = [f"{r['user_text']} {r['reply_text']}" for r in recalled_of(out)]
    assert texts, f"{user}: nothing recalled"
    assert all(DOGS[user] in t for t in texts), texts
    assert DOGS[_other(user)] not in memory_pack_of(out)
    assert DOGS[user] in memory_pack_of(out)


def _run_in_threads(work: Callable[[str], None], rounds: int = 3) -> None:
    """Each user's ``work``, ``rounds`` times, both users at once."""

    def rounds_of(user: str) -> None:
        for _ in range(rounds):
            work(user)

    in_threads(rounds_of, DOGS)


# -- the retrieval node -------------------------------------------------------------------------
def test_one_node_serves_two_users_from_threads(pool: NamespacePool) -> None:
    graph = _parent(build_retrieval_node(pool))
    run_ids: dict[str, list[str]] = {u: [] for u in DOGS}

    def work(user: str) -> None:
        out = graph.invoke(_inputs(), _cfg(user))
        _check_own(user, out)
        run_ids[user].append(out["run_id"])

    _run_in_threads(work)
    # Each run is recorded in its own user's namespace; `explain` of it from the other fails.
    for user, ids in run_ids.items():
        with pool.lease(user) as mine, pool.lease(_other(user)) as theirs:
            assert {r["run_id"] for r in list_runs(mine, limit=50)} == set(ids)
            for run_id in ids:
                snippets = [c["snippet"] for c in load_run(mine, run_id)["candidates"]]
                assert snippets and all(DOGS[user] in s for s in snippets), snippets
                with pytest.raises(KeyError, match="no retrieval run"):
                    load_run(theirs, run_id)


def test_one_node_serves_two_users_from_asyncio(pool: NamespacePool) -> None:
    graph = _parent(build_retrieval_node(pool))

    async def both() -> list[tuple[str, dict[str, Any]]]:
        users = [u for u in DOGS for _ in range(3)]
        outs = await asyncio.gather(*(graph.ainvoke(_inputs(), _cfg(u)) for u in users))
        return list(zip(users, outs, strict=True))

    for user, out in asyncio.run(both()):
        _check_own(user, out)


def test_a_run_without_a_user_fails_before_any_work(pool: NamespacePool) -> None:
    graph = _parent(build_retrieval_node(pool))
    with pytest.raises(NoUserError, match=r"names no user.*configurable.*user_id"):
        graph.invoke(_inputs())
    with pytest.raises(NoUserError):
        asyncio.run(graph.ainvoke(_inputs(), {"configurable": {"thread_id": "t"}}))
    with pool.lease("alice") as store:
        assert list_runs(store) == []  # nothing was recorded for anybody
    with pytest.raises(ValueError, match=r"contains '\.'"):
        graph.invoke(_inputs(), _cfg("alice.smith"))
    with pytest.raises(ValueError, match="non-empty"):
        graph.invoke(_inputs(), _cfg("  "))


def test_default_user_and_the_context_channel(pool: NamespacePool) -> None:
    graph = _parent(build_retrieval_node(pool, default_user="bob"))
    _check_own("bob", graph.invoke(_inputs()))  # no user named: the default
    _check_own("alice", graph.invoke(_inputs(), _cfg("alice")))  # a named user wins
    # A parent whose own context carries user_id (the memory-agent template's Context).
    _check_own("alice", graph.invoke(_inputs(), context={"user_id": "alice"}))
    with pytest.raises(ValueError, match="names two users"):
        graph.invoke(_inputs(), _cfg("alice"), context={"user_id": "bob"})


def test_the_key_can_be_the_authenticated_user(pool: NamespacePool) -> None:
    graph = _parent(build_retrieval_node(pool, user_key="langgraph_auth_user_id"))
    out = graph.invoke(_inputs(), {"configurable": {"langgraph_auth_user_id": "alice"}})
    _check_own("alice", out)
    with pytest.raises(NoUserError, match="langgraph_auth_user_id"):
        graph.invoke(_inputs(), _cfg("bob"))  # the client's own user_id is not the key


def test_single_store_api_is_unchanged(pool: NamespacePool) -> None:
    with pool.lease("alice") as store:
        graph = _parent(build_retrieval_node(store))
        _check_own("alice", graph.invoke(_inputs()))  # no user needed
        _check_own("alice", graph.invoke(_inputs(), _cfg("bob")))  # and a user_id is ignored
        with pytest.raises(TypeError, match="per-run users need a NamespacePool"):
            build_retrieval_node(store, default_user="bob")


# -- the full agent: retrieval -> respond -> remember --------------------------------------------
class _Ack(BaseChatModel):
    """A thread-safe fake chat model: acknowledges the user's latest message."""

    @property
    def _llm_type(self) -> str:
        return "ack"

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> ChatResult:
        last = next(m for m in reversed(messages) if isinstance(m, HumanMessage))
        reply = AIMessage(f"覚えておきますね（{last.content}）")
        return ChatResult(generations=[ChatGeneration(message=reply)])


def test_agent_remembers_into_the_runs_own_namespace(pool: NamespacePool) -> None:
    agent = build_agent(pool, chat_model=_Ack())
    turn = {u: 0 for u in DOGS}

    def work(user: str) -> None:
        turn[user] += 1
        fact = f"{DOGS[user]}は来月トリミングの予約がある（{turn[user]}回目）"
        out = agent.invoke({"messages": [HumanMessage(fact)], "now": TS + turn[user]}, _cfg(user))
        assert DOGS[_other(user)] not in memory_pack_of(out)
        assert all(DOGS[user] in r["user_text"] for r in recalled_of(out))

    _run_in_threads(work)
    for user in DOGS:
        with pool.lease(user) as store:
            remembered = [
                r.episode
                for r in store.db.iter_episodes(user)
                if "トリミング" in r.episode.user_text
            ]
            assert len(remembered) == 3 and all(DOGS[user] in e.user_text for e in remembered)
            log = (store.path / f"archive/{_slug(store, user)}/log.txt").read_text("utf-8")
            assert DOGS[user] in log and DOGS[_other(user)] not in log
    # The next turn recalls the user's own new memory, never the other's.
    out = agent.invoke(
        {"messages": [HumanMessage("トリミングの予約っていつだっけ？")]}, _cfg("bob")
    )
    why = f"skipped sources: {out.get('skipped')}"  # a timed-out or failed source says so
    assert any("トリミング" in r["user_text"] for r in recalled_of(out)), why
    assert all(DOGS["bob"] in r["user_text"] for r in recalled_of(out))


def _slug(store: MemoryStore, user: str) -> str:
    from omoide.memory_store.vector_index import collection_name

    return collection_name(user, "archive")


def test_agent_remembers_per_user_from_asyncio(pool: NamespacePool) -> None:
    agent = build_agent(pool, chat_model=_Ack())
    facts = {u: f"{DOGS[u]}は金曜日に動物病院で健康診断を受ける" for u in DOGS}

    async def both() -> None:
        await asyncio.gather(
            *(
                agent.ainvoke({"messages": [HumanMessage(facts[u])], "now": TS}, _cfg(u))
                for u in DOGS
            )
        )

    asyncio.run(both())
    for user in DOGS:
        with pool.lease(user) as store:
            texts = [r.episode.user_text for r in store.db.iter_episodes(user)]
            assert facts[user] in texts and facts[_other(user)] not in texts


def test_agent_without_a_user_writes_nothing(pool: NamespacePool) -> None:
    agent = build_agent(pool, chat_model=_Ack())
    before = {u: len(pool.get(u)) for u in DOGS}
    with pytest.raises(NoUserError):
        agent.invoke({"messages": [HumanMessage("覚えておいて")]})
    assert {u: len(pool.get(u)) for u in DOGS} == before


# -- the memory tools ---------------------------------------------------------------------------
def test_tools_read_the_calling_runs_namespace(pool: NamespacePool) -> None:
    search, full = make_memory_tools(pool)

    def work(user: str) -> None:
        found = search.invoke({"query": "川へ飛び込んで"}, _cfg(user))
        assert DOGS[user] in found and DOGS[_other(user)] not in found
        other_id = _memories(_other(user))[0].id
        # The other user's episode id is unknown in this user's namespace.
        assert "No memory block" in full.invoke({"id": other_id}, _cfg(user))
        assert DOGS[user] in full.invoke({"id": _memories(user)[0].id}, _cfg(user))

    _run_in_threads(work)
    with pytest.raises(NoUserError):
        search.invoke({"query": "川"})

    async def tool_async() -> str:
        out: str = await search.ainvoke({"query": "川へ飛び込んで"}, _cfg("bob"))
        return out

    assert DOGS["bob"] in asyncio.run(tool_async())


# -- OmoideStore: the memory-agent template's namespaces ----------------------------------------
def test_omoide_store_items_are_recalled_per_run(tmp_path: Path, embedder: USEEmbeddings) -> None:
    with OmoideStore(tmp_path / "s", embedder=embedder, index={"fields": ["content"]}) as ostore:
        ostore.put(("memories", "alice"), "m1", {"content": "User likes sushi"})
        ostore.put(("memories", "bob"), "m1", {"content": "User likes ramen"})
        scope = {"namespace": ("memories", "{user_id}")}

        # A template-style graph: its own node reads runtime.store, omoide's node recalls.
        def template_node(
            state: State, config: RunnableConfig, *, store: BaseStore
        ) -> dict[str, Any]:
            user = config["configurable"]["user_id"]
            store.put(("memories", user), "m2", {"content": f"{user} asked about food"})
            return {}

        builder: StateGraph[Any, Any, Any, Any] = StateGraph(State)
        builder.add_node("template_node", template_node)
        builder.add_node("retrieval", build_retrieval_node(ostore, **scope))
        builder.add_edge(START, "template_node")
        builder.add_edge("template_node", "retrieval")
        builder.add_edge("retrieval", END)
        graph = builder.compile(store=ostore)
        likes = {"alice": "sushi", "bob": "ramen"}
        for user, food in likes.items():
            # The question names both foods: only the run's own memory may answer it.
            question = {"messages": [HumanMessage("Do I like sushi or ramen?")]}
            out = graph.invoke(question, _cfg(user))
            texts = " ".join(r["user_text"] for r in recalled_of(out))
            assert food in texts and likes[_other(user)] not in texts
        # The tools find the short saved memory (design §keyword-policies' 30-character skip is
        # for log lines, not for saved memories).
        search, _ = make_memory_tools(ostore, **scope)
        found = search.invoke({"query": "sushi"}, _cfg("alice"))
        assert "Saved memory: User likes sushi" in found
        assert "Nothing found" in search.invoke({"query": "sushi"}, _cfg("bob"))


def test_deps_store_is_the_runs_store_inside_a_node(pool: NamespacePool) -> None:
    """``RetrievalDeps.store`` (for a node that only reads quickly) follows the run's user, in
    the node and in a source's worker thread (``run_with_timeout`` carries the run's context)."""
    from omoide.agent.config import RetrievalConfig
    from omoide.agent.runtime import RetrievalDeps, run_with_timeout
    from omoide.agent.users import run_stores

    deps = RetrievalDeps(run_stores(pool), RetrievalConfig())

    def look(state: State) -> dict[str, Any]:
        in_worker = run_with_timeout(lambda: deps.store.namespace, 30.0, source="test")
        return {"memory_pack": f"{deps.store.namespace}/{in_worker}"}

    builder: StateGraph[Any, Any, Any, Any] = StateGraph(State)
    builder.add_node("look", look)
    builder.add_edge(START, "look")
    builder.add_edge("look", END)
    graph = builder.compile()
    assert graph.invoke(_inputs(), _cfg("bob"))["memory_pack"] == "bob/bob"
