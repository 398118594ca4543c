"""``python -m bigtrouble COMMAND ...``: the headless tools (see :mod:`bigtrouble.tools.cli`)."""

from __future__ import annotations

import sys

from bigtrouble.tools.cli import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
