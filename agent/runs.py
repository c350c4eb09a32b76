"""Retrieval runs: every turn's plan, candidates (with hit sources and score breakdowns), what
was selected and why, what was skipped, and per-phase milliseconds — stored in SQLite so
``omoide runs`` / ``omoide explain RUN_ID`` can show them later."""

from __future__ import annotations

import dataclasses
import json
import time
import uuid
from collections.abc import Callable, Mapping
from datetime import UTC, datetime, tzinfo
from typing import Any, TypeVar

from omoide.memory_store import MemoryStore
from omoide.memory_store import settings as environment
from omoide.memory_store.derived import EpisodeTime

from .records import shown_ms
from .sources import SOURCE_NODES

__all__ = [
    "DEFAULT_RUNS_KEPT",
    "MIN_PREFIX",
    "about_time_notes",
    "annotate_run",
    "as_plain",
    "explain_run",
    "list_runs",
    "load_run",
    "prune_runs",
    "record_run",
    "resolve_id",
    "run_payload",
    "runs_kept",
    "section_lines",
    "selection_lines",
]

# Retention (docs/design.md §runs): a run record is ~11-14 KB, so each namespace keeps its newest
# 1,000 (~14 MB) unless $OMOIDE_RUNS_KEEP says otherwise; `omoide runs prune` trims on demand.
T = TypeVar("T")

DEFAULT_RUNS_KEPT = 1000
# Across every namespace of a store (many users): at most this many runs, checked every
# _TOTAL_CHECK_EVERY recorded runs. 100,000 records of at most ~30 KB (RUN_TEXT_CHARS) is a
# bound of ~3 GB; a typical record is 11-14 KB.
DEFAULT_RUNS_KEPT_TOTAL = 100_000
_TOTAL_CHECK_EVERY = 100
# Pruning waits until the cap is overshot by this fraction, so a recall pays for one DELETE
# every ~100 runs, not one per run.
_PRUNE_SLACK = 0.1
# `omoide explain` accepts an unambiguous id prefix of at least this many characters.
MIN_PREFIX = 8


def runs_kept() -> int:
    """The per-namespace cap: ``$OMOIDE_RUNS_KEEP`` (0 keeps every run), else 1,000."""
    return environment.runs_keep()


# A recorded text keeps at most this many characters (a 32k-character message made a 103 KB
# record, in the plan's user text, both queries and the context): with the count cap, a
# namespace's runs stay bounded in bytes too (RELIABILITY 26.13).
RUN_TEXT_CHARS = 2000


def clip_text(text: str, limit: int = RUN_TEXT_CHARS) -> str:
    """``text`` if short, else its first ``limit`` characters and how many were left out."""
    return text if len(text) <= limit else f"{text[:limit]}… (+{len(text) - limit:,} chars)"


def runs_kept_total() -> int:
    """The cap across namespaces: ``$OMOIDE_RUNS_KEEP_TOTAL`` (0: none), else 100,000."""
    return environment.runs_keep_total()


def as_plain(value: Any, *, clip: int | None = None) -> Any:
    """``value`` as JSON-ready data (dataclasses and mappings as dicts, sequences as lists),
    strings clipped to ``clip`` characters: how runs are stored and ``recall --json`` prints."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {
            f.name: as_plain(getattr(value, f.name), clip=clip) for f in dataclasses.fields(value)
        }
    if isinstance(value, Mapping):
        return {str(k): as_plain(v, clip=clip) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [as_plain(v, clip=clip) for v in value]
    if clip is not None and isinstance(value, str):
        return clip_text(value, clip)
    return value


def run_payload(state: Mapping[str, Any]) -> dict[str, Any]:
    """The JSON-able record of one retrieval run."""
    candidates = [
        {
            "id": c.id,
            "hit_sources": list(c.hit_sources),
            "rrf": round(c.rrf, 6),
            "rrf_norm": round(c.rrf_norm, 4),
            "lex": round(c.lex, 4),
            "rec": round(c.rec, 4),
            "final": round(c.final, 4),
            "judged": None if c.judged is None else round(c.judged, 4),
            "judgement": [list(p) for p in c.judgement],  # issue 36: what carried it
            "duplicate_of": c.duplicate_of,
            "reason": c.reason,
            "occurred_at": c.episode.occurred_at,
            "snippet": c.episode.text[:120],
        }
        for c in state.get("candidates", [])
    ]
    return {
        "plan": as_plain(state.get("plan"), clip=RUN_TEXT_CHARS),
        "candidates": candidates,
        "selected": [
            {"id": r.id, "relevance": r.relevance, "score": round(r.score, 4), "reason": r.reason}
            for r in state.get("recalled", [])
        ],
        "skipped": as_plain(state.get("skipped", [])),
        "sections": state.get("sections", []),
        # seed 002's selected_json: the selector's ids and reasons (or why it fell back);
        # absent when the heuristic ran on the whole list
        **({"selection": as_plain(selection)} if (selection := state.get("selection")) else {}),
        "previous_run_id": state.get("previous_run_id"),
        "timings_ms": {k: round(v, 3) for k, v in state.get("timings_ms", {}).items()},
        "injected": bool(state.get("memory_pack")),
    }


def record_run(store: MemoryStore, state: Mapping[str, Any]) -> str:
    run_id = uuid.uuid4().hex[:16]
    plan = state.get("plan")
    user_text = clip_text(plan.user_text) if plan is not None else ""
    order = store.db.save_run(
        run_id,
        store.namespace,
        time.time(),
        user_text,
        json.dumps(run_payload(state), ensure_ascii=False),
    )
    keep = runs_kept()
    if keep and store.db.count_runs(store.namespace) > keep * (1 + _PRUNE_SLACK):
        store.db.prune_runs(store.namespace, keep=keep)
    total = runs_kept_total()
    if total and order and order % _TOTAL_CHECK_EVERY == 0 and store.db.count_runs() > total:
        store.db.prune_all_runs(keep=total)
    return run_id


def annotate_run(store: MemoryStore, run_id: str, **fields: Any) -> None:
    """Add ``fields`` to a recorded run of this namespace (e.g. what negative feedback did)."""
    run = load_run(store, run_id)
    payload = {k: v for k, v in run.items() if k not in ("run_id", "created_at", "user_text")}
    payload.update(as_plain(fields))
    store.db.save_run(
        run["run_id"],
        store.namespace,
        run["created_at"],
        run["user_text"],
        json.dumps(payload, ensure_ascii=False),
    )


def prune_runs(
    store: MemoryStore, *, keep: int | None = None, older_than_days: float | None = None
) -> int:
    """Delete this namespace's runs beyond the ``keep`` newest and/or older than
    ``older_than_days``; returns how many were deleted. Other namespaces are untouched."""
    if keep is None and older_than_days is None:
        raise ValueError("say what to prune: keep=N and/or older_than_days=DAYS")
    if keep is not None and keep < 0:
        raise ValueError(f"keep must be >= 0, got {keep}")
    if older_than_days is not None and not older_than_days >= 0:
        raise ValueError(f"older_than_days must be >= 0, got {older_than_days}")
    before = time.time() - older_than_days * 86_400 if older_than_days is not None else None
    return store.db.prune_runs(store.namespace, keep=keep, before=before)


def list_runs(store: MemoryStore, *, limit: int = 20) -> list[dict[str, Any]]:
    out = []
    for run_id, created, user_text, payload in store.db.list_runs(store.namespace, limit):
        data = json.loads(payload)
        out.append(
            {
                "run_id": run_id,
                "created_at": created,
                "user_text": user_text,
                "selected": len(data["selected"]),
                "candidates": len(data["candidates"]),
                "skipped": [s["source"] for s in data["skipped"]],
                "total_ms": round(wall_ms(data["timings_ms"]), 1),
            }
        )
    return out


def wall_ms(timings: Mapping[str, float]) -> float:
    """The run's wall time: the sources run in parallel, so only the slowest counts (adding
    them would report time nobody waited)."""
    serial = sum(v for k, v in timings.items() if k not in SOURCE_NODES)
    return serial + max((timings.get(k, 0.0) for k in SOURCE_NODES), default=0.0)


def resolve_id(
    text: str,
    *,
    exact: Callable[[str], T | None],
    by_prefix: Callable[[str], list[str]],
    ambiguous: str,
    missing: str,
) -> T:
    """What ``exact`` finds for ``text``, or for the one id that starts with it (a prefix of at
    least ``MIN_PREFIX`` characters; ``by_prefix`` lists up to two such ids). ``KeyError``
    otherwise: ``ambiguous`` / ``missing`` are its messages, formatted with ``text`` and (for
    ``missing``) ``hint``."""
    found = exact(text) if text else None
    if found is None and len(text) >= MIN_PREFIX:
        matches = by_prefix(text)
        if len(matches) > 1:
            raise KeyError(ambiguous.format(text=repr(text)))
        if matches:
            found = exact(matches[0])
    if found is None:
        short = 0 < len(text) < MIN_PREFIX
        hint = f" (a prefix needs at least {MIN_PREFIX} characters)" if short else ""
        raise KeyError(missing.format(text=repr(text), hint=hint))
    return found


def load_run(store: MemoryStore, run_id: str) -> dict[str, Any]:
    """One run of this store's namespace, by its exact id or an unambiguous prefix of at least
    ``MIN_PREFIX`` characters. Another namespace's runs are never found."""
    ns = store.namespace
    rid, created, user_text, payload = resolve_id(
        run_id.strip(),
        exact=lambda i: store.db.get_run(ns, i),
        by_prefix=lambda p: store.db.ids_with_prefix("runs", ns, p, limit=2),
        ambiguous=f"run id prefix {{text}} matches several runs in namespace {ns!r}; give more "
        "characters (see `omoide runs`)",
        missing=f"no retrieval run {{text}} in namespace {ns!r} of {store.label}{{hint}}; see "
        f"`omoide --namespace {ns} runs`",
    )
    return {"run_id": rid, "created_at": created, "user_text": user_text, **json.loads(payload)}


def explain_run(
    run: Mapping[str, Any],
    *,
    top: int = 15,
    tz: tzinfo = UTC,
    about: Mapping[str, str] | None = None,
) -> str:
    """A human-readable account of one run (its time in ``tz``: pass the store's zone).
    ``about``: what time each candidate is about, by id (``about_time_notes``)."""
    when = datetime.fromtimestamp(run["created_at"], tz=tz).isoformat(timespec="seconds")
    plan = run["plan"] or {}
    lines = [
        f"run {run['run_id']}  {when}",
        f"user text: {run['user_text']!r}",
        f"plan: mode={plan.get('mode')} queries={len(plan.get('queries', []))} "
        f"time_hint={plan.get('time_hint')}",
        "timings (ms): " + ", ".join(f"{k}={v}" for k, v in run["timings_ms"].items()),
    ]
    if plan.get("typed_text"):
        lines.append(f"respelt: {plan['typed_text']!r} searched as {plan.get('user_text')!r}")
    if plan.get("sub_queries"):  # design §plan, reading the question
        lines.append("sub-queries: " + " | ".join(repr(q) for q in plan["sub_queries"]))
    if plan.get("asks_new"):  # rerank.question_leads, new_phrase_leads
        named = ", ".join(repr(k) for k in plan.get("keywords", []))
        lines.append(
            f"asks about something new: {named} (not in the recent conversation; found "
            "verbatim, the question leads the turn unless new_phrase_leads is off)"
        )
    if plan.get("window_digest"):
        lines.append(
            "asks what happened in a window: a digest of the window is injected (its days "
            "spread, nothing from outside it)"
        )
    lines += _entity_lines(plan)
    for s in run["skipped"]:
        lines.append(f"SKIPPED {s['source']}: {s['reason']} after {shown_ms(s['elapsed_ms'])}")
    lines += section_lines(run.get("sections", []))
    if forgot := run.get("forgotten"):
        lines.append(
            f"negative feedback: episode {forgot['episode_id']} made unsearchable "
            f"(recalled by run {forgot['run_id']}; the user said {forgot['phrase']!r})"
        )
    lines += selection_lines(run.get("selection"))
    lines.append(f"selected ({len(run['selected'])}), injected={run['injected']}:")
    for s in run["selected"]:
        lines.append(f"  [{s['relevance']}] {s['id']}  {s['reason']}")
    # The candidates in the ranking's order, the order the selection walked; each pick is
    # marked where it stands, so the selected list reads as a subsequence of this one.
    picked = {s["id"]: s["relevance"] for s in run["selected"]}
    lines.append(
        f"candidates (top {min(top, len(run['candidates']))} of {len(run['candidates'])}, "
        "in the ranking's order):"
    )
    for i, c in enumerate(run["candidates"][:top], 1):
        dup = f" duplicate of {c['duplicate_of']}" if c["duplicate_of"] else ""
        judged = c.get("judged", c["final"])  # records before the judgement was kept: final
        judge = "" if judged == c["final"] else f" judged={_score(judged)}"
        mark = f" -> injected [{picked[c['id']]}]" if c["id"] in picked else ""
        lines.append(
            f"  {i:>2}. {c['final']:.3f} rrf={c['rrf_norm']:.3f} lex={c['lex']:.3f} "
            f"rec={c['rec']:.3f}{judge} via {','.join(c['hit_sources'])}{dup}{mark}"
        )
        lines.append(f"      {c['id']}: {c['snippet']!r}")
        if c.get("judgement") and i == 1:  # the calibrated judgement (issue 36)
            parts = ", ".join(f"{name} {share:+.2f}" for name, share in c["judgement"])
            lines.append(f"      judged by (log-odds vs the dev mean): {parts}")
        if about and (note := about.get(c["id"])):
            lines.append(f"      about: {note}")
    return "\n".join(lines)


def selection_lines(selection: Mapping[str, Any] | None) -> list[str]:
    """What the final selection did (seed 002): the selector's picks and reasons beside the
    heuristic's, or why it fell back; the quota cut in heuristic mode."""
    if not selection:
        return []
    if selection.get("mode") != "llm":
        return [
            f"selection: heuristic over the first {selection.get('candidates')} candidates "
            f"(the quota cut left out {selection.get('cut')})"
        ]
    head = (
        f"selection: llm over {selection.get('candidates')} candidates "
        f"({selection.get('input_chars')} chars, {selection.get('model_ms')} ms)"
    )
    heuristic = selection.get("heuristic", [])
    lines = [head, f"  heuristic would inject: {', '.join(heuristic) or 'nothing'}"]
    if fallback := selection.get("fallback"):
        lines.append(f"  fell back to the heuristic: {fallback}")
        return lines
    chosen = selection.get("selected", [])
    lines.append(f"  the selector chose {len(chosen)}" + (":" if chosen else " (inject nothing)"))
    for item in chosen:
        also = "also the heuristic's" if item["id"] in heuristic else "not the heuristic's"
        lines.append(f"    {item['id']}  ({also}) {item['reason']!r}")
    return lines


def about_time_notes(times: Mapping[str, EpisodeTime]) -> dict[str, str]:
    """What time each episode is about, as ``explain`` shows it: the life stage, the years and
    the words that said so (``DerivedStore.episode_times``)."""
    out = {}
    for episode_id, t in times.items():
        parts = [t.life_stage] if t.life_stage else []
        if t.year_start is not None:
            span = (
                str(t.year_start) if t.year_end == t.year_start else f"{t.year_start}-{t.year_end}"
            )
            parts.append(span)
        out[episode_id] = f"{' · '.join(parts)} (from {t.evidence!r})"
    return out


def _score(value: float | None) -> str:
    return "none (not held by the injection judgement)" if value is None else f"{value:.3f}"


def _entity_lines(plan: Mapping[str, Any]) -> list[str]:
    entities = plan.get("entities") or []
    if not entities:
        note = plan.get("entity_note")
        return [f"entities in play: none{f' ({note})' if note else ''}"]
    lines = [f"entities in play ({len(entities)}):"]
    for e in entities:
        where = "user text" if e.get("in_user_text") else "recent conversation"
        score = f" {e['score']:.0f}" if e.get("method") == "fuzzy" else ""
        lines.append(
            f"  {e['name']} [{e['kind']}{', ' + e['relation'] if e.get('relation') else ''}] "
            f"{e['id']}: {e['mention']!r} in the {where} ({e['method']}{score})"
        )
    return lines


def section_lines(sections: Any) -> list[str]:
    """Which MemoryPack sections were filled, with what and why, and why the others were not
    (design §memorypack), from a run record's ``sections``."""
    if not sections:
        return []
    lines = ["pack sections:"]
    for sec in sections:
        items = sec.get("items", [])
        dropped = f", {sec['dropped']} dropped by the token budget" if sec.get("dropped") else ""
        if not items:
            why = sec.get("why_empty") or "empty"
            lines.append(f"  {sec['section']}: empty ({why}){dropped}")
            continue
        lines.append(f"  {sec['section']}: {len(items)} item(s){dropped}")
        for item in items:
            score = f" score={item['score']}" if item.get("score") is not None else ""
            lines.append(f"    {item['ref']}: {item['why']}{score}")
    return lines
