"""Alias matching: normalised forms, kinship, rapidfuzz thresholds and the negatives."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from omoide.agent.understanding.aliases import (
    FUZZY_THRESHOLD,
    MERGE_THRESHOLD,
    AliasIndex,
    fold,
    name_keys,
    similarity,
    strip_honorific,
    strip_kinship,
)

PAIRS = Path(__file__).resolve().parents[1] / "data" / "alias_pairs.jsonl"


def test_fold() -> None:
    assert fold("コムギ") == fold("こむぎ") == "こむぎ"
    assert fold("ＡＫＡＲＩ") == fold("Akari") == "akari"
    assert fold("Café Lento") == fold("cafe lento") == "cafelento"
    assert fold("ミッドナイト・ライブラリー") == fold("ミッドナイトライブラリー")
    assert fold("ガ") == "が"  # kana voicing survives accent folding


@pytest.mark.parametrize(
    ("name", "bare"),
    [
        ("田中さん", "田中"),
        ("あかりちゃん", "あかり"),
        ("山口先生", "山口"),
        ("Tanaka-san", "Tanaka"),
        ("Yamaguchi sensei", "Yamaguchi"),
        ("Dr. Mori", "Mori"),
        ("さん", "さん"),  # nothing left: keep the name
    ],
)
def test_strip_honorific(name: str, bare: str) -> None:
    assert strip_honorific(name) == bare


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("妹のあかり", ("あかり", "sister")),
        ("友達の美咲", ("美咲", "friend")),
        ("my sister Emma", ("Emma", "sister")),
        ("My friend Tom", ("Tom", "friend")),
        ("my mom, Yuko", ("Yuko", "mother")),
        ("Emma", ("Emma", None)),
    ],
)
def test_strip_kinship(name: str, expected: tuple[str, str | None]) -> None:
    assert strip_kinship(name) == expected


def test_name_keys_meet_for_the_akari_family() -> None:
    keys = [name_keys(n) for n in ("あかり", "あかりちゃん", "妹のあかり", "アカリ")]
    assert all(k & keys[0] for k in keys)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("あかり", "あかりちゃん"),
        ("あかり", "妹のあかり"),
        ("田中さん", "田中"),
        ("Aurora", "Auroa"),
    ],
)
def test_positive_pairs_clear_the_resolve_threshold(a: str, b: str) -> None:
    assert similarity(a, b) >= FUZZY_THRESHOLD


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("田中", "田口"),
        ("Emma", "Emily"),
        ("Sato", "Saito"),
        ("Daniel Park", "Daniel Parker"),
        ("Mori", "Moriyama"),
        ("ジムノペディ第1番", "ジムノペディ第3番"),
        ("Kenta", "Kento"),
        ("Kyoto", "Tokyo"),
    ],
)
def test_negative_pairs_stay_below_the_resolve_threshold(a: str, b: str) -> None:
    assert similarity(a, b) < FUZZY_THRESHOLD


def test_thresholds_on_the_labelled_pairs() -> None:
    """The figures the thresholds were chosen by (see benchmarks/results/extraction.md)."""
    pairs = [json.loads(x) for x in PAIRS.read_text(encoding="utf-8").splitlines() if x]
    scored = [(similarity(p["a"], p["b"]), p["same"]) for p in pairs]

    def pr(threshold: float) -> tuple[float, float]:
        tp = sum(1 for s, same in scored if s >= threshold and same)
        fp = sum(1 for s, same in scored if s >= threshold and not same)
        fn = sum(1 for s, same in scored if s < threshold and same)
        return tp / (tp + fp), tp / (tp + fn)

    assert pr(MERGE_THRESHOLD)[0] == 1.0
    precision, recall = pr(FUZZY_THRESHOLD)
    assert precision >= 0.97 and recall >= 0.97


def index() -> AliasIndex:
    idx = AliasIndex(
        [
            ("あかり", "e_akari"),
            ("Akari", "e_akari"),
            ("田中", "e_tanaka"),
            ("Tanaka-san", "e_tanaka"),
            ("Project Aurora", "e_aurora"),
            ("Aurora", "e_aurora"),
            ("母", "e_mother"),
        ],
        relations={"e_akari": "sister", "e_tanaka": "friend", "e_mother": "mother"},
    )
    return idx


@pytest.mark.parametrize(
    ("name", "entity", "method"),
    [
        ("あかり", "e_akari", "exact"),
        ("あかりちゃん", "e_akari", "normalized"),
        ("妹のあかり", "e_akari", "normalized"),
        ("アカリ", "e_akari", "normalized"),
        ("AKARI", "e_akari", "normalized"),
        ("田中さん", "e_tanaka", "normalized"),
        ("Tanaka", "e_tanaka", "normalized"),
        ("Auroa", "e_aurora", "fuzzy"),
        ("Project Auroa", "e_aurora", "fuzzy"),
        ("妹", "e_akari", "kinship"),
        ("my sister", "e_akari", "kinship"),
        ("お母さん", "e_mother", "kinship"),
    ],
)
def test_alias_index_resolves(name: str, entity: str, method: str) -> None:
    found = index().match(name)
    assert found is not None
    assert (found.entity_id, found.method) == (entity, method)


@pytest.mark.parametrize(
    "name", ["田口", "Emily", "Akane", "兄", "Aurelia", "", "Tanaka Logistics"]
)
def test_alias_index_refuses(name: str) -> None:
    assert index().match(name) is None


def test_ambiguous_key_resolves_to_nothing_unless_relation_decides() -> None:
    idx = AliasIndex([("Emma", "e1"), ("Emma-san", "e2")], relations={"e2": "sister"})
    assert idx.match("Emma") is not None  # exact alias wins
    assert idx.match("emma") is None  # two entities share the key
    found = idx.match("my sister Emma")
    assert found is not None and (found.entity_id, found.method) == ("e2", "kinship")


def test_two_sisters_make_bare_kinship_ambiguous() -> None:
    idx = AliasIndex()
    idx.add("あかり", "e1", relation="sister")
    idx.add("ひかり", "e2", relation="sister")
    assert idx.match("妹") is None
    assert len(idx) == 2


def test_merge_threshold_is_stricter() -> None:
    idx = AliasIndex([("Hannah", "e_hannah")])
    assert idx.match("Hanna") is not None  # 90.9 >= resolve threshold
    assert idx.match("Hanna", threshold=MERGE_THRESHOLD) is None


def test_the_one_deletion_shortlist_finds_what_scanning_every_key_finds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Fuzzy matching looks only at a short name's one-deletion neighbours (26.14: scanning
    every known key per new name made consolidation quadratic); on random names from a small
    alphabet, where near misses abound, every answer equals the full scan's."""
    rng = random.Random(3)
    letters = "abcdeかきくけ"
    names = ["".join(rng.choice(letters) for _ in range(rng.randint(4, 11))) for _ in range(400)]
    index = AliasIndex([(n, f"e{i}") for i, n in enumerate(names)])
    queries = (
        ["".join(rng.choice(letters) for _ in range(rng.randint(4, 12))) for _ in range(300)]
        + [n[:-1] for n in names[:100]]
        + [n + "a" for n in names[100:200]]
    )
    thresholds = (70.0, 85.0, 90.0, 93.0, 95.0, 100.0)
    fast = [index.match(q, threshold=t) for q in queries for t in thresholds]
    monkeypatch.setattr(AliasIndex, "_shortlist", lambda self, key, threshold: None)
    slow = [index.match(q, threshold=t) for q in queries for t in thresholds]
    assert fast == slow
    assert sum(m is not None and m.method == "fuzzy" for m in slow) > 50  # it compared something


def test_the_words_around_a_name_do_not_make_two_people_one() -> None:
    """As written, "my friend Nifure" and "my friend Nifura" score 93 (ten shared letters of
    phrase), over the fuzzy threshold; the names alone score 83. Fuzzy matching compares the
    names, so two friends are not merged by the phrase that introduces them."""
    index = AliasIndex([("my friend Nifure", "e1")])
    assert index.match("my friend Nifura", threshold=FUZZY_THRESHOLD) is None
    assert index.match("Nifura", threshold=FUZZY_THRESHOLD) is None
    # ...while a real typo of the name itself still matches, with or without the phrase.
    index.add("my friend Tomasina", "e2")
    found = index.match("my friend Tomasinna", threshold=FUZZY_THRESHOLD)
    assert found is not None and found.entity_id == "e2" and found.method == "fuzzy"
