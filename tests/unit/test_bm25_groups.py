"""SparseBM25.top_groups (sessions scored by evidence spread over their documents) against a
brute-force reference built from single-term scores, and FilterTable's session codes."""

from __future__ import annotations

import random
from collections import defaultdict

import numpy as np
import pytest

from omoide.memory_store.bm25 import SparseBM25, _kth_best
from omoide.memory_store.filters import FilterTable, SearchFilters
from tests.unit.bm25_cases import codes_of, corpus, members_of, session_case


def reference(
    bm: SparseBM25, query: list[str], group: dict[int, int], allowed: set[int]
) -> dict[int, float]:
    """Σ over distinct query terms (a repeated term counts with its multiplicity, as in scoring)
    of the best single-term score in an allowed document of each group."""
    totals: dict[int, float] = defaultdict(float)
    counts: dict[str, int] = {}
    for t in query:
        counts[t] = counts.get(t, 0) + 1
    for t, c in counts.items():
        keys, scores = bm.scores([t] * c)
        best: dict[int, float] = {}
        for k, s in zip(keys.tolist(), scores.tolist(), strict=True):
            g = group[k]
            if k in allowed and g >= 0:
                best[g] = max(best.get(g, 0.0), s)
        for g, s in best.items():
            totals[g] += s
    return dict(totals)


@pytest.mark.parametrize("seed", range(6))
def test_matches_the_brute_force_reference(seed: int) -> None:
    case = session_case(seed)
    bm, query, group, allowed = case.bm, case.query, case.group, case.allowed
    groups, allow = codes_of(group), members_of(allowed)
    found = bm.top_groups(query, 50, groups=groups, allow=allow, pool=10_000)
    want = reference(bm, query, group, allowed)
    assert {m.group for m in found} == {g for g, s in want.items() if s > 0}
    for m in found:
        assert m.score == pytest.approx(want[m.group])
        assert group[m.key] == m.group and m.key in allowed
        # the representative is the group's best allowed document
        keys_, scores = bm.scores(query)
        own = {int(k): float(s) for k, s in zip(keys_, scores, strict=True)}
        best = max(s for k, s in own.items() if group[k] == m.group and k in allowed)
        assert m.key_score == pytest.approx(best) == pytest.approx(own[m.key])
    assert [m.score for m in found] == sorted((m.score for m in found), reverse=True)
    assert [m.rank for m in found] == list(range(len(found)))


def test_spread_evidence_beats_one_strong_document() -> None:
    bm = SparseBM25()
    docs = [["alpha", "alpha", "x"], ["beta", "y"], ["gamma", "z"], ["alpha", "w"]]
    docs += [[f"filler{i}"] for i in range(20)]
    bm.add(list(range(len(docs))), docs)
    group = [0, 1, 1, 2] + [3] * 20  # session 1 holds beta and gamma in two exchanges
    groups = codes_of(group)

    found = bm.top_groups(["alpha", "beta", "gamma"], 3, groups=groups)
    assert found[0].group == 1 and found[0].key in (1, 2)
    assert {m.group for m in found} == {0, 1, 2}
    assert bm.top_groups(["alpha"], 0, groups=groups) == []
    assert bm.top_groups(["unknown"], 3, groups=groups) == []


def test_pool_limits_the_groups_scored() -> None:
    bm = SparseBM25()
    docs = [["a", "a", "a"], ["a", "b"], ["c"]] + [[f"f{i}"] for i in range(10)]
    bm.add(list(range(len(docs))), docs)
    group = [0, 1, 1] + [2] * 10
    groups = codes_of(group)

    assert [m.group for m in bm.top_groups(["a"], 5, groups=groups, pool=1)] == [0]
    assert [m.group for m in bm.top_groups(["a"], 5, groups=groups, pool=10)] == [0, 1]
    with pytest.raises(ValueError):
        bm.top_groups(["a"], 1, groups=groups, pool=0)


def test_filter_table_session_codes() -> None:
    rows = [(3, "e1", 0, 1, 1, "s1"), (4, "e2", 0, 1, 1, ""), (5, "e3", 0, 1, 1, "s2")]
    rows += [(9, "e4", 0, 1, 1, "s1")]  # not contiguous: the searchsorted path
    table = FilterTable(rows)
    codes = table.session_codes(np.array([3, 4, 5, 9, 7, 100], dtype=np.int64))
    assert codes[1] == -1 and codes[4] == -1 and codes[5] == -1  # no session, not stored
    assert codes[0] == codes[3] != codes[2]
    assert table.session_of_code(int(codes[0])) == "s1"
    assert table.session_of_code(int(codes[2])) == "s2"
    grown = table.extended([(10, "e5", 0, 1, 1, "s3"), (11, "e6", 0, 1, 1, "s1")])
    assert grown.session_of_code(int(grown.session_codes(np.array([10]))[0])) == "s3"
    # extended codes (the table had computed its own): a session keeps its code
    assert grown.session_codes(np.array([11, 3])).tolist() == [codes[0], codes[0]]
    assert table.session_codes(np.array([10, 11])).tolist() == [-1, -1]  # not in the old table
    lazy = FilterTable(rows).extended([(11, "e6", 0, 1, 1, "s1")])  # codes computed after
    assert lazy.session_codes(np.array([11]))[0] == lazy.session_codes(np.array([3]))[0]
    assert FilterTable([]).session_codes(np.array([1])).tolist() == [-1]
    assert table.allow(np.array([3]), SearchFilters()).tolist() == [True]


def test_a_term_in_most_documents_tells_no_group_apart() -> None:
    bm = SparseBM25()
    docs = [["common", "rare"], ["common"], ["common", "other"], ["common"], ["x"]]
    bm.add(list(range(len(docs))), docs)
    group = [0, 0, 1, 1, 2]
    groups = codes_of(group)

    both = bm.top_groups(["common", "rare"], 3, groups=groups)
    rare = bm.top_groups(["rare"], 3, groups=groups)
    assert [(m.group, m.score) for m in both] == [(m.group, m.score) for m in rare]
    # ...but a query of common terms only still finds groups (by those terms).
    assert {m.group for m in bm.top_groups(["common"], 3, groups=groups)} == {0, 1}


@pytest.mark.parametrize("seed", range(4))
def test_large_group_codes_give_the_same_groups(seed: int) -> None:
    """Codes far larger than the number of documents (binary search instead of a lookup
    table) rank the same groups with the same scores, and match the reference."""
    rng = random.Random(100 + seed)
    docs = corpus(rng, 150, 25)
    keys = list(range(len(docs)))
    group = {k: (rng.randrange(12) if rng.random() > 0.1 else -1) for k in keys}
    bm = SparseBM25()
    bm.add(keys[:90], docs[:90])
    bm.add(keys[90:], docs[90:])
    query = [f"t{rng.randrange(25)}" for _ in range(rng.randint(2, 8))]
    spread = 10**12 + 7

    small = codes_of(group)

    def large(ks: np.ndarray) -> np.ndarray:
        codes = small(ks)
        return np.where(codes >= 0, codes * spread + 3, -1)

    by_small = bm.top_groups(query, 20, groups=small, pool=40)
    by_large = bm.top_groups(query, 20, groups=large, pool=40)
    assert by_small, "the query should match some group"
    assert [(m.group * spread + 3, m.score, m.key, m.key_score) for m in by_small] == [
        (m.group, m.score, m.key, m.key_score) for m in by_large
    ]
    want = reference(bm, query, group, set(keys))
    full = bm.top_groups(query, 20, groups=large, pool=10_000)
    assert {(m.group - 3) // spread: m.score for m in full} == pytest.approx(
        {g: s for g, s in want.items() if s > 0}
    )


def test_kth_best_is_exact() -> None:
    """_kth_best (sample a bound, partition what passes it; else partition all) against a sort,
    with ties, short arrays, and values where the sampled bound lets too few through."""
    rng = np.random.default_rng(3)
    cases = [rng.random(n) for n in (1, 7, 999, 20_000, 95_000)]
    cases.append(np.round(rng.random(50_000), 2))  # many ties
    cases.append(np.sort(rng.random(40_000)))  # ascending: the best at the end
    skewed = rng.random(20_000) * 0.1
    skewed[::10] += 10.0  # only the sampled positions are high: the sample's bound is too high
    cases.append(skewed)
    for values in cases:
        ordered = np.sort(values)[::-1]
        for k in sorted({1, 2, 10, 1000, values.shape[0]} & set(range(1, values.shape[0] + 1))):
            assert _kth_best(values, k) == ordered[k - 1]


def test_filter_table_speakers_follow_every_copy() -> None:
    rows = [(1, "e1", 0, 1, 1, "s1"), (2, "e2", 0, 1, 1, "s1")]
    table = FilterTable(rows, ["Nate", "Joanna", "Nate"])
    assert table.speakers == frozenset({"Nate", "Joanna"})
    grown = table.extended([(3, "e3", 0, 1, 1, "s2")], speakers=["Tim", "USER"])
    assert grown.speakers == frozenset({"Nate", "Joanna", "Tim", "USER"})
    assert table.speakers == frozenset({"Nate", "Joanna"})  # the old snapshot is unchanged
    assert grown.with_searchable(["e1"], False).speakers is grown.speakers
    # Nobody new: the very same set (what is derived from it stays cached).
    assert grown.extended([(4, "e4", 0, 1, 1, "s2")], ["Tim"]).speakers is grown.speakers
    assert FilterTable(rows).speakers == frozenset()
