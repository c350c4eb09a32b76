"""``OmoideStore`` inside LangGraph apps: ``graph.compile(store=...)``, ``get_store()`` and
``runtime.store`` in nodes, and the memory-agent template's ``upsert_memory`` pattern driven by a
fake chat model, whose memories omoide's tools and ``recall()`` then find."""

from __future__ import annotations

import asyncio
import threading
import uuid
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Annotated, Any

import pytest
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, AnyMessage, SystemMessage
from langchain_core.runnables import RunnableConfig
from langgraph.config import get_store
from langgraph.graph import END, START, StateGraph
from langgraph.graph.message import add_messages
from langgraph.runtime import Runtime
from langgraph.store.base import BaseStore
from typing_extensions import TypedDict

from omoide import OmoideStore, recall
from omoide.memory_store import USEEmbeddings
from omoide.tools.memory_tools import make_memory_tools


@pytest.fixture
def ostore(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[OmoideStore]:
    with OmoideStore(tmp_path / "store", embedder=embedder) as s:
        yield s


# -- a small app: runtime.store writes, get_store() reads --------------------------------------
class NoteState(TypedDict, total=False):
    user: str
    text: str
    found: list[str]


def _note_graph(store: BaseStore) -> Any:
    def write(state: NoteState, runtime: Runtime[None]) -> dict[str, Any]:
        assert runtime.store is store
        key = f"{state['user']}-{uuid.uuid4().hex[:6]}"
        runtime.store.put(("notes", state["user"]), key, {"text": state["text"]})
        return {}

    def read(state: NoteState) -> dict[str, Any]:
        hits = get_store().search(("notes", state["user"]), query=state["text"], limit=20)
        return {"found": [h.value["text"] for h in hits]}

    builder: StateGraph[Any, Any, Any, Any] = StateGraph(NoteState)
    builder.add_node("write", write)
    builder.add_node("read", read)
    builder.add_edge(START, "write")
    builder.add_edge("write", "read")
    builder.add_edge("read", END)
    return builder.compile(store=store)


def test_compile_with_store_runtime_store_and_get_store(ostore: OmoideStore) -> None:
    graph = _note_graph(ostore)
    out = graph.invoke({"user": "alice", "text": "来週の火曜日に歯医者の予約がある"})
    assert out["found"] == ["来週の火曜日に歯医者の予約がある"]
    out = graph.invoke({"user": "alice", "text": "歯医者"})
    assert "来週の火曜日に歯医者の予約がある" in out["found"]
    assert ostore.list_namespaces(prefix=("notes",)) == [("notes", "alice")]


def test_two_users_running_the_graph_concurrently_stay_apart(ostore: OmoideStore) -> None:
    graph = _note_graph(ostore)
    found: dict[str, list[str]] = {}
    errors: list[BaseException] = []

    def run(user: str) -> None:
        try:
            for i in range(4):
                out = graph.invoke({"user": user, "text": f"{user} memo {i} 旅行の計画"})
                found.setdefault(user, []).extend(out["found"])
        except BaseException as exc:  # surfaced below
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(u,)) for u in ("alice", "bob")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert found["alice"] and all(t.startswith("alice ") for t in found["alice"])
    assert found["bob"] and all(t.startswith("bob ") for t in found["bob"])


# -- the memory-agent template's pattern -------------------------------------------------------
class AgentState(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]


class _FakeToolModel(GenericFakeChatModel):
    """Scripted replies; ``bind_tools`` is accepted (the template binds ``upsert_memory``)."""

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> _FakeToolModel:
        return self


async def upsert_memory(
    content: str, context: str, *, memory_id: str | None = None, user_id: str, store: BaseStore
) -> str:
    """The template's tool: one memory per call, keyed by a fresh uuid unless updating."""
    mem_id = memory_id or str(uuid.uuid4())
    await store.aput(
        ("memories", user_id), key=mem_id, value={"content": content, "context": context}
    )
    return f"Stored memory {mem_id}"


def _memory_agent(model: _FakeToolModel, store: BaseStore, prompts: list[str]) -> Any:
    async def call_model(
        state: AgentState, config: RunnableConfig, *, store: BaseStore
    ) -> dict[str, Any]:
        user_id = config["configurable"]["user_id"]
        memories = await store.asearch(
            ("memories", user_id), query=str([m.content for m in state["messages"][-3:]]), limit=10
        )
        formatted = "\n".join(f"[{m.key}]: {m.value} (similarity: {m.score})" for m in memories)
        system = f"You are a helpful assistant.\n<memories>\n{formatted}\n</memories>"
        prompts.append(system)
        msg = await model.bind_tools([upsert_memory]).ainvoke(
            [SystemMessage(content=system), *state["messages"]]
        )
        return {"messages": [msg]}

    async def store_memory(
        state: AgentState, config: RunnableConfig, *, store: BaseStore
    ) -> dict[str, Any]:
        last = state["messages"][-1]
        assert isinstance(last, AIMessage)
        user_id = config["configurable"]["user_id"]
        saved = await asyncio.gather(
            *(upsert_memory(**tc["args"], user_id=user_id, store=store) for tc in last.tool_calls)
        )
        return {
            "messages": [
                {"role": "tool", "content": s, "tool_call_id": tc["id"]}
                for tc, s in zip(last.tool_calls, saved, strict=True)
            ]
        }

    def route(state: AgentState) -> str:
        last = state["messages"][-1]
        return "store_memory" if isinstance(last, AIMessage) and last.tool_calls else END

    builder: StateGraph[Any, Any, Any, Any] = StateGraph(AgentState)
    builder.add_node("call_model", call_model)
    builder.add_node("store_memory", store_memory)
    builder.add_edge(START, "call_model")
    builder.add_conditional_edges("call_model", route, ["store_memory", END])
    builder.add_edge("store_memory", "call_model")
    return builder.compile(store=store)


FACT = "ユーザーは毎週土曜日の朝に多摩川沿いを十キロほどジョギングしている"


def test_memory_agent_upsert_is_found_by_omoide(ostore: OmoideStore) -> None:
    model = _FakeToolModel(
        messages=iter(
            [
                AIMessage(
                    content="",
                    tool_calls=[
                        {
                            "name": "upsert_memory",
                            "args": {"content": FACT, "context": "週末の習慣について話した"},
                            "id": "call-1",
                        }
                    ],
                ),
                AIMessage(content="覚えておきますね。"),
                AIMessage(content="土曜日の朝にジョギングですよね。"),
            ]
        )
    )
    prompts: list[str] = []
    graph = _memory_agent(model, ostore, prompts)
    cfg: RunnableConfig = {"configurable": {"user_id": "alice"}}
    out = asyncio.run(graph.ainvoke({"messages": [("user", "土曜は朝ジョギングしてるんだ")]}, cfg))
    assert out["messages"][-1].content == "覚えておきますね。"

    [item] = ostore.search(("memories", "alice"))
    assert item.value == {"content": FACT, "context": "週末の習慣について話した"}
    # The next turn's prompt carries the memory (found by omoide's hybrid search).
    asyncio.run(graph.ainvoke({"messages": [("user", "私の週末の運動って何だっけ？")]}, cfg))
    assert item.key in prompts[-1] and "多摩川" in prompts[-1]
    assert ostore.search(("memories", "bob"), query="ジョギング") == []

    # omoide's own tools and recall() see the memory in that namespace.
    with ostore.lease(("memories", "alice")) as ms:
        search, get_full = make_memory_tools(ms)
        assert f"(id={item.key})" in search.invoke({"query": "ジョギング"})
        assert "多摩川" in get_full.invoke({"id": item.key})
        result = recall(ms, "週末のジョギングってどこを走ってるんだっけ？")
        assert item.key in [c.id for c in result.candidates]
