"""`omoide demo`, the README's first command: it ingests the bundled sample archive and recalls
from it, offline (real store, real embedder). What it prints is what a new user judges the
project by, so the sample questions' answers must be among what it injects."""

from __future__ import annotations

from pathlib import Path

import pytest

from omoide.cli import DEMO_QUERIES, main

pytestmark = pytest.mark.slow  # seconds each: in CI's full run, not the fast lane


def answers_of(printed: str) -> dict[str, str]:
    """Each demo question → the lines printed under it."""
    out: dict[str, str] = {}
    question = ""
    for line in printed.splitlines():
        if line.startswith("Q: "):
            question = line[3:].split("   [", 1)[0]
            out[question] = ""
        elif question:
            out[question] += line + "\n"
    return out


def test_demo_ingests_the_sample_and_injects_the_answers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["demo", "--keep", str(tmp_path / "demo")]) == 0
    printed = capsys.readouterr().out
    assert "ingested 377 episodes from 8 files" in printed
    answers = answers_of(printed)
    assert list(answers) == [text for text, _ in DEMO_QUERIES]
    # The answer to each question is among the injected episodes (printed, every one of them).
    expected = {
        "こむぎの散歩で何があったっけ？": "こむぎが",
        "京都旅行はどこに行ったんだっけ": "哲学の道",
        "When does Aurora launch?": "Aurora launches on February 27",
        "田中さんのおすすめの本って何だっけ？": "『博士の愛した数式』",
        "ピアノの練習はどの曲だったかな": "エリーゼ",
    }
    for question, answer in expected.items():
        assert answer in answers[question], (question, answers[question])
    assert "nothing injected" in answers["What's the boiling point of tungsten?"]
    assert (tmp_path / "demo").is_dir()  # --keep: the store stays for `omoide recall`
