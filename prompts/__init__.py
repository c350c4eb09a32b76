"""Prompt text and the MemoryPack's fixed strings. No numbers, no logic beyond filling in."""

from __future__ import annotations

import string
from dataclasses import dataclass
from importlib.resources import files

__all__ = [
    "DEFAULT_PERSONA",
    "EPISODE_EVIDENCE_INTRO",
    "EPISODE_TEMPLATE",
    "FEELINGS",
    "INTERNAL_CONTEXT_PREFIX",
    "LANGUAGES",
    "PACK_TEXT",
    "RELATION_NAMES",
    "SECTION_DROP_ORDER",
    "SECTION_ORDER",
    "SECTION_TEXT",
    "SYSTEM_PROMPT_TEMPLATE",
    "PackText",
    "SectionText",
    "build_system_prompt",
    "placeholders",
    "section_marker",
]

INTERNAL_CONTEXT_PREFIX = "<<INTERNAL_CONTEXT>>"

# Design §memorypack's sections, in the order the LLM sees them.
SECTION_ORDER = (
    "CONTEXT_CAPSULE",
    "STABLE_FACTS",
    "SHARED_NARRATIVE",
    "RELATIONSHIP_STATE",
    "OPEN_LOOPS",
    "EPISODE_EVIDENCE",
)
# Over budget, sections lose items in this order (design §memorypack); the capsule is never dropped.
SECTION_DROP_ORDER = (
    "EPISODE_EVIDENCE",
    "OPEN_LOOPS",
    "SHARED_NARRATIVE",
    "RELATIONSHIP_STATE",
    "STABLE_FACTS",
)

# One EPISODE_EVIDENCE entry (design §memorypack). Quoted text never holds a line break or a
# 「」 (the pack escapes it), so each entry is exactly these four lines.
EPISODE_TEMPLATE = (
    "[{when}]{title}\n"
    "{user_speaker}: 「{user}」\n"
    "{reply_speaker}: 「{reply}」\n"
    "→ {related}: {reason}"
)


@dataclass(frozen=True)
class PackText:
    """The pack's fixed text in one language (the conversation's)."""

    intro: str
    user_speaker: str
    reply_speaker: str
    related: str
    matched: str  # "{words}" were found in the exchange
    similar: str  # nothing matched word for word: close in meaning
    word_quote: str  # how one matched word is shown
    source: str  # where the exchange came from: the file's name, quoted ("{}")
    word_sep: str
    sep: str  # between the parts of a reason
    today: str
    yesterday: str
    days_ago: str
    weeks_ago: str
    months_ago: str
    years_ago: str
    later: str  # an exchange dated after "now"
    felt: str  # how the user felt in the exchange ("{}": a word of FEELINGS)


PACK_TEXT: dict[str, PackText] = {
    "ja": PackText(
        intro="以下は現在の会話に関連する過去のやりとりです。",
        user_speaker="ユーザー",
        reply_speaker="あなた",
        related="関連",
        matched="{words}が一致",
        similar="内容が近い",
        word_quote="「{}」",
        source="出典「{}」",
        word_sep="",
        sep="・",
        today="今日",
        yesterday="昨日",
        days_ago="{n}日前",
        weeks_ago="{n}週間前",
        months_ago="{n}か月前",
        years_ago="{n}年前",
        later="後日",
        felt="気持ち: {}",
    ),
    "en": PackText(
        intro="These past exchanges relate to the current conversation.",
        user_speaker="User",
        reply_speaker="You",
        related="related",
        matched="mentions {words}",
        similar="similar topic",
        word_quote='"{}"',
        source='from "{}"',
        word_sep=", ",
        sep=" · ",
        today="today",
        yesterday="yesterday",
        days_ago="{n} days ago",
        weeks_ago="{n} weeks ago",
        months_ago="{n} months ago",
        years_ago="{n} years ago",
        later="later",
        felt="felt {}",
    ),
}
LANGUAGES = tuple(PACK_TEXT)

# omoide.agent.understanding.affect's labels as the pack names them, per language.
FEELINGS: dict[str, dict[str, str]] = {
    "ja": {
        "joy": "嬉しい",
        "excitement": "ワクワク",
        "calm": "ほっとしている",
        "gratitude": "感謝",
        "sadness": "悲しい",
        "anxiety": "不安",
        "anger": "腹立たしい",
        "tiredness": "疲れている",
        "neutral": "複雑",
    },
    "en": {
        "joy": "happy",
        "excitement": "excited",
        "calm": "relieved",
        "gratitude": "grateful",
        "sadness": "sad",
        "anxiety": "anxious",
        "anger": "annoyed",
        "tiredness": "tired",
        "neutral": "mixed",
    },
}


@dataclass(frozen=True)
class SectionText:
    """The fixed text of the derived sections (facts, narrative, relationships, loops) in one
    language. Never 「」: stored text inside is escaped, and 「」 are what it may not close."""

    about: str  # a fact about someone: "{name}: {text}"
    named: str  # a person with the relation to the user: "{name} ({relation})"
    favorability: str  # "{value}" from -1 to 1
    weekly: str  # the weekly summary: "{start}", "{end}", "{text}"
    person: str  # a person / topic summary: "{name}", "{text}"
    loop_dated: str  # "{start}", "{end}", "{when}", "{text}"
    loop_undated: str  # "{text}"
    due_today: str
    due_in: str  # "{n}" days
    ongoing: str
    sep: str


SECTION_TEXT: dict[str, SectionText] = {
    "ja": SectionText(
        about="{name}: {text}",
        named="{name}（{relation}）",
        favorability="好感度 {value}",
        weekly="{start}〜{end}の会話: {text}",
        person="{name}について: {text}",
        loop_dated="{start}〜{end}（{when}）: {text}",
        loop_undated="未定: {text}",
        due_today="今日",
        due_in="あと{n}日",
        ongoing="進行中",
        sep="・",
    ),
    "en": SectionText(
        about="{name}: {text}",
        named="{name} ({relation})",
        favorability="favorability {value}",
        weekly="conversations {start}–{end}: {text}",
        person="about {name}: {text}",
        loop_dated="{start}–{end} ({when}): {text}",
        loop_undated="undated: {text}",
        due_today="today",
        due_in="in {n} days",
        ongoing="ongoing",
        sep=" · ",
    ),
}
EPISODE_EVIDENCE_INTRO = PACK_TEXT["ja"].intro  # design §memorypack's wording

SYSTEM_PROMPT_TEMPLATE = files(__package__).joinpath("system_prompt.txt").read_text("utf-8")
DEFAULT_PERSONA = files(__package__).joinpath("persona.txt").read_text("utf-8").strip()


def section_marker(name: str) -> str:
    if name not in SECTION_ORDER:
        raise ValueError(f"unknown MemoryPack section {name!r}")
    return f"<<<OMOIDE_SECTION:{name}>>>"


def placeholders(template: str) -> set[str]:
    """The ``{names}`` a template expects."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def build_system_prompt(*, persona: str = DEFAULT_PERSONA, now_local: str, addon: str = "") -> str:
    """The system prompt: persona anchor (+ addon), current time, memory-use rules."""
    full_persona = f"{persona.strip()}\n\n{addon.strip()}" if addon.strip() else persona.strip()
    return SYSTEM_PROMPT_TEMPLATE.format(
        persona=full_persona, now_local=now_local, internal_prefix=INTERNAL_CONTEXT_PREFIX
    ).strip()


# Relations are stored in English ("sister"); the Japanese pack names them in Japanese.
RELATION_NAMES: dict[str, dict[str, str]] = {
    "ja": {
        "sister": "姉妹",
        "brother": "兄弟",
        "mother": "母",
        "father": "父",
        "grandmother": "祖母",
        "grandfather": "祖父",
        "wife": "妻",
        "husband": "夫",
        "daughter": "娘",
        "son": "息子",
        "cousin": "いとこ",
        "friend": "友人",
        "partner": "恋人",
        "manager": "上司",
        "colleague": "同僚",
        "senior colleague": "先輩",
        "junior colleague": "後輩",
        "teacher": "先生",
        "neighbour": "隣人",
    },
    "en": {},
}
