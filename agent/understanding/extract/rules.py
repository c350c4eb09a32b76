"""The offline rule extractor: names, relations and dated plans in Japanese and English."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from datetime import UTC, date, tzinfo
from typing import TYPE_CHECKING

from omoide.memory_store.derived import EntityKind
from omoide.memory_store.records import Episode

from ..dates import DateSpan, find_dates
from ..lexicon import glosses, japanese, kanji_names
from ..readings import is_person_name, loan_keys, other_script_forms
from .base import (
    EntityMention,
    Extraction,
    FactMention,
    PlanMention,
    add_mention,
    episode_day,
    normalize_name,
)
from .evidence import is_species, org_names, pet_names, text_facts
from .lexicon import is_place, person_spans, place_spans
from .vocab import (
    EN_BARE_KIN,
    EN_HONORIFIC_PREFIX,
    EN_HONORIFIC_SUFFIX,
    EN_KINSHIP,
    EN_LEADING_DROP,
    EN_SENTENCE_OPENERS,
    EN_STOP,
    EN_VERBLIKE,
    JA_BARE_KIN,
    JA_HONORIFICS,
    JA_KIN_CANON,
    JA_KINSHIP,
    JA_NOT_NAMES,
    JA_PARTICLES,
    ORG_SUFFIX,
    PLACE_SUFFIX,
    ROLE_WORDS,
)

if TYPE_CHECKING:
    # .facts (its many expressions) loads with the first facts() call: names(), which the
    # read path uses, does not need it.
    from .facts import Subject

__all__ = ["EN_KINSHIP", "JA_KINSHIP", "TOPIC_CARRY_SECONDS", "RuleExtractor"]

# How long after the user's previous message in the same session its topic still holds.
TOPIC_CARRY_SECONDS = 30 * 60


# Scripts.
_KANJI = r"\u4e00-\u9fff々"
_HIRA = r"\u3041-\u3096"
_KATA = r"\u30a1-\u30fa\u30fcー"
_LATIN_WORD = r"[A-Z][A-Za-z\u00c0-\u024f'’.-]*"
_LATIN_NAME = rf"{_LATIN_WORD}(?:\s{_LATIN_WORD})?"

_JA_NAME = rf"(?P<name>[{_KANJI}]{{1,4}}|[{_KATA}・]{{2,12}}|[{_HIRA}]{{2,7}}|{_LATIN_NAME})"
# Not after a digit ("2週間様子"), and 様子 / 君たち are words, not honorifics.
_RE_JA_HONORIFIC = re.compile(
    r"(?<![0-9０-９])" + _JA_NAME + rf"(?P<hon>{'|'.join(JA_HONORIFICS)})(?!子|たち|達)"
)
_RE_JA_KIN_NAME = re.compile(
    rf"(?<![{_KANJI}])(?P<kin>{'|'.join(sorted(JA_KINSHIP, key=len, reverse=True))})の"
    rf"(?P<name>[{_KATA}・]{{2,12}}|[{_KANJI}]{{1,4}}|[{_HIRA}]{{2,6}}|{_LATIN_NAME})"
    rf"(?P<hon>{'|'.join(JA_HONORIFICS)})?"
)
# 「上司は佐々木さん」: a relation stated as a topic, the name marked by an honorific.
_RE_JA_KIN_TOPIC = re.compile(
    rf"(?<![{_KANJI}])(?P<kin>{'|'.join(sorted(JA_KINSHIP, key=len, reverse=True))})は"
    rf"(?P<name>[{_KATA}・]{{2,12}}|[{_KANJI}]{{1,4}}|[{_HIRA}]{{2,6}}|{_LATIN_NAME})"
    rf"(?P<hon>{'|'.join(JA_HONORIFICS)})"
)
# 「隣の加藤さん」「ご近所の井上さん」: a neighbour, named with an honorific (issue 37, round 5).
_RE_JA_NEIGHBOUR = re.compile(
    rf"(?:隣|近所)(?:(?:の家)?の|に住んで(?:いる|る))"
    rf"(?P<name>[{_KANJI}]{{1,4}}|[{_KATA}・]{{2,12}}|[{_HIRA}]{{2,6}}?)"
    r"(?P<hon>さん|ちゃん|くん|様|さま)"
)
# 「部長の小川さん」「課長の森さん」: the user's own manager, named with an honorific (not
# 「取引先の社長の田中さん」, someone else's: no の before the title).
_RE_JA_MANAGER = re.compile(
    rf"(?<![{_KANJI}{_KATA}の])(?P<kin>部長|課長|係長|主任|店長|社長|室長|所長|支店長|上長)の"
    rf"(?P<name>[{_KANJI}]{{1,4}}|[{_KATA}・]{{2,12}}|[{_HIRA}]{{2,6}}?)(?P<hon>さん|様|さま)"
)
# "Mrs. Kato next door", "our next-door neighbour Mr. Ito" (the latter also by the kin rule).
_RE_EN_NEXT_DOOR = re.compile(r"\s+(?:from\s+)?(?:next[- ]door|across the (?:hall|street))\b")
_RE_JA_BARE_KIN = re.compile(
    rf"(?<![{_KANJI}{_KATA}])(?P<kin>{'|'.join(JA_BARE_KIN)})(?!の[{_KANJI}{_KATA}{_HIRA}A-Z])"
    rf"(?=[{_HIRA}、。！？!?」）)\s]|$)"
)
_RE_JA_KATAKANA_PERSON = re.compile(rf"[{_KATA}]{{2,}}・[{_KATA}]{{2,}}")
_RE_JA_TOIU = re.compile(
    rf"(?P<name>{_LATIN_NAME}(?:\s{_LATIN_WORD})*|[{_KATA}・]{{2,}})という"
    r"(?P<what>会社|企業|お店|店|カフェ|人|方|本|映画|曲|アプリ|サービス|ホテル|病院)"
)
_TOIU_KIND: dict[str, EntityKind] = {
    "会社": "org",
    "企業": "org",
    "お店": "place",
    "店": "place",
    "カフェ": "place",
    "ホテル": "place",
    "病院": "org",
    "人": "person",
    "方": "person",
    "本": "title",
    "映画": "title",
    "曲": "title",
    "アプリ": "thing",
    "サービス": "thing",
}
_RE_JA_NAMED = re.compile(
    r"名前は(?:[「『](?P<name>[^」』\n]{1,20})[」』]"
    # unquoted, a katakana or Latin name: 「名前はココア。」「名前はコテツにした」
    rf"|(?P<bare>[{_KATA}]{{2,10}}|[A-Z][a-z]{{1,15}})"
    r"(?=です|でした|だよ|だ|にした|に決め|って|。|、|！|!|$))"
)

_RE_EN_KIN = re.compile(
    rf"\b(?P<who>[Mm]y|[Yy]our)\s+(?P<kin>{'|'.join(sorted(EN_KINSHIP, key=len, reverse=True))})"
    rf"(?:,)?\s+(?P<name>{_LATIN_NAME})"
    rf"(?:-(?P<hon>{'|'.join(EN_HONORIFIC_SUFFIX)}))?"
    r"(?:\s*\((?P<alias>[A-Z][\w'-]+)\))?"
)
# Languages and nationalities: capitalised, never a name ("My mom is Japanese", "English at
# Aoba Academy" is a class, not a title).
_EN_NATIONALITY = frozenset(
    [
        "Japanese",
        "English",
        "American",
        "British",
        "Canadian",
        "Korean",
        "Chinese",
        "French",
        "German",
        "Italian",
        "Spanish",
        "Australian",
        "Indian",
        "Brazilian",
        "Mexican",
        "Irish",
        "Scottish",
        "Filipino",
        "Vietnamese",
        "Thai",
        "Russian",
        "Taiwanese",
        "Dutch",
        "Swedish",
        "Portuguese",
    ]
)
# "My new manager is Yuki Sato": a relation stated with "is".
_RE_EN_KIN_IS = re.compile(
    rf"\b[Mm]y\s+(?:new\s+|old\s+|current\s+)?"
    rf"(?P<kin>{'|'.join(sorted(EN_KINSHIP, key=len, reverse=True))})\s+is\s+"
    rf"(?P<name>[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\b"
)
# "Mr. Ogawa, my department head, …": a relation said right after a titled name.
_RE_EN_APPOSITIVE = re.compile(
    rf",\s+(?:my|our)\s+(?P<kin>{'|'.join(sorted(EN_KINSHIP, key=len, reverse=True))})\b", re.I
)
_RE_EN_BARE_KIN = re.compile(rf"\b[Mm]y\s+(?P<kin>{'|'.join(EN_BARE_KIN)})\b(?!\s+[A-Z])")
_RE_EN_HON_SUFFIX = re.compile(
    rf"\b(?P<name>{_LATIN_WORD}(?:\s[A-Z][a-z]+)?)-(?P<hon>{'|'.join(EN_HONORIFIC_SUFFIX)})\b"
)
_RE_EN_HON_PREFIX = re.compile(
    rf"\b(?P<hon>{'|'.join(EN_HONORIFIC_PREFIX)})\.?\s+(?P<name>[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)"
)
_CAP_WORD = r"[A-Z][A-Za-z0-9à-ÿ'’]*(?:-[A-Za-zà-ÿ]+)*"
# Capitalised words joined by spaces (and "of": "Bank of Japan"), never across commas or "and":
# "Gion and Pontocho" are two places; titles with "and" come quoted.
_RE_EN_CAPS = re.compile(rf"(?<![A-Za-z0-9'’-])(?P<name>{_CAP_WORD}(?:\s+(?:of\s+)?{_CAP_WORD})*)")
_RE_QUOTED = re.compile(
    r"「(?P<a>[^「」\n]{1,30})」|『(?P<b>[^『』\n]{1,40})』|[\"“](?P<c>[^\"“”\n]{1,60})[\"”]"
)
# Title case with small words inside ("Born to Run", "Gone with the Wind"): one title, never
# its capitalised fragments ("Born", "Run"). "and" is left out ("Gion and Pontocho" are two
# places) and so is an "of"-only run ("Bank of Japan" is a name _en_caps reads whole).
_SMALL = r"(?:to|the|a|an|in|on|with|for|from|at|of|into|over|under)"
_RE_EN_TITLE = re.compile(
    rf"(?<![A-Za-z0-9'’-])(?P<t>{_CAP_WORD}(?:\s+{_SMALL}(?:\s+(?:the|a|an))?\s+{_CAP_WORD})+)"
)
_CASE_PARTICLES = "がをにとはもで"
_HAS_KANJI = re.compile(rf"[{_KANJI}]")
_TWO_KANA_PARTICLE = re.compile(r"(?:から|まで|より|には|とは|にも|とも|って|では|へは)$")
_HAS_JAPANESE = re.compile(rf"[{_KANJI}{_HIRA}{_KATA}]")
# Nouns that follow a place name as a separate word (大阪出張, 名古屋支社, 福岡旅行), and the
# landmarks named after the town they stand in (姫路城, 京都駅, 神戸港: the town is named too).
_PLACE_NOUN_AFTER = re.compile(
    r"(?:出張|支社|支店|本社|旅行|出身|在住|観光|空港|営業所|事務所|土産|みやげ|帰省|滞在|転勤"
    r"|城|駅|港|温泉)"
)
_SENTENCE_END = re.compile(r"(?<=[。！？!?\n])|(?<=[.;:])\s+")


def _strip_particles(name: str) -> str:
    """Drop a particle glued to a hiragana name: "のあずき" -> "あずき", "あかりと" -> "あかり"."""
    if re.fullmatch(rf"[{_HIRA}]+", name):
        if len(name) > 2 and name[0] in JA_PARTICLES:
            name = name[1:]
        if len(name) > 3 and name[-1] in JA_PARTICLES:
            name = name[:-1]
    return name


def _en_kind(name: str, default: EntityKind = "thing") -> EntityKind:
    if ORG_SUFFIX.search(name):
        return "org"
    if PLACE_SUFFIX.search(name):
        return "place"
    return default


def _is_title_case(text: str) -> bool:
    words = [w for w in re.findall(r"[A-Za-z][\w'’]*", text)]
    if not words or not words[0][0].isupper():
        return False
    small = {"a", "an", "the", "and", "or", "of", "in", "on", "to", "for", "at", "with", "by"}
    content = [w for w in words if w.lower() not in small]
    return len(words) <= 6 and all(w[0].isupper() for w in content)


def _sentences(text: str) -> list[tuple[int, str]]:
    """(offset, sentence) pairs: split after 。！？!? and newlines, and after . ; : + space."""
    out: list[tuple[int, str]] = []
    start = 0
    for m in _SENTENCE_END.finditer(text):
        if m.start() > start:
            out.append((start, text[start : m.start()]))
        start = m.end()
    if start < len(text):
        out.append((start, text[start:]))
    return out


class _Collector:
    """Mentions of one text, deduplicated by normalised name, first kind/relation kept."""

    def __init__(self) -> None:
        self.found: dict[str, EntityMention] = {}
        self.spans: list[tuple[int, int, str]] = []

    def add(
        self,
        name: str,
        surface: str,
        kind: EntityKind,
        span: tuple[int, int],
        *,
        relation: str | None = None,
        aliases: Iterable[str] = (),
    ) -> None:
        name = name.strip(" 　・-'’.,")
        if not name:
            return
        key = normalize_name(name)
        extra = tuple(a for a in (surface, *aliases) if a and normalize_name(a) != key)
        old = self.found.get(key)
        if old is None:
            self.found[key] = EntityMention(
                name, surface, kind, relation, tuple(dict.fromkeys(extra))
            )
        else:
            self.found[key] = EntityMention(
                old.name,
                old.surface,
                old.kind if old.kind != "thing" else kind,
                old.relation or relation,
                tuple(dict.fromkeys(old.aliases + extra)),
            )
        self.spans.append((span[0], span[1], name))

    def covered(self, start: int, end: int) -> bool:
        return any(start < e and s < end for s, e, _ in self.spans)


# -- the rule extractor -------------------------------------------------------------------


def _is_word_char(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


_ROLE_ACRONYMS = frozenset(("CEO", "CTO", "CFO", "COO", "CIO", "VP", "PM", "HR"))
_KANA_BEFORE_OK = "のとはがもにをへで"
_KANA_AFTER_OK = "がはをにとものでへやさちく"  # a particle, or an honorific (さん, ちゃん, くん)


_LOAN_KATA = re.compile(r"[\u30a1-\u30fa][\u30a1-\u30fa\u30fc]+")
_LOAN_KATA_RUN = re.compile(r"(?<![\u30a1-\u30fa\u30fc])[\u30a1-\u30fa][\u30a1-\u30fa\u30fc]+")
_LOAN_LATIN_WORD = re.compile(r"(?<![A-Za-z0-9'])[A-Z][a-z]{1,15}(?![A-Za-z0-9])")


def _kana_word(text: str, start: int, end: int) -> bool:
    """Whether the kana at ``text[start:end]`` stands as a word: not glued to more of the
    same script on either side, except a particle or an honorific."""
    script = _HIRA if re.match(rf"[{_HIRA}]", text[start]) else _KATA
    before, after = text[start - 1 : start], text[end : end + 1]
    if before and re.match(rf"[{script}]", before) and before not in _KANA_BEFORE_OK:
        return False
    return not (after and re.match(rf"[{script}]", after) and after not in _KANA_AFTER_OK)


class KnownNames:
    """Names already learned, found again in any text, unmarked.

    What one regex alternation of every name (longest first, ``(?<![A-Za-z0-9])`` /
    ``(?![A-Za-z0-9])`` around names with Latin letters or digits) found, without recompiling
    it for each new name: consolidation learns names after every episode, and the recompiles
    made it quadratic in the names known (RELIABILITY 26.14: 92 % of a 600-episode run).
    Names are indexed by their first character and their lengths, longest first.
    """

    def __init__(self) -> None:
        self._names: dict[str, None] = {}
        self._lengths: dict[str, list[int]] = {}  # first character -> lengths, longest first
        # Kana spellings taught from another script (しゅん for a known "Shun"): found only as
        # a word of their own (not in はなし for はな, not in まいにち for まい).
        self._guarded: set[str] = set()
        # Kanji spellings of a given name learned in Latin letters (誠 for "Makoto"): found
        # only alone, a particle after them, and not a word with it (誠に, 実は).
        self._kanji_forms: set[str] = set()

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self._names)

    def __contains__(self, name: object) -> bool:
        return name in self._names

    def add(self, name: str, *, guarded: bool = False, kanji_form: bool = False) -> None:
        if not name or name in self._names:
            return
        if guarded:
            self._guarded.add(name)
        if kanji_form:
            self._kanji_forms.add(name)
        self._names[name] = None
        lengths = self._lengths.setdefault(name[0], [])
        if len(name) not in lengths:
            lengths.append(len(name))
            lengths.sort(reverse=True)

    def spans(self, text: str) -> Iterator[tuple[int, int]]:
        """(start, end) of each name in ``text``: leftmost first, the longest name at a
        position, not overlapping; a name with Latin letters or digits only as a whole word."""
        i, n = 0, len(text)
        while i < n:
            for size in self._lengths.get(text[i], ()):
                end = i + size
                if end > n or text[i:end] not in self._names:
                    continue
                name = text[i:end]
                if any(_is_word_char(ch) for ch in name) and (
                    (i > 0 and _is_word_char(text[i - 1])) or (end < n and _is_word_char(text[end]))
                ):
                    continue
                if name in self._guarded and not _kana_word(text, i, end):
                    continue
                if name in self._kanji_forms and not _kanji_alone(text, i, end):
                    continue
                yield i, end
                i = end
                break
            else:
                i += 1


class RuleExtractor:
    """Offline, rule-based extraction of names, relations and dated plans (ja + en).

    ``default_tz`` is the zone an episode's day is read in when its metadata carries no
    ``tz``; ``today`` relative words ("今日", "tonight") are not plans, since they almost always
    report what happened. Plans dated before the episode's day are dropped (they are history).
    """

    def __init__(
        self,
        *,
        default_tz: tzinfo = UTC,
        include_reply: bool = True,
        known_names: Iterable[str] = (),
    ) -> None:
        self.default_tz = default_tz
        self.include_reply = include_reply
        self._known = KnownNames()
        # Loanword keys of learned names (loan_keys): a Latin name's ("Butter" -> bata), to spot
        # it in katakana (バター), and a katakana name's (レオ -> reo), to spot it in Latin (Leo).
        self._loan_latin: dict[str, str] = {}
        self._loan_kata: dict[str, str] = {}
        self._carry: tuple[str, int, Subject | None] | None = None
        self.learn(known_names)

    def learn(self, names: Iterable[str]) -> None:
        """Add names to spot even unmarked (the alias table, during consolidation): once
        "こむぎちゃん" has been seen, a later "こむぎが…" is found too. Single characters and
        kinship words are not learned (母 would match 母国)."""
        for name in names:
            name = name.strip()
            if len(name) < 2 or name in JA_KINSHIP or name.lower() in EN_KINSHIP:
                continue
            self._known.add(name)
            # The same name in the other script, unmarked: 「しゅんが…」 after "my brother
            # Shun", "Takahashi" after 高橋さん (issue 37).
            for form in other_script_forms(name):
                if form not in JA_NOT_NAMES and form.lower() not in EN_STOP:
                    self._known.add(form, guarded=not form.isascii())
            # A given name learned in Latin letters, in the kanji the shipped name table
            # spells it with: 「誠が…」 after "my husband Makoto" (issue 37, round 6).
            if name.isalpha() and name.isascii() and name.istitle():
                for form in kanji_names(name.lower()):
                    self._known.add(form, kanji_form=True)
            if name.lower() in EN_STOP or name in JA_NOT_NAMES:
                continue
            into = self._loan_latin if name.isascii() else self._loan_kata
            for key in loan_keys(name) if name.isascii() or _LOAN_KATA.fullmatch(name) else ():
                into.setdefault(key, name)

    @property
    def known_names(self) -> tuple[str, ...]:
        return self._known.names

    # Public so tests and the read path (entity resolution in user text) can use it alone.
    def names(self, text: str) -> list[EntityMention]:
        """Every name the rules find in ``text``."""
        c = _Collector()
        self._ja_kin(text, c)
        self._ja_kin_topic(text, c)
        self._ja_neighbour(text, c)
        self._ja_manager(text, c)
        self._en_kin(text, c)
        self._ja_named(text, c)
        self._quoted(text, c)
        self._ja_honorific(text, c)
        self._en_honorific(text, c)
        self._ja_patterns(text, c)
        self._places(text, c)
        self._ja_bare_people(text, c)
        self._en_titles(text, c)
        self._en_caps(text, c)
        for start, end in self._known.spans(text):
            if not c.covered(start, end):
                c.add(text[start:end], text[start:end], "thing", (start, end))
        self._loanwords(text, c)
        pets = pet_names(text)
        orgs = org_names(text) if c.found or _WORK_HINT.search(text) else set()
        for name in sorted(pets):  # 「もちを動物病院に」: only an animal goes there
            at = text.find(name)
            if at >= 0 and not c.covered(at, at + len(name)):
                c.add(name, name, "pet", (at, at + len(name)))
        for name in sorted(orgs):  # 「やまびこ信用金庫で窓口の仕事をしてる」: where the user works
            at = text.find(name)
            if at >= 0 and not c.covered(at, at + len(name)):
                c.add(name, name, "org", (at, at + len(name)))
        return [_evidence_kind(e, text, pets, orgs) for e in c.found.values()]

    def _loanwords(self, text: str, c: _Collector) -> None:
        """A learned name in the other script as a loanword, unmarked: 「バターが…」 after "a
        corgi named Butter", "Leo only eats…" after 「猫のレオ」 (issue 37, round 3)."""
        if self._loan_latin and _LOAN_KATA_RUN.search(text):
            for m in _LOAN_KATA_RUN.finditer(text):
                start, end = m.span()
                word = m.group(0)
                if c.covered(start, end) or not _kana_word(text, start, end):
                    continue
                if any(k in self._loan_latin for k in loan_keys(word)):
                    c.add(word, word, "thing", (start, end))
        if self._loan_kata:
            for m in _LOAN_LATIN_WORD.finditer(text):
                start, end = m.span()
                word = m.group(0)
                if c.covered(start, end) or word.lower() in EN_STOP:
                    continue
                if any(k in self._loan_kata for k in loan_keys(word)):
                    c.add(word, word, "thing", (start, end))

    def facts(
        self, text: str, *, topic: Subject | None = None
    ) -> list[tuple[FactMention, tuple[EntityMention, ...]]]:
        """The stable facts ``text`` states (:mod:`.facts`), each with the entities it names
        (employer, pet, home, and the subject when it is not the user). A sentence's topic
        (「妹のあかりは…」) stays the subject of the next ones that have none; ``topic`` is the
        one active before ``text``."""
        return self._facts(text, topic)[0]

    def _facts(
        self, text: str, topic: Subject | None
    ) -> tuple[list[tuple[FactMention, tuple[EntityMention, ...]]], Subject | None]:
        from .facts import USER, find_facts, sentence_topic

        out: list[tuple[FactMention, tuple[EntityMention, ...]]] = []
        for _, sentence in _sentences(text):
            for found in find_facts(sentence, known=self._known, topic=topic):
                named: list[EntityMention] = []
                if found.entity:
                    named.append(
                        EntityMention(found.entity, found.entity, found.kind, found.relation)
                    )
                subject = found.subject
                if subject is not USER and subject.name and subject.name != found.entity:
                    named.append(
                        EntityMention(subject.name, subject.name, subject.kind, subject.relation)
                    )
                out.append((found.fact, tuple(named)))
            topic = sentence_topic(sentence, known=self._known, previous=topic)
        said = {(f.family, n.name) for f, names in out for n in names}
        for found in text_facts(text):
            if found.entity is None or (found.fact.family, found.entity) in said:
                continue  # a sentence rule already stated it
            said.add((found.fact.family, found.entity))
            out.append((found.fact, (EntityMention(found.entity, found.entity, found.kind, None),)))
        return out, topic

    def plans(
        self, text: str, *, today: date, names: Sequence[EntityMention] = ()
    ) -> list[PlanMention]:
        """Dated plans in ``text``: each date on or after ``today`` with its sentence."""
        out: list[PlanMention] = []
        sentences = _sentences(text)
        for span in find_dates(text, today=today):
            if span.end < today or self._is_today_word(span):
                continue
            sentence = next(
                (s for off, s in sentences if off <= span.pos < off + len(s)), span.text
            ).strip()
            in_it = tuple(n.name for n in names if n.surface in sentence or n.name in sentence)
            out.append(PlanMention(sentence, span.start, span.end, span.text, in_it))
        return out

    @staticmethod
    def _is_today_word(span: DateSpan) -> bool:
        return span.text.lower() in ("今日", "today", "tonight")

    def extract(self, episode: Episode) -> Extraction:
        today = episode_day(episode, self.default_tz)
        texts = [episode.user_text]
        if self.include_reply and episode.reply_text:
            texts.append(episode.reply_text)
        entities: dict[str, EntityMention] = {}
        plans: dict[tuple[date, date], PlanMention] = {}
        facts: dict[str, FactMention] = {}
        # The topic of the user's previous message in the same conversation, a few minutes
        # before, is still the topic of this one (「柴犬を飼っていて、名前は「こむぎ」です」 then
        # 「女の子で、お風呂が大嫌いです」).
        carry = self._carry
        topic = None
        if (
            carry is not None
            and episode.session_id
            and carry[0] == episode.session_id
            and 0 <= episode.occurred_at - carry[1] <= TOPIC_CARRY_SECONDS
        ):
            topic = carry[2]
        # Facts are what the user says about themselves: never read from the agent's reply.
        found_facts, topic = self._facts(episode.user_text, topic)
        self._carry = (episode.session_id, episode.occurred_at, topic)
        for fact, mentions in found_facts:
            facts.setdefault(normalize_name(fact.text), fact)
            for named in mentions:
                add_mention(entities, named)
        for text in texts:
            found = self.names(text)
            for e in found:
                add_mention(entities, e)
            for p in self.plans(text, today=today, names=found):
                plans.setdefault((p.due_start, p.due_end), p)
        return Extraction(
            episode.id,
            tuple(entities.values()),
            tuple(sorted(plans.values(), key=lambda p: (p.due_start, p.due_end))),
            tuple(facts.values()),
        )

    # -- rules ----------------------------------------------------------------------------
    @staticmethod
    def _ja_kin(text: str, c: _Collector) -> None:
        for m in _overlapping(_RE_JA_KIN_NAME, text):
            raw, hon = m.group("name"), m.group("hon") or ""
            hiragana = re.fullmatch(rf"[{_HIRA}]+", raw) is not None
            if hiragana and not hon:
                # 「妹のゆいから電話」: a two-kana particle after the name (から, まで, より …).
                two = _TWO_KANA_PARTICLE.search(raw)
                if two and two.start() >= 2:
                    raw = raw[: two.start()]
            if hiragana and not hon:
                # 「同僚のはなさん」: the hiragana run took the honorific too.
                for h in ("さん", "ちゃん", "くん", "さま"):
                    cut = raw[:-1] if raw[-1] in JA_PARTICLES else raw  # はなさんと
                    if cut.endswith(h) and len(cut) - len(h) >= 2:
                        raw, hon = cut[: -len(h)], h
                        break
            if hiragana and not hon and len(raw) == 3 and raw[-1] in _CASE_PARTICLES:
                name = raw[:-1]  # 「妹のはなが」: はな and the particle が
            elif hiragana and len(raw) > 3 and raw[-1] in JA_PARTICLES:
                name = raw[:-1]  # 「妹のあかりと」
            else:
                name = raw
            if not hon:  # 「担任の藤井先生」: the kanji run took a kanji title too
                title = next((h for h in _KANJI_TITLES if name.endswith(h)), None)
                if title and len(name) > len(title):
                    name, hon = name[: -len(title)], title
            if name in JA_NOT_NAMES or name in JA_KINSHIP:
                continue
            # Kanji after 妹の… is as often a noun (妹の部屋, 父の日) as a name (妹の美咲):
            # only an honorific (妹の美咲ちゃん) or a dictionary's person name (息子の健太)
            # makes it a name.
            if re.fullmatch(rf"[{_KANJI}]+", name) and not hon:
                after = text[m.start("name") + len(name) : m.start("name") + len(name) + 1]
                # 「母の好きな」: a kanji stem with its okurigana is a word, not a name.
                # One kanji (父の浩が) only before が / は / も / と: 父の日, 母の味 are words.
                if (
                    (len(name) < 2 and (after or "。") not in "がはもと")
                    or not is_person_name(name)
                    or re.match(r"[^はがもにをとのでへ、。！!？?]", after or "。")
                ):
                    continue
            start = m.start("name")
            surface = text[m.start() : start + len(name)]
            if hon and text.startswith(name + hon, start):
                surface = text[m.start() : start + len(name) + len(hon)]
            c.add(
                name,
                surface,
                "person",
                (m.start(), start + len(name) + len(hon)),
                relation=JA_KINSHIP[m.group("kin")],
                aliases=(name + hon,) if hon else (),
            )
        for m in _RE_JA_BARE_KIN.finditer(text):
            if c.covered(m.start(), m.end()):
                continue
            kin = m.group("kin")
            canon = JA_KIN_CANON.get(kin, kin)
            c.add(canon, kin, "person", (m.start(), m.end()), relation=JA_KINSHIP.get(kin))

    @staticmethod
    def _ja_kin_topic(text: str, c: _Collector) -> None:
        for m in _RE_JA_KIN_TOPIC.finditer(text):
            name = _strip_particles(m.group("name"))
            if name in JA_NOT_NAMES or name in JA_KINSHIP or c.covered(m.start(), m.end()):
                continue
            c.add(
                name,
                name + m.group("hon"),
                "person",
                (m.start(), m.end()),
                relation=JA_KINSHIP[m.group("kin")],
            )

    @staticmethod
    def _ja_neighbour(text: str, c: _Collector) -> None:
        for m in _RE_JA_NEIGHBOUR.finditer(text):
            name, hon = m.group("name"), m.group("hon")
            if name in JA_NOT_NAMES or c.covered(m.start("name"), m.end()):
                continue
            c.add(
                name,
                name + hon,
                "person",
                (m.start("name"), m.end()),
                relation="neighbour",
                aliases=(name + hon,),
            )

    @staticmethod
    def _ja_manager(text: str, c: _Collector) -> None:
        for m in _RE_JA_MANAGER.finditer(text):
            name, hon = m.group("name"), m.group("hon")
            if name in JA_NOT_NAMES or c.covered(m.start(), m.end()):
                continue
            c.add(
                name,
                name + hon,
                "person",
                (m.start(), m.end()),
                relation="manager",
                aliases=(m.group(0),),
            )

    @staticmethod
    def _places(text: str, c: _Collector) -> None:
        """Japanese place names (Sudachi's 地名, or the fallback list): 渋谷, 世田谷区, 大阪."""
        for start, end in place_spans(text):
            name = text[start:end]
            # Only a place on its own: not one kanji (柴 of 柴犬), not part of a longer name
            # (東京マラソン, ホテル鴨川テラス), not the country itself.
            # (A kanji word before it is a separate word: 来月大阪に出張.)
            glued = re.match(rf"[{_KANJI}{_KATA}A-Za-z]", text[end : end + 1]) or re.match(
                rf"[{_KATA}A-Za-z]", text[start - 1 : start] if start else ""
            )
            if glued and _PLACE_NOUN_AFTER.match(text, end):
                glued = None  # 大阪出張, 大阪支社: a place and a noun about it
            if len(name) < 2 or name.isascii() or glued or name in ("日本", "海外"):
                continue  # Latin names are read by _en_caps (whole: "Bank of Japan")
            if c.covered(start, end):
                continue
            c.add(name, name, "place", (start, end))

    @staticmethod
    def _ja_bare_people(text: str, c: _Collector) -> None:
        """People named with no honorific and no relation word, a particle after the name
        (「翔太が作ったカレー」「美穂の結婚式で」: :func:`.lexicon.person_spans`), so a name
        met in another script before (Shota, Miho) has something to meet by reading."""
        if not _HAS_JAPANESE.search(text):
            return
        for start, end in person_spans(text):
            name = text[start:end]
            if c.covered(start, end) or name in JA_NOT_NAMES or name in JA_KINSHIP:
                continue
            # A kana name may be a pet's (マックスが…); a kanji one is a person's until the
            # words around it say otherwise (:func:`_evidence_kind`).
            kind: EntityKind = "person" if _HAS_KANJI.search(name) else "thing"
            c.add(name, name, kind, (start, end))

    @staticmethod
    def _en_kin(text: str, c: _Collector) -> None:
        for m in _RE_EN_KIN.finditer(text):
            name = m.group("name")
            first = name.split()[0]
            if first.rstrip(".") in EN_HONORIFIC_PREFIX and " " in name:
                name = name.split(None, 1)[1]  # "my neighbour Mrs. Ito" -> Ito
                first = name.split()[0]
            if first in EN_STOP:
                continue
            if " " in name and name.split()[1] in EN_STOP:
                name = first
            for hon in EN_HONORIFIC_SUFFIX:
                if name.endswith(f"-{hon}"):
                    name = name[: -len(hon) - 1]
            # "My son Koki's fever": the possessive is not part of the name
            name = re.sub(r"['’]s$", "", name)
            aliases = [f"{m.group('who').lower()} {m.group('kin').lower()} {name}"]
            if m.group("alias"):
                aliases.append(m.group("alias"))
            c.add(
                name,
                m.group("name"),
                "person",
                (m.start(), m.end()),
                relation=EN_KINSHIP[m.group("kin").lower()],
                aliases=aliases,
            )
        for m in _RE_EN_KIN_IS.finditer(text):
            name = m.group("name")
            first = name.split()[0]
            if first in EN_STOP or first in _EN_NATIONALITY:
                continue
            if c.covered(m.start("name"), m.end("name")):
                continue
            c.add(
                name,
                name,
                "person",
                (m.start(), m.end()),
                relation=EN_KINSHIP[m.group("kin").lower()],
            )
        for m in _RE_EN_BARE_KIN.finditer(text):
            if c.covered(m.start(), m.end()):
                continue
            kin = m.group("kin").lower()
            c.add(kin, m.group(0), "person", (m.start(), m.end()), relation=EN_KINSHIP[kin])

    @staticmethod
    def _ja_honorific(text: str, c: _Collector) -> None:
        for m in _RE_JA_HONORIFIC.finditer(text):
            name = _strip_particles(m.group("name"))
            if c.covered(m.start("name"), m.end()):
                continue
            if name in JA_KINSHIP or (name.startswith("お") and name[1:] in JA_KINSHIP):
                kin = name[1:] if name not in JA_KINSHIP else name
                c.add(
                    JA_KIN_CANON.get(kin, kin),
                    m.group(0),
                    "person",
                    (m.start(), m.end()),
                    relation=JA_KINSHIP[kin],
                )
                continue
            if name in JA_NOT_NAMES or name.endswith("屋") or len(name) < 1:
                continue
            # 「これからもたくさん」: たくさん is a word; a hiragana run before it is no name.
            if re.fullmatch(rf"[{_HIRA}]+", name) and any(
                name.endswith(w) for w in JA_NOT_NAMES if re.fullmatch(rf"[{_HIRA}]+", w)
            ):
                continue
            if re.fullmatch(r"[A-Z]+", name):  # an acronym: "CTOさん"
                continue
            # One kanji before 様/さま is a word (仕様, 同様, 模様), not a name.
            if len(name) == 1 and m.group("hon") in ("様", "さま"):
                continue
            role = _role_before(text, m.start("name"))
            aliases = (f"{role}の{name}{m.group('hon')}",) if role else ()
            span = (m.start("name"), m.end())
            c.add(name, name + m.group("hon"), "person", span, aliases=aliases)

    @staticmethod
    def _en_honorific(text: str, c: _Collector) -> None:
        for m in _RE_EN_HON_SUFFIX.finditer(text):
            if c.covered(m.start(), m.end()):
                continue
            name = m.group("name")
            first, _, rest = name.partition(" ")
            if rest and (first in EN_STOP or first in EN_SENTENCE_OPENERS):
                name = rest  # "Told Sato-san" -> Sato
            said = _RE_EN_APPOSITIVE.match(text, m.end())  # "Okada-sensei, my co-teacher"
            c.add(
                name,
                f"{name}-{m.group('hon')}",
                "person",
                (m.end() - len(name) - len(m.group("hon")) - 1, m.end()),
                relation=EN_KINSHIP[said.group("kin").lower()] if said else None,
            )
        for m in _RE_EN_HON_PREFIX.finditer(text):
            if c.covered(m.start("name"), m.end()):
                continue
            next_door = m.group("hon") != "Dr" and _RE_EN_NEXT_DOOR.match(text, m.end())
            relation = "neighbour" if next_door else None
            said = _RE_EN_APPOSITIVE.match(text, m.end())  # "Mr. Ogawa, my department head"
            if said and relation is None:
                relation = EN_KINSHIP[said.group("kin").lower()]
            c.add(m.group("name"), m.group(0), "person", (m.start(), m.end()), relation=relation)

    @staticmethod
    def _ja_named(text: str, c: _Collector) -> None:
        for m in _RE_JA_NAMED.finditer(text):
            name = m.group("name") or m.group("bare")
            c.add(name, name, "thing", (m.start(), m.end()))

    @staticmethod
    def _quoted(text: str, c: _Collector) -> None:
        for m in _RE_QUOTED.finditer(text):
            if c.covered(m.start(), m.end()):
                continue
            inner = m.group("a") or m.group("b") or m.group("c")
            assert inner is not None
            inner = inner.strip()
            after = text[m.end() : m.end() + 3]
            if inner[:1].isdigit():  # 「1週間安静」: a quoted instruction, not a title
                continue
            if m.group("a") is not None:
                # 「…」 also quotes speech and phrases: only short, unpunctuated, not "…」って".
                if re.search(r"[、。！？!?]", inner) or after.startswith(("って", "と言", "と思")):
                    continue
                if re.fullmatch(rf"[{_HIRA}]+", inner) and len(inner) > 4:
                    continue
                # Speech and thoughts end inflected (…渡す, …どうか); titles rarely do.
                hira = len(re.findall(rf"[{_HIRA}]", inner))
                if hira >= 3 and inner[-1] in "るたすいかてだよねう":
                    continue
                # 「チキン」「チキンミール」: a run of quoted terms is a list of words, not titles.
                if (
                    text[m.end() : m.end() + 1] == "「"
                    or text[max(0, m.start() - 1) : m.start()] == "」"
                ):
                    continue
            elif m.group("c") is not None and not _is_title_case(inner):
                continue
            c.add(inner, m.group(0), "title", (m.start(), m.end()))

    @staticmethod
    def _ja_patterns(text: str, c: _Collector) -> None:
        for m in _RE_JA_TOIU.finditer(text):
            if not c.covered(m.start("name"), m.end("name")):
                kind = _TOIU_KIND[m.group("what")]
                c.add(m.group("name"), m.group("name"), kind, (m.start("name"), m.end("name")))
        for m in _RE_JA_KATAKANA_PERSON.finditer(text):
            if not c.covered(m.start(), m.end()):
                c.add(m.group(0), m.group(0), "thing", (m.start(), m.end()))

    @staticmethod
    def _en_titles(text: str, c: _Collector) -> None:
        for m in _RE_EN_TITLE.finditer(text):
            words = m.group("t").split()
            caps = [w for w in words if w[:1].isupper()]
            small = {w for w in words if not w[:1].isupper()}
            if small <= {"of"} or c.covered(m.start(), m.end()):
                continue
            # "Trip to Kyoto", "Talk to Tom": a place or an ordinary opener is no title, nor
            # "English at Aoba" (a language is a subject taught).
            if any(
                w in EN_STOP or w in EN_SENTENCE_OPENERS or w in _EN_NATIONALITY or is_place(w)
                for w in caps
            ):
                continue
            c.add(m.group("t"), m.group("t"), "title", (m.start(), m.end()))

    @staticmethod
    def _en_caps(text: str, c: _Collector) -> None:
        sentence_starts = {off + len(s) - len(s.lstrip()) for off, s in _sentences(text)}
        for m in _RE_EN_CAPS.finditer(text):
            tokens = [
                (m.start() + t.start(), m.start() + t.end(), t.group(0))
                for t in re.finditer(r"\S+", m.group(0))
            ]
            at_start = m.start() in sentence_starts or _is_line_start(text, m.start())
            if at_start and tokens and tokens[0][2] in EN_SENTENCE_OPENERS:
                tokens = tokens[1:]
            if at_start and len(tokens) > 1 and tokens[0][2].endswith("ing"):
                tokens = tokens[1:]  # "Taking Biscuit to the vet": a verb opens the sentence
            # Stop words off both ends ("Happy Wednesday" -> nothing, "The Midnight Library" ->
            # "Midnight Library"); a possessive ends the name ("Kenta's ETA API" -> "Kenta");
            # acronyms (ETA, API) are not names.
            while tokens and (
                tokens[0][2] in EN_STOP
                or tokens[0][2] in EN_LEADING_DROP
                or (len(tokens) > 1 and tokens[0][2] in _ROLE_ACRONYMS)
            ):
                tokens = tokens[1:]  # "Our CTO Takahashi": a role before a name is no name
            for i, (a, b, w) in enumerate(tokens):
                rest = tokens[i + 1 :]
                if w.endswith(("'s", "’s")) and all(t.isupper() for _, _, t in rest):
                    tokens = [*tokens[:i], (a, b - 2, w[:-2])]
                    break
            while tokens and (
                tokens[-1][2] in EN_STOP
                or tokens[-1][2] == "of"
                or (tokens[-1][2].isupper() and len(tokens[-1][2]) > 1)
            ):
                tokens = tokens[:-1]
            if not tokens:
                continue
            start, end = tokens[0][0], tokens[-1][1]
            if c.covered(start, end):
                continue
            name = text[start:end]
            if len(tokens) == 1:
                if len(name) < 2 or name.lower().endswith(("ing", "ly")) or name in EN_STOP:
                    continue
                if name in _EN_NATIONALITY:  # "My dad is Japanese"
                    continue
                if at_start and start == m.start():
                    # A lone capitalised word opening a sentence is a name only when a verb
                    # or a possessive follows ("Kenta added ...", "Akari's list").
                    follow = text[end:].lstrip()
                    possessive = text[end : end + 2] in ("'s", "’s")
                    if name.endswith("ed") or not (possessive or EN_VERBLIKE.match(follow)):
                        continue
                    if not possessive and _common_plural(name):
                        continue  # "Cats and tables, a classic": a kind of thing, no name
            c.add(name, name, _en_kind(name), (start, end))


_RE_ROLE_BEFORE = re.compile(rf"(?:同じ)?[{_KANJI}{_KATA}]{{1,8}}の$")


def _role_before(text: str, start: int) -> str | None:
    """The role phrase right before a name, 「部長の」「常連の」「同じ店の」「ヨガ教室の」, when it
    holds a role word (:data:`.vocab.ROLE_WORDS`): kept as an alias (部長の小川さん), so later
    consolidations still know what the person is to the user and two people read alike with
    roles no one person holds stay two."""
    if text[start - 1 : start] != "の":
        return None
    m = _RE_ROLE_BEFORE.search(text, max(0, start - 12), start)
    if m is None:
        return None
    phrase = m.group(0)[:-1]
    return phrase if any(word in phrase for word, _ in ROLE_WORDS) else None


def _kanji_alone(text: str, start: int, end: int) -> bool:
    """Whether the kanji name ``text[start:end]`` stands alone: no kanji on either side, a
    particle after it, and no dictionary word made of it and the particle (誠に, 実は)."""
    before = text[start - 1 : start]
    after = text[end : end + 1]
    if (before and _HAS_KANJI.match(before)) or not after or after not in _NAME_PARTICLES:
        return False
    return not glosses(text[start:end] + after)


_NAME_PARTICLES = frozenset("がはのとももをに")


def _overlapping(pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """Every match of ``pattern``, also those starting inside an earlier one: 「娘の担任の吉村
    先生」 holds 娘の担任 (no name) and 担任の吉村先生."""
    pos = 0
    while (m := pattern.search(text, pos)) is not None:
        yield m
        pos = m.start() + 1


def _common_plural(word: str) -> bool:
    """Whether ``word`` is the plural of a common English noun (an animal's, or a word the
    dictionary translates): "Cats", "Hedgehogs", "Tables"; not "James" or "Chris"."""
    low = word.lower()
    if not low.endswith("s") or low.endswith("ss") or len(low) < 4:
        return False
    singulars = [low[:-1]]
    if low.endswith(("ses", "xes", "zes", "ches", "shes")):
        singulars.append(low[:-2])
    if low.endswith("ies"):
        singulars.append(low[:-3] + "y")
    # a word with only katakana forms may be a proper noun's (france: フランス; "Frances")
    return any(
        is_species(w) or any(not _KATAKANA_ONLY.fullmatch(j) for j in japanese(w))
        for w in singulars
    )


_KATAKANA_ONLY = re.compile(r"[\u30a1-\u30fa\u30fc・]+")


_KANJI_TITLES = tuple(h for h in JA_HONORIFICS if re.fullmatch(f"[{_KANJI}]+", h))
# Words of working somewhere: only a text with one of them is searched for the user's
# employer when no name was found in it (「やまびこ信用金庫で窓口の仕事をしてる」).
_WORK_HINT = re.compile(
    r"働|勤|仕事|出社|入社|就職|転職|パート|バイト|\b(?:work|teach|job|joined)", re.I
)


def _evidence_kind(e: EntityMention, text: str, pets: set[str], orgs: set[str]) -> EntityMention:
    """The mention's kind from the words around it (:mod:`.evidence`): a pet ("our dog
    Sakura", 「もちを動物病院に」) unless a relation makes it a person, the user's employer an
    organisation; else a known place name is a place, unless it owns something ("Yamaguchi's
    place" is a person's)."""
    if e.relation is None and e.kind in ("thing", "person") and e.name in pets:
        return _with_kind(e, "pet")
    if e.kind in ("thing", "place") and e.name in orgs:
        return _with_kind(e, "org")
    if (
        e.kind == "thing"
        and is_place(e.name)
        and not re.search(re.escape(e.surface) + r"['’]s\b", text)
    ):
        return _with_kind(e, "place")
    return e


def _with_kind(e: EntityMention, kind: EntityKind) -> EntityMention:
    return EntityMention(e.name, e.surface, kind, e.relation, e.aliases)


def _is_line_start(text: str, pos: int) -> bool:
    before = text[:pos].rstrip(" \t")
    return not before or before.endswith(("\n", "(", "「", "『", '"', "“", "/", "・"))
