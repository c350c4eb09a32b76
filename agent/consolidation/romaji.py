"""Kana names in Latin letters, so "あかり" and "Akari", "こむぎ" and "Komugi" are one entity.

Moved to :mod:`omoide.agent.understanding.readings` (which also reads kanji names: 田中 ->
"tanaka"); this module keeps the old import path.
"""

from __future__ import annotations

from omoide.agent.understanding.readings import MIN_ROMAJI, romaji_forms

__all__ = ["MIN_ROMAJI", "romaji_forms"]
