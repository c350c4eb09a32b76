"""Regenerate ``memory_store/name_readings_data.py``: readings of common Japanese names.

The offline default (no ``ja`` extra) has no dictionary to read kanji with, so
:mod:`omoide.memory_store.readings` ships a small table of common surnames, given names and
places with their readings. This script makes that table: it reads the names listed in
``scripts/name_reading_candidates.txt`` and looks each one up in SudachiDict (sudachidict-core,
Apache-2.0, © Works Applications; the same dictionary the ``ja`` extra installs), keeping every
reading of an entry tagged 名詞・固有名詞・人名 for that exact surface (地名 when there is none), in
hiragana; for a place (the ``[place]`` section and ``scripts/place_reading_candidates.txt``)
its 地名 readings first, then any 人名 ones (神戸: こうべ, not only the surname かんべ).
Names the dictionary does not know as a proper noun are reported and left out.

Run (needs the ``ja`` extra): ``python scripts/gen_name_readings.py`` — it rewrites the module
and prints how many names it wrote. The table is derived from SudachiDict, whose licence
(Apache-2.0) is the project's; the generated module says so in its header.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CANDIDATES = ROOT / "scripts" / "name_reading_candidates.txt"
# More places (prefectures, wards, regions), all read as places.
PLACES = ROOT / "scripts" / "place_reading_candidates.txt"
OUT = ROOT / "memory_store" / "name_readings_data.py"

HEADER = '''"""Readings of common Japanese names (generated: do not edit by hand).

Made by ``scripts/gen_name_readings.py`` from the names in ``scripts/name_reading_candidates.txt``
and the readings SudachiDict (sudachidict-core {version}, Apache-2.0, © Works Applications Co.,
Ltd.) gives them as proper nouns (人名/地名). One name a line: the name, ``p`` when the
candidate list has it as a person's name and the dictionary agrees (``l``: a place), then its
readings in hiragana separated by ``|``. Used by :mod:`omoide.memory_store.readings` when the
``ja`` extra is not installed (and alongside Sudachi when it is).
"""

TABLE = """\\
'''


def _hiragana(text: str) -> str:
    return "".join(chr(ord(c) - 0x60) if "ァ" <= c <= "ヶ" else c for c in text)


def main() -> int:
    """Write the table; return the process exit status."""
    from importlib.metadata import version

    from sudachipy import Dictionary

    dictionary = Dictionary(dict="core")
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
    rows: list[str] = []
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
            rows.append(f"{name} {kind} {'|'.join(readings)}")
        else:
            missing.append(name)
    body = "\n".join(rows)
    OUT.write_text(
        HEADER.format(version=version("sudachidict-core")) + body + '\n"""\n', encoding="utf-8"
    )
    print(f"{len(rows)} names written to {OUT.relative_to(ROOT)}")
    if missing:
        print(f"not proper nouns in SudachiDict (left out): {' '.join(missing)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
