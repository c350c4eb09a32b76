"""The leak guard: markers and verbatim pack lines never reach the user — whole-text and while
streaming, whatever the chunking — and ordinary text passes through at once."""

from __future__ import annotations

import random
import re
from datetime import UTC, datetime

import pytest

from omoide.agent.config import RetrievalConfig
from omoide.agent.leak_guard import LeakGuard, scrub
from omoide.agent.nodes.pack import build_memory_pack
from omoide.agent.records import RankedEpisode

NOW = int(datetime(2026, 1, 10, 12, 0, tzinfo=UTC).timestamp())


def _pack() -> str:
    relevant = [
        RankedEpisode(
            "e0",
            "柴犬のこむぎが散歩中に川へ飛び込んでびしょ濡れになったよ",
            "こむぎちゃん、水が好きなんですね！帰ってからシャンプーは大変でしたか？",
            NOW - 30 * 86_400,
            "high",
            0.617,
            "heuristic rerank: score=0.617 rrf=1.000 lex=0.044 rec=0.513",
        ),
        RankedEpisode(
            "e1",
            "I cooked a Japanese curry with apples and honey last night",
            "Apples and honey make it mild and sweet — did your family like it?",
            NOW - 15 * 86_400,
            "medium",
            0.31,
            "heuristic rerank: score=0.310 rrf=0.400 lex=0.100 rec=0.700",
        ),
    ]
    return build_memory_pack(
        relevant,
        RetrievalConfig(),
        now=NOW,
        extra_sections={"OPEN_LOOPS": ["ask how the vet visit went"]},
    ).message()


PACK = _pack()
PACK_LINES = [ln for ln in PACK.splitlines() if len(ln.strip()) >= 12 and "<<" not in ln]
NORMAL = "こむぎちゃんは川に飛び込んだんでしたね。Did the shampoo go well?"


def stream(guard: LeakGuard, chunks: list[str]) -> str:
    return "".join(guard.feed(c) for c in chunks) + guard.flush()


def random_chunks(text: str, rng: random.Random, max_len: int = 8) -> list[str]:
    out, i = [], 0
    while i < len(text):
        n = rng.randint(1, max_len)
        out.append(text[i : i + n])
        i += n
    return out


def assert_clean(out: str) -> None:
    assert "<<<OMOIDE_SECTION" not in out
    assert "<<INTERNAL_CONTEXT>>" not in out
    for line in PACK_LINES:
        assert line.strip() not in out, line


def test_pack_fixture_has_what_the_tests_need() -> None:
    assert PACK.startswith("<<INTERNAL_CONTEXT>>\n<<<OMOIDE_SECTION:CONTEXT_CAPSULE>>>")
    assert "<<<OMOIDE_SECTION:OPEN_LOOPS>>>" in PACK
    assert any(ln.startswith("→ 関連: heuristic rerank") for ln in PACK_LINES)
    assert any(ln.startswith("User: 「柴犬のこむぎ") for ln in PACK_LINES)
    assert len(PACK_LINES) >= 9


# -- whole text --------------------------------------------------------------------------------


def test_markers_removed_mid_line() -> None:
    text = "Sure<<<OMOIDE_SECTION:EPISODE_EVIDENCE>>>, I remember<<INTERNAL_CONTEXT>> that."
    assert scrub(text, PACK) == "Sure, I remember that."


def test_unknown_section_names_are_markers_too() -> None:
    assert scrub("a<<<OMOIDE_SECTION:ANYTHING_ELSE>>>b", PACK) == "ab"


def test_verbatim_pack_lines_removed() -> None:
    text = PACK + "\n" + NORMAL
    out = scrub(text, PACK)
    assert_clean(out)
    assert out.strip() == NORMAL


def test_indented_or_padded_pack_line_is_still_removed() -> None:
    line = next(ln for ln in PACK_LINES if ln.startswith("User: 「柴犬"))
    out = scrub(f"ok\n  {line}  \nbye", PACK)
    assert out == "ok\n\nbye"


def test_normal_text_untouched() -> None:
    texts = [
        NORMAL,
        "if a < b and b <= c then a << 2 is <fine> <<< also fine",
        "<html><body>hi</body></html>",
        "<<INTERNAL>> is not our prefix, nor is <<<OMOIDE_section:lower>>>",
        "ends with a lone <",
        "複数行の\n普通の\n\n返事です。\n",
    ]
    for text in texts:
        assert scrub(text, PACK) == text, text


def test_line_that_starts_like_a_pack_line_then_diverges_is_kept() -> None:
    line = next(ln for ln in PACK_LINES if ln.startswith("User: 「柴犬"))
    diverging = line[:20] + "……じゃなくて、別の話だよ"
    assert scrub(diverging, PACK) == diverging
    assert scrub(line + " and more", PACK) == line + " and more"


def test_short_pack_lines_are_not_treated_as_leaks() -> None:
    # Lines under 12 characters are too common ("- ok") to suppress.
    pack = "<<INTERNAL_CONTEXT>>\n<<<OMOIDE_SECTION:OPEN_LOOPS>>>\n- ok\nUser: 「はい」"
    assert scrub("- ok\nUser: 「はい」", pack) == "- ok\nUser: 「はい」"


def test_empty_pack_guards_markers_only() -> None:
    assert scrub("hello <<INTERNAL_CONTEXT>>world", "") == "hello world"
    assert scrub(PACK_LINES[0], "") == PACK_LINES[0]


# -- streaming ---------------------------------------------------------------------------------


LEAKY_TEXTS = [
    PACK + "\n" + NORMAL,
    "はい！\n" + "\n".join(PACK_LINES[:4]) + "\nそれで、" + NORMAL,
    NORMAL + " <<<OMOIDE_SECTION:EPISODE_EVIDENCE>>> " + NORMAL,
    "a < b <<<OMOIDE_SECTION:OPEN_LOOPS>>>\n" + PACK_LINES[-1] + "\n<<<<<INTERNAL_CONTEXT>>>\n",
    "if x<y: pass\n" + PACK_LINES[2][:15] + " diverges here\n" + PACK_LINES[2],
]


@pytest.mark.parametrize("text", LEAKY_TEXTS)
def test_char_by_char_equals_whole_text(text: str) -> None:
    whole = scrub(text, PACK)
    assert stream(LeakGuard(PACK), list(text)) == whole
    assert_clean(whole)


@pytest.mark.parametrize("text", LEAKY_TEXTS)
def test_random_chunkings_equal_whole_text(text: str) -> None:
    whole = scrub(text, PACK)
    rng = random.Random(1234)
    for _ in range(200):
        chunks = random_chunks(text, rng, max_len=rng.choice([2, 5, 13, 40]))
        assert stream(LeakGuard(PACK), chunks) == whole


@pytest.mark.parametrize("text", LEAKY_TEXTS)
def test_whitespace_token_chunking_equals_whole_text(text: str) -> None:
    # How GenericFakeChatModel (and many tokenizers) stream: whitespace as its own token.
    chunks = re.split(r"(\s)", text)
    assert stream(LeakGuard(PACK), chunks) == scrub(text, PACK)


def test_indented_pack_line_streamed_with_separate_whitespace() -> None:
    line = next(ln for ln in PACK_LINES if ln.startswith("User: 「柴犬"))
    text = f"ok\n  {line}\nbye"
    chunks = ["ok", "\n", " ", " ", *re.split(r"( )", line), "\n", "bye"]
    assert "".join(chunks) == text
    assert stream(LeakGuard(PACK), chunks) == scrub(text, PACK) == "ok\n\nbye"


def test_non_leaking_text_is_not_held_back() -> None:
    guard = LeakGuard(PACK)
    assert guard.feed("Hello") == "Hello"
    assert guard.feed(", how") == ", how"
    assert guard.feed(" are you?\n") == " are you?\n"
    assert guard.feed("こむぎ") == "こむぎ"
    assert guard.flush() == ""


def test_partial_marker_is_held_until_it_resolves() -> None:
    guard = LeakGuard(PACK)
    assert guard.feed("I recall <<<OMOIDE") == "I recall "
    assert guard.feed("_SECTION:EPISODE_EVIDENCE>>> that") == " that"
    guard = LeakGuard(PACK)
    assert guard.feed("a <") == "a "
    assert guard.feed(" b") == "< b"  # not a marker after all: released with the next chunk
    assert guard.feed(" <") == " "
    assert guard.flush() == "<"  # the end of the text releases what was held


def test_pack_line_prefix_is_held_then_dropped_or_released() -> None:
    line = next(ln for ln in PACK_LINES if ln.startswith("→ 関連: heuristic rerank: score=0.617"))
    guard = LeakGuard(PACK)
    assert guard.feed(line[:10]) == ""
    assert guard.feed(line[10:]) == ""
    assert guard.feed("\n") == "\n"
    guard = LeakGuard(PACK)
    assert guard.feed(line[:10]) == ""
    assert guard.feed("??") == line[:10] + "??"  # diverged: everything held comes out
    assert guard.feed(" rest") == " rest"


def test_guard_is_reset_per_line() -> None:
    line = PACK_LINES[3]
    guard = LeakGuard(PACK)
    out = guard.feed("first line diverges\n") + guard.feed(line) + guard.feed("\nlast")
    out += guard.flush()
    assert out == "first line diverges\n\nlast"
