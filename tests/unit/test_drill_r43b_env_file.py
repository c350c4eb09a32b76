"""Drill r43b: ``.env.example`` says "Copy to .env for `langgraph dev`", but the repository's
``langgraph.json`` loaded ``.env.example`` itself (``"env": ".env.example"``), so a key put
into ``.env`` as told never reached the server and the ``omoide`` graph failed with
``ChatModelNotConfigured``. Loaded here as ``langgraph dev`` loads it
(``langgraph_api.cli.run_server``: ``DotEnv(dotenv_path=config["env"]).dict()``, relative to
the folder the server runs in): a copied ``.env`` is read, and a folder without one still
starts (no variables)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from dotenv.main import DotEnv

REPO = Path(__file__).resolve().parents[2]


def _served_env(folder: Path) -> dict[str, str | None]:
    config = json.loads((folder / "langgraph.json").read_text("utf-8"))
    env = config.get("env")
    assert isinstance(env, str), "langgraph.json names an env file"
    return DotEnv(dotenv_path=folder / env).dict()


def test_a_copied_env_file_reaches_langgraph_dev(tmp_path: Path) -> None:
    shutil.copy(REPO / "langgraph.json", tmp_path)
    shutil.copy(REPO / ".env.example", tmp_path)
    assert "Copy to .env" in (tmp_path / ".env.example").read_text("utf-8")
    # As .env.example says: copy it, then set the chat model.
    text = (tmp_path / ".env.example").read_text("utf-8")
    (tmp_path / ".env").write_text(text + "OMOIDE_CHAT_MODEL=from-dotenv\n", "utf-8")
    assert _served_env(tmp_path).get("OMOIDE_CHAT_MODEL") == "from-dotenv"


def test_no_env_file_is_no_variables(tmp_path: Path) -> None:
    shutil.copy(REPO / "langgraph.json", tmp_path)
    assert _served_env(tmp_path) == {}
