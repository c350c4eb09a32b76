"""The leak guard: nothing of the pack reaches the user — markers in any spelling, and copies of
what the pack quotes however they are respaced, re-cased, re-wrapped, escaped or cut — whole and
streamed in any chunking, while replies that mention remembered facts in their own words pass
untouched and ordinary text is not held back longer than a possible copy needs."""

from __future__ import annotations

import json
import random
import re
import unicodedata
from datetime import UTC, datetime

import pytest

from omoide.agent.config import RetrievalConfig
from omoide.agent.leak_guard import MIN_LEAK_WEIGHT, LeakGuard, leaked_weight, scrub, skeleton
from omoide.agent.nodes.pack import build_memory_pack
from omoide.agent.records import RankedEpisode

NOW = int(datetime(2026, 1, 10, 12, 0, tzinfo=UTC).timestamp())
DAY = 86_400

EPISODES = [
    RankedEpisode(
        "e0",
        "柴犬のこむぎが散歩中に川へ飛び込んでびしょ濡れになったよ",
        "こむぎちゃん、水が好きなんですね！帰ってからシャンプーは大変でしたか？",
        NOW - 30 * DAY,
        "high",
        0.617,
        "heuristic rerank: score=0.617",
        "archive/log.txt",
    ),
    RankedEpisode(
        "e1",
        "I have a deadline for Project Aurora next Friday and the demo is not ready",
        "Let's split the remaining Aurora tasks: the demo script first, then the slides.",
        NOW - 5 * DAY,
        "medium",
        0.5,
        "heuristic rerank: score=0.500",
        "archive/log.txt",
    ),
    RankedEpisode(
        "e2",
        "4月に京都へ旅行する予定で、嵐山と伏見稲荷に行きたいんだ",
        "桜の季節の京都は最高ですね。伏見稲荷は朝早く行くと空いていますよ。",
        NOW - 100 * DAY,
        "medium",
        0.45,
        "heuristic rerank: score=0.450",
        "archive/2025-10.txt",
    ),
    RankedEpisode(
        "e3",
        "I cooked a Japanese curry with apples and honey last night",
        "Apples and honey make it mild and sweet — did your family like it?",
        NOW - 15 * DAY,
        "medium",
        0.41,
        "heuristic rerank: score=0.410",
        "archive/log.txt",
    ),
]


def _pack(query: str) -> str:
    cfg = RetrievalConfig(timezone="Asia/Tokyo")
    extra = {"OPEN_LOOPS": ["ask how the vet visit went"]}
    return build_memory_pack(
        EPISODES, cfg, now=NOW, query=query, extra_sections=extra, tz=_tz()
    ).message()


def _tz() -> object:
    from zoneinfo import ZoneInfo

    return ZoneInfo("Asia/Tokyo")


PACK = _pack("こむぎとAuroraの話、覚えてる？")
PACK_EN = _pack("Do you remember the Aurora deadline and the curry?")
LINES = PACK.splitlines()
EN_LINE = next(ln for ln in LINES if "Project Aurora" in ln)
EN_QUOTE = EPISODES[1].user_text
JA_LINE = next(ln for ln in LINES if "柴犬のこむぎ" in ln)
JA_QUOTE = EPISODES[0].user_text
JA_REPLY_QUOTE = EPISODES[0].reply_text
INTRO = next(ln for ln in LINES if ln.startswith("以下は"))
REASON = next(ln for ln in LINES if ln.startswith("→ 関連") and "log.txt" in ln)
NORMAL = "こむぎちゃんは川に飛び込んだんでしたね。Did the shampoo go well?"


def simple_norm(text: str) -> str:
    """An independent check: NFKC, case-folded, without spaces or invisible characters."""
    text = unicodedata.normalize("NFKC", text).casefold()
    return "".join(c for c in text if not c.isspace() and unicodedata.category(c) != "Cf")


def stream(guard: LeakGuard, chunks: list[str]) -> str:
    return "".join(guard.feed(c) for c in chunks) + guard.flush()


def random_chunks(text: str, rng: random.Random, max_len: int = 8) -> list[str]:
    out, i = [], 0
    while i < len(text):
        n = rng.randint(1, max_len)
        out.append(text[i : i + n])
        i += n
    return out


def test_fixture_has_what_the_tests_need() -> None:
    assert PACK.startswith("<<INTERNAL_CONTEXT>>\n<<<OMOIDE_SECTION:CONTEXT_CAPSULE>>>")
    assert EN_LINE in (f"User: 「{EN_QUOTE}」", f"ユーザー: 「{EN_QUOTE}」")
    assert JA_LINE.endswith(f"「{JA_QUOTE}」")
    assert "こむぎ" in REASON


# -- the 32 variants (the reliability drill's list) -------------------------------------------


def _fullwidth(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


# (name, reply, what must not survive — checked with simple_norm, independently of the guard)
VARIANTS: list[tuple[str, str, str]] = [
    ("verbatim", EN_LINE, EN_QUOTE[10:40]),
    ("doubled spaces", EN_LINE.replace(" ", "  "), EN_QUOTE[10:40]),
    ("tabs", EN_LINE.replace(" ", "\t"), EN_QUOTE[10:40]),
    ("zero-width spaces", EN_LINE.replace(" ", " \u200b"), EN_QUOTE[10:40]),
    ("zero-width inside words", "\u200b".join(EN_LINE), EN_QUOTE[10:40]),
    ("quote prefix", "> " + EN_LINE, EN_QUOTE[10:40]),
    ("list prefix", "- " + EN_LINE, EN_QUOTE[10:40]),
    ("lead-in, same line", "As you told me before: " + EN_LINE, EN_QUOTE[10:40]),
    ("trailing 。", EN_LINE + "。", EN_QUOTE[10:40]),
    ("full-width ASCII", _fullwidth(EN_LINE), EN_QUOTE[10:40]),
    ("upper case", EN_LINE.upper(), EN_QUOTE[10:40]),
    ("lower case", EN_LINE.lower(), EN_QUOTE[10:40]),
    ("first 40 characters", EN_QUOTE[:40], EN_QUOTE[2:40]),
    ("without the wrapper", EN_QUOTE, EN_QUOTE[10:40]),
    ("without the wrapper, mid-sentence", f"Well, {EN_QUOTE.lower()}, right?", EN_QUOTE[10:40]),
    ("JSON-escaped", json.dumps(EN_LINE), EN_QUOTE[10:40]),
    ("JSON-escaped (ASCII)", json.dumps(JA_LINE), JA_QUOTE[3:20]),
    ("JSON inside a message", json.dumps({"said": JA_QUOTE}, ensure_ascii=False), JA_QUOTE[3:20]),
    ("split over two lines", EN_QUOTE[:36] + "\n" + EN_QUOTE[36:], EN_QUOTE[10:60]),
    ("Japanese verbatim", JA_LINE, JA_QUOTE[3:20]),
    ("Japanese spaced out", " ".join(JA_QUOTE), JA_QUOTE[3:20]),
    ("Japanese first 40 characters", JA_QUOTE[:40], JA_QUOTE[3:20]),
    ("Japanese without wrapper, 。", JA_QUOTE + "。", JA_QUOTE[3:20]),
    (
        "Japanese reply with lead-in",
        "前に話してくれたよね：" + JA_REPLY_QUOTE,
        JA_REPLY_QUOTE[2:20],
    ),
    ("half-width punctuation", JA_REPLY_QUOTE.replace("！", "!"), JA_REPLY_QUOTE[2:20]),
    ("the intro line", INTRO, INTRO[2:20]),
    ("a reason line", REASON, REASON[4:]),
    ("marker exact", "Sure <<INTERNAL_CONTEXT>> thing", "internal_context"),
    ("marker spaced, lower case", "Sure << internal_context >> thing", "internal_context"),
    ("section marker", "a <<<OMOIDE_SECTION:EPISODE_EVIDENCE>>> b", "omoide_section"),
    ("section marker variant", "a <<<omoide section: episode evidence>>> b", "episodeevidence"),
    ("the whole pack, quoted", "\n".join("> " + ln for ln in LINES), EN_QUOTE[10:40]),
]


def test_there_are_32_variants() -> None:
    assert len(VARIANTS) == 32
    assert len({name for name, _, _ in VARIANTS}) == 32


def _assert_clean(out: str, core: str) -> None:
    assert simple_norm(core) not in simple_norm(out).replace("_", "").replace(" ", "")
    assert simple_norm(core).replace("_", "") not in simple_norm(out).replace("_", "")
    assert "internal" not in out.casefold() and "omoide" not in out.casefold()
    assert leaked_weight(out, PACK) < MIN_LEAK_WEIGHT


@pytest.mark.parametrize(("name", "reply", "core"), VARIANTS, ids=[v[0] for v in VARIANTS])
def test_variant_removed_whole(name: str, reply: str, core: str) -> None:
    assert simple_norm(core).replace("_", "") in simple_norm(reply).replace("_", "") or (
        "\\u" in reply
    )
    _assert_clean(scrub(reply, PACK), core)


@pytest.mark.parametrize(("name", "reply", "core"), VARIANTS, ids=[v[0] for v in VARIANTS])
def test_variant_removed_streamed(name: str, reply: str, core: str) -> None:
    whole = scrub(reply, PACK)
    rng = random.Random(name)
    for _ in range(30):
        chunks = random_chunks(reply, rng, max_len=rng.choice([1, 2, 3, 5, 8]))
        out = stream(LeakGuard(PACK), chunks)
        assert out == whole
        _assert_clean(out, core)


def test_lead_in_survives_and_the_copy_goes() -> None:
    out = scrub("As you told me before: " + EN_LINE + " Good luck!", PACK)
    assert out.startswith("As you told me before")
    assert out.rstrip().endswith("Good luck!")
    assert "Aurora" not in out


# -- what must pass untouched ------------------------------------------------------------------

# Replies a companion would write about the same memories, in its own words (English and
# Japanese). The threshold MIN_LEAK_WEIGHT is set above the longest run any of them shares with
# the pack, and below the shortest copy in VARIANTS: see test_threshold_separates_the_two.
OWN_WORDS = [
    NORMAL,
    "Good luck with the Aurora demo next Friday! Want to rehearse the script together?",
    "You said the Aurora demo wasn't ready yet — how is it going now?",
    "Your deadline for Aurora is close. Start with the demo script, then do the slides.",
    "Did your family enjoy the curry with apples and honey?",
    "Apple and honey curry sounds lovely and mild. Did the kids like it?",
    "How did the vet visit go? I hope Komugi is doing well.",
    "Kyoto in April should be beautiful — go to Fushimi Inari early in the morning.",
    "I remember the honey curry! Are you cooking again tonight?",
    "Last time you were worried the demo wasn't ready. Is Project Aurora on track?",
    "こむぎちゃん、また川に飛び込んだりしていませんか？",
    "シャンプー、大変だったでしょう。こむぎちゃんは元気？",
    "京都旅行、嵐山にも行けるといいですね。伏見稲荷は早朝がおすすめです。",
    "4月の京都は桜がきれいですよ。楽しみですね！",
    "Auroraのデモ、間に合いそうですか？スクリプトから片付けましょう。",
    "カレーにりんごとはちみつを入れると甘くなりますよね。",
    "こむぎちゃんは水が大好きなんですね。散歩は楽しかった？",
    "獣医さんの診察はどうでしたか？",
    "伏見稲荷に朝早く行くなら、電車の時間を調べておきましょう。",
    "Project Aurora の締め切りは来週の金曜日でしたね。",
    "The weather is nice today. Shall we plan the weekend?",
    "if a < b and b <= c then a << 2 is <fine> <<< also fine",
    "<html><body>hi</body></html>",
    "複数行の\n普通の\n\n返事です。\n",
    "ends with a lone <",
]


@pytest.mark.parametrize("reply", OWN_WORDS)
def test_own_words_pass_untouched(reply: str) -> None:
    assert scrub(reply, PACK) == reply
    assert scrub(reply, PACK_EN) == reply


def test_threshold_separates_the_two() -> None:
    """How MIN_LEAK_WEIGHT was measured: the longest shared run (weight: ASCII letter or digit
    1, other characters 2) of every own-words reply against the pack, versus every copy."""
    own = max(max(leaked_weight(r, PACK), leaked_weight(r, PACK_EN)) for r in OWN_WORDS)
    copies = min(leaked_weight(reply, PACK) for name, reply, _ in VARIANTS if "marker" not in name)
    assert own < MIN_LEAK_WEIGHT <= copies, (own, copies)


def test_empty_pack_guards_markers_only() -> None:
    assert scrub("hello <<INTERNAL_CONTEXT>>world", "") == "hello world"
    assert scrub(EN_LINE, "") == EN_LINE


# -- streaming ---------------------------------------------------------------------------------

LEAKY_TEXTS = [
    PACK + "\n" + NORMAL,
    "はい！\n" + "\n".join(LINES[4:9]) + "\nそれで、" + NORMAL,
    NORMAL + " <<<OMOIDE_SECTION:EPISODE_EVIDENCE>>> " + NORMAL,
    "a < b <<<OMOIDE_SECTION:OPEN_LOOPS>>>\n" + LINES[-1] + "\n<<<<<INTERNAL_CONTEXT>>>\n",
    "if x<y: pass\n" + EN_LINE[:15] + " diverges here\n" + EN_LINE,
    json.dumps({"reply": PACK}),
]


@pytest.mark.parametrize("text", LEAKY_TEXTS)
def test_any_chunking_equals_whole_text(text: str) -> None:
    whole = scrub(text, PACK)
    assert leaked_weight(whole, PACK) < MIN_LEAK_WEIGHT
    assert "internal" not in whole.casefold() and "omoide" not in whole.casefold()
    assert stream(LeakGuard(PACK), list(text)) == whole
    assert stream(LeakGuard(PACK), re.split(r"(\s)", text)) == whole
    rng = random.Random(1234)
    for _ in range(100):
        chunks = random_chunks(text, rng, max_len=rng.choice([2, 5, 13, 40]))
        assert stream(LeakGuard(PACK), chunks) == whole


def _held(guard: LeakGuard, fed: str, out: str) -> str:
    assert fed.startswith(out)
    return fed[len(out) :]


def test_text_is_held_back_only_while_it_could_be_a_copy() -> None:
    """Streaming is not delayed to the end: what is held is a possible copy in progress (under
    the threshold's weight), an unfinished marker, or an unfinished JSON escape."""
    reply = "The weather is nice today. Shall we plan the weekend? " * 3
    guard = LeakGuard(PACK)
    fed = out = ""
    for token in re.split(r"(\s)", reply):
        fed += token
        out += guard.feed(token)
        held = _held(guard, fed, out)
        assert leaked_weight(held, PACK) < MIN_LEAK_WEIGHT
        assert len(skeleton(held)) < MIN_LEAK_WEIGHT
    out += guard.flush()
    assert out == reply


def test_partial_marker_is_held_until_it_resolves() -> None:
    guard = LeakGuard("")
    out = guard.feed("I recall <<<OMOIDE")
    assert out.startswith("I recall") and "<" not in out
    out += guard.feed("_SECTION:EPISODE_EVIDENCE>>> that") + guard.flush()
    assert out == "I recall that"
    guard = LeakGuard("")
    out = guard.feed("go <<intern")
    assert "intern" not in out  # could still be <<internal_context>>
    out += guard.feed("ship>> now") + guard.flush()
    assert out == "go <<internship>> now"  # not a marker after all


def test_partial_json_escape_is_held() -> None:
    escaped = json.dumps(JA_QUOTE)  # "\u67f4\u72ac..."
    guard = LeakGuard(PACK)
    outs = [guard.feed(c) for c in escaped]
    assert all("\\" not in o or o.count("\\u") * 6 <= len(o) for o in outs)
    out = "".join(outs) + guard.flush()
    assert out == scrub(escaped, PACK)
    assert simple_norm(JA_QUOTE[3:20]) not in simple_norm(skeleton(out))


def test_copy_in_progress_is_dropped_then_text_flows_again() -> None:
    guard = LeakGuard(PACK)
    first = guard.feed(EN_QUOTE[:20])
    assert first == ""  # could still become a copy
    assert guard.feed(EN_QUOTE[20:]) == ""
    rest = guard.feed(" — anyway, how are you?") + guard.flush()
    assert rest.endswith("how are you?")
    assert "Aurora" not in rest
