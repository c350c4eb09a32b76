"""Nodes talk through state and the store, not each other (issue 29, 4).

A node module (one that defines a ``*_node`` builder) is imported by the graph builders only:
no module in ``agent/nodes`` imports another node module, and none imports another module's
private (``_``) names. What two nodes share lives in a public module of ``agent/`` (the
ranking in ``agent/ranking/``, the pack's clock in ``agent/pack_clock.py``).
"""

from __future__ import annotations

import ast
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

from omoide.agent.config import RetrievalConfig
from omoide.agent.nodes.pack import build_memory_pack, pack_now
from omoide.agent.nodes.respond import ResponderDeps, turn_now
from omoide.agent.pack_clock import format_local_time, now_item, pack_built_at
from omoide.agent.records import RankedEpisode

NODES = Path(__file__).resolve().parents[2] / "agent" / "nodes"


def _node_modules() -> set[str]:
    names = set()
    for path in NODES.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if any(isinstance(n, ast.FunctionDef) and n.name.endswith("_node") for n in tree.body):
            names.add(path.stem)
    return names


def _sideways(path: Path, nodes: set[str]) -> list[str]:
    found = []
    for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(n, ast.ImportFrom):
            continue
        module = n.module or ""
        target = module.rsplit(".", 1)[-1]
        in_nodes = n.level == 1 or module.startswith("omoide.agent.nodes.")
        if in_nodes and target in nodes and target != path.stem:
            found.append(f"{path.name}: from {'.' * n.level}{module} (a node)")
        private = [a.name for a in n.names if a.name.startswith("_") and a.name != "__future__"]
        if private and (n.level > 0 or module.startswith("omoide.")):
            found.append(f"{path.name}: from {'.' * n.level}{module} import {private}")
    return found


def test_the_node_modules_are_found() -> None:
    # The check below is only as good as this list.
    assert {"pack", "rerank", "respond", "plan", "remember"} <= _node_modules()


def test_no_node_imports_another_node_or_a_private_name() -> None:
    nodes = _node_modules()
    found = [line for path in sorted(NODES.glob("*.py")) for line in _sideways(path, nodes)]
    assert found == []


def test_the_check_sees_a_sideways_import(tmp_path: Path) -> None:
    bad = tmp_path / "respond.py"
    bad.write_text("from .pack import pack_now\nfrom .rerank import _weights\n", encoding="utf-8")
    assert len(_sideways(bad, {"pack", "rerank", "respond"})) == 3


def test_the_pack_clock_round_trip() -> None:
    jst = timezone(timedelta(hours=9))
    text = format_local_time(1_700_000_000, jst)
    assert text == "2023-11-15T07:13:20+09:00"
    assert now_item(text) == "now_local: 2023-11-15T07:13:20+09:00"
    assert pack_built_at(f"header\n- {now_item(text)}\n- other") == datetime.fromisoformat(text)
    assert pack_built_at("") is None
    assert pack_now is pack_built_at  # the old import path still works


def test_respond_reads_the_instant_the_pack_was_built_for() -> None:
    now = int(datetime(2026, 1, 10, 12, tzinfo=UTC).timestamp())
    ranked = RankedEpisode(
        id="e1",
        user_text="京都に行った",
        reply_text="いいですね",
        occurred_at=now - 86_400,
        relevance="high",
        score=0.9,
        reason="",
    )
    jst = timezone(timedelta(hours=9))
    pack = build_memory_pack([ranked], RetrievalConfig(), now=now, tz=jst).text
    assert "- now_local: 2026-01-10T21:00:00+09:00" in pack
    state = {"messages": [], "memory_pack": pack}
    at = turn_now(state, ResponderDeps(None, timezone="UTC"))  # type: ignore[arg-type]
    assert at.isoformat() == "2026-01-10T12:00:00+00:00"  # the same instant, in the run's zone
