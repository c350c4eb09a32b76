"""A sub-millisecond source budget (``sources.timeouts.* = 0.0004``) was reported as "no answer
within 0 ms", which reads as no budget at all; it is shown as what it is."""

from __future__ import annotations

import time

import pytest

from omoide.agent.runtime import run_with_timeout


def test_a_sub_millisecond_budget_is_shown_as_such() -> None:
    with pytest.raises(TimeoutError, match=r"no answer within 0\.4 ms"):
        run_with_timeout(lambda: time.sleep(0.05), 0.0004)


def test_a_budget_of_whole_milliseconds_is_shown_whole() -> None:
    with pytest.raises(TimeoutError, match=r"no answer within 20 ms"):
        run_with_timeout(lambda: time.sleep(0.2), 0.02)
