"""Short pauses of Python's cycle collector while a learner steps through a long record.

Every step keeps what it worked out: each ruleset's game one move further and the rulings of
the node, some hundred objects per ruleset and node. A 5000-move line under 13 rulesets keeps
about half a million of them, and a full pass of the cycle collector over that many takes a
quarter of a second, at whatever step it happens to fall on. What the window keeps is meant to
stay until the record is closed, so after each step it is moved out of the collector's reach
(gc.freeze, which costs nothing), and when a record is closed everything is handed back and
collected once, so that the old record's tree (cyclic through its parent links) and anything
else unreachable is freed then.
"""

from __future__ import annotations

import gc


def keep_what_exists() -> None:
    """Exclude every object alive now from future automatic collections (O(1))."""
    gc.freeze()


def collect_everything() -> None:
    """Hand every excluded object back to the collector and collect once, fully."""
    gc.unfreeze()
    gc.collect()
