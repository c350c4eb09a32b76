"""Where LoCoMo's evidence is in the sources' lists: the share of questions whose evidence
episode is in the keyword list, the vector list, or either, at depth 5 ... 100 (the user's
text as the query, as the sources run it), per category.

    python benchmarks/source_depth.py --cache DIR     # DIR: the store cache of `omoide eval`

Uses $OMOIDE_DATA. Read-only on a built store (it builds one if the cache has none).
"""

from __future__ import annotations

import os
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
# This checkout's omoide, not whichever one an editable install points at.
sys.path.insert(1, str(Path(__file__).resolve().parent.parent))
from dev_sets import DEV_FILES

from benchmarks.evaluation import load_task
from benchmarks.evaluation.runner import build_stores
from omoide.memory_store.embedders import CachedEmbeddings, make_embedder

DEPTHS = (5, 10, 20, 30, 50, 100)


def first_rank(ranking: list[str], relevant: frozenset[str]) -> int:
    return next((i for i, x in enumerate(ranking) if x in relevant), len(ranking) + 1)


def main(argv: list[str]) -> None:
    if "--cache" not in argv or not os.environ.get("OMOIDE_DATA"):
        sys.exit(__doc__)
    cache = Path(argv[argv.index("--cache") + 1])
    task = load_task("locomo", Path(os.environ["OMOIDE_DATA"]) / DEV_FILES["locomo"])
    emb = CachedEmbeddings(make_embedder(None), cache / "embeddings.sqlite3")
    stores = build_stores(task, cache / f"locomo-{task.fingerprint()}", emb, None)
    ranks: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for q in task.queries:
        store = stores[q.namespace]
        kw = [h.id for h in store.search_keyword(q.user_text, k=max(DEPTHS))]
        vec = [h.id for h in store.search_vector(q.user_text, k=max(DEPTHS))]
        pair = (first_rank(kw, q.relevant_episodes), first_rank(vec, q.relevant_episodes))
        ranks[f"cat {q.category}"].append(pair)
        ranks["all"].append(pair)
    print("| questions | n | " + " | ".join(f"@{d} kw / vec / either" for d in DEPTHS) + " |")
    print("|---|---|" + "---|" * len(DEPTHS))
    for name, pairs in sorted(ranks.items()):
        n = len(pairs)
        cells = []
        for d in DEPTHS:
            kw = sum(a < d for a, _ in pairs) / n
            vec = sum(b < d for _, b in pairs) / n
            either = sum(min(a, b) < d for a, b in pairs) / n
            cells.append(f"{kw:.2f} / {vec:.2f} / {either:.2f}")
        print(f"| {name} | {n} | " + " | ".join(cells) + " |")
    for s in stores.values():
        s.close()


if __name__ == "__main__":
    main(sys.argv[1:])
