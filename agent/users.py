"""Whose memory a run reads and writes: one compiled graph, many users.

``build_retrieval_node``, ``build_remember_node``, ``build_agent`` and ``make_memory_tools``
take either

- a ``MemoryStore``: one namespace, bound at build time (every run uses it; a ``user_id`` in
  the run is ignored), or
- a ``NamespacePool`` or an ``OmoideStore``: the namespace comes from each run.

The per-run contract (:class:`RunNamespace`):

1. The run names its user with ``config["configurable"]["user_id"]`` (LangGraph's usual
   per-run channel; the memory-agent template and the SDK's ``config=`` use it), or with a
   ``user_id`` in the run's context (a dict key or an attribute of the context object). When
   both are given they must agree. ``user_key`` renames the key: behind LangGraph's custom auth
   use ``user_key="langgraph_auth_user_id"``, which the server sets from the authenticated user,
   so a client cannot name somebody else.
2. The user's namespace is the ``namespace`` template with ``"{user_id}"`` filled in (default
   ``("{user_id}",)``: the omoide namespace *is* the user id). Labels are joined by ``"."``,
   the same mapping ``OmoideStore`` uses, so ``namespace=("memories", "{user_id}")`` reads and
   writes exactly what the memory-agent template's ``store.put(("memories", user_id), ...)``
   writes.
3. A run that names no user (no key, or ``""``: a LangGraph server without auth sets
   ``configurable["user_id"] = ""`` when the client names none) gets ``default_user`` when
   one is set, else a ``ValueError`` before any work is done (no run falls back to a shared
   namespace by accident).

A user id must be a non-empty string without ``"."`` (LangGraph forbids it inside a namespace
label) and without surrounding whitespace: distinct users always get distinct namespaces.

Stores are leased from the pool for the duration of each node's work (a store in use is never
closed by the pool's LRU eviction); the embedder and Chroma client are shared by every
namespace of the pool, each namespace keeps its own keyword index and filter table.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Protocol, TypeAlias

from langgraph.config import get_config
from langgraph.runtime import get_runtime

from omoide.memory_store import MemoryStore
from omoide.memory_store.langgraph_store import OmoideStore, namespace_key, namespace_tuple
from omoide.memory_store.pool import NamespacePool

__all__ = [
    "USER_PLACEHOLDER",
    "FixedStore",
    "NoUserError",
    "PerRunStores",
    "RunNamespace",
    "RunStores",
    "StoreSource",
    "run_stores",
    "run_user",
]

USER_PLACEHOLDER = "{user_id}"
NO_USER = (
    "this run names no user, and omoide serves many users from one graph: pass "
    "config={{'configurable': {{'{key}': '<user id>'}}}} (or a '{key}' in the run's context), "
    "or build the graph with default_user='<user id>'"
)


class NoUserError(ValueError):
    """A per-user graph ran without a user and without ``default_user``."""


StoreSource: TypeAlias = MemoryStore | NamespacePool | OmoideStore
"""What the builders accept: one store, or a pool / ``OmoideStore`` for per-run users."""


@dataclass(frozen=True)
class RunNamespace:
    """How a run names its user, and the namespace that user's memories live in."""

    namespace: tuple[str, ...] = (USER_PLACEHOLDER,)
    user_key: str = "user_id"
    default_user: str | None = None

    def __post_init__(self) -> None:
        labels = (self.namespace,) if isinstance(self.namespace, str) else self.namespace
        if (
            not isinstance(labels, tuple)
            or not labels
            or not all(isinstance(label, str) and label for label in labels)
        ):
            raise ValueError(
                f"namespace={self.namespace!r}: a tuple of non-empty labels, one of them "
                f"containing {USER_PLACEHOLDER!r}, e.g. ('memories', '{USER_PLACEHOLDER}')"
            )
        # Without the placeholder every user would share one namespace.
        if not any(USER_PLACEHOLDER in label for label in labels):
            raise ValueError(
                f"namespace={self.namespace!r} has no {USER_PLACEHOLDER!r} label: every user "
                "would read and write the same memories"
            )
        object.__setattr__(self, "namespace", labels)
        if not isinstance(self.user_key, str) or not self.user_key:
            raise ValueError(f"user_key must be a non-empty string, got {self.user_key!r}")
        if self.default_user is not None:
            check_user_id(self.default_user, "default_user")

    def labels(self, user_id: str) -> tuple[str, ...]:
        """The LangGraph namespace tuple of a user."""
        return tuple(label.replace(USER_PLACEHOLDER, user_id) for label in self.namespace)

    def name(self, user_id: str) -> str:
        """The omoide namespace of a user (labels joined by ``"."``, as ``OmoideStore``)."""
        return namespace_key(self.labels(user_id))


def check_user_id(value: object, where: str) -> str:
    """A user id, or a one-line ``ValueError`` naming where the bad one came from."""
    if not isinstance(value, str):
        raise ValueError(f"{where} must be a string user id, got {type(value).__name__}")
    if not value.strip() or value != value.strip():
        raise ValueError(f"{where}={value!r}: a user id must be non-empty, without outer spaces")
    if "." in value:
        raise ValueError(
            f"{where}={value!r} contains '.', which LangGraph forbids inside a namespace label"
        )
    return value


def _from_context(context: Any, key: str) -> Any:
    if context is None:
        return None
    if isinstance(context, Mapping):
        return context.get(key)
    return getattr(context, key, None)


def run_user(key: str = "user_id") -> str | None:
    """The user the current LangGraph run names (``None`` when it names none, or outside a
    run): ``configurable[key]`` or the run context's ``key``, which must agree. An empty
    value names no user."""
    try:
        config = get_config()
    except RuntimeError:  # not inside a LangGraph run
        return None
    # "" is no user: a LangGraph server fills configurable["user_id"] with the authenticated
    # user's id, which is "" when the server has no auth.
    from_config = (config.get("configurable") or {}).get(key) or None
    from_context = _from_context(getattr(get_runtime(), "context", None), key) or None
    if from_config is not None:
        check_user_id(from_config, f"configurable[{key!r}]")
    if from_context is not None:
        check_user_id(from_context, f"context[{key!r}]")
    if from_config is not None and from_context is not None and from_config != from_context:
        raise ValueError(
            f"this run names two users: configurable[{key!r}]={from_config!r} and "
            f"context[{key!r}]={from_context!r}"
        )
    found = from_config if from_config is not None else from_context
    return None if found is None else str(found)


class RunStores(Protocol):
    """Where a node gets the store of the current run."""

    def namespace_of_run(self) -> str:
        """The omoide namespace of the current run (raises when it cannot be known)."""
        ...

    def lease(self, namespace: str) -> Any:
        """A context manager giving that namespace's ``MemoryStore``, open until it exits."""
        ...

    def warm_up(self) -> None:
        """Load the embedding model now (build time), not in the first run's time budget."""
        ...

    def timezone_of_run(self) -> str:
        """The time zone of the current run's namespace (its store's ``timezone``)."""
        ...


@dataclass(frozen=True)
class FixedStore:
    """One store for every run: the single-store API (``build_retrieval_node(store)``)."""

    store: MemoryStore

    def namespace_of_run(self) -> str:
        return self.store.namespace

    @contextmanager
    def lease(self, namespace: str) -> Iterator[MemoryStore]:
        yield self.store

    def warm_up(self) -> None:
        self.store.warm_up()

    def timezone_of_run(self) -> str:
        return self.store.timezone


@dataclass(frozen=True)
class PerRunStores:
    """The run's namespace, leased from a ``NamespacePool`` (or an ``OmoideStore``'s pool)."""

    pool: NamespacePool
    scope: RunNamespace
    omoide_store: OmoideStore | None = None  # leases through it: its items stay consistent

    def namespace_of_run(self) -> str:
        user = run_user(self.scope.user_key)
        if user is None:
            user = self.scope.default_user
        if user is None:
            raise NoUserError(NO_USER.format(key=self.scope.user_key))
        return self.scope.name(user)

    @contextmanager
    def lease(self, namespace: str) -> Iterator[MemoryStore]:
        if self.omoide_store is not None:
            labels = namespace_tuple(namespace)
            if labels is None:
                raise ValueError(f"namespace {namespace!r} has an empty label")
            with self.omoide_store.lease(labels) as store:
                yield store
        else:
            with self.pool.lease(namespace) as store:
                yield store

    def warm_up(self) -> None:
        self.pool.warm_up()

    def timezone_of_run(self) -> str:
        return self.pool.timezone_of(self.namespace_of_run())


def run_stores(
    source: StoreSource,
    *,
    namespace: tuple[str, ...] | None = None,
    user_key: str | None = None,
    default_user: str | None = None,
) -> RunStores:
    """The builders' ``store`` argument as a :class:`RunStores` (see the module docstring)."""
    per_run: dict[str, Any] = {
        "namespace": namespace,
        "user_key": user_key,
        "default_user": default_user,
    }
    given = {k: v for k, v in per_run.items() if v is not None}
    if isinstance(source, MemoryStore):
        if given:
            raise TypeError(
                f"{', '.join(given)}: per-run users need a NamespacePool or an OmoideStore; a "
                f"MemoryStore is one namespace ({source.namespace!r}) for every run"
            )
        return FixedStore(source)
    scope = RunNamespace(**given)
    if isinstance(source, NamespacePool):
        return PerRunStores(source, scope)
    if isinstance(source, OmoideStore):
        return PerRunStores(source.pool, scope, source)
    raise TypeError(
        f"store={source!r}: allowed a MemoryStore (one namespace), a NamespacePool or an "
        "OmoideStore (the namespace comes from each run's user_id)"
    )
