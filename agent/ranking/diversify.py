"""Seed 002's diversify: on a turn that wants its candidates spread across a life
(``spreads``), a life stage's or five-year bucket's candidates beyond the first few wait until
the other buckets' have had their place (``diversify``, over ``time_buckets``)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import TypeVar

from omoide.memory_store import MemoryStore

from ..entities import derived_of
from ..records import RetrievalPlan

__all__ = ["diversify", "spreads", "time_buckets"]

_T = TypeVar("_T")


def diversify(
    items: Sequence[_T], bucket_of: Callable[[_T], Hashable], per_bucket: int
) -> list[_T]:
    """Seed 002's diversify: ``items`` in their order, except that a bucket's items beyond its
    first ``per_bucket`` wait until every other bucket's have had their place (their own order
    kept). With buckets by life stage (else five-year bucket), a question about a whole life
    gets several stages in its first places instead of one; ``per_bucket`` <= 0 changes
    nothing."""
    if per_bucket <= 0:
        return list(items)
    first: list[_T] = []
    later: list[_T] = []
    seen: dict[Hashable, int] = {}
    for item in items:
        key = bucket_of(item)
        seen[key] = seen.get(key, 0) + 1
        (first if seen[key] <= per_bucket else later).append(item)
    return first + later


def spreads(plan: RetrievalPlan) -> bool:
    """Whether seed 002's diversify applies to the turn: its candidates may come from several
    life stages or five-year buckets and the question wants them spread — a question about a
    whole life (``targeted_broad``), or one naming years across buckets (「2010〜2020年」). A
    question about one stage or one year is about one bucket: spreading it would only push
    its own episodes behind others."""
    if plan.mode == "targeted_broad":
        return True
    hint = plan.time_hint
    lo, hi = hint.about_year_start, hint.about_year_end
    return (
        plan.mode == "explicit_about_time"
        and lo is not None
        and hi is not None
        and lo // 5 != hi // 5
    )


def time_buckets(store: MemoryStore, ids: Iterable[str]) -> dict[str, str]:
    """Each episode's diversify bucket (seed 002: life stage, else five-year bucket of the
    years it is about); episodes about no time are left out (one bucket of their own)."""
    derived = derived_of(store)
    if derived is None:
        return {}
    out: dict[str, str] = {}
    for episode_id, t in derived.episode_times(ids, namespace=store.namespace).items():
        if t.life_stage is not None:
            out[episode_id] = t.life_stage
        elif t.year_bucket is not None:
            out[episode_id] = f"{t.year_bucket}s"
    return out
