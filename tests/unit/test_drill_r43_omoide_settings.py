"""Drill r43: the operator's ``$OMOIDE_SETTINGS`` for the served graphs (retrieval and
consolidation). An item that is not ``key=value`` is an error naming the variable and the item,
not ``--set`` (which the operator never used): before, the consolidation reader raised
``--set expects key=value, got 'consolidation.batch_size'`` with no variable named at all."""

from __future__ import annotations

import pytest

from omoide.agent.consolidation import ConsolidationConfig
from omoide.agent.serving import served_config, served_consolidation_config


@pytest.mark.parametrize("item", ["consolidation.batch_size", "max_sensitivity", "=PUBLIC"])
@pytest.mark.parametrize("read", [served_consolidation_config, served_config])
def test_an_item_without_a_value_names_the_variable(item: str, read: object) -> None:
    with pytest.raises(ValueError) as raised:
        read({"OMOIDE_SETTINGS": f"record_runs=true {item}"})  # type: ignore[operator]
    message = str(raised.value)
    assert message.startswith("OMOIDE_SETTINGS: "), message
    assert "--set" not in message, message
    assert f"{item!r} is not key=value" in message, message


def test_good_items_still_bind_both_graphs() -> None:
    env = {"OMOIDE_SETTINGS": "  consolidation.batch_size=200   max_sensitivity=PUBLIC "}
    assert served_consolidation_config(env) == ConsolidationConfig(batch_size=200)
    assert served_config(env).max_sensitivity == 0
    assert served_config({}) == served_config({"OMOIDE_SETTINGS": "   "})
