"""The window's side panels (the log and the history): their docks, their first width, and folding them away.

Until the player arranges the panels, the log takes about a seventh of the window's width, and on a
narrow window (a 1024 px screen) the panels start folded away so the mat's cards get the width; the
status bar says how to bring them back (View > Side Panels, Ctrl+L). Whatever the player then does is
kept with the window's state.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget

NARROW = 1200
"""Below this window width (px) the panels start folded away at a first start."""
FOLDED_NOTE = "Log folded away for larger cards: Ctrl+L shows it."


def build_docks(win: Any) -> None:
    """Put ``win.log`` and ``win.history`` in tabbed docks at the right and add their View menu entries."""
    from PySide6.QtCore import Qt

    win.log_dock = QDockWidget("Log", win)
    win.log_dock.setObjectName("log_dock")
    win.log_dock.setWidget(win.log)
    win.history_dock = QDockWidget("History", win)
    win.history_dock.setObjectName("history_dock")
    win.history_dock.setWidget(win.history)
    win.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, win.log_dock)
    win.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, win.history_dock)
    win.tabifyDockWidget(win.log_dock, win.history_dock)
    win.log_dock.raise_()
    # The history view resets its whole list at every step (QUndoModel): with hundreds of steps that is
    # milliseconds inside each action, before the mat's frame. It follows the game only while it is seen.
    win.history.setGroup(None)
    win.history_dock.visibilityChanged.connect(lambda seen: follow_history(win, seen))
    view_menu = win._menu_by_name["view"]
    win.panels_action = QAction("Side &Panels (Log, History)", win, checkable=True)
    win.panels_action.setChecked(True)
    win.panels_action.setShortcut(QKeySequence("Ctrl+L"))  # fold the panels away for a larger mat, and back
    win.panels_action.toggled.connect(lambda on: show_panels(win, on))
    view_menu.addAction(win.panels_action)
    view_menu.addAction(win.log_dock.toggleViewAction())
    view_menu.addAction(win.history_dock.toggleViewAction())


def follow_history(win: Any, seen: bool) -> None:
    """Attach the history view to the game's undo stacks while it is on screen, detach it while hidden."""
    group = win.undo_group if seen else None
    if win.history.group() is not group:
        win.history.setGroup(group)


def show_panels(win: Any, on: bool) -> None:
    """Show or fold away both panels (the log on top when shown)."""
    for dock in (win.log_dock, win.history_dock):
        dock.setVisible(on)
    if on:
        win.log_dock.raise_()
        if getattr(win, "log_width_pending", False):  # folded at the first start: it never had its width
            win.log_width_pending = False
            _give_width(win, win.log.width_hint)


def _give_width(win: Any, width: int) -> None:
    from PySide6.QtCore import Qt

    win.resizeDocks([win.log_dock], [width], Qt.Orientation.Horizontal)
    # the dock area may take its first width from its widgets' hints only once laid out: say it again then
    QTimer.singleShot(200, win, lambda: win.resizeDocks([win.log_dock], [width], Qt.Orientation.Horizontal))


def size_log(win: Any, width: int, height: int) -> None:
    """The log's width (before the player has arranged the panels) and type size for a ``width`` x ``height`` window."""
    if not win._docks_sized or win._log_width_due:  # the mat (and the log) may come after the first show
        win.log.width_hint = max(160, min(360, width // 7))  # the mat's cards need the width more
    win.log.set_text_px(max(12, min(20, height // 62)))


def place_log(win: Any) -> None:
    """Give the log its first width once (its tab neighbour, the History, would make it wider); on a narrow
    window fold the panels away instead and say how to bring them back."""
    if not win._log_width_due:
        return
    win._log_width_due = False
    if win.width() < NARROW:
        win.log_width_pending = True
        win.panels_action.setChecked(False)
        win.statusBar().showMessage(FOLDED_NOTE, 15000)
        return
    _give_width(win, win.log.width_hint)
