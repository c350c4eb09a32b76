"""What ``langgraph.json`` serves (LangGraph Studio / ``langgraph dev``): the retrieval graph and
the full agent for one person, on ``$OMOIDE_STORE`` (else ``./.omoide``).

``"retrieval": "omoide.agent.studio:retrieval"``, ``"omoide": "omoide.agent.studio:agent"`` and
``"consolidate": "omoide.agent.studio:consolidate"`` are async graph factories. Importing this
module only starts opening the store and loading the embedder in a background thread
(``omoide.agent.serving``), so the server's import check (3 s) passes and its event loop never
blocks; the factories await that work, then return the same compiled graphs on every call. A
store that cannot be opened is an error on each call, with its message (and the next call tries
again).

Runs that name no user read the ``default`` namespace (``$OMOIDE_DEFAULT_USER`` picks another);
a run with ``config["configurable"]["user_id"]`` reads that user's namespace, as in
``omoide.agent.served`` (the many-users deployment, where naming no user is an error). As
there, the deployment decides: behind LangGraph custom auth the authenticated user wins
(``$OMOIDE_USER_BINDING``), no run may name the user ``default``, and ``max_sensitivity`` /
``record_runs`` are set with ``$OMOIDE_SETTINGS``, never per run.

The ``consolidate`` graph's context is a ``ConsolidationConfig`` (Studio's context panel lists
its settings with their descriptions): a run tunes batch size, salience, summaries, loops and
zone (``context={"batch_size": 50}``); ``max_sensitivity`` and ``include_unsearchable`` are the
operator's, set with ``$OMOIDE_SETTINGS`` items ``consolidation.<setting>=value``. It
consolidates the default user's namespace only: a run whose user is another (a ``user_id``, or
the authenticated user) is refused before any work (``omoide --namespace NAME consolidate``
consolidates that one).

From Python, ``omoide.agent.studio.graph`` / ``.retrieval_node`` / ``.store`` are the built
objects (the attribute access waits for the background work). Library code imports ``omoide``
instead; nothing here runs unless this module is imported.
"""

from __future__ import annotations

from typing import Any

from omoide.memory_store import settings as environment

from .serving import BackgroundBuild, Graph, ServedGraphs, serve

__all__ = ["agent", "consolidate", "retrieval", "served"]

DEFAULT_USER = "default"

_SERVED = BackgroundBuild(
    lambda: serve(
        default_user=environment.default_user() or DEFAULT_USER,
        open_default=True,
    ),
    name="omoide-studio-build",
)
_SERVED.start()  # the store opens while the server starts, not in the first request


def served() -> ServedGraphs:
    """The served pool and graphs, waiting for them to be built if need be."""
    return _SERVED.result()


async def retrieval() -> Graph:
    """Graph factory for ``langgraph.json``: the retrieval graph."""
    return (await _SERVED.aresult()).graphs["retrieval"]


async def agent() -> Graph:
    """Graph factory for ``langgraph.json``: the full agent."""
    return (await _SERVED.aresult()).graphs["omoide"]


async def consolidate() -> Graph:
    """Graph factory for ``langgraph.json``: consolidation of the default namespace (entities,
    facts, open loops, summaries; what ``omoide consolidate`` runs)."""
    return (await _SERVED.aresult()).graphs["consolidate"]


def __getattr__(name: str) -> Any:
    # The objects themselves, for Python users (PEP 562); the server reads the factories.
    if name == "graph":
        return served().graphs["omoide"]
    if name == "retrieval_node":
        return served().graphs["retrieval"]
    if name == "store":
        built = served()
        return built.pool.get(built.default_user or DEFAULT_USER)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
