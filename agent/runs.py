"""Retrieval runs: every turn's plan, candidates (with hit sources and score breakdowns), what
was selected and why, what was skipped, and per-phase milliseconds — stored in SQLite so
``omoide runs`` / ``omoide explain RUN_ID`` can show them later."""

from __future__ import annotations

import dataclasses
import json
import time
import uuid
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from omoide.memory_store import MemoryStore

__all__ = ["explain_run", "list_runs", "load_run", "record_run", "run_payload"]


def _plain(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [_plain(v) for v in value]
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
            "duplicate_of": c.duplicate_of,
            "reason": c.reason,
            "occurred_at": c.episode.occurred_at,
            "snippet": c.episode.text[:120],
        }
        for c in state.get("candidates", [])
    ]
    return {
        "plan": _plain(state.get("plan")),
        "candidates": candidates,
        "selected": [
            {"id": r.id, "relevance": r.relevance, "score": round(r.score, 4), "reason": r.reason}
            for r in state.get("recalled", [])
        ],
        "skipped": _plain(state.get("skipped", [])),
        "timings_ms": {k: round(v, 3) for k, v in state.get("timings_ms", {}).items()},
        "injected": bool(state.get("memory_pack")),
    }


def record_run(store: MemoryStore, state: Mapping[str, Any]) -> str:
    run_id = uuid.uuid4().hex[:16]
    plan = state.get("plan")
    user_text = plan.user_text if plan is not None else ""
    store.db.save_run(
        run_id,
        store.namespace,
        time.time(),
        user_text,
        json.dumps(run_payload(state), ensure_ascii=False),
    )
    return run_id


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
                "total_ms": round(sum(data["timings_ms"].values()), 1),
            }
        )
    return out


def load_run(store: MemoryStore, run_id: str) -> dict[str, Any]:
    row = store.db.get_run(run_id)
    if row is None:
        raise KeyError(f"no retrieval run {run_id!r} in {store.path}; see `omoide runs`")
    rid, created, user_text, payload = row
    return {"run_id": rid, "created_at": created, "user_text": user_text, **json.loads(payload)}


def explain_run(run: Mapping[str, Any], *, top: int = 15) -> str:
    """A human-readable account of one run."""
    when = datetime.fromtimestamp(run["created_at"], tz=UTC).isoformat(timespec="seconds")
    plan = run["plan"] or {}
    lines = [
        f"run {run['run_id']}  {when}",
        f"user text: {run['user_text']!r}",
        f"plan: mode={plan.get('mode')} queries={len(plan.get('queries', []))} "
        f"time_hint={plan.get('time_hint')}",
        "timings (ms): " + ", ".join(f"{k}={v}" for k, v in run["timings_ms"].items()),
    ]
    for s in run["skipped"]:
        lines.append(f"SKIPPED {s['source']}: {s['reason']} after {s['elapsed_ms']:.0f} ms")
    lines.append(f"selected ({len(run['selected'])}), injected={run['injected']}:")
    for s in run["selected"]:
        lines.append(f"  [{s['relevance']}] {s['id']}  {s['reason']}")
    lines.append(
        f"candidates (top {min(top, len(run['candidates']))} of {len(run['candidates'])}):"
    )
    for i, c in enumerate(run["candidates"][:top], 1):
        dup = f" duplicate of {c['duplicate_of']}" if c["duplicate_of"] else ""
        lines.append(
            f"  {i:>2}. {c['final']:.3f} rrf={c['rrf_norm']:.3f} lex={c['lex']:.3f} "
            f"rec={c['rec']:.3f} via {','.join(c['hit_sources'])}{dup}"
        )
        lines.append(f"      {c['id']}: {c['snippet']!r}")
    return "\n".join(lines)
