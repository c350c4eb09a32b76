"""The hand-labelled extraction sets: well formed, and the rule extractor does not regress
below the figures recorded in benchmarks/results/extraction.md."""

from __future__ import annotations

import json
from datetime import date, timedelta, timezone
from pathlib import Path

import pytest

from omoide.agent.understanding.extract import RuleExtractor, normalize_name
from omoide.memory_store.archive import read_archive

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
SAMPLE = ROOT / "memory_store" / "sample_data"
JST = timezone(timedelta(hours=9))


def load(name: str) -> list[dict[str, object]]:
    return [json.loads(x) for x in (DATA / name).read_text(encoding="utf-8").splitlines() if x]


@pytest.fixture(scope="module")
def episodes() -> dict[str, object]:
    return {e.id: e for e in read_archive(SAMPLE).episodes}


@pytest.mark.parametrize("name", ["extraction_labels.jsonl", "extraction_labels_heldout.jsonl"])
def test_labels_are_well_formed(name: str, episodes: dict[str, object]) -> None:
    labels = load(name)
    ids = [str(x["id"]) for x in labels]
    assert len(ids) == len(set(ids))
    assert set(ids) <= episodes.keys()
    for x in labels:
        assert x["lang"] in ("ja", "en")
        for start, end in x["plans"]:  # type: ignore[attr-defined]
            assert date.fromisoformat(start) <= date.fromisoformat(end)
        assert set(x["relations"]) <= set(x["names"])  # type: ignore[arg-type]


def test_label_sets_do_not_overlap() -> None:
    dev = {x["id"] for x in load("extraction_labels.jsonl")}
    held = {x["id"] for x in load("extraction_labels_heldout.jsonl")}
    assert not dev & held


def test_rule_extractor_floor_on_the_development_set(episodes: dict[str, object]) -> None:
    rules = RuleExtractor(default_tz=JST)
    tp = fp = fn = ptp = pfp = pfn = 0
    for x in load("extraction_labels.jsonl"):
        got = rules.extract(episodes[str(x["id"])])  # type: ignore[arg-type]
        gold = {normalize_name(n) for n in x["names"]}  # type: ignore[attr-defined]
        pred = {normalize_name(e.name) for e in got.entities}
        tp, fp, fn = tp + len(gold & pred), fp + len(pred - gold), fn + len(gold - pred)
        gp = {tuple(p) for p in x["plans"]}  # type: ignore[attr-defined]
        pp = {(p.due_start.isoformat(), p.due_end.isoformat()) for p in got.plans}
        ptp, pfp, pfn = ptp + len(gp & pp), pfp + len(pp - gp), pfn + len(gp - pp)
    # Recorded: names P 0.985 R 0.743; plans P 0.900 R 1.000.
    assert tp / (tp + fp) >= 0.95 and tp / (tp + fn) >= 0.70
    assert ptp / (ptp + pfp) >= 0.85 and ptp / (ptp + pfn) >= 0.95
