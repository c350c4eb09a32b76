"""Drill r43: ``get_full_memory_block`` of a huge stored exchange (a pasted document).

It returned the whole text however long: 2,000,068 characters for a 2,000,000-character memory,
straight into the model's next call — past any model's context window (the turn fails with the
provider's context-length error) or paid for in full. Now each side is shown up to a bound
(``full_block_chars``, 20,000 characters for the exchange), ending with a line that says how
much is left out; an exchange within it is shown whole, as before. Real store, real tools.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from omoide import make_memory_tools
from omoide.memory_store import Episode, MemoryStore, USEEmbeddings

TS = 1_775_000_000
HUGE = "The quarterly report says revenue grew. " * 50_000  # 2,000,000 characters


@pytest.fixture
def store(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[MemoryStore]:
    with MemoryStore(tmp_path / "s", embedder=embedder) as s:
        s.add_episodes(
            [
                Episode.create(HUGE, "Thanks, I read it.", occurred_at=TS, id="huge"),
                Episode.create(
                    "My sister Akari starts piano lessons on Saturday.",
                    "How exciting for her!",
                    occurred_at=TS + 60,
                    id="short",
                ),
            ]
        )
        yield s


def test_a_huge_exchange_is_shown_up_to_the_bound(store: MemoryStore) -> None:
    _, full = make_memory_tools(store)
    out = full.invoke({"id": "huge"})
    assert len(out) <= 20_500, len(out)
    assert "1,980,0" in out and "more characters of this message are not shown" in out, out[-300:]
    assert "Thanks, I read it." in out  # the reply side still shown
    assert out.startswith("[") and "(id=huge)" in out


def test_an_exchange_within_the_bound_is_whole(store: MemoryStore) -> None:
    _, full = make_memory_tools(store)
    out = full.invoke({"id": "short"})
    assert out.endswith(
        "User: My sister Akari starts piano lessons on Saturday.\nYou: How exciting for her!"
    ), out
    _, wide = make_memory_tools(store, full_block_chars=3_000_000)
    assert len(wide.invoke({"id": "huge"})) > 2_000_000  # the operator may allow more


def test_the_bound_is_checked() -> None:
    with pytest.raises(ValueError, match=r"full_block_chars=0: .*>= 1,000"):
        make_memory_tools(MemoryStore.__new__(MemoryStore), full_block_chars=0)
