"""Matching a name to known entities: exact alias, normalised forms, then rapidfuzz similarity.

"あかり", "あかりちゃん", "妹のあかり" and "アカリ" are one person; "Auroa" finds "Aurora"; "田口"
is not "田中" and "Emily" is not "Emma". :func:`name_keys` turns a name into the forms it is
compared by: NFKC, case folded, katakana folded to hiragana, spaces/・/- dropped, honorifics
(さん, ちゃん, 先生, -san, Dr. ...) and kinship phrases (妹の…, my sister …) stripped. Two names
whose keys meet are the same name. Otherwise they are compared with ``rapidfuzz.fuzz.ratio``
on their keys, but only when both keys have at least :data:`FUZZY_MIN_LEN` characters: a typo
in "Sato" and a different name ("Saito") cannot be told apart by spelling, and two-character
Japanese names (田中/田口) differ in half their characters.

:data:`FUZZY_THRESHOLD` and :data:`FUZZY_MIN_LEN` were measured on ``tests/data/alias_pairs.jsonl``
(labelled same/different pairs) by ``benchmarks/bench_extraction.py``; the sweep and the
reason for the choice are in ``benchmarks/results/extraction.md``.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Literal

from rapidfuzz import fuzz, process

__all__ = [
    "FUZZY_MIN_LEN",
    "FUZZY_THRESHOLD",
    "MERGE_THRESHOLD",
    "AliasIndex",
    "AliasMatch",
    "MatchMethod",
    "fold",
    "fold_case",
    "name_keys",
    "similarity",
    "strip_honorific",
    "strip_kinship",
]

# Measured on the labelled pairs (see module docstring). Resolving a name someone just typed
# (read path): 90 -> precision 0.974, recall 0.974 (one miss: a transposition, Komugi/Komgui;
# one false match: Julian/Juliana, a one-letter extension spelling cannot tell from a typo).
# Merging two mentions into one entity during consolidation is costlier when wrong (two people
# become one), so it asks for 93: precision 1.000, recall 0.897 on the same pairs.
FUZZY_THRESHOLD = 90.0
MERGE_THRESHOLD = 93.0
FUZZY_MIN_LEN = 5

MatchMethod = Literal["exact", "normalized", "kinship", "fuzzy"]

_JA_HONORIFIC = re.compile(r"(?:さん|ちゃん|くん|君|先生|様|さま|氏|先輩|部長|課長|社長)$")
_EN_HONORIFIC = re.compile(r"[-\s](?:san|chan|kun|sensei|sama|senpai)$", re.IGNORECASE)
_EN_TITLE = re.compile(r"^(?:dr|mr|mrs|ms|prof)\.?\s+", re.IGNORECASE)
_JA_KIN = re.compile(
    r"^(?:妹|姉|兄|弟|母|父|祖母|祖父|孫|夫|妻|娘|息子|いとこ|友達|友人|親友|彼氏|彼女|上司|同僚|先輩|"
    r"後輩)の(?P<name>.+)$"
)
_JA_KIN_RELATION = {
    "妹": "sister",
    "姉": "sister",
    "兄": "brother",
    "弟": "brother",
    "母": "mother",
    "父": "father",
    "祖母": "grandmother",
    "祖父": "grandfather",
    "孫": "grandchild",
    "夫": "husband",
    "妻": "wife",
    "娘": "daughter",
    "息子": "son",
    "いとこ": "cousin",
    "友達": "friend",
    "友人": "friend",
    "親友": "friend",
    "彼氏": "partner",
    "彼女": "partner",
    "上司": "manager",
    "同僚": "colleague",
    "先輩": "senior colleague",
    "後輩": "junior colleague",
}
_EN_KIN = re.compile(
    r"^(?:my|your)\s+(?P<kin>(?:best |old |little |big |older |younger )?"
    r"(?:sister|brother|mother|mom|mum|father|dad|friend|manager|boss|colleague|coworker|"
    r"wife|husband|partner|girlfriend|boyfriend|son|daughter|cousin|neighbou?r|teacher|doctor|"
    r"grandchild|grandson|granddaughter))"
    r",?\s+(?P<name>.+)$",
    re.IGNORECASE,
)
_EN_KIN_RELATION = {
    "mom": "mother",
    "mum": "mother",
    "dad": "father",
    "boss": "manager",
    "coworker": "colleague",
    "girlfriend": "partner",
    "boyfriend": "partner",
    "neighbor": "neighbour",
    "grandson": "grandchild",
    "granddaughter": "grandchild",
}
_DROP = re.compile(r"[\s・･\-‐–_.'’]+")


def fold_case(text: str) -> str:
    """NFKC, case folded, Latin accents dropped (Café = Cafe); spaces and kana kept."""
    text = unicodedata.normalize("NFKC", text).casefold()
    # Accents only on Latin letters: NFD would also split が into か + ゛.
    return "".join(
        unicodedata.normalize("NFD", ch)[0] if "\u00c0" <= ch <= "\u024f" else ch for ch in text
    )


def fold(name: str) -> str:
    """:func:`fold_case`, then katakana as hiragana, spaces and ・ - . ' dropped."""
    text = "".join(chr(ord(ch) - 0x60) if "ァ" <= ch <= "ヶ" else ch for ch in fold_case(name))
    return _DROP.sub("", text)


def strip_honorific(name: str) -> str:
    """ "田中さん" -> "田中", "Tanaka-san" -> "Tanaka", "Dr. Mori" -> "Mori"."""
    name = name.strip()
    for pattern in (_JA_HONORIFIC, _EN_HONORIFIC):
        stripped = pattern.sub("", name).strip()
        if stripped:
            name = stripped
    stripped = _EN_TITLE.sub("", name).strip()
    return stripped or name


def strip_kinship(name: str) -> tuple[str, str | None]:
    """ "妹のあかり" -> ("あかり", "sister"); "my friend Tom" -> ("Tom", "friend")."""
    name = name.strip()
    m = _JA_KIN.match(name)
    if m:
        kin = name[: name.index("の")]
        return m.group("name"), _JA_KIN_RELATION.get(kin)
    m = _EN_KIN.match(name)
    if m:
        kin = m.group("kin").lower().split()[-1]
        return m.group("name"), _EN_KIN_RELATION.get(kin, kin)
    return name, None


def name_keys(name: str) -> frozenset[str]:
    """The folded forms a name is compared by (as written, kinship and honorific stripped)."""
    bare, _ = strip_kinship(name)
    forms = {name, bare, strip_honorific(name), strip_honorific(bare)}
    return frozenset(k for k in (fold(f) for f in forms) if k)


def fuzzy_keys(name: str) -> frozenset[str]:
    """The forms fuzzy matching compares: the name's, without a kinship phrase around it.

    "my friend Nifure" and "my friend Nifura" share ten letters of phrase and score 93 as
    written, over the fuzzy threshold, while the names alone score 83: two people would be
    merged by the words around them. (Exact and normalised matching still use every form.)"""
    bare, relation = strip_kinship(name)
    if relation is None and bare == name.strip():
        return name_keys(name)
    return frozenset(k for k in (fold(bare), fold(strip_honorific(bare))) if k)


_DIGITS = re.compile(r"\d+")


def _fuzzy(a: str, b: str, *, min_len: int) -> float:
    """rapidfuzz ratio of two keys, with the cases spelling cannot decide ruled out: short keys,
    different numbers (第1番/第3番), and a name extended by two or more letters (Park/Parker,
    Mori/Moriyama), which is another name rather than a typo."""
    if len(a) < min_len or len(b) < min_len:
        return 0.0
    if _DIGITS.findall(a) != _DIGITS.findall(b):
        return 0.0
    short, long_ = sorted((a, b), key=len)
    if long_.startswith(short) and len(long_) - len(short) >= 2:
        return 0.0
    return float(fuzz.ratio(a, b))


def similarity(a: str, b: str, *, min_len: int = FUZZY_MIN_LEN) -> float:
    """100 when the names share a key, else the best rapidfuzz ratio of their keys (0 when a
    key is shorter than ``min_len``)."""
    ka, kb = name_keys(a), name_keys(b)
    if ka & kb:
        return 100.0
    return max((_fuzzy(x, y, min_len=min_len) for x in ka for y in kb), default=0.0)


@dataclass(frozen=True, slots=True)
class AliasMatch:
    """The entity a name resolved to, how, and with what score (100 for non-fuzzy matches)."""

    entity_id: str
    alias: str
    method: MatchMethod
    score: float


class AliasIndex:
    """The alias table of a namespace, for resolving names (no LLM, no I/O).

    Build it from ``(alias, entity_id)`` pairs (``DerivedStore.alias_table()``) and, to
    resolve bare kinship words (妹, "my sister"), each entity's relation to the user.
    """

    def __init__(
        self,
        pairs: Iterable[tuple[str, str]] = (),
        *,
        relations: Mapping[str, str | None] | None = None,
        threshold: float = FUZZY_THRESHOLD,
        min_len: int = FUZZY_MIN_LEN,
    ) -> None:
        self.threshold = threshold
        self.min_len = min_len
        self._exact: dict[str, str] = {}
        self._keys: dict[str, dict[str, str]] = {}  # key -> {entity_id: alias}
        # The keys long enough for fuzzy matching, kept as they come: rebuilding this list on
        # every fuzzy match made resolving a name cost a Python pass over every key.
        self._fuzzy_choices: list[str] = []
        # Each fuzzy choice's one-deletion variants -> the choices' positions: the exact
        # shortlist of a short name's possible matches (see _shortlist).
        self._deletions: dict[str, list[int]] = {}
        self._choice_at: dict[str, int] = {}
        self._relations: dict[str, set[str]] = {}
        for alias, entity_id in pairs:
            self.add(alias, entity_id)
        for entity_id, relation in (relations or {}).items():
            if relation:
                self._relations.setdefault(relation, set()).add(entity_id)

    def add(self, alias: str, entity_id: str, *, relation: str | None = None) -> None:
        """Register one alias of an entity (and its relation to the user, if known)."""
        self._exact.setdefault(alias, entity_id)
        fuzzy = fuzzy_keys(alias)
        for key in name_keys(alias):
            if key not in self._choice_at and key in fuzzy and len(key) >= self.min_len:
                self._choice_at[key] = len(self._fuzzy_choices)
                for i in range(len(key)):
                    self._deletions.setdefault(key[:i] + key[i + 1 :], []).append(
                        len(self._fuzzy_choices)
                    )
                self._fuzzy_choices.append(key)
            self._keys.setdefault(key, {}).setdefault(entity_id, alias)
        if relation:
            self._relations.setdefault(relation, set()).add(entity_id)

    def __len__(self) -> int:
        return len(self._exact)

    def owner(self, alias: str) -> str | None:
        """The entity that has ``alias`` spelt exactly so, if any."""
        return self._exact.get(alias.strip())

    def match(
        self, name: str, *, relation: str | None = None, threshold: float | None = None
    ) -> AliasMatch | None:
        """The entity ``name`` refers to, or None. Ambiguous normalised or kinship matches
        (two entities share the key) resolve to nothing rather than to a guess. ``threshold``
        overrides the fuzzy threshold (use :data:`MERGE_THRESHOLD` when merging entities)."""
        name = name.strip()
        if not name:
            return None
        if name in self._exact:
            return AliasMatch(self._exact[name], name, "exact", 100.0)
        _, stated = strip_kinship(name)
        relation = relation or stated
        candidates: dict[str, str] = {}
        for key in name_keys(name):
            candidates.update(self._keys.get(key, {}))
        if len(candidates) == 1:
            ((entity_id, alias),) = candidates.items()
            return AliasMatch(entity_id, alias, "normalized", 100.0)
        if len(candidates) > 1 and relation:
            related = [e for e in candidates if e in self._relations.get(relation, set())]
            if len(related) == 1:
                return AliasMatch(related[0], candidates[related[0]], "kinship", 100.0)
        if candidates:
            return None
        kin_only = _kin_word(name)
        if kin_only is not None:
            ids = self._relations.get(kin_only, set())
            if len(ids) == 1:
                (entity_id,) = ids
                return AliasMatch(entity_id, name, "kinship", 100.0)
            return None
        return self._fuzzy_match(name, self.threshold if threshold is None else threshold)

    def _shortlist(self, key: str, threshold: float) -> list[str] | None:
        """Every fuzzy choice that can score ``threshold`` against ``key``, in the choices'
        order, or None when the shortlist would not be exact (then every choice is scanned).

        ``fuzz.ratio`` is ``100 · (1 − D / (len_a + len_b))`` with ``D`` the insertions and
        deletions between the two, and ``D`` is at least their length difference, so a choice
        that scores ``threshold`` has a length within ``len·(1 ± f) / (1 ∓ f)``, ``f = 1 −
        threshold / 100``. When ``f · (len + longest) < 2`` for all of them, ``D ≤ 1``: the
        choice is ``key`` itself, ``key`` less one character, or ``key`` with one more — found
        in the one-deletion index without comparing the others (at 90 and above: names of up to
        8 characters, most names). Scanning every key per new name made consolidation
        quadratic in the names it knows (RELIABILITY 26.14)."""
        f = 1.0 - threshold / 100.0
        if f >= 1.0:
            return None
        longest = len(key) * (1.0 + f) / (1.0 - f)
        if f * (len(key) + longest) >= 2.0:
            return None
        found: set[int] = set(self._deletions.get(key, ()))
        for variant in (key, *(key[:i] + key[i + 1 :] for i in range(len(key)))):
            if (at := self._choice_at.get(variant)) is not None:
                found.add(at)
        return [self._fuzzy_choices[i] for i in sorted(found)]

    def _fuzzy_match(self, name: str, threshold: float) -> AliasMatch | None:
        keys = [k for k in fuzzy_keys(name) if len(k) >= self.min_len]
        best: tuple[float, str] | None = None
        for key in keys:
            shortlist = self._shortlist(key, threshold)
            choices = self._fuzzy_choices if shortlist is None else shortlist
            # rapidfuzz shortlists in C; the rules of _fuzzy then decide among the few left.
            for choice, _, _ in process.extract(
                key, choices, scorer=fuzz.ratio, score_cutoff=threshold, limit=5
            ):
                score = _fuzzy(key, choice, min_len=self.min_len)
                if score >= threshold and (best is None or score > best[0]):
                    best = (score, choice)
        if best is None:
            return None
        owners = self._keys[best[1]]
        if len(owners) != 1:
            return None
        ((entity_id, alias),) = owners.items()
        return AliasMatch(entity_id, alias, "fuzzy", best[0])


_BARE_KIN = {
    "妹": "sister",
    "姉": "sister",
    "兄": "brother",
    "弟": "brother",
    "母": "mother",
    "お母さん": "mother",
    "父": "father",
    "お父さん": "father",
    "my sister": "sister",
    "my brother": "brother",
    "my mother": "mother",
    "my mom": "mother",
    "my mum": "mother",
    "my father": "father",
    "my dad": "father",
}


def _kin_word(name: str) -> str | None:
    """The relation a bare kinship word names ("妹" -> sister, "my mom" -> mother)."""
    key = unicodedata.normalize("NFKC", name).strip().lower()
    key = key.removesuffix("さん") if key not in _BARE_KIN else key
    return _BARE_KIN.get(key)
