"""``recall()`` / ``arecall()`` refuse bad arguments with one clear error that names the argument
and what it allows, raised before the graph runs (never a traceback from deep inside a node,
never a half-recorded run).

Before this, ``now="2026-..."`` and ``now=10**13`` were reported as problems of
"occurred_at", and a query holding an unpaired surrogate failed inside the pack node with a
UnicodeEncodeError while the run was being saved.
"""

from __future__ import annotations

import asyncio
import traceback
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest
from conftest import NOW

from omoide import arecall, recall
from omoide.agent.runs import list_runs
from omoide.memory_store import MemoryStore
from omoide.memory_store.store import MAX_QUERY_CHARS

Call = Callable[..., Any]


def call_recall(store: MemoryStore, text: Any, **kw: Any) -> Any:
    return recall(store, text, **kw)


def call_arecall(store: MemoryStore, text: Any, **kw: Any) -> Any:
    return asyncio.run(arecall(store, text, **kw))


BAD: list[tuple[str, Any, dict[str, Any], type[Exception], str]] = [
    # (case, user_text, keyword arguments, error type, what the message must say)
    (
        "now-string",
        "the dog",
        {"now": "2026-04-01T09:00:00+09:00"},
        TypeError,
        r"^now must be a timezone-aware datetime or epoch seconds \(int or float\), not str "
        r"'2026-04-01T09:00:00\+09:00' \(parse it first: datetime\.fromisoformat",
    ),
    (
        "now-milliseconds",
        "the dog",
        {"now": 10**13},
        ValueError,
        r"^now 10000000000000 is outside the years 1900-2199; .*milliseconds",
    ),
    (
        "now-naive",
        "the dog",
        {"now": datetime(2026, 4, 1, 9, 0)},
        ValueError,
        r"^now 2026-04-01T09:00:00 has no timezone; pass an aware datetime",
    ),
    ("now-bool", "the dog", {"now": True}, TypeError, r"^now must be .* not bool True"),
    ("now-infinite", "the dog", {"now": float("inf")}, ValueError, r"^now must be a finite"),
    (
        "query-surrogate",
        "caf\udce9 and the dog",
        {},
        ValueError,
        r"^user_text is not valid Unicode text: an unpaired surrogate '\\udce9' at character 3; "
        r"decode the input with errors='replace'",
    ),
    (
        "recent-surrogate",
        "the dog",
        {"recent_conversation": [("user", "ok"), ("assistant", "bad \udcff byte")]},
        ValueError,
        r"^recent_conversation\[1\] is not valid Unicode text: an unpaired surrogate",
    ),
    ("query-empty", "", {}, ValueError, r"^user_text is empty; give some text to search for$"),
    ("query-blank", " \n\t ", {}, ValueError, r"^user_text is empty"),
    (
        "query-enormous",
        "犬" * (MAX_QUERY_CHARS + 1),
        {},
        ValueError,
        rf"^user_text is {MAX_QUERY_CHARS + 1:,} characters; the limit is {MAX_QUERY_CHARS:,}$",
    ),
    ("query-bytes", b"the dog", {}, ValueError, r"^user_text must be a string, not bytes$"),
    ("query-none", None, {}, ValueError, r"^user_text must be a string, not NoneType$"),
    (
        "recent-a-string",
        "the dog",
        {"recent_conversation": "hello"},
        ValueError,
        r"^recent_conversation must be a list of messages, \(role, text\) tuples or ",
    ),
    (
        "recent-a-number",
        "the dog",
        {"recent_conversation": [42]},
        ValueError,
        r"^recent_conversation: unknown role or message 42 .*use roles user / assistant",
    ),
    (
        "config-a-preset-name",
        "the dog",
        {"config": "fast"},
        TypeError,
        r"^config='fast': allowed a RetrievalConfig .*get_preset\('fast'\)",
    ),
]


@pytest.mark.parametrize("call", [call_recall, call_arecall], ids=["recall", "arecall"])
@pytest.mark.parametrize(
    ("text", "kwargs", "error", "message"),
    [case[1:] for case in BAD],
    ids=[case[0] for case in BAD],
)
def test_a_bad_argument_is_one_clear_error_before_the_graph_runs(
    store: MemoryStore,
    call: Call,
    text: Any,
    kwargs: dict[str, Any],
    error: type[Exception],
    message: str,
) -> None:
    runs_before = len(list_runs(store, limit=1000))
    with pytest.raises(error, match=message) as caught:
        call(store, text, **kwargs)
    # Raised while checking the arguments: no frame from LangGraph (no node ran).
    frames = [f.filename for f in traceback.extract_tb(caught.value.__traceback__)]
    assert not any("langgraph" in f for f in frames), frames
    assert "\n" not in str(caught.value)  # one line
    assert len(list_runs(store, limit=1000)) == runs_before  # nothing half-recorded


def test_the_same_arguments_in_their_allowed_form_work(store: MemoryStore) -> None:
    """The allowed forms the errors point to are accepted (so the errors are not blanket)."""
    for now in (
        NOW,
        int(NOW.timestamp()),
        NOW.timestamp(),
        datetime.fromisoformat(NOW.isoformat()),
    ):
        assert recall(store, "柴犬のこむぎの話", now=now).episodes
    near_limit = "柴犬のこむぎ " + "x" * (MAX_QUERY_CHARS - 20)
    assert len(near_limit) <= MAX_QUERY_CHARS
    recall(store, near_limit, now=NOW)  # long but within the limit: no error
    assert recall(store, "caf\udce9".encode("utf-8", "surrogateescape").decode(errors="replace"))


def test_plain_strings_in_recent_conversation_are_the_users_turns(store: MemoryStore) -> None:
    """``recent_conversation=["hello"]`` is accepted as LangChain's ``convert_to_messages`` reads
    it (a plain string is the user's message): it becomes the user's line of the context that
    makes the second query, never an error or a silently dropped turn."""
    r = recall(
        store,
        "What did she recommend?",
        recent_conversation=["I'm meeting Tanaka-san tomorrow"],
        now=datetime(2026, 4, 2, tzinfo=UTC),
    )
    assert len(r.plan.queries) == 2
    assert r.plan.queries[1].startswith("USER: I'm meeting Tanaka-san tomorrow\n---\n")


def test_a_message_at_the_query_limit_with_a_recent_conversation_skips_no_source(
    store: MemoryStore,
) -> None:
    """The context query (recent conversation + the user's text) is kept within the store's
    query limit by shortening the context, never the user's words: a message of the allowed
    length with any conversation before it searched every source (RELIABILITY 26.15; the
    keyword source was skipped with "34,005 > 32,000")."""
    long_text = ("京都の嵐山で見た桜の話をもう一度聞かせて。 " * 2000)[: MAX_QUERY_CHARS - 10]
    recent = [
        ("user", "I made curry with apples and honey " * 40),
        ("assistant", "Sounds delicious! " * 40),
    ] * 3
    result = recall(store, long_text, recent_conversation=recent, now=NOW)
    assert result.skipped == [], result.skipped
    assert all(len(q) <= MAX_QUERY_CHARS for q in result.plan.queries)
    assert result.plan.queries[0] == long_text


def test_a_run_record_stays_small_whatever_the_message(store: MemoryStore) -> None:
    """A run record of a 32k-character message was 103 KB (the text in the plan's user text,
    both queries and the context); long texts are clipped, so the count cap bounds bytes too
    (RELIABILITY 26.13)."""
    long_text = ("京都の嵐山で見た桜の話をもう一度聞かせて。 " * 2000)[: MAX_QUERY_CHARS - 10]
    recent = [("user", "I made curry " * 300), ("assistant", "Sounds delicious! " * 200)]
    result = recall(store, long_text, recent_conversation=recent, now=NOW)
    assert result.run_id is not None
    row = store.db.get_run(store.namespace, result.run_id)
    assert row is not None
    _, _, user_text, payload = row
    assert len(payload.encode()) < 30_000, len(payload.encode())
    assert len(user_text) < 2_100 and user_text.endswith("chars)")
    assert list_runs(store, limit=1)[0]["run_id"] == result.run_id  # still listed and readable
