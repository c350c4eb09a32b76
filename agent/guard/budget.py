"""One pack line as is per output: the guard's second stage.

The first stage (:mod:`.stream`) removes the pack's structure and pasted runs of consecutive
pack lines. What it lets through still reaches the user; this stage reads it and keeps the
purpose (seed 004: the pack's content *as is* must not reach the user) across everything one
model output shows — its text and all its tool-call arguments are one output (a
:class:`Budget` shared by their guards): **one** pack line may be quoted as is (a memory
quoted back is an answer), a **second, different** one is removed wherever it comes —
reversed, after a filler sentence or line, from another entry, lightly edited, in another
tool call or another argument of the same call.

"A pack line as is" is one of two forms, both compared in skeletons (:func:`.text.skeleton`)
and fuzzily (``rapidfuzz``: a word changed, a typo, punctuation):

- *labelled*: the pack's speaker label and the quote (``User: 「…」``, ``あなた：「…」``),
  anywhere in a line;
- *bare*: a line that is nothing but the pack line (or its quote) — at most
  :data:`BARE_EXTRA` letters of its own, list / quote marks aside.

A pack line restated in the reply's own sentence ("You said 「…」 on June 3."), however
many, is neither: the natural replies that quote two memories in their own words stay.

What goes: a labelled copy from its label to its closing quote (the reply's own words around
it stay); a bare copy as its whole line. The output keeps the first pack line it showed; the
same line again is the same quote.

Streaming: before the output has shown a pack line, only a second speaker label in the current
line (and the end of the line, where one may be starting) is held — natural replies stream as
the first stage lets them. After it, a line is held whole while it may still be a bare copy
(its beginning checked every :data:`_EVERY` skeleton characters against the pack lines'
beginnings: once it cannot be, it never is one), and from its first label on. The decisions
depend on the text only, so any chunking gives the same output.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rapidfuzz import fuzz

from .text import MIN_CUT, PackIndex, char_skeleton, norm_char, text_weight

__all__ = ["BARE_EXTRA", "SIMILAR", "Budget", "FormStage"]

# A copy counts from this similarity (rapidfuzz, 0–100, in skeletons): a word changed in a
# line of ten, a typo, a dropped particle.
SIMILAR = 85.0
# A bare copy may carry this much of its own (an ASCII letter or digit 1, a kana / kanji 2):
# "Sure" before it, not "June 3" (a recap line of one's own).
BARE_EXTRA = 4
# While a line may still be a bare copy its beginning must look like one: from this many
# skeleton characters on, checked every _EVERY characters, this similar to a pack line's start.
_PREFIX_FROM = 8
_EVERY = 4
_PREFIX_SIMILAR = 70.0
_LABEL = re.compile(r"(?:user|you|ユーザー|あなた)[ \t]{0,2}:$")
_LABEL_MAX = 10  # the longest label with its spaces and colon
# What may still become a label (a proper prefix of one), at the end of the text so far.
_LABEL_PART = re.compile(
    r"(?:u(?:s(?:er?)?)?|y(?:ou?)?|ユ(?:ー(?:ザー?)?)?|あ(?:なた?)?)"
    r"|(?:user|you|ユーザー|あなた)[ \t]{0,2}"
)
_CLOSING = frozenset('」』"”')


class Budget:
    """What one model output has shown of the pack: the pack lines quoted as is so far (its
    text and every tool-call argument share one)."""

    def __init__(self) -> None:
        self.shown: set[int] = set()


@dataclass
class _Line:
    raw: list[str] = field(default_factory=list)
    orig: list[str] = field(default_factory=list)
    norm: list[str] = field(default_factory=list)
    norm_src: list[int] = field(default_factory=list)
    skel: list[str] = field(default_factory=list)
    bare_alive: bool = True
    checked: int = 0  # skeleton length the bare check last ran at
    labels: list[int] = field(default_factory=list)  # raw starts of speaker labels
    label_ends: list[int] = field(default_factory=list)
    label_hold: int | None = None
    emitted: int = 0
    out: list[str] = field(default_factory=list)


def _weight(skel: str) -> int:
    return text_weight(skel)


class FormStage:
    """Reads the first stage's output, line by line; removes a second pack line as is."""

    def __init__(self, index: PackIndex, budget: Budget | None = None) -> None:
        self._index = index
        self._budget = budget if budget is not None else Budget()
        self._active = bool(index.content)
        self._line = _Line()
        self.removed = 0
        self.removed_chars = 0
        self._out_tail = ""
        self._after_drop = False

    # -- input ---------------------------------------------------------------------------------
    def feed(self, units: list[tuple[str, str]]) -> str:
        """Take decoded units (as written, decoded) of the first stage's output; return what is
        safe to send now."""
        if not self._active:
            return "".join(orig for orig, _ in units)
        out: list[str] = []
        for orig, c in units:
            if c == "\n":
                self._end_line(out, eol=orig)
            else:
                self._add(c, orig)
        self._emit(out)
        return "".join(out)

    def flush(self) -> str:
        """The end of the text: the last line is decided."""
        if not self._active:
            return ""
        out: list[str] = []
        if self._line.raw:
            self._end_line(out, eol=None)
        return "".join(out)

    def _add(self, c: str, orig: str) -> None:
        line = self._line
        ri = len(line.raw)
        line.raw.append(c)
        line.orig.append(orig)
        for x in norm_char(c):
            line.norm.append(x)
            line.norm_src.append(ri)
        line.skel.extend(char_skeleton(c))
        if ":" in norm_char(c):
            self._scan_labels(line)

    def _scan_labels(self, line: _Line) -> None:
        """A speaker label ending at the colon just added: where it starts (raw), and the hold
        from its sentence on."""
        at = max(0, len(line.norm) - _LABEL_MAX - 1)
        m = _LABEL.search("".join(line.norm[at:]))
        if m is None:
            return
        i = at + m.start()
        before = line.norm[i - 1] if i else ""
        if before.isascii() and before.isalnum():
            return  # "you" in "bayou:" is no label
        start = line.norm_src[i]
        line.labels.append(start)
        line.label_ends.append(len(line.raw))
        if line.label_hold is None:
            line.label_hold = start

    def _still_bare(self, line: _Line) -> bool:
        """Whether the line may still be a bare copy: its beginning looked like a pack line's
        at every checkpoint so far (every _EVERY skeleton characters from _PREFIX_FROM on — a
        property of the text, however it was chunked)."""
        while line.bare_alive:
            at = max(_PREFIX_FROM, line.checked + _EVERY)
            if at > len(line.skel):
                break
            line.checked = at
            line.bare_alive = self._may_be_bare("".join(line.skel[:at]))
        return line.bare_alive

    def _may_be_bare(self, skel: str) -> bool:
        n = len(skel)
        for _, forms in self._index.content:
            for form in forms:
                for k in range(BARE_EXTRA + 1):  # a few letters of its own may come first
                    if fuzz.ratio(skel[k:], form[: n - k]) >= _PREFIX_SIMILAR:
                        return True
        return False

    # -- holding and sending -------------------------------------------------------------------
    def _hold(self, line: _Line) -> int:
        """The first raw position of the current line that may still be removed. Before the
        output has shown a pack line nothing can be a second one but a second labelled copy in
        this line: only that is held then."""
        shown = bool(self._budget.shown)
        if shown and self._still_bare(line):
            return 0
        if line.label_hold is not None and (shown or len(line.labels) > 1):
            return line.label_hold if shown else line.labels[1]
        if not shown and not line.labels:
            return len(line.raw)
        # The end of the line may be a label's beginning ("Us", "you ", "ユーザ").
        norm = "".join(line.norm[-_LABEL_MAX:])
        base = len(line.norm) - len(norm)
        for i in range(len(norm)):
            before = norm[i - 1] if i else (line.norm[base - 1] if base else "")
            if before.isascii() and before.isalnum():
                continue  # a label begins after a non-letter only
            if _LABEL_PART.fullmatch(norm[i:]):
                return line.norm_src[base + i]
        return len(line.raw)

    def _emit(self, out: list[str]) -> None:
        line = self._line
        upto = self._hold(line)
        if upto <= line.emitted:
            return
        chunk = line.raw[line.emitted : upto]
        if not line.out and not any(char_skeleton(c) for c in chunk):
            return  # a line with no letters sent yet may still go whole
        for i in range(line.emitted, upto):
            line.out.append(line.raw[i])
            out.append(line.orig[i])
            self._out_tail = (self._out_tail + line.raw[i])[-2:]
        line.emitted = upto
        self._after_drop = False

    # -- deciding ------------------------------------------------------------------------------
    def _bare(self, skel: str) -> int | None:
        """The pack line this whole line is a copy of, if any."""
        if _weight(skel) < 1:
            return None
        best: tuple[float, int] | None = None
        for index, forms in self._index.content:
            for form in forms:
                if len(skel) >= len(form):
                    al = fuzz.partial_ratio_alignment(form, skel, score_cutoff=SIMILAR)
                    if al is None:
                        continue
                    own = _weight(skel) - _weight(skel[al.dest_start : al.dest_end])
                    if own > BARE_EXTRA:
                        continue
                    score = al.score
                else:
                    score = fuzz.ratio(skel, form, score_cutoff=SIMILAR)
                    if not score:
                        continue
                if best is None or score > best[0]:
                    best = (score, index)
        return None if best is None else best[1]

    def _labelled(self, line: _Line) -> list[tuple[int, int, int]]:
        """(pack line, raw start, raw end) of each labelled copy in the line."""
        found = []
        for k, start in enumerate(line.labels):
            end = len(line.raw)
            nxt = line.labels[k + 1] if k + 1 < len(line.labels) else len(line.raw)
            body = line.label_ends[k]
            for i in range(body, nxt):
                if (
                    line.raw[i] in _CLOSING
                    and i > body
                    and "".join(char_skeleton(c) for c in line.raw[body:i])
                ):
                    end = i + 1
                    break
            else:
                end = nxt
            label = "".join(char_skeleton(c) for c in line.raw[start:body])
            quote = "".join(char_skeleton(c) for c in line.raw[body:end])
            best: tuple[float, int] | None = None
            for index, forms in self._index.content:
                core = forms[-1]
                score = max(
                    fuzz.ratio(label + quote, forms[0]),
                    fuzz.ratio(quote, core) if len(forms) > 1 else 0.0,
                    # A labelled line cut short: its beginning (or any long enough piece).
                    fuzz.partial_ratio(quote, core)
                    if len(quote) < len(core) and _weight(quote) >= MIN_CUT
                    else 0.0,
                )
                if score >= SIMILAR and (best is None or score > best[0]):
                    best = (score, index)
            if best is not None:
                found.append((best[1], start, end))
        return found

    def _end_line(self, out: list[str], *, eol: str | None) -> None:
        line = self._line
        skel = "".join(line.skel)
        copies: list[tuple[int, int, int]] = []
        bare = self._bare(skel) if self._still_bare(line) else None
        if bare is not None:
            copies.append((bare, 0, len(line.raw)))
        else:
            copies = self._labelled(line)
        shown = self._budget.shown
        spans: list[tuple[int, int]] = []
        for pack, s, e in copies:
            if pack in shown or not shown:
                shown.add(pack)
                continue
            spans.append((s, e))
            self.removed += 1
        self._finish(line, spans, out, eol)
        self._line = _Line()

    def _finish(
        self, line: _Line, spans: list[tuple[int, int]], out: list[str], eol: str | None
    ) -> None:
        n = len(line.raw)
        mask = [False] * n
        for s, e in spans:
            for i in range(max(s, line.emitted), min(e, n)):
                mask[i] = True
        kept_alnum = any(char_skeleton(c) for c in line.out) or any(
            char_skeleton(line.raw[i]) for i in range(line.emitted, n) if not mask[i]
        )
        if spans and not kept_alnum:
            # Nothing of the line is left: it goes with its line break.
            self.removed_chars += n - line.emitted + (1 if eol is not None else 0)
            self._after_drop = True
            return
        if not "".join(line.raw).strip() and self._after_drop and self._out_tail in ("", "\n\n"):
            self.removed_chars += n + (1 if eol is not None else 0)
            return  # a blank line after a dropped one where the output already has one
        after_span = False
        for i in range(line.emitted, n):
            c = line.raw[i]
            if mask[i]:
                after_span = True
                self.removed_chars += 1
                continue
            if after_span and c.isspace() and (not line.out or line.out[-1].isspace()):
                self.removed_chars += 1
                continue
            after_span = False
            line.out.append(c)
            out.append(line.orig[i])
            self._out_tail = (self._out_tail + c)[-2:]
        if "".join(line.raw).strip():
            self._after_drop = False
        if eol is not None:
            out.append(eol)
            self._out_tail = (self._out_tail + "\n")[-2:]
