"""Ranking metrics over ranked id lists (binary relevance)."""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping, Sequence

__all__ = [
    "mrr_at",
    "ndcg_at",
    "precision_at",
    "recall_all_at",
    "recall_any_at",
    "sessions_in_order",
]


def sessions_in_order(episode_ids: Sequence[str], session_of: Mapping[str, str]) -> list[str]:
    """Episode ranking → session ranking, each session at its first rank (design §evaluation)."""
    seen: dict[str, None] = {}
    for e in episode_ids:
        seen.setdefault(session_of[e], None)
    return list(seen)


def recall_any_at(ranked: Sequence[str], relevant: Collection[str], k: int) -> float:
    return float(any(r in relevant for r in ranked[:k]))


def recall_all_at(ranked: Sequence[str], relevant: Collection[str], k: int) -> float:
    top = set(ranked[:k])
    return float(all(r in top for r in relevant))


def precision_at(ranked: Sequence[str], relevant: Collection[str], k: int) -> float:
    return sum(1 for r in ranked[:k] if r in relevant) / k


def ndcg_at(ranked: Sequence[str], relevant: Collection[str], k: int) -> float:
    dcg = sum(1 / math.log2(i + 2) for i, r in enumerate(ranked[:k]) if r in relevant)
    ideal = sum(1 / math.log2(i + 2) for i in range(min(len(relevant), k)))
    return dcg / ideal if ideal else 0.0


def mrr_at(ranked: Sequence[str], relevant: Collection[str], k: int) -> float:
    return next((1 / (i + 1) for i, r in enumerate(ranked[:k]) if r in relevant), 0.0)
