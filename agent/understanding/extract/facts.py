"""Stable facts people state about themselves and the people and pets around them (ja + en).

The families (issue 24): health and allergies, work (employer, role), pets with their species,
birthdays and anniversaries, likes and dislikes, where the user lives, and routines. (Family
and colleagues come as relation facts from the names the rules find.) Each fact is one short
sentence in the language it was said in, with a confidence: :data:`PLAIN_CONFIDENCE` for a
plain statement, :data:`HEDGED_CONFIDENCE` when hedged ("I think I might be…", 「〜かも」).

**Whose fact.** A fact is about who the sentence is about (:class:`Subject`): the user, or the
person, pet or thing it names as its topic or subject: 「こむぎはお風呂が大嫌い」 is about こむぎ,
「母はパクチーが嫌い」 about 母, "My dog Biscuit is allergic to chicken" about Biscuit, "my mom
hates cilantro" about mom; such facts carry that subject (:attr:`FactMention.subject`), never
the user. A Japanese sentence without a subject is the user's only when no other topic is
active in it nor in the previous sentence of the same message (「妹のあかりは看護師です。えび
アレルギーで…」 is あかり's allergy). A subject the rules cannot name (主人公が…, "she …") drops
the fact.

**What is not a fact**, on purpose: negations ("I'm not allergic to…", 「アレルギーはない」),
questions, wishes ("I'd like to work at…", 「住みたい」), hypotheticals ("If I moved to…",
「〜たら」「〜なら」), statements that only held in the past ("I used to live…", 「前は大阪に
住んでいた」, 「子どもの頃は卵アレルギーだった」), habits of a limited period (「年末休みで毎日…」),
and hearsay or reported speech as the user's own fact (「〜そうです」「〜らしい」「〜って言ってた」
「〜と聞いた」, "I heard…", "she said…"): about someone else, hearsay is kept, hedged. A negated
like is a dislike ("I don't like horror movies", 「納豆は好きじゃない」). A fact is a complete
predicate: 「こむぎのアレルギー」 names no allergen and 「動くものを扱う仕事が好き」 is not
「仕事が好き」.

Facts found here also name entities: the employer (org), the pet (pet, with its species), the
home (place) and the subject (person or pet).
"""

from __future__ import annotations

import re
from collections.abc import Container
from dataclasses import dataclass

from omoide.memory_store.derived import EntityKind

from .base import FactMention
from .vocab import (
    EN_KINSHIP,
    EN_SENTENCE_OPENERS,
    EN_STOP,
    JA_BARE_KIN,
    JA_KIN_CANON,
    JA_KINSHIP,
    kana_company_head,
)

__all__ = [
    "HEDGED_CONFIDENCE",
    "PLAIN_CONFIDENCE",
    "USER",
    "FactFinding",
    "Subject",
    "find_facts",
    "is_hedged",
    "sentence_topic",
]

PLAIN_CONFIDENCE = 0.8  # the design's confidence for an explicitly stated relation
HEDGED_CONFIDENCE = 0.5

_KANJI = r"\u4e00-\u9fff々"
_HIRA = r"\u3041-\u3096"
_KATA = r"\u30a1-\u30fa\u30fc"
# The noun right before a marker: a kanji, katakana or Latin run, or a short hiragana word.
_JA_NOUN = rf"(?:[{_KANJI}{_KATA}]+|[A-Za-z][A-Za-z ]*[A-Za-z]|[{_HIRA}]{{2,5}})"

_JA_HEDGE = re.compile(
    r"かも|たぶん|多分|気がする|と思う|と思います|もしかしたら|らしい|みたい|可能性|疑い"
)
_EN_HEDGE = re.compile(
    r"\b(?:I think|I guess|maybe|might|probably|perhaps|not sure|I suspect|likely)\b", re.I
)
_JA_NEG = re.compile(r"ない|なし|ありません|じゃな|ではな|無い")
_JA_WISH = re.compile(r"たい|たら|ほしい|欲しい")
# Hearsay and reported speech: 高いそうです (not 大変そう), らしい (not 素晴らしい), って言ってた,
# と聞いた, によると, 〜だって。
_JA_REPORTED = re.compile(
    r"(?:[いたるだ]|です|ない)そう(?:です|だ|な|。|$)|(?<![晴ず愛男女])らしい|らしく"
    r"|(?:って|と)(?:言|い)(?:って|われ|った)|(?:って|と)(?:聞|き)[いく]|(?:って|と)話し"
    r"|によると|によれば|とのこと|んだって|だって[。！!]?$|って[。！!]?$"
)
_JA_MAYBE = re.compile(r"もしかしたら|もしかして|もしかすると")
_JA_CLAUSE_END = re.compile(r"[、,，]|けど|けれど")
# A condition: 飼ったら, 住むなら (not ならない, 新しい), もし, 行けば.
_JA_CONDITION_MARK = re.compile(r"たら(?!し)|だら|なら(?![いなうべ])|もし|れば|としたら")
# Only what held once: 前は, 子どもの頃は, 昔.
_JA_KIN_ALT_PLAIN = "|".join(sorted(JA_KINSHIP, key=len, reverse=True))
_JA_PET_SPECIES_PLAIN = (
    "子猫|愛猫|猫|ねこ|ネコ|柴犬|愛犬|子犬|犬|いぬ|イヌ|うさぎ|ウサギ|ハムスター|インコ|金魚|"
    "フェレット|カメ|亀|トイプードル|チワワ"
)
_JA_PAST_ONLY = re.compile(
    rf"(?<![{_KANJI}])前は|昔|以前|子ども(?:の頃|のころ|時代)|子供(?:の頃|のころ|時代)|学生時代|かつて"
)
# A habit of a limited period is not a routine: 年末休みで毎日, 旅行中は毎朝.
_JA_TEMPORARY = re.compile(
    r"休みで|休み中|休みの間|期間中|旅行中|出張中|の間は|あいだ|今週|今月|だけ|しばらく|連休"
)
# Sentence topics that are not subjects (time and manner): 今日は, 実は, 最近は.
_JA_NOT_SUBJECTS = frozenset(
    [
        "今日",
        "昨日",
        "明日",
        "今",
        "最近",
        "今年",
        "去年",
        "昨年",
        "来年",
        "今月",
        "先月",
        "来月",
        "今週",
        "先週",
        "来週",
        "今朝",
        "今夜",
        "今晩",
        "実",
        "前",
        "昔",
        "以前",
        "最初",
        "週末",
        "朝",
        "夜",
        "夕方",
        "昼",
        "毎日",
        "毎朝",
        "毎晩",
        "普段",
        "本当",
        "実際",
        "特",
        "結局",
        "今回",
        "今度",
        "次",
        "休日",
        "平日",
        "年末",
        "年始",
        "午前",
        "午後",
        "夏",
        "冬",
        "春",
        "秋",
        "時々",
        "時",
        "日",
        "頃",
        "後",
        "あと",
        "それ",
        "これ",
        "あれ",
    ]
)
# Unknown nouns that are someone (a person or an animal): their facts are not the user's.
_JA_ANIMATE = re.compile(
    rf"(?:人|者|員|手|主人公|友達|友人|親友|彼|彼女|彼氏|子|子供|家族|先生|医者|客|夫|妻|旦那|"
    rf"嫁|生|長|{_JA_KIN_ALT_PLAIN}|{_JA_PET_SPECIES_PLAIN})$"
)
_JA_ANIMATE_HIRA = ("みんな", "あの子", "この子", "その子", "子ども", "こども", "かれ", "かのじょ")
_JA_SELF_WORDS = ("わたし", "あたし", "ぼく", "おれ", "自分", "私", "僕", "俺", "うち")
_JA_HON = "さん|ちゃん|くん|君|先生|様|さま|氏|先輩|部長|課長|社長"
_JA_KIN_ALT = _JA_KIN_ALT_PLAIN
_JA_BARE_KIN_ALT = "|".join(sorted(JA_BARE_KIN, key=len, reverse=True))
_JA_PET_SPECIES = _JA_PET_SPECIES_PLAIN
# What can end a subject noun phrase, tried in order (the text ends right before は/が/も/って).
_JA_SUBJ_FORMS: tuple[tuple[re.Pattern[str], EntityKind], ...] = (
    (re.compile(rf"うちの(?P<n>(?:{_JA_PET_SPECIES}|子))$"), "pet"),
    (
        re.compile(
            rf"(?:{_JA_PET_SPECIES})の(?P<n>[{_KATA}]{{2,12}}|[{_HIRA}]{{2,6}}|[A-Z][a-z]+)"
            r"(?:ちゃん|くん)?$"
        ),
        "pet",
    ),
    (
        re.compile(
            rf"(?:{_JA_KIN_ALT})の(?P<n>[{_KATA}]{{2,12}}|[{_HIRA}]{{2,6}}|[{_KANJI}]{{1,4}}(?=(?:{_JA_HON})$))"
            rf"(?:{_JA_HON})?$"
        ),
        "person",
    ),
    (
        re.compile(
            rf"(?P<n>[{_KANJI}]{{1,4}}|[{_KATA}]{{2,12}}|[{_HIRA}]{{2,6}}|[A-Z][A-Za-z]+)(?:{_JA_HON})$"
        ),
        "person",
    ),
    (re.compile(rf"(?<![{_KANJI}])(?P<n>{_JA_BARE_KIN_ALT})$"), "person"),
)
_JA_MARKER = re.compile(r"(?:は|が|も|って)(?![{_HIRA}]?(?:ない|ず))".replace("{_HIRA}", _HIRA))
# A noun marked by が/は right before a like or an allergy is that predicate's object.
_JA_OBJECT_OF = re.compile(r"(?:大好き|好き|苦手|大嫌い|嫌い|アレルギー)")


@dataclass(frozen=True, slots=True)
class Subject:
    """Who a fact is about: the user (``name`` None), or a named person, pet or thing;
    ``known`` False for a subject the rules cannot name (the fact is dropped)."""

    name: str | None = None
    kind: EntityKind = "thing"
    known: bool = True
    relation: str | None = None


USER = Subject()
_UNKNOWN = Subject(known=False)


@dataclass(frozen=True, slots=True)
class FactFinding:
    """A fact, the entity it names (employer, pet, home), if any, and its subject."""

    fact: FactMention
    entity: str | None = None
    kind: EntityKind = "thing"
    relation: str | None = None
    subject: Subject = USER


def is_hedged(sentence: str) -> bool:
    """Whether a sentence hedges ("I think I might be…", 「〜かもしれない」)."""
    return bool(_JA_HEDGE.search(sentence) or _EN_HEDGE.search(sentence))


def _is_question(sentence: str) -> bool:
    s = sentence.rstrip(" 。.")
    return s.endswith(("?", "？", "か", "っけ"))


def _fact(text: str, family: str, sentence: str, subject: Subject = USER) -> FactMention:
    hedged = is_hedged(sentence) or (subject is not USER and _reported(sentence))
    confidence = HEDGED_CONFIDENCE if hedged else PLAIN_CONFIDENCE
    return FactMention(text, subject.name, confidence, 0.5, family)


def _finding(
    text: str,
    family: str,
    sentence: str,
    subject: Subject = USER,
    entity: str | None = None,
    kind: EntityKind = "thing",
) -> FactFinding:
    return FactFinding(_fact(text, family, sentence, subject), entity, kind, None, subject)


def _reported(sentence: str) -> bool:
    """Hearsay or reported speech (「〜そうです」「〜って言ってた」, "I heard", "she said")."""
    return bool(_JA_REPORTED.search(sentence) or _EN_REPORTED.search(sentence))


def _ja_noun(run: str) -> str:
    """The noun closest to the marker in a run ("実はえび" -> "えび", "さんはえび" -> "えび")."""
    m = re.search(rf"{_JA_NOUN}$", run)
    noun = m.group(0) if m else run
    if re.fullmatch(rf"[{_HIRA}]+", noun):
        noun = re.split(r"(?<=.)(?:さん|ちゃん|くん)?[はがも](?=..)", noun)[-1]
        if len(noun) > 2 and noun[0] in "のはがとをにもでへや":
            noun = noun[1:]
    return noun


# -- who a Japanese sentence is about ---------------------------------------------------------


def _ja_candidate(head: str, known: Container[str]) -> Subject | None:
    """The subject a noun phrase ending ``head`` (right before は/が/も/って) names: the user
    (私, 僕…), a person or pet (田中さん, 妹のあかり, うちの犬, 母, a known name), None for a
    word that is no subject (今日, 実), or an unknown subject (ドラマの主人公)."""
    for word in _JA_SELF_WORDS:
        if head.endswith(word):
            return USER
    for form, kind in _JA_SUBJ_FORMS:
        m = form.search(head)
        if m:
            name = m.group("n")
            if form is _JA_SUBJ_FORMS[0][0]:
                name = "うちの" + name
            canon = JA_KIN_CANON.get(name, name)
            relation = JA_KINSHIP.get(name) if name in JA_BARE_KIN else None
            return Subject(canon, kind, True, relation)
    for size in range(min(len(head), 12), 1, -1):
        if head[-size:] in known:
            return Subject(head[-size:])
    if head.endswith(_JA_ANIMATE_HIRA):
        return _UNKNOWN
    m = re.search(rf"(?:[{_KANJI}{_KATA}]+|[A-Za-z]+)$", head)
    if m is None:
        return None  # after hiragana the marker is too often part of a word (持って, もう)
    word = m.group(0)
    if word in _JA_NOT_SUBJECTS or not _JA_ANIMATE.search(word):
        return None  # 仕事は, 今日は: a topic, not someone else
    return _UNKNOWN  # 主人公が, 友達は: someone the rules cannot name


def _ja_subject(before: str, known: Container[str]) -> Subject | None:
    """The subject of a predicate preceded by ``before``: the closest marked topic or subject
    in it that is not the predicate's own object; None when the sentence has none."""
    for m in reversed(list(_JA_MARKER.finditer(before))):
        if _JA_OBJECT_OF.match(before, m.end()):
            continue
        found = _ja_candidate(before[: m.start()], known)
        if found is not None:
            return found
    return None


def sentence_topic(
    sentence: str, *, known: Container[str] = (), previous: Subject | None = None
) -> Subject | None:
    """The person or pet a Japanese sentence leaves as the topic of the next one: the one it
    names as its topic or subject (「妹のあかりは看護師です」 -> あかり) or introduces (「柴犬を
    飼っていて、名前は「こむぎ」です」 -> こむぎ); ``previous`` when it has no subject of its own
    (a Japanese topic holds until another is set); None for the user or an English sentence."""
    if not re.search(rf"[{_HIRA}{_KATA}{_KANJI}]", sentence):
        return None
    named = _JA_PET_NAMED.search(sentence)
    if named:
        return Subject(named.group("name"), "pet")
    found = _ja_subject(sentence, known)
    if found is None:
        return previous
    return None if found is USER else found


def _ja_who(
    sentence: str, start: int, known: Container[str], topic: Subject | None
) -> Subject | None:
    """Whose fact a predicate at ``start`` states, or None to drop it: another subject of the
    sentence (or, without one, the previous sentence's topic), else the user, but never the
    user for hearsay, nor anyone the rules cannot name."""
    subject = _ja_subject(sentence[:start], known)
    if subject is None:
        subject = topic or USER
    if not subject.known or (subject is USER and _reported(sentence)):
        return None
    return subject


def _ja_names_someone(word: str, known: Container[str]) -> bool:
    """Whether ``word`` is someone (a known name, a person or animal noun) or may be: an
    unknown word in hiragana (こむぎ), rather than a thing (カニ, 小麦)."""
    found = _ja_candidate(word, known)
    return (found is not None and found is not USER) or re.fullmatch(
        rf"[{_HIRA}]+", word
    ) is not None


def _ja_owner(subject: Subject) -> str:
    return "ユーザー" if subject.name is None else subject.name


def _ja_clause_after(sentence: str, end: int) -> str:
    """The rest of the clause after a predicate (up to 、 or 。)."""
    return re.split(r"[、。,，！？!?]", sentence[end:], maxsplit=1)[0]


def _ja_conditional(sentence: str, start: int, end: int) -> bool:
    """A condition before the predicate, or on it (「大阪に住むなら」, 「飼ったら」); not the
    hedge 「もしかしたら」."""
    before = _JA_MAYBE.sub("", sentence[:start])
    return bool(
        _JA_CONDITION_MARK.search(before)
        or _JA_CONDITION_MARK.search(_ja_clause_after(sentence, end))
    )


def _ja_past_only(sentence: str, start: int) -> bool:
    """The clause of a predicate at ``start`` says it held once (「前は…」, 「子どもの頃は…」)."""
    return bool(_JA_PAST_ONLY.search(_ja_clause(sentence, start)))


def _ja_clause(sentence: str, pos: int) -> str:
    """The clause ``pos`` is in: between 、/けど/が、 boundaries."""
    bounds = [0] + [m.end() for m in _JA_CLAUSE_END.finditer(sentence)] + [len(sentence) + 1]
    start = max(b for b in bounds if b <= pos)
    end = min(b for b in bounds if b > pos)
    return sentence[start:end]


def _ja_modified(sentence: str, start: int, x: str, known: Container[str]) -> str | None:
    """``x`` with the clause that modifies it (「動くものを扱う仕事」, 「猫の動画」,
    「本を読むの」), ``x`` alone when nothing does, None when the phrase is too long to be one
    fact."""
    before = sentence[:start]
    if not before or before[-1] in "はがもを、。,":
        return x
    hira_x = re.fullmatch(rf"[{_HIRA}]+", x) is not None
    if not (re.match(rf"[{_HIRA}]", before[-1]) or hira_x):
        return x
    cut = max(before.rfind(c) for c in "、。,") + 1
    for m in _JA_MARKER.finditer(before):
        if m.start() >= cut and _ja_candidate(before[: m.start()], known) is not None:
            cut = m.end()
    phrase = before[cut:] + x
    return phrase if len(phrase) <= 16 else None


# -- Japanese -----------------------------------------------------------------------------

_JA_ALLERGY = re.compile(rf"(?P<x>{_JA_NOUN})(?P<no>の)?アレルギー(?P<after>.{{0,12}})")
_JA_CONDITION = re.compile(
    r"(?P<x>花粉症|喘息|ぜんそく|アトピー|腰痛|偏頭痛|片頭痛|頭痛持ち|貧血|高血圧|糖尿病|不眠症"
    r"|肩こり)(?P<after>.{0,8})"
)
_JA_EMPLOYER = re.compile(
    rf"(?P<org>[{_KANJI}{_KATA}A-Za-z][{_KANJI}{_KATA}A-Za-z&・]{{1,20}})"
    r"(?:で働いて|に勤めて|に勤務し|に入社し|に転職し|で、?(?:[^\s。]{1,10}として)?働いて)"
    r"(?P<after>[^、。]{0,6})"
)
_JA_ROLE = re.compile(
    rf"(?:仕事は|職業は)(?P<a>[{_KANJI}{_KATA}]{{2,10}})(?:です|だ|を|。|$)"
    rf"|(?P<b>[{_KANJI}{_KATA}]{{2,10}})として働"
)
_JA_PET = re.compile(
    rf"(?P<sp>{_JA_PET_SPECIES})の(?P<name>[{_KATA}]{{2,8}}|[{_HIRA}]{{2,5}}|[A-Z][a-z]+)"
    r"(?=ちゃん|くん|が|は|を|と|に|も|、|。|$)"
)
# 「柴犬を飼っていて、名前は「こむぎ」です」: a pet named as it is introduced.
_JA_PET_NAMED = re.compile(
    rf"(?P<sp>{_JA_PET_SPECIES})を飼って[^。]{{0,8}}?名前は[「『]?"
    rf"(?P<name>[{_KATA}]{{2,8}}?|[{_HIRA}]{{2,5}}?|[A-Z][a-z]+)[」』]?(?=です|だ|。|、|$)"
)
_JA_PET_NOT = frozenset(("こと", "ため", "よう", "ごはん", "えさ", "おもちゃ", "ほう", "もの"))
_JA_DATE = r"\d{1,2}月\d{1,2}日"
_JA_ANNIV = re.compile(
    rf"(?:(?P<who>[{_KANJI}{_KATA}{_HIRA}]{{1,8}}?)の)?(?P<what>誕生日|結婚記念日|記念日)は"
    rf"(?P<d>{_JA_DATE})"
)
# 「10月18日は母の誕生日」: the date first, then whose day it is.
_JA_ANNIV_DATE_FIRST = re.compile(
    rf"(?P<d>{_JA_DATE})は(?:(?P<who>[{_KANJI}{_KATA}{_HIRA}]{{1,8}}?)の)?"
    r"(?P<what>誕生日|結婚記念日|記念日)"
)
# 「2022年11月3日生まれ」: a birthday, of whoever the sentence is about.
_JA_BORN = re.compile(rf"(?:\d{{4}}年)?(?P<d>{_JA_DATE})(?:に)?生まれ")
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
# A move done: 引っ越した, 引っ越してきた, and 「引っ越して三年になる」 (a time since).
_JA_MOVED = re.compile(
    r"^(?:た|ました|て(?:き|い)|してき|て[0-9０-９一二三四五六七八九十何半数]+"
    r"(?:年|か月|ヶ月|カ月|ケ月|週間|日))"
)
# Only held in the past: 住んでいた, 働いていた, 好きだった, アレルギーだった.
_JA_WAS = re.compile(r"^(?:い)?た(?!い)|^いました|^ました|^だった|^でした|^だったけど")


def _ja(sentence: str, known: Container[str], topic: Subject | None) -> list[FactFinding]:
    out: list[FactFinding] = []
    if _is_question(sentence):
        return out

    def who(start: int, end: int) -> Subject | None:
        if _ja_conditional(sentence, start, end) or _ja_past_only(sentence, start):
            return None
        return _ja_who(sentence, start, known, topic)

    for m in _JA_ALLERGY.finditer(sentence):
        x = _ja_noun(m.group("x"))
        after = m.group("after")
        if (
            _JA_NEG.match(after.lstrip("はがもの"))
            or after.startswith(("の人", "は特"))
            or _JA_WAS.match(after.lstrip("で"))
        ):
            continue
        if re.match(r"(?:は|が)?(?:特に)?(?:ない|なし|ありません|無い)", after) or x == "食物":
            continue
        of = bool(m.group("no")) or x.endswith("の")
        x = x.removesuffix("の")
        if not x or (of and _ja_names_someone(x, known)):
            continue  # 「こむぎのアレルギー」: whose, not to what (「カニのアレルギー」 is to what)
        subject = who(m.start("x") + m.group("x").rfind(x), m.end())
        if subject is None:
            continue
        text = f"{_ja_owner(subject)}は{x}アレルギー"
        out.append(_finding(text, "health", sentence, subject))
    for m in _JA_CONDITION.finditer(sentence):
        if _JA_NEG.match(m.group("after").lstrip("はがもの")) or _JA_WAS.match(m.group("after")):
            continue
        subject = who(m.start(), m.end())
        if subject is None:
            continue
        out.append(_finding(f"{_ja_owner(subject)}は{m.group('x')}", "health", sentence, subject))
    if not _JA_WISH.search(sentence):
        for m in _JA_EMPLOYER.finditer(sentence):
            org = kana_company_head(sentence, m.start("org"), _ja_noun(m.group("org")))
            subject = who(m.start(), m.end())
            if subject is None or _JA_WAS.match(m.group("after")):
                continue
            text = f"{_ja_owner(subject)}は{org}で働いている"
            out.append(_finding(text, "work", sentence, subject, org, "org"))
        for m in _JA_ROLE.finditer(sentence):
            role = m.group("a") or m.group("b")
            subject = who(m.start(), m.end())
            if subject is None:
                continue
            text = f"{_ja_owner(subject)}の仕事は{role}"
            out.append(_finding(text, "work", sentence, subject))
    pets = [(m, m.group("sp"), m.group("name")) for m in _JA_PET.finditer(sentence)]
    pets += [(m, m.group("sp"), m.group("name")) for m in _JA_PET_NAMED.finditer(sentence)]
    for m, sp, name in pets:
        if name in _JA_PET_NOT or _ja_conditional(sentence, m.start(), m.end()):
            continue
        pet = Subject(name, "pet")
        text = f"{name}はユーザーの{sp}"
        out.append(_finding(text, "pets", sentence, pet, name, "pet"))
    for m in _JA_BORN.finditer(sentence):
        subject = who(m.start(), m.end())
        if subject is None:
            continue
        text = f"{_ja_owner(subject)}の誕生日は{m.group('d')}"
        out.append(_finding(text, "dates", sentence, subject))
    for m in (*_JA_ANNIV.finditer(sentence), *_JA_ANNIV_DATE_FIRST.finditer(sentence)):
        subject = _ja_named_owner(m.group("who"))
        if subject is USER and _reported(sentence):
            continue
        text = f"{_ja_owner(subject)}の{m.group('what')}は{m.group('d')}"
        out.append(_finding(text, "dates", sentence, subject))
    for m in _JA_FAVOURITE.finditer(sentence):
        subject = _ja_named_owner(m.group("who"))
        if (subject is USER and _reported(sentence)) or _ja_conditional(
            sentence, m.start(), m.end()
        ):
            continue
        text = f"{_ja_owner(subject)}の好きな{m.group('cat')}は{m.group('x')}"
        out.append(_finding(text, "likes", sentence, subject))
    for m in _JA_LIKE.finditer(sentence):
        x = _ja_noun(m.group("x"))
        xs = m.start("x") + m.group("x").rfind(x)
        if xs > 0 and sentence[xs - 1] in "おご" and re.match(rf"[{_KANJI}]", x):
            x, xs = sentence[xs - 1] + x, xs - 1  # お風呂, ご飯: the prefix is the noun's
        if x in _JA_NOT_THINGS or sentence[m.end("x") :].startswith("な"):
            continue
        verb, tail = m.group("v"), m.group("tail")
        if _JA_WAS.match(tail):
            continue  # 「好きだった」: only once
        phrase = _ja_modified(sentence, xs, x, known)
        if phrase is None:
            continue
        subject = who(xs - len(phrase) + len(x), m.end("v"))
        if subject is None:
            continue
        if verb in ("好き", "大好き") and _JA_NEG.match(tail):
            verb = "好きではない"
        elif _JA_NEG.match(tail):
            continue  # 「嫌いじゃない」: neither a like nor a dislike
        text = f"{_ja_owner(subject)}は{phrase}が{verb}"
        out.append(_finding(text, "likes", sentence, subject))
    for m in _JA_HOME.finditer(sentence):
        after = m.group("after")
        said = m.group(0)
        # Now: 住んでいる, 在住, a move done (引っ越した); not 住んでいた, 住む (a plan), 引っ越す.
        lived = "住んで" in said and _JA_WAS.match(after)
        planned = "に住む" in said or ("越し" in said and not _JA_MOVED.match(after))
        if _JA_NEG.search(after) or _JA_WISH.search(after) or lived or planned:
            continue
        subject = who(m.start(), m.end("p") + 3)
        if subject is None:
            continue
        place = m.group("p")
        text = f"{_ja_owner(subject)}は{place}に住んでいる"
        out.append(_finding(text, "home", sentence, subject, place, "place"))
    routine = _JA_ROUTINE.search(sentence)
    if (
        routine
        and not _JA_WISH.search(sentence)
        and not _JA_TEMPORARY.search(sentence)
        and not _JA_NEG.search(_ja_clause_after(sentence, routine.end())[-6:])
        and who(routine.start(), routine.end()) is USER
    ):
        text = f"ユーザーの習慣: {sentence.strip(' 。')}"
        out.append(_finding(text, "routines", sentence))
    return out


def _ja_named_owner(who: str | None) -> Subject:
    """The owner of 「〇〇の誕生日」: the user for 私/none, else the named one."""
    if who is None or who in _JA_SELF_WORDS:
        return USER
    canon = JA_KIN_CANON.get(who, who)
    relation = JA_KINSHIP.get(who) if who in JA_BARE_KIN else None
    return Subject(canon, "person" if relation else "thing", True, relation)


# -- English ------------------------------------------------------------------------------

_EN_THING = r"[a-z][a-z' -]{0,40}?"
_EN_STOP_AT = (
    r"(?=\s*(?:[,.;!?]|$|\s(?:too|and|but|because|so|since|at all|a lot|very much|now|again|"
    r"anymore|though|more than)\b))"
)
_EN_ALLERGY = re.compile(rf"\ballergic to (?P<x>{_EN_THING}){_EN_STOP_AT}", re.I)
_EN_ALLERGY_NOUN = re.compile(r"\b(?:I have|I've got) (?:an? )?(?P<x>[a-z]+) allergy\b", re.I)
_EN_CONDITION = re.compile(
    r"\bI(?: have|'ve|'ve got| have had|'ve had| suffer from| get)"
    r" (?P<x>hay fever|asthma|eczema|migraines|back pain|insomnia|diabetes|anemia|"
    r"high blood pressure)\b",
    re.I,
)
_EN_NEG = re.compile(r"\b(?:not|n't|never|no)\b", re.I)
_EN_REPORTED = re.compile(
    r"\b(?:said|says|told me|tells me|mentioned|I heard|I hear|heard that|apparently|"
    r"according to|supposedly|I was told|rumou?red)\b",
    re.I,
)
_EN_CONDITIONAL = re.compile(r"\b(?:if|unless|suppose|supposing|imagine|in case)\b", re.I)
_EN_PAST_ONLY = re.compile(
    r"\b(?:used to|as a (?:kid|child|teenager|student)|when I was|grew out of|no longer|"
    r"was allergic|were allergic|anymore)\b",
    re.I,
)
_EN_TEMPORARY = re.compile(
    r"\b(?:this week|this month|during|on (?:vacation|holiday)|over the holidays|for now)\b",
    re.I,
)
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
    r"\b(?P<v>love|loves|like|likes|enjoy|enjoys|adore|adores|hate|hates|dislike|dislikes|"
    r"can't stand|cannot stand|don't like|do not like|don't really like|don't enjoy|"
    r"doesn't like|does not like|doesn't enjoy)\s+"
    rf"(?P<x>{_EN_THING}){_EN_STOP_AT}"
)
_EN_ADVERBS = r"(?:(?:really|absolutely|just|also|still|totally|truly)\s+)*"
# Who a clause is about, the last one before the predicate winning: "I", "my dog Biscuit",
# "my mom", "Komugi", or a pronoun the rules cannot resolve ("she").
_EN_SUBJECT = re.compile(
    rf"\b(?P<i>I|I'm|I've|I'd|I'll)(?![\w'])"
    rf"|\b(?:[Mm]y|[Oo]ur) (?P<kin>{_KIN}|{_EN_SPECIES})(?:,? (?P<kname>[A-Z][a-z]+)"
    r"(?:-(?:san|chan|kun|sensei))?)?\b(?=,?\s+(?:(?:really|absolutely|also|still|just)\s+)*"
    r"(?:is|was|'s|has|had|gets|got|seems|might|may|can't|cannot|can|doesn't|does|did|"
    r"said|says|told|thinks|[a-z]+s)\b|'s\s)"
    r"|\b(?P<pron>[Hh]e|[Ss]he|[Tt]hey|[Ww]e|[Ee]veryone|[Nn]obody)\b"
    r"|(?<![\w'])(?P<name>[A-Z][a-z]+)(?:-(?:san|chan|kun|sensei))?(?=\s+"
    r"(?:(?:really|absolutely|also|still|is|was|has|gets|seems|might|may|can't|cannot|"
    r"doesn't|does|loves|likes|enjoys|adores|hates|dislikes)\b|'s\s+allergic))"
)
_EN_NOT_NAMES = EN_STOP | EN_SENTENCE_OPENERS


def _en_subject_of(m: re.Match[str]) -> Subject | None:
    if m.group("i"):
        return USER
    if m.group("kin"):
        kin = m.group("kin").lower()
        if m.group("kname"):
            kind: EntityKind = "person" if kin in EN_KINSHIP else "pet"
            return Subject(m.group("kname"), kind, True, EN_KINSHIP.get(kin))
        if kin in EN_KINSHIP:
            return Subject(kin, "person", True, EN_KINSHIP[kin])
        return Subject(f"my {kin}", "pet")
    if m.group("pron"):
        return _UNKNOWN
    if m.group("name") and m.group("name") not in _EN_NOT_NAMES:
        return Subject(m.group("name"))
    return None


def _en_subject(sentence: str, pos: int) -> Subject | None:
    """The subject of a predicate at ``pos`` (the last subject phrase before it), None when
    the sentence names none there."""
    found: Subject | None = None
    for m in _EN_SUBJECT.finditer(sentence):
        if m.start() >= pos:
            break
        found = _en_subject_of(m) or found
    return found


def _en_first_subject(sentence: str, pos: int) -> Subject | None:
    """The first subject phrase at or after ``pos`` ("Every Sunday I call…": I)."""
    for m in _EN_SUBJECT.finditer(sentence, pos):
        found = _en_subject_of(m)
        if found is not None:
            return found
    return None


def _en_owner(subject: Subject) -> str:
    """How a fact names its subject: "The user", "The user's mother", "Biscuit"."""
    if subject.name is None:
        return "The user"
    if subject.relation and subject.name.lower() in EN_KINSHIP:
        return f"The user's {subject.relation}"
    if subject.name.startswith("my "):
        return f"The user's {subject.name[3:]}"
    return subject.name


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
    if _is_question(sentence):
        return out
    reported = bool(_EN_REPORTED.search(sentence))
    wish = re.search(r"\b(?:I'd|I would|want to|wants to|hope to|someday|one day)\b", sentence)

    def before_neg(pos: int) -> bool:
        """A negation just before ``pos`` ("I'm not allergic", "I don't work at")."""
        return bool(_EN_NEG.search(sentence[max(0, pos - 14) : pos]))

    def who(pos: int, *, default: Subject | None = None) -> Subject | None:
        """The subject of a predicate at ``pos``, or None to drop it (a condition before it,
        a subject the rules cannot name, the user's hearsay)."""
        head = sentence[:pos]
        if _EN_CONDITIONAL.search(head) or _EN_PAST_ONLY.search(_en_clause(sentence, pos)):
            return None
        subject = _en_subject(sentence, pos) or default
        if subject is None or not subject.known or (subject is USER and reported):
            return None
        return subject

    for m in _EN_ALLERGY.finditer(sentence):
        subject = who(m.start())
        if before_neg(m.start()) or subject is None:
            continue
        text = f"{_en_owner(subject)} is allergic to {m.group('x')}"
        out.append(_finding(text, "health", sentence, subject))
    for m in _EN_ALLERGY_NOUN.finditer(sentence):
        if who(m.start() + 1) is USER:
            text = f"The user is allergic to {m.group('x')}"
            out.append(_finding(text, "health", sentence))
    for m in _EN_CONDITION.finditer(sentence):
        if who(m.start() + 1) is USER:
            out.append(_finding(f"The user has {m.group('x')}", "health", sentence))
    if not wish:
        for m in _EN_EMPLOYER.finditer(sentence):
            org = m.group("org") or m.group("org2") or m.group("org3") or m.group("org4")
            org = org.rstrip(".'")
            if before_neg(m.start()) or who(m.start() + 1, default=USER) is not USER:
                continue
            out.append(_finding(f"The user works at {org}", "work", sentence, USER, org, "org"))
        for m in _EN_ROLE.finditer(sentence):
            role = (m.group("r") or m.group("r2") or m.group("r3")).lower()
            if before_neg(m.start()) or who(m.start() + 1, default=USER) is not USER:
                continue
            out.append(_finding(f"The user works as a {role}", "work", sentence))
    for m in _EN_PET.finditer(sentence):
        sp, name = (m.group("sp") or m.group("sp2")), (m.group("name") or m.group("name2"))
        if _EN_CONDITIONAL.search(sentence[: m.start()]):
            continue
        pet = Subject(name, "pet")
        text = f"{name} is the user's {sp.lower()}"
        out.append(_finding(text, "pets", sentence, pet, name, "pet"))
    for m in _EN_ANNIV.finditer(sentence):
        owner, subject_name = _owner_en(m.group("kin"), m.group("name"))
        if m.group("who").lower() == "our":
            owner, subject_name = "The user", None
        subject = _en_named(m.group("kin"), subject_name)
        if subject is USER and reported:
            continue
        text = f"{owner}'s {m.group('what')} is {m.group('d')}"
        out.append(_finding(text, "dates", sentence, subject))
    for m in _EN_FAVOURITE.finditer(sentence):
        owner, subject_name = _owner_en(m.group("kin"), m.group("name"))
        subject = _en_named(m.group("kin"), subject_name)
        if subject is USER and reported:
            continue
        text = f"{owner}'s favourite {m.group('cat')} is {m.group('x')}"
        out.append(_finding(text, "likes", sentence, subject))
    for m in _EN_LIKE.finditer(sentence):
        verb = m.group("v").lower()
        x = m.group("x").strip()
        if x in ("it", "that", "this", "you", "them", "him", "her", "to"):
            continue
        head = sentence[: m.start()]
        # The subject is right before the verb ("I really love", "Mochi loves"), not anywhere.
        if not re.search(
            rf"(?:\bI|\b[Mm]y \w+(?:,? [A-Z][a-z]+)?|\b[Oo]ur \w+(?:,? [A-Z][a-z]+)?|"
            rf"\b[A-Z][a-z]+(?:-\w+)?|\b[Ss]he|\b[Hh]e|\b[Tt]hey)\s+{_EN_ADVERBS}$",
            head,
        ):
            continue
        subject = who(m.start())
        if subject is None:
            continue
        likes = verb.rstrip("s") in ("love", "like", "enjoy", "adore")
        text = f"{_en_owner(subject)} {'likes' if likes else 'dislikes'} {x}"
        out.append(_finding(text, "likes", sentence, subject))
    if not wish:
        for m in _EN_HOME.finditer(sentence):
            place = (m.group("p") or m.group("p2") or m.group("p3") or m.group("p4")).rstrip(".'")
            unsaid = USER if m.group("p4") else None  # "Just moved to Sendai": I, unsaid
            if before_neg(m.start()) or who(m.start() + 1, default=unsaid) is not USER:
                continue
            text = f"The user lives in {place}"
            out.append(_finding(text, "home", sentence, USER, place, "place"))
        one_off = re.search(r"\b(?:yesterday|last|tomorrow|next)\b", sentence, re.I)
        routine = _EN_ROUTINE.search(sentence)
        # A routine's subject comes before or after it ("Every Sunday I call my grandma").
        doer = _en_first_subject(sentence, routine.end()) if routine else None
        if (
            routine
            and re.search(r"\bI\b", sentence)
            and not one_off
            and not _EN_TEMPORARY.search(sentence)
            and who(routine.start(), default=doer) is USER
        ):
            text = f"The user's routine: {sentence.strip().rstrip('.')}"
            out.append(_finding(text, "routines", sentence))
    return out


def _en_clause(sentence: str, pos: int) -> str:
    """The clause ``pos`` is in: between commas, semicolons, "but", "and now"."""
    bounds = [0] + [m.end() for m in _EN_CLAUSE_END.finditer(sentence)] + [len(sentence) + 1]
    start = max(b for b in bounds if b <= pos)
    end = min(b for b in bounds if b > pos)
    return sentence[start:end]


_EN_CLAUSE_END = re.compile(r"[,;]|\bbut\b|\bwhile\b")


def _en_named(kin: str | None, name: str | None) -> Subject:
    if kin:
        return Subject(kin.lower(), "person", True, EN_KINSHIP.get(kin.lower()))
    if name:
        return Subject(name)
    return USER


_EN_HOME = re.compile(
    rf"\bI (?:now |currently |still )?(?:live|am living|'m living) in (?P<p>{_EN_ORG})"
    rf"|\bI(?:'m| am) based in (?P<p2>{_EN_ORG})"
    rf"|\bI (?:just |recently )?moved to (?P<p3>{_EN_ORG})"
    rf"|^\s*(?:Just|Recently|Finally) moved to (?P<p4>{_EN_ORG})"
)
_EN_ROUTINE = re.compile(
    r"\b(?:every (?:morning|evening|night|day|week|weekend|monday|tuesday|wednesday|thursday|"
    r"friday|saturday|sunday)|each (?:morning|evening)|on (?:mondays|tuesdays|wednesdays|"
    r"thursdays|fridays|saturdays|sundays|weekends)|every other \w+)\b",
    re.I,
)


def find_facts(
    sentence: str, *, known: Container[str] = (), topic: Subject | None = None
) -> list[FactFinding]:
    """The facts one sentence states about the user or the person, pet or thing it is about.
    ``known``: names already learned (a known name marked by は/が is a subject); ``topic``:
    the previous sentence's topic (:func:`sentence_topic`), the subject of a Japanese
    sentence that has none of its own."""
    japanese = bool(re.search(rf"[{_HIRA}{_KATA}{_KANJI}]", sentence))
    return _ja(sentence, known, topic) if japanese else _en(sentence)
