"""The injection judgement (issue 36): the chance that the ranking's first candidates hold what
the turn asks about, from evidence the rerank already has — keyword/vector agreement is one
feature among others, not a requirement.

A logistic model over ``JUDGEMENT_FEATURES`` (``judgement_features``: the ranking's first
candidate's rank agreement, cosine, the cosine's margin over the median of the turn's vector
list and its lead over the next, keyword coverage, whether it is written in the other script
than the question and whether it is a saved note; the best agreement of the judged
candidates, how many episodes the vector source could find at all (a small store), whether
the text asks something or is a short greeting, whether the context query ran, and products
of these; and a separate term for the dictionary bridge, ``BRIDGE_FEATURES``, that is 0 on
every turn whose gate is closed — ``fusion.across_share`` 0, no word of the question found
only in the other language — so a turn the bridge has no part in is judged exactly as
without it). ``probability`` is ``sigmoid(intercept + Σ weight·value)``; the coefficients are
plain data (``agent/ranking/judgement_model.py``), fitted offline by ``benchmarks/fit_judgement.py``
on every dev task, each task weighing the same, questions whose evidence is absent included,
the label being "the ranking's first five hold the evidence"; the same script checks it with
each task left out (BENCHMARKS.md §1). So a chance of 0.7 reads "of the dev turns that looked
like this, about 70 % had the answer among the first five".

The injection (``injection.model_judgement``) gives each of the ranking's first candidates that
chance times its ranking score relative to the best (1 for the best); ``injection.p_high``
is what the turn needs to inject, ``injection.p_medium`` what each pick needs. Agreement
still suffices: a candidate the sources agree on as strongly as ``injection.high_threshold``
/ ``medium_threshold`` asked counts as ``p_high`` / ``p_medium``.

``explain`` shows the features that carried the chance (``contributions``: weight·(value −
the dev mean) on the log-odds scale, largest first).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from omoide.memory_store.records import MEMORY_ITEM_SOURCE

from ..question import is_question
from ..records import RetrievalPlan, ScoredCandidate, SourceResult
from ..sources import BRIDGE_SOURCE
from . import judgement_model
from .evidence import bm25_ratio, is_keyword, is_vector, own_coverage
from .fusion import across_share, ja_share, script_gap

__all__ = [
    "BRIDGE_FEATURES",
    "JUDGEMENT_FEATURES",
    "MODEL",
    "Judged",
    "JudgementModel",
    "TurnEvidence",
    "contributions",
    "judge",
    "judgement_features",
    "probability",
    "turn_evidence",
]

JUDGEMENT_FEATURES: tuple[str, ...] = (
    # The ranking's first candidate ("top"):
    "top_agreement",  # its RRF agreement score (the previous judgement; 0: not held)
    "top_cosine",  # its best cosine (0: no vector list found it)
    "top_cos_margin",  # that cosine − the median cosine of the turn's vector list
    "top_cos_lead",  # that cosine − the best cosine of any other candidate
    "top_vector_first",  # it is first in the user's-words vector list
    "top_coverage",  # its keyword score over the query's best possible
    "top_cross",  # its script gap from the question (fusion.script_gap, 0..1)
    "top_note",  # it is a saved note (OmoideStore item, source "langgraph-store")
    # The turn:
    "best_agreement",  # the best RRF agreement among the judged candidates
    "own_coverage",  # the best keyword coverage of the user's words
    "store_small",  # 1 − log(1 + episodes the vector source found) / log(61)
    "asks",  # the user's text asks something (question.is_question)
    "short",  # a short text (< 12 characters: greetings, thanks)
    "context",  # the recent-context query (Q2) ran
    # Products: a margin read differently across scripts, in a small store, for a note.
    "cross*cos_margin",
    "cross*cos_lead",
    "small*cos_margin",
    "small*top_cosine",
    "note*top_cosine",
    # The dictionary bridge's term (BRIDGE_FEATURES): 0 unless the turn's gate is open.
    "bridged",  # the gate is open: some word of the question was found only in translation
    "top_bridge_share",  # ...and the share of the question's words the first candidate holds
    # in translation (its bridge hit's coordination level; 0: the bridge did not find it)
    "across",  # ...the share of the question's words only the bridge found (across_share)
)
"""The turn's evidence the judgement weighs (``judgement_features``)."""

BRIDGE_FEATURES: tuple[str, ...] = ("bridged", "top_bridge_share", "across")
"""The dictionary bridge's term (issue 36): fitted after the rest, over it (the rest's weights
held), and 0 on a turn whose gate is closed (``fusion.across_share`` 0), where the bridge's
list may hold candidates but counts for nothing in fusion — so such a turn is judged as
before the bridge existed. Their dev means are 0: a contribution is the term's own effect."""


@dataclass(frozen=True)
class JudgementModel:
    """Plain-data coefficients: ``weights`` by feature name, the ``intercept``, and the dev
    ``means`` each contribution is read against (what "this feature raised the chance" means)."""

    weights: Mapping[str, float]
    intercept: float
    means: Mapping[str, float]
    fitted_on: str = ""


@dataclass(frozen=True)
class Judged:
    """A turn's judgement: its chance and the features that carried it, largest first."""

    probability: float
    contributions: tuple[tuple[str, float], ...]


@dataclass(frozen=True)
class TurnEvidence:
    """What every candidate of a turn is judged against (computed once per turn)."""

    vector_cos: Mapping[str, float]  # Q1 vector lists: best cosine per id
    vector_rank: Mapping[str, int]  # Q1 vector lists: place by that cosine
    keyword_rank: Mapping[str, int]  # Q1 keyword list: place
    median_cos: float
    own_coverage: float  # the best keyword coverage of the user's words (0..1)
    query_weight: float  # the user's words' best possible BM25 score (0: no keyword list)
    found: int  # distinct episodes the vector lists returned (a store-size proxy, ≤ k)
    query_ja: float
    asks: bool
    short: bool
    context: bool
    by_rank: bool = False  # the turn is fused by rank (RRF), not by score
    across: float = 0.0  # the share of the question's words only the bridge found (0: gate shut)
    bridge_share: Mapping[str, float] = field(default_factory=dict)  # bridge hits: words held


MODEL = JudgementModel(
    weights=judgement_model.WEIGHTS,
    intercept=judgement_model.INTERCEPT,
    means=judgement_model.MEANS,
    fitted_on=" ".join(judgement_model.FITTED_ON),
)
"""The shipped coefficients (agent/ranking/judgement_model.py)."""


def turn_evidence(
    plan: RetrievalPlan, lists: Sequence[SourceResult], *, per_word: int, by_rank: bool = False
) -> TurnEvidence:
    """The turn-level evidence (``TurnEvidence``) from its source lists; ``per_word``: the
    translations per word the run's bridge searched with (``sources.bridge_per_word``: the gate,
    ``fusion.across_share``, reads the question as the fusion and ``rank.bridge_gated`` do);
    ``by_rank``: the turn is fused by rank (``score.turn_fusion`` "rrf")."""
    cos: dict[str, float] = {}
    keyword_rank: dict[str, int] = {}
    found: set[str] = set()
    bridge: dict[str, float] = {}
    for lst in lists:
        if lst.source == BRIDGE_SOURCE:
            for h in lst.hits:
                bridge[h.id] = max(bridge.get(h.id, 0.0), bm25_ratio(lst, h.score))
        if is_vector(lst):
            found.update(h.id for h in lst.hits)
            if lst.query_index == 0:
                for h in lst.hits:
                    cos[h.id] = max(cos.get(h.id, -1.0), h.score)
        elif lst.source == "keyword" and lst.query_index == 0 and is_keyword(lst):
            for i, h in enumerate(lst.hits):
                keyword_rank.setdefault(h.id, i)
    ordered = sorted(cos.items(), key=lambda kv: (-kv[1], kv[0]))
    top = [c for _, c in ordered[:30]]
    return TurnEvidence(
        vector_cos=cos,
        vector_rank={i: n for n, (i, _) in enumerate(ordered)},
        keyword_rank=keyword_rank,
        median_cos=statistics.median(top) if top else 0.0,
        own_coverage=own_coverage(lists),
        query_weight=max(
            (r.max_score or 0.0 for r in lists if r.source == "keyword" and r.query_index == 0),
            default=0.0,
        ),
        found=len(found),
        query_ja=ja_share(plan.user_text),
        asks=is_question(plan.user_text),
        short=len(plan.user_text.strip()) < 12,
        context=any(r.query_index == 1 for r in lists),
        by_rank=by_rank,
        across=across_share(plan.user_text, lists, per_word),
        bridge_share=bridge,
    )


def judgement_features(
    scored: Sequence[ScoredCandidate],
    turn: TurnEvidence,
    agreement: Mapping[str, float],
    depth: int,
) -> dict[str, float]:
    """The turn's ``JUDGEMENT_FEATURES`` values: ``scored`` is the ranking (best first),
    ``agreement`` each candidate's RRF agreement score by id (``injection.judge_by_rank``; absent:
    not held), ``depth`` how many of the ranking's candidates the injection looks at."""
    if not scored:
        return dict.fromkeys(JUDGEMENT_FEATURES, 0.0)
    top = scored[0]
    cos = turn.vector_cos.get(top.id)
    cosine = max(0.0, cos) if cos is not None else max(0.0, top.cosine or 0.0)
    best_other = max((c for i, c in turn.vector_cos.items() if i != top.id), default=0.0)
    margin = cosine - turn.median_cos if cos is not None else 0.0
    lead = cosine - best_other if cos is not None else 0.0
    krank = turn.keyword_rank.get(top.id)
    small = 1.0 - min(1.0, math.log1p(turn.found) / math.log(61))
    cross = script_gap(turn.query_ja, top.episode.text)
    note = 1.0 if top.episode.source == MEMORY_ITEM_SOURCE else 0.0
    five = scored[:5]
    by_rank = 1.0 if turn.by_rank else 0.0
    gate = 1.0 if turn.across > 0 else 0.0
    return {
        "top_agreement": agreement.get(top.id, 0.0),
        "top_cosine": cosine,
        "top_cos_margin": margin,
        "top_cos_lead": lead,
        "top_vector_first": 1.0 if turn.vector_rank.get(top.id) == 0 else 0.0,
        "top_coverage": top.coverage,
        "top_keyword_rank_inv": 0.0 if krank is None else 1.0 / (1 + krank),
        "top_lex": top.lex,
        "top_recency": top.rec,
        "top_cross": cross,
        "top_note": note,
        "by_rank": by_rank,
        "best_agreement": max((agreement.get(c.id, 0.0) for c in scored[:depth]), default=0.0),
        "top5_agreement": sum(agreement.get(c.id, 0.0) for c in five) / 5,
        "top5_both": sum(1 for c in five if c.coverage > 0 and (c.cosine or 0.0) > 0.25) / 5,
        "query_weight": math.log1p(max(0.0, turn.query_weight)),
        "max_cosine": max(0.0, max(turn.vector_cos.values(), default=0.0)),
        "median_cosine": turn.median_cos,
        "own_coverage": turn.own_coverage,
        "store_small": small,
        "asks": 1.0 if turn.asks else 0.0,
        "short": 1.0 if turn.short else 0.0,
        "context": 1.0 if turn.context else 0.0,
        "cross*cos_margin": cross * margin,
        "cross*cos_lead": cross * lead,
        "small*cos_margin": small * margin,
        "small*top_cosine": small * cosine,
        "note*top_cosine": note * cosine,
        "bridged": gate,
        "top_bridge_share": gate * turn.bridge_share.get(top.id, 0.0),
        "across": turn.across,
    }


def probability(values: Mapping[str, float], model: JudgementModel | None = None) -> float:
    """``sigmoid(intercept + Σ weight·value)`` (features the model lacks weigh 0); ``model``:
    the shipped ``MODEL`` unless given."""
    model = model or MODEL
    z = model.intercept + math.fsum(w * values.get(f, 0.0) for f, w in model.weights.items())
    return 1.0 / (1.0 + math.exp(-z)) if z >= 0 else math.exp(z) / (1.0 + math.exp(z))


def contributions(
    values: Mapping[str, float], model: JudgementModel | None = None, *, top: int = 4
) -> tuple[tuple[str, float], ...]:
    """The features that carried a judgement: weight·(value − the dev mean) on the log-odds
    scale, the ``top`` largest in size first (positive: raised the chance)."""
    model = model or MODEL
    parts = [
        (f, w * (values.get(f, 0.0) - model.means.get(f, 0.0))) for f, w in model.weights.items()
    ]
    parts.sort(key=lambda kv: (-abs(kv[1]), kv[0]))
    return tuple((f, round(v, 3)) for f, v in parts[:top] if abs(v) >= 0.005)


def judge(
    scored: Sequence[ScoredCandidate],
    turn: TurnEvidence,
    agreement: Mapping[str, float],
    depth: int,
    model: JudgementModel | None = None,
) -> Judged:
    """The turn's ``Judged``: the chance that the ranking's first candidates hold what it
    asks about, and the features that carried it."""
    values = judgement_features(scored, turn, agreement, depth)
    return Judged(probability(values, model), contributions(values, model))
