"""The store's time zone: where times are shown to the model and where "last week" begins.

Before: only ``MemoryStore.ingest_archive(default_tz=ZoneInfo(...))`` recorded a zone; ``omoide
ingest --tz Asia/Tokyo`` recorded nothing, and a log whose every line says ``+09:00`` was shown
to the model in UTC (``[2026-02-14T04:07:33+00:00]`` for a message written at 13:07 in Tokyo),
with 「先週」 beginning at midnight UTC. Now the CLI records ``--tz``, and without one the store
takes the offset the user's own log states (not the exports in ``log_import_source/``).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import RunnableConfig
from pydantic import Field

from omoide import build_agent, build_remember_node
from omoide.agent import RetrievalConfig, memory_pack_of, recall
from omoide.agent.consolidation import consolidate
from omoide.memory_store import MemoryStore, USEEmbeddings
from omoide.memory_store.pool import NamespacePool

# Seconds, not milliseconds: out of the fast lane (`pytest -m "not slow"`); CI runs it.
pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[2]
JST = timezone(timedelta(hours=9))

LOG = """\
[2024-02-27 13:07:33 +09:00] USER: 週末は高尾山に登ってきた。紅葉はもう終わりかけ。
[2024-02-27 13:08:10 +09:00] AGENT: 高尾山、いいですね！山頂からの景色はどうでしたか？
[2024-02-28 20:15:00 +09:00] USER: 今日はカレーを作った。
[2024-02-28 20:15:40 +09:00] AGENT: 何カレーにしましたか？
[2024-02-29 07:30:00 +09:00] USER: 朝ランで多摩川の土手を10km走った。
[2024-02-29 07:31:00 +09:00] AGENT: 朝から10kmはすごい！
"""
EXPORT = "[2024-01-10 03:00:00Z] USER: exported from another app, in UTC\n"


def archive(root: Path, log: str = LOG) -> Path:
    (root / "log_import_source").mkdir(parents=True)
    (root / "log.txt").write_text(log, encoding="utf-8")
    (root / "log_import_source" / "app.txt").write_text(EXPORT, encoding="utf-8")
    return root


def omoide(*argv: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "omoide.cli", "--store", str(cwd / "store"), *argv],
        capture_output=True,
        text=True,
        cwd=cwd,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        timeout=300,
        check=False,
    )


def stats_zone(cwd: Path) -> str:
    proc = omoide("stats", cwd=cwd)
    assert proc.returncode == 0, proc.stderr
    return next(line for line in proc.stdout.splitlines() if "timezone:" in line).split(": ")[1]


@pytest.mark.slow
def test_cli_ingest_takes_the_logs_offset_and_a_named_zone_wins(tmp_path: Path) -> None:
    logs = archive(tmp_path / "logs")
    proc = omoide("ingest", str(logs), cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "4 added" in proc.stdout
    assert "times are shown in UTC+09:00 (Etc/GMT-9)" in proc.stdout
    assert stats_zone(tmp_path) == "UTC+09:00 (Etc/GMT-9)"

    # The model sees the time the user wrote, in their zone.
    proc = omoide("recall", "高尾山に登った話", "--now", "2024-03-01T12:00+09:00", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "[2024-02-27T13:07:33+09:00]" in proc.stdout
    assert "+00:00" not in proc.stdout
    # The dates the CLI lists are local too: 07:30 on the 29th in Tokyo is the 28th in UTC.
    proc = omoide("recall", "多摩川の土手を走った", "--now", "2024-03-01T12:00+09:00", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert re.search(r"^\[high\] 2024-02-29 ", proc.stdout, re.MULTILINE), proc.stdout
    # --now without an offset (or as epoch seconds) is the user's local time too.
    for now in ("2024-03-01T12:00", str(int(datetime(2024, 3, 1, 12, tzinfo=JST).timestamp()))):
        proc = omoide("recall", "高尾山に登った話", "--now", now, cwd=tmp_path)
        assert proc.returncode == 0, proc.stderr
        assert "now_local: 2024-03-01T12:00:00+09:00" in proc.stdout

    # The recorded runs are listed and explained in that zone too.
    runs = omoide("runs", cwd=tmp_path)
    assert runs.returncode == 0 and "+09:00  " in runs.stdout, runs.stdout
    explained = omoide("explain", runs.stdout.split()[0], cwd=tmp_path)
    assert explained.returncode == 0 and "+09:00" in explained.stdout.splitlines()[0]

    # --tz names the zone and is remembered (it used to be used for reading only).
    proc = omoide("ingest", "--tz", "Asia/Tokyo", str(logs), cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "times are shown" not in proc.stdout
    assert stats_zone(tmp_path) == "Asia/Tokyo"

    # A later log stating another offset does not replace a zone already recorded.
    other = tmp_path / "berlin" / "log.txt"
    other.parent.mkdir()
    other.write_text("[2024-03-01 10:00 +01:00] USER: Guten Morgen\n", encoding="utf-8")
    assert omoide("ingest", str(other), cwd=tmp_path).returncode == 0
    assert stats_zone(tmp_path) == "Asia/Tokyo"


def test_last_month_begins_at_midnight_in_the_logs_zone(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    with MemoryStore(tmp_path / "store", embedder=embedder) as store:
        store.ingest_archive(archive(tmp_path / "logs"))
        assert store.timezone == "Etc/GMT-9"
        # March 1, 03:00 in Tokyo is still February 29 (18:00) in UTC: 「先月」 is February in
        # Tokyo, January in UTC.
        now = int(datetime(2024, 3, 1, 3, 0, tzinfo=JST).timestamp())
        config = RetrievalConfig(record_runs=False)
        result = recall(store, "先月、高尾山に登ったのはいつだっけ？", now=now, config=config)
        hint = result.plan.time_hint
        assert hint.window_start == int(datetime(2024, 2, 1, tzinfo=JST).timestamp())
        assert hint.window_end == int(datetime(2024, 3, 1, tzinfo=JST).timestamp()) - 1
        assert "[2024-02-27T13:07:33+09:00]" in result.pack
        assert "now_local: 2024-03-01T03:00:00+09:00" in result.pack
        # The run's configuration still overrides the store's zone.
        utc = recall(
            store,
            "先月、高尾山に登ったのはいつだっけ？",
            now=now,
            config=config.replace(timezone="UTC"),
        )
        assert utc.plan.time_hint.window_start == int(datetime(2024, 1, 1, tzinfo=UTC).timestamp())


def test_a_log_with_two_offsets_names_no_zone(tmp_path: Path, embedder: USEEmbeddings) -> None:
    dst = "[2024-03-30 09:00 +01:00] USER: winter time\n[2024-04-01 09:00 +02:00] USER: summer\n"
    with MemoryStore(tmp_path / "store", embedder=embedder) as store:
        store.ingest_archive(archive(tmp_path / "logs", dst))
        assert store.timezone == "UTC"  # a fixed +01:00 would be wrong half the year
        assert store.stats().timezone == "UTC"


def test_remember_writes_the_log_in_the_stores_zone(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    """The live log the remember node appends to reads in the user's local time; re-ingesting
    it adds nothing (the same instant, so the same episode id)."""
    with MemoryStore(tmp_path / "store", embedder=embedder) as store:
        store.ingest_archive(archive(tmp_path / "logs"))
        remember = build_remember_node(store)
        now = int(datetime(2024, 3, 1, 12, 30, tzinfo=JST).timestamp())
        state = {
            "messages": [HumanMessage("傘を忘れた"), AIMessage("濡れませんでしたか？")],
            "now": now,
        }
        remember(state, {"configurable": {"thread_id": "t1"}})
        (log,) = (store.path / "archive").rglob("*.txt")
        assert "[2024-03-01 12:30:00 +09:00] USER: 傘を忘れた" in log.read_text("utf-8")
        before = len(store)
        added, _ = store.ingest_archive(log)
        assert (added.added, len(store)) == (0, before)
        assert store.timezone == "Etc/GMT-9"


def test_consolidation_reads_tomorrow_in_the_logs_zone(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    """08:00 in Tokyo is 23:00 the day before in UTC: read in UTC, 「明日」 was that same day."""
    log = "[2026-01-10 08:00 +09:00] USER: 明日は歯医者の予約がある\n"
    with MemoryStore(tmp_path / "store", embedder=embedder) as store:
        store.ingest_archive(archive(tmp_path / "logs", log))
        consolidate(store, now=datetime(2026, 1, 10, 9, 0, tzinfo=JST))
        (loop,) = store.derived.loops(namespace=store.namespace)
        assert (loop.due_start, loop.due_end) == (date(2026, 1, 11), date(2026, 1, 11))


# -- many users in one folder ---------------------------------------------------------------


class _Recorder(BaseChatModel):
    """A fake chat model that keeps every prompt's system message."""

    systems: list[str] = Field(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "recorder"

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> ChatResult:
        self.systems.append(str(messages[0].content))
        return ChatResult(generations=[ChatGeneration(message=AIMessage("はい"))])


def test_two_users_in_one_folder_keep_their_own_zones(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    """A zone inferred from one user's log is that user's: Bob's Berlin log does not move
    Alice to UTC+01:00, and one agent serving both shows each of them their own time."""
    berlin = "[2024-02-27 19:00 +01:00] USER: Heute war ich im Tiergarten joggen.\n"
    with NamespacePool(tmp_path / "store", embedder=embedder) as pool:
        with pool.lease("alice") as store:
            store.ingest_archive(archive(tmp_path / "alice"))
            assert store.timezone == "Etc/GMT-9"
        with pool.lease("bob") as store:
            store.ingest_archive(archive(tmp_path / "bob", berlin))
            assert store.timezone == "Etc/GMT-1"
        assert (pool.timezone_of("alice"), pool.timezone_of("bob")) == ("Etc/GMT-9", "Etc/GMT-1")
        assert pool.timezone == pool.timezone_of("carol") == "UTC"  # nothing named a zone

        model = _Recorder()
        agent = build_agent(pool, chat_model=model)
        now = int(datetime(2024, 3, 1, 12, 0, tzinfo=UTC).timestamp())
        for user, local in (("alice", "2024-03-01T21:00:00+09:00"), ("bob", "13:00:00+01:00")):
            config: RunnableConfig = {"configurable": {"user_id": user, "thread_id": user}}
            out = agent.invoke(
                {"messages": [HumanMessage("先週なにしたっけ？")], "now": now}, config
            )
            shown = next(ln for ln in model.systems[-1].splitlines() if "Current time" in ln)
            assert local in shown, shown
            assert local in memory_pack_of(out) or not memory_pack_of(out)


def test_a_named_zone_is_kept_and_becomes_the_folders_default(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    def ingest(namespace: str, log: str, tz: ZoneInfo | None = None) -> str:
        folder = tmp_path / f"logs-{len(list(tmp_path.iterdir()))}"
        with MemoryStore(tmp_path / "store", namespace=namespace, embedder=embedder) as store:
            store.ingest_archive(archive(folder, log), **({"default_tz": tz} if tz else {}))
            return store.timezone

    winter = "[2024-01-15 08:00 -05:00] USER: snow day, working from home\n"
    assert ingest("carol", winter, ZoneInfo("America/New_York")) == "America/New_York"
    # Dave's log holds winter times only (-05:00): New York explains them, so it stays his
    # zone (a fixed UTC-05:00 would be an hour off all summer).
    assert ingest("dave", winter) == "America/New_York"
    # Erin's +09:00 is not New York's: her own log says where she lives.
    assert ingest("erin", LOG) == "Etc/GMT-9"
    # Carol's own named zone is not replaced by a later log, whatever it states.
    assert ingest("carol", LOG) == "America/New_York"
    with MemoryStore(tmp_path / "store", namespace="frank", embedder=embedder) as store:
        assert store.timezone == "America/New_York"  # nothing of his own: the folder's
