"""Which turns with a recent conversation should be fused by score (the user's words lead) and
which by rank (the context leads)? Every rule below decides per turn, from the turn's own
source lists, on the captured lists of the three dev tasks whose turns carry a recent
conversation: ``locomo_chat`` and ``jmultiwoz_chat`` (questions asked one after another: the
context is mostly about something else) and ``real_persona_chat`` (a chat resumed: the context
is what matters). A turn the rule picks is ranked as ``fusion="convex"`` would rank it, any
other as the previous default did (RRF); everything else is ``RetrievalConfig()``.

    python benchmarks/fusion_lab.py capture locomo_chat jmultiwoz_chat real_persona_chat \
        --cache DIR                                   # once (or each task's own eval cache)
    python benchmarks/context_gates.py --cache DIR    # the table in BENCHMARKS.md §1

Prints each task's headline metric and, in brackets, the share of turns the rule picked.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import replace

from dev_sets import HEADLINE_METRICS
from fusion_lab import _task, capture

from benchmarks.evaluation.runner import _scores
from omoide.agent.config import RetrievalConfig
from omoide.agent.ranking import above_cosine, own_coverage, rank_lists
from omoide.agent.records import SourceResult

TASKS = ("locomo_chat", "jmultiwoz_chat", "real_persona_chat")
Rule = Callable[[Sequence[SourceResult]], bool]


def _list(lists: Sequence[SourceResult], source: str) -> SourceResult | None:
    return next((r for r in lists if r.source == source and r.query_index == 0), None)


def agree(lists: Sequence[SourceResult], top_keyword: int, top_vector: int) -> bool:
    """Q1's keyword and vector lists share an episode among their first hits."""
    kw, vec = _list(lists, "keyword"), _list(lists, "vector")
    if kw is None or vec is None:
        return False
    return bool({h.id for h in kw.hits[:top_keyword]} & {h.id for h in vec.hits[:top_vector]})


def phrase(lists: Sequence[SourceResult]) -> bool:
    """A distinctive phrase of the user's words is in memory verbatim."""
    found = _list(lists, "keyword_phrase")
    return bool(found and found.hits)


def covered(threshold: float) -> Rule:
    return lambda lists: own_coverage(lists) >= threshold


RULES: list[tuple[str, Rule]] = [
    ("never (the previous default: RRF on every such turn)", lambda lists: False),
    ("always (convex fusion on every turn)", lambda lists: True),
    *[(f"Q1 coverage >= {t} (auto_convex_coverage)", covered(t)) for t in (0.35, 0.4, 0.45, 0.5)],
    ("Q1 keyword top 1 in vector top 5", lambda lists: agree(lists, 1, 5)),
    ("Q1 keyword top 3 in vector top 10", lambda lists: agree(lists, 3, 10)),
    (
        "top 3 in top 10, or coverage >= 0.45",
        lambda lists: agree(lists, 3, 10) or own_coverage(lists) >= 0.45,
    ),
    ("a verbatim distinctive phrase", phrase),
    (
        "phrase and top 3 in top 10, or coverage >= 0.45",
        lambda lists: (phrase(lists) and agree(lists, 3, 10)) or own_coverage(lists) >= 0.45,
    ),
]


def main(argv: list[str]) -> None:
    if argv[:1] in (["-h"], ["--help"]):
        print(__doc__)
        return
    by_rank = RetrievalConfig(fusion={"auto_convex_coverage": 1.0}, record_runs=False)
    by_score = replace(by_rank, fusion={"mode": "convex"})
    tasks = {n: _task(n) for n in TASKS}
    rows = {n: [r for r in capture(n) if not r.query.abstention] for n in TASKS}
    print("| rule | " + " | ".join(f"{n} {HEADLINE_METRICS[n][0]}" for n in TASKS) + " |")
    print("|---|" + "---|" * len(TASKS))
    for label, rule in RULES:
        cells = []
        for name in TASKS:
            metric, total, picked = HEADLINE_METRICS[name][0], 0.0, 0
            for row in rows[name]:
                chosen = rule(row.lists)
                picked += chosen
                config = by_score if chosen else by_rank
                lists = above_cosine(row.lists, config.sources.vector_min_similarity)
                _, candidates = rank_lists(row.plan, lists, config)
                ranking = [c.id for c in candidates]
                total += _scores(tasks[name], row.query, ranking)[metric]
            n = len(rows[name])
            cells.append(f"{total / n:.3f} ({picked / n:.2f})")
        print(f"| {label} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
