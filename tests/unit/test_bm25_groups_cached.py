"""top_groups' cheaper paths give the answers of the plain one: the pool's documents asked
about ``allow`` best first (growing while too few pass), the codes of every document kept per
snapshot under ``groups_key``, and the keyword part's memo of a turn's query tokens."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from omoide.memory_store import Episode, MemoryStore, SearchFilters
from omoide.memory_store.bm25 import SparseBM25
from tests.unit.bm25_cases import codes_of, corpus, members_of


def _case(seed: int, n_docs: int = 400) -> tuple[SparseBM25, list[int], dict[int, int], list[str]]:
    rng = random.Random(seed)
    docs = corpus(rng, n_docs, 12)  # few terms: most queries match most documents (dense)
    keys = [3 * i + 2 for i in range(n_docs)]
    group = {k: (rng.randrange(40) if rng.random() > 0.1 else -1) for k in keys}
    bm = SparseBM25()
    bm.add(keys[: n_docs // 2], docs[: n_docs // 2])
    bm.add(keys[n_docs // 2 :], docs[n_docs // 2 :])
    query = [f"t{rng.randrange(14)}" for _ in range(rng.randint(1, 6))]
    return bm, keys, group, query


def _pool(
    bm: SparseBM25, query: list[str], group: dict[int, int], allowed: set[int], pool: int
) -> list[int]:
    """The pool the plain way: every match's code and verdict, best first, ties in order."""
    keys_, scores = bm.scores(query)
    keys_l, scores_l = keys_.tolist(), scores.tolist()
    order = sorted(range(len(keys_l)), key=lambda i: (-scores_l[i], i))
    near = [i for i in order if group[keys_l[i]] >= 0 and keys_l[i] in allowed][:pool]
    return near


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("share", [0.97, 0.6, 0.1, 0.0])
@pytest.mark.parametrize("pool", [1, 7, 50, 10_000])
def test_keyed_and_lazy_paths_equal_the_plain_one(seed: int, share: float, pool: int) -> None:
    bm, keys, group, query = _case(seed)
    rng = random.Random(seed + 100)
    # The best documents rejected first: the pool must look past them (the x4 steps).
    keys_, scores = bm.scores(query)
    ranked = [int(k) for _, k in sorted(zip((-scores).tolist(), keys_.tolist(), strict=True))]
    rejected = set(ranked[: int(len(ranked) * share * 0.5)])
    allowed = {k for k in keys if k not in rejected and rng.random() < max(share, 0.05) + 0.3}
    groups, allow = codes_of(group), members_of(allowed)
    asked: list[int] = []

    def counting_allow(ks: np.ndarray) -> np.ndarray:
        asked.append(len(ks))
        return allow(ks)

    plain = bm.top_groups(query, 20, groups=groups, allow=counting_allow, pool=pool)
    keyed = [
        bm.top_groups(query, 20, groups=groups, allow=allow, pool=pool, groups_key="table-1")
        for _ in range(2)  # the second reads the kept codes
    ]
    assert keyed[0] == keyed[1] == plain
    kept = bm._snap.cache.groups
    if kept is not None:  # kept only for a query matching many documents
        assert kept[0] == "table-1"
        assert kept[1].tolist() == [group[int(k)] for k in bm._snap.keys]
    # Against a reference built from the plain pool and single-term scores.
    near = _pool(bm, query, group, allowed, pool)
    keys_l = bm.scores(query)[0].tolist()
    firsts: dict[int, int] = {}
    for i in near:
        firsts.setdefault(group[keys_l[i]], keys_l[i])
    n_docs = len(keys)
    terms = sorted(set(query))
    kept_terms = [t for t in terms if 2 * bm.document_frequency(t) <= n_docs] or terms
    want: dict[int, float] = {}
    for t in kept_terms:
        tk, ts = bm.scores([t] * query.count(t))
        best: dict[int, float] = {}
        for key, score in zip(tk.tolist(), ts.tolist(), strict=True):
            g = group[key]
            if g in firsts and key in allowed:
                best[g] = max(best.get(g, 0.0), score)
        for g, score in best.items():
            want[g] = want.get(g, 0.0) + score
    assert len(plain) == min(20, sum(1 for v in want.values() if v > 0))
    for m in plain:
        assert firsts[m.group] == m.key
        assert m.score == pytest.approx(want[m.group])
    if asked and pool < 50:
        assert max(asked) < len(keys_l)  # the pool's documents were asked about, not all


def test_another_key_asks_again_and_a_new_snapshot_forgets() -> None:
    bm, keys, group, query = _case(3)
    calls: list[int] = []

    def groups(ks: np.ndarray) -> np.ndarray:
        calls.append(len(ks))
        return codes_of(group)(ks)

    first = bm.top_groups(query, 5, groups=groups, pool=50, groups_key="a")
    assert calls == [len(keys)]  # every document once (a dense query)
    assert bm.top_groups(query, 5, groups=groups, pool=50, groups_key="a") == first
    assert calls == [len(keys)]  # read, not asked
    other = {k: (g + 1 if g >= 0 else -1) for k, g in group.items()}
    got = bm.top_groups(query, 5, groups=codes_of(other), pool=50, groups_key="b")
    assert {m.group for m in got} == {m.group + 1 for m in first}
    bm.add([10_000], [["t1", "t2"]])  # a new snapshot: nothing kept
    assert bm._snap.cache.groups is None
    group[10_000] = 0
    bm.top_groups(query, 5, groups=groups, pool=50, groups_key="a")
    assert calls[-1] == len(keys) + 1


def test_a_wrong_number_of_codes_is_refused() -> None:
    bm, _, _, query = _case(1)
    with pytest.raises(ValueError, match="codes"):
        bm.top_groups(query, 5, groups=lambda ks: np.zeros(3, dtype=np.int64), groups_key="x")


def _episode(i: int, text: str, session: str) -> Episode:
    return Episode(
        id=f"e{i}",
        user_text=text,
        reply_text="I see.",
        occurred_at=1_600_000_000 + i * 60,
        session_id=session,
    )


def test_store_sessions_and_tokens_follow_adds(tmp_path: Path) -> None:
    """The session search through the store, twice with the same table (codes kept, query
    tokens remembered) and after an add (a new table, a new snapshot: both asked again)."""
    from langchain_core.embeddings import DeterministicFakeEmbedding

    words = ["kyoto", "train", "snow", "guitar", "tennis", "coffee", "exam", "river"]
    rng = random.Random(5)
    eps = [
        _episode(i, " ".join(rng.sample(words, 3)) + f" note{i}", f"s{i % 9}") for i in range(90)
    ]
    eps += [_episode(90 + i, f"ramen shop {i}", "s-ramen") for i in range(3)]
    with MemoryStore(tmp_path / "s", embedder=DeterministicFakeEmbedding(size=16)) as store:
        store.add_episodes(eps)
        flt = SearchFilters.of(since=1_600_000_000 + 600)
        q = "ramen and udon in kyoto by train, then coffee"
        first = store.search_keyword_sessions(q, k=5, filters=flt, max_df=0.9)
        again = store.search_keyword_sessions(q, k=5, filters=flt, max_df=0.9)
        assert [(h.id, h.score) for h in first[0]] == [(h.id, h.score) for h in again[0]]
        assert first[1] == again[1]
        before = store.query_tokens(q, max_df=0.3)
        # ramen everywhere now: the same text's tokens under max_df must change.
        store.add_episodes(
            [_episode(100 + i, f"ramen day {i}" + (" udon" * (i < 5)), "s-new") for i in range(200)]
        )
        after = store.query_tokens(q, max_df=0.3)
        assert "ramen" in before and "ramen" not in after
        # The new session (a new filter table, a new snapshot) is found by its udon.
        found, _ = store.search_keyword_sessions(q, k=10, filters=flt, max_df=0.9)
        assert "s-new" in {h.episode.session_id for h in found}
