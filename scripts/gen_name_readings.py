"""Regenerate ``agent/understanding/name_readings_data.py``: readings of common Japanese names.

The offline default (no ``ja`` extra) has no dictionary to read kanji with, so
:mod:`omoide.agent.understanding.readings` ships a small table of common surnames, given names and
places with their readings. This script makes that table: it reads the names listed in
``scripts/name_reading_candidates.txt`` and looks each one up in SudachiDict (sudachidict-core,
Apache-2.0, © Works Applications; the same dictionary the ``ja`` extra installs), keeping every
reading of an entry tagged 名詞・固有名詞・人名 for that exact surface (地名 when there is none), in
hiragana; for a place (the ``[place]`` section and ``scripts/place_reading_candidates.txt``)
its 地名 readings first, then any 人名 ones (神戸: こうべ, not only the surname かんべ).
Names the dictionary does not know as a proper noun are reported and left out.

Beyond the hand-picked names, ``scripts/sudachi_name_candidates.txt`` holds common given names
and surnames chosen mechanically from SudachiDict's own 人名・名 / 人名・姓 entries
(``python scripts/gen_name_readings.py --candidates`` rewrites it). SudachiDict gives its
~110k given names and ~86k surnames no usable frequency (nearly every one wins over ordinary
words in a sentence, so their costs do not rank them), so commonness is read from the
dictionary's shape: a reading many spellings share is a common reading (なおみ, しょうた), and
a kanji many name entries use is a common name kanji. Kept: kanji names (1–2 characters for
given names, 1–3 for surnames) of one of the :data:`GIVEN_READINGS` / :data:`SURNAME_READINGS`
most-spelt readings, every kanji among the :data:`NAME_KANJI` most used in that kind's entries,
that Sudachi reads as a person's name in 「昨日…と会った。」 (so 光, 空, 希望 — words first —
stay out).

Run (needs the ``ja`` extra): ``python scripts/gen_name_readings.py`` — it rewrites the module
and prints how many names it wrote. The table is derived from SudachiDict, whose licence
(Apache-2.0) is the project's; the generated module says so in its header.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CANDIDATES = ROOT / "scripts" / "name_reading_candidates.txt"
# Common given names and surnames chosen from SudachiDict's entries (``--candidates``).
SUDACHI_CANDIDATES = ROOT / "scripts" / "sudachi_name_candidates.txt"
GIVEN_READINGS = 1000  # the most-spelt given-name readings kept
SURNAME_READINGS = 2000  # the most-spelt surname readings kept
NAME_KANJI = 300  # a kept name's kanji are all among this many most used in its kind
# More places (prefectures, wards, regions), all read as places.
PLACES = ROOT / "scripts" / "place_reading_candidates.txt"
OUT = ROOT / "agent" / "understanding" / "name_readings_data.py"

HEADER = '''"""Readings of common Japanese names (generated: do not edit by hand).

Made by ``scripts/gen_name_readings.py`` from the names in ``scripts/name_reading_candidates.txt``
and the readings SudachiDict (sudachidict-core {version}, Apache-2.0, © Works Applications Co.,
Ltd.) gives them as proper nouns (人名/地名). One name a line: the name, ``p`` when the
candidate list has it as a person's name and the dictionary agrees (``l``: a place), then its
readings in hiragana separated by ``|``. Used by :mod:`omoide.agent.understanding.readings` when the
``ja`` extra is not installed (and alongside Sudachi when it is).

``TABLE`` holds the hand-picked names (read at import); ``MORE`` the ~20k common given names
and surnames chosen mechanically from SudachiDict's 人名 entries
(``scripts/sudachi_name_candidates.txt``), read only when a name is not in ``TABLE``.
"""

TABLE = """\\
'''
MORE_HEADER = '''# Common names chosen from SudachiDict (scripts/sudachi_name_candidates.txt).
MORE = """\\
'''


def _hiragana(text: str) -> str:
    return "".join(chr(ord(c) - 0x60) if "ァ" <= c <= "ヶ" else c for c in text)


def common_names(dictionary: Any) -> dict[str, list[str]]:
    """SudachiDict's common given names and surnames (see the module's docstring), sorted."""
    from collections import Counter, defaultdict

    from sudachipy import SplitMode

    kanji_name = re.compile(r"[\u4e00-\u9fff々]{1,3}")
    kinds = {"名": ("given", 2, GIVEN_READINGS), "姓": ("surname", 3, SURNAME_READINGS)}
    by_kind: dict[str, dict[str, set[str]]] = {k: defaultdict(set) for k in kinds}
    for m in dictionary.entries():
        pos = m.part_of_speech()
        surface = m.surface()
        if pos[1:3] == ("固有名詞", "人名") and pos[3] in kinds and kanji_name.fullmatch(surface):
            by_kind[pos[3]][surface].add(_hiragana(m.reading_form()))
    tokenizer = dictionary.tokenizer(SplitMode.C)
    out: dict[str, list[str]] = {}
    for kind, (section, longest, n_readings) in kinds.items():
        surfaces = by_kind[kind]
        kanji_use = Counter(c for s in surfaces for c in s)
        common_kanji = {c for c, _ in kanji_use.most_common(NAME_KANJI)}
        spellings: dict[str, list[str]] = defaultdict(list)
        for surface, kana in surfaces.items():
            for reading in kana:
                if 2 <= len(reading) <= 6:
                    spellings[reading].append(surface)
        readings = sorted(spellings, key=lambda r: (-len(spellings[r]), r))[:n_readings]
        chosen = {
            s
            for r in readings
            for s in spellings[r]
            if len(s) <= longest and all(c in common_kanji for c in s)
        }
        out[section] = sorted(
            s
            for s in chosen
            if any(
                m.surface() == s and m.part_of_speech()[2] == "人名"
                for m in tokenizer.tokenize(f"昨日{s}と会った。")
            )
        )
    return out


def write_candidates(dictionary: Any) -> None:
    """Rewrite ``scripts/sudachi_name_candidates.txt`` from the dictionary."""
    from importlib.metadata import version

    found = common_names(dictionary)
    lines = [
        "# Common Japanese given names and surnames chosen mechanically from SudachiDict",
        f"# (sudachidict-core {version('sudachidict-core')}, Apache-2.0, © Works Applications) by",
        "# `python scripts/gen_name_readings.py --candidates` (the cut: that script's docstring):",
        f"# {GIVEN_READINGS} / {SURNAME_READINGS} most-spelt readings, kanji among the "
        f"{NAME_KANJI} most used. Do not edit by hand.",
    ]
    for section in ("surname", "given"):
        lines.append(f"# [{section}]")
        names = found[section]
        lines += [" ".join(names[i : i + 20]) for i in range(0, len(names), 20)]
    SUDACHI_CANDIDATES.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(
        f"{len(found['surname'])} surnames, {len(found['given'])} given names written to "
        f"{SUDACHI_CANDIDATES.relative_to(ROOT)}"
    )


def main() -> int:
    """Write the table; return the process exit status."""
    from importlib.metadata import version

    from sudachipy import Dictionary

    dictionary = Dictionary(dict="core")
    if "--candidates" in sys.argv[1:]:
        write_candidates(dictionary)
        return 0
    names: dict[str, str] = {}  # name -> the section it is first listed in
    section = ""
    lines = CANDIDATES.read_text(encoding="utf-8").splitlines()
    lines += ["# [place]", *PLACES.read_text(encoding="utf-8").splitlines()]
    for line in lines:
        if line.startswith("# ["):
            section = line[3:].split("]", 1)[0]
        line = line.split("#", 1)[0]
        for name in line.split():
            names.setdefault(name, section)
    listed = set(names)  # the hand-picked names: TABLE; the mechanical ones: MORE
    if SUDACHI_CANDIDATES.exists():
        for line in SUDACHI_CANDIDATES.read_text(encoding="utf-8").splitlines():
            if line.startswith("# ["):
                section = line[3:].split("]", 1)[0]
            for name in line.split("#", 1)[0].split():
                names.setdefault(name, section)
    rows: list[str] = []
    more: list[str] = []
    missing: list[str] = []
    for name in names:
        # A person's readings when the name is one (田中 is also a place read でんちゅう).
        by_kind: dict[str, dict[str, None]] = {"人名": {}, "地名": {}}
        for m in dictionary.lookup(name):
            pos = m.part_of_speech()
            if m.surface() == name and pos[1] == "固有名詞" and pos[2] in by_kind:
                by_kind[pos[2]][_hiragana(m.reading_form())] = None
        if names[name] == "place":  # a place's own readings first (神戸: こうべ, not かんべ)
            readings = {**by_kind["地名"], **by_kind["人名"]}
        else:
            readings = by_kind["人名"] or by_kind["地名"]
        if readings:
            # "l" for the places listed (also read as place names without the ja extra),
            # else "p" for a person's name, "l" for a name the dictionary has only as a place.
            kind = "l" if names[name] == "place" or not by_kind["人名"] else "p"
            (rows if name in listed else more).append(f"{name} {kind} {'|'.join(readings)}")
        else:
            missing.append(name)
    body = "\n".join(rows) + '\n"""\n\n' + MORE_HEADER + "\n".join(more)
    OUT.write_text(
        HEADER.format(version=version("sudachidict-core")) + body + '\n"""\n', encoding="utf-8"
    )
    print(f"{len(rows)} listed and {len(more)} more names written to {OUT.relative_to(ROOT)}")
    if missing:
        print(f"not proper nouns in SudachiDict (left out): {' '.join(missing)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
