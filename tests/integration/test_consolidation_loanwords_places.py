"""Issue 37, round 4's rules end to end: a real store (SQLite + BM25 + Chroma + the offline
embedder), the rule extractor and consolidation, with and without the ``ja`` extra.

Each assertion below failed on the code before these rules (113bb33), except the last, a guard:
- a pet named in English and later in katakana is one pet (Ginger / ジンジャー, Peach / ピーチ);
- 神戸 and "Kobe" are one place;
- a dentist 森先生 / "Dr. Mori" and a friend 森くん / "my friend Mori" are two people;
- 上田さん is the manager "Hana Ueda" met before;
- a kitten "we named" is a pet.
The names are not those of the frozen round-4 archives.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from omoide.memory_store.derived import Entity
from omoide.memory_store.embedders import USEEmbeddings
from tests.consolidation_cases import (
    consolidated_entities,
    owner,
)

pytestmark = pytest.mark.slow

TEXTS = [
    ("We have a beagle named Ginger.", "Beagles are great."),
    ("ジンジャーがまた靴下を隠した。", "いたずらですね。"),
    ("うちのインコのピーチがしゃべった！", "すごい！"),
    ("Peach learned to say good morning.", "Clever bird."),
    ("来週は神戸に出張。", "気をつけて。"),
    ("Kobe was rainy but the food was great.", "Glad you enjoyed it."),
    ("歯医者の森先生に詰め物を勧められた。", "大事ですね。"),
    ("My friend Mori from high school is getting married.", "Congratulations to him!"),
    ("Dr. Mori says the filling takes two visits.", "Hang in there."),
    ("友達の森くんの結婚式でスピーチした。", "緊張しましたか？"),
    ("My new manager is Hana Ueda.", "I hope she's nice."),
    ("上田さんに企画書を褒められた。", "よかったですね。"),
    ("The kitten arrived! We named him Tofu.", "Welcome, Tofu!"),
]


@pytest.fixture
def entities(tmp_path: Path, embedder: USEEmbeddings, extras: str) -> list[Entity]:
    return consolidated_entities(tmp_path / "s", embedder, TEXTS, month=5)


def test_a_loanword_pet_in_both_scripts_is_one_pet(entities: list[Entity]) -> None:
    ginger = owner(entities, "Ginger")
    assert owner(entities, "ジンジャー") is ginger and ginger.kind == "pet"
    peach = owner(entities, "ピーチ")
    assert owner(entities, "Peach") is peach and peach.kind == "pet"


def test_a_place_and_its_romaji_are_one_place(entities: list[Entity]) -> None:
    kobe = owner(entities, "神戸")
    assert owner(entities, "Kobe") is kobe and kobe.kind == "place"


def test_a_dentist_and_a_friend_sharing_a_surname_are_two(entities: list[Entity]) -> None:
    dentist = owner(entities, "森先生")
    friend = owner(entities, "森くん")
    assert dentist is not friend
    assert owner(entities, "Dr. Mori") is dentist
    assert owner(entities, "my friend Mori") is friend


def test_a_surname_is_the_one_full_name_known_with_it(entities: list[Entity]) -> None:
    assert owner(entities, "上田") is owner(entities, "Hana Ueda")


def test_a_kitten_we_named_is_a_pet(entities: list[Entity]) -> None:
    assert owner(entities, "Tofu").kind == "pet"
