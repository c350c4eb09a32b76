"""``python -m omoide``: the ``omoide`` program."""

import sys

from omoide.cli import main

if __name__ == "__main__":
    sys.exit(main())
