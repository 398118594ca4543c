"""Python's full garbage collection, moved out of the frames and into the player's pauses.

A full collection walks every object the game holds (the window, the mat's items, every state
on the undo stack): 9 ms in a mid-game, 17 ms late in a long 5-player game on the bench
machine. Left to itself Python starts one whenever enough objects have piled up, which can be
in the middle of a card's slide. :class:`GcPacer` waits until nothing has happened for a moment
(no action, nothing moving), then collects everything once and freezes what survives: frozen
objects are left out of later collections, so the automatic ones between two pauses only look
at what is new since the last pause. The next pause unfreezes, collects and freezes again, so
no garbage is kept for long.
"""

from __future__ import annotations

import gc
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

PAUSE_MS = 400
"""How long nothing must happen before the pacer collects."""


def collect_and_freeze() -> None:
    """Collect every generation (what was frozen included), then freeze what is left."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


class GcPacer(QObject):
    """Runs :func:`collect_and_freeze` once the game has been still for :data:`PAUSE_MS`.

    ``busy()`` says when to wait longer (an animation is playing). :meth:`poke` after every change.
    """

    def __init__(self, busy: Callable[[], bool], parent: QObject | None = None) -> None:
        """A pacer that waits for the next :meth:`poke`."""
        super().__init__(parent)
        self.busy = busy
        self.collections = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(PAUSE_MS)
        self._timer.timeout.connect(self._pause)

    def poke(self) -> None:
        """Something happened: collect only after the next pause."""
        self._timer.start()

    def _pause(self) -> None:
        if self.busy():
            self._timer.start()
            return
        collect_and_freeze()
        self.collections += 1
