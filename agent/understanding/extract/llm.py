"""The LLM extractor: a chat model with structured output adds facts, favorability, summaries."""

from __future__ import annotations

from datetime import UTC, date, tzinfo
from typing import Any

from pydantic import BaseModel, Field

from omoide.memory_store.derived import EntityKind
from omoide.memory_store.errors import OmoideError
from omoide.memory_store.records import Episode

from ..about_time import LIFE_STAGES, AboutTime
from .base import EntityMention, Extraction, FactMention, PlanMention, episode_day

__all__ = ["ExtractionFailed", "ExtractionSchema", "LLMExtractor", "StructuredOutputUnsupported"]

FIX = (
    "use a chat model with structured output (tool calling or JSON schema: ChatOpenAI, or an "
    "OpenAI-compatible server that supports tools), or consolidate without --llm"
)


class StructuredOutputUnsupported(OmoideError):
    """The chat model has no ``with_structured_output``: the LLM extractor cannot use it."""


class ExtractionFailed(OmoideError):
    """The model's extraction of one episode failed (a refused call, an answer that is not the
    schema); consolidation stops and leaves the derived memory as it was."""


# -- the LLM extractor --------------------------------------------------------------------


class _EntityOut(BaseModel):
    name: str = Field(description="The name as written, without honorifics such as さん or -san.")
    kind: str = Field(description="person, place, org, thing or title")
    relation: str | None = Field(
        default=None, description="Relation to the user if stated (sister, friend, manager...)."
    )


class _FactOut(BaseModel):
    subject: str | None = Field(default=None, description="Entity name, or null for the user.")
    text: str = Field(description="One stable fact, one sentence.")
    confidence: float = Field(ge=0.0, le=1.0)
    salience: float = Field(ge=0.0, le=1.0)


class _PlanOut(BaseModel):
    text: str
    due_start: str = Field(description="YYYY-MM-DD")
    due_end: str = Field(description="YYYY-MM-DD")


class _AboutOut(BaseModel):
    year_start: int | None = Field(
        default=None, description="First year the exchange is about, when it is about the past."
    )
    year_end: int | None = Field(default=None, description="Last such year (= year_start if one).")
    life_stage: str | None = Field(
        default=None,
        description=(
            "The user's life stage it is about: childhood, elementary_school, middle_school, "
            "high_school, university or working_adult; null when it is about now."
        ),
    )
    evidence: str = Field(default="", description="The words that say so, as written.")


class ExtractionSchema(BaseModel):
    """What the LLM extractor asks the model for (``with_structured_output``)."""

    entities: list[_EntityOut] = Field(default_factory=list)
    facts: list[_FactOut] = Field(default_factory=list)
    plans: list[_PlanOut] = Field(default_factory=list)
    favorability: dict[str, float] = Field(
        default_factory=dict, description="Person name -> how the user feels about them, -1..1."
    )
    summary: str | None = Field(default=None, description="One-line summary of the exchange.")
    about: _AboutOut | None = Field(
        default=None,
        description="The earlier time of the user's life the exchange is about, if it is.",
    )


_LLM_PROMPT = (
    "You extract long-term memory from one exchange between a user and a companion agent. "
    "The exchange happened on {day} ({weekday}); resolve relative dates against that day. "
    "List named people, places, organisations, things and titles (without honorifics), the "
    "relation of each person to the user when it is stated, stable facts worth remembering "
    "(confidence and salience in 0..1), dated plans on or after {day}, the user's "
    "favorability towards each person mentioned (-1..1) when it shows, a one-line "
    "summary in the language of the exchange, and, when the user talks about an earlier "
    "time of their life, the years and life stage it is about.\n\nUSER: {user}\nAGENT: {reply}"
)
_KINDS: dict[str, EntityKind] = {
    "person": "person",
    "pet": "pet",
    "place": "place",
    "org": "org",
    "thing": "thing",
    "title": "title",
}


class LLMExtractor:
    """Extraction by a chat model with structured output (facts, favorability, summaries).

    ``model`` is any LangChain chat model supporting ``with_structured_output`` (``ChatOpenAI``
    or an OpenAI-compatible endpoint). Invalid dates or kinds in the answer are dropped, not
    trusted. Combine with the rules via :func:`merge_extractions` so names and plans the model
    misses still come through.
    """

    def __init__(self, model: Any, *, default_tz: tzinfo = UTC) -> None:
        try:
            self._structured = model.with_structured_output(ExtractionSchema)
        except NotImplementedError as exc:
            raise StructuredOutputUnsupported(
                f"the chat model {type(model).__name__} has no structured output: {FIX}"
            ) from exc
        self.default_tz = default_tz

    def extract(self, episode: Episode) -> Extraction:
        today = episode_day(episode, self.default_tz)
        prompt = _LLM_PROMPT.format(
            day=today.isoformat(),
            weekday=today.strftime("%A"),
            user=episode.user_text,
            reply=episode.reply_text,
        )
        try:
            raw = self._structured.invoke(prompt)
            out = raw if isinstance(raw, ExtractionSchema) else ExtractionSchema.model_validate(raw)
        except Exception as exc:  # any failure of the call or its answer: one line, with the fix
            first = (str(exc).strip().splitlines() or [""])[0][:160]
            raise ExtractionFailed(
                f"the chat model's extraction of episode {episode.id} failed "
                f"({type(exc).__name__}: {first}); the derived memory was left as it was: {FIX}"
            ) from exc
        entities = tuple(
            EntityMention(
                e.name.strip(),
                e.name.strip(),
                _KINDS.get(e.kind.strip().lower(), "thing"),
                e.relation,
            )
            for e in out.entities
            if e.name.strip()
        )
        plans: list[PlanMention] = []
        for p in out.plans:
            try:
                start, end = date.fromisoformat(p.due_start), date.fromisoformat(p.due_end)
            except ValueError:
                continue
            if end < start or end < today:
                continue
            plans.append(PlanMention(p.text, start, end, p.text))
        facts = tuple(
            FactMention(f.text, f.subject, f.confidence, f.salience) for f in out.facts if f.text
        )
        favor = {k: max(-1.0, min(1.0, float(v))) for k, v in out.favorability.items()}
        about = _about(out.about, said_year=today.year)
        return Extraction(episode.id, entities, tuple(plans), facts, out.summary, favor, about)


def _about(raw: _AboutOut | None, *, said_year: int) -> AboutTime | None:
    """The model's about-time, kept only as far as it is checkable: a known life stage, years
    inside a life (1900 .. said + 10) in order; nothing of it is trusted otherwise."""
    if raw is None:
        return None
    stage = raw.life_stage.strip().lower() if raw.life_stage else None
    if stage not in LIFE_STAGES:
        stage = None
    start, end = raw.year_start, raw.year_end if raw.year_end is not None else raw.year_start
    if start is None or end is None or not 1900 <= start <= end <= said_year + 10:
        start = end = None
    if start is None and stage is None:
        return None
    return AboutTime(start, end, stage, raw.evidence.strip()[:80] or "(the model)")
