"""How a turn's source lists are fused into one candidate list: pure functions over the
lists (``SourceResult``) and the configuration, shared by the turn's ranking (``score``) and
the learned combiner (``combiner``).

- ``vote_weights`` / ``list_weight``: each list's RRF vote weight (``config.fusion``);
- ``rrf_merge``: Reciprocal Rank Fusion with those weights (the one ``rrf()`` of
  ``memory_store.ranking``);
- ``convex_merge`` / ``convex_score``: score fusion of normalised keyword scores and cosines
  (``query_alpha``, ``cosine_norm``);
- ``lex_similarity`` and ``recency``: two of design §rerank's per-candidate evidences.

Which fusion a turn uses and the final score are ``score``'s; the injection thresholds
``injection``'s.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from omoide.memory_store.ranking import rrf
from omoide.memory_store.records import Episode
from omoide.memory_store.tokenize import dice

from ..bridges import bridge_pairs, bridged, holds, name_keys
from ..config import RetrievalConfig
from ..records import SourceResult
from ..sources import BRIDGE_SOURCE, LINKED_SOURCES, LISTS, PHRASE_SOURCE, family_of
from .evidence import bm25_ratio, evidence, is_keyword, is_vector, phrase_found

__all__ = [
    "FusedCandidate",
    "across_share",
    "convex_merge",
    "convex_score",
    "cosine_norm",
    "ja_share",
    "lex_similarity",
    "list_weight",
    "query_alpha",
    "recency",
    "rrf_merge",
    "script_gap",
    "vote_weights",
]

_JA = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]+")
_LATIN = re.compile(r"[A-Za-z\u00c0-\u024f]+")


@functools.lru_cache(maxsize=16384)
def ja_share(text: str) -> float:
    """The share of a text's letters (its first 400 characters) that are kana or kanji, as
    against Latin letters (0 when it has neither)."""
    head = text[:400]
    if head.isascii():  # most English text: no kana or kanji at all
        return 0.0
    ja = sum(map(len, _JA.findall(head)))  # runs, not characters: fewer objects
    latin = sum(map(len, _LATIN.findall(head)))
    return ja / (ja + latin) if ja + latin else 0.0


def script_gap(query_ja: float, text: str) -> float:
    """How far apart a query and a text are in script (issue 36): |Japanese share of the
    query − of the text|, 0..1. Near 1, the text shares no words or characters with the query
    but names, so keyword and n-gram evidence cannot see it; only the multilingual vectors can."""
    return abs(query_ja - ja_share(text))


# The cross-script reading applies when the user's words are not matched well in their own
# script (best keyword coverage below this): at 0.5 the bundled sample's 「京都旅行はどこに
# 行ったんだっけ」 keeps 哲学の道 among its picks (ungated, English plans for the trip crowded
# it out); cross-language answers in the top 5 of the bilingual dev set 0.71 -> 0.67.
CROSS_GATE = 0.5


def vote_weights(config: RetrievalConfig, lists: Sequence[SourceResult] = ()) -> dict[str, float]:
    """Each list's RRF vote weight by hit-source code: the ``config.fusion`` field its spec
    names (agent/sources.py; none: 1), the vector lists' scaled by
    ``fusion.rrf_weight_vector_when_phrase`` when the verbatim phrase list found something;
    ``"@q2"``: the scale of the context query's lists (``fusion.rrf_weight_context_query``)."""
    f = config.fusion
    phrase = f.rrf_weight_vector_when_phrase if phrase_found(lists) else 1.0
    out: dict[str, float] = {}
    for code, spec in LISTS.items():
        if spec.weight is not None:
            w: float = getattr(f, spec.weight)
            out[code] = w * phrase if family_of(code) == "vector" else w
    out["@q2"] = f.rrf_weight_context_query
    return out


def list_weight(weights: Mapping[str, float], lst: SourceResult) -> float:
    """A list's vote weight: by its hit-source code, else by its family (``family_of``), else
    1; the lists of Q2 (recent context + user text) are scaled by ``weights["@q2"]``."""
    w = weights.get(lst.source, weights.get(family_of(lst.source), 1.0))
    return w * weights.get("@q2", 1.0) if lst.query_index == 1 else w


@dataclass(frozen=True)
class FusedCandidate:
    """A fused candidate. ``rrf`` is its fused score (RRF, or the convex score); ``cosine`` its
    best cosine in a vector list (None: no vector list has it); ``coverage`` its best keyword
    score over the best score possible for that query (0..1, design §rerank's lexical
    evidence)."""

    id: str
    episode: Episode
    rrf: float
    hit_sources: tuple[str, ...]
    cosine: float | None = None
    coverage: float = 0.0


def rrf_merge(
    lists: Sequence[SourceResult],
    *,
    rrf_k: int,
    max_candidates: int,
    weights: Mapping[str, float] | None = None,
) -> list[FusedCandidate]:
    """Reciprocal Rank Fusion with id dedupe: score(d) = Σ 1 / (fusion.rrf_k + rank + 1).

    Fusing by rank means raw BM25 scores (which can be zero or negative on tiny corpora) and
    cosine similarities never have to be compared or thresholded. ``weights`` scale a list's
    votes, keyed by source name or by family (the part before "_": "keyword", "vector").
    """
    sources: dict[str, list[str]] = {}
    episodes: dict[str, Episode] = {}
    for lst in lists:
        tag = f"{lst.source}:q{lst.query_index + 1}"
        for hit in lst.hits:
            if tag not in sources.setdefault(hit.id, []):
                sources[hit.id].append(tag)
            episodes.setdefault(hit.id, hit.episode)
    # The one RRF every ranking surface uses (memory_store.ranking).
    ordered = rrf(
        [[h.id for h in lst.hits] for lst in lists],
        k=rrf_k,
        weights=[list_weight(weights or {}, lst) for lst in lists],
    )[:max_candidates]
    cosine, coverage = evidence(lists)
    return [
        FusedCandidate(i, episodes[i], s, tuple(sources[i]), cosine.get(i), coverage.get(i, 0.0))
        for i, s in ordered
    ]


def convex_score(
    keyword: float,
    semantic: float,
    phrase: bool,
    *,
    alpha: float,
    phrase_weight: float,
    entity: bool = False,
    entity_weight: float = 0.0,
) -> float:
    """Convex fusion of normalised scores (Bruch, Gai & Ingber, TOIS 2023):
    ``((1 - alpha) * keyword + alpha * semantic + phrase_weight * phrase
    + entity_weight * entity) / (1 + phrase_weight + entity_weight)``, in 0..1 when both
    scores are."""
    fused = (1.0 - alpha) * keyword + alpha * semantic + (phrase_weight if phrase else 0.0)
    fused += entity_weight if entity else 0.0
    return fused / (1.0 + phrase_weight + entity_weight)


def _entity_evidence(
    lists: Sequence[SourceResult], config: RetrievalConfig
) -> tuple[set[str], float]:
    """The episodes linked to the entities in play (the ``ex`` list) and the weight of that
    evidence: ``fusion.convex_entity_weight`` when the list found something, else 0, so a turn
    without entities in play is scored exactly as before (design §sources)."""
    # The about-time list (``at``) is evidence of the same kind: linked to what the question
    # names (its time), not matched by its words.
    ids = {h.id for r in lists if r.source in LINKED_SOURCES for h in r.hits}
    return ids, (config.fusion.convex_entity_weight if ids else 0.0)


def query_alpha(alpha: float, best_coverage: float, shift: float) -> float:
    """The query's semantic weight: ``alpha * (1 - shift * best_coverage)``. When some episode
    holds most of the query's weighted (rare) terms, the keyword side is trusted more."""
    return alpha * (1.0 - shift * min(1.0, max(0.0, best_coverage)))


def cosine_norm(cosine: float, *, floor: float, top: float = 1.0) -> float:
    """A cosine mapped to 0..1 between ``floor`` (→ 0) and ``top`` (→ 1), clamped."""
    if top <= floor:
        return 1.0 if cosine >= top else 0.0
    return min(1.0, max(0.0, (cosine - floor) / (top - floor)))


def convex_merge(
    lists: Sequence[SourceResult],
    config: RetrievalConfig,
    *,
    max_candidates: int,
    query: str | None = None,
) -> list[FusedCandidate]:
    """Score-based fusion: every candidate of any list gets ``convex_score`` of its best
    normalised keyword score (``bm25_ratio``: over the best score possible for its query),
    its best normalised cosine, and whether it is in the verified exact-phrase list. A list
    that misses a candidate contributes 0; the entity list (``ex``) only contributes
    candidates. ``query``: the user's words; with ``fusion.cross_script_aware``, a candidate
    written in the other script (``script_gap``) is weighed by its cosine in that measure."""
    context_weight = config.fusion.convex_context_weight
    keyword: dict[str, float] = {}
    semantic: dict[str, float] = {}
    phrase: set[str] = set()
    sources: dict[str, list[str]] = {}
    episodes: dict[str, Episode] = {}
    for lst in lists:
        tag = f"{lst.source}:q{lst.query_index + 1}"
        # Q2 carries the recent context: it may support the user's words, not outvote them.
        scale = context_weight if lst.query_index == 1 else 1.0
        for h in lst.hits:
            if tag not in sources.setdefault(h.id, []):
                sources[h.id].append(tag)
            episodes.setdefault(h.id, h.episode)
            if is_vector(lst):
                v = scale * cosine_norm(h.score, floor=config.fusion.convex_cosine_floor)
                semantic[h.id] = max(semantic.get(h.id, 0.0), v)
            elif lst.source == PHRASE_SOURCE:
                phrase.add(h.id)
            elif is_keyword(lst):
                k = scale * bm25_ratio(lst, h.score)
                keyword[h.id] = max(keyword.get(h.id, 0.0), k)
    cosine, coverage = evidence(lists)
    # What the question asks that its own language's hits cannot hold (issue 36): the bridge
    # counts only then (a question whose every word its own language's hits hold, 「こむぎの散歩
    # の話」 over Japanese walks and English "Evening walk"s, is ranked as before).
    across = 0.0
    if query is not None and config.fusion.bridge_weight > 0:
        across = across_share(query, lists, config.sources.bridge_per_word)
    if across > 0 and config.fusion.bridge_discount:
        keep = 1.0 - config.fusion.bridge_discount * across
        keyword.update((i, v * keep) for i, v in keyword.items())
        coverage.update((i, v * keep) for i, v in coverage.items())
    best_coverage = max(coverage.values(), default=0.0)  # the user's words, in their script
    alpha = query_alpha(
        config.fusion.convex_alpha, best_coverage, config.fusion.convex_alpha_coverage
    )
    if query is not None and config.fusion.cross_script_aware and config.fusion.name_bridge:
        _bridge_names(query, episodes, keyword, config.fusion.name_bridge)
    if across > 0:
        _bridge_words(lists, keyword, coverage, config.fusion.bridge_weight)
    scores = _convex_scores(
        lists,
        episodes,
        config,
        keyword=keyword,
        semantic=semantic,
        phrase=phrase,
        alpha=alpha,
        query_ja=None
        if query is None or not config.fusion.cross_script_aware or best_coverage >= CROSS_GATE
        else ja_share(query),
    )
    return _ordered(scores, episodes, sources, cosine, coverage, max_candidates)


def _convex_scores(
    lists: Sequence[SourceResult],
    episodes: Mapping[str, Episode],
    config: RetrievalConfig,
    *,
    keyword: Mapping[str, float],
    semantic: Mapping[str, float],
    phrase: set[str],
    alpha: float,
    query_ja: float | None = None,
) -> dict[str, float]:
    """``convex_score`` of every candidate from its normalised evidence: the semantic weight
    per candidate (``_reachable_alpha``; moved toward 1 by the candidate's ``script_gap`` from
    the query when ``query_ja`` is given), the entity bonus from ``lists``' entity list."""
    linked, entity_weight = _entity_evidence(lists, config)

    def cross(e: Episode) -> float:
        return 0.0 if query_ja is None else script_gap(query_ja, e.text)

    def score(i: str, a: float) -> float:
        return convex_score(
            keyword.get(i, 0.0),
            semantic.get(i, 0.0),
            i in phrase,
            alpha=a,
            phrase_weight=config.fusion.convex_phrase_weight,
            entity=i in linked,
            entity_weight=entity_weight,
        )

    out = {}
    for i, e in episodes.items():
        a = _reachable_alpha(alpha, lists, e.occurred_at, config)
        gap = cross(e)
        # The better of the two readings: the keyword side when it did match (a name, a
        # number), the cosine in the measure the candidate is out of the keyword side's reach.
        out[i] = max(score(i, a), score(i, _cross_alpha(a, gap))) if gap > 0 else score(i, a)
    return out


def _ordered(
    scores: Mapping[str, float],
    episodes: Mapping[str, Episode],
    sources: Mapping[str, list[str]],
    cosine: Mapping[str, float],
    coverage: Mapping[str, float],
    max_candidates: int,
) -> list[FusedCandidate]:
    ordered = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))[:max_candidates]
    return [
        FusedCandidate(i, episodes[i], s, tuple(sources[i]), cosine.get(i), coverage.get(i, 0.0))
        for i, s in ordered
    ]


def _bridge_names(
    query: str, episodes: Mapping[str, Episode], keyword: dict[str, float], weight: float
) -> None:
    """A candidate in the other script than ``query`` that names one of its names (their
    readings meet: 田中 / Tanaka-san, agent/bridges.py) gets at least ``weight`` as its
    keyword score: the match keyword search could not see."""
    keys = name_keys(query)
    if not keys:
        return
    query_ja = ja_share(query)
    for i, e in episodes.items():
        if script_gap(query_ja, e.text) >= 0.5 and bridged(keys, e.text):
            keyword[i] = max(keyword.get(i, 0.0), weight)


def _stem(word: str) -> str:
    """What a word of the question is looked for as in a text: Latin words lowercased and cut
    to their first letters (allergic / allergy, birthdays / birthday), Japanese as written."""
    low = word.lower()
    return low[: max(4, len(low) - 2)] if low.isascii() else low


def across_share(query: str, lists: Sequence[SourceResult], per_word: int) -> float:
    """The share of the question's translated words and names (``bridges.bridge_pairs``)
    that only the dictionary bridge found: no hit of the user's own keyword list (Q1) holds
    the word (``_stem``), a hit of the bridge list holds one of its translations — both read
    by ``bridges.holds``, the matcher the bridge counts its coordination level with (Latin
    words from a word start: 使う's "use" is not in "because"). "When is Tanaka-san's
    birthday?" over a memory that holds birthdays only in Japanese: 1 of 2 (Tanaka is in the
    English hits, 誕生日 only in the bridge's), so an English hit that matches the name alone
    covers half the question, not all that its keyword score (birthday is not in its index,
    so not in the best score possible) says. 0 without a bridge list."""
    bridge = [h.episode.text for r in lists if r.source == BRIDGE_SOURCE for h in r.hits]
    if not bridge:
        return 0.0
    pairs = bridge_pairs(query, per_word)
    if not pairs:
        return 0.0
    own = [
        h.episode.text
        for r in lists
        if r.source == "keyword" and r.query_index == 0
        for h in r.hits
    ]
    across = 0
    for source, forms in pairs:
        # one matcher for both sides, the bridge's own (``bridges.holds``): Latin words from a
        # word start ("use" is not in "because"), Japanese verbs by their stem
        if any(holds(t, (_stem(source),)) for t in own):
            continue
        if any(holds(t, forms) for t in bridge):
            across += 1
    return across / len(pairs)


def _bridge_words(
    lists: Sequence[SourceResult],
    keyword: dict[str, float],
    coverage: dict[str, float],
    weight: float,
) -> None:
    """A hit of the dictionary-bridge list (the question's words in the other language,
    agent/nodes/bridge_retrieve.py) counts as keyword evidence, and as keyword coverage, at
    ``weight`` times its score over the list's best possible (``bm25_ratio``): the share of
    the question's words it holds in translation (its coordination level), the match keyword
    search could not see."""
    for lst in lists:
        if lst.source != BRIDGE_SOURCE:
            continue
        for h in lst.hits:
            v = weight * bm25_ratio(lst, h.score)
            keyword[h.id] = max(keyword.get(h.id, 0.0), v)
            coverage[h.id] = max(coverage.get(h.id, 0.0), v)


def _cross_alpha(alpha: float, gap: float) -> float:
    """The semantic weight of a candidate ``gap`` apart from the query in script: the keyword
    side cannot match its words, so its weight goes to the cosine in that measure."""
    return alpha + (1.0 - alpha) * gap


def _reachable_alpha(
    alpha: float, lists: Sequence[SourceResult], occurred_at: int, config: RetrievalConfig
) -> float:
    """The semantic weight for one candidate. A family none of whose lists could hold the
    candidate (their time window excludes it, e.g. the all-time exploration list's finds for
    the windowed keyword lists) says nothing about it: its weight goes to the other family,
    as RRF's "possible" normalisation leaves out the lists that could not rank a candidate."""
    if not config.fusion.convex_window_aware:
        return alpha
    kw = any(is_keyword(r) and r.source != PHRASE_SOURCE and r.admits(occurred_at) for r in lists)
    vec = any(is_vector(r) and r.admits(occurred_at) for r in lists)
    if kw and not vec:
        return 0.0
    if vec and not kw:
        return 1.0
    return alpha


def lex_similarity(query_ngrams: set[str], episode_ngrams: set[str], strength_ngrams: int) -> float:
    """Character n-gram Dice, weakened for short queries (greetings match by accident)."""
    strength = min(1.0, len(query_ngrams) / strength_ngrams) if strength_ngrams > 0 else 1.0
    return dice(query_ngrams, episode_ngrams) * strength


def recency(occurred_at: int, now: int, tau_days: float) -> float:
    age_days = max(0.0, (now - occurred_at) / 86_400)
    return math.exp(-age_days / tau_days) if tau_days > 0 else 0.0
