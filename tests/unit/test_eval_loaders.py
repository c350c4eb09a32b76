"""The evaluation-set loaders read the formats the data sets are released in."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks.evaluation.loaders import load_real_persona_chat
from omoide.memory_store.errors import ArchiveFormatError


def _dialogue(i: int) -> dict[str, object]:
    return {
        "dialogue_id": i,
        "interlocutors": ["AA", "AB"],
        "utterances": [
            {
                "utterance_id": 0,
                "interlocutor_id": "AA",
                "text": f"こんにちは{i}",
                "timestamp": "2022-08-06T14:51:18.360000",
            },
            {"utterance_id": 1, "interlocutor_id": "AB", "text": "よろしく", "timestamp": "NaT"},
        ],
        "evaluations": [],
    }


def test_real_persona_chat_release_folder_of_json_files(tmp_path: Path) -> None:
    folder = tmp_path / "dialogues"
    folder.mkdir()
    for i in (2, 1):  # name order, not creation order
        (folder / f"{i:05d}.json").write_text(
            json.dumps(_dialogue(i), ensure_ascii=False, indent=4)
        )
    first, second = load_real_persona_chat(folder)
    assert (first.dialogue_id, second.dialogue_id) == ("1", "2")
    assert [u.text for u in first.utterances] == ["こんにちは1", "よろしく"]
    assert first.utterances[1].timestamp == first.utterances[0].timestamp  # NaT filled
    assert first.utterances[0].timestamp is not None
    assert first.utterances[0].timestamp.utcoffset().total_seconds() == 9 * 3600

    # The same dialogues as JSONL give the same result.
    jsonl = tmp_path / "d.jsonl"
    jsonl.write_text("\n".join(json.dumps(_dialogue(i), ensure_ascii=False) for i in (1, 2)))
    assert load_real_persona_chat(jsonl) == [first, second]


def test_real_persona_chat_bad_inputs_name_the_file(tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(ArchiveFormatError, match="no RealPersonaChat"):
        load_real_persona_chat(empty)
    (empty / "00001.json").write_text(json.dumps({"dialogue_id": 1}))
    with pytest.raises(ArchiveFormatError, match=r"00001\.json.*not a RealPersonaChat"):
        load_real_persona_chat(empty)
