"""Script-aware tokenizer and the character n-gram helpers."""

from __future__ import annotations

import sys

import pytest

from omoide.memory_store.tokenize import char_ngrams, dice, normalize, tokenize


def test_japanese_becomes_character_bigrams() -> None:
    tokens = tokenize("「田中さんと京都に行った」")
    assert "田中" in tokens
    assert "京都" in tokens
    assert tokens == [
        "田中",
        "中さ",
        "さん",
        "んと",
        "と京",
        "京都",
        "都に",
        "に行",
        "行っ",
        "った",
    ]


def test_english_words_are_lowercased_and_punctuation_dropped() -> None:
    assert tokenize("Hello, World! The QUICK brown-fox.") == [
        "hello",
        "world",
        "the",
        "quick",
        "brown",
        "fox",
    ]


def test_apostrophes_split_words() -> None:
    assert tokenize("don't") == ["don", "t"]


def test_mixed_latin_and_cjk() -> None:
    assert tokenize("iPhone15を買った") == ["iphone15", "を買", "買っ", "った"]
    assert tokenize("2024年に東京へ") == ["2024", "年に", "に東", "東京", "京へ"]


def test_accented_and_other_alphabets_are_words() -> None:
    assert tokenize("Café naïve Ελληνικά Русский") == ["café", "naïve", "ελληνικά", "русский"]


def test_nfkc_full_and_half_width() -> None:
    assert tokenize("ＡＢＣ１２３") == ["abc123"]
    assert normalize("ＡＢＣ１２３") == "abc123"
    # Half-width katakana (with a separate voiced mark) becomes ordinary full-width katakana.
    assert tokenize("ﾃﾞｰﾀ") == tokenize("データ") == ["デー", "ータ"]


def test_katakana_prolonged_mark_and_iteration_marks_stay_in_runs() -> None:
    assert tokenize("コーヒー") == ["コー", "ーヒ", "ヒー"]
    assert tokenize("人々") == ["人々"]


def test_cjk_punctuation_splits_runs() -> None:
    assert tokenize("ジョン・スミス。東京、大阪") == [
        "ジョ",
        "ョン",
        "スミ",
        "ミス",
        "東京",
        "大阪",
    ]


def test_short_cjk_run_is_one_token_and_ngram_size() -> None:
    assert tokenize("年") == ["年"]
    assert tokenize("東京タワー", cjk_ngram=3) == ["東京タ", "京タワ", "タワー"]
    assert tokenize("東京", cjk_ngram=3) == ["東京"]
    assert tokenize("東京", cjk_ngram=1) == ["東", "京"]
    with pytest.raises(ValueError):
        tokenize("東京", cjk_ngram=0)


def test_hangul_is_cjk() -> None:
    assert tokenize("안녕하세요") == ["안녕", "녕하", "하세", "세요"]


def test_emoji_and_symbols_are_single_tokens() -> None:
    assert tokenize("寿司🍣が好き👍✨ ☆♪") == ["寿司", "🍣", "が好", "好き", "👍", "✨", "☆", "♪"]
    # The emoji presentation selector (U+FE0F) is dropped, not glued to anything.
    assert tokenize("❤️ love") == ["❤", "love"]


def test_empty_and_whitespace_only() -> None:
    assert tokenize("") == []
    assert tokenize("  \t\n\u3000 ") == []
    assert tokenize("、。！？…「」") == []


def test_normalize_collapses_whitespace() -> None:
    assert normalize("  Hello \n\t WORLD\u3000 ") == "hello world"
    assert normalize("STRASSE ß") == "strasse ss"


def test_char_ngrams_basic_and_short_text() -> None:
    assert char_ngrams("") == set()
    assert char_ngrams("   ") == set()
    assert char_ngrams("ab") == {"ab"}
    assert char_ngrams("abc") == {"abc"}
    assert char_ngrams("abcd") == {"abc", "bcd"}
    assert char_ngrams("ABCD", n=2) == {"ab", "bc", "cd"}
    with pytest.raises(ValueError):
        char_ngrams("abc", n=0)


def test_char_ngrams_clips_head_or_tail_after_normalizing() -> None:
    text = "Ａbcdef"  # NFKC first, so the full-width A counts as one ordinary character
    assert char_ngrams(text, max_chars=4) == {"abc", "bcd"}
    assert char_ngrams(text, max_chars=4, tail=True) == {"cde", "def"}
    assert char_ngrams(text, max_chars=2) == {"ab"}
    assert char_ngrams(text, max_chars=2, tail=True) == {"ef"}
    assert char_ngrams(text, max_chars=0) == set()


def test_dice() -> None:
    a = char_ngrams("今日は京都に行った")
    assert dice(a, a) == 1.0
    assert dice(set(), a) == 0.0
    assert dice(a, set()) == 0.0
    assert dice(set(), set()) == 0.0
    assert dice({"x", "y"}, {"y", "z"}) == pytest.approx(0.5)
    assert dice({"x"}, {"y"}) == 0.0


def test_ascii_words_are_stemmed_so_inflections_match() -> None:
    assert tokenize("support groups") == tokenize("supporting group")
    assert tokenize("running") == ["run"]


def test_stemming_can_be_switched_off_and_leaves_non_ascii_words_alone() -> None:
    assert tokenize("groups", stem=False) == ["groups"]
    assert tokenize("café naïve", stem=True) == ["café", "naïve"]


def test_stopwords_are_dropped_before_stemming() -> None:
    stop = frozenset({"the", "was"})
    assert tokenize("The trip was fun", stopwords=stop) == ["trip", "fun"]


# -- word segmentation (make_tokenizer) ---------------------------------------------------------

from omoide.memory_store.tokenize import (  # noqa: E402 - grouped with the tests that use it
    DEFAULT_TOKENIZER,
    TOKENIZER_SPECS,
    Tokenizer,
    make_tokenizer,
)

JA = "「田中さんと京都に行った」"


def analyser(spec: str) -> Tokenizer:
    """The tokenizer ``spec``. fugashi needs the ja-mecab extra, which dev installs: a
    missing analyser fails here with the error naming the extra, never a skip."""
    return make_tokenizer(spec)


def test_bigram_spec_is_the_plain_tokenizer() -> None:
    bigram = make_tokenizer("bigram")
    assert bigram.spec == "bigram"
    assert bigram(JA) == tokenize(JA)
    assert bigram("Walking the dogs", stopwords=frozenset({"the"})) == ["walk", "dog"]


@pytest.mark.parametrize("spec", ["sudachi-a", "sudachi-c", "fugashi"])
def test_word_segmenters_give_japanese_words_in_their_base_form(spec: str) -> None:
    tokens = analyser(spec)(JA)
    assert "田中" in tokens
    assert "京都" in tokens
    assert "行く" in tokens  # 行っ (inflected) → 行く
    assert "中さ" not in tokens  # no bigram straddles a word boundary
    assert "」" not in tokens and "「" not in tokens


def test_sudachi_normalizes_spelling_variants() -> None:
    sudachi = make_tokenizer("sudachi-c")
    assert sudachi("シュミレーション") == sudachi("シミュレーション")
    assert sudachi("こむぎ") == sudachi("小麦")
    # A normalized form with Latin letters is casefolded like the query's own letters.
    assert sudachi("ティーシャツ") == ["tシャツ"]


def test_split_modes_differ_on_compounds() -> None:
    assert "京都駅" in make_tokenizer("sudachi-c")("京都駅で待ってる")
    a = make_tokenizer("sudachi-a")("京都駅で待ってる")
    assert "京都" in a and "駅" in a


def test_content_drops_particles_and_auxiliaries() -> None:
    full = make_tokenizer("sudachi-a")(JA)
    content = make_tokenizer("sudachi-a-content")(JA)
    assert "と" in full and "に" in full and "た" in full
    assert "と" not in content and "に" not in content and "た" not in content
    assert {"田中", "京都", "行く"} <= set(content)


def test_words_beside_bigrams_keep_both() -> None:
    both = make_tokenizer("sudachi-a+bigram")(JA)
    assert "行く" in both  # a word
    assert "中さ" in both  # a bigram
    assert both == make_tokenizer("sudachi-a")(JA) + tokenize(JA)


@pytest.mark.parametrize("spec", TOKENIZER_SPECS)
def test_non_cjk_text_is_tokenized_the_same_by_every_tokenizer(spec: str) -> None:
    text = "Running to the café with 3 dogs 🐕 — don't forget e-mail #42"
    assert analyser(spec)(text) == tokenize(text)
    assert analyser(spec)(text, stopwords=frozenset({"the"})) == tokenize(
        text, stopwords=frozenset({"the"})
    )


@pytest.mark.parametrize("spec", TOKENIZER_SPECS)
def test_mixed_scripts_keep_latin_words_whole(spec: str) -> None:
    tokens = analyser(spec)("iPhone15を買ったよ、Kyotoで")
    assert tokens[0] == "iphone15"
    assert "kyoto" in tokens
    assert "買う" in tokens or "買っ" in tokens


@pytest.mark.parametrize("spec", TOKENIZER_SPECS)
def test_empty_and_punctuation_only_input_give_no_tokens(spec: str) -> None:
    tok = analyser(spec)
    assert tok("") == []
    assert tok("  、。！？「」\n\t ") == []


@pytest.mark.parametrize("spec", ["sudachi-a", "fugashi"])
def test_huge_input_is_segmented_in_slices(spec: str) -> None:
    # One CJK run far longer than a slice (the analysers' input limit is a few tens of KB).
    text = "京都の寺に行った" * 20_000  # 160,000 characters, no punctuation
    tokens = analyser(spec)(text)
    assert tokens.count("京都") >= 19_990  # a slice edge may cut a word, never lose the rest
    assert tokens.count("寺") >= 19_990


def test_unknown_specs_are_one_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown tokenizer 'mecab'"):
        make_tokenizer("mecab")
    with pytest.raises(ValueError, match="only '\\+bigram'"):
        make_tokenizer("sudachi-a+trigram")
    with pytest.raises(ValueError, match="non-empty"):
        make_tokenizer("")
    assert DEFAULT_TOKENIZER in TOKENIZER_SPECS


def test_tokenizer_is_safe_across_threads() -> None:
    from concurrent.futures import ThreadPoolExecutor

    tok = make_tokenizer("sudachi-a")
    texts = [f"{i}番目の京都旅行の話をしたね" for i in range(200)]
    with ThreadPoolExecutor(4) as pool:
        got = list(pool.map(tok, texts))
    assert got == [tok(t) for t in texts]


@pytest.mark.parametrize("spec", TOKENIZER_SPECS)
def test_keyword_tokens_equal_the_tokens_of_the_keyword_document(spec: str) -> None:
    from datetime import UTC, datetime

    from omoide.memory_store.keyword_index import keyword_document, keyword_tokens
    from omoide.memory_store.records import Episode, Sensitivity

    at = datetime(2026, 1, 1, tzinfo=UTC)
    texts = [
        ("京都に行った", "いいね"),
        ("café\u0301 naïve", "ok"),  # a combining mark at a line end
        ("", "返事だけ"),
        ("walking the dogs 🐕", "京都駅で"),
    ]
    tok = analyser(spec)
    episodes = [Episode.create(u, r, occurred_at=at, session_id="s") for u, r in texts]
    secret = Episode.create("秘密の話", "うん", occurred_at=at, sensitivity=Sensitivity.SECRET)
    pairs = [*zip([None, *episodes], episodes, strict=False), (secret, episodes[0])]
    for previous, episode in pairs:
        want = tok(keyword_document(episode, previous))
        assert keyword_tokens(tok, episode, previous) == want
        known = {e.id: tok(e.text) for e in episodes}
        assert keyword_tokens(tok, episode, previous, known) == want


def test_a_missing_analyser_is_one_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    from omoide.memory_store import tokenize as module

    module._fugashi_module.cache_clear()
    make_tokenizer.cache_clear()  # a fresh analyser: none loaded by an earlier test
    monkeypatch.setitem(sys.modules, "fugashi", None)  # as if not installed
    try:
        tok = make_tokenizer("fugashi-content")  # building it imports nothing
        assert tok("walk the dogs") == ["walk", "the", "dog"]  # nor does non-CJK text
        missing = r"needs fugashi and unidic-lite: pip install 'omoide\[ja-mecab\]'"
        with pytest.raises(RuntimeError, match=missing):
            tok("京都")
    finally:
        module._fugashi_module.cache_clear()
        make_tokenizer.cache_clear()


def test_remembered_runs_give_the_same_words() -> None:
    tok = make_tokenizer("sudachi-c-content")
    tok.forget()
    first = tok("そうですね、京都に行きました。そうですね")
    assert first.count("京都") == 1 and first.count("そう") == 2
    assert tok("そうですね、京都に行きました。そうですね") == first
    tok.forget()
    assert tok("そうですね、京都に行きました。そうですね") == first


def test_index_tag_names_the_analyser_and_dictionary_versions(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from importlib import metadata

    assert make_tokenizer("bigram").index_tag() == "bigram"
    tag = make_tokenizer("sudachi-c-content").index_tag()
    assert tag == (
        f"sudachi-c-content-sudachipy{metadata.version('sudachipy')}"
        f"-sudachidict-core{metadata.version('sudachidict-core')}"
    )

    def missing(name: str) -> str:
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr("omoide.memory_store.tokenize.metadata.version", missing)
    with pytest.raises(RuntimeError, match=r"pip install 'omoide\[ja\]'"):
        make_tokenizer("sudachi-c-content").index_tag()


@pytest.mark.slow  # seconds: CI runs it, the fast lane does not
def test_english_stemming_is_safe_across_threads() -> None:
    # A Snowball stemmer keeps its word in the instance: shared between threads it garbled
    # stems or raised IndexError (seen when Sudachi tokenised in parallel).
    import random
    from concurrent.futures import ThreadPoolExecutor

    import snowballstemmer

    from omoide.memory_store import tokenize as tk

    rng = random.Random(7)
    suffixes = ["ing", "ed", "ness", "ational", "fulness", "ly", "ies", "ement"]
    words = [
        "".join(rng.choice("abcdefghijklmnoprstuw") for _ in range(rng.randint(3, 14)))
        + rng.choice(suffixes)
        for _ in range(40_000)
    ]
    tk._stem.cache_clear()  # every word a cache miss: the stemmer itself runs in each thread
    with ThreadPoolExecutor(8) as pool:
        got = list(pool.map(tk._stem, words, chunksize=50))
    reference = snowballstemmer.stemmer("english")
    assert got == [reference.stemWord(w) for w in words]
