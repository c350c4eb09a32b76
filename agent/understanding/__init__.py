"""Text understanding: who, when and what feeling a text speaks of (issue 38, point 5).

- :mod:`.extract`: the extractors consolidation runs on each episode (rules, facts, the place and
  name lexicon, the LLM extractor);
- :mod:`.aliases` and :mod:`.readings` (+ :mod:`.name_readings_data`): names, their normalised
  forms and their readings across scripts;
- :mod:`.dates` (dated plans, month and number words) and :mod:`.about_time` (what time an
  exchange is about);
- :mod:`.affect`: the ja + en affect lexicon.

The package reads storage's types (``Episode``, ``EntityKind``) and is read by consolidation, the
plan and pack nodes; ``omoide.memory_store`` never imports it (tests/unit/test_layers.py).
Importing the package loads none of its modules.
"""
