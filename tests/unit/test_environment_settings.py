"""omoide's environment variables: read in one module (``memory_store.settings``), each by a
typed accessor with its default and an error naming the variable, and listed in one README
table."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import pytest

from omoide.memory_store import settings as environment
from omoide.memory_store.errors import OmoideError

REPO = Path(__file__).resolve().parents[2]
PRODUCT = ("agent", "memory_store", "omoide", "prompts", "tools")
# Files that still read an OMOIDE_ variable themselves, each to switch to its accessor (issue
# 38, 4: owned by other changes of the same step). Only ever shrinks.
NOT_YET: set[str] = set()
NAME = re.compile(r"^OMOIDE_[A-Z0-9_]+$")


def _product_files() -> list[Path]:
    return sorted(p for top in PRODUCT for p in (REPO / top).rglob("*.py"))


def _reads_omoide_environment(path: Path) -> bool:
    """A module that touches ``os.environ`` / ``os.getenv`` and passes an OMOIDE_ name (a
    string, or a module constant holding one) to a call or a subscript: ``env.get(NAME)``
    after ``env = os.environ``, ``os.getenv(NAME)``, a helper ``_count_from_env(NAME, 0)``."""
    tree = ast.parse(path.read_text("utf-8"))
    if not any(
        isinstance(node, ast.Attribute) and node.attr in ("environ", "getenv")
        for node in ast.walk(tree)
    ):
        return False
    constants = {
        target.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Constant)
        and NAME.match(str(node.value.value))
        for target in node.targets
        if isinstance(target, ast.Name)
    }

    def omoide_name(node: ast.AST) -> bool:
        if isinstance(node, ast.Constant):
            return bool(NAME.match(str(node.value)))
        return isinstance(node, ast.Name) and node.id in constants

    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and node.args and omoide_name(node.args[0]):
            return True  # env.get(...), os.getenv(...), or a helper: _count("OMOIDE_...")
        if isinstance(node, ast.Subscript) and omoide_name(node.slice):
            return True
    return False


def test_only_the_settings_module_reads_omoide_variables() -> None:
    readers = {str(p.relative_to(REPO)) for p in _product_files() if _reads_omoide_environment(p)}
    assert "memory_store/settings.py" in readers  # the check sees a real reader
    assert readers - {"memory_store/settings.py"} <= NOT_YET, readers


def test_every_variable_named_in_the_product_is_listed() -> None:
    named: set[str] = set()
    for path in _product_files():
        named |= set(re.findall(r"OMOIDE_[A-Z0-9_]*[A-Z0-9]", path.read_text("utf-8")))
    named.discard("OMOIDE_SECTION")  # the pack's section markers, no variable
    listed = {v.name for v in environment.VARIABLES}
    assert named - listed == set()
    assert {n for n in listed if n.startswith("OMOIDE_")} - named == set()  # none left over
    assert len(listed) == len(environment.VARIABLES)


def test_the_readme_table_is_the_list() -> None:
    readme = (REPO / "README.md").read_text("utf-8")
    assert environment.markdown_table() in readme
    section = readme.split("### Environment variables", 1)[1].split("\n## ", 1)[0]
    assert section.count("\n| `") == len(environment.VARIABLES)


def test_defaults() -> None:
    env: dict[str, str] = {}
    assert environment.store(env) == ".omoide"
    assert environment.chroma_url(env) is None
    assert environment.max_open(env) == 64
    assert environment.default_user(env) is None
    assert environment.user_binding(env) == "auto"
    assert environment.settings(env) == []
    assert environment.selection(env) == "heuristic"
    assert environment.selection_model(env) is None
    assert environment.chat_model(env) == "gpt-4o-mini"
    assert environment.openai_api_key(env) is None and environment.openai_base_url(env) is None
    assert environment.show_memory(env) is False
    assert (environment.runs_keep(env), environment.runs_keep_total(env)) == (1000, 100_000)
    assert environment.cache_dir(env) == Path.home() / ".cache" / "omoide"
    assert environment.cache_dir({"XDG_CACHE_HOME": "/x"}) == Path("/x/omoide")
    assert environment.model_cache(env) is True
    assert environment.embed_workers(env) is None
    assert environment.chroma_hnsw_cache(env) == 64
    assert environment.progress_seconds(env) == 30.0
    assert environment.store_fields(env) == ["$"]
    assert environment.store_embed(env) is None
    assert environment.store_ttl(env) is None and environment.store_ttl_sweep(env) is None
    assert environment.store_ttl_refresh(env) is True
    assert environment.checkpointer_url(env) is None


def test_values() -> None:
    env = {
        "OMOIDE_STORE": " postgresql://u@h/db ",
        "OMOIDE_MAX_OPEN": "8",
        "OMOIDE_USER_BINDING": "AUTH",
        "OMOIDE_SETTINGS": "max_sensitivity=PUBLIC  record_runs=false",
        "OMOIDE_SHOW_MEMORY": "on",
        "OMOIDE_RUNS_KEEP": "0",
        "OMOIDE_CACHE_DIR": "~/c",
        "OMOIDE_MODEL_CACHE": "OFF",
        "OMOIDE_EMBED_WORKERS": "0",
        "OMOIDE_STORE_FIELDS": "text, title,",
        "OMOIDE_STORE_TTL": "1440",
        "OMOIDE_STORE_TTL_REFRESH": "no",
        "OMOIDE_SELECTION": " LLM ",
    }
    assert environment.store(env) == "postgresql://u@h/db"
    assert environment.max_open(env) == 8
    assert environment.user_binding(env) == "auth"
    assert environment.settings(env) == ["max_sensitivity=PUBLIC", "record_runs=false"]
    assert environment.show_memory(env) is True
    assert environment.runs_keep(env) == 0
    assert environment.cache_dir(env) == Path("~/c").expanduser()
    assert environment.model_cache(env) is False
    assert environment.embed_workers(env) == 0
    assert environment.store_fields(env) == ["text", "title"]
    assert environment.store_ttl(env) == 1440.0
    assert environment.store_ttl_refresh(env) is False
    assert environment.selection(env) == "llm"
    assert environment.snapshot(["OMOIDE_STORE", "OMOIDE_CHROMA_URL"], env) == (
        ("OMOIDE_STORE", " postgresql://u@h/db "),
        ("OMOIDE_CHROMA_URL", ""),
    )


@pytest.mark.parametrize(
    ("accessor", "name", "raw", "allowed"),
    [
        (environment.max_open, "OMOIDE_MAX_OPEN", "0", "a whole number >= 1"),
        (environment.max_open, "OMOIDE_MAX_OPEN", "lots", "a whole number >= 1"),
        (environment.runs_keep, "OMOIDE_RUNS_KEEP", "-1", "a whole number >= 0"),
        (environment.runs_keep_total, "OMOIDE_RUNS_KEEP_TOTAL", "1e5", "a whole number >= 0"),
        (environment.embed_workers, "OMOIDE_EMBED_WORKERS", "two", "a whole number >= 0"),
        (environment.chroma_hnsw_cache, "OMOIDE_CHROMA_HNSW_CACHE", "0", "a whole number of"),
        (environment.user_binding, "OMOIDE_USER_BINDING", "header", "auto, auth, client"),
        (environment.selection, "OMOIDE_SELECTION", "LLMs", "heuristic"),
        (environment.show_memory, "OMOIDE_SHOW_MEMORY", "maybe", "1/true/yes/on"),
        (environment.store_ttl, "OMOIDE_STORE_TTL", "a day", "a number of minutes > 0"),
        (environment.store_ttl_sweep, "OMOIDE_STORE_TTL_SWEEP", "-5", "a number of minutes"),
        (environment.store_ttl_refresh, "OMOIDE_STORE_TTL_REFRESH", "sometimes", "true or"),
        (environment.progress_seconds, "OMOIDE_PROGRESS_SECONDS", "inf", "seconds >= 0"),
    ],
)
def test_a_bad_value_is_an_error_naming_the_variable(
    accessor: Any, name: str, raw: str, allowed: str
) -> None:
    with pytest.raises(environment.EnvironmentVariableError) as caught:
        accessor({name: raw})
    assert str(caught.value).startswith(f"{name}={raw!r}: allowed {allowed}")
    assert caught.value.name == name
    assert isinstance(caught.value, ValueError) and isinstance(caught.value, OmoideError)


def test_the_accessors_read_the_process_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OMOIDE_MAX_OPEN", "3")
    monkeypatch.setenv("OMOIDE_DEFAULT_USER", " alice ")
    assert environment.max_open() == 3 and environment.default_user() == "alice"
    monkeypatch.delenv("OMOIDE_MAX_OPEN")
    assert environment.max_open() == 64


def test_an_unlisted_variable_is_not_read() -> None:
    with pytest.raises(KeyError, match="OMOIDE_NOPE is not in"):
        environment._get("OMOIDE_NOPE", {})


def test_the_module_is_light() -> None:
    """The lowest layer's module: the standard library and the error base, nothing else."""
    tree = ast.parse((REPO / "memory_store" / "settings.py").read_text("utf-8"))
    imported = {
        (node.module or "") if isinstance(node, ast.ImportFrom) else alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
    }
    assert imported <= {
        "__future__",
        "os",
        "collections.abc",
        "dataclasses",
        "pathlib",
        "typing",
        "errors",
    }, imported
