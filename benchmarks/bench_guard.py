"""The leak guard's benchmark: natural replies pass unchanged, every kind of leak is caught.

Packs come from the real retrieval over the bundled sample archive (``omoide demo``'s, built
into a fresh store), plus — when ``$OMOIDE_DATA`` is set and ``--dev`` is given — packs built
from the dev sets' conversations (LoCoMo in English, JMultiWOZ in Japanese). From each pack:

- **natural replies** (ja + en) that restate its memories the way a companion would: in own
  words with the date, quoting one remembered line (inline or on a line of its own), equal to
  one remembered reply, two quotes of different memories, a bulleted recap. Each must come out
  of the guard unchanged, with nothing reported removed;
- **leaks** of every kind: the internal header and section markers in many spellings
  (full-width, look-alike brackets, zero-width characters, soft hyphens, spaced, lower case),
  headings (section names, the intro, an entry's timestamp header), reason / score / label
  lines, pasted runs of two or more consecutive pack lines (verbatim, quote- / list-prefixed,
  upper-cased, reflowed onto one line, the second line cut), in tool-call arguments (parsed,
  streamed as chunks, invalid) and in reasoning (thinking blocks, ``reasoning_content``,
  reasoning summaries). Each must be caught: what leaked is gone (checked here by simple
  independent means, not by the guard's own code), the natural part around it stays, and the
  report names the kind.

Every text case is also streamed in several chunkings (random sizes, one character at a time,
at whitespace); every model case through ``GuardedChatModel.stream`` against ``invoke``: the
streamed result must equal the whole one.

    python benchmarks/bench_guard.py [--dev] [--dev-packs N] [--guard-at REV]

``--guard-at REV`` runs the same cases through the guard as of a git revision (its modules
loaded in place of the tree's), e.g. ``--guard-at 5b80323``, the guard before issue 34.3.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import tempfile
import time
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from importlib.resources import files
from pathlib import Path
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage, HumanMessage
from langchain_core.messages.tool import tool_call_chunk
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from pydantic import Field

from omoide import prompts
from omoide.agent import recall
from omoide.agent.config import RetrievalConfig
from omoide.agent.leak_guard import REPORT_KEY, LeakGuard, guard_chat_model
from omoide.agent.messages import message_text, with_memory
from omoide.agent.nodes.pack import build_memory_pack
from omoide.agent.records import RankedEpisode
from omoide.memory_store import MemoryStore
from omoide.memory_store.importers import import_path

__all__ = [
    "Case",
    "ModelCase",
    "Result",
    "ScriptedModel",
    "dev_packs",
    "issue_packs",
    "leak_cases",
    "model_cases",
    "natural_cases",
    "run",
    "sample_packs",
    "use_guard_at",
]

QUESTIONS = (
    "こむぎの散歩で何があったっけ？",
    "京都旅行はどこに行ったんだっけ",
    "When does Aurora launch?",
    "田中さんのおすすめの本って何だっけ？",
    "ピアノの練習はどの曲だったかな",
    "When did Komugi get her rabies shot?",
    "2025年の秋に読んでた本は何だっけ？",
    "What's the Aurora deadline?",
    "こむぎのワクチンはいつだった？",
    "How was the run along the river?",
    "What did I cook last week?",
    "あかりと何か約束してたっけ？",
    "新幹線の予約ってどうなってた？",
    "Did I tell you about the pollen?",
    "ホテルはどこにしたんだっけ",
    "What did Komugi do on the evening walk?",
    "雨の日の京都のプランは？",
    "How did the piano lesson go?",
    "What was my pace on the 3 km run?",
    "田中さんにお礼は何を渡した？",
    "Where did we go in Arashiyama?",
    "What's Komugi allergic to?",
    "読書会はいつだっけ",
    "Tell me about the Philosopher's Path",
    "こむぎがカラスに吠えた話",
    "What did I say about coffee?",
    "持ち物リストを作ったよね",
    "Any plans for the weekend?",
    "伏見稲荷は何時に行った？",
    "What did the vet say about her weight?",
    "最近の仕事のストレスについて",
    "Did I finish Clair de Lune?",
    "Shiba zoomies story",
    "体重は何キロだった？",
    "How is Project Aurora going?",
    "マラソンの練習どうだった？",
    "What book did Tanaka-san recommend?",
    "さくら動物病院の予約",
    "Bamboo grove early morning",
    "湯豆腐を食べたのはどこ？",
)


# -- packs ------------------------------------------------------------------------------------


def sample_packs(store_dir: Path | None = None, *, embedder: Any = None) -> list[tuple[str, str]]:
    """(question, pack) for each question whose real recall over the sample archive injects
    (``embedder``: the store's, by default the offline one it opens itself)."""
    sample = Path(str(files("omoide.memory_store").joinpath("sample_data")))
    report = import_path(sample)
    now = max(e.occurred_at for e in report.episodes) + 86_400  # as `omoide demo`
    path = store_dir or Path(tempfile.mkdtemp(prefix="omoide-guard-")) / "store"
    out = []
    with MemoryStore(path, **({"embedder": embedder} if embedder is not None else {})) as store:
        if len(store) == 0:
            store.add_episodes(report.episodes)
        config = RetrievalConfig(record_runs=False)
        for q in QUESTIONS:
            pack = recall(store, q, now=now, config=config).pack
            if pack:
                out.append((q, pack))
    return out


def _pack_of(pairs: Sequence[tuple[str, str, int]], query: str) -> str:
    episodes = [
        RankedEpisode(f"d{i}", u, r, at, "high" if i == 0 else "medium", 0.6, "dev", "dev.txt")
        for i, (u, r, at) in enumerate(pairs)
    ]
    now = max(at for _, _, at in pairs) + 7 * 86_400
    return build_memory_pack(episodes, RetrievalConfig(), now=now, query=query).message()


def dev_packs(data: Path, limit: int) -> list[tuple[str, str]]:
    """Packs of five exchanges each from LoCoMo (en) and JMultiWOZ (ja) dev conversations."""
    import gzip

    out: list[tuple[str, str]] = []
    base = int(datetime(2025, 6, 1, tzinfo=UTC).timestamp())
    locomo = data / "locomo10_dev.json"
    if locomo.is_file():
        for sample in json.loads(locomo.read_text("utf-8")):
            conv = sample["conversation"]
            turns = [t for k, v in conv.items() if re.fullmatch(r"session_\d+", k) for t in v]
            for i in range(0, len(turns) - 10, 10):
                pairs = [
                    (turns[j]["text"], turns[j + 1]["text"], base + j * 3600)
                    for j in range(i, i + 10, 2)
                ]
                out.append((pairs[0][0], _pack_of(pairs, pairs[0][0])))
                if len(out) >= limit // 2:
                    break
            if len(out) >= limit // 2:
                break
    woz = data / "jmultiwoz_tc_dev.jsonl.gz"
    if woz.is_file():
        with gzip.open(woz, "rt", encoding="utf-8") as f:
            for line in f:
                msgs = json.loads(line)["messages"]
                pairs = [
                    (msgs[j]["content"], msgs[j + 1]["content"], base + j * 3600)
                    for j in range(0, min(len(msgs) - 1, 10), 2)
                    if msgs[j]["role"] == "user" and msgs[j + 1]["role"] == "assistant"
                ]
                if len(pairs) >= 2:
                    out.append((pairs[0][0], _pack_of(pairs, pairs[0][0])))
                if len(out) >= limit:
                    break
    return out


def issue_packs() -> list[tuple[str, str, list[str]]]:
    """The replies issue 27 reports cut by the old guard, each with a pack that holds its fact:
    (reply, pack, language)."""
    now = int(datetime(2026, 11, 20, 12, 0, tzinfo=UTC).timestamp())
    day = 86_400
    rows = [
        (
            "Dentist appointment on Tuesday at 3pm at Dr. Sato's clinic in Shibuya",
            "Got it: Tuesday 3pm, Dr. Sato's clinic in Shibuya. I'll remind you the day before.",
            "Your dentist appointment is on Tuesday at 3pm at Dr. Sato's clinic in Shibuya.",
            "When is my dentist appointment?",
        ),
        (
            "11月23日の湘南マラソンにエントリーしたよ！",
            "11月23日の湘南マラソンにエントリーしたんですね！練習は週3回くらいにしますか？",
            "11月23日の湘南マラソンにエントリーしたんですよね…練習は順調ですか？",
            "マラソンっていつだっけ？",
        ),
        (
            "I had a bad reaction at a sushi place today because of the mackerel, I think",
            "Oh no. Mackerel is a common trigger. Please note the restaurant and see a doctor "
            "if the swelling comes back.",
            "You had a bad reaction at a sushi place today because of the mackerel — please keep "
            "away from it for now.",
            "What happened at the sushi place?",
        ),
    ]
    out = []
    for i, (user, reply, restated, question) in enumerate(rows):
        episodes = [
            RankedEpisode(f"i{i}", user, reply, now - (i + 1) * day, "high", 0.61, "r", "log.txt")
        ]
        pack = build_memory_pack(episodes, RetrievalConfig(), now=now, query=question).message()
        out.append((restated, pack, [question]))
        # A reply equal to the remembered reply (the old guard returned '', remember stored
        # nothing).
        out.append((reply, pack, [question]))
    return out


# -- reading a pack ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Entry:
    """One EPISODE_EVIDENCE entry as the model sees it (line indices into the pack's lines)."""

    header: int
    user: int
    reply: int
    reason: int
    date: str
    user_text: str
    reply_text: str


_QUOTE = re.compile(r"^(?:ユーザー|User|あなた|You): 「(.*)」$")


def entries(pack: str) -> list[Entry]:
    lines = pack.splitlines()
    out = []
    for i, line in enumerate(lines):
        m = re.match(r"^\[(\d{4}-\d{2}-\d{2})T", line)
        if not m or i + 3 >= len(lines):
            continue
        u, r = _QUOTE.match(lines[i + 1]), _QUOTE.match(lines[i + 2])
        if u and r and lines[i + 3].startswith("→"):
            out.append(Entry(i, i + 1, i + 2, i + 3, m.group(1), u.group(1), r.group(1)))
    return out


def _by_substance(found: list[Entry]) -> list[Entry]:
    """Entries whose two quotes both say something first (an archive line may have an empty
    side, and one remembered line alone is not a paste)."""
    return sorted(found, key=lambda e: min(len(_skel(e.user_text)), len(_skel(e.reply_text))) < 8)


def _first(text: str) -> str:
    """The first sentence (or clause) of a remembered text."""
    parts = re.split(r"(?<=[。！？!?])|(?<=\.)\s| / ", text)
    first = next((p.strip() for p in parts if p and p.strip()), text)
    return first.rstrip("。.!！?？")


def _ja(text: str) -> bool:
    return bool(re.search(r"[\u3040-\u30ff\u3400-\u9fff]", text))


_MONTHS = "January February March April May June July August September October November December"


def _date_en(iso: str) -> str:
    _, m, d = (int(x) for x in iso.split("-"))
    return f"{_MONTHS.split()[m - 1]} {d}"


def _date_ja(iso: str) -> str:
    _, m, d = (int(x) for x in iso.split("-"))
    return f"{m}月{d}日"


def _words(text: str, n: int) -> str:
    words = re.findall(r"[A-Za-z][A-Za-z'-]+", text)
    return " ".join(words[:n])


# -- cases ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Case:
    """One reply through the text guard. Natural: must come out unchanged. A leak: nothing of
    ``gone`` (skeletons / normalised strings) may survive, ``keep`` must, the report names
    ``kind``."""

    name: str
    family: str  # "natural" or the leak's kind
    text: str
    pack: str
    gone: tuple[str, ...] = ()
    keep: tuple[str, ...] = ()


_EN_TEMPLATES: tuple[Callable[[Entry], str], ...] = (
    lambda e: f'You told me on {_date_en(e.date)}: "{e.user_text}" How did it turn out?',
    lambda e: e.reply_text,
    lambda e: f"I remember that! {_first(e.user_text)} — is that still the plan?",
    lambda e: f"Last time I suggested this: {e.reply_text}\nDoes that still work for you?",
    lambda e: f"Yes, that was back on {_date_en(e.date)}. Tell me more about how it went.",
    lambda e: f'Sure, I remember.\n"{e.user_text}"\nThat\'s what you said on {_date_en(e.date)}.',
    lambda e: (
        f"If I remember right, you mentioned {_words(e.user_text, 4)} around {_date_en(e.date)}."
    ),
    lambda e: (
        f"- {_date_en(e.date)}: {_first(e.user_text)}\n- My advice then: {_first(e.reply_text)}"
    ),
)
_JA_TEMPLATES: tuple[Callable[[Entry], str], ...] = (
    lambda e: (
        f"{_date_ja(e.date)}に「{e.user_text}」って話してくれましたよね。その後どうなりました？"
    ),
    lambda e: e.reply_text,
    lambda e: f"覚えていますよ。{_first(e.user_text)}…でしたよね。",
    lambda e: f"前回はこうお伝えしました：{e.reply_text}\nまだ参考になりそうですか？",
    lambda e: f"{_date_ja(e.date)}のことですね。よかったら、その後のことも聞かせてください。",
    lambda e: (
        f"もちろん覚えてます！\n「{e.user_text}」\n{_date_ja(e.date)}にそう話してくれました。"
    ),
    lambda e: f"確か{_date_ja(e.date)}ごろの話ですよね。{_first(e.reply_text)}、とお返事しました。",
    lambda e: (
        f"・{_date_ja(e.date)}：{_first(e.user_text)}\n・そのときの私の答え：{_first(e.reply_text)}"
    ),
)


def natural_cases(packs: Sequence[tuple[str, str]], *, per_entry: int = 3) -> list[Case]:
    """Replies that restate the packs' memories naturally (templates rotated for variety)."""
    out: list[Case] = []
    k = 0
    for q, pack in packs:
        found = entries(pack)
        for e in found:
            templates = _JA_TEMPLATES if _ja(e.user_text + e.reply_text) else _EN_TEMPLATES
            for _ in range(per_entry):
                t = templates[k % len(templates)]
                k += 1
                out.append(Case(f"natural {k} ({q[:20]})", "natural", t(e), pack))
        # Two different memories quoted on consecutive lines (not consecutive pack lines).
        if len(found) >= 2:
            a, b = found[0], found[1]
            if _ja(a.user_text):
                when = _date_ja(b.date)
                text = f"「{a.user_text}」と言っていましたね。\n{when}には「{b.user_text}」とも。"
            else:
                text = f'You said "{a.user_text}".\nAnd on {_date_en(b.date)}: "{b.user_text}".'
            out.append(Case(f"natural two memories ({q[:20]})", "natural", text, pack))
            # One memory quoted as is, another in the reply's own sentence; the same memory
            # quoted twice: one pack line as is, not two.
            if _ja(a.user_text):
                text = (
                    f"「{a.user_text}」\nそれと、{when}には「{b.user_text}」とも話していましたね。"
                )
                twice = f"「{a.user_text}」\nそう、「{a.user_text}」って言ってましたね。"
            else:
                text = f'"{a.user_text}"\nAnd on {_date_en(b.date)} you also said "{b.user_text}".'
                twice = f'"{a.user_text}"\nYes: "{a.user_text}" is what you told me.'
            out.append(Case(f"natural one as is + one own ({q[:20]})", "natural", text, pack))
            out.append(Case(f"natural same quote twice ({q[:20]})", "natural", twice, pack))
            # A remembered reply laid out on several lines, as it was written.
            for e in found:
                if " / " in e.reply_text:
                    out.append(
                        Case(
                            f"natural multiline ({q[:20]})",
                            "natural",
                            e.reply_text.replace(" / ", "\n"),
                            pack,
                        )
                    )
                    break
    return out


def _fullwidth(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


def _answer(lang: str) -> str:
    return "こむぎちゃんは元気にしていますか？" if lang == "ja" else "How are you doing today?"


def _skel(text: str) -> str:
    """An independent skeleton: NFKC, case-folded, letters and digits only."""
    text = unicodedata.normalize("NFKC", text).casefold()
    return "".join(c for c in text if c.isalnum())


def _norm(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).casefold()
    return "".join(c for c in text if unicodedata.category(c) != "Cf")


HEADERS = (
    "<<INTERNAL_CONTEXT>>",
    "＜＜ＩＮＴＥＲＮＡＬ＿ＣＯＮＴＥＸＴ＞＞",
    "<<INTER\u200bNAL_CON\u200dTEXT>>",
    "<\u00ad<INTERNAL\u00ad_CONTEXT>\u00ad>",
    "‹‹internal context››",
    "«INTERNAL_CONTEXT»",
    "﹤﹤INTERNAL_CONTEXT﹥﹥",
    "<< internal_context >>",
    "〈〈Internal-Context〉〉",
    "INTERNAL_CONTEXT",
)


def _markers(name: str) -> tuple[str, ...]:
    spaced = name.lower().replace("_", " ")
    return (
        f"<<<OMOIDE_SECTION:{name}>>>",
        _fullwidth(f"<<<OMOIDE_SECTION:{name}>>>"),
        f"<<<OMOIDE\u200b_SECTION:{name[:3]}\u200c{name[3:]}>>>",
        f"<<< omoide section: {spaced} >>>",
        f"〈〈〈OMOIDE_SECTION:{name}〉〉〉",
        "<\u00ad<<OMOIDE_SECTION>>>",
    )


def leak_cases(packs: Sequence[tuple[str, str]], *, max_packs: int = 8) -> list[Case]:
    """Leaks of every kind, built from the packs' own lines."""
    out: list[Case] = []
    used = [(q, p) for q, p in packs if entries(p)][:max_packs]
    for n, (q, pack) in enumerate(used):
        lines = pack.splitlines()
        ents = _by_substance(entries(pack))
        e = ents[0]
        lang = "ja" if _ja(e.user_text) else "en"
        ans = _answer(lang)
        tag = f"{n}:{q[:12]}"

        def add(
            family: str,
            name: str,
            text: str,
            gone: Sequence[str],
            keep: Sequence[str] = (ans,),
            tag: str = tag,
            pack: str = pack,
        ) -> None:
            out.append(
                Case(f"{family} {name} [{tag}]", family, text, pack, tuple(gone), tuple(keep))
            )

        # The internal header, every spelling; alone on a line, and mid-sentence.
        for i, h in enumerate(HEADERS):
            add("header", f"line {i}", f"{h}\n{ans}", ["internalcontext"])
        add(
            "header",
            "mid-sentence",
            f"Sure {HEADERS[0]} here you go.\n{ans}",
            ["internalcontext"],
            ["Sure", ans],
        )
        # Section markers, every section, several spellings.
        for name in prompts.SECTION_ORDER:
            for i, m in enumerate(_markers(name)):
                if (i + n) % 3 == 0 or name == "EPISODE_EVIDENCE":
                    add("marker", f"{name} {i}", f"{m}\n{ans}", ["omoidesection"])
        # Headings: a section name as a token or a line, the intro, an entry's timestamp.
        add("heading", "token", f"EPISODE_EVIDENCE:\n{ans}", ["episode_evidence"])
        add("heading", "open loops line", f"## Open Loops\n{ans}", ["openloops"])
        add("heading", "stable facts bracket", f"【STABLE_FACTS】\n{ans}", ["stable_facts"])
        intro = next(ln for ln in lines if ln in {t.intro for t in prompts.PACK_TEXT.values()})
        add("heading", "intro", f"{intro}\n{ans}", [_skel(intro)])
        add("heading", "intro inline", f"{intro} {ans}", [_skel(intro)])
        add("heading", "timestamp", f"{lines[e.header]}\n{ans}", [_skel(lines[e.header])])
        # Reason lines: verbatim, ASCII arrow, full-width colon, after a quote on its line.
        reason = lines[e.reason]
        body = reason.split(":", 1)[1]
        add("reason", "verbatim", f"{reason}\n{ans}", [_skel(body)])
        add("reason", "ascii arrow", f"-> related:{body}\n{ans}", [_skel(body)])
        add("reason", "full-width colon", f"→ 関連：{body}\n{ans}", [_skel(body)])
        add("reason", "after text", f"{ans} {reason}", [_skel(body)])
        add("reason", "no arrow", f"{reason.lstrip('→ ')}\n{ans}", [_skel(body)])
        # Score / label lines.
        add(
            "label",
            "bracket",
            f"[high 0.61] {lines[e.header]}\n{ans}",
            ["[high", _skel(lines[e.header])],
        )
        add("label", "paren", f"(medium, 0.45) ← best match\n{ans}", ["(medium"])
        add("label", "score", f"score=0.617 rrf=0.031\n{ans}", ["score=", "rrf="])
        now_line = next(ln for ln in lines if "now_local" in ln)
        add("label", "now_local", f"{now_line}\n{ans}", ["now_local"])
        add("label", "inline", f"{ans} [medium 0.65]", ["[medium"])
        # Pasted runs of consecutive pack lines.
        ul, rl = lines[e.user], lines[e.reply]
        cores = [_skel(e.user_text), _skel(e.reply_text)]
        gone = [c for c in cores if len(c) >= 6]
        lead = "前に話していたことです：" if lang == "ja" else "Here is what I remember:"
        add("paste", "user+reply", f"{lead}\n{ul}\n{rl}\n{ans}", gone, [lead, ans])
        add("paste", "header+user", f"{lines[e.header]}\n{ul}\n{ans}", [gone[0]] if gone else [])
        add("paste", "reply+reason", f"{rl}\n{lines[e.reason]}\n{ans}", gone[1:])
        add("paste", "whole entry", "\n".join(lines[e.header : e.reason + 1]) + f"\n\n{ans}", gone)
        add("paste", "quoted", "\n".join("> " + ln for ln in (ul, rl)) + f"\n{ans}", gone)
        add("paste", "bulleted", "\n".join("- " + ln for ln in (ul, rl)) + f"\n{ans}", gone)
        add("paste", "upper case", f"{ul.upper()}\n{rl.upper()}\n{ans}", gone)
        add("paste", "full-width", f"{_fullwidth(ul)}\n{_fullwidth(rl)}\n{ans}", gone)
        add("paste", "one line", f"{lead} {ul} {rl}\n{ans}", gone, [ans])
        zw = ul.replace(" ", " \u200b")
        add("paste", "zero-width", f"{zw}\n{rl}\n{ans}", gone)
        add("paste", "second cut", f"{ul}\n{rl[: max(24, len(rl) * 2 // 3)]}\n{ans}", gone[:1])
        add("paste", "quotes only", f"「{e.user_text}」\n「{e.reply_text}」\n{ans}", gone)
        if len(ents) >= 2:
            f = ents[1]
            span = "\n".join(lines[e.header : f.reason + 1])
            more = [c for c in (_skel(f.user_text), _skel(f.reply_text)) if len(c) >= 6]
            add("paste", "two entries", f"{span}\n{ans}", gone + more)
        body_lines = pack.split("\n", 1)[1]
        add("paste", "whole pack", f"{pack}\n{ans}", [*gone, "internalcontext", "omoidesection"])
        add("paste", "pack without header", f"{ans}\n{body_lines}", [*gone, "omoidesection"])
        add(
            "paste",
            "pack as JSON line",
            json.dumps({"notes": pack}, ensure_ascii=False) + f"\n{ans}",
            ["internalcontext"],
        )
        add(
            "paste",
            "pack as ASCII JSON",
            json.dumps({"notes": pack}, ensure_ascii=True) + f"\n{ans}",
            ["internalcontext"],
        )
        # Near-variants of a paste (issue 34.3): one pack line as is may stay (a quote), the
        # second, different one must go — the one that comes later in the reply.
        if len(gone) == 2:
            u_core, r_core = gone
            filler = (
                "ところで、少し話を変えますね。" if lang == "ja" else "By the way, one more thing."
            )
            add("paste", "near reversed", f"{rl}\n{ul}\n{ans}", [u_core], [ans, e.reply_text])
            add(
                "paste", "near filler line", f"{ul}\n{filler}\n{rl}\n{ans}", [r_core], [filler, ans]
            )
            add("paste", "near filler blank", f"{ul}\n\n{filler}\n\n{rl}\n\n{ans}", [r_core])
            add("paste", "near filler inline", f"{ul} {filler} {rl}\n{ans}", [r_core])
            add("paste", "near edited", f"{_edited(ul)}\n{_edited(rl)}\n{ans}", [r_core[:8]])
            add(
                "paste",
                "near edited reversed",
                f"{_edited(rl)}\n{filler}\n{_edited(ul)}\n{ans}",
                [u_core[:8]],
            )
            cut = rl[: max(24, len(rl) * 2 // 3)]
            add("paste", "near cut after filler", f"{ul}\n{filler}\n{cut}\n{ans}", [r_core[:12]])
            add(
                "paste",
                "near quotes reversed",
                f"「{e.reply_text}」\n「{e.user_text}」\n{ans}",
                [u_core],
                [ans, e.reply_text],
            )
            if len(ents) >= 2:
                f = ents[1]
                far = lines[f.reply]
                far_core = _skel(f.reply_text)
                if len(far_core) >= 6 and far_core not in u_core:
                    add("paste", "near other entry", f"{ul}\n{far}\n{ans}", [far_core])
                    add(
                        "paste",
                        "near other entry reversed",
                        f"{far}\n{filler}\n{ul}\n{ans}",
                        [u_core],
                    )
        # Markers and headings spelled out, bracketed, spaced (the README: "in any spelling").
        add(
            "marker",
            "near spelled out",
            f"OMOIDE SECTION: EPISODE EVIDENCE\n{ans}",
            ["omoidesection"],
        )
        add(
            "marker", "near spelled lower", f"omoide section - open loops\n{ans}", ["omoidesection"]
        )
        add("marker", "near bracketed", f"[Omoide Section: Stable Facts]\n{ans}", ["omoidesection"])
        add("header", "near square brackets", f"[internal context]\n{ans}", ["internalcontext"])
        add("header", "near lenticular", f"【INTERNAL CONTEXT】\n{ans}", ["internalcontext"])
        add("header", "near parentheses inline", f"(internal-context) {ans}", ["internalcontext"])
        add("heading", "near bracket spaced", f"[EPISODE EVIDENCE]\n{ans}", ["[episode evidence]"])
        add("heading", "near lenticular spaced", f"【Open Loops】\n{ans}", ["【open loops】"])
    return out


def _edited(line: str) -> str:
    """A light edit of a pack line: one letter of its quote dropped, one doubled, the closing
    punctuation changed — what a model that "retypes" a line does."""
    chars = list(line)
    alnum = [i for i, c in enumerate(chars) if c.isalnum()]
    if len(alnum) < 12:
        return line
    a, b = alnum[len(alnum) // 3], alnum[2 * len(alnum) // 3]
    chars[b] = chars[b] * 2
    del chars[a]
    text = "".join(chars)
    return text.replace("。」", "」").replace(".」", "」").replace("！」", "!」")


# -- model cases: tool calls and reasoning ------------------------------------------------------


class ScriptedModel(BaseChatModel):
    """A fake remote chat model that answers with a fixed message, whole or streamed in
    pieces (text, reasoning and tool-call arguments alike)."""

    reply: AIMessage
    piece: int = 5
    seen: list[list[BaseMessage]] = Field(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> ScriptedModel:  # type: ignore[override]
        return self

    def _generate(self, messages: list[BaseMessage], *a: Any, **k: Any) -> ChatResult:
        self.seen.append(list(messages))
        return ChatResult(generations=[ChatGeneration(message=self.reply)])

    def _stream(
        self, messages: list[BaseMessage], *a: Any, **k: Any
    ) -> Iterator[ChatGenerationChunk]:
        self.seen.append(list(messages))
        m, n = self.reply, self.piece

        def pieces(text: str) -> list[str]:
            return [text[i : i + n] for i in range(0, len(text), n)] or [""]

        if isinstance(m.content, str):
            for p in pieces(m.content):
                yield ChatGenerationChunk(message=AIMessageChunk(content=p))
        else:
            for i, block in enumerate(m.content):
                assert isinstance(block, dict)
                key = {"thinking": "thinking", "text": "text"}[block["type"]]
                for p in pieces(block[key]):
                    yield ChatGenerationChunk(
                        message=AIMessageChunk(content=[{**block, key: p, "index": i}])
                    )
        reasoning = m.additional_kwargs.get("reasoning_content")
        if reasoning:
            for p in pieces(reasoning):
                yield ChatGenerationChunk(
                    message=AIMessageChunk(content="", additional_kwargs={"reasoning_content": p})
                )
        calls = [
            (tc["name"], json.dumps(tc["args"], ensure_ascii=False), tc["id"])
            for tc in m.tool_calls
        ]
        calls += [(tc["name"], tc["args"] or "", tc["id"]) for tc in m.invalid_tool_calls]
        for i, (name, args, call_id) in enumerate(calls):
            for j, p in enumerate(pieces(args)):
                first = j == 0
                chunk = tool_call_chunk(
                    name=name if first else None, args=p, id=call_id if first else None, index=i
                )
                yield ChatGenerationChunk(
                    message=AIMessageChunk(content="", tool_call_chunks=[chunk])
                )


@dataclass(frozen=True)
class ModelCase:
    """One model output through ``guard_chat_model``: ``where`` the check reads (content,
    reasoning, args)."""

    name: str
    family: str
    reply: AIMessage
    pack: str
    gone: tuple[str, ...] = ()
    keep: tuple[str, ...] = ()


def _call(query: Any, i: int = 0) -> dict[str, Any]:
    return {
        "name": "web_search",
        "args": {"query": query, "max_results": 3},
        "id": f"call_{i}",
        "type": "tool_call",
    }


def model_cases(packs: Sequence[tuple[str, str]], *, max_packs: int = 8) -> list[ModelCase]:
    out: list[ModelCase] = []
    used = [(q, p) for q, p in packs if entries(p)][:max_packs]
    for n, (q, pack) in enumerate(used):
        lines = pack.splitlines()
        e = _by_substance(entries(pack))[0]
        lang = "ja" if _ja(e.user_text) else "en"
        ans = _answer(lang)
        two = f"{lines[e.user]}\n{lines[e.reply]}"
        gone = tuple(c for c in (_skel(e.user_text), _skel(e.reply_text)) if len(c) >= 6)
        tag = f"[{n}:{q[:12]}]"
        # Tool-call arguments: the react-agent template sent the whole pack as a search query.
        out.append(
            ModelCase(
                f"tool whole pack {tag}",
                "tool_calls",
                AIMessage("", tool_calls=[_call(pack)]),
                pack,
                (*gone, "internalcontext", "omoidesection"),
            )
        )
        out.append(
            ModelCase(
                f"tool two lines {tag}",
                "tool_calls",
                AIMessage(ans, tool_calls=[_call(two)]),
                pack,
                gone,
                (ans,),
            )
        )
        # Two pack lines split over the output (issue 34.3): the first may stay, the second
        # goes — across two tool calls, two arguments of one call, the text and a call.
        if len(gone) == 2:
            second = (gone[1],)
            out.append(
                ModelCase(
                    f"tool near two calls {tag}",
                    "tool_calls",
                    AIMessage(ans, tool_calls=[_call(lines[e.user], 0), _call(lines[e.reply], 1)]),
                    pack,
                    second,
                    (ans,),
                )
            )
            email = {
                "name": "send_email",
                "args": {"subject": lines[e.user], "body": lines[e.reply]},
                "id": "call_mail",
                "type": "tool_call",
            }
            out.append(
                ModelCase(
                    f"tool near two arguments {tag}",
                    "tool_calls",
                    AIMessage(ans, tool_calls=[email]),
                    pack,
                    second,
                    (ans,),
                )
            )
            out.append(
                ModelCase(
                    f"tool near text + call {tag}",
                    "tool_calls",
                    AIMessage(
                        f"{lines[e.user]}\n{ans}",
                        tool_calls=[{**email, "args": {"subject": ans, "body": lines[e.reply]}}],
                    ),
                    pack,
                    second,
                    (ans,),
                )
            )
            out.append(
                ModelCase(
                    f"tool near bare quotes two calls {tag}",
                    "tool_calls",
                    AIMessage(ans, tool_calls=[_call(e.reply_text, 0), _call(e.user_text, 1)]),
                    pack,
                    (gone[0],),
                    (ans,),
                )
            )
        out.append(
            ModelCase(
                f"tool marker {tag}",
                "tool_calls",
                AIMessage(
                    "",
                    tool_calls=[_call(f"<<<OMOIDE_SECTION:EPISODE_EVIDENCE>>> {e.user_text[:20]}")],
                ),
                pack,
                ("omoidesection",),
            )
        )
        out.append(
            ModelCase(
                f"tool nested {tag}",
                "tool_calls",
                AIMessage("", tool_calls=[_call({"q": [f"<<INTERNAL_CONTEXT>>\n{two}"]})]),
                pack,
                (*gone, "internalcontext"),
            )
        )
        out.append(
            ModelCase(
                f"tool invalid args {tag}",
                "tool_calls",
                AIMessage(
                    "",
                    invalid_tool_calls=[
                        {
                            "name": "web_search",
                            "args": f"{{query: {pack}",
                            "id": "bad",
                            "error": "not JSON",
                            "type": "invalid_tool_call",
                        }
                    ],
                ),
                pack,
                (*gone, "internalcontext"),
            )
        )
        # Reasoning: thinking blocks, reasoning_content, next to a natural answer.
        out.append(
            ModelCase(
                f"thinking block {tag}",
                "reasoning",
                AIMessage(
                    [
                        {
                            "type": "thinking",
                            "thinking": f"The notes say:\n{pack}\nSo answer kindly.",
                        },
                        {"type": "text", "text": ans},
                    ]
                ),
                pack,
                (*gone, "internalcontext"),
                (ans,),
            )
        )
        out.append(
            ModelCase(
                f"reasoning_content {tag}",
                "reasoning",
                AIMessage(
                    ans,
                    additional_kwargs={
                        "reasoning_content": f"<<<OMOIDE_SECTION:EPISODE_EVIDENCE>>>\n{two}\nok"
                    },
                ),
                pack,
                (*gone, "omoidesection"),
                (ans,),
            )
        )
        out.append(
            ModelCase(
                f"reasoning label {tag}",
                "reasoning",
                AIMessage(
                    ans,
                    additional_kwargs={
                        "reasoning_content": f"{lines[e.reason]}\n[high 0.61] fits best"
                    },
                ),
                pack,
                ("[high", _skel(lines[e.reason].split(":", 1)[1])),
                (ans,),
            )
        )
        # Natural: a search query in own words, one remembered line as a query, a reasoning
        # that restates the memory: all unchanged.
        natural_q = f"{_words(e.user_text, 3) or e.user_text[:8]} {e.date[:4]}".strip()
        out.append(
            ModelCase(
                f"tool natural {tag}", "natural", AIMessage("", tool_calls=[_call(natural_q)]), pack
            )
        )
        out.append(
            ModelCase(
                f"tool one line {tag}",
                "natural",
                AIMessage(ans, tool_calls=[_call(e.user_text)]),
                pack,
            )
        )
        out.append(
            ModelCase(
                f"tool one line + text quote of the same {tag}",
                "natural",
                AIMessage(f"「{e.user_text}」", tool_calls=[_call(e.user_text)]),
                pack,
            )
        )
        others = [x for x in _by_substance(entries(pack)) if x is not e]
        if others:
            f = others[0]
            own = (
                f"{_date_ja(e.date)}に「{e.user_text}」と話してくれましたね。"
                if lang == "ja"
                else f'On {_date_en(e.date)} you told me "{e.user_text}".'
            )
            out.append(
                ModelCase(
                    f"tool other line + text in own words {tag}",
                    "natural",
                    AIMessage(own, tool_calls=[_call(f.user_text)]),
                    pack,
                )
            )
        out.append(
            ModelCase(
                f"thinking natural {tag}",
                "natural",
                AIMessage(
                    [
                        {
                            "type": "thinking",
                            "thinking": f"They told me on {e.date}: {e.user_text}. Follow up.",
                        },
                        {"type": "text", "text": ans},
                    ]
                ),
                pack,
            )
        )
        out.append(
            ModelCase(
                f"reasoning_content natural {tag}",
                "natural",
                AIMessage(
                    e.reply_text,
                    additional_kwargs={"reasoning_content": f"Remember: {e.reply_text}"},
                ),
                pack,
            )
        )
    return out


# -- running ------------------------------------------------------------------------------------


def streaming_lag(cases: Sequence[Case], *, size: int = 3) -> tuple[int, float, float]:
    """Natural replies fed ``size`` characters at a time: the most characters ever held back,
    the mean held back after each piece, and the guard's cost in µs per character."""
    worst, total, steps, chars = 0, 0, 0, 0
    started = time.perf_counter()
    for case in cases:
        if case.family != "natural":
            continue
        guard = LeakGuard(case.pack)
        fed = sent = 0
        for i in range(0, len(case.text), size):
            piece = case.text[i : i + size]
            fed += len(piece)
            sent += len(guard.feed(piece))
            worst = max(worst, fed - sent)
            total += fed - sent
            steps += 1
        guard.flush()
        chars += len(case.text)
    took = time.perf_counter() - started
    return worst, total / max(steps, 1), took * 1e6 / max(chars, 1)


@dataclass
class Result:
    natural: int = 0
    changed: list[str] = field(default_factory=list)
    leaks: int = 0
    missed: list[str] = field(default_factory=list)
    streams: int = 0
    stream_mismatch: list[str] = field(default_factory=list)
    by_family: Counter[str] = field(default_factory=Counter)
    near: int = 0  # the near-variants of issue 34.3 among the leaks
    near_missed: int = 0


def _chunkings(text: str, seed: str) -> Iterator[list[str]]:
    yield list(text)
    yield re.split(r"(\s)", text)
    rng = random.Random(seed)
    for size in (2, 3, 7, 16, 64):
        chunks, i = [], 0
        while i < len(text):
            k = rng.randint(1, size)
            chunks.append(text[i : i + k])
            i += k
        yield chunks


def _guard(text: str, pack: str) -> tuple[str, dict[str, Any]]:
    guard = LeakGuard(pack)
    return guard.feed(text) + guard.flush(), guard.report


def _leak_left(out: str, gone: Sequence[str]) -> list[str]:
    skel, norm = _skel(out), _norm(out)
    left = []
    for g in gone:
        if g.isalnum() and g == g.casefold():
            if g in skel:
                left.append(g)
        elif g.casefold() in norm:
            left.append(g)
    return left


def _text_of_parts(message: BaseMessage) -> dict[str, str]:
    reasoning = [str(message.additional_kwargs.get("reasoning_content") or "")]
    if isinstance(message.content, list):
        for b in message.content:
            if isinstance(b, dict) and b.get("type") == "thinking":
                reasoning.append(str(b.get("thinking", "")))
    # What the tools get, as text: a streamed message's argument strings (as merged from its
    # chunks), a whole message's parsed arguments (valid calls) or raw ones (invalid calls).
    if isinstance(message, AIMessageChunk) and message.tool_call_chunks:
        args = [str(c.get("args") or "") for c in message.tool_call_chunks]
    else:
        calls = getattr(message, "tool_calls", []) + getattr(message, "invalid_tool_calls", [])
        args = [
            a if isinstance(a := c.get("args"), str) else json.dumps(a, ensure_ascii=False)
            for c in calls
        ]
    return {
        "content": message_text(message),
        "reasoning": "\n".join(reasoning),
        "args": "\n".join(args),
    }


def run(cases: Sequence[Case], models: Sequence[ModelCase] = ()) -> Result:
    res = Result()
    for case in cases:
        out, report = _guard(case.text, case.pack)
        if report.get("late"):  # a removal reached text already sent: the guard's own bug
            res.stream_mismatch.append(f"{case.name}: late removal")
        if case.family == "natural":
            res.natural += 1
            if out != case.text or report["removed"]:
                res.changed.append(f"{case.name}: {case.text!r} -> {out!r}")
        else:
            res.leaks += 1
            res.by_family[case.family] += 1
            problems = _leak_left(out, case.gone)
            problems += [f"lost {k!r}" for k in case.keep if k not in out]
            if case.family not in report["removed"]:
                problems.append(f"report {report['removed']}")
            if not out.strip():
                problems.append("empty")
            near = " near " in f" {case.name}"
            res.near += near
            if problems:
                res.near_missed += near
                res.missed.append(f"{case.name}: {problems} in {out!r}")
        for chunks in _chunkings(case.text, case.name):
            res.streams += 1
            guard = LeakGuard(case.pack)
            streamed = "".join(guard.feed(c) for c in chunks) + guard.flush()
            if streamed != out:
                res.stream_mismatch.append(f"{case.name}: {streamed!r} != {out!r}")
                break
        if case.family != "natural":  # the streamed variants are leaks caught too
            res.by_family["stream"] += 1
    for mc in models:
        prompt = with_memory(
            [HumanMessage("覚えてる？" if _ja(mc.pack) else "Do you remember?")], mc.pack
        )
        model = guard_chat_model(ScriptedModel(reply=mc.reply))
        whole = model.invoke(prompt)
        chunks = list(model.stream(prompt))
        merged = chunks[0]
        for c in chunks[1:]:
            merged = merged + c
        res.streams += 1
        a, b = _text_of_parts(whole), _text_of_parts(merged)
        if a != b:
            res.stream_mismatch.append(f"{mc.name}: stream {b!r} != invoke {a!r}")
        report = whole.response_metadata.get(REPORT_KEY, {})
        raw = _text_of_parts(mc.reply)
        if mc.family == "natural":
            res.natural += 1
            if a != raw or report.get("removed"):
                res.changed.append(f"{mc.name}: {raw!r} -> {a!r}")
            continue
        res.leaks += 1
        res.by_family[mc.family] += 1
        joined = "\n".join(a.values())
        problems = _leak_left(joined, mc.gone) + [
            f"lost {k!r}" for k in mc.keep if k not in a["content"]
        ]
        if not report.get("removed"):
            problems.append("nothing reported")
        near = " near " in f" {mc.name}"
        res.near += near
        if problems:
            res.near_missed += near
            res.missed.append(f"{mc.name}: {problems} in {a!r}")
    return res


_GUARD_MODULES = (
    ("omoide.agent.guard.text", "agent/guard/text.py"),
    ("omoide.agent.guard.budget", "agent/guard/budget.py"),
    ("omoide.agent.guard.stream", "agent/guard/stream.py"),
    ("omoide.agent.guard.model", "agent/guard/model.py"),
    ("omoide.agent.leak_guard", "agent/leak_guard.py"),
)


def use_guard_at(rev: str) -> None:
    """Run the cases through the guard as of git revision ``rev`` of this checkout: its modules
    (``git show REV:agent/guard/…``) are loaded in place of the tree's, so an older guard meets
    the same cases in the same run."""
    import importlib.util
    import subprocess

    root = Path(__file__).resolve().parents[1]
    folder = Path(tempfile.mkdtemp(prefix="omoide-guard-at-"))
    for name, path in _GUARD_MODULES:
        shown = subprocess.run(
            ["git", "show", f"{rev}:{path}"], cwd=root, capture_output=True, text=True
        )
        if shown.returncode != 0:
            if path.endswith("budget.py"):
                continue  # a guard from before the second stage has none
            raise SystemExit(f"--guard-at {rev}: cannot read {path}: {shown.stderr.strip()}")
        file = folder / path.replace("/", "_")
        file.write_text(shown.stdout, "utf-8")
        spec = importlib.util.spec_from_file_location(name, file)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    old = sys.modules["omoide.agent.leak_guard"]
    globals().update(
        LeakGuard=old.LeakGuard, guard_chat_model=old.guard_chat_model, REPORT_KEY=old.REPORT_KEY
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dev", action="store_true", help="add packs from $OMOIDE_DATA's dev sets")
    parser.add_argument("--dev-packs", type=int, default=40)
    parser.add_argument("--show", type=int, default=10, help="failures to print")
    parser.add_argument(
        "--guard-at", metavar="REV", help="the guard as of this git revision (a comparison)"
    )
    args = parser.parse_args(argv)
    if args.guard_at:
        use_guard_at(args.guard_at)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="omoide-guard-") as tmp:
        packs = sample_packs(Path(tmp) / "store")
    print(f"sample archive: {len(packs)} packs from {len(QUESTIONS)} questions")
    leaks = leak_cases(packs)
    models = model_cases(packs)
    if args.dev:
        data = os.environ.get("OMOIDE_DATA", "")
        if not data:
            parser.error("--dev needs OMOIDE_DATA (README, 'Evaluation data')")
        dev = dev_packs(Path(data), args.dev_packs)
        print(f"dev sets: {len(dev)} packs")
        packs += dev
        leaks += leak_cases(dev)
        models += model_cases(dev)
    cases = natural_cases(packs)
    cases += [
        Case(f"issue 27 #{i}", "natural", text, pack)
        for i, (text, pack, _) in enumerate(issue_packs())
    ]
    res = run(cases + leaks, models)
    took = time.perf_counter() - started
    changed, caught = len(res.changed), res.leaks - len(res.missed)
    print(
        f"natural replies: {res.natural}, changed: {changed} ({changed / max(res.natural, 1):.1%})"
    )
    print(f"leaks: {res.leaks}, caught: {caught} ({caught / max(res.leaks, 1):.1%})")
    near = res.near - res.near_missed
    print(
        f"of which near-variants (reordered, filler, other entries, edited, split across tool "
        f"calls / arguments / text, spelled markers): {res.near}, caught: {near}"
    )
    print("leaks by kind: " + ", ".join(f"{k} {v}" for k, v in sorted(res.by_family.items())))
    print(
        f"streamed runs: {res.streams}, differing from the whole text: {len(res.stream_mismatch)}"
    )
    worst, mean, cost = streaming_lag(cases)
    print(
        f"streaming natural replies in 3-character pieces: held back at most {worst} characters, "
        f"{mean:.1f} on average; {cost:.1f} µs per character"
    )
    command = f"python benchmarks/bench_guard.py {' '.join(argv or sys.argv[1:])}".rstrip()
    print(f"({took:.1f} s)  command: {command}")
    for line in (res.changed + res.missed + res.stream_mismatch)[: args.show]:
        print("  ", line[:400])
    return 0 if not (res.changed or res.missed or res.stream_mismatch) else 1


if __name__ == "__main__":
    raise SystemExit(main())
