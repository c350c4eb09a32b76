"""Extractors: what consolidation learns from one episode (names, relations, dated plans, facts).

An extractor is anything with ``extract(episode) -> Extraction`` (:class:`Extractor`). Two ship:

- :class:`RuleExtractor`, the offline default: regular expressions for Japanese and English, no
  model, no key. It finds names (honorifics さん/ちゃん/くん/先生/様, ``Tanaka-san``, ``Dr. Mori``;
  kinship phrases 妹の〇〇 / 母 / "my sister Emma" / "my friend Tom"; katakana names joined by
  ・; capitalised English names; quoted titles 「…」『…』"…"), the relation to the user when it
  is stated, and dated plans, resolved against the episode's own day
  (:mod:`omoide.agent.understanding.dates`).
- :class:`LLMExtractor`, with a chat model: ``model.with_structured_output(ExtractionSchema)``
  adds what rules cannot (facts with confidence and salience, favorability, a better summary).

Rules are precise about *how* a name is marked, not about *what* a word is: an unmarked
Japanese name (京都, 田中 without さん) is invisible to them, and a capitalised English word at
the start of a sentence is only taken when a verb follows. Consolidation adds what it already
knows (the alias table) on top; the measured precision and recall per field are in
``benchmarks/results/extraction.md``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import (
    EntityMention,
    Extraction,
    Extractor,
    FactMention,
    PlanMention,
    episode_day,
    merge_extractions,
    normalize_name,
)
from .rules import EN_KINSHIP, JA_KINSHIP, RuleExtractor

if TYPE_CHECKING:
    from .llm import (
        ExtractionFailed,
        ExtractionSchema,
        LLMExtractor,
        StructuredOutputUnsupported,
    )

# The LLM extractor's names load on first use (PEP 562): the read path, which uses the rules
# only, does not build its pydantic schema.
_LLM = frozenset(
    ("ExtractionFailed", "ExtractionSchema", "LLMExtractor", "StructuredOutputUnsupported")
)


def __getattr__(name: str) -> Any:
    if name in _LLM:
        from . import llm

        return getattr(llm, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "EN_KINSHIP",
    "JA_KINSHIP",
    "EntityMention",
    "Extraction",
    "ExtractionFailed",
    "ExtractionSchema",
    "Extractor",
    "FactMention",
    "LLMExtractor",
    "PlanMention",
    "RuleExtractor",
    "StructuredOutputUnsupported",
    "episode_day",
    "merge_extractions",
    "normalize_name",
]
