"""What the guard compares and recognises.

Two views of a text are used. The *normalised* view (NFKC, case-folded, invisible characters
dropped, angle-bracket look-alikes as ``<`` / ``>``) is where the pack's structure is recognised:
markers, section names, reason / score / label lines. The *skeleton* (letters and digits of the
normalised view) is where a reply line is compared with the pack's lines: spacing, quote
wrappers (``User: 「…」``), list prefixes and width no longer hide a copy.

The structure is written as small grammars (:class:`Grammar`): each gives a regular expression
for a whole token and one for "could still become one", so a streamed token split anywhere is
held back exactly while it could still be one (:mod:`.stream`).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from omoide import prompts

__all__ = [
    "GRAMMARS",
    "HEADING_SKELETONS",
    "Boundaries",
    "Grammar",
    "PackIndex",
    "Trie",
    "char_skeleton",
    "is_word_start",
    "longest_shared_weight",
    "norm_char",
    "pack_index",
    "sentence_end",
    "sentence_start",
    "skeleton",
    "text_weight",
]

# Angle brackets and their look-alikes (NFKC keeps ‹ « 〈 《 ≪ ⟨ apart from < >): a marker
# spelled with any of them is still a marker.
_OPEN_ANGLES = "<‹«〈《≪⟨〈⋘⋖❮❬❰"
_CLOSE_ANGLES = ">›»〉》≫⟩〉⋙⋗❯❭❱"
_ANGLES = str.maketrans({**dict.fromkeys(_OPEN_ANGLES, "<"), **dict.fromkeys(_CLOSE_ANGLES, ">")})
# Invisible characters that may split a word without showing: format characters (zero-width
# space / joiners, soft hyphen, bidi marks, tag characters), variation selectors, the combining
# grapheme joiner, Mongolian free variation selectors and Hangul fillers.
_INVISIBLE_RANGES = (
    (0x034F, 0x034F),
    (0x115F, 0x1160),
    (0x180B, 0x180F),
    (0x3164, 0x3164),
    (0xFE00, 0xFE0F),
    (0xFFA0, 0xFFA0),
    (0xE0100, 0xE01EF),
)


def _invisible(c: str) -> bool:
    if unicodedata.category(c) == "Cf":
        return True
    o = ord(c)
    return any(lo <= o <= hi for lo, hi in _INVISIBLE_RANGES)


@lru_cache(maxsize=8192)
def norm_char(c: str) -> str:
    """One character in the normalised view ('' for an invisible one)."""
    if _invisible(c):
        return ""
    folded = unicodedata.normalize("NFKC", c).casefold().translate(_ANGLES)
    return "".join(x for x in folded if not _invisible(x))


@lru_cache(maxsize=8192)
def char_skeleton(c: str) -> str:
    """The letters and digits one character contributes to the skeleton."""
    return "".join(x for x in norm_char(c) if x.isalnum())


def skeleton(text: str) -> str:
    """NFKC, case-folded, letters and digits only: what reply lines and pack lines compare in."""
    return "".join(char_skeleton(c) for c in text)


def text_weight(skel: str) -> int:
    """A skeleton's weight: an ASCII letter or digit is 1, any other character (kana, kanji,
    hangul — about a word each) 2."""
    return sum(1 if c.isascii() else 2 for c in skel)


def is_word_start(prev: str, c: str) -> bool:
    """Whether a skeleton character starts a word: after a non-letter, and at every character
    outside ASCII (Japanese has no spaces between words)."""
    return not prev or not prev.isalnum() or not c.isascii() or not prev.isascii()


# -- sentences --------------------------------------------------------------------------------

# A colon is no sentence end here: "As you told me: <a paste>" goes with the paste it opens.
_HARD_STOPS = frozenset("。！？!?．｡")
_SOFT_STOPS = frozenset(".;")
_CLOSERS = frozenset("」』）)】]\"'”’»›〉》")


def _boundaries(line: str) -> list[int]:
    """Where sentences start in one line: its start, after 。！？!?, and after . ; or a
    closing quote followed by a space (the space goes with the sentence before)."""
    out = [0]
    n = len(line)
    for i, ch in enumerate(line):
        soft = ch in _SOFT_STOPS or ch in "」』"
        if ch not in _HARD_STOPS and not soft:
            continue
        j = i + 1
        while j < n and line[j] in _CLOSERS:
            j += 1
        if ch not in _HARD_STOPS and (j >= n or not line[j].isspace()):
            continue
        while j < n and line[j].isspace():
            j += 1
        if j > out[-1]:
            out.append(j)
    return out


class Boundaries:
    """:func:`_boundaries` of a line that grows: what is settled is scanned once."""

    def __init__(self) -> None:
        self.final = [0]
        self.scan = 0  # the first stop whose boundary more text may still move

    def of(self, chars: list[str]) -> list[int]:
        """The boundaries of ``chars`` (the line so far), as :func:`_boundaries` gives them."""
        n, i, out = len(chars), self.scan, self.final
        while i < n:
            ch = chars[i]
            soft = ch in _SOFT_STOPS or ch in "」』"
            if ch not in _HARD_STOPS and not soft:
                i += 1
                continue
            j = i + 1
            while j < n and chars[j] in _CLOSERS:
                j += 1
            if j >= n:
                break  # more closers or a space may follow
            if ch not in _HARD_STOPS and not chars[j].isspace():
                i += 1
                continue
            while j < n and chars[j].isspace():
                j += 1
            if j >= n:
                break
            if j > out[-1]:
                out.append(j)
            i += 1
        self.scan = i
        tail = [i + b for b in _boundaries("".join(chars[i:]))[1:]]
        return out + [b for b in tail if b > out[-1]]


def sentence_start(line: str, at: int) -> int:
    """The start of the sentence holding position ``at`` (depends only on ``line[:at + 1]``)."""
    return max(b for b in _boundaries(line[: at + 1]) if b <= at)


def sentence_end(line: str, at: int) -> int:
    """The end of the sentence that position ``at`` is in or right after (``len(line)`` when
    the line ends first)."""
    return min((b for b in _boundaries(line) if b >= at), default=len(line))


# -- grammars of the pack's structure -----------------------------------------------------------


@dataclass(frozen=True)
class _El:
    full: str
    part: str  # a proper prefix of what ``full`` matches ('' included)


def _lit(words: Iterable[str], sep: str = "") -> _El:
    """One of ``words``; with ``sep``, that separator may stand between any two letters."""
    fulls, parts = [], {""}
    for w in words:
        chars = [re.escape(c) for c in w]
        fulls.append(sep.join(chars) if sep else "".join(chars))
        for k in range(1, len(chars)):
            parts.add(sep.join(chars[:k]) + sep if sep else "".join(chars[:k]))
    return _El(f"(?:{'|'.join(fulls)})", f"(?:{'|'.join(sorted(parts, key=len, reverse=True))})")


def _cls(cls: str, lo: int, hi: int) -> _El:
    return _El(f"{cls}{{{lo},{hi}}}", f"{cls}{{0,{hi}}}")


def _seq(*els: _El) -> _El:
    full = "".join(e.full for e in els)
    part = ""
    for e in reversed(els):
        part = f"(?:{e.part}|{e.full}{part})" if part else f"(?:{e.part})"
    return _El(f"(?:{full})", part)


def _opt(*els: _El) -> _El:
    inner = _seq(*els)
    return _El(f"(?:{inner.full})?", inner.part)


def _alt(*els: _El) -> _El:
    return _El(f"(?:{'|'.join(e.full for e in els)})", f"(?:{'|'.join(e.part for e in els)})")


@dataclass(frozen=True)
class Grammar:
    """One kind of pack structure found inside a line.

    ``kind`` is what the report calls it; ``to_line_end``: the rest of the line goes with it
    (a reason); ``line_start``: only at the start of a line (after list / quote marks);
    ``bounded``: not glued to letters on either side (``score=`` inside ``myscore=`` is not one).
    """

    kind: str
    first: str  # characters a token can start with (a regex class)
    el: _El
    to_line_end: bool = False
    line_start: bool = False
    bounded: bool = False
    full: re.Pattern[str] = field(init=False, repr=False, compare=False)
    part: re.Pattern[str] = field(init=False, repr=False, compare=False)
    start: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "full", re.compile(self.el.full))
        # "Could still become a token": a proper prefix of one, or one that more text may extend.
        object.__setattr__(self, "part", re.compile(f"(?:{self.el.part}|{self.el.full})"))
        object.__setattr__(self, "start", re.compile(self.first))


def _capsule_field(name: str, value: _El) -> Grammar:
    """A CONTEXT_CAPSULE line's field as a label: its name (with the underscores, run together
    or spaced), ``:`` or ``=``, then ``value``."""
    return Grammar(
        "label",
        name[0],
        _seq(
            _lit([name, name.replace("_", ""), name.replace("_", " ")]),
            _cls(_SP, 0, 2),
            _cls("[:=]", 1, 1),
            _cls(_SP, 0, 2),
            value,
        ),
        bounded=True,
    )


_SECTIONS = tuple(name.lower() for name in prompts.SECTION_ORDER)
_SEP = r"[\s_\-:.·・]{0,2}"  # between the letters of a bracketed marker
_SP = r"[ \t]"
_DIGIT = "[0-9]"
_NUMBER = _seq(_cls(r"-", 0, 1), _cls(_DIGIT, 0, 3), _cls(r"\.", 1, 1), _cls(_DIGIT, 1, 6))
_SECTION_NAME = _lit((s.replace("_", "") for s in _SECTIONS), _SEP)
_OPENS, _CLOSES = _cls("<", 1, 8), _cls(">", 0, 8)
# Brackets other than the angles a marker may be written in (after NFKC).
_OPEN_BRACKETS = r"[\[(【{「『〔〖]"
_CLOSE_BRACKETS = r"[\])】}」』〕〗]"

GRAMMARS: tuple[Grammar, ...] = (
    # <<INTERNAL_CONTEXT>> in any spelling: with angle brackets (any look-alike, spaces, case,
    # separators between letters), or unbracketed but joined (INTERNAL_CONTEXT, internalcontext).
    Grammar(
        "header",
        f"[<i{_OPEN_BRACKETS[1:-1]}]",
        _alt(
            _seq(
                _OPENS,
                _cls(r"\s", 0, 3),
                _lit(["internalcontext"], _SEP),
                _cls(r"\s", 0, 3),
                _CLOSES,
            ),
            _seq(_lit(["internalcontext"], "[_-]?"), _CLOSES),
            # [internal context], 【INTERNAL_CONTEXT】, (internal-context): other brackets.
            _seq(
                _cls(_OPEN_BRACKETS, 1, 2),
                _cls(r"\s", 0, 3),
                _lit(["internal"]),
                _cls(r"[\s_\-:.·・]", 0, 2),
                _lit(["context"]),
                _cls(r"\s", 0, 3),
                _cls(_CLOSE_BRACKETS, 1, 2),
            ),
        ),
    ),
    # <<<OMOIDE_SECTION:NAME>>> the same way, with or without its section's name.
    Grammar(
        "marker",
        f"[<o{_OPEN_BRACKETS[1:-1]}]",
        _alt(
            _seq(
                _OPENS,
                _cls(r"\s", 0, 3),
                _lit(["omoidesection"], _SEP),
                _opt(_cls(r"[\s_:\-]", 0, 3), _SECTION_NAME),
                _cls(r"\s", 0, 3),
                _CLOSES,
            ),
            _seq(
                _lit(["omoidesection"], "[_-]?"),
                _opt(_cls(r"[_:\-]", 1, 2), _cls(r"\s", 0, 1), _SECTION_NAME),
                _CLOSES,
            ),
            # Spelled out: OMOIDE SECTION: EPISODE EVIDENCE, [omoide section - open loops].
            _seq(
                _cls(_OPEN_BRACKETS, 0, 2),
                _lit(["omoide"]),
                _cls(r"[\s_\-]", 1, 2),
                _lit(["section"]),
                _opt(_cls(r"[\s_:\-]", 1, 3), _SECTION_NAME),
                _cls(_CLOSE_BRACKETS, 0, 2),
                _cls(":", 0, 1),
            ),
        ),
    ),
    # A section's name in brackets, spelled any way: [EPISODE EVIDENCE], 【Open Loops】.
    Grammar(
        "heading",
        _OPEN_BRACKETS,
        _seq(
            _cls(_OPEN_BRACKETS, 1, 2),
            _cls(r"\s", 0, 3),
            _SECTION_NAME,
            _cls(r"\s", 0, 3),
            _cls(_CLOSE_BRACKETS, 1, 2),
        ),
    ),
    # A section's name as a token (EPISODE_EVIDENCE, open_loops): the underscore makes it a name.
    Grammar("heading", "[a-z]", _lit(_SECTIONS), bounded=True),
    # A reason line's head: → 関連: / -> related: — it and the rest of its line.
    Grammar(
        "reason",
        "[→⇒➔➜➡⟶=\\-—]",
        _seq(
            _alt(_cls("[→⇒➔➜➡⟶]", 1, 1), _lit(["->", "=>", "—>", "-->"])),
            _cls(r"\s", 0, 3),
            _lit(["related", "関連", "reason", "理由"]),
            _cls(_SP, 0, 2),
            _cls("[:]", 1, 1),
        ),
        to_line_end=True,
    ),
    # A label with a score: [high 0.61], [medium], (high, 0.61), 【高 0.61】.
    Grammar(
        "label",
        r"[\[【]",
        _seq(
            _cls(r"[\[【]", 1, 1),
            _cls(_SP, 0, 2),
            _lit(["high", "medium", "low", "高", "中", "低"]),
            _opt(_cls(r"[\s,:/|=]", 0, 3), _NUMBER),
            _cls(_SP, 0, 2),
            _cls(r"[\]】]", 1, 1),
        ),
    ),
    Grammar(
        "label",
        r"\(",
        _seq(
            _cls(r"\(", 1, 1),
            _cls(_SP, 0, 2),
            _lit(["high", "medium", "low", "高", "中", "低"]),
            _cls(r"[\s,:/|=]", 0, 3),
            _NUMBER,
            _cls(_SP, 0, 2),
            _cls(r"\)", 1, 1),
        ),
    ),
    # A score: score=0.617, rrf=0.031, cosine = 0.82.
    Grammar(
        "label",
        "[a-z]",
        _seq(
            _lit(["score", "rrf", "cosine", "fused", "final", "coverage", "similarity"]),
            _cls(_SP, 0, 2),
            _cls("=", 1, 1),
            _cls(_SP, 0, 2),
            _NUMBER,
        ),
        bounded=True,
    ),
    # The capsule's clock: now_local: 2026-05-01T14:41:08+09:00.
    _capsule_field("now_local", _cls(r"[0-9t:+\-z.]", 0, 32)),
    # The capsule's mood (omoide.agent.mood): persona_mood_state: {"label": "joy", ...} — the
    # name and its object go (the model's own tone is the point, never the record).
    _capsule_field(
        "persona_mood_state",
        _seq(_cls(r"\{", 1, 1), _cls(r"[^}\n]", 0, 400), _cls(r"\}", 1, 1)),
    ),
    # An entry's timestamp header: [2026-02-14T04:07:33+09:00] (the pack's exact form).
    Grammar(
        "heading",
        r"\[",
        _seq(
            _cls(r"\[", 1, 1),
            _cls(_DIGIT, 4, 4),
            _cls("-", 1, 1),
            _cls(_DIGIT, 2, 2),
            _cls("-", 1, 1),
            _cls(_DIGIT, 2, 2),
            _cls("t", 1, 1),
            _cls(_DIGIT, 2, 2),
            _cls(":", 1, 1),
            _cls(_DIGIT, 2, 2),
            _cls(":", 1, 1),
            _cls(_DIGIT, 2, 2),
            _opt(
                _alt(
                    _cls("z", 1, 1),
                    _seq(
                        _cls(r"[+\-]", 1, 1),
                        _cls(_DIGIT, 2, 2),
                        _cls(":", 0, 1),
                        _cls(_DIGIT, 2, 2),
                    ),
                )
            ),
            _cls(r"\]", 1, 1),
        ),
    ),
)

# A line that is a section's name and nothing else ("Episode evidence", "## OPEN LOOPS:").
HEADING_SKELETONS = frozenset(s.replace("_", "") for s in _SECTIONS)
# A line that begins "related:" / "関連:" is a reason line when it holds what reasons hold.
RELATED_START = re.compile(r"[\s>\-*•・#+]*(?:related|関連|reason|理由)[ \t]{0,2}:")
REASON_PIECES = re.compile(
    r"が一致|内容が近い|mentions |similar topic|\d+\s*(?:days?|weeks?|months?|years?) ago"
    r"|\d+(?:日|週間|か月|年)前|\.(?:txt|jsonl?|md|csv)\b"
)


# -- the pack's lines ----------------------------------------------------------------------------

_SPEAKER_QUOTE = re.compile(r"「(.*)」")


@dataclass(frozen=True)
class PackLine:
    """One non-blank line of the pack: its skeleton, and its quote's skeleton (speaker lines)."""

    index: int
    full: str
    core: str
    structural: bool


class Trie:
    """Patterns (skeletons) with what each one is, walked one character at a time."""

    def __init__(self) -> None:
        self.next: list[dict[str, int]] = [{}]
        self.ends: list[list[tuple[int, str]]] = [[]]

    def add(self, pattern: str, value: tuple[int, str]) -> None:
        node = 0
        for c in pattern:
            nxt = self.next[node].get(c)
            if nxt is None:
                nxt = len(self.next)
                self.next[node][c] = nxt
                self.next.append({})
                self.ends.append([])
            node = nxt
        self.ends[node].append(value)


class _Automaton:
    """Suffix automaton of a string: which strings occur in it, extended one character at a time."""

    def __init__(self, text: str) -> None:
        self.next: list[dict[str, int]] = [{}]
        self.link = [-1]
        self.length = [0]
        last = 0
        for c in text:
            cur = len(self.next)
            self.next.append({})
            self.length.append(self.length[last] + 1)
            self.link.append(0)
            p = last
            while p != -1 and c not in self.next[p]:
                self.next[p][c] = cur
                p = self.link[p]
            if p != -1:
                q = self.next[p][c]
                if self.length[p] + 1 == self.length[q]:
                    self.link[cur] = q
                else:
                    clone = len(self.next)
                    self.next.append(dict(self.next[q]))
                    self.length.append(self.length[p] + 1)
                    self.link.append(self.link[q])
                    while p != -1 and self.next[p].get(c) == q:
                        self.next[p][c] = clone
                        p = self.link[p]
                    self.link[q] = self.link[cur] = clone
            last = cur

    def step(self, state: int, matched: int, c: str) -> tuple[int, int]:
        """The longest match ending one character later."""
        while state and c not in self.next[state]:
            state = self.link[state]
            matched = self.length[state]
        if c in self.next[state]:
            return self.next[state][c], matched + 1
        return 0, 0


def longest_shared_weight(reply: str, pack_text: str) -> int:
    """The weight (:func:`text_weight`) of the longest run of ``reply``'s skeleton that also
    occurs in the pack's: a diagnostic, not what the guard removes by."""
    auto = _Automaton(skeleton(pack_text))
    state = matched = best = 0
    weights = [0]
    for c in skeleton(reply):
        state, matched = auto.step(state, matched, c)
        weights.append(weights[-1] + (1 if c.isascii() else 2))
        best = max(best, weights[-1] - weights[len(weights) - 1 - matched])
    return best


# A pack line copied into a reply line counts once it weighs this much (an ASCII letter 1, a
# kana / kanji 2): shorter lines are matched only when a reply line equals them.
MIN_CONTAINED = 12
# A reply line that is a cut of a pack line (its first 40 characters, say) counts from this.
MIN_CUT = 16


def _is_structural(line: str) -> bool:
    norm = "".join(norm_char(c) for c in line).strip()
    if not norm:
        return True
    skel = skeleton(line)
    if skel in HEADING_SKELETONS:
        return True
    for g in GRAMMARS:
        m = g.full.search(norm)
        if m and (g.to_line_end or not skeleton(norm[: m.start()] + norm[m.end() :])):
            return True
    intros = {skeleton(t.intro) for t in prompts.PACK_TEXT.values()}
    return skel in intros or RELATED_START.match(norm) is not None


class PackIndex:
    """The pack's lines as the guard needs them: a trie of their skeletons (whole line, and
    the quote alone for speaker lines), which line follows which, and a suffix automaton of
    all of them for "is this reply line still a piece of some pack line"."""

    def __init__(self, pack_text: str) -> None:
        self.lines: list[PackLine] = []
        for raw in pack_text.splitlines():
            if not raw.strip():
                continue
            full = skeleton(raw)
            quote = _SPEAKER_QUOTE.search(raw)
            core = skeleton(quote.group(1)) if quote else full
            self.lines.append(PackLine(len(self.lines), full, core, _is_structural(raw)))
        self.trie = Trie()
        for intro in {skeleton(t.intro) for t in prompts.PACK_TEXT.values()}:
            self.trie.add(intro, (-1, "intro"))
        for pl in self.lines:
            for pattern, what in ((pl.full, "full"), (pl.core, "core")):
                if what == "core" and pattern == pl.full:
                    continue
                if text_weight(pattern) >= MIN_CONTAINED:
                    self.trie.add(pattern, (pl.index, what))
        self.successors: list[frozenset[int]] = []
        for pl in self.lines:
            later = self.lines[pl.index + 1 :]
            nxt = {later[0].index} if later else set()
            content = next((x.index for x in later if not x.structural), None)
            if content is not None:
                nxt.add(content)
            self.successors.append(frozenset(nxt))
        self.auto = _Automaton("\x00".join(pl.full for pl in self.lines))
        # The pack's content lines (what was said, an open loop, a fact) heavy enough to count
        # as "a pack line as is": (index, skeleton forms) — the whole line, and for a speaker
        # line also its quote alone.
        self.content: list[tuple[int, tuple[str, ...]]] = []
        for pl in self.lines:
            if pl.structural or text_weight(pl.core) < MIN_CONTAINED:
                continue
            forms = (pl.full,) if pl.core == pl.full else (pl.full, pl.core)
            self.content.append((pl.index, forms))

    def __bool__(self) -> bool:
        return bool(self.lines)

    def line_matches(self, skel: str) -> set[int]:
        """Pack lines a whole reply line is: equal to (any length), or a long enough cut of."""
        out = set()
        long_enough = text_weight(skel) >= MIN_CUT
        for pl in self.lines:
            if (skel and skel in (pl.full, pl.core)) or (long_enough and skel in pl.full):
                out.add(pl.index)
        return out

    def could_start_with(self, skel: str, indices: Sequence[int] | frozenset[int]) -> bool:
        """Whether a reply line beginning ``skel`` could still begin with, or be, one of these."""
        for i in indices:
            pl = self.lines[i]
            for p in (pl.full, pl.core):
                if p and (p.startswith(skel) or skel.startswith(p)):
                    return True
            if skel in pl.full:
                return True
        return False


@lru_cache(maxsize=64)
def pack_index(pack_text: str) -> PackIndex:
    """The index of a pack, built once: every guard of one turn (text, reasoning, each tool
    argument) reads the same, and nothing writes to it."""
    return PackIndex(pack_text)
