"""The dictionary bridge source (``bridge_retrieve``, agent/sources.py; issue 36): the question's
content words and names translated into the other language (``understanding.lexicon``:
"When is Tanaka-san's birthday?" -> 田中 誕生日 …, 「エマの結婚式っていつ？」 -> Ema wedding …),
searched by BM25 like the keyword source's own query, keeping only the episodes written in the
other script than the question (``fusion.script_gap``): what the user's own words cannot
match. One list, ``bridge``; fused by rank and, in convex fusion, read as keyword evidence at
``fusion.bridge_weight`` (agent/ranking/fusion.py).

Skipped cleanly (no list) when the bridge is off (``sources.bridge_k`` 0), the question has
no word the lexicon knows, or nothing in the other script matches.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from omoide.memory_store import MemoryStore, SearchFilters
from omoide.memory_store.records import SearchHit

from ..bridges import bridge_pairs, holds
from ..config import RetrievalConfig
from ..ranking.fusion import ja_share, script_gap
from ..records import RetrievalPlan, SourceResult
from ..sources import BRIDGE_SOURCE
from .keyword_retrieve import apply_keyword_policies

__all__ = [
    "OTHER_SCRIPT",
    "TIE_SHARE",
    "bridge_query",
    "bridge_search",
    "coordinated",
    "holds",
    "wants_bridge",
]

TIE_SHARE = 0.5  # what BM25 adds to a hit's coordination score, at most (``coordinated``)
OTHER_SCRIPT = 0.75  # a hit's script gap from the question (0..1) at least this: the other script


def wants_bridge(plan: RetrievalPlan, config: RetrievalConfig) -> bool:
    """Whether the turn runs the bridge: it is on and the user said something."""
    return config.sources.bridge_k > 0 and bool(plan.user_text.strip())


def bridge_query(plan: RetrievalPlan, config: RetrievalConfig) -> tuple[tuple[str, ...], ...]:
    """The user's names and words in the other language, one group of alternatives each
    (``bridges.bridge_pairs``: the question's first ``MAX_BRIDGE_WORDS``; empty when the
    lexicon knows none of them)."""
    return tuple(forms for _, forms in bridge_pairs(plan.user_text, config.sources.bridge_per_word))


def bridge_search(
    store: MemoryStore, plan: RetrievalPlan, config: RetrievalConfig
) -> list[SourceResult]:
    """The ``bridge`` list: BM25 over the translated words finds the pool, the hits in the
    other script than the question are kept (under the keyword policies and the plan's time
    range) and ranked by how many of the question's words they hold (``coordinated``)."""
    if not wants_bridge(plan, config) or not (groups := bridge_query(plan, config)):
        return []
    flt = SearchFilters.of(since=plan.since, max_sensitivity=config.max_sensitivity)
    drop, max_df = config.sources.drop_speaker_names, config.sources.keyword_max_df
    ((hits, _),) = store.search_keyword_lists(
        [" ".join(f for g in groups for f in g)],
        k=config.sources.bridge_k,
        filters=flt,
        drop_speakers=drop,
        max_df=max_df,
    )
    query_ja = ja_share(plan.user_text)
    other = [h for h in hits if script_gap(query_ja, h.episode.text) >= OTHER_SCRIPT]
    kept = apply_keyword_policies(other, config, context_texts=plan.exclude_texts)
    if not kept:
        return []  # an empty list that "ran" would still count in RRF's best possible score
    if not (scored := coordinated(kept, groups)):
        return []
    return [
        SourceResult(BRIDGE_SOURCE, 0, scored, since=plan.since, max_score=len(groups) + TIE_SHARE)
    ]


def coordinated(
    hits: Sequence[SearchHit], groups: Sequence[tuple[str, ...]]
) -> tuple[SearchHit, ...]:
    """The hits re-scored by coordination level (dictionary-based CLIR's structured query):
    how many of the question's words (``groups``: a word's translations, a name's spellings)
    a hit holds, plus its BM25 score over the list's best times ``TIE_SHARE`` to order hits
    that hold as many; best first, ranks renumbered; a hit that holds none is left out. Over
    the list's ``max_score`` (the number of words plus ``TIE_SHARE``) it reads as the share
    of the question it holds: BM25
    alone ranked an episode naming 田中さん three times over 「今日は田中さんの誕生日」 for
    "When is Tanaka-san's birthday?"."""
    best = max((h.score for h in hits), default=0.0)
    rescored = []
    for h in hits:
        matched = sum(1 for g in groups if holds(h.episode.text, g))
        if not matched:
            continue  # BM25 matched a piece of a word ("flipped" for flip): no evidence
        tie = TIE_SHARE * h.score / best if best > 0 else 0.0
        rescored.append(dataclasses.replace(h, score=matched + tie))
    rescored.sort(key=lambda h: (-h.score, h.id))
    return tuple(dataclasses.replace(h, rank=n) for n, h in enumerate(rescored))
