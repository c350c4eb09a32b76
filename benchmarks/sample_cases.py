"""The bundled sample's questions under each fusion preset: what is injected, and why.

Builds the sample archive (``omoide demo``'s) into a store, runs the demo's and the quickstart
notebook's questions through the real retrieval graph once, then ranks the captured lists with
each configuration by the rerank node's own function (``rank_lists``) and prints, per question,
what is injected; with ``--why``, the top candidates with their fused score, cosine, lexical
coverage and their rank in every source list (BENCHMARKS.md §1, the sample's two cases).

    python benchmarks/sample_cases.py [--store DIR] [--why] [--presets default rrf auto]
                                      [--set KEY=VALUE ...]
"""

from __future__ import annotations

import argparse
import tempfile
from importlib.resources import files
from pathlib import Path

from omoide.agent.config import PRESETS, RetrievalConfig
from omoide.agent.ranking import above_cosine, rank_lists, thresholds, turn_fusion
from omoide.agent.recaller import _graph, _inputs
from omoide.agent.records import RetrievalPlan, SourceResult
from omoide.cli import DEMO_QUERIES
from omoide.memory_store import MemoryStore
from omoide.memory_store.importers import import_path

QUESTIONS = (
    *DEMO_QUERIES,
    ("When did Komugi get her rabies shot?", ()),
    ("2025年の秋に読んでた本は何だっけ？", ()),
    (
        "What's the Aurora deadline?",
        (("user", "Work is hectic this week"), ("assistant", "Hang in there! Is it Aurora again?")),
    ),
)
WHY = ("What's the boiling point of tungsten?", "京都旅行はどこに行ったんだっけ")


def capture(store: MemoryStore, now: int) -> list[tuple[str, RetrievalPlan, list[SourceResult]]]:
    """Plan and source lists of every question (no cosine floor: each configuration applies
    its own, as ``benchmarks/fusion_lab.py`` does)."""
    config = RetrievalConfig(sources={"vector_min_similarity": -1.0}, record_runs=False)
    rows = []
    for text, recent in QUESTIONS:
        out = _graph(store).invoke(_inputs(store, text, recent, now), context=config)
        rows.append((text, out["plan"], list(out.get("source_results", []))))
    return rows


def show(
    name: str,
    rows: list[tuple[str, RetrievalPlan, list[SourceResult]]],
    why: bool,
    settings: list[str],
) -> None:
    config = PRESETS[name].replace(record_runs=False).with_settings(settings)
    print(f"## {name} {' '.join(settings)}".rstrip())
    for text, plan, lists in rows:
        floored = above_cosine(lists, config.sources.vector_min_similarity)
        picked, candidates = rank_lists(plan, floored, config)
        fusion = turn_fusion(config, floored, asks_new=plan.asks_new)
        high, medium = thresholds(config, fusion)
        print(f"{text}  [{fusion}; thresholds {high:.2f} / {medium:.2f}] injected {len(picked)}")
        for e in picked:
            print(f"   → [{e.relevance} {e.score:.3f}] {e.user_text[:50]!r}")
        if not (why and text in WHY):
            continue
        rank = {
            f"{r.source}:q{r.query_index + 1}": {h.id: i + 1 for i, h in enumerate(r.hits)}
            for r in lists
        }
        for i, c in enumerate(candidates[:6], 1):
            cos = "-" if c.cosine is None else f"{c.cosine:.3f}"
            where = ", ".join(f"{k} #{v[c.id]}" for k, v in rank.items() if c.id in v)
            print(
                f"   {i}. final {c.final:.3f} fused {c.rrf:.3f} cosine {cos} "
                f"coverage {c.coverage:.3f} session {c.session:.3f} ({where}) "
                f"{c.episode.user_text[:40]!r}"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--store", type=Path, help="where to build the sample store")
    parser.add_argument("--why", action="store_true", help="the two cases' candidates")
    parser.add_argument("--presets", nargs="+", default=["default", "rrf", "auto"])
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE")
    args = parser.parse_args()
    sample = Path(str(files("omoide.memory_store").joinpath("sample_data")))
    report = import_path(sample)
    now = max(e.occurred_at for e in report.episodes) + 86_400  # as `omoide demo`
    path = args.store or Path(tempfile.mkdtemp(prefix="omoide-sample-")) / "store"
    with MemoryStore(path) as store:
        if len(store) == 0:
            store.add_episodes(report.episodes)
        rows = capture(store, now)
    for name in args.presets:
        show(name, rows, args.why, args.set)


if __name__ == "__main__":
    main()
