"""omoide's ``@auth.on.store`` handler (``omoide.langgraph.store_auth``) on its own, with
langgraph-sdk's real ``Auth``: what each store action may reach, what is narrowed, what is
refused and why (issue 34, 1). Through a real server: tests/integration/test_served_store_auth.py.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any

import pytest
from langgraph_sdk import Auth

from omoide.langgraph import store_auth


@dataclass
class User:
    identity: str
    display_name: str = ""
    is_authenticated: bool = True
    permissions: tuple[str, ...] = ()


def _run(
    action: str, value: dict[str, Any], *, user: str = "alice", **kwargs: Any
) -> dict[str, Any]:
    auth = Auth()
    handler = store_auth(auth, **kwargs)
    ctx = Auth.types.AuthContext(
        user=User(user),  # type: ignore[arg-type]
        permissions=[],
        resource="store",
        action=action,  # type: ignore[arg-type]
    )
    asyncio.run(handler(ctx=ctx, value=value))
    return value


def _refused(action: str, value: dict[str, Any], **kwargs: Any) -> str:
    with pytest.raises(Auth.exceptions.HTTPException) as err:
        _run(action, value, **kwargs)
    assert err.value.status_code == 403
    return str(err.value.detail)


def test_it_is_registered_for_every_store_action() -> None:
    auth = Auth()
    handler = store_auth(auth)
    assert auth._handlers[("store", "*")] == [handler]


@pytest.mark.parametrize("action", ["get", "put", "delete"])
def test_an_item_in_the_callers_own_namespace_or_under_it(action: str) -> None:
    for namespace in (("alice",), ("alice", "notes")):
        assert _run(action, {"namespace": namespace, "key": "k"})["namespace"] == namespace


@pytest.mark.parametrize("action", ["get", "put", "delete", "search", "list_namespaces"])
@pytest.mark.parametrize("namespace", [("bob",), ("default",), ("bob", "alice"), ("*",)])
def test_another_users_or_the_operators_namespace_is_refused(
    action: str, namespace: tuple[str, ...]
) -> None:
    detail = _refused(action, {"namespace": namespace, "key": "k"})
    assert detail == (
        f"omoide store: 'alice' may {action} only in their own namespace ('alice',) or "
        f"under it, not {namespace!r}"
    )


@pytest.mark.parametrize("action", ["search", "list_namespaces"])
@pytest.mark.parametrize("asked", [None, ()])
def test_a_search_or_listing_from_the_top_is_narrowed_to_the_caller(
    action: str, asked: tuple[str, ...] | None
) -> None:
    assert _run(action, {"namespace": asked})["namespace"] == ("alice",)


def test_a_template_maps_the_user_as_the_graphs_do() -> None:
    memories = {"namespace": ("memories", "{user_id}")}
    assert _run("put", {"namespace": ("memories", "alice")}, **memories)
    # Above the user's namespace: narrowed for a search or a listing, refused for an item.
    assert _run("search", {"namespace": ("memories",)}, **memories)["namespace"] == (
        "memories",
        "alice",
    )
    assert "not ('memories',)" in _refused("put", {"namespace": ("memories",)}, **memories)
    assert "not ('memories', 'bob')" in _refused(
        "get", {"namespace": ("memories", "bob")}, **memories
    )


@pytest.mark.parametrize(
    ("user", "says"),
    [
        ("default", "the operator's own"),
        ("*", "wildcard"),
        ("a.b", "contains '.'"),
        ("ali\u200bce", "invisible or control character"),
        ("", "must be non-empty"),
    ],
)
def test_an_identity_omoide_cannot_serve_is_refused(user: str, says: str) -> None:
    detail = _refused("search", {"namespace": None}, user=user)
    assert detail.startswith("omoide store: ") and says in detail, detail


def test_an_unknown_template_is_refused_at_registration() -> None:
    with pytest.raises(ValueError, match="has no '\\{user_id\\}' label"):
        store_auth(Auth(), namespace=("shared",))


def test_a_process_that_only_imported_langgraph_apis_serde_is_no_server() -> None:
    # test_pack_out_of_streams imports langgraph_api.serde: make_store then raised KeyError
    # (langgraph_api's config wants REDIS_URI outside a server) in the same pytest process.
    import subprocess
    import sys

    code = (
        "import langgraph_api.serde\n"
        "from omoide.store_auth import check_served_auth\n"
        "check_served_auth()\n"
        "print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert out.stdout.strip() == "ok", out.stderr
