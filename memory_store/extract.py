"""Extractors: what consolidation learns from one episode (names, relations, dated plans, facts).

An extractor is anything with ``extract(episode) -> Extraction`` (:class:`Extractor`). Two ship:

- :class:`RuleExtractor`, the offline default: regular expressions for Japanese and English, no
  model, no key. It finds names (honorifics さん/ちゃん/くん/先生/様, ``Tanaka-san``, ``Dr. Mori``;
  kinship phrases 妹の〇〇 / 母 / "my sister Emma" / "my friend Tom"; katakana names joined by
  ・; capitalised English names; quoted titles 「…」『…』"…"), the relation to the user when it
  is stated, and dated plans, resolved against the episode's own day by :mod:`.dates`.
- :class:`LLMExtractor`, with a chat model: ``model.with_structured_output(ExtractionSchema)``
  adds what rules cannot (facts with confidence and salience, favorability, a better summary).

Rules are precise about *how* a name is marked, not about *what* a word is: an unmarked
Japanese name (京都, 田中 without さん) is invisible to them, and a capitalised English word at
the start of a sentence is only taken when a verb follows. Consolidation adds what it already
knows (the alias table) on top; the measured precision and recall per field are in
``benchmarks/results/extraction.md``.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta, timezone, tzinfo
from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel, Field

from .dates import DateSpan, find_dates
from .derived import EntityKind
from .records import Episode

__all__ = [
    "EN_KINSHIP",
    "JA_KINSHIP",
    "EntityMention",
    "Extraction",
    "ExtractionSchema",
    "Extractor",
    "FactMention",
    "LLMExtractor",
    "PlanMention",
    "RuleExtractor",
    "episode_day",
    "merge_extractions",
    "normalize_name",
]


# -- results ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EntityMention:
    """A name found in an episode. ``name`` is the bare name (honorific stripped); ``surface``
    the text as written; ``relation`` the relation to the user if the text states it."""

    name: str
    surface: str
    kind: EntityKind = "thing"
    relation: str | None = None
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class PlanMention:
    """A dated plan: the sentence that states it and its days (inclusive)."""

    text: str
    due_start: date
    due_end: date
    surface: str
    entity_names: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class FactMention:
    """A stable statement; ``subject`` is an entity name, or None for the user."""

    text: str
    subject: str | None = None
    confidence: float = 0.5
    salience: float = 0.5


@dataclass(frozen=True, slots=True)
class Extraction:
    """Everything one extractor found in one episode."""

    episode_id: str
    entities: tuple[EntityMention, ...] = ()
    plans: tuple[PlanMention, ...] = ()
    facts: tuple[FactMention, ...] = ()
    summary: str | None = None
    favorability: dict[str, float] = field(default_factory=dict)


@runtime_checkable
class Extractor(Protocol):
    """Reads one episode and says what it mentions. Must be deterministic for a given input."""

    def extract(self, episode: Episode) -> Extraction: ...


# -- shared helpers -----------------------------------------------------------------------


def normalize_name(name: str) -> str:
    """NFKC, case-folded, inner whitespace collapsed: the key names are compared by."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def episode_day(episode: Episode, default_tz: tzinfo = UTC) -> date:
    """The local calendar day of an episode: its ``tz`` metadata ("+09:00") if present, else
    ``default_tz``. Relative dates ("明日") are resolved against this day."""
    tz = default_tz
    raw = episode.metadata.get("tz") or episode.metadata.get("utc_offset")
    if raw:
        m = re.fullmatch(r"([+-])(\d{2}):?(\d{2})", raw.strip())
        if m:
            sign = 1 if m.group(1) == "+" else -1
            tz = timezone(sign * timedelta(hours=int(m.group(2)), minutes=int(m.group(3))))
    return datetime.fromtimestamp(episode.occurred_at, tz=tz).date()


def merge_extractions(parts: Sequence[Extraction]) -> Extraction:
    """Combine several extractors' results for one episode (first seen wins per name/plan)."""
    if not parts:
        raise ValueError("nothing to merge")
    entities: dict[str, EntityMention] = {}
    for part in parts:
        for e in part.entities:
            key = normalize_name(e.name)
            old = entities.get(key)
            if old is None:
                entities[key] = e
            else:
                entities[key] = EntityMention(
                    old.name,
                    old.surface,
                    old.kind if old.kind != "thing" else e.kind,
                    old.relation or e.relation,
                    tuple(dict.fromkeys(old.aliases + e.aliases)),
                )
    plans = {(p.due_start, p.due_end): p for part in reversed(parts) for p in part.plans}
    favor: dict[str, float] = {}
    for part in parts:
        favor.update(part.favorability)
    summary = next((p.summary for p in reversed(parts) if p.summary), None)
    return Extraction(
        parts[0].episode_id,
        tuple(entities.values()),
        tuple(sorted(plans.values(), key=lambda p: (p.due_start, p.due_end))),
        tuple(f for part in parts for f in part.facts),
        summary,
        favor,
    )


# -- vocabulary ---------------------------------------------------------------------------

# Relation words, mapped to one coarse English relation (what RELATIONSHIP_STATE shows).
JA_KINSHIP: dict[str, str] = {
    "妹": "sister",
    "姉": "sister",
    "お姉さん": "sister",
    "お姉ちゃん": "sister",
    "兄": "brother",
    "弟": "brother",
    "お兄さん": "brother",
    "お兄ちゃん": "brother",
    "母": "mother",
    "母親": "mother",
    "お母さん": "mother",
    "母さん": "mother",
    "父": "father",
    "父親": "father",
    "お父さん": "father",
    "父さん": "father",
    "祖母": "grandmother",
    "おばあちゃん": "grandmother",
    "祖父": "grandfather",
    "おじいちゃん": "grandfather",
    "夫": "husband",
    "妻": "wife",
    "娘": "daughter",
    "息子": "son",
    "いとこ": "cousin",
    "従姉妹": "cousin",
    "従兄弟": "cousin",
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
# Kinship words that name a person on their own ("母から電話"): the user's family.
_JA_BARE_KIN = (
    "お母さん",
    "お父さん",
    "お姉さん",
    "お兄さん",
    "お姉ちゃん",
    "お兄ちゃん",
    "おばあちゃん",
    "おじいちゃん",
    "母親",
    "父親",
    "祖母",
    "祖父",
    "母",
    "父",
    "妹",
    "姉",
    "兄",
    "弟",
)
# Polite and plain forms of one relative are one entity: お母さん, 母さん, 母親 -> 母.
_JA_KIN_CANON: dict[str, str] = {
    "お母さん": "母",
    "母さん": "母",
    "母親": "母",
    "お父さん": "父",
    "父さん": "父",
    "父親": "父",
    "お姉さん": "姉",
    "お姉ちゃん": "姉",
    "お兄さん": "兄",
    "お兄ちゃん": "兄",
    "おばあちゃん": "祖母",
    "おじいちゃん": "祖父",
}
EN_KINSHIP: dict[str, str] = {
    "sister": "sister",
    "little sister": "sister",
    "big sister": "sister",
    "older sister": "sister",
    "younger sister": "sister",
    "brother": "brother",
    "little brother": "brother",
    "older brother": "brother",
    "younger brother": "brother",
    "mother": "mother",
    "mom": "mother",
    "mum": "mother",
    "father": "father",
    "dad": "father",
    "grandmother": "grandmother",
    "grandma": "grandmother",
    "grandfather": "grandfather",
    "grandpa": "grandfather",
    "husband": "husband",
    "wife": "wife",
    "partner": "partner",
    "girlfriend": "partner",
    "boyfriend": "partner",
    "daughter": "daughter",
    "son": "son",
    "cousin": "cousin",
    "friend": "friend",
    "best friend": "friend",
    "old friend": "friend",
    "manager": "manager",
    "boss": "manager",
    "colleague": "colleague",
    "coworker": "colleague",
    "co-worker": "colleague",
    "teammate": "colleague",
    "neighbour": "neighbour",
    "neighbor": "neighbour",
    "teacher": "teacher",
    "piano teacher": "teacher",
    "doctor": "doctor",
    "vet": "doctor",
}
_EN_BARE_KIN = ("mother", "mom", "mum", "father", "dad", "sister", "brother", "grandma", "grandpa")

_JA_HONORIFICS = (
    "さん",
    "ちゃん",
    "くん",
    "君",
    "先生",
    "様",
    "さま",
    "氏",
    "先輩",
    "部長",
    "課長",
    "社長",
)
_EN_HONORIFIC_SUFFIX = ("san", "chan", "kun", "sensei", "sama", "senpai")
_EN_HONORIFIC_PREFIX = ("Dr", "Mr", "Mrs", "Ms", "Prof")
_PERSON_HONORIFICS = frozenset(_JA_HONORIFICS) | frozenset(_EN_HONORIFIC_SUFFIX)


# Words before an honorific that are not names (みなさん, お客さん, 赤ちゃん ...).
def _words(text: str) -> frozenset[str]:
    """A word list written as one whitespace-separated string (easier to read and extend)."""
    return frozenset(text.split())


_JA_NOT_NAMES = _words(
    "みな 皆 お客 客 店員 赤 子 奥 旦那 娘 息子 お子 ごちそう おつかれ お疲れ おかげ お世話 "
    "ありがとう お医者 医者 運転手 大家 隣 お隣 みんな 皆様 神 王 姫 同僚 友達 先生 "
    "いとこ おばあ おじい たく 生徒 患者 看護師 駅員 職員 社員 部下 新人 担当 担当者 "
    "お店 店長 大将 女将 "
)
_JA_PARTICLES = "のはがとをにもでへやって"

# Capitalised English words that are not names on their own.
_EN_STOP = _words(
    """
    I I'm I've I'd I'll Im OK Okay Yes No Not Hi Hello Hey Thanks Thank Sorry Please Oh Ah Wow
    Ha Haha Hmm Ugh Yay Good Great Nice Happy Merry Dear Welcome Congratulations Cheers Morning
    Evening Afternoon Night Tonight Today Tomorrow Yesterday Anytime Sure Sounds Glad Sleep Talk
    The A An This That These Those It Its It's There Here Then Now When Where What Why How Who
    Which While If And But Or So Also Just Still Even Only Maybe Perhaps Both Either All Any
    Some Every Each Most More Less Much Many Few One Two Three Four Five Six Seven Eight Nine Ten
    First Second Third Last Next New Old Big Small Long Short Best Better Real Really Very
    My Your Our Their His Her We You He She They Me Us Them Him
    In On At To From With Without For Of By As Up Down Out Over After Before Since Until
    About Around Into Onto Through During Between Against Under Above Near Off Back Away Again
    Do Does Did Don't Doesn't Didn't Can Can't Could Couldn't Would Wouldn't Should Will Won't
    Is Are Was Were Be Been Being Have Has Had Let Let's Make Made Get Got Go Going Went
    Is Isn't Wasn't Aren't Weren't Day Week Month Year Weekend Time
    Monday Tuesday Wednesday Thursday Friday Saturday Sunday
    January February March April May June July August September October November December
    Christmas Eve New Year Years Holiday Holidays Golden
    Mon Tue Tues Wed Thu Thur Thurs Fri Sat Sun Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec
    Reminder Note Update Step Plan Option Section Chapter Part Round Day Days Bar
    Sensei Doctor Dr Mr Mrs Ms Prof Mom Mum Dad Sister Brother Friend Manager Boss
    Anyway Well Actually Honestly Finally Seriously Apparently Definitely Probably Almost
    Quiet Long Big Busy Tired Worth Full Fifteen Twenty Thirty Fitting Perfect Classic
    """
)
# Common words that open sentences (imperatives, reported actions, adjectives): at a sentence
# start they are not part of a name ("Told Sato-san", "Enjoy Kyoto", "Poor Komugi").
_EN_SENTENCE_OPENERS = _words(
    """
    Told Asked Ask Tell Drop Dropped Enjoy Bribe Poor Rest Change Give Gave Take Took Send Sent
    Bring Brought Try Tried Keep Kept Check Use Put Call Book Booked Pick Picked See Saw Visit
    Visited Say Met Meet Bought Buy Found Find Made Ran Read Wrote Write Went Came Left Called
    Heard Watched Played Cooked Baked Practised Practiced Started Finished Spent Walked Stopped
    Worked Felt Feel Love Loved Hope Wish Remember Forget Congrats Poor Lucky Sweet Cute Funny
    Dinner Lunch Breakfast Coffee Tea Pollen Rain Snow Weather Work School Home Back Off
    Evening Morning Night Afternoon Up Down Big Small Long Short Lovely Beautiful Wonderful
    """
)
_EN_LEADING_DROP = frozenset(("The", "A", "An", "My", "Your", "Our", "Happy", "Merry", "Dear"))
# A capitalised word opening a sentence is a name only when something verb-like follows.
_EN_VERBLIKE = re.compile(
    r"(?:is|was|has|had|says|said|and|will|would|can|could|did|does|told|sent|got|gave|made|"
    r"went|came|took|ran|loves|likes|wants|thinks|thought|knows|knew|just|also|still|"
    r"[a-z]+ed)\b"
)
_ORG_SUFFIX = re.compile(
    r"\b(?:Inc|Corp|Co|Ltd|LLC|Systems|Logistics|Robotics|Labs|Technologies|Bank|University|"
    r"Hospital|Clinic|Coffee|Café|Cafe|Bakery|Studio|Group|Company)\.?$"
)
_PLACE_SUFFIX = re.compile(
    r"(?:\b(?:Station|River|Park|Temple|Shrine|Bridge|Street|Market|Hotel|Terrace|Hall|"
    r"Museum|Grove|Path|Mountain|Lake|Island|City|Prefecture|Airport)|-ji|-jinja)$"
)

# Scripts.
_KANJI = r"\u4e00-\u9fff々"
_HIRA = r"\u3041-\u3096"
_KATA = r"\u30a1-\u30fa\u30fcー"
_LATIN_WORD = r"[A-Z][A-Za-z\u00c0-\u024f'’.-]*"
_LATIN_NAME = rf"{_LATIN_WORD}(?:\s{_LATIN_WORD})?"

_JA_NAME = rf"(?P<name>[{_KANJI}]{{1,4}}|[{_KATA}・]{{2,12}}|[{_HIRA}]{{2,7}}|{_LATIN_NAME})"
# Not after a digit ("2週間様子"), and 様子 / 君たち are words, not honorifics.
_RE_JA_HONORIFIC = re.compile(
    r"(?<![0-9０-９])" + _JA_NAME + rf"(?P<hon>{'|'.join(_JA_HONORIFICS)})(?!子|たち|達)"
)
_RE_JA_KIN_NAME = re.compile(
    rf"(?<![{_KANJI}])(?P<kin>{'|'.join(sorted(JA_KINSHIP, key=len, reverse=True))})の"
    rf"(?P<name>[{_KATA}・]{{2,12}}|[{_KANJI}]{{1,4}}|[{_HIRA}]{{2,6}}|{_LATIN_NAME})"
    rf"(?P<hon>{'|'.join(_JA_HONORIFICS)})?"
)
_RE_JA_BARE_KIN = re.compile(
    rf"(?<![{_KANJI}{_KATA}])(?P<kin>{'|'.join(_JA_BARE_KIN)})(?!の[{_KANJI}{_KATA}{_HIRA}A-Z])"
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
_RE_JA_NAMED = re.compile(r"名前は[「『](?P<name>[^」』\n]{1,20})[」』]")

_RE_EN_KIN = re.compile(
    rf"\b(?P<who>[Mm]y|[Yy]our)\s+(?P<kin>{'|'.join(sorted(EN_KINSHIP, key=len, reverse=True))})"
    rf"(?:,)?\s+(?P<name>{_LATIN_NAME})"
    rf"(?:-(?P<hon>{'|'.join(_EN_HONORIFIC_SUFFIX)}))?"
    r"(?:\s*\((?P<alias>[A-Z][\w'-]+)\))?"
)
_RE_EN_BARE_KIN = re.compile(rf"\b[Mm]y\s+(?P<kin>{'|'.join(_EN_BARE_KIN)})\b(?!\s+[A-Z])")
_RE_EN_HON_SUFFIX = re.compile(
    rf"\b(?P<name>{_LATIN_WORD}(?:\s[A-Z][a-z]+)?)-(?P<hon>{'|'.join(_EN_HONORIFIC_SUFFIX)})\b"
)
_RE_EN_HON_PREFIX = re.compile(
    rf"\b(?P<hon>{'|'.join(_EN_HONORIFIC_PREFIX)})\.?\s+(?P<name>[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)"
)
_CAP_WORD = r"[A-Z][A-Za-z0-9à-ÿ'’]*(?:-[A-Za-zà-ÿ]+)*"
# Capitalised words joined by spaces (and "of": "Bank of Japan"), never across commas or "and":
# "Gion and Pontocho" are two places; titles with "and" come quoted.
_RE_EN_CAPS = re.compile(rf"(?<![A-Za-z0-9'’-])(?P<name>{_CAP_WORD}(?:\s+(?:of\s+)?{_CAP_WORD})*)")
_RE_QUOTED = re.compile(
    r"「(?P<a>[^「」\n]{1,30})」|『(?P<b>[^『』\n]{1,40})』|[\"“](?P<c>[^\"“”\n]{1,60})[\"”]"
)
_SENTENCE_END = re.compile(r"(?<=[。！？!?\n])|(?<=[.;:])\s+")


def _strip_particles(name: str) -> str:
    """Drop a particle glued to a hiragana name: "のあずき" -> "あずき", "あかりと" -> "あかり"."""
    if re.fullmatch(rf"[{_HIRA}]+", name):
        if len(name) > 2 and name[0] in _JA_PARTICLES:
            name = name[1:]
        if len(name) > 3 and name[-1] in _JA_PARTICLES:
            name = name[:-1]
    return name


def _en_kind(name: str, default: EntityKind = "thing") -> EntityKind:
    if _ORG_SUFFIX.search(name):
        return "org"
    if _PLACE_SUFFIX.search(name):
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
        self._known: dict[str, None] = {}
        self._known_re: re.Pattern[str] | None = None
        self.learn(known_names)

    def learn(self, names: Iterable[str]) -> None:
        """Add names to spot even unmarked (the alias table, during consolidation): once
        "こむぎちゃん" has been seen, a later "こむぎが…" is found too. Single characters and
        kinship words are not learned (母 would match 母国)."""
        added = False
        for name in names:
            name = name.strip()
            if len(name) < 2 or name in JA_KINSHIP or name.lower() in EN_KINSHIP:
                continue
            if name not in self._known:
                self._known[name] = None
                added = True
        if added:
            parts = []
            for name in sorted(self._known, key=len, reverse=True):
                if re.search(r"[A-Za-z0-9]", name):
                    parts.append(rf"(?<![A-Za-z0-9]){re.escape(name)}(?![A-Za-z0-9])")
                else:
                    parts.append(re.escape(name))
            self._known_re = re.compile("|".join(parts))

    @property
    def known_names(self) -> tuple[str, ...]:
        return tuple(self._known)

    # Public so tests and the read path (entity resolution in user text) can use it alone.
    def names(self, text: str) -> list[EntityMention]:
        """Every name the rules find in ``text``."""
        c = _Collector()
        self._ja_kin(text, c)
        self._en_kin(text, c)
        self._ja_named(text, c)
        self._quoted(text, c)
        self._ja_honorific(text, c)
        self._en_honorific(text, c)
        self._ja_patterns(text, c)
        self._en_caps(text, c)
        if self._known_re is not None:
            for m in self._known_re.finditer(text):
                if not c.covered(m.start(), m.end()):
                    c.add(m.group(0), m.group(0), "thing", (m.start(), m.end()))
        return list(c.found.values())

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
        for text in texts:
            found = self.names(text)
            for e in found:
                key = normalize_name(e.name)
                old = entities.get(key)
                if old is None or (old.relation is None and e.relation is not None):
                    entities[key] = (
                        e
                        if old is None
                        else EntityMention(old.name, old.surface, old.kind, e.relation, old.aliases)
                    )
            for p in self.plans(text, today=today, names=found):
                plans.setdefault((p.due_start, p.due_end), p)
        return Extraction(
            episode.id,
            tuple(entities.values()),
            tuple(sorted(plans.values(), key=lambda p: (p.due_start, p.due_end))),
        )

    # -- rules ----------------------------------------------------------------------------
    @staticmethod
    def _ja_kin(text: str, c: _Collector) -> None:
        for m in _RE_JA_KIN_NAME.finditer(text):
            name = _strip_particles(m.group("name"))
            if name in _JA_NOT_NAMES or name in JA_KINSHIP:
                continue
            surface = text[m.start() : m.start("name") + len(name)]
            if m.group("hon") and m.end("name") == m.start("name") + len(name):
                surface = m.group(0)
            c.add(
                name,
                surface,
                "person",
                (m.start(), m.end()),
                relation=JA_KINSHIP[m.group("kin")],
                aliases=(name + m.group("hon"),) if m.group("hon") else (),
            )
        for m in _RE_JA_BARE_KIN.finditer(text):
            if c.covered(m.start(), m.end()):
                continue
            kin = m.group("kin")
            canon = _JA_KIN_CANON.get(kin, kin)
            c.add(canon, kin, "person", (m.start(), m.end()), relation=JA_KINSHIP.get(kin))

    @staticmethod
    def _en_kin(text: str, c: _Collector) -> None:
        for m in _RE_EN_KIN.finditer(text):
            name = m.group("name")
            first = name.split()[0]
            if first in _EN_STOP:
                continue
            if " " in name and name.split()[1] in _EN_STOP:
                name = first
            for hon in _EN_HONORIFIC_SUFFIX:
                if name.endswith(f"-{hon}"):
                    name = name[: -len(hon) - 1]
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
                    _JA_KIN_CANON.get(kin, kin),
                    m.group(0),
                    "person",
                    (m.start(), m.end()),
                    relation=JA_KINSHIP[kin],
                )
                continue
            if name in _JA_NOT_NAMES or name.endswith("屋") or len(name) < 1:
                continue
            if re.fullmatch(r"[A-Z]+", name):  # an acronym: "CTOさん"
                continue
            # One kanji before 様/さま is a word (仕様, 同様, 模様), not a name.
            if len(name) == 1 and m.group("hon") in ("様", "さま"):
                continue
            c.add(name, name + m.group("hon"), "person", (m.start("name"), m.end()))

    @staticmethod
    def _en_honorific(text: str, c: _Collector) -> None:
        for m in _RE_EN_HON_SUFFIX.finditer(text):
            if c.covered(m.start(), m.end()):
                continue
            name = m.group("name")
            first, _, rest = name.partition(" ")
            if rest and (first in _EN_STOP or first in _EN_SENTENCE_OPENERS):
                name = rest  # "Told Sato-san" -> Sato
            c.add(
                name,
                f"{name}-{m.group('hon')}",
                "person",
                (m.end() - len(name) - len(m.group("hon")) - 1, m.end()),
            )
        for m in _RE_EN_HON_PREFIX.finditer(text):
            if c.covered(m.start("name"), m.end()):
                continue
            c.add(m.group("name"), m.group(0), "person", (m.start(), m.end()))

    @staticmethod
    def _ja_named(text: str, c: _Collector) -> None:
        for m in _RE_JA_NAMED.finditer(text):
            c.add(m.group("name"), m.group("name"), "thing", (m.start(), m.end()))

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
    def _en_caps(text: str, c: _Collector) -> None:
        sentence_starts = {off + len(s) - len(s.lstrip()) for off, s in _sentences(text)}
        for m in _RE_EN_CAPS.finditer(text):
            tokens = [
                (m.start() + t.start(), m.start() + t.end(), t.group(0))
                for t in re.finditer(r"\S+", m.group(0))
            ]
            at_start = m.start() in sentence_starts or _is_line_start(text, m.start())
            if at_start and tokens and tokens[0][2] in _EN_SENTENCE_OPENERS:
                tokens = tokens[1:]
            # Stop words off both ends ("Happy Wednesday" -> nothing, "The Midnight Library" ->
            # "Midnight Library"); a possessive ends the name ("Kenta's ETA API" -> "Kenta");
            # acronyms (ETA, API) are not names.
            while tokens and (tokens[0][2] in _EN_STOP or tokens[0][2] in _EN_LEADING_DROP):
                tokens = tokens[1:]
            for i, (a, b, w) in enumerate(tokens):
                rest = tokens[i + 1 :]
                if w.endswith(("'s", "’s")) and all(t.isupper() for _, _, t in rest):
                    tokens = [*tokens[:i], (a, b - 2, w[:-2])]
                    break
            while tokens and (
                tokens[-1][2] in _EN_STOP
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
                if len(name) < 2 or name.lower().endswith(("ing", "ly")) or name in _EN_STOP:
                    continue
                if at_start and start == m.start():
                    # A lone capitalised word opening a sentence is a name only when a verb
                    # or a possessive follows ("Kenta added ...", "Akari's list").
                    follow = text[end:].lstrip()
                    possessive = text[end : end + 2] in ("'s", "’s")
                    if name.endswith("ed") or not (possessive or _EN_VERBLIKE.match(follow)):
                        continue
            c.add(name, name, _en_kind(name), (start, end))


def _is_line_start(text: str, pos: int) -> bool:
    before = text[:pos].rstrip(" \t")
    return not before or before.endswith(("\n", "(", "「", "『", '"', "“", "/", "・"))


# -- the LLM extractor --------------------------------------------------------------------


class _EntityOut(BaseModel):
    name: str = Field(description="The name as written, without honorifics such as さん or -san.")
    kind: str = Field(description="person, place, org, thing or title")
    relation: str | None = Field(
        default=None, description="Relation to the user if stated (sister, friend, manager...)."
    )


class _FactOut(BaseModel):
    subject: str | None = Field(default=None, description="Entity name, or null for the user.")
    text: str = Field(description="One stable fact, one sentence.")
    confidence: float = Field(ge=0.0, le=1.0)
    salience: float = Field(ge=0.0, le=1.0)


class _PlanOut(BaseModel):
    text: str
    due_start: str = Field(description="YYYY-MM-DD")
    due_end: str = Field(description="YYYY-MM-DD")


class ExtractionSchema(BaseModel):
    """What the LLM extractor asks the model for (``with_structured_output``)."""

    entities: list[_EntityOut] = Field(default_factory=list)
    facts: list[_FactOut] = Field(default_factory=list)
    plans: list[_PlanOut] = Field(default_factory=list)
    favorability: dict[str, float] = Field(
        default_factory=dict, description="Person name -> how the user feels about them, -1..1."
    )
    summary: str | None = Field(default=None, description="One-line summary of the exchange.")


_LLM_PROMPT = (
    "You extract long-term memory from one exchange between a user and a companion agent. "
    "The exchange happened on {day} ({weekday}); resolve relative dates against that day. "
    "List named people, places, organisations, things and titles (without honorifics), the "
    "relation of each person to the user when it is stated, stable facts worth remembering "
    "(confidence and salience in 0..1), dated plans on or after {day}, the user's "
    "favorability towards each person mentioned (-1..1) when it shows, and a one-line "
    "summary in the language of the exchange.\n\nUSER: {user}\nAGENT: {reply}"
)
_KINDS: dict[str, EntityKind] = {
    "person": "person",
    "place": "place",
    "org": "org",
    "thing": "thing",
    "title": "title",
}


class LLMExtractor:
    """Extraction by a chat model with structured output (facts, favorability, summaries).

    ``model`` is any LangChain chat model supporting ``with_structured_output`` (``ChatOpenAI``
    or an OpenAI-compatible endpoint). Invalid dates or kinds in the answer are dropped, not
    trusted. Combine with the rules via :func:`merge_extractions` so names and plans the model
    misses still come through.
    """

    def __init__(self, model: Any, *, default_tz: tzinfo = UTC) -> None:
        self._structured = model.with_structured_output(ExtractionSchema)
        self.default_tz = default_tz

    def extract(self, episode: Episode) -> Extraction:
        today = episode_day(episode, self.default_tz)
        prompt = _LLM_PROMPT.format(
            day=today.isoformat(),
            weekday=today.strftime("%A"),
            user=episode.user_text,
            reply=episode.reply_text,
        )
        raw = self._structured.invoke(prompt)
        out = raw if isinstance(raw, ExtractionSchema) else ExtractionSchema.model_validate(raw)
        entities = tuple(
            EntityMention(
                e.name.strip(),
                e.name.strip(),
                _KINDS.get(e.kind.strip().lower(), "thing"),
                e.relation,
            )
            for e in out.entities
            if e.name.strip()
        )
        plans: list[PlanMention] = []
        for p in out.plans:
            try:
                start, end = date.fromisoformat(p.due_start), date.fromisoformat(p.due_end)
            except ValueError:
                continue
            if end < start or end < today:
                continue
            plans.append(PlanMention(p.text, start, end, p.text))
        facts = tuple(
            FactMention(f.text, f.subject, f.confidence, f.salience) for f in out.facts if f.text
        )
        favor = {k: max(-1.0, min(1.0, float(v))) for k, v in out.favorability.items()}
        return Extraction(episode.id, entities, tuple(plans), facts, out.summary, favor)
