"""select: the final selection between rerank and pack (seed 002's SearchResultPack).

Both modes cut the candidate list to ``selection.max_candidates`` with the per-source quotas.
``selection.mode = "heuristic"`` (the default) then keeps the rerank's picks: no model call,
the read path stays LLM-free (seeds 000/001). ``"llm"`` hands the compressed candidates to the
selector model bound into the node and injects what it chose, in its order; past
``selection.timeout_ms``, on an error, or on an answer of the wrong shape, the heuristic's picks
are injected and the run records why. The selection (ids and reasons, seed 002's
``selected_json``) is stored with the run; ``omoide explain`` shows it beside the heuristic's.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from langchain_core.exceptions import OutputParserException
from pydantic import ValidationError

from omoide.memory_store import MemoryStore
from omoide.memory_store.errors import OmoideError

from ..config import RetrievalConfig
from ..entities import derived_of
from ..records import RankedEpisode, ScoredCandidate
from ..runtime import RetrievalDeps, config_of, run_with_timeout
from ..selection import (
    AboutTime,
    InvalidSelection,
    SelectionOutput,
    Selector,
    compress,
    cut_candidates,
    parse_selection,
    selected_episodes,
    selector_messages,
    short_ids,
)

if TYPE_CHECKING:
    from langgraph.runtime import Runtime

    from ..state import RetrievalState


__all__ = ["SelectorMissing", "check_selector", "select_node"]

log = logging.getLogger("omoide.selection")

ERROR_CHARS = 300


class SelectorMissing(OmoideError, ValueError):
    """``selection.mode`` is ``"llm"`` but no selector model was given."""


def check_selector(config: RetrievalConfig, selector: Selector | None) -> None:
    """An ``llm`` selection needs a model that can answer in a structured shape."""
    if config.selection.mode == "llm" and selector is None:
        raise SelectorMissing(
            "selection.mode='llm' needs a selector model: build_retrieval_node(store, "
            "selector=model) / recall(..., selector=model) / build_agent(..., selector=model), "
            "or $OMOIDE_SELECTION=llm for the served graphs"
        )
    if selector is not None and not hasattr(selector, "with_structured_output"):
        raise TypeError(
            f"selector={selector!r}: allowed a LangChain chat model that supports "
            "with_structured_output (e.g. ChatOpenAI)"
        )


class _Structured:
    """The selector asked for ``SelectionOutput``, made once (on first use) per node."""

    def __init__(self, selector: Selector) -> None:
        self._selector = selector
        self._lock = threading.Lock()
        self._runnable: Any = None

    def __call__(self) -> Any:
        with self._lock:
            if self._runnable is None:
                self._runnable = self._selector.with_structured_output(
                    SelectionOutput, include_raw=True
                )
            return self._runnable


def _answer(out: Any) -> Any:
    """The parsed answer of ``with_structured_output(include_raw=True)``; when the model's
    parser failed, the raw message's text (checked by ``parse_selection``)."""
    if isinstance(out, dict) and "raw" in out:
        if out.get("parsed") is not None:
            return out["parsed"]
        raw = out["raw"]
        calls = getattr(raw, "tool_calls", None) or []
        if calls:
            return calls[0].get("args")
        content = getattr(raw, "content", raw)
        if isinstance(content, str) and content.strip():
            return content
        error = out.get("parsing_error")
        raise InvalidSelection(f"no answer ({type(error).__name__}: {error})"[:ERROR_CHARS])
    return out


def _first_line(exc: BaseException) -> str:
    """An exception's message on one line (pydantic's run over several)."""
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    return " / ".join(lines[:2])


def _about(store: MemoryStore, ids: list[str]) -> dict[str, AboutTime]:
    derived = derived_of(store)
    if derived is None:
        return {}
    times = derived.episode_times(ids, namespace=store.namespace)
    return {k: AboutTime(t.year_start, t.year_end, t.life_stage) for k, t in times.items()}


def select_node(deps: RetrievalDeps) -> Callable[..., dict[str, Any]]:
    structured = _Structured(deps.selector) if deps.selector is not None else None

    def select(state: RetrievalState, runtime: Runtime[RetrievalConfig]) -> dict[str, Any]:
        """Cut the candidates (quotas), then keep the heuristic's picks or the selector's."""
        config = config_of(runtime, deps.config)
        check_selector(config, deps.selector)
        started = time.perf_counter()
        candidates: list[ScoredCandidate] = state.get("candidates", [])
        heuristic: list[RankedEpisode] = state.get("recalled", [])
        cut = cut_candidates(candidates, config.selection)
        kept = {c.id for c in cut}
        fallback = [r for r in heuristic if r.id in kept]
        update: dict[str, Any] = {}
        if len(fallback) != len(heuristic):
            update["recalled"] = fallback
        if config.selection.mode == "heuristic" or structured is None:
            dropped = sum(1 for c in candidates if c.duplicate_of is None) - len(cut)
            if dropped > 0:
                update["selection"] = {"mode": "heuristic", "candidates": len(cut), "cut": dropped}
            update["timings_ms"] = {"select": (time.perf_counter() - started) * 1000}
            return update
        update.update(_select_by_model(state, config, deps, structured, cut, heuristic, fallback))
        update["timings_ms"] = {"select": (time.perf_counter() - started) * 1000}
        return update

    return select


def _select_by_model(
    state: RetrievalState,
    config: RetrievalConfig,
    deps: RetrievalDeps,
    structured: _Structured,
    cut: list[ScoredCandidate],
    heuristic: list[RankedEpisode],
    fallback: list[RankedEpisode],
) -> dict[str, Any]:
    sel = config.selection
    plan = state["plan"]
    with deps.store_for(deps.namespace_of_run()) as store:
        tz = config.zone(store.timezone)
        about = _about(store, [c.id for c in cut])
    compressed = compress(cut, tz=tz, preview_chars=sel.preview_chars, about=about)
    shown, real_id = short_ids(compressed)
    messages = selector_messages(plan, shown, tz=tz, max_selected=sel.max_selected)
    chars = len(messages[1][1])
    log.info("selection input prepared candidates=%d chars=%d", len(compressed), chars)
    record: dict[str, Any] = {
        "mode": "llm",
        "candidates": len(compressed),
        "input_chars": chars,
        "heuristic": [r.id for r in heuristic],
    }
    started = time.perf_counter()
    try:
        if compressed:
            out = run_with_timeout(
                lambda: structured().invoke(messages), sel.timeout_ms / 1000, source="selection"
            )
            picks = [
                (real_id[i], why)
                for i, why in parse_selection(
                    _answer(out), list(real_id), max_selected=sel.max_selected
                )
            ]
        else:  # nothing to choose from: no call
            picks = []
    except TimeoutError:
        record["fallback"] = f"timeout: no answer within {sel.timeout_ms} ms"
    except (InvalidSelection, ValidationError, OutputParserException) as exc:
        # A model parser's own check (OpenAI's json_schema parse) is the same failure as ours.
        what = str(exc) if isinstance(exc, InvalidSelection) else _first_line(exc)
        record["fallback"] = f"invalid output: {what}"[:ERROR_CHARS]
    except Exception as exc:  # the model's error never fails the turn: the heuristic answers
        record["fallback"] = f"error: {type(exc).__name__}: {_first_line(exc)}"[:ERROR_CHARS]
    else:
        record["selected"] = [{"id": i, "reason": why} for i, why in picks]
        record["model_ms"] = round((time.perf_counter() - started) * 1000, 3)
        return {"recalled": selected_episodes(picks, cut, heuristic), "selection": record}
    record["model_ms"] = round((time.perf_counter() - started) * 1000, 3)
    log.warning("selection fell back to the heuristic: %s", record["fallback"])
    return {"recalled": fallback, "selection": record}
