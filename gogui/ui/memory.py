"""Short pauses of Python's cycle collector while a learner steps through a long record.

Every step keeps what it worked out: each ruleset's game one move further and the rulings of
the node, some hundred objects per ruleset and node. A 5000-move line under 13 rulesets keeps
about half a million of them, and a full pass of the cycle collector over that many takes a
quarter of a second, at whatever step it happens to fall on. What the window keeps is meant to
stay until the record is closed, so after each step it is moved out of the collector's reach
(gc.freeze, which costs nothing), and when a record is closed everything is handed back and
collected once, so that the old record's tree (cyclic through its parent links) and anything
else unreachable is freed then. That collection waits until the new record is painted and the
learner pauses: the record shows at once, and the old one is freed a moment later. What the
old record's work holds without cycles (its rulings, its games) is kept until then too, so that
freeing it (about a millisecond for a game of 300 moves) does not fall in the opening either.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QTimer
from shiboken6 import isValid

# How long after a record is replaced the old one is collected: after the new one's first
# paint, once the learner pauses for this long (each step in between postpones it, so that a
# learner stepping on at once never waits for the collection in the middle of a step).
COLLECT_DELAY_MS = 200

_collection: dict[str, QTimer | None] = {"timer": None}
# What the replaced records held, kept alive until the collection frees it with everything else.
_kept: list[object] = []


def keep_what_exists() -> None:
    """Exclude every object alive now from future automatic collections (O(1)); a collection
    that waits is postponed until the learner pauses."""
    gc.freeze()
    timer = _collection["timer"]
    if timer is not None and isValid(timer) and timer.isActive():
        timer.start()


def collect_everything() -> None:
    """Hand every excluded object back to the collector and collect once, fully."""
    timer = _collection["timer"]
    if timer is not None and isValid(timer):
        timer.stop()
    _kept.clear()
    gc.unfreeze()
    gc.collect()


def collect_after_paint(*released: object) -> None:
    """Collect everything once the window has been painted and the learner pauses (once,
    however often asked); what `released` holds is freed then, not now."""
    _kept.extend(released)
    timer = _collection["timer"]
    if timer is None or not isValid(timer):
        # The application owns the timer, so that it goes with it (never after it).
        timer = _collection["timer"] = QTimer(QCoreApplication.instance())
        timer.setSingleShot(True)
        timer.setInterval(COLLECT_DELAY_MS)
        timer.timeout.connect(collect_everything)
    timer.start()


def collection_queued() -> bool:
    """Whether a collection waits to be made."""
    timer = _collection["timer"]
    return timer is not None and isValid(timer) and timer.isActive()
