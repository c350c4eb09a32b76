"""Random corpora and session layouts for the session-scoring tests of SparseBM25
(``top_groups``): one way to build a case."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from omoide.memory_store.bm25 import SparseBM25

IntArray = np.ndarray


def corpus(rng: random.Random, n_docs: int, vocab: int) -> list[list[str]]:
    return [[f"t{rng.randrange(vocab)}" for _ in range(rng.randint(0, 12))] for _ in range(n_docs)]


def codes_of(group: Mapping[int, int] | Sequence[int]) -> Callable[[IntArray], IntArray]:
    """The ``groups`` callback of a key -> session code table (-1: in no session)."""
    return lambda ks: np.array([group[int(k)] for k in ks], dtype=np.int64)


def members_of(allowed: set[int]) -> Callable[[IntArray], IntArray]:
    """The ``allow`` callback of a set of allowed keys."""
    return lambda ks: np.array([int(k) in allowed for k in ks], dtype=bool)


@dataclass
class SessionCase:
    """120 documents in two chunks, ~10 % in no session, ~20 % not allowed, a short query."""

    keys: list[int]
    docs: list[list[str]]
    group: dict[int, int]
    allowed: set[int]
    bm: SparseBM25
    query: list[str]


def session_case(seed: int) -> SessionCase:
    rng = random.Random(seed)
    docs = corpus(rng, 120, 30)
    keys = [5 * i + 1 for i in range(len(docs))]
    group = {k: (rng.randrange(15) if rng.random() > 0.1 else -1) for k in keys}
    allowed = {k for k in keys if rng.random() > 0.2}
    bm = SparseBM25()
    bm.add(keys[:70], docs[:70])
    bm.add(keys[70:], docs[70:])  # two chunks
    query = [f"t{rng.randrange(34)}" for _ in range(rng.randint(1, 6))]
    return SessionCase(keys, docs, group, allowed, bm, query)
