"""Kana names in Latin letters, so "あかり" and "Akari", "こむぎ" and "Komugi" are one entity.

A bilingual user writes a name in both scripts (the sample archive has both). Kana spell sounds,
so a name written in kana has a small set of Hepburn spellings; :func:`romaji_forms` gives
them (long vowels kept and dropped: しょうた -> shouta, shota). Kanji names cannot be read
without a dictionary and are left alone. Only exact (folded) matches count: no fuzzy matching
across scripts.
"""

from __future__ import annotations

import re

__all__ = ["MIN_ROMAJI", "romaji_forms"]

MIN_ROMAJI = 3  # shorter spellings (うい -> ui) collide with ordinary words

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


def romaji_forms(kana: str) -> frozenset[str]:
    """The Hepburn spellings of an all-hiragana name (fold katakana first): long vowels as
    written and shortened ("shouta", "shota"). Empty when the name is not all kana or its
    spelling is shorter than :data:`MIN_ROMAJI`."""
    if not _HIRAGANA.fullmatch(kana):
        return frozenset()
    full = _hepburn(kana)
    if full is None:
        return frozenset()
    short = re.sub(r"ou|oo", "o", re.sub(r"uu", "u", full))
    return frozenset(f for f in (full, short) if len(f) >= MIN_ROMAJI)
