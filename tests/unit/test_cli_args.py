"""The commands the error messages and docs suggest parse as written."""

from __future__ import annotations

import argparse

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
        ["-v", "eval", "--embedder", "e5-small", "jmultiwoz", "--tokenizer", "bigram", "--data=F"],
    ],
)
def test_eval_hands_its_arguments_and_the_global_options_to_the_harness(
    argv: list[str],
) -> None:
    # `omoide eval` parses nothing of its own: the harness (`python -m benchmarks eval`) does,
    # with the global options it reads, wherever they were given.
    from benchmarks.evaluation.cli import eval_parser
    from omoide.cli import parse_args
    from omoide.cli.harness import forwarded

    args = parse_args(argv)
    assert args.func.__name__ == "cmd_eval"
    harness = eval_parser("omoide eval").parse_args(forwarded(args))
    assert (harness.task, harness.data) == ("jmultiwoz", "F")
    assert harness.tokenizer in ("sudachi-c-content", "bigram")
    assert harness.verbose == ("-v" in argv)
    assert harness.embedder == ("e5-small" if "--embedder" in argv else None)
    assert build_parser().parse_args(["stats"]).tokenizer is None  # the store's own


def test_an_unknown_argument_is_still_an_error_for_every_other_command(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from omoide.cli import parse_args

    for argv in (["--bogus", "stats"], ["recall", "x", "--bogus"], ["runs", "prune", "--bogus"]):
        with pytest.raises(SystemExit) as exc:
            parse_args(argv)
        assert exc.value.code == 2
    err = capsys.readouterr().err
    assert err.count("omoide: error: unrecognized arguments: --bogus") == 3


def test_the_harness_eval_runs_every_task_it_loads() -> None:
    from benchmarks.evaluation.cli import build_parser as harness_parser
    from benchmarks.evaluation.cli import data_file
    from benchmarks.evaluation.tasks import TASKS

    for task in ("bilingual", "small_store", "longmemeval_multi", "locomo"):
        assert task in TASKS
        args = harness_parser().parse_args(["eval", task, "--limit", "3"])
        assert (args.task, args.limit, args.preset) == (task, 3, "eval")
    # The repository's dev sets need no --data; a file of $OMOIDE_DATA's does without it.
    assert data_file("small_store", None).name == "dev_small_store.json"
    assert data_file("locomo", "x.json").name == "x.json"


def test_the_harness_says_which_file_a_task_needs(monkeypatch: pytest.MonkeyPatch) -> None:
    from benchmarks.evaluation.cli import data_file

    monkeypatch.delenv("OMOIDE_DATA", raising=False)
    with pytest.raises(ValueError, match=r"give --data FILE \(its dev file is locomo10_dev"):
        data_file("locomo", None)
    monkeypatch.setenv("OMOIDE_DATA", "/data")
    assert str(data_file("longmemeval_multi", None)) == "/data/longmemeval_s_dev.json.gz"


def _commands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    (sub,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(sub.choices)


EVERY_COMMAND = [
    ["ingest"],
    ["recall"],
    ["stats"],
    ["runs"],
    ["runs", "prune"],
    ["explain"],
    ["forget"],
    ["restore"],
    ["flag"],
    ["chat"],
    ["reindex"],
    ["migrate"],
    ["eval"],
    ["bench"],
    ["consolidate"],
    ["entities"],
    ["facts"],
    ["loops"],
    ["demo"],
]


def test_help_lists_every_command_in_its_order() -> None:
    assert list(_commands(build_parser())) == [c[0] for c in EVERY_COMMAND if len(c) == 1]


@pytest.mark.parametrize("command", EVERY_COMMAND, ids=" ".join)
def test_every_command_has_its_help(command: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    from omoide.cli import main

    with pytest.raises(SystemExit) as exc:
        main([*command, "--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    # `omoide eval --help` is the harness's own help, under omoide's name.
    assert out.startswith(f"usage: omoide {' '.join(command)} ")
    # Every command takes the global options after its name too, but migrate (SOURCE and
    # DESTINATION are its stores); the harness reads the two eval uses.
    assert ("--store" in out) == (command[0] not in ("migrate", "eval"))
    assert ("--tokenizer" in out) == (command != ["migrate"])


def test_a_mistyped_time_zone_names_the_flag_and_the_close_zone() -> None:
    from omoide.cli.ingest import time_zone as _time_zone

    with pytest.raises(ValueError) as exc:
        _time_zone("Asia/Tokio")
    assert str(exc.value) == "--tz 'Asia/Tokio' is not a time zone; did you mean Asia/Tokyo?"
    with pytest.raises(ValueError, match=r"^--tz 'Nowhere at all' is not a time zone \(an IANA"):
        _time_zone("Nowhere at all")
    assert _time_zone("Asia/Tokyo").key == "Asia/Tokyo"


class Clock:
    """Seconds a test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_progress_off_a_terminal_is_a_line_every_n_seconds() -> None:
    import io

    from omoide.cli.common import PeriodicProgress

    out, clock = io.StringIO(), Clock()
    with PeriodicProgress(1000, "ingest log", every=30, stream=out, clock=clock) as bar:
        bar.update(100)  # 0 s: nothing yet
        clock.now += 29
        bar.update(100)  # 29 s: still nothing
        clock.now += 2
        bar.update(300)  # 31 s: a line
        clock.now += 10
        bar.update(500)  # 41 s: 10 s since the last line
    assert out.getvalue().splitlines() == [
        "ingest log: 500/1,000 episodes (50 %), 31 s",
        "ingest log: 1,000/1,000 episodes (100 %), 41 s (done)",
    ]
    # A short command prints nothing at all, as before; a total that is not known is left out.
    quiet = io.StringIO()
    with PeriodicProgress(None, "migrate", every=30, stream=quiet, clock=Clock()) as bar:
        bar.update(7)
    assert quiet.getvalue() == ""
    seen = io.StringIO()
    with PeriodicProgress(None, "migrate", every=0, stream=seen, clock=Clock()) as bar:
        bar.update(7)
    assert seen.getvalue().splitlines()[0] == "migrate: 7 episodes, 0 s"


def test_progress_seconds_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    from omoide.cli.common import PROGRESS_SECONDS
    from omoide.cli.common import progress_seconds as _progress_seconds

    monkeypatch.delenv("OMOIDE_PROGRESS_SECONDS", raising=False)
    assert _progress_seconds() == PROGRESS_SECONDS == 30
    monkeypatch.setenv("OMOIDE_PROGRESS_SECONDS", "5")
    assert _progress_seconds() == 5
    for bad in ("soon", "-1", "inf"):
        monkeypatch.setenv("OMOIDE_PROGRESS_SECONDS", bad)
        with pytest.raises(ValueError, match="OMOIDE_PROGRESS_SECONDS"):
            _progress_seconds()
