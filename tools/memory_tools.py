"""``search_past_conversations`` (design §keyword-policies: keyword search over the log archive,
with its noise policies and time-bucket slotting) and ``get_full_memory_block`` (the whole text of
a block that was clipped), as LangChain tools bound to one store."""

from __future__ import annotations

from datetime import UTC, datetime

from langchain_core.tools import BaseTool, StructuredTool

from omoide.agent.config import PRESETS, RetrievalConfig
from omoide.agent.nodes.keyword_retrieve import apply_keyword_policies
from omoide.memory_store import MemoryStore, SearchFilters
from omoide.memory_store.records import SearchHit

__all__ = ["format_block", "make_memory_tools"]

NOTHING_FOUND = "No past conversation matches {query!r}."


def format_block(hit: SearchHit) -> str:
    """One search result as the agent sees it: date, id, both sides (clipped text)."""
    when = datetime.fromtimestamp(hit.occurred_at, tz=UTC).strftime("%Y-%m-%d %H:%M")
    return f"[{when}] (id={hit.id})\n{hit.text}"


def make_memory_tools(
    store: MemoryStore, *, config: RetrievalConfig | None = None, pool_k: int = 50
) -> list[BaseTool]:
    """The two memory tools bound to ``store``.

    ``config`` defaults to the ``keyword_tool`` preset (slotting on: a busy week cannot crowd
    out the rest); ``pool_k`` BM25 hits are drawn before the policies pick the few shown.
    """
    cfg = config or PRESETS["keyword_tool"]

    def search_past_conversations(query: str) -> str:
        """Search the user's past conversations by keyword (names, places, specific phrases).

        Returns up to five exchanges spread over time (the newest, the oldest and one from
        between), each with its date and id. Long ones end with a marker; call
        get_full_memory_block with that id for the whole text.
        """
        flt = SearchFilters.of(max_sensitivity=cfg.max_sensitivity)
        hits = store.search_keyword(query, k=pool_k, filters=flt)
        kept = apply_keyword_policies(hits, cfg, context_texts=())
        if not cfg.time_slotting:
            kept = kept[: cfg.slot_newest + cfg.slot_oldest + cfg.slot_middle]
        if not kept:
            return NOTHING_FOUND.format(query=query)
        return "\n\n".join(format_block(h) for h in kept)

    def get_full_memory_block(id: str) -> str:
        """The complete text of one past exchange, by the id shown in search results."""
        try:
            e = store.get(id.strip())
        except KeyError:
            return f"No memory block with id {id!r}; use an id from search_past_conversations."
        when = datetime.fromtimestamp(e.occurred_at, tz=UTC).strftime("%Y-%m-%d %H:%M")
        return (
            f"[{when}] (id={e.id}, {e.source})\n{e.user_speaker}: {e.user_text}\n"
            f"{e.reply_speaker}: {e.reply_text}"
        )

    return [
        StructuredTool.from_function(search_past_conversations),
        StructuredTool.from_function(get_full_memory_block),
    ]
