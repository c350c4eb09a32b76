"""The guard benchmark (benchmarks/bench_guard.py) as a test: over packs the real retrieval
builds from the bundled sample archive, every natural reply (ja + en) restating the injected
memories passes unchanged, every leak of every kind is caught (also the near-variants of a
paste: reordered, after filler, from other entries, lightly edited, split across tool calls and
arguments), and every streamed run equals the whole text. With $OMOIDE_DATA, the same over
packs from the dev sets' conversations."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.bench_guard import (
    Case,
    dev_packs,
    issue_packs,
    leak_cases,
    model_cases,
    natural_cases,
    run,
    sample_packs,
)
from omoide.memory_store import USEEmbeddings
from tests.conftest import eval_data

# Seconds, not milliseconds: out of the fast lane (`pytest -m "not slow"`); CI runs it.
pytestmark = pytest.mark.slow

KINDS = {"header", "marker", "heading", "reason", "label", "paste", "tool_calls", "reasoning"}


def _check(packs: list[tuple[str, str]], *, issue: bool) -> None:
    cases = natural_cases(packs)
    if issue:
        cases += [Case(f"issue {i}", "natural", t, p) for i, (t, p, _) in enumerate(issue_packs())]
    cases += leak_cases(packs)
    res = run(cases, model_cases(packs))
    assert res.natural >= 200
    assert res.changed == [], res.changed[:5]
    assert res.leaks >= 100
    assert res.missed == [], res.missed[:5]
    assert set(res.by_family) >= KINDS, res.by_family
    assert all(res.by_family[k] >= 8 for k in KINDS), res.by_family
    assert res.by_family["stream"] >= 100
    # The near-variants of issue 34.3 (reordered, filler, other entries, edited, split across
    # tool calls / arguments / text, spelled markers) are among the leaks, all caught.
    assert res.near >= 100 and res.near_missed == 0, (res.near, res.near_missed)
    assert res.stream_mismatch == [], res.stream_mismatch[:5]


@pytest.mark.slow
def test_guard_benchmark_on_the_sample_archive(tmp_path: Path, embedder: USEEmbeddings) -> None:
    packs = sample_packs(tmp_path / "store", embedder=embedder)
    assert len(packs) >= 25  # the real retrieval injected something for most questions
    _check(packs, issue=True)


@pytest.mark.slow
def test_guard_benchmark_on_the_dev_sets() -> None:
    data = eval_data("locomo10_dev.json").parent
    eval_data("jmultiwoz_tc_dev.jsonl.gz")
    packs = dev_packs(data, 40)
    assert len(packs) >= 30
    _check(packs, issue=False)
