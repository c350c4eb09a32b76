"""Entity resolution on the read path (design §plan, "entities in play"): which known people
and things the user's text and the recent conversation name. Rules and rapidfuzz over the
alias table, no LLM.

Three passes over each text, cheapest first:

1. **Alias scan.** Every known alias key (folded: NFKC, case, katakana as hiragana, honorifics
   and kinship phrases stripped, see :mod:`omoide.agent.understanding.aliases`) is looked for in the
   folded text: as a substring for Japanese keys (so "あかりちゃん" and "妹のあかり" find
   "あかり"), as whole words for Latin keys (so "Tom" is not found in "tomorrow").
2. **Kinship words.** "妹" / "my sister" resolve to the one entity with that relation, if
   exactly one has it.
3. **Fuzzy names.** The name-like spans of the text (the rule extractor's names and the
   plan's distinctive phrases: capitalised words, katakana runs, quotes) that matched nothing
   go through :meth:`AliasIndex.match` (rapidfuzz, measured threshold): "Auroa" finds "Aurora".

The alias table is loaded once per namespace and derived-store version
(:meth:`DerivedStore.entity_version`, one indexed query per turn) and kept in a small cache.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Sequence
from dataclasses import dataclass

from omoide.agent.understanding.aliases import (
    AliasIndex,
    fold,
    fold_case,
    strip_honorific,
    strip_kinship,
)
from omoide.memory_store import MemoryStore
from omoide.memory_store.derived import DerivedMemory, has_derived

from .records import ResolvedEntity

__all__ = [
    "EntityCatalog",
    "catalog_for",
    "derived_of",
    "find_entities",
    "resolve_entities",
]

_HIRAGANA = re.compile(r"^[\u3040-\u309f]+$")
_LATIN_WORD = re.compile(r"[a-z0-9]+(?:['’][a-z]+)?")
_LATIN = re.compile(r"[A-Za-z]")
# A one-word Latin alias shorter than this is not looked for on its own ("Al", "Bo").
_MIN_WORD_KEY = 3
# Bare kinship words (design §plan: rules only). Japanese ones must not be part of a longer
# kanji word (姉妹, 母国, 父兄); English ones need "my".
_JA_KIN_WORD = re.compile(
    r"(?<![\u4e00-\u9fff])(お母さん|お父さん|妹|姉|兄|弟|母|父)(?![\u4e00-\u9fff])"
)
_EN_KIN_WORD = re.compile(r"\bmy (sister|brother|mother|mom|mum|father|dad)\b", re.IGNORECASE)


@dataclass(frozen=True)
class _Info:
    name: str
    kind: str
    relation: str | None


class EntityCatalog:
    """One namespace's alias table, ready to resolve names (built once per version)."""

    def __init__(self, derived: DerivedMemory, namespace: str) -> None:
        entities = derived.entities(namespace=namespace)
        self.info = {e.id: _Info(e.name, e.kind, e.relation) for e in entities}
        pairs = derived.alias_table(namespace=namespace)
        self.index = AliasIndex(pairs, relations={e.id: e.relation for e in entities})
        # Folded alias key -> entity ids, split by how the key is looked for in a text.
        self.cjk_keys: dict[str, set[str]] = {}
        self.word_keys: dict[str, set[str]] = {}
        self.longest_words = 1
        for alias, entity_id in pairs:
            bare, _ = strip_kinship(alias)
            for form in {bare, strip_honorific(bare)}:
                if _LATIN.search(form):
                    words = tuple(_LATIN_WORD.findall(fold_case(form)))
                    if words and (len(words) > 1 or len(words[0]) >= _MIN_WORD_KEY):
                        self.word_keys.setdefault(" ".join(words), set()).add(entity_id)
                        self.longest_words = max(self.longest_words, len(words))
                elif _scannable(key := fold(form)):
                    self.cjk_keys.setdefault(key, set()).add(entity_id)

        self.cjk_lengths = sorted({len(k) for k in self.cjk_keys}, reverse=True)

    def __len__(self) -> int:
        return len(self.info)

    def cjk_hits(self, folded: str) -> list[tuple[int, str]]:
        """(position, key) of every Japanese alias key in the folded text. Short texts look
        up their substrings of each key length (a few hundred dict lookups); long ones, where
        that would cost more, search for each key instead."""
        if len(folded) * len(self.cjk_lengths) <= len(self.cjk_keys):
            hits = []
            for i in range(len(folded)):
                for n in self.cjk_lengths:
                    if i + n <= len(folded) and folded[i : i + n] in self.cjk_keys:
                        hits.append((i, folded[i : i + n]))
            return hits
        return [(pos, k) for k in self.cjk_keys if (pos := folded.find(k)) >= 0]

    def resolved(
        self, entity_id: str, mention: str, method: str, score: float, in_user: bool
    ) -> ResolvedEntity:
        info = self.info.get(entity_id) or _Info(mention, "thing", None)
        return ResolvedEntity(
            entity_id, info.name, info.kind, info.relation, mention, method, score, in_user
        )


def _scannable(key: str) -> bool:
    """A Japanese key long enough to look for as a substring without false hits: two
    characters with a kanji (田中), three when all kana (あかり; keys fold katakana to
    hiragana, and "まい" is in too many words). Shorter names are still found as the text's
    name-like spans (katakana runs, honorific names) by the alias index."""
    if len(key) < 2:
        return False
    return len(key) >= 3 or not _HIRAGANA.match(key)


_CACHE: dict[tuple[str, str], tuple[int, EntityCatalog]] = {}
_CACHE_LOCK = threading.Lock()
_CACHE_MAX = 64


def derived_of(store: MemoryStore) -> DerivedMemory | None:
    """The store's derived memory if it has one (never created by a read)."""
    if not has_derived(store):
        return None
    return store.derived


def catalog_for(derived: DerivedMemory, namespace: str) -> EntityCatalog:
    """The cached catalog of ``namespace``, rebuilt only when the entities changed."""
    key = (derived.cache_key, namespace)
    version = derived.entity_version(namespace=namespace)
    with _CACHE_LOCK:
        hit = _CACHE.get(key)
    if hit is not None and hit[0] == version:
        return hit[1]
    catalog = EntityCatalog(derived, namespace)
    with _CACHE_LOCK:
        if len(_CACHE) >= _CACHE_MAX:
            _CACHE.pop(next(iter(_CACHE)))
        _CACHE[key] = (version, catalog)
    return catalog


def find_entities(
    catalog: EntityCatalog, text: str, *, names: Sequence[str] = (), in_user_text: bool = True
) -> list[ResolvedEntity]:
    """The catalog's entities ``text`` names, in order of appearance; ``names`` are extra
    name-like spans of the text to try fuzzily (the rule extractor's, the plan's phrases)."""
    found: dict[str, tuple[int, ResolvedEntity]] = {}

    def add(pos: int, entity_id: str, mention: str, method: str, score: float) -> None:
        # The first pass that finds an entity says how (cheapest first); its earliest
        # position orders the result.
        if entity_id in found:
            pos = min(pos, found[entity_id][0])
            found[entity_id] = (pos, found[entity_id][1])
            return
        found[entity_id] = (pos, catalog.resolved(entity_id, mention, method, score, in_user_text))

    folded = fold(text)
    for pos, key in catalog.cjk_hits(folded):
        ids = catalog.cjk_keys[key]
        if len(ids) == 1:  # a key two entities share names neither for sure
            add(pos, next(iter(ids)), key, "alias", 100.0)
    words = list(_LATIN_WORD.finditer(fold_case(text)))
    for n in range(1, catalog.longest_words + 1):
        for i in range(len(words) - n + 1):
            phrase = " ".join(w.group(0) for w in words[i : i + n])
            owners = catalog.word_keys.get(phrase)
            if owners and len(owners) == 1:
                add(words[i].start(), next(iter(owners)), phrase, "alias", 100.0)
    for m in (*_JA_KIN_WORD.finditer(text), *_EN_KIN_WORD.finditer(text)):
        match = catalog.index.match(m.group(0))
        if match is not None:
            add(m.start(), match.entity_id, m.group(0), match.method, match.score)
    seen = [fold(r.mention) for _, r in found.values()]
    for name in names:
        key = fold(name)
        # A span the alias scan already explained needs no fuzzy search (the costly pass).
        if not key or any(key in s or s in key for s in seen):
            continue
        match = catalog.index.match(name)
        if match is not None:
            pos = text.find(name)
            add(pos if pos >= 0 else len(text), match.entity_id, name, match.method, match.score)
    return [r for _, r in sorted(found.values(), key=lambda pr: pr[0])]


def resolve_entities(
    store: MemoryStore,
    user_text: str,
    context_text: str,
    *,
    user_names: Sequence[str] = (),
    context_names: Sequence[str] = (),
    limit: int,
) -> tuple[ResolvedEntity, ...]:
    """Entities named in the user's text first, then those named only in the recent
    conversation; at most ``limit``. Empty when the store has no derived memory."""
    derived = derived_of(store)
    if derived is None or limit <= 0:
        return ()
    catalog = catalog_for(derived, store.namespace)
    if not len(catalog):
        return ()
    out: dict[str, ResolvedEntity] = {}
    for r in find_entities(catalog, user_text, names=user_names, in_user_text=True):
        out.setdefault(r.id, r)
    if context_text:
        for r in find_entities(catalog, context_text, names=context_names, in_user_text=False):
            out.setdefault(r.id, r)
    return tuple(out.values())[:limit]
