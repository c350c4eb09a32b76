"""Chat-model settings, read from the environment once, when a graph is built (never in nodes).

The environment itself is read by ``omoide.memory_store.settings`` (re-exported here as
``environment``): one typed accessor per variable, its default and its error naming it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from langchain_core.language_models import BaseChatModel

from omoide.memory_store import settings as environment
from omoide.memory_store.errors import OmoideError

__all__ = [
    "ChatModelNotConfigured",
    "ChatSettings",
    "environment",
    "make_chat_model",
    "selector_from_env",
]

SELECTION_ENV = "OMOIDE_SELECTION"
SELECTION_MODEL_ENV = "OMOIDE_SELECTION_MODEL"

HOW_TO_CONFIGURE = (
    "no chat model is configured: set OPENAI_API_KEY (and OMOIDE_CHAT_MODEL, default "
    "gpt-4o-mini), or OPENAI_BASE_URL for any OpenAI-compatible server (e.g. a local "
    "llama.cpp / vLLM / Ollama endpoint). Retrieval (`omoide recall`) needs none of this."
)


class ChatModelNotConfigured(OmoideError):
    def __init__(self) -> None:
        super().__init__(HOW_TO_CONFIGURE)


@dataclass(frozen=True)
class ChatSettings:
    model: str = "gpt-4o-mini"
    base_url: str | None = None
    api_key: str | None = None
    temperature: float = 0.7
    max_history_messages: int = 20

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> ChatSettings:
        return cls(
            model=environment.chat_model(env),
            base_url=environment.openai_base_url(env),
            api_key=environment.openai_api_key(env),
        )

    @property
    def configured(self) -> bool:
        return bool(self.api_key or self.base_url)


def make_chat_model(settings: ChatSettings) -> BaseChatModel:
    """langchain-openai's ``ChatOpenAI`` for any OpenAI-compatible endpoint."""
    if not settings.configured:
        raise ChatModelNotConfigured()
    from langchain_openai import ChatOpenAI
    from pydantic import SecretStr

    return ChatOpenAI(
        model=settings.model,
        base_url=settings.base_url,
        # Local OpenAI-compatible servers usually accept any key.
        api_key=SecretStr(settings.api_key or "not-needed"),
        temperature=settings.temperature,
    )


def selector_from_env(env: Mapping[str, str] | None = None) -> BaseChatModel | None:
    """The served graphs' final-selection model (seed 002), the operator's choice:
    ``$OMOIDE_SELECTION`` ``heuristic`` (default: no model on the read path) or ``llm`` (the
    OpenAI-compatible model of ``$OPENAI_BASE_URL`` / ``$OPENAI_API_KEY``, named by
    ``$OMOIDE_SELECTION_MODEL``, else ``$OMOIDE_CHAT_MODEL``; temperature 0)."""
    if environment.selection(env) == "heuristic":
        return None
    base = ChatSettings.from_env(env)
    if not base.configured:
        raise ValueError(f"{SELECTION_ENV}=llm: {HOW_TO_CONFIGURE}")
    model = environment.selection_model(env) or base.model
    return make_chat_model(
        ChatSettings(model=model, base_url=base.base_url, api_key=base.api_key, temperature=0.0)
    )
