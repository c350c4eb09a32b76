"""The about-time source (``about_time_retrieve``, agent/sources.py): design §sources'
about-time auxiliary source (hit source ``at``) — the episodes about the time the question
names, read from what consolidation keeps of each episode
(``omoide.agent.understanding.about_time``: years and life stage said as a time). It finds what
the words of the question do not:
「高校時代のこと、何か覚えてる？」 reaches 「高2の秋の文化祭で…」, held in 2025, which shares no
word with it. For a question about a whole life (plan mode ``targeted_broad``) it lists
episodes about every life stage, taking turns between stages. A question that asks what
happened in a window gets that window's digest (``window_digest``).
Fused by rank like every list; the thresholds still decide.

Skipped cleanly (no list, no error) when the question names no year or stage and spans no life,
or the store has no derived memory (never consolidated).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from datetime import date, datetime, tzinfo
from itertools import chain, zip_longest

from omoide.memory_store import MemoryStore
from omoide.memory_store.derived import EpisodeTime
from omoide.memory_store.records import Episode, SearchHit, Sensitivity

from .. import policies
from ..config import RetrievalConfig
from ..entities import derived_of
from ..records import RetrievalPlan, SourceResult
from ..sources import ABOUT_TIME_SOURCE, WINDOW_DIGEST_SOURCE

__all__ = [
    "about_time_lists",
    "about_time_search",
    "spread_days",
    "wants_about_time",
    "window_digest_search",
]

_POOL = 200  # rows read per turn before the list is cut to sources.about_time_k
_SUBSTANTIAL = 12  # characters of the user's text that make a day's exchange news


def _names_a_time(plan: RetrievalPlan) -> bool:
    """The question names a year or a life stage (``explicit_about_time``), or spans a life."""
    hint = plan.time_hint
    named = hint.about_year_start is not None or hint.life_stage_hint is not None
    return named or plan.mode == "targeted_broad"


def wants_about_time(plan: RetrievalPlan, config: RetrievalConfig) -> bool:
    """Whether the turn searches by time: the question names a year or a life stage, spans a
    life, or asks what happened in a window."""
    about = config.sources.about_time_k > 0 and _names_a_time(plan)
    return about or (plan.window_digest and config.sources.window_digest_k > 0)


def _as_list(
    source: str,
    episodes: Sequence[Episode],
    plan: RetrievalPlan,
    config: RetrievalConfig,
    *,
    k: int,
) -> list[SourceResult]:
    """``episodes``, best first, as one ranked list of at most ``k`` (scores are ranks), the
    recent conversation's own exchanges left out as in every source; none when it is empty."""
    hits = [
        SearchHit(e.id, e.text, 1.0 / (rank + 1), "about_time", e.occurred_at, rank, e)
        for rank, e in enumerate(episodes)
    ]
    if config.policies.exclude_recent_context:
        hits = policies.drop_in_context(hits, plan.exclude_texts)
    return [SourceResult(source, 0, tuple(hits[:k]))] if hits else []


def _spread(n: int) -> list[int]:
    """0..n-1 in an order that spreads out: both ends, then the middle, then the middles of
    the halves, … (the first k of it cover a range about evenly)."""
    if n <= 0:
        return []
    order = [0, n - 1] if n > 1 else [0]
    seen = set(order)
    spans = [(0, n - 1)]
    while spans:
        next_spans = []
        for lo, hi in spans:
            if hi - lo < 2:
                continue
            mid = (lo + hi) // 2
            if mid not in seen:
                seen.add(mid)
                order.append(mid)
            next_spans += [(lo, mid), (mid, hi)]
        spans = next_spans
    return order


def spread_days(episodes: Sequence[Episode], tz: tzinfo) -> list[Episode]:
    """A window's episodes as a digest: one per day in turn, the days taken spread across the
    window (its first and last, then the middle, …), each day's fullest exchange first; then a
    second round, and so on."""
    by_day: dict[date, list[Episode]] = defaultdict(list)
    for e in episodes:
        by_day[datetime.fromtimestamp(e.occurred_at, tz=tz).date()].append(e)
    for day in by_day:
        by_day[day].sort(key=lambda e: (-len(e.user_text), e.occurred_at, e.id))
    # Days with something said first ("Morning!" alone is no day's news), each set spread.
    full = sorted(d for d in by_day if len(by_day[d][0].user_text) >= _SUBSTANTIAL)
    slight = sorted(d for d in by_day if len(by_day[d][0].user_text) < _SUBSTANTIAL)
    order = [full[i] for i in _spread(len(full))] + [slight[i] for i in _spread(len(slight))]
    rounds = zip_longest(*(by_day[d] for d in order))
    return [e for e in chain.from_iterable(rounds) if e is not None]


def window_digest_search(
    store: MemoryStore, plan: RetrievalPlan, config: RetrievalConfig
) -> list[SourceResult]:
    """The ``window_digest`` list: at most ``sources.window_digest_k`` searchable episodes said
    inside the question's window, spread across its days (``spread_days``)."""
    hint = plan.time_hint
    if not plan.window_digest or hint.window_start is None or hint.window_end is None:
        return []
    if config.sources.window_digest_k == 0:
        return []
    days = max(hint.window_end - hint.window_start, 0) / 86_400
    inside = store.recent_episodes(
        until=hint.window_end,
        days=days,
        limit=_POOL,
        max_sensitivity=config.max_sensitivity,
    )
    inside = [e for e in inside if e.occurred_at >= hint.window_start]
    digest = spread_days(inside, config.zone(store.timezone))
    return _as_list(WINDOW_DIGEST_SOURCE, digest, plan, config, k=config.sources.window_digest_k)


def _take_turns(rows: list[EpisodeTime]) -> list[EpisodeTime]:
    """Rows by stage, each stage's most recently said first, the stages taking turns."""
    by_stage: dict[str | None, list[EpisodeTime]] = defaultdict(list)
    for row in rows:
        by_stage[row.life_stage].append(row)
    turns = zip_longest(*by_stage.values())
    return [row for row in chain.from_iterable(turns) if row is not None]


def about_time_search(
    store: MemoryStore, plan: RetrievalPlan, config: RetrievalConfig
) -> list[SourceResult]:
    """The ``at`` list: at most ``sources.about_time_k`` searchable episodes about the
    question's years (overlapping) or life stage, all time; for a question about a whole life,
    episodes about every life stage in turn."""
    if config.sources.about_time_k == 0 or not _names_a_time(plan):
        return []
    derived = derived_of(store)
    if derived is None:
        return []
    hint = plan.time_hint
    if plan.mode == "targeted_broad" and hint.about_year_start is None and not hint.life_stage_hint:
        rows = _take_turns(
            derived.episodes_about(any_stage=True, limit=_POOL, namespace=store.namespace)
        )
    else:
        rows = derived.episodes_about(
            year_start=hint.about_year_start,
            year_end=hint.about_year_end,
            life_stage=hint.life_stage_hint,
            limit=_POOL,
            namespace=store.namespace,
        )
    # Searchable, at or under the ceiling, as entity expansion reads its linked episodes.
    max_sensitivity = Sensitivity.parse(config.max_sensitivity)
    found = {e.id: e for e in store.get_many([r.episode_id for r in rows])}
    episodes = [
        e
        for r in rows
        if (e := found.get(r.episode_id)) is not None
        and e.searchable
        and Sensitivity.parse(e.sensitivity) <= max_sensitivity
    ]
    return _as_list(ABOUT_TIME_SOURCE, episodes, plan, config, k=config.sources.about_time_k)


def about_time_lists(
    store: MemoryStore, plan: RetrievalPlan, config: RetrievalConfig
) -> list[SourceResult]:
    """The source's lists: the ``at`` list, then the ``window_digest`` list (each when the
    turn asks for it)."""
    return about_time_search(store, plan, config) + window_digest_search(store, plan, config)
