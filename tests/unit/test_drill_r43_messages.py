"""Drill r43: bad input that was taken, or answered in other terms than the user's (each
failed before its fix: runtime, the command line, eval). Real parsers, real loaders, no store.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from omoide.agent.config import RetrievalConfig


def test_a_refused_selection_names_the_setting() -> None:
    from omoide.agent.runtime import OperatorSettingError, _check_operator_settings, operator_config

    bound = operator_config(RetrievalConfig())
    asked = RetrievalConfig().with_settings(["selection.mode=llm"])
    with pytest.raises(OperatorSettingError) as refused:
        _check_operator_settings(bound, asked)
    message = str(refused.value)
    assert "selection.mode='llm'" in message, message
    assert "SelectionConfig(" not in message, message


def test_batch_size_minus_three_says_the_real_bound() -> None:
    from omoide.cli.common import positive_int

    with pytest.raises(argparse.ArgumentTypeError, match=">= 1"):
        positive_int("-3")


@pytest.mark.parametrize("argv", [["runs", "--limit", "0"], ["explain", "abcdefgh", "--top", "-2"]])
def test_runs_limit_and_explain_top_must_be_positive(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    from omoide.cli import build_parser

    with pytest.raises(SystemExit) as exc:
        build_parser().parse_args(argv)
    assert exc.value.code == 2


def test_eval_limit_must_be_positive(capsys: pytest.CaptureFixture[str]) -> None:
    from benchmarks.evaluation.cli import eval_parser

    with pytest.raises(SystemExit) as exc:
        eval_parser().parse_args(["blind_small_store", "--limit", "-3"])
    assert exc.value.code == 2


def test_a_missing_data_file_is_not_replaced_by_the_bundled_set(tmp_path: Path) -> None:
    from benchmarks.evaluation.dev_tasks import blind_bilingual, blind_small_store

    for loader in (blind_bilingual, blind_small_store):
        with pytest.raises((FileNotFoundError, ValueError), match="nonexistent"):
            loader(tmp_path / "nonexistent_blind_set.json", limit=1)


def test_a_nested_group_by_its_dotted_name() -> None:
    from omoide.agent.runtime import _settings

    assert _settings({"sources.timeouts": {"bridge": 1.0}}, "configurable") == {
        "sources.timeouts.bridge": 1.0
    }
