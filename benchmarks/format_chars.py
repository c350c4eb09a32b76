"""Format characters (Unicode category Cf: U+200B, U+00AD, U+200D, bidi marks) dropped by the
keyword side (``memory_store/tokenize.py``: ``normalize`` and ``tokenize``, drill r43): what it
changes on the dev sets, and what it costs.

    python benchmarks/format_chars.py identity --before REV   # tokens before/after, every text
    python benchmarks/format_chars.py timing --before REV     # tokenize(), same process, alternated
    python benchmarks/format_chars.py affected                # the dev questions it can touch
    python benchmarks/format_chars.py eval --variant before --cache DIR --out before.json
    python benchmarks/format_chars.py eval --variant after --cache DIR --out after.json
    python benchmarks/format_chars.py compare before.json after.json

``REV``: the commit before the change (its ``memory_store/tokenize.py`` is loaded as a module of
its own beside the installed one). ``eval --variant before`` ranks with format characters kept
(``tokenize.drop_format`` replaced by the identity for the process: ``normalize`` and
``tokenize`` call it by its module name), ``after`` with the installed code; each builds only the
affected memories in --cache (copy an ``embeddings.sqlite3`` there to reuse vectors), their
keyword indexes rebuilt by the variant's code on each run. Texts: every user text, reply,
question and recent message of the dev sets in $OMOIDE_DATA (LongMemEval_s, LoCoMo, JMultiWOZ,
RealPersonaChat), distinct.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import random
import statistics
import subprocess
import sys
import time
import unicodedata
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # benchmarks.evaluation
from benchmarks.dev_sets import DEV_FILES
from benchmarks.evaluation.tasks import EvalTask, load_task

_ROOT = Path(__file__).resolve().parents[1]
# The tasks whose memories, questions and recent messages cover every text of the four dev
# files (a *_chat task holds its base task's memories and questions), and the ones scored.
_TEXT_TASKS = ("longmemeval_chat", "locomo_chat", "jmultiwoz_chat", "real_persona_chat")
_EVAL_TASKS = (
    "longmemeval",
    "longmemeval_chat",
    "locomo",
    "locomo_chat",
    "jmultiwoz",
    "jmultiwoz_chat",
    "real_persona_chat",
    "bilingual_locomo",
)


def _has_format(text: str) -> bool:
    return any(unicodedata.category(c) == "Cf" for c in text)


def _data(task: str) -> Path:
    if task == "bilingual_locomo":
        return _ROOT / "tests" / "data" / "dev_bilingual.jsonl"
    return Path(os.environ["OMOIDE_DATA"]) / DEV_FILES[task]


def _load(task: str) -> EvalTask:
    # The CLI's default limits (jmultiwoz: 500 questions, real_persona_chat: 300 dialogues).
    return load_task(task, _data(task))


def _task_texts(task: EvalTask) -> Iterator[str]:
    for episodes in task.memories.values():
        for e in episodes:
            yield e.user_text
            yield e.reply_text
    for q in task.queries:
        yield q.user_text
        for _, text in q.recent:
            yield text


def dev_texts() -> dict[str, list[str]]:
    """Every distinct text of each dev file (keyed by its task name without ``_chat``)."""
    out = {}
    for name in _TEXT_TASKS:
        out[name.removesuffix("_chat")] = list(dict.fromkeys(_task_texts(_load(name))))
    return out


def old_module(rev: str) -> ModuleType:
    """``memory_store/tokenize.py`` as it was at ``rev``, as a module of its own."""
    source = subprocess.run(
        ["git", "show", f"{rev}:memory_store/tokenize.py"],
        cwd=_ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    path = Path(f"/tmp/omoide_tokenize_{rev[:12]}.py")
    path.write_text(source)
    spec = importlib.util.spec_from_file_location(f"tokenize_{rev[:12]}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def cmd_identity(args: argparse.Namespace) -> None:
    from omoide.memory_store import tokenize as new

    old = old_module(args.before)
    total = differ = 0
    for name, texts in dev_texts().items():
        plain = changed_plain = 0
        holding = [t for t in texts if _has_format(t)]
        for text in texts:
            if text in holding:
                continue
            plain += 1
            changed_plain += old.tokenize(text) != new.tokenize(text) or old.normalize(
                text
            ) != new.normalize(text)
        tokens = sum(old.tokenize(t) != new.tokenize(t) for t in holding)
        normalized = sum(old.normalize(t) != new.normalize(t) for t in holding)
        if args.show:
            for text in holding:
                print(f"  {name}: {text[:80]!r} -> {new.tokenize(text)[:12]}")
        total += plain + len(holding)
        differ += changed_plain
        print(
            f"{name}: {plain + len(holding)} texts; {plain} without a format character, "
            f"{changed_plain} of them tokenized or normalized differently; {len(holding)} with "
            f"one: tokens changed in {tokens}, normalize() in {normalized}"
        )
    print(f"all: {total} texts, {differ} without a format character changed")


def _time(fn: Callable[[str], Any], texts: list[str]) -> float:
    start = time.perf_counter()
    for text in texts:
        fn(text)
    return time.perf_counter() - start


def cmd_timing(args: argparse.Namespace) -> None:
    from omoide.memory_store import tokenize as new

    old = old_module(args.before)
    rng = random.Random(0)
    texts = []
    for name, pool in dev_texts().items():
        plain = [t for t in pool if t.strip() and not _has_format(t)]
        texts += rng.sample(plain, min(args.per_set, len(plain)))
        print(f"{name}: {min(args.per_set, len(plain))} texts", file=sys.stderr)
    chars = sum(map(len, texts))
    ascii_share = sum(t.isascii() for t in texts) / len(texts)
    added = [_time(new.drop_format, texts) / len(texts) * 1e6 for _ in range(args.rounds)]
    print(f"drop_format alone (the added work): median {statistics.median(added):.3f} us a text")
    for label, fn_old, fn_new in (
        ("tokenize", old.tokenize, new.tokenize),
        ("normalize", old.normalize, new.normalize),
    ):
        rounds: dict[str, list[float]] = {"before": [], "after": []}
        for r in range(args.rounds):
            order = (("before", fn_old), ("after", fn_new))
            for which, fn in order if r % 2 == 0 else order[::-1]:
                rounds[which].append(_time(fn, texts))
        cells = []
        for which, secs in rounds.items():
            per = [s / len(texts) * 1e6 for s in secs]
            cells.append(f"{which} median {statistics.median(per):.2f} us, min {min(per):.2f} us")
        ratio = statistics.median(rounds["after"]) / statistics.median(rounds["before"])
        print(
            f"{label}: {len(texts)} texts ({chars} chars, {ascii_share:.0%} ASCII), "
            f"{args.rounds} rounds alternated, per text: {'; '.join(cells)}; "
            f"after/before {ratio:.3f}"
        )


def affected() -> dict[str, list[str]]:
    """Per task, the questions whose memory (haystack) or question / recent messages hold a
    text with a format character."""
    out = {}
    for name in _EVAL_TASKS:
        task = _load(name)
        touched = {
            ns
            for ns, episodes in task.memories.items()
            if any(_has_format(e.user_text) or _has_format(e.reply_text) for e in episodes)
        }
        out[name] = [
            q.qid
            for q in task.queries
            if q.namespace in touched
            or _has_format(q.user_text)
            or any(_has_format(t) for _, t in q.recent)
        ]
    return out


def cmd_affected(args: argparse.Namespace) -> None:
    for name, qids in affected().items():
        print(f"{name}: {len(qids)} questions" + (f": {' '.join(qids)}" if args.show else ""))


def cmd_eval(args: argparse.Namespace) -> None:
    from benchmarks.evaluation import runner
    from omoide.agent.config import get_preset
    from omoide.memory_store import tokenize as tok
    from omoide.memory_store.embedders import CachedEmbeddings, make_embedder

    if args.variant == "before":
        tok.drop_format = lambda text: text  # type: ignore[assignment]
    if args.vectors is not None:
        _replay_vectors(args.vectors)
    assert tok.tokenize("a\u200bb") == (["a", "b"] if args.variant == "before" else ["ab"])
    config = get_preset("eval")
    args.cache.mkdir(parents=True, exist_ok=True)
    embedder = CachedEmbeddings(make_embedder(None), args.cache / "embeddings.sqlite3")
    rankers = {
        "vector": runner._vector,
        "bm25": runner._bm25,
        "hybrid_rrf": runner._hybrid,
        "omoide": runner._omoide(config),
    }
    result: dict[str, dict[str, Any]] = {}
    for name, qids in affected().items():
        if not qids:
            continue
        task = _load(name)
        wanted = set(qids)
        queries = [q for q in task.queries if q.qid in wanted]
        namespaces = {q.namespace for q in queries}
        task.memories = {ns: eps for ns, eps in task.memories.items() if ns in namespaces}
        task.queries = queries
        started = time.perf_counter()
        # A *_chat task has its base task's memories: one store for both (the cache is fresh).
        folder = args.cache / name.removesuffix("_chat")
        # Each variant's keyword index is built by its own code: an index another run saved
        # is deleted, and the open rebuilds it from SQLite (vectors kept).
        for index_file in folder.glob("**/keyword/*.npz"):
            index_file.unlink()
        stores = runner.build_stores(task, folder, embedder, None, "bigram")
        print(f"{name}: {len(queries)} questions, built in {time.perf_counter() - started:.0f}s")
        rows = result[name] = {}
        for q in queries:
            store = stores[q.namespace]
            row = rows[q.qid] = {}
            for system, rank in rankers.items():
                ranking, injected = rank(store, q)
                row[system] = {
                    "ranking": ranking,
                    "injected": injected,
                    "scores": runner._scores(task, q, ranking) if not q.abstention else {},
                }
        for store in stores.values():
            store.close()
    args.out.write_text(json.dumps(result, indent=1))
    print(f"wrote {args.out}")
    if args.vectors is not None:
        _save_vectors(args.vectors)


# Chroma's HNSW search is not repeatable from one process to the next (two runs of the same
# code over the same store differ at deep ranks, and so lists fused from them): --vectors FILE
# records every nearest-neighbour answer the first run gets and replays them in the next, so a
# before/after pair differs only by the code.
_VECTOR_ANSWERS: dict[tuple[str, bytes, int], tuple[list[str], Any]] = {}
_REPLAYED = [0, 0]  # answers replayed, answers asked of Chroma


def _replay_vectors(path: Path) -> None:
    import pickle

    from omoide.memory_store.vector_index import VectorIndex

    if path.exists():
        _VECTOR_ANSWERS.update(pickle.loads(path.read_bytes()))
    query_many = VectorIndex.query_many

    def recorded(self: VectorIndex, vectors: Any, n: int) -> list[tuple[list[str], Any]]:
        out = []
        for vector in vectors:
            key = (self.name, vector.tobytes(), n)
            if key in _VECTOR_ANSWERS:
                _REPLAYED[0] += 1
            else:
                _REPLAYED[1] += 1
                _VECTOR_ANSWERS[key] = query_many(self, vector[None, :], n)[0]
            out.append(_VECTOR_ANSWERS[key])
        return out

    VectorIndex.query_many = recorded  # type: ignore[method-assign]


def _save_vectors(path: Path) -> None:
    import pickle

    path.write_bytes(pickle.dumps(_VECTOR_ANSWERS))
    print(f"vector answers: {_REPLAYED[0]} replayed, {_REPLAYED[1]} asked of Chroma ({path})")


def cmd_compare(args: argparse.Namespace) -> None:
    before = json.loads(args.before_json.read_text())
    after = json.loads(args.after_json.read_text())
    for name in sorted(before):
        for system in ("vector", "bm25", "hybrid_rrf", "omoide"):
            moved, injected, metric_changes = [], 0, []
            for qid, row in before[name].items():
                b, a = row[system], after[name][qid][system]
                if b["ranking"] != a["ranking"]:
                    pairs = zip(b["ranking"], a["ranking"], strict=False)
                    first = next(
                        (i for i, (x, y) in enumerate(pairs) if x != y),
                        min(len(b["ranking"]), len(a["ranking"])),
                    )
                    moved.append(f"{qid}@{first + 1}")
                injected += b["injected"] != a["injected"]
                metric_changes += [
                    f"{qid} {k} {v:.3f}->{a['scores'][k]:.3f}"
                    for k, v in b["scores"].items()
                    if a["scores"].get(k) != v
                ]
            print(
                f"{name} {system}: {len(before[name])} questions, {len(moved)} rankings "
                f"changed (first changed rank: {' '.join(moved) or '-'}), {injected} "
                f"injections changed, metric changes: {'; '.join(metric_changes) or 'none'}"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("identity")
    p.add_argument("--before", required=True, help="the commit before the change")
    p.add_argument("--show", action="store_true", help="print each text that holds one")
    p = sub.add_parser("timing")
    p.add_argument("--before", required=True)
    p.add_argument("--per-set", type=int, default=1000)
    p.add_argument("--rounds", type=int, default=10)
    p = sub.add_parser("affected")
    p.add_argument("--show", action="store_true")
    p = sub.add_parser("eval")
    p.add_argument("--variant", choices=["before", "after"], required=True)
    p.add_argument("--cache", type=Path, required=True)
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--vectors", type=Path, help="record / replay the vector answers (a pickle)")
    p = sub.add_parser("compare")
    p.add_argument("before_json", type=Path)
    p.add_argument("after_json", type=Path)
    args = parser.parse_args()
    {
        "identity": cmd_identity,
        "timing": cmd_timing,
        "affected": cmd_affected,
        "eval": cmd_eval,
        "compare": cmd_compare,
    }[args.command](args)


if __name__ == "__main__":
    main()
