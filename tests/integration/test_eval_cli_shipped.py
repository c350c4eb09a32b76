"""`omoide eval` end to end without ``$OMOIDE_DATA`` (issue 35): a small conversation in
LoCoMo's published shape, written here, evaluated with the baselines (real store, real
embedder). ``test_eval_cli.py`` runs the same command on the real LoCoMo dev file when the data
is there; this keeps the command covered on a clean clone."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from omoide.cli import main

pytestmark = pytest.mark.slow  # seconds: a store is built and evaluated

# (speaker, text) per session; the questions below cite turns as LoCoMo does ("D2:3").
SESSIONS: list[tuple[str, list[tuple[str, str]]]] = [
    (
        "1:56 pm on 8 May, 2023",
        [
            ("Aki", "Hi Ben! I finally adopted a shiba puppy. Her name is Komugi."),
            ("Ben", "Congratulations! How old is Komugi?"),
            ("Aki", "She is ten weeks old and already chews every cable in the flat."),
            ("Ben", "Puppies do that. Have you tried a bitter spray on the cables?"),
            ("Aki", "I also started piano lessons with Mrs. Yamaguchi on Saturdays."),
            ("Ben", "Nice, what piece are you learning first?"),
            ("Aki", "Fur Elise, slowly. My left hand is hopeless."),
            ("Ben", "It gets better with ten minutes a day."),
        ],
    ),
    (
        "7:10 pm on 20 June, 2023",
        [
            ("Aki", "My sister Akari and I booked a trip to Kyoto for early April."),
            ("Ben", "Great timing for cherry blossoms. Where will you stay?"),
            ("Aki", "A small inn near the Philosopher's Path in Higashiyama."),
            ("Ben", "Book the Arashiyama bamboo grove early in the morning."),
            ("Aki", "Work news: our logistics app Aurora launches on February 27."),
            ("Ben", "That is a big release. Is the team ready?"),
            ("Aki", "Kenta load-tested it with two thousand simulated trucks."),
            ("Ben", "Then you should be fine."),
        ],
    ),
    (
        "9:30 am on 2 August, 2023",
        [
            ("Aki", "Tanaka-san recommended a novel, The Housekeeper and the Professor."),
            ("Ben", "I loved that one. The maths is beautiful."),
            ("Aki", "I ran my first half marathon in Tamagawa in 1 hour 58 minutes."),
            ("Ben", "Under two hours on your first try is impressive."),
            ("Aki", "Komugi turned out to be allergic to chicken, so she eats salmon food now."),
            ("Ben", "Good that the vet found it early."),
        ],
    ),
]
QUESTIONS = [
    ("What is the name of Aki's puppy?", "Komugi", ["D1:1"]),
    ("Who teaches Aki the piano?", "Mrs. Yamaguchi", ["D1:5"]),
    ("Which piece does Aki learn on the piano?", "Fur Elise", ["D1:7"]),
    ("Where will Aki stay in Kyoto?", "near the Philosopher's Path", ["D2:3"]),
    ("When does Aurora launch?", "February 27", ["D2:5"]),
    ("Which book did Tanaka-san recommend?", "The Housekeeper and the Professor", ["D3:1"]),
    ("How long did Aki's first half marathon take?", "1 hour 58 minutes", ["D3:3"]),
    ("What is Komugi allergic to?", "chicken", ["D3:5"]),
]


def locomo_file(path: Path) -> Path:
    """One sample in LoCoMo's shape: ``conversation`` with ``session_N`` turns and dates,
    ``qa`` with evidence dialogue ids."""
    conversation: dict[str, Any] = {"speaker_a": "Aki", "speaker_b": "Ben"}
    for n, (when, turns) in enumerate(SESSIONS, start=1):
        conversation[f"session_{n}_date_time"] = when
        conversation[f"session_{n}"] = [
            {"speaker": who, "dia_id": f"D{n}:{i}", "text": text}
            for i, (who, text) in enumerate(turns, start=1)
        ]
    qa = [{"question": q, "answer": a, "evidence": ev, "category": 4} for q, a, ev in QUESTIONS]
    path.write_text(json.dumps([{"sample_id": "mini", "conversation": conversation, "qa": qa}]))
    return path


def test_eval_locomo_on_a_small_conversation_with_baselines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = locomo_file(tmp_path / "locomo_mini.json")
    out = tmp_path / "report.json"
    argv = ["eval", "locomo", "--data", str(data), "--baselines", "--cache", str(tmp_path / "c")]
    assert main([*argv, "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    assert f"### locomo ({len(QUESTIONS)} queries)" in printed
    report = json.loads(out.read_text())
    assert report["queries"] == len(QUESTIONS)
    metrics = report["metrics"]
    assert set(metrics) == {"bm25", "vector", "hybrid_rrf", "omoide"}
    for system, values in metrics.items():
        assert set(values) == {"recall_any@5", "recall_all@5", "recall_any@10", "recall_all@10"}
        assert values["recall_any@10"] >= values["recall_any@5"], system
        assert f"| {system} |" in printed
    # Each question names its fact plainly among 11 episodes: omoide finds nearly all in 5.
    assert metrics["omoide"]["recall_any@5"] >= 0.85
    assert 0.0 <= report["feel"]["injected_rate"] <= 1.0
