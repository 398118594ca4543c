"""One timeline for every card that moves or turns over after an action.

End Turn moves a whole hand out and a new one in: one :class:`Motion` (a single
``QVariantAnimation``) drives all those cards instead of one animation object per
card, so an action creates one object however many cards it moves.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation

from ui.items import CardItem


@dataclass
class Move:
    """One card sliding from ``start`` to ``end`` over ``ms`` milliseconds with easing ``curve``."""

    item: CardItem
    start: QPointF
    end: QPointF
    ms: int
    curve: QEasingCurve


class Motion(QVariantAnimation):
    """Moves and flips of several cards on one clock; ``finished`` when the longest is done.

    Add every move and flip before :meth:`start`; :meth:`finish` jumps all of them to their end.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        """An empty timeline."""
        super().__init__(parent)
        self.moves: list[Move] = []
        self.flips: list[tuple[CardItem, int]] = []
        self.setStartValue(0.0)
        self.setEndValue(1.0)
        self.setDuration(1)
        self.valueChanged.connect(self._step)

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

    def start_all(self) -> None:
        """Play every move and flip from its start."""
        self.setDuration(self.total_ms())
        self.start()

    def finish(self) -> None:
        """Put every card at its end now and stop (``finished`` is emitted if it was playing)."""
        self._at(self.duration())
        if self.state() is QVariantAnimation.State.Running:
            self.setCurrentTime(self.duration())
        self.stop()

    def _step(self, value: object) -> None:
        self._at(float(value) * self.duration())  # type: ignore[arg-type]

    def _at(self, ms: float) -> None:
        for m in self.moves:
            t = m.curve.valueForProgress(min(1.0, ms / m.ms))
            m.item.setPos(m.start + (m.end - m.start) * t)
        for item, dur in self.flips:
            item.set_flip(min(1.0, ms / dur))
