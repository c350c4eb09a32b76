"""`omoide demo`: ingest the bundled sample archive and recall from it (offline, no API key)."""

from __future__ import annotations

import argparse
import tempfile
import time
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from omoide.cli.common import DEMO_NOW_META, Commands, progress

__all__ = ["DEMO_QUERIES", "add_demo", "cmd_demo"]

DEMO_QUERIES = (
    ("こむぎの散歩で何があったっけ？", ()),
    ("京都旅行はどこに行ったんだっけ", ()),
    ("When does Aurora launch?", ()),
    (
        "田中さんのおすすめの本って何だっけ？",
        (
            ("user", "今月の読書会の本を選んでるところ"),
            ("assistant", "いいですね！候補はありますか？"),
        ),
    ),
    ("ピアノの練習はどの曲だったかな", ()),
    ("What's the boiling point of tungsten?", ()),
)


def add_demo(commands: Commands) -> None:
    p = commands.add("demo", help="ingest the bundled sample archive and recall from it")
    p.add_argument("--keep", metavar="DIR", help="build the demo store here (default: a temp dir)")
    p.set_defaults(func=cmd_demo)


def cmd_demo(args: argparse.Namespace) -> int:
    from importlib.resources import files

    from omoide.agent import recall
    from omoide.agent.config import RetrievalConfig
    from omoide.agent.runs import wall_ms
    from omoide.memory_store.store import MemoryStore

    sample = Path(str(files("omoide.memory_store").joinpath("sample_data")))
    target = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="omoide-demo-"))
    print(f"omoide demo: sample archive {sample} → store {target} (offline embedder, no API key)")
    started = time.perf_counter()
    with MemoryStore(target) as store:
        from omoide.memory_store.importers import import_path

        report = import_path(sample)
        with progress(len(report.episodes), "ingest sample") as bar:
            result = store.add_episodes(report.episodes, progress=bar.update)
        store.record_timezone(None, report.stated_offsets)
        zone = ZoneInfo(store.timezone)
        took = time.perf_counter() - started
        print(
            f"ingested {result.added} episodes from {len(report.files)} files in {took:.1f} s "
            f"(model load included)\n"
        )
        latest = max(e.occurred_at for e in report.episodes)
        asked_at = latest + 86_400  # the day after the archive
        store.db.set_meta(DEMO_NOW_META, str(asked_at))  # `omoide recall` asks at it too
        config = RetrievalConfig()
        for text, recent in DEMO_QUERIES:
            res = recall(
                store,
                text,
                recent_conversation=recent,
                now=asked_at,
                config=config,
            )
            total = wall_ms(res.timings_ms)
            print(
                f"Q: {text}   [{res.plan.mode}; {total:.1f} ms: "
                + ", ".join(f"{k} {v:.1f}" for k, v in res.timings_ms.items())
                + "]"
            )
            if not res.episodes:
                print("   → nothing injected (no candidate clears the high threshold)")
            # Every injected episode (what the reply model would see), in the pack's order; the
            # first one's reply too.
            for i, e in enumerate(res.episodes):
                when = datetime.fromtimestamp(e.occurred_at, tz=zone).date().isoformat()
                said = " ".join(e.user_text.split())
                print(f"   → [{e.relevance} {e.score:.2f}] {when} User: {said[:70]}")
                if i == 0:
                    print(f"      Reply: {' '.join(e.reply_text.split())[:90]}")
            print()
    asked = datetime.fromtimestamp(asked_at, tz=zone).date().isoformat()
    print(
        f"store kept at {target}: try `omoide --store {target} recall 'こむぎ'` (asked as of "
        f"{asked}, the day after the archive, as above; --now TIME asks at another time)"
    )
    return 0
