"""The neighbour list over a real store (real SQLite, BM25, Chroma and embedder): a reply that
never names its topic becomes a candidate through the exchange before it, and the search's
filters hold for neighbours too (design §sources)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from omoide.agent.config import RetrievalConfig
from omoide.agent.nodes.keyword_retrieve import keyword_search
from omoide.agent.nodes.plan import make_plan
from omoide.agent.ranking import own_coverage
from omoide.agent.recaller import recall
from omoide.memory_store import MemoryStore, SearchFilters
from omoide.memory_store.embedders import USEEmbeddings
from omoide.memory_store.records import Episode
from tests.conftest import NOW

DAY = timedelta(days=1)


def turtle_session() -> list[Episode]:
    at = NOW - 10 * DAY
    rows = [
        ("t0", "Good morning! Busy week at work.", "Same here, the office was hectic."),
        ("t1", "My two turtles, Shelly and Tank, love the new tank.", "Awww! How long?"),
        ("t2", "Oh, a few years now, they bring me joy.", "That's lovely to hear."),
        ("t3", "Anyway, I started a pottery class.", "Pottery sounds relaxing!"),
    ]
    eps = [Episode.create(u, r, occurred_at=at, id=i, session_id="pets") for i, u, r in rows]
    other = [
        Episode.create(
            f"Weekend plan number {n}: hiking by the lake.",
            "Enjoy the fresh air!",
            occurred_at=NOW - (20 + n) * DAY,
            id=f"o{n}",
            session_id=f"other{n}",
        )
        for n in range(6)
    ]
    return eps + other


@pytest.fixture
def pets(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path / "store", embedder=embedder) as s:
        s.add_episodes(turtle_session())
        yield s


def test_neighbours_are_the_exchanges_around_in_the_session(pets: MemoryStore) -> None:
    found = pets.session_neighbours(["t1", "t0", "o1", "missing"])
    assert [e.id if e else None for e in found["t1"]] == ["t0", "t2"]
    assert [e.id if e else None for e in found["t0"]] == [None, "t1"]
    assert found["o1"] == (None, None)  # alone in its session
    assert "missing" not in found


def test_neighbours_obey_the_search_filters(pets: MemoryStore) -> None:
    pets.set_searchable(["t2"], False)
    before, after = pets.session_neighbours(["t1"])["t1"]
    assert before is not None and before.id == "t0" and after is None
    newer = SearchFilters.of(since=NOW - 5 * DAY)  # the whole session is older
    assert pets.session_neighbours(["t1"], filters=newer)["t1"] == (None, None)


def test_keyword_source_adds_the_reply_after_the_matching_exchange(pets: MemoryStore) -> None:
    config = RetrievalConfig(record_runs=False)
    question = "How long has the user had the turtles Shelly and Tank?"
    plan = make_plan([HumanMessage(question)], config, now=int(NOW.timestamp()))
    lists = {r.source: r for r in keyword_search(pets, plan, config)}
    keyword = [h.id for h in lists["keyword"].hits]
    assert keyword[0] == "t1"
    neighbours = lists["keyword_neighbour"]
    assert [h.id for h in neighbours.hits][:2] == ["t2", "t0"]
    assert neighbours.hits[0].score == pytest.approx(
        lists["keyword"].hits[0].score * config.sources.neighbour_score_weight
    )
    off = {
        r.source for r in keyword_search(pets, plan, config.replace(sources={"neighbour_hits": 0}))
    }
    assert "keyword_neighbour" not in off


def test_no_neighbour_list_when_the_context_query_runs(pets: MemoryStore) -> None:
    config = RetrievalConfig(record_runs=False)
    talk = [
        HumanMessage("I was thinking about my pets today."),
        AIMessage("Oh, which ones?"),
        HumanMessage("How long have I had the turtles Shelly and Tank?"),
    ]
    plan = make_plan(talk, config, now=int(NOW.timestamp()))
    assert len(plan.queries) == 2
    assert "keyword_neighbour" not in {r.source for r in keyword_search(pets, plan, config)}
    with_context = config.replace(sources={"neighbour_with_context": True})
    assert "keyword_neighbour" in {r.source for r in keyword_search(pets, plan, with_context)}


def test_recall_ranks_the_neighbour_as_a_candidate(pets: MemoryStore) -> None:
    question = "How long has the user had the turtles Shelly and Tank?"
    config = RetrievalConfig(record_runs=False)
    on = recall(pets, question, now=NOW, config=config)
    sources = {c.id: c.hit_sources for c in on.candidates}
    assert "keyword_neighbour:q1" in sources["t2"]
    off = recall(pets, question, now=NOW, config=config.replace(sources={"neighbour_hits": 0}))
    assert all("keyword_neighbour:q1" not in c.hit_sources for c in off.candidates)


# -- sessions as a whole ------------------------------------------------------------------------


def garden_sessions() -> list[Episode]:
    """``garden`` spreads "tomatoes", "basil" and "greenhouse" over three exchanges; each other
    session holds one of those words, twice."""
    at = NOW - 3 * DAY
    spread = [
        ("g0", "The tomatoes are finally red.", "Lovely!"),
        ("g1", "I planted basil beside them.", "Good pairing."),
        ("g2", "Next year I want a greenhouse.", "That would help."),
    ]
    eps = [Episode.create(u, r, occurred_at=at, id=i, session_id="garden") for i, u, r in spread]
    for n, word in enumerate(("tomatoes", "basil", "greenhouse")):
        eps.append(
            Episode.create(
                f"{word} {word} at the market today.",
                "Nice.",
                occurred_at=at,
                id=f"m{n}",
                session_id=f"market{n}",
            )
        )
    eps += [
        Episode.create(f"Filler talk {n} about trains.", "Sure.", occurred_at=at, id=f"f{n}")
        for n in range(8)
    ]
    return eps


@pytest.fixture
def garden(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path / "garden", embedder=embedder) as s:
        s.add_episodes(garden_sessions())
        yield s


def test_the_session_that_spreads_the_words_comes_first(garden: MemoryStore) -> None:
    query = "tomatoes basil greenhouse"
    episodes = [h.id for h in garden.search_keyword(query, k=3)]
    assert not set(episodes) <= {"g0", "g1", "g2"}  # one-word episodes compete per episode
    hits, bound = garden.search_keyword_sessions(query, k=4)
    assert hits[0].episode.session_id == "garden" and hits[0].id in {"g0", "g1", "g2"}
    assert 0 < hits[0].score <= bound
    assert all(h.episode.session_id for h in hits)  # filler episodes have no session
    assert len({h.episode.session_id for h in hits}) == len(hits) == 4


def test_hidden_episodes_lend_no_evidence(garden: MemoryStore) -> None:
    query = "tomatoes basil greenhouse"
    found = garden.search_keyword_sessions(query)[0]
    before = {h.episode.session_id: h.score for h in found}
    garden.set_searchable(["g2"], False)
    found = garden.search_keyword_sessions(query)[0]
    after = {h.episode.session_id: h for h in found}
    assert after["garden"].score < before["garden"]
    assert after["garden"].id != "g2"
    newer = SearchFilters.of(since=NOW - DAY)
    assert garden.search_keyword_sessions(query, filters=newer)[0] == []


def test_keyword_source_lists_sessions_for_the_last_query(garden: MemoryStore) -> None:
    config = RetrievalConfig(record_runs=False)
    talk = [
        HumanMessage("Remember my tomatoes and the basil?"),
        AIMessage("Of course."),
        HumanMessage("What did I want next year, a greenhouse?"),
    ]
    plan = make_plan(talk, config, now=int(NOW.timestamp()))
    # The question's own words are matched well here, so by default it leads the turn (fused
    # by score) and the dialogues matching the recent conversation are not listed...
    led = keyword_search(garden, plan, config)
    assert own_coverage(led) >= config.fusion.auto_convex_coverage
    assert "keyword_session" not in {r.source for r in led}
    # ...while a turn fused by rank lists them.
    by_rank = config.replace(fusion={"auto_convex_coverage": 1.0})
    lists = {r.source: r for r in keyword_search(garden, plan, by_rank)}
    sessions = lists["keyword_session"]
    assert sessions.query_index == 1 and sessions.hits[0].episode.session_id == "garden"
    assert sessions.max_score and sessions.max_score > 0
    config = by_rank
    off = keyword_search(garden, plan, config.replace(sources={"session_hits": 0}))
    assert "keyword_session" not in {r.source for r in off}
    alone = make_plan(talk[-1:], config, now=int(NOW.timestamp()))  # no recent conversation
    assert "keyword_session" not in {r.source for r in keyword_search(garden, alone, config)}
    anyway = config.replace(sources={"session_without_context": True})
    q1_only = {r.source: r for r in keyword_search(garden, alone, anyway)}["keyword_session"]
    assert q1_only.query_index == 0


def test_no_list_when_nothing_is_found(store: MemoryStore) -> None:
    """The fixture's episodes are each alone in their session: no neighbour, and nothing of a
    list that found nothing may weigh on the others' scores (RRF's best possible score)."""
    question = "which project has a deadline soon?"
    config = RetrievalConfig(record_runs=False)
    plan = make_plan([HumanMessage(question)], config, now=int(NOW.timestamp()))
    assert "keyword_neighbour" not in {r.source for r in keyword_search(store, plan, config)}
    on = recall(store, question, now=NOW, config=config)
    off = recall(
        store,
        question,
        now=NOW,
        config=config.replace(sources={"neighbour_hits": 0, "session_hits": 0}),
    )
    assert on.candidates and [(c.id, c.final) for c in on.candidates] == [
        (c.id, c.final) for c in off.candidates
    ]
