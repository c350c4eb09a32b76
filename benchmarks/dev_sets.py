"""The evaluation dev splits the benchmark scripts read from ``$OMOIDE_DATA`` (README,
"Evaluation data"), and the headline metrics their tables show for each task."""

from __future__ import annotations

DEV_FILES = {
    "longmemeval": "longmemeval_s_dev.json.gz",
    "longmemeval_chat": "longmemeval_s_dev.json.gz",
    "locomo": "locomo10_dev.json",
    "locomo_chat": "locomo10_dev.json",
    "jmultiwoz": "jmultiwoz_tc_dev.jsonl.gz",
    "jmultiwoz_chat": "jmultiwoz_tc_dev.jsonl.gz",
    "real_persona_chat": "real_persona_chat_dev.jsonl.gz",
}
HEADLINE_METRICS = {
    "longmemeval": ["recall_all@5", "ndcg@10"],
    "longmemeval_chat": ["recall_all@5", "ndcg@10"],
    "locomo": ["recall_any@5", "recall_any@10"],
    "locomo_chat": ["recall_any@5", "recall_any@10"],
    "jmultiwoz": ["precision@5", "recall_any@5"],
    "jmultiwoz_chat": ["precision@5", "recall_any@5"],
    "real_persona_chat": ["recall_any@5", "mrr@10"],
}
