"""Loaders for the two Japanese evaluation sets, JMultiWOZ-TC and RealPersonaChat (docs/design.md
§evaluation). They are evaluation data, not something a user ingests, so they live here and not
beside ``omoide ingest``'s importers; LoCoMo and LongMemEval are read by
``omoide.memory_store.importers`` because users import those conversations too.
Where to download each set: BENCHMARKS.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta, timezone, tzinfo
from pathlib import Path
from typing import Any, NamedTuple

from omoide.memory_store.errors import ArchiveFormatError
from omoide.memory_store.importers import _json_lines, _load_json, _parse_json_line

__all__ = [
    "JST",
    "JMultiWozDialogue",
    "RpcDialogue",
    "RpcUtterance",
    "load_jmultiwoz",
    "load_real_persona_chat",
]

JST = timezone(timedelta(hours=9), "JST")


@dataclass(frozen=True, slots=True)
class JMultiWozDialogue:
    """A JMultiWOZ-TC dialogue. ``tool_call_names`` holds ``(message_index, name)`` for every
    tool call whose arguments include ``name`` (a hotel, shop, sight, ...), in file order."""

    dialogue_id: str
    messages: list[tuple[str, str]]  # (role, content)
    tool_call_names: list[tuple[int, str]]


class RpcUtterance(NamedTuple):
    interlocutor_id: str
    text: str
    # Aware; a missing ("NaT") stamp takes its neighbour's, None if the dialogue has none.
    timestamp: datetime | None


@dataclass(frozen=True, slots=True)
class RpcDialogue:
    """A RealPersonaChat dialogue; ``dialogue_id`` is the file's integer id as a string."""

    dialogue_id: str
    interlocutors: list[str]
    utterances: list[RpcUtterance]


def load_jmultiwoz(path: Path | str) -> list[JMultiWozDialogue]:
    """Every dialogue of a JMultiWOZ-TC file (``.jsonl`` or ``.jsonl.gz``)."""
    p = Path(path)
    dialogues = []
    for lineno, line in _json_lines(p):
        obj = _parse_json_line(p, lineno, line)
        try:
            messages = [(str(m["role"]), str(m["content"])) for m in obj["messages"]]
            names = [
                (int(call["message_index"]), str(tc["arguments"]["name"]))
                for call in obj.get("user_turn_tool_calls") or []
                for tc in call.get("tool_calls") or []
                if isinstance(tc.get("arguments"), dict) and "name" in tc["arguments"]
            ]
            dialogues.append(JMultiWozDialogue(str(obj["dialogue_id"]), messages, names))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise ArchiveFormatError(
                str(p), lineno, f"not a JMultiWOZ-TC dialogue: {exc!r}"
            ) from None
    return dialogues


def load_real_persona_chat(path: Path | str, *, tz: tzinfo = JST) -> list[RpcDialogue]:
    """Every dialogue of RealPersonaChat: a ``.jsonl`` / ``.jsonl.gz`` file (one dialogue a
    line), or the release's ``real_persona_chat/dialogues/`` folder (one ``NNNNN.json`` file a
    dialogue, read in name order).

    Its timestamps have no offset; they are read in ``tz`` (the chats were collected in Japan).
    """
    p = Path(path)
    if p.is_dir():
        files = sorted(p.glob("*.json"))
        if not files:
            raise ArchiveFormatError(str(p), None, "no RealPersonaChat dialogue files (*.json)")
        return [_rpc_dialogue(_load_json(f), f, None, tz) for f in files]
    return [
        _rpc_dialogue(_parse_json_line(p, lineno, line), p, lineno, tz)
        for lineno, line in _json_lines(p)
    ]


def _rpc_dialogue(obj: Any, path: Path, lineno: int | None, tz: tzinfo) -> RpcDialogue:
    try:
        raw = [
            (str(u["interlocutor_id"]), str(u["text"]), _rpc_time(u.get("timestamp"), tz))
            for u in obj["utterances"]
        ]
        interlocutors = [str(i) for i in obj.get("interlocutors") or []]
        dialogue_id = str(obj["dialogue_id"])
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise ArchiveFormatError(
            str(path), lineno, f"not a RealPersonaChat dialogue: {exc!r}"
        ) from None
    stamps = _fill_missing([t for _, _, t in raw])
    utterances = [
        RpcUtterance(who, text, at) for (who, text, _), at in zip(raw, stamps, strict=True)
    ]
    return RpcDialogue(dialogue_id, interlocutors, utterances)


def _rpc_time(value: Any, tz: tzinfo) -> datetime | None:
    if value is None or str(value) in ("", "NaT"):
        return None
    parsed = datetime.fromisoformat(str(value))
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=tz)


def _fill_missing(stamps: list[datetime | None]) -> list[datetime | None]:
    """Each missing stamp takes the previous known one (or the next, at the start)."""
    filled: list[datetime | None] = []
    last = next((s for s in stamps if s is not None), None)
    for stamp in stamps:
        last = stamp or last
        filled.append(last)
    return filled
