"""``search_past_conversations`` (design §keyword-policies: keyword search over the log archive,
with its noise policies and time-bucket slotting) and ``get_full_memory_block`` (the whole text of
a block that was clipped), as LangChain tools bound to one store, or to the calling run's user
(a ``NamespacePool`` or ``OmoideStore``: ``omoide.agent.users``).

What the search returns, in order:

1. BM25 finds a pool of blocks; a block counts as a match only when its own words cover enough
   of the query (:data:`MIN_COVERAGE` of the query's IDF weight). The keyword index also looks at
   the exchange before each block, and raw BM25 scores are not comparable across queries, so
   without this floor an unrelated query ("tungsten boiling point") still returned three blocks.
2. The noise policies (speaker filter, short blocks, prefix dedupe) and time-bucket slotting
   choose *which* matches to show; the strongest match is always one of them, and the shown
   blocks are ordered strongest first.
3. Each block shows its time in the store's zone, its id, and both sides with speaker labels,
   on one line each (stored text is data: it cannot start a line of its own).

Bad arguments (an empty query, an unknown id) come back to the model as a tool error it can
read, not as an exception that stops the run.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import datetime
from zoneinfo import ZoneInfo

from langchain_core.tools import BaseTool, StructuredTool, ToolException

from omoide.agent import policies
from omoide.agent.config import PRESETS, RetrievalConfig
from omoide.agent.nodes.pack import escape_text
from omoide.agent.users import StoreSource, run_stores
from omoide.memory_store import MemoryStore, SearchFilters
from omoide.memory_store.ranking import idf_coverage
from omoide.memory_store.records import Episode, SearchHit

__all__ = [
    "FULL_BLOCK_CHARS",
    "MIN_COVERAGE",
    "NOTHING_FOUND",
    "format_block",
    "make_memory_tools",
    "query_coverage",
]

NOTHING_FOUND = "Nothing found: no past conversation matches {query!r}."
NO_BLOCK = "No memory block with id {id!r}; use an id shown by search_past_conversations."
FULL_BLOCK_CHARS = 20_000
"""What ``get_full_memory_block`` shows of one exchange at most (both sides; a side the other
leaves room for gets it): a pasted document of millions of characters stored as a memory would
otherwise go whole into the model's next call, past its context window."""
LEFT_OUT = "… [{n:,} more characters of this message are not shown: it is too long to read whole]"
# A block matches when its words carry this share of the query's IDF weight. Measured on the
# bundled sample archive (tests/integration/test_tools.py): blocks of unrelated queries cover
# at most 0.32 ("tungsten boiling point", "水族館に行った話"); blocks that answer cover 0.45+.
MIN_COVERAGE = 0.4


def query_coverage(store: MemoryStore, query: str) -> Callable[[str], float]:
    """A function giving the share of the query's IDF weight that a text's own words carry.

    The weights are the keyword search's own (BM25's idf in this memory,
    ``MemoryStore.keyword_idf``), one per distinct query token; a token no episode holds
    weighs the most (a query about something the memory never mentions covers little)."""
    idf = store.keyword_idf(list(dict.fromkeys(store.tokenize(query, stopwords=True))))

    def coverage(text: str) -> float:
        return idf_coverage(idf, set(store.tokenize(text)))

    return coverage


def _when(epoch: int, zone: ZoneInfo) -> str:
    at = datetime.fromtimestamp(epoch, tz=zone)
    return f"{at:%Y-%m-%d %H:%M} {zone.key}"


def format_block(hit: SearchHit, *, zone: ZoneInfo | None = None, clip_chars: int = 500) -> str:
    """One result as the agent sees it: time (with its zone), id, then each side labelled."""
    zone = zone or ZoneInfo("UTC")
    e = hit.episode
    half = max(1, clip_chars // 2) if clip_chars > 0 else 0
    user, _ = policies.clip_block(e.user_text.strip(), half, id=e.id)
    reply, _ = policies.clip_block(e.reply_text.strip(), half, id=e.id)
    return f"[{_when(e.occurred_at, zone)}] (id={escape_text(e.id)})\n" + _sides(e, user, reply)


def _sides(e: Episode, user: str, reply: str, *, user_more: int = 0, reply_more: int = 0) -> str:
    """Each side labelled; a saved memory item (one text, no reply) is labelled as one. A side
    cut short (``*_more`` characters left out) ends with :data:`LEFT_OUT`."""

    def shown(text: str, more: int) -> str:
        return escape_text(text) + (" " + LEFT_OUT.format(n=more) if more else "")

    if e.is_memory_item and not reply:
        return f"Saved memory: {shown(user, user_more)}"
    return f"User: {shown(user, user_more)}\nYou: {shown(reply, reply_more)}"


def _select(hits: list[SearchHit], cfg: RetrievalConfig) -> list[SearchHit]:
    """The policies pick which matches to show; the best one always stays; strongest first."""
    if cfg.policies.speaker_filter:
        hits = policies.filter_speakers(hits, cfg.policies.allowed_speakers)
    hits = policies.drop_short(hits, cfg.policies.min_block_chars)
    hits = policies.prefix_dedupe(hits, cfg.policies.prefix_dedupe_chars)
    total = cfg.policies.slot_newest + cfg.policies.slot_oldest + cfg.policies.slot_middle
    if not hits or total <= 0:
        return hits[: max(total, 1)]
    best, rest = hits[0], hits[1:]
    if cfg.policies.time_slotting and len(rest) > total - 1:
        # One slot is the best match's; the others are spread over time.
        newest = min(cfg.policies.slot_newest, total - 1)
        oldest = min(cfg.policies.slot_oldest, total - 1 - newest)
        middle = total - 1 - newest - oldest
        rng = random.Random(cfg.policies.slot_seed)
        rest = policies.time_slots(rest, newest=newest, oldest=oldest, middle=middle, rng=rng)
    return [best, *rest[: total - 1]]  # time_slots keeps relevance order


def _visible(e: Episode, cfg: RetrievalConfig) -> bool:
    return e.searchable and e.sensitivity <= cfg.max_sensitivity


def make_memory_tools(
    store: StoreSource,
    *,
    config: RetrievalConfig | None = None,
    pool_k: int = 50,
    min_coverage: float = MIN_COVERAGE,
    namespace: tuple[str, ...] | None = None,
    user_key: str | None = None,
    default_user: str | None = None,
    full_block_chars: int = FULL_BLOCK_CHARS,
) -> list[BaseTool]:
    """The two memory tools bound to ``store``.

    ``config`` defaults to the ``keyword_tool`` preset (slotting on: a busy week cannot crowd
    out the rest); its ``timezone`` (else the store's) is the zone times are shown in.
    ``pool_k`` BM25 hits are drawn before the floor and the policies pick the few shown.
    With a ``NamespacePool`` or ``OmoideStore`` each call reads the namespace of the run that
    calls the tool (``namespace``, ``user_key``, ``default_user`` as in
    ``build_retrieval_node``; pass the same to both). ``full_block_chars``: what
    ``get_full_memory_block`` shows of one exchange at most (:data:`FULL_BLOCK_CHARS`).
    """
    if (
        isinstance(full_block_chars, bool)
        or not isinstance(full_block_chars, int)
        or full_block_chars < 1_000
    ):
        raise ValueError(
            f"full_block_chars={full_block_chars!r}: allowed a whole number of characters "
            ">= 1,000 (what get_full_memory_block shows of one exchange at most)"
        )
    cfg = config or PRESETS["keyword_tool"]
    stores = run_stores(store, namespace=namespace, user_key=user_key, default_user=default_user)

    def search_past_conversations(query: str) -> str:
        """Search the user's past conversations by keyword (names, places, specific phrases).

        Returns up to five matching exchanges, strongest match first, each with its time, its
        id and what the user and you said. Long ones end with a marker; call
        get_full_memory_block with that id for the whole text. Says "Nothing found" when no
        past conversation matches.
        """
        with stores.lease(stores.namespace_of_run()) as run_store:
            return _search(run_store, query)

    def get_full_memory_block(id: str) -> str:
        """The complete text of one past exchange, by the id shown in search results."""
        with stores.lease(stores.namespace_of_run()) as run_store:
            return _full_block(run_store, id)

    def zone(store: MemoryStore) -> ZoneInfo:
        return cfg.zone(store.timezone)

    def _search(store: MemoryStore, query: str) -> str:
        if not query or not query.strip():
            raise ToolException(
                "query is empty: pass the words to look for, e.g. a name, place or topic."
            )
        try:
            store.check_query(query)
        except ValueError as exc:
            raise ToolException(str(exc)) from None
        flt = SearchFilters.of(max_sensitivity=cfg.max_sensitivity)
        hits = store.search_keyword(query, k=pool_k, filters=flt)
        coverage = query_coverage(store, query)
        matching = [h for h in hits if coverage(h.episode.text) >= min_coverage]
        kept = _select(matching, cfg)
        if not kept:
            return NOTHING_FOUND.format(query=query.strip())
        z = zone(store)
        return "\n\n".join(
            format_block(h, zone=z, clip_chars=cfg.policies.clip_chars) for h in kept
        )

    def _full_block(store: MemoryStore, id: str) -> str:
        key = (id or "").strip()
        if not key:
            raise ToolException("id is empty: pass an id shown by search_past_conversations.")
        try:
            e = store.get(key)
        except KeyError:
            e = None
        # SECRET or hidden episodes get the same answer as a missing id: nothing to learn.
        if e is None or not _visible(e, cfg):
            raise ToolException(NO_BLOCK.format(id=key))
        user, reply = e.user_text.strip(), e.reply_text.strip()
        # Each side gets half the bound, and what the other side leaves of its half.
        half = full_block_chars // 2
        user_room = full_block_chars - min(len(reply), half)
        reply_room = full_block_chars - min(len(user), half)
        return f"[{_when(e.occurred_at, zone(store))}] (id={escape_text(e.id)})\n" + _sides(
            e,
            user[:user_room],
            reply[:reply_room],
            user_more=max(0, len(user) - user_room),
            reply_more=max(0, len(reply) - reply_room),
        )

    return [
        StructuredTool.from_function(search_past_conversations, handle_tool_error=True),
        StructuredTool.from_function(get_full_memory_block, handle_tool_error=True),
    ]
