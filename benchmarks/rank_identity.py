"""Whether a change to the rerank leaves every ranking and injection decision as it was: the
captured dev lists of ``fusion_lab.py capture`` ranked by ``rank_lists`` under several
configurations, every candidate's score breakdown and every pick written to a file, and two
such files compared field by field (floats exactly).

    python benchmarks/rank_identity.py dump OUT.pkl --cache DIR [--root CHECKOUT]
    python benchmarks/rank_identity.py compare BEFORE.pkl AFTER.pkl

``--root``: the checkout whose omoide ranks (its ``omoide/`` must reach ``agent/`` and
``memory_store/``, e.g. through symlinks in a second worktree); default: the installed one.
"""

from __future__ import annotations

import pickle
import sys
import time
from pathlib import Path
from typing import Any


def _configs() -> dict[str, Any]:
    from omoide.agent.config import PRESETS, RetrievalConfig

    return {
        "default": RetrievalConfig(record_runs=False),
        "seed": PRESETS["seed"].replace(record_runs=False),
        "rrf": PRESETS["rrf"].replace(record_runs=False),
        "convex": PRESETS["convex"].replace(record_runs=False),
        "auto": PRESETS["auto"].replace(record_runs=False),
        "learned": PRESETS["learned"].replace(record_runs=False),
        "agreement": RetrievalConfig(
            record_runs=False, fusion={"cross_script_aware": False}, injection={"score": "rrf"}
        ),
        "no-dup-follow": RetrievalConfig(record_runs=False, injection={"follows_ranking": False}),
    }


class _Unpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str) -> Any:
        if module == "omoide.evaluation" or module.startswith("omoide.evaluation."):
            module = "benchmarks" + module[len("omoide") :]
        return super().find_class(module, name)


def _candidate(c: Any) -> tuple[Any, ...]:
    return (
        c.id,
        c.rrf,
        c.rrf_norm,
        c.lex,
        c.rec,
        c.final,
        c.hit_sources,
        c.reason,
        c.session,
        c.cosine,
        c.coverage,
        c.judged,
        c.duplicate_of,
        c.judgement,
    )


def dump(out: Path, cache: Path) -> None:
    from omoide.agent.ranking import above_cosine, rank_lists

    configs = _configs()
    result: dict[str, Any] = {}
    took = 0.0
    for path in sorted(cache.glob("lab-*.pkl")):
        with path.open("rb") as f:
            rows = _Unpickler(f).load()
        for label, cfg in configs.items():
            got = []
            for _query, plan, lists in rows:
                kept = above_cosine(lists, cfg.sources.vector_min_similarity)
                started = time.perf_counter()
                ranked, candidates = rank_lists(plan, kept, cfg)
                took += time.perf_counter() - started
                got.append(
                    (
                        [(r.id, r.relevance, r.score, r.reason) for r in ranked],
                        [_candidate(c) for c in candidates],
                    )
                )
            result[f"{path.stem}/{label}"] = got
            print(f"{path.stem} {label}: {len(got)} turns", flush=True)
    with out.open("wb") as f:
        pickle.dump(result, f)
    print(f"rank_lists: {took:.1f} s in all")


def compare(before: Path, after: Path) -> int:
    with before.open("rb") as f:
        a = pickle.load(f)
    with after.open("rb") as f:
        b = pickle.load(f)
    if a.keys() != b.keys():
        print("different tasks / configurations:", sorted(a.keys() ^ b.keys()))
        return 1
    bad = 0
    for key in a:
        turns = sum(1 for x, y in zip(a[key], b[key], strict=True) if x != y)
        picks = sum(1 for x, y in zip(a[key], b[key], strict=True) if x[0] != y[0])
        print(f"{key}: {len(a[key])} turns, {turns} differ ({picks} in their picks)")
        bad += turns
    print("identical" if not bad else f"{bad} turns differ")
    return 1 if bad else 0


def main(argv: list[str]) -> int:
    if "--root" in argv:
        root = argv[argv.index("--root") + 1]
        sys.path.insert(0, root)
        argv = [a for a in argv if a not in ("--root", root)]
    else:
        sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # benchmarks.evaluation
    if argv[:1] == ["dump"] and "--cache" in argv:
        cache = Path(argv[argv.index("--cache") + 1])
        dump(Path(argv[1]), cache)
        return 0
    if argv[:1] == ["compare"] and len(argv) == 3:
        return compare(Path(argv[1]), Path(argv[2]))
    sys.exit(__doc__)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
