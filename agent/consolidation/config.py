"""Every consolidation parameter in one frozen dataclass (design §consolidation).

Consolidation is the write path that turns episodes into derived memory; its numbers live here,
never in node bodies, so a run can be tuned and every choice is documented in one place.

It is a settings group like the retrieval groups (``omoide.agent.config.SettingsGroup``): each
field's type and range are in its annotation and its description in its attribute docstring
(the JSON schema shows both), and a value is checked on construction by the same strict check,
with the same error naming the setting (``consolidation.batch_size=0: allowed an integer >= 1
and <= 10000``), so a typo is an error, not a silent off: an unknown name too, also from a JSON
context (``unknown consolidation setting(s): consolidation.batch_sise (did you mean
consolidation.batch_size?)``).

It is the consolidation graph's ``context_schema``: Studio shows these fields (with their
descriptions) in a run's context panel, and ``graph.invoke(..., context={"batch_size": 50})``
tunes one run (``omoide.agent.consolidation.deps`` resolves it once per run over the bound
config).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, ClassVar, Self
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import Field

from omoide.memory_store.records import Sensitivity

from ..config import (
    Chars,
    Fraction,
    PositiveCount,
    SettingsGroup,
    check_known,
    parse_sensitivity,
)

__all__ = ["OPERATOR_SETTINGS", "ConsolidationConfig"]

OPERATOR_SETTINGS = frozenset({"max_sensitivity", "include_unsearchable"})
"""Consolidation settings only the operator may set in a served graph (``omoide.agent.studio``):
which episodes may reach derived memory at all (SECRET ones; ones the user made forgotten). A
run that asks for another value fails (``OperatorSettingError``); the operator sets them with
``$OMOIDE_SETTINGS`` (``consolidation.max_sensitivity=PUBLIC``)."""


@dataclass(frozen=True)
class ConsolidationConfig(SettingsGroup):
    """Parameters of load → extract → resolve → derive → commit → close_loops."""

    _prefix: ClassVar[str] = "consolidation."
    _kind: ClassVar[str] = "consolidation"

    batch_size: PositiveCount = 500
    """Episodes per batch; each batch commits atomically with the cursor (an interrupted run
    loses at most one batch of work). Larger batches amortise the per-batch reads of people
    mentioned in thousands of episodes."""
    max_sensitivity: Sensitivity = Sensitivity.PRIVATE
    """Episodes above this level (SECRET) are never consolidated: nothing derived leaks them."""
    include_unsearchable: bool = False
    """Consolidate episodes taken out of recall too (off: a forgotten episode teaches nothing)."""
    relation_confidence: Fraction = 0.8
    """Confidence of a relation fact the rules read from an explicit phrase (妹のあかり)."""
    salience_floor: Fraction = 0.3
    """Salience of a fact about an entity mentioned once."""
    salience_half_mentions: Annotated[float, Field(ge=0.1, le=10_000)] = 5.0
    """Mentions at which salience is half-way from the floor to 1."""
    topic_min_mentions: PositiveCount = 2
    """Non-person entities get a topic summary from this many mentions (persons always)."""
    summary_recent_episodes: Annotated[int, Field(ge=1, le=100)] = 5
    """Person/topic summaries are built from the entity's latest N episodes."""
    summary_highlights: Annotated[int, Field(ge=0, le=20)] = 3
    """User lines quoted per summary."""
    summary_max_names: Annotated[int, Field(ge=1, le=50)] = 6
    """People / topics named per weekly summary."""
    highlight_min_chars: Annotated[Chars, Field(le=1_000)] = 8
    """User lines shorter than this (greetings) are never quoted."""
    highlight_chars: Annotated[int, Field(ge=10, le=1_000)] = 60
    """A quoted line is clipped to this many characters."""
    loops_from_reply: bool = False
    """Also open loops for dates only the agent's reply states ("明日もいい一日に", "Talk
    tomorrow"): off, since a reply's dates are mostly pleasantries, not the user's plans."""
    loop_text_chars: Annotated[int, Field(ge=20, le=2_000)] = 160
    """An open loop's text (the sentence stating the plan) is clipped to this many characters."""
    timezone: str | None = None
    """IANA zone of episode days and of "today" for loop expiry (None: the store's zone)."""

    def __new__(cls, *args: Any, **settings: Any) -> Self:
        # An unknown name (a JSON context's typo) is an error naming the closest setting,
        # before the generated __init__ refuses it with a bare TypeError.
        check_known(settings, cls, prefix=cls._prefix)
        return super().__new__(cls)

    def __post_init__(self) -> None:
        sensitivity = parse_sensitivity(self.max_sensitivity, f"{self._prefix}max_sensitivity")
        object.__setattr__(self, "max_sensitivity", sensitivity)
        super().__post_init__()

    def _check(self) -> None:
        try:
            if self.timezone:
                ZoneInfo(self.timezone)
        except (ZoneInfoNotFoundError, ValueError):
            raise ValueError(
                f"{self._prefix}timezone={self.timezone!r}: unknown timezone; allowed an IANA "
                "name such as 'Asia/Tokyo', or None (the store's zone)"
            ) from None
