"""The final selection (seed 002's SearchResultPack): small pure functions over typed records.

The rerank ranks the candidates and its thresholds pick what is injected (the heuristic, the
default: no model on the read path). With ``selection.mode = "llm"`` an opt-in chat model
chooses instead, from a compressed candidate list; this module holds what that needs, so the
``select`` node (``agent/nodes/select.py``) only wires it:

- :func:`cut_candidates`: the candidate list cut to ``selection.max_candidates`` with the
  per-source quotas (seed 002's ``retrieval_quota_*``), in both modes;
- :func:`compress`: one short-key object per candidate (seed 002's ``{t, id, ts, hs, u, a,
  at}``): previews clipped and neutralised, no full texts, never a SECRET episode;
- :func:`selector_messages` / :func:`parse_selection`: the model's input and its answer,
  checked (ids not among the candidates dropped, at most ``max_selected``);
- :func:`selected_episodes`: the chosen candidates as the ``RankedEpisode`` records the pack
  quotes, in the model's order.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, tzinfo
from importlib.resources import files
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from omoide.memory_store.records import Sensitivity
from omoide.prompts.neutral import neutralize

from . import sources
from .config import SelectionConfig
from .records import RankedEpisode, RetrievalPlan, ScoredCandidate
from .sections import clip_chars

__all__ = [
    "HIT_CODES",
    "InvalidSelection",
    "SelectedItem",
    "SelectionOutput",
    "Selector",
    "compress",
    "cut_candidates",
    "hit_codes",
    "parse_selection",
    "selected_episodes",
    "selection_prompt",
    "selector_messages",
    "short_ids",
]

Selector = Any
"""A LangChain chat model that supports ``with_structured_output`` (``ChatOpenAI``, ...)."""

# Seed 002's hit-source codes, for the lists this project's sources make (the selector's "hs"):
# declared with each list in sources.py.
HIT_CODES: Mapping[str, str] = sources.HIT_CODES


def hit_codes(sources: Iterable[str]) -> list[str]:
    """The seed's short codes of a candidate's hit sources, each once, in first-seen order
    (an unknown source keeps its own name, so nothing is hidden from the selector)."""
    out: list[str] = []
    for source in sources:
        name = source.split(":", 1)[0]  # "keyword:q1": the list's query is not the selector's
        code = HIT_CODES.get(name, name)
        if code not in out:
            out.append(code)
    return out


def _families(c: ScoredCandidate) -> set[str]:
    codes = set(hit_codes(c.hit_sources))
    families = set()
    if "kw" in codes:
        families.add("keyword")
    if "vr" in codes or "vg" in codes:
        families.add("vector")
    if "vg" in codes:
        families.add("explore")
    if codes == {"ex"}:
        families.add("entity_only")
    return families


def cut_candidates(
    candidates: Sequence[ScoredCandidate], config: SelectionConfig
) -> list[ScoredCandidate]:
    """The candidates the selection sees, in ranking order: near-duplicates the rerank
    suppressed left out, then at most ``max_candidates`` — first each quota's share of the
    best candidates its source found (``quota_keyword``, ``quota_vector``,
    ``quota_entity_only``, ``quota_explore``), the rest in ranking order (seed 002: the shares
    may add up to less than 1; the remainder is filled by rank)."""
    distinct = [c for c in candidates if c.duplicate_of is None]
    limit = config.max_candidates
    if len(distinct) <= limit:
        return distinct
    quotas = {
        "keyword": config.quota_keyword,
        "vector": config.quota_vector,
        "entity_only": config.quota_entity_only,
        "explore": config.quota_explore,
    }
    families = [_families(c) for c in distinct]
    kept: set[int] = set()
    for family, share in quotas.items():
        seats = math.floor(share * limit + 1e-9)
        for i in range(len(distinct)):
            if seats <= 0 or len(kept) >= limit:
                break
            if i not in kept and family in families[i]:
                kept.add(i)
                seats -= 1
    for i in range(len(distinct)):
        if len(kept) >= limit:
            break
        kept.add(i)
    return [distinct[i] for i in sorted(kept)]


def _clip(text: str, limit: int) -> str:
    return clip_chars(neutralize(text).strip(), limit)


def _local(epoch: int, tz: tzinfo) -> str:
    return datetime.fromtimestamp(epoch, tz=tz).strftime("%Y-%m-%d %H:%M")


@dataclass(frozen=True)
class AboutTime:
    """What time an episode is about, as the selector sees it (``at``)."""

    year_start: int | None
    year_end: int | None
    life_stage: str | None


def compress(
    candidates: Sequence[ScoredCandidate],
    *,
    tz: tzinfo,
    preview_chars: int,
    about: Mapping[str, AboutTime] | None = None,
) -> list[dict[str, Any]]:
    """Seed 002's compressed candidates: ``{t, id, ts, hs, u, a, at}`` per episode, previews
    neutralised (one line, no markers, no invisible characters) and clipped to
    ``preview_chars``; SECRET episodes never appear."""
    out: list[dict[str, Any]] = []
    for c in candidates:
        e = c.episode
        if Sensitivity.parse(e.sensitivity) >= Sensitivity.SECRET:
            continue
        item: dict[str, Any] = {"t": "e", "id": c.id, "ts": _local(e.occurred_at, tz)}
        item["hs"] = hit_codes(c.hit_sources)
        if e.user_text.strip():
            item["u"] = _clip(e.user_text, preview_chars)
        if e.reply_text.strip():
            item["a"] = _clip(e.reply_text, preview_chars)
        if about and (t := about.get(c.id)) is not None:
            at: dict[str, Any] = {}
            if t.year_start is not None:
                at["y0"] = t.year_start
                at["y1"] = t.year_end if t.year_end is not None else t.year_start
            if t.life_stage:
                at["ls"] = neutralize(t.life_stage)
            if at:
                item["at"] = at
        out.append(item)
    return out


def short_ids(
    compressed: Sequence[Mapping[str, Any]],
) -> tuple[list[dict[str, Any]], dict[str, str]]:
    """The compressed candidates with their ids replaced by their place in the list ("1",
    "2", ...) and the map back: a 20-character episode id costs more than most previews'
    words, and a model copies a short number more reliably than a hex string."""
    items: list[dict[str, Any]] = []
    back: dict[str, str] = {}
    for n, item in enumerate(compressed, 1):
        back[str(n)] = item["id"]
        items.append({**item, "id": str(n)})
    return items, back


def selection_prompt(max_selected: int) -> str:
    """The selector's instructions (``prompts/selection.txt``)."""
    text = files("omoide.prompts").joinpath("selection.txt").read_text(encoding="utf-8")
    return text.replace("{max_selected}", str(max_selected))


def selector_input(
    plan: RetrievalPlan, compressed: Sequence[Mapping[str, Any]], *, tz: tzinfo
) -> str:
    """The selector's one JSON message: the question, the recent conversation, the plan's mode
    and time hints, the current time and the compressed candidates."""
    hint = plan.time_hint
    time_hint = {
        k: v
        for k, v in {
            "y0": hint.about_year_start,
            "y1": hint.about_year_end,
            "ls": hint.life_stage_hint,
            "window": hint.window_text or None,
        }.items()
        if v
    }
    payload: dict[str, Any] = {"q": neutralize(plan.user_text)}
    if plan.context_text:
        payload["ctx"] = _clip(plan.context_text, 600)
    payload["mode"] = plan.mode
    if time_hint:
        payload["time"] = time_hint
    payload["now"] = _local(plan.now, tz)
    payload["candidates"] = list(compressed)
    return json.dumps(payload, ensure_ascii=False, separators=(",", ":"))


def selector_messages(
    plan: RetrievalPlan,
    compressed: Sequence[Mapping[str, Any]],
    *,
    tz: tzinfo,
    max_selected: int,
) -> list[tuple[str, str]]:
    """The model's input: the instructions, then the JSON input as the human message."""
    return [
        ("system", selection_prompt(max_selected)),
        ("human", selector_input(plan, compressed, tz=tz)),
    ]


class SelectedItem(BaseModel):
    """One chosen candidate."""

    model_config = ConfigDict(extra="ignore")

    id: str = Field(description="The candidate's id, exactly as given.")
    reason: str = Field(default="", description="A few words: why it helps answer the question.")


class SelectionOutput(BaseModel):
    """The selector's answer: ``{"selected": [{"id": ..., "reason": ...}]}``, best first."""

    model_config = ConfigDict(extra="ignore")

    selected: list[SelectedItem] = Field(
        description="The candidates that help answer the question, best first; empty if none."
    )


class InvalidSelection(ValueError):
    """The selector's answer is not of the required shape."""


REASON_CHARS = 200


def parse_selection(
    raw: Any, allowed: Sequence[str], *, max_selected: int
) -> list[tuple[str, str]]:
    """``(id, reason)`` pairs from the selector's answer (a ``SelectionOutput``, a dict, or
    JSON text): ids not among ``allowed`` dropped, each id once, at most ``max_selected`` in
    the model's order; reasons neutralised and clipped. Raises :class:`InvalidSelection` when
    the answer is not ``{"selected": [...]}``."""
    if isinstance(raw, str):
        try:
            raw = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise InvalidSelection(f"not JSON: {exc.msg} at character {exc.pos}") from None
    if isinstance(raw, Mapping):
        try:
            raw = SelectionOutput.model_validate(raw)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "answer"
            raise InvalidSelection(f"{where}: {first['msg']}") from None
    if not isinstance(raw, SelectionOutput):
        raise InvalidSelection(f"expected {{'selected': [...]}}, got {type(raw).__name__}")
    known = set(allowed)
    picked: list[tuple[str, str]] = []
    seen: set[str] = set()
    for item in raw.selected:
        if item.id in known and item.id not in seen:
            seen.add(item.id)
            picked.append((item.id, _clip(item.reason, REASON_CHARS)))
    return picked[:max_selected]


def selected_episodes(
    picks: Sequence[tuple[str, str]],
    candidates: Sequence[ScoredCandidate],
    heuristic: Sequence[RankedEpisode],
) -> list[RankedEpisode]:
    """The chosen candidates as the pack quotes them, in the selector's order: a heuristic
    pick keeps its label, another is ``medium``; the pack's entries stay as the heuristic's
    (the selector's reasons go to the run record, not into the pack)."""
    by_id = {c.id: c for c in candidates}
    labels = {r.id: r.relevance for r in heuristic}
    out: list[RankedEpisode] = []
    for episode_id, _reason in picks:
        c = by_id[episode_id]
        out.append(
            RankedEpisode(
                id=c.id,
                user_text=c.episode.user_text,
                reply_text=c.episode.reply_text,
                occurred_at=c.episode.occurred_at,
                relevance=labels.get(c.id, "medium"),
                score=c.final,
                reason=c.reason,
                source=c.episode.source,
            )
        )
    return out
