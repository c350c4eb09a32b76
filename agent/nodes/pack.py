"""pack: the MemoryPack (design §memorypack) — sectioned text under a token budget, injected as an
assistant message that begins ``<<INTERNAL_CONTEXT>>``. EPISODE_EVIDENCE is filled from the
rerank; STABLE_FACTS, SHARED_NARRATIVE, RELATIONSHIP_STATE and OPEN_LOOPS from the derived memory
for the entities in play (``agent/sections.py``). Every stored string is escaped
(:func:`escape_text`): stored text is data, never structure."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, tzinfo
from pathlib import PurePosixPath
from typing import TYPE_CHECKING, Any

from omoide import prompts
from omoide.agent.understanding.affect import affect_of
from omoide.memory_store import MemoryStore
from omoide.prompts.neutral import neutralize, quote_inner

from ..config import RetrievalConfig
from ..entities import derived_of
from ..mood import persona_mood_state
from ..pack_clock import format_local_time, now_item
from ..pack_clock import pack_built_at as pack_now  # the old name, still exported
from ..policies import clip_block
from ..question import asks_about_background
from ..records import RankedEpisode, RetrievalPlan
from ..runtime import RetrievalDeps, config_of
from ..sections import (
    DERIVED_SECTIONS,
    SectionItem,
    derived_sections,
    fit_to_budget,
    section_record,
)

if TYPE_CHECKING:
    from langgraph.runtime import Runtime

    from ..state import RetrievalState


__all__ = [
    "MemoryPack",
    "build_memory_pack",
    "detect_language",
    "escape_text",
    "estimate_tokens",
    "evidence_record",
    "format_episode",
    "format_local_time",
    "matched_words",
    "pack_node",
    "pack_now",
    "relative_time",
]

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]")
_KANA = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]")
_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'’-]*[A-Za-z0-9]|[A-Za-z0-9]")


def estimate_tokens(text: str) -> int:
    """A tokenizer-free estimate: ~1 token per CJK character, ~4 characters per token else."""
    cjk = len(_CJK.findall(text))
    return cjk + (len(text) - cjk + 3) // 4


def escape_text(text: str) -> str:
    """Stored text as data inside the pack, never structure (design §memorypack).

    On one line (line breaks become `` / ``), without control or invisible characters, with
    every form of 「」 turned into 『』 so a quote cannot be closed from inside, and with runs
    of characters NFKC reads as ``<`` / ``>`` turned into ``‹`` / ``›`` so no marker can be
    spelled. Applied to every stored string the pack shows (quotes, matched words, sources,
    extra items); see ``omoide.prompts.neutral``.
    """
    return neutralize(text)  # omoide.prompts.neutral: NFKC forms, invisible characters too


def _quoted(text: str, template: str) -> str:
    """``text`` inside ``template``'s quotes ("{}", 「{}」), unable to close them (「」 are
    already 『』 after ``escape_text``; a ``"`` becomes ``'``)."""
    inner = quote_inner(text, delimiters='"') if '"' in template else text
    return template.format(escape_text(inner))


def detect_language(text: str) -> str:
    """``"ja"`` when the text has kana or kanji, else ``"en"``: the pack's fixed text follows."""
    return "ja" if _KANA.search(text) or _CJK.search(text) else "en"


def relative_time(occurred_at: int, now: int, text: prompts.PackText) -> str:
    """ "3 days ago" / "3日前": when, as a person says it."""
    days = (now - occurred_at) // 86_400
    if now < occurred_at:
        return text.later
    for limit, unit, phrase in (
        (1, 1, text.today),
        (2, 1, text.yesterday),
        (14, 1, text.days_ago),
        (60, 7, text.weeks_ago),
        (730, 30, text.months_ago),
    ):
        if days < limit:
            return phrase.format(n=days // unit)
    return text.years_ago.format(n=days // 365)


_CJK_RUN = re.compile(r"[\u3005\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]+")
_HIRAGANA_ONLY = re.compile(r"[\u3040-\u309f]+")
_HIRAGANA = "".join(map(chr, range(0x3040, 0x30A0)))


def _shared_cjk_runs(query: str, haystack: str) -> list[str]:
    """The longest runs of the query's kana / kanji also found in the exchange (left to right):
    names in hiragana (こむぎ) need three characters; a run with kanji or katakana is shown
    without the kana at its ends (「散歩で」 as 「散歩」) and needs two characters left, so
    particles and verb endings alone (「に行っ」) do not count."""
    out: list[str] = []
    for run in _CJK_RUN.findall(query):
        i = 0
        while i < len(run):
            j = i + 1
            while j <= len(run) and run[i:j] in haystack:
                j += 1
            found = run[i : j - 1]
            if _HIRAGANA_ONLY.fullmatch(found or "あ"):
                shown = found if len(found) >= 3 else ""
            else:
                shown = found.strip(_HIRAGANA)
                shown = shown if len(shown) >= 2 else ""
            if shown:
                out.append(shown)
                i += len(found)
            else:
                i += 1
    return out


def matched_words(
    query: str, keywords: Sequence[str], episode_text: str, *, limit: int
) -> list[str]:
    """Words of the user's message found in the exchange: its distinctive phrases first
    (names, kanji / katakana runs), then shared kana / kanji runs and English content words
    (stopwords skipped)."""
    from omoide.memory_store.stopwords import ENGLISH_STOPWORDS
    from omoide.memory_store.tokenize import normalize

    haystack = normalize(episode_text)
    words = {w.casefold() for w in _WORD.findall(haystack)}
    out: list[str] = []

    def add(word: str) -> None:
        if len(out) >= limit:  # the rest would be cut: a pasted question compared every word
            return  # it shares with every one kept (1 s on the turn's path at 20,000 characters)
        folded = word.casefold()
        if all(folded not in o.casefold() and o.casefold() not in folded for o in out):
            out.append(word)

    for phrase in keywords:
        if normalize(phrase) in haystack:
            add(phrase)
    for run in _shared_cjk_runs(normalize(query), haystack):
        add(run)
    for word in _WORD.findall(query):
        folded = word.casefold()
        if len(folded) >= 3 and folded not in ENGLISH_STOPWORDS and folded in words:
            add(word)
    return out[:limit]


@dataclass(frozen=True)
class MemoryPack:
    """Sections in design §memorypack's order; ``text`` is what the model sees ('' when empty)."""

    sections: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    now: str = ""
    language: str = "ja"
    dropped: Mapping[str, int] = field(default_factory=dict)  # items the token budget cut
    # persona_mood_state (omoide.agent.mood): computed, never stored text, so not escaped.
    mood: Mapping[str, Any] | None = None

    @property
    def text(self) -> str:
        blocks = []
        for name in prompts.SECTION_ORDER:
            items = self.sections.get(name, ())
            if name == "CONTEXT_CAPSULE" and self.now and len(self) > 0:
                mood = (
                    (f"persona_mood_state: {json.dumps(dict(self.mood), ensure_ascii=False)}",)
                    if self.mood
                    else ()
                )
                items = (now_item(self.now), *mood, *items)
            if not items:
                continue
            body = (
                "\n\n".join(items)
                if name == "EPISODE_EVIDENCE"
                else "\n".join(f"- {i}" for i in items)
            )
            if name == "EPISODE_EVIDENCE":
                body = f"{prompts.PACK_TEXT[self.language].intro}\n\n{body}"
            blocks.append(f"{prompts.section_marker(name)}\n{body}")
        return "\n\n".join(blocks)

    def __len__(self) -> int:
        """Items that carry memory (the time capsule alone does not count)."""
        return sum(len(v) for k, v in self.sections.items() if k != "CONTEXT_CAPSULE")

    def message(self) -> str:
        """The injected assistant message (``''`` when there is nothing to inject)."""
        return f"{prompts.INTERNAL_CONTEXT_PREFIX}\n{self.text}" if len(self) else ""


def _source_label(source: str) -> str:
    """A source as a person reads it: the file's name, not its path."""
    return PurePosixPath(source.replace("\\", "/")).name or source


def format_episode(
    e: RankedEpisode,
    *,
    quote_chars: int,
    tz: tzinfo = UTC,
    now: int | None = None,
    language: str = "ja",
    query: str = "",
    keywords: Sequence[str] = (),
    max_words: int = 3,
) -> str:
    """One EPISODE_EVIDENCE entry, ``quote_key_parts``: each side clipped to its key part.

    The reason says what matched, when and where from, in the conversation's language; the
    scores stay in the run record (``omoide explain``). A side with no text (a reminder the
    agent sent on its own has no user turn) is left out rather than shown as an empty quote
    (``User: 「」``), so the entry is three lines then.
    """
    text = prompts.PACK_TEXT[language]
    user, _ = clip_block(e.user_text.strip(), quote_chars, id=e.id)
    reply, _ = clip_block(e.reply_text.strip(), quote_chars, id=e.id)
    words = matched_words(query, keywords, f"{e.user_text}\n{e.reply_text}", limit=max_words)
    what = (
        text.matched.format(words=text.word_sep.join(_quoted(w, text.word_quote) for w in words))
        if words
        else text.similar
    )
    parts = [what]
    if now is not None:
        parts.append(relative_time(e.occurred_at, now, text))
    # How the user felt then (seed 002's event_affect): 「あの時どう思ってた？」 needs it.
    affect = affect_of(e.user_text)
    if affect is not None and affect.label != "neutral":
        parts.append(text.felt.format(prompts.FEELINGS[language][affect.label]))
    if e.source:
        parts.append(_quoted(_source_label(e.source), text.source))
    user, reply = escape_text(user), escape_text(reply)
    entry = prompts.EPISODE_TEMPLATE.format(
        when=format_local_time(e.occurred_at, tz),
        title="",
        user_speaker=text.user_speaker,
        user=user,
        reply_speaker=text.reply_speaker,
        reply=reply,
        related=text.related,
        reason=text.sep.join(parts),
    )
    if user and reply:
        return entry
    # The template's second and third lines quote the user and the reply.
    empty = {1} if not user else set()
    if not reply:
        empty.add(2)
    return "\n".join(line for i, line in enumerate(entry.split("\n")) if i not in empty)


def build_memory_pack(
    relevant: Sequence[RankedEpisode],
    config: RetrievalConfig,
    *,
    now: int,
    tz: tzinfo = UTC,
    extra_sections: Mapping[str, Sequence[str]] | None = None,
    query: str = "",
    keywords: Sequence[str] = (),
    language: str | None = None,
    mood: Mapping[str, Any] | None = None,
) -> MemoryPack:
    """Assemble the sections and trim them to ``config.pack.max_tokens`` (design §memorypack).

    ``query`` is the user's message: the fixed text follows its language (``language``
    overrides; without a message, the best recalled exchange's) and each entry's reason
    names the words of it that matched.
    """
    # The conversation's language: the user's message, else (no message) what is recalled.
    lang = language or detect_language(query or "".join(e.user_text for e in relevant[:1]))
    if lang not in prompts.PACK_TEXT:
        raise ValueError(
            f"no pack text for language {lang!r}; one of {', '.join(prompts.LANGUAGES)}"
        )
    sections: dict[str, list[str]] = {
        k: [escape_text(i) for i in v] for k, v in (extra_sections or {}).items()
    }
    unknown = set(sections) - set(prompts.SECTION_ORDER)
    if unknown:
        raise ValueError(f"unknown MemoryPack section(s): {', '.join(sorted(unknown))}")
    if relevant:  # the rerank decided injection (select_relevant); the pack does not judge again
        sections["EPISODE_EVIDENCE"] = [
            format_episode(
                e,
                quote_chars=config.pack.episode_quote_chars,
                tz=tz,
                now=now,
                language=lang,
                query=query,
                keywords=keywords,
            )
            for e in relevant
        ]
    now_local = format_local_time(now, tz)

    def tokens(current: Mapping[str, Sequence[str]]) -> int:
        return estimate_tokens(
            MemoryPack({k: tuple(v) for k, v in current.items()}, now_local, lang, mood=mood).text
        )

    dropped = fit_to_budget(
        sections,
        tokens,
        config.pack.max_tokens,
        drop_order=prompts.SECTION_DROP_ORDER,
        narrative_min_chars=config.derived.narrative_min_chars,
    )
    return MemoryPack(
        {k: tuple(v) for k, v in sections.items()}, now_local, lang, dropped, mood=mood
    )


def _digest_days(plan: RetrievalPlan, tz: tzinfo) -> tuple[date, date] | None:
    """The first and last day of the window a question about what happened in it names."""
    lo, hi = plan.time_hint.window_start, plan.time_hint.window_end
    if not plan.window_digest or lo is None or hi is None:
        return None
    return datetime.fromtimestamp(lo, tz=tz).date(), datetime.fromtimestamp(hi, tz=tz).date()


def _derived_items(
    store: MemoryStore,
    state: RetrievalState,
    config: RetrievalConfig,
    *,
    tz: tzinfo,
    language: str,
) -> tuple[list[SectionItem], dict[str, str]]:
    """This turn's derived-section items, and why each empty section is empty."""
    plan = state["plan"]
    if not config.derived.sections:
        return [], dict.fromkeys(DERIVED_SECTIONS, "derived_sections is off")
    derived = derived_of(store)
    if derived is None:
        return [], dict.fromkeys(DERIVED_SECTIONS, "the store has no derived memory")
    # Background items (the weekly summary, pinned and user facts, upcoming loops) join only a
    # turn about them (plans, promises, this week, the user; question.asks_about_background),
    # and such a turn gets them even when nothing else is recalled: derived.sections adds
    # background when pack.background is on and the turn is anchored, so both follow the ask.
    about = asks_about_background(plan.user_text)
    if config.pack.background and not about:
        config = config.replace(pack={"background": False})
    injected = bool(state.get("recalled", []))
    try:
        return derived_sections(
            derived,
            store.namespace,
            entities=plan.entities,
            now=plan.now,
            today=datetime.fromtimestamp(plan.now, tz=tz).date(),
            language=language,
            mentions=lambda text: matched_words(plan.user_text, plan.keywords, text, limit=2),
            evidence=injected or (about and config.pack.background),
            config=config,
            hidden=store.hidden_ids,
            too_sensitive=lambda ids: store.sensitive_ids(
                ids, max_sensitivity=config.max_sensitivity
            ),
            window=_digest_days(plan, tz),
        )
    except Exception as exc:  # an unreadable derived memory costs its sections, not the turn
        return [], dict.fromkeys(DERIVED_SECTIONS, f"{type(exc).__name__}: {exc}")


def _mood(
    store: MemoryStore, now: int, tz: tzinfo, config: RetrievalConfig
) -> dict[str, Any] | None:
    """This turn's persona_mood_state; a store that cannot say costs the line, not the turn."""
    try:
        return persona_mood_state(store, now=now, tz=tz, max_sensitivity=config.max_sensitivity)
    except Exception:
        return None


def pack_node(deps: RetrievalDeps) -> Callable[..., dict[str, Any]]:
    def pack(state: RetrievalState, runtime: Runtime[RetrievalConfig]) -> dict[str, Any]:
        """Build the MemoryPack text for this turn and record the run."""
        config = config_of(runtime, deps.config)
        started = time.perf_counter()
        plan = state["plan"]
        with deps.store_for(deps.namespace_of_run()) as store:
            recalled = state.get("recalled", [])
            tz = config.zone(store.timezone)
            language = detect_language(plan.user_text or "".join(e.user_text for e in recalled[:1]))
            items, why_empty = _derived_items(store, state, config, tz=tz, language=language)
            mood = _mood(store, plan.now, tz, config)
            built = build_memory_pack(
                recalled,
                config,
                now=plan.now,
                tz=tz,
                extra_sections={
                    n: [i.text for i in items if i.section == n] for n in DERIVED_SECTIONS
                },
                query=plan.user_text,
                keywords=plan.keywords,
                language=language,
                mood=mood,
            )
            shown = {name: len(built.sections.get(name, ())) for name in prompts.SECTION_ORDER}
            sections = section_record(items, shown, why_empty)
            sections.append(evidence_record(recalled, shown["EPISODE_EVIDENCE"]))
            timings = {
                **state.get("timings_ms", {}),
                "pack": (time.perf_counter() - started) * 1000,
            }
            update: dict[str, Any] = {
                "memory_pack": built.message(),
                "timings_ms": timings,
                "sections": sections,
            }
            if config.record_runs:  # recorded in the run's own namespace
                from ..runs import record_run

                update["run_id"] = record_run(store, {**state, **update})
        return update

    return pack


def evidence_record(recalled: Sequence[RankedEpisode], shown: int) -> dict[str, Any]:
    """The run record's account of EPISODE_EVIDENCE (the rerank's picks and the budget)."""
    injected = bool(recalled)  # the rerank's picks are exactly what is injected
    return {
        "section": "EPISODE_EVIDENCE",
        "items": [
            {"ref": e.id, "why": f"{e.relevance}: {e.reason}", "score": round(e.score, 4)}
            for e in recalled[:shown]
        ],
        "dropped": (len(recalled) - shown) if injected else 0,
        "why_empty": ""
        if shown
        else (
            "nothing cleared the thresholds (design §rerank)"
            if not injected
            else "dropped by the token budget"
        ),
    }
