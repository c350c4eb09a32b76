"""The question's reading at work in the rerank (design §plan): the time-window boost. Pure
functions over typed records."""

from __future__ import annotations

from dataclasses import replace

from omoide.agent.config import RetrievalConfig
from omoide.agent.reading import boost_in_window, reread, window_filters
from omoide.agent.records import RetrievalPlan, ScoredCandidate, TimeHint
from omoide.memory_store.records import Episode

NOW = 1_767_000_000
DAY = 86_400


def _episode(id: str, age_days: float) -> Episode:
    return Episode(
        id=id, user_text=f"text {id}", reply_text="", occurred_at=int(NOW - age_days * DAY)
    )


def _cand(id: str, final: float, age_days: float = 1.0) -> ScoredCandidate:
    e = _episode(id, age_days)
    return ScoredCandidate(id, e, 0.01, 0.5, 0.1, 0.5, final, ("keyword:q1",), f"reason {id}")


def _plan(*, window: tuple[int, int] | None = None) -> RetrievalPlan:
    hint = TimeHint(window_start=window[0], window_end=window[1]) if window else TimeHint()
    return RetrievalPlan(
        mode="associative_recent",
        queries=("q",),
        user_text="q",
        context_text="",
        now=NOW,
        time_hint=hint,
    )


def test_boost_lifts_only_candidates_inside_the_window() -> None:
    window = (NOW - 12 * DAY, NOW - 8 * DAY)
    scored = [_cand("old", 0.60, 30), _cand("ten", 0.55, 10), _cand("new", 0.50, 1)]
    out = boost_in_window(_plan(window=window), scored, 0.1)
    assert [c.id for c in out] == ["ten", "old", "new"]
    assert abs(out[0].final - 0.65) < 1e-9 and out[0].reason.endswith("window=+0.10")
    assert out[1].final == 0.60 and "window" not in out[1].reason


def test_no_window_or_no_boost_changes_nothing() -> None:
    scored = [_cand("a", 0.6), _cand("b", 0.5)]
    assert boost_in_window(_plan(), scored, 0.1) == scored
    assert boost_in_window(_plan(window=(0, NOW)), scored, 0.0) == scored
    assert window_filters(_plan(), RetrievalConfig()) is None
    flt = window_filters(_plan(window=(5, 9)), RetrievalConfig())
    assert flt is not None and (flt.since, flt.until) == (5, 9)


def test_reread_applies_the_window() -> None:
    scored = [_cand("a", 0.9, 30), _cand("b", 0.8, 10), _cand("c", 0.7, 30)]
    made = _plan(window=(NOW - 12 * DAY, NOW - 8 * DAY))
    out = reread(made, scored, RetrievalConfig(rerank={"time_window_boost": 0.2}))
    assert [c.id for c in out] == ["b", "a", "c"]
    off = replace(RetrievalConfig(), rerank={"time_window_boost": 0.0})
    assert reread(made, scored, off) == scored
