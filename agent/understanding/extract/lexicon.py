"""What a word *is*: place names and the readings of Japanese names.

With the ``ja`` extra installed, both come from Sudachi's dictionary (sudachidict-core, the
dictionary the Japanese keyword tokenizer already uses): a token tagged 名詞・固有名詞・地名 is a
place (世田谷区, 渋谷, 札幌 and every other town the dictionary knows), and a name's
``reading_form`` gives its sound (佐々木 -> ササキ), so kanji, kana and romaji spellings of one
name can be matched. Sudachi cannot read Latin letters, so an English "Shibuya" or "Osaka" is
recognised by :data:`FALLBACK_PLACES`.

Without the extra, :data:`FALLBACK_PLACES` is all there is: the 47 prefectures, the 23 Tokyo
wards and the designated cities (政令指定都市), in kanji and in Hepburn, plus the places of the
readings table shipped for the offline default (箱根 / Hakone, 鎌倉, 梅田 …:
:mod:`omoide.agent.understanding.readings`). Kanji names are then read from that table
(:func:`omoide.agent.understanding.readings.kana_readings`); :func:`name_reading` needs Sudachi.
"""

from __future__ import annotations

import functools
import re
import threading
import unicodedata
from typing import Any

from ..readings import is_table_person, table_places
from ..readings import sudachi_dictionary as _dictionary

__all__ = [
    "FALLBACK_PLACES",
    "has_sudachi",
    "is_place",
    "name_reading",
    "person_spans",
    "place_spans",
]

# (kanji, Hepburn) pairs: prefectures (without 都/府/県 too), Tokyo's wards, designated cities.
_PLACES = """
北海道 Hokkaido 青森 Aomori 岩手 Iwate 宮城 Miyagi 秋田 Akita 山形 Yamagata 福島 Fukushima
茨城 Ibaraki 栃木 Tochigi 群馬 Gunma 埼玉 Saitama 千葉 Chiba 東京 Tokyo 神奈川 Kanagawa
新潟 Niigata 富山 Toyama 石川 Ishikawa 福井 Fukui 山梨 Yamanashi 長野 Nagano 岐阜 Gifu
静岡 Shizuoka 愛知 Aichi 三重 Mie 滋賀 Shiga 京都 Kyoto 大阪 Osaka 兵庫 Hyogo 奈良 Nara
和歌山 Wakayama 鳥取 Tottori 島根 Shimane 岡山 Okayama 広島 Hiroshima 山口 Yamaguchi
徳島 Tokushima 香川 Kagawa 愛媛 Ehime 高知 Kochi 福岡 Fukuoka 佐賀 Saga 長崎 Nagasaki
熊本 Kumamoto 大分 Oita 宮崎 Miyazaki 鹿児島 Kagoshima 沖縄 Okinawa
千代田 Chiyoda 中央区 Chuo 港区 Minato 新宿 Shinjuku 文京 Bunkyo 台東 Taito 墨田 Sumida
江東 Koto 品川 Shinagawa 目黒 Meguro 大田区 Ota 世田谷 Setagaya 渋谷 Shibuya 中野 Nakano
杉並 Suginami 豊島 Toshima 北区 Kita 荒川 Arakawa 板橋 Itabashi 練馬 Nerima 足立 Adachi
葛飾 Katsushika 江戸川 Edogawa
札幌 Sapporo 仙台 Sendai さいたま Saitama 横浜 Yokohama 川崎 Kawasaki 相模原 Sagamihara
浜松 Hamamatsu 名古屋 Nagoya 堺 Sakai 神戸 Kobe 北九州 Kitakyushu 熊本 Kumamoto
"""
# And the places of the readings table shipped for the offline default (箱根 / Hakone, 梅田,
# 鎌倉 …: agent/understanding/name_readings_data.py, generated from SudachiDict).
_PAIRS = _PLACES.split() + [
    spelling for name, keys in table_places().items() for spelling in (name, *keys)
]
FALLBACK_PLACES: frozenset[str] = frozenset(_PAIRS)
_TABLE_PLACES = frozenset(table_places())
_SUFFIXES = ("都", "道", "府", "県", "市", "区", "町", "村")
_LANDMARKS = ("城", "駅", "港")
_JAPANESE_LETTER = re.compile(r"[\u3041-\u3096\u30a1-\u30fa\u4e00-\u9fff々〆ヶ]")
_PLACE_KEYS = frozenset(p.casefold() for p in _PAIRS)


class _Local(threading.local):
    tokenizer: Any = None


_local = _Local()


def has_sudachi() -> bool:
    """Whether Sudachi and its core dictionary are installed (the ``ja`` extra)."""
    return _dictionary() is not None


def _tokens(text: str) -> list[Any]:
    dictionary = _dictionary()
    if dictionary is None:
        return []
    if _local.tokenizer is None:  # one per thread: a Sudachi tokenizer is not thread-safe
        _local.tokenizer = dictionary.tokenizer(mode="C", fields={"pos", "reading_form"})
    return list(_local.tokenizer.tokenize(text))


# One text's tokens as plain tuples (begin, end, surface, part of speech), kept for the few
# calls that read the same text in a row (place names, then person names): one Sudachi pass.
# Only the tokens place and person names are read from carry their offsets and part of speech
# (proper nouns, the token after one, a word the shipped table lists as a place); the others
# are left blank, which keeps the pass as cheap as reading every part of speech once was.
_Token = tuple[int, int, str, tuple[str, ...]]
_BLANK: tuple[str, ...] = ("", "", "", "")


@functools.lru_cache(maxsize=1)
def _proper_noun() -> Any:
    return _dictionary().pos_matcher(lambda pos: pos[1] == "固有名詞")


@functools.lru_cache(maxsize=32)
def _analysis(text: str) -> tuple[_Token, ...]:
    proper = _proper_noun()
    out: list[_Token] = []
    for start, piece in _slices(text):
        after_proper = False
        for m in _tokens(piece):
            surface = m.surface()
            if after_proper or proper(m) or surface in _TABLE_PLACES:
                pos = tuple(m.part_of_speech())
                out.append((start + m.begin(), start + m.end(), surface, pos))
                after_proper = pos[1] == "固有名詞"
            else:
                out.append((0, 0, surface, _BLANK))
                after_proper = False
    return tuple(out)


# Sudachi refuses an input over 49,149 bytes ("Input is too long"): a pasted article in one
# memory would stop its namespace's consolidation for good. Read it in slices of at most
# _MAX_SLICE characters (3 bytes each at most), cut after a sentence end or line break where one
# falls in the slice's last quarter, so that a name is rarely cut in two.
_MAX_SLICE = 4096
_SLICE_ENDS = "。！？!?\n"


def _slices(text: str) -> list[tuple[int, str]]:
    """``text`` as (start offset, piece) pairs of at most ``_MAX_SLICE`` characters."""
    if len(text) <= _MAX_SLICE:
        return [(0, text)]
    out: list[tuple[int, str]] = []
    start = 0
    while start < len(text):
        end = min(start + _MAX_SLICE, len(text))
        if end < len(text):
            cut = max(text.rfind(c, start + _MAX_SLICE * 3 // 4, end) for c in _SLICE_ENDS)
            if cut >= 0:
                end = cut + 1
        out.append((start, text[start:end]))
        start = end
    return out


def _fallback_key(name: str) -> str:
    key = unicodedata.normalize("NFKC", name).strip().casefold()
    for suffix in _SUFFIXES:
        if key.endswith(suffix) and key[: -len(suffix)] in _PLACE_KEYS:
            return key[: -len(suffix)]
    for word in (" city", " prefecture", " ward", "-ku", "-shi"):
        if key.endswith(word):
            return key[: -len(word)]
    return key


def is_place(name: str) -> bool:
    """True for a known place name: one Sudachi token tagged 地名, or a fallback entry."""
    if _fallback_key(name) in _PLACE_KEYS:
        return True
    if name.isascii():
        return False
    tokens = _tokens(name)
    return len(tokens) == 1 and tuple(tokens[0].part_of_speech()[1:3]) == ("固有名詞", "地名")


def place_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of every Japanese place name in ``text``: Sudachi's 地名 tokens, or, without
    Sudachi, the fallback list's kanji names (with a 都/府/県/市/区 suffix if one follows).
    Text with no Japanese letter has none (no Sudachi pass over English)."""
    if not _JAPANESE_LETTER.search(text):
        return []
    if _dictionary() is not None:
        # Sudachi's 地名, and a proper noun it tags first as a surname, or a noun it reads in
        # context as a common one, that the shipped table lists as a place (嵐山: 人名 before
        # 地名 in SudachiDict; 倉敷).
        out: list[tuple[int, int]] = []
        for begin, end, surface, pos in _analysis(text):
            if pos[1] == "固有名詞" and (pos[2] == "地名" or surface in _TABLE_PLACES):
                out.append((begin, end))
            elif pos[0] == "名詞" and len(surface) >= 2 and surface in _TABLE_PLACES:
                out.append((begin, end))  # 倉敷: a common noun first in 「浩が倉敷の旅館を」
            elif pos[1] == "固有名詞" and surface.endswith(_LANDMARKS):
                # 名古屋城, 仙台駅: one token for the landmark; the town it is named after is
                # named too.
                head = next(surface[: -len(x)] for x in _LANDMARKS if surface.endswith(x))
                if len(head) >= 2 and (_fallback_key(head) in _PLACE_KEYS or _also_place(head)):
                    out.append((begin, begin + len(head)))
        return out
    out = []
    names = sorted((p for p in _PAIRS if not p.isascii()), key=len, reverse=True)
    i = 0
    while i < len(text):
        hit = next((p for p in names if text.startswith(p, i)), None)
        if hit is None:
            i += 1
            continue
        end = i + len(hit)
        if end < len(text) and text[end] in _SUFFIXES:
            end += 1
        out.append((i, end))
        i = end
    return out


def name_reading(name: str) -> str | None:
    """The kana reading of a Japanese name written with kanji (佐々木 -> ささき), from Sudachi's
    dictionary when every part of the name is a dictionary word; None without Sudachi, for
    names with no kanji, and for names Sudachi does not know as one proper noun per part."""
    if not any("\u4e00" <= ch <= "\u9fff" or ch == "々" for ch in name):
        return None
    tokens = _tokens(name)
    if not tokens or any(t.part_of_speech()[1] != "固有名詞" for t in tokens):
        return None
    reading = "".join(t.reading_form() for t in tokens)
    # Katakana to hiragana (the form romaji_forms reads).
    return "".join(chr(ord(c) - 0x60) if "ァ" <= c <= "ヶ" else c for c in reading)


# -- people named with no honorific and no relation: 「翔太が作った」「美穂の結婚式で」 ----------
_KANJI = "\u4e00-\u9fff々〆ヶ"
_KANJI_RUN = re.compile(f"(?<![{_KANJI}])[{_KANJI}]{{2,4}}(?![{_KANJI}])")
# A case or topic particle right after the name: the name stands as a word of its own. Without
# Sudachi, not に / で / へ, which follow places as often (松本に引っ越して): the table cannot
# tell a surname from the town it comes from.
_PARTICLE_AFTER = "がはをにともので"
_PARTICLE_AFTER_TABLE = "がはをとものの"


def _also_place(surface: str) -> bool:
    dictionary = _dictionary()
    return any(
        m.surface() == surface and tuple(m.part_of_speech()[1:3]) == ("固有名詞", "地名")
        for m in dictionary.lookup(surface)
    )


def person_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each person's name written bare in Japanese text, followed by a particle
    (「翔太が作った」「美穂の結婚式で」「父の浩が」): with the ``ja`` extra, Sudachi's tokens
    tagged 名詞・固有名詞・人名 (a surname and a given name side by side are one name; a surname
    alone that is also a place name, before の / に / で / へ, 「金沢の友達」 or 「松本に」, is left
    to the place reader); without it, a
    run of two to four kanji that the shipped table lists as a person's name (or as a surname
    and a given name), with no kanji on either side and が / は / を / と / も / の after it, not
    a known place. A name glued to a noun (山田電機) or followed by an honorific (read by the
    honorific rule) is not one here."""
    if _dictionary() is not None:
        tokens = _analysis(text)
        out: list[tuple[int, int]] = []
        i = 0
        while i < len(tokens):
            begin, end, surface, pos = tokens[i]
            if pos[1:3] != ("固有名詞", "人名"):
                i += 1
                continue
            j = i + 1
            while j < len(tokens) and tokens[j][3][1:3] == ("固有名詞", "人名"):
                end = tokens[j][1]
                j += 1
            after = tokens[j] if j < len(tokens) else None
            if after is not None and after[3][0] == "助詞" and after[2][:1] in _PARTICLE_AFTER:
                lone_surname = j == i + 1 and pos[3] == "姓"
                if not (lone_surname and after[2] in "のにでへ" and _also_place(surface)):
                    out.append((begin, end))
            i = j
        return out
    out = []
    for m in _KANJI_RUN.finditer(text):
        follows = text[m.end() : m.end() + 1]
        if (
            follows
            and follows in _PARTICLE_AFTER_TABLE
            and is_table_person(m.group(0))
            and _fallback_key(m.group(0)) not in _PLACE_KEYS
        ):
            out.append(m.span())
    return out
