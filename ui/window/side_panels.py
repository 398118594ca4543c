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
STATE_WIDTH = "window_state_width"
"""The setting holding the window's width when its panels were saved."""
ANOTHER_SIZE = 0.25
"""Panels saved on a window this much narrower or wider (a share of its width) are placed again as at a first
start: a log sized for a 1024 px window stays a narrow strip on a 1920 px one."""
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


def log_width(window_width: int) -> int:
    """The log's first width for a window ``window_width`` px wide: a seventh, 160 to 360 px (the mat's cards
    need the width more)."""
    return max(160, min(360, window_width // 7))


def size_log(win: Any, width: int, height: int) -> None:
    """The log's width (before the player has arranged the panels) and type size for a ``width`` x ``height`` window."""
    if not win._docks_sized or win._log_width_due:  # the mat (and the log) may come after the first show
        win.log.width_hint = log_width(width)
    win.log.set_text_px(max(12, min(20, height // 62)))


def restore_panels(win: Any) -> bool:
    """Put the panels back as the player left them (False when nothing readable was saved). The window's width
    then is kept too (:func:`place_log` compares it with the width the window opens at)."""
    from ui.checked_settings import bytes_setting, int_setting

    state = bytes_setting(win.settings, "window_state")
    if state is None or not win.restoreState(state):
        return False  # a layout Qt can't read: the docks keep their first places
    win.panels_saved_at = int_setting(win.settings, STATE_WIDTH, 0, 0, 100_000)
    if not win.panels_saved_at:  # saved before the width was kept: the window's saved frame tells it
        geometry = bytes_setting(win.settings, "geometry")
        win.panels_saved_at = saved_window_width(bytes(geometry.data())) if geometry is not None else 0
    win.panels_action.setChecked(not win.log_dock.isHidden())  # Ctrl+L's first press then shows folded panels
    return True


def saved_window_width(geometry: bytes) -> int:
    """The width of the window whose geometry ``QWidget.saveGeometry`` saved (its frame's left and right edges,
    bytes 8 to 24 of Qt's format 3), or 0 for a blob of another shape."""
    if len(geometry) < 24 or geometry[:4] != b"\x01\xd9\xd0\xcb" or geometry[4:6] != b"\x00\x03":
        return 0
    left, right = (int.from_bytes(geometry[i : i + 4], "big", signed=True) for i in (8, 16))
    return max(0, right - left + 1)


def remember_panels(win: Any) -> None:
    """Keep the panels' places and sizes, and the window's width they were made for."""
    win.settings.setValue("window_state", win.saveState())
    win.settings.setValue(STATE_WIDTH, win.width())


def saved_for_another_size(win: Any) -> bool:
    """Whether the panels were saved on a window of quite another width than this one (once per run)."""
    saved = getattr(win, "panels_saved_at", 0)
    return bool(saved) and abs(win.width() - saved) > saved * ANOTHER_SIZE


def place_log(win: Any) -> None:
    """Give the log its first width once (its tab neighbour, the History, would make it wider); on a narrow
    window fold the panels away instead and say how to bring them back. Panels saved on a window of quite
    another width are placed again the same way (a folded log gets its width when it is shown)."""
    if saved_for_another_size(win):
        win._log_width_due = True
    win.panels_saved_at = 0
    if not win._log_width_due:
        return
    win._log_width_due = False
    win.log.width_hint = log_width(win.width())
    if win.log_dock.isHidden():
        win.log_width_pending = True  # folded away by the player or a narrow window: its width comes when shown
        return
    if win.width() < NARROW:
        win.log_width_pending = True
        win.panels_action.setChecked(False)
        win.statusBar().showMessage(FOLDED_NOTE, 15000)
        return
    _give_width(win, win.log.width_hint)
