"""Reading user text and recent context out of LangChain messages."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from langchain_core.messages import (
    AIMessage,
    AnyMessage,
    BaseMessage,
    HumanMessage,
    MessageLikeRepresentation,
    convert_to_messages,
)

from omoide.memory_store.store import MAX_QUERY_CHARS

if TYPE_CHECKING:
    # The state module loads LangGraph (its channels): only with_memory needs it, when it runs.
    from .state import Hidden

__all__ = [
    "MISSING_MESSAGES",
    "format_recent_conversation",
    "is_internal",
    "last_user_text",
    "latest_exchange",
    "message_text",
    "query_with_context",
    "recent_messages",
    "to_messages",
    "with_memory",
]

MISSING_MESSAGES = (
    "omoide's retrieval node reads the conversation from the parent state's `messages` key, "
    "and this state has none. Add it: subclass langgraph.graph.MessagesState, or declare "
    "`messages: Annotated[list[AnyMessage], add_messages]`."
)

INTERNAL_PREFIX = "<<INTERNAL_CONTEXT>>"
# omoide's own name for the assistant (speaker AGENT in archives), beside LangChain's roles.
_ROLE_ALIASES = {"agent": "ai"}


def is_internal(message: BaseMessage) -> bool:
    """omoide's internal-context message: an assistant message that begins with the prefix.
    (A user who types the prefix is still the user: their message is conversation.)"""
    return message.type == "ai" and message_text(message).lstrip().startswith(INTERNAL_PREFIX)


def _normalise(turn: Any) -> Any:
    if isinstance(turn, tuple) and len(turn) == 2 and isinstance(turn[0], str):
        return (_ROLE_ALIASES.get(turn[0].lower(), turn[0].lower()), turn[1])
    if isinstance(turn, dict) and isinstance(turn.get("role"), str):
        return {**turn, "role": _ROLE_ALIASES.get(turn["role"].lower(), turn["role"].lower())}
    return turn


def to_messages(turns: Sequence[MessageLikeRepresentation]) -> list[AnyMessage]:
    """Messages as LangChain users write them: whatever ``convert_to_messages`` accepts
    (messages, ``(role, text)`` tuples, OpenAI-style ``{"role": ..., "content": ...}`` dicts,
    plain strings as the user's), plus omoide's ``"agent"`` role for the assistant."""
    if isinstance(turns, (str, bytes)) or not isinstance(turns, Sequence):
        raise ValueError(
            "recent_conversation must be a list of messages, (role, text) tuples or "
            f"{{'role': ..., 'content': ...}} dicts, not {type(turns).__name__}"
        )
    out: list[BaseMessage] = []
    for turn in turns:
        try:
            out += convert_to_messages([_normalise(turn)])
        except (ValueError, NotImplementedError, KeyError, TypeError) as exc:
            reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            raise ValueError(
                f"recent_conversation: unknown role or message {turn!r} ({reason}); use "
                "roles user / assistant, or anything langchain_core's convert_to_messages takes"
            ) from None
    return cast("list[AnyMessage]", out)  # convert_to_messages builds only concrete messages


def with_memory(
    messages: Sequence[MessageLikeRepresentation], pack: str | Hidden[str] | None
) -> list[AnyMessage]:
    """``messages`` with the MemoryPack placed where omoide's prompt puts it: as an assistant
    message just before the last human message (nothing added when ``pack`` is empty). Use it
    in your own model node::

        reply = guarded_model.invoke(with_memory(state["messages"], state["memory_pack"]))
    """
    from .state import memory_pack_of

    out = to_messages(messages)
    pack = memory_pack_of({"memory_pack": pack})  # the retrieval node hands it over Hidden
    if not pack:
        return out
    # A pack from an earlier turn (kept in the state) is replaced, never stacked.
    out = [m for m in out if not is_internal(m)]
    last_human = max((i for i, m in enumerate(out) if isinstance(m, HumanMessage)), default=None)
    at = len(out) if last_human is None else last_human
    return [*out[:at], AIMessage(content=pack), *out[at:]]


def message_text(message: BaseMessage) -> str:
    content = message.content
    if isinstance(content, str):
        return content
    parts = [p if isinstance(p, str) else str(p.get("text", "")) for p in content]
    return "".join(parts)


def _split(messages: Sequence[AnyMessage]) -> tuple[list[AnyMessage], str]:
    for i in range(len(messages) - 1, -1, -1):
        if isinstance(messages[i], HumanMessage):
            return list(messages[:i]), message_text(messages[i])
    return list(messages), ""


def last_user_text(messages: Sequence[AnyMessage]) -> str:
    """The latest human message's text ('' when there is none)."""
    return _split(messages)[1]


def recent_messages(messages: Sequence[AnyMessage], max_messages: int) -> list[tuple[str, str]]:
    """(role, text) of the last ``max_messages`` before the latest user message.

    Tool calls, tool results and omoide's own internal-context messages are not conversation.
    """
    before, _ = _split(messages)
    out: list[tuple[str, str]] = []
    for m in before:
        text = message_text(m).strip()
        if not text or is_internal(m) or m.type not in ("human", "ai"):
            continue
        out.append(("USER" if m.type == "human" else "AGENT", text))
    return out[-max_messages:] if max_messages > 0 else []


def format_recent_conversation(recent: Sequence[tuple[str, str]], max_chars: int) -> str:
    """Design §rerank's context block, clipped from the front so the newest lines survive."""
    text = "\n".join(f"{role}: {t}" for role, t in recent)
    return text[-max_chars:] if max_chars > 0 and len(text) > max_chars else text


_CONTEXT_JOIN = "\n---\n"


def query_with_context(context: str, user_text: str) -> str:
    """Design §rerank's Q2: the recent context, a ``---`` line, then the user text.

    Kept within the store's query limit by dropping the context's oldest characters, never the
    user's words: a message of the allowed length must not cost the turn its context query's
    source (RELIABILITY 26.15). A message that leaves no room gets no context."""
    room = MAX_QUERY_CHARS - len(user_text) - len(_CONTEXT_JOIN)
    if room <= 0:
        return user_text
    context = context[-room:].strip()
    return f"{context}{_CONTEXT_JOIN}{user_text}" if context else user_text


def latest_exchange(messages: Sequence[AnyMessage]) -> tuple[str, str] | None:
    """What ``remember`` stores: (user text, reply text) of the newest human message and the
    final assistant reply after it. Tool calls, tool results and omoide's internal-context
    messages are not the reply (a user who types the marker is still the user). None while
    the newest human message has no reply yet, or either side is empty."""
    last_human = next(
        (i for i in range(len(messages) - 1, -1, -1) if isinstance(messages[i], HumanMessage)),
        None,
    )
    if last_human is None:
        return None
    user_text = message_text(messages[last_human]).strip()
    for m in reversed(messages[last_human + 1 :]):
        if not isinstance(m, AIMessage) or m.tool_calls or is_internal(m):
            continue
        reply = message_text(m).strip()
        if reply:
            return (user_text, reply) if user_text else None
    return None
