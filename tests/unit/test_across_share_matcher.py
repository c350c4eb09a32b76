"""Issue 36: the dictionary bridge's gate (``fusion.across_share``) reads the question's words
with the bridge's own matcher (``bridges.holds``: Latin words from a word start, Japanese
verbs by their stem), not by substrings: 使う's translation "use" is not in "because", so an
English reply about the rain does not open the gate for 「メラニーの新しい靴は何に使う？」."""

from __future__ import annotations

from omoide.agent.ranking.fusion import across_share
from omoide.agent.records import SourceResult
from omoide.agent.sources import BRIDGE_SOURCE
from tests.bridge_cases import episode, hit

QUESTION = "メラニーの新しい靴は何に使う？"  # Merani, novel / fresh, shoe(s), use / employ


def _bridge(text: str) -> list[SourceResult]:
    e = episode("en", text)
    return [
        SourceResult("keyword", 0, (), max_score=9.0),
        SourceResult(BRIDGE_SOURCE, 0, (hit(e, 1.2, 0, "keyword"),), max_score=4.5),
    ]


def test_a_translation_inside_another_word_is_not_held() -> None:
    assert across_share(QUESTION, _bridge("I stayed home because of the rain."), 2) == 0.0


def test_translations_held_as_words_count() -> None:
    lists = _bridge("Thanks! I use these new shoes for running.")
    assert across_share(QUESTION, lists, 2) == 0.5  # shoes, use (of four words)


def test_own_language_words_are_matched_from_a_word_start_too() -> None:
    # "birthday" is in the user's own hits only inside another word: still only across
    own = episode("own", "Tanaka-san sent a rebirthdayish sticker.")
    across = episode("ja", "今日は田中さんの誕生日。")
    lists = [
        SourceResult("keyword", 0, (hit(own, 3.0, 0, "keyword"),), max_score=9.0),
        SourceResult(BRIDGE_SOURCE, 0, (hit(across, 2.4, 0, "keyword"),), max_score=2.5),
    ]
    assert across_share("When is Tanaka-san's birthday?", lists, 2) == 0.5
