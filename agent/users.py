"""Whose memory a run reads and writes: one compiled graph, many users.

``build_retrieval_node``, ``build_remember_node``, ``build_agent`` and ``make_memory_tools``
take either

- a ``MemoryStore``: one namespace, bound at build time (every run uses it; a ``user_id`` in
  the run is ignored), or
- a ``NamespacePool`` or an ``OmoideStore``: the namespace comes from each run.

The per-run contract (:class:`RunNamespace`):

1. **Who.** By default (``user_key=None``) the deployment decides when it can: a run that a
   LangGraph server authenticated (custom auth: the server sets
   ``config["configurable"]["langgraph_auth_user_id"]`` from the handler's ``identity`` and
   strips that key from what clients send) belongs to that user, and a client that names
   another user with ``user_id`` gets an error (:class:`UserMismatchError`), never the other
   user's memories. A run nobody authenticated (no auth, or a server without it, which sends
   ``""``) names its user with ``config["configurable"]["user_id"]`` or a ``user_id`` in the
   run's context (a dict key or an attribute of the context object); when both are given they
   must agree. ``user_key=AUTH_USER_KEY`` (``"langgraph_auth_user_id"``) takes only the
   authenticated user: a run without one fails, whatever ``user_id`` it names, and a run naming
   another ``user_id`` than the authenticated one fails as it does in the default contract.
   ``user_key="user_id"`` (or any other key) reads only that key, from the run's config or
   context, even when the server authenticated somebody else: for trusted callers only.
2. **Where.** The user's namespace is the ``namespace`` template with ``"{user_id}"`` filled in
   (default ``("{user_id}",)``: the omoide namespace *is* the user id). Labels are joined by
   ``"."``, the same mapping ``OmoideStore`` uses, so ``namespace=("memories", "{user_id}")``
   reads and writes exactly what the memory-agent template's ``store.put(("memories",
   user_id), ...)`` writes. No run may name a user whose namespace is ``"default"``: that is the
   operator's namespace (where ``omoide ingest`` without ``--namespace`` writes); only the
   builder's ``default_user`` may map to it.
3. **Nobody.** A run that names no user gets ``default_user`` when one is set, else a
   ``ValueError`` before any work is done (no run falls back to a shared namespace by
   accident).

A user id must be a non-empty string without ``"."`` (LangGraph forbids it inside a namespace
label), without surrounding whitespace and without control or invisible characters (so two
ids that look alike are never two namespaces by a hidden character).

Stores are leased from the pool for the duration of each node's work (a store in use is never
closed by the pool's LRU eviction); the embedder and Chroma client are shared by every
namespace of the pool, each namespace keeps its own keyword index and filter table.
"""

from __future__ import annotations

import dataclasses
import unicodedata
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias

from omoide.memory_store import MemoryStore
from omoide.memory_store.errors import OmoideError
from omoide.memory_store.pool import NamespacePool

# LangGraph (its run's config and runtime) and the LangGraph store load when a per-run user or
# an ``OmoideStore`` is asked about, not on import: one fixed store (``omoide recall``) needs
# neither. ``StoreSource`` is made on first use (``__getattr__`` below).
if TYPE_CHECKING:
    from omoide.memory_store.langgraph_store import OmoideStore

    StoreSource: TypeAlias = MemoryStore | NamespacePool | OmoideStore
    """What the builders accept: one store, or a pool / ``OmoideStore`` for per-run users."""

__all__ = [
    "AUTH_USER_KEY",
    "OPERATOR_NAMESPACE",
    "USER_PLACEHOLDER",
    "FixedStore",
    "NoUserError",
    "PerRunStores",
    "ReservedUserError",
    "RunNamespace",
    "RunStores",
    "StoreSource",
    "UserMismatchError",
    "authenticated_user",
    "run_stores",
    "run_user",
]

USER_PLACEHOLDER = "{user_id}"
AUTH_USER_KEY = "langgraph_auth_user_id"
"""The ``configurable`` key a LangGraph server sets from its custom auth handler's identity
(``""`` without auth); the server strips it from what clients send."""
OPERATOR_NAMESPACE = "default"
"""The store's own namespace (``omoide ingest`` without ``--namespace``): never a run's pick."""
NO_USER = (
    "this run names no user, and omoide serves many users from one graph: pass "
    "config={{'configurable': {{'{key}': '<user id>'}}}} (or a '{key}' in the run's context), "
    "or build the graph with default_user='<user id>'"
)
NO_AUTH_USER = (
    "this run has no authenticated user, and this graph takes its user from the server's "
    f"auth only (configurable[{AUTH_USER_KEY!r}]): configure LangGraph custom auth, whose "
    "handler returns the user's identity"
)


class NoUserError(OmoideError, ValueError):
    """A per-user graph ran without a user and without ``default_user``."""


class UserMismatchError(OmoideError, ValueError):
    """An authenticated run named another user than the one the server authenticated."""


class ReservedUserError(OmoideError, ValueError):
    """A run named a user whose namespace is the operator's ``"default"`` namespace."""


def __getattr__(name: str) -> Any:
    if name == "StoreSource":  # what the builders accept (see the TYPE_CHECKING block)
        from omoide.memory_store.langgraph_store import OmoideStore

        source = MemoryStore | NamespacePool | OmoideStore
        globals()[name] = source
        return source
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@dataclass(frozen=True)
class RunNamespace:
    """How a run names its user, and the namespace that user's memories live in."""

    namespace: tuple[str, ...] = (USER_PLACEHOLDER,)
    user_key: str | None = None  # None: the authenticated user, else the run's "user_id"
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
        if self.user_key is not None and (not isinstance(self.user_key, str) or not self.user_key):
            raise ValueError(
                f"user_key must be a non-empty string (or None: the authenticated user, else "
                f"'user_id'), got {self.user_key!r}"
            )
        if self.default_user is not None:
            check_user_id(self.default_user, "default_user")

    @property
    def key(self) -> str:
        """The key a client names its user with (``"user_id"`` unless ``user_key`` renames it)."""
        return self.user_key or "user_id"

    def user_of_run(self) -> str | None:
        """The user the current run belongs to under this contract (``None``: none named).

        Raises :class:`UserMismatchError` when the server authenticated one user and the run
        names another (see the module docstring).
        """
        if self.user_key == AUTH_USER_KEY:
            # Only the authenticated user; a run naming another is refused as under ``auto``
            # (answering it from the authenticated user's memory without a word misleads).
            auth = authenticated_user()
            if auth is not None:
                _refuse_another(auth, run_user("user_id"))
            return auth
        if self.user_key is not None:
            return run_user(self.user_key)
        named = run_user("user_id")
        auth = authenticated_user()
        if auth is None:
            return named
        _refuse_another(auth, named)
        return auth

    def labels(self, user_id: str) -> tuple[str, ...]:
        """The LangGraph namespace tuple of a user."""
        return tuple(label.replace(USER_PLACEHOLDER, user_id) for label in self.namespace)

    def name(self, user_id: str) -> str:
        """The omoide namespace of a user (labels joined by ``"."``, as ``OmoideStore``)."""
        from omoide.memory_store.langgraph_store import namespace_key

        return namespace_key(self.labels(user_id))


def _refuse_another(auth: str, named: str | None) -> None:
    if named is not None and named != auth:
        raise UserMismatchError(
            f"this run is authenticated as {auth!r} but names user_id={named!r}: a client "
            "cannot choose whose memory it reads; leave user_id out (the authenticated "
            "user is used) or send the authenticated user's own id"
        )


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
    hidden = next((i for i, c in enumerate(value) if _invisible(c)), None)
    if hidden is not None:
        raise ValueError(
            f"{where}={value!r} contains an invisible or control character "
            f"(U+{ord(value[hidden]):04X} at {hidden}): two ids that look alike would be two users"
        )
    return value


def _invisible(char: str) -> bool:
    # Cc/Cf/Zl/Zp: controls, format characters (zero-width, bidi, tags), line separators;
    # plus the fillers and variation selectors that are letters or marks but show nothing.
    return unicodedata.category(char) in {"Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn"} or (
        char in "\u115f\u1160\u3164\uffa0\u180b\u180c\u180d\u180e\u180f"
        or 0xFE00 <= ord(char) <= 0xFE0F
        or 0xE0100 <= ord(char) <= 0xE01EF
    )


_NO_DEFAULT = object()


def _declared_default(kind: type[Any], key: str) -> Any:
    """The default a dataclass or pydantic context type declares for ``key`` (a plain value,
    not a factory), else ``_NO_DEFAULT``."""
    if dataclasses.is_dataclass(kind):
        for f in dataclasses.fields(kind):
            if f.name == key:
                return _NO_DEFAULT if f.default is dataclasses.MISSING else f.default
        return _NO_DEFAULT
    fields = getattr(kind, "model_fields", None)
    if isinstance(fields, Mapping) and key in fields:
        info = fields[key]
        if getattr(info, "default_factory", None) is None and info.is_required() is False:
            return info.default
    return _NO_DEFAULT


def _from_context(context: Any, key: str) -> Any:
    """The user the run's context names. A field of a context object left at the default its
    type declares names nobody: LangGraph builds the object from what the client sent and
    fills the rest with defaults (Studio's form sends every field), so langchain-ai's
    memory-agent ``Context`` (``user_id: str = "default"``) would otherwise name ``default`` on
    every run that chose no user (drill r43b)."""
    if context is None:
        return None
    if isinstance(context, Mapping):
        return context.get(key)
    value = getattr(context, key, None)
    if value is not None and value == _declared_default(type(context), key):
        return None
    return value


def run_user(key: str = "user_id") -> str | None:
    """The user the current LangGraph run names (``None`` when it names none, or outside a
    run): ``configurable[key]`` or the run context's ``key``, which must agree. An empty
    value names no user."""
    from langgraph.config import get_config
    from langgraph.runtime import get_runtime

    try:
        config = get_config()
    except RuntimeError:  # not inside a LangGraph run
        return None
    # "" is no user: a LangGraph server fills configurable["user_id"] with the authenticated
    # user's id, which is "" when the server has no auth.
    from_config = (config.get("configurable") or {}).get(key) or None
    context = getattr(get_runtime(), "context", None)
    from_context = _from_context(context, key) or None
    if (
        from_context is None
        and from_config is not None
        and context is not None
        and not isinstance(context, Mapping)
        and from_config == getattr(context, key, None)
    ):
        # A LangGraph server copies the run's context into configurable: this is the context's
        # field left at its declared default (Studio's form sends every default), no choice.
        from_config = None
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


def authenticated_user() -> str | None:
    """The user a LangGraph server authenticated for the current run
    (``configurable["langgraph_auth_user_id"]``), ``None`` without one or outside a run.

    Read from the run's config only, never from its context: the server sets that key itself
    and strips it from what clients send, in ``config`` and ``context`` alike.
    """
    from langgraph.config import get_config

    try:
        config = get_config()
    except RuntimeError:  # not inside a LangGraph run
        return None
    found = (config.get("configurable") or {}).get(AUTH_USER_KEY) or None
    return None if found is None else check_user_id(found, f"configurable[{AUTH_USER_KEY!r}]")


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
        user = self.scope.user_of_run()
        if user is not None:
            namespace = self.scope.name(user)
            if namespace == OPERATOR_NAMESPACE:  # only the operator's default_user maps here
                raise ReservedUserError(
                    f"user {user!r} names the namespace {OPERATOR_NAMESPACE!r}, the operator's "
                    "own (where `omoide ingest` without --namespace writes): no run may pick "
                    "it; use another user id (the operator reaches it with default_user)"
                )
            return namespace
        user = self.scope.default_user
        if user is None:
            if self.scope.user_key == AUTH_USER_KEY:
                raise NoUserError(NO_AUTH_USER)
            raise NoUserError(NO_USER.format(key=self.scope.key))
        return self.scope.name(user)

    @contextmanager
    def lease(self, namespace: str) -> Iterator[MemoryStore]:
        if self.omoide_store is not None:
            from omoide.memory_store.langgraph_store import namespace_tuple

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
    from omoide.memory_store.langgraph_store import OmoideStore

    if isinstance(source, OmoideStore):
        return PerRunStores(source.pool, scope, source)
    raise TypeError(
        f"store={source!r}: allowed a MemoryStore (one namespace), a NamespacePool or an "
        "OmoideStore (the namespace comes from each run's user_id)"
    )
