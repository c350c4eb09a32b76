"""Cost of entity resolution on the read path (design §plan) with a large alias table.

Builds a derived memory of N entities (default 1,000: Japanese given names with ちゃん / 妹の
forms, katakana names, English names and project titles, ~3 aliases each), then times, in the
same process and on the same texts:

- ``make_plan`` alone (the plan without entities): the peer every ratio is against;
- ``with_entities`` warm: the plan's entity step per turn (the version query, the alias scan,
  kinship words, rapidfuzz on the name-like spans), the alias table already cached;
- building the catalog cold (once per change of the entities);
- with ``--episodes N``: ``recall()`` end to end on a store of N synthetic episodes (each
  entity linked to the episodes that name it), entity resolution and expansion on against
  off, interleaved turn by turn in the same process.

Run: ``python benchmarks/bench_entities.py [--entities 1000] [--rounds 200] [--episodes 2000]``
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from langchain_core.messages import AIMessage, HumanMessage

from omoide.agent.config import RetrievalConfig
from omoide.agent.entities import EntityCatalog, catalog_for
from omoide.agent.nodes.plan import make_plan, with_entities
from omoide.memory_store import MemoryStore
from omoide.memory_store.derived import Entity

GIVEN = [
    "あかり",
    "ゆうと",
    "はるか",
    "そうた",
    "みさき",
    "れん",
    "ひなた",
    "さくら",
    "こうき",
    "まな",
    "たくみ",
]
KATA = ["ミナ", "レオ", "ユナ", "カイト", "サラ", "ノア", "リコ", "ハル", "エマ", "ソラ"]
EN = ["Emma", "Olivia", "Liam", "Noah", "Ava", "Mia", "Lucas", "Ethan", "Chloe", "Grace"]
TITLES = ["Aurora", "Nimbus", "Helios", "Orion", "Atlas", "Vega", "Lyra", "Nova", "Zephyr", "Juno"]

TEXTS = [
    "あかりちゃん元気かな？",
    "妹のあかりが来週来るんだけど、どこに連れて行こう",
    "How is Auroa going? The demo is next Friday.",
    "今日の天気はどうかな？",
    "I had lunch with my friend yesterday and we talked about work for hours.",
    "京都旅行の準備、何からしよう？ 嵐山と伏見稲荷に行きたい",
]


def build(store: MemoryStore, n: int, rng: random.Random) -> None:
    d = store.derived
    with d.transaction() as conn:
        for i in range(n):
            pool = rng.choice((GIVEN, KATA, EN, TITLES))
            base = f"{rng.choice(pool)}{i}"
            if pool is GIVEN:
                aliases: tuple[str, ...] = (f"{base}ちゃん", f"妹の{base}")
                kind = "person"
            elif pool is TITLES:
                aliases = (f"Project {base}",)
                kind = "thing"
            else:
                aliases = (f"{base}さん",)
                kind = "person"
            e = Entity(f"e{i}", base, kind, aliases=aliases, namespace=store.namespace)  # type: ignore[arg-type]
            d.upsert_entity(e, conn=conn)
        for name, kind, aliases, relation in (
            ("あかり", "person", ("あかりちゃん", "妹のあかり"), "sister"),
            ("Aurora", "thing", ("Project Aurora",), None),
        ):
            d.upsert_entity(
                Entity(
                    name,
                    name,
                    kind,  # type: ignore[arg-type]
                    aliases=aliases,
                    relation=relation,
                    namespace=store.namespace,
                ),
                conn=conn,
            )


def recall_cost(store: MemoryStore, episodes: int, entities: int, rounds: int) -> None:
    """recall() p50 with entities on and off, interleaved, on a store of synthetic episodes."""
    from omoide.agent import recall
    from omoide.memory_store import Episode

    rng = random.Random(1)
    topics = [
        "映画を観た",
        "ランチに行った",
        "the demo slipped",
        "ピアノの練習をした",
        "went hiking",
    ]
    rows = []
    links: dict[str, list[str]] = {}
    for i in range(episodes):
        who = rng.randrange(entities)
        text = f"{rng.choice(topics)} with e{who} #{i} " + rng.choice(GIVEN + EN) * 3
        ep = Episode.create(text, "そうなんだ、いいね。", occurred_at=1_769_000_000 - i * 3_600)
        rows.append(ep)
        links.setdefault(f"e{who}", []).append(ep.id)
    store.add_episodes(rows)
    d = store.derived
    with d.transaction() as conn:
        for entity in d.entities(namespace=store.namespace):
            if entity.id in links:
                d.upsert_entity(
                    Entity(
                        entity.id,
                        entity.name,
                        entity.kind,
                        source_ids=tuple(links[entity.id]),
                        namespace=store.namespace,
                    ),
                    conn=conn,
                )
    named = [e.name for e in d.entities(namespace=store.namespace) if e.id in links][:3]
    texts = [*TEXTS, *(f"{n}と最近どう？" for n in named), *(f"How is {n} doing?" for n in named)]
    on, off = RetrievalConfig(), RetrievalConfig(plan={"entity_resolution": False})
    samples: dict[str, list[float]] = {"on": [], "off": []}
    expanded = 0
    for _ in range(rounds):
        for text in texts:
            for name, config in (("off", off), ("on", on)):
                t = time.perf_counter()
                result = recall(store, text, now=1_770_000_000, config=config)
                samples[name].append((time.perf_counter() - t) * 1000)
                expanded += any("ex:q1" in c.hit_sources for c in result.candidates)
    p50 = {k: statistics.median(v) for k, v in samples.items()}
    print(
        f"recall() over {len(store)} episodes, {len(samples['on'])} turns each: p50 entities off "
        f"{p50['off']:.2f} ms, on {p50['on']:.2f} ms, difference {p50['on'] - p50['off']:+.2f} ms; "
        f"turns with `ex` candidates: {expanded}"
    )


def per_call_us(fn: object, rounds: int) -> float:
    call = fn  # a zero-argument callable
    samples = []
    for _ in range(rounds):
        t = time.perf_counter()
        call()  # type: ignore[operator]
        samples.append((time.perf_counter() - t) * 1e6)
    return statistics.median(samples)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--entities", type=int, default=1000)
    ap.add_argument("--rounds", type=int, default=200)
    ap.add_argument("--episodes", type=int, default=0, help="also time recall() on N episodes")
    args = ap.parse_args(argv)
    config = RetrievalConfig()
    with tempfile.TemporaryDirectory() as tmp:
        store = MemoryStore(Path(tmp) / "store")
        build(store, args.entities, random.Random(0))
        derived = store.derived
        cold = per_call_us(
            lambda: EntityCatalog(derived, store.namespace), max(3, args.rounds // 50)
        )
        catalog = catalog_for(derived, store.namespace)
        print(
            f"entities={len(catalog)} aliases={len(catalog.index)} "
            f"catalog build (cold) median {cold / 1000:.1f} ms"
        )
        version = per_call_us(
            lambda: derived.entity_version(namespace=store.namespace), args.rounds
        )
        print(f"version query (per turn) median {version:.0f} us")
        print(f"{'text':<52} {'plan us':>8} {'+entities us':>13} {'ratio':>6}  resolved")
        total_plan = total_ent = 0.0
        for text in TEXTS:
            messages = [
                HumanMessage("この前の話の続きなんだけど"),
                AIMessage("うん、覚えてるよ。"),
                HumanMessage(text),
            ]
            plan = make_plan(messages, config, now=1_770_000_000)
            t_plan = per_call_us(
                lambda m=messages: make_plan(m, config, now=1_770_000_000), args.rounds
            )
            t_ent = per_call_us(lambda p=plan: with_entities(store, p, config), args.rounds)
            found = [e.name for e in with_entities(store, plan, config).entities]
            total_plan += t_plan
            total_ent += t_ent
            print(f"{text[:50]:<52} {t_plan:>8.0f} {t_ent:>13.0f} {t_ent / t_plan:>6.1f}  {found}")
        print(
            f"mean per turn: plan {total_plan / len(TEXTS):.0f} us, entity step "
            f"{total_ent / len(TEXTS):.0f} us"
        )
        if args.episodes:
            recall_cost(store, args.episodes, args.entities, max(5, args.rounds // 20))
        store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
