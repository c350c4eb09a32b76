"""The speakers' names leave the keyword queries (``drop_speaker_names``): in a memory of two
people talking, each names the other in most exchanges ("Thanks, Nate!"), so a question that
names one of them ("How old are Nate's turtles?") matched short chit-chat by the name alone.
Real store (SQLite, BM25, Chroma, the offline embedder), every path that changes the names."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from omoide.agent.config import PRESETS, RetrievalConfig
from omoide.agent.nodes.keyword_retrieve import keyword_search
from omoide.agent.nodes.plan import make_plan
from omoide.agent.recaller import _messages, recall
from omoide.memory_store import MemoryStore
from omoide.memory_store.embedders import USEEmbeddings
from omoide.memory_store.records import Episode
from tests.conftest import NOW, hit_ids

DAY = timedelta(days=1)
QUESTION = "How old are Nate's turtles?"


def two_people() -> list[Episode]:
    """Joanna and Nate: one exchange about the turtles, three of chit-chat naming Nate, and
    eight about other things (so the name is in a quarter of the exchanges, as in LoCoMo, not
    in most: BM25 floors the weight of a term in more than half the documents)."""
    rows = [
        ("turtles", "My turtles are three years old now and love their tank.", "So cute!"),
        ("bye", "Thanks, Nate! Talk soon, Nate!", "Bye Joanna, take care of yourself!"),
        ("hi", "Hey Nate, long time no see! What's new with you, Nate?", "Not much, Joanna!"),
        ("game", "Nate, did you win the tournament yesterday?", "Yes, first place, Joanna!"),
    ]
    rows += [
        (f"other{n}", f"Plan number {n} for the weekend: hiking by the lake.", "Enjoy the air!")
        for n in range(8)
    ]
    return [
        Episode.create(
            user,
            reply,
            occurred_at=NOW - (i + 1) * DAY,
            id=eid,
            session_id=f"s{i}",
            user_speaker="Joanna",
            reply_speaker="Nate",
        )
        for i, (eid, user, reply) in enumerate(rows)
    ]


@pytest.fixture
def people(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path / "people", embedder=embedder) as s:
        s.add_episodes(two_people())
        yield s


def test_speaker_terms_are_the_names_not_the_role_tags(
    people: MemoryStore, store: MemoryStore
) -> None:
    assert people.speaker_terms() == frozenset({"joanna", "nate"})
    odd = [
        Episode.create("x", "y", occurred_at=NOW, id="odd1", user_speaker="", reply_speaker="  "),
        Episode.create(
            "x", "z", occurred_at=NOW, id="odd2", reply_speaker="system",
            user_speaker="the turtles tank and the tournament were all I talked about",
        ),
    ]  # fmt: skip
    people.add_episodes(odd)  # empty, a role tag in lower case, a sentence: no names
    assert people.speaker_terms() == frozenset({"joanna", "nate"})
    # The bundled sample memory is USER / AGENT only: no names, queries unchanged.
    assert store.speaker_terms() == frozenset()
    plain = store.search_keyword("Project Aurora demo", k=5)
    assert hit_ids(store.search_keyword("Project Aurora demo", k=5, drop_speakers=True)) == hit_ids(
        plain
    )


def test_the_name_no_longer_pulls_in_chit_chat(people: MemoryStore) -> None:
    with_name = people.search_keyword(QUESTION, k=5)
    without = people.search_keyword(QUESTION, k=5, drop_speakers=True)
    # By the name, every chit-chat exchange matches: three of the four candidates are noise.
    assert set(hit_ids(with_name)) == {"turtles", "bye", "hi", "game"}
    # Without it only the exchange about the turtles matches.
    assert hit_ids(without) == ["turtles"]
    # The score bound follows the same tokens (a hit's coverage stays 0..1).
    ((hits, bound),) = people.search_keyword_lists([QUESTION], k=5, drop_speakers=True)
    assert hit_ids(hits) == ["turtles"] and 0 < hits[0].score <= bound


def test_a_query_of_names_only_keeps_them(people: MemoryStore) -> None:
    assert people.query_tokens(QUESTION, drop_speakers=True) == ["old", "turtl"]
    assert people.query_tokens("Nate?", drop_speakers=True) == ["nate"]
    assert "nate" in people.query_tokens(QUESTION)
    assert people.search_keyword("Nate", k=5, drop_speakers=True) == people.search_keyword(
        "Nate", k=5
    )
    found, _ = people.search_keyword_sessions("Nate Joanna", k=5, drop_speakers=True)
    assert found, "a query of names only is searched as it is"


def test_the_session_list_leaves_names_out_too(people: MemoryStore) -> None:
    named, _ = people.search_keyword_sessions(QUESTION, k=12)
    unnamed, _ = people.search_keyword_sessions(QUESTION, k=12, drop_speakers=True)
    assert {h.episode.session_id for h in named} == {"s0", "s1", "s2", "s3"}
    assert [h.episode.session_id for h in unnamed] == ["s0"]


def test_names_follow_adds_deletes_and_other_processes(people: MemoryStore) -> None:
    names = people.speaker_terms()
    again = Episode.create(
        "Nate, the turtles say hi.", "Hi turtles!", occurred_at=NOW, id="again",
        user_speaker="Joanna", reply_speaker="Nate",
    )  # fmt: skip
    people.add_episodes([again])  # nobody new: the names are not worked out again
    assert people.speaker_terms() is names
    tim = Episode.create(
        "Tim here, back from the trip.", "Welcome back, Tim!", occurred_at=NOW,
        id="tim", user_speaker="Tim", reply_speaker="USER",
    )  # fmt: skip
    people.add_episodes([tim])  # the incremental path (the table is extended)
    assert people.speaker_terms() == frozenset({"joanna", "nate", "tim"})
    people.delete_episodes(["tim"])  # the table is reloaded from SQLite
    assert people.speaker_terms() == frozenset({"joanna", "nate"})
    maria = Episode.create(
        "Maria says hi.", "Hi Maria!", occurred_at=NOW, id="maria", user_speaker="Maria"
    )
    with MemoryStore(people.path, embedder=people.embedder) as other:  # another writer
        other.add_episodes([maria])
    assert people.speaker_terms() == frozenset({"joanna", "nate", "maria"})


def test_the_keyword_source_drops_names_by_default_and_the_old_presets_do_not(
    people: MemoryStore,
) -> None:
    assert RetrievalConfig().sources.drop_speaker_names
    assert not PRESETS["rrf"].sources.drop_speaker_names
    assert not PRESETS["seed"].sources.drop_speaker_names
    on = RetrievalConfig(record_runs=False)
    plan = make_plan(_messages(QUESTION, ()), on, now=int(NOW.timestamp()))
    q1 = keyword_search(people, plan, on)[0]
    assert [h.id for h in q1.hits] == ["turtles"]
    off = on.replace(sources={"drop_speaker_names": False})
    assert {h.id for h in keyword_search(people, plan, off)[0].hits} == {
        "turtles", "bye", "hi", "game"
    }  # fmt: skip
    # Through the graph: the turtles come first, and chit-chat is no keyword candidate.
    result = recall(people, QUESTION, now=NOW, config=on)
    assert result.candidates[0].id == "turtles"
    assert not any(
        s.startswith("keyword:") for c in result.candidates if c.id != "turtles"
        for s in c.hit_sources
    )  # fmt: skip
