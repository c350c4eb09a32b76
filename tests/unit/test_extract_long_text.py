"""The rule extractor reads a text longer than Sudachi takes in one piece (49,149 bytes) in
slices, and the names it finds past the first slice keep their offsets in the whole text."""

from __future__ import annotations

import pytest

from omoide.agent.understanding.extract.lexicon import (
    _MAX_SLICE,
    _slices,
    has_sudachi,
    person_spans,
    place_spans,
)


def test_slices_cover_the_text_in_order_and_cut_after_a_sentence() -> None:
    text = ("あ" * 999 + "。") * 12
    pieces = _slices(text)
    assert "".join(p for _, p in pieces) == text
    assert [start for start, _ in pieces] == [
        sum(len(p) for _, p in pieces[:i]) for i in range(len(pieces))
    ]
    assert all(len(p) <= _MAX_SLICE for _, p in pieces)
    assert all(p.endswith("。") for _, p in pieces)  # never inside a sentence here
    assert _slices("短い") == [(0, "短い")]


def test_a_text_without_sentence_ends_is_cut_hard() -> None:
    text = "あ" * (_MAX_SLICE * 2 + 5)
    assert [len(p) for _, p in _slices(text)] == [_MAX_SLICE, _MAX_SLICE, 5]


@pytest.mark.skipif(not has_sudachi(), reason="needs the ja extra (Sudachi)")
def test_names_past_the_first_slice_keep_their_offsets() -> None:
    tail = "昨日は山田太郎と京都に行った。"
    text = "今日は晴れ。" * 3000 + tail  # 18,000 characters: over Sudachi's limit in one piece
    assert len(text.encode()) > 49_149
    at = len(text) - len(tail)
    assert [(b - at, text[b:e]) for b, e in place_spans(text) if b >= at] == [(8, "京都")]
    assert [(b - at, text[b:e]) for b, e in person_spans(text) if b >= at] == [(3, "山田太郎")]
