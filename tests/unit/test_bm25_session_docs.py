"""SparseBM25.top_session_docs (each session scored as one document, its episodes
concatenated) against a brute-force BM25 over the concatenated documents, with the filter rule:
a hidden document adds nothing to its session's term frequencies or length."""

from __future__ import annotations

import math
from collections import Counter

import numpy as np
import pytest

from omoide.memory_store.bm25 import SparseBM25
from tests.unit.bm25_cases import codes_of, members_of, session_case


def reference(
    docs: dict[int, list[str]],
    group: dict[int, int],
    allowed: set[int],
    query: list[str],
    *,
    k1: float,
    b: float,
) -> dict[int, float]:
    """BM25 over session documents built by concatenation. Collection statistics (N, df, avgdl)
    over every session's episodes; a session's tf and length over its allowed episodes only."""
    full: dict[int, list[str]] = {}
    visible: dict[int, list[str]] = {}
    for key, toks in docs.items():
        g = group[key]
        if g < 0:
            continue
        full.setdefault(g, []).extend(toks)
        visible.setdefault(g, [])
        if key in allowed:
            visible[g].extend(toks)
    n = len(full)
    avgdl = sum(len(t) for t in full.values()) / n
    out: dict[int, float] = {}
    for g, toks in visible.items():
        tf = Counter(toks)
        score = 0.0
        for term, count in Counter(query).items():
            df = sum(term in set(t) for t in full.values())
            idf = math.log(1.0 + (n - df + 0.5) / (df + 0.5))
            f = tf[term]
            score += idf * count * (k1 + 1.0) * f / (f + k1 * (1.0 - b + b * len(toks) / avgdl))
        if score > 0:
            out[g] = score
    return out


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("b", [0.9, 0.5])
def test_matches_brute_force_session_documents(seed: int, b: float) -> None:
    case = session_case(seed)
    bm, query, group, allowed = case.bm, case.query, case.group, case.allowed
    keys, texts = case.keys, case.docs
    groups, allow = codes_of(group), members_of(allowed)
    found, bound = bm.top_session_docs(query, 50, groups=groups, allow=allow, b=b)
    want = reference(dict(zip(keys, texts, strict=True)), group, allowed, query, k1=bm.k1, b=b)
    assert {m.group for m in found} == set(want)
    keys_, scores = bm.scores(query)
    own = {int(k): float(s) for k, s in zip(keys_, scores, strict=True)}
    for m in found:
        assert m.score == pytest.approx(want[m.group])
        assert m.score <= bound
        # listed as the group's best allowed document
        assert group[m.key] == m.group and m.key in allowed
        best = max(s for k, s in own.items() if group[k] == m.group and k in allowed)
        assert m.key_score == pytest.approx(best) == pytest.approx(own[m.key])
    assert [m.score for m in found] == sorted((m.score for m in found), reverse=True)
    assert [m.rank for m in found] == list(range(len(found)))
    top3, _ = bm.top_session_docs(query, 3, groups=groups, allow=allow, b=b)
    assert top3 == found[:3]


def test_a_hidden_document_adds_nothing_to_its_session() -> None:
    bm = SparseBM25()
    docs = [["secret", "word"], ["hello", "there"], ["secret"], ["other", "hello"]]
    docs += [[f"filler{i}"] for i in range(10)]
    bm.add(list(range(len(docs))), docs)
    group = [0, 0, 1, 1, *range(2, 12)]
    groups = codes_of(group)

    every, _ = bm.top_session_docs(["secret"], 5, groups=groups)
    assert {m.group for m in every} == {0, 1}
    # Hiding document 0: session 0 no longer holds "secret"; session 1 still does.
    hidden, _ = bm.top_session_docs(
        ["secret"], 5, groups=groups, allow=lambda ks: np.asarray(ks) != 0
    )
    assert [(m.group, m.key) for m in hidden] == [(1, 2)]
    # ... and its length no longer dilutes session 0's other terms: "hello" scores higher.
    hello = {m.group: m.score for m in bm.top_session_docs(["hello"], 5, groups=groups)[0]}
    hello_hidden = {
        m.group: m.score
        for m in bm.top_session_docs(
            ["hello"], 5, groups=groups, allow=lambda ks: np.asarray(ks) != 0
        )[0]
    }
    assert hello_hidden[0] > hello[0]
    assert hello_hidden[1] == pytest.approx(hello[1])


def test_empty_and_invalid() -> None:
    bm = SparseBM25()
    no_groups = lambda ks: np.full(np.asarray(ks).shape, -1, dtype=np.int64)  # noqa: E731
    assert bm.top_session_docs(["a"], 3, groups=no_groups) == ([], 0.0)
    bm.add([1, 2], [["a"], ["b"]])
    assert bm.top_session_docs(["a"], 3, groups=no_groups) == ([], 0.0)
    assert bm.top_session_docs(["zzz"], 3, groups=lambda ks: np.zeros_like(ks))[0] == []
    with pytest.raises(ValueError, match="k must be"):
        bm.top_session_docs(["a"], -1, groups=no_groups)
    with pytest.raises(TypeError, match="not a str"):
        bm.top_session_docs("a", 1, groups=no_groups)
