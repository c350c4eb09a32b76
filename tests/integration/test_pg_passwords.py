"""Every form of a PostgreSQL password stays out of messages, logs and reprs (issue 34,
finding 4): the user's (``user:PASSWORD@``), ``?password=`` and ``?sslpassword=`` under any
case or percent-encoding of the key (libpq decodes ``pass%77ord`` to ``password``), a
``dbname`` holding a whole conninfo string, a libpq ``key=value`` string given instead of a
URL, ``$PGPASSWORD``, and a password libpq itself quotes back (``invalid percent-encoded
token``)."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from omoide.memory_store import MemoryStore, USEEmbeddings
from omoide.memory_store.errors import StoreError
from omoide.memory_store.migrate import migrate
from omoide.memory_store.pg.connect import mask_url, parse_store_url, redact
from omoide.memory_store.pool import NamespacePool

NOWHERE = "host=/nonexistent-omoide-socket"
# (URL, the secrets it holds): each a form the drill or libpq's docs name.
FORMS = [
    (f"postgresql://app:UserPw-1@/db?{NOWHERE}", ["UserPw-1"]),
    (f"postgresql://app@/db?{NOWHERE}&sslpassword=SslPw-22", ["SslPw-22"]),
    (f"postgresql://app@/db?{NOWHERE}&pass%77ord=EncPw-333", ["EncPw-333"]),
    (f"postgresql://app@/db?{NOWHERE}&ssl%70assword=EncSsl-4", ["EncSsl-4"]),
    (f"postgresql://app@/db?{NOWHERE}&PassWord=CasePw-55&SSLPASSWORD=CaseSsl-6", ["CasePw-55"]),
    (f"postgresql://app@/db?{NOWHERE}&password=Pct%21Pw-7", ["Pct%21Pw-7", "Pct!Pw-7"]),
    (
        "postgresql://app@/db?dbname=host%3D%2Fnonexistent%20password%3DInnerPw-8",
        ["InnerPw-8"],
    ),
    ("postgresql://app:Bad%zzPw-9@/db?" + NOWHERE, ["Bad%zzPw-9"]),  # libpq quotes it back
]


def _assert_hidden(text: str, secrets: list[str]) -> None:
    for secret in secrets:
        assert secret not in text, f"{secret!r} printed in {text!r}"


@pytest.mark.parametrize(("url", "secrets"), FORMS, ids=[str(i) for i in range(len(FORMS))])
def test_no_password_form_reaches_the_error_the_label_or_the_log(
    url: str,
    secrets: list[str],
    tmp_path: Path,
    embedder: USEEmbeddings,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    target = parse_store_url(url + "&schema=s")
    _assert_hidden(repr(target) + target.masked + target.place + mask_url(url), secrets)
    with pytest.raises(StoreError) as info:
        MemoryStore(url, cache_dir=tmp_path, embedder=embedder, embed_workers=0)
    message = str(info.value)
    assert message.startswith("cannot open PostgreSQL store postgresql://app")
    assert "\n" not in message
    _assert_hidden(message, secrets)
    _assert_hidden(caplog.text, secrets)
    with NamespacePool(url, embedder=embedder) as pool:
        _assert_hidden(pool.label + repr(pool), secrets)
    with pytest.raises(StoreError) as info:
        migrate(tmp_path / "no-such-store", url)
    _assert_hidden(str(info.value), secrets)


def test_a_libpq_key_value_string_is_refused_masked_not_taken_for_a_folder(
    tmp_path: Path, embedder: USEEmbeddings
) -> None:
    """Given ``host=db password=…`` (libpq's other form), the store said ``no omoide store at
    host=db password=…``: it was taken for a folder name and printed whole."""
    conninfo = "host=/nonexistent password='Quoted Pw-10' dbname=omoide"
    with pytest.raises(StoreError, match="key=value string; omoide takes a URL") as info:
        MemoryStore(conninfo, embedder=embedder)
    _assert_hidden(str(info.value), ["Quoted Pw-10", "Quoted"])
    assert "password=***" in str(info.value)


def test_pgpassword_is_never_printed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PGPASSWORD", "EnvPw-11")
    monkeypatch.setenv("PGSSLPASSWORD", "EnvSsl-12")
    assert redact("auth failed with EnvPw-11 and EnvSsl-12") == "auth failed with *** and ***"


@pytest.mark.slow
def test_the_cli_prints_no_password_of_any_form(tmp_path: Path) -> None:
    """The command line's one-line error, with ``$PGPASSWORD`` set as well."""
    env = {**os.environ, "PGPASSWORD": "EnvPw-13", "OMOIDE_CACHE_DIR": str(tmp_path)}
    for url, secrets in [*FORMS[1:3], ("host=/nonexistent password=Kv-14", ["Kv-14"])]:
        proc = subprocess.run(
            [sys.executable, "-m", "omoide.cli", "--store", url, "stats"],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
        )
        assert proc.returncode == 1
        assert proc.stderr.startswith("omoide: error: "), proc.stderr
        assert "postgres" in proc.stderr and "***" in proc.stderr, proc.stderr
        _assert_hidden(proc.stdout + proc.stderr, [*secrets, "EnvPw-13"])
        assert "a bug?" not in proc.stderr
        assert proc.stderr.count("\n") == 1, proc.stderr


def test_a_working_store_s_label_and_retry_log_hide_the_passwords(
    pg_url: str, tmp_path: Path, embedder: USEEmbeddings, caplog: pytest.LogCaptureFixture
) -> None:
    """On the real server (trust authentication ignores the passwords): the open store's
    label, its repr and the warning a retried call logs."""
    url = pg_url + "&sslpassword=LiveSsl-15&pass%77ord=LivePw-16"
    caplog.set_level(logging.DEBUG)
    with MemoryStore(url, cache_dir=tmp_path, embedder=embedder, embed_workers=0) as store:
        shown: Any = [store.label, repr(store), str(store.stats())]
        _assert_hidden(" ".join(map(str, shown)), ["LiveSsl-15", "LivePw-16"])
        assert "sslpassword=***" in store.label
    _assert_hidden(caplog.text, ["LiveSsl-15", "LivePw-16"])
