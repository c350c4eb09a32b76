"""pack: the MemoryPack (design §memorypack) — sectioned text under a token budget, injected as an
assistant message that begins ``<<INTERNAL_CONTEXT>>``. EPISODE_EVIDENCE is filled from the rerank;
the other sections take items when a later stage supplies them (they are empty until then)."""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, tzinfo
from typing import Any
from zoneinfo import ZoneInfo

from langgraph.runtime import Runtime

from omoide import prompts

from ..config import RetrievalConfig
from ..policies import clip_block
from ..records import RankedEpisode
from ..runtime import RetrievalDeps, config_of
from ..state import RetrievalState
from .rerank import should_inject_episodes

__all__ = ["MemoryPack", "build_memory_pack", "estimate_tokens", "format_episode", "pack_node"]

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]")


def estimate_tokens(text: str) -> int:
    """A tokenizer-free estimate: ~1 token per CJK character, ~4 characters per token else."""
    cjk = len(_CJK.findall(text))
    return cjk + (len(text) - cjk + 3) // 4


@dataclass(frozen=True)
class MemoryPack:
    """Sections in design §memorypack's order; ``text`` is what the model sees ('' when empty)."""

    sections: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    now: str = ""

    @property
    def text(self) -> str:
        blocks = []
        for name in prompts.SECTION_ORDER:
            items = self.sections.get(name, ())
            if name == "CONTEXT_CAPSULE" and self.now and len(self) > 0:
                items = (f"now_local: {self.now}", *items)
            if not items:
                continue
            body = (
                "\n\n".join(items)
                if name == "EPISODE_EVIDENCE"
                else "\n".join(f"- {i}" for i in items)
            )
            if name == "EPISODE_EVIDENCE":
                body = f"{prompts.EPISODE_EVIDENCE_INTRO}\n\n{body}"
            blocks.append(f"{prompts.section_marker(name)}\n{body}")
        return "\n\n".join(blocks)

    def __len__(self) -> int:
        """Items that carry memory (the time capsule alone does not count)."""
        return sum(len(v) for k, v in self.sections.items() if k != "CONTEXT_CAPSULE")

    def message(self) -> str:
        """The injected assistant message (``''`` when there is nothing to inject)."""
        return f"{prompts.INTERNAL_CONTEXT_PREFIX}\n{self.text}" if len(self) else ""


def format_episode(e: RankedEpisode, *, quote_chars: int, tz: tzinfo = UTC) -> str:
    """One EPISODE_EVIDENCE entry, ``quote_key_parts``: each side clipped to its key part."""
    when = datetime.fromtimestamp(e.occurred_at, tz=tz).isoformat(timespec="seconds")
    user, _ = clip_block(e.user_text.strip(), quote_chars, id=e.id)
    reply, _ = clip_block(e.reply_text.strip(), quote_chars, id=e.id)
    return prompts.EPISODE_TEMPLATE.format(
        when=when,
        title=f"({e.relevance})",
        user_speaker="User",
        user=user,
        reply_speaker="Partner",
        reply=reply,
        reason=e.reason,
    )


def build_memory_pack(
    relevant: Sequence[RankedEpisode],
    config: RetrievalConfig,
    *,
    now: int,
    tz: tzinfo = UTC,
    extra_sections: Mapping[str, Sequence[str]] | None = None,
) -> MemoryPack:
    """Assemble the sections and trim them to ``config.max_inject_tokens`` (design §memorypack)."""
    sections: dict[str, list[str]] = {k: list(v) for k, v in (extra_sections or {}).items()}
    unknown = set(sections) - set(prompts.SECTION_ORDER)
    if unknown:
        raise ValueError(f"unknown MemoryPack section(s): {', '.join(sorted(unknown))}")
    if should_inject_episodes(relevant):
        sections["EPISODE_EVIDENCE"] = [
            format_episode(e, quote_chars=config.episode_quote_chars, tz=tz) for e in relevant
        ]
    now_local = datetime.fromtimestamp(now, tz=tz).isoformat(timespec="seconds")

    def pack() -> MemoryPack:
        return MemoryPack({k: tuple(v) for k, v in sections.items()}, now_local)

    for name in prompts.SECTION_DROP_ORDER:
        while sections.get(name) and estimate_tokens(pack().text) > config.max_inject_tokens:
            sections[name].pop()  # the lowest-ranked item goes first
    return pack()


def pack_node(deps: RetrievalDeps) -> Callable[..., dict[str, Any]]:
    def pack(state: RetrievalState, runtime: Runtime[RetrievalConfig]) -> dict[str, Any]:
        """Build the MemoryPack text for this turn and record the run."""
        config = config_of(runtime, deps.config)
        started = time.perf_counter()
        built = build_memory_pack(
            state.get("recalled", []),
            config,
            now=state["plan"].now,
            tz=ZoneInfo(config.timezone),
        )
        timings = {**state.get("timings_ms", {}), "pack": (time.perf_counter() - started) * 1000}
        update: dict[str, Any] = {"memory_pack": built.message(), "timings_ms": timings}
        if config.record_runs:
            from ..runs import record_run

            update["run_id"] = record_run(deps.store, {**state, **update})
        return update

    return pack
