"""Readings of names across scripts (agent/understanding/readings.py): kanji -> kana -> romaji, with
and without Sudachi (the ``ja`` extra), honorifics and titles stripped."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from omoide.agent.understanding import readings as readings_module
from omoide.agent.understanding.readings import (
    bare_name,
    kana_readings,
    latin_to_kana,
    other_script_forms,
    reading_keys,
    readings,
    same_reading,
)

# The pairs of issue 37: one person (or place) written in kanji and in romaji.
CROSS_SCRIPT = [
    ("田中", "Tanaka"),
    ("山口", "Yamaguchi"),
    ("森", "Mori"),
    ("佐藤", "Sato"),
    ("伊藤", "Ito"),
    ("佐々木", "Sasaki-san"),
    ("佐々木課長", "Sasaki"),
    ("佐々木さん", "sasaki"),
    ("大阪", "Osaka"),
    ("田中健太", "Kenta Tanaka"),
    ("佐藤さん", "Satoh"),
    ("伊藤部長", "Itou-san"),
    ("まさき", "Masaki"),
    ("アカリちゃん", "Akari"),
    ("森先生", "Mori-sensei"),
]
DIFFERENT = [
    ("田中", "田口"),
    ("Sato", "Saito"),
    ("森", "森田"),
    ("佐藤", "Kato"),
    ("山口", "Yamada"),
    ("大阪", "Okayama"),
]


def _clear() -> None:
    kana_readings.cache_clear()
    reading_keys.cache_clear()


@pytest.fixture
def no_sudachi(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """As installed with no extra: Sudachi's dictionary cannot be loaded."""
    monkeypatch.setattr(readings_module, "_dictionary", lambda: None)
    _clear()
    yield
    _clear()


@pytest.mark.parametrize(("a", "b"), CROSS_SCRIPT)
def test_cross_script_pairs_read_alike(a: str, b: str) -> None:
    assert same_reading(a, b) and same_reading(b, a)


@pytest.mark.parametrize(("a", "b"), CROSS_SCRIPT)
def test_cross_script_pairs_read_alike_without_any_extra(no_sudachi: None, a: str, b: str) -> None:
    assert same_reading(a, b), (a, b, reading_keys(a), reading_keys(b))


@pytest.mark.parametrize(("a", "b"), DIFFERENT)
def test_different_names_do_not(a: str, b: str) -> None:
    assert not same_reading(a, b)


@pytest.mark.parametrize(("a", "b"), DIFFERENT)
def test_different_names_do_not_without_any_extra(no_sudachi: None, a: str, b: str) -> None:
    assert not same_reading(a, b)


@pytest.mark.parametrize(
    ("name", "bare"),
    [
        ("佐々木課長", "佐々木"),
        ("田中さん", "田中"),
        ("あかりちゃん", "あかり"),
        ("山田くん", "山田"),
        ("森様", "森"),
        ("伊藤部長", "伊藤"),
        ("鈴木先生", "鈴木"),
        ("Sasaki-san", "Sasaki"),
        ("Mori sensei", "Mori"),
        ("Akari-chan", "Akari"),
        ("Kenta-kun", "Kenta"),
        ("Dr. Mori", "Mori"),
        ("妹のあかり", "あかり"),
        ("さん", "さん"),  # nothing left: kept as written
    ],
)
def test_bare_name_strips_honorifics_and_titles(name: str, bare: str) -> None:
    assert bare_name(name) == bare


def test_readings_hold_kana_and_romaji() -> None:
    assert {"ささき", "sasaki"} <= readings("佐々木課長")
    assert {"いとう", "itou", "ito"} <= readings("伊藤")
    assert readings("Sasaki-san") == {"sasaki"}
    assert {"なかしま", "なかじま"} <= readings("中島")  # every reading the name has


def test_unknown_kanji_name_has_no_reading_but_matches_itself() -> None:
    assert kana_readings("鬮鬮") == frozenset()
    assert same_reading("鬮鬮", "鬮鬮さん")
    assert not same_reading("鬮鬮", "Tanaka")


def test_short_spellings_are_not_keys() -> None:
    assert reading_keys("Li") == frozenset()
    assert not same_reading("Li", "り")


def test_shipped_table_agrees_with_sudachi() -> None:
    """Every reading the offline table holds is one SudachiDict gives that name (the table is
    generated from it by scripts/gen_name_readings.py)."""
    if readings_module._dictionary() is None:
        pytest.fail("the ja extra (sudachipy, sudachidict-core) is part of the dev install")
    table = readings_module._TABLE
    assert len(table) >= 500 and {"田中", "佐々木", "大阪", "森", "伊藤"} <= table.keys()
    for name, kana in list(table.items())[::10]:
        assert set(kana) <= set(readings_module._sudachi_readings(name)) | {""}, name


@pytest.mark.parametrize(
    ("word", "kana"),
    [
        ("Shun", "しゅん"),
        ("Sora", "そら"),
        ("Kenta", "けんた"),
        ("Takahashi", "たかはし"),
        ("Matcha", "まっちゃ"),
        ("Kenji", "けんじ"),
        ("Milk", None),  # not Hepburn
        ("東京", None),
    ],
)
def test_latin_to_kana(word: str, kana: str | None) -> None:
    assert latin_to_kana(word) == kana


def test_other_script_forms() -> None:
    assert other_script_forms("Shun") == {"しゅん", "シュン"}
    assert other_script_forms("高橋部長") == {"Takahashi"}
    assert {"Sato", "Satou"} <= other_script_forms("さとうさん")
    assert other_script_forms("Kenta Tanaka") == frozenset()  # full names: spotted by parts
    assert other_script_forms("Al") == frozenset()
