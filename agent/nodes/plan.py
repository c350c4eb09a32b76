"""plan: design §plan's rule-based RetrievalPlan and design §rerank's two fixed queries. No LLM."""

from __future__ import annotations

import dataclasses
import functools
import re
import time
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, tzinfo
from typing import TYPE_CHECKING, Any

from langchain_core.messages import AnyMessage, HumanMessage, convert_to_messages

from omoide.memory_store import MemoryStore
from omoide.memory_store.records import to_epoch_seconds

from ..config import RetrievalConfig
from ..entities import catalog_for, derived_of, resolve_entities
from ..messages import (
    MISSING_MESSAGES,
    format_recent_conversation,
    last_user_text,
    query_with_context,
    recent_messages,
)
from ..question import (
    LIFE_STAGES,
    asks_about_new,
    asks_about_window,
    spans_a_life,
    time_window,
)
from ..records import Mode, RetrievalPlan, TimeHint
from ..runtime import RetrievalDeps, config_of

if TYPE_CHECKING:
    from langgraph.runtime import Runtime

    from omoide.agent.understanding.extract import RuleExtractor

    from ..state import RetrievalState


__all__ = [
    "LIFE_STAGES",
    "MISSING_MESSAGES",
    "NO_HUMAN_MESSAGE",
    "conversation",
    "extract_keywords",
    "make_plan",
    "plan_node",
    "respell",
    "spans_a_life",
    "with_entities",
]

_YEAR = re.compile(r"(?<![0-9])(19[5-9][0-9]|20[0-9]{2})(?![0-9])")
_YEAR_RANGE = re.compile(
    r"(?<![0-9])(19[5-9][0-9]|20[0-9]{2})\s*(?:-|〜|~|to|から)\s*(19[5-9][0-9]|20[0-9]{2})(?![0-9])"
)


# Distinctive runs: kanji / katakana (with ー 々) / Latin letters and digits, no hiragana inside;
# quoted phrases whole, in single quotes too ('The Crown', ‘Sapiens’) when the quotes are not
# an apostrophe (none right after a letter or digit, none right before one: "Nate's").
# Design §rerank Phase B: no LLM, no morphological analyser.
_PHRASE = re.compile(
    r"[「『\"“]([^」』\"”]{2,40})[」』\"”]"
    r"|(?<![A-Za-z0-9])['‘]([^'‘’\n]{2,40})['’](?![A-Za-z0-9])"
    r"|([\u4e00-\u9fff\u30a0-\u30ff\u3005ーA-Za-z0-9０-９Ａ-Ｚａ-ｚ][\u4e00-\u9fff\u30a0-\u30ff\u3005ーA-Za-z0-9０-９Ａ-Ｚａ-ｚ・&'’.-]*)"
)
_PHRASE_STOP = frozenset(
    [
        "それ",
        "あれ",
        "これ",
        "さっき",
        "この前",
        "今日",
        "昨日",
        "明日",
        "最近",
        "前",
        "今",
        "何",
        "誰",
        "いつ",
        "どこ",
        "話",
        "覚え",
        "教え",
    ]
)


def extract_keywords(text: str, *, min_chars: int, limit: int) -> tuple[str, ...]:
    """Proper-noun-like phrases: quoted text, kanji/katakana runs, capitalised or digit words.

    English words count only when capitalised mid-sentence or containing digits, so ordinary
    words ("what", "remember") are not mistaken for names.
    """
    out: list[str] = []
    for m in _PHRASE.finditer(text):
        quoted = m.group(1) or m.group(2)
        phrase = (quoted or m.group(3) or "").strip(" .-'’")
        if len(phrase) < min_chars or phrase in _PHRASE_STOP or phrase in out:
            continue
        if phrase.isascii():
            words_before = text[: m.start()].strip()
            sentence_start = not words_before or words_before[-1] in ".!?。！？"
            if not quoted and not (
                any(c.isdigit() for c in phrase)
                or (phrase[0].isupper() and not sentence_start)
                or (phrase.isupper() and len(phrase) >= 2)
            ):
                continue
        out.append(phrase)
    return tuple(out[:limit])


def _time_hint(
    text: str, *, now: int | None = None, slack: float = 0.25, tz: tzinfo = UTC
) -> TimeHint:
    """Explicit years / life stage, and (with ``now``) the window of a relative or month time
    (``question.time_window``, its weeks and months in the user's time zone ``tz``)."""
    hint = _explicit_time(text)
    if now is None or not (window := time_window(text, now, slack=slack, tz=tz)):
        return hint
    return dataclasses.replace(
        hint, window_start=window.start, window_end=window.end, window_text=window.text
    )


def _explicit_time(text: str) -> TimeHint:
    lowered = text.casefold()
    stage = next(
        (name for name, words in LIFE_STAGES.items() if any(w in lowered for w in words)), None
    )
    if m := _YEAR_RANGE.search(text):
        lo, hi = sorted((int(m.group(1)), int(m.group(2))))
        return TimeHint(lo, hi, stage)
    years = [int(y) for y in _YEAR.findall(text)]
    if years:
        return TimeHint(min(years), max(years), stage)
    return TimeHint(life_stage_hint=stage)


def make_plan(
    messages: Sequence[AnyMessage],
    config: RetrievalConfig,
    *,
    now: int | None = None,
    tz: tzinfo | None = None,
) -> RetrievalPlan:
    """The plan for the latest user message: mode, queries, time hint and limits. ``tz``: the
    user's time zone, where "last week" / 「先月」 begin (default: ``config.timezone``, else
    UTC; the plan node passes the store's when the config names none)."""
    user_text = last_user_text(messages).strip()
    recent = recent_messages(messages, config.plan.recent_turns * 2)
    context = format_recent_conversation(recent, config.plan.context_max_chars)
    q2 = query_with_context(context, user_text)
    queries = (user_text,) if q2 == user_text else (user_text, q2)
    ts = int(time.time()) if now is None else int(now)
    zone = tz or config.zone()
    hint = _time_hint(
        user_text,
        now=ts if config.plan.time_windows else None,
        slack=config.plan.time_window_slack,
        tz=zone,
    )
    explicit = hint.about_year_start is not None or hint.life_stage_hint is not None
    mode: Mode = (
        "explicit_about_time"
        if explicit
        else "targeted_broad"
        if spans_a_life(user_text)
        else "associative_recent"
    )
    keywords = _keywords(user_text, config)
    since = None
    if mode == "associative_recent" and config.plan.occurred_day_range > 0:
        since = ts - config.plan.occurred_day_range * 86_400
    return RetrievalPlan(
        mode=mode,
        queries=queries,
        user_text=user_text,
        context_text=context,
        time_hint=hint,
        now=ts,
        since=since,
        max_candidates=config.fusion.max_candidates,
        max_selected=config.injection.max_results,
        exclude_texts=tuple(t for _, t in recent),
        keywords=keywords,
        asks_new=asks_about_new(user_text, context, keywords),
        window_digest=hint.window_start is not None
        and asks_about_window(user_text, hint.window_text),
    )


def _keywords(text: str, config: RetrievalConfig) -> tuple[str, ...]:
    if not config.plan.keyword_phrases:
        return ()
    return extract_keywords(
        text, min_chars=config.plan.keyword_phrase_min_chars, limit=config.plan.keyword_phrase_max
    )


NO_HUMAN_MESSAGE = (
    "omoide's retrieval node found no user message in `messages` ({n} message(s), none from "
    "the user). Put the user's turn in as a HumanMessage (or ('user', text) / "
    "{{'role': 'user', 'content': text}}) before the retrieval node runs."
)


def conversation(state: Mapping[str, Any]) -> list[AnyMessage]:
    """The parent's messages as LangChain messages; a loud error when there are none to read."""
    if "messages" not in state:
        raise ValueError(MISSING_MESSAGES)
    messages = state["messages"]
    if isinstance(messages, str | bytes) or not isinstance(messages, Sequence):
        raise ValueError(f"`messages` must be a list of messages, got {type(messages).__name__}")
    converted: list[AnyMessage] = convert_to_messages(messages)  # type: ignore[assignment]
    if not any(isinstance(m, HumanMessage) for m in converted):
        raise ValueError(NO_HUMAN_MESSAGE.format(n=len(converted)))
    return converted


def with_entities(
    store: MemoryStore, made: RetrievalPlan, config: RetrievalConfig
) -> RetrievalPlan:
    """The plan with the known entities its texts name (design §plan; rules + rapidfuzz over
    the alias table). A derived memory that cannot be read costs the turn its entities, never
    the turn: the reason is kept in ``entity_note``."""
    if not config.plan.entity_resolution or config.plan.entity_max == 0:
        return made
    context = "\n".join(made.exclude_texts)
    try:
        derived = derived_of(store)
        if derived is None or not len(catalog_for(derived, store.namespace)):
            # No entity to find (what resolve_entities would say): the texts' name-like
            # spans (the rule extractor, ~5 ms a context turn) are not read at all.
            return respell(dataclasses.replace(made, entities=()), config)
        found = resolve_entities(
            store,
            made.user_text,
            context,
            user_names=_names(made.user_text, made.keywords),
            context_names=_names(context, ()),
            limit=config.plan.entity_max,
        )
    except Exception as exc:  # a damaged derived.sqlite3 must not fail the turn
        return dataclasses.replace(made, entity_note=f"{type(exc).__name__}: {exc}")
    return respell(dataclasses.replace(made, entities=found), config)


def respell(made: RetrievalPlan, config: RetrievalConfig) -> RetrievalPlan:
    """Names the user misspelt ("Auroa"), resolved fuzzily to a known entity, are searched
    under the entity's own spelling: the queries, the phrases and the overlap score all use
    the corrected text (the text as typed is kept in ``typed_text``). Rules only."""
    fixes = {
        e.mention: e.name
        for e in made.entities
        if e.method == "fuzzy" and e.in_user_text and e.mention in made.user_text
    }
    if not fixes:
        return made
    text = made.user_text
    for typed, name in fixes.items():
        text = re.sub(rf"(?<!\w){re.escape(typed)}(?!\w)", name, text)
    q2 = query_with_context(made.context_text, text)
    keywords = _keywords(text, config)
    return dataclasses.replace(
        made,
        user_text=text,
        typed_text=made.user_text,
        queries=(text,) if q2 == text else (text, q2),
        keywords=keywords,
        asks_new=asks_about_new(text, made.context_text, keywords),
    )


@functools.cache
def _rules() -> RuleExtractor:
    """The rule extractor, built on first use: only a turn with known entities reads names
    (most of the extractor package's import is its regular expressions)."""
    from omoide.agent.understanding.extract import RuleExtractor

    return RuleExtractor()


def _names(text: str, keywords: Sequence[str]) -> list[str]:
    """Name-like spans of a text to resolve fuzzily: the rule extractor's names (as written
    and bare) and the distinctive phrases."""
    if not text:
        return []
    out: dict[str, None] = dict.fromkeys(keywords)
    for mention in _rules().names(text):
        out.setdefault(mention.surface, None)
        out.setdefault(mention.name, None)
    for phrase in extract_keywords(text, min_chars=2, limit=10):
        out.setdefault(phrase, None)
    return list(out)


def plan_node(deps: RetrievalDeps) -> Callable[..., dict[str, Any]]:
    def plan(state: RetrievalState, runtime: Runtime[RetrievalConfig]) -> dict[str, Any]:
        """Make the RetrievalPlan for the latest user message (rules only)."""
        started = time.perf_counter()
        namespace = deps.namespace_of_run()  # a run that names no user fails here, first
        messages = conversation(state)
        config = config_of(runtime, deps.config)
        now = state.get("now")
        if now is not None:
            now = to_epoch_seconds(now, name="now")
        with deps.store_for(namespace) as store:
            zone = config.zone(store.timezone)
            made = with_entities(store, make_plan(messages, config, now=now, tz=zone), config)
        return {
            "plan": made,
            "turn_time": made.now,
            # The parent's run id is the previous turn's; this turn's is written by `pack`.
            "previous_run_id": state.get("run_id"),
            "run_id": None,
            "timings_ms": {"plan": (time.perf_counter() - started) * 1000},
        }

    return plan
