"""The ablation table of BENCHMARKS.md §3: one row per configuration, key metrics per task,
omoide only, every row on the same stores in one run.

    python benchmarks/ablation.py benchmarks/results/ablation.md [--cache DIR]

Uses the evaluation data in $OMOIDE_DATA (README, "Evaluation data": the dev-split file names
below) and the store / embedding cache of `omoide eval` (default .omoide-eval).
"""

import os
import sys
from pathlib import Path

from dev_sets import DEV_FILES, HEADLINE_METRICS

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # benchmarks.evaluation
from benchmarks.evaluation import load_task, run_eval
from omoide.agent.config import PRESETS, RetrievalConfig
from omoide.memory_store.embedders import CachedEmbeddings, make_embedder

CACHE = (
    Path(sys.argv[sys.argv.index("--cache") + 1]) if "--cache" in sys.argv else Path(".omoide-eval")
)
CACHE.mkdir(parents=True, exist_ok=True)
if not os.environ.get("OMOIDE_DATA"):
    sys.exit("set OMOIDE_DATA to the folder holding the evaluation data (README)")
DATA = Path(os.environ["OMOIDE_DATA"])
emb = CachedEmbeddings(make_embedder(None), CACHE / "embeddings.sqlite3")
tasks = {n: load_task(n, DATA / f) for n, f in DEV_FILES.items()}
seed = PRESETS["seed"].replace(record_runs=False)
default = RetrievalConfig(record_runs=False)
base = seed.replace(
    plan={"keyword_phrases": True}, rerank={"w_rec": 0.02}
)  # the defaults before w_session
rows = [
    ("seed numbers (preset `seed`)", seed),
    ("seed + exact-match keyword phrases", seed.replace(plan={"keyword_phrases": True})),
    ("seed + w_rec 0.02", seed.replace(rerank={"w_rec": 0.02})),
    ("B = seed + phrases + w_rec 0.02", base),
    ("B + time slotting in the keyword node", base.replace(policies={"time_slotting": True})),
    ("B + no vector cosine floor", base.replace(sources={"vector_min_similarity": -1.0})),
    ("B + w_session 0.1", base.replace(rerank={"w_session": 0.1})),
    (
        "B + thresholds 0.45/0.38",
        base.replace(injection={"high_threshold": 0.45, "medium_threshold": 0.38}),
    ),
    ("**default** = B + w_session 0.1 + thresholds 0.45/0.38", default),
]
hdr = (
    "| configuration | "
    + " | ".join(f"{n} {'/'.join(HEADLINE_METRICS[n])}" for n in DEV_FILES)
    + " | false injection (LME/LoCoMo/JMW/RPC) |"
)
lines = [hdr, "|---|" + "---|" * (len(DEV_FILES) + 1)]
print(hdr, flush=True)
for label, cfg in rows:
    cells, fis = [], []
    for n, task in tasks.items():
        rep = run_eval(
            task,
            store_dir=CACHE / f"{n}-{task.fingerprint()}",
            embedder=emb,
            config=cfg,
            systems=("omoide",),
        )
        m = rep.metrics["omoide"]
        cells.append(" / ".join(f"{m[k]:.3f}" for k in HEADLINE_METRICS[n]))
        fis.append(f"{rep.feel.get('false_injection_rate', float('nan')):.2f}")
    line = f"| {label} | " + " | ".join(cells) + " | " + " / ".join(fis) + " |"
    lines.append(line)
    print(line, flush=True)
Path(sys.argv[1]).write_text("\n".join(lines) + "\n")
