"""Importers: JSONL episodes and the LoCoMo and LongMemEval conversation files.

``import_path`` picks the reader from the path. ``load_locomo`` / ``load_longmemeval`` keep
what the evaluation harness (``benchmarks.evaluation``) needs besides episodes (questions, answers,
evidence); the ``read_*`` functions return an :class:`~memory_store.archive.ImportResult` like
``read_archive`` does. Turns become episodes by the one pairing rule,
:func:`~memory_store.exchanges.pair_turns`. Formats: ``docs/archive-format.md``.
"""

from __future__ import annotations

import gzip
import io
import json
import math
import re
import zlib
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, tzinfo
from pathlib import Path
from typing import Any

from .archive import ImportResult, SkippedBlock, offset_minutes, read_archive
from .errors import ArchiveFormatError
from .exchanges import pair_turns
from .records import Episode, Sensitivity, to_epoch_seconds

__all__ = [
    "LocomoConversation",
    "LocomoQA",
    "LongMemEvalQuestion",
    "LongMemEvalSession",
    "clean_evidence_ids",
    "import_path",
    "load_locomo",
    "load_longmemeval",
    "read_jsonl",
    "read_locomo",
    "read_longmemeval",
]

_SUPPORTED = (
    "an archive folder or .txt log, .jsonl / .jsonl.gz episodes, "
    "or a LoCoMo / LongMemEval .json / .json.gz file"
)

# -- shared helpers ------------------------------------------------------------------------


@contextmanager
def _open_bytes(path: Path) -> Iterator[io.BufferedIOBase]:
    """The file's bytes, decompressed when the name ends in .gz."""
    if not path.is_file():
        raise ArchiveFormatError(str(path), None, "no such file")
    opener = gzip.open if path.name.lower().endswith(".gz") else open
    try:
        with opener(path, "rb") as fh:
            yield fh
    except (OSError, EOFError, zlib.error) as exc:
        if isinstance(exc, ArchiveFormatError):
            raise
        # A .gz that is plain text (BadGzipFile), cut short (EOFError) or corrupt (zlib).
        raise ArchiveFormatError(str(path), None, f"cannot read: {exc}") from None


def _json_lines(path: Path) -> Iterator[tuple[int, str]]:
    """(line number, text) for every non-blank line of a UTF-8 (optionally gzipped) file."""
    with _open_bytes(path) as fh:
        for lineno, raw in enumerate(fh, start=1):
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise ArchiveFormatError(
                    str(path), lineno, f"invalid UTF-8 at byte {exc.start} of the line"
                ) from None
            line = line.removeprefix("\ufeff") if lineno == 1 else line
            if line.strip():
                yield lineno, line


# Python's JSON reader recurses per level of nesting: past its limit it raises RecursionError.
_TOO_DEEP = "JSON nested too deeply to read (over about 1,000 levels of [ or {)"


def _no_constant(name: str) -> Any:
    raise ValueError(f"non-finite number {name} is not allowed (JSON has no {name})")


def _parse_json_line(path: Path, lineno: int, line: str) -> dict[str, Any]:
    try:
        obj = json.loads(line, parse_constant=_no_constant)
    except RecursionError:
        raise ArchiveFormatError(str(path), lineno, _TOO_DEEP) from None
    except ValueError as exc:
        if not isinstance(exc, json.JSONDecodeError):
            raise ArchiveFormatError(str(path), lineno, str(exc)) from None
        raise ArchiveFormatError(
            str(path), lineno, f"invalid JSON: {exc.msg} (column {exc.colno})"
        ) from None
    if not isinstance(obj, dict):
        raise ArchiveFormatError(
            str(path), lineno, f"expected a JSON object, found {type(obj).__name__}"
        )
    return obj


def _load_json(path: Path) -> Any:
    with _open_bytes(path) as fh:
        try:
            return json.loads(fh.read().decode("utf-8-sig"))
        except UnicodeDecodeError as exc:
            raise ArchiveFormatError(
                str(path), None, f"invalid UTF-8 at byte offset {exc.start}"
            ) from None
        except json.JSONDecodeError as exc:
            raise ArchiveFormatError(
                str(path), exc.lineno, f"invalid JSON: {exc.msg} (column {exc.colno})"
            ) from None
        except RecursionError:
            raise ArchiveFormatError(str(path), None, _TOO_DEEP) from None
        except (OSError, EOFError) as exc:  # e.g. a truncated or non-gzip .gz
            raise ArchiveFormatError(str(path), None, f"cannot read: {exc}") from None


def _dedupe(episodes: Iterable[Episode]) -> tuple[list[Episode], int]:
    """First episode of every id, and how many later ones were dropped."""
    seen: dict[str, Episode] = {}
    dropped = 0
    for ep in episodes:
        if ep.id in seen:
            dropped += 1
        else:
            seen[ep.id] = ep
    return list(seen.values()), dropped


# -- JSONL ---------------------------------------------------------------------------------

_JSONL_ALIASES = {"user_text": ("user_text", "user"), "reply_text": ("reply_text", "reply")}


def read_jsonl(
    path: Path | str, *, namespace: str = "default", lenient: bool = False
) -> ImportResult:
    """Read episodes from JSON Lines (``.jsonl`` or ``.jsonl.gz``), one object a line.

    Fields: ``user_text`` (or ``user``), ``reply_text`` (or ``reply``), ``occurred_at`` (ISO-8601
    with an offset, or epoch seconds), and optionally ``id``, ``session_id``, ``sensitivity``
    (PUBLIC / PRIVATE / SECRET), ``searchable``, ``metadata`` (str -> str), ``source``,
    ``user_speaker``, ``reply_speaker``. Other keys are ignored. A bad line raises
    :class:`ArchiveFormatError` with its line number, or is skipped when ``lenient``.

    Stored again (``MemoryStore.add_episodes``), a line's ``sensitivity`` only raises an
    exchange's level and ``searchable: false`` forgets it; nothing an import states lowers a
    level or brings a forgotten exchange back (issue 34).
    """
    p = Path(path)
    episodes: list[Episode] = []
    skipped: list[SkippedBlock] = []
    first_line: dict[str, tuple[int, Episode]] = {}
    offsets: set[int] = set()
    stated: set[str] = set()
    for lineno, line in _json_lines(p):
        try:
            ep = _jsonl_episode(p, lineno, line, namespace, offsets, stated)
            seen = first_line.setdefault(ep.id, (lineno, ep))
            if seen[1] is not ep and (seen[1].user_text, seen[1].reply_text) != (
                ep.user_text,
                ep.reply_text,
            ):
                raise ArchiveFormatError(
                    str(p),
                    lineno,
                    f"id {ep.id!r} is already used by line {seen[0]} with other text; "
                    "give each exchange its own id",
                )
            episodes.append(ep)
        except ArchiveFormatError as exc:
            if not lenient:
                raise
            skipped.append(SkippedBlock(str(p), lineno, exc.reason))
    unique, duplicates = _dedupe(episodes)
    return ImportResult(
        unique,
        [str(p)],
        skipped=skipped,
        duplicates=duplicates,
        stated_offsets=tuple(sorted(offsets)),
        stated_levels=frozenset(stated),
    )


def _jsonl_episode(
    path: Path, lineno: int, line: str, namespace: str, offsets: set[int], stated: set[str]
) -> Episode:
    """One line's episode; an ISO ``occurred_at`` adds its UTC offset (minutes) to ``offsets``,
    a line stating ``sensitivity`` its episode's id to ``stated``."""
    obj = _parse_json_line(path, lineno, line)

    def fail(message: str) -> ArchiveFormatError:
        return ArchiveFormatError(str(path), lineno, message)

    texts: dict[str, str] = {}
    for key, names in _JSONL_ALIASES.items():
        value = next((obj[n] for n in names if n in obj), None)
        if value is None:
            raise fail(f"missing field {names[0]!r} (or {names[1]!r})")
        if not isinstance(value, str):
            raise fail(f"{names[0]!r} must be a string, not {type(value).__name__}")
        texts[key] = value
    if "occurred_at" not in obj:
        raise fail("missing field 'occurred_at' (ISO-8601 with offset, or epoch seconds)")
    try:
        occurred_at = _jsonl_time(obj["occurred_at"])
        sensitivity = Sensitivity.parse(obj.get("sensitivity", Sensitivity.PRIVATE))
    except (TypeError, ValueError) as exc:
        raise fail(str(exc)) from None
    optional_str = {k: obj.get(k) for k in ("id", "session_id", "source", "user_speaker")}
    optional_str["reply_speaker"] = obj.get("reply_speaker")
    for key, value in optional_str.items():
        if value is not None and not isinstance(value, str):
            raise fail(f"{key!r} must be a string, not {type(value).__name__}")
    searchable = obj.get("searchable", True)
    if not isinstance(searchable, bool):
        raise fail(f"'searchable' must be true or false, not {searchable!r}")
    metadata = obj.get("metadata") or {}
    if not isinstance(metadata, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in metadata.items()
    ):
        raise fail("'metadata' must be an object of string keys and string values")
    try:
        episode = Episode.create(
            texts["user_text"],
            texts["reply_text"],
            occurred_at=occurred_at,
            id=optional_str["id"] or None,
            session_id=optional_str["session_id"] or "",
            source=optional_str["source"] or f"{path.name}:{lineno}",
            user_speaker=optional_str["user_speaker"] or "USER",
            reply_speaker=optional_str["reply_speaker"] or "AGENT",
            sensitivity=sensitivity,
            searchable=searchable,
            namespace=namespace,
            metadata=metadata,
        )
    except ValueError as exc:
        raise fail(str(exc)) from None
    if isinstance(occurred_at, datetime) and (minutes := offset_minutes(occurred_at)) is not None:
        offsets.add(minutes)
    if "sensitivity" in obj:
        stated.add(episode.id)
    return episode


def _jsonl_time(value: Any) -> datetime | int:
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise TypeError(f"'occurred_at' must be an ISO-8601 string or epoch seconds: {value!r}")
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError(f"'occurred_at' must be a finite number, not {value!r}")
    if not isinstance(value, str):
        return to_epoch_seconds(value)
    try:
        parsed = datetime.fromisoformat(value.strip())
    except ValueError:
        raise ValueError(f"'occurred_at' is not ISO-8601: {value!r}") from None
    if parsed.tzinfo is None:
        # The hint is the time as read, written in full ("2026-01-01" is midnight): appending an
        # offset to a bare date is no ISO-8601 this importer takes.
        shown = parsed.isoformat(timespec="seconds")
        raise ValueError(
            f"'occurred_at' {value!r} has no UTC offset; write e.g. {shown}+09:00 or {shown}Z"
        )
    to_epoch_seconds(parsed)  # in range (raises ValueError naming it)
    return parsed


# -- LoCoMo --------------------------------------------------------------------------------

_MONTH_NAMES = (
    "january", "february", "march", "april", "may", "june",
    "july", "august", "september", "october", "november", "december",
)  # fmt: skip
_MONTHS = {m: i for i, m in enumerate(_MONTH_NAMES, start=1)}
_LOCOMO_DATE = re.compile(
    r"\s*(\d{1,2}):(\d{2})\s*([ap]m)\s+on\s+(\d{1,2})\s+([A-Za-z]+),?\s+(\d{4})\s*", re.I
)
_DIA_ID = re.compile(r"D:?(\d+):(\d+)", re.I)
_SESSION_KEY = re.compile(r"session_(\d+)")


@dataclass(frozen=True, slots=True)
class LocomoQA:
    """One LoCoMo question. ``evidence`` holds cleaned dialogue ids (``D3:11``)."""

    question: str
    answer: str  # "" for adversarial questions (category 5), see adversarial_answer
    category: int  # 1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop, 5 adversarial
    evidence: list[str]
    raw_evidence: list[str]
    adversarial_answer: str | None = None


@dataclass(frozen=True, slots=True)
class LocomoConversation:
    """One LoCoMo sample: its episodes, its questions and where each dialogue turn went."""

    sample_id: str
    speaker_a: str
    speaker_b: str
    episodes: list[Episode]
    qa: list[LocomoQA]
    episode_of_dia: dict[str, str]  # dialogue id ("D1:3") -> episode id

    def evidence_episode_ids(self, qa: LocomoQA) -> list[str]:
        """The episodes holding a question's evidence (ids unknown to the conversation drop)."""
        ids = (self.episode_of_dia.get(d) for d in qa.evidence)
        return list(dict.fromkeys(i for i in ids if i is not None))


def clean_evidence_ids(raw: Iterable[object]) -> list[str]:
    """Canonical LoCoMo dialogue ids from the evidence list as published.

    Splits several ids in one string (``"D8:6; D9:17"``), repairs ``"D:11:26"`` -> ``"D11:26"``
    and ``"D30:05"`` -> ``"D30:5"``, drops what cannot be read (``"D"``) and repeats.
    """
    out: list[str] = []
    for item in raw:
        for piece in re.split(r"[;,\s]+", str(item)):
            match = _DIA_ID.fullmatch(piece)
            if match:
                dia = f"D{int(match[1])}:{int(match[2])}"
                if dia not in out:
                    out.append(dia)
    return out


def load_locomo(path: Path | str, *, namespace: str = "default") -> list[LocomoConversation]:
    """Every conversation of a LoCoMo file (list of samples), with QA for evaluation.

    Episode = ``speaker_a``'s turn(s) and ``speaker_b``'s turn(s) after them; a session that
    starts with ``speaker_b`` gives an episode with empty user text. Image turns get
    `` [image: caption]``. Session dates (``"1:56 pm on 8 May, 2023"``) are read as UTC.
    """
    p = Path(path)
    return _locomo_from_data(_load_json(p), p, namespace)


def read_locomo(path: Path | str, *, namespace: str = "default") -> ImportResult:
    """The episodes of every conversation of a LoCoMo file."""
    p = Path(path)
    return _locomo_result(_locomo_from_data(_load_json(p), p, namespace), p)


def _deduped_result(episodes: Iterable[Episode], path: Path) -> ImportResult:
    """One file's episodes, each id once (benchmarks share turns between items)."""
    unique, duplicates = _dedupe(episodes)
    return ImportResult(unique, [str(path)], duplicates=duplicates)


def _locomo_result(conversations: list[LocomoConversation], path: Path) -> ImportResult:
    return _deduped_result((ep for c in conversations for ep in c.episodes), path)


def _locomo_from_data(data: Any, path: Path, namespace: str) -> list[LocomoConversation]:
    if not isinstance(data, list) or not all(isinstance(s, dict) for s in data):
        raise ArchiveFormatError(str(path), None, "LoCoMo: expected a list of sample objects")
    return [_locomo_conversation(sample, path, namespace) for sample in data]


def _locomo_conversation(sample: dict[str, Any], path: Path, namespace: str) -> LocomoConversation:
    sample_id = str(sample.get("sample_id", ""))
    conv = sample.get("conversation")
    if not sample_id or not isinstance(conv, dict):
        raise ArchiveFormatError(
            str(path), None, f"LoCoMo sample {sample_id!r}: needs sample_id and conversation"
        )
    speaker_a, speaker_b = str(conv.get("speaker_a", "")), str(conv.get("speaker_b", ""))
    episodes: list[Episode] = []
    episode_of_dia: dict[str, str] = {}
    numbers = sorted(int(m[1]) for k in conv if (m := _SESSION_KEY.fullmatch(k)))
    for n in numbers:
        turns = conv[f"session_{n}"]
        if not isinstance(turns, list) or not turns:
            continue
        where = f"LoCoMo {sample_id} session_{n}"
        at = _locomo_date(conv.get(f"session_{n}_date_time"), path, where)
        flagged: list[tuple[bool, dict[str, Any]]] = []
        for i, turn in enumerate(turns):
            if not isinstance(turn, dict):
                raise ArchiveFormatError(
                    str(path), None, f"{where}: turn {i} is a {type(turn).__name__}, not an object"
                )
            if turn.get("speaker") not in (speaker_a, speaker_b):
                raise ArchiveFormatError(
                    str(path),
                    None,
                    f"{where}: speaker {turn.get('speaker')!r} is neither "
                    f"speaker_a ({speaker_a!r}) nor speaker_b ({speaker_b!r})",
                )
            flagged.append((turn["speaker"] == speaker_a, turn))
        for users, replies in pair_turns(flagged):
            group = users + replies
            dia_ids = [_canonical_dia(str(t.get("dia_id", ""))) for t in group]
            user_text = "\n".join(_locomo_text(t) for t in users).strip()
            reply_text = "\n".join(_locomo_text(t) for t in replies).strip()
            if not (user_text or reply_text):
                continue
            ep = Episode.create(
                user_text,
                reply_text,
                occurred_at=at,
                id=f"{sample_id}:{dia_ids[0]}",
                session_id=f"{sample_id}:session_{n}",
                source=f"{path.name}:{sample_id}:session_{n}",
                user_speaker=speaker_a,
                reply_speaker=speaker_b,
                namespace=namespace,
                metadata={"dia_ids": ",".join(dia_ids), "sample_id": sample_id},
            )
            episodes.append(ep)
            episode_of_dia.update(dict.fromkeys(dia_ids, ep.id))
    qa = [_locomo_qa(item) for item in sample.get("qa", []) if isinstance(item, dict)]
    return LocomoConversation(sample_id, speaker_a, speaker_b, episodes, qa, episode_of_dia)


def _canonical_dia(dia_id: str) -> str:
    match = _DIA_ID.fullmatch(dia_id.strip())
    return f"D{int(match[1])}:{int(match[2])}" if match else dia_id


def _locomo_text(turn: Mapping[str, Any]) -> str:
    text = str(turn.get("text", "")).strip()
    caption = turn.get("blip_caption")
    return f"{text} [image: {caption}]".strip() if caption else text


def _locomo_date(value: Any, path: Path, where: str) -> datetime:
    match = _LOCOMO_DATE.fullmatch(str(value or ""))
    month = _MONTHS.get(match[5].lower()) if match else None
    if match is None or month is None:
        raise ArchiveFormatError(
            str(path), None, f"{where}: date {value!r} is not like '1:56 pm on 8 May, 2023'"
        )
    hour = int(match[1]) % 12 + (12 if match[3].lower() == "pm" else 0)
    try:
        at = datetime(int(match[6]), month, int(match[4]), hour, int(match[2]), tzinfo=UTC)
        to_epoch_seconds(at)  # in the sane range
        return at
    except ValueError as exc:
        raise ArchiveFormatError(str(path), None, f"{where}: date {value!r}: {exc}") from None


def _locomo_qa(item: Mapping[str, Any]) -> LocomoQA:
    raw = item.get("evidence") or []
    raw_list = [str(e) for e in raw] if isinstance(raw, list) else [str(raw)]
    answer = item.get("answer")
    adversarial = item.get("adversarial_answer")
    return LocomoQA(
        question=str(item.get("question", "")),
        answer="" if answer is None else str(answer),
        category=int(item.get("category", 0)),
        evidence=clean_evidence_ids(raw_list),
        raw_evidence=raw_list,
        adversarial_answer=None if adversarial is None else str(adversarial),
    )


# -- LongMemEval ---------------------------------------------------------------------------

_LME_DATE = re.compile(r"\s*(\d{4})/(\d{1,2})/(\d{1,2})\s*(?:\(\w+\))?\s*(\d{1,2}):(\d{2})\s*")


@dataclass(frozen=True, slots=True)
class LongMemEvalSession:
    """One haystack session; its episodes carry ``metadata["has_answer"]`` ("1" / "0")."""

    session_id: str
    date: datetime
    episodes: list[Episode]

    @property
    def has_answer(self) -> bool:
        return any(ep.metadata.get("has_answer") == "1" for ep in self.episodes)


@dataclass(frozen=True, slots=True)
class LongMemEvalQuestion:
    """One LongMemEval question with its own haystack (only it is in memory when asked)."""

    question_id: str
    question_type: str
    question: str
    answer: str
    question_date: datetime
    is_abstention: bool
    answer_session_ids: list[str]
    haystack: list[LongMemEvalSession]


def load_longmemeval(path: Path | str, *, namespace: str = "default") -> list[LongMemEvalQuestion]:
    """Every question of a LongMemEval file (``.json`` or ``.json.gz``).

    Episode = a user turn plus the assistant turn(s) after it; id ``f"{session_id}:{index of
    its first turn}"``, so a session shared by several questions gives the same ids. Dates
    (``"2023/05/20 (Sat) 02:21"``) are read as UTC. A session id repeated inside one haystack
    is kept once (the first).
    """
    p = Path(path)
    return _longmemeval_from_data(_load_json(p), p, namespace)


def read_longmemeval(path: Path | str, *, namespace: str = "default") -> ImportResult:
    """The episodes of every haystack of a LongMemEval file, each id once (first seen wins:
    shared sessions are dated differently from question to question)."""
    p = Path(path)
    return _longmemeval_result(_longmemeval_from_data(_load_json(p), p, namespace), p)


def _longmemeval_result(questions: list[LongMemEvalQuestion], path: Path) -> ImportResult:
    return _deduped_result((ep for q in questions for s in q.haystack for ep in s.episodes), path)


def _longmemeval_from_data(data: Any, path: Path, namespace: str) -> list[LongMemEvalQuestion]:
    if not isinstance(data, list) or not all(isinstance(q, dict) for q in data):
        raise ArchiveFormatError(str(path), None, "LongMemEval: expected a list of questions")
    return [_longmemeval_question(q, path, namespace) for q in data]


def _longmemeval_question(q: dict[str, Any], path: Path, namespace: str) -> LongMemEvalQuestion:
    qid = str(q.get("question_id", ""))
    ids, dates, sessions = (
        q.get("haystack_session_ids"),
        q.get("haystack_dates"),
        q.get("haystack_sessions"),
    )
    if not (isinstance(ids, list) and isinstance(dates, list) and isinstance(sessions, list)):
        raise ArchiveFormatError(str(path), None, f"LongMemEval {qid}: haystack lists missing")
    if not len(ids) == len(dates) == len(sessions):
        raise ArchiveFormatError(
            str(path), None, f"LongMemEval {qid}: haystack ids, dates and sessions differ in length"
        )
    haystack: list[LongMemEvalSession] = []
    seen: set[str] = set()
    for sid, date, turns in zip(ids, dates, sessions, strict=True):
        if str(sid) in seen:
            continue
        seen.add(str(sid))
        at = _lme_date(date, path, f"LongMemEval {qid} session {sid}")
        haystack.append(_lme_session(str(sid), at, turns, path, namespace))
    answer = q.get("answer")
    return LongMemEvalQuestion(
        question_id=qid,
        question_type=str(q.get("question_type", "")),
        question=str(q.get("question", "")),
        answer="" if answer is None else str(answer),
        question_date=_lme_date(q.get("question_date"), path, f"LongMemEval {qid}"),
        is_abstention="_abs" in qid,
        answer_session_ids=[str(s) for s in q.get("answer_session_ids") or []],
        haystack=haystack,
    )


def _lme_session(
    sid: str, at: datetime, turns: Sequence[Any], path: Path, namespace: str
) -> LongMemEvalSession:
    if not isinstance(turns, list):
        raise ArchiveFormatError(str(path), None, f"LongMemEval session {sid}: not a list of turns")
    for i, t in enumerate(turns):
        if not isinstance(t, dict):
            raise ArchiveFormatError(
                str(path),
                None,
                f"LongMemEval session {sid}: turn {i} is a {type(t).__name__}, not an object",
            )
    flagged = [(t.get("role") == "user", (i, t)) for i, t in enumerate(turns)]
    episodes: list[Episode] = []
    for users, replies in pair_turns(flagged):
        group = users + replies
        user_text = "\n".join(str(t.get("content", "")) for _, t in users).strip()
        reply_text = "\n".join(str(t.get("content", "")) for _, t in replies).strip()
        if not (user_text or reply_text):
            continue
        has_answer = any(t.get("has_answer") is True for _, t in group)
        episodes.append(
            Episode.create(
                user_text,
                reply_text,
                occurred_at=at,
                id=f"{sid}:{group[0][0]}",
                session_id=sid,
                source=f"{path.name}:{sid}",
                namespace=namespace,
                metadata={"has_answer": "1" if has_answer else "0", "session_id": sid},
            )
        )
    return LongMemEvalSession(sid, at, episodes)


def _lme_date(value: Any, path: Path, where: str) -> datetime:
    match = _LME_DATE.fullmatch(str(value or ""))
    try:
        if match is None:
            raise ValueError("not like '2023/05/20 (Sat) 02:21'")
        y, mo, d, h, mi = (int(g) for g in match.groups())
        at = datetime(y, mo, d, h, mi, tzinfo=UTC)
        to_epoch_seconds(at)  # in the sane range
        return at
    except ValueError as exc:
        raise ArchiveFormatError(str(path), None, f"{where}: date {value!r}: {exc}") from None


# -- dispatch ------------------------------------------------------------------------------


def import_path(
    path: Path | str,
    *,
    namespace: str = "default",
    lenient: bool = False,
    default_tz: tzinfo = UTC,
    encoding: str = "utf-8",
) -> ImportResult:
    """Read any supported input, chosen by extension and, for ``.json``, by content.

    A folder or ``.txt`` is a log archive; ``.jsonl`` / ``.jsonl.gz`` are JSONL episodes;
    ``.json`` / ``.json.gz`` are LoCoMo (samples with ``conversation``) or LongMemEval
    (questions with ``haystack_sessions``). ``default_tz`` and ``encoding`` apply to archives,
    ``lenient`` to archives and JSONL.
    """
    p = Path(path)
    name = p.name.lower()
    if p.is_dir() or name.endswith(".txt"):
        return read_archive(
            p, default_tz=default_tz, encoding=encoding, lenient=lenient, namespace=namespace
        )
    if not p.exists():
        raise ArchiveFormatError(str(p), None, "no such file or folder")
    if name.endswith((".jsonl", ".jsonl.gz")):
        _refuse_evaluation_jsonl(p)
        return read_jsonl(p, namespace=namespace, lenient=lenient)
    if name.endswith((".json", ".json.gz")):
        data = _load_json(p)
        first = data[0] if isinstance(data, list) and data else None
        if isinstance(first, dict) and "conversation" in first:
            return _locomo_result(_locomo_from_data(data, p, namespace), p)
        if isinstance(first, dict) and "haystack_sessions" in first:
            return _longmemeval_result(_longmemeval_from_data(data, p, namespace), p)
        raise ArchiveFormatError(
            str(p),
            None,
            "JSON file is neither LoCoMo (a list of samples with 'conversation') nor "
            "LongMemEval (a list of questions with 'haystack_sessions'); JSONL episodes "
            "need the .jsonl extension",
        )
    raise ArchiveFormatError(str(p), None, f"unsupported file type; supported: {_SUPPORTED}")


def _refuse_evaluation_jsonl(path: Path) -> None:
    """Point the Japanese evaluation sets to their loaders instead of failing on line 1."""
    for lineno, line in _json_lines(path):
        try:
            obj = json.loads(line)
        except (json.JSONDecodeError, RecursionError):
            return  # read_jsonl reports it properly
        if isinstance(obj, dict) and "user_text" not in obj and "user" not in obj:
            loader = {"messages": "load_jmultiwoz", "utterances": "load_real_persona_chat"}
            for key, fn in loader.items():
                if key in obj:
                    raise ArchiveFormatError(
                        str(path),
                        lineno,
                        f"this looks like an evaluation dialogue set ('{key}'), not JSONL "
                        f"episodes; it is read by benchmarks.evaluation.loaders.{fn}",
                    )
        return
