"""Prompt text: templates expect exactly what the code fills in."""

from __future__ import annotations

from typing import Any

import pytest

from omoide import prompts
from omoide.agent.nodes.pack import format_episode
from omoide.agent.records import RankedEpisode


def test_system_prompt_placeholders() -> None:
    assert prompts.placeholders(prompts.SYSTEM_PROMPT_TEMPLATE) == {
        "persona",
        "now_local",
        "internal_prefix",
    }


def test_build_system_prompt_fills_everything() -> None:
    text = prompts.build_system_prompt(persona="You love dogs.", now_local="2026-01-10T21:00")
    assert "{" not in text and "}" not in text
    assert "You love dogs." in text
    assert "2026-01-10T21:00" in text
    assert prompts.INTERNAL_CONTEXT_PREFIX in text
    assert text == text.strip()


def test_build_system_prompt_default_persona_and_addon() -> None:
    text = prompts.build_system_prompt(now_local="now", addon="  Speak Kansai-ben.  ")
    assert prompts.DEFAULT_PERSONA in text
    assert f"{prompts.DEFAULT_PERSONA}\n\nSpeak Kansai-ben." in text
    assert "\n\n\n" not in prompts.build_system_prompt(now_local="now", addon="   ")


def test_default_persona_is_not_empty() -> None:
    assert prompts.DEFAULT_PERSONA.strip()
    assert "{" not in prompts.DEFAULT_PERSONA  # it is inserted into a format template


def test_placeholders_helper() -> None:
    assert prompts.placeholders("a {x} b {y} {{literal}}") == {"x", "y"}
    assert prompts.placeholders("none") == set()


class _RecordingTemplate(str):
    calls: list[dict[str, Any]]

    def format(self, *args: Any, **kwargs: Any) -> str:  # type: ignore[override]
        self.calls.append(kwargs)
        return str.format(self, *args, **kwargs)


def test_episode_template_matches_what_format_episode_passes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    template = _RecordingTemplate(prompts.EPISODE_TEMPLATE)
    template.calls = []
    monkeypatch.setattr(prompts, "EPISODE_TEMPLATE", template)
    e = RankedEpisode("e1", "user side", "reply side", 1_767_000_000, "high", 0.5, "why")
    text = format_episode(e, quote_chars=240, query="what about the side?", language="en")
    assert len(template.calls) == 1
    passed = template.calls[0]
    assert set(passed) == prompts.placeholders(str(template))
    assert "user side" in text and "reply side" in text and 'mentions "side"' in text


def test_episode_template_shape() -> None:
    assert prompts.placeholders(prompts.EPISODE_TEMPLATE) == {
        "when",
        "title",
        "user_speaker",
        "user",
        "reply_speaker",
        "reply",
        "related",
        "reason",
    }
    assert prompts.EPISODE_TEMPLATE.count("\n") == 3  # header, two quotes, reason


def test_section_marker() -> None:
    assert prompts.section_marker("EPISODE_EVIDENCE") == "<<<OMOIDE_SECTION:EPISODE_EVIDENCE>>>"
    with pytest.raises(ValueError, match="PERSONA_ANCHOR"):
        prompts.section_marker("PERSONA_ANCHOR")


def test_drop_order_covers_every_section_but_the_capsule() -> None:
    assert set(prompts.SECTION_DROP_ORDER) == set(prompts.SECTION_ORDER) - {"CONTEXT_CAPSULE"}
    assert prompts.SECTION_DROP_ORDER[0] == "EPISODE_EVIDENCE"


def test_pack_text_is_complete_in_every_language() -> None:
    assert {"ja", "en"} <= set(prompts.LANGUAGES)
    fields = set(prompts.PackText.__dataclass_fields__)
    for lang, text in prompts.PACK_TEXT.items():
        for name in fields:
            assert isinstance(getattr(text, name), str), (lang, name)
        assert prompts.placeholders(text.matched) == {"words"}
        for name in ("days_ago", "weeks_ago", "months_ago", "years_ago"):
            assert prompts.placeholders(getattr(text, name)) == {"n"}, (lang, name)
    assert prompts.PACK_TEXT["ja"].intro == prompts.EPISODE_EVIDENCE_INTRO
