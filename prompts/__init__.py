"""Prompt text and the MemoryPack's fixed strings. No numbers, no logic beyond filling in."""

from __future__ import annotations

import string
from importlib.resources import files

__all__ = [
    "DEFAULT_PERSONA",
    "EPISODE_EVIDENCE_INTRO",
    "EPISODE_TEMPLATE",
    "INTERNAL_CONTEXT_PREFIX",
    "SECTION_DROP_ORDER",
    "SECTION_ORDER",
    "SYSTEM_PROMPT_TEMPLATE",
    "build_system_prompt",
    "placeholders",
    "section_marker",
]

INTERNAL_CONTEXT_PREFIX = "<<INTERNAL_CONTEXT>>"

# Design §memorypack's sections, in the order the LLM sees them.
SECTION_ORDER = (
    "CONTEXT_CAPSULE",
    "STABLE_FACTS",
    "SHARED_NARRATIVE",
    "RELATIONSHIP_STATE",
    "OPEN_LOOPS",
    "EPISODE_EVIDENCE",
)
# Over budget, sections lose items in this order (design §memorypack); the capsule is never dropped.
SECTION_DROP_ORDER = (
    "EPISODE_EVIDENCE",
    "OPEN_LOOPS",
    "SHARED_NARRATIVE",
    "RELATIONSHIP_STATE",
    "STABLE_FACTS",
)

EPISODE_EVIDENCE_INTRO = "以下は現在の会話に関連する過去のやりとりです。"
EPISODE_TEMPLATE = (
    "[{when}] {title}\n{user_speaker}: 「{user}」\n{reply_speaker}: 「{reply}」\n→ 関連: {reason}"
)

SYSTEM_PROMPT_TEMPLATE = files(__package__).joinpath("system_prompt.txt").read_text("utf-8")
DEFAULT_PERSONA = files(__package__).joinpath("persona.txt").read_text("utf-8").strip()


def section_marker(name: str) -> str:
    if name not in SECTION_ORDER:
        raise ValueError(f"unknown MemoryPack section {name!r}")
    return f"<<<OMOIDE_SECTION:{name}>>>"


def placeholders(template: str) -> set[str]:
    """The ``{names}`` a template expects."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def build_system_prompt(*, persona: str = DEFAULT_PERSONA, now_local: str, addon: str = "") -> str:
    """The system prompt: persona anchor (+ addon), current time, memory-use rules."""
    full_persona = f"{persona.strip()}\n\n{addon.strip()}" if addon.strip() else persona.strip()
    return SYSTEM_PROMPT_TEMPLATE.format(
        persona=full_persona, now_local=now_local, internal_prefix=INTERNAL_CONTEXT_PREFIX
    ).strip()
