"""Graph state. Keys written by the parallel retrieve nodes have reducers; the subgraph has
separate input and output schemas so it drops into any ``MessagesState``-style parent.

What the retrieval node writes to its parent (``RetrievalOutput``) is written every turn, so
nothing of one turn lingers into the next: ``run_id`` is ``None`` when no run was recorded, and
a per-turn input ``now`` is consumed (reset to ``None``) — this turn's time stays readable as
``turn_time`` for the rest of the run.

The MemoryPack and the recalled episodes are for the model, not for the people watching the
run: by default they reach the parent as :class:`Hidden` values (every serializer — LangGraph's
checkpoint msgpack, JSON, orjson, pickle — sees an empty mapping, ``repr`` shows only a size),
and ``MemoryState`` declares them as ``MemoryValue`` channels (for hidden values an
``UntrackedValue``, which LangGraph never checkpoints, with no channel version). A node reads
them with :func:`memory_pack_of` / :func:`recalled_of` (or passes the pack to
``with_memory``). Dataclass and pydantic states declare the same fields with
:data:`MemoryPackValue` / :data:`RecalledValue`; pydantic (and so LangGraph's JSON schemas)
sees a ``Hidden`` as what clients get, an empty object.

What a checkpoint of a ``MemoryState`` parent holds of omoide, per turn: ``run_id`` (the next
turn's negative feedback reads it) and nothing else — ``turn_time`` is a :class:`RunValue`,
and ``now`` is written only when one came in.
"""

from __future__ import annotations

import copy
import operator
from collections.abc import Mapping, Sequence
from typing import Annotated, Any, Generic, NotRequired, TypeVar, get_args

from langchain_core.messages import AnyMessage
from langgraph.channels import EphemeralValue, UntrackedValue
from langgraph.graph.message import add_messages
from pydantic import GetCoreSchemaHandler, GetJsonSchemaHandler
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema, core_schema
from typing_extensions import TypedDict

from .records import (
    RankedEpisode,
    RecalledEpisode,
    RetrievalPlan,
    ScoredCandidate,
    SkippedSource,
    SourceResult,
)

__all__ = [
    "AgentState",
    "Hidden",
    "MemoryPackValue",
    "MemoryState",
    "MemoryValue",
    "RecalledValue",
    "RetrievalInput",
    "RetrievalNodeState",
    "RetrievalOutput",
    "RetrievalState",
    "RunValue",
    "SealedOutput",
    "memory_pack_of",
    "merge_timings",
    "recalled_of",
    "reveal",
]

T = TypeVar("T")


class Hidden(dict[str, Any], Generic[T]):
    """A value kept out of what clients and checkpointers see, read with :attr:`value`.

    An empty ``dict`` to everything that serializes it (LangGraph's msgpack checkpoints,
    ``langgraph dev``'s JSON, ``json.dumps``, orjson, pickle), so a stream chunk, a task's input
    in the ``tasks`` / ``debug`` stream modes, or a checkpoint of a parent that stores the key
    as a plain channel carries ``{}`` — never the text. ``repr`` and ``str`` name the type and
    size only, so logging the state does not print it either. Truthy when the value is.
    Copies (``copy`` / ``deepcopy``) keep the value: LangGraph may copy a task's input.
    """

    __slots__ = ("_value",)

    def __init__(self, value: T) -> None:
        super().__init__()
        self._value = value

    @property
    def value(self) -> T:
        """The hidden value."""
        return self._value

    def __bool__(self) -> bool:
        return bool(self._value)

    def __repr__(self) -> str:
        size = len(self._value) if hasattr(self._value, "__len__") else 1
        unit = "chars" if isinstance(self._value, str) else "items"
        return f"Hidden({type(self._value).__name__}, {size} {unit})"

    __str__ = __repr__

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hidden) and bool(other._value == self._value)

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = None  # a dict: unhashable, as before

    def __copy__(self) -> Hidden[T]:
        return Hidden(self._value)

    def __deepcopy__(self, memo: dict[int, Any]) -> Hidden[T]:
        return Hidden(copy.deepcopy(self._value, memo))

    def __reduce__(self) -> tuple[type[dict[str, Any]], tuple[()]]:
        # Pickled as what every other serializer sees: an empty mapping.
        return (dict, ())

    def __setitem__(self, key: str, value: Any) -> None:
        raise TypeError("Hidden holds one value (.value); it takes no items")

    # pydantic: what LangGraph's get_input_jsonschema / get_output_jsonschema, the server's
    # assistants schema endpoint and Studio's forms build, and what a pydantic state validates.
    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        """A ``Hidden`` passes validation unchanged; ``{}`` (what a checkpoint or a client gives
        back for one) becomes an empty ``Hidden``; serializing one gives ``{}``, as every other
        serializer does."""
        return core_schema.no_info_plain_validator_function(
            _validate_hidden,
            serialization=core_schema.plain_serializer_function_ser_schema(
                _serialize_hidden, when_used="always"
            ),
            metadata={"omoide_hidden_of": _type_name(source)},
        )

    @classmethod
    def __get_pydantic_json_schema__(
        cls, schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        """What a client sees: an empty object, titled with the hidden value's type."""
        inner = (schema.get("metadata") or {}).get("omoide_hidden_of", "value")
        return {
            "type": "object",
            "maxProperties": 0,
            "title": f"Hidden[{inner}]",
            "description": (
                f"omoide keeps this value (a {inner}) for the model: streams, checkpoints "
                "and API responses carry an empty object in its place."
            ),
        }


def _type_name(source: Any) -> str:
    """``str`` for ``Hidden[str]``, ``list[RecalledEpisode]`` for ``Hidden[list[...]]``."""
    args = get_args(source)
    if not args:
        return "value"
    inner = args[0]
    if isinstance(inner, type) and not get_args(inner):
        return inner.__name__
    return str(inner).replace("typing.", "").replace("omoide.agent.records.", "")


def _validate_hidden(value: Any) -> Hidden[Any]:
    if isinstance(value, Hidden):
        return value
    if isinstance(value, Mapping) and not value:
        return Hidden(None)  # what a serializer made of a Hidden: nothing to reveal
    raise ValueError(
        f"expected a Hidden value (or {{}}, what serializers make of one), got "
        f"{type(value).__name__}"
    )


def _serialize_hidden(value: Any) -> dict[str, Any]:
    return {}


def reveal(value: Hidden[T] | T) -> T:
    """The value inside a :class:`Hidden`, or ``value`` itself when it is not hidden."""
    return value.value if isinstance(value, Hidden) else value


def _field(state: Mapping[str, Any] | object, key: str) -> Any:
    if isinstance(state, Mapping):
        return state.get(key)
    return getattr(state, key, None)  # a dataclass / pydantic state


def memory_pack_of(state: Mapping[str, Any] | object) -> str:
    """This turn's MemoryPack text from a state (dict, dataclass or pydantic), hidden or not;
    ``""`` when there is none — also when a checkpoint held the key (it keeps ``{}``)."""
    pack = reveal(_field(state, "memory_pack"))
    if not pack:
        return ""
    if not isinstance(pack, str):
        raise TypeError(
            f"memory_pack={type(pack).__name__}: allowed the text omoide's retrieval node "
            "writes (a str, or Hidden holding one)"
        )
    return pack


def recalled_of(state: Mapping[str, Any] | object) -> list[RecalledEpisode]:
    """This turn's recalled episodes (``RecalledEpisode`` dicts) from a state, hidden or not;
    ``[]`` when there are none."""
    recalled = reveal(_field(state, "recalled"))
    if not recalled:
        return []
    if not isinstance(recalled, list):
        raise TypeError(
            f"recalled={type(recalled).__name__}: allowed the list omoide's retrieval node "
            "writes (a list, or Hidden holding one)"
        )
    return list(recalled)


def merge_timings(
    left: dict[str, float] | None, right: dict[str, float] | None
) -> dict[str, float]:
    return {**(left or {}), **(right or {})}


class RetrievalInput(TypedDict):
    """What the retrieval subgraph reads from its parent.

    ``messages`` has no reducer here: the parent's own channel (usually ``add_messages``) holds
    the conversation, and a parent without a ``messages`` key is told so instead of being
    handed an empty list.
    """

    messages: list[AnyMessage]
    now: NotRequired[int | None]  # epoch seconds of this turn; the wall clock when absent
    # The parent's run id from the previous turn (read, then replaced by this turn's): the run
    # whose recall the user may be rejecting now (design §runs, negative feedback).
    run_id: NotRequired[str | None]


class RetrievalOutput(TypedDict):
    """What it writes back. A parent must declare these keys or LangGraph drops them
    (``MemoryState`` declares them all). ``memory_pack`` and ``recalled`` are :class:`Hidden`
    unless the node was built with ``show_memory=True``.

    ``memory_pack``, ``recalled``, ``run_id`` (None when no run was recorded) and
    ``turn_time`` are written every turn. The retrieval node writes ``now=None`` only when the
    input had a ``now`` (consumed): a parent that never passes one gets no ``now`` channel in
    its checkpoints. ``build_retrieval_graph`` writes all five every turn."""

    memory_pack: str | Hidden[str]
    recalled: list[RecalledEpisode] | Hidden[list[RecalledEpisode]]
    run_id: str | None
    now: NotRequired[None]  # the per-turn input is consumed: a checkpointed thread must not keep it
    turn_time: int  # epoch seconds this turn was recalled for (`now`, else the wall clock)


class SealedOutput(TypedDict):
    """The inner retrieval graph's only output inside ``build_retrieval_node``: everything the
    parent gets, sealed, so a client streaming subgraphs sees ``{}`` until ``publish``."""

    sealed: Hidden[RetrievalOutput]


class RetrievalNodeState(TypedDict, total=False):
    """The state of the graph ``build_retrieval_node`` returns: recall (the inner graph),
    then publish (unseal for the parent). Never checkpointed.

    The inputs ``now`` and ``run_id`` are ephemeral here: read by recall, gone by publish, so
    the node's output holds them only when publish writes them (when they change) — a parent
    is not handed back the values it passed in, which would cost its checkpoints a channel
    each for nothing."""

    messages: list[AnyMessage]
    now: Annotated[int | None, EphemeralValue(Any)]
    run_id: Annotated[str | None, EphemeralValue(Any)]
    sealed: Hidden[RetrievalOutput]
    memory_pack: str | Hidden[str]
    recalled: list[RecalledEpisode] | Hidden[list[RecalledEpisode]]
    turn_time: int


class MemoryValue(UntrackedValue[Any]):
    """The channel of ``memory_pack`` and ``recalled`` in ``MemoryState``: an
    ``UntrackedValue`` (LangGraph never checkpoints it, nor saves its pending writes) as long
    as it holds a :class:`Hidden` value — the default. A plain value, written when the node
    was built with ``show_memory=True``, is checkpointed like any key, so Studio's thread view
    and time travel show it while debugging."""

    def __init__(self, typ: Any = object, guard: bool = True) -> None:
        super().__init__(typ, guard)

    def update(self, values: Sequence[Any]) -> bool:
        """Take the value; report a change (LangGraph then gives the channel a new version)
        only for a value that is checkpointed. A hidden value gets no version: the channel is
        not in any checkpoint's ``channel_versions``, so it costs a checkpoint no byte. Nodes
        of the same run still read it (LangGraph reads a channel's value, not its version)."""
        changed = super().update(values)
        return changed and not isinstance(self.value, Hidden)

    def checkpoint(self) -> Any:
        if self.is_available() and not isinstance(self.value, Hidden):
            return self.value
        return super().checkpoint()  # LangGraph's "nothing to checkpoint"

    def from_checkpoint(self, checkpoint: Any) -> MemoryValue:
        restored = super().from_checkpoint(checkpoint)
        if isinstance(checkpoint, (str, list)):  # a shown value (else: nothing was saved)
            restored.value = checkpoint
        return restored


class RunValue(UntrackedValue[Any]):
    """The channel of ``turn_time`` in ``MemoryState``: a value of the run that wrote it. The
    run's later nodes read it (``build_remember_node`` dates the exchange with it); no
    checkpoint holds it and it gets no channel version, so it costs a checkpoint no byte. A
    turn resumed from a checkpoint (after an interrupt) no longer has it: remember then dates
    the exchange with the wall clock."""

    def __init__(self, typ: Any = object, guard: bool = True) -> None:
        super().__init__(typ, guard)

    def update(self, values: Sequence[Any]) -> bool:
        super().update(values)
        return False  # no version: never in a checkpoint's channel_versions


MemoryPackValue = Annotated[str | Hidden[str], MemoryValue(str | Hidden[str])]
"""The type of ``memory_pack`` in any state (TypedDict, dataclass, pydantic): the text, hidden
by default, in a :class:`MemoryValue` channel — ``memory_pack: MemoryPackValue = ""``."""

RecalledValue = Annotated[
    list[RecalledEpisode] | Hidden[list[RecalledEpisode]],
    MemoryValue(list[RecalledEpisode] | Hidden[list[RecalledEpisode]]),
]
"""The type of ``recalled`` in any state: ``recalled: RecalledValue = field(default_factory=list)``
(a dataclass) or ``= []`` (pydantic)."""


class MemoryState(TypedDict, total=False):
    """The keys omoide's nodes write, for a parent's state: ``class State(MessagesState,
    MemoryState)``.

    ``memory_pack`` and ``recalled`` are :class:`MemoryValue` channels: hidden (the default),
    they live for the run that wrote them and are never checkpointed, so a resumed or replayed
    thread holds no old pack. A dataclass or pydantic state declares the same fields with the
    same types (``memory_pack: MemoryPackValue = ""``, ``recalled: RecalledValue``); a plain
    field (``memory_pack: str | Hidden[str] = ""``) works too, and its checkpoints then hold
    ``{}``, never the text.
    """

    memory_pack: MemoryPackValue
    recalled: RecalledValue
    run_id: str | None
    now: int | None  # this turn's time (epoch s), an input; None = wall clock
    turn_time: Annotated[int, RunValue(int)]


class RetrievalState(RetrievalInput, total=False):
    """The subgraph's own state (never checkpointed: typed records are fine here)."""

    memory_pack: str
    # RankedEpisode records until the last step (`publish` / `seal`) turns them into
    # RecalledEpisode dicts.
    recalled: list[RankedEpisode]
    previous_run_id: str | None
    turn_time: int
    plan: RetrievalPlan
    source_results: Annotated[list[SourceResult], operator.add]
    skipped: Annotated[list[SkippedSource], operator.add]
    timings_ms: Annotated[dict[str, float], merge_timings]
    candidates: list[ScoredCandidate]
    # The final selection's record (agent/nodes/select.py): the selector's ids and reasons, or
    # why it fell back to the heuristic; absent when the heuristic ran uncut.
    selection: dict[str, Any]
    sections: list[dict[str, Any]]  # what each MemoryPack section holds and why (the run record)


class AgentState(MemoryState, total=False):
    """The full agent: the conversation plus what retrieval contributed to this turn."""

    messages: Annotated[list[AnyMessage], add_messages]
