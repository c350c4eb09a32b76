"""Choosing the extractor: the offline rules, or the rules plus a chat model."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, tzinfo
from typing import Any

from omoide.agent.understanding.extract import (
    Extraction,
    Extractor,
    LLMExtractor,
    RuleExtractor,
    merge_extractions,
)
from omoide.memory_store.records import Episode

from .deps import teach

__all__ = ["MergedExtractor", "rules_and_llm"]


class MergedExtractor:
    """Several extractors over one episode, merged (the first one's names and plans win;
    facts, favorability and a summary come from whichever gives them; a later extractor's
    fact that only restates an earlier one's is dropped, see ``restates``)."""

    def __init__(self, *extractors: Extractor) -> None:
        if not extractors:
            raise ValueError("MergedExtractor needs at least one extractor")
        self.extractors = extractors

    def extract(self, episode: Episode) -> Extraction:
        # A later extractor's fact that restates an earlier one's is dropped (one fact, not
        # the same thing twice in two wordings).
        said = f"{episode.user_text}\n{episode.reply_text}"
        return merge_extractions([e.extract(episode) for e in self.extractors], said=said)

    def learn(self, names: Iterable[str]) -> None:
        """Pass known names on to every part that learns them."""
        names = list(names)
        for extractor in self.extractors:
            teach(extractor, names)


def rules_and_llm(model: Any, *, default_tz: tzinfo = UTC) -> MergedExtractor:
    """The offline rules plus an LLM extractor on ``model`` (any chat model with
    ``with_structured_output``: ``ChatOpenAI``, an OpenAI-compatible endpoint): names and
    dated plans the model misses still come through the rules."""
    return MergedExtractor(
        RuleExtractor(default_tz=default_tz), LLMExtractor(model, default_tz=default_tz)
    )
