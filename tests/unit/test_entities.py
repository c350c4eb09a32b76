"""Entity resolution on the read path (design §plan): known names found in the user's text and
the recent conversation by alias scan, kinship words and rapidfuzz, with the alias table cached
per namespace and version. Runs on a real DerivedStore (SQLite in a temp folder)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from omoide.agent.entities import EntityCatalog, catalog_for, find_entities
from omoide.agent.nodes.plan import _names
from omoide.memory_store.derived import DerivedStore, Entity

NS = "default"


@pytest.fixture
def derived(tmp_path: Path) -> Iterator[DerivedStore]:
    d = DerivedStore(tmp_path)
    for e in (
        Entity(
            "akari", "あかり", "person", aliases=("あかりちゃん", "妹のあかり"), relation="sister"
        ),
        Entity("aurora", "Aurora", "thing", aliases=("Project Aurora",)),
        Entity("tanaka", "田中", "person", aliases=("田中さん",), relation="colleague"),
        Entity("tom", "Tom", "person", relation="friend"),
        Entity("mai", "まい", "person"),
        Entity("kyoto", "京都", "place"),
    ):
        d.upsert_entity(e)
    yield d
    d.close()


def resolve(derived: DerivedStore, text: str) -> list[tuple[str, str]]:
    catalog = catalog_for(derived, NS)
    return [(r.id, r.method) for r in find_entities(catalog, text, names=_names(text, ()))]


@pytest.mark.parametrize(
    "text",
    [
        "あかりちゃん元気かな？",
        "妹のあかりが来週来るんだ",
        "あかり、最近どうしてる？",
        "アカリの誕生日っていつだっけ",
        "妹の誕生日プレゼントどうしよう",  # the one entity whose relation is sister
    ],
)
def test_akari_in_all_her_forms(derived: DerivedStore, text: str) -> None:
    assert [i for i, _ in resolve(derived, text)] == ["akari"]


def test_misspelt_name_resolves_fuzzily(derived: DerivedStore) -> None:
    assert resolve(derived, "How is Auroa going?") == [("aurora", "fuzzy")]
    assert resolve(derived, "how is project aurora going") == [("aurora", "alias")]


def test_honorifics_and_kanji_names(derived: DerivedStore) -> None:
    assert resolve(derived, "田中さんに会った") == [("tanaka", "alias")]
    assert [i for i, _ in resolve(derived, "京都で田中と会う")] == ["kyoto", "tanaka"]


@pytest.mark.parametrize(
    "text",
    [
        "see you tomorrow",  # "Tom" is a whole word or nothing
        "Tomas called",
        "しまいました",  # a two-kana name is not looked for inside words
        "姉妹で旅行",  # 妹 inside a longer kanji word is no kinship word
        "What's the weather today?",
        "今日は何する？",
        "田口さんに会った",  # one character away is another person
    ],
)
def test_no_false_entities(derived: DerivedStore, text: str) -> None:
    assert resolve(derived, text) == []


def test_latin_name_as_a_whole_word(derived: DerivedStore) -> None:
    assert resolve(derived, "I met Tom yesterday") == [("tom", "alias")]
    assert resolve(derived, "my friend tom is here") == [("tom", "alias")]


def test_catalog_is_cached_until_the_entities_change(derived: DerivedStore) -> None:
    first = catalog_for(derived, NS)
    assert catalog_for(derived, NS) is first
    assert resolve(derived, "ハナコは元気？") == []
    derived.upsert_entity(Entity("hanako", "ハナコ", "person"))
    second = catalog_for(derived, NS)
    assert second is not first
    assert [i for i, _ in resolve(derived, "ハナコは元気？")] == ["hanako"]
    # Other namespaces have their own catalog.
    assert len(catalog_for(derived, "other")) == 0


def test_ambiguous_alias_resolves_to_nothing(tmp_path: Path) -> None:
    d = DerivedStore(tmp_path)
    d.upsert_entity(Entity("a1", "ゆうき", "person", aliases=("ゆうきくん",)))
    d.upsert_entity(Entity("a2", "ゆうき先生", "person", aliases=("ゆうき",)))
    catalog = EntityCatalog(d, NS)
    assert find_entities(catalog, "ゆうきに会った") == []
    d.close()


def test_short_names_are_found_as_name_like_spans(derived: DerivedStore) -> None:
    derived.upsert_entity(Entity("mina", "ミナ", "person"))
    # Too short for the substring scan, but a katakana run / an honorific name of the text.
    assert resolve(derived, "ミナは元気？") == [("mina", "exact")]
    assert resolve(derived, "まいちゃんに会った") == [("mai", "normalized")]
