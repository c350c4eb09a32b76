"""Every command is scoped to its namespace (issue: runs, explain, stats, reindex): one user's
runs, names, sizes and embedding model are invisible to and untouched by another's commands."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from langchain_core.embeddings import DeterministicFakeEmbedding

from omoide.agent import RetrievalConfig, recall
from omoide.agent.runs import (
    list_runs,
    load_run,
    prune_runs,
    record_run,
    runs_kept_total,
    wall_ms,
)
from omoide.cli import main
from omoide.memory_store import EmbedderMismatchError, MemoryStore, USEEmbeddings
from tests.conftest import NOW, sample_episodes

Users = tuple[Path, str, str]
Capsys = pytest.CaptureFixture[str]


@pytest.fixture
def two_users(tmp_path: Path, embedder: USEEmbeddings) -> Iterator[Users]:
    """A store with namespaces alice and bob, one recorded recall each: (path, alice's run id,
    bob's run id)."""
    path = tmp_path / "store"
    ids = []
    for ns, text in (("alice", "こむぎの散歩"), ("bob-secret-team", "Aurora deadline")):
        with MemoryStore(path, namespace=ns, embedder=embedder) as s:
            s.add_episodes(sample_episodes()[: 3 if ns == "alice" else 5])
            r = recall(s, text, now=NOW, config=RetrievalConfig())
            assert r.run_id
            ids.append(r.run_id)
    yield path, ids[0], ids[1]


def _cli(capsys: Capsys, path: Path, ns: str, *argv: str) -> tuple[int, str]:
    rc = main(["--store", str(path), "--namespace", ns, *argv])
    captured = capsys.readouterr()
    return rc, captured.out + captured.err


def test_runs_lists_only_the_namespace(two_users: Users, capsys: Capsys) -> None:
    path, alice_run, bob_run = two_users
    rc, out = _cli(capsys, path, "alice", "runs")
    assert rc == 0
    assert alice_run in out and bob_run not in out
    assert "Aurora" not in out


def test_explain_finds_own_run_by_id_and_by_prefix(two_users: Users, capsys: Capsys) -> None:
    path, alice_run, _ = two_users
    rc, out = _cli(capsys, path, "alice", "explain", alice_run)
    assert rc == 0 and "こむぎの散歩" in out
    rc, out = _cli(capsys, path, "alice", "explain", alice_run[:8])
    assert rc == 0 and f"run {alice_run}" in out


@pytest.mark.parametrize("probe", ["%", "_", "%%%%%%%%", "________", "BOB", "BOB8", "FULL"])
def test_explain_never_shows_another_namespaces_run(
    two_users: Users, capsys: Capsys, probe: str
) -> None:
    path, _, bob_run = two_users
    run_id = {"BOB": bob_run[:4], "BOB8": bob_run[:8], "FULL": bob_run}.get(probe, probe)
    rc, out = _cli(capsys, path, "alice", "explain", run_id)
    assert rc == 1
    assert "Aurora" not in out
    assert "no retrieval run" in out and "'alice'" in out
    # ... while bob sees his own.
    rc, out = _cli(capsys, path, "bob-secret-team", "explain", bob_run)
    assert rc == 0 and "Aurora" in out


def test_explain_prefix_rules(tmp_path: Path, embedder: USEEmbeddings) -> None:
    with MemoryStore(tmp_path / "s", embedder=embedder) as s:
        payload = json.dumps(
            {"plan": None, "candidates": [], "selected": [], "skipped": [], "timings_ms": {}}
        )
        for rid in ("abcdefgh11111111", "abcdefgh22222222", "zz%_zzzz33333333"):
            s.db.save_run(rid, s.namespace, time.time(), rid, payload)
        with pytest.raises(KeyError, match="several runs"):
            load_run(s, "abcdefgh")
        assert load_run(s, "abcdefgh1")["run_id"] == "abcdefgh11111111"
        with pytest.raises(KeyError, match="at least 8"):
            load_run(s, "abcdefg")  # unique, but too short to be a prefix
        # % and _ are plain characters: they match only themselves.
        assert load_run(s, "zz%_zzzz")["run_id"] == "zz%_zzzz33333333"
        with pytest.raises(KeyError):
            load_run(s, "zz%%zzzz")


def test_stats_shows_only_the_namespace(two_users: Users, capsys: Capsys) -> None:
    path, _, _ = two_users
    rc, out = _cli(capsys, path, "alice", "stats")
    assert rc == 0
    assert "alice" in out
    assert "bob" not in out
    assert "episodes: 3" in out


def test_reindex_changes_only_its_namespace(
    two_users: Users, embedder: USEEmbeddings, capsys: Capsys
) -> None:
    path, _, _ = two_users
    fake = DeterministicFakeEmbedding(size=32)
    with MemoryStore(path, namespace="alice", embedder=embedder) as alice:
        alice.reindex(fake)
    # bob still opens with his model, by default and explicitly, and still finds his episodes.
    with MemoryStore(path, namespace="bob-secret-team") as bob:
        assert bob.embedder_id == "use-multilingual-v3"
        assert bob.search_vector("Aurora deadline", k=1)[0].text.startswith("I have a deadline")
    rc, out = _cli(capsys, path, "bob-secret-team", "stats")
    assert rc == 0 and "use-multilingual-v3" in out and "DeterministicFakeEmbedding" not in out
    # alice now needs the new model, and says how to get back.
    with pytest.raises(EmbedderMismatchError, match=r"reindex --store .* --namespace alice --to"):
        MemoryStore(path, namespace="alice", embedder=embedder)
    with MemoryStore(path, namespace="alice", embedder=fake) as alice:
        assert alice.stats().embedder == "DeterministicFakeEmbedding:32"


def test_runs_prune_and_retention_stay_in_the_namespace(
    two_users: Users,
    embedder: USEEmbeddings,
    capsys: Capsys,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path, alice_run, bob_run = two_users
    with MemoryStore(path, namespace="alice", embedder=embedder) as alice:
        for _ in range(4):
            recall(alice, "京都", now=NOW)
        assert len(list_runs(alice, limit=100)) == 5
    rc, out = _cli(capsys, path, "alice", "runs", "prune", "--keep", "2")
    assert rc == 0 and "pruned 3 runs" in out
    with MemoryStore(path, namespace="alice", embedder=embedder) as alice:
        kept = list_runs(alice, limit=100)
        assert len(kept) == 2 and alice_run not in {r["run_id"] for r in kept}
    with MemoryStore(path, namespace="bob-secret-team", embedder=embedder) as bob:
        assert [r["run_id"] for r in list_runs(bob)] == [bob_run]

    # --older-than: everything older than 0 days goes; bob's run is still there.
    rc, out = _cli(capsys, path, "alice", "runs", "prune", "--older-than", "0")
    assert rc == 0 and "pruned 2 runs" in out and "0 kept" in out
    rc, out = _cli(capsys, path, "alice", "runs", "prune")
    assert rc == 1 and "--keep" in out
    rc, out = _cli(capsys, path, "bob-secret-team", "runs")
    assert bob_run in out

    # The default cap: recording past it trims the namespace back to the cap (with slack).
    monkeypatch.setenv("OMOIDE_RUNS_KEEP", "3")
    with MemoryStore(path, namespace="alice", embedder=embedder) as alice:
        state = {"timings_ms": {}, "candidates": [], "recalled": [], "skipped": []}
        for _ in range(7):
            record_run(alice, state)
        assert alice.db.count_runs("alice") <= 3
        assert alice.db.count_runs("bob-secret-team") == 1
        with pytest.raises(ValueError):
            prune_runs(alice)


def test_runs_report_wall_time_not_the_sum_of_parallel_sources() -> None:
    timings = {"plan": 1.0, "keyword_retrieve": 5.0, "vector_retrieve": 8.0, "rerank": 2.0}
    assert wall_ms(timings) == 11.0  # 1 + max(5, 8) + 2, not 16
    assert wall_ms({"plan": 1.0, "pack": 0.5}) == 1.5


def test_retention_keeps_the_newest_recorded_runs_whatever_their_clock(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Runs recorded while the clock ran a year ahead do not push out the runs recorded after
    the clock was set right (RELIABILITY 26.13): retention follows insertion, not created_at."""
    monkeypatch.setenv("OMOIDE_RUNS_KEEP", "3")
    state = {"timings_ms": {}, "candidates": [], "recalled": [], "skipped": []}
    fake = DeterministicFakeEmbedding(size=32)
    real_time = time.time
    with MemoryStore(tmp_path, namespace="alice", embedder=fake) as alice:
        monkeypatch.setattr(time, "time", lambda: real_time() + 365 * 86400)
        ahead = {record_run(alice, state) for _ in range(3)}
        monkeypatch.setattr(time, "time", real_time)
        # The clock is right again: the cap trims, and what is recorded now survives it.
        recorded = [record_run(alice, state) for _ in range(8)]
        kept = {r["run_id"] for r in list_runs(alice, limit=100)}
        assert recorded[-1] in kept and not ahead & kept, kept
        assert alice.db.prune_runs("alice", keep=3) >= 0
        assert {r["run_id"] for r in list_runs(alice, limit=100)} == set(recorded[-3:])


def test_runs_across_every_namespace_stay_under_the_store_wide_cap(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each namespace keeps its own count, and the store as a whole is capped too
    (``OMOIDE_RUNS_KEEP_TOTAL``): many users cannot grow the runs table without bound
    (RELIABILITY 26.13). The newest recorded runs are the ones kept."""
    monkeypatch.setenv("OMOIDE_RUNS_KEEP", "1000")
    monkeypatch.setenv("OMOIDE_RUNS_KEEP_TOTAL", "150")
    state = {"timings_ms": {}, "candidates": [], "recalled": [], "skipped": []}
    fake = DeterministicFakeEmbedding(size=32)
    recorded: list[tuple[str, str]] = []
    for user in ("u1", "u2", "u3"):
        with MemoryStore(tmp_path, namespace=user, embedder=fake) as s:
            recorded += [(user, record_run(s, state)) for _ in range(100)]
    with MemoryStore(tmp_path, namespace="u3", embedder=fake) as s:
        assert s.db.count_runs() <= 150 + 100  # checked every 100th recorded run
        s.db.prune_all_runs(keep=150)
        kept = {r["run_id"] for u in ("u1", "u2", "u3") for r in _runs_of(s, u)}
    assert kept == {rid for _, rid in recorded[-150:]}
    with pytest.raises(ValueError, match="OMOIDE_RUNS_KEEP_TOTAL"):
        monkeypatch.setenv("OMOIDE_RUNS_KEEP_TOTAL", "lots")
        runs_kept_total()


def _runs_of(store: MemoryStore, namespace: str) -> list[dict[str, object]]:
    return [{"run_id": run_id} for run_id, *_ in store.db.list_runs(namespace, limit=10_000)]
