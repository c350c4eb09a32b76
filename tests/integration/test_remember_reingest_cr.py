"""A remembered exchange is stored as its folder's archive log keeps it, so ingesting the log
again adds nothing: a message with a bare carriage return (a Windows client, a pasted text) or
with spaces around it was stored as sent while the log holds it normalised (CR as a line break,
stripped), and the re-ingest added it a second time under another id. Real store, real graph."""

from __future__ import annotations

from pathlib import Path

from langchain_core.messages import AIMessage, HumanMessage

from omoide.agent.nodes.remember import archive_log
from omoide.memory_store import MemoryStore, USEEmbeddings
from tests.conftest import remember_graph


def test_reingesting_the_log_adds_no_copy_of_a_message_with_a_bare_cr(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    with MemoryStore(tmp_path / "s", embedder=embedder) as store:
        graph = remember_graph(store)
        graph.invoke(
            {
                "messages": [
                    HumanMessage("  Packing list:\rtent\r\nstove  "),
                    AIMessage("Don't forget\rthe fuel.\n"),
                ]
            }
        )
        before = len(store)
        (hit,) = store.search_keyword("stove tent", k=5)
        assert hit.episode.user_text == "Packing list:\ntent\nstove"
        assert hit.episode.reply_text == "Don't forget\nthe fuel."
        store.ingest_archive(store.path / archive_log(store.namespace))
        assert len(store) == before == 1
