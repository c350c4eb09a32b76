"""``python -m benchmarks eval|bench ...`` from the repository root: the evaluation harness and
the latency benchmarks (``benchmarks/evaluation/cli.py``)."""

import sys

from benchmarks.evaluation.cli import main

if __name__ == "__main__":
    sys.exit(main())
