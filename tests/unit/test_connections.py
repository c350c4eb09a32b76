"""One SQLite connection per thread: handed on when a thread ends, all closed by ``close``."""

from __future__ import annotations

import gc
import sqlite3
import threading
import weakref
from collections.abc import Callable
from pathlib import Path

import pytest

from omoide.memory_store.connections import ThreadConnections


def _pool(path: Path) -> ThreadConnections:
    return ThreadConnections(lambda: sqlite3.connect(path, check_same_thread=False))


def _in_thread(fn: Callable[[], object]) -> object:
    out: list[object] = []
    t = threading.Thread(target=lambda: out.append(fn()))
    t.start()
    t.join()
    return out[0]


def test_a_thread_keeps_its_connection(tmp_path: Path) -> None:
    conns = _pool(tmp_path / "db.sqlite3")
    assert conns.get() is conns.get()
    conns.close()


def test_a_finished_thread_hands_its_connection_to_the_next(tmp_path: Path) -> None:
    conns = _pool(tmp_path / "db.sqlite3")
    first = _in_thread(conns.get)
    second = _in_thread(conns.get)
    assert second is first
    assert conns.opened == 1
    conns.close()


def test_threads_alive_together_get_their_own(tmp_path: Path) -> None:
    conns = _pool(tmp_path / "db.sqlite3")
    barrier = threading.Barrier(3)
    got: list[sqlite3.Connection] = []

    def hold() -> None:
        got.append(conns.get())
        barrier.wait()  # every thread holds its connection at once

    threads = [threading.Thread(target=hold) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len({id(c) for c in got}) == 3
    assert conns.opened == 3
    conns.close()


def test_close_closes_every_connection_idle_or_held(tmp_path: Path) -> None:
    conns = _pool(tmp_path / "db.sqlite3")
    idle = _in_thread(conns.get)  # its thread ended: idle
    release = threading.Event()
    held: list[sqlite3.Connection] = []
    ready = threading.Event()

    def hold() -> None:
        held.append(conns.get())
        ready.set()
        release.wait()

    t = threading.Thread(target=hold)
    t.start()
    ready.wait()
    mine = conns.get()
    conns.close()
    for conn in (idle, held[0], mine):
        assert isinstance(conn, sqlite3.Connection)
        with pytest.raises(sqlite3.ProgrammingError, match="closed"):
            conn.execute("SELECT 1")
    release.set()
    t.join()
    with pytest.raises(sqlite3.ProgrammingError, match="closed"):
        conns.get()


def test_a_connection_left_in_a_transaction_is_not_handed_on(tmp_path: Path) -> None:
    conns = ThreadConnections(
        lambda: sqlite3.connect(
            tmp_path / "db.sqlite3", isolation_level=None, check_same_thread=False
        )
    )
    conns.get().execute("CREATE TABLE t (x)")

    def leave_open() -> sqlite3.Connection:
        conn = conns.get()
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("INSERT INTO t VALUES (1)")
        return conn

    stuck = _in_thread(leave_open)
    assert _in_thread(conns.get) is not stuck
    conns.close()


def test_an_owner_nobody_closed_is_freed_as_soon_as_it_is_dropped(tmp_path: Path) -> None:
    """The owner passes a bound method: held weakly, so owner and connections form no cycle
    and a store nobody closed does not wait for the cyclic garbage collector."""

    class Owner:
        def __init__(self) -> None:
            self.conns = ThreadConnections(self.connect)

        def connect(self) -> sqlite3.Connection:
            return sqlite3.connect(tmp_path / "db.sqlite3", check_same_thread=False)

    owner = Owner()
    conn = owner.conns.get()
    dropped = weakref.ref(owner)
    gc.disable()
    try:
        del owner
        assert dropped() is None
    finally:
        gc.enable()
        conn.close()


def test_a_connection_opened_while_another_thread_closes_is_closed_too(tmp_path: Path) -> None:
    opening, go = threading.Event(), threading.Event()
    made: list[sqlite3.Connection] = []

    def slow_opener() -> sqlite3.Connection:
        opening.set()
        go.wait()
        made.append(sqlite3.connect(tmp_path / "db.sqlite3", check_same_thread=False))
        return made[-1]

    conns = ThreadConnections(slow_opener)
    errors: list[BaseException] = []

    def use() -> None:
        try:
            conns.get()
        except sqlite3.ProgrammingError as exc:
            errors.append(exc)

    t = threading.Thread(target=use)
    t.start()
    opening.wait()
    conns.close()  # while the thread is still opening
    go.set()
    t.join()
    assert len(errors) == 1 and "closed" in str(errors[0])
    with pytest.raises(sqlite3.ProgrammingError, match="closed"):
        made[0].execute("SELECT 1")
