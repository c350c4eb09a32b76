"""Every consolidation parameter in one frozen dataclass (design §consolidation).

Consolidation is the write path that turns episodes into derived memory; its numbers live here,
never in node bodies, so a run can be tuned and every choice is documented in one place.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from omoide.memory_store.records import Sensitivity

__all__ = ["ConsolidationConfig"]

# name -> (minimum, maximum): checked on construction, so a typo is an error, not a silent off.
_RANGES: dict[str, tuple[float, float]] = {
    "batch_size": (1, 10_000),
    "relation_confidence": (0.0, 1.0),
    "salience_floor": (0.0, 1.0),
    "salience_half_mentions": (0.1, 10_000),
    "topic_min_mentions": (1, 10_000),
    "summary_recent_episodes": (1, 100),
    "summary_highlights": (0, 20),
    "summary_max_names": (1, 50),
    "highlight_min_chars": (0, 1_000),
    "highlight_chars": (10, 1_000),
    "loop_text_chars": (20, 2_000),
}


@dataclass(frozen=True)
class ConsolidationConfig:
    """Parameters of load → extract → resolve → derive → commit → close_loops."""

    batch_size: int = 500
    """Episodes per batch; each batch commits atomically with the cursor (an interrupted run
    loses at most one batch of work). Larger batches amortise the per-batch reads of people
    mentioned in thousands of episodes."""
    max_sensitivity: Sensitivity = Sensitivity.PRIVATE
    """Episodes above this level (SECRET) are never consolidated: nothing derived leaks them."""
    include_unsearchable: bool = False
    """Consolidate episodes taken out of recall too (off: a forgotten episode teaches nothing)."""
    relation_confidence: float = 0.8
    """Confidence of a relation fact the rules read from an explicit phrase (妹のあかり)."""
    salience_floor: float = 0.3
    """Salience of a fact about an entity mentioned once."""
    salience_half_mentions: float = 5.0
    """Mentions at which salience is half-way from the floor to 1."""
    topic_min_mentions: int = 2
    """Non-person entities get a topic summary from this many mentions (persons always)."""
    summary_recent_episodes: int = 5
    """Person/topic summaries are built from the entity's latest N episodes."""
    summary_highlights: int = 3
    """User lines quoted per summary."""
    summary_max_names: int = 6
    """People / topics named per weekly summary."""
    highlight_min_chars: int = 8
    """User lines shorter than this (greetings) are never quoted."""
    highlight_chars: int = 60
    """A quoted line is clipped to this many characters."""
    loops_from_reply: bool = False
    """Also open loops for dates only the agent's reply states ("明日もいい一日に", "Talk
    tomorrow"): off, since a reply's dates are mostly pleasantries, not the user's plans."""
    loop_text_chars: int = 160
    """An open loop's text (the sentence stating the plan) is clipped to this many characters."""
    timezone: str | None = None
    """IANA zone of episode days and of "today" for loop expiry (None: the store's zone)."""

    def __post_init__(self) -> None:
        for f in fields(self):
            bounds = _RANGES.get(f.name)
            value = getattr(self, f.name)
            if bounds is None:
                continue
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise TypeError(f"consolidation {f.name} must be a number, got {value!r}")
            low, high = bounds
            if not low <= value <= high:
                raise ValueError(
                    f"consolidation {f.name}={value!r} is out of range [{low:g}, {high:g}]"
                )
        object.__setattr__(self, "max_sensitivity", Sensitivity.parse(self.max_sensitivity))
