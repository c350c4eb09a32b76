"""`omoide forget ID` / `omoide restore ID` (design §runs, negative feedback) and
`omoide flag ID LEVEL`: what one episode may do on the read path."""

from __future__ import annotations

import argparse

from omoide.cli.common import Commands, open_store

__all__ = ["add_feedback", "cmd_flag", "cmd_forget", "cmd_restore"]


def add_feedback(commands: Commands) -> None:
    for name, func, what in (
        ("forget", cmd_forget, "hide an episode from recall (kept; `restore` undoes it)"),
        ("restore", cmd_restore, "make a forgotten episode recallable again"),
    ):
        p = commands.add(name, help=what)
        p.add_argument("episode_id", help="an episode id, or an unambiguous prefix of 8+ chars")
        p.set_defaults(func=func)
    p = commands.add(
        "flag", help="set an episode's sensitivity (the only way to lower one; imports raise)"
    )
    p.add_argument("episode_id", help="an episode id, or an unambiguous prefix of 8+ chars")
    p.add_argument(
        "sensitivity", type=str.upper, choices=["PUBLIC", "PRIVATE", "SECRET"], help="the level"
    )
    p.set_defaults(func=cmd_flag)


def cmd_forget(args: argparse.Namespace) -> int:
    """Negative feedback by hand: the episode stays stored but is never recalled."""
    return _set_searchable(args, searchable=False)


def cmd_restore(args: argparse.Namespace) -> int:
    """Undo ``omoide forget`` (or an automatic isolation): the episode is recalled again."""
    return _set_searchable(args, searchable=True)


def _set_searchable(args: argparse.Namespace, *, searchable: bool) -> int:
    from omoide.agent.feedback import set_episode_searchable

    with open_store(args) as store:
        episode_id, changed = set_episode_searchable(store, args.episode_id, searchable)
    verb = "restored" if searchable else "forgotten"
    state = verb if changed else f"already {verb}"
    print(f"episode {episode_id} in namespace {args.namespace!r}: {state}")
    return 0


def cmd_flag(args: argparse.Namespace) -> int:
    """Set an episode's sensitivity — the one way to lower it (an import only raises it)."""
    from omoide.agent.feedback import resolve_episode
    from omoide.memory_store.records import Sensitivity

    level = Sensitivity.parse(args.sensitivity)
    with open_store(args) as store:
        episode = resolve_episode(store, args.episode_id)
        changed = store.set_sensitivity([episode.id], level)
    state = f"now {level.name}" if changed else f"already {level.name}"
    print(f"episode {episode.id} in namespace {args.namespace!r}: {state}")
    return 0
