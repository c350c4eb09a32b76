"""Names that bridge scripts (issue 36): "When is Tanaka-san's birthday?" names the person of
「今日は田中さんの誕生日」, in another script. Keyword search cannot see it (no shared word) and
the vectors see it only weakly; the names' readings meet (田中 / Tanaka, こむぎ / Komugi, 森先生
/ Dr. Mori, 佐藤さん / Sato-san), through ``omoide.agent.understanding.readings``' public
``reading_keys``.

``name_keys`` reads the names a text holds, in its own script: capitalised Latin words (not
common sentence words), runs of kanji (a title such as 先生 included, さん dropped), katakana
runs, and hiragana runs cut at particles; each becomes its romaji keys. Keys shorter than
``MIN_KEY`` letters are dropped (they collide with ordinary words). ``bridged`` says whether a
candidate written in the other script holds one of the question's names. ``holds`` says
whether a text holds one of a word's forms: the one matcher of the dictionary bridge (its
coordination level, agent/nodes/bridge_retrieve.py) and of its gate (``fusion.across_share``).
Pure and cached.
"""

from __future__ import annotations

import functools
import re

from omoide.agent.understanding.lexicon import translation_pairs
from omoide.agent.understanding.readings import reading_keys
from omoide.memory_store.tokenize import drop_format

__all__ = ["MAX_BRIDGE_WORDS", "MIN_KEY", "bridge_pairs", "bridged", "holds", "name_keys"]

MIN_KEY = 4  # romaji keys of fewer letters ("ito", "sato" excepted below) collide with words
_SHORT_OK = 3  # ...but a name written as a name (a title, -san) may be this short

_LATIN_NAME = re.compile(
    r"(?:\b(?:Dr|Mr|Ms|Mrs)\.?\s+)?\b([A-Z][a-z]{2,})(-(?:san|chan|kun|sensei|sama))?\b"
)
_KANJI_RUN = re.compile(r"[\u4e00-\u9fff\u3005]{2,4}")
_KATAKANA_RUN = re.compile(r"[\u30a1-\u30fa\u30fc]{3,}")
_HIRAGANA_RUN = re.compile(r"[\u3041-\u3096]{3,}")
_PARTICLES = re.compile(r"ちゃん|さん|くん|から|まで|の|が|を|に|は|と|も|で|へ|や")
_HONORIFIC_AFTER = re.compile(r"^(?:さん|ちゃん|くん|様|先生)")
# Capitalised words that start English sentences and questions, not names.
_COMMON = frozenset(
    [
        "when",
        "what",
        "how",
        "who",
        "whom",
        "whose",
        "where",
        "which",
        "why",
        "did",
        "does",
        "do",
        "is",
        "are",
        "was",
        "were",
        "the",
        "and",
        "but",
        "can",
        "could",
        "would",
        "should",
        "will",
        "shall",
        "tell",
        "have",
        "has",
        "had",
        "about",
        "please",
        "remember",
        "from",
        "this",
        "that",
        "these",
        "those",
        "there",
        "then",
        "they",
        "them",
        "their",
        "she",
        "her",
        "his",
        "him",
        "you",
        "your",
        "yours",
        "our",
        "ours",
        "its",
        "it",
        "for",
        "with",
        "without",
        "into",
        "onto",
        "after",
        "before",
        "during",
        "since",
        "until",
        "while",
        "today",
        "tomorrow",
        "yesterday",
        "morning",
        "evening",
        "night",
        "back",
        "just",
        "also",
        "still",
        "even",
        "again",
        "thanks",
        "thank",
        "sorry",
        "okay",
        "yes",
        "not",
        "good",
        "great",
        "nice",
        "best",
        "last",
        "next",
        "first",
        "some",
        "any",
        "all",
        "every",
        "each",
        "many",
        "much",
        "more",
        "most",
        "very",
        "really",
        "maybe",
        "went",
        "made",
        "got",
        "had",
        "picked",
        "bought",
        "tried",
        "found",
        "started",
        "finished",
        "watched",
        "dropped",
        "practised",
        "practiced",
        "ran",
        "booked",
        "asked",
        "told",
        "said",
    ]
)


def _keys(name: str, *, titled: bool) -> frozenset[str]:
    shortest = _SHORT_OK if titled else MIN_KEY
    return frozenset(k for k in reading_keys(name) if len(k) >= shortest)


@functools.lru_cache(maxsize=4096)
def name_keys(text: str) -> frozenset[str]:
    """The romaji keys of the names ``text`` holds (module docstring)."""
    text = drop_format(text)  # "Ta\u200bnaka" (copied from a web page) is Tanaka
    keys: set[str] = set()
    for m in _LATIN_NAME.finditer(text):
        word = m.group(1)
        if word.lower() in _COMMON:
            continue
        titled = bool(m.group(2)) or m.group(0) != word
        keys |= _keys(word, titled=titled)
    for m in _KANJI_RUN.finditer(text):
        titled = bool(_HONORIFIC_AFTER.match(text[m.end() : m.end() + 2]))
        keys |= _keys(m.group(0), titled=titled or m.group(0).endswith("先生"))
    for run in _KATAKANA_RUN.findall(text):
        keys |= _keys(run, titled=False)
    for run in _HIRAGANA_RUN.findall(text):
        for piece in _PARTICLES.split(run):
            if len(piece) >= 3:
                keys |= _keys(piece, titled=False)
    return frozenset(keys)


def bridged(query_keys: frozenset[str], text: str) -> bool:
    """Whether ``text`` names one of the names whose keys are ``query_keys``."""
    return bool(query_keys) and not query_keys.isdisjoint(name_keys(text[:600]))


def holds(text: str, forms: tuple[str, ...]) -> bool:
    """Whether a text holds one of a word's forms — its translations, or the user's own word
    (Latin forms from a word start, any case: "wedding" in "Weddings", "use" not in
    "because"; Japanese forms anywhere, a verb or adjective by its stem: 食べる in 食べた)."""
    text, low = _readable(text)
    for f in forms:
        if f.isascii():
            if _from_word_start(f).search(low):
                return True
        elif f in text or ((stem := _stem_ja(f)) is not None and stem in text):
            return True
    return False


@functools.lru_cache(maxsize=256)
def _readable(text: str) -> tuple[str, str]:
    """``text`` as the keyword side reads it (a zero-width space inside a word dropped) and in
    lower case, once a text: a turn asks ``holds`` about the same hit for every word group."""
    shown = drop_format(text)
    return shown, shown.lower()


# A question's first words only: a pasted document (recall takes 32,000 characters) made 2,873
# word groups, 7-14 s of CPU in the bridge's coordination count past the source's budget, and a
# query the store refused as longer than it takes. No dev question has more than 15 groups, so
# this bounds only such text.
MAX_BRIDGE_WORDS = 32


def bridge_pairs(text: str, per_word: int) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The words and names of ``text`` the dictionary bridge searches in the other language,
    each with its forms there (``lexicon.translation_pairs``), the first ``MAX_BRIDGE_WORDS``:
    what the bridge source searches and what its gate (``fusion.across_share``) reads."""
    return translation_pairs(text, per_word=per_word)[:MAX_BRIDGE_WORDS]


@functools.lru_cache(maxsize=4096)
def _from_word_start(form: str) -> re.Pattern[str]:
    """A Latin form's pattern, compiled once: a turn tests each of its forms on every hit (more
    patterns than ``re``'s own cache keeps)."""
    return re.compile(rf"(?<![a-z]){re.escape(form.lower())}")


def _stem_ja(form: str) -> str | None:
    """A Japanese verb's or adjective's dictionary form without its inflecting kana, when two
    characters or more remain (食べる -> 食べ, so 食べた holds it; 美しい -> 美し); None for a
    form that does not inflect so, or whose stem is one character (近い: 近 alone says little)."""
    if len(form) >= 3 and form[-1] in "るいうくぐすつぬぶむ" and not form[-2].isascii():
        return form[:-1]
    return None
