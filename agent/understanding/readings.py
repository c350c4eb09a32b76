"""How a name sounds: kanji -> kana -> romaji, so 田中, たなか, タナカ and "Tanaka-san" meet.

A bilingual user writes one person's name in several scripts: 佐々木課長 in one message,
"Sasaki-san" in the next. Surface forms never meet; their readings do. This module gives the
readings of a name and compares names by them:

- :func:`readings` — every kana (hiragana) and romaji form of a name, with honorifics and job
  titles stripped first (さん, ちゃん, くん, 様, 課長, 部長, 先生, -san, -kun, -chan, -sensei,
  Mr./Dr. ...). Romaji forms are lowercase Hepburn, with long vowels both as written and
  shortened (とう -> "tou", "to"), and Latin spellings are normalised the same way ("Satō",
  "Satoh", "Satou" and "Sato" share "sato").
- :func:`same_reading` — whether two names can be read the same.
- :func:`kana_readings`, :func:`romaji_forms`, :func:`reading_keys` — the parts.

Where kanji readings come from, in order, all offline:

1. Sudachi's dictionary when the ``ja`` extra is installed (sudachidict-core, Apache-2.0): every
   reading of a proper-noun entry with exactly that surface (中島 -> なかしま, なかじま), else the
   joined reading forms of a name Sudachi splits into proper nouns (田中健太 -> たなかけんた).
2. Always: the table shipped in :mod:`.name_readings_data` — ~670 hand-picked surnames, given
   names and places, and ~20k more common given names and surnames chosen mechanically from
   SudachiDict's 人名 entries (read on first need), with readings generated from SudachiDict by
   ``scripts/gen_name_readings.py``
   (so 田中/Tanaka, 佐々木/Sasaki, 大阪/Osaka work with no extra installed). A name not in the
   table is also read as two table entries (田中 + 健太).

Kana need no dictionary; romaji spellings of kana are computed. A kanji name neither source
knows has no reading (it still matches itself by surface). Licences: pykakasi (GPL-3.0) is not
used; SudachiPy and SudachiDict are Apache-2.0, like this project.
"""

from __future__ import annotations

import functools
import re
import threading
import unicodedata
from typing import Any

from .aliases import fold, fold_case, strip_kinship
from .kanji_readings_data import FIRST, GIVEN, LAST
from .name_readings_data import MORE, TABLE

__all__ = [
    "MIN_ROMAJI",
    "TITLES",
    "bare_name",
    "character_keys",
    "character_readings",
    "is_person_name",
    "is_table_person",
    "kana_readings",
    "latin_to_kana",
    "loan_keys",
    "name_parts",
    "other_script_forms",
    "reading_keys",
    "readings",
    "romaji_forms",
    "same_reading",
    "sudachi_dictionary",
    "table_places",
]

MIN_ROMAJI = 3  # shorter spellings (うい -> ui) collide with ordinary words

# Honorifics and job titles that follow a name (佐々木課長, 田中さん). Longest first.
TITLES: tuple[str, ...] = (
    "ちゃん", "さん", "くん", "さま", "君", "様", "殿", "氏", "先生", "先輩", "後輩",
    "課長", "部長", "社長", "係長", "室長", "所長", "店長", "院長", "局長", "次長", "主任",
    "専務", "常務", "会長", "副社長", "取締役", "教授", "准教授", "博士", "監督", "選手",
)  # fmt: skip
_JA_TITLE = re.compile(
    "(?:" + "|".join(sorted(map(re.escape, TITLES), key=len, reverse=True)) + ")$"
)
_EN_TITLE_AFTER = re.compile(
    r"[-\s]+(?:san|chan|kun|sama|sensei|senpai|sempai|shachou|shacho|buchou|bucho|kachou|kacho)$",
    re.IGNORECASE,
)
_EN_TITLE_BEFORE = re.compile(
    r"^(?:dr|mr|mrs|ms|miss|prof|professor|mx|sir|madam)\.?\s+", re.IGNORECASE
)

_BASE = {
    "あ": "a", "い": "i", "う": "u", "え": "e", "お": "o",
    "か": "ka", "き": "ki", "く": "ku", "け": "ke", "こ": "ko",
    "が": "ga", "ぎ": "gi", "ぐ": "gu", "げ": "ge", "ご": "go",
    "さ": "sa", "し": "shi", "す": "su", "せ": "se", "そ": "so",
    "ざ": "za", "じ": "ji", "ず": "zu", "ぜ": "ze", "ぞ": "zo",
    "た": "ta", "ち": "chi", "つ": "tsu", "て": "te", "と": "to",
    "だ": "da", "ぢ": "ji", "づ": "zu", "で": "de", "ど": "do",
    "な": "na", "に": "ni", "ぬ": "nu", "ね": "ne", "の": "no",
    "は": "ha", "ひ": "hi", "ふ": "fu", "へ": "he", "ほ": "ho",
    "ば": "ba", "び": "bi", "ぶ": "bu", "べ": "be", "ぼ": "bo",
    "ぱ": "pa", "ぴ": "pi", "ぷ": "pu", "ぺ": "pe", "ぽ": "po",
    "ま": "ma", "み": "mi", "む": "mu", "め": "me", "も": "mo",
    "や": "ya", "ゆ": "yu", "よ": "yo",
    "ら": "ra", "り": "ri", "る": "ru", "れ": "re", "ろ": "ro",
    "わ": "wa", "を": "o", "ん": "n", "ゔ": "vu",
    "ぁ": "a", "ぃ": "i", "ぅ": "u", "ぇ": "e", "ぉ": "o",
}  # fmt: skip
_YOON = {"ゃ": "a", "ゅ": "u", "ょ": "o"}
_HIRAGANA = re.compile(r"[\u3041-\u3096ー]+")
_KANJI = re.compile(r"[\u4e00-\u9fff々〆ヶ]")
_JAPANESE = re.compile(r"[\u3041-\u3096\u30a1-\u30fa\u4e00-\u9fff々〆ー]+")
_LATIN = re.compile(r"[a-z]+")


def _hiragana(text: str) -> str:
    return "".join(chr(ord(c) - 0x60) if "ァ" <= c <= "ヶ" else c for c in text)


def _table() -> tuple[dict[str, tuple[str, ...]], frozenset[str], frozenset[str]]:
    out: dict[str, tuple[str, ...]] = {}
    people: set[str] = set()
    places: set[str] = set()
    for line in TABLE.splitlines():
        name, kind, readings = [*line.split(" "), "", ""][:3]
        if name and readings:
            out[name] = tuple(readings.split("|"))
            (people if kind == "p" else places).add(name)
    return out, frozenset(people), frozenset(places)


_TABLE, _PEOPLE, _PLACES = _table()


@functools.lru_cache(maxsize=1)
def _more() -> tuple[dict[str, tuple[str, ...]], frozenset[str]]:
    """The ~20k common names chosen from SudachiDict (``MORE``), read on first need only: a
    name not in the hand-picked table (~30 ms once per process, none at import)."""
    out: dict[str, tuple[str, ...]] = {}
    people: set[str] = set()
    for line in MORE.splitlines():
        name, kind, readings = [*line.split(" "), "", ""][:3]
        if name and readings and name not in _TABLE:
            out[name] = tuple(readings.split("|"))
            if kind == "p":
                people.add(name)
    return out, frozenset(people)


def _entry(name: str) -> tuple[str, ...] | None:
    """A name's readings in the shipped table (hand-picked first, then ``MORE``)."""
    found = _TABLE.get(name)
    if found is not None or not name or not _KANJI.search(name):
        return found
    return _more()[0].get(name)


def _table_person(name: str) -> bool:
    return name in _PEOPLE or (name not in _TABLE and name in _more()[1])


def is_table_person(name: str) -> bool:
    """Whether the shipped table lists a kanji word as a person's name (翔太, 美穂), or as a
    surname and a given name written together (田中健太, 森健太: three kanji at least, so two
    one-kanji names never make a word such as 真実 one); no Sudachi needed."""
    if _table_person(name):
        return True
    return len(name) >= 3 and any(
        _table_person(name[:cut]) and _table_person(name[cut:]) for cut in range(1, len(name))
    )


def table_places() -> dict[str, frozenset[str]]:
    """The places of the shipped table (箱根, 鎌倉, 梅田 …) with their romaji keys ("hakone"):
    place names the offline default knows without Sudachi."""
    # From the table's own readings only: lexicon builds this at import, where Sudachi (the
    # ja extra's ~200 MB dictionary) must not load (tests/unit/test_import_light.py).
    out: dict[str, frozenset[str]] = {}
    for name in sorted(_PLACES):
        fulls = (_hepburn(kana) for kana in _table_readings(name))
        out[name] = frozenset(
            _short(f) for f in fulls if f is not None and len(_short(f)) >= MIN_ROMAJI
        )
    return out


def is_person_name(name: str) -> bool:
    """Whether a kanji word is a person's name (健太, 佐々木): in the shipped table as one, or,
    with the ``ja`` extra, a Sudachi entry tagged 人名 with exactly that surface."""
    if _table_person(name):
        return True
    dictionary = _dictionary()
    if dictionary is None or not name:
        return False
    return any(
        m.surface() == name and tuple(m.part_of_speech()[1:3]) == ("固有名詞", "人名")
        for m in dictionary.lookup(name)
    )


def bare_name(name: str) -> str:
    """The name without honorifics, job titles or a kinship phrase around it: "佐々木課長" ->
    "佐々木", "Sasaki-san" -> "Sasaki", "Dr. Mori" -> "Mori", "妹のあかり" -> "あかり"."""
    name = unicodedata.normalize("NFKC", name).strip()
    bare, _ = strip_kinship(name)
    for _ in range(2):  # 田中部長さん
        stripped = _JA_TITLE.sub("", bare).strip()
        bare = stripped or bare
    stripped = _EN_TITLE_AFTER.sub("", bare).strip()
    bare = stripped or bare
    stripped = _EN_TITLE_BEFORE.sub("", bare).strip()
    return stripped or bare


def _hepburn(kana: str) -> str | None:
    out: list[str] = []
    double = False
    for ch in kana:
        if ch == "っ":
            double = True
            continue
        if ch == "ー":
            continue  # a long mark: the vowel is written once (リーナ -> rina)
        if ch in _YOON:
            if not out or not out[-1].endswith("i") or len(out[-1]) < 2:
                return None
            stem = out[-1][:-1]  # き + ゃ -> kya, し + ゃ -> sha, ち + ゃ -> cha
            out[-1] = (stem if stem.endswith(("sh", "ch", "j")) else stem + "y") + _YOON[ch]
            continue
        roman = _BASE.get(ch)
        if roman is None:
            return None
        if double:
            roman = ("t" if roman.startswith("ch") else roman[0]) + roman
            double = False
        out.append(roman)
    return "".join(out) if not double else None


def _short(roman: str) -> str:
    """Long vowels shortened the way English spellings drop them (satou/satoh -> sato,
    yuuki -> yuki, oono -> ono), m before b/m/p as n (shimbashi -> shinbashi)."""
    roman = re.sub(r"oh(?=[^aeiou]|$)", "o", roman)
    roman = re.sub(r"ou|oo", "o", re.sub(r"uu", "u", roman))
    return re.sub(r"m(?=[bmp])", "n", roman)


def romaji_forms(kana: str) -> frozenset[str]:
    """The Hepburn spellings of an all-hiragana word (fold katakana first): long vowels as
    written and shortened ("shouta", "shota"). Empty when it is not all kana or its spelling
    is shorter than :data:`MIN_ROMAJI`."""
    if not _HIRAGANA.fullmatch(kana):
        return frozenset()
    full = _hepburn(kana)
    if full is None:
        return frozenset()
    return frozenset(f for f in (full, _short(full)) if len(f) >= MIN_ROMAJI)


class _Local(threading.local):
    tokenizer: Any = None


_local = _Local()


@functools.lru_cache(maxsize=1)
def _dictionary() -> Any:
    try:
        from sudachipy import Dictionary

        return Dictionary(dict="core")
    except Exception:  # not installed, or no dictionary: the shipped table is used
        return None


def sudachi_dictionary() -> Any:
    """Sudachi's core dictionary, loaded once per process and shared by every reader of it
    (readings, place names); None without the ``ja`` extra."""
    return _dictionary()


def _sudachi_readings(name: str) -> set[str]:
    dictionary = _dictionary()
    if dictionary is None:
        return set()
    by_kind: dict[str, set[str]] = {}
    for m in dictionary.lookup(name):
        pos = m.part_of_speech()
        if m.surface() == name and pos[1] == "固有名詞":
            by_kind.setdefault(pos[2], set()).add(_hiragana(m.reading_form()))
    if by_kind:  # a person's and a place's readings: 神戸 is the surname かんべ and the city こうべ
        return set().union(*by_kind.values())
    out: set[str] = set()
    if _local.tokenizer is None:  # one per thread: a Sudachi tokenizer is not thread-safe
        _local.tokenizer = dictionary.tokenizer(mode="C", fields={"pos", "reading_form"})
    tokens = list(_local.tokenizer.tokenize(name))
    if tokens and all(t.part_of_speech()[1] == "固有名詞" for t in tokens):
        out.add(_hiragana("".join(t.reading_form() for t in tokens)))
    return out


def _table_readings(name: str) -> set[str]:
    found = _entry(name)
    if found:
        return set(found)
    out: set[str] = set()
    for cut in range(1, len(name)):  # 田中 + 健太
        head, tail = _entry(name[:cut]), _entry(name[cut:])
        if head and tail:
            out |= {h + t for h in head[:2] for t in tail[:2]}
    return out


@functools.lru_cache(maxsize=65536)
def kana_readings(name: str) -> frozenset[str]:
    """The hiragana readings of a name (title and honorific stripped): itself when written in
    kana (アカリ -> あかり), from Sudachi and the shipped table when written with kanji (森 ->
    もり); empty for Latin names and kanji names neither source knows."""
    bare = unicodedata.normalize("NFKC", bare_name(name)).replace(" ", "").replace("・", "")
    if not bare or not _JAPANESE.fullmatch(bare):
        return frozenset()
    kana = _hiragana(bare)
    if _HIRAGANA.fullmatch(kana):
        return frozenset({kana})
    if not _KANJI.search(bare):
        return frozenset()
    return frozenset(_sudachi_readings(bare) | _table_readings(bare))


_Readings = dict[str, tuple[str, ...]]


@functools.lru_cache(maxsize=1)
def _by_character() -> tuple[_Readings, _Readings, frozenset[str]]:
    def parse(block: str) -> dict[str, tuple[str, ...]]:
        pairs = (line.split(" ", 1) for line in block.splitlines() if " " in line)
        return {kanji: tuple(readings.split("|")) for kanji, readings in pairs}

    return parse(FIRST), parse(LAST), frozenset(GIVEN.split())


@functools.lru_cache(maxsize=65536)
def character_readings(name: str) -> frozenset[str]:
    """A two-kanji given name read by its characters, as given names with those characters in
    those places are read (:mod:`.kanji_readings`): 陽菜 -> はるな, ひな, ような, あきな, where
    the dictionaries give only はるな. Only for the given names of the shipped list (never a
    surname: 小川 is read as the dictionaries read it); empty for any other word."""
    bare = unicodedata.normalize("NFKC", bare_name(name)).strip()
    first, last, given = _by_character()
    if bare not in given:
        return frozenset()
    return frozenset(h + t for h in first.get(bare[0], ()) for t in last.get(bare[1], ()))


@functools.lru_cache(maxsize=65536)
def character_keys(name: str) -> frozenset[str]:
    """The romaji keys of :func:`character_readings` that the dictionaries' readings do not
    already give (陽菜 -> "hina", "yona", "akina"; "haruna" is a :func:`reading_keys` key)."""
    keys = {_short(f) for f in map(_hepburn, character_readings(name)) if f is not None}
    return frozenset(k for k in keys if len(k) >= MIN_ROMAJI) - reading_keys(name)


@functools.lru_cache(maxsize=65536)
def reading_keys(name: str) -> frozenset[str]:
    """The romaji keys two names are compared by: the shortened Hepburn of each kana reading,
    or a Latin name folded and shortened ("Satō-san", "Satoh", "さとう" and 佐藤 -> "sato").
    Keys shorter than :data:`MIN_ROMAJI` letters are left out."""
    bare = bare_name(name)
    latin = fold_case(bare).replace("-", " ").replace("'", "")
    if latin.isascii():
        words = latin.split()
        spellings = {"".join(words), "".join(reversed(words))}  # Kenta Tanaka = 田中健太
        return frozenset(
            _short(s) for s in spellings if _LATIN.fullmatch(s) and len(s) >= MIN_ROMAJI
        )
    keys: set[str] = set()
    for kana in kana_readings(bare):
        full = _hepburn(kana)
        if full is not None and len(_short(full)) >= MIN_ROMAJI:
            keys.add(_short(full))
    return frozenset(keys)


def readings(name: str) -> frozenset[str]:
    """Every reading of a name, honorifics and titles stripped: its hiragana readings and
    their romaji spellings (long vowels as written and shortened), or, for a Latin name, its
    folded spelling and shortened key. ``readings("佐々木課長")`` holds "ささき" and "sasaki";
    ``readings("Sasaki-san")`` holds "sasaki"."""
    out: set[str] = set()
    for kana in kana_readings(name):
        out.add(kana)
        out |= romaji_forms(kana)
    bare = fold_case(bare_name(name)).replace(" ", "").replace("-", "")
    if bare.isascii() and _LATIN.fullmatch(bare) and len(bare) >= MIN_ROMAJI:
        out.add(bare)
    return frozenset(out | reading_keys(name))


def same_reading(a: str, b: str) -> bool:
    """Whether two names can be read alike: they share a romaji key (田中 / "Tanaka-san",
    佐々木課長 / ささき, "Satoh" / 佐藤), or, when either has no reading, their bare forms fold
    to the same text (an unknown kanji name and itself with さん)."""
    ka, kb = reading_keys(a), reading_keys(b)
    if ka and kb:
        return bool(ka & kb)
    fa, fb = fold(bare_name(a)), fold(bare_name(b))
    return bool(fa) and fa == fb


def _reverse_hepburn() -> dict[str, str]:
    out = {roman: kana for kana, roman in _BASE.items() if kana not in "ぁぃぅぇぉをぢづ"}
    for kana, roman in list(_BASE.items()):
        if kana in "きぎしじちにひびぴみり":
            for small, vowel in _YOON.items():
                stem = roman[:-1]
                spelt = (stem if stem.endswith(("sh", "ch", "j")) else stem + "y") + vowel
                out.setdefault(spelt, kana + small)
    out["n"] = "ん"
    return out


_FROM_ROMAN = _reverse_hepburn()
_ROMAN_MAX = max(map(len, _FROM_ROMAN))


def latin_to_kana(word: str) -> str | None:
    """The hiragana of a Hepburn spelling ("Shun" -> しゅん, "Sora" -> そら, "Kenta" ->
    けんた), or None when the word is not one (letters Hepburn does not use: "Milk", "Leo"
    reads れお)."""
    text = fold_case(word)
    if not _LATIN.fullmatch(text):
        return None
    out: list[str] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "n" and (i + 1 == len(text) or text[i + 1] not in "aeiouy"):
            out.append("ん")
            i += 1
            continue
        if i + 1 < len(text) and ch == text[i + 1] and ch not in "aeioun":
            out.append("っ")  # kk, tt, pp, ss (tch is t + ch)
            i += 1
            continue
        if ch == "t" and text.startswith("tch", i):
            out.append("っ")
            i += 1
            continue
        for size in range(_ROMAN_MAX, 0, -1):
            kana = _FROM_ROMAN.get(text[i : i + size])
            if kana is not None and size == len(text[i : i + size]):
                out.append(kana)
                i += size
                break
        else:
            return None
    return "".join(out)


@functools.lru_cache(maxsize=65536)
def other_script_forms(name: str) -> frozenset[str]:
    """How a one-word name may be written in the other script, for spotting it there unmarked:
    a Latin name's hiragana and katakana ("Shun" -> しゅん, シュン), a Japanese name's
    capitalised romaji ("高橋" -> "Takahashi", "さとう" -> "Satou", "Sato"; a given name's
    readings by its characters too, 陽菜 -> "Haruna", "Hina": :func:`character_readings`).
    Names of fewer than :data:`MIN_ROMAJI` letters, and full names, have none."""
    bare = bare_name(name)
    if " " in bare.strip() or len(bare) < 2:
        return frozenset()
    out: set[str] = set()
    if bare.isascii():
        if len(bare) >= MIN_ROMAJI and bare[:1].isupper():
            kana = latin_to_kana(bare)
            if kana and len(kana) >= 2:
                out |= {kana, "".join(chr(ord(c) + 0x60) if "ぁ" <= c <= "ゖ" else c for c in kana)}
        return frozenset(out)
    for kana in kana_readings(bare) | character_readings(bare):  # 陽菜: "Haruna", "Hina"
        forms = romaji_forms(kana)
        # A long o written "oh", as many spell their names: 大野 "Ohno", 佐藤 "Satoh"
        oh = {re.sub(r"o[ou](?=[^aeiou]|$)", "oh", f) for f in forms}
        out |= {form.capitalize() for form in forms | oh}
    return frozenset(out)


# -- loanword names: katakana and the English spelling it renders ------------------------------
# バター / Butter, ミルク / Milk, レオ / Leo, ポピー / Poppy: a katakana name that renders an
# English word shares no Hepburn key with it (bata / butter). Both sides are brought to one rough
# "katakana romaji": the English spelling by pronunciation rules (a closed-syllable u is a, a
# final -er is a long a, ee and y are i, l is r, v is b, a consonant not followed by a vowel takes
# the vowel katakana adds: milk -> miruku), the katakana by Hepburn with long marks dropped; then
# doubled letters are one (sokuon: マックス / Max) and s/z/j, f/h fold together.
_EN_RULES: tuple[tuple[str, str], ...] = (
    (r"u(?=([^aeiouy])\1|[^aeiouy][^aeiouy]|[^aeiouy]$)", "a"),  # butter, lucky: closed u
    (r"ph", "f"), (r"ck", "k"), (r"tch", "ch"), (r"sh", "s"), (r"th", "s"), (r"wh", "w"),
    (r"qu", "kw"), (r"q", "k"), (r"x", "ks"), (r"c(?=[eiy])", "s"), (r"c(?!h)", "k"),
    (r"g(?=[ei])", "j"),
    (r"([aeiou])(?:ll)", r"\1l"),
    (r"ee|ea|ie$|ey$", "i"), (r"oo", "u"), (r"ai|ay", "ei"), (r"ou|ow$", "au"),
    (r"a([bdfgklmnprstvz])e$", r"ei\1"), (r"i([bdfgklmnprstvz])e$", r"ai\1"),
    (r"o([bdfgklmnprstvz])e$", r"o\1"), (r"u([bdfgklmnprstvz])e$", r"u\1"),
    (r"(?<=[^aeiou])e$", ""),  # a silent final e
    (r"(?:er|ar|or|ir|ur)(?=[^aeiou]|$)", "a-"),  # butter, charlie: a long vowel, no r
    (r"(?<=[^aeiou])y(?=[^aeiou]|$)", "i"),
)  # fmt: skip
_EN_COMPILED = tuple((re.compile(a), b) for a, b in _EN_RULES)
_SMALL_VOWELS = {"ぁ": "a", "ぃ": "i", "ぅ": "u", "ぇ": "e", "ぉ": "o"}
_KATAKANA_WORD = re.compile(r"[\u30a1-\u30fa\u30fc]+")
_LOAN_MIN = 3
_MAGIC_E = re.compile(r"[aiou][bdgkmnprstz]e$")
_SAID_E = re.compile(r"([bdfgklmnprstz])\1e$")


def _loan_fold(roman: str) -> str:
    roman = roman.replace("-", "")
    roman = re.sub(r"sh|ts|z|j", lambda m: {"sh": "s", "ts": "t"}.get(m.group(0), "s"), roman)
    roman = roman.replace("f", "h").replace("l", "r").replace("v", "b")
    return re.sub(r"(.)\1+", r"\1", roman)  # sokuon, long vowels, doubled letters: once


def _english_roman(word: str) -> str | None:
    text = word.casefold()
    if not re.fullmatch(r"[a-z]+", text):
        return None
    for pattern, repl in _EN_COMPILED:
        text = pattern.sub(repl, text)
    out: list[str] = []
    for i, ch in enumerate(text):  # the vowel katakana gives a consonant with none after it
        out.append(ch)
        nxt = text[i + 1 : i + 2]
        if ch in "aeiou-" or ch == "n" or (nxt and nxt in "aeiouy"):
            continue
        if ch == "y" or (nxt == "h" and ch == "c") or (nxt and nxt == ch):
            continue  # ch is one sound; the first of a doubled consonant is the sokuon
        after_c = ch == "h" and i > 0 and text[i - 1] == "c"
        out.append("o" if ch in "td" else "i" if after_c else "u")
    return "".join(out)


def _katakana_roman(word: str) -> str | None:
    kana = _hiragana(word)
    out: list[str] = []
    for ch in kana:
        if ch in _SMALL_VOWELS and out and out[-1][-1:] in "aeiou":
            stem = out[-1][:-1]  # ティ -> ti, フィ -> fi, ウィ -> wi
            out[-1] = ("w" if not stem and out[-1] == "u" else stem) + _SMALL_VOWELS[ch]
            continue
        roman = _hepburn(ch) if ch not in "っー" else ""
        if ch in _YOON:
            joined = _hepburn(_reverse_kana(out[-1]) + ch) if out else None
            if joined is None:
                return None
            out[-1] = joined
            continue
        if roman is None:
            return None
        out.append(roman)
    return "".join(out)


def _reverse_kana(roman: str) -> str:
    return _FROM_ROMAN.get(roman, "")


@functools.lru_cache(maxsize=65536)
def loan_keys(name: str) -> frozenset[str]:
    """How a one-word loanword name sounds, as a rough katakana romaji, for a katakana name
        (バター -> "bata") or a Latin one ("Butter" -> "bata", "Milk" and ミルク -> "miruku"): the
        keys a katakana name and the English word it renders share. A Latin name Hepburn can
    spell is read as romaji ("Mai" is not メイ), and as English too when it ends in a silent e
    ("Kate"). Empty for other names (kanji,
        hiragana, full names) and keys shorter than 3 letters."""
    bare = unicodedata.normalize("NFKC", bare_name(name)).strip()
    if _KATAKANA_WORD.fullmatch(bare):
        roman = _katakana_roman(bare)
    elif bare.isascii() and bare.isalpha():
        # A name Hepburn can spell is read as romaji ("Mai" is まい, not メイ; "Emma" ema),
        # and also as English when it ends like one with a silent e ("Kate": ケイト, かて).
        folded = bare.casefold()
        if not latin_to_kana(bare) and _SAID_E.search(folded):
            # Latte, Jesse: the final e after a doubled consonant is said (ラテ), or not.
            said = _english_roman(folded[:-1])
            keys = {_loan_fold(r) for r in (_english_roman(bare), said and said[:-1] + "e") if r}
            return frozenset(k for k in keys if len(k) >= _LOAN_MIN)
        if not latin_to_kana(bare):
            roman = _english_roman(bare)
        elif _MAGIC_E.search(folded):
            english = _english_roman(bare)
            keys = {_loan_fold(folded), *([_loan_fold(english)] if english else [])}
            return frozenset(k for k in keys if len(k) >= _LOAN_MIN)
        else:
            roman = folded
    else:
        return frozenset()
    if roman is None:
        return frozenset()
    key = _loan_fold(roman)
    return frozenset({key}) if len(key) >= _LOAN_MIN else frozenset()


def _part_keys(kana: set[str] | frozenset[str]) -> frozenset[str]:
    fulls = (_hepburn(k) for k in kana)
    return frozenset(_short(f) for f in fulls if f)


@functools.lru_cache(maxsize=65536)
def name_parts(name: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """A full name's two parts as romaji keys, in the order written: "Kenichi Sato" ->
    ({"kenichi"}, {"sato"}), 佐藤健一 -> ({"sato"}, {"kenichi"}) (the shipped table's surname and
    given name, or Sudachi's 姓 + 名). None for a single name or one neither source splits."""
    bare = unicodedata.normalize("NFKC", bare_name(name)).strip()
    words = bare.split()
    if len(words) == 2 and all(w.isascii() and w.isalpha() for w in words):
        return frozenset({_short(words[0].casefold())}), frozenset({_short(words[1].casefold())})
    if not _KANJI.search(bare) or not _JAPANESE.fullmatch(bare) or _entry(bare) is not None:
        return None
    for cut in range(1, len(bare)):
        head, tail = bare[:cut], bare[cut:]
        head_kana, tail_kana = _entry(head), _entry(tail)
        if head_kana and tail_kana and _table_person(head) and _table_person(tail):
            return _part_keys(set(head_kana)), _part_keys(set(tail_kana))
    dictionary = _dictionary()
    if dictionary is None:
        return None
    if _local.tokenizer is None:
        _local.tokenizer = dictionary.tokenizer(mode="C", fields={"pos", "reading_form"})
    tokens = list(_local.tokenizer.tokenize(bare))
    kinds = [tuple(t.part_of_speech()[2:4]) for t in tokens]
    if kinds == [("人名", "姓"), ("人名", "名")]:
        first, second = (_part_keys({_hiragana(t.reading_form())}) for t in tokens)
        return first, second
    return None
