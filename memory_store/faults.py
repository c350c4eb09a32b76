"""Telling a fault of the environment (a full disk, no permission, a read-only mount, a busy or
failing device) from damage to the store's files.

A store repairs only proven damage: moving a folder aside and rebuilding it from SQLite is
right for a malformed file and wrong for a disk that is merely full, where the copy set aside
fills the disk further and every later command repeats it (RELIABILITY 26.8). Errors at open
are therefore classified first; an environmental one is reported as it is, with what to do,
and nothing on disk is touched.
"""

from __future__ import annotations

import errno
import os
import shutil
from pathlib import Path

__all__ = ["LOW_DISK_BYTES", "environmental_cause"]

# Below this much free space an error at open is taken for a full disk, whatever the library
# that failed called it (Chroma's Rust layer reports "code: 13" or an unrelated AttributeError).
LOW_DISK_BYTES = 1 << 20

_ERRNOS = {
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk quota is exhausted",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.EROFS: "the file system is read-only",
    errno.EBUSY: "the device is busy",
    errno.EIO: "an I/O error from the device",
    errno.EAGAIN: "the resource is temporarily unavailable",
}

# What SQLite (directly or inside Chroma) says for the same conditions.
_PHRASES = (
    ("database or disk is full", "the disk is full"),
    ("no space left on device", "the disk is full"),
    ("disk i/o error", "an I/O error from the device (a full disk gives it too)"),
    ("readonly database", "the files are read-only for this user"),
    ("read-only file system", "the file system is read-only"),
    ("permission denied", "permission denied"),
    ("database is locked", "another process holds a lock"),
    ("unable to open database file", "the file cannot be opened (permission or space)"),
)


def _chain(exc: BaseException) -> list[BaseException]:
    seen: list[BaseException] = []
    cur: BaseException | None = exc
    while cur is not None and cur not in seen:
        seen.append(cur)
        cur = cur.__cause__ or cur.__context__
    return seen


def _free_bytes(folder: Path) -> int | None:
    probe = folder
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent
    try:
        return shutil.disk_usage(probe).free
    except OSError:
        return None


def environmental_cause(exc: BaseException, folder: Path) -> str | None:
    """Why ``exc``, raised while opening files under ``folder``, is the environment's fault
    (with what to do about it), or None when nothing points away from the files themselves."""
    free = _free_bytes(folder)
    if free is not None and free < LOW_DISK_BYTES:
        return f"the disk holding {folder} is full ({free // 1024} KB free): free some space"
    for err in _chain(exc):
        if isinstance(err, OSError) and err.errno in _ERRNOS:
            return f"{_ERRNOS[err.errno]} at {folder}"
        text = str(err).casefold()
        for phrase, why in _PHRASES:
            if phrase in text:
                return f"{why} at {folder}"
    if folder.exists() and not os.access(folder, os.W_OK | os.X_OK):
        return f"this user may not write {folder}"
    return None
