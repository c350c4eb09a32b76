"""The MemoryPack's clock, as text: how the pack shows a time, how its capsule states the
turn's "now", and how that "now" is read back from a pack's text.

The pack node writes the capsule (``now_item``) and the respond node reads it back
(``pack_built_at``) so the system prompt shows the same instant in the same zone; both import
it from here, not from each other (issue 29: nodes talk through state and the store).
"""

from __future__ import annotations

import re
from datetime import datetime, tzinfo

__all__ = ["NOW_FIELD", "format_local_time", "now_item", "pack_built_at"]

NOW_FIELD = "now_local"
"""The capsule item that states the instant the pack was built for."""

_NOW_LINE = re.compile(rf"^- {NOW_FIELD}: (\S+)", re.M)


def format_local_time(epoch: int, tz: tzinfo) -> str:
    """The one way times are shown to the model: ISO 8601 with the zone's offset."""
    return datetime.fromtimestamp(epoch, tz=tz).isoformat(timespec="seconds")


def now_item(now_local: str) -> str:
    """The capsule's item for ``now_local`` (a ``format_local_time`` string); the pack shows
    it as the line ``- now_local: …``."""
    return f"{NOW_FIELD}: {now_local}"


def pack_built_at(pack_text: str) -> datetime | None:
    """The ``now`` a pack was built for (its capsule's ``now_local``), so the system prompt can
    show the same instant; ``None`` for an empty pack."""
    m = _NOW_LINE.search(pack_text)
    return datetime.fromisoformat(m.group(1)) if m else None
