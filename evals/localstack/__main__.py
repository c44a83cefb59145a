"""``python -m evals.localstack``: the same command line as before the module became a package."""

import sys

from .cli import main

sys.exit(main())
