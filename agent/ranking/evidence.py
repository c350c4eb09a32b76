"""What a turn's source lists say, read the same way by every part that weighs them: the rank
fusion and convex fusion (``fusion``, ``score``), the learned combiner's features
(``combiner``), the judgement and the keyword source's choice of extra lists
(``keyword_retrieve``). Pure functions over ``SourceResult`` lists; a list's family is its
source's (agent/sources.py)."""

from __future__ import annotations

from collections.abc import Sequence

from omoide.memory_store.tokenize import NgramProfile, ngram_dice

from ..config import RetrievalConfig
from ..records import SourceResult
from ..sources import PHRASE_SOURCE, family_of

__all__ = [
    "bm25_ratio",
    "evidence",
    "is_keyword",
    "is_vector",
    "lex_overlap",
    "own_coverage",
    "phrase_found",
    "question_leads",
]


def is_vector(lst: SourceResult) -> bool:
    """A list of the vector source (its hits' scores are cosines)."""
    return family_of(lst.source) == "vector"


def is_keyword(lst: SourceResult) -> bool:
    """A BM25 list (keyword, keyword_phrase, keyword_about_time). Entity expansion (``ex``)
    is neither: its scores are ranks, so it adds candidates but no lexical evidence."""
    return family_of(lst.source) == "keyword"


def bm25_ratio(lst: SourceResult, score: float) -> float:
    """A keyword score over the best score possible for the list's query (0..1)."""
    top = lst.max_score if lst.max_score else max((h.score for h in lst.hits), default=0.0)
    return min(1.0, max(0.0, score / top)) if top > 0 else 0.0


def evidence(lists: Sequence[SourceResult]) -> tuple[dict[str, float], dict[str, float]]:
    """Per episode id: its best cosine over the vector lists, and its best lexical coverage
    (keyword score / the query's best possible score) over the keyword lists."""
    cosine: dict[str, float] = {}
    coverage: dict[str, float] = {}
    for lst in lists:
        for h in lst.hits:
            if is_vector(lst):
                cosine[h.id] = max(cosine.get(h.id, -1.0), h.score)
            elif is_keyword(lst):
                coverage[h.id] = max(coverage.get(h.id, 0.0), bm25_ratio(lst, h.score))
    return cosine, coverage


def question_leads(config: RetrievalConfig, *lists: SourceResult, asks_new: bool = False) -> bool:
    """Whether the user's own words lead a turn with a recent conversation (fusion "auto"):
    they are matched well by themselves (``fusion.auto_convex_coverage``), or the user asks about
    something new (the plan's ``asks_new``) that the verbatim phrase list found
    (``fusion.new_phrase_leads``)."""
    if config.fusion.mode != "auto":
        return False
    gate = config.fusion.auto_convex_coverage
    if gate < 1.0 and own_coverage(lists) >= gate:
        return True
    return config.fusion.new_phrase_leads and asks_new and phrase_found(lists)


def phrase_found(lists: Sequence[SourceResult]) -> bool:
    """Whether the verbatim phrase list (``keyword_phrase``) holds an episode."""
    return any(r.source == PHRASE_SOURCE and r.hits for r in lists)


def own_coverage(lists: Sequence[SourceResult]) -> float:
    """How well the user's own words (Q1) are matched: the best Q1 keyword hit's score over
    the best score possible for Q1 (0..1; 0 without a Q1 keyword list)."""
    return max(
        (
            bm25_ratio(r, h.score)
            for r in lists
            if r.source == "keyword" and r.query_index == 0
            for h in r.hits
        ),
        default=0.0,
    )


def lex_overlap(query: NgramProfile, episode: NgramProfile, strength_ngrams: int) -> float:
    """``fusion.lex_similarity`` over n-gram profiles (``ngram_profile``; the same figure):
    character n-gram Dice, weakened for short queries (greetings match by accident)."""
    strength = min(1.0, len(query) / strength_ngrams) if strength_ngrams > 0 else 1.0
    return ngram_dice(query, episode) * strength
