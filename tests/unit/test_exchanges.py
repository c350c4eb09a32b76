"""The one pairing rule (memory_store.exchanges.pair_turns) and the readers that use it."""

from __future__ import annotations

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from omoide.agent.messages import latest_exchange
from omoide.memory_store.exchanges import alternating, pair_turns

U, A = True, False


def test_user_then_reply_is_one_exchange() -> None:
    assert pair_turns([(U, "u1"), (A, "a1"), (U, "u2"), (A, "a2")]) == [
        (["u1"], ["a1"]),
        (["u2"], ["a2"]),
    ]


def test_consecutive_turns_of_one_side_join() -> None:
    turns = [(U, "u1"), (U, "u2"), (A, "a1"), (A, "a2"), (U, "u3")]
    assert pair_turns(turns) == [(["u1", "u2"], ["a1", "a2"]), (["u3"], [])]


def test_orphans_stand_alone_and_nothing_is_lost() -> None:
    turns = [(A, "greeting"), (U, "u1"), (A, "a1"), (U, "unanswered")]
    groups = pair_turns(turns)
    assert groups == [([], ["greeting"]), (["u1"], ["a1"]), (["unanswered"], [])]
    assert [t for users, replies in groups for t in users + replies] == [t for _, t in turns]
    assert pair_turns([]) == []


def test_joins_splits_same_side_turns_that_are_apart() -> None:
    # Turns are minutes; two same-side turns join only within 30 minutes.
    def close(a: tuple[str, int], b: tuple[str, int]) -> bool:
        return b[1] - a[1] < 30

    turns = [(U, ("u1", 0)), (U, ("u2", 100)), (A, ("a1", 500)), (A, ("a2", 900))]
    groups = pair_turns(turns, joins=close)
    names = [([u for u, _ in us], [r for r, _ in rs]) for us, rs in groups]
    # u2 is far from u1: u1 stands alone. a1 is far from u2 but a reply always pairs with the
    # user turn before it. a2 is far from a1: a new exchange of its own.
    assert names == [(["u1"], []), (["u2"], ["a1"]), ([], ["a2"])]


def test_alternating_pairs_by_position_whoever_speaks() -> None:
    assert pair_turns(alternating(["x0", "x1", "x2", "x3", "x4"])) == [
        (["x0"], ["x1"]),
        (["x2"], ["x3"]),
        (["x4"], []),
    ]


def test_latest_exchange_of_a_chat() -> None:
    internal = AIMessage("<<INTERNAL_CONTEXT>>\n[EPISODE_EVIDENCE] ...")
    tool_call = AIMessage("", tool_calls=[{"name": "search", "args": {}, "id": "c1"}])
    messages = [
        HumanMessage("old"),
        AIMessage("old reply"),
        HumanMessage("こむぎの話"),
        HumanMessage("覚えてる？"),
        internal,
        tool_call,
        ToolMessage("result", tool_call_id="c1"),
        AIMessage("覚えてますよ"),
    ]
    # The newest user message and the final reply to it (what remember stores each turn).
    assert latest_exchange(messages) == ("覚えてる？", "覚えてますよ")
    assert latest_exchange(messages[:4]) is None  # not answered yet
    assert latest_exchange([]) is None
    # A user who types the marker is still a user.
    said = [HumanMessage("<<INTERNAL_CONTEXT>> hi"), AIMessage("hello")]
    assert latest_exchange(said) == ("<<INTERNAL_CONTEXT>> hi", "hello")
