"""One person across scripts: matching names by reading, guarded by context, and the user's
corrections.

- :class:`ReadingIndex` — each known entity under the romaji keys of its aliases
  (:func:`omoide.agent.understanding.readings.reading_keys`: 佐々木課長, ささき and "Sasaki-san" all
  read "sasaki"), so a name in another script finds it; a kanji given name also under its
  readings by its characters (陽菜 -> "hina"), found by kana and Latin names only.
- :func:`compatible` — the guard: a name read alike is not merged into an entity whose context
  disagrees: a pet and a person named by a title or a relation (the dog Sakura and 同僚の
  さくらさん), a place and a person or pet, two different stated relations (a friend ゆき and a
  manager Yuki), or a pair the user split.
- :func:`distinct_people` — two people read alike whose full names differ, or whose
  :func:`roles` no one person holds (:func:`roles_conflict`: a boss 部長の小川さん and a yoga
  teacher ヨガ教室の小川先生; a customer 常連の中村さん and a co-worker 同じ店の中村くん).
- :func:`address_forms` — how a name is addressed (さん / -san / Mr., くん / -kun, 先生 /
  -sensei / Dr.): between two people read alike that both fit, the one addressed alike.
- :class:`Corrections` — what the user said about entities (``omoide entities --split`` /
  ``--kind``), stored in the derived memory's meta table (kept across ``consolidate --reset``)
  and applied by every later consolidation: names kept apart, kinds fixed.
- :func:`merge_reasons` — why an entity's aliases are one entity, for ``omoide entities``.
"""

from __future__ import annotations

import functools
import json
import re
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
from omoide.agent.understanding.extract.vocab import ROLE_WORDS
from omoide.agent.understanding.readings import (
    bare_name,
    character_keys,
    loan_keys,
    name_parts,
    reading_keys,
)
from omoide.memory_store.derived import DerivedMemory, Entity, EntityKind

__all__ = [
    "Corrections",
    "ReadingIndex",
    "address_forms",
    "compatible",
    "distinct_people",
    "load_corrections",
    "merge_reasons",
    "person_evidence",
    "roles",
    "roles_conflict",
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


# What a mention says about who the person is to the user: how they are addressed (a
# professional title, 山田先生 / "Dr. Yamada"; a familiar one, 山田くん) and the roles and
# relations around the name (部長の小川さん, 常連の中村さん, ヨガ教室の小川先生, a friend, a
# neighbour). Two people read alike whose roles cannot be one person's are two (issue 37,
# round 5: a boss 小川さん and a yoga teacher 小川先生; a regular customer 中村さん and a
# co-worker 中村くん). さん against くん alone says nothing: only roles that exclude each other do.
_PROFESSIONAL_TITLES = ("先生", "教授", "博士", "医師", "院長", "sensei")
_PROFESSIONAL_BEFORE = ("dr.", "dr ", "prof.", "prof ", "professor ", "doctor ")
_FAMILIAR_TITLES = ("くん", "ちゃん", "君", "-kun", "-chan", " kun", " chan")
_WORK_TITLES = ("部長", "課長", "係長", "社長", "店長", "主任", "室長", "所長", "専務", "常務")
_RELATION_ROLES: dict[str, tuple[str, ...]] = {
    "doctor": ("professional", "medical"),
    "dentist": ("professional", "medical"),
    "teacher": ("professional", "lesson"),
    "manager": ("work",),
    "colleague": ("work",),
    "senior colleague": ("work",),
    "junior colleague": ("work",),
    "neighbour": ("familiar", "neighbour"),
    "friend": ("familiar", "friend"),
    "partner": ("familiar", "family"),
    # issue 37, round 6: someone the user teaches, studies or lives with
    "student": ("pupil",),
    "classmate": ("school", "familiar"),
    "roommate": ("familiar",),
    **{
        kin: ("familiar", "family")
        for kin in (
            "husband", "wife", "son", "daughter", "brother", "sister", "mother", "father",
            "grandmother", "grandfather", "grandchild", "cousin", "niece", "nephew",
            "father-in-law", "mother-in-law", "兄", "姉", "母", "父",
            "祖母", "祖父", "弟", "妹",
        )
    },
}  # fmt: skip
_EN_ROLE_WORDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("department head", ("work",)), ("supervisor", ("work",)), ("team lead", ("work",)),
    ("customer", ("customer",)), ("client", ("customer",)), ("regular", ("customer",)),
    ("instructor", ("professional", "lesson")), ("coach", ("professional", "lesson")),
    ("tutor", ("professional", "lesson")), ("dentist", ("professional", "medical")),
)  # fmt: skip
# Roles no one person holds for the user at once: someone the user addresses as 先生 is not
# their customer, relative, friend or neighbour, nor the one they call くん (a co-worker may
# be 先生: teachers and doctors call each other so); the user's own teacher or doctor (ヨガ
# 教室の, 歯医者の) is not their co-worker or boss; a customer is not a co-worker; a lesson's
# teacher is not the dentist.
_EXCLUSIVE: frozenset[frozenset[str]] = frozenset(
    frozenset(pair)
    for pair in (
        *(("professional", r) for r in ("customer", "family", "friend", "neighbour",
                                        "familiar")),
        ("lesson", "work"), ("medical", "work"), ("lesson", "medical"), ("work", "customer"),
        ("family", "customer"), ("neighbour", "customer"), ("neighbour", "work"),
    )
)  # fmt: skip
_ROLE_PHRASE = re.compile(r"^(?P<role>.{1,12}?)の(?P<name>[^の]{1,16})$")
_EN_ROLE = re.compile(r"\b(?:" + "|".join(w for w, _ in _EN_ROLE_WORDS) + r")\b")
_EN_ROLES = dict(_EN_ROLE_WORDS)


@functools.lru_cache(maxsize=65536)
def _side(names: tuple[str, ...], relation: str | None) -> tuple[frozenset[str], tuple[Any, ...]]:
    """One side of :func:`distinct_people`: its roles and its full names' parts (cached: an
    entity's aliases are compared with every mention that reads like it)."""
    parts = tuple(p for p in map(name_parts, names) if p)
    return roles(names, relation), parts


@functools.lru_cache(maxsize=65536)
def _name_roles(name: str) -> frozenset[str]:
    out: set[str] = set()
    folded = fold_case(unicodedata.normalize("NFKC", name)).strip()
    m = _ROLE_PHRASE.match(name.strip()) if "の" in name else None
    bare = m.group("name") if m else folded
    if m:
        phrase = m.group("role")
        for word, said in ROLE_WORDS:
            if word in phrase:
                out.update(said)
    for found in _EN_ROLE.finditer(folded) if " " in folded else ():
        out.update(_EN_ROLES[found.group(0)])
    bare = fold_case(bare)
    if bare.endswith(_PROFESSIONAL_TITLES) or folded.startswith(_PROFESSIONAL_BEFORE):
        out.add("professional")
    if bare.endswith(_FAMILIAR_TITLES):
        out.add("familiar")
    if bare.endswith(_WORK_TITLES):
        out.add("work")
    return frozenset(out)


def roles(names: Iterable[str], relation: str | None) -> frozenset[str]:
    """What the mentions ``names`` (and a stated ``relation``) say the person is to the user:
    "professional" (先生, Dr., a doctor or teacher), "familiar" (くん, ちゃん, a friend or
    relative), and the roles of a phrase before the name or a relation: "work" (部長の, 同じ店
    の, a colleague), "customer" (常連の), "lesson" (ヨガ教室の, a teacher), "medical" (歯医者の,
    a doctor), "family", "friend", "neighbour" (隣の)."""
    out: set[str] = set(_RELATION_ROLES.get(relation or "", ()))
    for name in names:
        out |= _name_roles(name)
    return frozenset(out)


def roles_conflict(a: frozenset[str], b: frozenset[str]) -> tuple[str, str] | None:
    """A pair of roles, one said of each side only, that no one person holds for the user
    (professional / work, work / customer, lesson / medical ...); None when none."""
    for x in sorted(a - b):
        for y in sorted(b - a):
            if frozenset((x, y)) in _EXCLUSIVE:
                return x, y
    return None


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
    names that share a surname but not the given name (山田花子 / 山田太郎), or roles said of
    each that no one person holds (:func:`roles_conflict`): one addressed with a professional
    title (山田先生, "Dr. Yamada") and the other familiarly (山田くん, a friend or relative);
    the user's yoga teacher (ヨガ教室の小川先生) and a boss (部長の小川さん); a customer
    (常連の中村さん) and a co-worker (同じ店の中村くん)."""
    reg_a, parts_a = _side(tuple(names_a), rel_a)
    if not reg_a and not parts_a:
        return False  # most mentions: a bare name, no title, no relation, no full name
    reg_b, parts_b = _side(tuple(names_b), rel_b)
    if parts_a and parts_b and _full_names_differ(parts_a, parts_b):
        return True
    return roles_conflict(reg_a, reg_b) is not None


# How a name is addressed, for telling apart two people read alike that both fit a mention:
# "Nakamura-kun" is the one called 中村くん, "Ogawa-sensei" the one called 小川先生.
_ADDRESS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(?:くん|君)$|[-\s]kun$", re.I), "kun"),
    (re.compile(r"ちゃん$|[-\s]chan$", re.I), "chan"),
    (re.compile(r"さん$|[-\s]san$|^(?:mr|mrs|ms|miss)\.?\s", re.I), "san"),
    (re.compile(r"(?:様|さま)$|[-\s]sama$", re.I), "sama"),
    (re.compile(r"先生$|[-\s]sensei$|^(?:dr|prof|professor)\.?\s", re.I), "sensei"),
)


@functools.lru_cache(maxsize=65536)
def _address(name: str) -> str | None:
    if name.isascii() and not any(ch in name for ch in "-. "):
        return None  # a bare Latin name ("Kamori"): most mentions
    text = strip_kinship(unicodedata.normalize("NFKC", name).strip())[0]
    m = _ROLE_PHRASE.match(text)
    text = m.group("name") if m else text
    for pattern, form in _ADDRESS:
        if pattern.search(text):
            return form
    return None


def address_forms(names: Iterable[str]) -> frozenset[str]:
    """How ``names`` address the person: "san" (さん, -san, Mr.), "kun", "chan", "sama",
    "sensei" (先生, -sensei, Dr.); empty for bare names."""
    return frozenset(f for f in map(_address, names) if f is not None)


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
            bare = bare_name(alias)
            if _KANJI_ONLY.fullmatch(bare):  # 前田蓮 is also found by its given name 蓮
                for cut in range(1, len(bare)):
                    if reading_keys(bare[cut:]) & parts[1]:
                        self._ids.setdefault("@g:" + bare[cut:], {})[entity_id] = None

    def by_given_name(self, name: str) -> list[str]:
        """The entities with a kanji full name whose given name is ``name`` spelt alike (蓮
        finds 同期の前田蓮: a full name said once, the given name after; issue 37, round 6);
        none for a name not in kanji or a full name itself."""
        bare = bare_name(name)
        if not _KANJI_ONLY.fullmatch(bare) or name_parts(name) is not None:
            return []
        return list(self._ids.get("@g:" + bare, {}))

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
    """A name's reading keys, its loanword keys and its readings by its characters, the last
    two marked with their side: a name is indexed under its own side's (``own``) and looks up
    the other side's, so a loanword key joins a katakana name and a Latin one only ("Kashi"
    and "Kasshi", two Latin names that fold alike, stay two), and a kanji given name read by
    its characters (陽菜 -> "hina") meets a name in kana or Latin letters, never another kanji
    name. A Latin or kana name takes part in the latter only when it is not addressed as a
    surname usually is (さん, Mr., 先生, 様): "Hina" and ひなちゃん meet 陽菜, "Takeda-san"
    never meets a given name by its characters."""
    bare = bare_name(name)
    latin = bare.isascii()
    mark = "~l:" if latin == own else "~k:"
    out = reading_keys(name) | {mark + k for k in loan_keys(name)}
    if _KANJI_NAME.search(bare):
        side = "~ck:" if own else "~cl:"
        return out | {side + k for k in character_keys(name)}
    if not address_forms((name,)) & _SURNAME_FORMS:
        side = "~cl:" if own else "~ck:"
        out |= {side + k for k in reading_keys(name)}
    return out


_KANJI_NAME = re.compile(r"[\u4e00-\u9fff々]")
_KANJI_ONLY = re.compile(r"[\u4e00-\u9fff々]+")
_SURNAME_FORMS = frozenset(("san", "sama", "sensei"))


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
        # Two people read alike and this one addressed the same way (中村くん / Nakamura-kun).
        form = address_forms((alias,))
        alike = [a for a in entity.aliases if a != alias and form & address_forms((a,))]
        addressed = f", addressed alike ({alike[0]})" if form and alike else ""
        role = _ROLE_PHRASE.match(alias)
        if role and name_keys(role.group("name")) & base_keys and _name_roles(alias):
            out.append(f"{alias}: {name} with a role ({role.group('role')})")
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
            out.append(f"{alias}: same reading as {name} ({', '.join(sorted(shared))}){addressed}")
            continue
        by_chars = [
            (a, sorted(keys))
            for a in (name, *entity.aliases)
            if a != alias
            for keys in [
                character_keys(a) & reading_keys(alias) or character_keys(alias) & reading_keys(a)
            ]
            if keys
        ]
        if by_chars:
            a, keys = by_chars[0]
            out.append(f"{alias}: {a} read by its characters ({keys[0]})")
            continue
        via = [a for a in entity.aliases if a != alias and reading_keys(a) & reading_keys(alias)]
        loan = [
            a for a in (name, *entity.aliases) if a != alias and loan_keys(a) & loan_keys(alias)
        ]
        if via:
            key = sorted(reading_keys(alias) & reading_keys(via[0]))[0]
            out.append(f"{alias}: same reading as {via[0]} ({key}){addressed}")
        elif loan:
            key = sorted(loan_keys(alias) & loan_keys(loan[0]))[0]
            out.append(f"{alias}: the loanword spelling of {loan[0]} ({key})")
        else:
            out.append(f"{alias}: named in the same phrase or spelt alike")
    return out
