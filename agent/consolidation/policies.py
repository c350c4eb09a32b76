"""Pure policies of consolidation: salience, relation facts, ISO weeks, offline extractive
summaries and relationship state (design §consolidation). No I/O; parameters come from
:class:`~.config.ConsolidationConfig`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta, tzinfo

from omoide.agent.understanding.extract.vocab import EN_KINSHIP, JA_KINSHIP
from omoide.prompts.neutral import quote_inner

from .config import ConsolidationConfig

__all__ = [
    "JAPANESE_SHARE",
    "EpisodeView",
    "NamedEntity",
    "clip",
    "date_inside_name",
    "entity_summary_text",
    "is_japanese",
    "iso_week",
    "japanese_user",
    "names_only_its_relation",
    "pick_highlights",
    "relation_fact_text",
    "relationship_text",
    "salience",
    "weekly_summary_text",
]

_JA = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")

# The English relation words of the extractors, in Japanese (fact and state text).
_RELATION_JA = {
    "sister": "姉妹",
    "brother": "兄弟",
    "mother": "母",
    "father": "父",
    "grandmother": "祖母",
    "grandfather": "祖父",
    "grandchild": "孫",
    "husband": "夫",
    "wife": "妻",
    "partner": "パートナー",
    "daughter": "娘",
    "son": "息子",
    "cousin": "いとこ",
    "friend": "友達",
    "manager": "上司",
    "colleague": "同僚",
    "senior colleague": "先輩",
    "junior colleague": "後輩",
    "teacher": "先生",
    "doctor": "医師",
    "neighbour": "近所の人",
}


@dataclass(frozen=True, slots=True)
class EpisodeView:
    """The part of an episode a summary reads."""

    id: str
    occurred_at: int
    user_text: str


@dataclass(frozen=True, slots=True)
class NamedEntity:
    """An entity as a summary names it."""

    id: str
    name: str
    kind: str
    relation: str | None = None


def is_japanese(text: str) -> bool:
    """True when the text has kana or kanji (the language summaries are written in)."""
    return bool(_JA.search(text))


# A user who writes Japanese this often is read as a Japanese speaker who also writes English
# (the bilingual archives of issue 24): their memory is written in Japanese.
JAPANESE_SHARE = 0.4


def japanese_user(user_lines: Iterable[str]) -> bool | None:
    """Whether the namespace's user writes Japanese (at least :data:`JAPANESE_SHARE` of their
    lines have kana or kanji); None when there is nothing to judge by."""
    lines = [t for t in user_lines if t.strip()]
    if not lines:
        return None
    return sum(is_japanese(t) for t in lines) >= JAPANESE_SHARE * len(lines)


def clip(text: str, limit: int) -> str:
    """One line, at most ``limit`` characters (an ellipsis marks the cut)."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


def date_inside_name(sentence: str, surface: str, names: Iterable[str]) -> bool:
    """True when a date word is only part of a name ("Tomorrow, and Tomorrow, and Tomorrow"
    is a novel, not a plan): with the names blanked out, the word is gone from the sentence."""
    rest = sentence.casefold()
    for name in sorted({n.casefold() for n in names if len(n) > len(surface)}, key=len)[::-1]:
        rest = rest.replace(name, " ")
    return surface.casefold() not in rest


def salience(mentions: int, config: ConsolidationConfig) -> float:
    """How much an entity comes up: the floor for one mention, half-way to 1 at
    ``salience_half_mentions``, approaching 1 for an entity talked about all the time."""
    grown = 1.0 - float(0.5 ** (max(0, mentions - 1) / config.salience_half_mentions))
    return round(config.salience_floor + (1.0 - config.salience_floor) * grown, 4)


def names_only_its_relation(name: str, relation: str) -> bool:
    """Whether an entity's name is only its relation word (母, "mom"): its relation fact,
    「ユーザーの母」 / "the user's mother", would be a fragment that says nothing, so none is
    stored (the entity keeps its relation for RELATIONSHIP_STATE)."""
    return name in JA_KINSHIP or name == relation or name.lower() in EN_KINSHIP


def relation_fact_text(
    name: str, relation: str, aliases: Iterable[str] = (), *, japanese: bool | None = None
) -> str:
    """ "あかりはユーザーの妹" / "Emma is the user's sister": the kinship word as the user wrote
    it when an alias has one (妹のあかり), else the relation translated. In the user's language
    (``japanese``), else in the name's script."""
    ja = is_japanese(name) if japanese is None else japanese
    if names_only_its_relation(name, relation):  # 母, "mom"
        if not ja:
            return f"the user's {relation}"
        return f"ユーザーの{name if is_japanese(name) else _RELATION_JA.get(relation, relation)}"
    if ja:
        kin = next(
            (
                a[: -len(name) - 1]
                for a in aliases
                if a.endswith("の" + name) and a[: -len(name) - 1] in JA_KINSHIP
            ),
            None,
        )
        return f"{name}はユーザーの{kin or _RELATION_JA.get(relation, relation)}"
    return f"{name} is the user's {relation}"


def iso_week(day: date) -> tuple[str, date, date]:
    """("2026-W14", Monday, Sunday) of the ISO week ``day`` falls in."""
    year, week, weekday = day.isocalendar()
    monday = day - timedelta(days=weekday - 1)
    return f"{year}-W{week:02d}", monday, monday + timedelta(days=6)


def _label(entity: NamedEntity, ja: bool) -> str:
    if not entity.relation:
        return entity.name
    relation = _RELATION_JA.get(entity.relation, entity.relation) if ja else entity.relation
    return f"{entity.name}（{relation}）" if ja else f"{entity.name} ({relation})"


def pick_highlights(
    episodes: Sequence[EpisodeView],
    mentions: dict[str, int],
    config: ConsolidationConfig,
) -> list[EpisodeView]:
    """The user lines worth quoting: those naming the most entities (then the earliest),
    greetings excluded, returned in time order."""
    ranked = sorted(
        (e for e in episodes if len(e.user_text.strip()) >= config.highlight_min_chars),
        key=lambda e: (-mentions.get(e.id, 0), e.occurred_at, e.id),
    )
    return sorted(ranked[: config.summary_highlights], key=lambda e: (e.occurred_at, e.id))


def _quotes(
    picked: Sequence[EpisodeView], tz: tzinfo, config: ConsolidationConfig, ja: bool
) -> str:
    parts = []
    for e in picked:
        day = datetime.fromtimestamp(e.occurred_at, tz=tz).strftime("%m-%d")
        # The user's words cannot close their quote and open a forged highlight: the pack shows
        # 「」 as 『』, so in Japanese neither pair may appear inside (issue 26).
        text = quote_inner(
            clip(e.user_text, config.highlight_chars), delimiters="「」『』" if ja else '"'
        )
        parts.append(f"{day}「{text}」" if ja else f'{day} "{text}"')
    return ("、" if ja else "; ").join(parts)


def _names(entities: Sequence[NamedEntity], limit: int, ja: bool) -> str:
    return ("、" if ja else ", ").join(_label(e, ja) for e in entities[:limit])


def weekly_summary_text(
    week: str,
    monday: date,
    sunday: date,
    episodes: Sequence[EpisodeView],
    people: Sequence[NamedEntity],
    topics: Sequence[NamedEntity],
    mentions: dict[str, int],
    tz: tzinfo,
    config: ConsolidationConfig,
    *,
    japanese: bool | None = None,
) -> str:
    """What the week was about, extractively: how many conversations, with whom, about what,
    and the user's own words from the most telling ones. ``people`` / ``topics`` come most
    mentioned first. Written in the user's language (``japanese``), else in Japanese when most
    of the week's user lines are."""
    ja = (
        japanese
        if japanese is not None
        else sum(is_japanese(e.user_text) for e in episodes) * 2 >= len(episodes) > 0
    )
    picked = pick_highlights(episodes, mentions, config)
    span = f"{monday.isoformat()}〜{sunday.strftime('%m-%d')}"
    if ja:
        parts = [f"{span}の週（{week}）: 会話{len(episodes)}件。"]
        if people:
            parts.append(f"登場した人: {_names(people, config.summary_max_names, ja)}。")
        if topics:
            parts.append(f"話題: {_names(topics, config.summary_max_names, ja)}。")
        if picked:
            parts.append(f"抜粋: {_quotes(picked, tz, config, ja)}")
        return "".join(parts)
    parts = [f"Week {week} ({span}): {len(episodes)} conversations."]
    if people:
        parts.append(f"People: {_names(people, config.summary_max_names, ja)}.")
    if topics:
        parts.append(f"Topics: {_names(topics, config.summary_max_names, ja)}.")
    if picked:
        parts.append(f"Highlights: {_quotes(picked, tz, config, ja)}")
    return " ".join(parts)


def entity_summary_text(
    entity: NamedEntity,
    mention_count: int,
    first_day: date,
    last_day: date,
    recent: Sequence[EpisodeView],
    tz: tzinfo,
    config: ConsolidationConfig,
    *,
    japanese: bool | None = None,
) -> str:
    """A person or topic summary: who/what, how often and over what span it came up, and the
    user's latest lines about it; in the user's language (``japanese``) when known."""
    ja = (
        japanese
        if japanese is not None
        else is_japanese(entity.name)
        or (sum(is_japanese(e.user_text) for e in recent) * 2 > len(recent) > 0)
    )
    picked = sorted(recent, key=lambda e: (e.occurred_at, e.id))[-config.summary_highlights :]
    picked = [e for e in picked if len(e.user_text.strip()) >= config.highlight_min_chars]
    span = f"{first_day.isoformat()}〜{last_day.isoformat()}"
    if ja:
        text = f"{_label(entity, ja)}: 会話{mention_count}件に登場（{span}）。"
        return text + (f"最近: {_quotes(picked, tz, config, ja)}" if picked else "")
    text = f"{_label(entity, ja)}: in {mention_count} conversations ({span})."
    return text + (f" Recently: {_quotes(picked, tz, config, ja)}" if picked else "")


def relationship_text(
    entity: NamedEntity, mention_count: int, last_day: date, *, japanese: bool | None = None
) -> str:
    """How the user and a person stand, offline: the stated relation, how often and how
    lately they came up, in the user's language (``japanese``) when known. (An LLM extractor
    adds favorability on top.)"""
    ja = is_japanese(entity.name) if japanese is None else japanese
    if ja:
        relation = (
            f"ユーザーの{_RELATION_JA.get(entity.relation, entity.relation)}"
            if entity.relation
            else "関係は未記載"
        )
        return f"{relation}。会話{mention_count}件、最後は{last_day.isoformat()}"
    relation = f"the user's {entity.relation}" if entity.relation else "relation not stated"
    return f"{relation}; {mention_count} conversations, last on {last_day.isoformat()}"
