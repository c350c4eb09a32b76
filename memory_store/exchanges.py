"""Turns into exchanges: the one pairing rule every reader of conversations uses.

An episode is one exchange: what the user said, then the reply (docs/design.md §evaluation).
Log archives, LoCoMo, LongMemEval, JMultiWOZ-TC and RealPersonaChat all turn a sequence of
turns into exchanges with :func:`pair_turns`; they differ only in which turns count as the
user's and in when two turns are too far apart to join. (The agent's ``remember`` sees one
turn at a time and stores the newest user message with its final reply:
``agent.messages.latest_exchange``.)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

__all__ = ["alternating", "pair_turns"]

_T = TypeVar("_T")


def pair_turns(
    turns: Iterable[tuple[bool, _T]], *, joins: Callable[[_T, _T], bool] | None = None
) -> list[tuple[list[_T], list[_T]]]:
    """Group ``(is_user, turn)`` into exchanges ``(user_turns, reply_turns)``, in order.

    The rules:

    1. An exchange is the user's turn(s) followed by the reply turn(s) after them.
    2. A user turn that comes after a reply starts the next exchange.
    3. Consecutive turns of one side join the same exchange, unless ``joins(previous, turn)``
       is false (e.g. hours apart, or another session): then the exchange so far closes first.
       A reply always pairs with the user turn just before it, however far apart.
    4. A reply with no user turn before it, or a user turn nobody answered, is an exchange on
       its own (the other list is empty).

    Every turn lands in exactly one exchange, and no exchange is empty.
    """
    groups: list[tuple[list[_T], list[_T]]] = []
    users: list[_T] = []
    replies: list[_T] = []
    for is_user, turn in turns:
        same_side = replies if replies else users
        apart = joins is not None and bool(same_side) and not joins(same_side[-1], turn)
        if is_user:
            if replies or (users and apart):
                groups.append((users, replies))
                users, replies = [], []
            users.append(turn)
        else:
            if replies and apart:
                groups.append((users, replies))
                users, replies = [], []
            replies.append(turn)
    if users or replies:
        groups.append((users, replies))
    return groups


def alternating(turns: Iterable[_T]) -> list[tuple[bool, _T]]:
    """Flag turns by position, first speaker as the user: for two-party chats with no user
    and assistant roles (RealPersonaChat), whose exchanges are consecutive pairs
    (turn 0 + 1, turn 2 + 3, ...) whoever speaks."""
    return [(i % 2 == 0, t) for i, t in enumerate(turns)]
