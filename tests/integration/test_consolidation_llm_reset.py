"""``consolidate(..., reset=True)`` with a chat model swaps the rebuilt memory in only after it
succeeds (issue 24): a model without structured output is refused before anything is touched,
and a failed extraction leaves the old derived memory exactly as it was, with a one-line error
naming the fix."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.language_models import FakeListChatModel, GenericFakeChatModel
from langchain_core.runnables import Runnable, RunnableLambda

from omoide.agent.consolidation import consolidate, rules_and_llm
from omoide.agent.understanding.extract import (
    ExtractionFailed,
    ExtractionSchema,
    StructuredOutputUnsupported,
)
from omoide.memory_store.store import MemoryStore


class _Structured(GenericFakeChatModel):
    """A fake chat model whose structured output is ``answer`` (a schema or a bad dict)."""

    answer: Any = None

    def with_structured_output(self, schema: Any, **kwargs: Any) -> Runnable[Any, Any]:
        return RunnableLambda(lambda _prompt: self.answer)


def _memory(store: MemoryStore) -> dict[str, Any]:
    d, ns = store.derived, store.namespace
    cursor = d.cursor(namespace=ns)
    return {
        "entities": sorted((e.id, e.name, e.kind, e.aliases) for e in d.entities(namespace=ns)),
        "facts": sorted((f.id, f.text, f.confidence, f.pinned) for f in d.facts(namespace=ns)),
        "loops": sorted((lp.id, lp.text, lp.status) for lp in d.loops(namespace=ns)),
        "cursor": cursor.processed if cursor else None,
        "counts": d.counts(namespace=ns),
    }


def test_a_failed_llm_rebuild_leaves_the_old_memory_intact(store: MemoryStore) -> None:
    consolidate(store)
    pinned = store.derived.facts(namespace=store.namespace)[0]
    store.derived.set_pinned(pinned.id, True, namespace=store.namespace)
    before = _memory(store)
    assert before["entities"] and before["facts"]
    bad = _Structured(messages=iter(()), answer={"entities": "not a list"})
    with pytest.raises(ExtractionFailed) as err:
        consolidate(store, extractor=rules_and_llm(bad), reset=True)
    message = str(err.value)
    assert "\n" not in message and "structured output" in message
    assert "left as it was" in message
    assert _memory(store) == before


def test_a_model_without_structured_output_is_refused_with_the_fix() -> None:
    with pytest.raises(StructuredOutputUnsupported) as err:
        rules_and_llm(FakeListChatModel(responses=["{}"]))
    assert "\n" not in str(err.value)
    assert "without --llm" in str(err.value)


def test_a_successful_llm_rebuild_is_swapped_in(store: MemoryStore) -> None:
    consolidate(store)
    good = _Structured(
        messages=iter(()),
        answer=ExtractionSchema.model_validate(
            {
                "facts": [
                    {"text": "The user keeps a running diary", "confidence": 0.9, "salience": 0.4}
                ]
            }
        ),
    )
    result = consolidate(store, extractor=rules_and_llm(good), reset=True)
    assert result.reset
    texts = {f.text for f in store.derived.facts(namespace=store.namespace)}
    assert "The user keeps a running diary" in texts
