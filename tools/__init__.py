"""LangChain tools an agent can call to search its own long-term memory."""

from .memory_tools import format_block, make_memory_tools

__all__ = ["format_block", "make_memory_tools"]
