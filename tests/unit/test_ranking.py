"""One rrf() and one idf for every ranking surface (issue 29, 4): memory_store/ranking.py."""

from __future__ import annotations

import math
import random

import pytest

from omoide.agent.ranking import rrf_merge
from omoide.agent.records import SourceResult
from omoide.memory_store.langgraph_store import RRF_K, _fuse
from omoide.memory_store.ranking import idf_coverage, rrf
from omoide.memory_store.records import Episode, SearchHit


def _hit(id_: str, rank: int, source: str = "keyword") -> SearchHit:
    ep = Episode.create(f"text {id_}", "", occurred_at=1_700_000_000, id=id_)
    return SearchHit(id_, ep.text, 1.0 / (rank + 1), source, ep.occurred_at, rank, ep)  # type: ignore[arg-type]


def test_rrf_scores_by_rank_and_orders_ties_by_id() -> None:
    fused = rrf([["a", "b", "c"], ["c", "b"]], k=60)
    scores = dict(fused)
    assert scores["a"] == 1 / 61
    assert scores["b"] == 1 / 62 + 1 / 62
    assert scores["c"] == 1 / 63 + 1 / 61
    assert [i for i, _ in fused] == ["c", "b", "a"]
    # Equal scores: by id, whatever the order of the lists.
    assert rrf([["y"], ["x"]]) == rrf([["x"], ["y"]]) == [("x", 1 / 61), ("y", 1 / 61)]


def test_a_list_votes_once_per_id_and_weights_scale_its_votes() -> None:
    assert rrf([["a", "a", "b"]], k=0) == [("a", 1.0), ("b", 1 / 3)]
    assert dict(rrf([["a"], ["b"]], k=0, weights=[0.5, 2.0])) == {"a": 0.5, "b": 2.0}
    with pytest.raises(ValueError, match="2 weights for 1 lists"):
        rrf([["a"]], weights=[1.0, 1.0])
    assert rrf([]) == []


def test_rrf_is_the_retrieval_graphs_rank_fusion() -> None:
    """The ranking's rrf_merge (agent/ranking/fusion.py) and rrf() give the same order and
    the same floats, weights included, on random lists with repeats and overlaps."""
    rng = random.Random(29)
    for _ in range(200):
        lists = [
            SourceResult(
                source,
                q,
                tuple(
                    _hit(f"e{rng.randrange(30)}", r, "vector" if "vector" in source else "keyword")
                    for r in range(rng.randrange(0, 12))
                ),
            )
            for source, q in [("keyword", 0), ("vector", 0), ("keyword_phrase", 1)]
        ]
        weights = {"keyword": rng.uniform(0.5, 2), "vector": rng.uniform(0.5, 2)}
        k = rng.choice([1, 30, 60])
        graph = rrf_merge(lists, rrf_k=k, max_candidates=1000, weights=weights)
        ours = rrf(
            [[h.id for h in lst.hits] for lst in lists],
            k=k,
            weights=[weights[lst.source.split("_")[0]] for lst in lists],
        )
        assert [(c.id, c.rrf) for c in graph] == ours


def test_omoide_store_search_fuses_with_rrf() -> None:
    keyword = [_hit("a", 0), _hit("b", 1), _hit("c", 2)]
    vector = [_hit("c", 0, "vector"), _hit("d", 1, "vector")]
    fused = _fuse(keyword, vector)
    assert [(h.id, s) for h, s in fused] == rrf([["a", "b", "c"], ["c", "d"]], k=RRF_K)
    assert fused[0][0] is keyword[2]  # each id's first hit comes back
    assert RRF_K == 60


def test_idf_coverage_weighs_tokens_by_softplus_of_their_idf() -> None:
    n, df = 1000, 7
    okapi = math.log(n - df + 0.5) - math.log(df + 0.5)  # BM25's idf (unfloored)
    lucene = math.log((n - df + 0.5) / (df + 0.5) + 1.0)  # the tool's idf before
    rare, common = okapi, -0.4  # a floored idf may be negative in a memory of a few episodes
    assert math.isclose(math.log1p(math.exp(okapi)), lucene)
    cover = idf_coverage({"kyoto": rare, "trip": common}, {"kyoto", "other"})
    w_rare, w_common = lucene, math.log1p(math.exp(common))
    assert math.isclose(cover, w_rare / (w_rare + w_common))
    assert idf_coverage({"trip": common}, {"trip"}) == 1.0  # negative idf still weighs
    assert idf_coverage({"trip": common}, set()) == 0.0
    assert idf_coverage({}, {"trip"}) == 0.0
