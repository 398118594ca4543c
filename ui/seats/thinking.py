"""Thinking beside the window: a search on a worker thread leaves the window's thread room to draw.

A bot seat's move (``ui.seats.bot_seats``) and the advisor's answer (``ui.panels.advisor``) are worked
out on a worker thread, so the window never waits for them. But both threads run Python, and only one
at a time holds Python's lock: a thread that wants it waits until the holder lets go, at most
Python's switch interval later (5 ms by default). Painting the mat runs Python for every card, so each
frame asks for the lock many times, and with a search running those waits added up to frames 30-90 ms
apart. With the interval at 1 ms the window's thread gets the lock back within a millisecond and its
frames keep their pace, while the search loses nothing measurable. The figures:
``python -m ui.dev.thinking_frames``.

Imports nothing of the game or of ``ui``.
"""

from __future__ import annotations

import sys

SWITCH_S = 0.001
"""Python's switch interval while (and after) a search runs beside the window, in seconds."""


def make_room() -> None:
    """Let the window's thread take Python's lock back within :data:`SWITCH_S` of asking (never made longer)."""
    if sys.getswitchinterval() > SWITCH_S:
        sys.setswitchinterval(SWITCH_S)
