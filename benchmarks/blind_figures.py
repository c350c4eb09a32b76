"""Issue 36's figures on its unseen sets, per category and per question (BENCHMARKS.md, "Unseen
sets (frozen before the dictionary bridge)").

Runs ``blind_bilingual`` / ``blind_small_store`` (or any episode-scored task) exactly as
``python -m benchmarks eval TASK`` does (same preset, same ranker: ``recall`` through the real
retrieval graph; same store and embedding cache under ``--cache``) and prints what ``eval``
prints only overall: per category, the answer in the first 5 (R@5), what reaches the prompt
(relevant injected, false injection = something injected while the first 5 lack the evidence,
wrong only = something injected and nothing of it relevant) and unrelated questions silent;
with ``--per-question`` one line a question (first relevant rank, injected ids' relevance), so
a later run can be compared question by question.

    OMOIDE_DATA=/path/to/data python benchmarks/blind_figures.py blind_bilingual blind_small_store \
        --cache DIR [--per-question] [--preset eval] [--set KEY=VALUE ...]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # benchmarks.evaluation
from benchmarks.evaluation.cli import data_file
from benchmarks.evaluation.runner import _feel, _omoide, _relevant, _scores, build_stores
from benchmarks.evaluation.tasks import EvalQuery, EvalTask, load_task
from omoide.agent.config import get_preset
from omoide.memory_store.embedders import CachedEmbeddings, make_embedder
from omoide.memory_store.tokenize import DEFAULT_TOKENIZER

# Categories summed into the goals (each also shown alone).
GROUPS = {
    "blind_bilingual": {
        "ALL cross-language (own archives)": ("cross-en", "cross-ja"),
        "ALL cross-language (+ LoCoMo)": ("cross-en", "cross-ja", "locomo cross-ja"),
        "ALL unrelated": ("unrelated", "locomo unrelated"),
    },
    "blind_small_store": {
        "ALL notes": ("note 1-3", "note 10-20", "note 30-50"),
        "ALL unrelated": ("unrelated 1-3", "unrelated 10-20", "unrelated 30-50"),
    },
}


def _row(task: EvalTask, q: EvalQuery, ranking: list[str], injected: list[str]) -> dict[str, float]:
    row = _feel(task, q, ranking, injected)
    if not q.abstention:
        row.update(_scores(task, q, ranking))
        row["wrong_only"] = float(
            bool(injected) and not any(_relevant(task, q, e) for e in injected)
        )
    return row


def _line(name: str, rows: list[dict[str, float]]) -> str:
    def mean(key: str) -> str:
        vals = [r[key] for r in rows if key in r]
        return f"{statistics.fmean(vals):.3f}" if vals else "-"

    answerable = sum("relevant_injected" in r for r in rows)
    return (
        f"| {name} | {len(rows)} | {mean('recall_any@1')} | {mean('recall_any@5')} | "
        f"{mean('relevant_injected')} | {mean('false_injection')} "
        f"({sum('false_injection' in r for r in rows)}) | {mean('wrong_only')} | "
        f"{mean('injected')} | {mean('abstention_silent')} | {answerable} |"
    )


def report(name: str, args: argparse.Namespace) -> None:
    task = load_task(name, data_file(name, None))
    cache = Path(args.cache)
    cache.mkdir(parents=True, exist_ok=True)
    embedder = CachedEmbeddings(make_embedder(None), cache / "embeddings.sqlite3")
    # eval's store (keyed by the episodes) and its tokenizer: the same ranking as eval's
    store_dir = cache / f"{name}-{task.fingerprint()}"
    stores = build_stores(task, store_dir, embedder, None, DEFAULT_TOKENIZER)
    for store in stores.values():
        store.warm_up()
    config = get_preset(args.preset).with_settings(args.set or [])
    rank = _omoide(config)
    by_cat: dict[str, list[dict[str, float]]] = defaultdict(list)
    lines = []
    for q in task.queries:
        ranking, injected = rank(stores[q.namespace], q)
        row = _row(task, q, ranking, injected)
        by_cat[q.category].append(row)
        first = next((i + 1 for i, e in enumerate(ranking) if _relevant(task, q, e)), None)
        marks = "".join("+" if _relevant(task, q, e) else "-" for e in injected) or "(none)"
        lines.append(
            f"  {q.qid:<28} {q.category:<18} first relevant {first!s:>4}  injected {marks}"
        )
    for store in stores.values():
        store.close()
    total = sum(len(v) for v in task.memories.values())
    print(
        f"\n### {name}: {len(task.queries)} questions over {total} episodes, preset {args.preset}"
    )
    print(
        "\n| category | n | R@1 | R@5 | relevant injected | false injection (n) | wrong only "
        "| anything injected | unrelated silent | answerable |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    for cat, rows in sorted(by_cat.items()):
        print(_line(cat, rows))
    for group, cats in GROUPS.get(name, {}).items():
        print(_line(group, [r for c in cats for r in by_cat.get(c, [])]))
    if args.per_question:
        print("\nper question (injected: + relevant, - not, in injection order):")
        print("\n".join(lines))


def main(argv: list[str]) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("tasks", nargs="+")
    p.add_argument("--cache", default=".omoide-eval")
    p.add_argument("--preset", default="eval")
    p.add_argument("--set", action="append", metavar="KEY=VALUE")
    p.add_argument("--per-question", action="store_true")
    args = p.parse_args(argv)
    for name in args.tasks:
        report(name, args)


if __name__ == "__main__":
    main(sys.argv[1:])
