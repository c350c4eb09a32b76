"""LeakGuard: the pack's structure and pasted pack text out of a reply, fed piece by piece.

What is removed (each counted, by kind, in :attr:`LeakGuard.report`):

- ``header`` / ``marker``: ``<<INTERNAL_CONTEXT>>`` and ``<<<OMOIDE_SECTION:…>>>`` in any
  spelling (full-width, look-alike angle brackets, zero-width characters or soft hyphens inside,
  spaces, case), as tokens;
- ``heading``: a section's name as a token (``EPISODE_EVIDENCE``), a line that is only a
  section's name, the evidence intro sentence, an entry's ``[2026-…T…+09:00]`` header;
- ``reason``: ``→ 関連: …`` / ``-> related: …`` to the end of its line, and a line beginning
  ``related:`` that holds what reasons hold (matched words, "3 days ago", a source file);
- ``label``: ``[high 0.61]``, ``(medium, 0.5)``, ``score=0.617``, ``now_local: …``;
- ``paste``: two or more consecutive pack lines copied (on one line or on consecutive lines, a
  line cut short still counting), from the start of the sentence the copy begins in to the end
  of the sentence it ends in; and, by the second stage (:mod:`.budget`, fed what this one
  lets through), a second different pack line as is anywhere in the output.

A reply that restates remembered facts, quotes one remembered line, or equals one passes
unchanged. Nothing is cut inside a sentence; a line left with no letters or digits goes whole;
a reply left with nothing gets one short neutral sentence in its language.

Streaming: a line's text goes out as soon as it can no longer become part of something removed
— held are only a token that may still be a marker / label, a sentence in which a copy of a
pack line may be starting, a line that may still be a heading or a cut pack line, and lines
that may still be a paste's first lines. The concatenated output equals the whole-text output
for any chunking (the removal decisions depend on the text only, never on where chunks end).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from .budget import Budget, FormStage
from .text import (
    GRAMMARS,
    HEADING_SKELETONS,
    REASON_PIECES,
    RELATED_START,
    Boundaries,
    Grammar,
    char_skeleton,
    is_word_start,
    norm_char,
    pack_index,
)

__all__ = ["FALLBACK", "LeakGuard", "detect_language"]

# What a reply says when the guard left nothing of it: short, neutral, in the user's language.
FALLBACK = {
    "ja": "すみません、今はうまくお答えできません。",
    "en": "Sorry, I don't have a good answer to that right now.",
}
_RELATED_WORDS = ("related", "関連", "reason", "理由")
_DECORATION = frozenset(" \t>-*•・#+")
# Two pack lines on one reply line count as consecutive with at most this many letters between.
_GAP = 12
# A paste (or the intro) goes with the sentence it begins in when that sentence's start is at
# most this many characters before it ("Sure, as you said: …"); further back, the sentence's
# own words stay and the removal starts where the paste does. Streaming holds at most this much
# of a sentence back for a paste that may still begin.
_LEAD = 24
_HEADING_MAX = max(map(len, HEADING_SKELETONS))
# What the first stage sends on: (as written, decoded) for each character.
_Units = list[tuple[str, str]]


def detect_language(text: str) -> str:
    """``"ja"`` when the text has kana or kanji, else ``"en"``."""
    for c in text:
        o = ord(c)
        if 0x3040 <= o <= 0x30FF or 0x3400 <= o <= 0x9FFF or 0xF900 <= o <= 0xFAFF:
            return "ja"
    return "en"


@dataclass
class _Cand:
    grammar: Grammar
    start: int  # index in the line's normalised text


@dataclass
class _Node:
    """A pack line found in a reply line: skeleton span [s0, s1) of the line."""

    pack: int  # pack line index; -1 for the evidence intro
    s0: int
    s1: int


@dataclass
class _Line:
    no: int
    raw: list[str] = field(default_factory=list)  # decoded characters: what is analysed
    orig: list[str] = field(default_factory=list)  # what each came from: what is sent
    eol: str = "\n"  # the line break that ended it, as written (a JSON "\\n" too)
    norm: list[str] = field(default_factory=list)
    norm_src: list[int] = field(default_factory=list)
    skel: list[str] = field(default_factory=list)
    skel_src: list[int] = field(default_factory=list)
    cands: list[_Cand] = field(default_factory=list)
    tokens: list[tuple[int, int, str]] = field(default_factory=list)  # raw spans, final
    reason_from: int | None = None
    live: list[tuple[int, int]] = field(default_factory=list)  # (skeleton start, trie node)
    nodes: list[_Node] = field(default_factory=list)
    sam: int = 0
    sam_alive: bool = True
    ended: bool = False  # a line break closed it
    whole: str | None = None  # removed whole, as this kind
    # output
    emitted: int = 0  # raw characters already decided and sent (kept or dropped)
    out: list[str] = field(default_factory=list)
    after_span: bool = False  # the last raw character handled was removed

    bounds: Boundaries = field(default_factory=Boundaries)

    @property
    def text(self) -> str:
        return "".join(self.raw)

    def sentence_start(self, at: int) -> int:
        """Where the sentence holding raw position ``at`` starts."""
        b = self.bounds.of(self.raw)
        return b[bisect_right(b, at) - 1]

    def sentence_end(self, at: int) -> int:
        """Where the sentence that ``at`` is in (or right after) ends."""
        b = self.bounds.of(self.raw)
        k = bisect_left(b, at)
        return b[k] if k < len(b) else len(self.raw)

    def start_of(self, at: int) -> int:
        """Where a removal that begins at ``at`` starts: its sentence's start when that is
        close (a lead-in like "Sure, as you said:" goes with it), else ``at``."""
        start = self.sentence_start(at)
        return start if at - start <= _LEAD else at

    def norm_text(self, start: int = 0) -> str:
        return "".join(self.norm[start:])


_ESCAPES = {"n": "\n", "r": "\r", "t": "\t", "b": "\b", "f": "\f", '"': '"', "\\": "\\", "/": "/"}
_HEX = frozenset("0123456789abcdefABCDEF")


def _decode(text: str, *, final: bool) -> tuple[list[tuple[str, str]], str]:
    """``text`` as (as written, decoded) units: JSON escapes (``\\u67f4``, ``\\n``) are decoded
    so a pack copied inside JSON is seen as what it is, and sent back as written. Returns the
    units and an unfinished escape at the end (held until more text comes, unless ``final``)."""
    units: list[tuple[str, str]] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch != "\\":
            units.append((ch, ch))
            i += 1
            continue
        rest = text[i + 1 : i + 6]
        if not final and (not rest or (rest[0] == "u" and len(rest) < 5 and set(rest[1:]) <= _HEX)):
            return units, text[i:]  # may still become an escape
        if rest[:1] == "u" and len(rest) == 5 and set(rest[1:]) <= _HEX:
            units.append((text[i : i + 6], chr(int(rest[1:], 16))))
            i += 6
        elif rest[:1] in _ESCAPES and rest:
            units.append((text[i : i + 2], _ESCAPES[rest[0]]))
            i += 2
        else:
            units.append((ch, ch))
            i += 1
    return units, ""


def _merged(spans: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """Overlapping token spans as one (the first one's kind): ``<<<OMOIDE_SECTION:X>>>`` is one
    marker, not a marker and a section name."""
    out: list[tuple[int, int, str]] = []
    for s, e, kind in sorted(spans, key=lambda t: (t[0], -t[1])):
        if out and s < out[-1][1]:
            ps, pe, pk = out[-1]
            out[-1] = (ps, max(pe, e), pk)
        else:
            out.append((s, e, kind))
    return out


class LeakGuard:
    """Feed model output in; get safe text out. Call :meth:`flush` at the end.

    ``LeakGuard(pack_text)`` guards against one pack (the text of the internal-context
    message(s)); an empty pack still removes the pack's structure. ``language`` ("ja" / "en")
    chooses the fallback sentence (by default the reply's own language); ``fallback=False``
    leaves a text that lost everything empty (tool arguments, reasoning).
    """

    def __init__(
        self,
        pack_text: str,
        *,
        language: str | None = None,
        fallback: bool = True,
        budget: Budget | None = None,
    ) -> None:
        self._index = pack_index(pack_text)
        self._language = language
        self._use_fallback = fallback
        self._lines: list[_Line] = []
        self._cur = self._new_line()
        self._queue: list[_Line] = []  # finished lines held while a paste may go on
        self._open: list[tuple[int, int]] = []  # (line no, node k) that may continue
        self._parent: dict[tuple[int, int], tuple[int, int]] = {}
        self._out_tail = ""  # the last characters sent (blank-line tidying)
        self._out_alnum = False
        self._sent_alnum = False
        self._form = FormStage(self._index, budget)
        self._after_drop = False
        self._seen_ja = False
        self._removed: Counter[str] = Counter()
        self._removed_chars = 0
        self._fallback = False
        self._done = False
        self._late = 0
        self._escape = ""  # an unfinished JSON escape, held until it resolves

    # -- the report ----------------------------------------------------------------------------
    @property
    def report(self) -> dict[str, Any]:
        """What was removed: counts by kind, characters, and whether the fallback was used. The
        removed text itself is never reported: it is the pack."""
        return {
            "removed": dict(sorted(self._removed_counts().items())),
            "removed_chars": self._removed_chars + self._form.removed_chars,
            "fallback": self._fallback,
            **({"late": self._late} if self._late else {}),
        }

    def _removed_counts(self) -> Counter[str]:
        counts = Counter(self._removed)
        if self._form.removed:
            counts["paste"] += self._form.removed
        return counts

    # -- input ---------------------------------------------------------------------------------
    def _new_line(self) -> _Line:
        line = _Line(no=len(self._lines))
        self._lines.append(line)
        return line

    def feed(self, chunk: str) -> str:
        """Take the next piece of model output; return what is safe to show now."""
        out: _Units = []
        units, self._escape = _decode(self._escape + chunk, final=False)
        for orig, c in units:
            if c == "\n":
                self._cur.eol = orig
                self._end_line(out)
            else:
                self._add_char(c, orig)
        self._settle(self._cur)
        if self._queue and not self._could_continue(self._cur):
            self._resolve(out)
        if not self._queue:
            self._emit(self._cur, self._hold(self._cur), out)
        return self._sent(self._form.feed(out))

    def flush(self) -> str:
        """End of the reply: release (or drop) everything still held."""
        if self._done:
            return ""
        self._done = True
        out: _Units = []
        units, self._escape = _decode(self._escape, final=True)
        for orig, c in units:
            if c == "\n":
                self._cur.eol = orig
                self._end_line(out)
            else:
                self._add_char(c, orig)
        if self._cur.raw or not self._lines[:-1]:
            self._end_line(out, final=True)
        else:
            self._lines.pop()  # nothing after the last line break
        self._resolve(out)
        text = self._sent(self._form.feed(out) + self._form.flush())
        if self._use_fallback and not self._sent_alnum and self._removed_counts():
            language = self._language or ("ja" if self._seen_ja else "en")
            self._fallback = True
            text += FALLBACK.get(language, FALLBACK["en"])
        return text

    def _sent(self, text: str) -> str:
        """Note what goes out after both stages (the fallback is for a reply left with nothing)."""
        if not self._sent_alnum and any(char_skeleton(c) for c in text):
            self._sent_alnum = True
        return text

    def _add_char(self, c: str, orig: str) -> None:
        line = self._cur
        if not self._seen_ja and detect_language(c) == "ja":
            self._seen_ja = True
        ri = len(line.raw)
        line.raw.append(c)
        line.orig.append(orig)
        index = self._index
        for x in norm_char(c):
            prev = line.norm[-1] if line.norm else ""
            ni = len(line.norm)
            line.norm.append(x)
            line.norm_src.append(ri)
            for g in GRAMMARS:
                if g.bounded and prev.isalnum():
                    continue
                if g.start.match(x):
                    line.cands.append(_Cand(g, ni))
            if not x.isalnum():
                continue
            si = len(line.skel)
            word_start = is_word_start(prev, x)
            line.skel.append(x)
            line.skel_src.append(ri)
            trie = index.trie
            live: list[tuple[int, int]] = []
            for start, node in line.live:
                nxt = trie.next[node].get(x)
                if nxt is not None:
                    live.append((start, nxt))
            if word_start and x in trie.next[0]:
                live.append((si, trie.next[0][x]))
            line.live = []
            for start, node in live:
                for pack, _ in trie.ends[node]:
                    line.nodes.append(_Node(pack, start, si + 1))
                if trie.next[node]:
                    line.live.append((start, node))
            if line.sam_alive:
                nxt_state = index.auto.next[line.sam].get(x)
                if nxt_state is None:
                    line.sam_alive = False
                else:
                    line.sam = nxt_state
        if line.cands:
            self._settle(line)  # each character: a token candidate lives a few characters

    def _settle(self, line: _Line, *, final: bool = False) -> None:
        """Decide the token candidates that can no longer grow (all of them when ``final``)."""
        live: list[_Cand] = []
        for cand in line.cands:
            t = line.norm_text(cand.start)
            if not final and cand.grammar.part.fullmatch(t):
                live.append(cand)
                continue
            m = cand.grammar.full.match(t)
            if m is None or m.end() == 0:
                continue
            if cand.grammar.bounded and m.end() < len(t) and t[m.end()].isalnum():
                continue
            start = line.norm_src[cand.start]
            if cand.grammar.to_line_end:
                if line.reason_from is None or start < line.reason_from:
                    line.reason_from = start
                continue
            end = line.norm_src[cand.start + m.end() - 1] + 1
            line.tokens.append((start, end, cand.grammar.kind))
        line.cands = live

    # -- holding -------------------------------------------------------------------------------
    def _may_be_whole(self, line: _Line) -> bool:
        """Whether the line may still turn out to be a heading or a reason line as a whole."""
        if len(line.skel) <= _HEADING_MAX:
            skel = "".join(line.skel)
            if any(h.startswith(skel) for h in HEADING_SKELETONS):
                return True
        norm = "".join(line.norm[:48]).lstrip("".join(_DECORATION))
        if RELATED_START.match(norm):
            return True
        head = norm.rstrip(" \t")
        return any(w.startswith(head) or head.startswith(w) for w in _RELATED_WORDS) and len(
            head
        ) <= max(map(len, _RELATED_WORDS))

    def _hold(self, line: _Line) -> int:
        """The first raw position of the current line that may still be removed."""
        hold = len(line.raw)
        if self._may_be_whole(line) or (line.sam_alive and self._index):
            return 0
        for cand in line.cands:
            hold = min(hold, line.norm_src[cand.start])
        if line.reason_from is not None:
            hold = min(hold, line.reason_from)
        # A paste that begins later may take the end of this sentence with it.
        tail = len(line.raw)
        hold = min(hold, max(line.sentence_start(tail), tail - _LEAD))
        for start, _ in line.live:
            hold = min(hold, line.start_of(line.skel_src[start]))
        for node in line.nodes:
            hold = min(hold, line.start_of(line.skel_src[node.s0]))
        return hold

    def _could_continue(self, line: _Line) -> bool:
        """Whether the current line may still carry on a paste from the lines held."""
        succ: set[int] = set()
        for no, k in self._open:
            node = self._lines[no].nodes[k]
            if node.pack >= 0:
                succ |= self._index.successors[node.pack]
        return bool(succ) and self._index.could_start_with("".join(line.skel), frozenset(succ))

    # -- lines ---------------------------------------------------------------------------------
    def _end_line(self, out: _Units, *, final: bool = False) -> None:
        line = self._cur
        line.ended = not final
        self._settle(line, final=True)
        skel = "".join(line.skel)
        norm = line.norm_text()
        if skel in HEADING_SKELETONS:
            line.whole = "heading"
        elif RELATED_START.match(norm.lstrip("".join(_DECORATION))) and REASON_PIECES.search(norm):
            line.whole = "reason"
        # A whole line that is a pack line, or a long enough cut of one.
        covered = {(n.pack, n.s0, n.s1) for n in line.nodes}
        for pack in sorted(self._index.line_matches(skel)):
            if (pack, 0, len(skel)) not in covered:
                line.nodes.append(_Node(pack, 0, len(skel)))
        line.live = []
        for k in range(len(line.nodes)):
            self._parent[(line.no, k)] = (line.no, k)
        self._link_within(line)
        self._link_from_open(line)
        self._queue.append(line)
        if skel:  # a line without letters (blank, a rule) lets a paste go on past it
            self._open = [(line.no, k) for k, n in enumerate(line.nodes) if n.pack >= 0]
        if not self._open:
            self._resolve(out)
        self._cur = self._new_line()

    def _link_within(self, line: _Line) -> None:
        nodes = line.nodes
        for a, na in enumerate(nodes):
            if na.pack < 0:
                continue
            succ = self._index.successors[na.pack]
            for b, nb in enumerate(nodes):
                if nb.pack in succ and 0 <= nb.s0 - na.s1 <= _GAP:
                    self._union((line.no, a), (line.no, b))

    def _link_from_open(self, line: _Line) -> None:
        for no, k in self._open:
            succ = self._index.successors[self._lines[no].nodes[k].pack]
            for b, nb in enumerate(line.nodes):
                if nb.s0 == 0 and nb.pack in succ:
                    self._union((no, k), (line.no, b))

    def _find(self, x: tuple[int, int]) -> tuple[int, int]:
        while self._parent[x] != x:
            self._parent[x] = self._parent[self._parent[x]]
            x = self._parent[x]
        return x

    def _union(self, a: tuple[int, int], b: tuple[int, int]) -> None:
        ra, rb = self._find(a), self._find(b)
        if ra != rb:
            self._parent[max(ra, rb)] = min(ra, rb)

    # -- deciding and sending ------------------------------------------------------------------
    def _resolve(self, out: _Units) -> None:
        """Every held line is final now: decide what goes and send the rest."""
        lines = self._queue
        self._queue = []
        self._open = []
        if not lines:
            return
        spans: dict[int, list[tuple[int, int, str]]] = {ln.no: [] for ln in lines}
        groups: dict[tuple[int, int], list[tuple[int, int]]] = {}
        for ln in lines:
            for k in range(len(ln.nodes)):
                groups.setdefault(self._find((ln.no, k)), []).append((ln.no, k))
        by_no = {ln.no: ln for ln in lines}
        for members in groups.values():
            if len(members) < 2:
                continue
            first = min(members, key=lambda m: (m[0], self._lines[m[0]].nodes[m[1]].s0))
            last = max(members, key=lambda m: (m[0], self._lines[m[0]].nodes[m[1]].s1))
            self._removed["paste"] += 1
            a, b = by_no[first[0]], by_no[last[0]]
            start = a.start_of(a.skel_src[a.nodes[first[1]].s0])
            end = b.sentence_end(b.skel_src[b.nodes[last[1]].s1 - 1] + 1)
            if a.no == b.no:
                spans[a.no].append((start, end, ""))
                continue
            spans[a.no].append((start, len(a.raw), ""))
            for no in range(a.no + 1, b.no):
                spans[no].append((0, len(by_no[no].raw), ""))
            spans[b.no].append((0, end, ""))
        for ln in lines:
            line_spans = spans[ln.no]
            for node in ln.nodes:
                if node.pack < 0:  # the evidence intro: its sentence goes
                    self._removed["heading"] += 1
                    s = ln.start_of(ln.skel_src[node.s0])
                    e = ln.sentence_end(ln.skel_src[node.s1 - 1] + 1)
                    line_spans.append((s, e, ""))
            for s, e, kind in _merged(ln.tokens):
                self._removed[kind] += 1
                line_spans.append((s, e, kind))
            if ln.reason_from is not None:
                self._removed["reason"] += 1
                line_spans.append((ln.reason_from, len(ln.raw), "reason"))
            if ln.whole is not None:
                self._removed[ln.whole] += 1
                line_spans.append((0, len(ln.raw), ln.whole))
            self._finish(ln, line_spans, out)

    @staticmethod
    def _removed_mask(line: _Line, spans: list[tuple[int, int, str]], lo: int = 0) -> list[bool]:
        """Which raw characters of ``line`` from ``lo`` on are removed."""
        mask = [False] * (len(line.raw) - lo)
        for s, e, _ in spans:
            for i in range(max(s, lo), min(e, len(line.raw))):
                mask[i - lo] = True
        return mask

    def _send_range(
        self, line: _Line, mask: list[bool], upto: int, out: _Units, lo: int = 0
    ) -> None:
        """Send ``line.raw[line.emitted:upto]`` without the removed characters (``mask`` starts
        at raw position ``lo``), tidily: spaces right after a removed stretch go when the
        line's text so far is empty or ends in one."""
        for i in range(line.emitted, upto):
            c = line.raw[i]
            if mask[i - lo]:
                line.after_span = True
                self._removed_chars += 1
                continue
            if line.after_span and c.isspace() and (not line.out or line.out[-1].isspace()):
                self._removed_chars += 1
                continue
            line.after_span = False
            line.out.append(c)
            out.append((line.orig[i], c))
            self._note_out(c)
        line.emitted = max(line.emitted, upto)

    def _note_out(self, c: str) -> None:
        self._out_tail = (self._out_tail + c)[-2:]
        if not self._out_alnum and any(x.isalnum() for x in norm_char(c)):
            self._out_alnum = True

    @staticmethod
    def _has_kept_alnum(line: _Line, mask: list[bool], lo: int, upto: int) -> bool:
        return any(
            not mask[i - lo] and any(x.isalnum() for x in norm_char(line.raw[i]))
            for i in range(lo, upto)
        )

    def _emit(self, line: _Line, upto: int, out: _Units) -> None:
        """Send what the current line has that is final (known removals are its tokens)."""
        lo = line.emitted
        if upto <= lo:
            return
        mask = self._removed_mask(line, line.tokens, lo)
        if not line.out and not self._has_kept_alnum(line, mask, lo, upto):
            return  # a line with no letters kept yet may still be dropped whole
        self._after_drop = False
        self._send_range(line, mask, upto, out, lo)

    def _finish(self, line: _Line, spans: list[tuple[int, int, str]], out: _Units) -> None:
        mask = self._removed_mask(line, spans)
        removed = any(mask)
        later = self._removed_mask(line, [s for s in spans if s not in line.tokens])
        if any(later[: line.emitted]):
            self._late += 1  # cannot happen by construction; counted so tests would see it
        if not line.out and not self._has_kept_alnum(line, mask, 0, len(line.raw)):
            blank = not line.text.strip()
            tidy = blank and self._after_drop and self._out_tail in ("", "\n\n")
            tidy = tidy or (blank and self._after_drop and self._out_tail.endswith("\n\n"))
            if removed or tidy:
                # Dropped whole, with its line break: nothing of it is left, or it is a blank
                # line right after a dropped one where the output already ends in a blank line.
                self._removed_chars += len(line.raw) - line.emitted + (1 if line.ended else 0)
                line.emitted = len(line.raw)
                self._after_drop = self._after_drop or removed
                return
        if line.text.strip():
            self._after_drop = False
        self._send_range(line, mask, len(line.raw), out)
        if line.ended:
            out.append((line.eol, "\n"))
            self._note_out("\n")
