"""The guard by purpose on near-variants of a paste (issue 34.3): the reply's text and all its
tool-call arguments are one output, in which one pack line as is may stay (a memory quoted back)
and a second, different one goes — reversed, after a filler sentence or line, from another
entry, lightly edited, in a second tool call, a second argument, or text + a call; streamed
exactly as whole. Markers spelled out or bracketed go too. A reply that quotes one memory, or
restates several in its own sentences, is untouched and carries no report: the report
(``response_metadata["omoide_guard"]``) is there only when something was removed (issue 35:
it was 76 B in every checkpointed reply)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Annotated, Any

import pytest
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AIMessageChunk, AnyMessage, BaseMessage
from langchain_core.messages.tool import tool_call_chunk
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import START, StateGraph
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict

from omoide import guard_chat_model, with_memory
from omoide.agent.config import RetrievalConfig
from omoide.agent.leak_guard import REPORT_KEY, LeakGuard, guard_message, scrub
from omoide.agent.nodes.pack import build_memory_pack
from omoide.agent.records import RankedEpisode

NOW = int(datetime(2026, 11, 20, 12, 0, tzinfo=UTC).timestamp())
DAY = 86_400
DENTIST = "Dentist appointment on Tuesday at 3pm at Dr. Sato's clinic in Shibuya"
DENTIST_REPLY = "Got it: Tuesday 3pm, Dr. Sato's clinic in Shibuya. I'll remind you the day before."
SUSHI = "I had a bad reaction at a sushi place today because of the mackerel, I think"
SUSHI_REPLY = (
    "Oh no. Mackerel is a common trigger; note the restaurant and see a doctor if it comes back."
)
KOMUGI = "柴犬のこむぎが散歩中に川へ飛び込んでびしょ濡れになったよ"
KOMUGI_REPLY = "こむぎちゃん、水が好きなんですね！帰ってからシャンプーは大変でしたか？"
PACK = build_memory_pack(
    [
        RankedEpisode("e0", DENTIST, DENTIST_REPLY, NOW - 2 * DAY, "high", 0.61, "r", "log.txt"),
        RankedEpisode("e1", SUSHI, SUSHI_REPLY, NOW - DAY, "medium", 0.45, "r", "log.txt"),
        RankedEpisode("e2", KOMUGI, KOMUGI_REPLY, NOW - 30 * DAY, "medium", 0.41, "r", "log.txt"),
    ],
    RetrievalConfig(),
    now=NOW,
    query="When is my dentist appointment?",
).message()
LINES = PACK.splitlines()


def line_of(text: str) -> str:
    """The pack's own line that quotes ``text`` (with its speaker label)."""
    return next(ln for ln in LINES if text in ln)


U0, R0, U1, R1 = line_of(DENTIST), line_of(DENTIST_REPLY), line_of(SUSHI), line_of(SUSHI_REPLY)
U2, R2 = line_of(KOMUGI), line_of(KOMUGI_REPLY)
ASK = "How are you feeling today?"
FILLER = "By the way, one more thing."


def skel(text: str) -> str:
    return "".join(c for c in text.casefold() if c.isalnum())


def shown(text: str, memory: str) -> bool:
    return skel(memory) in skel(text)


def chunkings(text: str) -> Iterator[list[str]]:
    yield list(text)
    for seed in range(12):
        rng = random.Random(seed)
        out, i = [], 0
        while i < len(text):
            k = rng.randint(1, 9)
            out.append(text[i : i + k])
            i += k
        yield out


def guarded(text: str) -> str:
    """The whole-text result, after checking every chunking streams to the same text."""
    whole = scrub(text, PACK)
    for chunks in chunkings(text):
        guard = LeakGuard(PACK)
        assert "".join(guard.feed(c) for c in chunks) + guard.flush() == whole
    return whole


def edited(line: str) -> str:
    """A light edit: a word changed, a letter dropped, the closing punctuation gone."""
    return (
        line.replace("Tuesday", "Tuesdy")
        .replace("remind you", "remind u")
        .replace("clinic", "clinc")
        .replace(".」", "」")
        .replace("because of", "due to")
        .replace("飛び込んで", "飛びこんで")
        .replace("？」", "」")
    )


@pytest.mark.parametrize(
    ("name", "text", "kept", "gone"),
    [
        ("reversed", f"{R0}\n{U0}\n{ASK}", DENTIST_REPLY, DENTIST),
        ("filler line", f"{U0}\n{FILLER}\n{R0}\n{ASK}", DENTIST, DENTIST_REPLY),
        ("filler blank lines", f"{U0}\n\n{FILLER}\n\n{R0}\n\n{ASK}", DENTIST, DENTIST_REPLY),
        (
            "filler sentence on the line",
            f"{U0} {FILLER} That reminds me of something else. {R0}\n{ASK}",
            DENTIST,
            DENTIST_REPLY,
        ),
        ("other entries", f"{U0}\n{R1}\n{ASK}", DENTIST, SUSHI_REPLY),
        ("other entries reversed", f"{R1}\n{FILLER}\n{U0}\n{ASK}", SUSHI_REPLY, DENTIST),
        ("edited", f"{edited(U0)}\n{edited(R0)}\n{ASK}", "Dentist appointment", "Got it"),
        ("edited other entries", f"{edited(U1)}\n{FILLER}\n{edited(U2)}\n{ASK}", "sushi", "こむぎ"),
        (
            "bare quotes reversed",
            f"「{DENTIST_REPLY}」\n「{DENTIST}」\n{ASK}",
            DENTIST_REPLY,
            DENTIST,
        ),
        ("japanese reversed", f"{R2}\nそれと\n{U2}\n元気？", KOMUGI_REPLY, KOMUGI),
        ("second cut short", f"{U0}\n{FILLER}\n{R0[:40]}\n{ASK}", DENTIST, "Got it: Tuesday 3pm"),
    ],
    ids=[
        "reversed",
        "filler line",
        "filler blank lines",
        "filler sentence on the line",
        "other entries",
        "other entries reversed",
        "edited",
        "edited other entries",
        "bare quotes reversed",
        "japanese reversed",
        "second cut short",
    ],
)
def test_a_second_pack_line_goes_wherever_it_comes(
    name: str, text: str, kept: str, gone: str
) -> None:
    out = guarded(text)
    assert kept in out, (name, out)
    assert gone not in out and not shown(out, gone), (name, out)
    assert ASK in out or "元気？" in out
    report = LeakGuard(PACK)
    report.feed(text)
    report.flush()
    assert report.report["removed"].get("paste"), report.report


@pytest.mark.parametrize(
    "text",
    [
        f"Sure, I remember.\n{U0}\n{ASK}",  # one pack line as is, with its label
        f"「{DENTIST}」\nThat's what you told me.",  # one quote on its own line
        f"{DENTIST_REPLY}",  # a reply equal to a remembered one
        # Several memories, each in the reply's own sentence.
        f'You said "{DENTIST}".\nAnd yesterday: "{SUSHI}".\nAlso 「{KOMUGI}」って話してましたね。',
        f"「{DENTIST}」\nYes: 「{DENTIST}」 is what you said.",  # the same line twice
        f"{DENTIST}\nAnd yesterday you mentioned the mackerel at the sushi place, I think.",
        "Thank you: that helps. You: always welcome.",  # labels without a pack line
    ],
    ids=["labelled line", "quote line", "equal", "several own", "twice", "one + own", "labels"],
)
def test_one_pack_line_and_natural_replies_stay(text: str) -> None:
    assert guarded(text) == text
    message = guard_message(AIMessage(text), PACK)
    assert message.content == text
    assert REPORT_KEY not in message.response_metadata


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("OMOIDE SECTION: EPISODE EVIDENCE", "omoide section"),
        ("omoide section - open loops", "omoide section"),
        ("[Omoide Section: Stable Facts]", "omoide section"),
        ("[internal context]", "internal context"),
        ("【INTERNAL CONTEXT】", "internal context"),
        ("(internal-context)", "internal-context"),
        ("[EPISODE EVIDENCE]", "episode evidence"),
        ("【Open Loops】", "open loops"),
    ],
)
def test_markers_and_section_names_in_any_spelling(text: str, gone: str) -> None:
    for reply in (f"{text}\n{ASK}", f"{text} {ASK}"):
        out = guarded(reply)
        assert gone not in out.casefold() and out.strip() == ASK, out


class Scripted(BaseChatModel):
    """A fake remote model answering one fixed message, whole or in small pieces (text first,
    then each tool call's JSON arguments)."""

    reply: AIMessage

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def _generate(self, messages: list[BaseMessage], *a: Any, **k: Any) -> ChatResult:
        return ChatResult(generations=[ChatGeneration(message=self.reply)])

    def _stream(
        self, messages: list[BaseMessage], *a: Any, **k: Any
    ) -> Iterator[ChatGenerationChunk]:
        text = str(self.reply.content)
        for i in range(0, len(text), 4):
            yield ChatGenerationChunk(message=AIMessageChunk(content=text[i : i + 4]))
        for n, call in enumerate(self.reply.tool_calls):
            args = json.dumps(call["args"], ensure_ascii=False)
            for j in range(0, len(args), 5):
                chunk = tool_call_chunk(
                    name=call["name"] if j == 0 else None,
                    args=args[j : j + 5],
                    id=call["id"] if j == 0 else None,
                    index=n,
                )
                yield ChatGenerationChunk(
                    message=AIMessageChunk(content="", tool_call_chunks=[chunk])
                )


def call(name: str, args: dict[str, Any], i: int = 0) -> dict[str, Any]:
    return {"name": name, "args": args, "id": f"c{i}", "type": "tool_call"}


def _everything(message: BaseMessage) -> str:
    args = [json.dumps(c["args"], ensure_ascii=False) for c in getattr(message, "tool_calls", [])]
    return "\n".join([str(message.content), *args])


@pytest.mark.parametrize(
    ("reply", "stays", "goes"),
    [
        # Two tool calls, one line each.
        (
            AIMessage(ASK, tool_calls=[call("search", {"q": U0}), call("search", {"q": R0}, 1)]),
            DENTIST,
            DENTIST_REPLY,
        ),
        # Two arguments of one call: send_email(subject=line1, body=line2).
        (
            AIMessage(ASK, tool_calls=[call("send_email", {"subject": U0, "body": R0})]),
            DENTIST,
            DENTIST_REPLY,
        ),
        # The reply's text and one call.
        (
            AIMessage(
                f"{U0}\n{ASK}", tool_calls=[call("send_email", {"subject": "hi", "body": R0})]
            ),
            DENTIST,
            DENTIST_REPLY,
        ),
        # Reversed, edited, across the text and a call.
        (
            AIMessage(f"{edited(R0)}\n{ASK}", tool_calls=[call("search", {"q": edited(U0)})]),
            "Tuesdy 3pm, Dr. Sato's clinc in Shibuya",
            "Dentist appointment on Tuesdy",
        ),
    ],
    ids=["two calls", "two arguments", "text + call", "edited text + call"],
)
def test_the_text_and_every_tool_argument_are_one_output(
    reply: AIMessage, stays: str, goes: str
) -> None:
    model = guard_chat_model(Scripted(reply=reply))
    prompt: list[AnyMessage] = with_memory([("user", "dentist?")], PACK)
    whole = model.invoke(prompt)
    chunks = list(model.stream(prompt))
    merged = chunks[0]
    for c in chunks[1:]:
        merged = merged + c
    assert isinstance(merged, AIMessageChunk)
    streamed_args = [json.loads(c["args"]) for c in merged.tool_call_chunks if c.get("args")]
    whole_args = [c["args"] for c in whole.tool_calls]
    assert merged.content == whole.content and streamed_args == whole_args
    out = _everything(whole)
    assert shown(out, stays) and not shown(out, goes), out
    assert ASK in str(whole.content)
    assert whole.response_metadata[REPORT_KEY]["removed"].get("paste")
    assert merged.response_metadata[REPORT_KEY]["removed"].get("paste")


def test_one_line_in_the_text_and_the_same_line_in_a_call_stay() -> None:
    reply = AIMessage(f"「{DENTIST}」", tool_calls=[call("search", {"q": DENTIST})])
    out = guard_message(reply, PACK)
    assert out.content == reply.content and out.tool_calls[0]["args"] == {"q": DENTIST}
    assert REPORT_KEY not in out.response_metadata


class _State(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]


def _checkpointed(reply: AIMessage) -> bytes:
    """The serialised checkpoint after one turn of a graph whose node answers through the
    guarded model (the react-agent shape)."""
    model = guard_chat_model(Scripted(reply=reply))

    def answer(state: _State) -> dict[str, Any]:
        return {"messages": [model.invoke(with_memory(state["messages"], PACK))]}

    saver = InMemorySaver()
    graph = StateGraph(_State).add_node("answer", answer).add_edge(START, "answer")
    app = graph.compile(checkpointer=saver)
    config: Any = {"configurable": {"thread_id": "t"}}
    app.invoke({"messages": [("user", "When is my dentist appointment?")]}, config)
    checkpoint = saver.get_tuple(config)
    assert checkpoint is not None
    _, data = saver.serde.dumps_typed(checkpoint.checkpoint)
    return data


def test_the_report_is_checkpointed_only_when_something_was_removed() -> None:
    natural = "Your dentist appointment is on Tuesday at 3pm at Dr. Sato's clinic in Shibuya."
    assert REPORT_KEY.encode() not in _checkpointed(AIMessage(natural))
    assert REPORT_KEY.encode() in _checkpointed(AIMessage(f"{U0}\n{FILLER}\n{R1}"))
