"""Forgetting and sensitivity survive every re-ingest (issue 34, finding 2).

Before: after ``omoide forget ID``, ``omoide ingest`` of the same archive made the episode
searchable again ("1 updated"); the same for an exchange ``remember`` wrote, forgot, then
``omoide ingest STORE/archive``; an episode re-imported as SECRET became PRIVATE again on the
next routine ``omoide ingest`` of its ``.txt`` archive and reached the pack; a deleted episode
came back with the next ingest.

Now an import never lowers a sensitivity and never makes a forgotten exchange searchable; an
exchange forgotten or deleted before is not stored again when it arrives under another id
(JSONL without an id, another process); ``omoide restore`` un-forgets and ``omoide flag``
lowers. The CLI runs in this process (``main([...])``) on both backends (the ``store_location``
fixture: a folder, and a PostgreSQL URL); one case runs it as another process.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import NOW
from langchain_core.messages import AIMessage, HumanMessage

from omoide import build_remember_node
from omoide.cli import main
from omoide.memory_store import Episode, MemoryStore, USEEmbeddings
from omoide.memory_store.records import Sensitivity

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[2]

# Two exchanges; the first carries words nothing else holds.
LOG = """\
[2024-03-01 10:00 +09:00] USER: the spare key hides inside the zanzibar teapot
[2024-03-01 10:01 +09:00] AGENT: Noted, the zanzibar teapot keeps the key.
[2024-03-02 10:00 +09:00] USER: what should I cook tonight
[2024-03-02 10:01 +09:00] AGENT: A mushroom risotto would be lovely.
"""
TEAPOT = (
    "the spare key hides inside the zanzibar teapot",
    "Noted, the zanzibar teapot keeps the key.",
)
TEAPOT_AT = 1709254800  # 2024-03-01 10:00 +09:00
TEAPOT_ID = Episode.content_id(*TEAPOT, TEAPOT_AT)


@pytest.fixture
def archive(tmp_path: Path) -> Path:
    folder = tmp_path / "archive_in"
    folder.mkdir()
    (folder / "log.txt").write_text(LOG, "utf-8")
    return folder


def cli(capsys: pytest.CaptureFixture[str], location: str, *argv: str) -> str:
    """``omoide --store LOCATION ARGV...`` in this process; its stdout (exit code 0)."""
    capsys.readouterr()
    code = main(["--store", location, *argv])
    out, err = capsys.readouterr()
    assert code == 0, (argv, out, err)
    return out


def recalled(capsys: pytest.CaptureFixture[str], location: str) -> tuple[list[str], str]:
    """The ids ``omoide recall`` returns for the teapot, and its pack."""
    found = json.loads(
        cli(capsys, location, "recall", "where is the zanzibar teapot key?", "--json")
    )
    return [e["id"] for e in found["episodes"]], found["pack"]


def jsonl(path: Path, **fields: object) -> Path:
    row = {"user": TEAPOT[0], "reply": TEAPOT[1], "occurred_at": "2024-03-01T10:00:00+09:00"}
    path.write_text(json.dumps({**row, **fields}) + "\n", "utf-8")
    return path


def test_forget_then_ingest_the_same_archive_keeps_it_forgotten(
    store_location: str, archive: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert "2 added" in cli(capsys, store_location, "ingest", str(archive))
    assert recalled(capsys, store_location)[0][:1] == [TEAPOT_ID]
    cli(capsys, store_location, "forget", TEAPOT_ID[:10])

    out = cli(capsys, store_location, "ingest", str(archive))
    assert "0 added, 1 already stored, 1 kept forgotten" in out and "updated" not in out
    ids, pack = recalled(capsys, store_location)
    assert TEAPOT_ID not in ids and "zanzibar" not in pack

    cli(capsys, store_location, "restore", TEAPOT_ID[:10])  # restore un-forgets
    assert "2 already stored" in cli(capsys, store_location, "ingest", str(archive))
    assert recalled(capsys, store_location)[0][:1] == [TEAPOT_ID]


def test_secret_reimport_stays_secret_through_a_routine_ingest(
    store_location: str, archive: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cli(capsys, store_location, "ingest", str(archive))
    secret = jsonl(tmp_path / "secret.jsonl", id=TEAPOT_ID, sensitivity="SECRET")
    assert "1 updated" in cli(capsys, store_location, "ingest", str(secret))
    assert "zanzibar" not in recalled(capsys, store_location)[1]

    out = cli(capsys, store_location, "ingest", str(archive))  # the routine ingest of the .txt
    assert "0 added, 2 already stored" in out and "updated" not in out
    ids, pack = recalled(capsys, store_location)
    assert TEAPOT_ID not in ids and "zanzibar" not in pack
    # An import stating a lower level does not lower it either: only `omoide flag` does.
    cli(capsys, store_location, "ingest", str(jsonl(tmp_path / "p.jsonl", id=TEAPOT_ID)))
    with MemoryStore(store_location, create=False) as store:
        assert store.get(TEAPOT_ID).sensitivity is Sensitivity.SECRET
    assert "now PRIVATE" in cli(capsys, store_location, "flag", TEAPOT_ID[:10], "private")
    assert recalled(capsys, store_location)[0][:1] == [TEAPOT_ID]


def test_jsonl_same_id_and_same_words_under_another_id_stay_forgotten(
    store_location: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = jsonl(tmp_path / "a.jsonl", id="teapot-1")
    cli(capsys, store_location, "ingest", str(first))
    cli(capsys, store_location, "forget", "teapot-1")
    assert "1 kept forgotten" in cli(capsys, store_location, "ingest", str(first))
    # The same words and time without an id, in a session: another id, the same exchange.
    other = jsonl(tmp_path / "b.jsonl", session_id="kitchen")
    out = cli(capsys, store_location, "ingest", str(other))
    assert "0 added" in out and "1 kept forgotten" in out
    assert recalled(capsys, store_location)[0] == []
    with MemoryStore(store_location, create=False) as store:
        assert len(store) == 1 and store.hidden_ids(["teapot-1"]) == {"teapot-1"}


def test_a_deleted_exchange_is_not_stored_again_until_restored(
    store_location: str, embedder: USEEmbeddings, archive: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cli(capsys, store_location, "ingest", str(archive))
    with MemoryStore(store_location, embedder=embedder) as store:
        assert store.delete_episodes([TEAPOT_ID]) == 1  # as OmoideStore.delete of its key
    out = cli(capsys, store_location, "ingest", str(archive))
    assert "0 added, 1 already stored, 1 kept forgotten" in out
    with MemoryStore(store_location, embedder=embedder) as store:
        assert TEAPOT_ID not in store
        store.set_searchable([TEAPOT_ID], True)  # the tombstones go
    assert "1 added" in cli(capsys, store_location, "ingest", str(archive))
    assert recalled(capsys, store_location)[0][:1] == [TEAPOT_ID]


def test_remembered_then_forgotten_stays_forgotten_after_ingesting_the_store_archive(
    tmp_path: Path, embedder: USEEmbeddings, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "store"
    with MemoryStore(path, embedder=embedder) as store:
        remember = build_remember_node(store)
        state = {
            "messages": [HumanMessage(TEAPOT[0]), AIMessage(TEAPOT[1])],
            "now": int(NOW.timestamp()),
        }
        remember(state, {"configurable": {"thread_id": "t1"}})
        episode_id = Episode.content_id(*TEAPOT, int(NOW.timestamp()))  # the archive's id
        assert episode_id in store
    cli(capsys, str(path), "forget", episode_id)
    out = cli(capsys, str(path), "ingest", str(path / "archive"))
    assert "0 added, 0 already stored, 1 kept forgotten" in out
    ids, pack = recalled(capsys, str(path))
    assert episode_id not in ids and "zanzibar" not in pack


def test_forgetting_in_another_process_holds_for_a_long_lived_store(
    store_location: str, embedder: USEEmbeddings, archive: Path, tmp_path: Path
) -> None:
    """A replica (this process, its store open throughout) re-imports what another process
    forgot meanwhile: it stays forgotten, under its id and under another one."""
    with MemoryStore(store_location, embedder=embedder) as store:
        store.ingest_archive(archive)
        proc = subprocess.run(
            [sys.executable, "-m", "omoide.cli", "--store", store_location, "forget", TEAPOT_ID],
            capture_output=True,
            text=True,
            env={**os.environ, "PYTHONPATH": str(REPO)},
            timeout=300,
            check=False,
        )
        assert proc.returncode == 0 and "forgotten" in proc.stdout, proc.stderr
        added, _ = store.ingest_archive(archive)
        assert (added.added, added.updated, added.kept_forgotten) == (0, 0, 1)
        added, _ = store.ingest_archive(jsonl(tmp_path / "c.jsonl", session_id="elsewhere"))
        assert (added.added, added.kept_forgotten) == (0, 1)
        assert store.search_keyword("zanzibar teapot") == []
        assert TEAPOT_ID not in {h.id for h in store.search_vector("zanzibar teapot key", k=5)}


def test_a_store_made_before_the_tombstones_keeps_its_forgotten_exchanges(
    store_location: str, embedder: USEEmbeddings, archive: Path, tmp_path: Path
) -> None:
    """Opened by this version, a store whose episodes were forgotten before the ``forgotten``
    table existed gets it, filled from them: the same words under another id stay out."""
    with MemoryStore(store_location, embedder=embedder) as store:
        store.ingest_archive(archive)
        store.set_searchable([TEAPOT_ID], False)
    _drop_forgotten_table(store_location)
    with MemoryStore(store_location, embedder=embedder) as store:
        added, _ = store.ingest_archive(jsonl(tmp_path / "d.jsonl", session_id="elsewhere"))
        assert (added.added, added.kept_forgotten) == (0, 1)


def _drop_forgotten_table(location: str) -> None:
    if "://" not in location:
        with sqlite3.connect(Path(location) / "omoide.sqlite3") as conn:
            conn.execute("DROP TABLE forgotten")
        return
    import psycopg

    from omoide.memory_store.pg.connect import parse_store_url

    target = parse_store_url(location)
    with psycopg.connect(target.conninfo, autocommit=True) as conn:
        conn.execute(f'DROP TABLE "{target.schema}".forgotten')


def test_migrate_carries_what_was_forgotten_and_deleted(
    store_location: str, embedder: USEEmbeddings, archive: Path, tmp_path: Path
) -> None:
    """A store migrated elsewhere keeps its forgotten and deleted exchanges out of the next
    ingest there; a later restore in the source reaches the destination with the next pass."""
    from omoide.memory_store.migrate import migrate

    source = tmp_path / "source"
    risotto = Episode.content_id(
        "what should I cook tonight", "A mushroom risotto would be lovely.", TEAPOT_AT + 86400
    )
    with MemoryStore(source, embedder=embedder) as store:
        store.ingest_archive(archive)
        store.set_searchable([TEAPOT_ID], False)
        assert store.delete_episodes([risotto]) == 1
    assert migrate(source, store_location).ok
    with MemoryStore(store_location, embedder=embedder) as store:
        added, _ = store.ingest_archive(archive)
        assert (added.added, added.kept_forgotten) == (0, 2)
        assert store.search_keyword("zanzibar teapot") == [] and risotto not in store
        store.delete_episodes([TEAPOT_ID])  # deleted here too: its tombstones stay

    with MemoryStore(source, embedder=embedder) as store:
        store.set_searchable([TEAPOT_ID], True)
    assert migrate(source, store_location).ok  # the source states the flag: taken as it is
    with MemoryStore(store_location, embedder=embedder) as store:
        added, _ = store.ingest_archive(archive)
        assert (added.added, added.already_present, added.kept_forgotten) == (0, 1, 1)
        assert [h.id for h in store.search_keyword("zanzibar teapot")][:1] == [TEAPOT_ID]
        assert {i for _, i in store.db.forgotten_keys(store.namespace)} == {risotto}


def test_set_sensitivity_lowers_and_raises_and_searches_follow(store: MemoryStore) -> None:
    """``MemoryStore.set_sensitivity`` (``omoide flag``): the explicit way to change a level,
    lowering included; an import after it keeps the level it set unless it states a higher."""
    [hit] = store.search_keyword("Clair de Lune piano", k=1)
    episode = store.get(hit.id)
    assert store.set_sensitivity([hit.id, "no-such-id"], "SECRET") == 1
    assert hit.id not in {h.id for h in store.search_keyword("Clair de Lune piano", k=5)}
    assert store.add_episodes([episode]).already_present == 1  # stated PRIVATE: not lowered
    assert store.get(hit.id).sensitivity is Sensitivity.SECRET
    assert store.set_sensitivity([hit.id], Sensitivity.PUBLIC) == 1
    assert store.set_sensitivity([hit.id], "public") == 0
    assert [h.id for h in store.search_keyword("Clair de Lune piano", k=1)] == [hit.id]
    assert store.search_keyword("Clair de Lune", max_sensitivity=Sensitivity.PUBLIC)[0].id == hit.id
