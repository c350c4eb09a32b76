"""The leak guard, by purpose (seed 004: the MemoryPack's headings and its content *as is* never
reach the user). ``omoide.agent.leak_guard`` is the public entry point; the parts live here:

- :mod:`.text`: what a reply is compared in (normalised text, skeletons), the pack's lines, and
  the grammar of the pack's structure (markers, headings, reason / score / label lines);
- :mod:`.stream`: :class:`~.stream.LeakGuard`, which removes them from text fed piece by piece;
- :mod:`.budget`: its second stage — one pack line as is per output (text and tool-call
  arguments share a :class:`~.budget.Budget`), a second, different one removed;
- :mod:`.model`: the same guard over whole chat messages and chat models (text, reasoning,
  tool-call arguments), streaming or not.
"""

from __future__ import annotations

__all__: list[str] = []
