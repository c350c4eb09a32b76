"""Issue 36, cross-language ordering: the variants measured on the captured dev lists and not
kept (BENCHMARKS.md §1, "Cross-language ordering (issue 36, this round)").

Each variant changes one thing in the shipped rerank, patched in this process only, and is
ranked by the same pure function the ``rerank`` node runs (``rank_lists``) on ``fusion_lab.py``'s
captured lists; figures are ``blind_figures.py``'s, per category.

- ``default``: the shipped rerank.
- ``centred``: the language bias of the multilingual vectors removed (Libovický et al. 2020):
  each vector list's cosine of a candidate in the other language than the question moved by
  the store's per-language baseline for this question, ``cos − q·μ(lang(d)) + q·μ(lang(q))``,
  μ the mean of a language's stored unit vectors (lang: kana/kanji share ≥ 0.5; both
  languages with ≥ 5 episodes, else no change) — unsupervised, from the user's own store.
- ``tie_gate``: the dictionary bridge's gate (``fusion.across_share``) also opens when the
  bridge's best hit holds as many of the question's words as the best hit of the user's own
  keyword list (both languages hold the question: the keyword side should not favour one).
- ``coverage_mean``: the injection judgement reads a first candidate no list could read (the
  other script than the question, no keyword coverage, no bridge list in the turn) at the
  shipped model's dev mean coverage instead of 0 (a missing value, not "holds nothing").
- ``script_relative``: each such unread candidate's relative score in the picks
  (``injection.model_judgement``: chance × score over the best) taken over the best unread
  candidate instead of the turn's best (scores of the two scripts are not on one scale).
- ``gated_relative``, ``gated_extra``, ``extra`` (the last attempt, BENCHMARKS.md §1 "Gated
  picks"): picks changed only when the bridge's gate is open (``fusion.across_share`` > 0) —
  each unread other-script candidate measured against the best of its script; or, when the
  turn injects, the best other-script candidate of the first five the bridge list holds
  injected too (at most one) — and that extra without gate or bridge list (``_gated``).
- ``loto-unread``: ``fit_judgement.py loto`` with a missing-indicator term (``unread``,
  ``unread*cos_margin``: 0 unless the first candidate is unread) fitted with the bridge's term
  in each fold.

    python benchmarks/cross_language_lab.py figures VARIANT [TASK ...] --cache DIR  # one a process
    python benchmarks/cross_language_lab.py lines [TASK ...] --cache DIR  # per question
    python benchmarks/cross_language_lab.py loto-unread OUT.md [TASK ...] --cache DIR
    python benchmarks/cross_language_lab.py loto-coverage-mean OUT.md [TASK ...] --cache DIR
    python benchmarks/cross_language_lab.py identical COMMIT [TASK ...] --cache DIR

``identical``: COMMIT's bridge gate (``fusion.across_share``) against this checkout's on the
same lists, rankings and injections question by question (this round's one shipped change).

Uses $OMOIDE_DATA and fusion_lab's cache (``--cache``).
"""

from __future__ import annotations

import dataclasses
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import blind_figures
import fit_judgement
import fusion_lab
import numpy as np

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # benchmarks.evaluation
from benchmarks.evaluation.runner import _relevant, build_stores
from omoide.agent.bridges import holds
from omoide.agent.config import RetrievalConfig, get_preset
from omoide.agent.ranking import above_cosine, fusion, injection, judgement, rank, rank_lists
from omoide.agent.ranking import judgement_model as shipped
from omoide.agent.ranking.evidence import is_vector
from omoide.agent.records import RetrievalPlan, ScoredCandidate, SourceResult
from omoide.agent.sources import BRIDGE_SOURCE
from omoide.agent.understanding.lexicon import translation_pairs
from omoide.memory_store.embedders import CachedEmbeddings, make_embedder

TASKS = ("bilingual", "small_store")
VARIANTS = (
    "default",
    "centred",
    "tie_gate",
    "coverage_mean",
    "script_relative",
    "gated_relative",
    "gated_extra",
    "extra",
)
OTHER = 0.75  # script gap of "the other script" (agent/nodes/bridge_retrieve.OTHER_SCRIPT)


def _lang(text: str) -> int:
    return 1 if fusion.ja_share(text) >= 0.5 else 0


def _unread(top: ScoredCandidate, turn: Any) -> bool:
    """No list of the turn could read ``top``'s words: the other script, no coverage, no
    bridge list in the turn."""
    if turn.bridge_share or top.coverage > 0:
        return False
    return fusion.script_gap(turn.query_ja, top.episode.text) >= OTHER


# -- the variants' patches ---------------------------------------------------------------


def _tie_gate() -> None:
    shipped_across = fusion.across_share

    def across(query: str, lists: Sequence[SourceResult], per_word: int) -> float:
        a = shipped_across(query, lists, per_word)
        pairs = translation_pairs(query, per_word=per_word)
        bridge = [h.episode.text for r in lists if r.source == BRIDGE_SOURCE for h in r.hits]
        if a > 0 or not pairs or not bridge:
            return a
        own = [
            h.episode.text
            for r in lists
            if r.source == "keyword" and r.query_index == 0
            for h in r.hits
        ]
        held_own = max((sum(holds(t, (s,)) for s, _ in pairs) for t in own), default=0)
        held_across = max((sum(holds(t, f) for _, f in pairs) for t in bridge), default=0)
        return 1e-9 if held_across >= max(1, held_own) else a  # open, nothing discounted

    fusion.across_share = across
    rank.across_share = across  # type: ignore[attr-defined]
    judgement.across_share = across  # type: ignore[attr-defined]


def _coverage_mean() -> None:
    features = judgement.judgement_features

    def patched(
        scored: Sequence[ScoredCandidate], turn: Any, agreement: Mapping[str, float], depth: int
    ) -> dict[str, float]:
        values = features(scored, turn, agreement, depth)
        if scored and _unread(scored[0], turn):
            values["top_coverage"] = shipped.MEANS["top_coverage"]
        return values

    judgement.judgement_features = patched


def _script_relative() -> None:
    def model_judgement(
        plan: RetrievalPlan,
        lists: Sequence[SourceResult],
        scored: Sequence[ScoredCandidate],
        config: RetrievalConfig,
        *,
        agreement: Mapping[str, ScoredCandidate],
        by_rank: bool = False,
    ) -> dict[str, ScoredCandidate]:
        depth = injection.judged_depth(config)
        agree = {i: c.final for i, c in agreement.items()}
        per_word = config.sources.bridge_per_word
        turn = judgement.turn_evidence(plan, lists, per_word=per_word, by_rank=by_rank)
        verdict = judgement.judge(scored, turn, agree, depth)
        best = scored[0].final if scored else 0.0
        unread = [c.id for c in scored[:depth] if _unread(c, turn)]
        best_unread = next((c.final for c in scored if unread and c.id == unread[0]), 0.0)
        inj, out = config.injection, {}
        for cand in scored[: 2 * depth]:
            top = best_unread if cand.id in unread and best_unread > 0 else best
            value = verdict.probability * (min(1.0, max(0.0, cand.final / top)) if top else 0.0)
            a = agree.get(cand.id, 0.0)
            if a >= inj.high_threshold:
                value = max(value, inj.p_high)
            elif a >= inj.medium_threshold:
                value = max(value, inj.p_medium)
            out[cand.id] = dataclasses.replace(cand, final=value, judgement=verdict.contributions)
        return out

    rank.model_judgement = model_judgement  # type: ignore[attr-defined]


def _other_script(turn: Any, cand: ScoredCandidate) -> bool:
    return fusion.script_gap(turn.query_ja, cand.episode.text) >= OTHER


def _gated(mode: str) -> None:
    """The last attempt's picks, each only when the bridge's gate is open
    (``fusion.across_share`` > 0: some word of the question was found only in the other
    language — a same-language small-store question does not open it).

    - ``gated_relative``: each other-script candidate (no keyword coverage) of the judged
      depth measured against the best candidate of its own script, not the turn's best.
    - ``gated_extra``: when the turn injects (some judged candidate ≥ ``p_high``), the best
      other-script candidate of the first five that the bridge list holds is also injected
      (at most one extra; it takes ``p_medium``).
    - ``extra``: ``gated_extra`` without the gate and without the bridge list (any turn that
      injects also injects the best other-script candidate of its first five)."""

    def model_judgement(
        plan: RetrievalPlan,
        lists: Sequence[SourceResult],
        scored: Sequence[ScoredCandidate],
        config: RetrievalConfig,
        *,
        agreement: Mapping[str, ScoredCandidate],
        by_rank: bool = False,
    ) -> dict[str, ScoredCandidate]:
        out = shipped_judgement(plan, lists, scored, config, agreement=agreement, by_rank=by_rank)
        per_word = config.sources.bridge_per_word
        turn = judgement.turn_evidence(plan, lists, per_word=per_word, by_rank=by_rank)
        if (turn.across <= 0 and mode != "extra") or not scored:
            return out
        inj, depth = config.injection, injection.judged_depth(config)
        if mode == "gated_relative":
            others = [c for c in scored[: 2 * depth] if _other_script(turn, c) and c.coverage == 0]
            best_other = max((c.final for c in others), default=0.0)
            best = scored[0].final
            if best_other <= 0 or not best:
                return out
            agree = {i: c.final for i, c in agreement.items()}
            probability = judgement.judge(scored, turn, agree, depth).probability
            for c in others:
                relative = min(1.0, max(0.0, c.final / best_other))
                value = max(out[c.id].final, probability * relative)
                out[c.id] = dataclasses.replace(out[c.id], final=value)
            return out
        if not any((v.final >= inj.p_high) for v in out.values()):
            return out
        extra = next(
            (
                c
                for c in scored[:5]
                if _other_script(turn, c) and (mode == "extra" or c.id in turn.bridge_share)
            ),
            None,
        )
        if extra is not None and out[extra.id].final < inj.p_medium:
            out[extra.id] = dataclasses.replace(out[extra.id], final=inj.p_medium)
        return out

    shipped_judgement = injection.model_judgement
    rank.model_judgement = model_judgement  # type: ignore[attr-defined]


def _centred_lists(
    name: str, rows: Sequence[fusion_lab.Captured]
) -> Callable[[Any], list[SourceResult]]:
    """The rows' vector lists with the per-language baseline removed (``centred``)."""
    task = fusion_lab._task(name)
    cache = fusion_lab._cache()
    emb = CachedEmbeddings(make_embedder(None), cache / "embeddings.sqlite3")
    means: dict[str, dict[int, np.ndarray]] = {}
    for ns in {r.query.namespace for r in rows}:
        single = dataclasses.replace(task, memories={ns: task.memories[ns]})
        store = build_stores(single, cache / f"{name}-{task.fingerprint()}", emb, None)[ns]
        try:
            vectors = store._vectors.embeddings([e.id for e in task.memories[ns]])
        finally:
            store.close()
        by: dict[int, list[np.ndarray]] = defaultdict(list)
        for e in task.memories[ns]:
            if e.id in vectors:
                by[_lang(e.text)].append(vectors[e.id] / np.linalg.norm(vectors[e.id]))
        means[ns] = {lang: np.mean(v, axis=0) for lang, v in by.items() if len(v) >= 5}

    gaps: dict[int, list[float]] = defaultdict(list)  # q·μ(own) − q·μ(other), by language

    def lists(row: fusion_lab.Captured) -> list[SourceResult]:
        mu = means[row.query.namespace]
        if len(mu) < 2:
            return list(row.lists)
        q = np.asarray(emb.embed_query(row.plan.user_text), dtype=np.float32)
        q /= np.linalg.norm(q)
        base = {lang: float(q @ m) for lang, m in mu.items()}
        lq = _lang(row.plan.user_text)
        gaps[lq].append(base[lq] - base[1 - lq])
        out = []
        for r in row.lists:
            if is_vector(r) and r.query_index == 0:
                hits = sorted(
                    (
                        h
                        if _lang(h.episode.text) == lq
                        else dataclasses.replace(
                            h, score=h.score - base[_lang(h.episode.text)] + base[lq]
                        )
                        for h in r.hits
                    ),
                    key=lambda h: -h.score,
                )
                r = dataclasses.replace(
                    r, hits=tuple(dataclasses.replace(h, rank=n) for n, h in enumerate(hits))
                )
            out.append(r)
        return out

    lists.gaps = gaps  # type: ignore[attr-defined]
    return lists


# -- commands ------------------------------------------------------------------------------


def figures(variant: str, names: Sequence[str] = TASKS) -> None:
    {
        "tie_gate": _tie_gate,
        "coverage_mean": _coverage_mean,
        "script_relative": _script_relative,
        "gated_relative": lambda: _gated("gated_relative"),
        "gated_extra": lambda: _gated("gated_extra"),
        "extra": lambda: _gated("extra"),
    }.get(variant, lambda: None)()
    config = get_preset("eval")
    for name in names:
        task, rows = fusion_lab._task(name), fusion_lab.capture(name)
        lists_of = _centred_lists(name, rows) if variant == "centred" else (lambda r: list(r.lists))
        by_cat: dict[str, list[dict[str, float]]] = defaultdict(list)
        picks = relevant = 0
        for row in rows:
            lists = above_cosine(lists_of(row), config.sources.vector_min_similarity)
            ranked, candidates = rank_lists(row.plan, lists, config)
            ranking, injected = [c.id for c in candidates], [e.id for e in ranked]
            by_cat[row.query.category].append(
                blind_figures._row(task, row.query, ranking, injected)
            )
            picks += len(injected)
            relevant += sum(_relevant(task, row.query, i) for i in injected)
        print(f"\n### {name}, {variant}")
        print(
            "| category | n | R@1 | R@5 | relevant injected | false injection (n) | wrong only "
            "| anything injected | unrelated silent | answerable |"
        )
        for cat, cat_rows in sorted(by_cat.items()):
            print(blind_figures._line(cat, cat_rows))
        print(f"injected: {picks} picks, {relevant / max(1, picks):.3f} of them relevant")
        for lang, gap in sorted(getattr(lists_of, "gaps", {}).items()):
            print(
                f"{('English', 'Japanese')[lang]} questions: q·μ(own) − q·μ(other) "
                f"{min(gap):+.3f} … {max(gap):+.3f}, mean {float(np.mean(gap)):+.3f} ({len(gap)})"
            )


def lines(names: Sequence[str]) -> None:
    """Per question of ``names`` (shipped rerank): the bridge's gate (``across``), whether an
    answer is injected, the answer's places in the first ten, and each of the first five:
    place, R(elevant), I(njected), o(ther script)/s(ame), b (held by the bridge list the turn
    keeps) or B<place> (held only by the list its gate drops), judged value, score, coverage."""
    config = get_preset("eval")
    for name in names:
        task, rows = fusion_lab._task(name), fusion_lab.capture(name)
        for row in rows:
            lists = above_cosine(row.lists, config.sources.vector_min_similarity)
            ranked, cands = rank_lists(row.plan, lists, config)
            picks = [e.id for e in ranked]
            kept = rank.bridge_gated(row.plan, lists, config)
            turn = judgement.turn_evidence(row.plan, kept, per_word=config.sources.bridge_per_word)
            raw = {
                h.id: k for r in lists if r.source == BRIDGE_SOURCE for k, h in enumerate(r.hits)
            }
            answer = [i for i, c in enumerate(cands[:10]) if _relevant(task, row.query, c.id)]
            ok = any(_relevant(task, row.query, i) for i in picks)
            first = []
            for i, c in enumerate(cands[:5]):
                held = (
                    "b" if c.id in turn.bridge_share else (f"B{raw[c.id]}" if c.id in raw else "")
                )
                first.append(
                    f"{i}{'R' if _relevant(task, row.query, c.id) else '-'}"
                    f"{'I' if c.id in picks else '-'}{'o' if _other_script(turn, c) else 's'}"
                    f"{held} j={(c.judged or 0.0):.2f} f={c.final:.3f} cov={c.coverage:.2f}"
                )
            print(
                f"[{name} {row.query.category}] across={turn.across:.2f} answer_injected={ok} "
                f"picks={len(picks)} answer_at={answer} :: {row.plan.user_text[:60]}"
            )
            print("    " + " | ".join(first))


def loto_unread(out: Path, names: Sequence[str]) -> None:
    """``fit_judgement.loto`` with the missing-indicator term fitted beside the bridge's."""
    extra = ("unread", "unread*cos_margin")
    features = judgement.judgement_features

    def patched(
        scored: Sequence[ScoredCandidate], turn: Any, agreement: Mapping[str, float], depth: int
    ) -> dict[str, float]:
        values = features(scored, turn, agreement, depth)
        unread = 1.0 if scored and _unread(scored[0], turn) else 0.0
        values.update({"unread": unread, "unread*cos_margin": unread * values["top_cos_margin"]})
        return values

    judgement.judgement_features = patched
    fit_judgement.judgement_features = patched  # type: ignore[attr-defined]
    names_all = (*judgement.JUDGEMENT_FEATURES, *extra)
    fit_judgement.JUDGEMENT_FEATURES = names_all  # type: ignore[attr-defined]
    fit_judgement.BRIDGE_FEATURES = (*judgement.BRIDGE_FEATURES, *extra)  # type: ignore[attr-defined]
    fit_judgement.BASE = [
        i for i, f in enumerate(names_all) if f not in fit_judgement.BRIDGE_FEATURES
    ]
    fit_judgement.BRIDGE = [names_all.index(f) for f in fit_judgement.BRIDGE_FEATURES]
    _salted("-unread")
    fit_judgement.loto(names, out, [0.8], 0.6)


def loto_coverage_mean(out: Path, names: Sequence[str]) -> None:
    """``fit_judgement.loto`` with ``coverage_mean`` in the features every fold is fitted on
    and judged with."""
    _coverage_mean()
    fit_judgement.judgement_features = judgement.judgement_features  # type: ignore[attr-defined]
    _salted("-coverage-mean")
    fit_judgement.loto(names, out, [0.8], 0.6)


def _salted(salt: str) -> None:
    digest = fit_judgement._code_digest
    fit_judgement._code_digest = lambda: digest() + salt  # rows of their own in the cache


def identical(names: Sequence[str], base: str) -> None:
    """Commit ``base``'s ``fusion.across_share`` (the bridge's gate) against this checkout's, on
    the same lists: are rankings and injections identical, question by question?"""
    import subprocess

    src = subprocess.run(
        ["git", "show", f"{base}:agent/ranking/fusion.py"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    scope: dict[str, Any] = {}
    exec(  # the two functions of that commit, over today's imports
        "from collections.abc import Sequence\n"
        "from omoide.agent.records import SourceResult\n"
        "from omoide.agent.sources import BRIDGE_SOURCE\n"
        "from omoide.agent.understanding.lexicon import translation_pairs\n"
        + src[src.index("def _stem(") : src.index("def _bridge_words(")],
        scope,
    )
    today = fusion.across_share
    config = get_preset("eval")
    for name in names:
        rows = fusion_lab.capture(name)
        p50 = {}
        for label, fn in (("then", scope["across_share"]), ("now", today)) * 2:
            times = []  # the second pass counts (the first warms the lexicon's caches)
            for row in rows:
                t0 = time.perf_counter()
                fn(row.plan.user_text, row.lists, config.sources.bridge_per_word)
                times.append((time.perf_counter() - t0) * 1000)
            p50[label] = statistics.median(times)
        runs = []
        for across in (scope["across_share"], today):
            fusion.across_share = across
            rank.across_share = across  # type: ignore[attr-defined]
            judgement.across_share = across  # type: ignore[attr-defined]
            out = []
            for row in rows:
                lists = above_cosine(row.lists, config.sources.vector_min_similarity)
                ranked, candidates = rank_lists(row.plan, lists, config)
                out.append(([c.id for c in candidates], [e.id for e in ranked]))
            runs.append(out)
        same_rank = sum(a[0] == b[0] for a, b in zip(*runs, strict=True))
        same_pick = sum(a[1] == b[1] for a, b in zip(*runs, strict=True))
        print(
            f"{name}: rankings identical {same_rank}/{len(rows)}, "
            f"injections {same_pick}/{len(rows)}; across_share p50 {p50['then']:.3f} ms then, "
            f"{p50['now']:.3f} ms now"
        )


def main(argv: list[str]) -> None:
    args = [
        a for i, a in enumerate(argv) if a != "--cache" and (i == 0 or argv[i - 1] != "--cache")
    ]
    commands = ("figures", "lines", "loto-unread", "loto-coverage-mean", "identical")
    if not args or args[0] not in commands:
        sys.exit(__doc__)
    if args[0] == "figures":
        if len(args) < 2 or args[1] not in VARIANTS:  # a patch stays for the whole process
            sys.exit(f"figures takes one variant of: {', '.join(VARIANTS)} [TASK ...]")
        figures(args[1], args[2:] or TASKS)
        return
    if args[0] == "lines":
        lines(args[1:] or TASKS)
        return
    if args[0] == "identical":
        identical(args[2:] or list(fusion_lab.ALL_TASKS), args[1])
        return
    run = loto_unread if args[0] == "loto-unread" else loto_coverage_mean
    run(Path(args[1]), args[2:] or list(fusion_lab.ALL_TASKS))


if __name__ == "__main__":
    main(sys.argv[1:])
