"""One timeline for every card that moves or turns over after an action, on the mat's own frame clock.

End Turn moves a whole hand out and a new one in: one :class:`Motion` drives all those
cards instead of one animation object per card, so an action creates one object however
many cards it moves.

Its clock starts when the action is made, not when Qt's shared animation timer first
ticks: that timer only starts on the event-loop pass after the action's first frame and
then waits a whole interval, so a slow first frame (End Turn) was followed by a second
one 35 ms later. Here each tick is due on the next 16 ms boundary counted from the
action, and a late tick draws the cards where the time says they are.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QElapsedTimer,
    QObject,
    QPointF,
    Qt,
    QTimer,
    Signal,
)

from ui.mat.items import CardItem

FRAME_MS = 16
"""The clock's beat: a 60 Hz frame, rounded down to whole milliseconds."""


@dataclass
class Move:
    """One card sliding from ``start`` to ``end`` over ``ms`` milliseconds with easing ``curve``."""

    item: CardItem
    start: QPointF
    end: QPointF
    ms: int
    curve: QEasingCurve


class Motion(QObject):
    """Moves and flips of several cards on one clock; ``finished`` when the longest is done.

    Add every move and flip before :meth:`start_all`; :meth:`finish` jumps all of them to their end.
    """

    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        """An empty timeline, not playing."""
        super().__init__(parent)
        self.moves: list[Move] = []
        self.flips: list[tuple[CardItem, int]] = []
        self._clock = QElapsedTimer()
        self._tick = QTimer(self)
        self._tick.setSingleShot(True)
        self._tick.setTimerType(Qt.TimerType.PreciseTimer)
        self._tick.timeout.connect(self._step)
        self._playing = False
        self._duration = 1

    def move(
        self, item: CardItem, end: QPointF, ms: int, curve: QEasingCurve.Type = QEasingCurve.Type.OutCubic
    ) -> None:
        """Slide ``item`` from where it is now to ``end``."""
        self.moves.append(Move(item, item.pos(), end, max(1, ms), QEasingCurve(curve)))

    def flip(self, item: CardItem, ms: int) -> None:
        """Turn ``item`` face up (its flip goes from 0 to 1)."""
        self.flips.append((item, max(1, ms)))

    def count(self) -> int:
        """How many moves and flips this timeline plays."""
        return len(self.moves) + len(self.flips)

    def total_ms(self) -> int:
        """The length of the longest move or flip."""
        return max([m.ms for m in self.moves] + [ms for _, ms in self.flips] + [1])

    def duration(self) -> int:
        """How long the timeline plays, in milliseconds (once started)."""
        return self._duration

    def state(self) -> QAbstractAnimation.State:
        """Running while it plays, else Stopped (the words Qt's animations use)."""
        return QAbstractAnimation.State.Running if self._playing else QAbstractAnimation.State.Stopped

    def start_all(self) -> None:
        """Play every move and flip from its start; the clock starts now."""
        self._duration = self.total_ms()
        self._playing = True
        self._clock.start()
        self._at(0.0)
        self._schedule(0.0)

    def finish(self) -> None:
        """Put every card at its end now and stop (``finished`` is emitted if it was playing)."""
        self._at(self.total_ms())
        self._stop()

    def _schedule(self, elapsed: float) -> None:
        beat = (math.floor(elapsed / FRAME_MS) + 1) * FRAME_MS  # the next frame boundary after now
        self._tick.start(max(1, min(self._duration, beat) - int(elapsed)))

    def _step(self) -> None:
        if not self._playing:
            return
        elapsed = float(self._clock.elapsed())
        if elapsed >= self._duration:
            self.finish()
            return
        self._at(elapsed)
        self._schedule(elapsed)

    def _stop(self) -> None:
        self._tick.stop()
        if self._playing:
            self._playing = False
            self.finished.emit()

    def _at(self, ms: float) -> None:
        for m in self.moves:
            t = m.curve.valueForProgress(min(1.0, ms / m.ms))
            m.item.setPos(m.start + (m.end - m.start) * t)
        for item, dur in self.flips:
            item.set_flip(min(1.0, ms / dur))
