"""Keeps the MemoryPack out of what the user sees, by purpose (seed 004: the pack's headings and
its content *as is* must not reach the user), also token by token while streaming.

Removed, wherever model output goes (reply text, reasoning / thinking, tool-call arguments):

- the internal header and the section markers in any spelling (``<<INTERNAL_CONTEXT>>``,
  ``＜＜internal context＞＞``, ``[internal context]``, ``OMOIDE SECTION: EPISODE EVIDENCE``,
  zero-width characters or soft hyphens inside, split across chunks);
- section headings (``EPISODE_EVIDENCE``, ``[Episode Evidence]``, a line ``Open loops:``), the
  evidence intro sentence and an entry's ``[2026-…T…+09:00]`` header;
- reason / score / label lines: ``→ 関連: …``, ``[high 0.61]``, ``score=0.617``, ``now_local: …``;
- pasted runs of two or more consecutive pack lines (also reflowed onto one line, re-cased,
  re-spaced, list- or quote-prefixed, or the second one cut short);
- a second, different pack line *as is* (with its speaker label, or alone on its line — also
  lightly edited) anywhere in the same output: the reply's text and all its tool-call arguments
  are one output, so it goes when reversed, after filler, from another entry, in another tool
  call or argument (:mod:`omoide.agent.guard.budget`).

Kept unchanged: a reply that restates remembered facts in its own sentences (however many),
quotes one remembered line, or is one. Removal is by whole sentences or lines (tokens of pure
structure — a marker, a label — go alone); a reply left empty gets one short neutral sentence
in the user's language. What was removed is reported as ``response_metadata["omoide_guard"]``
(counts by kind, characters, where; never the removed text, which is the pack) — only when
something was.

The parts live in :mod:`omoide.agent.guard`; this module is the public entry point.
"""

from __future__ import annotations

from .guard.model import (
    REPORT_KEY,
    GuardedChatModel,
    MessageGuard,
    guard_chat_model,
    guard_message,
    pack_text_of,
)
from .guard.stream import FALLBACK, LeakGuard, detect_language
from .guard.text import longest_shared_weight, skeleton

__all__ = [
    "FALLBACK",
    "MIN_LEAK_WEIGHT",
    "REPORT_KEY",
    "GuardedChatModel",
    "LeakGuard",
    "MessageGuard",
    "detect_language",
    "guard_chat_model",
    "guard_message",
    "leaked_weight",
    "pack_text_of",
    "scrub",
    "skeleton",
]

# A diagnostic, no longer what the guard removes by: a run of the pack this heavy (27 ASCII
# letters or digits — about six English words — or 14 kana / kanji) in a reply is worth a look.
# The old guard cut every such run and so cut correct answers (issue 27).
MIN_LEAK_WEIGHT = 27


def leaked_weight(reply: str, pack_text: str) -> int:
    """The weight of the longest run of ``reply`` that also occurs in the pack (an ASCII letter
    or digit weighs 1, any other character 2) — a diagnostic for tests and benchmarks."""
    return longest_shared_weight(reply, pack_text)


def scrub(text: str, pack_text: str, *, language: str | None = None, fallback: bool = True) -> str:
    """The whole-text version of :class:`LeakGuard`."""
    guard = LeakGuard(pack_text, language=language, fallback=fallback)
    return guard.feed(text) + guard.flush()
