"""Word lists of the rule extractor: kinship words, honorifics, and what is not a name.

Kept apart from the rules so they can be read and extended on their own; every list says why it
exists. Relations are mapped to one coarse English word (what RELATIONSHIP_STATE shows).
"""

from __future__ import annotations

import re

__all__ = [
    "EN_BARE_KIN",
    "EN_HONORIFIC_PREFIX",
    "EN_HONORIFIC_SUFFIX",
    "EN_KINSHIP",
    "EN_LEADING_DROP",
    "EN_SENTENCE_OPENERS",
    "EN_STOP",
    "EN_VERBLIKE",
    "JA_BARE_KIN",
    "JA_COMPANY",
    "JA_HONORIFICS",
    "JA_KINSHIP",
    "JA_KIN_CANON",
    "JA_NOT_NAMES",
    "JA_PARTICLES",
    "ORG_SUFFIX",
    "PLACE_SUFFIX",
    "ROLE_WORDS",
    "kana_company_head",
]


def _words(text: str) -> frozenset[str]:
    """A word list written as one whitespace-separated string (easier to read and extend)."""
    return frozenset(text.split())


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
    "孫": "grandchild",
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
    # Relations that say who someone is to the user beyond the close family (issue 37, round
    # 6): the identity guard keeps two people read alike apart when their relations differ
    # (担任の藤井先生 / 先輩の藤井さん, 姪の凛 / the cat Rin, 生徒の甲斐さん / the dog Kai).
    "姪": "niece",
    "甥": "nephew",
    "義父": "father-in-law",
    "義母": "mother-in-law",
    "生徒": "student",
    "教え子": "student",
    "担任": "teacher",
    "同級生": "classmate",
    "クラスメイト": "classmate",
    "ゼミ": "classmate",
    "同期": "colleague",
    "ルームメイト": "roommate",
}
# Kinship words that name a person on their own ("母から電話"): the user's family.
JA_BARE_KIN = (
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
JA_KIN_CANON: dict[str, str] = {
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
    "grandchild": "grandchild",
    "grandson": "grandchild",
    "granddaughter": "grandchild",
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
    "supervisor": "manager",
    "department head": "manager",
    "section chief": "manager",
    "team leader": "manager",
    "colleague": "colleague",
    "coworker": "colleague",
    "co-worker": "colleague",
    "teammate": "colleague",
    "neighbour": "neighbour",
    "neighbor": "neighbour",
    "teacher": "teacher",
    "niece": "niece",
    "nephew": "nephew",
    "father-in-law": "father-in-law",
    "mother-in-law": "mother-in-law",
    "student": "student",
    "classmate": "classmate",
    "roommate": "roommate",
    "team lead": "manager",
    "co-teacher": "colleague",
    "piano teacher": "teacher",
    "doctor": "doctor",
    "vet": "doctor",
}
EN_BARE_KIN = ("mother", "mom", "mum", "father", "dad", "sister", "brother", "grandma", "grandpa")

JA_HONORIFICS = (
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
EN_HONORIFIC_SUFFIX = ("san", "chan", "kun", "sensei", "sama", "senpai")
EN_HONORIFIC_PREFIX = ("Professor", "Dr", "Mr", "Mrs", "Ms", "Prof")


# Words before an honorific that are not names (みなさん, お客さん, 赤ちゃん ...).
JA_NOT_NAMES = _words(
    "みな 皆 お客 客 店員 赤 子 奥 旦那 娘 息子 お子 ごちそう おつかれ お疲れ おかげ お世話 "
    "ありがとう お医者 医者 運転手 大家 隣 お隣 みんな 皆様 神 王 姫 同僚 友達 先生 "
    "いとこ おばあ おじい たく 生徒 患者 看護師 駅員 職員 社員 部下 新人 担当 担当者 "
    "お店 店長 大将 女将 常連 "
)
JA_PARTICLES = "のはがとをにもでへやって"

# Capitalised English words that are not names on their own.
EN_STOP = _words(
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
EN_SENTENCE_OPENERS = _words(
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
EN_LEADING_DROP = frozenset(("The", "A", "An", "My", "Your", "Our", "Happy", "Merry", "Dear"))
# A capitalised word opening a sentence is a name only when something verb-like follows.
EN_VERBLIKE = re.compile(
    r"(?:is|was|has|had|says|said|and|will|would|can|could|did|does|told|sent|got|gave|made|"
    r"went|came|took|ran|loves|likes|wants|thinks|thought|knows|knew|just|also|still|"
    # irregular pasts ("Hina lost her first tooth", "Kenta won the race"); not the present
    # tense, which follows common nouns as often ("Autumn comes early")
    r"lost|won|bought|brought|caught|taught|left|felt|kept|slept|found|heard|met|paid|sold|"
    r"wrote|ate|drank|fell|flew|grew|rode|sang|sat|stood|swam|threw|woke|wore|began|broke|"
    r"[a-z]+ed)\b"
)
ORG_SUFFIX = re.compile(
    r"\b(?:Inc|Corp|Co|Ltd|LLC|Systems|Logistics|Robotics|Labs|Technologies|Bank|University|"
    r"Hospital|Clinic|Coffee|Café|Cafe|Bakery|Studio|Group|Company)\.?$"
)
PLACE_SUFFIX = re.compile(
    r"(?:\b(?:Station|River|Park|Temple|Shrine|Bridge|Street|Market|Hotel|Terrace|Hall|"
    r"Museum|Grove|Path|Mountain|Lake|Island|City|Prefecture|Airport)|-ji|-jinja)$"
)


# Words of a role phrase before a name (「部長の小川さん」「常連の中村さん」「ヨガ教室の小川先生」
# 「同じ店の中村くん」) and what each says the person is to the user (read by consolidation's
# identity guard: a customer is not a co-worker). A phrase may say several (歯医者: medical and
# professional).
ROLE_WORDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("動物病院", ("professional", "medical")),
    ("同じ店", ("work",)), ("同じ会社", ("work",)), ("同じ部署", ("work",)),
    ("同じチーム", ("work",)), ("同じ職場", ("work",)), ("同じ現場", ("work",)),
    *((w, ("work",)) for w in ("部長", "課長", "係長", "社長", "店長", "主任", "室長", "所長",
                               "専務", "常務", "上司", "同僚", "部下", "同期", "会社", "職場",
                               "部署", "バイト先", "取締役")),
    *((w, ("customer",)) for w in ("常連", "お客", "取引先", "顧客", "得意先", "クライアント")),
    *((w, ("professional", "lesson")) for w in ("教室", "塾", "スクール", "レッスン", "道場",
                                                "講師", "コーチ", "ジム")),
    *((w, ("professional", "medical")) for w in ("歯医者", "歯科", "病院", "医院", "クリニック",
                                                 "獣医", "眼科", "内科", "皮膚科", "整骨院")),
    *((w, ("familiar", "neighbour")) for w in ("隣", "近所")),
    *((w, ("familiar", "friend")) for w in ("友達", "友人", "親友", "幼なじみ", "幼馴染")),
)  # fmt: skip


# How Japanese company names end (ミドリ電機, 信州精機, 山田商事, ひまわり食品, みなと銀行).
JA_COMPANY = (
    "電機|精機|工業|商事|物産|銀行|信用金庫|信金|信用組合|農協|ホテル|旅館|書店|病院|クリニック|"
    "医院|薬局|大学|学園|保育園|幼稚園|事務所|協会|製作所|建設|製薬|食品|化学|運輸|証券|保険|出版|印刷|不動産|"
    "産業|製菓|電気|電子|自動車|重工|鉄道|航空|商店|工務店|ホールディングス|株式会社|システムズ|"
    "テクノロジーズ|ソフト|フーズ|コーポレーション"
)
_COMPANY_ALONE = re.compile(f"(?:{JA_COMPANY})")
_KANA_HEAD = re.compile(r"[\u3041-\u3096ー]{2,8}$")
_LEADING_PARTICLE = re.compile(r"^(?:から|まで|より|には|では|は|が|を|に|で|も|の|と|へ)")


def kana_company_head(text: str, start: int, org: str) -> str:
    """``org`` with the hiragana word before it when ``org`` is only a company suffix: 「4月から
    ひまわり食品で働いて」 -> ひまわり食品 (a particle before the word is not part of it);
    ``org`` itself otherwise."""
    if not _COMPANY_ALONE.fullmatch(org):
        return org
    head = _KANA_HEAD.search(text, 0, start)
    if head is None:
        return org
    word = _LEADING_PARTICLE.sub("", head.group(0))
    return word + org if len(word) >= 2 else org
