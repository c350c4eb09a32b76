"""Life-stage questions on a life-spanning archive (seed 002: the about-time source and
diversify): does 「高校時代のこと、何か覚えてる？」 inject episodes about high school, and does
「今までの人生で楽しかった思い出」 inject more than one stage of a life?

The archive (``tests/data/life_stages/archive.json``) is one user's conversations held in
2025-2026, most about earlier life stages, beside ordinary recent talk (including 「高校野球」
and 「大学病院」, which name a stage's word but no time). Each episode carries the stage it is
about, labelled by hand. The store is built fresh (the offline embedder), consolidated (which
reads what time each episode is about), then each question is recalled at 2026-04-22.

Printed per question and in total:

- stage questions: injected episodes about the asked stage / injected; whether one is; and
  the same over the ranked candidates' top 5;
- life questions: distinct life stages among the injected episodes and among the top 10.

    python benchmarks/bench_life_stages.py

Figures, not assertions.
"""

from __future__ import annotations

import argparse
import json
import tempfile
from datetime import datetime
from pathlib import Path

from omoide import consolidate, recall
from omoide.agent.config import get_preset
from omoide.memory_store import Episode, MemoryStore
from omoide.memory_store.embedders import USEEmbeddings

ARCHIVE = Path(__file__).resolve().parents[1] / "tests" / "data" / "life_stages" / "archive.json"
NOW = datetime.fromisoformat("2026-04-22T20:00:00+09:00")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--preset", default="default", help="configuration preset")
    parser.add_argument(
        "--set", action="append", default=[], metavar="KEY=VALUE", help="override a setting"
    )
    args = parser.parse_args()
    data = json.loads(ARCHIVE.read_text(encoding="utf-8"))
    config = get_preset(args.preset).with_settings(args.set)
    episodes = [
        Episode.create(e["user"], e["reply"], occurred_at=datetime.fromisoformat(e["said"]))
        for e in data["episodes"]
    ]
    stage_of = {ep.id: e["stage"] for ep, e in zip(episodes, data["episodes"], strict=True)}
    with (
        tempfile.TemporaryDirectory() as tmp,
        MemoryStore(Path(tmp) / "s", embedder=USEEmbeddings()) as store,
    ):
        store.add_episodes(episodes)
        consolidate(store, now=NOW)
        print(
            "| question | kind | injected about it / injected | top-5 about it "
            "| stages injected | stages in top 10 |"
        )
        print("|---|---|---|---|---|---|")
        totals = {
            "stage_q": 0,
            "hit": 0,
            "inj": 0,
            "inj_ok": 0,
            "top5_ok": 0,
            "life_inj": [],
            "life_top": [],
        }
        for q in data["questions"]:
            result = recall(store, q["text"], now=NOW, config=config)
            injected = [stage_of.get(e.id) for e in result.episodes]
            top = [stage_of.get(c.id) for c in result.candidates[:10]]
            wanted = set(q["stages"])
            if q["kind"] == "stage":
                ok = sum(s in wanted for s in injected)
                ok5 = sum(s in wanted for s in top[:5])
                totals["stage_q"] += 1
                totals["hit"] += ok > 0
                totals["inj"] += len(injected)
                totals["inj_ok"] += ok
                totals["top5_ok"] += ok5
                print(f"| {q['text']} | stage | {ok} / {len(injected)} | {ok5} / 5 | | |")
            else:
                si = len({s for s in injected if s})
                st = len({s for s in top if s})
                totals["life_inj"].append(si)
                totals["life_top"].append(st)
                print(f"| {q['text']} | life | | | {si} | {st} |")
        n = totals["stage_q"]
        print()
        print(
            f"stage questions: {totals['hit']}/{n} inject one about the stage; "
            f"injected about the stage {totals['inj_ok']}/{totals['inj']}; "
            f"top-5 about the stage {totals['top5_ok']}/{5 * n}"
        )
        print(
            f"life questions: stages injected {totals['life_inj']}, "
            f"stages in the top 10 {totals['life_top']} (of 6)"
        )


if __name__ == "__main__":
    main()
