"""Consolidation: the write path that turns episodes into derived memory (design
§consolidation) — entities with aliases, facts, open loops, summaries, relationship state.

- :func:`consolidate` / :func:`aconsolidate`: run it over a store's namespace.
- :func:`build_consolidation_graph`: the LangGraph graph itself (served as ``consolidate``).
- :func:`schedule_consolidation`: run it in the background after ``remember``.
- :func:`rules_and_llm`: the offline rules plus a chat model as the extractor.
"""

from __future__ import annotations

from .api import ConsolidationResult, aconsolidate, consolidate
from .background import schedule_consolidation, wait_for_consolidation
from .config import ConsolidationConfig
from .extractors import MergedExtractor, rules_and_llm
from .graph import build_consolidation_graph

__all__ = [
    "ConsolidationConfig",
    "ConsolidationResult",
    "MergedExtractor",
    "aconsolidate",
    "build_consolidation_graph",
    "consolidate",
    "rules_and_llm",
    "schedule_consolidation",
    "wait_for_consolidation",
]
