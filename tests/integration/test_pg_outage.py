"""PostgreSQL goes away in the middle of a turn (issue 25, bad input): the turn fails loudly,
naming the store without its password, and loses nothing: resumed from its checkpoint once the
server is back, the remember step stores the exchange exactly once. A store opened while the
server is up rides out a restart between turns, and a longer outage (issue 34): the first call
once the server is back succeeds, with one log line when the server goes and one when it is
back."""

from __future__ import annotations

import io
import logging
import shutil
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.outputs import ChatResult
from langgraph.checkpoint.memory import InMemorySaver
from pydantic import Field

from omoide.agent import build_agent
from omoide.memory_store import MemoryStore, USEEmbeddings
from omoide.memory_store.errors import StoreError

pytestmark = pytest.mark.slow

pgserver = pytest.importorskip("pgserver")
from pgserver._commands import pg_ctl  # noqa: E402


@pytest.fixture
def own_server() -> Iterator[Any]:
    """A server of this test's own: the test stops and restarts it."""
    base = Path(tempfile.mkdtemp(prefix="omoide-pg-outage-"))
    base.chmod(0o755)
    srv = pgserver.get_server(base / "pgdata", cleanup_mode="delete")
    try:
        yield srv
    finally:
        srv.cleanup()
        shutil.rmtree(base, ignore_errors=True)


def _stop(srv: Any) -> None:
    pg_ctl(["-w", "-m", "immediate", "stop"], pgdata=srv.pgdata, user=srv.system_user)


class StopsTheServer(GenericFakeChatModel):
    """Answers, and takes the database down while doing so (after retrieval, before
    remember), the first time only."""

    server: Any = None
    stopped: list[bool] = Field(default_factory=list)

    def bind_tools(self, tools: Any, **kwargs: Any) -> StopsTheServer:  # type: ignore[override]
        return self

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> ChatResult:
        if not self.stopped:
            _stop(self.server)
            self.stopped.append(True)
        self.messages = iter([AIMessage("The lighthouse door was painted blue.")])
        return super()._generate(messages, *args, **kwargs)


def test_a_turn_whose_database_goes_away_fails_loudly_and_loses_nothing(
    own_server: Any, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    url = own_server.get_uri() + "&schema=outage"
    with MemoryStore(url, cache_dir=tmp_path, embedder=embedder, embed_workers=0) as store:
        model = StopsTheServer(messages=iter([]), server=own_server)
        agent = build_agent(store, chat_model=model, checkpointer=InMemorySaver())
        config = {"configurable": {"thread_id": "t1"}}
        question = "What colour did the lighthouse keeper paint the door?"
        with pytest.raises(StoreError) as info:
            agent.invoke({"messages": [HumanMessage(question)]}, config)
        message = str(info.value)
        assert "postgresql://postgres:" in message and "\n" not in message
        assert len(agent.get_state(config).values["messages"]) == 2  # the reply was kept
        own_server.ensure_postgres_running()
        # Resumed from the checkpoint: the remember step runs again, and stores once.
        agent.invoke(None, config)
        agent.invoke(None, config)  # nothing left to run: nothing stored twice
        hits = store.search_keyword("lighthouse keeper door colour", k=5)
        stored = [h for h in hits if h.episode.user_text == question]
        assert len(stored) == 1
        assert stored[0].episode.reply_text == "The lighthouse door was painted blue."
        assert store.stats().episodes == 1


def test_a_restart_between_turns_costs_no_failed_call(
    own_server: Any, tmp_path: Path, embedder: USEEmbeddings
) -> None:
    url = own_server.get_uri() + "&schema=restart"
    with MemoryStore(url, cache_dir=tmp_path, embedder=embedder, embed_workers=0) as store:
        from conftest import sample_episodes

        store.add_episodes(sample_episodes()[:4])
        _stop(own_server)
        own_server.ensure_postgres_running()
        # Every pooled connection died with the server: the next calls reconnect.
        assert store.search_keyword("Aurora deadline", k=1)
        assert store.search_vector("a demo for Friday", k=1)
        assert store.add_episodes(sample_episodes()[4:]).added == 4
        assert store.stats().episodes == 8


@pytest.fixture
def warnings_as_printed() -> Iterator[io.StringIO]:
    """What the command line prints of log records (``logging.basicConfig`` at WARNING, the
    CLI's format), captured."""
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setLevel(logging.WARNING)
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    level = root.level
    root.addHandler(handler)
    root.setLevel(logging.WARNING)
    try:
        yield stream
    finally:
        root.removeHandler(handler)
        root.setLevel(level)


def test_the_first_call_after_an_outage_succeeds_with_one_line_per_change(
    own_server: Any,
    tmp_path: Path,
    embedder: USEEmbeddings,
    monkeypatch: pytest.MonkeyPatch,
    warnings_as_printed: io.StringIO,
) -> None:
    """Calls fail during the outage (each within its bounded wait) while the pool backs off its
    reconnection attempts (psycopg_pool's default: 1, 2, 4, 8, 16 s apart, for 5 minutes); the
    server comes back; the next call succeeds. Before issue 34 it failed: the pool's next attempt
    was up to half the outage away and no call got a connection before then. The outage and
    the waits are scaled down (1 s checkout, 3 s wait, ~17 s outage) from the drill's ~50 s
    and 8 s (``benchmarks/pg_outage_drill.py`` runs those)."""
    from conftest import sample_episodes

    from omoide.memory_store.pg import connect

    monkeypatch.setattr(connect, "CHECKOUT_TIMEOUT_S", 1.0)
    monkeypatch.setattr(connect, "SERVER_WAIT_S", 3.0)
    url = own_server.get_uri() + "&schema=comeback"
    with MemoryStore(url, cache_dir=tmp_path, embedder=embedder, embed_workers=0) as store:
        store.add_episodes(sample_episodes()[:4])
        _stop(own_server)
        started, failed = time.monotonic(), 0
        while time.monotonic() - started < 17:
            with pytest.raises(StoreError, match=r"postgresql://postgres:@/postgres\?host="):
                store.search_keyword("Aurora deadline", k=1)
            failed += 1
        own_server.ensure_postgres_running()
        assert store.search_keyword("Aurora deadline", k=1)  # the first call after it
        assert store.add_episodes(sample_episodes()[4:]).added == 4
        assert store.stats().episodes == 8
    assert failed >= 2
    printed = warnings_as_printed.getvalue()
    lines = printed.splitlines()
    assert not [line for line in lines if line[:1].isspace()], printed  # no multi-line record
    assert sum("is unreachable" in line for line in lines) == 1, printed
    assert sum("is reachable again" in line for line in lines) == 1, printed
    assert not [line for line in lines if "psycopg" in line], printed
