"""The leak guard, by purpose: the pack's structure (header, markers, headings, reason / score /
label lines) and pasted runs of two or more consecutive pack lines never reach the user — in any
spelling and any chunking — while a reply that restates remembered facts, quotes one remembered
line or equals one passes unchanged (issue 27: the old guard cut such replies to `.`,
「したんですよね…」, "You because…" and '')."""

from __future__ import annotations

import json
import random
import re
import unicodedata
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from omoide.agent.config import RetrievalConfig
from omoide.agent.leak_guard import FALLBACK, LeakGuard, scrub
from omoide.agent.nodes.pack import build_memory_pack
from omoide.agent.records import RankedEpisode

NOW = int(datetime(2026, 11, 20, 12, 0, tzinfo=UTC).timestamp())
DAY = 86_400

EPISODES = [
    RankedEpisode(
        "e0",
        "Dentist appointment on Tuesday at 3pm at Dr. Sato's clinic in Shibuya",
        "Got it: Tuesday 3pm, Dr. Sato's clinic in Shibuya. I'll remind you the day before.",
        NOW - 2 * DAY,
        "high",
        0.61,
        "r",
        "archive/log.txt",
    ),
    RankedEpisode(
        "e1",
        "11月23日の湘南マラソンにエントリーしたよ！",
        "11月23日の湘南マラソンにエントリーしたんですね！練習は週3回くらいにしますか？",
        NOW - 20 * DAY,
        "medium",
        0.5,
        "r",
        "archive/log.txt",
    ),
    RankedEpisode(
        "e2",
        "I had a bad reaction at a sushi place today because of the mackerel, I think",
        "Oh no. Mackerel is a common trigger; note the restaurant and see a doctor if it "
        "comes back.",
        NOW - 1 * DAY,
        "medium",
        0.45,
        "r",
        "archive/2026-11.txt",
    ),
    RankedEpisode(
        "e3",
        "柴犬のこむぎが散歩中に川へ飛び込んでびしょ濡れになったよ",
        "こむぎちゃん、水が好きなんですね！帰ってからシャンプーは大変でしたか？",
        NOW - 30 * DAY,
        "medium",
        0.41,
        "r",
        "archive/log.txt",
    ),
]


def _pack(query: str) -> str:
    return build_memory_pack(
        EPISODES,
        RetrievalConfig(),
        now=NOW,
        query=query,
        tz=ZoneInfo("Asia/Tokyo"),
        extra_sections={"OPEN_LOOPS": ["ask how the vet visit went"]},
    ).message()


PACK = _pack("歯医者とマラソンとお寿司とこむぎのこと、覚えてる？")
PACK_EN = _pack("Do you remember the dentist, the marathon and the sushi?")
LINES = PACK.splitlines()


def line_with(text: str, pack: str = PACK) -> int:
    return next(i for i, ln in enumerate(pack.splitlines()) if text in ln)


DENTIST_USER = line_with("Dentist appointment")
DENTIST_REPLY = DENTIST_USER + 1
KOMUGI_USER = line_with("柴犬のこむぎ")
REASON = next(ln for ln in LINES if ln.startswith("→") and "こむぎ" in ln)
INTRO = next(ln for ln in LINES if ln.startswith("以下は"))
STAMP = LINES[DENTIST_USER - 1]


def skel(text: str) -> str:
    """An independent check: NFKC, case-folded, letters and digits only."""
    return "".join(c for c in unicodedata.normalize("NFKC", text).casefold() if c.isalnum())


def whole(text: str, pack: str = PACK) -> tuple[str, dict[str, object]]:
    guard = LeakGuard(pack)
    return guard.feed(text) + guard.flush(), guard.report


def streamed(text: str, chunks: list[str], pack: str = PACK) -> str:
    guard = LeakGuard(pack)
    return "".join(guard.feed(c) for c in chunks) + guard.flush()


def chunkings(text: str, seed: str) -> list[list[str]]:
    rng = random.Random(seed)
    out = [list(text), re.split(r"(\s)", text)]
    for size in (2, 3, 5, 8, 13, 40):
        chunks, i = [], 0
        while i < len(text):
            k = rng.randint(1, size)
            chunks.append(text[i : i + k])
            i += k
        out.append(chunks)
    return out


def assert_stream_equal(text: str, pack: str = PACK) -> str:
    out, _ = whole(text, pack)
    for chunks in chunkings(text, text[:30]):
        assert streamed(text, chunks, pack) == out, chunks
    return out


def test_fixture_has_what_the_tests_need() -> None:
    assert PACK.startswith("<<INTERNAL_CONTEXT>>\n<<<OMOIDE_SECTION:CONTEXT_CAPSULE>>>")
    assert re.fullmatch(r"\[2026-11-1\dT\d\d:\d\d:\d\d\+09:00\]", STAMP)
    assert "Dr. Sato" in LINES[DENTIST_USER] and "remind you" in LINES[DENTIST_REPLY]
    assert REASON.startswith("→ 関連: ")


# -- what passes unchanged ---------------------------------------------------------------------

# The replies issue 27 reports cut by the old guard, and others that restate the pack's
# memories: in own words, with dates and names, quoting one remembered line (inline, on its
# own line, in quotes), equal to a remembered exchange, quoting two memories that are not
# consecutive in the pack.
UNCHANGED = [
    "Your dentist appointment is on Tuesday at 3pm at Dr. Sato's clinic in Shibuya.",
    "11月23日の湘南マラソンにエントリーしたんですよね…練習は順調ですか？",
    "You had a bad reaction at a sushi place today because of the mackerel — please avoid it "
    "for now.",
    EPISODES[0].reply_text,
    EPISODES[3].reply_text,
    EPISODES[1].user_text,
    f'You told me: "{EPISODES[0].user_text}" — I\'ll remind you on Monday.',
    f"「{EPISODES[3].user_text}」って話してくれましたよね。その後こむぎちゃんは元気？",
    f"Sure, I remember.\n{LINES[DENTIST_USER]}\nThat's what you said two days ago.",
    f"覚えてますよ！\n「{EPISODES[1].user_text}」\n練習、無理しないでくださいね。",
    f'You said "{EPISODES[0].user_text}".\nAnd later: "{EPISODES[2].user_text}".',
    "前回はこうお伝えしました：" + EPISODES[3].reply_text + "\nまだ参考になりそうですか？",
    "- Tuesday 3pm: dentist (Dr. Sato, Shibuya)\n- November 23: Shonan Marathon",
    "How did the vet visit go? I hope Komugi is doing well.",
    "I have some internal context on this: open loops are tasks we left unfinished.",
    "if a < b and b <= c then a << 2 is <fine> <<< also fine",
    "<html><body>hi</body></html>",
    "My final score was 92, and the related topic is sushi.",
    "複数行の\n普通の\n\n返事です。\n",
    "ends with a lone <",
    "",
]


@pytest.mark.parametrize("reply", UNCHANGED)
def test_natural_reply_passes_unchanged(reply: str) -> None:
    for pack in (PACK, PACK_EN, ""):
        out, report = whole(reply, pack)
        assert out == reply
        assert report["removed"] == {} and report["fallback"] is False
        assert assert_stream_equal(reply, pack) == reply


def test_a_reply_equal_to_a_remembered_line_survives_streaming_too() -> None:
    """The old guard returned '' for it (invoke and stream)."""
    reply = EPISODES[0].reply_text
    for chunks in chunkings(reply, "equal"):
        assert streamed(reply, chunks) == reply


# -- the pack's structure, in any spelling -----------------------------------------------------

ANSWER = "こむぎちゃんは元気ですか？"


def _fullwidth(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


STRUCTURE = [
    ("header", "<<INTERNAL_CONTEXT>>", "internalcontext"),
    ("header", _fullwidth("<<INTERNAL_CONTEXT>>"), "internalcontext"),
    ("header", "<<INTER\u200bNAL_CON\u200dTEXT>>", "internalcontext"),
    ("header", "<\u00ad<INTERNAL\u00ad_CONTEXT>\u00ad>", "internalcontext"),
    ("header", "‹‹internal context››", "internalcontext"),
    ("header", "«INTERNAL_CONTEXT»", "internalcontext"),
    ("header", "﹤﹤INTERNAL_CONTEXT﹥﹥", "internalcontext"),
    ("header", "INTERNAL_CONTEXT", "internalcontext"),
    ("marker", "<<<OMOIDE_SECTION:EPISODE_EVIDENCE>>>", "omoidesection"),
    ("marker", _fullwidth("<<<OMOIDE_SECTION:OPEN_LOOPS>>>"), "omoidesection"),
    ("marker", "<<< omoide section: stable facts >>>", "omoidesection"),
    ("marker", "〈〈〈OMOIDE\u200b_SECTION:SHARED_NARRATIVE〉〉〉", "omoidesection"),
    ("marker", "<\u00ad<<OMOIDE_SECTION>>>", "omoidesection"),
    ("heading", "EPISODE_EVIDENCE:", "episodeevidence"),
    ("heading", "## Open Loops", "openloops"),  # a line of its own only: see LINE_ONLY
    ("heading", "【STABLE_FACTS】", "stablefacts"),
    ("heading", INTRO, skel(INTRO)),
    ("heading", STAMP, skel(STAMP)),
    ("reason", REASON, skel(REASON.split(":", 1)[1])),
    ("reason", "-> related:" + REASON.split(":", 1)[1], skel(REASON.split(":", 1)[1])),
    ("reason", "→ 関連：" + REASON.split(":", 1)[1], skel(REASON.split(":", 1)[1])),
    ("reason", REASON.lstrip("→ "), skel(REASON.split(":", 1)[1])),
    ("label", "[high 0.61]", "high061"),
    ("label", "(medium, 0.45)", "medium045"),
    ("label", "score=0.617 rrf=0.031", "score0617"),
    ("label", next(ln for ln in LINES if "now_local" in ln), "nowlocal"),
    ("label", 'persona_mood_state: {"label": "joy", "valence": 0.52}', "personamoodstate"),
    ("label", "Persona mood state = {'label': 'calm'}", "personamoodstate"),
]


@pytest.mark.parametrize(("kind", "leak", "core"), STRUCTURE, ids=[s[1][:30] for s in STRUCTURE])
def test_structure_is_removed_on_its_own_line(kind: str, leak: str, core: str) -> None:
    text = f"{leak}\n{ANSWER}"
    out, report = whole(text)
    assert out == ANSWER
    assert core not in skel(out)
    assert kind in report["removed"]  # type: ignore[operator]
    assert_stream_equal(text)


# Spaced section names and "関連: …" without an arrow are ordinary words inside a sentence
# ("open loops"); as a line of their own they are the pack's.
LINE_ONLY = {"## Open Loops", REASON.lstrip("→ ")}


INLINE = [s for s in STRUCTURE if s[1] not in LINE_ONLY]


@pytest.mark.parametrize(("kind", "leak", "core"), INLINE, ids=[s[1][:30] for s in INLINE])
def test_structure_is_removed_after_a_sentence(kind: str, leak: str, core: str) -> None:
    text = f"Good question. {leak}"
    out, _ = whole(text)
    assert out.startswith("Good question.")
    assert core not in skel(out)
    assert_stream_equal(text)


def test_a_marker_inside_a_sentence_goes_alone() -> None:
    out, report = whole("Sure <<INTERNAL_CONTEXT>> here you go.")
    assert out == "Sure here you go."
    assert report["removed"] == {"header": 1}


def test_a_partial_marker_is_held_until_it_resolves() -> None:
    lead = "I recall what you told me about the trip last autumn, "
    guard = LeakGuard("")
    out = guard.feed(lead + "<<<OMOIDE")
    assert out and lead.startswith(out)  # the sentence so far, less what a paste could take
    out += guard.feed("_SECTION:EPISODE_EVIDENCE>>> that") + guard.flush()
    assert out == lead + "that"
    guard = LeakGuard("")
    out = guard.feed("go <<intern")
    assert "intern" not in out  # could still be <<internal_context>>
    out += guard.feed("ship>> now") + guard.flush()
    assert out == "go <<internship>> now"  # not a marker after all


# -- pasted runs of consecutive pack lines -----------------------------------------------------

U, R = LINES[DENTIST_USER], LINES[DENTIST_REPLY]
KU, KR = LINES[KOMUGI_USER], LINES[KOMUGI_USER + 1]
GONE_EN = [skel(EPISODES[0].user_text), skel(EPISODES[0].reply_text)]
GONE_JA = [skel(EPISODES[3].user_text), skel(EPISODES[3].reply_text)]

PASTES = [
    ("two lines", f"{U}\n{R}", GONE_EN),
    ("header and a line", f"{STAMP}\n{U}", GONE_EN[:1]),
    ("a line and its reason", f"{KR}\n{REASON}", GONE_JA[1:]),
    ("whole entry", "\n".join(LINES[DENTIST_USER - 1 : DENTIST_REPLY + 2]), GONE_EN),
    ("quote-prefixed", f"> {U}\n> {R}", GONE_EN),
    ("list-prefixed", f"- {KU}\n- {KR}", GONE_JA),
    ("upper case, doubled spaces", f"{U.upper()}\n{R.replace(' ', '  ')}", GONE_EN),
    ("full-width", f"{_fullwidth(U)}\n{_fullwidth(R)}", GONE_EN),
    ("zero-width", U.replace(" ", " \u200b") + "\n" + R, GONE_EN),
    ("on one line", f"{U} {R}", GONE_EN),
    ("quotes only", f"「{EPISODES[3].user_text}」\n「{EPISODES[3].reply_text}」", GONE_JA),
    ("second line cut", f"{U}\n{R[:40]}", GONE_EN[:1]),
    ("blank line between", f"{KU}\n\n{KR}", GONE_JA),
    ("the whole pack", PACK, [*GONE_EN, *GONE_JA, "internalcontext", "omoidesection"]),
    ("JSON pack", json.dumps({"notes": PACK}, ensure_ascii=False), ["internalcontext"]),
    ("JSON-escaped pack", json.dumps({"notes": PACK}), [*GONE_EN, "internalcontext"]),
    ("JSON-escaped lines", json.dumps(f"{KU}\n{KR}")[1:-1], GONE_JA),
]


@pytest.mark.parametrize(("name", "paste", "gone"), PASTES, ids=[p[0] for p in PASTES])
def test_pasted_lines_are_removed_and_the_answer_stays(
    name: str, paste: str, gone: list[str]
) -> None:
    text = f"Here is what I remember:\n{paste}\n{ANSWER}"
    out, report = whole(text)
    # JSON escapes decoded for the check (what a reader of the JSON would see).
    seen = out.encode("ascii", "backslashreplace").decode("unicode_escape")
    for g in gone:
        assert g not in skel(out) and g not in skel(seen), g
    assert out.startswith("Here is what I remember:") and out.endswith(ANSWER)
    assert report["removed"]
    assert_stream_equal(text)


def test_a_lead_in_goes_with_the_paste_it_opens_and_a_later_sentence_stays() -> None:
    out, report = whole(f"As you told me: {U}\n{R} Anyway, good luck!")
    assert out == "Anyway, good luck!"
    assert report["removed"] == {"paste": 1}
    # A long sentence before it keeps its words: removal starts where the paste does.
    long = "I went through everything we talked about this autumn and found this bit: "
    out, _ = whole(f"{long}{U}\n{R}")
    assert out.rstrip() == long.rstrip()
    assert_stream_equal(f"{long}{U}\n{R}")


def test_the_whole_pack_pasted_leaves_only_the_answer() -> None:
    out, report = whole(f"{PACK}\n\n{ANSWER}")
    assert out == ANSWER
    removed = report["removed"]
    assert isinstance(removed, dict) and {"header", "marker", "paste"} <= set(removed)


# -- never empty, reported ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("\n".join(PACK_EN.splitlines()[DENTIST_USER : DENTIST_REPLY + 1]), None, FALLBACK["en"]),
        (f"{KU}\n{KR}", None, FALLBACK["ja"]),
        (f"{KU}\n{KR}", "en", FALLBACK["en"]),
        ("<<INTERNAL_CONTEXT>>", "en", FALLBACK["en"]),
    ],
)
def test_a_reply_left_with_nothing_gets_one_neutral_sentence(
    text: str, language: str | None, expected: str
) -> None:
    for pack in (PACK, PACK_EN):
        if text.split("\n")[0] not in pack and "INTERNAL" not in text:
            continue
        assert scrub(text, pack, language=language) == expected
        guard = LeakGuard(pack, language=language)
        assert "".join(guard.feed(c) for c in text) + guard.flush() == expected
        assert guard.report["fallback"] is True
        assert scrub(text, pack, fallback=False) == ""


def test_the_report_counts_kinds_and_never_holds_pack_text() -> None:
    text = f"<<INTERNAL_CONTEXT>>\n{U}\n{R}\n{REASON}\n[high 0.61] ok\n{ANSWER}"
    out, report = whole(text)
    assert out == f"ok\n{ANSWER}"
    assert report["removed"] == {"header": 1, "label": 1, "paste": 1, "reason": 1}
    assert isinstance(report["removed_chars"], int) and report["removed_chars"] > len(U)
    shown = json.dumps(report, ensure_ascii=False)
    assert "Dentist" not in shown and "こむぎ" not in shown


# -- streaming ---------------------------------------------------------------------------------

MIXED = [
    f"{PACK}\n{ANSWER}",
    f"はい！\n{KU}\n{KR}\n{REASON}\nそれで、{ANSWER}",
    f"{ANSWER} <<<OMOIDE_SECTION:EPISODE_EVIDENCE>>> {ANSWER}",
    f"a < b <<<OMOIDE_SECTION:OPEN_LOOPS>>>\n{LINES[-1]}\n<<<<<INTERNAL_CONTEXT>>>\n",
    f"if x<y: pass\n{U[:15]} diverges here\n{U}",
    f"{U}\nSomething else entirely.\n{R}",
]


@pytest.mark.parametrize("text", MIXED)
def test_any_chunking_equals_whole_text(text: str) -> None:
    out = assert_stream_equal(text)
    assert "internalcontext" not in skel(out) and "omoidesection" not in skel(out)


def test_natural_text_streams_promptly() -> None:
    """Held back is at most the end of the current sentence (a paste may still begin there)
    plus a word that may still be a marker or a pack line — never the reply so far."""
    reply = (
        "Good morning! The weather is lovely today, so maybe take Komugi to the river. "
        "Your dentist appointment is on Tuesday at 3pm, and the marathon is on the 23rd. "
    ) * 2
    guard = LeakGuard(PACK)
    fed = out = ""
    worst = 0
    for token in re.split(r"(\s)", reply):
        fed += token
        out += guard.feed(token)
        assert fed.startswith(out)
        worst = max(worst, len(fed) - len(out))
    assert worst <= 40, worst
    assert out + guard.flush() == reply


def test_a_copy_in_progress_is_held_then_dropped_and_text_flows_again() -> None:
    guard = LeakGuard(PACK)
    assert guard.feed(U[:30]) == ""  # may still be the start of a paste
    assert guard.feed(U[30:] + "\n" + R) == ""
    rest = guard.feed("\nAnyway, how are you?") + guard.flush()
    assert rest == "Anyway, how are you?"


def test_the_mood_record_goes_and_what_follows_it_stays() -> None:
    text = 'Sure! persona_mood_state: {"label": "joy", "valence": 0.52} Anyway, how was Kyoto?'
    out, report = whole(text)
    assert out == "Sure! Anyway, how was Kyoto?"
    assert report["removed"] == {"label": 1}
    assert_stream_equal(text)
    # talking about moods is not the record
    for natural in ("I'm in a good mood today!", "My persona's mood state is great today"):
        assert whole(natural)[0] == natural
