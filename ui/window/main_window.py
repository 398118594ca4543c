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
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QSettings, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QKeySequence,
    QResizeEvent,
    QShowEvent,
    QUndoGroup,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMenu,
    QMessageBox,
    QWidget,
)

from ui.checked_settings import NOTES, bytes_setting
from ui.faults import FaultGuard
from ui.gc_pacer import GcPacer
from ui.seats.bot_seats import BotSeats
from ui.teach import help_dialogs
from ui.teach.menu import add_help_entries
from ui.window import side_panels
from ui.window.file_dialogs import remember_folder
from ui.window.frame import (
    Central,
    answered_by_themselves,
    distinct_keys,
    faces_folder,
    fit_to_screen_area,
    saved_screen_width,
    too_small,
)
from ui.window.game_files import GameFilesWindow
from ui.window.menus import build_menus
from ui.window.table_mode import TableMode

if TYPE_CHECKING:
    from bigtrouble.actions import Action
    from bigtrouble.model import State
    from ui.mat.curtain import Curtain
    from ui.mat.pixmaps import PixmapCache
    from ui.mat.scene import MatScene
    from ui.mat.view import MatView
    from ui.panels.card_viewer import CardViewer
    from ui.panels.history_view import HistoryView
    from ui.panels.log import LogPanel
    from ui.session import Session
    from ui.window.end_screen import EndScreen
    from ui.window.zoom import CardZoom


class MainWindow(GameFilesWindow):
    """Big Trouble's window. ``session`` is the game shown (``None`` before one starts)."""

    scene: MatScene
    view: MatView
    cache: PixmapCache
    curtain: Curtain
    viewer: CardViewer
    zoom: CardZoom
    log: LogPanel
    history: HistoryView
    log_dock: QDockWidget
    history_dock: QDockWidget
    # Built by ui.window.menus.build_menus:
    _menu_by_name: dict[str, QMenu]
    undo_action: QAction
    full_control_action: QAction
    strict_action: QAction
    hover_action: QAction
    full_screen_action: QAction
    confirm_end_action: QAction
    scale_group: QActionGroup
    interface_scale: int = 100
    speed_group: QActionGroup

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
        self.resumed = False
        self.central = Central()
        self.setCentralWidget(self.central)
        self.undo_group = QUndoGroup(self)
        self.status_label = QLabel()
        self.statusBar().addWidget(self.status_label, 1)  # a passing message takes its place, never runs into it
        self.save_warning = QLabel()
        self.save_warning.setObjectName("save_warning")
        self.save_warning.setWordWrap(True)
        self.save_warning.setStyleSheet("QLabel { background: #8b1a1a; color: white; padding: 2px 8px; }")
        self.save_warning.hide()
        self.statusBar().addPermanentWidget(self.save_warning, 1)
        self.end_screen: EndScreen | None = None
        self._was_maximized = False  # before Full Screen, to go back to
        self.pile_dialog: QWidget | None = None
        self.advisor: Any = None  # ui.panels.advisor.Advisor, made when first asked
        self.bot_turn_panel: Any = None  # ui.panels.bot_moves.BotTurnPanel, made when first opened
        self.mat_built = False
        self._docks_sized = False
        self._log_width_due = False
        self._fit_wanted = False
        self._geometry_restored = False
        self._anim_ms = 180
        self._shortcuts: list[tuple[QAction, list[QKeySequence]]] = []
        self.faults = FaultGuard(self, self)
        self.bot_seats = BotSeats(self, self.submit, lambda t: self.statusBar().showMessage(t, 8000), self.settings)
        self.gc_pacer = GcPacer(lambda: self.mat_built and self.scene.anims is not None, self)  # (ui/gc_pacer)
        self._menus()
        self._load_settings()
        if not frame_only:
            self.build_mat()

    def build_mat(self) -> None:
        """Load the game; put the mat, the log and the history in (once)."""
        if self.mat_built:
            return
        self._load_preferences()
        from ui.mat import pixmaps
        from ui.mat.curtain import Curtain
        from ui.mat.scene import MatScene
        from ui.mat.view import MatView
        from ui.panels.card_viewer import CardViewer
        from ui.panels.history_view import HistoryView  # with the mat: its Qt classes take ~20 ms to set up
        from ui.panels.log import LogPanel
        from ui.panels.whatnow import WhatNow
        from ui.window.zoom import CardZoom

        self.log = LogPanel()
        self.history = HistoryView(self.undo_group)
        self.history.setEmptyLabel("Start")
        self._size_log(self.width(), self.height())
        side_panels.build_docks(self)
        restored = side_panels.restore_panels(self)
        if NOTES:
            QTimer.singleShot(0, self, self._tell_settings_notes)
        self._log_width_due = not restored
        self._size_log(self.width(), self.height())
        if self.isVisible():
            QTimer.singleShot(0, self, self._place_log)
        self.cache = pixmaps.PixmapCache(disk=faces_folder())
        if self.cache.disk is not None and not pixmaps.DISK:
            pixmaps.DISK.append(self.cache.disk)
        self.scene = MatScene(self.submit, self.cache)
        self.scene.anim_ms = self._anim_ms
        self.scene.watching = self.bot_seats.person_waits  # a bot's turn offers the person none of its moves
        self.scene.may_end_turn = self.may_end_turn
        self.view = MatView(self.scene)
        self.view.paint_listeners.append(self.history.history_model.after_frame)  # the History waits for the frame
        self.central.set_view(self.view)
        self.table_mode.attach_view(self.view)
        self.curtain = Curtain(self.central)
        self.central.covers.append(self.curtain)
        self.curtain.ready.connect(self._curtain_lifted)
        self.viewer = CardViewer(self.cache, self.central)
        self.view.close_popup = self._close_pinned_viewer
        self.zoom = CardZoom(
            self.viewer, self.central, self.view, self.scene, self.curtain, self.hover_action.isChecked
        )
        self.scene.status.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.scene.pile_inspected.connect(self.show_pile)
        self.whatnow = WhatNow(self, self.scene, self.submit_and_report, self._menu_by_name["game"], self.settings)
        for act, keys in self._shortcuts:  # setting one creates PySide6's Qt namespace: not before the first frame
            act.setShortcuts(distinct_keys(keys))
        self.help_desk.listen()  # rule links (ui.rules) load with the mat, after the first frame
        self.mat_built = True

    # --- building -------------------------------------------------------------------

    def _size_log(self, width: int, height: int) -> None:
        side_panels.size_log(self, width, height)

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
        if self.mat_built:
            QTimer.singleShot(0, self, self._place_log)
        if self._fit_wanted:  # again once the window manager has put its frame on (it takes a moment)
            self._fit_wanted = False
            for ms in (0, 150, 600):
                QTimer.singleShot(ms, self, lambda: fit_to_screen_area(self))

    def _place_log(self) -> None:
        side_panels.place_log(self)

    def fit_to_screen(self, default: tuple[int, int] = (1366, 768)) -> None:
        """Open at the size the player left it on this screen (else ``default``, or nine tenths of a larger
        screen), never larger than the free area of the screen it opens on, frame included, so the status bar is
        always on screen. A size saved on a screen of another width, or too small to play in, is not kept."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        free = screen.availableGeometry() if screen is not None else None
        if not self._geometry_restored or (free is not None and too_small(self.size(), free)):
            w, h = default
            if free is not None:  # a large screen gets a large window at first: nine tenths of it
                w, h = max(w, free.width() * 9 // 10), max(h, free.height() * 9 // 10)
            self.resize(w, h)
        self._fit_wanted = True
        fit_to_screen_area(self)

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
        build_menus(self)
        self.help_desk = help_dialogs.install(self)  # Help's entries keep help_dialogs.HELP_ORDER, whoever adds them
        add_help_entries(self)  # Learn to Play and Puzzles (ui.teach.menu)
        self._shortcuts += self.bot_seats.install_menus(self._menu_by_name["view"], self._menu_by_name["game"])
        self.table_mode = TableMode(self)  # Game > Table Mode, positions as files (ui/window/table_mode)

    def _load_preferences(self) -> None:
        """The player's preferences, read through the strict converter (a bad value back to its default). Read
        with the mat, after the first frame: the converter's import would delay the window's first paint."""
        from ui.preferences import read_preferences

        prefs, notes = read_preferences(self.settings)
        NOTES.extend(notes)
        self.set_animation_ms(prefs.animation_ms)
        self.full_control_action.setChecked(prefs.full_control)
        self.strict_action.setChecked(prefs.strict_undo)
        self.hover_action.setChecked(prefs.hover_viewer)
        self.confirm_end_action.setChecked(prefs.confirm_end_turn)
        if prefs.ui_scale != 100 or getattr(self, "interface_scale", 100) != 100:
            self.set_interface_scale(prefs.ui_scale)
        else:
            self.interface_scale = 100
            for act in self.scale_group.actions():
                act.setChecked(act.data() == 100)
        if NOTES:
            QTimer.singleShot(0, self, self._tell_settings_notes)

    def _load_settings(self) -> None:
        s = self.settings
        geometry = bytes_setting(s, "geometry")
        screen = self.screen() or QGuiApplication.primaryScreen()
        width = screen.geometry().width() if screen is not None else None
        taken_on = saved_screen_width(bytes(geometry.data())) if geometry is not None else None
        if geometry is not None and taken_on in (None, width):  # a size left on another screen may not fit this one
            self._geometry_restored = self.restoreGeometry(geometry)
        if NOTES:
            QTimer.singleShot(0, self, self._tell_settings_notes)

    def _tell_settings_notes(self) -> None:
        """Say once which settings were not understood and went back to their defaults (beside the status line,
        so the window's own first messages don't wipe it; it goes after half a minute)."""
        if not NOTES:
            return
        note = QLabel("Some settings were not understood and went back to their defaults: " + "; ".join(NOTES) + ".")
        note.setObjectName("settings_note")
        note.setWordWrap(True)
        self.statusBar().addPermanentWidget(note, 1)
        QTimer.singleShot(30_000, note, note.deleteLater)
        self.settings_note = note
        NOTES.clear()

    def set_interface_scale(self, pct: int) -> None:
        """View > Interface Size: the text of the menus, panels, log and dialogs at ``pct`` percent (75-200), kept
        between runs; the mat keeps fitting the window, so its layout stays whole at any size."""
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance()
        if isinstance(app, QApplication):
            base = app.property("bigtrouble_base_font_pt")
            if not isinstance(base, float):
                base = app.font().pointSizeF() if app.font().pointSizeF() > 0 else 10.0
                app.setProperty("bigtrouble_base_font_pt", base)
            font = app.font()
            font.setPointSizeF(base * pct / 100)
            app.setFont(font)
            self.statusBar().clearMessage()  # a new font shows the bar's turn line again, over any passing message
        self.interface_scale = pct
        self.settings.setValue("ui_scale", pct)
        for act in self.scale_group.actions():
            act.setChecked(act.data() == pct)

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

    def set_full_screen(self, on: bool) -> None:
        """Fill the whole screen with the game (F11), or go back to the window as it was: on a small screen
        the title bar and the desktop's panels are room the cards can use."""
        if on == self.isFullScreen():
            return
        if on:
            self._was_maximized = self.isMaximized()
            self.showFullScreen()
        elif self._was_maximized:
            self.showMaximized()
        else:
            self.showNormal()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        """The View menu's Full Screen tick follows the window, however it entered or left full screen."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange and hasattr(self, "full_screen_action"):
            self.full_screen_action.setChecked(self.isFullScreen())

    def _set_strict(self, on: bool) -> None:
        self.settings.setValue("strict_undo", on)
        if self.session is not None:
            self.session.strict = on

    # --- the game -----------------------------------------------------------------------

    def start(self, session: Session, path: Path | None = None, resumed: bool = False) -> None:
        """Show ``session`` (a new game, a loaded save, or a position; ``resumed``: the autosave's game)."""
        old = self.session
        if old is not None and old is not session and self.game_in_progress():
            self.keep_game(old)  # a game in progress is never lost (its autosave goes to the next game)
        if old is not None:
            old.changed.disconnect(self._changed)
            old.stepped.disconnect(self.autosave_now)
            self.undo_group.removeStack(old.stack)
        session.full_control = self.full_control_action.isChecked()
        if self.strict_action.isChecked() and not session.strict:
            session.adopt_strict()  # a resumed game: undo stops where it stopped before (its last hidden step)
        session.strict = self.strict_action.isChecked()
        session.settle()
        self.session = session
        self.save_path = path
        self.resumed = resumed
        self.undo_group.addStack(session.stack)
        self.undo_group.setActiveStack(session.stack)
        session.stepped.connect(self.autosave_now)  # saved before the mat is drawn
        session.changed.connect(self._changed)
        self.bot_seats.attach(session, self.settings, self.autosave_now)
        self.autosave_now()
        self.curtain.hide()
        self.scene.hide_hand = False
        self.scene.state = None
        self.view.relayout()
        if self._resumed_behind_curtain(session):
            self.scene.hide_hand = True
            self.curtain.cover_for(session.state)
        self._changed(session.state, None)
        self.refresh_panels()
        if not self.curtain.isVisible():
            self.view.setFocus()  # keys go to the mat at once (Tab, Enter), not to whatever had the focus

    def submit(self, action: Action) -> str | None:
        """The scene's way in: do ``action`` through the session; the error sentence if it is illegal."""
        if self.session is None or (waiting := self.bot_seats.refuses_person()):
            return waiting if self.session is not None else "Start a game first (File > New Game)."
        before = self.session.state
        try:
            return self.session.submit(action)
        except Exception as exc:  # an engine fault: nothing changed, the player is told
            return self.faults.engine_fault(exc, action.describe(before))

    def _close_pinned_viewer(self) -> bool:
        """Esc on the mat: close the card pinned large, if one is shown (it stayed until a click)."""
        if self.viewer.isVisible() and self.viewer.pinned:
            self.viewer.hide_card(force=True)
            return True
        return False

    def ask_advisor(self) -> None:
        """Game > What Would You Do? (F3): the strong bot's three best moves, thought out in the background."""
        from ui.panels.advisor import Advisor

        if self.advisor is None:
            self.advisor = Advisor(self)
        self.advisor.ask()

    def show_bot_turn(self) -> None:
        """Game > Bot's Turn, Move by Move (F4): the latest bot turn's moves, each with the bot's reason."""
        from ui.panels.bot_moves import BotTurnPanel

        if self.bot_turn_panel is None:
            self.bot_turn_panel = BotTurnPanel(self)
        self.bot_turn_panel.open()

    def _end_turn(self) -> None:
        from bigtrouble.actions import EndTurn

        if self.session is not None and not self.may_end_turn(self.session.state):
            return
        self.submit_and_report(EndTurn())

    def may_end_turn(self, s: State) -> bool:
        """Whether the person's End Turn goes ahead: asks first when Recruit or Attack could still be spent.

        Only when something could be recruited or fought with what is left (Game > Ask Before Ending a Turn
        With Points Left turns it off); a bot's End Turn is never asked about.
        """
        from bigtrouble.actions import Fight, FightMastermind, Recruit
        from bigtrouble.engine import legal_actions

        if not self.confirm_end_action.isChecked() or s.pending is not None or getattr(self, "tutor", None) is not None:
            return True  # a lesson or a puzzle says itself when to end the turn
        spendable = [a for a in legal_actions(s) if isinstance(a, (Recruit, Fight, FightMastermind))]
        if not spendable:
            return True
        left = [f"{n} {what}" for n, what in ((s.turn.recruit, "Recruit"), (s.turn.attack, "Attack")) if n > 0]
        answer = QMessageBox.question(
            self,
            "End the turn?",
            f"You still have {' and '.join(left)} to spend: {len(spendable)} recruit or fight moves are open."
            "\n\nEnd the turn anyway? (Game > Ask Before Ending a Turn With Points Left turns this question off.)",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _heal(self) -> None:
        from bigtrouble.actions import Heal

        self.submit_and_report(Heal())

    def submit_and_report(self, action: Action) -> None:
        """Do ``action`` from a menu or shortcut; say why in the status bar if it can't be done."""
        error = self.submit(action)
        if error:
            self.statusBar().showMessage(error, 8000)

    def _changed(self, new: State, old: State | None) -> None:
        from bigtrouble.model import Phase

        played = self.session is None or not self.session.watched
        if played and self.hot_seat and self.bot_seats.curtain_needed(new, old):  # between people (ui/bot_seats)
            self.scene.hide_hand = True
            self.curtain.cover_for(new)
        self.statusBar().clearMessage()  # "... press Enter" or a refusal was about the state before
        self.zoom.hide()  # its card may have moved away (or be about to hide behind the curtain)
        self.table_mode.sync(new)
        notes = answered_by_themselves(new, old)
        if notes:
            self.statusBar().showMessage(" ".join(notes), 12000)
            self.scene.say(notes[-1] if len(notes) == 1 else f"{len(notes)} choices answered themselves: see the log.")
        try:
            self.scene.sync(new)
        except Exception as exc:
            self.faults.drawing_fault(exc, "the mat")
        if not self._panels_due:
            self._panels_due = True
            QTimer.singleShot(0, self.refresh_panels)
        if played and new.phase is Phase.OVER and (old is None or old.phase is not Phase.OVER):
            self.show_end_screen(new)
        self.bot_seats.state_changed(new, old)
        self.gc_pacer.poke()  # Python's full collection waits for the next pause
        if self.advisor is not None:
            self.advisor.state_changed(new)
        if self.bot_turn_panel is not None:
            self.bot_turn_panel.state_changed()

    def _resumed_behind_curtain(self, session: Session) -> bool:
        """A game resumed between several people starts behind the curtain: whoever sits down may not be
        the player whose hand it is."""
        if session.watched or not self.hot_seat or not self.bot_seats.resume_behind_curtain(session.state):
            return False
        return bool(session.stack.count() or session.committed)

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
        from ui.mat.prompts import prompt_words

        who = s.players[current_player(s)].name
        if s.phase is Phase.OVER:
            text = "Game over."
        elif s.pending is not None:
            text = prompt_words(s, s.pending)
        elif s.turn.showdown:
            text = f"FINAL SHOWDOWN — {who}'s Showdown Turn: play cards for your Showdown Total."
        else:
            text = f"{who}'s turn: play, recruit, fight, then End Turn (Tab cycles moves, Enter does one)."
        text = self.bot_seats.status_words(s) or text  # a bot's turn is watched, not played
        self.status_label.setText(text)
        self._title(s)

    def _title(self, s: State) -> None:
        """The save file (or "New game") and whose turn; Qt adds the program's name after it."""
        from bigtrouble.model import Phase

        game = self.save_path.name if self.save_path is not None else "Resumed game" if self.resumed else "Unsaved game"
        where = "game over" if s.phase is Phase.OVER else f"{s.players[s.current].name}'s turn"  # not the decider
        self.setWindowTitle(f"{game} — {where}")

    def save_to(self, path: Path) -> bool:
        """Write the game to ``path`` and name it in the title."""
        done = super().save_to(path)
        if done and self.session is not None:
            remember_folder(getattr(self, "settings", None), path)
            self._title(self.session.state)
        return done

    def open_file(self, path: Path) -> bool:
        """Open a save; the next file dialog starts in its folder."""
        done = super().open_file(path)
        if done:
            remember_folder(self.settings, path)
        return done

    def show_pile(self, key: str) -> None:
        """Show the cards of a face-up pile as card faces, grouped by kind with counts."""
        from ui.panels.pile_browser import PileBrowser

        if self.session is not None:
            self.pile_dialog = PileBrowser(self.session.state, key, self.cache, self)
            self.pile_dialog.open()

    def show_end_screen(self, s: State) -> None:
        """Open the end screen (team result, VP breakdown, individual winner; New game, Play again, Same deal)."""
        from ui.window.end_screen import EndScreen

        if self.session is not None and self.session.state is s:
            self.remember(self.session, abandoned=False)
        if self.end_screen is not None:
            self.end_screen.deleteLater()  # one end screen at a time: each game's used to stay as the window's child
        session = self.session
        replayable = session is not None and session.setup is not None
        won = getattr(session, "won", None)  # a lesson counts what was won in it (ui.teach.tutorial)
        screen = EndScreen(
            s, self, session.seed if session is not None else 0, replayable, won(s) if won is not None else None
        )
        screen.accepted.connect(lambda: self._after_the_end(screen.next_game))
        if session is not None and session.record() is not None:
            from ui.window.challenges import game_code

            screen.show_code(game_code(session.record()))
        if session is not None:
            from bigtrouble.rules.story import story

            h = session.history
            screen.show_story(story(h.states[: h.index + 1]), [p.name for p in s.players])
        self.end_screen = screen
        screen.open()

    def _after_the_end(self, choice: str) -> None:
        """What the end screen's button asked for: the New Game dialog, or this game's setup dealt again."""
        from ui.window.end_screen import EndScreen

        if choice in (EndScreen.AGAIN, EndScreen.SAME_DEAL):
            self.play_again(same_deal=choice == EndScreen.SAME_DEAL)
        else:
            self.new_game_dialog()

    def mousePressEvent(self, event: object) -> None:  # noqa: N802
        """A click anywhere closes a pinned card viewer."""
        self.viewer.hide_card(force=True)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        """Remember the window's size and panels; ask first if the game's last moves could not be saved."""
        if not self.may_quit():
            event.ignore()
            return
        self.settings.setValue("geometry", self.saveGeometry())
        side_panels.remember_panels(self)
        super().closeEvent(event)
