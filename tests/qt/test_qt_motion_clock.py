"""The card timeline keeps its own clock from the moment of the action.

Qt's shared animation timer starts only on the event-loop pass after the action's first frame and then waits a
whole interval: after a slow first frame (End Turn) the cards stood still for a further 16-35 ms. These tests
hold the thread up the way a slow first frame does and check that the next pass of the loop moves the cards to
where the elapsed time puts them. (How fast frames are is measured by ``bigtrouble bench-ui``, not here.)
"""

from __future__ import annotations

import time

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF
from PySide6.QtWidgets import QApplication

from ui.mat.items import CardItem
from ui.mat.motion import FRAME_MS, Motion


def _card() -> CardItem:
    item = CardItem(1, "wing-kong-thug")
    item.setPos(QPointF(0, 0))
    return item


def test_a_frame_held_up_past_a_beat_is_followed_at_once_by_a_step(qtbot) -> None:  # type: ignore[no-untyped-def]
    """After the thread was busy 3 beats (a slow first frame), one pass of the event loop moves the card, and
    as far as the time says (linear easing: the share of the duration that has passed)."""
    item = _card()
    motion = Motion()
    # 4 s long, so that only a machine stalled for seconds (a shared CI runner once held the test past 400 ms)
    # could see it end before the check; the step asked for is the three beats' share of it
    length_ms = 4000
    motion.move(item, QPointF(1000, 0), length_ms, QEasingCurve.Type.Linear)
    motion.start_all()
    assert item.pos() == QPointF(0, 0)
    time.sleep(3 * FRAME_MS / 1000)  # the point: the thread is busy (no event loop) for three beats
    QApplication.processEvents()
    x = item.pos().x()
    assert x >= 1000 * 3 * FRAME_MS / length_ms, "the overdue step did not come on the loop's next pass"
    assert motion.state() is QAbstractAnimation.State.Running
    motion.finish()


def test_a_timeline_overtaken_by_its_end_finishes_in_one_pass(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Held up past its whole length, the timeline puts every card at its end, stops and says finished."""
    item = _card()
    flipped = _card()
    flipped.set_flip(0.0)
    motion = Motion()
    motion.move(item, QPointF(300, 40), 50)
    motion.flip(flipped, 80)
    ended: list[bool] = []
    motion.finished.connect(lambda: ended.append(True))
    motion.start_all()
    time.sleep(0.1)  # the point: the thread is busy past the timeline's whole length (80 ms)
    QApplication.processEvents()
    assert ended == [True]
    assert item.pos() == QPointF(300, 40)
    assert flipped.showing_face()
    assert motion.state() is QAbstractAnimation.State.Stopped


def test_finish_jumps_to_the_end_and_says_so_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    """finish() puts the cards at their end now; a timeline never started says nothing."""
    item = _card()
    motion = Motion()
    motion.move(item, QPointF(10, 20), 500)
    ended: list[bool] = []
    motion.finished.connect(lambda: ended.append(True))
    motion.finish()
    assert ended == [] and item.pos() == QPointF(10, 20)
    other = _card()
    playing = Motion()
    playing.move(other, QPointF(5, 5), 500)
    playing.finished.connect(lambda: ended.append(True))
    playing.start_all()
    playing.finish()
    playing.finish()
    assert ended == [True] and other.pos() == QPointF(5, 5)
