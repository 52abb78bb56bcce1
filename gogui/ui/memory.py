"""Short pauses of Python's cycle collector while a learner steps through a long record.

Every step keeps what it worked out: each ruleset's game one move further and the rulings of
the node, some hundred objects per ruleset and node. A 5000-move line under 13 rulesets keeps
about half a million of them, and a full pass of the cycle collector over that many takes a
quarter of a second, at whatever step it happens to fall on. What the window keeps is meant to
stay until the record is closed, so after each step it is moved out of the collector's reach
(gc.freeze, which costs nothing), and when a record is closed everything is handed back and
collected once, so that the old record's tree (cyclic through its parent links) and anything
else unreachable is freed then. That collection waits until the new record is painted: the
learner sees the record at once, and the old one is freed a moment later.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QTimer

# How long after a record is replaced the old one is collected: after the new one's first
# paint (which the event loop does first), while the learner is still looking at it.
COLLECT_DELAY_MS = 200

_collection = {"queued": False}


def keep_what_exists() -> None:
    """Exclude every object alive now from future automatic collections (O(1))."""
    gc.freeze()


def collect_everything() -> None:
    """Hand every excluded object back to the collector and collect once, fully."""
    _collection["queued"] = False
    gc.unfreeze()
    gc.collect()


def collect_after_paint() -> None:
    """Collect everything once the window has been painted (once, however often asked)."""
    if not _collection["queued"]:
        _collection["queued"] = True
        QTimer.singleShot(COLLECT_DELAY_MS, collect_everything)


def collection_queued() -> bool:
    """Whether a collection waits to be made."""
    return _collection["queued"]
