"""Drill r43: characters that show nothing (format characters: zero-width space U+200B, zero-width
joiner U+200D, soft hyphen U+00AD, bidi marks) inside a word, as text copied from a web page or a
PDF carries them. The pack's neutraliser removes them, but the keyword side does not:
``normalize`` (memory_store/tokenize.py) keeps them and the tokenizer splits a word at each, so a
memory "Ko\\u200bmugi loves the river" is not found by "Komugi" (nor "Komugi" by a pasted
"Ko\\u00admugi").

Strict xfail, not fixed here: stripping format characters (Unicode category Cf) in ``normalize``
and ``tokenize`` (before its NFKC)
passes it, but it re-tokenizes what holds them — 32 of the 879,890 strings of the dev sets
(31 in LongMemEval_s, 1 in LoCoMo: U+200B, U+200D, U+200F) — so it needs the dev tasks run
before and after, and stores built before keep the old tokens of those texts until a reindex.
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


@pytest.mark.xfail(
    strict=True,
    reason="memory_store/tokenize.py: drop category-Cf characters in normalize() and in "
    "tokenize() before its NFKC (needs the dev "
    "tasks before/after: 32 dev strings hold one)",
)
def test_a_word_with_an_invisible_character_is_found(store: MemoryStore) -> None:
    assert [h.id for h in store.search_keyword("Komugi", k=3)][:1] == ["zw"]
    assert [h.id for h in store.search_keyword("Ko\u00admugi", k=3)][:1] == ["zw"]
    assert "zj" in [h.id for h in store.search_keyword("こむぎの散歩", k=3)]
