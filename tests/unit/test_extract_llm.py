"""The LLM extractor against a fake structured-output chat model (no network)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, timedelta, timezone
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable, RunnableLambda
from pydantic import Field

from omoide.agent.understanding.extract import (
    ExtractionSchema,
    Extractor,
    LLMExtractor,
    RuleExtractor,
    merge_extractions,
)
from omoide.memory_store import Episode

JST = timezone(timedelta(hours=9))


class FakeStructuredModel(BaseChatModel):
    """Answers every structured-output call with a fixed result and records the prompts."""

    answer: Any
    prompts: list[str] = Field(default_factory=list)
    schemas: list[Any] = Field(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "fake-structured"

    def _generate(
        self, messages: Sequence[BaseMessage], stop: Any = None, **kwargs: Any
    ) -> ChatResult:
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content=""))])

    def with_structured_output(self, schema: Any, **kwargs: Any) -> Runnable[Any, Any]:
        self.schemas.append(schema)

        def answer(prompt: Any) -> Any:
            self.prompts.append(str(prompt))
            return self.answer

        return RunnableLambda(answer)


EPISODE = Episode.create(
    "妹のあかりと京都旅行、4月3日〜5日で決定！",
    "いいですね！宿はもう決めましたか？",
    occurred_at=datetime(2026, 1, 11, 19, 0, tzinfo=JST),
)
ANSWER = {
    "entities": [
        {"name": "あかり", "kind": "person", "relation": "sister"},
        {"name": "京都", "kind": "Place"},
        {"name": "謎", "kind": "spaceship"},
        {"name": "  ", "kind": "person"},
    ],
    "facts": [
        {"subject": "あかり", "text": "あかりは妹", "confidence": 0.9, "salience": 0.8},
        {"subject": None, "text": "", "confidence": 0.5, "salience": 0.5},
    ],
    "plans": [
        {"text": "京都旅行", "due_start": "2026-04-03", "due_end": "2026-04-05"},
        {"text": "past", "due_start": "2025-12-01", "due_end": "2025-12-02"},
        {"text": "backwards", "due_start": "2026-04-05", "due_end": "2026-04-03"},
        {"text": "garbage", "due_start": "someday", "due_end": "2026-04-05"},
    ],
    "favorability": {"あかり": 3.0},
    "summary": "妹のあかりと4月に京都旅行が決まった。",
}


def make(answer: Any = ANSWER) -> tuple[LLMExtractor, FakeStructuredModel]:
    model = FakeStructuredModel(answer=answer)
    return LLMExtractor(model, default_tz=JST), model


def test_is_an_extractor_and_asks_for_the_schema() -> None:
    extractor, model = make()
    assert isinstance(extractor, Extractor)
    assert model.schemas == [ExtractionSchema]


def test_prompt_carries_the_episode_day_and_texts() -> None:
    extractor, model = make()
    extractor.extract(EPISODE)
    (prompt,) = model.prompts
    assert "2026-01-11 (Sunday)" in prompt
    assert "4月3日〜5日" in prompt and "宿はもう決めましたか" in prompt


def test_structured_answer_becomes_an_extraction() -> None:
    extractor, _ = make()
    got = extractor.extract(EPISODE)
    assert got.episode_id == EPISODE.id
    kinds = {e.name: (e.kind, e.relation) for e in got.entities}
    assert kinds == {
        "あかり": ("person", "sister"),
        "京都": ("place", None),
        "謎": ("thing", None),  # unknown kinds fall back to "thing"
    }
    assert [(f.subject, f.text, f.confidence) for f in got.facts] == [("あかり", "あかりは妹", 0.9)]
    # Past, backwards and unparsable plans are dropped rather than trusted.
    assert [(p.due_start, p.due_end) for p in got.plans] == [(date(2026, 4, 3), date(2026, 4, 5))]
    assert got.favorability == {"あかり": 1.0}  # clamped to [-1, 1]
    assert got.summary == "妹のあかりと4月に京都旅行が決まった。"


def test_accepts_a_schema_instance() -> None:
    extractor, _ = make(ExtractionSchema.model_validate({"summary": "x"}))
    got = extractor.extract(EPISODE)
    assert got.summary == "x" and got.entities == () and got.plans == ()


def test_merged_with_rules_keeps_both() -> None:
    llm, _ = make()
    rules = RuleExtractor(default_tz=JST)
    merged = merge_extractions([rules.extract(EPISODE), llm.extract(EPISODE)])
    names = {e.name: e for e in merged.entities}
    assert names["あかり"].relation == "sister"
    assert "京都" in names  # only the model knows this unmarked place
    assert merged.facts and merged.summary
    assert len(merged.plans) == 1
