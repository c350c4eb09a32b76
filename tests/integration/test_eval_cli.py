"""`omoide eval` end to end on a slice of the real LoCoMo dev file (real store, real embedder),
and the harness's own entry point, `python -m benchmarks eval` (which `omoide eval` hands its
arguments to in a source checkout), on a dev set of the repository."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from omoide.cli import main
from tests.conftest import eval_data

# Seconds, not milliseconds: out of the fast lane (`pytest -m "not slow"`); CI runs it.
pytestmark = pytest.mark.slow

LOCOMO_FILE = "locomo10_dev.json"


def test_eval_locomo_with_baselines(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    locomo = eval_data(LOCOMO_FILE)
    out = tmp_path / "report.json"
    argv = [
        "eval",
        "locomo",
        "--data",
        str(locomo),
        "--limit",
        "25",
        "--baselines",
        "--cache",
        str(tmp_path / "cache"),
        "--json",
        str(out),
    ]
    assert main(argv) == 0
    printed = capsys.readouterr().out
    assert "### locomo (25 queries)" in printed
    for system in ("bm25", "vector", "hybrid_rrf", "omoide"):
        assert f"| {system} |" in printed
    report = json.loads(out.read_text())
    assert report["queries"] == 25
    metrics = report["metrics"]
    assert set(metrics) == {"bm25", "vector", "hybrid_rrf", "omoide"}
    for values in metrics.values():
        assert set(values) == {"recall_any@5", "recall_all@5", "recall_any@10", "recall_all@10"}
        assert all(0.0 <= v <= 1.0 for v in values.values())
        assert values["recall_any@10"] >= values["recall_any@5"]
    # Real retrieval finds real evidence: far above what chance would give on ~200 episodes.
    assert metrics["omoide"]["recall_any@10"] > 0.4
    assert 0.0 <= report["feel"]["injected_rate"] <= 1.0

    # A second run reuses the cached store (same episodes, same fingerprint).
    cached = sorted(p.name for p in (tmp_path / "cache").iterdir())
    assert main(argv[:-2]) == 0
    assert sorted(p.name for p in (tmp_path / "cache").iterdir()) == cached


def test_eval_reports_a_bad_file_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "x.json"
    bad.write_text("{not json")
    assert main(["eval", "locomo", "--data", str(bad), "--cache", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("omoide: error:") and str(bad) in err
    assert len(err.strip().splitlines()) == 1


def test_bench_recall_runs_and_writes_its_tables(tmp_path: Path) -> None:
    # The benchmark's corpus is built from these evaluation files ($OMOIDE_DATA).
    eval_data("real_persona_chat_dev.jsonl.gz")
    eval_data("longmemeval_s_dev.json.gz")
    out = tmp_path / "results"
    argv = [
        "bench",
        "recall",
        "--sizes",
        "300",
        "--queries",
        "12",
        "--naive-queries",
        "4",
        "--workdir",
        str(tmp_path / "work"),
        "--out",
        str(out),
    ]
    assert main(argv) == 0
    data = json.loads((out / "recall.json").read_text())
    (row,) = data["results"]
    assert row["episodes"] == 300
    for key in ("omoide_ms", "naive_ms", "in_memory_store_ms", "chroma_where_ms"):
        assert row[key]["p50"] > 0
    assert {"plan", "keyword_retrieve", "vector_retrieve", "rerank", "pack"} <= set(
        row["phases_ms"]
    )
    assert "| 300 |" in (out / "recall.md").read_text()
    assert (out / "recall_latency.png").stat().st_size > 0


ROOT = Path(__file__).resolve().parents[2]


def test_python_m_benchmarks_eval_help_lists_every_task() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks", "eval", "--help"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: python -m benchmarks eval ")
    for task in ("locomo", "longmemeval_multi", "bilingual", "small_store", "--baselines"):
        assert task in done.stdout


def test_python_m_benchmarks_eval_runs_a_repository_dev_set(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # small_store is in the repository (tests/data): no --data, no $OMOIDE_DATA; a task the
    # fixed list of the old `omoide eval` could not run.
    from benchmarks.evaluation.cli import main as harness

    out = tmp_path / "report.json"
    argv = ["eval", "small_store", "--limit", "6", "--cache", str(tmp_path), "--json", str(out)]
    assert harness(argv) == 0
    assert "### small_store (6 queries)" in capsys.readouterr().out
    report = json.loads(out.read_text())
    assert report["queries"] == 6 and set(report["metrics"]) == {"omoide"}
    # The same through `omoide eval`, which hands it to the harness: the same report.
    again = tmp_path / "again.json"
    assert main([*argv[:-1], str(again)]) == 0
    assert json.loads(again.read_text())["metrics"] == report["metrics"]


def test_the_harness_reports_a_missing_data_file_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from benchmarks.evaluation.cli import main as harness

    monkeypatch.delenv("OMOIDE_DATA", raising=False)
    assert harness(["eval", "locomo", "--cache", str(tmp_path)]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith("omoide: error: eval locomo: give --data FILE")
    assert len(err.splitlines()) == 1
