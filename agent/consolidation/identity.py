"""One person across scripts: matching names by reading, guarded by context, and the user's
corrections.

- :class:`ReadingIndex` — each known entity under the romaji keys of its aliases
  (:func:`omoide.memory_store.readings.reading_keys`: 佐々木課長, ささき and "Sasaki-san" all
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

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from omoide.memory_store.aliases import fold, name_keys, strip_honorific, strip_kinship
from omoide.memory_store.derived import DerivedMemory, Entity, EntityKind
from omoide.memory_store.readings import bare_name, reading_keys

__all__ = [
    "Corrections",
    "ReadingIndex",
    "compatible",
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
        for key in reading_keys(alias):
            self._ids.setdefault(key, {})[entity_id] = None

    def candidates(self, name: str) -> list[str]:
        """The entities one of whose aliases reads like ``name``, first added first."""
        out: dict[str, None] = {}
        for key in sorted(reading_keys(name)):
            out.update(self._ids.get(key, {}))
        return list(out)


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
        if via:
            key = sorted(reading_keys(alias) & reading_keys(via[0]))[0]
            out.append(f"{alias}: same reading as {via[0]} ({key})")
        else:
            out.append(f"{alias}: named in the same phrase or spelt alike")
    return out
