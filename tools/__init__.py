"""LangChain tools an agent can call to search its own long-term memory.

Importing this package is light: the names load their module on first use (PEP 562).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_EXPORTS: dict[str, str] = {"format_block": "memory_tools", "make_memory_tools": "memory_tools"}

__all__ = sorted(_EXPORTS)

if TYPE_CHECKING:
    from .memory_tools import format_block as format_block
    from .memory_tools import make_memory_tools as make_memory_tools


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value  # cache: the next lookup is a plain attribute
    return value


def __dir__() -> list[str]:
    return __all__
