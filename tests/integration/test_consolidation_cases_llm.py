"""The LLM extractor scored on the labelled archives (issue 24), with a fake chat model that
answers LangChain's ``with_structured_output`` by real tool calls built from the labels
(``LabelledFakeChatModel``). The fake is right by construction, so this checks the plumbing,
not a model: structured output becomes facts, entities and kinds, is stored with the model's
confidences, merges across scripts, is deduplicated against the rules' facts, and is counted.

Before the merge dropped restatements, ``rules_and_llm`` on this set stored 116 facts for 59
labels (precision 0.51): every fact twice, once in the rules' words and once in the model's.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.bench_consolidation_cases import (
    FAMILIES,
    Score,
    llm_extractor_factory,
    load_cases,
    run_cases,
)
from omoide.memory_store.embedders import USEEmbeddings

pytestmark = pytest.mark.slow  # seconds each: in CI's full run, not the fast lane


def _run(mode: str, embedder: USEEmbeddings, root: Path) -> Score:
    cases = load_cases()
    factory = llm_extractor_factory(mode, cases)
    return run_cases(embedder=embedder, extractor_factory=factory, cases=cases, root=root)


@pytest.fixture(scope="module")
def alone(embedder: USEEmbeddings, tmp_path_factory: pytest.TempPathFactory) -> Score:
    return _run("alone", embedder, tmp_path_factory.mktemp("alone"))


@pytest.fixture(scope="module")
def merged(embedder: USEEmbeddings, tmp_path_factory: pytest.TempPathFactory) -> Score:
    return _run("merged", embedder, tmp_path_factory.mktemp("merged"))


def test_the_models_answers_arrive_whole(alone: Score) -> None:
    # A model that is right about every label loses nothing on the way to the store.
    assert alone.recall() == 1.0 and alone.precision() == 1.0, alone.errors
    for family in FAMILIES:
        assert alone.recall(family) == 1.0, (family, alone.errors)
    # Its entity kinds are kept, and its 佐々木 / Sasaki (said in different episodes) merge.
    assert alone.rate("kinds") == 1.0 and alone.rate("merges") == 1.0, alone.errors
    assert alone.hedges and all(alone.hedges)  # the model's lower confidence is kept
    # The fake gives no plans: open loops come only from the rules.
    assert not any(alone.loops)


def test_rules_and_model_store_each_fact_once(merged: Score) -> None:
    assert merged.recall() == 1.0, merged.errors
    assert merged.precision() >= 0.75, merged.errors
    # What is left over says more than a rule's fact (a plan, a trait besides the relation).
    for family in ("health", "pets", "dates", "likes", "home", "routines"):
        assert merged.precision(family) >= 0.85, (family, merged.errors)
    assert merged.rate("kinds") >= 0.95 and merged.rate("merges") >= 0.95, merged.errors
    assert all(merged.loops) and all(merged.hedges)
