"""``remember`` archives each namespace in its own file (defect: every namespace was appended to
one shared ``archive/log.txt`` with no namespace recorded, so re-ingesting that archive into
another namespace handed one user's words to another).

Each user's archive holds only that user's exchanges; re-ingesting it is a no-op for its owner
and gives another namespace nothing but the owner's words; reading the store's ``archive/``
folder as an archive reads only the default namespace's log.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import NOW
from langchain_core.messages import AIMessage, HumanMessage

from omoide import build_remember_node
from omoide.memory_store import MemoryStore, USEEmbeddings
from omoide.memory_store.archive import read_archive

# One private word per user: it must never appear in another user's archive or memory.
WORDS = {"default": "quokka", "alice": "zanzibar", "bob-team": "xylophone"}


def remember_turns(path: Path, embedder: USEEmbeddings) -> None:
    """Each user has two turns with the agent, remembered by the drop-in remember node."""
    for ns, word in WORDS.items():
        with MemoryStore(path, namespace=ns, embedder=embedder) as store:
            remember = build_remember_node(store)
            for turn in range(2):
                state = {
                    "messages": [
                        HumanMessage(f"my {word} story, part {turn}"),
                        AIMessage(f"I will remember the {word} story ({turn})"),
                    ],
                    "now": int(NOW.timestamp()) + 60 * turn,
                }
                remember(state, {"configurable": {"thread_id": f"{ns}-thread"}})


@pytest.fixture
def store_path(tmp_path: Path, embedder: USEEmbeddings) -> Path:
    path = tmp_path / "store"
    remember_turns(path, embedder)
    return path


def archive_of(store_path: Path) -> dict[str, Path]:
    """Each namespace's archive file, found by content: the one file under ``archive/`` that
    holds the namespace's word (fails when a file holds several namespaces' words)."""
    owners: dict[str, Path] = {}
    for file in sorted((store_path / "archive").rglob("*.txt")):
        text = file.read_text("utf-8")
        inside = [ns for ns, word in WORDS.items() if word in text]
        assert len(inside) == 1, f"{file} holds the words of {inside}"
        owners[inside[0]] = file
    return owners


def test_each_namespace_has_its_own_archive_with_only_its_words(store_path: Path) -> None:
    files = archive_of(store_path)
    assert set(files) == set(WORDS)
    for ns, file in files.items():
        assert file.read_text("utf-8").count(WORDS[ns]) == 4  # 2 turns, user text and reply
        episodes = read_archive(file).episodes
        assert len(episodes) == 2
        assert all(WORDS[ns] in e.user_text and WORDS[ns] in e.reply_text for e in episodes)


def test_archive_paths(store_path: Path) -> None:
    """The default namespace keeps ``archive/log.txt``; the others a folder each."""
    from omoide.agent.nodes.remember import ARCHIVE_LOG, archive_log

    files = archive_of(store_path)
    assert files["default"] == store_path / ARCHIVE_LOG
    for ns in WORDS:
        assert files[ns] == store_path / archive_log(ns)


def test_episodes_name_their_own_archive_as_source(
    store_path: Path, embedder: USEEmbeddings
) -> None:
    for ns, word in WORDS.items():
        with MemoryStore(store_path, namespace=ns, embedder=embedder, create=False) as store:
            hits = store.search_keyword(word, k=10)
            assert len(hits) == 2
            source = archive_of(store_path)[ns].relative_to(store_path).as_posix()
            assert {store.get(h.id).source for h in hits} == {source}


def test_reingesting_an_archive_adds_nothing_to_its_owner(
    store_path: Path, embedder: USEEmbeddings
) -> None:
    for ns in WORDS:
        with MemoryStore(store_path, namespace=ns, embedder=embedder, create=False) as store:
            added, _report = store.ingest_archive(archive_of(store_path)[ns])
            assert (added.added, added.already_present) == (0, 2), ns
            assert len(store) == 2


def test_reingesting_an_archive_elsewhere_hands_over_only_its_owners_words(
    store_path: Path, embedder: USEEmbeddings
) -> None:
    with MemoryStore(store_path, namespace="carol", embedder=embedder) as carol:
        carol.ingest_archive(archive_of(store_path)["alice"])
        assert len(carol) == 2
        assert len(carol.search_keyword(WORDS["alice"], k=10)) == 2
        for other in ("default", "bob-team"):
            assert carol.search_keyword(WORDS[other], k=10) == []


def test_the_store_archive_folder_reads_as_the_default_namespace_only(
    store_path: Path, embedder: USEEmbeddings
) -> None:
    """``omoide ingest .omoide/archive`` (a folder) reads archive/log.txt, never the other
    namespaces' files beside it."""
    with MemoryStore(store_path, namespace="restore", embedder=embedder) as restore:
        added, _report = restore.ingest_archive(store_path / "archive")
        assert added.added == 2
        assert len(restore.search_keyword(WORDS["default"], k=10)) == 2
        for other in ("alice", "bob-team"):
            assert restore.search_keyword(WORDS[other], k=10) == []
