"""Design §keyword-policies's keyword-source policies: small pure functions over typed hits.

Each takes its parameters explicitly (they come from ``RetrievalConfig``); the node that owns
them (``keyword_retrieve``, and the ``search_past_conversations`` tool) decides which to apply.
"""

from __future__ import annotations

import dataclasses
import functools
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TypeVar

from omoide.memory_store.records import Episode, SearchHit
from omoide.memory_store.tokenize import normalize

__all__ = [
    "MORE_MARKER",
    "clip_block",
    "drop_in_context",
    "drop_short",
    "filter_speakers",
    "neighbour_hits",
    "normalized",
    "prefix_dedupe",
    "time_slots",
]

_T = TypeVar("_T")

# ``normalize`` memoised by the text, shared by every list, thread and turn: a turn's keyword
# lists hold many of the same episodes, and the next turns meet many of them again (each text
# is normalised once, not once per list and policy). Bounded: ~4k texts (a few MB).
normalized: Callable[[str], str] = functools.lru_cache(maxsize=4096)(normalize)

MORE_MARKER = "…（続きがあります / there is more: get_full_memory_block(id={id!r})）"


def filter_speakers(hits: Sequence[SearchHit], allowed: Iterable[str]) -> list[SearchHit]:
    """Keep hits whose speakers are all allowed (USER / AGENT; never SYSTEM)."""
    ok = {s.upper() for s in allowed}

    def role(name: str, default: str) -> str:
        # Display names ("Aki") stand for their role; only explicit role tags are checked.
        return name.upper() if name.upper() in {"USER", "AGENT", "SYSTEM"} else default

    return [
        h
        for h in hits
        if (not h.episode.user_text or role(h.episode.user_speaker, "USER") in ok)
        and (not h.episode.reply_text or role(h.episode.reply_speaker, "AGENT") in ok)
    ]


def drop_in_context(
    hits: Sequence[SearchHit],
    context_texts: Iterable[str],
    *,
    norm: Callable[[str], str] = normalized,
) -> list[SearchHit]:
    """Drop hits already present in the recent conversation (it is in the prompt anyway).

    ``norm`` is ``normalize`` or a memoised copy of it (``normalized``, the default)."""
    seen = {norm(t) for t in context_texts if t.strip()}
    if not seen:
        return list(hits)
    return [
        h
        for h in hits
        if norm(h.episode.user_text) not in seen
        and norm(h.episode.reply_text or h.episode.user_text) not in seen
    ]


def drop_short(hits: Sequence[SearchHit], min_chars: int) -> list[SearchHit]:
    """Skip log blocks shorter than ``min_chars`` characters (greetings match everything).

    Saved memory items (``OmoideStore``: "User likes sushi") are short by nature and are
    facts, not chatter: they are always kept.
    """
    if min_chars <= 0:
        return list(hits)
    return [h for h in hits if h.episode.is_memory_item or len(h.text.strip()) >= min_chars]


def prefix_dedupe(
    hits: Sequence[SearchHit], prefix_chars: int, *, norm: Callable[[str], str] = normalized
) -> list[SearchHit]:
    """Keep the first of hits whose first ``prefix_chars`` characters are the same (after
    ``norm``: ``normalize`` or a memoised copy of it, ``normalized`` by default)."""
    if prefix_chars <= 0:
        return list(hits)
    seen: set[str] = set()
    out = []
    for h in hits:
        key = norm(h.text)[:prefix_chars]
        if key not in seen:
            seen.add(key)
            out.append(h)
    return out


def time_slots(
    hits: Sequence[SearchHit], *, newest: int, oldest: int, middle: int, rng: random.Random
) -> list[SearchHit]:
    """Time-bucket slotting: the ``newest`` most recent, the ``oldest`` earliest and ``middle``
    random ones from between, so one busy week cannot crowd out the rest. The picks keep their
    relevance order (slotting chooses *which*, the ranker still decides *where*)."""
    total = newest + oldest + middle
    if len(hits) <= total:
        return list(hits)
    by_time = sorted(range(len(hits)), key=lambda i: (hits[i].occurred_at, i))
    picked = set(by_time[len(by_time) - newest :] if newest else [])
    picked |= set(by_time[:oldest])
    between = [i for i in by_time[oldest : len(by_time) - newest] if i not in picked]
    picked |= set(rng.sample(between, min(middle, len(between))))
    return [hits[i] for i in sorted(picked)]


def clip_block(text: str, limit: int, *, id: str) -> tuple[str, bool]:
    """Clip text over ``limit`` characters, ending with a marker naming the id to fetch."""
    if limit <= 0 or len(text) <= limit:
        return text, False
    return text[:limit].rstrip() + MORE_MARKER.format(id=id), True


def neighbour_hits(
    anchors: Sequence[SearchHit],
    neighbours: Mapping[str, tuple[Episode | None, Episode | None]],
    *,
    top: int,
    score_weight: float,
) -> list[SearchHit]:
    """Design §sources's conversation continuity as a keyword list: for each of the first
    ``top`` anchors (best first), the episode just after it in its session, then the one just
    before (``neighbours``: id -> (before, after)). An answer is often the exchange after the
    one that holds the question's words ("How long have you had them?" / "3 years now"), and
    the reverse.

    Each neighbour scores ``score_weight`` times its anchor's score (its first anchor's: the
    list is in anchor order, every episode once); anchors may be neighbours of each other.
    """
    out: list[SearchHit] = []
    seen: set[str] = set()
    for anchor in anchors[:top]:
        before, after = neighbours.get(anchor.id, (None, None))
        for episode in (after, before):
            if episode is None or episode.id in seen:
                continue
            seen.add(episode.id)
            out.append(
                dataclasses.replace(
                    anchor,
                    id=episode.id,
                    text=episode.text,
                    score=anchor.score * score_weight,
                    occurred_at=episode.occurred_at,
                    rank=len(out),
                    episode=episode,
                )
            )
    return out
