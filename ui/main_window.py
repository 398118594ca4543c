"""The main window: the mat, the log and history panels, menus, saving and the hot-seat curtain.

The window is built in two steps so a double-click shows it at once: the frame
(menus, status bar, the mat's felt) needs only Qt, and :meth:`MainWindow.build_mat`
then loads the game (the card set, the engine, the renderer) and puts the mat and
the side panels in. ``MainWindow()`` does both; ``bigtrouble`` with no arguments
paints the frame first. (Nothing in the frame touches PySide6's ``Qt`` namespace,
whose enums take a noticeable while to create.)
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QSettings, QStandardPaths, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QColor,
    QCursor,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QShowEvent,
    QUndoGroup,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from ui.faults import FaultGuard
from ui.game_files import GameFilesWindow

if TYPE_CHECKING:
    from bigtrouble.actions import Action
    from bigtrouble.model import State
    from ui.curtain import Curtain
    from ui.dialogs import EndScreen
    from ui.panels import CardViewer, LogPanel
    from ui.pixmaps import PixmapCache
    from ui.scene import MatScene
    from ui.session import Session
    from ui.view import MatView

SPEEDS = (("Off", 0), ("Quick", 180), ("Normal", 320), ("Slow", 600))
FELT = QColor(22, 62, 52)
"""The mat's felt (``ui.decor.FELT``), shown until the mat is in."""


def distinct_keys(keys: list[QKeySequence]) -> list[QKeySequence]:
    """``keys`` without repeats: a platform's standard key may equal one listed beside it (Redo is Ctrl+Shift+Z
    on Linux), and Qt ignores a key bound twice to one action as an "ambiguous shortcut overload"."""
    out: list[QKeySequence] = []
    for k in keys:
        if not k.isEmpty() and all(k != o for o in out):
            out.append(k)
    return out


def faces_folder() -> Path | None:
    """Where rendered card faces are kept between runs (the user's cache folder)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(folder) / "faces" if folder else None


class Central(QWidget):
    """The mat view with the curtain and the card viewer floating over it; bare felt until the view is in."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty centre; :meth:`set_view` puts the mat in, overlays are added as children."""
        super().__init__(parent)
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(0, 0, 0, 0)
        self.covers: list[QWidget] = []

    def set_view(self, view: QWidget) -> None:
        """Fill the centre with ``view``."""
        self.lay.addWidget(view)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        """Felt, under the view (seen only before the mat is in)."""
        if not self.lay.count():
            p = QPainter(self)
            p.fillRect(self.rect(), FELT)
            p.end()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        """Keep the curtain covering everything."""
        super().resizeEvent(event)
        for child in self.covers:
            child.setGeometry(self.rect())


class MainWindow(GameFilesWindow):
    """Big Trouble's window. ``session`` is the game shown (``None`` before one starts)."""

    scene: MatScene
    view: MatView
    cache: PixmapCache
    curtain: Curtain
    viewer: CardViewer
    log: LogPanel
    history: QUndoView
    log_dock: QDockWidget
    history_dock: QDockWidget

    def __init__(self, settings: QSettings | None = None, autosave: bool = True, frame_only: bool = False) -> None:
        """Build the window; ``autosave`` off for screenshots and tests that don't want files.

        With ``frame_only`` the mat is left out until :meth:`build_mat` (which the caller must then run).
        """
        super().__init__()
        self.setWindowTitle("")  # Qt shows the program's name (applicationDisplayName) with every title
        self.settings = settings or QSettings()
        self.autosave_enabled = autosave
        self.hot_seat = True
        self._panels_due = False
        self.session: Session | None = None
        self.save_path: Path | None = None
        self.central = Central()
        self.setCentralWidget(self.central)
        self.undo_group = QUndoGroup(self)
        self.status_label = QLabel()
        self.statusBar().addPermanentWidget(self.status_label)
        self._hover_id = ""
        self.hover_timer = QTimer(self)
        self.hover_timer.setSingleShot(True)
        self.hover_timer.setInterval(350)
        self.hover_timer.timeout.connect(lambda: self._show_viewer(self._hover_id, False))
        self.end_screen: EndScreen | None = None
        self.pile_dialog: QWidget | None = None
        self.mat_built = False
        self._docks_sized = False
        self._anim_ms = 180
        self._shortcuts: list[tuple[QAction, list[QKeySequence]]] = []
        self.faults = FaultGuard(self, self)
        self._menus()
        self._load_settings()
        if not frame_only:
            self.build_mat()

    def build_mat(self) -> None:
        """Load the game; put the mat, the log and the history in (once)."""
        if self.mat_built:
            return
        from ui import pixmaps
        from ui.curtain import Curtain
        from ui.panels import CardViewer, LogPanel
        from ui.scene import MatScene
        from ui.view import MatView

        self.log = LogPanel()
        self.history = QUndoView(self.undo_group)
        self.history.setEmptyLabel("Start")
        self._size_log(self.width(), self.height())
        self._docks()
        dock_state = self.settings.value("window_state")
        if dock_state is not None:
            self.restoreState(dock_state)
        self.cache = pixmaps.PixmapCache(disk=faces_folder())
        if self.cache.disk is not None and not pixmaps.DISK:
            pixmaps.DISK.append(self.cache.disk)
        self.scene = MatScene(self.submit, self.cache)
        self.scene.anim_ms = self._anim_ms
        self.view = MatView(self.scene)
        self.central.set_view(self.view)
        self.curtain = Curtain(self.central)
        self.central.covers.append(self.curtain)
        self.curtain.ready.connect(self._curtain_lifted)
        self.viewer = CardViewer(self.cache, self.central)
        self.scene.status.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.scene.hovered.connect(self._hovered)
        self.scene.inspected.connect(lambda cid: self._show_viewer(cid, True))
        self.scene.pile_inspected.connect(self.show_pile)
        for act, keys in self._shortcuts:  # setting one creates PySide6's Qt namespace: not before the first frame
            act.setShortcuts(distinct_keys(keys))
        self.mat_built = True

    # --- building -------------------------------------------------------------------

    def _docks(self) -> None:
        from PySide6.QtCore import Qt

        self.log_dock = QDockWidget("Log", self)
        self.log_dock.setObjectName("log_dock")
        self.log_dock.setWidget(self.log)
        self.history_dock = QDockWidget("History", self)
        self.history_dock.setObjectName("history_dock")
        self.history_dock.setWidget(self.history)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history_dock)
        self.tabifyDockWidget(self.log_dock, self.history_dock)
        self.log_dock.raise_()
        view_menu = self._menu_by_name["view"]
        view_menu.addAction(self.log_dock.toggleViewAction())
        view_menu.addAction(self.history_dock.toggleViewAction())

    def _size_log(self, width: int, height: int) -> None:
        if not self._docks_sized:
            self.log.width_hint = max(240, min(420, width // 5))
        self.log.set_text_px(max(12, min(20, height // 62)))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        """Until the player arranges the panels, the log takes a fifth of the width (set before the first layout).

        The log's type grows with the window so it stays readable on large screens.
        """
        if self.mat_built:
            self._size_log(event.size().width(), event.size().height())
        super().resizeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        """The panels keep whatever width they have once the window is shown."""
        super().showEvent(event)
        self._docks_sized = True

    def _action(
        self,
        menu_name: str,
        text: str,
        slot: Callable[..., object],
        shortcut: QKeySequence | list[QKeySequence] | None = None,
        checkable: bool = False,
    ) -> QAction:
        menu = self._menu_by_name[menu_name]
        act = QAction(text, self)
        if shortcut is not None:
            self._shortcuts.append((act, shortcut if isinstance(shortcut, list) else [shortcut]))
        act.setCheckable(checkable)
        if checkable:
            act.toggled.connect(slot)
        else:
            act.triggered.connect(slot)
        menu.addAction(act)
        return act

    def _menus(self) -> None:
        bar = self.menuBar()
        self._menu_by_name = {
            name: bar.addMenu(title)
            for name, title in (
                ("file", "&File"),
                ("edit", "&Edit"),
                ("game", "&Game"),
                ("view", "&View"),
                ("help", "&Help"),
            )
        }
        # The Help menu's entries, in this order: Learn to Play, How to Play, Rules, Puzzles,
        # Keyboard Shortcuts, Report a Problem, About. Each is added where its feature is built.
        self.report_action = self._action("help", "Report a &Problem…", self.report_problem)
        K = QKeySequence.StandardKey
        self._action("file", "&New Game…", self.new_game_dialog, QKeySequence(K.New))
        self._action("file", "&Open…", self.open_dialog, QKeySequence(K.Open))
        self._action("file", "&Save", self.save, QKeySequence(K.Save))
        self._action("file", "Save &As…", self.save_as, QKeySequence(K.SaveAs))
        self._menu_by_name["file"].addSeparator()
        self._action("file", "&Quit", self.close, QKeySequence(K.Quit))
        edit = self._menu_by_name["edit"]
        self.undo_action = self.undo_group.createUndoAction(self, "&Undo")
        self._shortcuts.append((self.undo_action, [QKeySequence(K.Undo)]))
        self.redo_action = self.undo_group.createRedoAction(self, "&Redo")
        self._shortcuts.append(
            (self.redo_action, [QKeySequence(K.Redo), QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        )
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        self._action("game", "&End Turn", self._end_turn, [QKeySequence("Ctrl+E"), QKeySequence("Ctrl+Return")])
        self._action("game", "&Heal Wounds", self._heal, QKeySequence("Ctrl+H"))
        self._action("game", "Next Legal Action (Tab)", lambda: self.scene.focus_step(1))
        self._action("game", "Do Focused Action (Enter)", lambda: self.scene.activate_focus())
        self._menu_by_name["game"].addSeparator()
        self.full_control_action = self._action(
            "game", "&Full Control (no automatic answers)", self._set_full_control, checkable=True
        )
        self.strict_action = self._action(
            "game", "&Strict Undo (stop at hidden information)", self._set_strict, checkable=True
        )
        self._action("view", "Zoom &In", lambda: self.view.zoom_in(), [QKeySequence(K.ZoomIn), QKeySequence("Ctrl+=")])
        self._action("view", "Zoom &Out", lambda: self.view.zoom_out(), QKeySequence(K.ZoomOut))
        self._action("view", "&Fit Window", lambda: self.view.zoom_reset(), QKeySequence("Ctrl+0"))
        speed_menu = self._menu_by_name["view"].addMenu("&Animations")
        self.speed_group = QActionGroup(self)
        for label, ms in SPEEDS:
            act = QAction(label, self, checkable=True)
            act.setData(ms)
            act.triggered.connect(lambda _=False, v=ms: self.set_animation_ms(v))
            self.speed_group.addAction(act)
            speed_menu.addAction(act)
        self.hover_action = self._action(
            "view", "Large Card on &Hover", lambda on: self.settings.setValue("hover_viewer", on), checkable=True
        )

    def _load_settings(self) -> None:
        s = self.settings
        self.set_animation_ms(int(str(s.value("animation_ms", 180))))
        self.full_control_action.setChecked(bool(s.value("full_control", False, type=bool)))
        self.strict_action.setChecked(bool(s.value("strict_undo", False, type=bool)))
        self.hover_action.setChecked(bool(s.value("hover_viewer", True, type=bool)))
        geometry = s.value("geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)

    def set_animation_ms(self, ms: int) -> None:
        """Set the animation length (0 = no animation) and remember it."""
        self._anim_ms = ms
        if self.mat_built:
            self.scene.anim_ms = ms
        self.settings.setValue("animation_ms", ms)
        for act in self.speed_group.actions():
            act.setChecked(act.data() == ms)

    def _set_full_control(self, on: bool) -> None:
        self.settings.setValue("full_control", on)
        if self.session is not None:
            self.session.full_control = on

    def _set_strict(self, on: bool) -> None:
        self.settings.setValue("strict_undo", on)
        if self.session is not None:
            self.session.strict = on

    # --- the game -----------------------------------------------------------------------

    def start(self, session: Session, path: Path | None = None) -> None:
        """Show ``session`` (a new game, a loaded save, or a position)."""
        old = self.session
        if old is not None:
            old.changed.disconnect(self._changed)
            old.stack.indexChanged.disconnect(self.autosave_now)
            self.undo_group.removeStack(old.stack)
        session.full_control = self.full_control_action.isChecked()
        session.strict = self.strict_action.isChecked()
        session.settle()
        self.session = session
        self.save_path = path
        self.undo_group.addStack(session.stack)
        self.undo_group.setActiveStack(session.stack)
        session.stack.indexChanged.connect(self.autosave_now)  # saved before the mat is drawn
        session.changed.connect(self._changed)
        self.autosave_now()
        self.curtain.hide()
        self.scene.hide_hand = False
        self.scene.state = None
        self.view.relayout()
        self._changed(session.state, None)
        self.refresh_panels()

    def submit(self, action: Action) -> str | None:
        """The scene's way in: do ``action`` through the session; the error sentence if it is illegal."""
        if self.session is None:
            return "Start a game first (File > New Game)."
        before = self.session.state
        try:
            return self.session.submit(action)
        except Exception as exc:  # an engine fault: nothing changed, the player is told
            return self.faults.engine_fault(exc, action.describe(before))

    def _end_turn(self) -> None:
        from bigtrouble.actions import EndTurn

        self.submit_and_report(EndTurn())

    def _heal(self) -> None:
        from bigtrouble.actions import Heal

        self.submit_and_report(Heal())

    def submit_and_report(self, action: Action) -> None:
        """Do ``action`` from a menu or shortcut; say why in the status bar if it can't be done."""
        error = self.submit(action)
        if error:
            self.statusBar().showMessage(error, 8000)

    def _changed(self, new: State, old: State | None) -> None:
        from bigtrouble.engine import current_player
        from bigtrouble.model import Phase
        from ui.prompts import prompt_words

        hot_seat = self.hot_seat and new.setup.players > 1 and new.phase is not Phase.OVER
        if hot_seat and old is not None and current_player(new) != current_player(old):
            self.scene.hide_hand = True
            who = new.players[current_player(new)].name
            reason = prompt_words(new, new.pending) if new.pending is not None else f"Turn {new.turn.number}."
            if new.turn.showdown:
                reason = "Final Showdown: your Showdown Turn."
            deciding_out_of_turn = current_player(new) != new.current
            headline = f"{who} decides" if deciding_out_of_turn else ""
            self.curtain.cover(who, reason, headline)
        self.statusBar().clearMessage()  # "... press Enter" or a refusal was about the state before
        try:
            self.scene.sync(new)
        except Exception as exc:
            self.faults.drawing_fault(exc, "the mat")
        if not self._panels_due:
            self._panels_due = True
            QTimer.singleShot(0, self.refresh_panels)
        if new.phase is Phase.OVER and (old is None or old.phase is not Phase.OVER):
            self.show_end_screen(new)

    def refresh_panels(self) -> None:
        """Bring the log and the status line up to date (the autosave is written before, with each step).

        Run just after the mat's frame (a zero timer), so the mat never waits for the side panels.
        """
        self._panels_due = False
        if self.session is None:
            return
        s = self.session.state
        try:
            self.log.show_state(s)
            self._status(s)
        except Exception as exc:
            self.faults.drawing_fault(exc, "the log")

    def redraw(self) -> None:
        """Draw the mat, the log and the status line afresh from the game's state (after a fault)."""
        if self.session is None or not self.mat_built:
            return
        s = self.session.state
        self.scene.finish_animations()
        self.scene.state = None
        self.scene.sync(s, animate=False)
        self.view.viewport().update()
        self.log.show_state(s)
        self._status(s)

    def _curtain_lifted(self) -> None:
        self.scene.hide_hand = False
        if self.session is not None:
            self.scene.sync(self.session.state)
        self.view.setFocus()

    def _status(self, s: State) -> None:
        from bigtrouble.engine import current_player
        from bigtrouble.model import Phase
        from ui.prompts import prompt_words

        who = s.players[current_player(s)].name
        if s.phase is Phase.OVER:
            text = "Game over."
        elif s.pending is not None:
            text = prompt_words(s, s.pending)
        elif s.turn.showdown:
            text = f"FINAL SHOWDOWN — {who}'s Showdown Turn: play cards for your Showdown Total."
        else:
            text = f"{who}'s turn: play, recruit, fight, then End Turn (Tab cycles moves, Enter does one)."
        self.status_label.setText(text)
        self._title(s)

    def _title(self, s: State) -> None:
        """The save file (or "New game") and whose turn; Qt adds the program's name after it."""
        from bigtrouble.engine import current_player
        from bigtrouble.model import Phase

        game = self.save_path.name if self.save_path is not None else "Unsaved game"
        where = "game over" if s.phase is Phase.OVER else f"{s.players[current_player(s)].name}'s turn"
        self.setWindowTitle(f"{game} — {where}")

    def save_to(self, path: Path) -> bool:
        """Write the game to ``path`` and name it in the title."""
        done = super().save_to(path)
        if done and self.session is not None:
            self._title(self.session.state)
        return done

    def show_pile(self, key: str) -> None:
        """Show the cards of a face-up pile (top last), largest first in the viewer when one is picked."""
        from ui.dialogs import PileDialog

        if self.session is not None:
            self.pile_dialog = PileDialog(self.session.state, key, self)
            self.pile_dialog.open()

    def show_end_screen(self, s: State) -> None:
        """Open the end screen (team result, VP breakdown, individual winner)."""
        from ui.dialogs import EndScreen

        self.end_screen = EndScreen(s, self)
        self.end_screen.accepted.connect(self.new_game_dialog)
        self.end_screen.open()

    # --- hover viewer --------------------------------------------------------------------

    def _hovered(self, card_id: str) -> None:
        self._hover_id = card_id
        if not card_id:
            self.hover_timer.stop()
            self.viewer.hide_card()
        elif self.hover_action.isChecked():
            self.hover_timer.start()

    def _show_viewer(self, card_id: str, pinned: bool) -> None:
        if not card_id:
            return
        width = max(240, min(420, int(self.scene.lay.card_w * 2.8)))
        self.viewer.show_card(card_id, width, pinned)
        pos = self.central.mapFromGlobal(QCursor.pos())
        margin = 12
        x = margin if pos.x() > self.central.width() / 2 else self.central.width() - self.viewer.width() - margin
        y = max(margin, min(self.central.height() - self.viewer.height() - margin, pos.y() - self.viewer.height() // 2))
        self.viewer.move(QPoint(int(x), int(y)))

    def mousePressEvent(self, event: object) -> None:  # noqa: N802
        """A click anywhere closes a pinned card viewer."""
        self.viewer.hide_card(force=True)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        """Remember the window's size and panels."""
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.setValue("window_state", self.saveState())
        super().closeEvent(event)
