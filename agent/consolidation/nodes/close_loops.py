"""close_loops: every open loop whose last day is before today is closed (design
§memorypack, OPEN_LOOPS: a trip on 4/3-4/5 stops coming up after 4/5). Runs at the end of
every consolidation, also when there were no new episodes, since only the date changed."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from typing import Any

from omoide.memory_store.derived import close_expired

from ..deps import ConsolidationDeps
from ..state import ConsolidationState

__all__ = ["close_loops_node"]


def close_loops_node(deps: ConsolidationDeps) -> Callable[..., dict[str, Any]]:
    def close_loops(state: ConsolidationState) -> dict[str, Any]:
        """Close the loops that are past as of ``now`` (the wall clock by default)."""
        now = int(state.get("now") or time.time())
        today = datetime.fromtimestamp(now, tz=deps.tz).date()
        derived, ns = deps.derived, deps.namespace
        with derived.transaction(namespace=ns) as conn:
            open_loops = derived.loops(namespace=ns, status="open", conn=conn)
            closed = [
                replace(after, updated_at=now)
                for before, after in zip(open_loops, close_expired(open_loops, today), strict=True)
                if after.status != before.status
            ]
            for loop in closed:
                derived.upsert_loop(loop, conn=conn)
        # Every counter is present, also when there was nothing new to consolidate.
        result = {"episodes": 0, "batches": 0, "entities_new": 0, **(state.get("result") or {})}
        result["loops_closed"] = int(result.get("loops_closed", 0)) + len(closed)
        # Finished when the last load found nothing; otherwise this run ran out of steps.
        result["done"] = state.get("consumed", 0) == 0
        return {"result": result}

    return close_loops
