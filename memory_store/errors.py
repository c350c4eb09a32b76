"""Errors raised by omoide's memory store. Every message says what is wrong and where."""

from __future__ import annotations

__all__ = [
    "ArchiveFormatError",
    "EmbedderMismatchError",
    "MissingExtraError",
    "OmoideError",
    "QueryError",
    "ReadOnlyStoreError",
    "StoreError",
    "StoreNotFoundError",
]


class OmoideError(Exception):
    """Base class for every error omoide raises on purpose."""


class ArchiveFormatError(OmoideError):
    """An archive or import file cannot be read; names the file and the line."""

    def __init__(self, path: str, line: int | None, message: str) -> None:
        self.path = path
        self.line = line
        where = f"{path}:{line}" if line is not None else path
        super().__init__(f"{where}: {message}")
        self.reason = message


class StoreError(OmoideError):
    """The store on disk is missing, locked, corrupt or of an unknown schema."""


class StoreNotFoundError(StoreError):
    """No store at the path or URL given, and it may not be created (``create=False``)."""


class ReadOnlyStoreError(StoreError):
    """The store can be read but not written by this user (or was opened read-only)."""


class EmbedderMismatchError(StoreError):
    """The store was built with another embedding model (or dimension) than the one given."""


class MissingExtraError(OmoideError, ImportError):
    """An optional component's package is not installed; the message names the pip extra."""


class QueryError(OmoideError, ValueError):
    """A query is empty, too long, or has an invalid option."""
