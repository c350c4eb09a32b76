"""A dictionary bridge between Japanese and English (issue 36): the content words of a question,
translated into the other language, so the keyword source can search a memory written in it —
"When is Tanaka-san's birthday?" -> 田中 誕生日, 「こむぎのアレルギーは？」 -> Komugi allergy.
Classic dictionary-based cross-language retrieval; no model, nothing downloaded.

The words come from :mod:`.lexicon_data`, a compact table of common words derived from JMdict
(CC BY-SA, attribution in that file) by ``scripts/build_lexicon.py``; names come from
:mod:`.readings` (田中 <-> Tanaka through their readings, こむぎ <-> Komugi).

- :func:`translate` — a question's content words and names in the other language than the
  question is mostly written in ("" when there is nothing to translate).
- :func:`to_japanese` / :func:`to_english` — the two directions.

English words are looked up as written, then as a simple lemma (birthdays -> birthday, married
-> marry); Japanese text is cut by longest match against the table's forms (kanji words, verb
and adjective stems of two characters or more, whole katakana runs). Pure; the table is
parsed once per process on first use.
"""

from __future__ import annotations

import functools
import re

from .readings import bare_name, kana_readings, other_script_forms, romaji_forms

__all__ = [
    "STOPWORDS",
    "glosses",
    "is_japanese",
    "japanese",
    "kanji_names",
    "tables",
    "to_english",
    "to_japanese",
    "translate",
    "translation_groups",
    "translation_pairs",
]

# English words a question holds that carry no topic (also left out of the table's glosses).
_STOP_TEXT = """
    a an the and or but if of to in on at by for from with about into onto over under after
    before during since until than then as so not no yes do does did done doing be is am are
    was were been being have has had having get gets got getting go goes went gone going make
    makes made say says said tell told ask asked know knew known think thought remember
    remembered recall happen happened like want wanted need needed let can could would should
    will shall may might must i me my mine myself you your yours yourself we us our ours he him
    his she her hers they them their theirs it its this that these those there here what which
    who whom whose when where why how much many some any all every each other another more most
    very really just also still even again ever already only own same such one ones thing things
    something anything everything nothing way lot lots kind sort time times day days today
    yesterday tomorrow now ago last next first new old good great nice well back up down out off
    please thanks thank okay ok oh hey hi hello san chan kun sama sensei mr mrs ms dr
    """
STOPWORDS = frozenset(_STOP_TEXT.split())

_EN_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
_JA_CHARS = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\u3005]")
_KANJI_OR_KATAKANA = re.compile(r"[\u4e00-\u9fff\u3005\u30a1-\u30fa\u30fc]")
_KATAKANA = re.compile(r"[\u30a1-\u30fa\u30fc]")
_KANJI_NAME = re.compile(r"[\u4e00-\u9fff\u3005]{1,4}")
_KANJI_RUN = re.compile(r"[\u4e00-\u9fff\u3005]+")
_HONORIFIC = re.compile(r"(?:さん|ちゃん|くん|様|先生|課長|部長|社長)")
_KATAKANA_RUN = re.compile(r"[\u30a1-\u30fa\u30fc]{2,}")
# A kana name right before an honorific, not after a particle or お (おばあちゃん).
_HIRAGANA_NAME = re.compile(r"(?<![\u3041-\u3096])(?!お)([\u3041-\u3096]{2,5})(?=ちゃん|さん|くん)")
_LATIN_NAME = re.compile(r"\b([A-Z][a-z]{2,})\b")
_MAX_FORM = 8
# Irregular English forms a question uses (lemma by hand; the rest by suffix).
_IRREGULAR = {
    "ate": "eat",
    "eaten": "eat",
    "bought": "buy",
    "brought": "bring",
    "caught": "catch",
    "drank": "drink",
    "drove": "drive",
    "felt": "feel",
    "found": "find",
    "gave": "give",
    "given": "give",
    "kept": "keep",
    "left": "leave",
    "lost": "lose",
    "met": "meet",
    "paid": "pay",
    "ran": "run",
    "read": "read",
    "sang": "sing",
    "sent": "send",
    "slept": "sleep",
    "spent": "spend",
    "taught": "teach",
    "took": "take",
    "taken": "take",
    "won": "win",
    "wrote": "write",
    "written": "write",
    "children": "child",
    "people": "person",
    "men": "man",
    "women": "woman",
}


@functools.lru_cache(maxsize=1)
def tables() -> tuple[dict[str, str], dict[str, str]]:
    """(Japanese form -> its glosses, English word -> its Japanese forms), each value the
    table's ``|``-separated text (split when looked up: parsing stays one pass over the
    lines), read from :mod:`.lexicon_data` once, on first use (not at package import)."""
    from . import lexicon_data

    ja = dict(line.split("\t", 1) for line in lexicon_data.JA.splitlines())
    en = dict(line.split("\t", 1) for line in lexicon_data.EN.splitlines())
    return ja, en


def glosses(form: str) -> tuple[str, ...]:
    """A Japanese form's English glosses, most common sense first (() when unknown)."""
    found = tables()[0].get(form)
    return () if found is None else tuple(found.split("|"))


def japanese(word: str) -> tuple[str, ...]:
    """An English word's Japanese forms, best first (() when unknown)."""
    found = tables()[1].get(word)
    return () if found is None else tuple(found.split("|"))


def is_japanese(text: str) -> bool:
    """Whether a text is mostly Japanese (kana or kanji outnumber Latin letters)."""
    ja = len(_JA_CHARS.findall(text))
    latin = sum(len(w) for w in _EN_WORD.findall(text))
    return ja > latin


def _lemmas(word: str) -> tuple[str, ...]:
    w = word.lower().strip("'-")
    if w.endswith("'s"):
        w = w[:-2]
    out = [w]
    if w in _IRREGULAR:
        out.append(_IRREGULAR[w])
    for suffix, repl in (
        ("ic", "y"),
        ("ical", "y"),
        ("ies", "y"),
        ("ied", "y"),
        ("es", ""),
        ("s", ""),
        ("ed", ""),
        ("ed", "e"),
        ("ing", ""),
        ("ing", "e"),
    ):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            out.append(w[: len(w) - len(suffix)] + repl)
    # doubled consonants: planned -> plan, shopping -> shop
    for suffix in ("ed", "ing"):
        stem = w[: len(w) - len(suffix)]
        if w.endswith(suffix) and len(stem) >= 4 and stem[-1] == stem[-2]:
            out.append(stem[:-1])
    return tuple(dict.fromkeys(out))


def _japanese_names(text: str) -> list[tuple[str, tuple[str, ...]]]:
    """How each capitalised name of an English text may be written in Japanese: the kanji
    names whose readings match (Tanaka -> 田中), and the kana (Komugi -> こむぎ, コムギ)."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for m in _LATIN_NAME.finditer(text):
        word = m.group(1)
        if word.lower() in STOPWORDS or (m.start() == 0 and word.lower() in _SENTENCE_START):
            continue
        forms = (*sorted(_kanji_of(word.lower())), *sorted(other_script_forms(word)))
        if forms:
            out.append((word, forms))
    return out


_SENTENCE_START_TEXT = (
    "when what who where which why how did does do is are was were can could would should will "
    "tell remember have has had"
)
_SENTENCE_START = frozenset(_SENTENCE_START_TEXT.split())


@functools.lru_cache(maxsize=1)
def _persons() -> frozenset[str]:
    """The hand-picked people's names of the shipped reading table (田中, 健太): a kanji run
    with no honorific is read as a name only when it is one of these."""
    from .name_readings_data import TABLE

    return frozenset(
        parts[0]
        for line in TABLE.splitlines()
        if len(parts := line.split()) >= 3 and parts[1] == "p"
    )


@functools.lru_cache(maxsize=1)
def _reverse_names() -> dict[str, tuple[str, ...]]:
    """Romaji key -> the shipped table's kanji names read that way (hand-picked names only:
    佐藤 for "sato", not every rare spelling)."""
    from .name_readings_data import TABLE

    out: dict[str, list[str]] = {}
    for line in TABLE.splitlines():
        parts = line.split()
        if len(parts) < 3 or not _KANJI_NAME.fullmatch(parts[0]):
            continue
        for kana in parts[2].split("|"):
            for roman in romaji_forms(kana):
                out.setdefault(roman, []).append(parts[0])
    return {k: tuple(v) for k, v in out.items()}


def _kanji_of(roman: str) -> tuple[str, ...]:
    return _reverse_names().get(roman, ())[:2]


def kanji_names(roman: str) -> tuple[str, ...]:
    """The shipped table's hand-picked kanji names read ``roman`` (a romaji key, "makoto" ->
    誠, 実), most common first, at most two."""
    return _kanji_of(roman)


def to_japanese(text: str, *, per_word: int = 2) -> tuple[tuple[str, ...], ...]:
    """The Japanese of an English text's names and content words: one group of forms per
    name or word (up to ``per_word`` translations of a word), in order, no form twice."""
    return tuple(forms for _, forms in _to_japanese(text, per_word))


def _to_japanese(text: str, per_word: int) -> tuple[tuple[str, tuple[str, ...]], ...]:
    groups = _japanese_names(text)
    for m in _EN_WORD.finditer(text):
        for lemma in _lemmas(m.group(0)):
            if lemma in STOPWORDS:
                break
            forms = japanese(lemma)
            if forms:
                groups.append((m.group(0), forms[:per_word]))
                break
    return _distinct(groups)


def _distinct(
    groups: list[tuple[str, tuple[str, ...]]],
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(source word, its forms) pairs with no form twice and no stopword; pairs left with no
    form dropped."""
    seen: set[str] = set()
    out = []
    for source, g in groups:
        fresh = tuple(f for f in dict.fromkeys(g) if f not in seen and f.lower() not in STOPWORDS)
        seen.update(fresh)
        if fresh:
            out.append((source, fresh))
    return tuple(out)


def to_english(text: str, *, per_word: int = 2) -> tuple[tuple[str, ...], ...]:
    """The English of a Japanese text's names (romaji: 田中さん -> Tanaka) and content words
    (up to ``per_word`` glosses each, cut by longest match against the table): one group of
    words per name or word, no word twice."""
    return tuple(forms for _, forms in _to_english(text, per_word))


def _to_english(text: str, per_word: int) -> tuple[tuple[str, tuple[str, ...]], ...]:
    ja = tables()[0]
    names = _name_spans(text)
    taken = {i for start, end, _ in names for i in range(start, end)}
    groups = [(text[start:end], tuple(romaji)) for start, end, romaji in names]
    i, n = 0, len(text)
    while i < n:
        if i in taken or not _KANJI_OR_KATAKANA.match(text[i]):
            i += 1
            continue
        for size in range(min(_MAX_FORM, n - i), 0, -1):
            piece = text[i : i + size]
            if piece not in ja or any(j in taken for j in range(i, i + size)):
                continue
            if _KATAKANA.match(piece[-1]) and i + size < n and _KATAKANA.match(text[i + size]):
                continue  # a katakana word must be the whole run (パン in パンダ is not bread)
            if _KATAKANA.match(piece[0]) and i > 0 and _KATAKANA.match(text[i - 1]):
                continue
            words = (w for g in glosses(piece)[:per_word] for w in g.split())
            groups.append((piece, tuple(words)))
            i += size
            break
        else:
            i += 1
    return _distinct(groups)


def _romaji(name: str) -> list[str]:
    """A kanji name's capitalised romaji (森 -> Mori, 田中 -> Tanaka, Denchu), at most three."""
    out = {form.capitalize() for kana in kana_readings(name) for form in romaji_forms(kana)}
    return sorted(out, key=lambda f: (len(f), f))[:3]


def _name_spans(text: str) -> list[tuple[int, int, list[str]]]:
    """The names a Japanese text holds, as (start, end, romaji forms): kanji runs before an
    honorific or known to the shipped table as a person's name (田中さん, 森先生 -> Tanaka,
    Mori), katakana runs the lexicon does not know as words (エマ -> Ema), kana names before
    さん / ちゃん / くん (こむぎちゃん -> Komugi)."""
    ja = tables()[0]
    spans: list[tuple[int, int, list[str]]] = []
    for m in _KANJI_RUN.finditer(text):
        bare = bare_name(m.group(0))
        titled = bool(_HONORIFIC.match(text, m.end())) or bare != m.group(0)
        known = len(bare) >= 2 and bare in _persons()
        if not bare or len(bare) > 4 or not (titled or known):
            continue
        if bare in ja and not titled:
            continue
        if forms := _romaji(bare):
            spans.append((m.start(), m.end(), forms))  # a title in the run (先生) with it
    for m in _KATAKANA_RUN.finditer(text):
        if m.group(0) not in ja and (forms := sorted(other_script_forms(m.group(0)))[:2]):
            spans.append((m.start(), m.end(), forms))
    for m in _HIRAGANA_NAME.finditer(text):
        if m.group(1)[0] in "のはがをにとでへやもか":
            continue  # a particle before it: not where a name starts (のおばあちゃん)
        if forms := sorted(other_script_forms(m.group(1)))[:2]:
            spans.append((m.start(), m.end(), forms))
    return spans


def translation_groups(text: str, *, per_word: int = 2) -> tuple[tuple[str, ...], ...]:
    """The question's names and content words in the other language than it is mostly
    written in: one group of alternative forms per name or word (a word's translations, a
    name's spellings), so a search can count each group once."""
    return tuple(forms for _, forms in translation_pairs(text, per_word=per_word))


@functools.lru_cache(maxsize=1024)
def translation_pairs(text: str, *, per_word: int = 2) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """:func:`translation_groups` with the word or name of the question each group
    translates: ``(("birthday", ("誕生日", "バースデー")), …)``."""
    return _to_english(text, per_word) if is_japanese(text) else _to_japanese(text, per_word)


def translate(text: str, *, per_word: int = 2) -> str:
    """:func:`translation_groups` as one space-separated query ("" when none is known)."""
    return " ".join(f for g in translation_groups(text, per_word=per_word) for f in g)
