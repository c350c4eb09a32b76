"""One person across scripts: matching names by reading, guarded by context, and the user's
corrections.

- :class:`ReadingIndex` — each known entity under the romaji keys of its aliases
  (:func:`omoide.agent.understanding.readings.reading_keys`: 佐々木課長, ささき and "Sasaki-san" all
  read "sasaki"), so a name in another script finds it.
- :func:`compatible` — the guard: a name read alike is not merged into an entity whose context
  disagrees: a pet and a person named by a title or a relation (the dog Sakura and 同僚の
  さくらさん), a place and a person or pet, two different stated relations (a friend ゆき and a
  manager Yuki), or a pair the user split.
- :class:`Corrections` — what the user said about entities (``omoide entities --split`` /
  ``--kind``), stored in the derived memory's meta table (kept across ``consolidate --reset``)
  and applied by every later consolidation: names kept apart, kinds fixed.
- :func:`merge_reasons` — why an entity's aliases are one entity, for ``omoide entities``.
"""

from __future__ import annotations

import functools
import json
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from omoide.agent.understanding.aliases import (
    fold,
    fold_case,
    name_keys,
    strip_honorific,
    strip_kinship,
)
from omoide.agent.understanding.readings import bare_name, loan_keys, name_parts, reading_keys
from omoide.memory_store.derived import DerivedMemory, Entity, EntityKind

__all__ = [
    "Corrections",
    "ReadingIndex",
    "compatible",
    "distinct_people",
    "load_corrections",
    "merge_reasons",
    "person_evidence",
    "save_corrections",
]

_KINDS: tuple[EntityKind, ...] = ("person", "pet", "place", "org", "thing", "title")


def person_evidence(names: Iterable[str], relation: str | None) -> bool:
    """Whether a mention is surely a person: a stated relation (friend, colleague) or a
    title / polite honorific that people get and pets rarely do (さん, 課長, -san, Mr.)."""
    if relation:
        return True
    for name in names:
        bare = bare_name(name)
        if bare != name.strip() and not name.strip().endswith(("ちゃん", "くん", "-chan", "-kun")):
            return True
    return False


def compatible(
    kind_a: str,
    kind_b: str,
    *,
    person_a: bool,
    person_b: bool,
    rel_a: str | None,
    rel_b: str | None,
) -> bool:
    """Whether two things read alike may be one: kinds that can be one (anything and "thing";
    a pet and a person only when neither side is surely a person), and no two different
    stated relations."""
    if rel_a and rel_b and rel_a != rel_b:
        return False
    kinds = {kind_a, kind_b} - {"thing"}
    if len(kinds) <= 1:
        return True
    if kinds == {"person", "pet"}:
        return not ((kind_a == "pet" and person_b) or (kind_b == "pet" and person_a))
    return False


# How the user addresses someone: a professional title (歯医者の山田先生, "Dr. Yamada") or a
# familiar one (山田くん, a friend, a relative, a neighbour: 隣の加藤さん). One person is rarely
# both.
_PROFESSIONAL_TITLES = ("先生", "教授", "博士", "医師", "院長", "sensei")
_PROFESSIONAL_BEFORE = ("dr.", "dr ", "prof.", "prof ", "professor ", "doctor ")
_FAMILIAR_TITLES = ("くん", "ちゃん", "君", "-kun", "-chan", " kun", " chan")
_PROFESSIONAL_RELATIONS = frozenset(("doctor", "teacher", "dentist"))
_FAMILIAR_RELATIONS = frozenset(
    (
        "friend", "neighbour", "partner", "husband", "wife", "son", "daughter", "brother", "sister",
        "mother", "father", "grandmother", "grandfather", "grandchild", "cousin",
        "兄", "姉", "母", "父", "祖母", "祖父", "弟", "妹",
    )
)  # fmt: skip


@functools.lru_cache(maxsize=8192)
def _side(names: tuple[str, ...], relation: str | None) -> tuple[frozenset[str], tuple[Any, ...]]:
    """One side of :func:`distinct_people`: its registers and its full names' parts (cached:
    an entity's aliases are compared with every mention that reads like it)."""
    parts = tuple(p for p in map(name_parts, names) if p)
    return frozenset(_registers(names, relation)), parts


def _registers(names: Iterable[str], relation: str | None) -> set[str]:
    out: set[str] = set()
    if relation in _PROFESSIONAL_RELATIONS:
        out.add("professional")
    if relation in _FAMILIAR_RELATIONS:
        out.add("familiar")
    for name in names:
        folded = fold_case(unicodedata.normalize("NFKC", name)).strip()
        if folded.endswith(_PROFESSIONAL_TITLES) or folded.startswith(_PROFESSIONAL_BEFORE):
            out.add("professional")
        if folded.endswith(_FAMILIAR_TITLES):
            out.add("familiar")
    return out


def _full_names_differ(parts_a: tuple[Any, ...], parts_b: tuple[Any, ...]) -> bool:
    """Two full names sharing one part and not the other: 山田花子 and 山田太郎, "Hanako
    Yamada" and 山田太郎 (read in either order)."""
    for a1, a2 in parts_a:
        for b1, b2 in parts_b:
            for x, y in ((b1, b2), (b2, b1)):
                if (a1 & x and not a2 & y) or (a2 & y and not a1 & x):
                    same = (a1 & x and a2 & y) or (a1 & y and a2 & x)
                    if not same:
                        return True
    return False


def distinct_people(
    names_a: Sequence[str], rel_a: str | None, names_b: Sequence[str], rel_b: str | None
) -> bool:
    """Whether two people read alike are surely two (issue 37's same-surname guard): two full
    names that share a surname but not the given name (山田花子 / 山田太郎), or one addressed only
    with a professional title (山田先生, "Dr. Yamada", a doctor) and the other only familiarly
    (山田くん, a friend or relative)."""
    reg_a, parts_a = _side(tuple(names_a), rel_a)
    if not reg_a and not parts_a:
        return False  # most mentions: a bare name, no title, no relation, no full name
    reg_b, parts_b = _side(tuple(names_b), rel_b)
    if parts_a and parts_b and _full_names_differ(parts_a, parts_b):
        return True
    return {reg_a, reg_b} == {
        frozenset({"professional"}),
        frozenset({"familiar"}),
    }


@dataclass
class Corrections:
    """The user's corrections: ``apart`` holds pairs of folded name groups never to merge;
    ``kinds`` a fixed kind per folded name."""

    apart: list[tuple[frozenset[str], frozenset[str]]] = field(default_factory=list)
    kinds: dict[str, EntityKind] = field(default_factory=dict)

    def kept_apart(self, names: Iterable[str], aliases: Iterable[str]) -> bool:
        """Whether the user split any of ``names`` from any of ``aliases``."""
        a = {k for n in names for k in name_keys(n)}
        b = {k for n in aliases for k in name_keys(n)}
        return any((a & x and b & y) or (a & y and b & x) for x, y in self.apart)

    def kind_of(self, names: Iterable[str]) -> EntityKind | None:
        """The kind the user gave one of ``names``, if any."""
        for name in names:
            for key in name_keys(name):
                if key in self.kinds:
                    return self.kinds[key]
        return None

    def to_json(self) -> str:
        return json.dumps(
            {
                "apart": [[sorted(x), sorted(y)] for x, y in self.apart],
                "kinds": self.kinds,
            },
            ensure_ascii=False,
            sort_keys=True,
        )

    @classmethod
    def from_json(cls, raw: str | None) -> Corrections:
        if not raw:
            return cls()
        data = json.loads(raw)
        kinds = {k: v for k, v in data.get("kinds", {}).items() if v in _KINDS}
        apart = [(frozenset(x), frozenset(y)) for x, y in data.get("apart", [])]
        return cls(apart, kinds)

    def split(self, names: Sequence[str], others: Sequence[str]) -> None:
        """Keep ``names`` apart from ``others`` from now on."""
        keys = frozenset(k for n in names for k in name_keys(n))
        rest = frozenset(k for n in others for k in name_keys(n)) - keys
        if keys and rest:
            self.apart.append((keys, rest))

    def set_kind(self, names: Iterable[str], kind: EntityKind) -> None:
        for name in names:
            for key in name_keys(name):
                self.kinds[key] = kind


def load_corrections(derived: DerivedMemory, namespace: str) -> Corrections:
    """The namespace's corrections (none when the user made none)."""
    return Corrections.from_json(derived.entity_corrections(namespace=namespace))


def save_corrections(derived: DerivedMemory, namespace: str, corrections: Corrections) -> None:
    derived.set_entity_corrections(corrections.to_json(), namespace=namespace)


class ReadingIndex:
    """Known entities under the reading keys of their aliases."""

    def __init__(self) -> None:
        self._ids: dict[str, dict[str, None]] = {}

    def add(self, alias: str, entity_id: str) -> None:
        for key in _keys(alias, own=True):
            self._ids.setdefault(key, {})[entity_id] = None
        parts = name_parts(alias)
        if parts is not None:  # a full name is also found by its surname ("@sato")
            surname = parts[0] if not alias.isascii() else parts[1]  # 佐藤由紀 / "Yuki Sato"
            for key in surname:
                self._ids.setdefault("@" + key, {})[entity_id] = None

    def by_surname(self, name: str) -> list[str]:
        """The entities with a full name whose surname reads like ``name`` (佐藤さん finds
        "Yuki Sato"); none for a full name itself."""
        if name_parts(name) is not None:
            return []
        out: dict[str, None] = {}
        for key in sorted(reading_keys(name)):
            out.update(self._ids.get("@" + key, {}))
        return list(out)

    def candidates(self, name: str) -> list[str]:
        """The entities one of whose aliases reads like ``name`` (or, for a katakana or
        one-word Latin name, sounds like the loanword it renders: バター / "Butter"), first
        added first."""
        out: dict[str, None] = {}
        for key in sorted(_keys(name)):
            out.update(self._ids.get(key, {}))
        return list(out)


@functools.lru_cache(maxsize=65536)
def _keys(name: str, *, own: bool = False) -> frozenset[str]:
    """A name's reading keys and its loanword keys, the latter marked with their script: a
    name is indexed under its own script's (``own``) and looks up the other script's, so a
    loanword key joins a katakana name and a Latin one only ("Kashi" and "Kasshi", two Latin
    names that fold alike, stay two)."""
    latin = bare_name(name).isascii()
    mark = "~l:" if latin == own else "~k:"
    return reading_keys(name) | {mark + k for k in loan_keys(name)}


def merge_reasons(entity: Entity) -> list[str]:
    """Why each alias of ``entity`` is the entity ("Sasaki-san: same reading as 佐々木
    (sasaki)", "佐々木課長: 佐々木 with a title"), for the user to check."""
    name = entity.name
    out: list[str] = []
    base_keys = name_keys(name)
    base_reading = reading_keys(name)
    for alias in entity.aliases:
        if alias == name:
            continue
        if fold(alias) == fold(name):
            continue
        if name_keys(alias) & base_keys:
            if strip_kinship(alias)[1] is not None:
                why = "with a relation word"
            elif strip_honorific(alias) != alias or bare_name(alias) != alias:
                why = "with a title or honorific"
            else:
                why = "the same name folded"
            out.append(f"{alias}: {name} {why}")
            continue
        shared = reading_keys(alias) & base_reading
        if shared:
            out.append(f"{alias}: same reading as {name} ({', '.join(sorted(shared))})")
            continue
        via = [a for a in entity.aliases if a != alias and reading_keys(a) & reading_keys(alias)]
        loan = [
            a for a in (name, *entity.aliases) if a != alias and loan_keys(a) & loan_keys(alias)
        ]
        if via:
            key = sorted(reading_keys(alias) & reading_keys(via[0]))[0]
            out.append(f"{alias}: same reading as {via[0]} ({key})")
        elif loan:
            key = sorted(loan_keys(alias) & loan_keys(loan[0]))[0]
            out.append(f"{alias}: the loanword spelling of {loan[0]} ({key})")
        else:
            out.append(f"{alias}: named in the same phrase or spelt alike")
    return out
