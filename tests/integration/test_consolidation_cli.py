"""`omoide consolidate`, `entities`, `facts` (--pin/--unpin) and `loops` on a real store."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from omoide.cli import main
from omoide.memory_store import Episode, MemoryStore
from omoide.memory_store.embedders import USEEmbeddings
from tests.integration import test_extract_llm_server as llm_server

JST = timezone(timedelta(hours=9))
stub_url = llm_server.stub_url  # the local OpenAI-compatible stub server (a fixture)
TEXTS = [
    ("妹のあかりと京都旅行、4月3日〜5日で決定！", "いいですね！"),
    ("あかりちゃんが新幹線の切符を取ってくれた", "頼もしいですね。"),
    ("My manager, Sato-san, moved the beta demo to March 20.", "Plenty of time then."),
]


@pytest.fixture
def store_dir(tmp_path: Path, embedder: USEEmbeddings) -> Path:
    path = tmp_path / "store"
    with MemoryStore(path, embedder=embedder) as store:
        store.add_episodes(
            [
                Episode.create(u, r, occurred_at=datetime(2026, 1, 11 + i, 20, tzinfo=JST))
                for i, (u, r) in enumerate(TEXTS)
            ]
        )
    return path


def run(capsys: pytest.CaptureFixture[str], store: Path, *args: str) -> tuple[int, str, str]:
    code = main(["--store", str(store), *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_consolidate_then_list(store_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, store_dir, "entities")
    assert code == 0 and "no entities yet" in out
    code, out, _ = run(capsys, store_dir, "consolidate", "--now", "2026-02-01T09:00+09:00")
    assert code == 0
    assert "consolidated 3 episodes of namespace 'default'" in out and "+2 open loops" in out
    code, out, _ = run(capsys, store_dir, "consolidate", "--now", "2026-02-01T09:00+09:00")
    assert code == 0 and "consolidated 0 episodes" in out and "+0 entities" in out

    code, out, _ = run(capsys, store_dir, "entities", "--kind", "person")
    lines = out.splitlines()
    akari = next(line for line in lines if " あかり (sister)" in line)
    assert "aka 妹のあかり, あかりちゃん" in akari and "2 episodes [" in akari
    assert any(" Sato (manager)" in line for line in lines)

    code, out, _ = run(capsys, store_dir, "loops")
    assert "2026-04-03..2026-04-05  妹のあかりと京都旅行" in out and "(with あかり, 京都)" in out
    assert "2026-03-20" in out

    code, out, _ = run(capsys, store_dir, "facts")
    fact_line = next(line for line in out.splitlines() if "あかりはユーザーの妹" in line)
    fact_id = fact_line.split()[0]
    assert "confidence 0.80" in fact_line and "(about あかり)" in fact_line
    assert run(capsys, store_dir, "facts", "--pin", fact_id)[1] == f"pinned {fact_id}\n"
    assert run(capsys, store_dir, "facts")[1].splitlines()[0].startswith(f"{fact_id}  pinned ")
    # A rebuild keeps the pin.
    code, out, _ = run(capsys, store_dir, "consolidate", "--reset")
    assert code == 0 and out.startswith("rebuilt 3 episodes")
    assert f"{fact_id}  pinned " in run(capsys, store_dir, "facts")[1]
    assert run(capsys, store_dir, "facts", "--unpin", fact_id)[1] == f"unpinned {fact_id}\n"
    assert "pinned" not in run(capsys, store_dir, "facts")[1]

    # Past the trip (and the demo), nothing is open; --all still shows them, closed.
    run(capsys, store_dir, "consolidate", "--now", "2026-04-06T09:00+09:00")
    assert "no open loops" in run(capsys, store_dir, "loops")[1]
    assert run(capsys, store_dir, "loops", "--all")[1].count(" closed ") == 2


def test_namespaces_are_kept_apart(store_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run(capsys, store_dir, "consolidate")
    code, out, _ = run(capsys, store_dir, "--namespace", "bob", "entities")
    assert code == 0 and "no entities yet" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("facts", "--pin", "fact_nope"), "omoide: error: no fact 'fact_nope' in namespace"),
        (("consolidate", "--now", "someday"), "omoide: error: --now 'someday' is not a time"),
    ],
)
def test_errors_are_one_line(
    store_dir: Path, capsys: pytest.CaptureFixture[str], args: tuple[str, ...], message: str
) -> None:
    code, _, err = run(capsys, store_dir, *args)
    assert code == 1 and message in err and len(err.strip().splitlines()) == 1


def test_missing_store_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for command in ("entities", "facts", "loops", "consolidate"):
        code, _, err = run(capsys, tmp_path / "nowhere", command)
        assert code == 1 and "no omoide store at" in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "nowhere").exists()


def test_consolidate_with_a_chat_model_through_a_stub_server(
    store_dir: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    stub_url: str,
) -> None:
    """`--llm`: the rules plus ChatOpenAI against a local OpenAI-compatible stub server."""
    monkeypatch.setenv("OPENAI_BASE_URL", stub_url)
    monkeypatch.setenv("OPENAI_API_KEY", "not-a-key")
    code, _, err = run(capsys, store_dir, "consolidate", "--llm")
    assert code == 0, err
    assert len(llm_server._Stub.requests) == len(TEXTS)  # one structured call per episode
    facts = run(capsys, store_dir, "facts")[1]
    line = next(f for f in facts.splitlines() if "Akari is not a morning person" in f)
    # The model's "Akari" is the rules' あかり (kana = Hepburn spelling): one person.
    assert "confidence 0.80 salience 0.40" in line and "(about あかり)" in line
    with MemoryStore(store_dir, create=False) as store:
        akari = next(e for e in store.derived.entities() if "Akari" in e.aliases)
        assert "あかり" in akari.aliases
        state = store.derived.relationship(akari.id)
        assert state is not None and state.favorability == 0.7


def test_llm_without_a_configured_model_is_one_line(
    store_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    code, _, err = run(capsys, store_dir, "consolidate", "--llm")
    assert code == 1 and len(err.strip().splitlines()) == 1 and "OPENAI" in err


def test_listing_commands_close_the_derived_memory(
    store_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """`entities`, `facts` and `loops` close the derived memory they open (also on an error),
    so `main()` called in-process (a notebook, a test) leaves no database open."""
    from omoide.memory_store.derived import DerivedStore

    assert run(capsys, store_dir, "consolidate", "--now", "2026-02-01T09:00+09:00")[0] == 0
    opened: list[DerivedStore] = []
    closed: list[DerivedStore] = []
    real_init, real_close = DerivedStore.__init__, DerivedStore.close

    def init(self: DerivedStore, path: Path) -> None:
        real_init(self, path)
        opened.append(self)

    def close(self: DerivedStore) -> None:
        closed.append(self)
        real_close(self)

    monkeypatch.setattr(DerivedStore, "__init__", init)
    monkeypatch.setattr(DerivedStore, "close", close)
    for args in (("entities",), ("facts",), ("loops", "--all"), ("facts", "--pin", "fact_nope")):
        run(capsys, store_dir, *args)
    assert len(opened) == 4 and [id(d) for d in closed] == [id(d) for d in opened]
