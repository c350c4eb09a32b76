"""Embedding on every core for large ingests: worker processes running the offline USE model.

Embedding is ~75 % of ``add_episodes`` (BENCHMARKS.md, store section) and the numpy model holds
the interpreter lock for its tokenizer and between numpy calls, so threads do not spread it over
cores (threads in one process measured no faster and were removed: BENCHMARKS.md §2, "Ingest on
both cores"). On Linux each
worker is a fork of the store's process (:func:`_fork_worker`: the model is already loaded, so
it costs no start-up); elsewhere a plain ``python -m omoide.memory_store.embed_workers`` child
talking over its stdin/stdout — not ``multiprocessing``, whose "spawn" start re-imports the
caller's main script (a script without an ``if __name__ == "__main__"`` guard would run again in
every worker, ingest included).

A worker uses the same ``USEEmbeddings`` (threads, max_chars, batch_size) and embeds the same
slices of texts as the in-process path, so the vectors are bit-for-bit the ones the store would
have computed itself (the model's output depends on which texts share a micro-batch, so the
slices must be the same). A worker that cannot start or dies is replaced by in-process
embedding for the rest of the call (logged), never by a failed ingest.

Protocol (one request at a time per worker): the parent writes a 4-byte big-endian length and a
JSON list of texts; the child answers with a 4-byte row count and ``rows * 512`` float32 values,
or a row count of 0xFFFFFFFF, a 4-byte length and a UTF-8 error message.
"""

from __future__ import annotations

import contextlib
import gc
import itertools
import json
import logging
import os
import queue
import signal
import struct
import subprocess
import sys
import threading
import time
import warnings
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from types import TracebackType
from typing import IO

import numpy as np
from langchain_core.embeddings import Embeddings

from . import settings as environment
from .embedders import USEEmbeddings, embed_texts

__all__ = [
    "WORKERS_ENV",
    "EmbeddingWorkers",
    "OrderedEmbeddings",
    "can_fork",
    "default_workers",
    "usable_cores",
]

log = logging.getLogger(__name__)

WORKERS_ENV = "OMOIDE_EMBED_WORKERS"
"""Worker processes for large ingests: ``0`` embeds in-process, batch after batch (the old
path); ``N`` starts N workers. Unset: :func:`default_workers`."""

_ERROR = 0xFFFFFFFF
_HEADER = struct.Struct(">I")
# Fewer texts per worker are embedded in-process: set for spawned workers' start-up (~1 s of
# model load); forks start at once, and this floor is kept for them untested.
MIN_TEXTS_PER_WORKER = 512
MAX_DEFAULT_WORKERS = 4  # the storing process needs a core too, and the pipes are one thread


def usable_cores() -> int:
    """Cores this process may run on (its affinity mask where the OS has one)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def default_workers() -> int:
    """``$OMOIDE_EMBED_WORKERS`` when set; else, where workers start as forks (Linux), one per
    usable core up to ``MAX_DEFAULT_WORKERS`` (none on one core); else 0. Spawned workers load
    the model first and lost to in-process ingest on 2 cores (BENCHMARKS.md section 2)."""
    value = environment.embed_workers()
    if value is not None:
        return value
    cores = usable_cores()
    return min(cores, MAX_DEFAULT_WORKERS) if can_fork() and cores >= 2 else 0


def _read_exact(stream: IO[bytes], n: int) -> bytes:
    data = stream.read(n)
    if data is None or len(data) != n:
        raise EOFError("embedding worker closed its output")
    return data


class _Worker:
    """One child process and its pipes.

    ``fork`` (Linux): the child is a copy of this process with the model already loaded, so
    it embeds from its first millisecond; a spawned ``python -m`` child first imports omoide
    and loads the model (~1.7 CPU s each, which a 5,000-episode ingest on 2 cores cannot
    afford). The fork is taken under the embedder's lock, so no forward pass of another thread
    (a query) is half-way through numpy/BLAS in the copy; the child runs nothing but the
    embedding loop on two pipes and leaves with ``os._exit`` (no atexit handlers, no Chroma or
    SQLite finalisers run in the copy).
    """

    def __init__(self, embedder: USEEmbeddings, *, fork: bool) -> None:
        self.pid: int
        self.proc: subprocess.Popen[bytes] | None = None
        if fork:
            self.pid, self.stdin, self.stdout = _fork_worker(embedder)
            return
        args = [str(embedder.threads), str(embedder.max_chars), str(embedder.batch_size)]
        self.proc = subprocess.Popen(
            [sys.executable, "-m", __name__, *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)},
        )
        assert self.proc.stdin is not None and self.proc.stdout is not None  # both are PIPEs
        self.pid, self.stdin, self.stdout = self.proc.pid, self.proc.stdin, self.proc.stdout

    def embed(self, texts: Sequence[str], dims: int) -> np.ndarray:
        payload = json.dumps(list(texts)).encode("utf-8")
        self.stdin.write(_HEADER.pack(len(payload)) + payload)
        self.stdin.flush()
        (rows,) = _HEADER.unpack(_read_exact(self.stdout, _HEADER.size))
        if rows == _ERROR:
            (size,) = _HEADER.unpack(_read_exact(self.stdout, _HEADER.size))
            raise RuntimeError(_read_exact(self.stdout, size).decode("utf-8", "replace"))
        data = _read_exact(self.stdout, rows * dims * 4)
        return np.frombuffer(data, dtype=np.float32).reshape(rows, dims).copy()

    def kill(self) -> None:
        with contextlib.suppress(OSError):  # gone already
            os.kill(self.pid, signal.SIGKILL)

    def close(self) -> None:
        # End of input: the child's loop returns (OSError: it is gone already).
        with contextlib.suppress(OSError):
            self.stdin.close()
        if self.proc is not None:
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        else:
            deadline = time.monotonic() + 5
            while os.waitpid(self.pid, os.WNOHANG) == (0, 0):
                if time.monotonic() > deadline:
                    self.kill()
                    os.waitpid(self.pid, 0)
                    break
                time.sleep(0.005)
        self.stdout.close()


def can_fork() -> bool:
    """Whether workers start as forks of this process: Linux only (macOS's system libraries
    are not fork-safe, Windows has no fork)."""
    return sys.platform.startswith("linux") and hasattr(os, "fork")


def _fork_worker(embedder: USEEmbeddings) -> tuple[int, IO[bytes], IO[bytes]]:
    """Fork a child serving :func:`_serve_pipes`; returns (pid, its input, its output)."""
    child_in, parent_out = os.pipe()
    parent_in, child_out = os.pipe()
    with embedder._lock:
        embedder._use()  # loaded once, here; the child gets it for free
        with warnings.catch_warnings():
            # Python >= 3.12 warns about fork() in a process with threads (Chroma's own):
            # the child only runs numpy on its pipes, see _Worker.
            warnings.simplefilter("ignore", DeprecationWarning)
            pid = os.fork()
        if pid == 0:  # the child
            code = 0
            try:
                keep = sorted({0, 1, 2, child_in, child_out})
                for lo, hi in itertools.pairwise([*keep, os.sysconf("SC_OPEN_MAX")]):
                    os.closerange(lo + 1, hi)  # siblings' pipes, the store's files
                for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
                    signal.signal(sig, signal.SIG_DFL)  # not the host application's handlers
                embedder._lock = threading.Lock()  # the copy of ours is held
                gc.freeze()  # the collector leaves the inherited heap alone (no copy-on-write)
                _serve_pipes(embedder, os.fdopen(child_in, "rb"), os.fdopen(child_out, "wb"))
            except BaseException:
                code = 1
            finally:
                os._exit(code)
    os.close(child_in)
    os.close(child_out)
    return pid, os.fdopen(parent_out, "wb"), os.fdopen(parent_in, "rb")


class EmbeddingWorkers:
    """A few worker processes embedding slices of texts concurrently, for one large ingest.

    >>> with EmbeddingWorkers(embedder, 2) as workers:            # doctest: +SKIP
    ...     futures = [workers.submit(texts) for texts in (texts_a, texts_b)]
    ...     vectors = [f.result() for f in futures]
    """

    def __init__(self, embedder: USEEmbeddings, workers: int, *, fork: bool | None = None) -> None:
        self.embedder = embedder
        fork = can_fork() if fork is None else fork
        self._idle: queue.SimpleQueue[_Worker] = queue.SimpleQueue()
        self._all: list[_Worker] = []
        self._broken = False
        self._abandoned = False
        self._lock = threading.Lock()
        for _ in range(workers):
            try:
                worker = _Worker(embedder, fork=fork)
            except OSError as exc:
                log.warning("cannot start an embedding worker (%s); embedding in-process", exc)
                break
            self._all.append(worker)
            self._idle.put(worker)
        # Threads only move bytes through pipes (no interpreter lock held while they wait).
        self._threads = ThreadPoolExecutor(
            max_workers=max(1, len(self._all)), thread_name_prefix="omoide-embed"
        )

    def __enter__(self) -> EmbeddingWorkers:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close(abandon=exc is not None)

    def close(self, *, abandon: bool = False) -> None:
        """Stop the workers; ``abandon`` (the ingest failed) kills them instead of letting
        queued slices finish, so a failed ingest never waits on embeddings nobody will read."""
        if abandon:
            self._abandoned = True
            for worker in self._all:
                worker.kill()
        self._threads.shutdown(wait=True, cancel_futures=abandon)
        for worker in self._all:
            worker.close()

    def _embed(self, texts: Sequence[str]) -> np.ndarray:
        if self._abandoned:
            return np.zeros((0, self.embedder.dimensions), dtype=np.float32)
        if self._all and not self._broken:
            worker = self._idle.get()
            try:
                vectors = worker.embed(texts, self.embedder.dimensions)
                self._idle.put(worker)
                return vectors
            except (OSError, EOFError, RuntimeError, ValueError) as exc:
                if self._abandoned:
                    return np.zeros((0, self.embedder.dimensions), dtype=np.float32)
                with self._lock:
                    if not self._broken:
                        log.warning("embedding worker failed (%s); embedding in-process", exc)
                    self._broken = True
                self._idle.put(worker)
        return embed_texts(self.embedder, texts)

    def submit(self, texts: Sequence[str]) -> Future[np.ndarray]:
        """Embed ``texts`` (at most ``embedder.batch_size`` for bit-identical vectors)."""
        return self._threads.submit(self._embed, texts)


def _slices(texts: Sequence[str], size: int) -> list[Sequence[str]]:
    return [texts[i : i + size] for i in range(0, len(texts), size)]


class OrderedEmbeddings:
    """The vectors of each batch of texts, in order, computed ahead on worker processes.

    Use it as a context manager: it starts embedding on entry (so the caller can do other work,
    e.g. the keyword index, meanwhile) and :meth:`next` returns the vectors of the next batch.
    Only the offline USE model is spread out (a remote embedder waits on the network, not on a
    core): ``workers`` is lowered to 0 for any other embedder and to what
    ``MIN_TEXTS_PER_WORKER`` texts per worker allow; below 2 (:attr:`parallel` false) the
    caller embeds in-process.
    """

    def __init__(
        self,
        embedder: Embeddings,
        batches: Sequence[Sequence[str]],
        *,
        workers: int,
    ):
        self.embedder = embedder
        self._batches = list(batches)
        total = sum(len(b) for b in self._batches)
        self.workers = min(workers, total // MIN_TEXTS_PER_WORKER)
        if type(embedder) is not USEEmbeddings:
            self.workers = 0
        self._pool: EmbeddingWorkers | None = None
        self._pending: list[list[Future[np.ndarray]]] = []
        self._next = 0  # the next batch to submit
        self._taken = 0  # batches handed out by next()
        self._in_flight = 0

    @property
    def parallel(self) -> bool:
        """Whether batches are embedded ahead (else the caller embeds them itself)."""
        return self.workers >= 2

    def __enter__(self) -> OrderedEmbeddings:
        if isinstance(self.embedder, USEEmbeddings) and self.workers >= 2:
            self._pool = EmbeddingWorkers(self.embedder, self.workers)
        if self._pool is not None:
            self._fill()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if self._pool is not None:
            self._pool.close(abandon=exc is not None)
            self._pool = None

    def _fill(self) -> None:
        # A few slices per worker ahead: enough to keep them busy, not the whole ingest in RAM.
        assert self._pool is not None and isinstance(self.embedder, USEEmbeddings)
        size = self.embedder.batch_size  # the in-process path embeds slices of this size too
        ahead = 2 * self.workers
        while self._next < len(self._batches) and (
            len(self._pending) < 2 or self._in_flight < ahead
        ):
            batch = self._batches[self._next]
            self._next += 1
            futures = [self._pool.submit(s) for s in _slices(batch, size)]
            self._pending.append(futures)
            self._in_flight += len(futures)

    def next(self, texts: Sequence[str]) -> np.ndarray:
        """The vectors of the next batch, which must be ``texts`` (batches are taken in the
        order they were given; a mismatch is a bug and raises rather than mislabel vectors)."""
        if self._pool is None:
            raise RuntimeError("OrderedEmbeddings.next() outside its `with` block")
        if self._taken >= len(self._batches) or list(self._batches[self._taken]) != list(texts):
            raise RuntimeError("embedding batches were taken out of order")
        self._taken += 1
        futures = self._pending.pop(0)
        parts = [f.result() for f in futures]
        self._in_flight -= len(futures)
        self._fill()
        return np.vstack(parts) if parts else np.zeros((0, 0), dtype=np.float32)


def _serve_pipes(embedder: USEEmbeddings, stdin: IO[bytes], stdout: IO[bytes]) -> None:
    """The worker's loop: read a request, answer it, until its input closes."""
    while True:
        head = stdin.read(_HEADER.size)
        if len(head) < _HEADER.size:
            return
        (size,) = _HEADER.unpack(head)
        try:
            texts = json.loads(_read_exact(stdin, size).decode("utf-8"))
            vectors = np.ascontiguousarray(embedder.embed_array(texts), dtype=np.float32)
            stdout.write(_HEADER.pack(vectors.shape[0]) + vectors.tobytes())
        except Exception as exc:  # report, keep serving: the parent decides what to do
            message = f"{type(exc).__name__}: {exc}".encode()
            stdout.write(_HEADER.pack(_ERROR) + _HEADER.pack(len(message)) + message)
        stdout.flush()


def _serve(threads: int, max_chars: int, batch_size: int) -> None:
    """A spawned worker: its answers go to a private copy of fd 1 (whatever a library prints
    goes to stderr)."""
    stdout = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    embedder = USEEmbeddings(threads=threads, max_chars=max_chars, batch_size=batch_size)
    _serve_pipes(embedder, sys.stdin.buffer, stdout)


if __name__ == "__main__":
    _serve(int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]))
