"""The four evaluation tasks of docs/design.md §evaluation, built exactly as it defines them,
and three drills that ask three of them again in a chat (``*_chat``: the same memories and
relevance, each question after a recent conversation about something else).

Each task is a set of memories (namespace → episodes) and queries with their relevant sessions
and/or episodes. Nothing here ranks anything; see ``runner``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Literal

from omoide.memory_store import Episode
from omoide.memory_store.exchanges import alternating, pair_turns
from omoide.memory_store.importers import LocomoConversation, load_locomo, load_longmemeval

from .loaders import RpcUtterance, load_jmultiwoz, load_real_persona_chat

__all__ = ["TASKS", "EvalQuery", "EvalTask", "load_task"]

Recent = tuple[tuple[str, str], ...]  # (role, text) messages of a recent conversation


@dataclass(frozen=True)
class EvalQuery:
    qid: str
    namespace: str
    user_text: str
    now: int
    category: str
    recent: Recent = ()
    relevant_sessions: frozenset[str] = frozenset()
    relevant_episodes: frozenset[str] = frozenset()
    abstention: bool = False


@dataclass
class EvalTask:
    name: str
    level: Literal["session", "episode"]
    memories: dict[str, list[Episode]]
    queries: list[EvalQuery]
    session_of: dict[str, str] = field(default_factory=dict)  # episode id → session id
    # Whose metrics apply: a drill scores like the task it asks again ("locomo" for
    # "locomo_chat"); empty: its own name.
    scoring: str = ""

    def __post_init__(self) -> None:
        self.scoring = self.scoring or self.name

    def fingerprint(self) -> str:
        """A digest of every memory's episodes: a cached store is reused only if it matches."""
        digest = hashlib.sha1(self.name.encode())
        for ns in sorted(self.memories):
            digest.update(ns.encode())
            for e in self.memories[ns]:
                digest.update(f"{e.id}\0{e.occurred_at}\0{e.text}\0".encode())
        return digest.hexdigest()[:12]


def _session_map(memories: dict[str, list[Episode]]) -> dict[str, str]:
    return {e.id: e.session_id for eps in memories.values() for e in eps}


def longmemeval(path: Path, limit: int | None = None) -> EvalTask:
    """Per question only its haystack is in memory (one namespace per question)."""
    memories: dict[str, list[Episode]] = {}
    queries = []
    for q in load_longmemeval(path)[:limit]:
        ns = f"lme-{q.question_id}"
        episodes = [e for s in q.haystack for e in s.episodes]
        memories[ns] = episodes
        queries.append(
            EvalQuery(
                qid=q.question_id,
                namespace=ns,
                user_text=q.question,
                now=int(q.question_date.timestamp()),
                category=q.question_type,
                relevant_sessions=frozenset(q.answer_session_ids),
                relevant_episodes=frozenset(
                    e.id for e in episodes if e.metadata.get("has_answer") == "1"
                ),
                abstention=q.is_abstention,
            )
        )
    return EvalTask("longmemeval", "session", memories, queries, _session_map(memories))


def longmemeval_chat(path: Path, limit: int | None = None) -> EvalTask:
    """LongMemEval's questions asked at the end of a chat: the last two exchanges of the
    question's latest haystack session (a user's and an assistant's long messages, mostly
    about something else) are the recent conversation. Same memories, relevance and metrics
    as ``longmemeval``; the recent exchanges stay in memory, as a chat's own turns do."""
    base = longmemeval(path, limit)

    def recent_of(_: int, q: EvalQuery) -> Recent:
        episodes = base.memories[q.namespace]
        latest = max(episodes, key=lambda e: (e.occurred_at, e.id)).session_id
        last = [e for e in episodes if e.session_id == latest][-2:]
        return _as_recent((e.user_text, e.reply_text) for e in last)

    return _in_a_chat(base, recent_of)


def locomo(path: Path, limit: int | None = None) -> EvalTask:
    """Per conversation; evidence over episodes; category 5 and evidence-less questions out."""
    return _locomo(load_locomo(path), limit)


def _locomo(conversations: list[LocomoConversation], limit: int | None) -> EvalTask:
    memories: dict[str, list[Episode]] = {}
    queries = []
    for conv in conversations:
        ns = f"locomo-{conv.sample_id}"
        memories[ns] = conv.episodes
        now = max(e.occurred_at for e in conv.episodes) + 86_400
        for i, qa in enumerate(conv.qa):
            evidence = {conv.episode_of_dia[d] for d in qa.evidence if d in conv.episode_of_dia}
            if qa.category == 5 or not evidence:
                continue
            queries.append(
                EvalQuery(
                    qid=f"{conv.sample_id}:{i}",
                    namespace=ns,
                    user_text=qa.question,
                    now=now,
                    category=str(qa.category),
                    relevant_episodes=frozenset(evidence),
                )
            )
    return EvalTask("locomo", "episode", memories, queries[:limit], _session_map(memories))


def locomo_chat(path: Path, limit: int | None = None) -> EvalTask:
    """LoCoMo's questions asked one after another in a chat: each question carries the two
    before it in its conversation, with their answers, as the recent conversation. Same
    memories, evidence and metrics as ``locomo``; what changes is that every turn runs the
    recent-context query (Q2) and the lists that follow from it, as a live chat's turns do,
    while the previous questions are mostly about something else (a topic shift each turn).
    """
    conversations = load_locomo(path)
    before: dict[str, list[tuple[str, str]]] = {}  # qid → the (question, answer)s before it
    for conv in conversations:
        asked = [(i, qa) for i, qa in enumerate(conv.qa) if qa.category != 5]
        for k, (i, _) in enumerate(asked):
            before[f"{conv.sample_id}:{i}"] = [
                (qa.question, qa.answer) for _, qa in asked[max(0, k - 2) : k]
            ]
    return _in_a_chat(_locomo(conversations, limit), lambda _, q: _as_recent(before[q.qid]))


def jmultiwoz(path: Path, limit: int | None = 500) -> EvalTask:
    """All dialogues are sessions (2024-01-01 + i hours); one query per named entity."""
    dialogues = load_jmultiwoz(path)
    start = datetime(2024, 1, 1, tzinfo=UTC)
    episodes: list[Episode] = []
    texts: dict[str, str] = {}
    for i, d in enumerate(dialogues):
        at = start + timedelta(hours=i)
        sid = f"jmw-{d.dialogue_id}"
        texts[sid] = "\n".join(c for _, c in d.messages)
        turns = [(role == "user", (i, text)) for i, (role, text) in enumerate(d.messages)]
        episodes += _exchanges(sid, turns, at)
    now = int((start + timedelta(hours=len(dialogues) + 1)).timestamp())
    queries = []
    for d in dialogues:
        seen: set[str] = set()
        for _, name in d.tool_call_names:
            if name in seen or not name.strip():
                continue
            seen.add(name)
            relevant = frozenset(s for s, t in texts.items() if name in t)
            queries.append(
                EvalQuery(
                    qid=f"{d.dialogue_id}:{name}",
                    namespace="jmw",
                    now=now,
                    category="entity",
                    user_text=f"{name}について前に話したっけ？",
                    relevant_sessions=relevant,
                )
            )
    memories = {"jmw": episodes}
    return EvalTask("jmultiwoz", "session", memories, queries[:limit], _session_map(memories))


def jmultiwoz_chat(path: Path, limit: int | None = 500) -> EvalTask:
    """JMultiWOZ-TC's entity questions asked one after another in a chat: each carries the
    two before it as the recent conversation, each answered "はい、{name}の話をしました。"
    (a topic shift every turn, in Japanese). Same memories, relevance and metrics as
    ``jmultiwoz``."""
    base = jmultiwoz(path, limit)

    def recent_of(i: int, _: EvalQuery) -> Recent:
        return _as_recent((p.user_text, _said(p)) for p in base.queries[max(0, i - 2) : i])

    return _in_a_chat(base, recent_of)


def _said(q: EvalQuery) -> str:
    name = q.qid.split(":", 1)[1]
    return f"はい、{name}の話をしました。"


def _as_recent(exchanges: Iterable[tuple[str, str]]) -> Recent:
    """(user text, reply) pairs as a recent conversation, without empty messages."""
    return tuple(
        turn
        for user, reply in exchanges
        for turn in (("user", user), ("assistant", reply))
        if turn[1]
    )


def _in_a_chat(base: EvalTask, recent_of: Callable[[int, EvalQuery], Recent]) -> EvalTask:
    """``base`` asked in a chat (``NAME_chat``): query i carries ``recent_of(i, query)`` as its
    recent conversation; memories, relevance and metrics are ``base``'s."""
    queries = [replace(q, recent=recent_of(i, q)) for i, q in enumerate(base.queries)]
    return EvalTask(
        f"{base.name}_chat", base.level, base.memories, queries, base.session_of, base.name
    )


def _exchanges(sid: str, turns: list[tuple[bool, tuple[int, str]]], at: datetime) -> list[Episode]:
    """Episodes of one dialogue by the shared pairing rule; id = session + first turn's index."""
    out = []
    for users, replies in pair_turns(turns):
        user = "\n".join(t for _, t in users)
        reply = "\n".join(t for _, t in replies)
        if user.strip() or reply.strip():
            first = (users or replies)[0][0]
            out.append(
                Episode.create(user, reply, occurred_at=at, id=f"{sid}:{first}", session_id=sid)
            )
    return out


def real_persona_chat(path: Path, limit: int | None = 300) -> EvalTask:
    """Continuity: 300 dialogues (every k-th with ≥ 12 utterances) lose a 4-utterance window
    from their middle; its first 3 are the recent conversation, the 4th the user text."""
    # The dev file holds one dialogue (11838) twice, as identical records: count it once.
    dialogues = []
    seen: set[str] = set()
    for d in load_real_persona_chat(path):
        if d.dialogue_id not in seen:
            seen.add(d.dialogue_id)
            dialogues.append(d)
    eligible = [d for d in dialogues if len(d.utterances) >= 12]
    n = limit or 300
    step = max(1, len(eligible) // n)
    chosen = {d.dialogue_id for d in eligible[::step][:n]}
    fallback = datetime(2022, 1, 1, tzinfo=UTC)
    episodes: list[Episode] = []
    queries = []
    latest = 0
    for d in dialogues:
        sid = f"rpc-{d.dialogue_id}"
        utts = d.utterances
        at = next((u.timestamp for u in utts if u.timestamp), None) or fallback
        latest = max(latest, int(at.timestamp()))
        if d.dialogue_id not in chosen:
            episodes += _consecutive(sid, utts, 0, len(utts), at)
            continue
        mid = len(utts) // 2
        window = utts[mid : mid + 4]
        episodes += _consecutive(sid, utts, 0, mid, at)
        episodes += _consecutive(sid, utts, mid + 4, len(utts), at)
        speaker = window[3].interlocutor_id
        recent = tuple(
            ("user" if u.interlocutor_id == speaker else "assistant", u.text) for u in window[:3]
        )
        queries.append(
            EvalQuery(
                qid=sid,
                namespace="rpc",
                user_text=window[3].text,
                recent=recent,
                now=0,
                category="continuity",
                relevant_sessions=frozenset({sid}),
            )
        )
    now = latest + 86_400
    queries = [EvalQuery(**{**q.__dict__, "now": now}) for q in queries]
    memories = {"rpc": episodes}
    return EvalTask("real_persona_chat", "session", memories, queries, _session_map(memories))


def _consecutive(
    sid: str, utts: list[RpcUtterance], start: int, end: int, at: datetime
) -> list[Episode]:
    """Consecutive utterance pairs (u0,u1), (u2,u3), ... of utts[start:end], whoever speaks
    (design §evaluation), by the shared pairing rule with roles taken by position."""
    out = []
    indexed = list(enumerate(utts[start:end], start))
    for users, replies in pair_turns(alternating(indexed)):
        (i, first), second = users[0], (replies[0][1] if replies else None)
        out.append(
            Episode.create(
                first.text,
                second.text if second else "",
                occurred_at=first.timestamp or at,
                id=f"{sid}:{i}",
                session_id=sid,
                user_speaker=first.interlocutor_id,
                reply_speaker=second.interlocutor_id if second else "",
            )
        )
    return out


from .dev_tasks import (  # noqa: E402 (they use EvalTask)
    bilingual,
    bilingual_locomo,
    bilingual_sample,
    blind_bilingual,
    blind_small_store,
    longmemeval_multi,
    small_store,
)

TASKS: dict[str, Callable[[Path, int | None], EvalTask]] = {
    "longmemeval": longmemeval,
    "longmemeval_chat": longmemeval_chat,
    "locomo": locomo,
    "locomo_chat": locomo_chat,
    "jmultiwoz": jmultiwoz,
    "jmultiwoz_chat": jmultiwoz_chat,
    "real_persona_chat": real_persona_chat,
    "longmemeval_multi": longmemeval_multi,
    "bilingual": bilingual,
    "bilingual_sample": bilingual_sample,
    "bilingual_locomo": bilingual_locomo,
    "small_store": small_store,
    "blind_bilingual": blind_bilingual,
    "blind_small_store": blind_small_store,
}


def load_task(name: str, path: Path, *, limit: int | None = None) -> EvalTask:
    try:
        build = TASKS[name]
    except KeyError:
        raise ValueError(f"unknown task {name!r}; choose from {', '.join(TASKS)}") from None
    return build(path, limit) if limit is not None else build(path)  # type: ignore[call-arg]
