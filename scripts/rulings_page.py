"""Write docs/rulings.md: every diagram's rulings under every preset, computed by the engine."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gogui.diagrams import rulings_markdown

PAGE = ROOT / "docs" / "rulings.md"


def main() -> int:
    PAGE.parent.mkdir(exist_ok=True)
    PAGE.write_text(rulings_markdown() + "\n", encoding="utf-8")
    print(f"wrote {PAGE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
