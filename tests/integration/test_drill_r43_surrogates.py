"""Drill r43: text that is not valid Unicode — lone surrogates, and an emoji split into its two
UTF-16 halves (what a streamed JSON reply cut between its ``\\ud83d`` and ``\\ude00`` chunks
gives: two code points Python cannot encode as UTF-8) — on every way text enters the store.

Before: a raw ``UnicodeEncodeError`` ('utf-8' codec can't encode character '\\ud800' in
position 22: surrogates not allowed) from ``Episode.create``, a JSONL import, ``OmoideStore.put``
(value, key or namespace), naming no field. Now: an episode's split pair is one character again
(nothing is lost; ``storable_text`` also turns a lone surrogate into U+FFFD, for the remember
node), a lone surrogate is a ``ValueError`` naming the field (or where in a store value) and the
character, as ``recall``'s ``user_text`` check already said. Real stores.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from omoide import OmoideStore
from omoide.memory_store import Episode, MemoryStore, USEEmbeddings
from omoide.memory_store.errors import ArchiveFormatError
from omoide.memory_store.records import storable_text
from tests.conftest import remember_graph

SPLIT = "\ud83d\ude00"  # 😀 as two UTF-16 halves
TS = 1_775_000_000


def test_storable_text() -> None:
    assert storable_text(f"nice {SPLIT}!") == "nice 😀!"
    assert storable_text("plain 😀") == "plain 😀"
    assert storable_text("bad \ud800 and \udcff") == "bad \ufffd and \ufffd"
    assert storable_text(f"{SPLIT}\ud800") == "😀\ufffd"


def test_an_episode_with_a_split_emoji_is_stored_whole() -> None:
    ep = Episode.create(f"Lunch was great {SPLIT}", f"Glad {SPLIT}", occurred_at=TS)
    assert ep.user_text == "Lunch was great 😀" and ep.reply_text == "Glad 😀"
    same = Episode.create("Lunch was great 😀", "Glad 😀", occurred_at=TS)
    assert ep.id == same.id  # the id of the text as stored


@pytest.mark.parametrize(
    ("fields", "named"),
    [
        ({"user_text": "bad \ud800 here", "reply_text": "x"}, "user_text"),
        ({"user_text": "ok", "reply_text": "\udcff"}, "reply_text"),
        ({"user_text": "ok", "reply_text": "x", "session_id": "s\ud800"}, "session_id"),
    ],
)
def test_a_lone_surrogate_is_an_error_naming_the_field(fields: dict[str, str], named: str) -> None:
    with pytest.raises(ValueError, match=rf"{named} is not valid Unicode text: an unpaired"):
        Episode.create(occurred_at=TS, **fields)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=rf"{named} is not valid Unicode text"):
        Episode(id="e1", occurred_at=TS, **fields)  # type: ignore[arg-type]


def test_a_jsonl_line_with_a_lone_surrogate_names_file_line_and_field(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    path = tmp_path / "in.jsonl"
    path.write_text(
        '{"user_text": "fine", "reply_text": "ok", "occurred_at": 1775000000}\n'
        '{"user_text": "bad \\ud800 here", "reply_text": "x", "occurred_at": 1775000000}\n',
        encoding="utf-8",
    )
    with MemoryStore(tmp_path / "s", embedder=embedder) as store:
        with pytest.raises(ArchiveFormatError) as raised:
            store.ingest_archive(path)
        message = str(raised.value)
        assert "in.jsonl:2: user_text is not" in message and "codec" not in message, message
        assert "user_text is not valid Unicode text: an unpaired surrogate" in message, message
        assert len(store) == 0  # nothing written


def test_omoide_store_put_names_where_the_bad_text_is(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    store = OmoideStore(tmp_path / "s", index={"fields": ["$"], "embed": embedder})
    try:
        cases = [
            ((("alice",), "k1", {"content": "bad \ud800"}), r"value\['content'\] is not valid"),
            ((("alice",), "k1", {"notes": ["ok", {"x\ud800": 1}]}), r"value\['notes'\]\[1\]"),
            ((("alice",), "k\ud800", {"content": "x"}), r"key 'k\\ud800' is not valid"),
            ((("al\ud800ce",), "k1", {"content": "x"}), r"namespace label 'al\\ud800ce'"),
        ]
        for args, where in cases:
            with pytest.raises(ValueError, match=where):
                store.put(*args)
        # A split emoji too (LangGraph's SQLite and Postgres stores refuse it as well).
        with pytest.raises(ValueError, match=r"value\['content'\] is not valid"):
            store.put(("alice",), "k2", {"content": f"emoji {SPLIT}"})
        assert list(store.search(("alice",))) == []  # nothing was written
        store.put(("alice",), "k3", {"content": "emoji 😀"})
        assert [i.key for i in store.search(("alice",))] == ["k3"]
    finally:
        store.close()


def test_remember_keeps_a_reply_with_a_split_emoji(tmp_path: Path, embedder: USEEmbeddings) -> None:
    from langchain_core.messages import AIMessage, HumanMessage

    with MemoryStore(tmp_path / "s", embedder=embedder) as store:
        graph = remember_graph(store)
        # A streamed reply whose emoji was cut between two chunks, and a lone half.
        reply = AIMessage(f"Have fun {SPLIT} see you \ud83d")
        graph.invoke({"messages": [HumanMessage("I'm off to Kyoto"), reply]})
        (hit,) = store.search_keyword("Kyoto", k=5)
        assert hit.episode.reply_text == "Have fun 😀 see you \ufffd"


def test_omoide_store_put_of_a_value_nested_too_deep(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    """A value 5,000 lists deep was a raw RecursionError ('maximum recursion depth exceeded
    in comparison'); now an error saying how deep a value may nest. 500 levels still go in."""
    store = OmoideStore(tmp_path / "s", index={"fields": ["content"], "embed": embedder})
    try:

        def nested(levels: int) -> list[object]:
            top: list[object] = []
            inner = top
            for _ in range(levels):
                deeper: list[object] = []
                inner.append(deeper)
                inner = deeper
            return top

        with pytest.raises(ValueError, match="nests more than 500 levels deep"):
            store.put(("alice",), "deep", {"content": "x", "v": nested(5_000)})
        assert store.get(("alice",), "deep") is None
        store.put(("alice",), "ok", {"content": "x", "v": nested(400)})
        assert store.get(("alice",), "ok") is not None
    finally:
        store.close()
