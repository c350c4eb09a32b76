"""The bridges read a name or a word with an invisible format character inside (a zero-width
space or soft hyphen, as text copied from a web page carries) as the keyword side does since
it drops them (memory_store.tokenize.drop_format): "Ta\\u200bnaka" is Tanaka, "wed\\u00adding"
holds "wedding"."""

from __future__ import annotations

from omoide.agent.bridges import holds, name_keys


def test_a_name_with_a_zero_width_space_has_the_name_s_keys() -> None:
    assert name_keys("Ta\u200bnaka-san called") == name_keys("Tanaka-san called")
    assert name_keys("Tanaka-san called")


def test_a_word_with_a_soft_hyphen_is_held() -> None:
    assert holds("Emma's wed\u00adding is in June", ("wedding",))
    assert holds("結婚\u200b式は六月", ("結婚式",))
    assert not holds("because", ("use",))
