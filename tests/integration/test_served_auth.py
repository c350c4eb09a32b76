"""The deployment decides who the user is (issue 26, 1, 2 and 4), over HTTP: ``langgraph dev``
serves ``omoide.agent.served``'s graphs behind a LangGraph custom auth handler (bearer tokens
for alice and bob), and ``langgraph_sdk`` clients run as each of them.

- An authenticated run reads its own user's memories; naming the other user with
  ``configurable.user_id`` (or in the context) is an error, never the other's pack.
- A run cannot raise the sensitivity ceiling or turn off run recording
  (``configurable.omoide`` / ``context``): an error naming the setting.
- A token whose identity is ``default`` cannot read the operator's namespace.

The server is started on a free loopback port by the fixture, waited for with a deadline, and
stopped by it (process group, SIGTERM then SIGKILL). Vectors are in the store folder (embedded
Chroma); the agent's chat model is never called (retrieval graph only).
"""

from __future__ import annotations

import json
import textwrap
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from langgraph_sdk import get_sync_client

from omoide.memory_store import Episode, USEEmbeddings
from omoide.memory_store.pool import NamespacePool
from tests.conftest import in_threads
from tests.langgraph_server import langgraph_dev

pytestmark = pytest.mark.slow

DOGS = {"alice": "こむぎ", "bob": "もなか"}
TOKENS = {"alice": "token-a", "bob": "token-b", "default": "token-d"}
QUESTION = "うちの柴犬が散歩中に川へ飛び込んだ話、覚えてる？"
SECRET_WORD = "暗証番号4921"
NOW = datetime.now(UTC)

AUTH = textwrap.dedent(
    f"""
    from langgraph_sdk import Auth

    auth = Auth()
    USERS = {json.dumps({v: k for k, v in TOKENS.items()})}


    @auth.authenticate
    async def authenticate(authorization: str | None) -> str:
        scheme, _, token = (authorization or "").partition(" ")
        if scheme.lower() != "bearer" or token not in USERS:
            raise Auth.exceptions.HTTPException(status_code=401, detail="unknown token")
        return USERS[token]
    """
)


def _memories(user: str) -> list[Episode]:
    dog = DOGS[user]
    return [
        Episode.create(
            f"柴犬の{dog}が散歩中に川へ飛び込んでびしょ濡れになったよ",
            f"{dog}ちゃん、水が好きなんですね！シャンプーは大変でしたか？",
            occurred_at=NOW - timedelta(days=5),
            session_id=f"{user}-s1",
        ),
        Episode.create(
            f"{dog}と川で散歩した日の銀行の{SECRET_WORD}はメモしておいた",
            "大事な番号ですね。",
            occurred_at=NOW - timedelta(days=4),
            session_id=f"{user}-s3",
            sensitivity="SECRET",
        ),
    ]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, embedder: USEEmbeddings) -> Iterator[str]:
    root = tmp_path_factory.mktemp("served_auth")
    store = root / "store"
    with NamespacePool(store, embedder=embedder) as pool:
        for user in DOGS:
            with pool.lease(user) as s:
                s.add_episodes(_memories(user))
        with pool.lease("default") as s:  # the operator's own namespace
            s.add_episodes(_memories("alice"))
    (root / "auth.py").write_text(AUTH, "utf-8")
    config = {
        "dependencies": ["."],
        "graphs": {"retrieval": "omoide.agent.served:retrieval_node"},
        "auth": {"path": "./auth.py:auth"},
    }
    (root / "langgraph.json").write_text(json.dumps(config), "utf-8")
    env = {"OMOIDE_STORE": str(store), "NO_PROXY": "127.0.0.1,localhost"}
    env["OMOIDE_SHOW_MEMORY"] = "1"  # the tests read the pack to see whose memories it holds
    with langgraph_dev(
        root / "langgraph.json",
        cwd=root,
        log=root / "server.log",
        env=env,
        unset=("OMOIDE_DEFAULT_USER", "OMOIDE_USER_BINDING", "OMOIDE_SETTINGS"),
    ) as url:
        yield url


def _client(url: str, user: str) -> Any:
    return get_sync_client(url=url, headers={"Authorization": f"Bearer {TOKENS[user]}"})


def _ask(client: Any, **kwargs: Any) -> Any:
    thread = client.threads.create()["thread_id"]
    return client.runs.wait(
        thread,
        "retrieval",
        input={"messages": [{"role": "user", "content": QUESTION}]},
        raise_error=False,
        **kwargs,
    )


def test_each_authenticated_user_reads_their_own_memories(server: str) -> None:
    def work(user: str) -> None:
        other = next(u for u in DOGS if u != user)
        with _client(server, user) as client:
            for kwargs in ({}, {"config": {"configurable": {"user_id": user}}}):
                out = _ask(client, **kwargs)
                texts = [r["user_text"] for r in out["recalled"]]
                assert texts and all(DOGS[user] in t for t in texts), out
                assert DOGS[other] not in out["memory_pack"]
                assert SECRET_WORD not in out["memory_pack"]

    in_threads(work, DOGS)


def test_a_client_cannot_name_another_user(server: str) -> None:
    with _client(server, "alice") as client:
        out = _ask(client, config={"configurable": {"user_id": "bob"}})
        # The served graphs' context is RetrievalConfig: a user_id there never reaches them.
        ignored = _ask(client, context={"user_id": "bob"})
    assert "__error__" in out, out  # no pack at all, let alone bob's
    assert out["__error__"]["error"] in ("UserMismatchError", "ValueError"), out
    assert "authenticated as 'alice' but names user_id='bob'" in out["__error__"]["message"]
    assert DOGS["bob"] not in json.dumps(out, ensure_ascii=False)
    assert DOGS["bob"] not in json.dumps(ignored, ensure_ascii=False)
    assert DOGS["alice"] in ignored["memory_pack"], ignored


@pytest.mark.parametrize(
    ("kwargs", "setting"),
    [
        (
            {"config": {"configurable": {"omoide": {"max_sensitivity": "SECRET"}}}},
            "max_sensitivity",
        ),
        ({"context": {"max_sensitivity": "SECRET"}}, "max_sensitivity"),
        ({"config": {"configurable": {"omoide": {"record_runs": False}}}}, "record_runs"),
        ({"context": {"record_runs": False}}, "record_runs"),
    ],
)
def test_a_client_cannot_change_the_operators_settings(
    server: str, kwargs: dict[str, Any], setting: str
) -> None:
    with _client(server, "alice") as client:
        out = _ask(client, **kwargs)
    assert "__error__" in out, out
    assert f"{setting} is the operator's setting" in out["__error__"]["message"], out
    assert SECRET_WORD not in json.dumps(out, ensure_ascii=False)


def test_a_client_still_tunes_retrieval(server: str) -> None:
    with _client(server, "alice") as client:
        out = _ask(client, config={"configurable": {"omoide": {"injection.max_results": 1}}})
    assert len(out["recalled"]) == 1 and DOGS["alice"] in out["recalled"][0]["user_text"], out


def test_an_identity_named_default_cannot_read_the_operators_namespace(server: str) -> None:
    with _client(server, "default") as client:
        out = _ask(client)
    assert "__error__" in out, out
    assert "the operator's own" in out["__error__"]["message"], out
    assert DOGS["alice"] not in json.dumps(out, ensure_ascii=False)
