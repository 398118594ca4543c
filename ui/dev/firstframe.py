"""Time to first frame and to a playable mat: the watchers behind ``bigtrouble --first-frame`` and ``bench-ui``.

*Playable* is what a player waits for after a launch: the mat painted with a game on it (hands
dealt, HQ and city laid out) at a moment when a click on it would be taken as a move. The mat
is playable when it shows the session's current state, no curtain covers it, the game is not
over, no bot holds the turn, and the engine has at least one legal action (:func:`mat_accepts_move`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def after_first_paint(widget: Any, then: Callable[[], None], when: Callable[[], bool] | None = None) -> Any:
    """Call ``then`` from the event loop right after ``widget`` has painted its first frame.

    With ``when``, only a paint during which ``when()`` holds counts (checked as the paint
    begins, so the frame painted is the one that showed it). Returns the watcher, which the
    caller keeps alive until then.
    """
    from PySide6.QtCore import QEvent, QObject, QTimer

    class Watch(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint and (when is None or when()):
                watched.removeEventFilter(self)
                QTimer.singleShot(0, then)
            return False

    watch = Watch()
    widget.installEventFilter(watch)
    return watch


def _say(line: str, quit_after: bool) -> Callable[[], None]:
    from PySide6.QtWidgets import QApplication

    def done() -> None:
        print(line, flush=True)
        if quit_after:
            QApplication.exit(0)

    return done


def report_first_paint(widget: Any, line: str, quit_after: bool = False) -> Any:
    """Print ``line`` once ``widget`` has painted its first frame (and quit, if asked); returns the watcher.

    ``packaging/compare.py`` times the bundle by these lines.
    """
    return after_first_paint(widget, _say(line, quit_after))


def mat_accepts_move(win: Any) -> bool:
    """Whether the main window ``win`` shows a game its player can make a move in, now.

    True when the mat is built and shows the session's current state, no curtain hides it,
    the game is not over, no bot holds the turn and the engine offers at least one legal action.
    """
    session = getattr(win, "session", None)
    if not getattr(win, "mat_built", False) or session is None:
        return False
    s = session.state
    if win.scene.state is not s or win.curtain.isVisible() or win.bot_seats.refuses_person():
        return False
    from bigtrouble.engine import legal_actions
    from bigtrouble.model import Phase

    return s.phase is not Phase.OVER and bool(legal_actions(s))


def report_playable(
    win: Any, line: str = "playable", quit_after: bool = False, then: Callable[[], None] | None = None
) -> Any:
    """Print ``line`` right after the first mat paint at which the mat accepts a move (then quit, if asked,
    or call ``then``). Returns the watcher, which the caller keeps alive until then.
    """
    said = _say(line, quit_after)

    def done() -> None:
        said()
        if then is not None:
            then()

    return after_first_paint(win.view.viewport(), done, when=lambda: mat_accepts_move(win))


def quit_when_faces_drawn(win: Any, poll_ms: int = 50) -> Any:
    """Quit once the mat's face warmer has drawn every face the game can show and the files are written.

    This is what a player's earlier session leaves in the face cache while they look at the mat;
    ``bench-ui`` warms up with it. Returns the polling timer (keep it alive).
    """
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from ui.mat.pixmaps import flush_all_writes

    timer = QTimer()

    def check() -> None:
        if win.scene.warmer.pending():
            return
        timer.stop()
        flush_all_writes()
        QApplication.exit(0)

    timer.timeout.connect(check)
    timer.start(poll_ms)
    return timer


def choose_quick_game(win: Any) -> Any:
    """Once the welcome on ``win`` is painted, choose its Quick Game, as a player's click at once would.

    Returns the watcher (keep it alive). Raises ``LookupError`` if no welcome is open.
    """
    from PySide6.QtWidgets import QDialog

    welcome = win.findChild(QDialog, "welcome")
    if welcome is None or not welcome.isVisible():
        raise LookupError("the welcome is not open")
    return after_first_paint(welcome, lambda: welcome.choose("quick"))
