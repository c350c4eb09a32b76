"""The MemoryPack's derived sections (design §memorypack): STABLE_FACTS, SHARED_NARRATIVE,
RELATIONSHIP_STATE and OPEN_LOOPS, chosen from the derived memory for this turn's entities in
play, and the token budget's drop order. Selection, scoring and trimming are small pure
functions with their parameters in ``RetrievalConfig``; :func:`derived.sections` is the one
place that reads the ``DerivedStore``.

What goes in, and why (each item carries its reason into the run record):

- **In play**: facts, summaries, relationship lines and loops of the entities the turn names
  (``plan.entities``), and loops whose text shares a word with the user's message.
- **Background** (``pack.background``): the latest weekly summary, pinned facts and facts
  about the user, and upcoming loops. Added only when the turn recalls something else
  (an entity in play, a loop it mentions, or injected episodes), never on its own: an
  unrelated question still injects nothing.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from omoide import prompts
from omoide.memory_store.derived import (
    DerivedMemory,
    Fact,
    OpenLoop,
    RelationshipState,
    Summary,
    SummaryScope,
)

from .config import RetrievalConfig
from .records import ResolvedEntity

__all__ = [
    "DERIVED_SECTIONS",
    "SectionItem",
    "clip_chars",
    "derived_sections",
    "fact_score",
    "fit_to_budget",
    "format_loop",
    "pick_loops",
    "pick_narrative",
    "pick_relationships",
    "rank_facts",
    "section_record",
]

DERIVED_SECTIONS = ("STABLE_FACTS", "SHARED_NARRATIVE", "RELATIONSHIP_STATE", "OPEN_LOOPS")


@dataclass(frozen=True)
class SectionItem:
    """One line of a derived section: what is shown, which record it came from, and why."""

    section: str
    text: str  # as shown, before the pack escapes it
    ref: str  # the fact / summary / entity / loop id
    why: str
    score: float | None = None


# -- STABLE_FACTS ---------------------------------------------------------------------------


def fact_score(
    confidence: float, salience: float, age_days: float, pinned: bool, config: RetrievalConfig
) -> float:
    """Design §memorypack: ``0.45*confidence + 0.25*salience + 0.20*recency + 0.10*pin`` with
    ``recency = exp(-age_days / tau)`` (weights and tau from ``config``)."""
    tau = config.derived.fact_recency_tau_days
    recency = math.exp(-max(0.0, age_days) / tau) if tau > 0 else 0.0
    return (
        config.derived.fact_w_confidence * confidence
        + config.derived.fact_w_salience * salience
        + config.derived.fact_w_recency * recency
        + config.derived.fact_w_pin * (1.0 if pinned else 0.0)
    )


def rank_facts(
    facts: Sequence[Fact],
    *,
    in_play: Mapping[str, str],
    now: int,
    config: RetrievalConfig,
    background: bool,
) -> list[tuple[Fact, float, str]]:
    """The facts to show, best score first, at most ``derived.facts_max``: those about an entity in
    play (``in_play``: id -> name), and with ``background`` also pinned ones and those about
    the user. Each with its score and why."""
    out: list[tuple[Fact, float, str]] = []
    for f in facts:
        if f.subject_id is not None and f.subject_id in in_play:
            why = f"about {in_play[f.subject_id]} (in play)"
        elif background and f.pinned:
            why = "pinned"
        elif background and f.subject_id is None:
            why = "about the user"
        else:
            continue
        age = (now - (f.updated_at or f.created_at)) / 86_400
        out.append((f, fact_score(f.confidence, f.salience, age, f.pinned, config), why))
    out.sort(key=lambda t: (-t[1], t[0].id))
    return out[: config.derived.facts_max]


# -- OPEN_LOOPS -----------------------------------------------------------------------------


def pick_loops(
    loops: Sequence[OpenLoop],
    *,
    in_play: Mapping[str, str],
    today: date,
    mentions: Callable[[str], Sequence[str]],
    config: RetrievalConfig,
    background: bool,
) -> list[tuple[OpenLoop, str]]:
    """Open loops not over by ``today`` (a loop is closed once its last day has passed),
    those of entities in play or mentioned by the user first, then by due date (undated
    last); others only with ``background``. At most ``derived.loops_max``."""
    ranked: list[tuple[int, OpenLoop, str]] = []
    for loop in loops:
        if loop.status != "open" or loop.expired(today):
            continue
        named = [in_play[e] for e in loop.entity_ids if e in in_play]
        words = mentions(loop.text)
        if named:
            ranked.append((0, loop, f"about {', '.join(named)} (in play)"))
        elif words:
            ranked.append((0, loop, f"mentions {', '.join(words)}"))
        elif background:
            ranked.append((1, loop, "upcoming"))
    far = date.max
    ranked.sort(key=lambda t: (t[0], t[1].due_start or far, t[1].due_end or far, t[1].id))
    return [(loop, why) for _, loop, why in ranked[: config.derived.loops_max]]


def format_loop(loop: OpenLoop, today: date, text: prompts.SectionText) -> str:
    """ "2026-04-03〜2026-04-05（あと12日）: 京都に旅行" / "... (in 12 days): ..."."""
    if loop.due_start is None and loop.due_end is None:
        return text.loop_undated.format(text=loop.text)
    start = loop.due_start or loop.due_end
    end = loop.due_end or loop.due_start
    assert start is not None and end is not None
    if start > today:
        when = text.due_in.format(n=(start - today).days)
    elif start == today == end:
        when = text.due_today
    else:
        when = text.ongoing
    return text.loop_dated.format(
        start=start.isoformat(), end=end.isoformat(), when=when, text=loop.text
    )


# -- RELATIONSHIP_STATE ---------------------------------------------------------------------


def relation_label(relation: str | None, language: str) -> str | None:
    """A stored (English) relation in the pack's language."""
    if not relation:
        return None
    return prompts.RELATION_NAMES.get(language, {}).get(relation, relation)


def pick_relationships(
    entities: Sequence[ResolvedEntity],
    states: Mapping[str, RelationshipState],
    *,
    language: str,
    config: RetrievalConfig,
) -> list[SectionItem]:
    """Persons in play only (design: at most 5): their relation to the user and, when
    consolidation recorded one, their relationship state and favorability."""
    text = prompts.SECTION_TEXT[language]
    out: list[SectionItem] = []
    for e in entities:
        if e.kind != "person" or len(out) >= config.derived.relationship_max:
            continue
        state = states.get(e.id)
        label = relation_label(e.relation, language)
        if state is None and label is None:
            continue
        parts = [text.named.format(name=e.name, relation=label) if label else e.name]
        if state is not None and state.state:
            parts.append(state.state)
        if state is not None and state.favorability is not None:
            parts.append(text.favorability.format(value=f"{state.favorability:+.1f}"))
        head, *rest = parts
        line = f"{head}: {text.sep.join(rest)}" if rest else head
        out.append(SectionItem("RELATIONSHIP_STATE", line, e.id, f"{e.name} in play ({e.method})"))
    return out


# -- SHARED_NARRATIVE -----------------------------------------------------------------------


def clip_chars(text: str, chars: int) -> str:
    """``text`` if it has at most ``chars`` characters, else cut to fit with "…" at the end."""
    return text if len(text) <= chars else text[: max(1, chars - 1)].rstrip() + "…"


def pick_narrative(
    weekly: Summary | None,
    entity_summaries: Sequence[tuple[Summary, str]],
    *,
    language: str,
    config: RetrievalConfig,
    background: bool,
) -> list[SectionItem]:
    """The person / topic summaries of entities in play (``(summary, name)``, at most
    ``derived.narrative_entity_max``) and, with ``background``, the latest weekly summary first."""
    text = prompts.SECTION_TEXT[language]
    out: list[SectionItem] = []
    if background and weekly is not None:
        out.append(_weekly_item(weekly, text, config, "latest weekly summary"))
    for summary, name in entity_summaries[: config.derived.narrative_entity_max]:
        line = text.person.format(
            name=name, text=clip_chars(summary.text, config.derived.narrative_chars)
        )
        out.append(
            SectionItem("SHARED_NARRATIVE", line, summary.id, f"{summary.scope} summary of {name}")
        )
    return out


def window_narrative(
    weeklies: Sequence[Summary],
    window: tuple[date, date],
    *,
    shown: Callable[[Sequence[str]], bool],
    language: str,
    config: RetrievalConfig,
) -> list[SectionItem]:
    """The weekly summaries of the weeks that overlap ``window`` (first and last day), earliest
    first, at most ``derived.window_summaries_max``, those with every source still shown."""
    lo, hi = window
    inside = sorted(
        (
            s
            for s in weeklies
            if s.period_start is not None
            and s.period_end is not None
            and s.period_start <= hi
            and s.period_end >= lo
            and shown(s.source_ids)
        ),
        key=lambda s: (s.period_start or lo, s.id),
    )
    text = prompts.SECTION_TEXT[language]
    return [
        _weekly_item(s, text, config, "weekly summary in the window")
        for s in inside[: config.derived.window_summaries_max]
    ]


def _weekly_item(
    weekly: Summary, text: prompts.SectionText, config: RetrievalConfig, why: str
) -> SectionItem:
    """A weekly summary as a SHARED_NARRATIVE line: its week and its text, clipped."""
    start = weekly.period_start.isoformat() if weekly.period_start else "?"
    end = weekly.period_end.isoformat() if weekly.period_end else "?"
    line = text.weekly.format(
        start=start, end=end, text=clip_chars(weekly.text, config.derived.narrative_chars)
    )
    return SectionItem("SHARED_NARRATIVE", line, weekly.id, why)


# -- the token budget -----------------------------------------------------------------------


def fit_to_budget(
    sections: dict[str, list[str]],
    render: Callable[[Mapping[str, Sequence[str]]], int],
    max_tokens: int,
    *,
    drop_order: Sequence[str],
    narrative_min_chars: int,
) -> dict[str, int]:
    """Trim ``sections`` in place until ``render(sections)`` (tokens) fits ``max_tokens``,
    in design §memorypack's order: episode evidence loses its lowest-ranked entries, open
    loops their last ones, the shared narrative's paragraphs are shortened (down to
    ``derived.narrative_min_chars``) and then dropped, relationship state goes as a whole, stable
    facts lose their lowest scores. Returns how many items each section lost."""
    lost: dict[str, int] = {}

    def over() -> bool:
        return render(sections) > max_tokens

    for name in drop_order:
        items = sections.get(name)
        if not items or not over():
            continue
        if name == "RELATIONSHIP_STATE":
            lost[name] = len(items)
            sections[name] = []
            continue
        if name == "SHARED_NARRATIVE":
            while over():
                longest = max(range(len(items)), key=lambda i: len(items[i]))
                if len(items[longest]) <= narrative_min_chars:
                    break
                shorter = max(narrative_min_chars, int(len(items[longest]) * 0.6))
                items[longest] = clip_chars(items[longest], shorter)
        while items and over():
            items.pop()  # the lowest-ranked item goes first
            lost[name] = lost.get(name, 0) + 1
    return lost


# -- reading the derived memory -------------------------------------------------------------


def derived_sections(
    derived: DerivedMemory,
    namespace: str,
    *,
    entities: Sequence[ResolvedEntity],
    now: int,
    today: date,
    language: str,
    mentions: Callable[[str], Sequence[str]],
    evidence: bool,
    config: RetrievalConfig,
    hidden: Callable[[Sequence[str]], set[str]] = lambda ids: set(),
    too_sensitive: Callable[[Sequence[str]], set[str]] = lambda ids: set(),
    window: tuple[date, date] | None = None,
) -> tuple[list[SectionItem], dict[str, str]]:
    """The derived sections' items for this turn, best first within each section, and for
    each section left empty, why. ``evidence``: episodes are injected this turn. ``window``:
    the days a question about what happened in a time asks about; the weekly summaries of the
    weeks inside it join SHARED_NARRATIVE (``derived.window_summaries_max``), in place of the
    latest one.

    ``hidden(ids)`` names the source episodes no search may return any more (forgotten,
    unsearchable, deleted). What was derived from them alone stays out of the pack until the
    next ``omoide consolidate --reset``: a fact or open loop whose every source is hidden, and
    a summary with any hidden source (its extractive text may quote it).

    ``too_sensitive(ids)`` names the source episodes above this turn's sensitivity ceiling by
    their *current* flags (an episode re-imported as SECRET after consolidation): anything
    with such a source stays out, whatever its other sources (its text may come from it).
    """

    def some_source_shown(ids: Sequence[str]) -> bool:
        if ids and too_sensitive(ids):
            return False
        return not ids or len(hidden(ids)) < len(set(ids))

    def every_source_shown(ids: Sequence[str]) -> bool:
        return not ids or not (too_sensitive(ids) or hidden(ids))

    in_play = {e.id: e.name for e in entities}
    text = prompts.SECTION_TEXT[language]
    open_loops = [
        loop
        for loop in derived.loops(namespace=namespace, status="open")
        if some_source_shown(loop.source_ids)
    ]
    loops = pick_loops(
        open_loops,
        in_play=in_play,
        today=today,
        mentions=mentions,
        config=config,
        background=False,
    )
    anchored = bool(in_play) or bool(loops) or evidence
    background = config.pack.background and anchored
    if background:
        loops = pick_loops(
            open_loops,
            in_play=in_play,
            today=today,
            mentions=mentions,
            config=config,
            background=True,
        )
    items: list[SectionItem] = []
    if background:
        facts = derived.facts(namespace=namespace)
    elif in_play:
        facts = derived.facts(namespace=namespace, subject_ids=list(in_play))
    else:
        facts = []
    facts = [f for f in facts if some_source_shown(f.source_ids)]
    for f, score, why in rank_facts(
        facts, in_play=in_play, now=now, config=config, background=background
    ):
        name = in_play.get(f.subject_id or "") or _entity_name(derived, f.subject_id, namespace)
        line = text.about.format(name=name, text=f.text) if name else f.text
        items.append(SectionItem("STABLE_FACTS", line, f.id, why, round(score, 4)))
    weekly = next(iter(derived.summaries(namespace=namespace, scope="weekly")), None)
    if weekly is not None and not every_source_shown(weekly.source_ids):
        weekly = None
    if window is not None:
        items += window_narrative(
            derived.summaries(namespace=namespace, scope="weekly"),
            window,
            shown=every_source_shown,
            language=language,
            config=config,
        )
        weekly = None  # the window's weeks, not the latest week
    entity_summaries: list[tuple[Summary, str]] = []
    scopes: tuple[SummaryScope, ...] = ("person", "topic")
    for e in entities:
        found = next(
            (
                hit[0]
                for scope in scopes
                for key in (e.id, e.name)
                if (hit := derived.summaries(namespace=namespace, scope=scope, scope_key=key))
            ),
            None,
        )
        if found is not None and every_source_shown(found.source_ids):
            entity_summaries.append((found, e.name))
    items += pick_narrative(
        weekly, entity_summaries, language=language, config=config, background=background
    )
    states = {
        e.id: s
        for e in entities
        if e.kind == "person"
        and (s := derived.relationship(e.id, namespace=namespace))
        and some_source_shown(s.source_ids)
    }
    items += pick_relationships(entities, states, language=language, config=config)
    items += [
        SectionItem("OPEN_LOOPS", format_loop(loop, today, text), loop.id, why)
        for loop, why in loops
    ]
    filled = {i.section for i in items}
    why_empty = {
        name: (
            "no entity in play and nothing else recalled"
            if not anchored
            else "nothing in the derived memory for this turn"
        )
        for name in DERIVED_SECTIONS
        if name not in filled
    }
    return items, why_empty


def _entity_name(derived: DerivedMemory, entity_id: str | None, namespace: str) -> str | None:
    if entity_id is None:
        return None
    entity = derived.get_entity(entity_id, namespace=namespace)
    return entity.name if entity else None


def section_record(
    items: Sequence[SectionItem], shown: Mapping[str, int], why_empty: Mapping[str, str]
) -> list[dict[str, Any]]:
    """The run record's account of the derived sections: per section, the items shown (with
    why) and those the budget dropped, or why it is empty."""
    out: list[dict[str, Any]] = []
    for name in DERIVED_SECTIONS:
        mine = [i for i in items if i.section == name]
        kept = shown.get(name, 0)
        out.append(
            {
                "section": name,
                "items": [
                    {"ref": i.ref, "why": i.why, "score": i.score, "text": i.text[:120]}
                    for i in mine[:kept]
                ],
                "dropped": len(mine) - kept,
                "why_empty": why_empty.get(name, "") if not mine else "",
            }
        )
    return out
