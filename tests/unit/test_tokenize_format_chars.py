"""Format characters (Unicode category Cf) on the keyword side: ``normalize`` and ``tokenize``
drop them (drill r43: a zero-width space or soft hyphen inside a word split it, so the word was
not found either way), and the written-out class is every Cf code point of this Python's
unicodedata."""

from __future__ import annotations

import sys
import unicodedata

import pytest

from omoide.memory_store.tokenize import (
    _FORMAT_RE,
    _MAYBE_FORMAT_RE,
    drop_format,
    normalize,
    tokenize,
)


def test_the_class_is_every_format_character_and_nothing_assigned_besides() -> None:
    cf = {cp for cp in range(sys.maxunicode + 1) if unicodedata.category(chr(cp)) == "Cf"}
    matched = {cp for cp in range(sys.maxunicode + 1) if _FORMAT_RE.fullmatch(chr(cp))}
    assert cf - matched == set(), [f"U+{cp:04X}" for cp in sorted(cf - matched)]
    # drop_format's first looks never pass one by: none is printable (category "Other"),
    # and each is in the cheaper class.
    assert not any(chr(cp).isprintable() for cp in cf)
    assert all(_MAYBE_FORMAT_RE.fullmatch(chr(cp)) for cp in matched)
    others = {cp: unicodedata.category(chr(cp)) for cp in matched - cf}
    # Only code points unassigned in this unicodedata (Cf in a later Unicode version).
    assert set(others.values()) <= {"Cn"}, others


def test_nfkc_makes_no_format_character() -> None:
    """Dropping before NFKC is enough: no other character normalises into one."""
    made = [
        cp
        for cp in range(sys.maxunicode + 1)
        if unicodedata.category(chr(cp)) not in ("Cf", "Cs", "Cn")
        and _FORMAT_RE.search(unicodedata.normalize("NFKC", chr(cp)))
    ]
    assert made == []


@pytest.mark.parametrize(
    "text",
    [
        "Ko\u200bmugi",  # zero-width space
        "Ko\u00admugi",  # soft hyphen
        "Ko\u200dmugi",  # zero-width joiner
        "Ko\u200cmugi",  # zero-width non-joiner
        "Ko\u2060mugi",  # word joiner
        "\ufeffKomugi",  # byte order mark
        "\u200fKo\u202amugi\u202c",  # bidi mark and embedding
        "Ko\u2066mugi\u2069",  # bidi isolate
        "KO\u200bMUGI",
    ],
)
def test_a_word_with_a_format_character_is_the_word(text: str) -> None:
    assert tokenize(text) == ["komugi"]
    assert normalize(text) == "komugi"


def test_japanese_and_emoji() -> None:
    assert tokenize("こむぎ\u200bの散歩") == tokenize("こむぎの散歩")
    # A ZWJ emoji sequence still yields one token per pictograph (the joiner was never a token).
    assert tokenize("\U0001f468\u200d\U0001f469\u200d\U0001f467") == [
        "\U0001f468",
        "\U0001f469",
        "\U0001f467",
    ]
    # Combining marks separated from their base by a format character compose after the drop.
    assert normalize("e\u200b\u0301") == normalize("\u00e9") == "\u00e9"


def test_text_without_one_is_unchanged() -> None:
    for text in ("plain ascii", "日本語のテキスト", "café \u00e9", "tab\tand\nnewline", ""):
        assert drop_format(text) == text
    assert drop_format("a\u200bb\u00adc") == "abc"
    assert drop_format("line\n\u200bnext \U0001f600") == "line\nnext \U0001f600"
    assert drop_format("emoji \U0001f3f4\U000e0067\U000e0062\U000e007f\n") == "emoji \U0001f3f4\n"
    # Whitespace stays whitespace: only Cf goes.
    assert normalize("a\u200b b") == "a b"
