"""Fusion / injection lab: rank the four dev tasks with many rerank configurations, fast.

The sources (plan, keyword and vector lists) do not depend on the rerank's settings, so they
are captured once per task through the real retrieval graph (vector lists without the cosine
floor, so a floor can be re-applied offline) and every configuration is then ranked by the
same pure function the ``rerank`` node runs (``rank_lists``). Metrics and the "feel" figures
are the runner's own.

    python benchmarks/fusion_lab.py capture [TASK ...]          # once per task (minutes)
    python benchmarks/fusion_lab.py grid OUT.md [TASK ...]      # the configurations below
    python benchmarks/fusion_lab.py time [TASK ...]             # rerank p50 per preset
    python benchmarks/fusion_lab.py loto OUT.md [TASK ...]      # leave-one-task-out choice
    python benchmarks/fusion_lab.py loto-learned OUT.md [TASK ...]  # the learned combiner

Uses $OMOIDE_DATA and the store cache of ``omoide eval`` (``--cache``, default .omoide-eval).
"""

from __future__ import annotations

import dataclasses
import hashlib
import itertools
import os
import pickle
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from dev_sets import DEV_FILES, HEADLINE_METRICS, REPO_SETS, SLICES
from scipy.optimize import minimize

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # benchmarks.evaluation
from benchmarks.evaluation import load_task
from benchmarks.evaluation.runner import (
    _feel,
    _mean,
    _relevant,
    _scores,
    _summarise_feel,
    build_stores,
)
from benchmarks.evaluation.tasks import EvalQuery, EvalTask
from omoide.agent.config import LEARNED_FEATURES, PRESETS, RetrievalConfig
from omoide.agent.ranking import above_cosine, candidate_features, rank_lists
from omoide.agent.recaller import _graph, _inputs
from omoide.agent.records import RetrievalPlan, SourceResult
from omoide.agent.sources import BRIDGE_SOURCE
from omoide.memory_store.embedders import CachedEmbeddings, make_embedder

# Without task names, the fast tasks first (LongMemEval and RealPersonaChat take longest).
ORDER = ("locomo", "jmultiwoz", "longmemeval", "real_persona_chat")
# Leave-one-task-out runs over every task the evaluation runs (dev_sets.DEV_FILES).
# (the bilingual set as its two halves, each over its own memory)
ALL_TASKS = (*DEV_FILES, *SLICES, *(n for n in REPO_SETS if n != "bilingual"))
# The presets a chosen default is compared with (old names kept by config.PRESETS).
COMPARED_PRESETS = ("rrf", "auto", "convex", "seed")


@dataclass
class Captured:
    query: EvalQuery
    plan: RetrievalPlan
    lists: list[SourceResult]


class _Unpickler(pickle.Unpickler):
    """Reads caches written before the harness moved (omoide.evaluation, now
    benchmarks.evaluation: not in the wheel)."""

    def find_class(self, module: str, name: str) -> object:
        if module == "omoide.evaluation" or module.startswith("omoide.evaluation."):
            module = "benchmarks" + module[len("omoide") :]
        return super().find_class(module, name)


def _cache() -> Path:
    return (
        Path(sys.argv[sys.argv.index("--cache") + 1])
        if "--cache" in sys.argv
        else Path(".omoide-eval")
    )


def _task(name: str) -> EvalTask:
    if name in REPO_SETS:  # issue 36's dev sets, in this repository
        return load_task(name, REPO_SETS[name])
    data = os.environ.get("OMOIDE_DATA")
    if not data:
        sys.exit("set OMOIDE_DATA to the folder holding the evaluation data (README)")
    return load_task(name, Path(data) / {**DEV_FILES, **SLICES}[name])


def capture(name: str) -> list[Captured]:
    """Plan and source lists for every query of a task (cached next to the task's store)."""
    whole = {"longmemeval_multi": "longmemeval", "bilingual_sample": "bilingual"}
    whole["bilingual_locomo"] = "bilingual"
    if name in whole:  # a slice of a captured task's questions
        keep = {q.qid for q in _task(name).queries}
        return [r for r in capture(whole[name]) if r.query.qid in keep]
    task = _task(name)
    cache = _cache()
    out_path = cache / f"lab-{name}-{task.fingerprint()}.pkl"
    if out_path.exists():
        with out_path.open("rb") as f:  # plain tuples: readable whoever runs this module
            return with_bridge(name, task, [Captured(*row) for row in _Unpickler(f).load()])
    emb = CachedEmbeddings(make_embedder(None), cache / "embeddings.sqlite3")
    # No cosine floor while capturing: the lab applies any floor itself. Generous time
    # budgets: the lab captures what the sources find, not whether a loaded machine met the
    # deadline (a small store's first, cold vector search can pass 2.2 s on two busy cores).
    timeouts = {"keyword": 60.0, "vector": 60.0, "entity": 60.0, "about_time": 60.0}
    config = RetrievalConfig(
        sources={"vector_min_similarity": -1.0, "timeouts": timeouts}, record_runs=False
    )
    # One memory open at a time (with many small namespaces open at once in one process,
    # Chroma failed some vector searches: "Error creating hnsw segment reader: Nothing found
    # on disk"), and a source skipped while capturing is an error, not a missing list.
    by_ns: dict[str, list[EvalQuery]] = {}
    for q in task.queries:
        by_ns.setdefault(q.namespace, []).append(q)
    found: dict[str, Captured] = {}
    for ns, queries in by_ns.items():
        single = dataclasses.replace(task, memories={ns: task.memories[ns]})
        stores = build_stores(single, cache / f"{name}-{task.fingerprint()}", emb, None)
        store = stores[ns]
        try:
            for q in queries:
                inputs = _inputs(store, q.user_text, q.recent, q.now)
                out = _graph(store).invoke(inputs, context=config)
                if out.get("skipped"):
                    raise RuntimeError(f"{name} {q.qid}: a source was skipped: {out['skipped']}")
                found[q.qid] = Captured(q, out["plan"], list(out.get("source_results", [])))
        finally:
            store.close()
    rows = [found[q.qid] for q in task.queries]
    with out_path.open("wb") as f:
        pickle.dump([(r.query, r.plan, r.lists) for r in rows], f)
    return with_bridge(name, task, rows)


def bridge_per_word() -> int:
    """``--bridge-per-word N``: the translations per word the bridge lists are captured with
    (default: the configuration's)."""
    if "--bridge-per-word" in sys.argv:
        return int(sys.argv[sys.argv.index("--bridge-per-word") + 1])
    return RetrievalConfig().sources.bridge_per_word


def with_bridge(name: str, task: EvalTask, rows: list[Captured]) -> list[Captured]:
    """The rows with the dictionary-bridge source's list (``bridge``, issue 36) as it is now:
    captures made before the source existed lack it, and its lexicon or settings may have
    changed since. Searched in the task's cached stores, one memory at a time, and cached by
    the lexicon's and the source's own code and settings (``--bridge-per-word``)."""
    from omoide.agent.nodes import bridge_retrieve
    from omoide.agent.understanding.lexicon import translation_groups

    per_word = bridge_per_word()
    # Stamped by the source's code and by what the lexicon makes of these questions (not by
    # the lexicon's code: an edit that translates them alike keeps the cached lists).
    stamp = hashlib.sha256(Path(str(bridge_retrieve.__file__)).read_bytes())
    stamp.update(
        repr([translation_groups(r.plan.user_text, per_word=per_word) for r in rows]).encode()
    )
    cache = _cache()
    path = cache / f"bridge-{name}-{task.fingerprint()}-{stamp.hexdigest()[:10]}.pkl"
    if path.exists():
        with path.open("rb") as f:
            found: dict[str, list[SourceResult]] = _Unpickler(f).load()
    else:
        config = RetrievalConfig(
            sources={"vector_min_similarity": -1.0, "bridge_per_word": per_word},
            record_runs=False,
        )
        emb = CachedEmbeddings(make_embedder(None), cache / "embeddings.sqlite3")
        by_ns: dict[str, list[Captured]] = {}
        for row in rows:
            by_ns.setdefault(row.query.namespace, []).append(row)
        found = {}
        for ns, ns_rows in by_ns.items():
            single = dataclasses.replace(task, memories={ns: task.memories[ns]})
            store = build_stores(single, cache / f"{name}-{task.fingerprint()}", emb, None)[ns]
            try:
                for row in ns_rows:
                    found[row.query.qid] = bridge_retrieve.bridge_search(store, row.plan, config)
            finally:
                store.close()
        with path.open("wb") as f:
            pickle.dump(found, f)
    return [
        Captured(
            r.query,
            r.plan,
            [lst for lst in r.lists if lst.source != BRIDGE_SOURCE] + found.get(r.query.qid, []),
        )
        for r in rows
    ]


def evaluate(
    task: EvalTask, rows: Iterable[Captured], config: RetrievalConfig
) -> tuple[dict[str, float], dict[str, float]]:
    """(metrics, feel) of one configuration, exactly as ``omoide eval`` computes them."""
    scores, feel = [], []
    for row in rows:
        lists = above_cosine(row.lists, config.sources.vector_min_similarity)
        ranked, candidates = rank_lists(row.plan, lists, config)
        ranking = [c.id for c in candidates]
        injected = [e.id for e in ranked]
        if not row.query.abstention:
            scores.append(_scores(task, row.query, ranking))
        feel.append(_feel(task, row.query, ranking, injected))
    return _mean(scores), _summarise_feel(feel)


def _row(label: str, results: dict[str, tuple[dict[str, float], dict[str, float]]]) -> str:
    cells, fis = [], []
    for name, (m, f) in results.items():
        cells.append(" / ".join(f"{m[k]:.3f}" for k in HEADLINE_METRICS[name]))
        fi = f.get("false_injection_rate", float("nan"))
        inj = f.get("answerable_injected_rate", float("nan"))
        extra = f" abs {f['abstention_silent_rate']:.2f}" if "abstention_silent_rate" in f else ""
        fis.append(f"{fi:.2f} (inj {inj:.2f}{extra})")
    return f"| {label} | " + " | ".join(cells) + " | " + " / ".join(fis) + " |"


def grid(names: Sequence[str]) -> list[tuple[str, RetrievalConfig]]:
    """BENCHMARKS.md §1's rows: the presets, the `auto` preset and single changes from it,
    what was tried and not adopted, then the default (the `auto` rankings judged for
    injection by RRF rank agreement) and its thresholds."""
    rrf = PRESETS["rrf"].replace(record_runs=False)
    auto = PRESETS["auto"].replace(record_runs=False)
    convex = PRESETS["convex"].replace(record_runs=False)
    default = RetrievalConfig(record_runs=False)
    return [
        ("`seed` preset", PRESETS["seed"].replace(record_runs=False)),
        ("`rrf` preset (the previous default)", rrf),
        (
            "rrf, no cosine floor on ranking",
            rrf.replace(
                sources={"vector_min_similarity": -1.0}, fusion={"rrf_min_similarity": -1.0}
            ),
        ),
        ("`convex` preset (convex on every turn)", convex),
        ("convex, not window-aware", convex.replace(fusion={"convex_window_aware": False})),
        (
            "convex, phrase bonus 0.05 (the previous `convex` preset)",
            convex.replace(fusion={"convex_window_aware": False, "convex_phrase_weight": 0.05}),
        ),
        ("`auto` preset: convex without context, RRF with it, judged by its own score", auto),
        ("auto, phrase bonus 0.05", auto.replace(fusion={"convex_phrase_weight": 0.05})),
        (
            "auto, no threshold raise on RRF turns",
            auto.replace(injection={"auto_rrf_threshold_raise": 0.0}),
        ),
        ("auto, no cosine floor on RRF turns", auto.replace(fusion={"rrf_min_similarity": -1.0})),
        (
            "auto, cosine floor 0.25 on every turn",
            auto.replace(sources={"vector_min_similarity": 0.25}),
        ),
        ("convex, alpha 0.5", convex.replace(fusion={"convex_alpha": 0.5})),
        (
            "auto + inject gate cosine 0.34 / coverage 0.72",
            auto.replace(injection={"min_similarity": 0.34, "min_coverage": 0.72}),
        ),
        ("rrf, vector votes 0.5", rrf.replace(fusion={"rrf_weight_vector": 0.5})),
        (
            "**default**: `auto` rankings, injection judged by RRF agreement, 0.45 / 0.38",
            default,
        ),
        ("default, convex cosine floor 0.2", default.replace(fusion={"convex_cosine_floor": 0.2})),
        ("default, w_session 0", default.replace(rerank={"w_session": 0.0})),
        ("default, w_session 0.2", default.replace(rerank={"w_session": 0.2})),
        ("default, w_lex 0.2", default.replace(rerank={"w_lex": 0.2})),
        ("default, w_lex 0.5", default.replace(rerank={"w_lex": 0.5})),
        ("default, alpha 0.2", default.replace(fusion={"convex_alpha": 0.2})),
        ("default, alpha 0.4", default.replace(fusion={"convex_alpha": 0.4})),
        (
            "default, no coverage shift of alpha",
            default.replace(fusion={"convex_alpha_coverage": 0.0}),
        ),
        (
            "default, coverage shift of alpha 1",
            default.replace(fusion={"convex_alpha_coverage": 1.0}),
        ),
        ("default, phrase bonus 0.3", default.replace(fusion={"convex_phrase_weight": 0.3})),
        ("default, judged 0.43 / 0.38", default.replace(injection={"high_threshold": 0.43})),
        ("default, judged 0.47 / 0.38", default.replace(injection={"high_threshold": 0.47})),
        (
            "default, judged 0.50 / 0.40",
            default.replace(injection={"high_threshold": 0.50, "medium_threshold": 0.40}),
        ),
    ]


def loto_candidates() -> list[tuple[str, RetrievalConfig]]:
    """What leave-one-task-out chooses from: the presets, then few-parameter families on the
    default's sources (its lists, queries and injection judgement), fusion by rank with a k
    and a vector weight, or by score with an alpha, or the per-turn rule (``auto``)."""
    base = RetrievalConfig(record_runs=False)
    out = [
        (f"preset `{n}`", PRESETS[n].replace(record_runs=False))
        for n in ("default", *COMPARED_PRESETS)
        if n in PRESETS
    ]
    for k in (20, 60):
        for wv in (1.0, 0.5):
            out.append(
                (
                    f"rrf k={k} vector={wv}",
                    base.replace(fusion={"mode": "rrf", "rrf_k": k, "rrf_weight_vector": wv}),
                )
            )
    # By score on every turn, no gate: Q2's lists (recent context + user text) at a weight.
    for alpha in (0.2, 0.3):
        for ctx in (0.5, 1.0):
            out.append(
                (
                    f"convex alpha={alpha} context={ctx}",
                    base.replace(
                        fusion={
                            "mode": "convex",
                            "convex_alpha": alpha,
                            "convex_context_weight": ctx,
                        }
                    ),
                )
            )
    # (By score within each query, by rank across the queries: measured in
    # benchmarks/results/loto.md, chosen by no fold, removed with its code.)
    out.append(("rule, alpha=0.2", base.replace(fusion={"mode": "auto", "convex_alpha": 0.2})))
    out.append(
        (
            "rule, alpha=0.2, coverage gate 0.3",
            base.replace(fusion={"mode": "auto", "convex_alpha": 0.2, "auto_convex_coverage": 0.3}),
        )
    )
    out.append(
        (
            "rule, coverage gate only",
            base.replace(fusion={"mode": "auto", "new_phrase_leads": False}),
        )
    )
    out.append(
        (
            "rule, no gates",
            base.replace(
                fusion={"mode": "auto", "new_phrase_leads": False, "auto_convex_coverage": 1.0}
            ),
        )
    )
    return out


def headline(name: str, metrics: dict[str, float]) -> float:
    """A task's one number: the mean of its headline metrics (dev_sets.HEADLINE_METRICS)."""
    return statistics.fmean(metrics[k] for k in HEADLINE_METRICS[name])


Figures = dict[str, dict[str, tuple[dict[str, float], dict[str, float]]]]


def regret(results: Figures, tasks: Sequence[str], cand: str) -> float:
    """How far ``cand`` falls behind, at worst: over ``tasks`` and their headline metrics, the
    best candidate's value minus its own (0 = best everywhere)."""
    return max(
        max(r[0][k] for r in results[n].values()) - results[n][cand][0][k]
        for n in tasks
        for k in HEADLINE_METRICS[n]
    )


def fit(results: Figures, tasks: Sequence[str], cands: Sequence[str]) -> str:
    """The candidate that loses least on its worst task and metric (minimax regret over
    ``tasks``); ties go to the best mean headline score. A mean alone lets a task whose
    figures are large (or many tasks alike) outvote one whose figures are small."""
    return min(
        cands,
        key=lambda c: (
            round(regret(results, tasks, c), 3),
            -statistics.fmean(headline(n, results[n][c][0]) for n in tasks),
        ),
    )


def loto(names: Sequence[str], out: Path) -> None:
    """Leave-one-task-out: for each task, the candidate with the best mean headline score over
    the *other* tasks, scored on the one left out, against every preset on that task."""
    cands = loto_candidates()
    results: dict[str, dict[str, tuple[dict[str, float], dict[str, float]]]] = {}
    for n in names:
        task, rows = _task(n), capture(n)
        # Figures of a configuration already ranked on this task (same settings, same captured
        # lists) are reused unless --fresh: the code must not have changed in between.
        memo_path = _cache() / f"loto-{n}-{task.fingerprint()}.pkl"
        memo: dict[str, tuple[dict[str, float], dict[str, float]]] = {}
        if memo_path.exists() and "--fresh" not in sys.argv:
            with memo_path.open("rb") as f:
                memo = _Unpickler(f).load()
        results[n] = {}
        for label, cfg in cands:
            key = repr(cfg)
            if key not in memo:
                memo[key] = evaluate(task, rows, cfg)
            results[n][label] = memo[key]
        with memo_path.open("wb") as f:
            pickle.dump(memo, f)
        print(n, "ranked with", len(cands), "candidates", flush=True)
    score = {n: {c: headline(n, results[n][c][0]) for c, _ in cands} for n in names}
    lines = [
        "Each task's score is the mean of its headline metrics (dev_sets.HEADLINE_METRICS). A",
        "fold fits on the other tasks the candidate with the least worst-case loss to the best",
        "candidate (over their headline metrics; ties: the best mean) and scores it on the task",
        "left out. The `*_chat` drills share their base task's memories and questions.",
        "",
    ]
    lines += ["## Every candidate on every task (mean of the task's headline metrics)", ""]
    lines.append("| candidate | " + " | ".join(names) + " | mean | worst loss to the best |")
    lines.append("|---|" + "---|" * (len(names) + 2))
    for c, _ in cands:
        row = [score[n][c] for n in names]
        lines.append(
            f"| {c} | "
            + " | ".join(f"{v:.3f}" for v in row)
            + f" | {statistics.fmean(row):.3f} | {regret(results, names, c):.3f} |"
        )
    lines += ["", f"Fitted on every task: **{fit(results, names, [c for c, _ in cands])}**"]
    presets = [f"preset `{p}`" for p in COMPARED_PRESETS if f"preset `{p}`" in score[names[0]]]
    lines += ["", "## Left out: the choice fitted on the other tasks, scored on this one", ""]
    lines.append(
        "| left out | fitted choice | its score | "
        + " | ".join(presets)
        + " | worst margin vs a preset, per headline metric |"
    )
    lines.append("|---|---|---|" + "---|" * (len(presets) + 1))
    for n in names:
        rest = [m for m in names if m != n]
        chosen = fit(results, rest, [c for c, _ in cands])
        mine = results[n][chosen][0]
        margins = [mine[k] - results[n][p][0][k] for p in presets for k in HEADLINE_METRICS[n]]
        lines.append(
            f"| {n} | {chosen} | {score[n][chosen]:.3f} | "
            + " | ".join(f"{score[n][p]:.3f}" for p in presets)
            + f" | {min(margins):+.3f} |"
        )
    lines += ["", "## Injection (false injection / relevant injected on answerable questions)", ""]
    lines.append("| candidate | " + " | ".join(names) + " |")
    lines.append("|---|" + "---|" * len(names))
    for c, _ in cands:
        cells = [
            f"{results[n][c][1].get('false_injection_rate', float('nan')):.2f} / "
            f"{results[n][c][1].get('relevant_injected_rate', float('nan')):.2f}"
            for n in names
        ]
        lines.append(f"| {c} | " + " | ".join(cells) + " |")
    text = "\n".join(lines) + "\n"
    print(text, flush=True)
    out.write_text(text)


# -- the learned combiner (issue 27, 4) ---------------------------------------------------------


@dataclass
class Features:
    """One task's candidates as the combiner sees them: X (candidates x LEARNED_FEATURES),
    y (relevant by the task's gold, as the runner judges it), and each candidate's question
    (``group``, consecutive)."""

    x: np.ndarray
    y: np.ndarray
    group: np.ndarray


def task_features(name: str, task: EvalTask, rows: Sequence[Captured]) -> Features:
    """Every answerable question's candidates: the features ``candidate_features`` computes at
    ranking time (the default's settings, the lists the rerank receives) and their labels."""
    cfg = RetrievalConfig(record_runs=False)
    xs, ys, gs = [], [], []
    for g, row in enumerate(rows):
        if row.query.abstention:
            continue
        feats = candidate_features(
            row.plan, above_cosine(row.lists, cfg.sources.vector_min_similarity), cfg
        )
        xs.extend(feats.rows)
        ys.extend(1.0 if _relevant(task, row.query, i) else 0.0 for i in feats.ids)
        gs.extend([g] * len(feats.ids))
    return Features(np.asarray(xs, float), np.asarray(ys, float), np.asarray(gs, int))


def _stack(parts: Sequence[Features]) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """X, y, group start offsets and per-group weights over several tasks' questions that have
    a relevant candidate: each task weighs 1 in all, shared equally by its questions."""
    xs, ys, starts, weights = [], [], [], []
    offset = 0
    for f in parts:
        groups = np.flatnonzero(np.r_[True, f.group[1:] != f.group[:-1]])
        bounds = [*(int(g) for g in groups), len(f.group)]
        kept = [(a, b) for a, b in itertools.pairwise(bounds) if f.y[a:b].any()]
        for a, b in kept:
            xs.append(f.x[a:b])
            ys.append(f.y[a:b])
            starts.append(offset)
            weights.append(1.0 / len(kept))
            offset += b - a
    w = np.asarray(weights) / len(parts)
    return np.vstack(xs), np.concatenate(ys), np.asarray(starts), w


# The default's own formula in the combiner's features (its `auto` rule: score fusion when the
# question leads, rank fusion when it follows the context; final = 0.55 fused + 0.35 lex +
# 0.02 recency + 0.1 session): the prior the fit starts from and is pulled back to.
DEFAULT_AS_WEIGHTS = {
    "leads*convex": 0.55,
    "leads*lex": 0.35,
    "leads*convex_session": 0.10,
    "follows*agreement": 0.55,
    "follows*lex": 0.35,
    "follows*session": 0.10,
    "recency": 0.02,
}


def default_prior() -> np.ndarray:
    """DEFAULT_AS_WEIGHTS as a vector over LEARNED_FEATURES."""
    return np.array([DEFAULT_AS_WEIGHTS.get(f, 0.0) for f in LEARNED_FEATURES])


# The fit's settings (chosen by the left-out tables of /tmp notes' variants, see
# benchmarks/results/loto_learned.md): the smoothed top-k objective from the default's weights.
FIT_OBJECTIVE = "recall"
FIT_L2 = 0.01
PRIOR_SCALE = 10.0  # the default's formula at this scale is where the fit starts and returns


def _calibrate(z: np.ndarray, y: np.ndarray, cw: np.ndarray) -> tuple[float, float]:
    """Platt scaling: (a, b) of sigmoid(a * z + b) by weighted logistic loss (a >= 0.001)."""

    def platt(p: np.ndarray) -> tuple[float, np.ndarray]:
        t = p[0] * z + p[1]
        value = float(cw @ (np.logaddexp(0.0, t) - y * t))  # log(1 + e^t) - y t, stably
        g = cw * (1.0 / (1.0 + np.exp(-t)) - y)
        return value, np.array([g @ z, g.sum()])

    cal = minimize(
        platt,
        np.array([1.0, 0.0]),
        jac=True,
        method="L-BFGS-B",
        bounds=[(1e-3, None), (None, None)],
    )
    return round(float(cal.x[0]), 4), round(float(cal.x[1]), 4)


def _softmax_loss(
    x: np.ndarray, pos: np.ndarray, starts: np.ndarray, qw: np.ndarray, group: np.ndarray
) -> Callable[[np.ndarray], tuple[float, np.ndarray]]:
    """Softmax cross-entropy per question: -log of the relevant candidates' share."""

    def loss(w: np.ndarray) -> tuple[float, np.ndarray]:
        z = x @ w
        zmax = np.maximum.reduceat(z, starts)
        e = np.exp(z - zmax[group])
        all_sum = np.add.reduceat(e, starts)
        pos_sum = np.add.reduceat(np.where(pos, e, 0.0), starts)
        value = float(qw @ (np.log(all_sum) - np.log(pos_sum)))
        dz = qw[group] * (e / all_sum[group] - np.where(pos, e / pos_sum[group], 0.0))
        return value, x.T @ dz

    return loss


def _recall_loss(
    x: np.ndarray,
    pos: np.ndarray,
    starts: np.ndarray,
    qw: np.ndarray,
    group: np.ndarray,
    ks: Sequence[int] = (5, 10),
) -> Callable[[np.ndarray], tuple[float, np.ndarray]]:
    """Minus a smoothed recall_any@k (k = 5, 10, averaged): the best-scored relevant
    candidate's rank r = 1 + sum over the irrelevant ones of sigmoid(s_n - s_p), and
    recall@k ~ sigmoid(k + 0.5 - r). What the headline metrics count (a relevant candidate
    near the top), unlike the softmax, which hard questions (the answer ranked 50th) dominate."""

    def loss(w: np.ndarray) -> tuple[float, np.ndarray]:
        z = x @ w
        best = np.maximum.reduceat(np.where(pos, z, -np.inf), starts)
        hits = np.flatnonzero(pos & (z == best[group]))
        _, keep = np.unique(group[hits], return_index=True)
        lead = np.zeros(len(z), bool)
        lead[hits[keep]] = True  # one best relevant candidate per question
        sg = np.where(pos, 0.0, 1.0 / (1.0 + np.exp(-(z - best[group]))))
        rank = 1.0 + np.add.reduceat(sg, starts)
        dsg = sg * (1.0 - sg)
        value, d_rank = 0.0, np.zeros(len(starts))
        for k in ks:
            m = 1.0 / (1.0 + np.exp(-(k + 0.5 - rank)))
            value -= float(qw @ m) / len(ks)
            d_rank += qw * m * (1.0 - m) / len(ks)
        total = np.add.reduceat(dsg, starts)
        dz = d_rank[group] * dsg - np.where(lead, d_rank[group] * total[group], 0.0)
        return value, x.T @ dz

    return loss


def fit_combiner(
    parts: Sequence[Features],
    *,
    objective: str = FIT_OBJECTIVE,
    l2: float = FIT_L2,
    prior: np.ndarray | None = None,
) -> tuple[tuple[float, ...], tuple[float, float]]:
    """The combiner's weights over ``parts`` (every task weighted equally, its questions with
    a relevant candidate sharing its weight): ``objective`` "recall" (``_recall_loss``) or
    "softmax" (``_softmax_loss``), plus ``l2`` * |w - PRIOR_SCALE * prior|^2 (prior: the
    default's formula, ``default_prior()``, unless given; an array of zeros = plain L2),
    by L-BFGS from that point: deterministic. Then Platt scaling (a, b) of the score for
    display, on every candidate, weighted as in the fit."""
    x, y, starts, qw = _stack(parts)
    sizes = np.diff(np.r_[starts, len(y)])
    group = np.repeat(np.arange(len(starts)), sizes)
    pos = y > 0
    centre = PRIOR_SCALE * (default_prior() if prior is None else prior)
    data = (_recall_loss if objective == "recall" else _softmax_loss)(x, pos, starts, qw, group)

    def loss(w: np.ndarray) -> tuple[float, np.ndarray]:
        value, grad = data(w)
        gap = w - centre
        return value + l2 * float(gap @ gap), grad + 2 * l2 * gap

    res = minimize(loss, centre.copy(), jac=True, method="L-BFGS-B", options={"maxiter": 300})
    w = res.x
    cal = _calibrate(x @ w, y, qw[group] / sizes[group])
    return tuple(round(float(v), 4) for v in w), cal


def learned_config(weights: Sequence[float], calibration: tuple[float, float]) -> RetrievalConfig:
    """The default's settings with fusion "learned" and these weights (what would ship)."""
    return RetrievalConfig(
        fusion={
            "mode": "learned",
            "learned_weights": tuple(weights),
            "learned_calibration": calibration,
        },
        record_runs=False,
    )


def _margins(name: str, mine: dict[str, float], others: Sequence[dict[str, float]]) -> float:
    return min(mine[k] - o[k] for o in others for k in HEADLINE_METRICS[name])


def loto_learned(names: Sequence[str], out: Path) -> None:
    """Leave-one-task-out for the learned combiner: per fold, fit on the other tasks (each
    weighted equally), rank the task left out with ``rank_lists`` and the fitted weights,
    compare its headline metrics with every preset and the current default on that task."""
    compared = {f"`{p}`": PRESETS[p].replace(record_runs=False) for p in COMPARED_PRESETS}
    compared["`loto`"] = PRESETS["loto"].replace(record_runs=False)
    compared["default"] = RetrievalConfig(record_runs=False)
    feats: dict[str, Features] = {}
    figures: dict[str, dict[str, tuple[dict[str, float], dict[str, float]]]] = {}
    for n in names:
        task = _task(n)
        path = _cache() / f"learned-{n}-{task.fingerprint()}.pkl"
        key = (LEARNED_FEATURES, repr(RetrievalConfig(record_runs=False)))
        rows: list[Captured] | None = None
        if path.exists() and "--fresh" not in sys.argv:
            with path.open("rb") as f:
                cached_key, cached = _Unpickler(f).load()
            if cached_key == key:
                feats[n] = cached
        if n not in feats:
            rows = capture(n)
            feats[n] = task_features(n, task, rows)
            with path.open("wb") as f:
                pickle.dump((key, feats[n]), f)
        figures[n] = {}
        print(n, "features", feats[n].x.shape, "relevant", int(feats[n].y.sum()), flush=True)
    fits = {n: fit_combiner([feats[m] for m in names if m != n]) for n in names}
    everything = fit_combiner([feats[m] for m in names])
    for n in names:
        task, rows = _task(n), capture(n)
        figures[n]["learned (left out)"] = evaluate(task, rows, learned_config(*fits[n]))
        figures[n]["learned (all tasks)"] = evaluate(task, rows, learned_config(*everything))
        for label, cfg in compared.items():
            figures[n][label] = evaluate(task, rows, cfg)
        del rows
        print(n, "ranked", flush=True)
    labels = [c for c in compared]
    lines = [
        "# The learned combiner, leave-one-task-out (issue 27, 4)",
        "",
        "`python benchmarks/fusion_lab.py loto-learned benchmarks/results/loto_learned.md`.",
        'Per fold the combiner (fusion "learned": one linear score over LEARNED_FEATURES,',
        "agent/ranking/combiner.py) is fitted on the six other tasks and the task left out is",
        "ranked by `rank_lists` with those weights — the function the rerank node runs. The fit",
        f"(`fit_combiner`): objective {FIT_OBJECTIVE!r} (a smoothed recall_any@5/@10 of the best",
        "relevant candidate), each task weighted equally, started from the default's own formula",
        f"written in these features and pulled back to it by L2 {FIT_L2}. Cells: the mean of",
        "the task's headline metrics (dev_sets.HEADLINE_METRICS); the margin is the learned",
        "combiner's value minus a configuration's, at worst over the presets and the headline",
        "metrics (the bar: >= -0.010). The `*_chat` drills share their base task's memories and",
        "questions, so a fold is not fully blind to its left-out task.",
        "",
        "| left out | learned | " + " | ".join(labels) + " | worst margin (metric) | vs |",
        "|---|---|" + "---|" * (len(labels) + 2),
    ]
    worst_all = 1.0
    for n in names:
        mine = figures[n]["learned (left out)"][0]
        per = {c: _margins(n, mine, [figures[n][c][0]]) for c in labels}
        worst = min(per, key=lambda c: per[c])
        worst_all = min(worst_all, per[worst])
        lines.append(
            f"| {n} | {headline(n, mine):.3f} | "
            + " | ".join(f"{headline(n, figures[n][c][0]):.3f}" for c in labels)
            + f" | {per[worst]:+.3f} | {worst} |"
        )
    # For comparison, each configuration's own worst margin against the others (not fitted
    # per fold: a preset is one fixed choice; `loto` and the default were tuned on every task).
    for c in labels:
        own = min(
            _margins(n, figures[n][c][0], [figures[n][o][0] for o in labels if o != c])
            for n in names
        )
        blanks = " | ".join("" for _ in labels)
        lines.append(f"| ({c} against the others) | | {blanks} | {own:+.3f} | |")
    lines += [
        "",
        f"Worst left-out margin over every task: **{worst_all:+.3f}** "
        f"({'meets' if worst_all >= -0.010 else 'misses'} the bar of -0.010).",
        "",
    ]
    lines += ["## Per headline metric (left out)", ""]
    lines.append("| left out | metric | learned | " + " | ".join(labels) + " |")
    lines.append("|---|---|---|" + "---|" * len(labels))
    for n in names:
        for k in HEADLINE_METRICS[n]:
            lines.append(
                f"| {n} | {k} | {figures[n]['learned (left out)'][0][k]:.3f} | "
                + " | ".join(f"{figures[n][c][0][k]:.3f}" for c in labels)
                + " |"
            )
    lines += ["", "## Fitted on all seven tasks (what would ship), on each task", ""]
    lines.append("| task | learned (all) | worst margin vs a configuration above |")
    lines.append("|---|---|---|")
    for n in names:
        mine = figures[n]["learned (all tasks)"][0]
        lines.append(
            f"| {n} | {headline(n, mine):.3f} | "
            f"{_margins(n, mine, [figures[n][c][0] for c in labels]):+.3f} |"
        )
    lines += ["", "## Injection (false injection / relevant injected on answerable questions)", ""]
    cols = ["learned (left out)", "learned (all tasks)", *labels]
    lines.append("| task | " + " | ".join(cols) + " |")
    lines.append("|---|" + "---|" * len(cols))
    for n in names:
        cells = [
            f"{figures[n][c][1].get('false_injection_rate', float('nan')):.2f} / "
            f"{figures[n][c][1].get('relevant_injected_rate', float('nan')):.2f}"
            for c in cols
        ]
        lines.append(f"| {n} | " + " | ".join(cells) + " |")
    lines += ["", "## Weights", ""]
    lines.append("| feature | all tasks | " + " | ".join(f"w/o {n}" for n in names) + " |")
    lines.append("|---|---|" + "---|" * len(names))
    for j, feat in enumerate(LEARNED_FEATURES):
        lines.append(
            f"| {feat} | {everything[0][j]:+.3f} | "
            + " | ".join(f"{fits[n][0][j]:+.3f}" for n in names)
            + " |"
        )
    lines += ["", f"Calibration (all tasks): a = {everything[1][0]}, b = {everything[1][1]}.", ""]
    lines += [
        "Weights fitted on all tasks (for config.LEARNED_WEIGHTS):",
        "",
        "```",
        repr(everything[0]),
        repr(everything[1]),
        "```",
    ]
    text = "\n".join(lines) + "\n"
    print(text, flush=True)
    out.write_text(text)


def rerank_time(names: Sequence[str], repeats: int = 3) -> None:
    """p50 milliseconds of the rerank's pure function (``rank_lists``) per question, for the
    `rrf`, `auto` and `learned` presets and the default, interleaved in one process (same
    machine load)."""
    configs = {
        "rrf": PRESETS["rrf"].replace(record_runs=False),
        "auto": PRESETS["auto"].replace(record_runs=False),
        "default": RetrievalConfig(record_runs=False),
        "learned": PRESETS["learned"].replace(record_runs=False),
        # issue 36's "before": judged by rank agreement, no cross-script reading
        "agreement": RetrievalConfig(
            record_runs=False,
            fusion={"cross_script_aware": False},
            injection={"score": "rrf"},
        ),
        "model": RetrievalConfig(record_runs=False, injection={"score": "model"}),
        # issue 36's dictionary bridge: the default on the lists without the `bridge` list
        "no bridge": RetrievalConfig(record_runs=False),
    }
    for name in names:
        rows = capture(name)
        took: dict[str, list[float]] = {k: [] for k in configs}
        for _ in range(repeats):
            for label, cfg in configs.items():
                for row in rows:
                    found = row.lists
                    if label == "no bridge":
                        found = [lst for lst in found if lst.source != BRIDGE_SOURCE]
                    lists = above_cosine(found, cfg.sources.vector_min_similarity)
                    started = time.perf_counter()
                    rank_lists(row.plan, lists, cfg)
                    took[label].append((time.perf_counter() - started) * 1000)
        cells = ", ".join(f"{k} {statistics.median(v):.2f}" for k, v in took.items())
        print(f"{name}: rerank p50 ms: {cells}", flush=True)


def main(argv: list[str]) -> None:
    if argv[:1] in (["-h"], ["--help"]):
        print(__doc__)
        return
    if not argv or argv[0] not in ("capture", "grid", "time", "loto", "loto-learned"):
        sys.exit(__doc__)
    cmd, rest = argv[0], [a for a in argv[1:] if not a.startswith("--")]
    for flag in ("--cache", "--bridge-per-word"):
        if flag in argv:
            rest = [a for a in rest if a != argv[argv.index(flag) + 1]]
    if cmd in ("grid", "loto", "loto-learned") and not rest:
        sys.exit(f"{cmd} needs an output file: fusion_lab.py {cmd} OUT.md [TASK ...]")
    if cmd == "capture":
        for name in rest or ORDER:
            print(name, len(capture(name)), "queries captured", flush=True)
        return
    if cmd == "time":
        rerank_time(rest or ORDER)
        return
    if cmd == "loto":
        loto(rest[1:] or list(ALL_TASKS), Path(rest[0]))
        return
    if cmd == "loto-learned":
        loto_learned(rest[1:] or list(ALL_TASKS), Path(rest[0]))
        return
    out, names = Path(rest[0]), rest[1:] or list(ORDER)
    tasks = {n: _task(n) for n in names}
    rows = {n: capture(n) for n in names}
    hdr = (
        "| configuration | "
        + " | ".join(f"{n} {'/'.join(HEADLINE_METRICS[n])}" for n in names)
        + " | false injection (answerable injected) |"
    )
    lines = [hdr, "|---|" + "---|" * (len(names) + 1)]
    print(hdr, flush=True)
    for label, cfg in grid(names):
        results = {n: evaluate(tasks[n], rows[n], cfg) for n in names}
        line = _row(label, results)
        lines.append(line)
        print(line, flush=True)
    out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
