"""Reading user text and recent context out of LangChain messages."""

from __future__ import annotations

from collections.abc import Sequence

from langchain_core.messages import AnyMessage, BaseMessage, HumanMessage

from omoide.memory_store.exchanges import pair_turns

__all__ = [
    "format_recent_conversation",
    "last_user_text",
    "latest_exchange",
    "message_text",
    "query_with_context",
    "recent_messages",
]

INTERNAL_PREFIX = "<<INTERNAL_CONTEXT>>"


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
        if not text or text.startswith(INTERNAL_PREFIX) or m.type not in ("human", "ai"):
            continue
        out.append(("USER" if m.type == "human" else "AGENT", text))
    return out[-max_messages:] if max_messages > 0 else []


def format_recent_conversation(recent: Sequence[tuple[str, str]], max_chars: int) -> str:
    """Design §rerank's context block, clipped from the front so the newest lines survive."""
    text = "\n".join(f"{role}: {t}" for role, t in recent)
    return text[-max_chars:] if max_chars > 0 and len(text) > max_chars else text


def query_with_context(context: str, user_text: str) -> str:
    """Design §rerank's Q2: the recent context, a ``---`` line, then the user text."""
    return f"{context}\n---\n{user_text}" if context else user_text


def latest_exchange(messages: Sequence[AnyMessage]) -> tuple[str, str] | None:
    """(user text, reply text) of the conversation's last exchange, by the shared pairing rule
    (``memory_store.exchanges.pair_turns``): the user message(s) and the reply message(s) after
    them. Only conversation counts: tool calls, tool results and omoide's internal-context
    messages are skipped. None until the last exchange has both a user message and a reply."""
    turns = [
        (m.type == "human", text)
        for m in messages
        if m.type in ("human", "ai")
        and (text := message_text(m).strip())
        and not (m.type == "ai" and text.startswith(INTERNAL_PREFIX))
    ]
    exchanges = pair_turns(turns)
    if not exchanges:
        return None
    users, replies = exchanges[-1]
    if not users or not replies:
        return None
    return "\n".join(users), "\n".join(replies)
