"""What a command prints, made safe for a terminal.

Whatever a command prints — stored text in ``recall``, ``loops``, ``facts``, ``explain``, the
chat model's tokens, an input's text quoted in an error — goes through :class:`TerminalSafe`:
terminal control sequences (OSC 52 writing the clipboard, OSC 0 setting the title, CSI, any
C0 / C1 control) and bidi overrides are shown as visible ``\\u001b`` escapes, never sent raw.
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ["TerminalSafe", "terminal_safe"]

# C0 controls but tab and line feed, DEL, C1 controls (0x9b is a one-byte CSI), the line and
# paragraph separators, and the bidi embeddings / overrides / isolates that reorder a line.
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
_UNSAFE_KEEP_CR = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]"
)


def terminal_safe(text: str, *, carriage_return: bool = False) -> str:
    """``text`` with every terminal control character shown as a visible ``\\uXXXX`` escape
    (the JSON spelling, so ``--json`` output stays valid JSON). ``carriage_return`` keeps
    ``\\r`` (progress bars on stderr redraw their line with it)."""
    pattern = _UNSAFE_KEEP_CR if carriage_return else _UNSAFE
    return pattern.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


class TerminalSafe:
    """A text stream that passes everything written through :func:`terminal_safe`."""

    def __init__(self, stream: Any, *, carriage_return: bool = False) -> None:
        self._stream = stream
        self._carriage_return = carriage_return

    def write(self, text: str) -> int:
        self._stream.write(terminal_safe(text, carriage_return=self._carriage_return))
        return len(text)

    def __getattr__(self, name: str) -> Any:  # flush, isatty, fileno, encoding, ...
        return getattr(self._stream, name)
