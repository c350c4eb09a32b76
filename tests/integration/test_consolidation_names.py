"""Issue 37, round 6's mechanisms end to end: a real store (SQLite + BM25 + Chroma + the offline
embedder), the rule extractor and consolidation, with and without the ``ja`` extra. Every test
failed on the code before them (518f164):

- a name written bare in a Japanese sentence (「拓也が作った」「早紀の結婚式で」「父の誠が」)
  meets its romaji;
- a given name read by its characters (結菜: ゆいな in the dictionaries) meets "Yuna";
- a boss 課長の森さん / "Mr. Mori" and a calligraphy teacher 書道教室の森先生 / "Mori-sensei"
  are two, and so are a regular customer 常連の佐野さん / "Sano-san" and a co-worker 同じ店の
  佐野くん / "Sano-kun", each joined by its own romaji; ``merge_reasons`` says why.

The names are not those of the frozen round-5 archives.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from omoide.agent.consolidation.identity import merge_reasons
from omoide.memory_store.derived import Entity
from omoide.memory_store.embedders import USEEmbeddings
from tests.consolidation_cases import consolidated_entities, owner

pytestmark = pytest.mark.slow

TEXTS = [
    ("My boyfriend Takuya cooks on Sundays.", "Nice."),
    ("拓也が作ったパスタが美味しかった。", "いいですね。"),
    ("My best friend Saki is getting married.", "Congratulations to her!"),
    ("早紀の結婚式でスピーチを頼まれた。", "緊張しますね。"),
    ("My dad Makoto turns 60 this year.", "A big birthday."),
    ("父の誠が釣りに行った。", "釣れるといいですね。"),
    ("娘の結菜が幼稚園に入った。", "おめでとうございます。"),
    ("Yuna lost her first tooth.", "A milestone!"),
    ("課長の森さんに企画書を見てもらった。", "心強いですね。"),
    ("Mr. Mori, my section chief, liked the plan.", "Well done."),
    ("書道教室の森先生は字がきれい。", "習いがいがありますね。"),
    ("Mori-sensei praised my brushwork.", "Great."),
    ("常連の佐野さんはいつも紅茶を頼む。", "常連さんはうれしいですね。"),
    ("Sano-san brought cookies today.", "How kind."),
    ("同じ店の佐野くんはケーキ作りが上手。", "頼もしいですね。"),
    ("Sano-kun baked a lemon cake this morning.", "Yum."),
]


@pytest.fixture
def entities(tmp_path: Path, embedder: USEEmbeddings, extras: str) -> list[Entity]:
    return consolidated_entities(tmp_path / "s", embedder, TEXTS, month=8)


@pytest.mark.parametrize(
    ("kanji", "latin"), [("拓也", "Takuya"), ("早紀", "Saki"), ("誠", "Makoto")]
)
def test_a_bare_name_in_a_japanese_sentence_meets_its_romaji(
    entities: list[Entity], kanji: str, latin: str
) -> None:
    assert owner(entities, kanji) is owner(entities, latin)
    assert owner(entities, kanji).kind == "person"


def test_a_given_name_read_by_its_characters_meets_its_romaji(entities: list[Entity]) -> None:
    yuna = owner(entities, "結菜")
    assert owner(entities, "Yuna") is yuna
    assert any("read by its characters" in r for r in merge_reasons(yuna))


def test_a_boss_and_a_teacher_sharing_a_surname_are_two(entities: list[Entity]) -> None:
    boss, teacher = owner(entities, "森さん"), owner(entities, "森先生")
    assert boss is not teacher
    assert owner(entities, "Mr. Mori") is boss
    assert owner(entities, "Mori-sensei") is teacher


def test_a_customer_and_a_co_worker_sharing_a_surname_are_two(entities: list[Entity]) -> None:
    customer, co_worker = owner(entities, "佐野さん"), owner(entities, "佐野くん")
    assert customer is not co_worker
    assert owner(entities, "Sano-san") is customer
    assert owner(entities, "Sano-kun") is co_worker
    assert "常連の佐野さん" in customer.aliases
    assert any("addressed alike" in r for r in merge_reasons(co_worker))
