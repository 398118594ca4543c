"""Argument types for the client's own commands (``play``, ``bench-ui``, the self-tests): a bad value is one
message and exit status 2, never a traceback."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path


def whole(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high``."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is not between {low} and {high}")
        return value

    return parse


def folder_to_keep(text: str) -> Path:
    """An argparse type: a folder to work in (made if missing); a file or a device in its place is refused."""
    path = Path(text)
    if path.exists() and not path.is_dir():
        raise argparse.ArgumentTypeError(f"{path} exists and is not a folder")
    return path
