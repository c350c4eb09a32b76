"""The evaluation dev splits the benchmark scripts read from ``$OMOIDE_DATA`` (README,
"Evaluation data"), the dev sets kept in this repository (issue 36: ``REPO_SETS``), and the
headline metrics their tables show for each task."""

from __future__ import annotations

from pathlib import Path

_ROOT = Path(__file__).resolve().parents[1]

DEV_FILES = {
    "longmemeval": "longmemeval_s_dev.json.gz",
    "longmemeval_chat": "longmemeval_s_dev.json.gz",
    "locomo": "locomo10_dev.json",
    "locomo_chat": "locomo10_dev.json",
    "jmultiwoz": "jmultiwoz_tc_dev.jsonl.gz",
    "jmultiwoz_chat": "jmultiwoz_tc_dev.jsonl.gz",
    "real_persona_chat": "real_persona_chat_dev.jsonl.gz",
}
# Dev sets written for issue 36 (benchmarks/evaluation/dev_tasks.py), read from this
# repository; the bilingual set's LoCoMo rows also need $OMOIDE_DATA's LoCoMo file, and the
# multi-session slice is LongMemEval's.
REPO_SETS = {
    "bilingual": _ROOT / "tests" / "data" / "dev_bilingual.jsonl",
    "bilingual_sample": _ROOT / "tests" / "data" / "dev_bilingual.jsonl",
    "bilingual_locomo": _ROOT / "tests" / "data" / "dev_bilingual.jsonl",
    "small_store": _ROOT / "tests" / "data" / "dev_small_store.json",
}
# Unseen sets (issue 36), frozen before the dictionary bridge: `python -m benchmarks eval` reads
# them, fusion_lab / fit_judgement do not (not in REPO_SETS: no fit or left-out table sees them).
BLIND_SETS = {
    "blind_bilingual": _ROOT / "tests" / "data" / "blind_bilingual.json",
    "blind_small_store": _ROOT / "tests" / "data" / "blind_small_store.json",
}
SLICES = {"longmemeval_multi": "longmemeval_s_dev.json.gz"}
HEADLINE_METRICS = {
    "longmemeval": ["recall_all@5", "ndcg@10"],
    "longmemeval_chat": ["recall_all@5", "ndcg@10"],
    "locomo": ["recall_any@5", "recall_any@10"],
    "locomo_chat": ["recall_any@5", "recall_any@10"],
    "jmultiwoz": ["precision@5", "recall_any@5"],
    "jmultiwoz_chat": ["precision@5", "recall_any@5"],
    "real_persona_chat": ["recall_any@5", "mrr@10"],
    "longmemeval_multi": ["recall_all@5", "ndcg@10"],
    "bilingual": ["recall_any@5", "recall_any@10"],
    "bilingual_sample": ["recall_any@5", "recall_any@10"],
    "bilingual_locomo": ["recall_any@5", "recall_any@10"],
    "small_store": ["recall_any@1", "recall_any@5"],
    "blind_bilingual": ["recall_any@5", "recall_any@10"],
    "blind_small_store": ["recall_any@1", "recall_any@5"],
}
