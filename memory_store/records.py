"""Typed records shared by the store, the graph and the tools."""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from enum import IntEnum
from typing import Literal, get_args

__all__ = [
    "ROLE_TAGS",
    "Episode",
    "HitSource",
    "SearchHit",
    "Sensitivity",
    "Speaker",
    "check_occurred_at",
    "check_storable",
    "nul_problem",
    "storable_text",
    "to_epoch_seconds",
    "unicode_problem",
]

Speaker = Literal["USER", "AGENT", "SYSTEM"]
ROLE_TAGS: frozenset[str] = frozenset(get_args(Speaker))
"""The speaker values that name a role, not a person (``Episode.user_speaker`` defaults)."""
HitSource = Literal["keyword", "vector", "entity", "about_time"]


class Sensitivity(IntEnum):
    """How private an episode is; searches include everything up to a maximum level."""

    PUBLIC = 0
    PRIVATE = 1
    SECRET = 2

    @classmethod
    def parse(cls, value: str | int | Sensitivity) -> Sensitivity:
        if isinstance(value, Sensitivity):
            return value
        if isinstance(value, int):
            return cls(value)
        try:
            return cls[value.strip().upper()]
        except KeyError:
            names = ", ".join(m.name for m in cls)
            raise ValueError(f"unknown sensitivity {value!r}; expected one of {names}") from None


# The sane range of a remembered moment: years 1900-2199 in any UTC offset. Outside it a
# timestamp is a typo or an attack, and it would break date arithmetic at recall time
# (``datetime.fromtimestamp`` of year 10000 raises on every recall that selects the episode).
OLDEST = datetime(1900, 1, 1, tzinfo=UTC) - timedelta(days=1)
NEWEST = datetime(2200, 1, 1, tzinfo=UTC) + timedelta(days=1)
_MIN_SECONDS, _MAX_SECONDS = int(OLDEST.timestamp()), int(NEWEST.timestamp())


def unicode_problem(text: str) -> str | None:
    """Why ``text`` cannot be stored as UTF-8 (an unpaired surrogate, e.g. from bytes decoded
    with ``errors="surrogateescape"``), or None when it can."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        return (
            f"is not valid Unicode text: an unpaired surrogate {text[exc.start]!r} at character "
            f"{exc.start}; decode the input with errors='replace' (or fix its encoding)"
        )
    return None


def storable_text(text: str) -> str:
    """``text`` as UTF-8 can carry it: an emoji split into its two UTF-16 halves (two code
    points, as a streamed JSON reply cut between ``\\ud83d`` and ``\\ude00`` leaves it) made one
    character again, and a lone surrogate replaced by U+FFFD. Text that is valid already is
    returned as is."""
    if unicode_problem(text) is None:
        return text
    # UTF-16 with surrogatepass joins each high + low pair; what is left alone is replaced.
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def _joined_pairs(text: str) -> str:
    """``text`` with split surrogate pairs joined (lossless); lone surrogates are kept (for
    ``unicode_problem`` to name)."""
    if unicode_problem(text) is None:
        return text
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")


# The text fields of an Episode a store keeps as text (metadata is JSON: json.dumps escapes NUL).
_TEXT_FIELDS = (
    "id",
    "user_text",
    "reply_text",
    "session_id",
    "source",
    "user_speaker",
    "reply_speaker",
    "namespace",
)


def nul_problem(episode: Episode) -> str | None:
    """Why ``episode`` cannot be stored because of a NUL character (``\\x00``, which
    PostgreSQL text refuses: both backends refuse it so they keep the same episodes), or None."""
    for name in _TEXT_FIELDS:
        value = getattr(episode, name)
        if isinstance(value, str) and "\x00" in value:
            return (
                f"episode {episode.id!r}: {name} contains a NUL character (\\x00) at character "
                f"{value.index(chr(0))}, which a store cannot keep; remove it (or decode the "
                "input with the right encoding)"
            )
    return None


def check_storable(namespace: str, episodes: Iterable[Episode]) -> None:
    """ValueError naming the first episode that does not belong to ``namespace`` or holds a
    NUL character (what every backend's ``write_episodes`` checks before writing anything:
    rows read back from an old store skip ``Episode`` validation and may reach a write)."""
    for ep in episodes:
        if ep.namespace != namespace:
            raise ValueError(
                f"episode {ep.id!r} belongs to namespace {ep.namespace!r}, not {namespace!r}; "
                "nothing was stored"
            )
        if problem := nul_problem(ep):
            raise ValueError(f"{problem}; nothing was stored")


def check_occurred_at(seconds: int, *, name: str = "occurred_at") -> int:
    """``seconds`` if it lies in 1900-2199 (UTC, a day of slack for offsets), else ValueError
    (naming the argument ``name``)."""
    if not _MIN_SECONDS <= seconds <= _MAX_SECONDS:
        raise ValueError(
            f"{name} {seconds} is outside the years 1900-2199; omoide refuses such "
            "timestamps (a typo, or seconds given in milliseconds?)"
        )
    return seconds


def to_epoch_seconds(value: datetime | int | float, *, name: str = "occurred_at") -> int:
    """Epoch seconds from a timezone-aware datetime or a finite number in 1900-2199; naive
    datetimes, non-finite numbers and out-of-range moments are refused (ValueError), other
    types too (TypeError). Errors name the argument ``name``."""
    if isinstance(value, datetime):
        if value.tzinfo is None or value.utcoffset() is None:
            raise ValueError(
                f"{name} {value.isoformat()} has no timezone; pass an aware datetime "
                "(e.g. datetime(..., tzinfo=timezone.utc))"
            )
        # Named as given (not as epoch seconds, with a hint about milliseconds nobody typed).
        outside = ValueError(f"{name} {value.isoformat()} is outside the years 1900-2199")
        if not 1899 <= value.year <= 2200:
            raise outside
        seconds = int(value.timestamp())
        if not _MIN_SECONDS <= seconds <= _MAX_SECONDS:
            raise outside
        return seconds
    if isinstance(value, bool) or not isinstance(value, int | float):
        shown = repr(value) if len(repr(value)) <= 40 else repr(value)[:37] + "..."
        hint = " (parse it first: datetime.fromisoformat(...))" if isinstance(value, str) else ""
        raise TypeError(
            f"{name} must be a timezone-aware datetime or epoch seconds (int or float), "
            f"not {type(value).__name__} {shown}{hint}"
        )
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError(f"{name} must be a finite number, not {value!r}")
    if isinstance(value, float) and abs(value) > 1e12:
        # Named as given (int() of 1e300 is a huge int, and a clamped number is not the file's).
        raise ValueError(
            f"{name} {value!r} is outside the years 1900-2199; omoide refuses such timestamps "
            "(a typo, or seconds given in milliseconds?)"
        )
    return check_occurred_at(int(value), name=name)


# Episode.source of the episodes that carry a LangGraph store item's text (``OmoideStore``):
# saved memories ("User likes sushi"), not lines of a conversation log.
MEMORY_ITEM_SOURCE = "langgraph-store"


@dataclass(frozen=True, slots=True)
class Episode:
    """One remembered exchange: a user message and the reply that followed.

    ``occurred_at`` is stored as epoch seconds (UTC); pass an aware ``datetime`` or an int.
    ``id`` is stable: when omitted (see :meth:`create`) it is derived from the content, so
    importing the same exchange twice never stores it twice.
    """

    id: str
    user_text: str
    reply_text: str
    occurred_at: int
    session_id: str = ""
    source: str = ""
    user_speaker: str = "USER"
    reply_speaker: str = "AGENT"
    sensitivity: Sensitivity = Sensitivity.PRIVATE
    searchable: bool = True
    namespace: str = "default"
    metadata: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not isinstance(self.id, str) or not self.id:
            raise ValueError("episode id must be a non-empty string")
        if not isinstance(self.user_text, str) or not isinstance(self.reply_text, str):
            raise TypeError(f"episode {self.id!r}: user_text and reply_text must be strings")
        object.__setattr__(self, "occurred_at", to_epoch_seconds(self.occurred_at))
        object.__setattr__(self, "sensitivity", Sensitivity.parse(self.sensitivity))
        if not (self.user_text.strip() or self.reply_text.strip()):
            raise ValueError(f"episode {self.id!r} has neither user text nor reply text")
        if problem := nul_problem(self):
            raise ValueError(problem)
        for name in _TEXT_FIELDS:
            value = getattr(self, name)
            if isinstance(value, str) and (problem := unicode_problem(value)):
                raise ValueError(f"episode {self.id!r}: {name} {problem}")

    @property
    def is_memory_item(self) -> bool:
        """Whether this is a saved memory item (``OmoideStore``), not a logged exchange."""
        return self.source == MEMORY_ITEM_SOURCE

    @staticmethod
    def content_id(user_text: str, reply_text: str, occurred_at: int, session_id: str = "") -> str:
        """A stable id from the content: the same exchange always gets the same id."""
        payload = json.dumps([session_id, occurred_at, user_text, reply_text], ensure_ascii=False)
        return hashlib.sha1(payload.encode("utf-8")).hexdigest()[:20]

    @classmethod
    def create(
        cls,
        user_text: str,
        reply_text: str,
        *,
        occurred_at: datetime | int,
        id: str | None = None,
        session_id: str = "",
        source: str = "",
        user_speaker: str = "USER",
        reply_speaker: str = "AGENT",
        sensitivity: Sensitivity | str = Sensitivity.PRIVATE,
        searchable: bool = True,
        namespace: str = "default",
        metadata: Mapping[str, str] | None = None,
    ) -> Episode:
        """Build an episode, deriving a content id when ``id`` is not given. An emoji split
        into its two UTF-16 halves is joined first (a lone surrogate is a ValueError naming
        the field)."""
        ts = to_epoch_seconds(occurred_at)
        user_text, reply_text, session_id = (
            _joined_pairs(t) if isinstance(t, str) else t
            for t in (user_text, reply_text, session_id)
        )
        for name, value in (
            ("user_text", user_text),
            ("reply_text", reply_text),
            ("session_id", session_id),
            ("id", id),
        ):
            if isinstance(value, str) and (problem := unicode_problem(value)):
                raise ValueError(f"{name} {problem}")
        return cls(
            id=id or cls.content_id(user_text, reply_text, ts, session_id),
            user_text=user_text,
            reply_text=reply_text,
            occurred_at=ts,
            session_id=session_id,
            source=source,
            user_speaker=user_speaker,
            reply_speaker=reply_speaker,
            sensitivity=Sensitivity.parse(sensitivity),
            searchable=searchable,
            namespace=namespace,
            metadata=dict(metadata or {}),
        )

    @property
    def text(self) -> str:
        """User text and reply as one block: what the indexes see."""
        if not self.reply_text:
            return self.user_text
        if not self.user_text:
            return self.reply_text
        return f"{self.user_text}\n{self.reply_text}"

    @property
    def occurred_at_dt(self) -> datetime:
        from datetime import UTC

        return datetime.fromtimestamp(self.occurred_at, tz=UTC)


@dataclass(frozen=True, slots=True)
class SearchHit:
    """One result of a keyword or vector search.

    ``source`` names the index that found it (``"keyword"`` or ``"vector"``); where the
    exchange came from (archive file and line) is ``episode.source``. ``score`` is the raw
    score of that index (BM25, or cosine similarity): compare ranks across indexes, not scores.
    """

    id: str
    text: str
    score: float
    source: HitSource
    occurred_at: int
    rank: int
    episode: Episode
