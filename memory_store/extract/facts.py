"""Stable facts people state about themselves, found by rules (ja + en).

The families (issue 24): health and allergies, work (employer, role), pets with their species,
birthdays and anniversaries, likes and dislikes, where the user lives, and routines. (Family
and colleagues come as relation facts from the names the rules find.) Each fact is one short
sentence in the language it was said in, with a confidence: :data:`PLAIN_CONFIDENCE` for a
plain statement, :data:`HEDGED_CONFIDENCE` when hedged ("I think I might be…", 「〜かも」).

What is *not* a fact, on purpose: negations ("I'm not allergic to…", 「アレルギーはない」,
"I don't live in Tokyo anymore"), questions, wishes ("I'd like to work at…", 「住みたい」) and
statements about someone else ("my friend is allergic…", 「主人公が猫アレルギー」). A negated
like is a dislike ("I don't like horror movies", 「納豆は好きじゃない」).

Facts found here also name entities: the employer (org), the pet (pet, with its species) and
the home (place).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..derived import EntityKind
from .base import FactMention
from .vocab import EN_KINSHIP, JA_KINSHIP, JA_PARTICLES

__all__ = [
    "HEDGED_CONFIDENCE",
    "PLAIN_CONFIDENCE",
    "FactFinding",
    "find_facts",
    "is_hedged",
]

PLAIN_CONFIDENCE = 0.8  # the design's confidence for an explicitly stated relation
HEDGED_CONFIDENCE = 0.5

_KANJI = r"\u4e00-\u9fff々"
_HIRA = r"\u3041-\u3096"
_KATA = r"\u30a1-\u30fa\u30fc"
# The noun right before a marker: a kanji, katakana or Latin run, or a short hiragana word.
_JA_NOUN = rf"(?:[{_KANJI}{_KATA}]+|[A-Za-z][A-Za-z ]*[A-Za-z]|[{_HIRA}]{{2,5}})"

_JA_HEDGE = re.compile(r"かも|たぶん|多分|気がする|と思う|と思います|もしかしたら|らしい|みたい")
_EN_HEDGE = re.compile(
    r"\b(?:I think|I guess|maybe|might|probably|perhaps|not sure|I suspect)\b", re.I
)
_JA_NEG = re.compile(r"ない|なし|ありません|じゃな|ではな|無い")
_JA_WISH = re.compile(r"たい|たら|ほしい|欲しい")
# A sentence's own subject other than the user (主人公が…, 友達は…): its facts are not the user's.
_JA_SELF = frozenset(("私", "僕", "俺", "わたし", "自分", "実", "うち", "今", "最近", "今年"))


@dataclass(frozen=True, slots=True)
class FactFinding:
    """A fact and the entity it names (employer, pet, home), if any."""

    fact: FactMention
    entity: str | None = None
    kind: EntityKind = "thing"
    relation: str | None = None


def is_hedged(sentence: str) -> bool:
    """Whether a sentence hedges ("I think I might be…", 「〜かもしれない」)."""
    return bool(_JA_HEDGE.search(sentence) or _EN_HEDGE.search(sentence))


def _is_question(sentence: str) -> bool:
    s = sentence.rstrip(" 。.")
    return s.endswith(("?", "？", "か", "っけ"))


def _fact(text: str, family: str, sentence: str, subject: str | None = None) -> FactMention:
    confidence = HEDGED_CONFIDENCE if is_hedged(sentence) else PLAIN_CONFIDENCE
    return FactMention(text, subject, confidence, 0.5, family)


def _ja_noun(run: str) -> str:
    """The noun closest to the marker in a run ("実はえび" -> "えび")."""
    m = re.search(rf"{_JA_NOUN}$", run)
    noun = m.group(0) if m else run
    if re.fullmatch(rf"[{_HIRA}]+", noun) and len(noun) > 2 and noun[0] in JA_PARTICLES:
        noun = noun[1:]
    return noun


def _ja_other_subject(before: str) -> bool:
    """True when the clause before a marker has a subject that is not the user."""
    for m in re.finditer(rf"([{_KANJI}{_KATA}{_HIRA}A-Za-z]{{1,8}}?)(?:は|が)", before):
        word = m.group(1)
        if word not in _JA_SELF and not word.endswith(tuple(_JA_SELF)):
            return True
    return False


# -- Japanese -----------------------------------------------------------------------------

_JA_ALLERGY = re.compile(rf"(?P<x>{_JA_NOUN})アレルギー(?P<after>.{{0,12}})")
_JA_CONDITION = re.compile(r"(?P<x>花粉症|喘息|ぜんそく|アトピー)(?P<after>.{0,8})")
_JA_EMPLOYER = re.compile(
    rf"(?P<org>[{_KANJI}{_KATA}A-Za-z][{_KANJI}{_KATA}A-Za-z&・]{{1,20}})"
    r"(?:で働いて|に勤めて|に勤務し|に入社し|に転職し|で、?(?:[^\s。]{1,10}として)?働いて)"
)
_JA_ROLE = re.compile(
    rf"(?:仕事は|職業は)(?P<a>[{_KANJI}{_KATA}]{{2,10}})(?:です|だ|を|。|$)"
    rf"|(?P<b>[{_KANJI}{_KATA}]{{2,10}})として働"
)
_JA_PET_SPECIES = (
    "子猫|愛猫|猫|ねこ|ネコ|柴犬|愛犬|子犬|犬|いぬ|イヌ|うさぎ|ウサギ|ハムスター|インコ|金魚|"
    "フェレット|カメ|亀|トイプードル|チワワ"
)
_JA_PET = re.compile(
    rf"(?P<sp>{_JA_PET_SPECIES})の(?P<name>[{_KATA}]{{2,8}}|[{_HIRA}]{{2,5}}|[A-Z][a-z]+)"
    r"(?=ちゃん|くん|が|は|を|と|に|も|、|。|$)"
)
_JA_PET_NOT = frozenset(("こと", "ため", "よう", "ごはん", "えさ", "おもちゃ", "ほう", "もの"))
_JA_DATE = r"\d{1,2}月\d{1,2}日"
_JA_ANNIV = re.compile(
    rf"(?:(?P<who>[{_KANJI}{_KATA}{_HIRA}]{{1,8}}?)の)?(?P<what>誕生日|結婚記念日|記念日)は"
    rf"(?P<d>{_JA_DATE})"
)
_JA_FAVOURITE = re.compile(
    rf"(?:(?P<who>[{_KANJI}{_KATA}{_HIRA}]{{1,8}}?)の)?好きな(?P<cat>[{_KANJI}{_KATA}{_HIRA}]{{1,5}}?)は"
    rf"(?P<x>[^\s、。！？!?]{{1,12}}?)(?:です|だ|。|$|、)"
)
_JA_LIKE = re.compile(
    rf"(?P<x>{_JA_NOUN})(?:が|は|も)(?P<v>大好き|好き|苦手|大嫌い|嫌い)(?P<tail>[^、。！？!?]*)"
)
_JA_NOT_THINGS = frozenset(("それ", "これ", "あれ", "どれ", "何", "なに", "全部", "みんな", "人"))
_JA_HOME = re.compile(
    rf"(?P<p>[{_KANJI}{_KATA}]{{2,10}})(?:に住んで|に住む|在住|に引っ越し|へ引っ越し|に引越し)"
    r"(?P<after>[^、。]{0,6})"
)
_JA_ROUTINE = re.compile(r"毎朝|毎晩|毎日|毎週|毎月|毎夜")


def _ja(sentence: str, names: dict[str, str]) -> list[FactFinding]:
    out: list[FactFinding] = []
    question = _is_question(sentence)
    for m in _JA_ALLERGY.finditer(sentence):
        x = _ja_noun(m.group("x"))
        after = m.group("after")
        if (
            question
            or _JA_NEG.match(after.lstrip("はがもの"))
            or after.startswith(("の人", "は特"))
        ):
            continue
        if re.match(r"(?:は|が)?(?:特に)?(?:ない|なし|ありません|無い)", after) or x == "食物":
            continue
        if _ja_other_subject(sentence[: m.start("x")]):
            continue
        out.append(FactFinding(_fact(f"ユーザーは{x}アレルギー", "health", sentence)))
    for m in _JA_CONDITION.finditer(sentence):
        if question or _JA_NEG.match(m.group("after").lstrip("はがもの")):
            continue
        if _ja_other_subject(sentence[: m.start()]):
            continue
        out.append(FactFinding(_fact(f"ユーザーは{m.group('x')}", "health", sentence)))
    if not question and not _JA_WISH.search(sentence):
        for m in _JA_EMPLOYER.finditer(sentence):
            org = _ja_noun(m.group("org"))
            out.append(
                FactFinding(_fact(f"ユーザーは{org}で働いている", "work", sentence), org, "org")
            )
        for m in _JA_ROLE.finditer(sentence):
            role = m.group("a") or m.group("b")
            out.append(FactFinding(_fact(f"ユーザーの仕事は{role}", "work", sentence)))
    for m in _JA_PET.finditer(sentence):
        name = m.group("name")
        if name in _JA_PET_NOT or question:
            continue
        sp = m.group("sp")
        out.append(
            FactFinding(
                _fact(f"{name}はユーザーの{sp}", "pets", sentence, subject=name), name, "pet"
            )
        )
    for m in _JA_ANNIV.finditer(sentence):
        who = _owner_ja(m.group("who"), names)
        subject = None if who == "ユーザー" else who
        text = f"{who}の{m.group('what')}は{m.group('d')}"
        out.append(FactFinding(_fact(text, "dates", sentence, subject=subject)))
    for m in _JA_FAVOURITE.finditer(sentence):
        if question:
            continue
        who = _owner_ja(m.group("who"), names)
        text = f"{who}の好きな{m.group('cat')}は{m.group('x')}"
        subject = None if who == "ユーザー" else who
        out.append(FactFinding(_fact(text, "likes", sentence, subject=subject)))
    for m in _JA_LIKE.finditer(sentence):
        x = _ja_noun(m.group("x"))
        if question or x in _JA_NOT_THINGS or sentence[m.end("x") :].startswith("な"):
            continue
        if _ja_other_subject(sentence[: m.start("x")]):
            continue
        verb, tail = m.group("v"), m.group("tail")
        if verb in ("好き", "大好き") and _JA_NEG.match(tail):
            verb = "好きではない"
        elif _JA_NEG.match(tail):
            continue  # 「嫌いじゃない」: neither a like nor a dislike
        out.append(FactFinding(_fact(f"ユーザーは{x}が{verb}", "likes", sentence)))
    for m in _JA_HOME.finditer(sentence):
        if question or _JA_NEG.search(m.group("after")) or _JA_WISH.search(m.group("after")):
            continue
        place = m.group("p")
        out.append(
            FactFinding(_fact(f"ユーザーは{place}に住んでいる", "home", sentence), place, "place")
        )
    routine = _JA_ROUTINE.search(sentence)
    if (
        routine
        and not question
        and not _JA_WISH.search(sentence)
        and not _ja_other_subject(sentence[: routine.start()])
    ):
        text = f"ユーザーの習慣: {sentence.strip(' 。')}"
        out.append(FactFinding(_fact(text, "routines", sentence)))
    return out


def _owner_ja(who: str | None, names: dict[str, str]) -> str:
    if who is None or who in ("私", "僕", "俺", "わたし", "自分"):
        return "ユーザー"
    return who


# -- English ------------------------------------------------------------------------------

_EN_THING = r"[a-z][a-z' -]{0,40}?"
_EN_STOP_AT = (
    r"(?=\s*(?:[,.;!?]|$|\s(?:too|and|but|because|so|since|at all|a lot|very much|now|again|"
    r"anymore)\b))"
)
_EN_ALLERGY = re.compile(rf"\ballergic to (?P<x>{_EN_THING}){_EN_STOP_AT}", re.I)
_EN_ALLERGY_NOUN = re.compile(r"\b(?:I have|I've got) (?:an? )?(?P<x>[a-z]+) allergy\b", re.I)
_EN_CONDITION = re.compile(
    r"\bI (?:have|suffer from|get) (?P<x>hay fever|asthma|eczema|migraines)\b", re.I
)
_EN_NEG = re.compile(r"\b(?:not|n't|never|no)\b", re.I)
_EN_ORG = r"[A-Z][\w&.'-]*(?:\s+(?:of\s+)?[A-Z][\w&.'-]*)*"
_EN_EMPLOYER = re.compile(
    rf"\bI(?:'m| am)?\s*(?:work(?:ing)?|just started|started)\s+(?:at|for)\s+(?P<org>{_EN_ORG})"
    rf"|\bI (?:joined|work at) (?P<org2>{_EN_ORG})"
    rf"|\bI(?:'m| am) an? [a-z]+(?: [a-z]+)? (?:at|for) (?P<org3>{_EN_ORG})"
    rf"|\bnew job (?:at|with) (?P<org4>{_EN_ORG})"
)
_ROLE_WORDS = (
    "engineer|developer|designer|nurse|teacher|doctor|analyst|manager|student|writer|lawyer|"
    "accountant|programmer|chef|consultant|researcher|scientist|pharmacist|architect|editor|"
    "translator|salesperson|barista|librarian|professor|musician|artist|photographer"
)
_EN_ROLE = re.compile(
    rf"\bI(?:'m| am) an? (?P<r>(?:[a-z]+ ){{0,2}}(?:{_ROLE_WORDS}))\b"
    rf"|\b(?:work|working)(?: (?:at|for) [^,.;]+?)? as an? (?P<r2>(?:[a-z]+ ){{0,2}}[a-z]+?)"
    r"(?=\s*(?:[,.;!?]|$|\s(?:at|for|in|and|but|since)\b))"
    rf"|\bmy job is (?:an? )?(?P<r3>(?:[a-z]+ ){{0,2}}(?:{_ROLE_WORDS}))\b",
    re.I,
)
_EN_SPECIES = (
    "cat|dog|puppy|kitten|hamster|rabbit|bunny|parrot|bird|goldfish|turtle|tortoise|"
    "guinea pig|ferret|gecko|budgie|cockatiel|hedgehog"
)
_EN_PET = re.compile(
    rf"\b(?:[Mm]y|[Oo]ur) (?P<sp>{_EN_SPECIES}),? (?P<name>[A-Z][a-z]+)\b"
    rf"|\b(?:[Ww]e have|I have|we've got|I've got|we got|I got|adopted) (?:a|an) "
    rf"(?P<sp2>{_EN_SPECIES}) (?:named|called) (?P<name2>[A-Z][a-z]+)\b"
)
_MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
_EN_DAY = (
    rf"(?:(?:{_MONTHS}) \d{{1,2}}(?:st|nd|rd|th)?|\d{{1,2}}(?:st|nd|rd|th)? (?:of )?(?:{_MONTHS}))"
)
_KIN = "|".join(sorted(EN_KINSHIP, key=len, reverse=True))
_EN_ANNIV = re.compile(
    rf"\b(?P<who>[Mm]y (?P<kin>{_KIN})'s|[Mm]y|[Oo]ur|(?P<name>[A-Z][a-z]+)'s) "
    rf"(?P<what>birthday|(?:wedding )?anniversary) is (?:on )?(?P<d>{_EN_DAY})"
)
_EN_FAVOURITE = re.compile(
    rf"\b(?P<who>[Mm]y (?P<kin>{_KIN})'s|[Mm]y|(?P<name>[A-Z][a-z]+)'s) "
    rf"favou?rite (?P<cat>[a-z]+(?: [a-z]+)?) is (?P<x>[\w' -]{{1,30}}?){_EN_STOP_AT}"
)
_EN_LIKE = re.compile(
    rf"\bI (?:really |absolutely |just |also )?(?P<v>love|like|enjoy|adore|hate|dislike|"
    rf"can't stand|cannot stand|don't like|do not like|don't really like|don't enjoy)\s+"
    rf"(?P<x>{_EN_THING}){_EN_STOP_AT}"
)
_EN_HOME = re.compile(
    rf"\bI (?:now |currently |still )?(?:live|am living|'m living) in (?P<p>{_EN_ORG})"
    rf"|\bI(?:'m| am) based in (?P<p2>{_EN_ORG})"
    rf"|\bI (?:just |recently )?moved to (?P<p3>{_EN_ORG})"
)
_EN_ROUTINE = re.compile(
    r"\b(?:every (?:morning|evening|night|day|week|weekend|monday|tuesday|wednesday|thursday|"
    r"friday|saturday|sunday)|each (?:morning|evening)|on (?:mondays|tuesdays|wednesdays|"
    r"thursdays|fridays|saturdays|sundays|weekends)|every other \w+)\b",
    re.I,
)


def _owner_en(kin: str | None, name: str | None) -> tuple[str, str | None]:
    """("The user's mother", "mother") / ("Emma", "Emma") / ("The user", None)."""
    if kin:
        relation = EN_KINSHIP.get(kin.lower(), kin.lower())
        return f"The user's {relation}", kin.lower()
    if name:
        return name, name
    return "The user", None


def _en(sentence: str) -> list[FactFinding]:
    out: list[FactFinding] = []
    question = _is_question(sentence)
    wish = re.search(r"\b(?:I'd|I would|want to|wants to|hope to|someday|one day)\b", sentence)

    def before_neg(pos: int) -> bool:
        """A negation just before ``pos`` ("I'm not allergic", "I don't work at")."""
        return bool(_EN_NEG.search(sentence[max(0, pos - 14) : pos]))

    if not question:
        for m in _EN_ALLERGY.finditer(sentence):
            head = sentence[: m.start()]
            if before_neg(m.start()) or not re.search(r"\bI\b|\bI'm\b", head):
                continue
            if re.search(r"\b(?:my|his|her|their)\s+\w+", head, re.I) and not re.search(
                r"\bI(?:'m| am| might| may)\b", head
            ):
                continue
            out.append(
                FactFinding(_fact(f"The user is allergic to {m.group('x')}", "health", sentence))
            )
        for m in _EN_ALLERGY_NOUN.finditer(sentence):
            out.append(
                FactFinding(_fact(f"The user is allergic to {m.group('x')}", "health", sentence))
            )
        for m in _EN_CONDITION.finditer(sentence):
            out.append(FactFinding(_fact(f"The user has {m.group('x')}", "health", sentence)))
    if not question and not wish:
        for m in _EN_EMPLOYER.finditer(sentence):
            org = m.group("org") or m.group("org2") or m.group("org3") or m.group("org4")
            org = org.rstrip(".'")
            if before_neg(m.start()):
                continue
            out.append(FactFinding(_fact(f"The user works at {org}", "work", sentence), org, "org"))
        for m in _EN_ROLE.finditer(sentence):
            role = (m.group("r") or m.group("r2") or m.group("r3")).lower()
            if before_neg(m.start()):
                continue
            out.append(FactFinding(_fact(f"The user works as a {role}", "work", sentence)))
    for m in _EN_PET.finditer(sentence):
        sp, name = (m.group("sp") or m.group("sp2")), (m.group("name") or m.group("name2"))
        if question:
            continue
        out.append(
            FactFinding(
                _fact(f"{name} is the user's {sp.lower()}", "pets", sentence, subject=name),
                name,
                "pet",
            )
        )
    for m in _EN_ANNIV.finditer(sentence):
        owner, subject = _owner_en(m.group("kin"), m.group("name"))
        if m.group("who").lower() == "our":
            owner = "The user"
        text = f"{owner}'s {m.group('what')} is {m.group('d')}"
        out.append(FactFinding(_fact(text, "dates", sentence, subject=subject)))
    for m in _EN_FAVOURITE.finditer(sentence):
        if question:
            continue
        owner, subject = _owner_en(m.group("kin"), m.group("name"))
        text = f"{owner}'s favourite {m.group('cat')} is {m.group('x')}"
        out.append(FactFinding(_fact(text, "likes", sentence, subject=subject)))
    if not question:
        for m in _EN_LIKE.finditer(sentence):
            verb = m.group("v").lower()
            x = m.group("x").strip()
            if x in ("it", "that", "this", "you", "them", "him", "her", "to"):
                continue
            likes = verb in ("love", "like", "enjoy", "adore")
            text = f"The user {'likes' if likes else 'dislikes'} {x}"
            out.append(FactFinding(_fact(text, "likes", sentence)))
    if not question and not wish:
        for m in _EN_HOME.finditer(sentence):
            place = (m.group("p") or m.group("p2") or m.group("p3")).rstrip(".'")
            if before_neg(m.start()):
                continue
            out.append(
                FactFinding(_fact(f"The user lives in {place}", "home", sentence), place, "place")
            )
        one_off = re.search(r"\b(?:yesterday|last|tomorrow|next)\b", sentence, re.I)
        if _EN_ROUTINE.search(sentence) and re.search(r"\bI\b", sentence) and not one_off:
            text = f"The user's routine: {sentence.strip().rstrip('.')}"
            out.append(FactFinding(_fact(text, "routines", sentence)))
    return out


def find_facts(sentence: str, *, names: dict[str, str] | None = None) -> list[FactFinding]:
    """The facts one sentence states about the user (or a named person or pet)."""
    japanese = bool(re.search(rf"[{_HIRA}{_KATA}{_KANJI}]", sentence))
    return _ja(sentence, names or {}) if japanese else _en(sentence)


_ = JA_KINSHIP  # kinship words are read through ``names`` by callers
