"""Does rank agreement still need to suffice for injection? (issue 36, LoCoMo false injection)

Measurement over the lists ``rescore_lab.py`` prepared (the shipped ranking, the judgement's
features and, per candidate, its place, its score relative to the best, its RRF agreement
and the evidence gate; ``rescore_lab.py check``: the simulation equals ``rank_lists`` on
1,833 of 1,833 questions). Nothing here is wired. In ``model_judgement`` a candidate the
keyword / vector sources agree on (agreement ≥ ``injection.high_threshold`` /
``medium_threshold``) counts as ``p_high`` / ``p_medium`` whatever the calibrated
probability says. Variants of that rule, each task left out (the judgement refitted on the
other tasks' families, ``rescore_lab._folds``; choices made on those tasks with
``rescore_lab.objective``, the mean of relevant injected, 1 − false injection and unrelated
silent, tasks weighing the same):

- (0) today: agreement suffices, p_high 0.8 / p_medium 0.6;
- (1) agreement no longer suffices: the model alone at 0.8 / 0.6;
- (2) agreement suffices only when the turn's probability is at least a floor f, f chosen
  left out from ``FLOORS``;
- (3) the model alone, p_high / p_medium chosen left out (rescore_lab's grid).

    python benchmarks/injection_lab.py loto OUT.md [TASK ...] [--max-queries N|TASK=N,...]

Every question of every task is used unless ``--max-queries`` says otherwise (rescore_lab's
deterministic subsample: lowest qid hashes). Uses $OMOIDE_DATA and ``.omoide-eval``.
"""

from __future__ import annotations

import statistics
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

import numpy as np
import rescore_lab as rl
from rescore_lab import Limits, Prep, Rows

import __main__

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # benchmarks.evaluation
from benchmarks.evaluation.runner import _feel, _summarise_feel
from benchmarks.evaluation.tasks import EvalTask
from omoide.agent.ranking import JUDGEMENT_FEATURES, MODEL, judged_depth

# rescore_lab's prepared questions were pickled from its __main__.
for _name in ("Prep", "Pick"):
    if not hasattr(__main__, _name):
        setattr(__main__, _name, getattr(rl, _name))

TASKS = rl.fj.DEFAULT_TASKS  # every task the shipped judgement is fitted on, in its order
FLOORS = (0.2, 0.3, 0.4, 0.5)  # the grid variant (2) chooses from
SWEEP = (*FLOORS, 0.6, 0.7)  # shown at fixed floors too (not chosen from)
NO_AGREEMENT = float("inf")  # the floor that no probability reaches: agreement never suffices
TODAY = 0.0
KEYS = ("false_injection_rate", "relevant_injected_rate", "abstention_silent_rate")

DECISION_RULE = """\
**Decision rule (written before the numbers were looked at).** A variant becomes the DEFAULT
only if, with each task left out and against variant (0) on the same folds, it lowers false
injection on both `locomo` and `locomo_chat`, no task's relevant injected drops by more than
0.01, and `small_store`'s unrelated-silent rate does not drop. Otherwise the best variant is
shipped as an opt-in setting only if it is a clear trade (documented), or nothing is shipped."""


def _value(pk: rl.Pick, chance: float, ph: float, pm: float, floor: float) -> float | None:
    """``model_judgement``'s value of a candidate with the agreement route gated by ``floor``
    (0: today's rule; inf: agreement never suffices)."""
    if pk.pos >= 2 * judged_depth(rl._config()):
        return None
    inj = rl._config().injection
    v = chance * pk.relative
    if chance >= floor:
        if pk.agreement >= inj.high_threshold:
            v = max(v, ph)
        elif pk.agreement >= inj.medium_threshold:
            v = max(v, pm)
    return v


def injected(p: Prep, chance: float, ph: float, pm: float, floor: float) -> list[str]:
    """What ``select_relevant`` injects (rescore_lab.injected with the floor)."""
    if p.digest is not None:
        return p.digest
    gate = rl._config().injection.min_similarity > -1.0

    def held(pk: rl.Pick, need: float) -> bool:
        v = _value(pk, chance, ph, pm, floor)
        return v is not None and v >= need and not (gate and not pk.injectable)

    if not any(held(pk, ph) for pk in p.distinct):
        return []
    return [pk.id for pk in p.distinct if held(pk, pm)][: p.limit]


def figures(
    task: EvalTask, preps: Sequence[Prep], chance: Sequence[float], rule: tuple[float, ...]
) -> dict[str, object]:
    ph, pm, floor = rule
    feel, by_cat = [], {}  # type: ignore[var-annotated]
    for p, c in zip(preps, chance, strict=True):
        f = _feel(task, p.q, p.ranking, injected(p, c, ph, pm, floor))
        feel.append(f)
        by_cat.setdefault(p.category, []).append(f)
    return {
        "feel": _summarise_feel(feel),
        "by_category": {k: _summarise_feel(v) for k, v in sorted(by_cat.items())},
    }


def _rows(preps: list[Prep]) -> Rows:
    x = np.asarray([[p.values[f] for f in JUDGEMENT_FEATURES] for p in preps])
    return Rows(tuple(JUDGEMENT_FEATURES), x, preps)


def _cell(fig: Mapping[str, object], key: str) -> str:
    feel = fig["feel"]
    assert isinstance(feel, dict)
    return "-" if key not in feel else f"{feel[key]:.3f}"


def cmd_loto(names: Sequence[str], out: Path, limits: Limits) -> None:
    data = {n: rl.prepare(n, limits) for n in names}
    rows = {n: _rows(data[n][1]) for n in names}
    ship = rl.SHIPPED
    grid = [(h, m) for h in rl.P_HIGHS for m in rl.P_MEDIUMS if m <= h]
    variants = ("(0) today", "(1) model alone", "(2) floor, LOTO", "(3) model alone, LOTO p")
    res: dict[str, dict[str, dict[str, object]]] = {}
    chosen: dict[str, dict[str, str]] = {}
    sweep: dict[str, dict[float, dict[str, object]]] = {}
    spread: dict[str, tuple[str, ...]] = {}  # the left-out probability's 10/50/90th percentile
    for n in names:
        train = rl._folds(names, n)
        model = rl.fit_model([rows[m] for m in train])
        ch = {m: rl.chances(rows[m], model) for m in {*train, n}}

        def score(rule: tuple[float, ...], train: list[str] = train, ch: dict = ch) -> float:  # type: ignore[type-arg]
            return statistics.fmean(
                rl.objective(figures(data[t][0], data[t][1], ch[t], rule)) for t in train
            )

        f_best = max(FLOORS, key=lambda f: (round(score((*ship, f)), 4), -f))
        hm_best = max(grid, key=lambda hm: (round(score((*hm, NO_AGREEMENT)), 4), hm == ship, hm))
        rules = {
            variants[0]: (*ship, TODAY),
            variants[1]: (*ship, NO_AGREEMENT),
            variants[2]: (*ship, f_best),
            variants[3]: (*hm_best, NO_AGREEMENT),
        }
        task, preps = data[n]
        res[n] = {v: figures(task, preps, ch[n], r) for v, r in rules.items()}
        chosen[n] = {"floor": f"{f_best}", "p": f"{hm_best[0]}/{hm_best[1]}"}
        sweep[n] = {f: figures(task, preps, ch[n], (*ship, f)) for f in SWEEP}
        lab = np.asarray([p.label for p in preps]) > 0
        c_n = np.asarray(ch[n])
        spread[n] = tuple(
            " / ".join(f"{q:.2f}" for q in np.percentile(c_n[lab == want], (10, 50, 90)))
            if (lab == want).any()
            else "-"
            for want in (False, True)
        )
        print(n, chosen[n], {v: res[n][v]["feel"] for v in variants}, flush=True)

    lines = [
        "# Agreement as a route to injection, each task left out (issue 36)",
        "",
        "```",
        "python benchmarks/injection_lab.py " + " ".join(sys.argv[1:]),
        "```",
        "",
        DECISION_RULE,
        "",
        "Questions per task: "
        + ", ".join(f"{n} {len(data[n][1])} of {len(data[n][0].queries)}" for n in names)
        + ". Per fold the judgement (fit_judgement.fit, as shipped) is fitted on the judgement "
        "tasks outside the left-out task's family (`rescore_lab._folds`: a `_chat` drill's fold "
        "leaves its base task out too; `longmemeval_multi` is a slice, its fold leaves "
        "LongMemEval out). Floors chosen from " + "/".join(map(str, FLOORS)) + ", thresholds "
        "from p_high " + "/".join(map(str, rl.P_HIGHS)) + " × p_medium "
        "" + "/".join(map(str, rl.P_MEDIUMS)) + ", each on the fold's training tasks.",
        "",
        "Cells: " + " / ".join(variants) + ".",
        "",
        "| left out | questions | false injection | relevant injected | unrelated silent "
        "| injected (any) | LOTO floor | LOTO p_high/p_medium |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for n in names:
        cells = [
            " / ".join(_cell(res[n][v], k) for v in variants) for k in (*KEYS, "injected_rate")
        ]
        lines.append(
            f"| {n} | {len(data[n][1])} | "
            + " | ".join(cells)
            + f" | {chosen[n]['floor']} | {chosen[n]['p']} |"
        )
    lines += [
        "",
        "Fixed floors (agreement suffices when the turn's probability ≥ f; p 0.8/0.6), the "
        "left-out model. Cells: false injection / relevant injected / unrelated silent.",
        "",
        "| left out | f=0 (today) | " + " | ".join(f"f={f}" for f in SWEEP) + " | no agreement |",
        "|---|---|" + "---|" * (len(SWEEP) + 1),
    ]

    def triple(fig: Mapping[str, object]) -> str:
        return " / ".join(_cell(fig, k) for k in KEYS)

    for n in names:
        lines.append(
            f"| {n} | {triple(res[n][variants[0]])} | "
            + " | ".join(triple(sweep[n][f]) for f in SWEEP)
            + f" | {triple(res[n][variants[1]])} |"
        )
    lines += [
        "",
        "The turn's probability under the left-out model (10th / 50th / 90th percentile), on "
        "turns whose first five lack the evidence (unrelated questions included) and on those "
        "that hold it:",
        "",
        "| left out | first five lack it | first five hold it |",
        "|---|---|---|",
        *(f"| {n} | {spread[n][0]} | {spread[n][1]} |" for n in names),
    ]
    cat = []
    for n in names:
        if not (n.startswith("bilingual") or n == "small_store"):
            continue
        for c in res[n][variants[0]]["by_category"]:  # type: ignore[attr-defined]
            cells = []
            for k in (*KEYS, "injected_rate"):
                vals = []
                for v in variants:
                    bc = res[n][v]["by_category"][c]  # type: ignore[index]
                    vals.append("-" if k not in bc else f"{bc[k]:.3f}")
                cells.append(" / ".join(vals))
            cat.append(f"| {n} {c} | " + " | ".join(cells) + " |")
    lines += [
        "",
        "What the user gets on the bilingual and small-store sets, per category (cells: "
        + " / ".join(variants)
        + "):",
        "",
        "| set, category | false injection | relevant injected | unrelated silent | injected "
        "(any) |",
        "|---|---|---|---|---|",
        *cat,
        "",
        "In-sample reference: the shipped model (agent/ranking/judgement_model.py, fitted on "
        "every task), p 0.8/0.6. Cells: false injection / relevant injected / unrelated silent.",
        "",
        "| task | f=0 (today) | " + " | ".join(f"f={f}" for f in SWEEP) + " | no agreement |",
        "|---|---|" + "---|" * (len(SWEEP) + 1),
    ]
    for n in names:
        task, preps = data[n]
        shipped = rl.chances(rows[n], MODEL)
        lines.append(
            f"| {n} | "
            + " | ".join(
                triple(figures(task, preps, shipped, (*ship, f)))
                for f in (TODAY, *SWEEP, NO_AGREEMENT)
            )
            + " |"
        )
    lines += [
        "",
        "## The rule applied",
        "",
    ]
    base = variants[0]

    def feel(n: str, v: str, k: str) -> float | None:
        f = res[n][v]["feel"]
        assert isinstance(f, dict)
        return f.get(k)

    for v in variants[1:]:
        why = []
        for n in ("locomo", "locomo_chat"):
            if n in res:
                a, b = feel(n, base, KEYS[0]), feel(n, v, KEYS[0])
                if a is not None and b is not None and not b < a:
                    why.append(f"{n} false injection {a:.3f} → {b:.3f} (not lower)")
        for n in names:
            a, b = feel(n, base, KEYS[1]), feel(n, v, KEYS[1])
            if a is not None and b is not None and b < a - 0.01:
                why.append(f"{n} relevant injected {a:.3f} → {b:.3f}")
        if "small_store" in res:
            a, b = feel("small_store", base, KEYS[2]), feel("small_store", v, KEYS[2])
            if a is not None and b is not None and b < a:
                why.append(f"small_store silent {a:.3f} → {b:.3f}")
        verdict = "passes" if not why else "fails: " + "; ".join(why)
        lines.append(f"- {v}: {verdict}")
    text = "\n".join(lines) + "\n"
    out.write_text(text)
    print(text, flush=True)


def main(argv: list[str]) -> None:
    if len(argv) < 2 or argv[0] != "loto":
        sys.exit(__doc__)
    limits, rest = rl.split_limits(argv[1:])
    cmd_loto(rest[1:] or list(TASKS), Path(rest[0]), limits)


if __name__ == "__main__":
    main(sys.argv[1:])
