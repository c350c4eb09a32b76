"""English function words dropped from *queries* before BM25 (the index keeps every token, so
scores stay exactly rank-bm25's). "What did I say about the trip?" should match on "say" and
"trip", not on "the". Japanese needs no list: its particles are absorbed into bigrams with idf."""

from __future__ import annotations

__all__ = ["ENGLISH_STOPWORDS"]

ENGLISH_STOPWORDS = frozenset(
    """a about above after again against all am an and any are as at be because been before
    being below between both but by can could did do does doing down during each few for from
    further had has have having he her here hers herself him himself his how i if in into is it
    its itself just me more most my myself no nor not now of off on once only or other our ours
    ourselves out over own same she should so some such than that the their theirs them
    themselves then there these they this those through to too under until up very was we were
    what when where which while who whom why will with would you your yours yourself
    yourselves s t d ll m re ve don didn doesn isn wasn""".split()
)

