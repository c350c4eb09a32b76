"""The fast read path returns exactly what the plain one does.

``recall()`` runs the graph (sources in parallel threads, one BM25 pass for a turn's keyword
queries, episodes read with the trusted row path, Chroma queried without a count). The
reference below is the turn written the plain way, one store call per list, no graph: both must
give the same candidates (ids, scores, sources) and the same injected episodes, turn by turn.
"""

from __future__ import annotations

import random
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from omoide.agent import RetrievalConfig, recall
from omoide.agent.nodes.bridge_retrieve import bridge_search
from omoide.agent.nodes.keyword_retrieve import (
    _about_time_query,
    _distinctive,
    apply_keyword_policies,
)
from omoide.agent.nodes.plan import make_plan
from omoide.agent.nodes.vector_retrieve import vector_search
from omoide.agent.policies import neighbour_hits
from omoide.agent.ranking import question_leads, rank_lists
from omoide.agent.recaller import _messages
from omoide.agent.records import RetrievalPlan, SourceResult
from omoide.memory_store import Episode, MemoryStore, SearchFilters, USEEmbeddings
from omoide.memory_store.tokenize import normalize
from tests.conftest import NOW, sample_episodes

TOPICS = [
    ("Kyoto trip", "嵐山と伏見稲荷", "temple", "matcha"),
    ("Project Aurora", "demo deadline", "slides", "Friday"),
    ("piano lesson", "Clair de Lune", "left hand", "teacher"),
    ("柴犬のこむぎ", "散歩", "川", "シャンプー"),
    ("curry dinner", "apples and honey", "family", "spicy"),
    ("Nimbus Labs interview", "system design", "nervous", "Thursday"),
]


def synthetic_episodes(n: int) -> list[Episode]:
    """Episodes that share words across topics (partial matches, ties), in sessions, over
    two years (so the recent window and the exploration list both matter), some of them
    answered by a speaker whose name is a topic word."""
    rng = random.Random(5)
    out = []
    for i in range(n):
        a, b = rng.sample(TOPICS, 2)
        user = f"{rng.choice(a)} and {rng.choice(b)}: {rng.choice(a)} again in {2020 + i % 4}"
        reply = f"About {rng.choice(b)}, {rng.choice(a)} — tell me more ({i})"
        out.append(
            Episode.create(
                user,
                reply,
                occurred_at=NOW - timedelta(days=(i * 7) % 700),
                session_id=f"syn{i // 5}",
                # A speaker named like a topic word: both paths leave "aurora" out of the
                # keyword queries (drop_speaker_names), and must agree on what remains.
                reply_speaker="Aurora" if i % 7 == 0 else "AGENT",
            )
        )
    return out


def reference_keyword(store: MemoryStore, plan: RetrievalPlan, cfg: RetrievalConfig) -> list[Any]:
    """keyword_retrieve's lists, one ``search_keyword`` call per list."""
    flt = SearchFilters.of(since=plan.since, max_sensitivity=cfg.max_sensitivity)
    drop, mdf = cfg.sources.drop_speaker_names, cfg.sources.keyword_max_df
    out = []
    for qi, query in enumerate(plan.queries):
        hits = store.search_keyword(
            query, k=cfg.sources.bm25_k_per_query, filters=flt, drop_speakers=drop, max_df=mdf
        )
        kept = apply_keyword_policies(hits, cfg, context_texts=plan.exclude_texts, query_index=qi)
        # the BM25 bound convex fusion divides by
        bound = store.keyword_score_bound(query, drop_speakers=drop, max_df=mdf)
        out.append(SourceResult("keyword", qi, tuple(kept), since=plan.since, max_score=bound))
    if cfg.sources.neighbour_hits and (
        len(plan.queries) == 1 or cfg.sources.neighbour_with_context
    ):
        anchors = out[0].hits[: cfg.sources.neighbour_hits]
        found = store.session_neighbours([h.id for h in anchors], filters=flt)
        hits = neighbour_hits(
            anchors,
            found,
            top=cfg.sources.neighbour_hits,
            score_weight=cfg.sources.neighbour_score_weight,
        )
        kept = apply_keyword_policies(hits, cfg, context_texts=plan.exclude_texts)
        q1 = out[0]
        if kept:
            listed = SourceResult("keyword_neighbour", 0, tuple(kept), q1.since, None, q1.max_score)
            out.append(listed)
    phrase_list = None
    phrases = [
        p for p in plan.keywords if _distinctive(store, p, cfg.sources.keyword_phrase_max_df)
    ]
    if phrases and " ".join(phrases) != plan.user_text:
        joined = " ".join(phrases)
        pool = store.search_keyword(
            joined, k=cfg.sources.keyword_phrase_pool, filters=flt, drop_speakers=drop, max_df=mdf
        )
        wanted = [normalize(p) for p in phrases]
        exact = [h for h in pool if any(w in normalize(h.episode.text) for w in wanted)]
        kept = apply_keyword_policies(exact, cfg, context_texts=plan.exclude_texts)
        phrase_list = SourceResult(
            "keyword_phrase",
            0,
            tuple(kept[: cfg.sources.bm25_k_per_query]),
            since=plan.since,
            max_score=store.keyword_score_bound(joined, drop_speakers=drop, max_df=mdf),
        )
    with_context = len(plan.queries) > 1
    # Not on a turn the user's words lead (it is fused by score, rerank.question_leads).
    found = (out[0],) if phrase_list is None else (out[0], phrase_list)
    if cfg.sources.session_hits and (
        (with_context and not question_leads(cfg, *found, asks_new=plan.asks_new))
        or (not with_context and cfg.sources.session_without_context)
    ):
        qi = len(plan.queries) - 1
        hits, bound = store.search_keyword_sessions(
            plan.queries[qi],
            k=cfg.sources.session_hits,
            filters=flt,
            pool=cfg.sources.session_pool,
            drop_speakers=drop,
            max_df=mdf,
        )
        kept = apply_keyword_policies(hits, cfg, context_texts=plan.exclude_texts, query_index=qi)
        if kept:
            out.append(SourceResult("keyword_session", qi, tuple(kept), plan.since, None, bound))
    if phrase_list is not None:
        out.append(phrase_list)
    if plan.mode == "explicit_about_time" and (about := _about_time_query(plan)):
        all_time = SearchFilters.of(max_sensitivity=cfg.max_sensitivity)
        hits = store.search_keyword(
            about, k=cfg.sources.bm25_k_per_query, filters=all_time, drop_speakers=drop, max_df=mdf
        )
        kept = apply_keyword_policies(hits, cfg, context_texts=plan.exclude_texts)
        bound = store.keyword_score_bound(about, drop_speakers=drop, max_df=mdf)
        out.append(SourceResult("keyword_about_time", 0, tuple(kept), max_score=bound))
    return out


def reference_turn(store: MemoryStore, text: str, recent: Any, cfg: RetrievalConfig) -> Any:
    plan = make_plan(_messages(text, recent), cfg, now=int(NOW.timestamp()))
    # in the order LangGraph applies the parallel sources' updates: by node name
    # (bridge_retrieve, keyword_retrieve, vector_retrieve)
    lists = (
        bridge_search(store, plan, cfg)
        + reference_keyword(store, plan, cfg)
        + vector_search(store, plan, cfg)
    )
    return rank_lists(plan, lists, cfg)  # the rerank's pure function, whatever the fusion


TURNS: list[tuple[str, tuple[tuple[str, str], ...]]] = [
    ("What did I say about the Kyoto trip?", ()),
    ("Project Aurora demo deadline", (("user", "the slides are late"), ("assistant", "ok"))),
    ("こむぎと散歩した川の話", ()),
    ("Tell me about the Nimbus Labs interview in 2021", ()),  # about-time list
    ("piano", (("user", "Clair de Lune and the left hand"), ("assistant", "practice slowly"))),
    ("apples and honey curry with the family, spicy?", ()),
    ("高校の頃の話", ()),  # a life stage: about-time list without a year (nothing matches)
    ("completely unrelated: tungsten boiling point", ()),  # nothing matches
    # A question about something the recent conversation did not name: it leads the turn.
    (
        "What about the teacher and the slides and the temple and the family, and 宮沢賢治?",
        (("user", "Clair de Lune tonight"), ("assistant", "nice")),
    ),
]
EMPTY = {"高校の頃の話", "completely unrelated: tungsten boiling point"}


@pytest.fixture(scope="module")
def big_store(tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings) -> Any:
    path: Path = tmp_path_factory.mktemp("reference") / "store"
    with MemoryStore(path, embedder=embedder) as s:
        s.add_episodes(sample_episodes() + synthetic_episodes(600))
        yield s


def test_the_reference_turns_meet_words_in_most_of_the_memory(big_store: MemoryStore) -> None:
    """Some turn's query holds a word ``keyword_max_df`` drops, so the comparison covers it."""
    cfg = RetrievalConfig(record_runs=False)
    queries = [text for text, _ in TURNS if text.strip()]
    assert any(
        big_store.query_tokens(q, max_df=cfg.sources.keyword_max_df) != big_store.query_tokens(q)
        for q in queries
    )


def test_a_reference_turn_asks_about_something_new(big_store: MemoryStore) -> None:
    """Some turn with a recent conversation is led by its question (``new_phrase_leads``)
    while its own words alone would not lead it, so the comparison covers the rule."""
    cfg = RetrievalConfig(record_runs=False)
    led = []
    for text, recent in TURNS:
        plan = make_plan(_messages(text, recent), cfg, now=int(NOW.timestamp()))
        lists = reference_keyword(big_store, plan, cfg)
        if len(plan.queries) > 1 and question_leads(cfg, *lists, asks_new=plan.asks_new):
            led.append(not question_leads(cfg, *lists))
    assert any(led)


@pytest.mark.parametrize("turn", TURNS, ids=[t[0][:24] for t in TURNS])
def test_recall_equals_the_plain_reference_path(big_store: MemoryStore, turn: Any) -> None:
    cfg = RetrievalConfig(record_runs=False)
    assert cfg.sources.drop_speaker_names and big_store.speaker_terms() == frozenset({"aurora"})
    text, recent = turn
    got = recall(big_store, text, recent_conversation=recent, now=NOW, config=cfg)
    assert not got.skipped
    ranked, candidates = reference_turn(big_store, text, recent, cfg)
    key = [(c.id, c.final, c.rrf, c.lex, c.hit_sources, c.duplicate_of) for c in candidates]
    assert [
        (c.id, c.final, c.rrf, c.lex, c.hit_sources, c.duplicate_of) for c in got.candidates
    ] == key
    assert [(e.id, e.score, e.relevance) for e in got.episodes] == [
        (e.id, e.score, e.relevance) for e in ranked
    ]
    if text not in EMPTY:
        assert len(key) >= 5  # a real ranking was compared, not two empty lists
