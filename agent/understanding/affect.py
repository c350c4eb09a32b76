"""What a remembered moment felt like: a small Japanese + English affect lexicon with negation.

Seed 002 keeps ``event_affect`` beside each event (the moment's feeling: a label and valence /
arousal / dominance) for questions like 「あの時どう思ってた？」, and seed 004 aggregates them
into the pack's ``persona_mood_state``. Offline and without an LLM this is a lexicon: each cue
word carries a label and a (valence, arousal) point on Russell's circumplex, both in [-1, 1];
a cue under a negation ("not happy", 「楽しくなかった」, 「嬉しいわけじゃない」) flips its
valence towards neutral and weakens it; intensifiers ("so", 「すごく」, 「めっちゃ」) strengthen
the next cue, and an exclamation mark the sentence. The user's side speaks for the moment: the
reply's words (an agent saying "Congratulations!") are not the user's feeling.

``affect_of(text)`` is a pure function: the same text always gives the same :class:`Affect`,
so it can be computed at read time for any episode, old or new, and needs no storage.
"""

from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass

__all__ = ["LABELS", "Affect", "affect_of"]

# label -> (valence, arousal): where the label sits on the circumplex.
LABELS: dict[str, tuple[float, float]] = {
    "joy": (0.8, 0.5),
    "excitement": (0.7, 0.8),
    "calm": (0.5, -0.5),
    "gratitude": (0.7, 0.1),
    "sadness": (-0.7, -0.4),
    "anxiety": (-0.5, 0.6),
    "anger": (-0.7, 0.7),
    "tiredness": (-0.4, -0.7),
    "neutral": (0.0, 0.0),
}

# Cue words, by label. Japanese cues are stems, matched as written (kana or kanji forms both
# listed); English cues are whole words, case-folded.
_JA: dict[str, tuple[str, ...]] = {
    "joy": (
        "嬉し",
        "うれし",
        "楽し",
        "たのし",
        "幸せ",
        "しあわせ",
        "最高",
        "よかった",
        "良かった",
        "満開",
        "感動",
        "笑っ",
        "大好き",
        "面白",
        "おもしろ",
        "美味し",
        "おいし",
    ),
    "excitement": ("ワクワク", "わくわく", "楽しみ", "ドキドキ", "どきどき", "興奮", "やった"),
    "calm": ("ほっと", "ホッと", "安心", "落ち着", "のんびり", "癒さ", "癒し", "穏やか"),
    "gratitude": ("ありがと", "感謝", "助かっ", "心強い"),
    "sadness": (
        "悲し",
        "かなし",
        "寂し",
        "さみし",
        "さびし",
        "泣い",
        "泣き",
        "辛い",
        "つらい",
        "落ち込",
        "残念",
        "切ない",
        "がっかり",
        "ショック",
    ),
    "anxiety": (
        "不安",
        "心配",
        "緊張",
        "そわそわ",
        "怖い",
        "こわい",
        "焦っ",
        "焦る",
        "どうしよう",
        "憂鬱",
        "ゆううつ",
    ),
    "anger": (
        "腹が立",
        "腹立",
        "ムカ",
        "むか",
        "イライラ",
        "いらいら",
        "怒っ",
        "怒り",
        "最悪",
        "許せない",
    ),
    "tiredness": ("疲れ", "つかれ", "へとへと", "しんどい", "眠い", "ねむい", "だるい", "ぐったり"),
}
_EN: dict[str, tuple[str, ...]] = {
    "joy": (
        "happy",
        "glad",
        "great",
        "wonderful",
        "amazing",
        "love",
        "loved",
        "fun",
        "awesome",
        "delighted",
        "fantastic",
        "beautiful",
        "proud",
        "enjoyed",
        "lovely",
        "yay",
    ),
    "excitement": ("excited", "exciting", "thrilled", "can't wait", "cannot wait", "pumped"),
    "calm": ("relieved", "relaxed", "calm", "peaceful", "relief", "cozy"),
    "gratitude": ("thanks", "thank", "grateful", "thankful", "appreciate"),
    "sadness": (
        "sad",
        "unhappy",
        "cried",
        "crying",
        "lonely",
        "miss",
        "missed",
        "disappointed",
        "heartbroken",
        "depressed",
        "upset",
        "gutted",
    ),
    "anxiety": (
        "worried",
        "anxious",
        "nervous",
        "scared",
        "afraid",
        "stressed",
        "stressful",
        "worry",
        "panicking",
        "dread",
    ),
    "anger": (
        "angry",
        "furious",
        "annoyed",
        "annoying",
        "mad",
        "irritated",
        "hate",
        "awful",
        "terrible",
        "frustrated",
        "frustrating",
    ),
    "tiredness": ("tired", "exhausted", "sleepy", "drained", "worn out", "burned out", "burnt out"),
}

_JA_NEGATION = re.compile(
    r"^(?:く|い|かった|しく)?(?:ない|なかった|なく|ません|ませんでした|ず|ぬ)"
    r"|^(?:い|かった)?(?:わけ|訳)(?:じゃ|では)(?:ない|なかった)"
    r"|^(?:じゃ|では)(?:ない|なかった)"
)
_EN_NEGATORS = frozenset(
    [
        "not",
        "no",
        "never",
        "n't",
        "dont",
        "don't",
        "didn't",
        "doesn't",
        "isn't",
        "wasn't",
        "aren't",
        "weren't",
        "hardly",
        "barely",
    ]
)
_JA_INTENSIFIERS = (
    "すごく",
    "すっごく",
    "めっちゃ",
    "とても",
    "本当に",
    "ほんとに",
    "超",
    "めちゃくちゃ",
)
_EN_INTENSIFIERS = frozenset(["so", "very", "really", "super", "extremely", "totally", "truly"])
_EN_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")


@dataclass(frozen=True)
class Affect:
    """One moment's feeling: the strongest label, its valence and arousal in [-1, 1], and an
    intensity in (0, 1] (how strongly the words say it). ``cues`` are the words that said it."""

    label: str
    valence: float
    arousal: float
    intensity: float
    cues: tuple[str, ...] = ()


def _ja_hits(text: str) -> list[tuple[str, str, float]]:
    hits: list[tuple[str, str, float]] = []
    for label, cues in _JA.items():
        for cue in cues:
            start = text.find(cue)
            while start != -1:
                end = start + len(cue)
                weight = 1.0
                # Negation right after the stem: 楽しくなかった, 嬉しいわけじゃない, 不安じゃない.
                tail = text[end : end + 10].lstrip("いくかっ")
                if _JA_NEGATION.match(text[end : end + 10]) or _JA_NEGATION.match(tail):
                    weight = -0.5
                before = text[max(0, start - 6) : start]
                if any(before.endswith(i) for i in _JA_INTENSIFIERS):
                    weight *= 1.5
                hits.append((label, cue, weight))
                start = text.find(cue, end)
    return hits


# The English cues by their first word: one pass over a text's words finds them all (trying
# every cue at every position cost ~60 µs a text, most of a turn's mood). Each entry keeps its
# label's and cue's places, so hits come out in the order of _EN.
_EN_BY_FIRST: dict[str, list[tuple[int, int, str, str, list[str]]]] = {}
for _li, (_label, _cues) in enumerate(_EN.items()):
    for _ci, _cue in enumerate(_cues):
        _parts = _cue.split()
        _EN_BY_FIRST.setdefault(_parts[0], []).append((_li, _ci, _label, _cue, _parts))


def _en_hits(text: str) -> list[tuple[str, str, float]]:
    folded = text.casefold().replace("’", "'")
    words = _EN_WORD.findall(folded)
    found: list[tuple[int, int, int, str, str, float]] = []
    for i, word in enumerate(words):
        for li, ci, label, cue, parts in _EN_BY_FIRST.get(word, ()):
            if words[i : i + len(parts)] != parts:
                continue
            window = words[max(0, i - 3) : i]
            negated = any(w in _EN_NEGATORS or w.endswith("n't") for w in window)
            weight = -0.5 if negated else 1.0
            if i and words[i - 1] in _EN_INTENSIFIERS:
                weight *= 1.5
            found.append((li, ci, i, label, cue, weight))
    return [(label, cue, weight) for *_, label, cue, weight in sorted(found)]


def affect_of(text: str) -> Affect | None:
    """The feeling ``text`` states, or None when it states none (most messages).

    Each cue counts ``+1`` (``-0.5`` under a negation, times 1.5 after an intensifier); a
    negated cue's valence points the other way at half strength, its arousal is damped. The
    label is the one with the largest positive count; valence and arousal are the weighted
    mean of the cues' points; intensity is ``1 − exp(−Σ|w| · (1 + 0.25·exclamations))``.
    """
    text = unicodedata.normalize("NFKC", text or "")
    if not text.strip():
        return None
    hits = _ja_hits(text) + _en_hits(text)
    if not hits:
        return None
    score: dict[str, float] = {}
    total = v_sum = a_sum = 0.0
    for label, _, weight in hits:
        v, a = LABELS[label]
        if weight < 0:  # "not happy": somewhat the other way, and less stirred
            v, a = -v * 0.5, a * 0.3
        w = abs(weight)
        v_sum += v * w
        a_sum += a * w
        total += w
        score[label] = score.get(label, 0.0) + weight
    valence, arousal = v_sum / total, a_sum / total
    best = max(score.items(), key=lambda kv: (kv[1], kv[0]))
    label = best[0] if best[1] > 0 else "neutral"
    bangs = min(text.count("!"), 4)
    intensity = 1.0 - math.exp(-total * (1.0 + 0.25 * bangs))
    cues = tuple(dict.fromkeys(cue for _, cue, _ in hits))
    return Affect(label, round(valence, 3), round(arousal, 3), round(intensity, 3), cues)
