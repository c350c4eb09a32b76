"""Ranking arithmetic shared by every surface that ranks memories.

* :func:`rrf` — reciprocal rank fusion, the one implementation: ``recall()``'s rerank (which
  fuses its source lists by it), ``OmoideStore.search`` (keyword + vector) and anything else
  that fuses ranked lists.
* :func:`idf_coverage` — the share of a query's idf weight a text's own tokens carry, with the
  keyword index's idf (``MemoryStore.keyword_idf``: BM25's, as the keyword search scores):
  ``search_past_conversations`` keeps a block only when it covers enough of the query.

Pure functions: no store, no configuration.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable, Mapping, Sequence

__all__ = ["RRF_K", "idf_coverage", "rrf"]

# Cormack, Clarke & Büttcher (SIGIR 2009)'s constant, and RetrievalConfig's fusion.rrf_k default.
RRF_K = 60


def rrf(
    lists: Iterable[Sequence[str]],
    *,
    k: int = RRF_K,
    weights: Sequence[float] | None = None,
) -> list[tuple[str, float]]:
    """Reciprocal rank fusion of ranked lists of ids: ``score(d) = Σ w / (k + rank + 1)``
    over the lists holding ``d`` (``rank`` from 0, ``w`` the list's weight, 1 by default).

    A list votes once for an id, at its first place. Best first, equal scores by id. Scores
    are summed list by list in the order given (the same lists give the same floats).
    """
    ranked = list(lists)
    if weights is not None and len(weights) != len(ranked):
        raise ValueError(f"got {len(weights)} weights for {len(ranked)} lists")
    scores: dict[str, float] = {}
    for i, ids in enumerate(ranked):
        weight = 1.0 if weights is None else weights[i]
        seen: set[str] = set()
        for rank, id_ in enumerate(ids):
            if id_ in seen:  # a list never votes twice for one id
                continue
            seen.add(id_)
            scores[id_] = scores.get(id_, 0.0) + weight / (k + rank + 1)
    return sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))


def idf_coverage(idf: Mapping[str, float], present: Collection[str]) -> float:
    """The share of the query's weight carried by the tokens in ``present`` (a text's own
    tokens). ``idf`` holds each distinct query token's idf (BM25's, ``keyword_idf``); a
    token weighs ``softplus(idf) = log(1 + e**idf)``: about its idf when it is rare, and still
    above 0 where BM25's idf is not (in a memory of a few episodes, every token is in most of
    them). Without BM25's floor, ``softplus`` of its idf is Lucene's ``log(1 + (N - df + 0.5) /
    (df + 0.5))``. 0 when the query has no tokens."""
    weights = {t: math.log1p(math.exp(w)) for t, w in idf.items()}
    total = sum(weights.values())
    if total <= 0:
        return 0.0
    return sum(w for t, w in weights.items() if t in present) / total
