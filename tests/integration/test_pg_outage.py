"""PostgreSQL goes away in the middle of a turn (issue 25, bad input): the turn fails loudly,
naming the store without its password, and loses nothing: resumed from its checkpoint once the
server is back, the remember step stores the exchange exactly once. A store opened while the
server is up rides out a restart between turns."""

from __future__ import annotations

import shutil
import tempfile
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
