"""Drill r43: absurd times. A datetime just outside 1900-2199 (``--now 1899-12-31``) was refused
as ``now -2209107600 is outside the years 1900-2199; ... seconds given in milliseconds?``: the
epoch seconds and a hint about milliseconds the user never typed. It is now named as given."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from omoide.memory_store.records import to_epoch_seconds

JST = timezone(timedelta(hours=9))


@pytest.mark.parametrize(
    "at",
    [
        datetime(1899, 12, 31, tzinfo=JST),
        datetime(1899, 12, 30, tzinfo=UTC),
        datetime(2200, 1, 3, tzinfo=JST),
        datetime(2200, 1, 2, 12, tzinfo=UTC),
        datetime(1, 1, 1, tzinfo=UTC),
        datetime(9999, 12, 31, 23, 59, tzinfo=timezone(timedelta(hours=-14))),
    ],
)
def test_a_datetime_out_of_range_is_named_as_given(at: datetime) -> None:
    with pytest.raises(ValueError) as raised:
        to_epoch_seconds(at, name="now")
    message = str(raised.value)
    assert message == f"now {at.isoformat()} is outside the years 1900-2199", message


def test_the_edges_still_pass() -> None:
    assert to_epoch_seconds(datetime(1900, 1, 1, tzinfo=UTC)) < 0
    assert to_epoch_seconds(datetime(2199, 12, 31, 23, 59, tzinfo=JST)) > 0
    with pytest.raises(ValueError, match="milliseconds"):  # a number is still a number
        to_epoch_seconds(1_775_000_000_000, name="now")
