"""Japanese word segmentation against character bigrams, for BM25 (BENCHMARKS.md section 1).

Two parts, both without the embedder or Chroma:

* ``cost``: tokenizer time per query and per 1,000 episodes (their keyword documents, as
  ``KeywordIndex.add`` tokenizes them: each text once), each tokenizer against ``bigram`` in
  the same run, and the one-time dictionary load.
* ``bm25``: the ``bm25`` baseline of ``omoide eval`` (same documents, same query text, same
  metrics) over an in-memory index built with each tokenizer. A quick proxy to choose which
  tokenizers deserve a full ``omoide eval`` run (the fused ranking needs the real store).

    python benchmarks/bench_tokenize.py --data FILE --task jmultiwoz --tokenizers bigram sudachi-c

The first tokenizer is the baseline of the ratio columns.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # benchmarks.evaluation
from benchmarks.evaluation.runner import _full_query, _scores
from benchmarks.evaluation.tasks import EvalTask, load_task
from omoide.memory_store.bm25 import SparseBM25
from omoide.memory_store.keyword_index import keyword_tokens
from omoide.memory_store.records import Episode
from omoide.memory_store.stopwords import ENGLISH_STOPWORDS
from omoide.memory_store.tokenize import Tokenizer, make_tokenizer


def documents(tok: Tokenizer, episodes: Sequence[Episode]) -> list[list[str]]:
    """Keyword documents' tokens as the index builds them (each episode with its session's
    previous one, every text tokenized once)."""
    last: dict[str, Episode] = {}
    known: dict[str, list[str]] = {}
    out = []
    for e in episodes:
        out.append(keyword_tokens(tok, e, last.get(e.session_id), known))
        if e.session_id:
            last[e.session_id] = e
    return out


def cost(
    toks: Sequence[Tokenizer], episodes: Sequence[Episode], queries: Sequence[str], rounds: int
) -> list[tuple[float, float]]:
    """(ms per 1,000 episodes, ms per query) of each tokenizer, cold (no run's words
    remembered): the best of ``rounds`` rounds, each round timing every tokenizer in turn (a
    load spike on the shared machine then hits one round, not one tokenizer)."""
    per_doc: list[list[float]] = [[] for _ in toks]
    per_query: list[list[float]] = [[] for _ in toks]
    for _ in range(rounds):
        for i, tok in enumerate(toks):
            tok.forget()  # cold: no run's words remembered from an earlier round
            t0 = time.perf_counter()
            documents(tok, episodes)
            per_doc[i].append((time.perf_counter() - t0) * 1000 / len(episodes) * 1000)
            tok.forget()
            t0 = time.perf_counter()
            for q in queries:
                tok(q, stopwords=ENGLISH_STOPWORDS)
            per_query[i].append((time.perf_counter() - t0) * 1000 / len(queries))
    return [(min(d), min(q)) for d, q in zip(per_doc, per_query, strict=True)]


def bm25_quality(task: EvalTask, tok: Tokenizer) -> dict[str, float]:
    rows = []
    for ns, episodes in task.memories.items():
        index = SparseBM25()
        index.add(list(range(len(episodes))), documents(tok, episodes))
        for q in task.queries:
            if q.namespace != ns or q.abstention:
                continue
            hits = index.top_k(tok(_full_query(q), stopwords=ENGLISH_STOPWORDS), 60)
            rows.append(_scores(task, q, [episodes[h.key].id for h in hits]))
    return {k: statistics.fmean(r[k] for r in rows) for k in rows[0]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--task", required=True)
    ap.add_argument("--data", required=True, type=Path)
    ap.add_argument("--limit", type=int)
    ap.add_argument("--tokenizers", nargs="+", default=["bigram", "sudachi-c"])
    ap.add_argument("--sample", type=int, default=5000, help="episodes timed (cost)")
    ap.add_argument("--rounds", type=int, default=5, help="timing rounds (best is kept)")
    ap.add_argument("--no-quality", action="store_true", help="cost only")
    args = ap.parse_args()
    task = load_task(args.task, args.data, limit=args.limit)
    episodes = [e for eps in task.memories.values() for e in eps]
    sample = episodes[: args.sample]
    queries = [_full_query(q) for q in task.queries]
    print(f"{args.task}: {len(episodes)} episodes, {len(task.queries)} queries")
    print("| tokenizer | load s | ms / 1,000 episodes | × bigram | ms / query | × bigram |", end="")
    print("" if args.no_quality else " BM25 " + " / ".join(_metric_names(args.task)) + " |")
    toks, loads = [], []
    for spec in args.tokenizers:
        t0 = time.perf_counter()
        tok = make_tokenizer(spec)
        tok.warm_up()
        loads.append(time.perf_counter() - t0)
        documents(tok, sample[:200])  # page the dictionary in before any timing
        toks.append(tok)
    costs = cost(toks, sample, queries, args.rounds)
    (base_k, base_q) = costs[0]
    for spec, tok, load, (per_k, per_q) in zip(args.tokenizers, toks, loads, costs, strict=True):
        cells = f"| {spec} | {load:.2f} | {per_k:.0f} | {per_k / base_k:.2f} | {per_q:.3f} | "
        cells += f"{per_q / base_q:.2f} |"
        if not args.no_quality:
            m = bm25_quality(task, tok)
            cells += " " + " / ".join(f"{m[k]:.3f}" for k in _metric_names(args.task)) + " |"
        print(cells, flush=True)


def _metric_names(task: str) -> list[str]:
    if task == "locomo":
        return ["recall_any@5", "recall_any@10"]
    return ["precision@5", "recall_any@5"] if task == "jmultiwoz" else ["recall_any@5", "mrr@10"]


if __name__ == "__main__":
    main()
