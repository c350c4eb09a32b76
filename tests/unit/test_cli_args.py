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


def test_a_mistyped_time_zone_names_the_flag_and_the_close_zone() -> None:
    from omoide.cli import _time_zone

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

    from omoide.cli import PeriodicProgress

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
    from omoide.cli import PROGRESS_SECONDS, _progress_seconds

    monkeypatch.delenv("OMOIDE_PROGRESS_SECONDS", raising=False)
    assert _progress_seconds() == PROGRESS_SECONDS == 30
    monkeypatch.setenv("OMOIDE_PROGRESS_SECONDS", "5")
    assert _progress_seconds() == 5
    for bad in ("soon", "-1", "inf"):
        monkeypatch.setenv("OMOIDE_PROGRESS_SECONDS", bad)
        with pytest.raises(ValueError, match="OMOIDE_PROGRESS_SECONDS"):
            _progress_seconds()
