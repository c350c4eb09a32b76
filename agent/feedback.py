"""Negative feedback (design §runs, best-effort isolation): when the user's message rejects what
was recalled ("それは関係ない", "それじゃない", "that's not what I meant") and the previous turn's
run injected exactly one episode, that episode stops being searchable. It is kept (``omoide
restore ID`` brings it back), the decision is written into this turn's run record, and it
happens after the reply, so the turn never waits for it. With two or more injected episodes
the rejection is ambiguous and nothing is changed.

Rejections are recognised by rules (Japanese and English) in the first sentence of the user's
message. Phrases that only look like one are not: "関係ないけど" / "関係ない話だけど" start a new
topic, "関係なくない？" means it *is* related, "違う" counts only at the start of the message.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping
from typing import Any

from langchain_core.messages import convert_to_messages

from omoide.memory_store import Episode, MemoryStore

from .messages import last_user_text
from .nodes.remember import as_mapping
from .users import StoreSource, run_stores

__all__ = [
    "build_forget_node",
    "forget_rejected",
    "rejection_phrase",
    "resolve_episode",
    "set_episode_searchable",
]

_INTERJECTION = r"(?:(?:いや|いえ|ううん|いやいや|えっと|え|no|nope|nah|hmm|um|well)[、,.!！\s]*)*"
_JA_ANYWHERE = re.compile(
    r"(?:それ|その話|その件|そのこと|その記憶|その人|今の|そっち)(?:は|って|とは|と)?"
    r"(?:全然|まったく|全く|別に|何も)?関係(?:ない|なくて|ありません|ないです|ねえ|ねー)"
    r"(?!けど|けれど|が、|話|んだけど|ですけど|かも)"
    r"|(?:それ|そっち|その話|その人|そのこと|その件)じゃ(?:ない|なくて|ありません|なくって)"
    r"|(?:そういう|そんな)(?:意味|つもり|話)じゃ(?:ない|なくて|ありません)"
    r"|(?:その話|そんな話|そんなこと)(?:は|を)?(?:して|言って|聞いて)(?:ない|ません)"
    r"|人違い|思い違い|覚え違い"
)
_JA_START = re.compile(
    rf"^{_INTERJECTION}(?:違う|ちがう|違います|違いますよ|関係ない(?!けど|けれど|話|んだけど))"
)
_EN_ANYWHERE = re.compile(
    r"(?:that'?s|that is|this is|it'?s|it is) not what i (?:meant|mean|was (?:talking about|asking"
    r"(?: about)?|looking for))"
    r"|\bnot what i (?:meant|mean|was (?:talking about|asking(?: about)?))"
    r"|(?:that'?s|that is|it'?s|it is) (?:not it|not the one|not relevant|irrelevant|unrelated"
    r"|the wrong (?:one|person|memory|conversation|thing)|not related)\b"
    r"|(?:that|this) (?:has|had) nothing to do with"
    r"|\bi (?:didn'?t|did not) mean (?:that|this|her|him|them)\b"
    r"|\bwrong (?:one|person|memory|conversation)\b"
    r"|\byou'?re thinking of (?:something|someone) else\b"
    r"|\bnot that one\b"
)
_EN_START = re.compile(rf"^{_INTERJECTION}(?:no,? i meant|not that\b|wrong\b)")
_SENTENCE_END = re.compile(r"[。！？!?\n]|\.(?:\s|$)")


def _first_sentence(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).strip().lower().replace("’", "'")
    m = _SENTENCE_END.search(text)
    return text[: m.start()] if m else text


def rejection_phrase(text: str) -> str | None:
    """The phrase of ``text`` that rejects what was recalled, or None. Rules only."""
    first = _first_sentence(text)
    for pattern in (_JA_START, _EN_START, _JA_ANYWHERE, _EN_ANYWHERE):
        m = pattern.search(first)
        if m:
            return m.group(0).strip(" 、,.")
    return None


def forget_rejected(
    store: MemoryStore, user_text: str, run_id: str | None
) -> dict[str, Any] | None:
    """Apply negative feedback for this turn (``run_id`` is this turn's run): when
    ``user_text`` rejects the previous turn's recall and that run injected exactly one
    episode, make it unsearchable and record it in this turn's run. Returns what was done
    (also when nothing was, with why), or None when the message is no rejection."""
    from .runs import annotate_run, load_run

    phrase = rejection_phrase(user_text)
    if phrase is None or not run_id:
        return None
    this_run = load_run(store, run_id)
    previous = this_run.get("previous_run_id")
    outcome: dict[str, Any] = {"phrase": phrase, "run_id": previous, "episode_id": None}
    if not previous:
        outcome["why"] = "no previous run to reject"
    else:
        try:
            before = load_run(store, previous)
        except KeyError:
            before = {"selected": [], "injected": False}
        picked = [s["id"] for s in before.get("selected", [])] if before.get("injected") else []
        if len(picked) != 1:
            outcome["why"] = (
                f"the previous run injected {len(picked)} episodes; only a single one is "
                "isolated (design: ambiguous feedback changes nothing)"
            )
        else:
            store.set_searchable(picked, False)
            outcome["episode_id"] = picked[0]
            outcome["why"] = "the user rejected the one episode the previous turn injected"
    annotate_run(store, run_id, forgotten=outcome)
    return outcome


def build_forget_node(
    store: StoreSource,
    *,
    namespace: tuple[str, ...] | None = None,
    user_key: str | None = None,
    default_user: str | None = None,
) -> Callable[..., dict[str, Any]]:
    """The negative-feedback step: ``parent.add_node("forget", node)`` after the reply (and
    after ``remember``). Reads ``messages`` and this turn's ``run_id``; writes nothing to the
    state. Never fails the turn: feedback is best effort. Per-run users as in
    ``build_remember_node`` (pass the same options to both)."""
    stores = run_stores(store, namespace=namespace, user_key=user_key, default_user=default_user)

    def forget(state: Any) -> dict[str, Any]:
        """Isolate the one recalled episode the user just rejected (after the reply)."""
        values: Mapping[str, Any] = as_mapping(state)
        if not values.get("messages"):
            return {}
        try:
            messages = convert_to_messages(values["messages"])
            with stores.lease(stores.namespace_of_run()) as run_store:
                forget_rejected(run_store, last_user_text(messages), values.get("run_id"))  # type: ignore[arg-type]
        except Exception:  # best effort (design): a failed isolation never fails the turn
            import logging

            logging.getLogger(__name__).warning("negative feedback not applied", exc_info=True)
        return {}

    return forget


def resolve_episode(store: MemoryStore, text: str) -> Episode:
    """An episode of this store's namespace by its exact id or an unambiguous prefix of at
    least 8 characters (like ``omoide explain``); ``KeyError`` saying why otherwise."""
    from .runs import resolve_id

    ns = store.namespace
    return resolve_id(
        text.strip(),
        exact=lambda i: next(iter(store.get_many([i])), None),
        by_prefix=lambda p: store.db.ids_with_prefix("episodes", ns, p, limit=2),
        ambiguous=f"episode id prefix {{text}} matches several episodes in namespace {ns!r}; "
        "give more characters",
        missing=f"no episode {{text}} in namespace {ns!r} of {store.label}{{hint}}",
    )


def set_episode_searchable(store: MemoryStore, text: str, searchable: bool) -> tuple[str, bool]:
    """``omoide forget`` / ``omoide restore``: hide an episode from recall or bring it back.
    Returns the full id and whether anything changed."""
    episode = resolve_episode(store, text)
    episode_id = episode.id
    if episode.searchable == searchable:
        return episode_id, False
    store.set_searchable([episode_id], searchable)
    return episode_id, True
