"""Consolidation cost per episode as the entities it knows grow (RELIABILITY 26.14).

    python benchmarks/bench_consolidate_names.py --sizes 1000 10000 30000

Every episode names a person consolidation has not met ("lunch with my friend Kamori"), the
hard case for resolving: each new name is looked up among every known one. The store grows to
each size in turn and only the new episodes are consolidated, so each row is the cost of one
more slice at that many entities. Built with langchain-core's ``DeterministicFakeEmbedding``
(consolidation never reads vectors); SQLite and the rule extractor are the real ones. In the
same run, as the peer, the bare ``RuleExtractor.extract`` over the same slice: the ratio says
what resolving, deriving and committing cost on top of reading the text. Printed, not asserted.
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from pathlib import Path

from langchain_core.embeddings import DeterministicFakeEmbedding

from omoide.agent.consolidation import ConsolidationConfig, consolidate
from omoide.agent.understanding.extract import RuleExtractor
from omoide.memory_store import Episode, MemoryStore

SYLLABLES = [
    "ka",
    "ki",
    "ku",
    "ke",
    "ko",
    "sa",
    "shi",
    "su",
    "se",
    "so",
    "ta",
    "chi",
    "tsu",
    "te",
    "to",
    "na",
    "ni",
    "nu",
    "ne",
    "no",
    "ha",
    "hi",
    "fu",
    "he",
    "ho",
    "ma",
    "mi",
    "mu",
    "me",
    "mo",
    "ra",
    "ri",
    "ru",
    "re",
    "ro",
    "ya",
    "yu",
    "yo",
    "wa",
]
BASE = 1_767_000_000  # 2025-12-29


def episodes(start: int, stop: int, rng: random.Random, *, syllables: int = 3) -> list[Episode]:
    out = []
    for i in range(start, stop):
        name = "".join(rng.choice(SYLLABLES) for _ in range(syllables)).capitalize()
        out.append(
            Episode.create(
                f"Today I had lunch with my friend {name} at the station cafe.",
                f"Nice! How is {name} doing?",
                occurred_at=BASE + i * 600,
                session_id=f"d{i // 20}",
            )
        )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000])
    parser.add_argument(
        "--syllables",
        type=int,
        default=3,
        help="syllables per name: 3 repeat names at scale (59k possible), 4 keep nearly all new",
    )
    args = parser.parse_args()
    rng = random.Random(5)
    print("| episodes | new | consolidate ms/episode | extract-only ms/episode | entities |")
    print("|---:|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as tmp:
        fake = DeterministicFakeEmbedding(size=16)
        with MemoryStore(Path(tmp) / "s", embedder=fake, embed_workers=0) as store:
            done = 0
            for size in sorted(args.sizes):
                new = episodes(done, size, rng, syllables=args.syllables)
                store.add_episodes(new)
                started = time.perf_counter()
                result = consolidate(store, config=ConsolidationConfig(timezone="UTC"))
                took = time.perf_counter() - started
                rules = RuleExtractor()
                started = time.perf_counter()
                for e in new:
                    rules.extract(e)
                bare = time.perf_counter() - started
                print(
                    f"| {size:,} | {len(new):,} | {1000 * took / len(new):.2f} "
                    f"| {1000 * bare / len(new):.2f} | {result.counts['entities']:,} |",
                    flush=True,
                )
                done = size


if __name__ == "__main__":
    main()
