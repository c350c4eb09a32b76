"""``python -m omoide``: the ``omoide`` program."""

import sys

from omoide.cli import main

sys.exit(main())
