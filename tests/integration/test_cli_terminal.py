"""Stored text never drives the terminal (issue 26, 6): ``omoide recall`` and ``loops`` (and
every other command: the CLI's stdout and stderr pass through ``TerminalSafe``) print episodes
and what consolidation derived from them with every control sequence shown as a visible
escape: OSC 52 (writes the clipboard), OSC 0 (sets the window title), CSI (clears the screen,
moves the cursor), a one-byte C1 CSI, BEL, backspace, a carriage return that would overwrite
the line, bidi overrides. Ordinary text (Japanese, tabs, the output's own line breaks) prints
as it is."""

from __future__ import annotations

import json
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from omoide.cli import main, terminal_safe
from omoide.memory_store import Episode, MemoryStore
from omoide.memory_store.embedders import USEEmbeddings

JST = timezone(timedelta(hours=9))
ATTACKS = {
    "osc52": "\x1b]52;c;cm0gLXJmIH4=\x07",
    "osc0": "\x1b]0;pwned\x07",
    "csi": "\x1b[2J\x1b[H",
    "c1": "\x9b31m",
    "bs": "abc\x08\x08\x08",
    "cr": "\rfake line",
    "bidi": "\u202egnp.exe",
}
TEXT = "妹のあかりと京都旅行" + "".join(ATTACKS.values()) + "、4月3日〜5日で決定！"
# What a terminal would act on: ESC, BEL, BS, CR, C1 controls, bidi overrides.
RAW = re.compile("[\x1b\x07\x08\r\x80-\x9f\u202a-\u202e\u2066-\u2069]")


@pytest.fixture
def store_dir(tmp_path: Path, embedder: USEEmbeddings) -> Path:
    path = tmp_path / "store"
    with MemoryStore(path, embedder=embedder) as store:
        store.add_episodes(
            [Episode.create(TEXT, "いいね", occurred_at=datetime(2026, 1, 11, 20, tzinfo=JST))]
        )
    assert main(["--store", str(path), "consolidate", "--now", "2026-02-01T09:00+09:00"]) == 0
    return path


def _run(capsys: pytest.CaptureFixture[str], store: Path, *args: str) -> str:
    capsys.readouterr()
    assert main(["--store", str(store), *args]) == 0
    out, err = capsys.readouterr()
    return out + err


@pytest.mark.parametrize(
    "command",
    [
        ("recall", "京都旅行", "--now", "2026-02-01T09:00+09:00"),
        ("loops",),
        ("loops", "--all"),
    ],
    ids=lambda c: " ".join(c[:2]),
)
def test_stored_control_sequences_are_shown_never_sent(
    store_dir: Path, capsys: pytest.CaptureFixture[str], command: tuple[str, ...]
) -> None:
    shown = _run(capsys, store_dir, *command)
    assert not RAW.search(shown), repr(shown)
    if command[0] in ("recall", "loops"):
        assert "京都旅行" in shown
        assert "\\u001b]52;c;cm0gLXJmIH4=\\u0007" in shown  # visible, and still readable
        assert "\\u009b31m" in shown and "\\u202egnp.exe" in shown


def test_recall_json_stays_valid_json(store_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    shown = _run(capsys, store_dir, "recall", "京都旅行", "--json", "--now", "2026-02-01")
    assert not RAW.search(shown), repr(shown)
    data = json.loads(shown)
    assert ATTACKS["c1"] in data["episodes"][0]["user_text"]  # the data itself is unchanged


def test_plain_text_is_untouched() -> None:
    text = "こむぎ\tthe dog\nline two — “quoted” 👩‍👩‍👧"
    assert terminal_safe(text) == text
    assert terminal_safe("bar\r", carriage_return=True) == "bar\r"
    assert terminal_safe("bar\r") == "bar\\u000d"
