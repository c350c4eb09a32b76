"""Graphs for a LangGraph server that serves many users: one retrieval graph and one agent for
every user, the namespace taken from each run's ``config["configurable"]["user_id"]``.

``langgraph.json``::

    "graphs": {
        "retrieval": "omoide.agent.served:retrieval_node",
        "omoide": "omoide.agent.served:graph"
    }

Both names are zero-argument async graph factories. Importing this module returns at once and
starts building both graphs in a background thread (``omoide.agent.serving``). The graphs share
one ``NamespacePool`` over:

- ``$OMOIDE_STORE`` (default ``./.omoide``): the store folder, one namespace per user;
- ``$OMOIDE_CHROMA_URL`` (optional): a Chroma server for the vectors (``chroma run``);
- ``$OMOIDE_DEFAULT_USER`` (optional): the user of runs that name none; without it such a run
  fails with a message saying to pass ``config={"configurable": {"user_id": ...}}``;
- ``$OMOIDE_MAX_OPEN`` (optional, default 64): namespaces kept open at once (LRU);
- ``$OMOIDE_USER_BINDING`` (optional, default ``auto``): who the user is. ``auto``: behind
  LangGraph custom auth the authenticated user (``configurable["langgraph_auth_user_id"]``,
  which the server sets and clients cannot), and a run naming another ``user_id`` is an error;
  without auth the run's ``user_id``. ``auth``: the authenticated user only (runs without one
  fail). ``client``: the run's ``user_id`` even under auth (trusted callers only);
- ``$OMOIDE_SETTINGS`` (optional): the operator's retrieval settings, ``key=value`` separated
  by spaces (``max_sensitivity=PUBLIC record_runs=true``). A run may tune retrieval through its
  context or ``configurable["omoide"]`` but never change ``max_sensitivity`` or
  ``record_runs`` (an error naming the setting).

No run may name the user ``default``: that namespace is the operator's (``omoide ingest``
without ``--namespace``); ``$OMOIDE_DEFAULT_USER=default`` serves it to runs that name nobody.

The graphs bind runs; the server's store API (``"store": {"path":
"omoide.langgraph.make_store"}``) is bound by omoide's store handler: behind custom auth, the
auth module calls ``omoide.langgraph.store_auth(auth)`` (``omoide.store_auth``), without which
``make_store`` stops the server at start.

The chat model of the agent comes from the environment as for ``build_agent``.
``omoide.agent.studio`` serves the same graphs for one person.
"""

from __future__ import annotations

from omoide.memory_store import settings as environment

from .serving import BackgroundBuild, Graph, serve

__all__ = ["graph", "retrieval_node"]

_SERVED = BackgroundBuild(
    lambda: serve(default_user=environment.default_user()),
    name="omoide-served-build",
)
_SERVED.start()  # the model loads while the server starts, not in the first request


async def retrieval_node() -> Graph:
    """The served retrieval graph (built in the background at import, then reused)."""
    return (await _SERVED.aresult()).graphs["retrieval"]


async def graph() -> Graph:
    """The served agent: retrieval -> respond -> remember -> forget (built once, reused)."""
    return (await _SERVED.aresult()).graphs["omoide"]
