"""What a cold ``omoide recall`` loads (issue 38, point 7: the command imports what it needs).

The command runs the retrieval nodes in its own process (``recall_in_process``): it neither
builds nor compiles the LangGraph graph, nor enters ``recall()``'s run isolation. The recall runs
in a fresh interpreter as the program (``main()`` reading ``sys.argv``) on a small store."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import sample_episodes

from omoide.memory_store import MemoryStore, USEEmbeddings

CHILD = """
import contextlib, io, json, sys
from omoide.cli import main
sys.argv = ["omoide", "--store", sys.argv[1], "recall", "こむぎは元気？"]
with contextlib.redirect_stdout(io.StringIO()) as out:
    code = main()
print(json.dumps({"code": code, "out": out.getvalue(), "modules": sorted(sys.modules)}))
"""
# The graph's builder and what only a graph run needs (its isolation, the publish/seal nodes).
GRAPH_MODULES = ("omoide.agent.builder", "omoide.agent.isolation", "omoide.agent.nodes.publish")
# LangGraph itself and what it brings (LangSmith, the LangGraph SDK's client).
LANGGRAPH = ("langgraph", "langsmith", "langgraph_sdk")


@pytest.fixture(scope="module")
def loaded(tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings) -> list[str]:
    path = tmp_path_factory.mktemp("recall_imports") / "store"
    with MemoryStore(path, embedder=embedder) as store:
        store.add_episodes(sample_episodes())
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(path)],
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
        cwd=Path(path).parent,  # not the checkout: the installed package
    )
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["code"] == 0, done.stderr
    assert found["out"].startswith("plan: ")  # it recalled
    modules: list[str] = found["modules"]
    return modules


def _under(modules: list[str], roots: tuple[str, ...]) -> list[str]:
    return [m for m in modules if any(m == r or m.startswith(r + ".") for r in roots)]


def test_the_command_builds_no_graph(loaded: list[str]) -> None:
    assert "omoide.agent.nodes.rerank" in loaded  # the nodes ran
    assert _under(loaded, GRAPH_MODULES) == []


def test_the_command_loads_no_langgraph(loaded: list[str]) -> None:
    assert _under(loaded, LANGGRAPH) == []


# The extractors' fact rules (hundreds of expressions compiled at import) and the LLM
# extractor's pydantic schema: consolidation's, never the read path's (RuleExtractor.names).
FACT_RULES = ("omoide.agent.understanding.extract.facts", "omoide.agent.understanding.extract.llm")


def test_the_command_compiles_no_fact_rules(loaded: list[str]) -> None:
    assert _under(loaded, FACT_RULES) == []


def test_a_store_without_entities_loads_no_rule_extractor(loaded: list[str]) -> None:
    # No entity to resolve (nothing consolidated): the plan reads no names.
    assert _under(loaded, ("omoide.agent.understanding.extract",)) == []
