"""Fit and check the calibrated injection judgement (issue 36, agent/ranking/judgement.py).

The candidate lists of every dev task are captured once through the real retrieval graph
(``fusion_lab.py capture``, cached); each question's first ``injection.depth`` ranked
candidates become rows of ``JUDGEMENT_FEATURES`` labelled by the task's gold (relevant or
not; questions whose evidence is absent give only negatives). A logistic regression (L2,
L-BFGS on standardised features, each task weighing the same) is fitted:

- ``loto``: with each task left out in turn, scored on the task left out: the judgement's
  AUC (the turn's best probability against "the top 5 holds the evidence"), what reaches the
  prompt (relevant injected, false injection, unrelated questions silent) and recall, beside
  the default's (before) on the same lists; the bilingual and small-store sets also per
  category. Written as a markdown table.
- ``fit``: on every task, written to agent/ranking/judgement_model.py (plain data). The
  dictionary bridge's term (``BRIDGE_FEATURES``, 0 on a turn whose gate is closed) is fitted
  after the rest, over the rest's log-odds held fixed (``fit_bridge``); ``--keep-base``
  holds the shipped model's other weights and fits only that term. ``loto`` does the same in
  each fold (the rest fitted on the other tasks, then the term over it).
- ``bridge-compare``: issue 36's dictionary bridge in sample, before (no ``bridge`` list, an
  earlier judgement model file, e.g. ``git show 518f164:agent/ranking/judgement_model.py``)
  and after (``bridge_compare``).

    python benchmarks/fit_judgement.py loto OUT.md [TASK ...] --cache DIR [--p-high P]
    python benchmarks/fit_judgement.py fit [TASK ...] --cache DIR [--keep-base]
    python benchmarks/fit_judgement.py bridge-compare BEFORE_MODEL.py [TASK ...] --cache DIR

Uses $OMOIDE_DATA (README, "Evaluation data") and fusion_lab's cache.
"""

from __future__ import annotations

import hashlib
import pickle
import sys
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from dev_sets import HEADLINE_METRICS
from fusion_lab import Captured, _cache, _task, bridge_per_word, capture
from scipy.optimize import minimize

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # benchmarks.evaluation
from benchmarks.evaluation.runner import _feel, _mean, _relevant, _scores, _summarise_feel
from benchmarks.evaluation.tasks import EvalTask
from omoide.agent.config import RetrievalConfig
from omoide.agent.ranking import (
    above_cosine,
    judged_depth,
    judgement,
    judgement_inputs,
    rank_lists,
)
from omoide.agent.ranking.judgement import (
    BRIDGE_FEATURES,
    JUDGEMENT_FEATURES,
    JudgementModel,
    judgement_features,
)
from omoide.agent.sources import BRIDGE_SOURCE

# Every dev task with captured lists (the chat drills and RealPersonaChat when captured too).
DEFAULT_TASKS = (
    "locomo",
    "locomo_chat",
    "jmultiwoz",
    "jmultiwoz_chat",
    "longmemeval",
    "longmemeval_multi",
    "bilingual_sample",
    "bilingual_locomo",
    "small_store",
)
L2 = 1.0  # on standardised features, over the weighted sum (each task weighs 1)
MODEL_FILE = Path(__file__).resolve().parents[1] / "agent" / "ranking" / "judgement_model.py"


@dataclass
class TaskRows:
    """One task's judged candidates: features, labels, question index and per-row weight."""

    x: np.ndarray
    y: np.ndarray
    q: np.ndarray
    w: np.ndarray


# ``--bridge-weight W``: fusion.bridge_weight for every configuration this script ranks with
# (choosing the dictionary bridge's weight, issue 36); None: the default.
BRIDGE_WEIGHT: list[float] = []


def _base_config() -> RetrievalConfig:
    if BRIDGE_WEIGHT:
        return RetrievalConfig(record_runs=False, fusion={"bridge_weight": BRIDGE_WEIGHT[0]})
    return RetrievalConfig(record_runs=False)


def today() -> RetrievalConfig:
    """The defaults before issue 36: injection judged by rank agreement, no cross-script
    reading, no note weight."""
    return _base_config().replace(
        fusion={"cross_script_aware": False},
        rerank={"w_note": 0.0},
        injection={"score": "rrf"},
    )


def _code_digest() -> str:
    """A digest of the code the rows depend on (the ranking and the features): a cache of
    rows made by other code is not reused."""
    root = Path(__file__).resolve().parents[1] / "agent"
    digest = hashlib.sha1()
    for part in (
        "ranking/judgement.py",
        "ranking/fusion.py",
        "ranking/score.py",
        "ranking/injection.py",
        "ranking/rank.py",
        # the dictionary bridge's list (issue 36): its lexicon, its search and its settings
        "nodes/bridge_retrieve.py",
        "understanding/lexicon.py",
        "understanding/lexicon_data.py",
        "config.py",
    ):
        digest.update((root / part).read_bytes())
    digest.update(f"{bridge_per_word()} {BRIDGE_WEIGHT}".encode())
    return digest.hexdigest()[:10]


def task_rows(name: str, task: EvalTask, rows: Sequence[Captured]) -> TaskRows:
    """One row per question: the turn's ``JUDGEMENT_FEATURES`` as the rerank computes them,
    labelled 1 when the ranking's first 5 hold the evidence (0 for unrelated questions)."""
    path = _cache() / f"judge-{name}-{task.fingerprint()}-{len(rows)}-{_code_digest()}.pkl"
    if path.exists():
        with path.open("rb") as f:
            return TaskRows(*pickle.load(f))
    cfg = _base_config()
    depth = judged_depth(cfg)
    xs, ys = [], []
    for row in rows:
        lists = above_cosine(row.lists, cfg.sources.vector_min_similarity)
        scored, agreement, turn = judgement_inputs(row.plan, lists, cfg)
        agree = {i: c.final for i, c in agreement.items()}
        v = judgement_features(scored, turn, agree, depth)
        xs.append([v[f] for f in JUDGEMENT_FEATURES])
        ys.append(
            0.0
            if row.query.abstention
            else float(any(_relevant(task, row.query, c.id) for c in scored[:5]))
        )
    n = max(1, len(rows))
    out = TaskRows(np.asarray(xs), np.asarray(ys), np.arange(n), np.full(n, 1.0 / n))
    with path.open("wb") as f:
        pickle.dump((out.x, out.y, out.q, out.w), f)
    return out


BASE = [i for i, f in enumerate(JUDGEMENT_FEATURES) if f not in BRIDGE_FEATURES]
BRIDGE = [JUDGEMENT_FEATURES.index(f) for f in BRIDGE_FEATURES]


def fit(parts: Sequence[TaskRows], l2: float = L2) -> JudgementModel:
    """The judgement: ``fit_base`` over the features but the bridge's, then ``fit_bridge``."""
    return fit_bridge(parts, fit_base(parts, l2), l2)


def fit_bridge(parts: Sequence[TaskRows], base: JudgementModel, l2: float = L2) -> JudgementModel:
    """``base`` with the dictionary bridge's term (``BRIDGE_FEATURES``) fitted over it: weighted
    L2 logistic regression on the raw bridge features (0..1) with ``base``'s log-odds as a fixed
    offset. The features are 0 on every turn whose gate is closed, so only turns the bridge
    has a part in move it, and it moves no other turn."""
    x = np.vstack([p.x for p in parts])
    y = np.concatenate([p.y for p in parts])
    w = np.concatenate([p.w for p in parts])
    names = [JUDGEMENT_FEATURES[i] for i in BASE]
    offset = base.intercept + x[:, BASE] @ np.asarray([base.weights.get(f, 0.0) for f in names])
    xb = x[:, BRIDGE]

    def loss(beta: np.ndarray) -> tuple[float, np.ndarray]:
        t = offset + xb @ beta
        value = float(w @ (np.logaddexp(0.0, t) - y * t)) + 0.5 * l2 * float(beta @ beta) / len(
            parts
        )
        g = w * (1.0 / (1.0 + np.exp(-t)) - y)
        return value, xb.T @ g + l2 * beta / len(parts)

    res = minimize(loss, np.zeros(len(BRIDGE)), jac=True, method="L-BFGS-B")
    weights = {f: base.weights.get(f, 0.0) for f in names}
    means = {f: base.means.get(f, 0.0) for f in names}
    for f, v in zip(BRIDGE_FEATURES, res.x, strict=True):
        weights[f] = round(float(v), 6)
        means[f] = 0.0  # a contribution is the term's own effect (0 on a turn without it)
    return JudgementModel(weights=weights, intercept=base.intercept, means=means)


def fit_base(parts: Sequence[TaskRows], l2: float = L2) -> JudgementModel:
    """Weighted L2 logistic regression over the features but the bridge's; coefficients
    returned on the raw features."""
    x = np.vstack([p.x for p in parts])[:, BASE]
    y = np.concatenate([p.y for p in parts])
    w = np.concatenate([p.w for p in parts])
    mu = (w @ x) / w.sum()
    sd = np.sqrt((w @ (x - mu) ** 2) / w.sum())
    sd[sd < 1e-9] = 1.0
    z = (x - mu) / sd

    def loss(theta: np.ndarray) -> tuple[float, np.ndarray]:
        b, beta = theta[0], theta[1:]
        t = z @ beta + b
        value = float(w @ (np.logaddexp(0.0, t) - y * t)) + 0.5 * l2 * float(beta @ beta) / len(
            parts
        )
        g = w * (1.0 / (1.0 + np.exp(-t)) - y)
        return value, np.concatenate([[g.sum()], z.T @ g + l2 * beta / len(parts)])

    res = minimize(loss, np.zeros(x.shape[1] + 1), jac=True, method="L-BFGS-B")
    b, beta = res.x[0], res.x[1:]
    weights = beta / sd
    intercept = b - float(weights @ mu)
    names = [JUDGEMENT_FEATURES[i] for i in BASE]
    return JudgementModel(
        weights={f: round(float(v), 6) for f, v in zip(names, weights, strict=True)},
        intercept=round(float(intercept), 6),
        means={f: round(float(v), 6) for f, v in zip(names, mu, strict=True)},
    )


def auc(scores: Sequence[float], labels: Sequence[bool]) -> float:
    """Probability that a positive outscores a negative (ties count half)."""
    pos = [s for s, y in zip(scores, labels, strict=True) if y]
    neg = [s for s, y in zip(scores, labels, strict=True) if not y]
    if not pos or not neg:
        return float("nan")
    wins = sum((p > n) + 0.5 * (p == n) for p in pos for n in neg)
    return wins / (len(pos) * len(neg))


def figures(
    name: str, task: EvalTask, rows: Sequence[Captured], cfg: RetrievalConfig
) -> dict[str, object]:
    """Ranking metrics, injection figures (overall and per category) and the judgement's AUC
    of one configuration on one task's captured lists."""
    scores, feel = [], []
    by_cat: dict[str, list[dict[str, float]]] = defaultdict(list)
    turn_score, turn_label = [], []
    for row in rows:
        lists = above_cosine(row.lists, cfg.sources.vector_min_similarity)
        ranked, candidates = rank_lists(row.plan, lists, cfg)
        ranking = [c.id for c in candidates]
        injected = [e.id for e in ranked]
        if not row.query.abstention:
            scores.append(_scores(task, row.query, ranking))
        f = _feel(task, row.query, ranking, injected)
        feel.append(f)
        by_cat[row.query.category].append(f)
        judged = [c.judged for c in candidates[: judged_depth(cfg)] if c.judged is not None]
        turn_score.append(max(judged, default=0.0))  # the best's: the turn's chance
        turn_label.append(
            not row.query.abstention and any(_relevant(task, row.query, i) for i in ranking[:5])
        )
    return {
        "metrics": _mean(scores),
        "feel": _summarise_feel(feel),
        "by_category": {c: _summarise_feel(v) for c, v in sorted(by_cat.items())},
        "auc": auc(turn_score, turn_label),
    }


def _use(model: JudgementModel) -> None:
    judgement.MODEL = model  # the rerank judges with the module's MODEL at call time


def _cell(fig: dict[str, object], key: str) -> str:
    feel = fig["feel"]
    assert isinstance(feel, dict)
    v = feel.get(key)
    return "-" if v is None else f"{v:.3f}"


def loto(names: Sequence[str], out: Path, p_highs: Sequence[float], p_medium: float) -> None:
    """The left-out table (module docstring) for each ``p_high`` (``p_medium`` at most it)."""
    tasks = {n: _task(n) for n in names}
    rows = {n: capture(n) for n in names}
    parts = {n: task_rows(n, tasks[n], rows[n]) for n in names}
    before = today()
    head = [
        "| left out | p_high | AUC before / after | relevant injected before / after | false "
        "injection before / after | unrelated silent before / after | headline recall before → "
        "after |",
        "|---|---|---|---|---|---|---|",
    ]
    lines: list[str] = []
    cats: list[str] = []
    for n in names:
        # A fold never sees its own task; slices of a task (longmemeval_multi) leave out their
        # whole task too.
        family = {n, n.removesuffix("_multi"), n.removesuffix("_chat")}
        others = [
            parts[m]
            for m in names
            if m != n and not ({m, m.removesuffix("_multi"), m.removesuffix("_chat")} & family)
        ]
        _use(fit(others))
        b = figures(n, tasks[n], rows[n], before)
        for p_high in p_highs:
            judged = {"score": "model", "p_high": p_high, "p_medium": min(p_medium, p_high)}
            a = figures(n, tasks[n], rows[n], _base_config().replace(injection=judged))
            mb, ma = b["metrics"], a["metrics"]
            assert isinstance(mb, dict) and isinstance(ma, dict)
            recall = " / ".join(f"{k} {mb[k]:.3f} → {ma[k]:.3f}" for k in HEADLINE_METRICS[n])
            lines.append(
                f"| {n} | {p_high} | {b['auc']:.3f} / {a['auc']:.3f} | "
                + " | ".join(
                    f"{_cell(b, k)} / {_cell(a, k)}"
                    for k in (
                        "relevant_injected_rate",
                        "false_injection_rate",
                        "abstention_silent_rate",
                    )
                )
                + f" | {recall} |"
            )
            print(lines[-1], flush=True)
            bc, ac = b["by_category"], a["by_category"]
            assert isinstance(bc, dict) and isinstance(ac, dict)
            if n.startswith("bilingual") or n == "small_store":
                for c in bc:
                    cats.append(
                        f"| {n} {c} | {p_high} | "
                        + " | ".join(
                            f"{_c(bc[c], k)} / {_c(ac[c], k)}"
                            for k in (
                                "relevant_injected_rate",
                                "abstention_silent_rate",
                                "false_injection_rate",
                            )
                        )
                        + " |"
                    )
    table = [
        f"Each task left out in turn (fitted on the others), p_medium {p_medium}.",
        "",
        *head,
        *lines,
    ]
    if cats:
        table += [
            "",
            "| set, category | p_high | relevant injected before / after | unrelated silent "
            "before / after | false injection before / after |",
            "|---|---|---|---|---|",
            *cats,
        ]
    out.write_text("\n".join(table) + "\n")
    print("\n".join(cats))


def _c(feel: dict[str, float], key: str) -> str:
    return "-" if key not in feel else f"{feel[key]:.3f}"


def write_model(model: JudgementModel, names: Sequence[str]) -> None:
    def fmt(d: dict[str, float]) -> str:
        return "{\n" + "".join(f'    "{k}": {v!r},\n' for k, v in d.items()) + "}"

    MODEL_FILE.write_text(
        '"""The injection judgement\'s coefficients (agent/ranking/judgement.py), plain data\n'
        'written by ``benchmarks/fit_judgement.py fit``; do not edit by hand."""\n\n'
        f"WEIGHTS: dict[str, float] = {fmt(dict(model.weights))}\n"
        f"INTERCEPT = {model.intercept!r}\n"
        f"MEANS: dict[str, float] = {fmt(dict(model.means))}\n"
        "FITTED_ON = (\n"
        + "".join(f"    {n!r},\n" for n in names)
        + f'    "(benchmarks/fit_judgement.py fit, L2 {L2})",\n)\n'
    )


def judgement_model_fitted_on() -> list[str]:
    """What the shipped model's other weights were fitted on (its FITTED_ON, less the note)."""
    from omoide.agent.ranking import judgement_model

    return [n for n in judgement_model.FITTED_ON if not n.startswith("(")]


def _model_file(path: Path) -> JudgementModel:
    """A judgement model written by ``write_model`` (an earlier commit's, for "before")."""
    data: dict[str, object] = {}
    exec(compile(path.read_text(encoding="utf-8"), str(path), "exec"), data)
    return JudgementModel(data["WEIGHTS"], data["INTERCEPT"], data["MEANS"])  # type: ignore[arg-type]


def _without_bridge(rows: Sequence[Captured]) -> list[Captured]:
    return [
        Captured(r.query, r.plan, [lst for lst in r.lists if lst.source != BRIDGE_SOURCE])
        for r in rows
    ]


def bridge_compare(names: Sequence[str], before_model: Path) -> None:
    """Issue 36's dictionary bridge, in sample: each task's figures before (its lists without
    the ``bridge`` list, judged by ``before_model``) and after (the lists as captured, the
    shipped model), and over the bilingual set's cross-language questions how many have the
    answer in the first five and injected."""
    shipped = judgement.MODEL
    cross: dict[str, list[float]] = {"before": [0, 0, 0], "after": [0, 0, 0]}
    for n in names:
        task, rows = _task(n), capture(n)
        for label, model, lists in (
            ("before", _model_file(before_model), _without_bridge(rows)),
            ("after", shipped, list(rows)),
        ):
            _use(model)
            fig = figures(n, task, lists, _base_config())
            m, f = fig["metrics"], fig["feel"]
            assert isinstance(m, dict) and isinstance(f, dict)
            recall = " ".join(f"{k} {m[k]:.3f}" for k in HEADLINE_METRICS[n])
            feel = " ".join(
                f"{k.removesuffix('_rate')} {f[k]:.3f}"
                for k in (
                    "relevant_injected_rate",
                    "false_injection_rate",
                    "abstention_silent_rate",
                )
                if k in f
            )
            print(f"{n} {label}: {recall} | {feel} | auc {fig['auc']:.3f}", flush=True)
            if not n.startswith("bilingual_"):
                continue
            cfg = _base_config()
            for row in lists:
                if row.query.category != "cross":
                    continue
                ranked, candidates = rank_lists(
                    row.plan, above_cosine(row.lists, cfg.sources.vector_min_similarity), cfg
                )
                c = cross[label]
                c[0] += any(_relevant(task, row.query, x.id) for x in candidates[:5])
                c[1] += any(_relevant(task, row.query, e.id) for e in ranked)
                c[2] += 1
    _use(shipped)
    for label, (five, injected, total) in cross.items():
        if total:
            print(
                f"cross-language questions ({total:.0f}) {label}: answer in the first five "
                f"{five / total:.3f}, relevant injected {injected / total:.3f}"
            )


def main(argv: list[str]) -> None:
    if not argv or argv[0] not in ("loto", "fit", "bridge-compare"):
        sys.exit(__doc__)
    opts = {
        "--cache": None,
        "--p-high": "0.5",
        "--p-medium": "0.35",
        "--bridge-per-word": None,
        "--bridge-weight": None,
    }
    keep_base = "--keep-base" in argv
    argv = [a for a in argv if a != "--keep-base"]
    rest = []
    it = iter(argv[1:])
    for a in it:
        if a in opts:
            opts[a] = next(it)
        else:
            rest.append(a)
    if opts["--bridge-weight"] is not None:
        BRIDGE_WEIGHT.append(float(opts["--bridge-weight"]))
    if argv[0] == "bridge-compare":
        bridge_compare(rest[1:] or list(DEFAULT_TASKS), Path(rest[0]))
        return
    if argv[0] == "loto":
        names = rest[1:] or list(DEFAULT_TASKS)
        p_highs = [float(v) for v in (opts["--p-high"] or "0.5").split(",")]
        loto(names, Path(rest[0]), p_highs, float(opts["--p-medium"] or 0.35))
        return
    names = rest or list(DEFAULT_TASKS)
    parts = [task_rows(n, _task(n), capture(n)) for n in names]
    if keep_base:  # the shipped model's other weights held, only the bridge's term fitted
        model = fit_bridge(parts, judgement.MODEL)
        names = [*judgement_model_fitted_on(), "(the bridge's term over it: fit --keep-base)"]
    else:
        model = fit(parts)
    write_model(model, names)
    print(f"wrote {MODEL_FILE}: " + ", ".join(f"{k} {v:+.3f}" for k, v in model.weights.items()))


if __name__ == "__main__":
    main(sys.argv[1:])
