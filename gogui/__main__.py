"""Run the desktop application with `python -m gogui`."""

from .ui.app import main

raise SystemExit(main())
