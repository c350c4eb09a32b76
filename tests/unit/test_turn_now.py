"""The reply's "Current time": one instant per turn, in the zone of the run's user.

Before: when nothing was injected the respond node fell back to the wall clock, though the
retrieval node had recalled for the turn's own time (``turn_time``): a pinned or replayed turn
told the model another "now" than the one its 「先週」 was read at.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from omoide.agent.nodes.respond import ResponderDeps, turn_now

JST = timezone(timedelta(hours=9))
AT = int(datetime(2024, 3, 1, 21, 0, tzinfo=JST).timestamp())


def test_the_recalled_time_when_nothing_was_injected() -> None:
    deps = ResponderDeps(None, timezone="Asia/Tokyo")
    state = {"messages": [], "memory_pack": "", "turn_time": AT, "now": None}
    assert turn_now(state, deps).isoformat() == "2024-03-01T21:00:00+09:00"
    # A parent's own `now` (no retrieval node before the reply) comes first.
    assert turn_now({**state, "now": AT + 60}, deps).isoformat() == "2024-03-01T21:01:00+09:00"


def test_the_zone_of_the_runs_user_wins_over_the_folders() -> None:
    deps = ResponderDeps(None, timezone="UTC", zone_of_run=lambda: "Europe/Berlin")
    state = {"messages": [], "memory_pack": "", "turn_time": AT}
    assert turn_now(state, deps).isoformat() == "2024-03-01T13:00:00+01:00"
