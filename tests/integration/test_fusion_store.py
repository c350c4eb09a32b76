"""Convex fusion over a real store: the BM25 bound the keyword lists carry, and the `convex`
preset end to end (real BM25, real Chroma, the real embedder)."""

from __future__ import annotations

from langchain_core.messages import HumanMessage

from omoide.agent.config import PRESETS
from omoide.agent.nodes.keyword_retrieve import keyword_search
from omoide.agent.nodes.plan import make_plan
from omoide.agent.recaller import recall
from omoide.memory_store import MemoryStore
from tests.conftest import NOW


def test_keyword_score_bound_caps_every_score(store: MemoryStore) -> None:
    for query in ("柴犬のこむぎ", "Project Aurora demo deadline", "京都 旅行 伏見稲荷"):
        hits = store.search_keyword(query, k=20)
        bound = store.keyword_score_bound(query)
        assert hits and bound > 0
        assert all(0 < h.score <= bound for h in hits)
    assert store.keyword_score_bound("zzzunknownzzz") == 0.0


def test_convex_preset_recalls_the_matching_episode(store: MemoryStore) -> None:
    config = PRESETS["convex"].replace(record_runs=False)
    r = recall(store, "柴犬のこむぎが川に飛び込んだ話、覚えてる？", now=NOW, config=config)
    assert r.episodes and "こむぎ" in r.episodes[0].user_text
    top = r.candidates[0]
    assert 0 < top.rrf_norm <= 1 and top.coverage > 0 and top.cosine is not None
    assert "rrf=" in top.reason


def test_keyword_lists_carry_their_query_bound(store: MemoryStore) -> None:
    config = PRESETS["convex"]
    question = [HumanMessage("Project Aurora の締め切りはいつだっけ？")]
    plan = make_plan(question, config, now=int(NOW.timestamp()))
    lists = keyword_search(store, plan, config)
    keyword = [r for r in lists if r.source == "keyword"]
    assert keyword and all(r.max_score and r.max_score > 0 for r in keyword)
