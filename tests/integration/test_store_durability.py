"""A store survives the process: reopened elsewhere, killed mid-ingest, files damaged on disk.

Crashes are real: a child process is ended with ``os._exit(1)`` at a chosen point of the write
path (no cleanup, no ``close()``), and this process then opens what it left behind.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from conftest import NOW, sample_episodes

from omoide.memory_store import Episode, MemoryStore, USEEmbeddings
from omoide.memory_store.bm25 import SparseBM25

pytestmark = pytest.mark.slow

TESTS_DIR = Path(__file__).resolve().parents[1]
REPO = TESTS_DIR.parent


def run_python(code: str, *args: str, timeout: float = 180) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in a fresh interpreter (the project venv), with tests/ importable."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(TESTS_DIR), str(REPO)])}
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=REPO,
        env=env,
        check=False,
    )


def last_json(proc: subprocess.CompletedProcess[str]) -> Any:
    assert proc.returncode == 0, f"child failed ({proc.returncode}):\n{proc.stderr[-3000:]}"
    return json.loads(proc.stdout.strip().splitlines()[-1])


def keyword_files(path: Path) -> list[Path]:
    return sorted((path / "keyword").glob("*.npz"))


MATCH = "京都 piano curry"
QUERIES_KW = ["こむぎ", "田中さん", "Project Aurora", "Nimbus Labs", MATCH]
QUERIES_VEC = ["my dog jumped into the river", "trip to Kyoto in spring", "job interview nerves"]
STAT_FIELDS = (
    "embedder",
    "dimensions",
    "episodes",
    "keyword_docs",
    "vector_docs",
    "vector_pending",
    "namespaces",
)

# -- 2. a persisted store reopened in a new process --------------------------------------------

CHILD_SEARCH = """
import json, sys
from omoide.memory_store import MemoryStore
path, kw, vec, fields = sys.argv[1], *(json.loads(a) for a in sys.argv[2:5])
with MemoryStore(path, create=False) as s:   # embedder: the one recorded in the store
    st = s.stats()
    out = {
        "keyword": [[[h.id, h.score, h.rank, h.source, h.occurred_at] for h in s.search_keyword(q)]
                    for q in kw],
        "vector": [[[h.id, h.score, h.rank, h.source, h.occurred_at] for h in s.search_vector(q)]
                   for q in vec],
        "stats": {f: getattr(st, f) for f in fields},
    }
print(json.dumps(out))
"""


def hit_rows(hits: list[Any]) -> list[list[Any]]:
    return [[h.id, h.score, h.rank, h.source, h.occurred_at] for h in hits]


def test_reopened_in_a_new_process_finds_the_same(tmp_path: Path, embedder: USEEmbeddings) -> None:
    path = tmp_path / "store"
    with MemoryStore(path, embedder=embedder) as s:
        s.add_episodes(sample_episodes())
        s.add_episodes(
            [
                Episode.create(
                    "Second batch: the Zermatt ski trip got cancelled",
                    "Maybe next winter.",
                    occurred_at=NOW,
                )
            ]
        )
        expected_kw = [hit_rows(s.search_keyword(q)) for q in QUERIES_KW]
        expected_vec = [hit_rows(s.search_vector(q)) for q in QUERIES_VEC]
        st = s.stats()
        expected_stats = {f: getattr(st, f) for f in STAT_FIELDS}
    assert all(expected_kw) and all(expected_vec)

    got = last_json(
        run_python(
            CHILD_SEARCH,
            str(path),
            json.dumps(QUERIES_KW),
            json.dumps(QUERIES_VEC),
            json.dumps(STAT_FIELDS),
        )
    )
    assert got["stats"] == expected_stats
    assert got["stats"]["episodes"] == len(sample_episodes()) + 1
    assert got["keyword"] == expected_kw  # BM25 file round-trips exactly
    for got_hits, exp_hits in zip(got["vector"], expected_vec, strict=True):
        assert [h[0] for h in got_hits] == [h[0] for h in exp_hits]
        assert [h[1] for h in got_hits] == pytest.approx([h[1] for h in exp_hits], abs=1e-5)
        assert [h[2:] for h in got_hits] == [h[2:] for h in exp_hits]


# -- 4. a crash between the SQLite commit and the index writes -----------------------------------

NEW_EPISODES = [
    ("We adopted a hedgehog named Pickles from the Zurich shelter", "Pickles is a great name!"),
    ("沖縄の美ら海水族館でジンベエザメを見た", "あの大水槽は圧巻ですよね。"),
    ("My sister Ingrid is moving to Reykjavik in March", "Iceland in March, bring a warm coat."),
    ("新しい自転車はブロンプトンの折りたたみ式にした", "通勤が楽になりそうですね。"),
    ("The plumber finally fixed the leaking boiler in the basement", "No more cold showers."),
    ("祖母の家の庭で渋柿をたくさん収穫して干し柿にした", "干し柿、冬のおやつにいいですね。"),
]
NEW_KEYWORDS = ["Pickles", "ジンベエザメ", "Reykjavik", "ブロンプトン", "boiler", "干し柿"]


def new_rows() -> list[tuple[str, str, int]]:
    start = int(NOW.timestamp())
    return [(u, r, start + 60 * i) for i, (u, r) in enumerate(NEW_EPISODES)]


def new_episodes() -> list[Episode]:
    return [Episode.create(u, r, occurred_at=t, session_id="after") for u, r, t in new_rows()]


# The child builds the store normally, then adds NEW_EPISODES (committed to SQLite in one
# transaction, then embedded in batches of 2) with one write step replaced by a hard exit.
# ``where`` picks the step:
#   vectors       second batch: keyword index updated in memory only, no embedding, no Chroma
#                 (the first batch got all the way to Chroma)
#   mark          first batch: vectors are in Chroma but SQLite still says "pending"
#   keyword_save  every batch fully indexed, but the keyword file is never written
CHILD_CRASH = """
import json, os, sys
from conftest import sample_episodes
from omoide.memory_store import Episode, MemoryStore
from omoide.memory_store.db import Database
from omoide.memory_store.keyword_index import KeywordIndex
from omoide.memory_store.store import MemoryStore as Impl

path, where, rows = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
new = [Episode.create(u, r, occurred_at=t, session_id="after") for u, r, t in rows]
store = MemoryStore(path)
store.add_episodes(sample_episodes())

def crash(step):
    print("CRASH", step, flush=True)
    os._exit(1)

calls = {"n": 0}
index_vectors = Impl._index_vectors
def patched_index_vectors(self, seqs, episodes, *given):
    calls["n"] += 1
    if calls["n"] == 2:
        crash("vectors")
    index_vectors(self, seqs, episodes, *given)

if where == "vectors":
    Impl._index_vectors = patched_index_vectors
elif where == "mark":
    Database.mark_vector_indexed = lambda self, seqs: crash("mark")
KeywordIndex.save = lambda self: crash("keyword_save")   # in every mode

print("PHASE2", flush=True)
store.add_episodes(new, batch_size=2)
print("NOT REACHED", flush=True)
"""

# where -> (new episodes committed to SQLite, of which still pending, of which in Chroma)
CRASH_POINTS = {"vectors": (6, 4, 2), "mark": (6, 6, 2), "keyword_save": (6, 0, 6)}


@pytest.mark.parametrize("where", list(CRASH_POINTS))
def test_crash_after_sqlite_commit_is_reconciled_on_reopen(
    where: str, tmp_path: Path, embedder: USEEmbeddings, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "store"
    proc = run_python(CHILD_CRASH, str(path), where, json.dumps(new_rows()))
    assert proc.returncode == 1, proc.stderr[-3000:]
    assert proc.stdout.split() == ["PHASE2", "CRASH", where], proc.stderr[-3000:]

    committed, pending, in_chroma = CRASH_POINTS[where]
    base = len(sample_episodes())
    survivors = new_episodes()[:committed]

    caplog.set_level(logging.INFO, logger="omoide.memory_store")
    with MemoryStore(path, embedder=embedder, reconcile=False) as s:
        # The keyword file on disk was left behind; opening catches it up from SQLite.
        assert any("behind SQLite" in r.getMessage() for r in caplog.records)
        before = s.stats()
        assert before.episodes == base + committed
        assert before.keyword_docs == base + committed
        assert before.vector_pending == pending
        assert before.vector_docs == base + in_chroma
        assert s.reconcile() == pending
        assert s.reconcile() == 0  # nothing left to do

    with MemoryStore(path, embedder=embedder, create=False) as s:
        st = s.stats()
        assert st.episodes == st.keyword_docs == st.vector_docs == base + committed
        assert st.vector_pending == 0
        for ep, word in zip(survivors, NEW_KEYWORDS, strict=False):
            assert s.search_keyword(word, k=3)[0].id == ep.id, word
            assert s.search_vector(ep.user_text, k=3)[0].id == ep.id, ep.user_text
        # What never reached SQLite is simply absent (the ingest can be re-run).
        for ep in new_episodes()[committed:]:
            assert ep.id not in s
        assert s.add_episodes(new_episodes()).added == len(NEW_EPISODES) - committed
        st = s.stats()
        assert st.episodes == st.keyword_docs == st.vector_docs == base + len(NEW_EPISODES)
    # The catch-up was saved: the file on disk now covers every episode.
    assert sum(len(SparseBM25.load(p)) for p in keyword_files(path)) == base + len(NEW_EPISODES)


# -- damaged or missing derived files -----------------------------------------------------------


@pytest.mark.parametrize("damage", ["garbage", "truncated", "empty"])
def test_corrupt_keyword_file_is_rebuilt_with_a_warning(
    damage: str, tmp_path: Path, embedder: USEEmbeddings, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "store"
    with MemoryStore(path, embedder=embedder) as s:
        s.add_episodes(sample_episodes())
        expected = [h.id for h in s.search_keyword(MATCH)]
    (kw_file,) = keyword_files(path)
    data = kw_file.read_bytes()
    kw_file.write_bytes(
        {"garbage": b"\x00not an npz\xff" * 50, "truncated": data[: len(data) // 2], "empty": b""}[
            damage
        ]
    )

    caplog.set_level(logging.WARNING, logger="omoide.memory_store")
    with MemoryStore(path, embedder=embedder) as s:
        warnings = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
        assert any("rebuilding the keyword index" in w and str(kw_file) in w for w in warnings)
        st = s.stats()
        assert st.keyword_docs == st.episodes == len(sample_episodes())
        assert [h.id for h in s.search_keyword(MATCH)] == expected
    assert len(SparseBM25.load(kw_file)) == len(sample_episodes())  # rewritten, readable


def test_deleted_keyword_file_is_rebuilt(tmp_path: Path, embedder: USEEmbeddings) -> None:
    path = tmp_path / "store"
    with MemoryStore(path, embedder=embedder) as s:
        s.add_episodes(sample_episodes())
        expected = [h.id for h in s.search_keyword(MATCH)]
    shutil.rmtree(path / "keyword")
    with MemoryStore(path, embedder=embedder) as s:
        assert s.stats().keyword_docs == len(sample_episodes())
        assert [h.id for h in s.search_keyword(MATCH)] == expected
    assert len(SparseBM25.load(keyword_files(path)[0])) == len(sample_episodes())


def test_deleted_keyword_file_warns(
    tmp_path: Path, embedder: USEEmbeddings, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "store"
    with MemoryStore(path, embedder=embedder) as s:
        s.add_episodes(sample_episodes())
    shutil.rmtree(path / "keyword")
    caplog.set_level(logging.WARNING, logger="omoide.memory_store")
    with MemoryStore(path, embedder=embedder):
        assert any(
            r.levelno >= logging.WARNING and "keyword" in r.getMessage() for r in caplog.records
        )


CHILD_LOST_VECTORS = """
import json, sys
from omoide.memory_store import MemoryStore
with MemoryStore(sys.argv[1], create=False, reconcile=False) as s:
    before = s.stats()
    redone = s.reconcile()
    after = s.stats()
    hit = s.search_vector("my dog jumped into the river", k=1)[0]
print(json.dumps({"before": before.vector_docs, "redone": redone, "after": after.vector_docs,
                  "pending": after.vector_pending, "hit": hit.id}))
"""


def test_deleted_chroma_folder_is_re_embedded(tmp_path: Path, embedder: USEEmbeddings) -> None:
    """Chroma's data is derived too: a new process re-embeds what SQLite says is missing.

    (Checked in a child process: this one keeps Chroma's client for the path cached.)
    """
    path = tmp_path / "store"
    with MemoryStore(path, embedder=embedder) as s:
        s.add_episodes(sample_episodes())
    shutil.rmtree(path / "chroma")
    got = last_json(run_python(CHILD_LOST_VECTORS, str(path)))
    n = len(sample_episodes())
    assert got == {
        "before": 0,
        "redone": n,
        "after": n,
        "pending": 0,
        "hit": sample_episodes()[0].id,
    }
