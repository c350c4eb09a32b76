"""One person across scripts, end to end (issue 37): a real store (SQLite + BM25 + Chroma + the
offline embedder), the rule extractor, consolidation, and the CLI a person corrects it with.

佐々木課長 in one message and "Sasaki-san" in the next are one person, with or without the
``ja`` extra (Sudachi); a dog and a colleague read alike stay two; a wrong merge is split with
``omoide entities --split`` and a kind fixed with ``--set-kind``, and later consolidation keeps
both."""

from __future__ import annotations

from pathlib import Path

import pytest

from omoide.agent.consolidation import consolidate
from omoide.agent.consolidation.identity import Corrections, load_corrections, save_corrections
from omoide.cli import main
from omoide.memory_store import Episode, MemoryStore
from omoide.memory_store.embedders import USEEmbeddings
from tests.consolidation_cases import (
    add_exchanges,
    owner,
)

pytestmark = pytest.mark.slow

TEXTS = [
    ("上司は伊藤部長。厳しいけど優しい。", "いい上司ですね。"),
    ("Ito-san took the whole team out for ramen.", "Nice!"),
    ("伊藤さんに資料のチェックを頼まれた。", "頑張って。"),
    ("Our family dog Hana turned 10 today.", "Happy birthday, Hana!"),
    ("同僚のはなさんとランチ。経理の人。", "楽しそう。"),
    ("Took Hana to the vet, just a sprain.", "Glad it's nothing."),
    ("来月は福岡出張。", "準備はお早めに。"),
    ("Fukuoka was great, the ramen especially.", "Sounds delicious."),
]


def _store(path: Path, embedder: USEEmbeddings) -> Path:
    with MemoryStore(path, embedder=embedder) as store:
        add_exchanges(store, TEXTS, month=5)
    return path


def test_one_person_across_scripts_and_lookalikes_kept_apart(
    tmp_path: Path, embedder: USEEmbeddings, extras: str
) -> None:
    with MemoryStore(_store(tmp_path / "s", embedder), embedder=embedder) as store:
        consolidate(store)
        entities = store.derived.entities(namespace=store.namespace)
    ito = owner(entities, "Ito")
    assert owner(entities, "伊藤") is ito and ito.kind == "person"
    assert ito.relation == "manager"
    fukuoka = owner(entities, "福岡")
    assert owner(entities, "Fukuoka") is fukuoka and fukuoka.kind == "place"
    dog, colleague = owner(entities, "Hana"), owner(entities, "はなさん")
    assert dog is not colleague, "a dog and a colleague read alike must stay two"
    assert dog.kind == "pet" and colleague.kind == "person"


def test_cli_shows_why_splits_and_fixes_a_kind(
    tmp_path: Path, embedder: USEEmbeddings, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _store(tmp_path / "s", embedder)
    assert main(["--store", str(path), "consolidate"]) == 0
    capsys.readouterr()
    assert main(["--store", str(path), "entities", "--why"]) == 0
    out = capsys.readouterr().out
    assert "why: Ito: same reading as 伊藤 (ito)" in out or "same reading as" in out
    with MemoryStore(path, embedder=embedder) as store:
        ito = owner(store.derived.entities(namespace=store.namespace), "Ito")

    # The user says "Ito" (the ramen one) is someone else.
    assert main(["--store", str(path), "entities", "--split", ito.id, "Ito", "Ito-san"]) == 0
    out = capsys.readouterr().out
    assert "kept Ito, Ito-san apart from" in out and "rebuilt 8 episodes" in out
    # And that Fukuoka is a thing, not a place (a kind fix).
    assert main(["--store", str(path), "entities", "--set-kind", "Fukuoka", "thing"]) == 0
    capsys.readouterr()
    with MemoryStore(path, embedder=embedder) as store:
        store.add_episodes(
            [
                Episode.create(
                    "Ito-san again bought lunch.", "Kind of him.", occurred_at=1_800_000_000
                )
            ]
        )
        consolidate(store)  # a later run respects both corrections
        entities = store.derived.entities(namespace=store.namespace)
    assert owner(entities, "Ito") is not owner(entities, "伊藤")
    assert owner(entities, "Fukuoka").kind == "thing"

    assert main(["--store", str(path), "entities", "--split", "nope", "Ito"]) != 0
    assert "no entity 'nope'" in capsys.readouterr().err


def test_corrections_are_kept_across_reset_on_both_backends(store: MemoryStore) -> None:
    """The user's corrections live with the derived memory (SQLite and PostgreSQL) and survive
    ``consolidate(reset=True)``, which forgets everything derived."""
    fixed = Corrections()
    fixed.split(["Sakura"], ["さくらさん"])
    fixed.set_kind(["Sakura"], "pet")
    save_corrections(store.derived, store.namespace, fixed)
    consolidate(store, reset=True)
    again = load_corrections(store.derived, store.namespace)
    assert again.kept_apart(["さくらさん"], ["Sakura"]) and again.kind_of(["Sakura"]) == "pet"
    assert load_corrections(store.derived, "someone-else").apart == []


def test_a_kind_guessed_from_spelling_does_not_split_one_person(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    """ "Daniel Park" (a place by its suffix) and CTOのDaniel Parkさん are spelt alike: one
    entity, as before; only names read alike in another script need kinds that agree."""
    with MemoryStore(tmp_path / "s", embedder=embedder) as store:
        store.add_episodes(
            [
                Episode.create(
                    "CTOのDaniel Parkさんが来た。", "どうでしたか。", occurred_at=1_790_000_000
                ),
                Episode.create(
                    "Daniel Park reviewed my design.", "Nice.", occurred_at=1_790_086_400
                ),
                Episode.create(
                    "柴犬仲間のあずきちゃんに会った。", "かわいい。", occurred_at=1_790_172_800
                ),
            ]
        )
        consolidate(store)
        entities = store.derived.entities(namespace=store.namespace)
    assert owner(entities, "Daniel Park") is owner(entities, "Daniel Parkさん")
    assert owner(entities, "あずき").kind == "pet"
