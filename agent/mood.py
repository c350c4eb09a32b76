"""``persona_mood_state``: the mood the recent conversations leave, for the pack's capsule.

Seed 004 puts ``persona_mood_state`` — the mood aggregated from the moments' feelings by
importance × time decay — in CONTEXT_CAPSULE, with its times in the user's zone, and lets a
developer override it at run time. Here:

- each recent exchange's feeling is :func:`omoide.agent.understanding.affect.affect_of` of the
  user's side (offline, a pure function of the text);
- the weight of a moment is ``importance × decay``: its intensity (how strongly the words say
  it) times ``0.5 ** (age_days / MOOD_HALF_LIFE_DAYS)``;
- ``valence`` and ``arousal`` are the weighted means; ``label`` is the feeling whose point on
  the circumplex is nearest to them (``neutral`` when both are within 0.15 of zero);
  ``confidence`` is ``Σw / (Σw + 1)`` (one strong moment today: 0.5);
- the moments are the newest :data:`MOOD_MAX_EPISODES` searchable episodes of the last
  :data:`MOOD_WINDOW_DAYS` days before the turn, under the turn's sensitivity ceiling.

An override (:func:`set_persona_mood`, kept in the store's metadata for its namespace, so every
process and replica sees it) replaces the computed state until it is cleared. The respond
prompt tells the model how to use it (``prompts/system_prompt.txt``).
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from datetime import datetime, tzinfo
from typing import Any

from omoide.agent.understanding.affect import LABELS, Affect, affect_of
from omoide.memory_store import MemoryStore
from omoide.memory_store.records import Sensitivity

__all__ = [
    "MOOD_HALF_LIFE_DAYS",
    "MOOD_MAX_EPISODES",
    "MOOD_WINDOW_DAYS",
    "aggregate_mood",
    "persona_mood_override",
    "persona_mood_state",
    "set_persona_mood",
]

MOOD_HALF_LIFE_DAYS = 7.0
MOOD_WINDOW_DAYS = 30.0
MOOD_MAX_EPISODES = 200
_NEUTRAL_RADIUS = 0.15


def _meta_key(namespace: str) -> str:
    return f"persona_mood:{namespace}"


def _local(at: int, tz: tzinfo) -> str:
    return datetime.fromtimestamp(at, tz=tz).isoformat(timespec="minutes")


def _nearest_label(valence: float, arousal: float) -> str:
    if math.hypot(valence, arousal) < _NEUTRAL_RADIUS:
        return "neutral"
    return min(
        (k for k in LABELS if k != "neutral"),
        key=lambda k: (math.hypot(LABELS[k][0] - valence, LABELS[k][1] - arousal), k),
    )


def aggregate_mood(
    moments: Sequence[tuple[int, Affect]], *, now: int, tz: tzinfo
) -> dict[str, Any] | None:
    """The mood of ``moments`` ((epoch seconds, affect) pairs) as of ``now``; None without any.

    Pure: the formula of the module docstring. Moments after ``now`` count as of ``now``.
    """
    total = v_sum = a_sum = 0.0
    counted: list[int] = []
    for at, affect in moments:
        age_days = max(0.0, (now - at) / 86400)
        weight = affect.intensity * 0.5 ** (age_days / MOOD_HALF_LIFE_DAYS)
        if weight <= 0:
            continue
        total += weight
        v_sum += weight * affect.valence
        a_sum += weight * affect.arousal
        counted.append(at)
    if not counted:
        return None
    valence, arousal = v_sum / total, a_sum / total
    return {
        "label": _nearest_label(valence, arousal),
        "valence": round(valence, 2),
        "arousal": round(arousal, 2),
        "confidence": round(total / (total + 1.0), 2),
        "moments": len(counted),
        "latest": _local(max(counted), tz),
        "as_of": _local(now, tz),
    }


def persona_mood_override(store: MemoryStore) -> dict[str, Any] | None:
    """The override set for the store's namespace, or None."""
    raw = store.db.get_meta(_meta_key(store.namespace))
    return None if not raw else dict(json.loads(raw))


def set_persona_mood(store: MemoryStore, mood: Mapping[str, Any] | None) -> None:
    """Override the namespace's ``persona_mood_state`` for debugging (the seed's
    ``PUT /api/persona_mood``); ``None`` clears it. ``mood`` needs a ``label`` (one of
    :data:`~omoide.agent.understanding.affect.LABELS`); ``valence`` / ``arousal`` in [-1, 1] default
    to the label's point. Stored with the namespace, so every process sees it."""
    key = _meta_key(store.namespace)
    if mood is None:
        store.db.set_meta(key, "")
        return
    if not isinstance(mood, Mapping):
        raise TypeError(f"mood must be a mapping or None, not {type(mood).__name__}")
    label = mood.get("label")
    if label not in LABELS:
        raise ValueError(f"mood label {label!r} is not one of {', '.join(LABELS)}")
    out: dict[str, Any] = {"label": label}
    for name, default in zip(("valence", "arousal"), LABELS[str(label)], strict=True):
        value = mood.get(name, default)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise TypeError(f"mood {name} must be a number in [-1, 1], got {value!r}")
        if not -1.0 <= float(value) <= 1.0 or math.isnan(float(value)):
            raise ValueError(f"mood {name} must be in [-1, 1], got {value!r}")
        out[name] = round(float(value), 2)
    unknown = set(mood) - {"label", "valence", "arousal"}
    if unknown:
        raise ValueError(f"unknown mood field(s): {', '.join(sorted(map(str, unknown)))}")
    out["override"] = True
    store.db.set_meta(key, json.dumps(out, ensure_ascii=False))


def persona_mood_state(
    store: MemoryStore,
    *,
    now: int,
    tz: tzinfo,
    max_sensitivity: Sensitivity | str = Sensitivity.PRIVATE,
) -> dict[str, Any] | None:
    """This turn's ``persona_mood_state``: the override when one is set (with ``as_of``), else
    the aggregate of the recent exchanges' feelings; None when neither says anything."""
    override = persona_mood_override(store)
    if override:
        return {**override, "as_of": _local(now, tz)}
    episodes = store.recent_episodes(
        until=now, days=MOOD_WINDOW_DAYS, limit=MOOD_MAX_EPISODES, max_sensitivity=max_sensitivity
    )
    moments = [(e.occurred_at, a) for e in episodes if (a := affect_of(e.user_text)) is not None]
    return aggregate_mood(moments, now=now, tz=tz)
