"""Python's full garbage collection waits for a pause in the game (``ui.gc_pacer``).

A full collection costs 9-17 ms on the bench machine; started by Python on its own it could land in
the middle of a card's slide. (Frame times themselves are measured by ``bigtrouble bench-ui``.)
"""

from __future__ import annotations

import gc
import weakref

from qthelpers import start

from bigtrouble.actions import PlayCard
from bigtrouble.teaching.position import position
from ui.gc_pacer import PAUSE_MS, GcPacer
from ui.window.main_window import MainWindow


class _Node:
    def __init__(self) -> None:
        self.other: _Node | None = None


def _cycle() -> weakref.ref[_Node]:
    a, b = _Node(), _Node()
    a.other, b.other = b, a
    return weakref.ref(a)


def _tracked(obj: object) -> bool:
    """Whether ``obj`` is in one of the collector's generations (a frozen object is in none)."""
    return any(o is obj for o in gc.get_objects())


def test_a_pause_collects_the_garbage_and_freezes_the_survivors(qtbot) -> None:  # type: ignore[no-untyped-def]
    """After a poke and a still moment, a garbage cycle made before is freed and what lives on is frozen,
    so the automatic collections until the next pause leave it alone."""
    pacer = GcPacer(lambda: False)
    kept = [_Node()]
    dead = _cycle()
    assert dead() is not None and _tracked(kept)
    pacer.poke()
    qtbot.waitUntil(lambda: pacer.collections == 1, timeout=PAUSE_MS * 10)
    assert dead() is None
    assert not _tracked(kept)
    assert gc.get_freeze_count() > 0


def test_nothing_is_collected_while_something_moves(qtbot) -> None:  # type: ignore[no-untyped-def]
    """While ``busy`` (an animation plays) the pacer keeps waiting; once it is still, it collects."""
    moving = [True]
    asked: list[bool] = []

    def busy() -> bool:
        asked.append(moving[0])
        return moving[0]

    pacer = GcPacer(busy)
    dead = _cycle()
    gc.freeze()  # keep Python's own collections away from the cycle, as the last pause would
    pacer.poke()
    qtbot.waitUntil(lambda: len(asked) >= 2, timeout=PAUSE_MS * 10)  # two pauses ran out while it moved
    assert pacer.collections == 0 and dead() is not None
    moving[0] = False
    qtbot.waitUntil(lambda: pacer.collections == 1, timeout=PAUSE_MS * 10)
    assert dead() is None


def test_every_move_in_the_window_puts_the_collection_off_until_the_next_pause(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A move resets the wait: no collection right after it, one once the mat has been still for a moment."""
    session = start(window, position(names=("Ann", "Bo"), hands=[["Chang Sing Strategist"] * 2, []]))
    pacer = window.gc_pacer
    qtbot.waitUntil(lambda: not pacer._timer.isActive(), timeout=PAUSE_MS * 10)
    before = pacer.collections
    assert session.submit(PlayCard(session.state.players[0].hand[0])) is None
    assert pacer.collections == before and pacer._timer.isActive()
    qtbot.waitUntil(lambda: pacer.collections == before + 1, timeout=PAUSE_MS * 10)
