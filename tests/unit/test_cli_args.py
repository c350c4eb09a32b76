"""The commands the error messages and docs suggest parse as written."""

from __future__ import annotations

import pytest

from omoide.cli import build_parser


@pytest.mark.parametrize(
    "argv",
    [
        ["--store", "S", "--namespace", "n", "ingest", "PATH"],
        ["ingest", "PATH", "--store", "S", "--namespace", "n"],
        ["--store", "S", "ingest", "PATH", "--namespace", "n"],
    ],
)
def test_global_options_before_or_after_the_command(argv: list[str]) -> None:
    args = build_parser().parse_args(argv)
    assert (args.store, args.namespace, args.paths) == ("S", "n", ["PATH"])


def test_an_option_before_the_command_is_not_reset_by_the_command() -> None:
    args = build_parser().parse_args(["--store", "S", "-v", "stats"])
    assert args.store == "S" and args.verbose is True and args.namespace == "default"


def test_reindex_as_the_mismatch_error_suggests() -> None:
    args = build_parser().parse_args(
        ["reindex", "--store", "S", "--namespace", "alice", "--to", "use-multilingual-v3"]
    )
    assert (args.store, args.namespace, args.to) == ("S", "alice", "use-multilingual-v3")


def test_runs_prune_options() -> None:
    args = build_parser().parse_args(["runs", "prune", "--keep", "5", "--older-than", "1.5"])
    assert (args.keep, args.older_than) == (5, 1.5)
    with pytest.raises(SystemExit):
        build_parser().parse_args(["runs", "prune", "--keep", "-1"])
    assert build_parser().parse_args(["runs"]).func.__name__ == "cmd_runs"


@pytest.mark.parametrize(
    "argv",
    [
        ["--tokenizer", "sudachi-c-content", "eval", "jmultiwoz", "--data", "F"],
        ["eval", "jmultiwoz", "--data", "F", "--tokenizer", "sudachi-c-content"],
    ],
)
def test_tokenizer_is_a_global_option(argv: list[str]) -> None:
    args = build_parser().parse_args(argv)
    assert (args.tokenizer, args.task) == ("sudachi-c-content", "jmultiwoz")
    assert build_parser().parse_args(["stats"]).tokenizer is None  # the store's own
