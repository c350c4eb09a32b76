"""Stored text as data, never structure: the one place that neutralises what enters the
MemoryPack (``agent.nodes.pack.escape_text``) and the quotes consolidation writes into summaries.

What a model reads is, in effect, the NFKC form of the text: ``＜``, ``﹤`` and ``<`` are the
same bracket to it, ``﹁`` is ``「``, and characters that show nothing (format characters,
Unicode tags that spell invisible ASCII, fillers, variation selectors) can smuggle words past
a reader. So:

- invisible characters are removed (:func:`strip_invisible`);
- every way to break a line becomes `` / `` (stored text never starts a line of the pack);
- a run of two or more characters that NFKC reads as ``<`` (or ``>``) becomes ``‹`` (``›``),
  so no marker can be spelled in any width or form;
- every form of 「 」 becomes 『 』, so a quote cannot be closed from inside
  (:func:`neutralize`);
- inside a quote of its own, text loses the characters that would close that quote
  (:func:`quote_inner`): a stored ``"`` cannot end a highlight and start a forged one.

The data survives: letters, digits and visible punctuation are kept (only the brackets and
quotes above are swapped for look-alikes that carry no structure).
"""

from __future__ import annotations

import re

__all__ = ["neutralize", "quote_inner", "strip_invisible"]

# Every way text can break a line (str.splitlines' set).
_LINE_BREAKS = re.compile(r"\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]")
# Controls (C0 / DEL / C1), every format character of Unicode 14 (category Cf: soft hyphen,
# Arabic letter mark, Mongolian vowel separator, zero-width, bidi, word joiners, BOM,
# interlinear annotation, tags ...), the whole tag block (U+E0000-E007F: invisible ASCII), and
# letters and marks that show nothing: Hangul fillers, Mongolian free variation selectors,
# the combining grapheme joiner, Khmer inherent vowels and the variation selectors.
_INVISIBLE = re.compile(
    "["
    "\x00-\x08\x0a-\x1f\x7f-\x9f"  # a tab stays: it breaks no line
    "\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2"
    "\u115f\u1160\u17b4\u17b5\u180b-\u180f"
    "\u200b-\u200f\u202a-\u202e\u2060-\u206f"
    "\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb"
    "\U000110bd\U000110cd\U00013430-\U00013438\U0001bca0-\U0001bca3\U0001d173-\U0001d17a"
    "\U000e0000-\U000e007f\U000e0100-\U000e01ef"
    "]"
)
# The characters NFKC reads as "<" / ">" (checked against unicodedata by the tests).
_LT = "<\ufe64\uff1c"
_GT = ">\ufe65\uff1e"
_ANGLE_RUN = re.compile(f"[{_LT}]{{2,}}|[{_GT}]{{2,}}")
# Every form of 「 」 (NFKC): 「」 themselves, half-width, vertical presentation forms.
_CORNER = str.maketrans("「」\uff62\uff63\ufe41\ufe42", "『』『』『』")
# What a quote's own delimiters become inside it (each form NFKC folds to the delimiter).
_QUOTE_SWAPS = {
    '"': {'"': "'", "\uff02": "'"},
    "「": {"「": "〈", "\uff62": "〈", "\ufe41": "〈"},
    "」": {"」": "〉", "\uff63": "〉", "\ufe42": "〉"},
    "『": {"『": "《", "\ufe43": "《"},
    "』": {"』": "》", "\ufe44": "》"},
}


def strip_invisible(text: str) -> str:
    """``text`` without control, format and other invisible characters."""
    return _INVISIBLE.sub("", text)


def neutralize(text: str) -> str:
    """Stored text as data inside the pack: on one line (line breaks become `` / ``), without
    invisible characters, with every form of 「」 turned into 『』 and runs of angle brackets
    (any width) into ``‹`` / ``›``."""
    text = strip_invisible(_LINE_BREAKS.sub(" / ", text)).translate(_CORNER)
    return _ANGLE_RUN.sub(lambda m: ("‹" if m.group()[0] in _LT else "›") * len(m.group()), text)


def quote_inner(text: str, *, delimiters: str) -> str:
    """``text`` made safe to stand between ``delimiters`` (any of ``"「」『』``): each form of a
    delimiter inside it becomes a look-alike that closes nothing (``"`` → ``'``, 「」 → 〈〉,
    『』 → 《》). Then :func:`neutralize` it (or let the pack do it)."""
    swaps: dict[str | int, str | int | None] = {}
    for d in delimiters:
        if d not in _QUOTE_SWAPS:
            raise ValueError(f"delimiters={delimiters!r}: allowed any of {''.join(_QUOTE_SWAPS)}")
        swaps.update(_QUOTE_SWAPS[d])
    return text.translate(str.maketrans(swaps))
