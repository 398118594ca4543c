"""Entry point of the desktop client."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Start the game (the Qt client is being built; see README)."""
    from bigtrouble.cli import main as cli_main

    return cli_main(sys.argv[1:] if argv is None else argv)
