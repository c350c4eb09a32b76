"""Score consolidation against the labelled archives of ``tests/data/consolidation_cases``.

Each case is a small archive (ja or en) with the facts, entities, kinds and open loops a person
would expect memory to hold after reading it (issue 24). Every case is consolidated for real
(SQLite + BM25 + Chroma + the offline embedder, one namespace per case, offline rules unless an
extractor is given) and the derived memory is compared with the labels:

- **facts**: a stored fact matches an expected one when every keyword of the label appears in
  its text (case-folded, NFKC), each fact matching at most one label. Precision is over every
  stored fact, recall over every label; per family, a fact that matches nothing is charged to
  the family its wording belongs to (:func:`fact_family`).
- **hedged facts** are expected with a confidence below the plain ones (reported apart).
- **entities**: a label's spellings must all resolve to one entity holding no other label's
  spelling (merges; "cross-script" counts the labels spelt in Latin letters and in Japanese,
  佐々木 / Sasaki; a "false merge" is two labelled entities that became one), and that entity
  must have the label's kind (kinds). Names listed as not
  entities ("Born" from the title "Born to Run") count as errors.
- **loops**: the days open loops start on.

Labels may also say (``heldout.json`` and ``sample_archive.json`` use these): a keyword
``"a|b"`` matches either spelling; a fact label's ``subject`` is ``"user"`` (the fact must be
stored as the user's) or the names one of which the fact's subject entity must carry (a fact
about the dog stored as the user's does not match); ``not_facts`` are keyword sets no stored
fact may match (counted as "non-facts kept out"); ``optional`` facts are neither expected nor
counted wrong; a ``not_facts`` entry with ``text`` instead of ``all`` is one exact fact text (a
fragment such as 「ユーザーの母」).

Run: ``python benchmarks/bench_consolidation_cases.py`` (prints the table; ``--out FILE`` also
writes it; ``--cases FILE`` scores another labelled set, e.g.
``tests/data/consolidation_cases/heldout.json``; ``--sample`` scores the bundled sample archive
``memory_store/sample_data`` against ``tests/data/consolidation_cases/sample_archive.json``).
``--llm-fake merged`` scores ``rules_and_llm(model)`` and ``--llm-fake alone`` the LLM
extractor by itself, where ``model`` is :class:`LabelledFakeChatModel`: a chat model that
answers ``with_structured_output`` through real tool calls with an extraction built from the
case's labels. It is right about the labelled facts and entities by construction, so these
runs measure the plumbing (structured output parsed into facts, entities and kinds, stored,
deduplicated, confidences kept, counted by the scorer), not any real model's quality.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import unicodedata
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel, LanguageModelInput
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable
from langchain_core.utils.function_calling import convert_to_openai_tool
from pydantic import Field

from omoide.agent.consolidation import consolidate, rules_and_llm
from omoide.agent.understanding.extract import Extractor, LLMExtractor
from omoide.memory_store.derived import Fact
from omoide.memory_store.embedders import USEEmbeddings
from omoide.memory_store.importers import import_path
from omoide.memory_store.records import Episode
from omoide.memory_store.store import MemoryStore

__all__ = [
    "CASES",
    "LabelledFakeChatModel",
    "Score",
    "fact_family",
    "labelled_answers",
    "llm_extractor_factory",
    "load_cases",
    "run_cases",
    "score_table",
]

CASES = (
    Path(__file__).resolve().parents[1] / "tests" / "data" / "consolidation_cases" / "cases.json"
)
HELDOUT = CASES.with_name("heldout.json")
SAMPLE_LABELS = CASES.with_name("sample_archive.json")
SAMPLE_ARCHIVE = Path(__file__).resolve().parents[1] / "memory_store" / "sample_data"
JST = timezone(timedelta(hours=9))
FAMILIES = ("health", "work", "family", "pets", "dates", "likes", "home", "routines")

# Words of each family's fact wording (the rules' templates and the relation facts), used only
# to charge an unmatched fact to a family.
_FAMILY_CUES: dict[str, tuple[str, ...]] = {
    "health": ("アレルギー", "allerg", "花粉症", "hay fever", "asthma", "喘息"),
    "pets": ("の猫", "の犬", "'s cat", "'s dog", "pet", "hamster", "柴犬", "ペット"),
    "dates": ("誕生日", "記念日", "birthday", "anniversary"),
    "work": ("働", "仕事", "works", "上司", "同僚", "先輩", "manager", "colleague", "勤"),
    "home": ("住", "lives in"),
    "routines": ("毎", "every", "routine", "usually", "習慣"),
    "likes": ("好き", "苦手", "嫌い", "likes", "dislikes", "favourite", "loves", "hates"),
    "family": ("ユーザーの", "the user's"),
}


def fold(text: str) -> str:
    """NFKC + casefold: how labels and fact texts are compared."""
    return unicodedata.normalize("NFKC", text).casefold()


def fact_family(text: str) -> str:
    """The family a fact's wording belongs to (first cue found; "family" for relation facts)."""
    folded = fold(text)
    if "習慣:" in folded or "routine:" in folded:  # the routine template quotes a sentence
        return "routines"
    for family, cues in _FAMILY_CUES.items():
        if any(fold(c) in folded for c in cues):
            return family
    return "other"


def load_cases(path: Path = CASES) -> list[dict[str, Any]]:
    """The labelled cases."""
    cases: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))["cases"]
    return cases


@dataclass
class Score:
    """Counts over the cases, per family, plus the wrong answers for reading."""

    tp: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    fp: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    fn: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    merges: list[bool] = field(default_factory=list)
    # The merges whose label spells the name in two scripts (佐々木 / Sasaki, もち / Mochi).
    cross_script: list[bool] = field(default_factory=list)
    # Pairs of labelled entities (different people, pets, places) that became one entity.
    false_merges: int = 0
    kinds: list[bool] = field(default_factory=list)
    not_entities: list[bool] = field(default_factory=list)
    loops: list[bool] = field(default_factory=list)
    loop_fp: int = 0
    hedges: list[bool] = field(default_factory=list)
    kept_out: list[bool] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    @staticmethod
    def _ratio(a: int, b: int) -> float:
        return a / b if b else 1.0

    def precision(self, family: str | None = None) -> float:
        keys = [family] if family else list(set(self.tp) | set(self.fp))
        tp = sum(self.tp[k] for k in keys)
        return self._ratio(tp, tp + sum(self.fp[k] for k in keys))

    def recall(self, family: str | None = None) -> float:
        keys = [family] if family else list(set(self.tp) | set(self.fn))
        tp = sum(self.tp[k] for k in keys)
        return self._ratio(tp, tp + sum(self.fn[k] for k in keys))

    def rate(self, name: str) -> float:
        values: list[bool] = getattr(self, name)
        return self._ratio(sum(values), len(values))


# -- a fake chat model that answers from the labels -------------------------------------------

_USER_IN_PROMPT = re.compile(r"USER: (.*)\nAGENT: ", re.S)
_SENTENCE_END = re.compile(r"(?<=[。.!?！？])\s*")


def _best_sentence(case: dict[str, Any], keys: list[str]) -> tuple[int, str]:
    """The episode and sentence of the user's words holding most of ``keys`` (first wins)."""
    best: tuple[int, int, str] = (-1, 0, case["episodes"][0]["user"])
    for i, ep in enumerate(case["episodes"]):
        for sentence in filter(None, _SENTENCE_END.split(ep["user"])):
            hits = sum(has_keyword(k, sentence) for k in keys)
            if hits > best[0]:
                best = (hits, i, sentence)
    return best[1], best[2]


def labelled_answers(cases: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """What a model that knows the labels would answer for each episode (by its user text):
    ``ExtractionSchema`` arguments. Each labelled fact is said once, in the episode whose
    sentence holds most of its keywords, as that sentence (plus, in brackets, the keywords the
    sentence words differently: "boss" labelled "manager"; the bare keywords when no sentence
    has any of them), confidence 0.9 (0.5 if hedged).
    A fact about someone (a label's ``subject``) names them as the sentence spells them.
    Each labelled entity is named, with its kind, in every episode that spells it, as spelled
    there (佐々木 in one, Sasaki in another: merging them is consolidation's job). No relations
    and no plans (those come from the rules), a one-line summary."""
    answers: dict[str, dict[str, Any]] = {}
    for case in cases:
        per_ep: list[dict[str, Any]] = [
            {"entities": [], "facts": [], "summary": ep["user"][:60]} for ep in case["episodes"]
        ]
        used: set[str] = set()
        for label in case["facts"]:
            i, sentence = _best_sentence(case, label["all"])
            missing = [k for k in label["all"] if not has_keyword(k, sentence)]
            # Two facts from one sentence ("I work at X as a Y") are two facts, as a model
            # would write them, not one text stored once.
            shown = label["all"] if sentence in used else missing
            text = f"{sentence} ({', '.join(shown)})" if shown else sentence
            if len(missing) == len(label["all"]):  # no sentence words it ("dad" for "father")
                text = " ".join(label["all"])
            used.add(sentence)
            confidence = 0.5 if label.get("hedged") else 0.9
            fact = {"text": text, "confidence": confidence, "salience": 0.6}
            if label.get("subject", "user") != "user":  # about someone: named as spelt there
                spellings = label["subject"].split("|")
                fact["subject"] = next(
                    (n for n in spellings if fold(n) in fold(sentence)), spellings[0]
                )
            per_ep[i]["facts"].append(fact)
        for label in case["entities"]:
            for i, ep in enumerate(case["episodes"]):
                said = f"{ep['user']} {ep['reply']}"
                name = next((a for a in label["aliases"] if fold(a) in fold(said)), None)
                if name is not None:
                    per_ep[i]["entities"].append({"name": name, "kind": label["kind"]})
        for ep, answer in zip(case["episodes"], per_ep, strict=True):
            answers[ep["user"]] = answer
    return answers


class LabelledFakeChatModel(BaseChatModel):
    """A chat model for tests and this benchmark: it supports ``bind_tools`` and so
    LangChain's own ``with_structured_output`` (tool calling, parsed by
    ``PydanticToolsParser``), and answers each prompt with a call of the first bound tool whose
    arguments are ``answers[user text]`` (empty if unknown). ``fail_first`` calls raise
    ``ConnectionError`` first, as a remote model that is down for a while."""

    answers: dict[str, dict[str, Any]] = Field(default_factory=dict)
    fail_first: int = 0
    calls: int = 0

    @property
    def _llm_type(self) -> str:
        return "labelled-fake"

    def bind_tools(
        self,
        tools: Any,
        *,
        tool_choice: str | None = None,
        **kwargs: Any,
    ) -> Runnable[LanguageModelInput, AIMessage]:
        names = [convert_to_openai_tool(t)["function"]["name"] for t in tools]
        return self.bind(tool_names=names, **kwargs)

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        self.calls += 1
        if self.calls <= self.fail_first:
            raise ConnectionError(f"model unreachable (call {self.calls} of {self.fail_first})")
        prompt = str(messages[-1].content)
        m = _USER_IN_PROMPT.search(prompt)
        args = self.answers.get(m.group(1).strip() if m else "", {})
        names = kwargs.get("tool_names") or ["ExtractionSchema"]
        call = {"name": names[0], "args": args, "id": f"call_{self.calls}", "type": "tool_call"}
        message = AIMessage(content="", tool_calls=[call])
        return ChatResult(generations=[ChatGeneration(message=message)])


def llm_extractor_factory(mode: str, cases: list[dict[str, Any]]) -> Callable[[], Extractor | None]:
    """Extractors on :class:`LabelledFakeChatModel`: ``merged`` (rules + model) or ``alone``."""
    model = LabelledFakeChatModel(answers=labelled_answers(cases))
    if mode == "merged":
        return lambda: rules_and_llm(model)
    if mode == "alone":
        return lambda: LLMExtractor(model)
    raise ValueError(f"--llm-fake {mode!r}: allowed 'merged' or 'alone'")


def _episodes(case: dict[str, Any]) -> list[Episode]:
    out = []
    for i, ep in enumerate(case["episodes"]):
        day = datetime.fromisoformat(ep["day"]).replace(hour=20, minute=i, tzinfo=JST)
        out.append(Episode.create(ep["user"], ep["reply"], occurred_at=day, session_id=f"s{i}"))
    return out


def has_keyword(key: str, text: str) -> bool:
    """Whether ``text`` (folded) holds ``key`` or one of its ``|``-separated spellings."""
    folded = fold(text)
    return any(fold(k) in folded for k in key.split("|"))


def _matches(label: dict[str, Any], text: str) -> bool:
    """A label's keywords are all in ``text``; a label with ``text`` wants that text exactly
    (a fragment such as 「ユーザーの母」, not every fact that begins with it)."""
    if "text" in label:
        return fold(label["text"]).strip() == fold(text).strip()
    return all(has_keyword(k, text) for k in label["all"])


def _script(name: str) -> str:
    """ "latin" for a name in Latin letters, else "ja" (kanji, kana)."""
    return "latin" if fold(name).isascii() else "ja"


def _subject_ok(label: dict[str, Any], fact: Fact, names: dict[str, list[str]]) -> bool:
    """A label's ``subject``: "user" wants no subject entity; a name wants an entity with it."""
    want = label.get("subject")
    if want is None:
        return True
    if want == "user":
        return fact.subject_id is None
    forms = names.get(fact.subject_id or "", [])
    return any(has_keyword(want, f) for f in forms)


def _score_case(store: MemoryStore, case: dict[str, Any], score: Score) -> None:
    ns, cid = store.namespace, case["id"]
    derived = store.derived
    facts = derived.facts(namespace=ns)
    names = {e.id: [e.name, *e.aliases] for e in derived.entities(namespace=ns)}
    left = list(facts)
    for label in case["facts"]:
        # A fact of the label's own family first ("住" in a routine's sentence is no home).
        fits = [f for f in left if _matches(label, f.text) and _subject_ok(label, f, names)]
        hit = next((f for f in fits if fact_family(f.text) == label["family"]), None)
        hit = hit or next(iter(fits), None)
        if hit is None:
            score.fn[label["family"]] += 1
            score.errors.append(f"{cid}: missed {label['family']} {label['all']}")
            continue
        left.remove(hit)
        score.tp[label["family"]] += 1
        if label.get("hedged"):
            plain = [f.confidence for f in facts if f is not hit]
            score.hedges.append(hit.confidence < max(plain, default=1.0))
    for label in case.get("not_facts", []):
        stored = [f.text for f in facts if _matches(label, f.text)]
        score.kept_out.append(not stored)
        if stored:
            said = label.get("text", label.get("all"))
            score.errors.append(f"{cid}: non-fact {said} stored as {stored}")
    optional = case.get("optional", [])
    for f in left:
        if any(_matches(label, f.text) for label in optional):
            continue
        score.fp[fact_family(f.text)] += 1
        subject = "the user" if f.subject_id is None else names.get(f.subject_id, ["?"])[0]
        score.errors.append(f"{cid}: extra fact {f.text!r} (about {subject})")
    entities = derived.entities(namespace=ns)
    owner = {fold(a): e for e in entities for a in (e.name, *e.aliases)}
    for label in case.get("entities", []):
        found = [owner.get(fold(a)) for a in label["aliases"]]
        ids = {e.id for e in found if e is not None}
        others = {
            fold(a) for other in case["entities"] if other is not label for a in other["aliases"]
        }
        entity = found[0]
        merged = (
            None not in found
            and len(ids) == 1
            and entity is not None
            and not others & {fold(a) for a in (entity.name, *entity.aliases)}
        )
        score.merges.append(merged)
        if len({_script(a) for a in label["aliases"]}) > 1:
            score.cross_script.append(merged)
        if not merged:
            score.errors.append(f"{cid}: not one entity {label['aliases']} -> {ids or 'none'}")
        kind_ok = entity is not None and entity.kind == label["kind"]
        score.kinds.append(kind_ok)
        if not kind_ok:
            got = entity.kind if entity else "missing"
            score.errors.append(f"{cid}: kind of {label['aliases'][0]} {got} != {label['kind']}")
    labelled = case.get("entities", [])
    for i, first in enumerate(labelled):
        for second in labelled[i + 1 :]:
            ids_a = {owner[fold(a)].id for a in first["aliases"] if fold(a) in owner}
            ids_b = {owner[fold(a)].id for a in second["aliases"] if fold(a) in owner}
            if ids_a & ids_b:
                score.false_merges += 1
                score.errors.append(f"{cid}: false merge {first['aliases']} + {second['aliases']}")
    for name in case.get("not_entities", []):
        bad = fold(name) in {fold(e.name) for e in entities}
        score.not_entities.append(not bad)
        if bad:
            score.errors.append(f"{cid}: {name!r} should not be an entity")
    starts = {lp.due_start.isoformat() for lp in derived.loops(namespace=ns) if lp.due_start}
    for day in case.get("loops", []):
        score.loops.append(day in starts)
        if day not in starts:
            score.errors.append(f"{cid}: no loop starting {day}")
    score.loop_fp += len(starts - set(case.get("loops", [])))


def run_cases(
    *,
    embedder: Any = None,
    extractor_factory: Callable[[], Extractor | None] = lambda: None,
    cases: list[dict[str, Any]] | None = None,
    root: Path | None = None,
) -> Score:
    """Consolidate every case in its own namespace of one real store and score the result
    (``now`` is the last case day, so loops after it stay open)."""
    emb = embedder or USEEmbeddings()
    score = Score()
    with tempfile.TemporaryDirectory(dir=root) as tmp:
        for case in cases if cases is not None else load_cases():
            with MemoryStore(Path(tmp) / "s", embedder=emb, namespace=case["id"]) as store:
                episodes = _episodes(case)
                store.add_episodes(episodes)
                consolidate(
                    store,
                    extractor=extractor_factory(),
                    now=min(e.occurred_at for e in episodes),
                )
                _score_case(store, case, score)
    return score


def run_sample(
    *,
    embedder: Any = None,
    labels: Path = SAMPLE_LABELS,
    archive: Path = SAMPLE_ARCHIVE,
    extractor_factory: Callable[[], Extractor | None] = lambda: None,
    root: Path | None = None,
) -> Score:
    """Ingest the bundled sample archive as ``omoide demo`` does (every file under
    ``archive``), consolidate it and score the facts against ``labels`` (one case)."""
    case: dict[str, Any] = {"id": "sample", **json.loads(labels.read_text(encoding="utf-8"))}
    score = Score()
    with tempfile.TemporaryDirectory(dir=root) as tmp:
        emb = embedder or USEEmbeddings()
        with MemoryStore(Path(tmp) / "s", embedder=emb) as store:
            episodes = import_path(archive).episodes
            store.add_episodes(episodes)
            consolidate(store, extractor=extractor_factory())
            _score_case(store, case, score)
    return score


def score_table(score: Score) -> str:
    """The per-family table (markdown) and the entity / loop rates."""
    lines = [
        "| family | precision | recall | expected | found right | wrong |",
        "|---|---|---|---|---|---|",
    ]
    for fam in FAMILIES:
        lines.append(
            f"| {fam} | {score.precision(fam):.2f} | {score.recall(fam):.2f} | "
            f"{score.tp[fam] + score.fn[fam]} | {score.tp[fam]} | {score.fp[fam]} |"
        )
    lines.append(
        f"| **all** | **{score.precision():.2f}** | **{score.recall():.2f}** | "
        f"{sum(score.tp.values()) + sum(score.fn.values())} | {sum(score.tp.values())} | "
        f"{sum(score.fp.values())} |"
    )
    lines += [
        "",
        f"- entity merges: {score.rate('merges'):.2f} ({sum(score.merges)}/{len(score.merges)})",
        f"- cross-script merges: {score.rate('cross_script'):.2f} "
        f"({sum(score.cross_script)}/{len(score.cross_script)}), "
        f"false merges: {score.false_merges}",
        f"- entity kinds: {score.rate('kinds'):.2f} ({sum(score.kinds)}/{len(score.kinds)})",
        f"- no entity from fragments: {score.rate('not_entities'):.2f} "
        f"({sum(score.not_entities)}/{len(score.not_entities)})",
        f"- loops found: {score.rate('loops'):.2f} ({sum(score.loops)}/{len(score.loops)}), "
        f"unexpected loops: {score.loop_fp}",
        f"- hedged facts below plain ones: {sum(score.hedges)}/{len(score.hedges)}",
    ]
    if score.kept_out:
        lines.append(
            f"- non-facts kept out: {score.rate('kept_out'):.2f} "
            f"({sum(score.kept_out)}/{len(score.kept_out)})"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="also write the table here")
    parser.add_argument("--errors", action="store_true", help="print every wrong answer")
    parser.add_argument(
        "--cases", type=Path, default=CASES, help=f"labelled set to score (default {CASES.name})"
    )
    parser.add_argument(
        "--sample",
        action="store_true",
        help="score the bundled sample archive against sample_archive.json instead",
    )
    parser.add_argument(
        "--llm-fake",
        choices=("merged", "alone"),
        help="score the LLM extractor on a fake model answering from the labels (plumbing only)",
    )
    parser.add_argument(
        "--no-extras",
        action="store_true",
        help="as installed with no extra: Sudachi and MeCab cannot be imported",
    )
    args = parser.parse_args()
    if args.no_extras:
        for module in ("sudachipy", "sudachidict_core", "fugashi", "unidic_lite"):
            sys.modules[module] = None  # type: ignore[assignment]
    if args.sample:
        score = run_sample()
    else:
        cases = load_cases(args.cases)
        factory = llm_extractor_factory(args.llm_fake, cases) if args.llm_fake else lambda: None
        score = run_cases(extractor_factory=factory, cases=cases)
    table = score_table(score)
    print(table)
    if args.errors:
        print("\n".join(score.errors))
    if args.out:
        args.out.write_text(table + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
