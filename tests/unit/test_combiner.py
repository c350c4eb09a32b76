"""The learned combiner (issue 27, 4): per-candidate features the rerank computes on every turn,
a linear scorer over them, fusion "learned" through the rerank's one pure function, and the
fit (benchmarks/fusion_lab.py) on a tiny synthetic set. Records are built directly: no store,
no model, no evaluation data."""

from __future__ import annotations

import math
import os
import sys
from pathlib import Path

import pytest

from omoide.agent.config import LEARNED_FEATURES, RetrievalConfig, get_preset
from omoide.agent.ranking import candidate_features, learned_scores, rank_lists
from omoide.agent.records import RetrievalPlan, SourceResult
from omoide.memory_store.records import Episode, SearchHit

NOW = 1_767_000_000
F = {name: i for i, name in enumerate(LEARNED_FEATURES)}


def ep(id: str, text: str = "") -> Episode:
    return Episode(
        id=id, user_text=text or f"text of {id}", reply_text="", occurred_at=NOW - 86_400
    )


def lst(
    source: str, scores: dict[str, float], *, qi: int = 0, bound: float | None = None
) -> SourceResult:
    hits = tuple(
        SearchHit(i, ep(i).text, s, source, NOW - 86_400, r, ep(i))  # type: ignore[arg-type]
        for r, (i, s) in enumerate(scores.items())
    )
    return SourceResult(source, qi, hits, max_score=bound)


def plan(*, context: str = "") -> RetrievalPlan:
    text = "where did we go hiking"
    return RetrievalPlan(
        mode="associative_recent",
        queries=(text, f"{context}\n---\n{text}") if context else (text,),
        user_text=text,
        context_text=context,
        now=NOW,
    )


def weights(**named: float) -> tuple[float, ...]:
    """Combiner weights: the named features' weights, 0 for every other feature."""
    return tuple(named.get(name, 0.0) for name in LEARNED_FEATURES)


def test_learned_scores_are_a_calibrated_logistic_of_the_weighted_sum() -> None:
    rows = [(1.0, 0.0), (0.0, 1.0), (0.5, 0.5)]
    got = learned_scores(rows, (2.0, -1.0), (0.5, 0.25))
    want = [1 / (1 + math.exp(-(0.5 * z + 0.25))) for z in (2.0, -1.0, 0.5)]
    assert got == pytest.approx(want)
    # A very negative score does not overflow (exp of a large positive number).
    assert learned_scores([(1000.0,)], (-1.0,)) == [pytest.approx(0.0)]
    with pytest.raises(ValueError, match="learned_weights has 1 values but a candidate has 2"):
        learned_scores([(1.0, 2.0)], (1.0,))


def test_features_without_a_recent_conversation() -> None:
    lists = [
        lst("keyword", {"a": 8.0, "b": 2.0}, bound=10.0),
        lst("vector", {"b": 0.9, "c": 0.6}),
    ]
    f = candidate_features(plan(), lists, RetrievalConfig())
    rows = dict(zip(f.ids, f.rows, strict=True))
    assert set(rows) == {"a", "b", "c"}
    assert all(len(r) == len(LEARNED_FEATURES) for r in rows.values())
    assert rows["a"][F["kw_q1"]] == pytest.approx(0.8)
    assert rows["b"][F["cos_q1"]] == pytest.approx(0.9)
    # Missing evidence is 0 with an indicator, never absent.
    assert rows["a"][F["cos_q1"]] == 0.0 and rows["a"][F["no_vector"]] == 1.0
    assert rows["c"][F["kw_q1"]] == 0.0 and rows["c"][F["no_keyword"]] == 1.0
    assert rows["b"][F["no_vector"]] == 0.0 and rows["b"][F["no_keyword"]] == 0.0
    # No context query: every Q2 feature and every context product is 0, and the question
    # leads (the `auto` rule would fuse this turn by score).
    for r in rows.values():
        assert r[F["kw_q2"]] == r[F["cos_q2"]] == r[F["context*kw_q1"]] == 0.0
        assert r[F["follows*agreement"]] == 0.0
    assert rows["a"][F["leads*convex"]] > 0
    # Agreement: b is in both lists (two votes), a and c in one.
    assert rows["b"][F["agreement"]] > rows["a"][F["agreement"]] > rows["c"][F["agreement"]]


def test_features_with_a_recent_conversation_the_question_follows() -> None:
    lists = [
        lst("keyword", {"a": 1.0}, bound=10.0),  # the user's words matched weakly (0.1)
        lst("vector", {"a": 0.5}),
        lst("keyword", {"b": 9.0}, qi=1, bound=10.0),
        lst("vector", {"b": 0.7}, qi=1),
    ]
    f = candidate_features(
        plan(context="USER: the mountains last spring"), lists, RetrievalConfig()
    )
    rows = dict(zip(f.ids, f.rows, strict=True))
    assert rows["b"][F["kw_q2"]] == pytest.approx(0.9)
    assert rows["b"][F["cos_q2"]] == pytest.approx(0.7)
    assert rows["a"][F["context*kw_q1"]] == pytest.approx(0.1)
    assert rows["a"][F["own*kw_q1"]] == pytest.approx(0.1 * 0.1)
    # Coverage 0.1 < auto_convex_coverage: the rule would fuse this turn by rank.
    assert rows["b"][F["agreement"]] > 0
    assert rows["b"][F["follows*agreement"]] == pytest.approx(rows["b"][F["agreement"]])
    assert rows["b"][F["leads*convex"]] == 0.0


def test_learned_fusion_ranks_by_its_weights_through_rank_lists() -> None:
    lists = [
        lst("keyword", {"a": 9.0, "b": 3.0, "c": 1.0}, bound=10.0),
        lst("vector", {"c": 0.9, "b": 0.5, "a": 0.1}),
    ]
    by_words = RetrievalConfig(fusion={"mode": "learned", "learned_weights": weights(kw_q1=5.0)})
    by_meaning = RetrievalConfig(fusion={"mode": "learned", "learned_weights": weights(cos_q1=5.0)})
    _, words = rank_lists(plan(), lists, by_words)
    _, meaning = rank_lists(plan(), lists, by_meaning)
    assert [c.id for c in words] == ["a", "b", "c"]
    assert [c.id for c in meaning] == ["c", "b", "a"]
    # The shown score is the calibrated combiner score (0..1), the reason says so.
    a, b = by_words.fusion.learned_calibration
    assert words[0].final == pytest.approx(1 / (1 + math.exp(-(a * 5.0 * 0.9 + b))))
    assert words[0].reason.startswith("learned rerank:")


def test_learned_weights_are_checked() -> None:
    with pytest.raises(ValueError, match=f"exactly {len(LEARNED_FEATURES)}, one per feature"):
        RetrievalConfig(fusion={"learned_weights": (1.0, 2.0)})
    with pytest.raises(ValueError, match="scale must be > 0"):
        RetrievalConfig(fusion={"learned_calibration": (0.0, 1.0)})
    # A JSON context (Studio) sends lists: taken as the tuple they mean.
    cfg = RetrievalConfig(fusion={"learned_weights": [1] * len(LEARNED_FEATURES)})  # type: ignore[arg-type]
    assert cfg.fusion.learned_weights == (1.0,) * len(LEARNED_FEATURES)
    assert get_preset("learned").fusion.mode == "learned"


@pytest.mark.parametrize("objective", ["recall", "softmax"])
def test_fit_is_deterministic_and_finds_the_separating_feature(objective: str) -> None:
    np = pytest.importorskip("numpy")
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    lab = pytest.importorskip("fusion_lab")
    d = len(LEARNED_FEATURES)
    rng = np.random.default_rng(7)

    def task(n_questions: int, signal: str) -> object:
        xs, ys, gs = [], [], []
        for g in range(n_questions):
            x = rng.uniform(0.0, 0.5, size=(6, d))
            x[0, F[signal]] = 1.0  # the relevant candidate stands out on one feature only
            xs.append(x)
            ys.append(np.r_[1.0, np.zeros(5)])
            gs.append(np.full(6, g))
        return lab.Features(np.vstack(xs), np.concatenate(ys), np.concatenate(gs))

    parts = [task(20, "kw_q1"), task(5, "kw_q1")]
    zero = np.zeros(d)  # plain L2: no pull towards the default's formula
    w1, cal1 = lab.fit_combiner(parts, objective=objective, l2=1e-2, prior=zero)
    w2, cal2 = lab.fit_combiner(parts, objective=objective, l2=1e-2, prior=zero)
    assert (w1, cal1) == (w2, cal2)
    assert max(range(d), key=lambda j: w1[j]) == F["kw_q1"]
    assert cal1[0] > 0
    # The fit ranks every synthetic question's relevant candidate first.
    x, y = parts[0].x, parts[0].y
    z = x @ np.asarray(w1)
    assert all(np.argmax(z[g * 6 : (g + 1) * 6]) == 0 for g in range(20))
    assert y.sum() == 20


def test_the_default_formula_is_a_point_of_the_combiner() -> None:
    """The prior the fit starts from is the default's own formula in the combiner's features:
    on a turn without a recent conversation, its ranking is the default's."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    lab = pytest.importorskip("fusion_lab")
    lists = [
        lst("keyword", {"a": 9.0, "b": 3.0, "c": 1.0, "d": 0.5}, bound=10.0),
        lst("vector", {"c": 0.9, "d": 0.8, "b": 0.5, "a": 0.1}),
    ]
    default = RetrievalConfig()
    as_learned = default.replace(
        fusion={"mode": "learned", "learned_weights": tuple(10.0 * lab.default_prior())}
    )
    _, ranked = rank_lists(plan(), lists, default)
    _, learned = rank_lists(plan(), lists, as_learned)
    assert [c.id for c in learned] == [c.id for c in ranked]


@pytest.mark.skipif(not os.environ.get("OMOIDE_DATA"), reason="needs $OMOIDE_DATA")
def test_shipped_weights_reproduce_the_lab_figure(monkeypatch: pytest.MonkeyPatch) -> None:
    """The `learned` preset's weights rank RealPersonaChat's captured lists to the figure
    benchmarks/results/loto_learned.md reports for the fit on all seven tasks (the shipped
    constants are that fit). Needs the data and the lab's captured lists (``fusion_lab.py
    capture``, cache .omoide-eval); skipped without them."""
    root = Path(__file__).resolve().parents[2]
    cache = Path(os.environ.get("OMOIDE_EVAL_CACHE", root / ".omoide-eval"))
    if not list(cache.glob("lab-real_persona_chat-*.pkl")):
        pytest.skip(f"no captured lists in {cache} (fusion_lab.py capture real_persona_chat)")
    sys.path.insert(0, str(root / "benchmarks"))
    lab = pytest.importorskip("fusion_lab")
    table = (root / "benchmarks/results/loto_learned.md").read_text()
    section = table.split("## Fitted on all seven tasks")[1].split("##")[0]
    row = next(r for r in section.splitlines() if r.startswith("| real_persona_chat |"))
    reported = float(row.split("|")[2])
    monkeypatch.setattr(sys, "argv", [*sys.argv, "--cache", str(cache)])  # the lab's cache
    name = "real_persona_chat"
    metrics, _ = lab.evaluate(
        lab._task(name), lab.capture(name), get_preset("learned").replace(record_runs=False)
    )
    assert lab.headline(name, metrics) == pytest.approx(reported, abs=0.0005)


def test_only_the_entity_lists_hits_are_entity_hits() -> None:
    """Issue 38: the about-time lists (``at``, ``window_digest``) are not entity expansion —
    their hits vote in the agreement, but the ``entity`` feature is the ``ex`` list's alone."""
    lists = [
        lst("keyword", {"k": 8.0}, bound=10.0),
        lst("ex", {"e": 1.0}),
        lst("at", {"t": 1.0}),
        lst("window_digest", {"w": 1.0}),
    ]
    f = candidate_features(plan(), lists, RetrievalConfig())
    rows = dict(zip(f.ids, f.rows, strict=True))
    assert rows["e"][F["entity"]] == 1.0
    assert rows["t"][F["entity"]] == 0.0 and rows["w"][F["entity"]] == 0.0
    assert rows["k"][F["entity"]] == 0.0
    # Still candidates, with their votes (first place in their list: the same agreement).
    assert rows["t"][F["agreement"]] > 0
    assert rows["t"][F["agreement"]] == pytest.approx(rows["e"][F["agreement"]])
    assert rows["w"][F["agreement"]] == pytest.approx(rows["e"][F["agreement"]])
