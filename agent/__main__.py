"""``python -m agent``: see agent/cli.py."""

from .cli import main

raise SystemExit(main())
