"""Precision and recall of the offline rule extractor on hand-labelled sample episodes.

The labels (``tests/data/extraction_labels.jsonl``) cover 80 episodes of the bundled sample
archive, chosen to include every person, pet, place, organisation and title the archive
names, every dated plan, and a share of ordinary episodes with none. Labelling policy:

- ``names``: every proper name in the user text or the reply (people, pets, places,
  organisations, projects, events, titles of books/films/pieces), honorifics stripped, written
  as in the text (both scripts when both appear). Not names: weekdays, months, holidays,
  breeds ("Shiba"), acronyms (ETA, CTO) and quoted phrases that are not titles. A relative
  named by a kinship word (母, お母さん) counts as the name 母.
- ``relations``: the relation of a person to the user where the text states or plainly implies
  it ("my manager, Sato-san" -> manager; 山口先生に習います -> teacher).
- ``plans``: each future dated event (on or after the episode's day, "today"/"tonight"/"今日"
  excluded) as ``[start, end]``.

Names are compared after NFKC + case folding; a prediction counts once per episode. Episode
days are read in +09:00, the offset written in the sample archive's headers.

Run: ``python benchmarks/bench_extraction.py [--out benchmarks/results/extraction.md]``
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import timedelta, timezone
from pathlib import Path

from omoide.agent.understanding.aliases import (
    FUZZY_MIN_LEN,
    FUZZY_THRESHOLD,
    MERGE_THRESHOLD,
    similarity,
)
from omoide.agent.understanding.extract import Extraction, RuleExtractor, normalize_name
from omoide.memory_store.archive import read_archive

ROOT = Path(__file__).resolve().parents[1]
LABELS = ROOT / "tests" / "data" / "extraction_labels.jsonl"
# Labelled after the rules were written and never used to tune them: the honest figure.
HELDOUT = ROOT / "tests" / "data" / "extraction_labels_heldout.jsonl"
SAMPLE = ROOT / "memory_store" / "sample_data"
ARCHIVE_TZ = timezone(timedelta(hours=9))


@dataclass
class Score:
    tp: int = 0
    fp: int = 0
    fn: int = 0

    def add(self, gold: set[object], pred: set[object]) -> None:
        self.tp += len(gold & pred)
        self.fp += len(pred - gold)
        self.fn += len(gold - pred)

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


def _names(items: Iterable[str]) -> set[object]:
    return {normalize_name(n) for n in items}


def consolidated_extractions() -> dict[str, Extraction]:
    """Every archive episode extracted in time order by one extractor that learns each name it
    finds (as consolidation does with its alias table), so later unmarked mentions count."""
    extractor = RuleExtractor(default_tz=ARCHIVE_TZ)
    out: dict[str, Extraction] = {}
    for ep in sorted(read_archive(SAMPLE).episodes, key=lambda e: (e.occurred_at, e.id)):
        got = extractor.extract(ep)
        out[ep.id] = got
        extractor.learn(e.name for e in got.entities)
    return out


def evaluate(
    labels_path: Path = LABELS, *, learn: bool = False
) -> tuple[dict[str, dict[str, Score]], list[str]]:
    """Scores per field and language ("all", "ja", "en"), and the error lines. ``learn``:
    extract as consolidation does, with the names learned from earlier episodes."""
    episodes = {e.id: e for e in read_archive(SAMPLE).episodes}
    extractor = RuleExtractor(default_tz=ARCHIVE_TZ)
    learned = consolidated_extractions() if learn else {}
    scores: dict[str, dict[str, Score]] = {
        f: {lang: Score() for lang in ("all", "ja", "en")} for f in ("names", "relations", "plans")
    }
    errors: list[str] = []
    for line in labels_path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        label = json.loads(line)
        got = learned[label["id"]] if learn else extractor.extract(episodes[label["id"]])
        gold = {
            "names": _names(label["names"]),
            "relations": {(normalize_name(k), v) for k, v in label["relations"].items()},
            "plans": {tuple(p) for p in label["plans"]},
        }
        pred = {
            "names": _names(e.name for e in got.entities),
            "relations": {(normalize_name(e.name), e.relation) for e in got.entities if e.relation},
            "plans": {(p.due_start.isoformat(), p.due_end.isoformat()) for p in got.plans},
        }
        for field, g in gold.items():
            p = pred[field]
            for lang in ("all", label["lang"]):
                scores[field][lang].add(g, p)
            for miss in sorted(map(str, g - p)):
                errors.append(f"{label['id']} {field} missed  {miss}")
            for extra in sorted(map(str, p - g)):
                errors.append(f"{label['id']} {field} spurious {extra}")
    return scores, errors


def render(runs: dict[str, dict[str, dict[str, Score]]]) -> str:
    rows = [
        "| mode | field | lang | precision | recall | F1 | TP | FP | FN |",
        "|---|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    for mode, scores in runs.items():
        for field, by_lang in scores.items():
            for lang, s in by_lang.items():
                rows.append(
                    f"| {mode} | {field} | {lang} | {s.precision:.3f} | {s.recall:.3f} | "
                    f"{s.f1:.3f} | {s.tp} | {s.fp} | {s.fn} |"
                )
    return "\n".join(rows)


def throughput(repeats: int = 5) -> str:
    """Episodes per second of RuleExtractor.extract over the sample archive (best of N), per
    episode and with every archive name learned (the largest gazetteer the sample gives)."""
    episodes = read_archive(SAMPLE).episodes
    rows = []
    learned = RuleExtractor(default_tz=ARCHIVE_TZ)
    for ep in episodes:
        learned.learn(e.name for e in learned.extract(ep).entities)
    for mode, extractor in (
        ("per-episode", RuleExtractor(default_tz=ARCHIVE_TZ)),
        ("learned", learned),
    ):
        best = float("inf")
        for _ in range(repeats):
            start = time.perf_counter()
            for ep in episodes:
                extractor.extract(ep)
            best = min(best, time.perf_counter() - start)
        rows.append(
            f"| {mode} | {len(episodes)} | {best * 1000:.0f} ms | {len(episodes) / best:,.0f} |"
        )
    return "\n".join(
        [
            f"RuleExtractor.extract (user text + reply), best of {repeats}, one process:\n",
            "| mode | episodes | time | episodes/s |",
            "|---|---:|---:|---:|",
            *rows,
        ]
    )


ALIAS_PAIRS = ROOT / "tests" / "data" / "alias_pairs.jsonl"


def alias_sweep(thresholds: Iterable[int] = range(80, 101)) -> str:
    """Precision/recall of "same entity" on the labelled alias pairs, per fuzzy threshold."""
    pairs = [json.loads(x) for x in ALIAS_PAIRS.read_text(encoding="utf-8").splitlines() if x]
    scored = [(similarity(p["a"], p["b"]), bool(p["same"])) for p in pairs]
    n_pos = sum(1 for _, same in scored if same)
    rows = [
        f"{n_pos} same / {len(pairs) - n_pos} different pairs (`{ALIAS_PAIRS.relative_to(ROOT)}`)"
        f", FUZZY_MIN_LEN={FUZZY_MIN_LEN}.\n",
        "| threshold | precision | recall | TP | FP | FN |",
        "|---:|---:|---:|---:|---:|---:|",
    ]
    for t in thresholds:
        s = Score()
        for score, same in scored:
            hit = score >= t
            s.tp += hit and same
            s.fp += hit and not same
            s.fn += (not hit) and same
        mark = " (resolve)" if t == FUZZY_THRESHOLD else " (merge)" if t == MERGE_THRESHOLD else ""
        rows.append(
            f"| {t}{mark} | {s.precision:.3f} | {s.recall:.3f} | {s.tp} | {s.fp} | {s.fn} |"
        )
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="write the table (markdown) here")
    parser.add_argument("--errors", action="store_true", help="print every miss and extra")
    args = parser.parse_args(argv)
    parts = []
    for title, path in (("Held-out set", HELDOUT), ("Development set", LABELS)):
        per_episode, errors = evaluate(path)
        learned, learned_errors = evaluate(path, learn=True)
        n = sum(1 for line in path.read_text(encoding="utf-8").splitlines() if line.strip())
        parts.append(
            f"### {title}: {n} episodes (`{path.relative_to(ROOT)}`)\n\n"
            + render({"per-episode": per_episode, "learned": learned})
        )
        if args.errors:
            print(f"-- {title} --\n" + "\n".join(errors))
            print("-- learned --\n" + "\n".join(learned_errors))
    parts.append("### Alias matching\n\n" + alias_sweep())
    parts.append("### Throughput\n\n" + throughput())
    table = "\n\n".join(parts)
    print(table)
    if args.out:
        args.out.write_text(table + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
