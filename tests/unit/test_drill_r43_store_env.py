"""Drill r43: ``make_store``'s and the served pool's environment. README: "A bad value fails
at startup naming the variable". Three did not: ``OMOIDE_STORE_EMBED=bogus:x`` and
``OMOIDE_CHROMA_URL=notaurl`` started the server, then failed every put with
``unknown embedder 'bogus:x'`` / ``chroma url 'notaurl' is not of the form http://host:port``
(no variable named), and ``OMOIDE_STORE_TTL=inf`` (or ``1e400``) was taken as a TTL. Now each is
an ``EnvironmentVariableError`` naming the variable, at startup."""

from __future__ import annotations

from pathlib import Path

import pytest

from omoide.langgraph import build_store
from omoide.memory_store.settings import EnvironmentVariableError, chroma_url, store_embed


@pytest.mark.parametrize(
    ("name", "raw", "allowed"),
    [
        ("OMOIDE_STORE_EMBED", "bogus:x", "use-multilingual-v3"),
        ("OMOIDE_STORE_EMBED", "openai:", "openai:MODEL"),
        ("OMOIDE_CHROMA_URL", "notaurl", "http://host:port"),
        ("OMOIDE_CHROMA_URL", "localhost:8000", "http://host:port"),
        ("OMOIDE_STORE_TTL", "inf", "a number of minutes > 0"),
        ("OMOIDE_STORE_TTL", "1e400", "a number of minutes > 0"),
        ("OMOIDE_STORE_TTL_SWEEP", "inf", "a number of minutes > 0"),
    ],
)
def test_a_bad_value_fails_at_startup_naming_the_variable(
    tmp_path: Path, name: str, raw: str, allowed: str
) -> None:
    with pytest.raises(EnvironmentVariableError) as raised:
        build_store({"OMOIDE_STORE": str(tmp_path / "s"), name: raw})
    message = str(raised.value)
    assert message.startswith(f"{name}={raw!r}: allowed "), message
    assert allowed in message, message


def test_good_values_still_pass() -> None:
    for spec in ("use", "use-multilingual-v3", "e5-small", "openai:text-embedding-3-small"):
        assert store_embed({"OMOIDE_STORE_EMBED": spec}) == spec
    assert store_embed({}) is None
    for url in ("http://localhost:8000", "https://chroma.example:443/", "http://10.0.0.5"):
        assert chroma_url({"OMOIDE_CHROMA_URL": url}) == url
    assert chroma_url({"OMOIDE_CHROMA_URL": "  "}) is None


def test_the_specs_checked_are_the_ones_make_embedder_builds() -> None:
    from omoide.memory_store import embedders, settings

    built = {"use", "usem3", embedders.DEFAULT_EMBEDDER, *embedders._E5_SPECS}
    assert built == settings._EMBED_SPECS
