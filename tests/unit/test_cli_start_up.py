"""A one-shot CLI command pauses the cyclic garbage collector over its imports and store
opening, then freezes what they made (``omoide.cli.common.start_up``): a cold ``omoide recall`` no
longer pays for the collector scanning LangGraph's, pydantic's and chromadb's objects while they
are made and again at exit (BENCHMARKS §5). Only when the command is the process: ``main([...])``
called from Python leaves the caller's collector alone."""

from __future__ import annotations

import argparse
import gc
import json
import subprocess
import sys

import pytest

from omoide.cli.common import start_up as _start_up


def test_called_from_python_the_collector_is_left_alone() -> None:
    frozen, enabled = gc.get_freeze_count(), gc.isenabled()
    with _start_up(argparse.Namespace(owns_process=False)):
        assert gc.isenabled() == enabled
        made = [[i] for i in range(1000)]
    assert gc.get_freeze_count() == frozen and gc.isenabled() == enabled
    assert len(made) == 1000
    with _start_up(argparse.Namespace()):  # a namespace that does not say
        assert gc.isenabled() == enabled
    assert gc.get_freeze_count() == frozen


CHILD = """
import argparse, gc, json
from omoide.cli.common import start_up as _start_up
before = gc.get_freeze_count()
with _start_up(argparse.Namespace(owns_process=True)):
    paused = not gc.isenabled()
    kept = [[i] for i in range(1000)]
after = gc.get_freeze_count()
out = {"paused": paused, "frozen": after - before, "enabled_after": gc.isenabled()}
gc.disable()
try:
    with _start_up(argparse.Namespace(owns_process=True)):
        raise ValueError("boom")
except ValueError:
    out["stays_disabled"] = not gc.isenabled()
print(json.dumps(out))
"""


def test_as_the_program_imports_run_paused_and_end_frozen() -> None:
    done = subprocess.run(
        [sys.executable, "-c", CHILD], capture_output=True, text=True, check=True, timeout=120
    )
    out = json.loads(done.stdout)
    assert out["paused"] and out["enabled_after"]
    assert out["frozen"] >= 1000  # what was made inside is frozen
    assert out["stays_disabled"]  # a collector the caller had turned off stays off


def test_main_says_whether_it_is_the_program(monkeypatch: pytest.MonkeyPatch) -> None:
    import omoide.cli as cli
    import omoide.cli.memory

    seen: list[bool] = []

    def facts(args: argparse.Namespace) -> int:
        seen.append(args.owns_process)
        return 0

    monkeypatch.setattr(omoide.cli.memory, "cmd_facts", facts)
    assert cli.main(["facts"]) == 0  # from Python
    monkeypatch.setattr(sys, "argv", ["omoide", "facts"])
    assert cli.main() == 0  # as the console script calls it
    assert seen == [False, True]


# What a command line loads before its command runs: `omoide recall --help` (the parser of
# every command, then argparse's exit) and a plain `import omoide.cli`.
LOADED = """
import json, sys
{statement}
print(json.dumps(sorted(sys.modules)))
"""
NOT_YET = ("benchmarks", "langgraph", "langchain_core", "chromadb", "omoide.agent.consolidation")


@pytest.mark.parametrize(
    "statement",
    [
        "import omoide.cli",
        "from omoide.cli import main\ntry:\n    main(['recall', '--help'])\nexcept SystemExit:\n"
        "    pass",
        "from omoide.cli import build_parser\nbuild_parser()",
    ],
    ids=["import", "recall --help", "build_parser"],
)
def test_the_command_line_loads_no_harness_nor_langgraph(statement: str) -> None:
    done = subprocess.run(
        [sys.executable, "-c", LOADED.format(statement=statement)],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    modules = json.loads(done.stdout.strip().splitlines()[-1])
    assert "omoide.cli.recall" in modules
    loaded = [m for m in modules if any(m == n or m.startswith(n + ".") for n in NOT_YET)]
    assert loaded == []


@pytest.mark.parametrize("module", ["omoide", "omoide.cli"])
def test_python_m_runs_the_program(module: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", module, "recall", "--help"],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: omoide recall ")
    wrong = subprocess.run(
        [sys.executable, "-m", module, "recall"], capture_output=True, text=True, timeout=120
    )
    assert wrong.returncode == 2
    assert wrong.stderr.splitlines()[-1] == (
        "omoide recall: error: the following arguments are required: text"
    )
