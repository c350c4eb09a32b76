"""Keeps the MemoryPack out of what the user sees, also token by token while streaming.

What is removed: section markers and the internal-context prefix wherever they appear, and any
reply line that repeats a line of the pack verbatim (headers, quoted evidence, reasons).
While streaming, text is held back only as long as it could still become one of those; all
other text passes through at once, so the first token is not delayed.
"""

from __future__ import annotations

import re

from omoide import prompts

__all__ = ["LeakGuard", "scrub"]

_MARKER = re.compile(r"<<<OMOIDE_SECTION:[A-Z_]*>>>|" + re.escape(prompts.INTERNAL_CONTEXT_PREFIX))
_SECTION_START = "<<<OMOIDE_SECTION:"
_SECTION_REST = re.compile(r"[A-Z_]*>{0,2}")


def _is_partial_marker(text: str) -> bool:
    """True when ``text`` is an unfinished marker: it could still complete into one."""
    if _SECTION_START.startswith(text) or prompts.INTERNAL_CONTEXT_PREFIX.startswith(text):
        return True
    return text.startswith(_SECTION_START) and bool(
        _SECTION_REST.fullmatch(text[len(_SECTION_START) :])
    )


_MIN_LINE = 12  # shorter pack lines ("- ok") are too common to treat as leaks


def _pack_lines(pack_text: str) -> set[str]:
    lines = {ln.strip() for ln in _MARKER.sub("", pack_text).splitlines()}
    return {ln for ln in lines if len(ln) >= _MIN_LINE}


class LeakGuard:
    """Feed model output in; get safe text out. Call :meth:`flush` at the end.

    Invariant: ``_held`` is the not-yet-emitted tail of the current line. It is held while the
    whole line could still equal a pack line, or while its end could be the start of a marker.
    """

    def __init__(self, pack_text: str) -> None:
        self._forbidden = _pack_lines(pack_text)
        self._prefixes = {f[:i] for f in self._forbidden for i in range(1, len(f) + 1)}
        self._line = ""  # the current line so far, markers removed
        self._held = ""
        self._started = False  # part of the current line has been emitted

    @staticmethod
    def _marker_tail(text: str) -> int:
        """Length of the shortest suffix of ``text`` that could still grow into a marker."""
        for i, ch in enumerate(text):
            if ch == "<" and _is_partial_marker(text[i:]):
                return len(text) - i
        return 0

    def feed(self, chunk: str) -> str:
        out = []
        for part in re.split(r"(\n)", chunk):
            if part == "\n":
                out.append(self.flush() + "\n")
                continue
            self._held = _MARKER.sub("", self._held + part)
            self._line = _MARKER.sub("", self._line + part)
            stripped = self._line.strip()
            if not self._started and (not stripped or stripped in self._prefixes):
                continue  # blank so far, or might still turn out to be a verbatim pack line
            keep = self._marker_tail(self._held)
            ready = self._held[: len(self._held) - keep]
            if ready:
                out.append(ready)
                self._held = self._held[len(ready) :]
                self._started = True
        return "".join(out)

    def flush(self) -> str:
        """End the current line: emit what was held unless the line repeats the pack."""
        held, line, started = _MARKER.sub("", self._held), self._line, self._started
        self._line, self._held, self._started = "", "", False
        if not started and line.strip() in self._forbidden:
            return ""
        return held


def scrub(text: str, pack_text: str) -> str:
    """The whole-text version of :class:`LeakGuard`."""
    guard = LeakGuard(pack_text)
    return guard.feed(text) + guard.flush()
