"""extract: what the extractor finds in each episode of the batch (names, relations, dated
plans, and with an LLM extractor facts, favorability and a one-line summary)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..deps import ConsolidationDeps, teach
from ..records import extracted_row
from ..state import ConsolidationState

__all__ = ["extract_node"]


def extract_node(deps: ConsolidationDeps) -> Callable[..., dict[str, Any]]:
    def extract(state: ConsolidationState) -> dict[str, Any]:
        """Run the extractor over the batch, in store order.

        Before the batch the extractor learns every alias already known, and after each
        episode the names it just found, so "こむぎが…" is found once "こむぎちゃん" was seen.
        The alias table holds exactly what was learned, so a resumed run learns the same names
        at the same points as an uninterrupted one.
        """
        extractor = deps.active_extractor
        teach(extractor, (alias for alias, _ in deps.derived.alias_table(namespace=deps.namespace)))
        rows = []
        for episode in deps.store.get_many(state.get("episode_ids", [])):
            found = extractor.extract(episode)
            rows.append(extracted_row(episode, found))
            teach(extractor, (n for e in found.entities for n in (e.name, e.surface, *e.aliases)))
        return {"extracted": rows}

    return extract
