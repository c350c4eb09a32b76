"""`omoide demo`, the README's first command: it ingests the bundled sample archive and recalls
from it, offline (real store, real embedder). What it prints is what a new user judges the
project by, so the sample questions' answers must be among what it injects."""

from __future__ import annotations

import json
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


def injected_of(lines: str) -> list[str]:
    """What the demo printed of each episode it injected under one question (``said[:70]``)."""
    return [ln.split(" User: ", 1)[1] for ln in lines.splitlines() if ln.startswith("   → [")]


def test_recall_on_the_demo_store_gives_the_demos_answers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The demo asks as of the day after the archive; `omoide recall` on the store it kept (the
    # command it suggests) asks at that time too, not at the wall clock, so the tour's
    # commands give the same answers (issue 35: they differed).
    store = tmp_path / "demo"
    assert main(["demo", "--keep", str(store)]) == 0
    printed = capsys.readouterr().out
    assert f"try `omoide --store {store} recall 'こむぎ'` (asked as of " in printed
    answers = answers_of(printed)
    for text, recent in DEMO_QUERIES:
        if recent:
            continue  # the demo gives it a recent conversation
        assert main(["--store", str(store), "recall", text, "--json"]) == 0
        out, err = capsys.readouterr()
        assert "recalling as of " in err and "as `omoide demo` did" in err
        said = [" ".join(e["user_text"].split())[:70] for e in json.loads(out)["episodes"]]
        assert said == injected_of(answers[text]), text
    # --now still asks at another time; an ingest of the user's own data clears the demo clock.
    assert main(["--store", str(store), "recall", "こむぎ", "--now", "2026-06-01"]) == 0
    assert "recalling as of" not in capsys.readouterr().err
    own = tmp_path / "own.txt"
    own.write_text(
        "[2026-06-01 09:00 +09:00] USER: 新しい日記\n[2026-06-01 09:01 +09:00] AGENT: どうぞ\n",
        "utf-8",
    )
    assert main(["--store", str(store), "ingest", str(own)]) == 0
    assert main(["--store", str(store), "recall", "こむぎ"]) == 0
    assert "recalling as of" not in capsys.readouterr().err
