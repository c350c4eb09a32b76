"""Log archives: timestamped, speaker-tagged text blocks, paired into episodes.

An archive is a folder holding ``log.txt`` (recent), ``log_archives/*.txt`` (older, e.g.
monthly) and ``log_import_source/*.txt`` (imported from elsewhere), or a single ``.txt`` file::

    --- session: trip-2024-kyoto ---
    [2024-03-01 21:14:05 +09:00] USER: first line of the message
    continuation lines belong to the same block
    [2024-03-01 21:14:20 +09:00] AGENT: the reply

The full specification, with the pairing rules and the errors, is ``docs/archive-format.md``.
Files are read line by line (an archive may hold 100k exchanges), and a file is fully parsed
before any of its episodes is returned.
"""

from __future__ import annotations

import codecs
import functools
import os
import re
import warnings
from collections.abc import Collection, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta, timezone, tzinfo
from pathlib import Path
from typing import BinaryIO
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from .errors import ArchiveFormatError
from .exchanges import pair_turns
from .records import Episode, Speaker, to_epoch_seconds

__all__ = [
    "ARCHIVE_LOG",
    "ARCHIVE_SUBDIRS",
    "ArchiveWarning",
    "ImportResult",
    "SkippedBlock",
    "append_exchange",
    "describe_zone",
    "format_block",
    "format_exchange",
    "format_session_marker",
    "iter_archive_files",
    "normalize_message",
    "offset_minutes",
    "read_archive",
    "zone_of_offsets",
    "zone_offsets",
]

ARCHIVE_LOG = "log.txt"
# Read in this order, oldest material first; log.txt (the live log) comes last.
ARCHIVE_SUBDIRS = ("log_import_source", "log_archives")

_HEADER = re.compile(
    r"\[(?P<date>\d{4}-\d{2}-\d{2})[ T](?P<time>\d{2}:\d{2}(?::\d{2})?)"
    r"(?:[ ]?(?P<tz>Z|[+-]\d{2}:?\d{2}))?\]"
    r"[ \t]*(?P<speaker>USER|AGENT|SYSTEM)(?:\((?P<name>[^()\n]*)\))?:[ ]?(?P<text>.*)"
)
# A line starting with "[" and a date is meant as a header, so a parse failure is an error
# rather than message text; "[1] footnote", "[12:30] lunch" and "[link](url)" stay text.
_HEADERISH = r"\[\d{4}[-/.]\d"
_MARKERISH = r"---\s*session\b"
_LOOKS_LIKE_HEADER = re.compile(_HEADERISH)
_TRUNCATED_HEADER = re.compile(r"\[[\d\-:. T+Z]*")  # a header cut off before its "]"
_SESSION = re.compile(r"---\s*session:\s*(?P<id>\S(?:.*\S)?)\s*---\s*")
_LOOKS_LIKE_SESSION = re.compile(_MARKERISH)
# Message lines that would read as structure are written with one extra leading backslash.
_ESCAPED = re.compile(rf"\\+(?:{_HEADERISH}|{_MARKERISH})")
_NEEDS_ESCAPE = re.compile(rf"\\*(?:{_HEADERISH}|{_MARKERISH})")
_SPEAKERS: dict[str, Speaker] = {"USER": "USER", "AGENT": "AGENT", "SYSTEM": "SYSTEM"}
_BACKWARDS_LIMIT = timedelta(days=1)
_JOIN_WITHIN = timedelta(minutes=30)
_SUGGESTED_ENCODINGS = ("cp932", "shift_jis", "euc_jp", "utf-8")


class ArchiveWarning(UserWarning):
    """Something in an archive looks wrong but was read anyway (e.g. time going backwards)."""


@dataclass(frozen=True, slots=True)
class SkippedBlock:
    """A block (or run of lines) left out in lenient mode, and why."""

    path: str
    line: int
    reason: str


@dataclass(frozen=True, slots=True)
class ImportResult:
    """What an import read: episodes in file order, the files read, and what was left out.

    ``duplicates`` counts episodes dropped because an earlier one had the same id (the same
    exchange in two files is stored once). ``warnings`` lists suspicious but readable spots.
    """

    episodes: list[Episode]
    files: list[str]
    skipped: list[SkippedBlock] = field(default_factory=list)
    system_blocks: int = 0
    duplicates: int = 0
    warnings: list[str] = field(default_factory=list)
    # The UTC offsets (minutes, sorted) that the user's own log stated in its timestamps
    # (``+09:00``, ``Z``; log.txt and log_archives/, not the exports in log_import_source/);
    # headers without one, read in ``default_tz``, add nothing.
    stated_offsets: tuple[int, ...] = ()
    # The ids of the episodes whose sensitivity the file states (a JSONL line's
    # ``"sensitivity"``): stored again, only those may raise a stored exchange's level. A log
    # (.txt) states none — its PRIVATE is the default, not the user's word (drill r43c).
    stated_levels: frozenset[str] = frozenset()


@dataclass(slots=True)
class _Block:
    line: int
    at: datetime
    speaker: Speaker
    name: str | None
    session: str
    lines: list[str]

    @property
    def text(self) -> str:
        return "\n".join(self.lines).strip()


# -- reading ------------------------------------------------------------------------------


def iter_archive_files(path: Path | str) -> list[Path]:
    """The files of an archive in reading order.

    A folder gives ``log_import_source/*.txt`` (sorted), ``log_archives/*.txt`` (sorted), then
    ``log.txt``; a file gives itself.
    """
    root = Path(path)
    if root.is_file():
        return [root]
    if not root.is_dir():
        raise ArchiveFormatError(str(root), None, "no such file or folder")
    files: list[Path] = []
    for sub in ARCHIVE_SUBDIRS:
        files.extend(sorted(p for p in (root / sub).glob("*.txt") if p.is_file()))
    if (root / ARCHIVE_LOG).is_file():
        files.append(root / ARCHIVE_LOG)
    if not files:
        wanted = ", ".join([ARCHIVE_LOG, *(f"{sub}/*.txt" for sub in ARCHIVE_SUBDIRS)])
        raise ArchiveFormatError(str(root), None, f"not an archive folder: found none of {wanted}")
    return files


def read_archive(
    path: Path | str,
    *,
    default_tz: tzinfo = UTC,
    encoding: str = "utf-8",
    lenient: bool = False,
    namespace: str = "default",
) -> ImportResult:
    """Read an archive folder or one archive file into episodes.

    Headers without an offset are read in ``default_tz``. Strict mode (the default) raises
    :class:`ArchiveFormatError` naming the file and line of the first problem, after reading
    the whole file; ``lenient=True`` skips bad blocks and lists them in ``skipped``.
    Episode ids depend only on time and text, so an exchange keeps its id when it moves
    between files, and an exchange found twice is returned once.
    """
    _check_encoding(encoding)
    root = Path(path)
    files = iter_archive_files(root)
    base = root if root.is_dir() else root.parent
    episodes: list[Episode] = []
    seen: set[str] = set()
    skipped: list[SkippedBlock] = []
    notes: list[str] = []
    system_blocks = duplicates = 0
    offsets: set[int] = set()
    for file in files:
        parsed = _FileParser(file, file.relative_to(base).as_posix(), default_tz, namespace)
        with file.open("rb") as fh:
            parsed.feed(fh, encoding)
        if parsed.problems and not lenient:
            first = parsed.problems[0]
            more = len(parsed.problems) - 1
            extra = f" ({more} more problem(s) in this file; lenient=True skips bad blocks)"
            raise ArchiveFormatError(first.path, first.line, first.reason + (extra if more else ""))
        if parsed.backwards:
            warnings.warn(
                f"{file}: timestamps go back by more than a day {len(parsed.backwards)} time(s), "
                f"first: {parsed.backwards[0]}",
                ArchiveWarning,
                stacklevel=2,
            )
        if unstated := parsed.unstated_note():
            warnings.warn(unstated, ArchiveWarning, stacklevel=2)
            parsed.notes.append(unstated)
        skipped.extend(parsed.problems)
        notes.extend(parsed.backwards + parsed.notes)
        system_blocks += parsed.pairer.system_blocks
        if ARCHIVE_SUBDIRS[0] not in file.relative_to(base).parts:
            # Exports from other apps (log_import_source/) often write UTC whatever the user's
            # zone: only the user's own log tells where they live.
            offsets |= parsed.offsets
        for ep in parsed.pairer.episodes:
            if ep.id in seen:
                duplicates += 1
                continue
            seen.add(ep.id)
            episodes.append(ep)
    return ImportResult(
        episodes=episodes,
        files=[str(f) for f in files],
        skipped=skipped,
        system_blocks=system_blocks,
        duplicates=duplicates,
        warnings=notes,
        stated_offsets=tuple(sorted(offsets)),
    )


def offset_minutes(at: datetime) -> int | None:
    """An aware time's UTC offset in minutes (``+09:00`` is 540); None for a naive one."""
    offset = at.utcoffset()
    return None if offset is None else int(offset.total_seconds()) // 60


def zone_of_offsets(offsets: Collection[int]) -> str | None:
    """The IANA zone name for archives whose timestamps all state one UTC offset (minutes), or
    None when that is not one zone's worth of evidence.

    ``+09:00`` everywhere is ``Etc/GMT-9`` (IANA's fixed-offset zones name the sign the other
    way round), ``Z`` / ``+00:00`` is ``UTC``. Two offsets (a summer and a winter time) name
    no zone by themselves, and neither does an offset off the whole hour (``+05:30``): IANA
    has fixed zones only for whole hours, and guessing a region would be guessing its rules.
    """
    if len(offsets) != 1:
        return None
    (minutes,) = offsets
    hours, rest = divmod(minutes, 60)
    if rest or not -12 <= hours <= 14:
        return None
    if hours == 0:
        return "UTC"
    return f"Etc/GMT{-hours:+d}"


def zone_offsets(name: str) -> set[int]:
    """The UTC offsets (minutes) a zone keeps, in winter and in summer (one for most zones;
    an unknown name has none)."""
    try:
        zone = ZoneInfo(name)
    except (ValueError, ZoneInfoNotFoundError):
        return set()
    year = datetime.now(UTC).year
    found = set()
    for month in (1, 7):
        if (minutes := offset_minutes(datetime(year, month, 15, tzinfo=zone))) is not None:
            found.add(minutes)
    return found


def describe_zone(name: str) -> str:
    """A zone name as people read it: ``Etc/GMT-9`` is ``UTC+09:00 (Etc/GMT-9)``."""
    fixed = re.fullmatch(r"Etc/GMT([+-]\d{1,2})", name)
    if fixed is None:
        return name
    hours = -int(fixed[1])
    return f"UTC{'-' if hours < 0 else '+'}{abs(hours):02d}:00 ({name})"


def _check_encoding(encoding: str) -> None:
    try:
        codecs.lookup(encoding)
    except LookupError:
        raise ValueError(f"unknown encoding {encoding!r}") from None
    # Lines are split on b"\n" before decoding, so the encoding must keep ASCII as is.
    if "\n[#-]".encode(encoding) != b"\n[#-]":
        raise ValueError(f"encoding {encoding!r} is not ASCII-compatible; archives cannot use it")


class _Pairer:
    """Turns blocks into episodes by the shared pairing rule (``exchanges.pair_turns``): USER
    block(s) then AGENT block(s) make one exchange. Blocks are collected until something breaks
    the conversation (a session marker, an unreadable block, the end of the file)."""

    def __init__(self, rel: str, namespace: str) -> None:
        self.rel = rel
        self.namespace = namespace
        self.blocks: list[_Block] = []
        self.episodes: list[Episode] = []
        self.system_blocks = 0

    def add(self, block: _Block) -> None:
        if block.speaker == "SYSTEM":
            self.system_blocks += 1
            return
        self.blocks.append(block)

    @staticmethod
    def _joins(previous: _Block, block: _Block) -> bool:
        # Same-speaker blocks join only when close together and in one session (automatic
        # sessions: one day); a reply always pairs with the user message before it.
        return previous.session == block.session and block.at - previous.at < _JOIN_WITHIN

    def flush(self) -> None:
        blocks, self.blocks = self.blocks, []
        flagged = [(b.speaker == "USER", b) for b in blocks]
        for users, agents in pair_turns(flagged, joins=self._joins):
            self._episode(users, agents)

    def _episode(self, users: list[_Block], agents: list[_Block]) -> None:
        user_text = "\n".join(t for t in (b.text for b in users) if t)
        reply_text = "\n".join(t for t in (b.text for b in agents) if t)
        if not (user_text or reply_text):
            return
        first = (users or agents)[0]
        ts = to_epoch_seconds(first.at)
        self.episodes.append(
            Episode.create(
                user_text,
                reply_text,
                occurred_at=ts,
                id=Episode.content_id(user_text, reply_text, ts),
                session_id=first.session,
                source=f"{self.rel}:{first.line}",
                user_speaker=next((b.name for b in users if b.name), "USER"),
                reply_speaker=next((b.name for b in agents if b.name), "AGENT"),
                namespace=self.namespace,
            )
        )


class _FileParser:
    """Line-by-line state machine over one file; problems are collected, not raised."""

    def __init__(self, path: Path, rel: str, default_tz: tzinfo, namespace: str) -> None:
        self.path = str(path)
        self.rel = rel
        self.default_tz = default_tz
        self.pairer = _Pairer(rel, namespace)
        self.problems: list[SkippedBlock] = []
        self.backwards: list[str] = []
        self.notes: list[str] = []
        self.session: str | None = None  # from the last session marker
        self.block: _Block | None = None
        self.in_bad_block = False  # swallowing the lines of a skipped block
        self.in_stray_text = False  # inside a run of text outside any block
        self.last: _Block | None = None
        self.offsets: set[int] = set()  # UTC offsets (minutes) the headers stated
        # Headers without an offset: (line, the offset default_tz gave them), for the warning
        # when the log's other headers state another one (:meth:`unstated_note`).
        self.unstated: list[tuple[int, int | None]] = []

    def feed(self, fh: BinaryIO, encoding: str) -> None:
        lineno, ended_cleanly = 0, True
        for lineno, offset, raw in _raw_lines(fh):
            ended_cleanly = raw.endswith((b"\n", b"\r"))
            try:
                line = raw.decode(encoding)
            except UnicodeDecodeError as exc:
                self._decode_error(lineno, offset, raw, exc, encoding)
                continue
            if lineno == 1:
                line = line.removeprefix("\ufeff")
            line = line.rstrip("\r\n")
            if "\x00" in line:
                self._nul(lineno, line)
                continue
            if not ended_cleanly and _TRUNCATED_HEADER.fullmatch(line):
                self._bad_block(lineno, "truncated block header at the end of the file")
                continue
            self._line(lineno, line)
        self._end_block()
        self.pairer.flush()
        if not ended_cleanly:
            self._note_truncation(lineno)

    def _line(self, lineno: int, line: str) -> None:
        if line.startswith("["):
            match = _HEADER.fullmatch(line)
            if match:
                self._start_block(lineno, match)
                return
            if _LOOKS_LIKE_HEADER.match(line):
                self._bad_block(lineno, _header_problem(line, self.default_tz))
                return
        if line.startswith("---"):
            marker = _SESSION.fullmatch(line)
            if marker:
                self._end_block()
                self.pairer.flush()
                self.session = marker["id"]
                return
            if _LOOKS_LIKE_SESSION.match(line):
                self._bad_block(lineno, "malformed session marker; write '--- session: ID ---'")
                return
        if self.block is not None:
            self.block.lines.append(line[1:] if _ESCAPED.match(line) else line)
        elif self.in_bad_block or not line.strip() or line.startswith("#"):
            return
        elif not self.in_stray_text:
            self.in_stray_text = True
            self._problem(
                lineno,
                "text outside any block: a block starts with '[YYYY-MM-DD HH:MM[:SS] [+HH:MM]] "
                "USER|AGENT|SYSTEM: ...'; only blank lines, '#' comments and session markers "
                "may come before the first block or after a session marker",
            )

    def _start_block(self, lineno: int, match: re.Match[str]) -> None:
        self._end_block()
        at = _header_time(match, self.default_tz)
        if at is None:  # matched the shape, but e.g. month 13
            self._bad_block(lineno, _header_problem(match.group(0), self.default_tz))
            return
        try:
            to_epoch_seconds(at)
        except (ValueError, OverflowError):
            self._bad_block(
                lineno, f"timestamp {match['date']} is outside the years 1900-2199 omoide accepts"
            )
            return
        if match["tz"] and (minutes := offset_minutes(at)) is not None:
            self.offsets.add(minutes)
        elif not match["tz"]:
            self.unstated.append((lineno, offset_minutes(at)))
        speaker = _SPEAKERS[match["speaker"]]
        name = (match["name"] or "").strip() or None
        session = self.session or f"{self.rel}@{match['date']}"
        self.block = _Block(lineno, at, speaker, name, session, [match["text"]])
        if self.last is not None and at < self.last.at - _BACKWARDS_LIMIT:
            self.backwards.append(
                f"{self.rel}:{lineno}: {at.isoformat()} is {self.last.at - at} before the "
                f"block at line {self.last.line}"
            )
        self.last = self.block

    def unstated_note(self) -> str | None:
        """Headers without an offset read in ``default_tz`` at another offset than every one
        the log's other headers state (``[2026-04-03 21:14]`` read as UTC beside ``+09:00``
        ones: a message 9 hours off its reply), said once per file (drill r43c)."""
        odd = [(line, m) for line, m in self.unstated if m not in self.offsets]
        if not self.offsets or not odd:
            return None
        stated = ", ".join(_format_offset(m) for m in sorted(self.offsets))
        read = _format_offset(odd[0][1]) if odd[0][1] is not None else str(self.default_tz)
        return (
            f"{self.rel}:{odd[0][0]}: {len(odd)} timestamp(s) without an offset were read at "
            f"{read} (the default time zone, {self.default_tz}), while the log's other "
            f"timestamps state {stated}; name the zone they were written in (omoide ingest "
            "--tz ZONE, e.g. --tz Asia/Tokyo; default_tz= in Python) or write the offset"
        )

    def _end_block(self) -> None:
        if self.block is not None:
            self.pairer.add(self.block)
        self.block = None
        self.in_bad_block = self.in_stray_text = False

    def _bad_block(self, lineno: int, reason: str) -> None:
        self._end_block()
        self.pairer.flush()  # never pair across a block we could not read
        self.in_bad_block = True
        self._problem(lineno, reason)

    def _problem(self, lineno: int, reason: str) -> None:
        self.problems.append(SkippedBlock(self.path, lineno, reason))

    def _decode_error(
        self, lineno: int, offset: int, raw: bytes, exc: UnicodeDecodeError, encoding: str
    ) -> None:
        bad = raw[exc.start : exc.end]
        reason = (
            f"invalid {encoding} byte(s) {bad!r} at byte offset {offset + exc.start}; "
            f"{_encoding_hint(raw, encoding)}"
        )
        # The block the line belongs to (or starts) is dropped whole; a block before it stays.
        if not _LOOKS_LIKE_HEADER.match(raw.decode(encoding, errors="replace")):
            self.block = None
        self._bad_block(lineno, reason)

    def _nul(self, lineno: int, line: str) -> None:
        """A line holding a NUL character (``\\x00``), which no store can keep: its block is
        refused with this line, as a line of undecodable bytes is (issue 34, finding 6)."""
        reason = (
            f"NUL character (\\x00) at character {line.index(chr(0)) + 1} of the line, which a "
            "store cannot keep; remove it"
            + (
                " (the file looks like UTF-16, which archives cannot use: save it as UTF-8)"
                if line.count("\x00") * 3 >= len(line)
                else ""
            )
        )
        if not _LOOKS_LIKE_HEADER.match(line.replace("\x00", "")):
            self.block = None  # a continuation line: its block is dropped whole
        self._bad_block(lineno, reason)

    def _note_truncation(self, lineno: int) -> None:
        hint = "the file does not end with a newline: the last write was probably interrupted"
        if self.problems and self.problems[-1].line == lineno:
            last = self.problems[-1]
            self.problems[-1] = SkippedBlock(last.path, last.line, f"{last.reason} ({hint})")
        else:
            self.notes.append(f"{self.rel}:{lineno}: {hint}; the last block may be incomplete")


_LONE_CR = re.compile(rb"(?<=\r)(?!\n)")


def _raw_lines(fh: BinaryIO) -> Iterator[tuple[int, int, bytes]]:
    """(line number, byte offset of the line, raw bytes with the newline). LF, CRLF and old
    Mac CR-only line endings all end a line (a CR-only file is not one giant line)."""
    offset, lineno = 0, 0
    for raw in fh:
        parts = _LONE_CR.split(raw) if b"\r" in raw else [raw]
        for part in parts:
            if part:
                lineno += 1
                yield lineno, offset, part
                offset += len(part)


_WIDE_BOMS = (
    (codecs.BOM_UTF32_LE, "UTF-32"),
    (codecs.BOM_UTF32_BE, "UTF-32"),
    (codecs.BOM_UTF16_LE, "UTF-16"),
    (codecs.BOM_UTF16_BE, "UTF-16"),
)


def _encoding_hint(raw: bytes, encoding: str) -> str:
    # A file saved as "Unicode" by Windows Notepad starts with a UTF-16 byte order mark; its
    # first line also "decodes" as cp932, which would only lead to the next error (r43c).
    for bom, name in _WIDE_BOMS:
        if raw.startswith(bom):
            return (
                f"the file starts with a {name} byte order mark: it is {name}, which archives "
                "cannot use: save it as UTF-8"
            )
    for candidate in _SUGGESTED_ENCODINGS:
        if codecs.lookup(candidate).name == codecs.lookup(encoding).name:
            continue
        try:
            raw.decode(candidate)
        except UnicodeDecodeError:
            continue
        return (
            f"the line decodes as {candidate}: pass encoding={candidate!r} "
            "(Japanese Windows tools often save cp932 / shift_jis)"
        )
    return "pass the file's encoding, e.g. encoding='cp932' or encoding='shift_jis'"


def _header_time(match: re.Match[str], default_tz: tzinfo) -> datetime | None:
    time = match["time"] if match["time"].count(":") == 2 else match["time"] + ":00"
    try:
        naive = datetime.fromisoformat(f"{match['date']}T{time}")
        tz = _offset(match["tz"]) if match["tz"] else default_tz
    except ValueError:
        return None
    return naive.replace(tzinfo=tz)


@functools.lru_cache(maxsize=64)  # a log uses one or two offsets; build each tzinfo once
def _offset(text: str) -> tzinfo:
    if text == "Z":
        return UTC
    sign = -1 if text[0] == "-" else 1
    hours, minutes = int(text[1:3]), int(text[-2:])
    if hours > 23 or minutes > 59:
        raise ValueError(text)
    return timezone(sign * timedelta(hours=hours, minutes=minutes))


def _header_problem(line: str, default_tz: tzinfo) -> str:
    """Say precisely what is wrong with a line that looks like a block header."""
    head = re.match(r"\[(?P<stamp>[^\]]*)\]\s*(?P<rest>.*)", line)
    if head is None:
        return "malformed block header: the timestamp bracket is not closed"
    stamp = re.fullmatch(
        r"(?P<date>\d{4}-\d{2}-\d{2})[ T](?P<time>\d{2}:\d{2}(?::\d{2})?)"
        r"(?:[ ]?(?P<tz>Z|[+-]\d{2}:?\d{2}))?",
        head["stamp"],
    )
    if stamp is None or _header_time(stamp, default_tz) is None:
        return (
            f"malformed timestamp [{head['stamp']}]: expected [YYYY-MM-DD HH:MM[:SS]] with an "
            "optional offset (+09:00 or Z) and a real date and time"
        )
    speaker = re.match(r"(\w+)", head["rest"])
    found = f"{speaker.group(1)!r}" if speaker else "nothing"
    return (
        f"malformed block header: expected USER, AGENT or SYSTEM (upper case, optionally "
        f"followed by '(display name)') and ':' after the timestamp, found {found}"
    )


# -- writing ------------------------------------------------------------------------------


def format_session_marker(session_id: str) -> str:
    """The line that sets the session of the blocks after it (with its newline)."""
    if not session_id.strip() or "\n" in session_id or "---" in session_id:
        raise ValueError(f"invalid session id {session_id!r}")
    return f"--- session: {session_id.strip()} ---\n"


def format_exchange(
    user_text: str,
    reply_text: str,
    *,
    occurred_at: datetime,
    user_speaker: str | None = None,
    reply_speaker: str | None = None,
    replied_at: datetime | None = None,
) -> str:
    """One exchange as archive text: a USER block and an AGENT block, ending with a newline.

    An empty side is left out. Lines that would read as a header or a session marker are
    escaped with a leading backslash, which the reader removes.
    """
    user, reply = normalize_message(user_text), normalize_message(reply_text)
    if not (user or reply):
        raise ValueError("an exchange needs user text or reply text")
    parts = []
    if user:
        parts.append(_format_block("USER", user_speaker, occurred_at, user))
    if reply:
        parts.append(_format_block("AGENT", reply_speaker, replied_at or occurred_at, reply))
    return "".join(parts)


def append_exchange(
    log_path: Path | str,
    user_text: str,
    reply_text: str,
    *,
    occurred_at: datetime,
    user_speaker: str | None = None,
    reply_speaker: str | None = None,
    replied_at: datetime | None = None,
) -> str:
    """Append one exchange to a log file (created if missing); returns its episode id.

    The exchange is written with one write, then flushed to disk (fsync): a crash leaves at
    most a truncated last block, which :func:`read_archive` reports with its line.
    """
    text = format_exchange(
        user_text,
        reply_text,
        occurred_at=occurred_at,
        user_speaker=user_speaker,
        reply_speaker=reply_speaker,
        replied_at=replied_at,
    )
    data = text.encode("utf-8")
    path = Path(log_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if _ends_without_newline(path):
        data = b"\n" + data  # keep a truncated last line from swallowing the new header
    flags = os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags, 0o644)
    try:
        written = 0
        while written < len(data):  # a regular file takes it in one go; loop just in case
            written += os.write(fd, data[written:])
        os.fsync(fd)
    finally:
        os.close(fd)
    user, reply = normalize_message(user_text), normalize_message(reply_text)
    return Episode.content_id(user, reply, to_epoch_seconds(occurred_at))


def _ends_without_newline(path: Path) -> bool:
    try:
        with path.open("rb") as fh:
            fh.seek(0, os.SEEK_END)
            if fh.tell() == 0:
                return False
            fh.seek(-1, os.SEEK_END)
            return fh.read(1) != b"\n"
    except FileNotFoundError:
        return False


def normalize_message(text: str) -> str:
    """A message as a log keeps it: a carriage return (CRLF or bare) as a line break, spaces
    around it stripped. The reader strips each message, so the writer does too, and a store
    that keeps a log (the remember node) stores the same text: ids agree either way."""
    return text.replace("\r\n", "\n").replace("\r", "\n").strip()


def format_block(speaker: Speaker, text: str, *, at: datetime, name: str | None = None) -> str:
    """One block (header plus continuation lines), ending with a newline.

    Use :func:`format_exchange` for exchanges; this is for SYSTEM notes and hand-built logs.
    """
    body = normalize_message(text)
    if not body:
        raise ValueError("a block needs text")
    return _format_block(speaker, name, at, body)


def _format_block(speaker: str, name: str | None, at: datetime, text: str) -> str:
    if name is not None and name != speaker:
        if not name.strip() or re.search(r"[()\n\r]", name):
            raise ValueError(f"invalid display name {name!r}: no parentheses or newlines")
        speaker = f"{speaker}({name.strip()})"
    # The first line sits on the header, where nothing is structural: only the rest is escaped.
    first, *rest = text.split("\n")
    rest = [("\\" + ln) if _NEEDS_ESCAPE.match(ln) else ln for ln in rest]
    header = f"[{_format_time(at)}] {speaker}:" + (f" {first}" if first else "")
    return "\n".join([header, *rest]) + "\n"


def _format_time(at: datetime) -> str:
    offset = at.utcoffset()
    if offset is None:
        raise ValueError(f"occurred_at {at.isoformat()} has no timezone; pass an aware datetime")
    if offset % timedelta(minutes=1):
        at, offset = at.astimezone(UTC), timedelta(0)
    minutes = int(offset.total_seconds()) // 60
    sign = "-" if minutes < 0 else "+"
    hh, mm = divmod(abs(minutes), 60)
    return f"{at:%Y-%m-%d %H:%M:%S} {sign}{hh:02d}:{mm:02d}"


def _format_offset(minutes: int) -> str:
    """``540`` -> ``+09:00``, ``-330`` -> ``-05:30``, ``0`` -> ``UTC``."""
    if minutes == 0:
        return "UTC"
    sign = "+" if minutes > 0 else "-"
    hours, mins = divmod(abs(minutes), 60)
    return f"{sign}{hours:02d}:{mins:02d}"
