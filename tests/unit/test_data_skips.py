"""A run without the evaluation data says how many tests skipped for want of it and how to run
them (issue 35: a clean clone skipped 7 with the reasons scattered through ``-ra``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import data_skips

REPO = Path(__file__).resolve().parents[2]
PYTEST = (sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider")


def test_data_skips_counts_the_reasons_that_name_the_data() -> None:
    reasons = [
        "Skipped: evaluation data: set OMOIDE_DATA to the folder holding locomo10_dev.json",
        "Skipped: needs $OMOIDE_DATA",
        "Skipped: evaluation data not present at $OMOIDE_DATA (not set)",
        "Skipped: cannot mount a tmpfs here (needs root)",
        "Skipped: workers start as forks on Linux only",
    ]
    assert data_skips(reasons) == 3
    assert data_skips([]) == 0


@pytest.mark.slow
def test_a_run_without_the_data_says_how_many_skipped_and_why() -> None:
    env = {k: v for k, v in os.environ.items() if k != "OMOIDE_DATA"}
    proc = subprocess.run(
        [*PYTEST, "tests/unit/test_importers.py::test_real_evaluation_files_load"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert proc.returncode == 0, proc.stdout[-2000:]
    assert (
        "1 test(s) skipped for want of the evaluation data ($OMOIDE_DATA is not set): set "
        "OMOIDE_DATA to the folder README's 'Evaluation data' describes to run them"
    ) in proc.stdout, proc.stdout[-2000:]
