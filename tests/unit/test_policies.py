"""The keyword-source policies (design §keyword-policies), one by one, and
``apply_keyword_policies`` with each switch turned off."""

from __future__ import annotations

import random

from omoide.agent.config import RetrievalConfig
from omoide.agent.nodes.keyword_retrieve import apply_keyword_policies
from omoide.agent.policies import (
    MORE_MARKER,
    clip_block,
    drop_in_context,
    drop_short,
    filter_speakers,
    prefix_dedupe,
    time_slots,
)
from omoide.memory_store.records import MEMORY_ITEM_SOURCE, Episode, SearchHit
from tests.conftest import hit_ids

NOW = 1_767_000_000
DAY = 86_400
LONG = "散歩の途中でこむぎが川に飛び込んで、びしょ濡れになってしまった。"  # > 30 chars


def hit(
    id: str,
    user: str = LONG,
    reply: str = "それは大変でしたね、シャンプーしましたか？",
    *,
    age_days: int = 1,
    rank: int = 0,
    user_speaker: str = "USER",
    reply_speaker: str = "AGENT",
) -> SearchHit:
    e = Episode(
        id=id,
        user_text=user,
        reply_text=reply,
        occurred_at=NOW - age_days * DAY,
        user_speaker=user_speaker,
        reply_speaker=reply_speaker,
    )
    return SearchHit(id, e.text, 1.0, "keyword", e.occurred_at, rank, e)


# -- speaker filter -------------------------------------------------------------------------


def test_filter_speakers_excludes_system() -> None:
    hits = [
        hit("ok"),
        hit("sys_user", user_speaker="SYSTEM"),
        hit("sys_reply", reply_speaker="SYSTEM"),
        hit("named", user_speaker="Aki", reply_speaker="Omoi"),  # display names stand for roles
        hit("lower", user_speaker="system"),
    ]
    assert hit_ids(filter_speakers(hits, ("USER", "AGENT"))) == ["ok", "named"]


def test_filter_speakers_allowed_list_and_one_sided_blocks() -> None:
    hits = [hit("both"), hit("user_only", reply=""), hit("agent_only", user="", reply=LONG)]
    assert hit_ids(filter_speakers(hits, ("user",))) == ["user_only"]
    assert hit_ids(filter_speakers(hits, ("AGENT",))) == ["agent_only"]
    assert hit_ids(filter_speakers(hits, ("SYSTEM",))) == []


def test_system_note_without_reply_is_dropped() -> None:
    note = hit(
        "note",
        user="[system] nightly backup finished without errors",
        reply="",
        user_speaker="SYSTEM",
    )
    assert filter_speakers([note], ("USER", "AGENT")) == []


# -- already in context ----------------------------------------------------------------------


def test_drop_in_context_by_normalized_text() -> None:
    hits = [
        hit("a", user="I have a deadline for Project Aurora next Friday"),
        hit("b", user="something else entirely, long enough to keep"),
        hit("c", user="x", reply="Let's split the remaining Aurora tasks."),
    ]
    context = (
        "I  have a DEADLINE for Project Aurora next Friday",
        "Let’s nothing",
        "let's split the remaining aurora tasks.",
    )
    assert hit_ids(drop_in_context(hits, context)) == ["b"]


def test_drop_in_context_nothing_in_context() -> None:
    hits = [hit("a"), hit("b")]
    assert hit_ids(drop_in_context(hits, ())) == ["a", "b"]
    assert hit_ids(drop_in_context(hits, ("   ",))) == ["a", "b"]


# -- too short ---------------------------------------------------------------------------------


def test_drop_short_at_30_chars() -> None:
    h29 = hit("h29", user="a" * 29, reply="")
    h30 = hit("h30", user="b" * 30, reply="")
    padded = hit("pad", user="  " + "c" * 29 + "  ", reply="")
    assert hit_ids(drop_short([h29, h30, padded], 30)) == ["h30"]
    assert hit_ids(drop_short([h29, h30], 0)) == ["h29", "h30"]


def test_drop_short_counts_both_sides() -> None:
    greeting = hit("greet", user="おはよう", reply="おはようございます！")
    assert drop_short([greeting], 30) == []
    assert hit_ids(drop_short([greeting], 10)) == ["greet"]


def test_drop_short_keeps_saved_memory_items() -> None:
    """A saved memory ("User likes sushi", OmoideStore) is a fact, not a greeting: kept; a
    log line of the same length still goes."""
    line = hit("line", user="User likes sushi", reply="")
    memory = SearchHit(
        "mem",
        "User likes sushi",
        1.0,
        "keyword",
        NOW,
        0,
        Episode(
            id="mem",
            user_text="User likes sushi",
            reply_text="",
            occurred_at=NOW,
            source=MEMORY_ITEM_SOURCE,
            user_speaker="MEMORY",
        ),
    )
    assert hit_ids(drop_short([line, memory], 30)) == ["mem"]
    assert hit_ids(filter_speakers([memory], ("USER", "AGENT"))) == ["mem"]


# -- prefix dedupe ---------------------------------------------------------------------------


def test_prefix_dedupe_at_200_chars() -> None:
    head = "x" * 200
    a = hit("a", user=head + " first ending", reply="")
    b = hit("b", user=head + " second ending", reply="")
    c = hit("c", user="y" + head[1:] + " third", reply="")
    d = hit("d", user="x" * 199 + "z" + " differs at 200", reply="")
    assert hit_ids(prefix_dedupe([a, b, c, d], 200)) == ["a", "c", "d"]
    assert hit_ids(prefix_dedupe([a, b, c, d], 0)) == ["a", "b", "c", "d"]


def test_prefix_dedupe_is_case_and_space_insensitive() -> None:
    a = hit("a", user="Hello   World, this is the same greeting block", reply="")
    b = hit("b", user="hello world, this is the same greeting block", reply="")
    assert hit_ids(prefix_dedupe([a, b], 200)) == ["a"]


# -- time slots --------------------------------------------------------------------------------


def _spread(n: int) -> list[SearchHit]:
    # Relevance order (rank) differs from time order: hit i is (i * 7 % n) days old.
    return [hit(f"h{i}", age_days=(i * 7) % n + 1, rank=i) for i in range(n)]


def _by_age(hits: list[SearchHit]) -> list[str]:
    return [h.id for h in sorted(hits, key=lambda h: -h.occurred_at)]


def test_time_slots_two_newest_two_oldest_one_middle() -> None:
    hits = _spread(20)
    newest_first = _by_age(hits)
    picked = time_slots(hits, newest=2, oldest=2, middle=1, rng=random.Random(0))
    assert len(picked) == 5
    got = set(hit_ids(picked))
    assert set(newest_first[:2]) <= got
    assert set(newest_first[-2:]) <= got
    middle = got - set(newest_first[:2]) - set(newest_first[-2:])
    assert len(middle) == 1
    assert middle <= set(newest_first[2:-2])


def test_time_slots_keep_relevance_order() -> None:
    hits = _spread(20)
    picked = time_slots(hits, newest=2, oldest=2, middle=1, rng=random.Random(3))
    ranks = [h.rank for h in picked]
    assert ranks == sorted(ranks)


def test_time_slots_same_seed_same_picks() -> None:
    hits = _spread(30)
    a = time_slots(hits, newest=2, oldest=2, middle=1, rng=random.Random(42))
    b = time_slots(hits, newest=2, oldest=2, middle=1, rng=random.Random(42))
    assert hit_ids(a) == hit_ids(b)
    # The middle pick really is random: over seeds it varies.
    picks = {
        tuple(hit_ids(time_slots(hits, newest=2, oldest=2, middle=1, rng=random.Random(s))))
        for s in range(20)
    }
    assert len(picks) > 1


def test_time_slots_fewer_hits_than_slots_unchanged() -> None:
    hits = _spread(5)
    assert hit_ids(time_slots(hits, newest=2, oldest=2, middle=1, rng=random.Random(0))) == hit_ids(
        hits
    )
    hits = _spread(3)
    assert hit_ids(time_slots(hits, newest=2, oldest=2, middle=1, rng=random.Random(0))) == hit_ids(
        hits
    )


def test_time_slots_other_counts() -> None:
    hits = _spread(12)
    newest_first = _by_age(hits)
    picked = time_slots(hits, newest=0, oldest=3, middle=0, rng=random.Random(0))
    assert set(hit_ids(picked)) == set(newest_first[-3:])
    picked = time_slots(hits, newest=1, oldest=0, middle=2, rng=random.Random(0))
    assert len(picked) == 3 and newest_first[0] in hit_ids(picked)


# -- clip --------------------------------------------------------------------------------------


def test_clip_block_at_500_with_marker_naming_the_id() -> None:
    text = "あ" * 499 + "い" + "う" * 100
    clipped, was = clip_block(text, 500, id="ep-123")
    assert was
    assert clipped.startswith("あ" * 499 + "い")
    assert "う" not in clipped
    assert clipped.endswith(MORE_MARKER.format(id="ep-123"))
    assert "get_full_memory_block(id='ep-123')" in clipped
    assert "続きがあります" in clipped


def test_clip_block_short_text_and_zero_limit_unchanged() -> None:
    assert clip_block("a" * 500, 500, id="x") == ("a" * 500, False)
    assert clip_block("a" * 501, 0, id="x") == ("a" * 501, False)


def test_clip_block_strips_trailing_space_before_marker() -> None:
    clipped, _ = clip_block("word " * 200, 500, id="x")
    assert clipped.startswith("word word")
    assert " …" not in clipped and clipped.index("…") == len(("word " * 100).rstrip())


# -- all together, each switch off ----------------------------------------------------------


def _pool() -> tuple[list[SearchHit], tuple[str, ...]]:
    hits = [
        hit("keep1", user="柴犬のこむぎと河原を散歩したら、こむぎが急に川へ走り出した", age_days=1),
        hit(
            "system",
            user="[system] the nightly import finished with no errors at all",
            reply="",
            user_speaker="SYSTEM",
            age_days=2,
        ),
        hit(
            "in_context",
            user="I have a deadline for Project Aurora next Friday",
            reply="",
            age_days=3,
        ),
        hit("short", user="おはよう", reply="おはよう！", age_days=4),
        hit("dup_a", user="x" * 210 + " A", reply="", age_days=5),
        hit("dup_b", user="x" * 210 + " B", reply="", age_days=6),
        hit("long", user="長い話。" * 200, reply="", age_days=7),
    ]
    hits += [
        hit(
            f"more{i}",
            user=f"another distinct memory number {i} about the river walk",
            age_days=8 + i,
        )
        for i in range(5)
    ]
    return hits, ("I have a deadline for Project Aurora next Friday",)


def test_apply_keyword_policies_all_on() -> None:
    hits, ctx = _pool()
    cfg = RetrievalConfig(policies={"time_slotting": False})
    out = apply_keyword_policies(hits, cfg, context_texts=ctx)
    assert hit_ids(out) == ["keep1", "dup_a", "long"] + [f"more{i}" for i in range(5)]
    long = out[2]
    assert long.text.endswith(MORE_MARKER.format(id="long"))
    assert len(long.text) < 500 + len(MORE_MARKER) + 10
    assert long.episode.user_text == "長い話。" * 200  # the episode keeps its full text
    assert out[0] is hits[0]  # unclipped hits are passed through as they are


def test_apply_keyword_policies_speaker_filter_off() -> None:
    hits, ctx = _pool()
    out = apply_keyword_policies(
        hits, RetrievalConfig(policies={"speaker_filter": False}), context_texts=ctx
    )
    assert "system" in hit_ids(out)


def test_apply_keyword_policies_context_exclusion_off() -> None:
    hits, ctx = _pool()
    cfg = RetrievalConfig(policies={"exclude_recent_context": False})
    assert "in_context" in hit_ids(apply_keyword_policies(hits, cfg, context_texts=ctx))


def test_apply_keyword_policies_min_chars_off() -> None:
    hits, ctx = _pool()
    cfg = RetrievalConfig(policies={"min_block_chars": 0})
    assert "short" in hit_ids(apply_keyword_policies(hits, cfg, context_texts=ctx))


def test_apply_keyword_policies_prefix_dedupe_off() -> None:
    hits, ctx = _pool()
    cfg = RetrievalConfig(policies={"prefix_dedupe_chars": 0})
    out = hit_ids(apply_keyword_policies(hits, cfg, context_texts=ctx))
    assert "dup_a" in out and "dup_b" in out


def test_apply_keyword_policies_clip_off() -> None:
    hits, ctx = _pool()
    cfg = RetrievalConfig(policies={"clip_chars": 0})
    long = next(h for h in apply_keyword_policies(hits, cfg, context_texts=ctx) if h.id == "long")
    assert long.text == "長い話。" * 200


def test_apply_keyword_policies_slotting_on_is_seeded() -> None:
    hits, ctx = _pool()
    cfg = RetrievalConfig(policies={"time_slotting": True, "slot_seed": 7})
    a = apply_keyword_policies(hits, cfg, context_texts=ctx)
    b = apply_keyword_policies(hits, cfg, context_texts=ctx)
    assert len(a) == 5
    assert hit_ids(a) == hit_ids(b)
    # Without slotting 8 survive, listed newest first (age_days grows down _pool).
    by_age = hit_ids(apply_keyword_policies(hits, RetrievalConfig(), context_texts=ctx))
    assert by_age[0] in hit_ids(a) and by_age[1] in hit_ids(a)  # the two newest
    assert by_age[-1] in hit_ids(a) and by_age[-2] in hit_ids(a)  # the two oldest
    # Other queries of the same run draw from their own seeded generator.
    other = [
        hit_ids(apply_keyword_policies(hits, cfg, context_texts=ctx, query_index=q))
        for q in range(10)
    ]
    assert len({tuple(o) for o in other}) > 1


def test_apply_keyword_policies_default_has_slotting_off() -> None:
    hits, ctx = _pool()
    assert len(apply_keyword_policies(hits, RetrievalConfig(), context_texts=ctx)) == 8
