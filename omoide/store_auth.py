"""The served store API bound to the caller: omoide's LangGraph ``@auth.on.store`` handler and
the store that refuses to serve anybody's memory without it.

A LangGraph server that declares ``"store": {"path": "omoide.langgraph.make_store"}`` serves
omoide's memory over HTTP (``/store/items``, ``/store/items/search``, ``/store/namespaces``:
langgraph-sdk's ``client.store``, Studio's memory view). Custom auth authenticates the caller,
but the store endpoints call only the ``store`` authorization handlers; without one every
authenticated client reads and writes every namespace. Register omoide's on your ``Auth``::

    # auth.py
    from langgraph_sdk import Auth
    from omoide.langgraph import store_auth

    auth = Auth()
    store_auth(auth)  # every store operation scoped to the caller's own namespaces

    @auth.authenticate
    async def authenticate(authorization: str | None) -> str: ...

The handler maps the authenticated identity to the user's namespace with the template the
served graphs use (default ``("{user_id}",)``: alice's memories are the namespace
``("alice",)``) and allows a ``get``, ``put`` or ``delete`` only at or under it; a ``search``
or ``list_namespaces`` whose prefix is empty or above it is narrowed to it (alice listing
everything sees her own namespaces, never that bob exists); anything else is a 403 whose
detail says why. The operator's namespace ``default`` and every other user's are unreachable;
an identity that is no valid user id (``"."``, control characters, ``*``) or that maps to
``default`` is refused.

Secure by default (:class:`ServedStore`, what ``make_store`` returns): when the server has
custom auth, ``make_store`` fails at start-up unless omoide's handler is the one the server
will call for every store action, and every store API request the handler did not scope is
refused with a 403 (a later, more specific ``@auth.on.store.put`` of your own, say). With
``$OMOIDE_USER_BINDING=auth`` a server without custom auth refuses every store API request.
Without custom auth and without that binding the store API is open: whoever reaches the server
reads and writes every user's memory, as the ``omoide`` CLI does on the store folder — for one
person on loopback, or behind a gateway that authenticates.

Graph runs are not store API requests: a graph's nodes use the store as the graph's code
decides (omoide's served graphs bind the user themselves, ``$OMOIDE_USER_BINDING``).
"""

from __future__ import annotations

import sys
from collections.abc import Awaitable, Callable, Iterable, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from langgraph.store.base import GetOp, ListNamespacesOp, Op, PutOp, Result, SearchOp

from omoide.agent.users import (
    OPERATOR_NAMESPACE,
    USER_PLACEHOLDER,
    RunNamespace,
    check_user_id,
)
from omoide.memory_store.errors import OmoideError
from omoide.memory_store.langgraph_store import OmoideStore

if TYPE_CHECKING:
    from langgraph_sdk import Auth

__all__ = [
    "STORE_ACTIONS",
    "ServedStore",
    "StoreAuthError",
    "StoreScope",
    "check_served_auth",
    "store_auth",
]

STORE_ACTIONS = ("get", "put", "delete", "search", "list_namespaces")
"""The store API's actions, as LangGraph's auth handlers see them."""
SETUP = (
    "register omoide's store handler in your auth module: "
    "`from omoide.langgraph import store_auth; store_auth(auth)` (README, 'Many users')"
)
_MARK = "__omoide_store_scope__"  # set on the handler store_auth registers


class StoreAuthError(OmoideError, RuntimeError):
    """The served store's authorization is missing or overridden (raised at start-up)."""


@dataclass(frozen=True, slots=True)
class StoreScope:
    """What omoide's handler allowed for the current store API request: ``user``'s
    namespaces, those at or under ``labels``."""

    user: str
    labels: tuple[str, ...]


_SCOPE: ContextVar[StoreScope | None] = ContextVar("omoide_store_scope", default=None)


def _within(namespace: Sequence[str], labels: tuple[str, ...]) -> bool:
    return tuple(namespace[: len(labels)]) == labels


def _shown(namespace: Sequence[str] | None) -> str:
    return "(none)" if namespace is None else repr(tuple(namespace))


def user_labels(identity: object, template: RunNamespace) -> tuple[str, ...]:
    """The namespace labels of the authenticated ``identity`` under ``template``;
    ``ValueError`` (its reason in the user's terms) when it is not a user omoide may serve."""
    user = check_user_id(identity, "the authenticated identity")
    labels = template.labels(user)
    if template.name(user) == OPERATOR_NAMESPACE:
        raise ValueError(
            f"the authenticated identity {user!r} maps to the namespace {OPERATOR_NAMESPACE!r}, "
            "the operator's own (where `omoide ingest` without --namespace writes): no client "
            "may reach it"
        )
    if "*" in labels:
        raise ValueError(
            f"the authenticated identity {user!r} maps to {labels!r}: '*' is LangGraph's "
            "namespace wildcard, which would list other users"
        )
    return labels


def store_auth(
    auth: Auth, *, namespace: tuple[str, ...] = (USER_PLACEHOLDER,)
) -> Callable[..., Awaitable[None]]:
    """Register omoide's ``@auth.on.store`` handler on ``auth`` and return it.

    ``namespace`` is the template that maps a user to their namespace, as the graphs'
    (default ``("{user_id}",)``, the served graphs'; ``("memories", "{user_id}")`` for the
    memory-agent template's layout). Every store operation of an authenticated caller is
    allowed only at or under the caller's namespace (see the module docstring); a refusal is
    ``Auth.exceptions.HTTPException(403)`` with the reason.
    """
    from langgraph_sdk import Auth

    template = RunNamespace(namespace=namespace)

    def refuse(detail: str) -> Auth.exceptions.HTTPException:
        return Auth.exceptions.HTTPException(status_code=403, detail=detail)

    async def omoide_store_scope(ctx: Auth.types.AuthContext, value: dict[str, Any]) -> None:
        """omoide: scope the store API to the authenticated user's own namespaces."""
        _SCOPE.set(None)
        try:
            identity = ctx.user.identity
            labels = user_labels(identity, template)
        except (ValueError, NotImplementedError) as exc:
            raise refuse(f"omoide store: {exc}") from None
        asked = value.get("namespace")
        action = ctx.action
        if action in ("search", "list_namespaces") and (
            asked is None or labels[: len(asked)] == tuple(asked)
        ):
            value["namespace"] = labels  # everything the caller asked for that is theirs
        elif action not in STORE_ACTIONS:
            raise refuse(f"omoide store: unknown store action {action!r}")
        elif asked is None or not _within(asked, labels):
            raise refuse(
                f"omoide store: {identity!r} may {action} only in their own namespace "
                f"{labels!r} or under it, not {_shown(asked)}"
            )
        _SCOPE.set(StoreScope(identity, labels))

    setattr(omoide_store_scope, _MARK, template)
    auth.on.store(omoide_store_scope)
    return omoide_store_scope


# --- the served store: secure by default -----------------------------------------------------


def _custom_auth() -> Any:
    """The server's custom ``Auth`` (``"js"`` for a JavaScript one), ``None`` without custom
    auth or outside a LangGraph server."""
    # A server has loaded its config before it builds the store; a process that merely
    # imported part of langgraph_api (its serde, say) is no server, and importing the config
    # there raises (REDIS_URI missing).
    if "langgraph_api.config" not in sys.modules:
        return None
    from langgraph_api import config  # type: ignore[import-untyped]

    conf = config.LANGGRAPH_AUTH
    if not conf or not conf.get("path"):
        return None
    from langgraph_api.auth.custom import get_auth_instance  # type: ignore[import-untyped]

    return get_auth_instance()


def _handler_for(auth: Any, action: str) -> Any:
    """The handler the server calls for a store ``action`` (its own lookup)."""
    from langgraph_api.auth.custom import SimpleUser, _get_handler
    from langgraph_sdk import Auth

    ctx = Auth.types.AuthContext(
        permissions=[],
        user=SimpleUser(""),
        resource="store",
        action=action,  # type: ignore[arg-type]
    )
    return _get_handler(auth, ctx)


def check_served_auth(where: str = "omoide.langgraph.make_store") -> None:
    """At a LangGraph server's start: ``StoreAuthError`` when it has custom auth but would
    not call omoide's store handler for every store action. Outside a server, or without
    custom auth, nothing to check."""
    auth = _custom_auth()
    if auth is None:
        return
    if auth == "js":
        raise StoreAuthError(
            f"{where}: this server's custom auth is JavaScript; omoide's store handler is "
            "Python (omoide.langgraph.store_auth): serve the store behind a Python auth module"
        )
    from langgraph_api import config

    path = (config.LANGGRAPH_AUTH or {}).get("path")
    missing = [a for a in STORE_ACTIONS if not hasattr(_handler_for(auth, a), _MARK)]
    if missing:
        raise StoreAuthError(
            f"{where}: the store API is served with custom auth ({path}) but omoide's store "
            f"handler does not authorize {', '.join(missing)}: every authenticated client "
            f"could read and write every user's memory — {SETUP}; no other store handler "
            "may take its place (a more specific @auth.on.store.<action> would)"
        )


def _refused(detail: str) -> Exception:
    from starlette.exceptions import HTTPException

    return HTTPException(status_code=403, detail=f"omoide store: {detail}")


def _in_graph_run() -> bool:
    from langgraph.config import get_config

    try:
        get_config()
    except RuntimeError:
        return False
    return True


def _op_namespace(op: Op) -> tuple[str, ...] | None:
    if isinstance(op, GetOp | PutOp):
        return tuple(op.namespace)
    if isinstance(op, SearchOp):
        return tuple(op.namespace_prefix)
    if isinstance(op, ListNamespacesOp):
        prefixes = [c.path for c in op.match_conditions or () if c.match_type == "prefix"]
        return tuple(prefixes[0]) if prefixes else None
    return None


class ServedStore(OmoideStore):
    """``OmoideStore`` as ``make_store`` serves it: store API requests are refused (403) unless
    omoide's handler scoped them, under custom auth, or when ``require_auth`` (the served
    binding ``$OMOIDE_USER_BINDING=auth``) and the server has no custom auth. Outside a
    LangGraph server's store API (graph runs, scripts) it is ``OmoideStore``."""

    def __init__(self, *args: Any, require_auth: bool = False, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.require_auth = require_auth

    def authorize(self, ops: Iterable[Op]) -> None:
        """Raise the 403 for ``ops`` if they come from a store API request omoide's handler
        did not allow (see the class docstring)."""
        utils = sys.modules.get("langgraph_api.utils")
        if utils is None:
            return  # not inside a LangGraph server
        ctx = utils.get_auth_ctx()
        if ctx is None or _in_graph_run():
            return  # the server's own work, or a graph's nodes
        if _custom_auth() is None:
            if self.require_auth:
                raise _refused(
                    "OMOIDE_USER_BINDING=auth but this server has no custom auth: the store "
                    "API serves authenticated users only (add an auth module with "
                    "omoide.langgraph.store_auth, README 'Many users')"
                )
            return  # no auth at all: the store API is open (see the module docstring)
        scope = _SCOPE.get()
        try:
            identity = ctx.user.identity
        except NotImplementedError:
            identity = None
        if scope is None or scope.user != identity:
            raise _refused(f"this request was not scoped to its user — {SETUP}")
        for op in ops:
            namespace = _op_namespace(op)
            if namespace is None or not _within(namespace, scope.labels):
                raise _refused(
                    f"{scope.user!r} may reach only {scope.labels!r} and under it, "
                    f"not {_shown(namespace)}"
                )

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        ops = list(ops)
        self.authorize(ops)
        return super().batch(ops)

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        ops = list(ops)
        self.authorize(ops)  # here, in the request's context (the executor has none)
        return await super().abatch(ops)
