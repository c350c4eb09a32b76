"""The opt-in final selection (seed 002), measured: how large its input is, and what it adds to
a turn.

1. **Input size.** For each question, the first 80 candidates (``fusion.max_candidates`` 80) as
   the selector gets them (seed 002's compressed short-key objects, previews clipped to
   ``selection.preview_chars``) against the same 80 written as the pack writes an
   EPISODE_EVIDENCE entry (``pack.episode_quote_chars`` per side).
2. **Turn latency.** ``recall()`` on the same store, interleaved in one process and run:
   heuristic (no model) against ``selection.mode = "llm"`` with an OpenAI-compatible HTTP
   server on loopback that answers after 300 ms (tests/selector_stub.py, through
   ``ChatOpenAI(base_url=...)``): the added wall time per turn, p50 and p90.

    python benchmarks/bench_selection.py [--archive PATH] [--rounds 5] [--delay-ms 300]
        [--preview-chars N] [--json OUT]

Store: the bundled sample archive (omoide/memory_store/sample_data) unless ``--archive`` names
another (e.g. ``$OMOIDE_DATA/locomo10_dev.json``, whose replies are long); questions from the
tour. The size figure widens the sources (40 per list) and the fused list to 80 candidates.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from datetime import UTC
from importlib.resources import files
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from omoide.agent import recall
from omoide.agent.config import RetrievalConfig
from omoide.agent.nodes.pack import format_episode
from omoide.agent.records import RankedEpisode
from omoide.agent.selection import compress, cut_candidates, selector_input
from omoide.memory_store import MemoryStore
from omoide.memory_store.importers import import_path
from tests.selector_stub import chat_model, selector_server

QUESTIONS = (
    "京都旅行はどこに行ったんだっけ",
    "こむぎの散歩で何があったっけ？",
    "What did Tanaka-san recommend?",
    "When is Tanaka-san's birthday?",
    "What is Komugi allergic to?",
    "最近ピアノの練習どう？",
    "How did the job interview go?",
    "先月何してたっけ？",
)


def _pack_chars(candidates: list[Any], config: RetrievalConfig, now: int, query: str) -> int:
    entries = []
    for c in candidates:
        e = c.episode
        ranked = RankedEpisode(c.id, e.user_text, e.reply_text, e.occurred_at, "medium", 0.0, "")
        entries.append(
            format_episode(
                ranked, quote_chars=config.pack.episode_quote_chars, tz=UTC, now=now, query=query
            )
        )
    return len("\n".join(entries))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="turns per question and mode")
    parser.add_argument("--delay-ms", type=int, default=300, help="the stub model's answer time")
    parser.add_argument("--json", type=Path, help="write the figures here too")
    parser.add_argument("--archive", type=Path, help="a log folder or file (default: the sample)")
    parser.add_argument(
        "--preview-chars", type=int, default=None, help="selection.preview_chars to measure"
    )
    args = parser.parse_args(argv)

    sample = args.archive or Path(str(files("omoide.memory_store").joinpath("sample_data")))
    report = import_path(sample)
    wide = RetrievalConfig(
        fusion={"max_candidates": 80},
        sources={"bm25_k_per_query": 40, "knn_k_per_query": 40},
    )
    if args.preview_chars:
        wide = wide.replace(selection={"preview_chars": args.preview_chars})
    out: dict[str, Any] = {"episodes": len(report.episodes), "delay_ms": args.delay_ms}
    with tempfile.TemporaryDirectory() as tmp, MemoryStore(Path(tmp) / "s") as store:
        store.add_episodes(report.episodes)
        now = max(e.occurred_at for e in report.episodes) + 86_400
        sizes = []
        for q in QUESTIONS:
            r = recall(store, q, now=now, config=wide.replace(record_runs=False))
            cut = cut_candidates(r.candidates, wide.selection)
            compressed = compress(cut, tz=UTC, preview_chars=wide.selection.preview_chars)
            sizes.append(
                {
                    "question": q,
                    "candidates": len(compressed),
                    "compressed_chars": len(selector_input(r.plan, compressed, tz=UTC)),
                    "pack_chars": _pack_chars(cut, wide, now, q),
                    "full_chars": sum(
                        len(c.episode.user_text) + len(c.episode.reply_text) for c in cut
                    ),
                }
            )
        out["input_sizes"] = sizes
        with selector_server(delay_s=args.delay_ms / 1000) as stub:
            model = chat_model(stub)
            llm = RetrievalConfig(selection={"mode": "llm"}, record_runs=False)
            plain = RetrievalConfig(record_runs=False)
            recall(store, QUESTIONS[0], now=now, config=plain)  # warm: model, caches
            recall(store, QUESTIONS[0], now=now, config=llm, selector=model)
            walls: dict[str, list[float]] = {"heuristic": [], "llm": []}
            for _ in range(args.rounds):
                for q in QUESTIONS:  # interleaved: both modes see the same machine
                    for mode, config in (("heuristic", plain), ("llm", llm)):
                        started = time.perf_counter()
                        recall(
                            store,
                            q,
                            now=now,
                            config=config,
                            selector=model if mode == "llm" else None,
                        )
                        walls[mode].append((time.perf_counter() - started) * 1000)
    for mode, values in walls.items():
        cuts = statistics.quantiles(values, n=10)
        out[mode] = {"p50_ms": statistics.median(values), "p90_ms": cuts[8], "n": len(values)}
    added = [b - a for a, b in zip(walls["heuristic"], walls["llm"], strict=True)]
    out["added_p50_ms"] = statistics.median(added)
    total_c = sum(s["compressed_chars"] for s in sizes)
    total_p = sum(s["pack_chars"] for s in sizes)
    print(f"store: {out['episodes']} episodes ({sample.name})")
    total_f = sum(s["full_chars"] for s in sizes)
    print("question | candidates | compressed chars | as pack entries | full texts | vs pack")
    for s in sizes:
        ratio = s["compressed_chars"] / max(s["pack_chars"], 1)
        print(
            f"{s['question']} | {s['candidates']} | {s['compressed_chars']} | "
            f"{s['pack_chars']} | {s['full_chars']} | {ratio:.2f}"
        )
    print(f"all | | {total_c} | {total_p} | {total_f} | {total_c / max(total_p, 1):.2f}")
    for mode in ("heuristic", "llm"):
        print(
            f"turn {mode}: p50 {out[mode]['p50_ms']:.1f} ms, p90 {out[mode]['p90_ms']:.1f} ms "
            f"(n={out[mode]['n']})"
        )
    print(
        f"added by the selection (stub answers in {args.delay_ms} ms): p50 "
        f"{out['added_p50_ms']:.1f} ms"
    )
    if args.json:
        args.json.write_text(json.dumps(out, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
