"""Merging the rules' and a model's extraction of one episode (issue 24): a model fact that
only says again what a rule fact or a rule relation says is dropped, anything that says more
is kept. Pairs are natural wordings, both ways (restatements and near misses)."""

from __future__ import annotations

import pytest

from omoide.agent.understanding.extract import (
    EntityMention,
    Extraction,
    FactMention,
    merge_extractions,
)
from omoide.agent.understanding.extract.base import restates, restates_relation

ALLERGY = "I'm allergic to peanuts, so I always check labels."
JOB = "新しい仕事はミドリ電機で、営業として働いています。"


@pytest.mark.parametrize(
    ("model", "rule", "said"),
    [
        (ALLERGY, "The user is allergic to peanuts", ALLERGY),
        (
            "The user has a peanut allergy and is allergic to peanuts",
            "The user is allergic to peanuts",
            ALLERGY,
        ),
        ("ユーザーはミドリ電機で営業として働いている", "ユーザーはミドリ電機で働いている", JOB),
        ("ユーザーの仕事はミドリ電機の営業", "ユーザーの仕事は営業", JOB),
        ("えびアレルギーがある", "ユーザーはえびアレルギー", "実はえびアレルギーなんです。"),
    ],
)
def test_a_restatement_is_recognised(model: str, rule: str, said: str) -> None:
    assert restates(FactMention(model), FactMention(rule, family="x"), said)


@pytest.mark.parametrize(
    ("model", "rule", "said"),
    [
        # Another fact from the same sentence.
        (
            "The user is a data analyst",
            "The user works at Northwind Logistics",
            "I work at Northwind Logistics as a data analyst.",
        ),
        ("ユーザーは営業職", "ユーザーはミドリ電機で働いている", JOB),
        # Another allergy.
        (
            "The user is allergic to cats",
            "The user is allergic to peanuts",
            "I'm allergic to peanuts and cats.",
        ),
        # Only function words in common.
        ("The user is tired", "The user is allergic to peanuts", ALLERGY),
    ],
)
def test_a_different_fact_is_not_a_restatement(model: str, rule: str, said: str) -> None:
    assert not restates(FactMention(model), FactMention(rule, family="x"), said)


def test_relation_restatements_and_facts_that_say_more() -> None:
    karen = EntityMention("Karen", "Karen", "person", "manager")
    jake = EntityMention("Jake", "Jake", "person", "friend")
    sasaki = EntityMention("佐々木", "上司の佐々木さん", "person", "manager")
    assert restates_relation(FactMention("Karen is the user's boss"), karen)
    assert restates_relation(FactMention("佐々木さんはユーザーの上司です"), sasaki)
    assert not restates_relation(FactMention("My friend Jake is allergic to nuts"), jake)
    assert not restates_relation(FactMention("上司の佐々木さんはとても優しい"), sasaki)
    assert not restates_relation(FactMention("Karen is the user's sister"), karen)
    assert not restates_relation(FactMention("Karen"), EntityMention("Karen", "Karen"))


def test_merging_keeps_one_of_each_and_every_new_fact() -> None:
    rules = Extraction(
        "e1",
        entities=(EntityMention("Karen", "Karen", "person", "manager"),),
        facts=(FactMention("The user is allergic to peanuts", None, 0.8, 0.5, "health"),),
    )
    model = Extraction(
        "e1",
        facts=(
            FactMention(ALLERGY, None, 0.9, 0.6),
            FactMention("Karen is the user's boss", "Karen", 0.9, 0.6),
            FactMention("The user also gets hay fever every spring", None, 0.7, 0.4),
        ),
    )
    said = f"{ALLERGY} My boss Karen is nice. I get hay fever every spring."
    merged = merge_extractions([rules, model], said=said)
    assert [f.text for f in merged.facts] == [
        "The user is allergic to peanuts",
        "The user also gets hay fever every spring",
    ]
    # Without the episode's text nothing is judged a restatement (the old behaviour).
    assert len(merge_extractions([rules, model]).facts) == 4
