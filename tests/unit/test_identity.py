"""One person across scripts (agent/consolidation/identity.py): the context guard, the user's
corrections, why an alias is an entity."""

from __future__ import annotations

import pytest

from omoide.agent.consolidation.identity import (
    Corrections,
    ReadingIndex,
    compatible,
    merge_reasons,
    person_evidence,
)
from omoide.memory_store.derived import Entity


@pytest.mark.parametrize(
    ("a", "b", "ok"),
    [
        (("person", False, None), ("thing", False, None), True),
        (("pet", False, None), ("person", False, None), True),  # もちちゃん: a pet after all
        (("pet", False, None), ("person", True, "colleague"), False),  # 同僚のさくらさん
        (("place", False, None), ("person", True, None), False),  # 山口 (県) / 山口くん
        (("person", True, "friend"), ("person", True, "manager"), False),
        (("person", True, "friend"), ("person", False, None), True),
        (("org", False, None), ("org", False, None), True),
    ],
)
def test_compatible(
    a: tuple[str, bool, str | None], b: tuple[str, bool, str | None], ok: bool
) -> None:
    assert compatible(a[0], b[0], person_a=a[1], person_b=b[1], rel_a=a[2], rel_b=b[2]) is ok


def test_person_evidence() -> None:
    assert person_evidence(["さくらさん"], None)
    assert person_evidence(["佐々木課長"], None)
    assert person_evidence(["Sakura"], "colleague")
    assert not person_evidence(["もちちゃん", "Mochi"], None)  # ちゃん is said of pets too
    assert not person_evidence(["Sakura"], None)


def test_reading_index_finds_other_scripts() -> None:
    index = ReadingIndex()
    index.add("佐々木課長", "e1")
    index.add("Mori", "e2")
    assert index.candidates("Sasaki-san") == ["e1"]
    assert index.candidates("ささき") == ["e1"]
    assert index.candidates("森さん") == ["e2"]
    assert index.candidates("Tanaka") == []


def test_corrections_round_trip_and_apply() -> None:
    fixed = Corrections()
    fixed.split(["Sakura"], ["さくらさん", "さくら"])
    fixed.set_kind(["Sakura"], "pet")
    again = Corrections.from_json(fixed.to_json())
    assert again.kept_apart(["Sakura"], ["さくらさん"])
    assert again.kept_apart(["さくら"], ["Sakura"])  # either way round
    assert not again.kept_apart(["Sakura"], ["Sakura"])
    assert again.kind_of(["Sakura", "other"]) == "pet"
    assert again.kind_of(["さくらさん"]) is None
    assert Corrections.from_json(None).apart == []


def test_merge_reasons_say_why() -> None:
    e = Entity(
        id="e1",
        name="佐々木",
        kind="person",
        aliases=("佐々木", "佐々木課長", "Sasaki-san", "ささき"),
    )
    reasons = merge_reasons(e)
    assert "佐々木課長: 佐々木 with a title or honorific" in reasons
    assert "Sasaki-san: same reading as 佐々木 (sasaki)" in reasons
    assert "ささき: same reading as 佐々木 (sasaki)" in reasons
