"""Drill r43: characters that show nothing (format characters: zero-width space U+200B, zero-width
joiner U+200D, soft hyphen U+00AD, bidi marks) inside a word, as text copied from a web page or a
PDF carries them. The pack's neutraliser removes them, but the keyword side does not:
``normalize`` (memory_store/tokenize.py) keeps them and the tokenizer splits a word at each, so a
memory "Ko\\u200bmugi loves the river" is not found by "Komugi" (nor "Komugi" by a pasted
"Ko\\u00admugi").

Fixed: ``normalize`` and ``tokenize`` drop format characters (Unicode category Cf,
``tokenize.drop_format``) before NFKC. It re-tokenizes the dev-set texts that hold one (31 in
LongMemEval_s, 1 in LoCoMo: U+200B, U+200D, U+200F; ``benchmarks/format_chars.py``); the
tokenizer version in the index file name moved to t5, so a store indexed before is rebuilt
from SQLite on its next open.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from omoide.memory_store import Episode, MemoryStore, USEEmbeddings

TS = 1_775_000_000


@pytest.fixture
def store(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path / "s", embedder=embedder) as s:
        s.add_episodes(
            [
                Episode.create("Ko\u200bmugi loves the river", "So sweet", occurred_at=TS, id="zw"),
                Episode.create("こむぎ\u200bの散歩は楽しい", "いいね", occurred_at=TS + 1, id="zj"),
                *(
                    Episode.create(f"filler {n} about trains", "ok", occurred_at=TS + 10 + n)
                    for n in range(6)
                ),
            ]
        )
        yield s


def test_a_word_with_an_invisible_character_is_found(store: MemoryStore) -> None:
    assert [h.id for h in store.search_keyword("Komugi", k=3)][:1] == ["zw"]
    assert [h.id for h in store.search_keyword("Ko\u00admugi", k=3)][:1] == ["zw"]
    assert "zj" in [h.id for h in store.search_keyword("こむぎの散歩", k=3)]


def test_a_store_indexed_before_is_rebuilt_on_open_and_finds_the_word(
    tmp_path: Path, embedder: USEEmbeddings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An upgrade: a keyword index built by the previous tokenizer version (simulated: format
    characters kept, the previous version's file name) is stale on open — the index file name
    carries the tokenizer version — so it is rebuilt from SQLite and the word is found, with
    nothing for the user to do."""
    from omoide.memory_store import keyword_index, tokenize

    monkeypatch.setattr(tokenize, "drop_format", lambda text: text)
    monkeypatch.setattr(keyword_index, "TOKENIZER_VERSION", "t4")
    with MemoryStore(tmp_path / "s", embedder=embedder) as s:
        s.add_episodes(
            [
                Episode.create("Ko\u200bmugi loves the river", "So sweet", occurred_at=TS, id="zw"),
                *(
                    Episode.create(f"filler {n} about trains", "ok", occurred_at=TS + n + 1)
                    for n in range(4)
                ),
            ]
        )
        assert "zw" not in [h.id for h in s.search_keyword("Komugi", k=3)]
    assert [f.name.split(".", 1)[1] for f in (tmp_path / "s" / "keyword").glob("*.npz")] == [
        "t4.e0.npz"
    ]
    monkeypatch.undo()
    with MemoryStore(tmp_path / "s", embedder=embedder) as s:
        assert [h.id for h in s.search_keyword("Komugi", k=3)][:1] == ["zw"]
    assert [f.name.split(".", 1)[1] for f in (tmp_path / "s" / "keyword").glob("*.npz")] == [
        f"{keyword_index.TOKENIZER_VERSION}.e0.npz"
    ]
