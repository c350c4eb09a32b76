"""The derived MemoryPack sections as pure functions (design §memorypack): the STABLE_FACTS score,
which facts / loops / relationship lines / summaries are chosen and in what order, open-loop
expiry against the turn's day, and the token budget's drop order."""

from __future__ import annotations

import math
from datetime import date

import pytest

from omoide.agent.config import RetrievalConfig
from omoide.agent.nodes.pack import build_memory_pack, estimate_tokens
from omoide.agent.records import RankedEpisode, ResolvedEntity
from omoide.agent.sections import (
    fact_score,
    fit_to_budget,
    format_loop,
    pick_loops,
    pick_narrative,
    pick_relationships,
    rank_facts,
)
from omoide.memory_store.derived import Fact, OpenLoop, RelationshipState, Summary
from omoide.prompts import SECTION_DROP_ORDER, SECTION_TEXT

CFG = RetrievalConfig()
NOW = 1_800_000_000
DAY = 86_400
TODAY = date(2027, 1, 15)


def person(id: str, name: str, relation: str | None = None, kind: str = "person") -> ResolvedEntity:
    return ResolvedEntity(id, name, kind, relation, name, "alias", 100.0, True)


def no_words(text: str) -> list[str]:
    return []


# -- STABLE_FACTS ---------------------------------------------------------------------------


def test_fact_score_is_the_designs_weighted_sum() -> None:
    # 0.45*confidence + 0.25*salience + 0.20*recency + 0.10*pin, recency = exp(-age / tau)
    assert fact_score(1.0, 1.0, 0.0, True, CFG) == pytest.approx(1.0)
    assert fact_score(0.0, 0.0, 0.0, False, CFG) == pytest.approx(0.20)
    assert fact_score(0.8, 0.4, 90.0, False, CFG) == pytest.approx(
        0.45 * 0.8 + 0.25 * 0.4 + 0.20 * math.exp(-1.0)
    )
    assert fact_score(0.5, 0.5, 10.0, True, CFG) - fact_score(
        0.5, 0.5, 10.0, False, CFG
    ) == pytest.approx(0.10)
    # The weights are configuration, not constants.
    only_pin = CFG.replace(
        derived={"fact_w_confidence": 0, "fact_w_salience": 0, "fact_w_recency": 0, "fact_w_pin": 1}
    )
    assert fact_score(1.0, 1.0, 0.0, False, only_pin) == 0.0
    assert fact_score(0.0, 0.0, 0.0, True, only_pin) == 1.0


def test_rank_facts_in_play_first_by_score_and_background_only_when_allowed() -> None:
    facts = [
        Fact("low", "likes tea", subject_id="e1", confidence=0.3, salience=0.3, updated_at=NOW),
        Fact("high", "plays piano", subject_id="e1", confidence=0.9, salience=0.8, updated_at=NOW),
        Fact(
            "old",
            "lived in Osaka",
            subject_id="e1",
            confidence=0.9,
            salience=0.8,
            updated_at=NOW - 720 * DAY,
        ),
        Fact("other", "someone else", subject_id="e2", confidence=1.0, salience=1.0),
        Fact("user", "the user is vegetarian", confidence=0.9, salience=0.9, updated_at=NOW),
        Fact("pin", "pinned note", subject_id="e9", confidence=0.1, salience=0.1, pinned=True),
    ]
    ranked = rank_facts(facts, in_play={"e1": "Akari"}, now=NOW, config=CFG, background=False)
    assert [f.id for f, _, _ in ranked] == ["high", "old", "low"]
    assert all(why == "about Akari (in play)" for _, _, why in ranked)
    with_bg = rank_facts(facts, in_play={"e1": "Akari"}, now=NOW, config=CFG, background=True)
    assert {f.id for f, _, _ in with_bg} == {"high", "old", "low", "user", "pin"}
    scores = [s for _, s, _ in with_bg]
    assert scores == sorted(scores, reverse=True)
    assert (
        len(
            rank_facts(
                facts,
                in_play={"e1": "A"},
                now=NOW,
                config=CFG.replace(derived={"facts_max": 1}),
                background=True,
            )
        )
        == 1
    )


def test_pinning_lifts_a_fact_over_an_equal_one() -> None:
    a = Fact("a", "x", subject_id="e1", confidence=0.5, salience=0.5, updated_at=NOW)
    b = Fact("b", "y", subject_id="e1", confidence=0.5, salience=0.5, pinned=True, updated_at=NOW)
    ranked = rank_facts([a, b], in_play={"e1": "A"}, now=NOW, config=CFG, background=False)
    assert [f.id for f, _, _ in ranked] == ["b", "a"]


# -- OPEN_LOOPS -----------------------------------------------------------------------------


def loop(id: str, start: date | None, end: date | None, *entities: str, **kw: object) -> OpenLoop:
    return OpenLoop(id, f"plan {id}", due_start=start, due_end=end, entity_ids=entities, **kw)  # type: ignore[arg-type]


def test_open_loops_expire_after_their_last_day_relative_to_the_turn() -> None:
    trip = loop("trip", date(2027, 4, 3), date(2027, 4, 5))
    for today, shown in (
        (date(2027, 4, 2), True),
        (date(2027, 4, 3), True),
        (date(2027, 4, 5), True),  # the last day still counts
        (date(2027, 4, 6), False),  # closed once past
    ):
        got = pick_loops(
            [trip], in_play={}, today=today, mentions=no_words, config=CFG, background=True
        )
        assert bool(got) is shown, today
    closed = loop("done", date(2027, 5, 1), date(2027, 5, 1), status="closed")
    assert not pick_loops(
        [closed], in_play={}, today=TODAY, mentions=no_words, config=CFG, background=True
    )


def test_open_loops_entities_in_play_first_then_by_due_date() -> None:
    loops = [
        loop("undated", None, None),
        loop("late", date(2027, 3, 1), date(2027, 3, 1)),
        loop("soon", date(2027, 1, 20), date(2027, 1, 21)),
        loop("hers", date(2027, 6, 1), date(2027, 6, 2), "e1"),
        loop("named", date(2027, 9, 1), date(2027, 9, 1)),
    ]
    got = pick_loops(
        loops,
        in_play={"e1": "Akari"},
        today=TODAY,
        mentions=lambda text: ["named"] if "named" in text else [],
        config=CFG,
        background=True,
    )
    assert [lp.id for lp, _ in got] == ["hers", "named", "soon", "late", "undated"]
    assert dict((lp.id, why) for lp, why in got)["hers"] == "about Akari (in play)"
    # Without background, only what the turn names.
    got = pick_loops(
        loops, in_play={"e1": "A"}, today=TODAY, mentions=no_words, config=CFG, background=False
    )
    assert [lp.id for lp, _ in got] == ["hers"]
    assert (
        len(
            pick_loops(
                loops,
                in_play={},
                today=TODAY,
                mentions=no_words,
                config=CFG.replace(derived={"loops_max": 2}),
                background=True,
            )
        )
        == 2
    )


def test_format_loop_says_when() -> None:
    ja, en = SECTION_TEXT["ja"], SECTION_TEXT["en"]
    trip = loop("t", date(2027, 4, 3), date(2027, 4, 5))
    assert format_loop(trip, date(2027, 3, 31), ja) == "2027-04-03〜2027-04-05（あと3日）: plan t"
    assert format_loop(trip, date(2027, 3, 31), en) == "2027-04-03–2027-04-05 (in 3 days): plan t"
    assert "（進行中）" in format_loop(trip, date(2027, 4, 4), ja)
    one_day = loop("d", date(2027, 4, 3), date(2027, 4, 3))
    assert "(today)" in format_loop(one_day, date(2027, 4, 3), en)
    assert format_loop(loop("u", None, None), TODAY, en) == "undated: plan u"


# -- RELATIONSHIP_STATE and SHARED_NARRATIVE ------------------------------------------------


def test_relationship_state_persons_only_at_most_five() -> None:
    entities = [person(f"p{i}", f"P{i}", "friend") for i in range(7)]
    entities.insert(0, person("t", "Aurora", kind="thing"))
    states = {"p0": RelationshipState("p0", "close", favorability=0.8)}
    items = pick_relationships(entities, states, language="en", config=CFG)
    assert len(items) == 5
    assert all(i.ref.startswith("p") for i in items)
    assert items[0].text == "P0 (friend): close · favorability +0.8"
    assert items[1].text == "P1 (friend)"
    ja = pick_relationships([person("a", "あかり", "sister")], {}, language="ja", config=CFG)
    assert ja[0].text == "あかり（姉妹）"
    # A person with neither a relation nor a state says nothing.
    assert not pick_relationships([person("x", "X")], {}, language="en", config=CFG)


def test_narrative_weekly_only_as_background_then_entity_summaries() -> None:
    weekly = Summary(
        "w",
        "weekly",
        "a week of Aurora",
        period_start=date(2027, 1, 4),
        period_end=date(2027, 1, 10),
    )
    hers = Summary("s", "person", "x" * 1000, scope_key="e1")
    items = pick_narrative(weekly, [(hers, "Akari")], language="en", config=CFG, background=True)
    assert [i.ref for i in items] == ["w", "s"]
    assert items[0].text == "conversations 2027-01-04–2027-01-10: a week of Aurora"
    assert items[1].text.startswith("about Akari: xxx") and items[1].text.endswith("…")
    assert len(items[1].text) <= len("about Akari: ") + CFG.derived.narrative_chars
    alone = pick_narrative(weekly, [], language="en", config=CFG, background=False)
    assert alone == []


# -- the token budget -----------------------------------------------------------------------


def ep(i: int) -> RankedEpisode:
    return RankedEpisode(
        f"e{i}",
        f"episode {i} " * 20,
        "reply " * 20,
        NOW - i * DAY,
        "high" if i == 0 else "medium",
        0.9 - i / 100,
        "r",
    )


EXTRA = {
    "STABLE_FACTS": ["fact best", "fact second", "fact lowest"],
    "SHARED_NARRATIVE": ["weekly " + "w" * 400, "about Akari: " + "a" * 400],
    "RELATIONSHIP_STATE": ["Akari (sister)", "Tom (friend)"],
    "OPEN_LOOPS": ["loop soonest", "loop later"],
}


def build(budget: int):  # type: ignore[no-untyped-def]
    return build_memory_pack(
        [ep(0), ep(1), ep(2)],
        CFG.replace(pack={"max_tokens": budget}),
        now=NOW,
        extra_sections=EXTRA,
        query="episode",
    )


def test_drop_order_is_evidence_loops_narrative_relationships_facts() -> None:
    assert SECTION_DROP_ORDER == (
        "EPISODE_EVIDENCE",
        "OPEN_LOOPS",
        "SHARED_NARRATIVE",
        "RELATIONSHIP_STATE",
        "STABLE_FACTS",
    )
    full = build(100_000)
    assert all(len(full.sections[k]) == len(v) for k, v in EXTRA.items())
    seen_states = []
    for budget in range(estimate_tokens(full.text), 0, -10):
        pack = build(budget)
        assert estimate_tokens(pack.text) <= budget or not any(
            pack.sections.get(k) for k in SECTION_DROP_ORDER
        )
        counts = tuple(len(pack.sections.get(k, ())) for k in SECTION_DROP_ORDER)
        seen_states.append(counts)
        ev, loops, narrative, rel, facts = counts
        # A later section only loses items once every earlier one is empty.
        if loops < 2:
            assert ev == 0
        if narrative < 2 or any(t.endswith("…") for t in pack.sections.get("SHARED_NARRATIVE", ())):
            assert ev == 0 and loops == 0
        if rel < 2:
            assert ev == 0 and loops == 0 and narrative == 0
            assert rel == 0  # relationship state goes as a whole
        if facts < 3:
            assert (ev, loops, narrative, rel) == (0, 0, 0, 0)
            # The lowest-scored (last) facts go first.
            assert list(pack.sections.get("STABLE_FACTS", ())) == EXTRA["STABLE_FACTS"][:facts]
    assert seen_states[-1][-1] < 3  # the sweep reached the facts


def test_evidence_loses_its_lowest_ranked_entry_first() -> None:
    full = build(100_000)
    pack = build(estimate_tokens(full.text) - 5)
    assert pack.sections["EPISODE_EVIDENCE"] == full.sections["EPISODE_EVIDENCE"][:2]
    assert pack.dropped == {"EPISODE_EVIDENCE": 1}


def test_narrative_is_shortened_before_it_is_dropped() -> None:
    sections = {"SHARED_NARRATIVE": ["n" * 500, "m" * 100], "STABLE_FACTS": ["f"]}

    def tokens(current):  # type: ignore[no-untyped-def]
        return sum(len(t) for items in current.values() for t in items) // 4

    lost = fit_to_budget(
        sections, tokens, 60, drop_order=SECTION_DROP_ORDER, narrative_min_chars=60
    )
    assert lost == {}
    assert len(sections["SHARED_NARRATIVE"]) == 2
    assert all(len(t) <= 240 for t in sections["SHARED_NARRATIVE"])
    assert sections["SHARED_NARRATIVE"][0].endswith("…")
    assert sections["STABLE_FACTS"] == ["f"]
