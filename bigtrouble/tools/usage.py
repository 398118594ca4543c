"""The one exception a bad command line raises: its message is the single line shown to the user."""

from __future__ import annotations


class UsageError(Exception):
    """A bad command line: the message is the one line shown to the user."""
