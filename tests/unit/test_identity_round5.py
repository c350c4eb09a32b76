"""Issue 37, round 5's general rules (each test fails on the code before them, bdf8cdd):

- the shipped reading table holds ~20k common given names and surnames chosen mechanically from
  SudachiDict's 人名 entries, read on first need (尚美 / Naomi, 宮川 / Miyagawa with no extra);
- 「X を飼い始めた。名前は Y。」 across a sentence, 「犬の Y って」, 「猫の名前は Y」 and an
  unquoted 「名前は Y」 name an animal (or at least a name);
- 隣の / 近所の / "next door" is a neighbour, kept apart from a namesake with a professional
  title (a neighbour 田辺さん and a dentist 田辺先生).

The names are not those of the frozen round-4 or round-5 archives.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator

import pytest

from omoide.agent.consolidation.identity import distinct_people
from omoide.agent.understanding import readings
from omoide.agent.understanding.extract.rules import RuleExtractor


@pytest.fixture
def no_sudachi(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(readings, "_dictionary", lambda: None)
    cached = (readings.kana_readings, readings.reading_keys, readings.name_parts)
    for fn in cached:
        fn.cache_clear()
    yield
    for fn in cached:
        fn.cache_clear()


@pytest.mark.usefixtures("no_sudachi")
@pytest.mark.parametrize(
    ("kanji", "latin"),
    [
        ("尚美", "Naomi"),
        ("智美", "Tomomi"),
        ("和樹", "Kazuki"),
        ("雄一", "Yuichi"),
        ("宮川", "Miyagawa"),
    ],
)
def test_common_names_beyond_the_hand_list_are_read_offline(kanji: str, latin: str) -> None:
    assert readings.same_reading(kanji, latin)
    assert readings.is_person_name(kanji)


@pytest.mark.usefixtures("no_sudachi")
def test_a_full_name_of_table_parts_splits_offline() -> None:
    assert readings.name_parts("宮川尚美") == (frozenset({"miyagawa"}), frozenset({"naomi"}))


@pytest.mark.usefixtures("no_sudachi")
def test_ordinary_words_are_not_names_offline() -> None:
    # Sudachi reads these as words first, so the mechanical cut leaves them out.
    for word in ("希望", "元気", "部屋", "会社", "天気"):
        assert not readings.is_person_name(word), word


def test_the_large_table_is_not_parsed_at_import() -> None:
    code = (
        "from omoide.agent.understanding import readings as r;"
        "print(r._more.cache_info().currsize);"
        "r._table_readings('尚美');"
        "print(r._more.cache_info().currsize)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.split()
    assert out == ["0", "1"]


def _names(text: str) -> list[tuple[str, str, str | None]]:
    return [(e.name, e.kind, e.relation) for e in RuleExtractor().names(text)]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("ハムスターを飼い始めた。名前はココア。", "ココア"),
        ("子猫を飼うことにした。名前はしらたま。", "しらたま"),
        ("犬のポチって本当に賢い", "ポチ"),
        ("その猫の名前はタマだった", "タマ"),
    ],
)
def test_pets_named_in_varied_ways(text: str, name: str) -> None:
    assert (name, "pet", None) in _names(text)


def test_an_unquoted_katakana_name_after_namae_wa_is_a_name() -> None:
    assert [n for n, _, _ in _names("名前はコテツにした。")] == ["コテツ"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("隣の田辺さんが野菜をくれた。", "田辺"),
        ("お隣の田辺さんはいつも優しい。", "田辺"),
        ("近所の井上さんと話した。", "井上"),
        ("Mrs. Tanabe next door gave us tomatoes.", "Tanabe"),
    ],
)
def test_a_neighbour_is_a_relation(text: str, name: str) -> None:
    assert (name, "person", "neighbour") in _names(text)


def test_dr_next_door_is_still_a_doctor() -> None:
    assert ("Tanabe", "person", None) in _names("Dr. Tanabe next door is retiring.")


def test_a_neighbour_and_a_titled_namesake_are_two() -> None:
    assert distinct_people(["田辺さん", "Mrs. Tanabe"], "neighbour", ["田辺先生"], None)
    assert distinct_people(["Dr. Tanabe"], None, ["田辺さん"], "neighbour")
    # a neighbour and an untitled namesake: nothing says they differ
    assert not distinct_people(["田辺さん"], "neighbour", ["Tanabe-san"], None)
