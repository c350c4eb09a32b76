"""Shared builders of the dictionary-bridge tests (tests/unit/test_bridge_source.py,
test_bridge_gate.py, test_judgement_bridge_term.py): episodes, hits and a plan for one
question, at one fixed time."""

from __future__ import annotations

from omoide.agent.records import RetrievalPlan
from omoide.memory_store.records import Episode, SearchHit

NOW = 1_780_000_000


def episode(i: str, user: str, reply: str = "ok", days: int = 10) -> Episode:
    return Episode(i, user, reply, NOW - days * 86_400)


def hit(e: Episode, score: float, rank: int, source: str) -> SearchHit:
    return SearchHit(e.id, e.text, score, source, e.occurred_at, rank, e)  # type: ignore[arg-type]


def plan(text: str) -> RetrievalPlan:
    return RetrievalPlan(
        mode="associative_recent",
        queries=(text,),
        user_text=text,
        context_text="",
        now=NOW,
        max_candidates=60,
        max_selected=5,
    )
