"""What a name is, from the words around it, and facts stated across two sentences.

A name's spelling rarely says what it names: "Mochi" and もち could be a friend or a cat,
"Aoba Academy" a school the user works at. The words around it do (issue 37):

- **pets** — a species or breed right before the name ("our family dog Sakura", "a mixed breed
  named Poppy", 柴犬のあずき), the name introduced after an adoption ("I adopted a cat! Her name
  is Mochi"), or what only animals get (「もちを動物病院に連れて行った」, 「あずきの散歩」,
  "took Biscuit to the vet");
- **organisations** — where the user works ("I'm teaching English at Aoba Academy", "I've been
  at Kawase Foods for three years", 「パート先はマルヤというスーパー」, 「今日から新しい会社に出社。
  名前はミドリ電機で…」).

:func:`pet_names` and :func:`org_names` give the names a text shows as such (the rule extractor
sets their kind); :func:`text_facts` gives the facts these statements make (the pet and its
species, the user's employer), which need the whole message: the adoption and the name are
often two sentences.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from omoide.memory_store.derived import EntityKind

from .base import FactMention
from .vocab import JA_COMPANY, kana_company_head

if TYPE_CHECKING:
    # .facts (its many expressions) loads with the first text_facts() call: the read path's
    # names (pet_names, org_names) do not need it.
    from .facts import FactFinding, Subject

__all__ = ["is_species", "org_names", "pet_names", "text_facts"]

_KANJI = r"\u4e00-\u9fff々"
_HIRA = r"\u3041-\u3096"
_KATA = r"\u30a1-\u30fa\u30fc"

_SPECIES = (
    r"cat|dog|kitten|puppy|hamster|rabbit|bunny|parrot|budgie|cockatiel|goldfish|turtle|"
    r"tortoise|guinea pig|ferret|gecko|hedgehog|calico|tabby|shiba(?: inu)?|corgi|poodle|"
    r"labrador|lab|retriever|beagle|dachshund|chihuahua|pomeranian|husky|bulldog|terrier|"
    r"maine coon|persian|siamese|ragdoll|scottish fold|bengal|mixed breed|mutt|rescue"
)
_NAME = r"[A-Z][a-z]+"
_SPECIES_WORD = re.compile(rf"(?:{_SPECIES})", re.I)


def is_species(word: str) -> bool:
    """Whether ``word`` names an animal ("cat", "Hedgehog", "corgi")."""
    return _SPECIES_WORD.fullmatch(word) is not None


_EN_PET = (
    # "a mixed breed named Poppy", "a cat called Mochi"
    re.compile(rf"\b(?P<sp>{_SPECIES})s?,?\s+(?:named|called)\s+(?P<name>{_NAME})", re.I),
    # "our family dog Sakura", "my new kitten Tama"
    re.compile(
        rf"\b(?:[Mm]y|[Oo]ur|[Tt]he)\s+(?:(?:family|new|old|little|rescue|senior|sweet|"
        rf"\d+-year-old)\s+)*(?P<sp>{_SPECIES})\s+(?P<name>{_NAME})\b"
    ),
    # "We got a beagle puppy and called him Biscuit": in the same sentence
    re.compile(
        rf"\b(?P<sp>(?i:{_SPECIES}))s?\b[^.!?]{{0,30}}?(?:\s+and|,?\s+(?:we|I))\s+"
        rf"(?:named|called|call)\s+(?:(?:him|her|it)\s+)?(?P<name>{_NAME})"
    ),
    # "I adopted a cat! Her name is Mochi"
    re.compile(
        rf"\b(?:adopted|got|rescued|brought home)\s+an?\s+(?:[\w-]+\s+){{0,2}}?(?P<sp>{_SPECIES})"
        rf"\b[^.!?]{{0,40}}[.!?]*\s*(?:[Hh]er|[Hh]is|[Ii]ts|[Tt]he)\s+name(?:'s| is)\s+"
        rf"(?P<name>{_NAME})"
    ),
)
_EN_PET_ONLY = (  # things said only of animals: no species to name
    re.compile(rf"\b(?i:took|take|taking|bring|bringing|brought)\s+(?P<name>{_NAME})\s+to the vet"),
    re.compile(rf"\b(?P<name>{_NAME})'s\s+(?:vet|leash|litter box|kibble|dog food|cat food)\b"),
    re.compile(rf"\bwalk(?:ed|ing)?\s+(?P<name>{_NAME})\b"),
    # "Took Sora for his first vaccine", "Sora's vaccine" (issue 37, round 2)
    re.compile(
        rf"\b(?i:took|take|taking|brought)\s+(?P<name>{_NAME})\s+for\s+(?:his|her|its|a|the)\s+"
        rf"(?:\w+\s+)?(?i:vaccin\w*|shots|neuter\w*|spay\w*|grooming|deworming)"
    ),
    re.compile(rf"\b(?P<name>{_NAME})'s\s+(?:first\s+)?(?:vaccin\w*|shots|grooming|neutering)\b"),
    # "We're adopting a kitten … The kitten arrived! We named him Sora."
    re.compile(
        rf"\b(?i:{_SPECIES})\b[^.!?]{{0,40}}[.!?]+\s*"
        rf"(?:[Ww]e|I|[A-Z][a-z]+)\s+(?:named|called)\s+(?:him|her|it)\s+(?P<name>{_NAME})"
    ),
)
_JA_SPECIES = (
    "子猫|愛猫|猫|ねこ|ネコ|柴犬|愛犬|子犬|犬|いぬ|イヌ|うさぎ|ウサギ|ハムスター|インコ|金魚|"
    "フェレット|カメ|亀|トイプードル|チワワ|ダックスフンド|ポメラニアン|コーギー|三毛猫|保護猫|"
    "保護犬|文鳥|小鳥|オウム|ハリネズミ|モルモット|チンチラ|トカゲ|ヤモリ|メダカ|熱帯魚|"
    "ウーパールーパー|ミニブタ"
)
_JA_NAME = rf"[{_KATA}]{{2,8}}|[{_HIRA}]{{2,5}}|[A-Z][a-z]+"
# A name that starts a match: not the tail of a longer word (朝はポチの散歩: ポチ, not はポチ).
_JA_NAME_START = rf"(?<![{_KATA}])[{_KATA}]{{2,8}}|(?<![{_HIRA}])[{_HIRA}]{{2,5}}|[A-Z][a-z]+"
_JA_NAME_LAZY = rf"[{_KATA}]{{2,8}}?|[{_HIRA}]{{2,5}}?|[A-Z][a-z]+"
_JA_PET = (
    # 「猫のルル、」「犬のポチって」「柴犬のあずきちゃん」
    re.compile(
        rf"(?:{_JA_SPECIES})の(?P<name>{_JA_NAME})"
        r"(?=ちゃん|くん|が|は|を|と|に|も|って|という|で|の|、|。|！|!|？|\?|\s|$)"
    ),
    # 「うちの猫の名前はタマ」「うちの猫、名前はちくわ」
    re.compile(
        rf"(?:{_JA_SPECIES})(?:の|、|,\s*)名前は[「『]?(?P<name>{_JA_NAME_LAZY})"
        r"(?=[」』]|です|でした|だよ|だった|だ|にした|に決め|って|。|、|！|!|$)"
    ),
    # 「ミケって名前の猫」「ココという名前の犬」: what it is called, then the animal
    re.compile(rf"(?P<name>{_JA_NAME_START})(?:って|という|っていう)名前の(?P<sp>{_JA_SPECIES})"),
    # 「うちのうさぎ、ラテっていうの」「猫はミケって名前」: an animal, then what it is called
    re.compile(
        rf"(?:{_JA_SPECIES})(?:は|、|,)\s*(?P<name>{_JA_NAME_LAZY})"
        r"(?=って(?:いう|言う|名前)|という名前|っていう名前)"
    ),
    # 「子猫を迎えた！名前はピピ」, also across a sentence:
    # 「ハムスターを飼い始めた。名前はココア。」
    re.compile(
        rf"(?:{_JA_SPECIES})を(?:飼|迎え|引き取)[^。！!]{{0,12}}?[。！!]?\s*(?:その子の|この子の)?"
        rf"名前は[「『]?(?P<name>{_JA_NAME_LAZY})"
        r"(?=[」』]|です|でした|だよ|だ|にした|に決め|って|。|、|！|!|$)"
    ),
)
_JA_PET_ONLY = (
    re.compile(rf"(?P<name>{_JA_NAME_START})(?:ちゃん|くん)?を(?:動物病院|獣医|トリミング)"),
    re.compile(rf"(?P<name>{_JA_NAME_START})(?:ちゃん|くん)?の(?:散歩|餌|エサ|ごはん|トイレ)"),
    # 「そらのワクチン」「ミルクにエサ」「そらがしっぽを振って」: only an animal (issue 37)
    re.compile(
        rf"(?P<name>{_JA_NAME_START})(?:ちゃん|くん)?(?:の(?:ワクチン|予防接種|しっぽ|尻尾|ケージ|首輪)|"
        rf"に(?:エサ|餌)|が(?:しっぽ|尻尾)を振)"
    ),
    # 「柴犬仲間のあずきちゃん」: another animal (someone else's: a kind, never the user's pet fact)
    re.compile(
        rf"(?:{_JA_SPECIES})(?:仲間|友達|友だち)の(?P<name>{_JA_NAME})"
        r"(?=ちゃん|くん|が|は|を|と|に|も|、|。|$)"
    ),
)
_JA_NOT_PET = frozenset(
    ("こと", "ため", "よう", "ごはん", "えさ", "おもちゃ", "ほう", "もの", "うち", "それ", "これ",
     "あれ", "どれ", "みんな", "ペット", "ワンコ", "わんこ", "ニャンコ", "にゃんこ", "子ども",
     "ゆっくり", "いつも", "ひさしぶり", "ひさびさ", "きょう", "あした", "きのう", "ふたり",
     "ひとり", "はじめて", "さいご", "おさんぽ")
)  # fmt: skip

_EN_ORG = r"[A-Z][\w&.'-]*(?:\s+(?:of\s+)?[A-Z][\w&.'-]*)*"
_EN_EMPLOYER = (
    # "I've been at Kawase Foods for three years", "I've been with Acme since May"
    re.compile(rf"\bI(?:'ve| have) been (?:at|with) (?P<org>{_EN_ORG})"),
    # "I'm teaching English at Aoba Academy", "I'm a nurse at St. Mary's" is the role rule's
    re.compile(
        rf"\bI(?:'m| am)\s+(?:now\s+|currently\s+)?(?:teaching|working|employed|interning|"
        rf"training)\b[^.,;!?]{{0,30}}?\s(?:at|for|by)\s+(?P<org>{_EN_ORG})"
    ),
    re.compile(rf"\bI (?:teach|work)\b[^.,;!?]{{0,30}}?\sat\s+(?P<org>{_EN_ORG})"),
    re.compile(rf"\bI (?:started|joined|got a job) (?:at|with)? ?(?P<org>{_EN_ORG})"),
)
_JA_ORG = rf"[{_KATA}{_KANJI}A-Za-z][{_KATA}{_KANJI}A-Za-z0-9・&]{{1,20}}"
_JA_WORKPLACE = r"会社|職場|勤務先|勤め先|就職先|パート先|バイト先|アルバイト先|転職先|内定先"
_JA_EMPLOYER: tuple[re.Pattern[str], ...] = (
    # 「パート先はマルヤというスーパー」「勤務先はミドリ電機です」
    re.compile(
        rf"(?P<pre>.?)(?:{_JA_WORKPLACE})(?:の名前)?は[「『]?(?P<org>{_JA_ORG}?)"
        rf"(?:[」』]|という|って|で|です|だ|。|、|$)"
    ),
    # 「今日から新しい会社に出社。名前はミドリ電機で…」
    re.compile(
        rf"(?P<pre>.?)(?:会社|職場|勤務先|パート|バイト)に(?:出社|入社|就職|転職|初出勤|出勤)"
        rf"[^。！!]{{0,20}}[。！!]?\s*(?:会社の)?名前は[「『]?(?P<org>{_JA_ORG}?)"
        rf"(?:[」』]|という|って|で|です|だ|。|、|$)"
    ),
    # 「ミドリ電機に入社した」「マルヤというスーパーで働いて」
    re.compile(
        rf"(?P<pre>)(?P<org>{_JA_ORG}?)(?:という[{_KATA}{_KANJI}]{{1,6}})?"
        rf"(?:に(?:出社|入社|就職|転職)(?:し|する|が決)|で(?:パート|バイト|アルバイト)(?:し|を))"
    ),
)
# 「信州精機で設計の仕事をしてる」「ミドリ電機に勤めて」: a name that reads as a company's (精機,
# 電機, 商事, 銀行 …), then working there.
_JA_WORKING_AT = re.compile(
    rf"(?P<pre>)(?P<org>(?:{_JA_ORG}?)?(?:{JA_COMPANY}))"
    # 「潮見ホテルのフロントで働いてる」: a post there first
    rf"(?:(?:の[{_KATA}{_KANJI}]{{1,8}})?で(?:[^。、！!]{{0,8}}の)?(?:働い|働き|勤務|仕事を?し)|"
    rf"に(?:勤めて|勤務し))"
)
_JA_EMPLOYER = (*_JA_EMPLOYER, _JA_WORKING_AT)
_JA_OWNERS_OK = ("私", "僕", "俺", "自分", "うち", "")
_JA_NOT_ORG = frozenset(("新しい会社", "会社", "今日", "明日", "来月", "前の会社"))


_EN_BASIC = re.compile(
    r"\b(cat|dog|kitten|puppy|hamster|rabbit|bunny|parrot|budgie|goldfish|turtle|tortoise|"
    r"guinea pig|ferret|gecko|hedgehog)s?\b",
    re.I,
)


def _en_species(sp: str, name: str, text: str) -> str:
    """ "cat", or "dog (mixed breed)" / "cat (calico)": the animal, then a breed said of it."""
    basic = sp.lower() if _EN_BASIC.fullmatch(sp) else None
    breed = None if basic else sp.lower()
    if basic is None:
        found = _EN_BASIC.search(text)
        basic = found.group(1).lower() if found else None
    if breed is None:  # "Her name is Mochi, she's a 2-year-old calico"
        after = text[text.find(name) :]
        found = re.search(rf"\b({_SPECIES})\b", _sentence_at(after, 0), re.I)
        if found and not _EN_BASIC.fullmatch(found.group(1)):
            breed = found.group(1).lower()
    if basic is None:
        return breed or sp.lower()
    return f"{basic} ({breed})" if breed else basic


# One cheap look before the patterns: most messages name no animal and no workplace. Words
# (lowercased Latin words, and Japanese substrings) any pattern below needs one of.
_PET_WORDS_TEXT = """
cat cats dog dogs kitten kittens puppy puppies hamster rabbit bunny parrot bird budgie cockatiel
goldfish turtle tortoise guinea ferret gecko hedgehog calico tabby shiba corgi poodle labrador
lab retriever beagle dachshund chihuahua pomeranian husky bulldog terrier maine persian siamese
ragdoll scottish bengal mixed mutt rescue vet named called name walk walked walking walks took
take taking bring bringing brought leash litter kibble adopted rescued got vaccine vaccines
vaccination shots grooming neutering
"""
_PET_WORDS = frozenset(_PET_WORDS_TEXT.split())
_PET_JA_TEXT = (
    "動物病院 獣医 トリミング 散歩 餌 エサ ごはん トイレ 仲間 友達 友だち 名前 ワクチン 予防接種 "
    "しっぽ 尻尾 ケージ 首輪"
)
_PET_JA = (*_JA_SPECIES.split("|"), *_PET_JA_TEXT.split())
_WORK_WORDS_TEXT = "work works working teach teaching been started joined job employed training"
_WORK_WORDS = frozenset([*_WORK_WORDS_TEXT.split(), "interning"])
_WORK_JA = (
    *_JA_WORKPLACE.split("|"),
    *("パート", "バイト", "出社", "入社", "就職", "転職", "出勤", "働", "勤め", "勤務", "仕事"),
)
_LATIN_WORDS = re.compile(r"[a-z]+")


def _has_cue(text: str, words: frozenset[str], japanese: tuple[str, ...]) -> bool:
    if not words.isdisjoint(_LATIN_WORDS.findall(text.lower())):
        return True
    return any(w in text for w in japanese)


def pet_names(text: str) -> set[str]:
    """The names ``text`` shows as animals."""
    out: set[str] = set()
    if not _has_cue(text, _PET_WORDS, _PET_JA):
        return out
    for pattern in (*_EN_PET, *_EN_PET_ONLY, *_JA_PET, *_JA_PET_ONLY):
        for m in pattern.finditer(text):
            name = m.group("name")
            if name not in _JA_NOT_PET:
                out.add(name)
    return out


def _employers(text: str) -> list[tuple[str, int]]:
    """(organisation, position) for each employer ``text`` states as the user's."""
    out: list[tuple[str, int]] = []
    if not _has_cue(text, _WORK_WORDS, _WORK_JA):
        return out
    for pattern in _EN_EMPLOYER:
        for m in pattern.finditer(text):
            org = m.group("org").rstrip(".'")
            words = org.split()
            while words and words[-1] in ("I", "The", "A"):
                words.pop()
            if words:
                out.append((" ".join(words), m.start()))
    for pattern in _JA_EMPLOYER:
        for m in pattern.finditer(text):
            org = kana_company_head(text, m.start("org"), m.group("org"))
            before = text[max(0, m.start() - 3) : m.start() + len(m.group("pre"))]
            # Someone else's workplace (夫の会社は…): not the user's employer.
            if m.group("pre") == "の" and not before.rstrip("の").endswith(_JA_OWNERS_OK[:-1]):
                continue
            if len(org) < 2 or org in _JA_NOT_ORG or org.endswith(("会社", "職場")):
                continue
            # 「夫はみなと銀行に勤めている」: someone else, said before, works there.
            if pattern is _JA_WORKING_AT and (
                re.fullmatch(f"(?:{JA_COMPANY})", org) or _someone_else(text, org, m.start("org"))
            ):
                continue  # 「銀行で働いてる」 names no company
            out.append((org, m.start("org")))
    return out


def _someone_else(text: str, org: str, pos: int) -> bool:
    """Whether the sentence names someone other than the user before ``org`` (「夫は…」)."""
    said = _sentence_at(text, pos)
    lead = said[: max(0, said.find(org))]
    return bool(re.search(r"[はがも]", lead)) and not re.match(r"(?:私|僕|俺|自分)[はも]", lead)


def org_names(text: str) -> set[str]:
    """The names ``text`` shows as organisations (the user's employer)."""
    return {org for org, _ in _employers(text)}


def _sentence_at(text: str, pos: int) -> str:
    start = max(text.rfind(ch, 0, pos) for ch in "。.!?！？\n") + 1
    ends = [i for i in (text.find(ch, pos) for ch in "。.!?！？\n") if i >= 0]
    return text[start : min(ends) + 1 if ends else len(text)]


def _negated_or_wished(sentence: str) -> bool:
    return bool(
        re.search(r"\b(?:not|n't|never|want to|would like|I'd like|if)\b", sentence, re.I)
        or re.search(r"たい|たら|ない|なら|かな[。？?]?$|\?|？", sentence)
    )


def _finding(
    text: str, family: str, sentence: str, subject: Subject, entity: str, kind: EntityKind
) -> FactFinding:
    from .facts import PLAIN_CONFIDENCE, FactFinding, is_hedged

    confidence = 0.5 if is_hedged(sentence) else PLAIN_CONFIDENCE
    return FactFinding(
        FactMention(text, subject.name, confidence, 0.5, family), entity, kind, None, subject
    )


def text_facts(text: str) -> list[FactFinding]:
    """The facts a whole user message states about the user's pets (with their species) and
    employer, in the message's language."""
    from .facts import USER, Subject

    out: list[FactFinding] = []
    japanese = bool(re.search(rf"[{_HIRA}{_KATA}{_KANJI}]", text))
    pets = (*_EN_PET, *_JA_PET) if _has_cue(text, _PET_WORDS, _PET_JA) else ()
    for pattern in pets:
        for m in pattern.finditer(text):
            name, sp = m.group("name"), m.group("sp") if "sp" in pattern.groupindex else None
            sentence = _sentence_at(text, m.start("name"))
            if name in _JA_NOT_PET or re.search(r"(?i:\bif\b)|たら|なら", sentence):
                continue
            if sp is None:
                found = re.search(_JA_SPECIES, text[max(0, m.start() - 1) : m.start("name")])
                sp = found.group(0) if found else None
            if sp is None:
                continue
            pet = Subject(name, "pet")
            if re.fullmatch(r"[A-Za-z ]+", sp):
                fact = f"{name} is the user's {_en_species(sp, name, text)}"
            else:
                fact = f"{name}はユーザーの{sp}"
            out.append(_finding(fact, "pets", sentence, pet, name, "pet"))
    for org, pos in _employers(text):
        sentence = _sentence_at(text, pos)
        if _negated_or_wished(sentence) and not re.search("名前は", sentence):
            continue
        fact = f"ユーザーは{org}で働いている" if japanese else f"The user works at {org}"
        out.append(_finding(fact, "work", sentence, USER, org, "org"))
    return out
