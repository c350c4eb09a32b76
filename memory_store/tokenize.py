"""Script-aware tokenization for BM25, plus character n-gram helpers for near-duplicate checks.

Japanese has no spaces, so word tokens are useless there, while character bigrams lose badly on
English (measured on dev data). So text is split into runs by script: CJK runs (Han, kana,
Hangul) become overlapping character n-grams, other letters/digits become whole words, each
emoji or other pictographic symbol is one token, and punctuation and whitespace are dropped.

Everything goes through one precompiled regex so the per-character work stays in C.

A CJK run can instead be segmented into words by a morphological analyser whose dictionary
ships in its wheel (SudachiPy + ``sudachidict_core``, or fugashi + ``unidic-lite``), alone or
beside the bigrams: :func:`make_tokenizer` builds the tokenizer a spec names (``"bigram"``,
``"sudachi-c-content"``, ``"sudachi-a+bigram"``...). Analysers are imported on first use only.
A store records which one built its keyword index (``MemoryStore``, ``keyword_index``).
"""

from __future__ import annotations

import functools
import re
import threading
import unicodedata
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from importlib import metadata
from typing import TYPE_CHECKING, Any, Protocol

import snowballstemmer

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

__all__ = [
    "DEFAULT_TOKENIZER",
    "TOKENIZER_SPECS",
    "NgramProfile",
    "Tokenizer",
    "char_ngrams",
    "dice",
    "drop_format",
    "make_tokenizer",
    "ngram_dice",
    "ngram_profile",
    "normalize",
    "tokenize",
]


class _Stemmers(threading.local):
    """One Snowball stemmer per thread: a stemmer keeps its word and cursor in the instance,
    so one shared by the keyword and vector threads (or two users' runs) garbles stems or
    raises IndexError mid-word."""

    def __init__(self) -> None:
        self.english = snowballstemmer.stemmer("english")


_STEMMERS = _Stemmers()


class Segmenter(Protocol):
    """A word segmenter: the words of each piece of a text (its CJK runs), in one call."""

    distributions: tuple[str, ...]  # the installed packages whose versions change its words
    extra: str  # the omoide extra that installs them

    def __call__(self, pieces: list[str]) -> list[list[str]]: ...


# CJK scripts, tokenized as character n-grams. Deliberately excludes CJK punctuation such as
# 、。「」・ (U+30FB) and ゠ (U+30A0): those are dropped like any other punctuation.
_CJK = (
    "\u1100-\u11ff"  # Hangul Jamo
    "\u2e80-\u2eff"  # CJK radicals supplement
    "\u3005-\u3007"  # 々 〆 〇
    "\u303b"  # 〻
    "\u3041-\u3096"  # Hiragana
    "\u3099-\u309f"  # (semi-)voiced sound marks, ゝゞゟ
    "\u30a1-\u30fa"  # Katakana, incl. ヵ ヶ
    "\u30fc-\u30ff"  # ー ヽ ヾ ヿ
    "\u3130-\u318f"  # Hangul compatibility Jamo
    "\u31f0-\u31ff"  # Katakana phonetic extensions
    "\u3400-\u4dbf"  # CJK extension A
    "\u4e00-\u9fff"  # CJK unified ideographs
    "\ua960-\ua97f"  # Hangul Jamo extended-A
    "\uac00-\ud7af"  # Hangul syllables
    "\ud7b0-\ud7ff"  # Hangul Jamo extended-B
    "\uf900-\ufaff"  # CJK compatibility ideographs
    "\uff66-\uff9f"  # half-width Katakana (NFKC widens these; kept for un-normalized input)
    "\U0001b000-\U0001b16f"  # Kana supplement / extended-A (hentaigana)
    "\U00020000-\U000323af"  # CJK extensions B-H
)

# Pictographs outside the BMP; BMP symbols (category So: ☆ ♪ ⌚ ✨ ©...) are found by a scan below.
_EMOJI_SMP = "\U0001f000-\U0001faff"


def _bmp_class(categories: tuple[str, ...], exclude: str = "") -> str:
    """Regex class body (ranges) of the BMP code points in the given Unicode categories.

    Scanning the BMP once at import (~10 ms) keeps the class in step with the unicodedata
    version NFKC uses, instead of a hand-copied table.
    """
    parts: list[str] = []
    start = prev = -2
    for cp in range(0x10000):
        if unicodedata.category(chr(cp)) in categories and chr(cp) not in exclude:
            if cp != prev + 1:
                if start >= 0:
                    parts.append(_range(start, prev))
                start = cp
            prev = cp
    if start >= 0:
        parts.append(_range(start, prev))
    return "".join(parts)


def _range(lo: int, hi: int) -> str:
    return re.escape(chr(lo)) if lo == hi else f"{re.escape(chr(lo))}-{re.escape(chr(hi))}"


# Combining marks continue a word (Devanagari vowel signs, stray Latin diacritics), but variation
# selectors (U+FE00-FE0F, e.g. the emoji presentation selector) do not.
_MARKS = _bmp_class(("Mn", "Mc", "Me"), exclude="".join(map(chr, range(0xFE00, 0xFE10))))
_SYMBOLS = _bmp_class(("So",)) + _EMOJI_SMP

# Group 1: a CJK run. Group 2: a word (letters/digits, not CJK, not "_") with trailing marks,
# or one symbol. Whatever matches neither (punctuation, spaces, controls) is skipped by the regex.
# The word group is possessive (``++``, Python 3.11): nothing follows it to backtrack for, so the
# tokens are the same, but a greedy group kept a backtracking entry per letter — a 2,000,000-letter
# "word" (a pasted blob) took 342 MB to tokenize, a 50 MB one 8.6 GB (drill r43c).
_TOKEN_RE = re.compile(
    rf"([{_CJK}]+)"
    rf"|((?:[^\W_{_CJK}][{_MARKS}]*)++|[{_SYMBOLS}])"
)


# Format characters (Unicode category Cf) show nothing: zero-width space U+200B, joiners
# U+200C/U+200D, soft hyphen U+00AD, bidi marks and isolates, word joiner U+2060, U+FEFF, tag
# characters... Text copied from a web page or a PDF carries them inside words ("Ko\u200bmugi").
# Written out (no import-time scan); tests/unit/test_tokenize_format_chars.py checks it against
# unicodedata: every Cf code point is in it, and nothing else but unassigned ones (13439-1343F
# are Cf from Unicode 15 on).
_FORMAT_BMP = (
    "\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u180e\u200b-\u200f"
    "\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb"
)
_FORMAT_SMP = (
    "\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a"
    "\U000e0001\U000e0020-\U000e007f"
)
_FORMAT_RE = re.compile(f"[{_FORMAT_BMP}{_FORMAT_SMP}]+")
# A first look that is cheaper than _FORMAT_RE (whose few ranges beyond the BMP make ``re``
# test each character ~3x slower): a BMP format character, or any character beyond the BMP
# (an emoji; then _FORMAT_RE decides).
_MAYBE_FORMAT_RE = re.compile(f"[{_FORMAT_BMP}\U00010000-\U0010ffff]")


def drop_format(text: str) -> str:
    """``text`` without its format characters (category Cf), so a word a zero-width space or a
    soft hyphen sits in reads as the word: ``"Ko\u200bmugi"`` -> ``"Komugi"``. Text that
    holds none is returned as it is, mostly without a regex scan: ASCII text (``isascii`` is
    O(1)), and text ``isprintable`` says holds no "Other" character (a C loop, several times
    faster than a scan), line breaks read as spaces."""
    if text.isascii() or text.isprintable():
        return text
    if "\n" in text and text.replace("\n", " ").isprintable():
        return text
    if not _MAYBE_FORMAT_RE.search(text):
        return text
    return _FORMAT_RE.sub("", text)


def normalize(text: str) -> str:
    """Format characters dropped (:func:`drop_format`), NFKC, casefold, and runs of whitespace
    collapsed to one space (stripped at both ends)."""
    return " ".join(unicodedata.normalize("NFKC", drop_format(text)).casefold().split())


@functools.lru_cache(maxsize=200_000)
def _stem(word: str) -> str:
    return _STEMMERS.english.stemWord(word) if word.isascii() else word


def tokenize(
    text: str,
    *,
    cjk_ngram: int = 2,
    stem: bool = True,
    stopwords: frozenset[str] = frozenset(),
    segment: Segmenter | None = None,
    bigrams: bool = True,
) -> list[str]:
    """Split ``text`` into BM25 tokens.

    - CJK runs become character n-grams of ``cjk_ngram`` chars (a shorter run is one token):
      ``"iPhone15を買った"`` -> ``["iphone15", "を買", "買っ", "った"]``.
    - Other letters and digits form whole words, lowercased (casefolded). Anything that is not
      a letter, digit or combining mark splits a word, so ``"don't"`` -> ``["don", "t"]`` and
      ``"e-mail"`` -> ``["e", "mail"]``: simple, and the same on both the index and query side.
      ASCII words are Snowball-stemmed (``groups`` -> ``group``): +5 points of evidence
      recall@10 on LoCoMo dev for BM25. ``stopwords`` (unstemmed forms) are dropped first.
    - Each emoji / pictographic symbol (category So, U+1F000-1FAFF) is one token, so a ZWJ
      sequence or skin-tone emoji yields one token per pictograph; punctuation, whitespace and
      variation selectors are dropped.
    - Format characters (category Cf: zero-width space, soft hyphen, joiners, bidi marks) are
      dropped before anything else (:func:`drop_format`), so they do not split a word:
      ``"Ko\u200bmugi"`` -> ``["komugi"]``, as ``"Komugi"``.
    - ``segment`` (see :func:`make_tokenizer`) turns each CJK run into words as well
      (``bigrams=True``: each run's words, then its n-grams) or instead (``bigrams=False``).
    """
    if cjk_ngram < 1:
        raise ValueError(f"cjk_ngram must be >= 1, got {cjk_ngram}")
    tokens: list[str] = []
    n = cjk_ngram
    matches = _TOKEN_RE.findall(unicodedata.normalize("NFKC", drop_format(text)).casefold())
    words_of = _segment_runs(segment, matches) if segment is not None else {}
    for index, (run, word) in enumerate(matches):
        if word:
            if word in stopwords:
                continue
            tokens.append(_stem(word) if stem else word)
            continue
        if segment is not None:
            tokens.extend(words_of.get(index, ()))
            if not bigrams:
                continue
        if len(run) <= n:
            tokens.append(run)
        else:
            tokens.extend([run[i : i + n] for i in range(len(run) - n + 1)])
    return tokens


# -- word segmentation of CJK runs -------------------------------------------------------------


def _segment_runs(segment: Segmenter, matches: list[tuple[str, str]]) -> dict[int, list[str]]:
    """Words of every CJK run of ``matches`` (regex groups), keyed by the run's index. A run
    longer than ``_MAX_RUN`` is analysed in slices."""
    pieces: list[str] = []
    owners: list[int] = []
    for i, (run, _) in enumerate(matches):
        for at in range(0, len(run), _MAX_RUN):
            pieces.append(run[at : at + _MAX_RUN])
            owners.append(i)
    words_of: dict[int, list[str]] = {}
    if pieces:
        for owner, words in zip(owners, segment(pieces), strict=True):
            words_of.setdefault(owner, []).extend(words)
    return words_of


# Part-of-speech (first level) that carries no searchable meaning: punctuation and blanks (the
# regex already drops most), plus, with ``content`` segmenters, particles and auxiliary verbs.
_SKIP_POS = frozenset({"補助記号", "空白"})
_FUNCTION_POS = frozenset({"助詞", "助動詞"})

# A CJK run longer than this is analysed in slices: the analysers refuse very long input
# (Sudachi: ~48 KB) and a pasted wall of text must not stall a query. A word cut by a slice
# edge becomes two tokens.
_MAX_RUN = 4096


# Distinct CJK runs whose words each segmenter remembers (a few MB).
_CACHED_RUNS = 50_000


class _Local(threading.local):
    analyser: Any = None


@functools.lru_cache(maxsize=1)
def _sudachi_dictionary() -> Any:
    try:
        from sudachipy import Dictionary
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise _missing("sudachipy", "ja") from exc
    try:
        return Dictionary(dict="core")
    except Exception as exc:  # sudachipy raises its own error types
        raise _missing("sudachidict_core", "ja") from exc


@functools.lru_cache(maxsize=1)
def _fugashi_module() -> Any:
    try:
        import fugashi
        import unidic_lite  # noqa: F401 - the dictionary fugashi finds by itself
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise _missing("fugashi and unidic-lite", "ja-mecab") from exc
    return fugashi


def _missing(module: str, extra: str) -> RuntimeError:
    return RuntimeError(
        f"the Japanese word tokenizer needs {module}: pip install 'omoide[{extra}]' "
        "(or open the store with tokenizer='bigram')"
    )


def _versions(distributions: tuple[str, ...], extra: str) -> str:
    """``name<version>`` of each installed distribution, joined by "-" (a missing one is the
    clear error of :func:`_missing`). Read from package metadata: nothing is imported."""
    try:
        return "-".join(f"{name}{metadata.version(name)}" for name in distributions)
    except metadata.PackageNotFoundError as exc:
        raise _missing(" and ".join(distributions), extra) from exc


class _Sudachi:
    """Sudachi words of a CJK run: each word's normalized form (附属 → 付属, こむぎ → 小麦,
    シュミレーション → シミュレーション, 買っ → 買う), so inflections and spelling variants
    match. Casefolded like the rest of the text (ティーシャツ → tシャツ)."""

    distributions: tuple[str, ...] = ("sudachipy", "sudachidict-core")
    extra = "ja"

    def __init__(self, mode: str, content: bool) -> None:
        self.mode = mode
        self.skip = _SKIP_POS | (_FUNCTION_POS if content else frozenset())
        self._skipped: dict[int, bool] = {}  # part-of-speech id → whether it is skipped
        self._local = _Local()
        # Chat repeats itself (そうですね, ありがとうございます) and each turn's query repeats
        # the recent conversation: a run's words are computed once (~0.05 ms per run saved).
        self._cached = functools.lru_cache(maxsize=_CACHED_RUNS)(self._words)

    def _analyser(self) -> Any:
        # One tokenizer object per thread: Sudachi's tokenizer is not safe to share (the
        # keyword search runs in a worker thread beside the vector search).
        if self._local.analyser is None:
            self._local.analyser = _sudachi_dictionary().tokenizer(
                mode=self.mode.upper(), fields={"pos", "normalized_form"}
            )
        return self._local.analyser

    def __call__(self, pieces: list[str]) -> list[list[str]]:
        """Words of each piece, each analysed on its own (analysing the pieces of a text
        joined in one call was not faster, and made a run's words depend on its neighbours)."""
        return [list(self._cached(piece)) for piece in pieces]

    def _words(self, piece: str) -> tuple[str, ...]:
        skipped = self._skipped
        words = []
        for m in self._analyser().tokenize(piece):
            pos = m.part_of_speech_id()
            skip = skipped.get(pos)
            if skip is None:
                skip = skipped[pos] = m.part_of_speech()[0] in self.skip
            if not skip:
                words.append(m.normalized_form().casefold())
        return tuple(words)


class _Fugashi:
    """MeCab (fugashi + unidic-lite) words of a CJK run: each word's written base form
    (買っ → 買う; unidic's ``lemma`` would turn 京都 into its reading キョウト)."""

    distributions: tuple[str, ...] = ("fugashi", "unidic-lite")
    extra = "ja-mecab"

    def __init__(self, content: bool) -> None:
        self.skip = _SKIP_POS | (_FUNCTION_POS if content else frozenset())
        self._local = _Local()

    def __call__(self, pieces: list[str]) -> list[list[str]]:
        if self._local.analyser is None:
            self._local.analyser = _fugashi_module().Tagger()
        tagger = self._local.analyser
        return [
            [
                word.feature.orthBase or word.surface
                for word in tagger(piece)
                if word.feature.pos1 not in self.skip
            ]
            for piece in pieces
        ]


def _segmenter(name: str, content: bool) -> Segmenter:
    if name in ("sudachi-a", "sudachi-b", "sudachi-c"):
        return _Sudachi(name[-1], content)
    if name == "fugashi":
        return _Fugashi(content)
    raise ValueError(
        f"unknown tokenizer {name!r}; choose from {', '.join(TOKENIZER_SPECS)} "
        "(a word segmenter may add '+bigram', or '-content' to drop particles)"
    )


DEFAULT_TOKENIZER = "bigram"

# The specs documented and measured (BENCHMARKS.md section 1, "Japanese word segmentation").
TOKENIZER_SPECS = (
    "bigram",
    "sudachi-c-content",
    "sudachi-a-content",
    "sudachi-a",
    "sudachi-c",
    "sudachi-a+bigram",
    "fugashi-content",
)


@dataclass(frozen=True)
class Tokenizer:
    """The tokenizer a spec names: :func:`tokenize` with CJK runs split by ``segment`` (words)
    and/or into bigrams. The spec is what a store records (``MemoryStore.tokenizer``)."""

    spec: str
    segment: Segmenter | None = None
    bigrams: bool = True

    def __call__(self, text: str, *, stopwords: frozenset[str] = frozenset()) -> list[str]:
        return tokenize(text, stopwords=stopwords, segment=self.segment, bigrams=self.bigrams)

    def warm_up(self) -> None:
        """Load the analyser's dictionary now (about 0.1 s) rather than in the first query."""
        self("日本語")

    def index_tag(self) -> str:
        """What a keyword index file name carries: the spec, and for a word segmenter the
        versions of its analyser and dictionary (an upgrade can change words, so an index
        built before it is rebuilt rather than searched with other words). Raises the
        missing-package error when the analyser is not installed."""
        if self.segment is None:
            return self.spec
        return f"{self.spec}-{_versions(self.segment.distributions, self.segment.extra)}"

    def forget(self) -> None:
        """Drop the remembered words of runs (benchmarks time the cold cost with it)."""
        cached = getattr(self.segment, "_cached", None)
        if cached is not None:
            cached.cache_clear()


@functools.lru_cache(maxsize=16)
def make_tokenizer(spec: str = DEFAULT_TOKENIZER) -> Tokenizer:
    """The tokenizer named by ``spec``: ``"bigram"`` (character bigrams for CJK runs), or a
    word segmenter ``"sudachi-a"`` / ``"sudachi-b"`` / ``"sudachi-c"`` (Sudachi split modes)
    / ``"fugashi"``, optionally with ``"-content"`` (particles and auxiliaries dropped) and
    ``"+bigram"`` (the bigrams kept beside the words). Non-CJK text is tokenized the same by
    all of them. Nothing is imported until a Japanese text is tokenized."""
    if not isinstance(spec, str) or not spec:
        raise ValueError(f"tokenizer must be a non-empty string, got {spec!r}")
    if spec == "bigram":
        return Tokenizer(spec)
    base, plus, extra = spec.partition("+")
    if plus and extra != "bigram":
        raise ValueError(f"unknown tokenizer {spec!r}: only '+bigram' may follow a segmenter")
    name, content = (base[: -len("-content")], True) if base.endswith("-content") else (base, False)
    return Tokenizer(spec, _segmenter(name, content), bigrams=bool(plus))


def char_ngrams(text: str, *, n: int = 3, max_chars: int = 1200, tail: bool = False) -> set[str]:
    """Set of character ``n``-grams of the normalized text, clipped to ``max_chars`` characters.

    The clip keeps the first ``max_chars`` characters, or the last ones if ``tail`` is true.
    Empty text gives an empty set; text of at most ``n`` characters gives ``{text}``.
    """
    if n < 1:
        raise ValueError(f"n must be >= 1, got {n}")
    t = normalize(text)
    if max_chars <= 0:
        return set()
    t = t[-max_chars:] if tail else t[:max_chars]
    if not t:
        return set()
    if len(t) <= n:
        return {t}
    return {t[i : i + n] for i in range(len(t) - n + 1)}


def dice(a: AbstractSet[str], b: AbstractSet[str]) -> float:
    """Sørensen-Dice coefficient 2|a∩b| / (|a|+|b|); 0.0 if either set is empty."""
    if not a or not b:
        return 0.0
    return 2.0 * len(a & b) / (len(a) + len(b))


@dataclass(frozen=True, eq=False)
class NgramProfile:
    """A text's distinct character n-grams as ``char_ngrams`` counts them, in a form that is
    cheap to build and to intersect (``ngram_dice``): for n <= 3 each n-gram is one 64-bit
    code (21 bits a code point, so no two n-grams share a code), sorted, in a read-only
    array; for longer n-grams the set itself. ``len``: how many distinct n-grams."""

    codes: NDArray[np.uint64] | None
    grams: frozenset[str] | None

    def __len__(self) -> int:
        return len(self.codes) if self.codes is not None else len(self.grams or ())


# The rerank reads the n-grams of one turn's ~60 candidates two or three times (its scoring,
# the injection's agreement scoring, the near-duplicate check), and the next turn of a
# conversation mostly the same episodes again. A profile is ~10 KB at the default 1,200
# characters; the key holds the text, so an edited episode is read afresh.
_PROFILES = 2048


@functools.lru_cache(maxsize=_PROFILES)
def ngram_profile(
    text: str, *, n: int = 3, max_chars: int = 1200, tail: bool = False
) -> NgramProfile:
    """``char_ngrams(text, n=n, max_chars=max_chars, tail=tail)`` as an ``NgramProfile``
    (memoised by its arguments): ``ngram_dice`` of two profiles equals ``dice`` of the two
    sets exactly."""
    if n > 3:
        return NgramProfile(None, frozenset(char_ngrams(text, n=n, max_chars=max_chars, tail=tail)))
    if n < 1:
        raise ValueError(f"n must be >= 1, got {n}")
    import numpy as np

    t = normalize(text) if max_chars > 0 else ""
    t = t[-max_chars:] if tail else t[:max_chars]
    points = np.frombuffer(t.encode("utf-32-le"), dtype=np.uint32).astype(np.uint64)
    if not t:
        codes = points
    elif len(t) < n:
        # A text shorter than n is one n-gram of its own: tagged with the top bit and its
        # length, it can only meet the same short text (n-gram codes stay below 2**63).
        code = (1 << 63) | (len(t) << 42)
        for i, p in enumerate(reversed(points.tolist())):
            code |= p << (21 * i)
        codes = np.array([code], dtype=np.uint64)
    else:
        codes = points[: len(points) - n + 1].copy()
        for i in range(1, n):
            codes <<= np.uint64(21)
            codes |= points[i : len(points) - n + 1 + i]
        codes.sort()  # distinct: sorted, then each code unlike the one before it
        if len(codes) > 1:
            codes = codes[np.concatenate(([True], codes[1:] != codes[:-1]))]
    codes.setflags(write=False)
    return NgramProfile(codes, None)


def ngram_dice(a: NgramProfile, b: NgramProfile) -> float:
    """``dice`` of two ``ngram_profile``s of the same n: 2|a∩b| / (|a|+|b|), 0.0 if either is
    empty."""
    if a.codes is None or b.codes is None:
        return dice(a.grams or frozenset(), b.grams or frozenset())
    small, large = (a.codes, b.codes) if len(a.codes) <= len(b.codes) else (b.codes, a.codes)
    if not len(small):
        return 0.0
    import numpy as np

    at = large.searchsorted(small)
    np.minimum(at, len(large) - 1, out=at)
    shared = int(np.count_nonzero(large[at] == small))
    return 2.0 * shared / (len(small) + len(large))
