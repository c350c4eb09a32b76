"""Dev sets built for issue 36 (the right memory reaches the prompt), frozen before tuning:

- ``bilingual``: questions asked in the other language than the exchange that answers them
  (``tests/data/dev_bilingual.jsonl``): over the bundled sample archive
  (``memory_store/sample_data``, English questions over Japanese exchanges and the reverse,
  names in both scripts: "Tanaka-san" / 田中さん, ルーメン・ロボティクス / Lumen Robotics), over
  LoCoMo's first dev conversation (its questions written in Japanese, names in katakana), a few
  same-language controls (category ``same``) and unrelated questions that must inject nothing
  (category ``unrelated``, scored as abstentions);
- ``small_store``: memories of 1-50 episodes (``tests/data/dev_small_store.json``): the
  memory-agent pattern (a note saved through OmoideStore, then a question about it), notes
  beside remembered chit-chat and earlier question/answer exchanges, and unrelated questions
  that must inject nothing;
- ``longmemeval_multi``: LongMemEval's multi-session questions (evidence spread over several
  sessions) as a slice of their own, so a table that weighs tasks equally sees them.

``blind_bilingual`` and ``blind_small_store`` are unseen sets of the same kinds
(``tests/data/blind_*.json``, memories and phrasing of their own), frozen before the dictionary
bridge and kept out of every fit: issue 36's goals, checked on data the tuning never saw.

Each is an ``EvalTask`` scored on episodes (recall_any@k of the evidence) except
``longmemeval_multi`` (LongMemEval's session metrics).
"""

from __future__ import annotations

import json
import os
from dataclasses import replace
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from omoide.memory_store import Episode
from omoide.memory_store.importers import import_path, load_locomo
from omoide.memory_store.records import MEMORY_ITEM_SOURCE

from .tasks import EvalQuery, EvalTask, longmemeval

__all__ = [
    "BILINGUAL_FILE",
    "BLIND_BILINGUAL_FILE",
    "BLIND_SMALL_STORE_FILE",
    "SAMPLE_ARCHIVE",
    "SMALL_STORE_FILE",
    "bilingual",
    "bilingual_locomo",
    "bilingual_sample",
    "blind_bilingual",
    "blind_small_store",
    "longmemeval_multi",
    "small_store",
]

_ROOT = Path(__file__).resolve().parents[2]
BILINGUAL_FILE = _ROOT / "tests" / "data" / "dev_bilingual.jsonl"
SMALL_STORE_FILE = _ROOT / "tests" / "data" / "dev_small_store.json"
SAMPLE_ARCHIVE = _ROOT / "memory_store" / "sample_data"
# The sample archive ends on 2026-04-30 (JST); its questions are asked just after.
SAMPLE_NOW = int(datetime(2026, 5, 2, 12, 0, tzinfo=UTC).timestamp())
# A small store's first episode; each next one a day later, the questions a day after the last.
SMALL_START = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


def _evidence_ids(episodes: list[Episode], needles: list[str], where: str) -> frozenset[str]:
    """The episodes whose text holds one of ``needles``; a needle that matches nothing is an
    error naming the row (the set must say exactly what answers each question)."""
    out: set[str] = set()
    for needle in needles:
        hits = [e.id for e in episodes if needle in e.user_text or needle in e.reply_text]
        if not hits:
            raise ValueError(f"{where}: evidence {needle!r} is in no episode of its memory")
        out.update(hits)
    return frozenset(out)


def _row_query(row: dict[str, Any], ns: str, now: int, relevant: frozenset[str]) -> EvalQuery:
    """One question of a bilingual set's row (``id``, ``q``, ``category``) asked of ``ns``;
    a question with no evidence is an abstention."""
    return EvalQuery(
        qid=row["id"],
        namespace=ns,
        user_text=row["q"],
        now=now,
        category=row["category"],
        relevant_episodes=relevant,
        abstention=not relevant,
    )


def _set_file(path: Path, bundled: Path, prefix: str, suffix: str) -> Path:
    """The set file ``path`` names: itself when it is one of this set's files (``prefix*suffix``),
    the bundled one for a folder (``$OMOIDE_DATA``) or another existing file (a task's dev
    file handed on by a caller that passes one path for every task). A path that does not exist
    is an error naming it: running the bundled set instead would report figures for data the
    user did not ask about."""
    if not path.exists():
        raise FileNotFoundError(f"{path}: no such file (the {prefix} set's {suffix} file)")
    if path.is_file() and path.suffix == suffix and path.name.startswith(prefix):
        return path
    return bundled


def bilingual(path: Path, limit: int | None = None) -> EvalTask:
    """The bilingual dev set (module docstring). ``path``: the set's JSONL (``BILINGUAL_FILE``);
    a folder or any other file means the bundled one. Its LoCoMo rows need the LoCoMo dev
    file, looked for in ``$OMOIDE_DATA`` (or beside ``path`` when it is a folder); without it
    they are left out."""
    p = Path(path)
    set_file = _set_file(p, BILINGUAL_FILE, "dev_bilingual", ".jsonl")
    folder = p if p.is_dir() else Path(os.environ.get("OMOIDE_DATA", "") or "/nonexistent")
    locomo_file = folder / "locomo10_dev.json"
    rows = [json.loads(line) for line in set_file.read_text("utf-8").splitlines() if line.strip()]
    memories: dict[str, list[Episode]] = {}
    locomo = {c.sample_id: c for c in load_locomo(locomo_file)} if locomo_file.is_file() else {}
    queries = []
    for row in rows:
        memory, where = row["memory"], f"{set_file.name} row {row['id']}"
        if memory == "sample":
            ns = "dev-sample"
            if ns not in memories:
                memories[ns] = import_path(SAMPLE_ARCHIVE, namespace=ns).episodes
            now = SAMPLE_NOW
            relevant = (
                _evidence_ids(memories[ns], row["evidence"], where)
                if row.get("evidence")
                else frozenset()
            )
        elif memory.startswith("locomo:"):
            conv = locomo.get(memory.split(":", 1)[1])
            if conv is None:
                continue  # the LoCoMo dev file is not here
            ns = f"dev-locomo-{conv.sample_id}"
            memories.setdefault(ns, conv.episodes)
            now = max(e.occurred_at for e in conv.episodes) + 86_400
            relevant = (
                frozenset(conv.evidence_episode_ids(conv.qa[int(row["qa"])]))
                if "qa" in row
                else frozenset()
            )
        else:
            raise ValueError(f"{where}: unknown memory {memory!r} (sample, locomo:SAMPLE_ID)")
        queries.append(_row_query(row, ns, now, relevant))
    session_of = {e.id: e.session_id or e.id for eps in memories.values() for e in eps}
    return EvalTask("bilingual", "episode", memories, queries[:limit], session_of, "dev_episode")


def _bilingual_part(path: Path, limit: int | None, prefix: str, name: str) -> EvalTask:
    """The bilingual set's questions over one memory (``prefix`` of its namespace): its two
    halves (the sample archive, LoCoMo) are different memories, so a leave-one-task-out fit
    can leave one out and still see cross-language questions."""
    whole = bilingual(path, limit)
    queries = [q for q in whole.queries if q.namespace.startswith(prefix)]
    memories = {ns: eps for ns, eps in whole.memories.items() if ns.startswith(prefix)}
    return replace(whole, name=name, queries=queries, memories=memories)


def bilingual_sample(path: Path, limit: int | None = None) -> EvalTask:
    """The bilingual set's questions over the bundled sample archive."""
    return _bilingual_part(path, limit, "dev-sample", "bilingual_sample")


def bilingual_locomo(path: Path, limit: int | None = None) -> EvalTask:
    """The bilingual set's Japanese questions over LoCoMo's first dev conversation."""
    return _bilingual_part(path, limit, "dev-locomo", "bilingual_locomo")


def small_store(path: Path, limit: int | None = None) -> EvalTask:
    """The small-store dev set (module docstring). ``path``: the set's JSON
    (``SMALL_STORE_FILE``); a folder or any other file means the bundled one.

    A scenario's memory, oldest first: its notes (episodes of ``source="langgraph-store"``,
    the user text alone, as OmoideStore stores an item) interleaved with its first ``chat``
    chit-chat exchanges, then its ``asked`` exchanges; one a day. A question with evidence is
    scored on the notes holding it; one without is unrelated (an abstention: it should inject
    nothing)."""
    p = Path(path)
    set_file = _set_file(p, SMALL_STORE_FILE, "dev_small", ".json")
    return _small_store_task(set_file, limit, "small_store", "small")


def _small_store_task(set_file: Path, limit: int | None, name: str, prefix: str) -> EvalTask:
    """A small-store set (``small_store``'s layout) read from ``set_file`` as task ``name``,
    its memories in namespaces ``{prefix}-{scenario id}``."""
    data = json.loads(set_file.read_text("utf-8"))
    pool = [tuple(x) for x in data["chit_chat"]]
    memories: dict[str, list[Episode]] = {}
    queries = []
    for sc in data["scenarios"]:
        ns, where = f"{prefix}-{sc['id']}", f"{set_file.name} scenario {sc['id']}"
        chat = pool[: int(sc.get("chat", 0))]
        notes = list(sc.get("notes", []))
        # Spread the notes through the chit-chat (a note saved now and then, as in a chat).
        order: list[tuple[str, str, bool]] = [(u, r, False) for u, r in chat]
        for i, note in enumerate(notes):
            place = (i * len(order)) // max(1, len(notes)) + i
            order.insert(place, (note, "", True))
        order += [(u, r, False) for u, r in sc.get("asked", [])]
        episodes = []
        for k, (user, reply, is_note) in enumerate(order):
            at = SMALL_START + timedelta(days=k)
            if is_note:
                episodes.append(
                    Episode.create(
                        user,
                        "",
                        occurred_at=at,
                        id=f"{ns}:note{k}",
                        source=MEMORY_ITEM_SOURCE,
                        user_speaker="MEMORY",
                        namespace=ns,
                    )
                )
            else:
                episodes.append(
                    Episode.create(
                        user, reply, occurred_at=at, id=f"{ns}:ex{k}", session_id=f"{ns}:s{k}"
                    )
                )
        memories[ns] = episodes
        now = int((SMALL_START + timedelta(days=len(order) + 1)).timestamp())
        notes_only = [e for e in episodes if e.source == MEMORY_ITEM_SOURCE]
        for j, q in enumerate(sc["questions"]):
            relevant = (
                _evidence_ids(notes_only, q["evidence"], f"{where} question {j}")
                if q.get("evidence")
                else frozenset()
            )
            size = "1-3" if len(episodes) <= 3 else "10-20" if len(episodes) <= 20 else "30-50"
            queries.append(
                EvalQuery(
                    qid=f"{sc['id']}:{j}",
                    namespace=ns,
                    user_text=q["q"],
                    now=now,
                    category=f"{'note' if relevant else 'unrelated'} {size}",
                    relevant_episodes=relevant,
                    abstention=not relevant,
                )
            )
    session_of = {e.id: e.session_id or e.id for eps in memories.values() for e in eps}
    return EvalTask(name, "episode", memories, queries[:limit], session_of, "dev_episode")


def longmemeval_multi(path: Path, limit: int | None = None) -> EvalTask:
    """LongMemEval's multi-session questions (``question_type`` "multi-session"), their
    memories only; LongMemEval's metrics. ``limit`` counts LongMemEval's questions before the
    slice is taken."""
    base = longmemeval(path, limit)
    queries = [q for q in base.queries if q.category == "multi-session"]
    keep = {q.namespace for q in queries}
    memories = {ns: eps for ns, eps in base.memories.items() if ns in keep}
    session_of = {e.id: e.session_id for eps in memories.values() for e in eps}
    return replace(
        base,
        name="longmemeval_multi",
        memories=memories,
        queries=queries,
        session_of=session_of,
        scoring="longmemeval",
    )


# Unseen sets (issue 36: "the same figures on data you never saw will be checked"): written and
# frozen before the dictionary bridge, never shown to the code they check, never in a fit.
BLIND_BILINGUAL_FILE = _ROOT / "tests" / "data" / "blind_bilingual.json"
BLIND_SMALL_STORE_FILE = _ROOT / "tests" / "data" / "blind_small_store.json"
_JST = timezone(timedelta(hours=9))


def blind_bilingual(path: Path, limit: int | None = None) -> EvalTask:
    """The unseen bilingual set (``tests/data/blind_bilingual.json``, its ``about``): three
    users' mixed Japanese / English chat memories of their own (namespaces ``blind-NAME``,
    one session a day) with questions asked in the other language than their evidence
    (categories ``cross-en`` / ``cross-ja``), same-language controls (``same``) and unrelated
    questions (``unrelated``, scored as abstentions); its ``locomo:SAMPLE_ID`` rows ask a LoCoMo
    dev conversation in Japanese (``locomo cross-ja`` / ``locomo unrelated``) and, like
    :func:`bilingual`'s, are left out without the LoCoMo dev file (``$OMOIDE_DATA``, or beside
    ``path`` when it is a folder). ``path``: the set's JSON; a folder or any other file means
    the bundled one."""
    p = Path(path)
    set_file = _set_file(p, BLIND_BILINGUAL_FILE, "blind_bilingual", ".json")
    folder = p if p.is_dir() else Path(os.environ.get("OMOIDE_DATA", "") or "/nonexistent")
    locomo_file = folder / "locomo10_dev.json"
    data = json.loads(set_file.read_text("utf-8"))
    memories: dict[str, list[Episode]] = {}
    for name, rows in data["memories"].items():
        ns = f"blind-{name}"
        memories[ns] = [
            Episode.create(
                user,
                reply,
                occurred_at=datetime.strptime(at, "%Y-%m-%d %H:%M").replace(tzinfo=_JST),
                id=f"{ns}:{k}",
                session_id=f"{ns}:{at[:10]}",
                namespace=ns,
            )
            for k, (at, user, reply) in enumerate(rows)
        ]
    locomo = {c.sample_id: c for c in load_locomo(locomo_file)} if locomo_file.is_file() else {}
    queries = []
    for row in data["questions"]:
        memory, where = row["memory"], f"{set_file.name} row {row['id']}"
        if memory.startswith("locomo:"):
            conv = locomo.get(memory.split(":", 1)[1])
            if conv is None:
                continue  # the LoCoMo dev file is not here
            ns = f"blind-locomo-{conv.sample_id}"
            memories.setdefault(ns, conv.episodes)
            relevant = (
                frozenset(conv.evidence_episode_ids(conv.qa[int(row["qa"])]))
                if "qa" in row
                else frozenset()
            )
        elif f"blind-{memory}" in memories:
            ns = f"blind-{memory}"
            relevant = (
                _evidence_ids(memories[ns], row["evidence"], where)
                if row.get("evidence")
                else frozenset()
            )
        else:
            raise ValueError(f"{where}: unknown memory {memory!r}")
        now = max(e.occurred_at for e in memories[ns]) + 86_400
        queries.append(_row_query(row, ns, now, relevant))
    session_of = {e.id: e.session_id or e.id for eps in memories.values() for e in eps}
    return EvalTask(
        "blind_bilingual", "episode", memories, queries[:limit], session_of, "dev_episode"
    )


def blind_small_store(path: Path, limit: int | None = None) -> EvalTask:
    """The unseen small-store set (``tests/data/blind_small_store.json``): :func:`small_store`'s
    layout and scoring over memories of its own (namespaces ``blind-small-ID``). ``path``: the
    set's JSON; a folder or any other file means the bundled one."""
    p = Path(path)
    set_file = _set_file(p, BLIND_SMALL_STORE_FILE, "blind_small", ".json")
    return _small_store_task(set_file, limit, "blind_small_store", "blind-small")
