"""What GiNZA (spaCy + ``ja_ginza``) would add to consolidation, measured (issue 37).

GiNZA is not a dependency of omoide: run this in a separate environment that has it, e.g.

    python -m venv /tmp/gvenv && /tmp/gvenv/bin/pip install ja-ginza==5.3.0
    /tmp/gvenv/bin/python benchmarks/probe_ginza.py

It loads ``ja_ginza``, runs it over the Japanese user messages of the frozen blind archives
(``tests/data/consolidation_blind/blind_2026_11.json``), and prints the load time, the time per
message, the peak memory, and the named-entity labels GiNZA gives each labelled Japanese
spelling (so its person / place / organisation / animal typing can be compared with the
labels' kinds). Printed, not asserted.
"""

from __future__ import annotations

import json
import resource
import time
from pathlib import Path
from typing import Any

BLIND = (
    Path(__file__).resolve().parents[1]
    / "tests"
    / "data"
    / "consolidation_blind"
    / "blind_2026_11.json"
)


def main() -> None:
    started = time.perf_counter()
    import spacy

    nlp: Any = spacy.load("ja_ginza")
    load = time.perf_counter() - started
    cases = json.loads(BLIND.read_text(encoding="utf-8"))["cases"]
    texts = [ep["user"] for c in cases for ep in c["episodes"]]
    japanese = [t for t in texts if any("\u3040" <= ch <= "\u9fff" for ch in t)]
    started = time.perf_counter()
    docs = [nlp(t) for t in japanese]
    per = (time.perf_counter() - started) / len(japanese) * 1000
    labels: dict[str, set[str]] = {}
    for doc in docs:
        for ent in doc.ents:
            labels.setdefault(ent.text, set()).add(ent.label_)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(
        f"load {load:.1f} s, {per:.1f} ms per Japanese message ({len(japanese)} messages), "
        f"peak RSS {rss:.0f} MB"
    )
    for case in cases:
        for label in case["entities"]:
            for alias in label["aliases"]:
                if not alias.isascii():
                    print(f"{label['kind']:<6} {alias}: {sorted(labels.get(alias, ())) or '-'}")


if __name__ == "__main__":
    main()
