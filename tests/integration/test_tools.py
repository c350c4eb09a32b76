"""The memory tools on a real store, driven by a fake tool-calling model in a small ReAct loop
(model → ToolNode → model): search, then fetch the full block by the id the search showed."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langgraph.graph import START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode, tools_condition
from pydantic import Field

from omoide.agent.config import RetrievalConfig
from omoide.agent.policies import MORE_MARKER
from omoide.memory_store import Episode, MemoryStore, USEEmbeddings
from omoide.memory_store.records import Sensitivity
from omoide.tools.memory_tools import MIN_COVERAGE, make_memory_tools, query_coverage
from tests.conftest import NOW

LONG_USER = "函館旅行の計画を立てたよ。" + "朝市で海鮮丼を食べて、五稜郭タワーに登って、" * 15
LONG_REPLY = "函館山の夜景は外せませんね。" + "ロープウェイは混むので早めに並びましょう。" * 12
HEADER = re.compile(r"^\[(\d{4}-\d{2}-\d{2} \d{2}:\d{2}) [A-Za-z_/]+\] \(id=([^)]+)\)$", re.M)
ZONE = re.compile(r"^\[\d{4}-\d{2}-\d{2} \d{2}:\d{2} ([A-Za-z_/]+)\] \(id=", re.M)
SAMPLE = Path(__file__).resolve().parents[2] / "memory_store" / "sample_data"


class ScriptedToolModel(BaseChatModel):
    """A chat model whose next message is decided by a function of the conversation."""

    policy: Callable[[list[BaseMessage]], AIMessage]
    calls: list[list[BaseMessage]] = Field(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "scripted-tool-model"

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> ScriptedToolModel:  # type: ignore[override]
        return self

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> ChatResult:
        self.calls.append(list(messages))
        return ChatResult(generations=[ChatGeneration(message=self.policy(messages))])


def _call(name: str, **args: Any) -> AIMessage:
    return AIMessage(
        "", tool_calls=[{"name": name, "args": args, "id": f"call_{name}", "type": "tool_call"}]
    )


def search_then_fetch(messages: list[BaseMessage]) -> AIMessage:
    """Search for 函館; fetch the full block of the first id shown; then answer."""
    tool_msgs = [m for m in messages if isinstance(m, ToolMessage)]
    if not tool_msgs:
        return _call("search_past_conversations", query="函館")
    if len(tool_msgs) == 1:
        found = HEADER.search(str(tool_msgs[0].content))
        assert found, tool_msgs[0].content
        return _call("get_full_memory_block", id=found.group(2))
    return AIMessage("函館では夜景を見る予定でしたね。")


def react(store: MemoryStore, model: ScriptedToolModel) -> Any:
    tools = make_memory_tools(store)
    bound = model.bind_tools(tools)

    def call_model(state: MessagesState) -> dict[str, Any]:
        return {"messages": [bound.invoke(state["messages"])]}

    builder = StateGraph(MessagesState)
    builder.add_node("model", call_model)
    builder.add_node("tools", ToolNode(tools))
    builder.add_edge(START, "model")
    builder.add_conditional_edges("model", tools_condition)
    builder.add_edge("tools", "model")
    return builder.compile()


@pytest.fixture
def hakodate(store: MemoryStore) -> Episode:
    e = Episode.create(
        LONG_USER,
        LONG_REPLY,
        occurred_at=NOW - timedelta(days=50),
        session_id="trip",
        source="fixture:hakodate",
    )
    store.add_episodes([e])
    return e


def test_search_then_fetch_the_full_block(store: MemoryStore, hakodate: Episode) -> None:
    model = ScriptedToolModel(policy=search_then_fetch)
    out = react(store, model).invoke({"messages": [HumanMessage("函館旅行の話、全部教えて")]})
    msgs = out["messages"]
    assert [type(m).__name__ for m in msgs] == [
        "HumanMessage",
        "AIMessage",
        "ToolMessage",
        "AIMessage",
        "ToolMessage",
        "AIMessage",
    ]
    search_out, full_out = (str(m.content) for m in msgs if isinstance(m, ToolMessage))

    # The search shows the right episode, clipped, with a marker naming its id.
    blocks = HEADER.findall(search_out)
    assert [i for _, i in blocks] == [hakodate.id]
    assert blocks[0][0] == hakodate.occurred_at_dt.strftime("%Y-%m-%d %H:%M")
    assert ZONE.findall(search_out) == ["UTC"]  # the store was not given a zone
    assert search_out.endswith(MORE_MARKER.format(id=hakodate.id))
    assert LONG_REPLY not in search_out
    _header, user_line, reply_line = search_out.split("\n")
    assert user_line.startswith("User: " + LONG_USER[:100])
    assert reply_line.startswith("You: " + LONG_REPLY[:10])
    assert len(user_line) <= len("User: ") + 250 + len(MORE_MARKER.format(id=hakodate.id))

    # The fetch (with the id the model read from the search output) has the whole text.
    assert LONG_USER in full_out and LONG_REPLY in full_out
    assert f"id={hakodate.id}" in full_out
    assert full_out.splitlines()[1].startswith("User: 函館旅行の計画")
    assert full_out.splitlines()[2].startswith("You: 函館山の夜景")
    assert msgs[-1].content == "函館では夜景を見る予定でしたね。"
    assert len(model.calls) == 3


def test_search_is_all_time_and_japanese_english(store: MemoryStore) -> None:
    search, _ = make_memory_tools(store)
    # Nimbus Labs is 400 days old: the tool has no recent window.
    out = search.invoke({"query": "Nimbus Labs interview"})
    assert "Nimbus Labs" in out
    out = search.invoke({"query": "伏見稲荷"})
    assert "伏見稲荷" in out and "嵐山" in out
    assert len(HEADER.findall(out)) >= 1


def test_nothing_found_and_unknown_id(store: MemoryStore) -> None:
    search, fetch = make_memory_tools(store)
    assert search.invoke({"query": "zzqx"}) == "Nothing found: no past conversation matches 'zzqx'."
    assert fetch.invoke({"id": "no-such-id"}) == (
        "No memory block with id 'no-such-id'; use an id shown by search_past_conversations."
    )


def test_secret_and_hidden_blocks_are_refused_like_missing_ones(store: MemoryStore) -> None:
    secret = Episode.create(
        "diary: my bank PIN is 4321",
        "I will keep it safe.",
        occurred_at=NOW,
        id="diary-2026-04-27",
        sensitivity=Sensitivity.SECRET,
    )
    hidden = Episode.create("a hidden note about Nimbus", "ok", occurred_at=NOW, id="hidden-1")
    store.add_episodes([secret, hidden])
    store.set_searchable(["hidden-1"], False)
    _, fetch = make_memory_tools(store)
    missing = fetch.invoke({"id": "no-such-id"})
    for key in ("diary-2026-04-27", "hidden-1"):
        out = fetch.invoke({"id": key})
        assert out == missing.replace("no-such-id", key)
        assert "PIN" not in out and "hidden note" not in out
    # Allowed by the configuration, the same SECRET block is readable.
    _, fetch_all = make_memory_tools(store, config=RetrievalConfig(max_sensitivity="SECRET"))
    assert "4321" in fetch_all.invoke({"id": "diary-2026-04-27"})


def test_fetch_strips_the_id(store: MemoryStore, hakodate: Episode) -> None:
    _, fetch = make_memory_tools(store)
    assert LONG_REPLY in fetch.invoke({"id": f"  {hakodate.id}\n"})


def test_tool_schemas_are_what_a_model_sees(store: MemoryStore) -> None:
    search, fetch = make_memory_tools(store)
    assert search.name == "search_past_conversations"
    assert fetch.name == "get_full_memory_block"
    assert set(search.args) == {"query"} and set(fetch.args) == {"id"}
    assert "get_full_memory_block" in search.description


# -- slotting on a store with many matching episodes ---------------------------------------------


@pytest.fixture
def ramen(store: MemoryStore) -> list[Episode]:
    base = datetime(2021, 1, 15, 19, 0, tzinfo=UTC)
    episodes = [
        Episode.create(
            f"{i}軒目のラーメン屋に行ったよ。今回は{['味噌', '塩', '醤油', '豚骨'][i % 4]}"
            f"ラーメンで、スープが印象的だった（記録{i:02d}）",
            f"{i}軒目おめでとうございます！次はどの系統を試しますか？",
            occurred_at=base + timedelta(days=45 * i),
            session_id=f"ramen{i}",
        )
        for i in range(20)
    ]
    # SYSTEM notes never come out of the tool, however well they match.
    episodes.append(
        Episode.create(
            "ラーメン ラーメン ラーメン: nightly import of the ramen log",
            "",
            occurred_at=base + timedelta(days=3),
            user_speaker="SYSTEM",
        )
    )
    store.add_episodes(episodes)
    return episodes[:20]


def test_slotting_returns_five_spread_over_time(store: MemoryStore, ramen: list[Episode]) -> None:
    search, _ = make_memory_tools(store)
    out = search.invoke({"query": "ラーメン"})
    blocks = HEADER.findall(out)
    assert len(blocks) == 5
    ids = [i for _, i in blocks]
    hits = store.search_keyword("ラーメン", k=50)
    ranked = [h.id for h in hits if h.episode.user_speaker != "SYSTEM"]
    assert ids[0] == ranked[0]  # the strongest match is never slotted away
    assert ids == sorted(ids, key=ranked.index)  # strongest first
    rest = [e for e in sorted(ramen, key=lambda e: e.occurred_at) if e.id != ranked[0]]
    assert {rest[0].id, rest[1].id} <= set(ids)  # the two oldest of the others
    assert {rest[-1].id, rest[-2].id} <= set(ids)  # the two newest
    assert "nightly import" not in out
    dates = sorted(d for d, _ in blocks)
    assert dates[0].startswith("2021-") and dates[-1].startswith("2023-")
    # Seeded: the same question gives the same five.
    assert search.invoke({"query": "ラーメン"}) == out


def test_without_slotting_the_best_five_are_shown(store: MemoryStore, ramen: list[Episode]) -> None:
    search, _ = make_memory_tools(store, config=RetrievalConfig(policies={"time_slotting": False}))
    blocks = HEADER.findall(search.invoke({"query": "ラーメン"}))
    assert len(blocks) == 5
    hits = store.search_keyword("ラーメン", k=50)
    ranked = [h.id for h in hits if h.episode.user_speaker != "SYSTEM"]
    assert [i for _, i in blocks] == ranked[:5]


def test_slotting_in_a_react_loop(store: MemoryStore, ramen: list[Episode]) -> None:
    def policy(messages: list[BaseMessage]) -> AIMessage:
        if not any(isinstance(m, ToolMessage) for m in messages):
            return _call("search_past_conversations", query="ラーメン屋")
        return AIMessage("いろいろなラーメン屋に行きましたね。")

    out = react(store, ScriptedToolModel(policy=policy)).invoke(
        {"messages": [HumanMessage("今までに行ったラーメン屋、覚えてる？")]}
    )
    tool_out = next(str(m.content) for m in out["messages"] if isinstance(m, ToolMessage))
    assert 1 <= len(HEADER.findall(tool_out)) <= 5
    years = {d[:4] for d, _ in HEADER.findall(tool_out)}
    assert len(years) >= 2  # spread over time, not one busy month


# -- the bundled sample archive: relevance floor, speakers and zone, in a ToolNode ----------


@pytest.fixture(scope="module")
def sample(
    tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings
) -> Iterator[MemoryStore]:
    """The bundled sample archive, ingested as `omoide ingest --tz Asia/Tokyo` does."""
    with MemoryStore(tmp_path_factory.mktemp("sample"), embedder=embedder) as s:
        s.ingest_archive(SAMPLE, default_tz=ZoneInfo("Asia/Tokyo"))
        yield s


UNRELATED = [
    "tungsten boiling point",
    "水族館に行った話",
    "スキューバダイビング",
    "quantum chromodynamics",
]
ANSWERED = ["Aurora launch", "京都", "こむぎ", "my sister", "Lumen Robotics offer", "book club"]


def test_relevance_floor_measured_on_the_sample(sample: MemoryStore) -> None:
    """How MIN_COVERAGE was set: the best block of an unrelated query covers little of it; the
    best block of a query the archive answers covers all of it."""

    def best(query: str) -> float:
        cover = query_coverage(sample, query)
        return max((cover(h.episode.text) for h in sample.search_keyword(query, k=50)), default=0)

    unrelated = max(best(q) for q in UNRELATED)
    answered = min(best(q) for q in ANSWERED)
    assert unrelated < MIN_COVERAGE <= answered, (unrelated, answered)


def test_aurora_launch_best_block_first_and_every_block_matches(sample: MemoryStore) -> None:
    search, _ = make_memory_tools(sample)
    out = search.invoke({"query": "Aurora launch"})
    blocks = out.split("\n\n")
    assert "Aurora launches on February 27" in blocks[0]
    assert all("aurora" in b.casefold() for b in blocks)
    # Speakers labelled, times in the zone the archive was ingested with.
    assert set(ZONE.findall(out)) == {"Asia/Tokyo"}
    assert all(b.split("\n")[1].startswith("User: ") for b in blocks)
    assert all(b.split("\n")[2].startswith("You: ") for b in blocks)
    assert sample.timezone == "Asia/Tokyo"
    # A run's configuration overrides the store's zone.
    utc, _ = make_memory_tools(
        sample, config=RetrievalConfig(policies={"time_slotting": True}, timezone="UTC")
    )
    assert set(ZONE.findall(utc.invoke({"query": "Aurora launch"}))) == {"UTC"}


@pytest.mark.parametrize("query", UNRELATED)
def test_unrelated_queries_find_nothing(sample: MemoryStore, query: str) -> None:
    search, _ = make_memory_tools(sample)
    assert search.invoke({"query": query}).startswith("Nothing found")


def _toolnode_graph(store: MemoryStore, queries: list[str]) -> Any:
    """A fake tool-calling model asks each query in turn, through a real ToolNode."""

    def policy(messages: list[BaseMessage]) -> AIMessage:
        asked = sum(isinstance(m, ToolMessage) for m in messages)
        if asked < len(queries):
            return AIMessage(
                "",
                tool_calls=[
                    {
                        "name": "search_past_conversations",
                        "args": {"query": queries[asked]},
                        "id": f"call_{asked}",
                        "type": "tool_call",
                    }
                ],
            )
        return AIMessage("done")

    return react(store, ScriptedToolModel(policy=policy))


def test_tools_in_a_toolnode_best_match_empty_query_and_nothing_found(
    sample: MemoryStore,
) -> None:
    graph = _toolnode_graph(sample, ["Aurora launch", "", "   ", "tungsten boiling point"])
    out = graph.invoke({"messages": [HumanMessage("When does Aurora launch?")]})
    results = [m for m in out["messages"] if isinstance(m, ToolMessage)]
    assert len(results) == 4 and out["messages"][-1].content == "done"  # the run went on
    best, empty, blank, unrelated = results
    assert str(best.content).split("\n\n")[0].count("Aurora launches on February 27") == 1
    for err in (empty, blank):
        assert err.status == "error"
        assert "query is empty" in str(err.content)
    assert str(unrelated.content).startswith("Nothing found")
