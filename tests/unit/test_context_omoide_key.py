"""A served graph's context is a RetrievalConfig: a context holding the configurable entry's key
({"omoide": {...}}, what a run puts under config["configurable"]) was refused with "did you
mean fusion.mode?". It now says where that key belongs and what a context takes instead."""

from __future__ import annotations

import pytest

from omoide.agent.config import RetrievalConfig
from omoide.agent.runtime import _context_overrides


def test_the_configurable_key_as_context_says_where_it_belongs() -> None:
    with pytest.raises(ValueError, match=r"config\['configurable'\]") as refused:
        RetrievalConfig(omoide={"injection": {"max_results": 3}})  # type: ignore[call-arg]
    assert "fusion.mode" not in str(refused.value)


def test_a_parent_s_dict_context_still_takes_it() -> None:
    assert _context_overrides({"omoide": {"injection": {"max_results": 3}}}) == {
        "injection.max_results": 3
    }
