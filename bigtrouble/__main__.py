"""``python -m bigtrouble COMMAND ...``: the headless tools (see :mod:`bigtrouble.cli`)."""

from __future__ import annotations

import sys

from bigtrouble.cli import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
