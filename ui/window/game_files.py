"""The window's File side: new game, open, save, save as, the autosave and resuming it.

The base class of :class:`ui.window.main_window.MainWindow`, kept apart so the window's module stays about
the mat and its panels. It uses the window's ``session``, ``save_path``, ``start`` and status bar.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QCheckBox, QFileDialog, QInputDialog, QMainWindow, QMessageBox

if TYPE_CHECKING:
    from bigtrouble.model import Setup, State
    from bigtrouble.saves.journal import Journal
    from ui.faults import FaultGuard
    from ui.session import Session
    from ui.window.dialogs import NewGameDialog

AUTOSAVE_NAME = "autosave.json"
SOURCE_KEY = "autosave_source"
"""The settings key naming the save file the autosaved game came from or was last saved to ("" for none)."""


def autosave_path() -> Path:
    """Where the game is saved after every action (the user's data folder)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder or Path.home() / ".bigtrouble") / AUTOSAVE_NAME


class GameFilesWindow(QMainWindow):
    """A main window with File menu actions and the autosave; the game window builds on it."""

    session: Session | None
    save_path: Path | None
    autosave_enabled: bool
    damaged_box: QMessageBox | None = None
    autosave_problem: str | None = None
    """Why the last autosave failed, in a player's words; ``None`` while saving works."""
    settings: QSettings
    autosave_file: Path | None = None
    """Where this window autosaves; ``None`` means :func:`autosave_path` (a benchmark points it elsewhere)."""
    faults: FaultGuard

    def start(self, session: Session, path: Path | None = None, resumed: bool = False) -> None:
        """Put ``session`` on the mat (``path``: the file it came from; ``resumed``: brought back from the
        autosave); the game window does it."""
        raise NotImplementedError

    def new_game_dialog(self) -> NewGameDialog:
        """Open the new-game dialog (first-game preset, 2 players); Start begins the game."""
        from ui.window.dialogs import NewGameDialog

        dlg = NewGameDialog(self)
        dlg.accepted.connect(lambda: self._start_from_dialog(dlg))
        dlg.open()
        return dlg

    def _start_from_dialog(self, dlg: NewGameDialog) -> None:
        from ui.session import Session

        if dlg.setup is not None and dlg.state is not None and self.may_leave_game("Starting a new game"):
            self.start(Session(dlg.state, dlg.setup, dlg.seed))

    def play_again(self, same_deal: bool = False) -> bool:
        """Deal this game's setup again: the same seats and choices with a new shuffle, or (``same_deal``) the
        same shuffle too. False when the game on the mat has no setup (a position set up by hand)."""
        import random

        from bigtrouble.errors import SetupError
        from bigtrouble.rules.setup import new_game
        from ui.session import Session

        old = self.session
        if old is None or old.setup is None or not self.may_leave_game("Playing again"):
            return False
        setup = fresh_seats(old.setup)
        seed = old.seed if same_deal else random.SystemRandom().randrange(1, 2**31)
        try:
            state = new_game(setup, seed)
        except SetupError as exc:
            QMessageBox.warning(self, "Can't deal this game again", str(exc))
            return False
        self.start(Session(state, setup, seed))
        return True

    def open_dialog(self) -> None:
        """File > Open."""
        name, _ = QFileDialog.getOpenFileName(
            self, "Open a saved game", str(self._save_folder()), "Big Trouble saves (*.json);;All files (*)"
        )
        if name and self.may_leave_game("Opening another game"):
            self.open_file(Path(name))

    # --- no game is ever lost ----------------------------------------------------------------

    def game_in_progress(self) -> bool:
        """Whether the game on the mat is a saveable game, not over, with a move of a player in it."""
        from bigtrouble.actions import AutoAnswer
        from bigtrouble.model import Phase

        s = self.session
        if s is None or s.record() is None or s.state.phase is Phase.OVER:
            return False
        return any(not isinstance(a, AutoAnswer) for a in s.history.actions)

    def may_leave_game(self, doing: str) -> bool:
        """Ask before ``doing`` ("Starting a new game") takes the mat from a game in progress.

        True when there is no such game or the player agrees; the game left is then kept
        (:meth:`keep_game`), never overwritten.
        """
        if not self.game_in_progress():
            return True
        answer = QMessageBox.question(
            self,
            "Leave the game in progress?",
            f"{doing} takes the mat from the game in progress.\n\nThat game is kept in the folder"
            f" {kept_folder(self.autosave_target())}: File > Open brings it back whenever you like.",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Yes

    def keep_game(self, session: Session) -> Path | None:
        """Write ``session``'s game to a file of its own in the kept-games folder (never over another file).

        Called whenever a game in progress leaves the mat, asked or not; the path, or ``None`` when
        nothing needed keeping or the file could not be written (then the player is told why).
        """
        from bigtrouble import saves

        record = session.record()
        if record is None or not self.autosave_enabled:
            return None
        self.remember(session, abandoned=True)
        folder = kept_folder(self.autosave_target())
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = free_name(folder / f"game-{time.strftime('%Y%m%d-%H%M%S')}.json")
            saves.save(record, path)
        except OSError as exc:
            QMessageBox.warning(
                self, "The game left could not be kept", f"It could not be written to {folder}: {disk_words(exc)}"
            )
            return None
        self.statusBar().showMessage(f"The game you left is kept as {path} (File > Open brings it back).", 15000)
        return path

    def remember(self, session: Session, abandoned: bool) -> None:
        """Keep ``session``'s game in the game memory beside the autosave, once: when it ends or leaves the mat.

        Nothing for a window without the autosave (tests, benchmarks) or a position with no setup; a
        problem (a damaged memory set aside, a busy or unwritable file) is told in the status bar.
        """
        record = session.record()
        if record is None or session.remembered or not self.autosave_enabled:
            return
        from bigtrouble.tools.memory import memory_file, remember_game

        session.remembered = True
        words = remember_game(
            record,
            session.state,
            session.started_at,
            session.undos,
            abandoned,
            memory_file(self.autosave_target().parent),
        )
        if words:
            self.statusBar().showMessage(words, 20000)

    def autosave_failed(self, exc: OSError) -> None:
        """An autosave failed: a warning that stays until saving works again, and a retry every few seconds."""
        from PySide6.QtCore import QTimer

        self.autosave_problem = disk_words(exc)
        warning = getattr(self, "save_warning", None)
        if warning is not None:
            warning.setText(
                f"Not saved: {self.autosave_problem}. Your moves are kept while the game stays open;"
                " File > Save As… saves them elsewhere."
            )
            warning.show()
        timer = getattr(self, "_retry_timer", None)
        if timer is None:
            timer = self._retry_timer = QTimer(self)
            timer.setInterval(10_000)
            timer.timeout.connect(self.autosave_now)
        timer.start()

    def autosave_worked(self) -> None:
        """An autosave went through: take the warning down if there was one."""
        if self.autosave_problem is None:
            return
        self.autosave_problem = None
        warning = getattr(self, "save_warning", None)
        if warning is not None:
            warning.hide()
        timer = getattr(self, "_retry_timer", None)
        if timer is not None:
            timer.stop()
        self.statusBar().showMessage("Saving works again: the game is saved.", 8000)

    def quit_game(self) -> bool:
        """File > Quit (Ctrl+Q): mid-game, ask first (the game is kept and offered at the next start); then close."""
        from ui.checked_settings import bool_setting

        if (
            self.game_in_progress()
            and self.autosave_problem is None
            and bool_setting(self.settings, "confirm_quit", True)
        ):
            box = QMessageBox(
                QMessageBox.Icon.Question,
                "Quit Big Trouble?",
                "Quit the game in progress? It is saved: the next start offers to carry on where you are.",
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                self,
            )
            box.setDefaultButton(QMessageBox.StandardButton.Cancel)
            again = QCheckBox("Don't ask again")
            box.setCheckBox(again)
            if box.exec() != QMessageBox.StandardButton.Yes:
                return False
            if again.isChecked():
                self.settings.setValue("confirm_quit", False)
        return self.close()

    def may_quit(self) -> bool:
        """Whether the window may close: asks first when the game's last moves could not be saved."""
        if self.autosave_problem is None or not self.game_in_progress():
            return True
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            "Your last moves are not saved",
            f"The game could not be saved ({self.autosave_problem}). If you quit now, the moves since the"
            " last save are lost.",
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.button(QMessageBox.StandardButton.Save).setText("Save As…")
        box.button(QMessageBox.StandardButton.Discard).setText("Quit Without Saving")
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return self.save_as()
        return answer == QMessageBox.StandardButton.Discard

    def open_file(self, path: Path) -> bool:
        """Load a save; a bad file gets a clear message and changes nothing."""
        try:
            session = load_session(path)
        except Exception as exc:  # any failure: the file is refused, the game shown is kept
            QMessageBox.warning(self, "Can't open this game", f"{path.name}: {refusal(exc)}")
            return False
        self.start(session, path)
        return True

    def save(self) -> bool:
        """File > Save: to the file this game came from, or ask where."""
        if self.save_path is None:
            return self.save_as()
        return self.save_to(self.save_path)

    def save_as(self) -> bool:
        """File > Save As."""
        from ui.window.file_dialogs import suggested_name, with_save_suffix

        name, _ = QFileDialog.getSaveFileName(
            self, "Save the game", str(self._save_folder() / suggested_name()), "Big Trouble saves (*.json)"
        )
        return bool(name) and self.save_to(with_save_suffix(Path(name)))

    def save_to(self, path: Path) -> bool:
        """Write the game record to ``path`` (atomically)."""
        from bigtrouble import saves

        record = self.session.record() if self.session is not None else None
        if record is None:
            QMessageBox.information(
                self, "Nothing to save", "This position was set up by hand, so it has no game record to save."
            )
            return False
        try:
            saves.save(record, path)
        except OSError as exc:
            QMessageBox.warning(self, "Can't save", f"The game could not be saved to {path}: {exc}")
            return False
        self.save_path = path
        self._remember_source()
        self.statusBar().showMessage(f"Saved to {path}.", 5000)
        return True

    def _save_folder(self) -> Path:
        from ui.window.file_dialogs import games_folder

        return games_folder(getattr(self, "settings", None))

    def autosave_target(self) -> Path:
        """The file this window autosaves to."""
        return self.autosave_file or autosave_path()

    def autosave_now(self, *_: object) -> None:
        """Write the autosave now: after every action, undo, redo and jump, before control goes back to Qt.

        A finished game's autosave is removed (there is nothing to resume).
        """
        if not self.autosave_enabled or self.session is None:
            return
        from shiboken6 import isValid

        if not (isValid(self.session) and isValid(self.session.stack)):
            return  # the session is being destroyed (its stack says so as it clears): keep the last save
        from bigtrouble.model import Phase

        journal = self._journal()
        try:
            if self.session.state.phase is Phase.OVER:
                journal.remove()
                self.autosave_worked()
                return
            record = self.session.record()
            if record is not None:
                journal.write(record)
                self._remember_source()
                self.autosave_worked()
        except OSError as exc:
            journal.forget()  # what reached the disk is unknown: the next write starts with a whole base
            self.autosave_failed(exc)

    def _remember_source(self) -> None:
        """Note which save file the autosaved game belongs to, so a resumed game saves back to it."""
        settings = getattr(self, "settings", None)
        source = str(self.save_path) if self.save_path is not None else ""
        if settings is not None and getattr(self, "_source_noted", None) != source:
            settings.setValue(SOURCE_KEY, source)
            self._source_noted = source

    def _journal(self) -> Journal:
        """The autosave's writer for this window's target (a new one when the target changes)."""
        from bigtrouble.saves.journal import Journal

        path = self.autosave_target()
        journal: Journal | None = getattr(self, "_autosave_journal", None)
        if journal is None or journal.base != path:
            journal = self._autosave_journal = Journal(path)
        return journal

    # --- problem reports and the fault dialog ----------------------------------------------

    def report_problem(self) -> None:
        """Help > Report a Problem… (and the fault dialog): write one problem report where the player says.

        The report holds the version, the platform, the setup, the seed, every action (redo steps
        too), the player's point, the game log and the faults seen; the status bar says where it went.
        """
        from bigtrouble.saves.report import log_lines, write_report

        record = self.session.record() if self.session is not None else None
        if self.session is None or record is None:
            QMessageBox.information(
                self,
                "Nothing to report",
                "A problem report holds the game being played, and this position was set up by hand (or no"
                " game has started), so there is nothing to put in it.",
            )
            return
        note, ok = QInputDialog.getMultiLineText(
            self, "Report a problem", "What happened? (optional: a few words help the developers)"
        )
        if not ok:
            return
        stamp = time.strftime("%Y%m%d-%H%M%S")
        default = self._reports_folder() / f"bigtrouble-report-{stamp}.json"
        name, _ = QFileDialog.getSaveFileName(
            self, "Save a problem report", str(default), "Big Trouble problem reports (*.json)"
        )
        if not name:
            return
        path = Path(name)
        try:
            write_report(
                path, record, log_lines=log_lines(self.session.state), note=note[:2000], fault=self._faults_text()
            )
        except OSError as exc:
            QMessageBox.warning(self, "Can't save the report", f"The report could not be written to {path}: {exc}")
            return
        self.statusBar().showMessage(f"Problem report saved to {path}. Please send it to the developers.", 15000)

    def _reports_folder(self) -> Path:
        """The player's Documents folder, or else a ``reports`` folder beside the autosave (made if need be)."""
        docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        if docs and Path(docs).is_dir():
            return Path(docs)
        folder = self.autosave_target().parent / "reports"
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return Path.home()
        return folder

    def _faults_text(self) -> str:
        return "\n".join(self.faults.recent)[-20000:]

    def can_undo(self) -> bool:
        """Whether the game has a step to undo."""
        return self.session is not None and self.session.stack.canUndo()

    def undo_step(self) -> None:
        """Undo the game's last step."""
        if self.session is not None:
            self.session.stack.undo()

    def offer_resume(self) -> bool:
        """At start: resume the autosaved game if there is one and the player agrees.

        An autosave that can't be used is set aside (renamed, never deleted) and the player is
        told why in :attr:`damaged_box`; the next game's autosave then starts afresh.
        """
        from bigtrouble.model import Phase

        path = self.autosave_target()
        if not path.exists():
            return False
        try:
            session = load_autosave_session(path)
        except Exception as exc:  # whatever is wrong with it, the player hears of it and it is kept
            self._set_aside(path, problem(exc))
            return False
        if session.state.phase is Phase.OVER:
            return False
        answer = QMessageBox.question(self, "Resume?", resume_question(session.state))
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self.start(session, self._source_of(session), resumed=True)
        return True

    def _source_of(self, session: Session) -> Path | None:
        """The save file the autosaved ``session`` came from or was saved to, if it is still there and holds
        the same game (the same setup and seed); else ``None``."""
        from bigtrouble import saves
        from ui.checked_settings import text_setting

        settings = getattr(self, "settings", None)
        name = text_setting(settings, SOURCE_KEY) if settings is not None else ""
        if not name or not Path(name).is_file():
            return None
        try:
            record = saves.load(Path(name))
        except Exception:  # a file changed or damaged since: the game is saved under a new name instead
            return None
        same = record.setup == session.setup and record.seed == session.seed
        return Path(name) if same else None

    def _set_aside(self, path: Path, reason: str) -> None:
        """Rename a damaged autosave so nothing overwrites it, and tell the player (the box opens at once)."""
        from bigtrouble.saves.journal import journal_path

        try:
            kept = keep_aside(path)
            if journal_path(path).exists():
                keep_aside(journal_path(path))  # its journal goes with it, so a new game's can't be mixed in
        except OSError as exc:
            self.autosave_enabled = False  # it could not be moved: better no autosave than losing it
            where = f"It could not be set aside ({exc}), so this session will not autosave over it."
        else:
            where = f"It has been kept as {kept} (nothing was deleted)."
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            "Your last game could not be resumed",
            "The autosave of your last game is damaged, so it can't be resumed.",
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setInformativeText(f"Why: {reason}\n\n{where}\n\nA new game can start now.")
        box.setObjectName("damaged_autosave")
        self.damaged_box = box
        box.open()

    def startup(self) -> None:
        """What the first window does: offer to resume, else open the new-game dialog.

        If the autosave was damaged, the new-game dialog waits until the player has read why.
        """
        self.damaged_box = None
        if self.autosave_enabled:
            from bigtrouble.saves import clean_stale_temps

            clean_stale_temps(self.autosave_target().parent)  # what a kill during a save left behind
        if self.autosave_enabled and self.offer_resume():
            return
        if self.damaged_box is not None:
            self.damaged_box.finished.connect(lambda _result: self.first_dialog())
        else:
            self.first_dialog()

    def first_dialog(self) -> None:
        """The first start's welcome (Learn to Play, Quick Game, Puzzles, Open a Save); later, the New Game form."""
        from ui.checked_settings import bool_setting
        from ui.teach.menu import open_welcome
        from ui.teach.welcome import WELCOMED_KEY

        if bool_setting(self.settings, WELCOMED_KEY, False):
            self.new_game_dialog()
        else:
            open_welcome(self)


def resume_question(s: State) -> str:
    """The offer to resume, naming the game: "Resume your game: Lo Pan vs Assassination, Jack and Gracie, turn 12?"."""
    from bigtrouble.zones import cdef

    villains = " vs ".join(cdef(s, u).name for u in (s.mastermind, s.scheme) if u >= 0)
    names = [p.name for p in s.players]
    people = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    what = ", ".join(part for part in (villains, people, f"turn {s.turn.number}") if part)
    return f"Resume your game: {what}?"


def fresh_seats(setup: Setup) -> Setup:
    """``setup`` with each bot seat a person took over given back to its bot (a new game starts as chosen)."""
    from attrs import evolve

    from ui.seats.bot_seats import TAKEN

    return evolve(setup, seats=tuple(kind.split(TAKEN, 1)[0] for kind in setup.seats))


def load_autosave_session(path: Path) -> Session:
    """The autosaved game: its base save and journal, replayed into a session (raises ``SaveError`` saying why not)."""
    from bigtrouble.saves import replay_history
    from bigtrouble.saves.journal import load_autosave
    from ui.session import Session

    return Session.from_history(replay_history(load_autosave(path), f"The autosave {path}"))


def load_session(path: Path) -> Session:
    """Read a save and replay it, redo steps too, into a session (raises ``SaveError`` saying why not)."""
    from bigtrouble import saves
    from ui.session import Session

    return Session.from_history(saves.load_history(path))


def refusal(exc: BaseException) -> str:
    """Why a save was refused, in a player's words: the loader's own sentence (it names the file and the action)."""
    from bigtrouble.errors import SaveError, SetupError

    if isinstance(exc, (SaveError, SetupError)):
        return str(exc)
    return f"This save file could not be read ({type(exc).__name__}: {str(exc)[:200]})."


def problem(exc: BaseException) -> str:
    """The reason alone, as a sentence without the file's name (for a dialog that names the file elsewhere)."""
    from bigtrouble.errors import SaveError

    if not isinstance(exc, SaveError) or not exc.problem:
        return refusal(exc)
    reason = exc.problem
    if str(exc).endswith(f" {reason}.") and not str(exc).endswith(f": {reason}."):
        reason = f"the file {reason}"  # the loader's "<the file> is damaged: ..." without the file's name
    reason = reason[0].upper() + reason[1:]
    return reason if reason.endswith(".") else reason + "."


def kept_folder(autosave: Path) -> Path:
    """Where games that left the mat unfinished are kept: a folder beside the autosave."""
    return autosave.parent / "kept games"


def free_name(path: Path) -> Path:
    """``path``, or ``<stem>-2<suffix>`` and so on: a name no file has yet."""
    for n in range(1, 10_000):
        candidate = path if n == 1 else path.with_name(f"{path.stem}-{n}{path.suffix}")
        if not candidate.exists():
            return candidate
    raise OSError(f"too many files named like {path}")


def disk_words(exc: OSError) -> str:
    """Why writing a file failed, in a player's words."""
    import errno

    if exc.errno == errno.ENOSPC or exc.errno == errno.EDQUOT:
        return "the disk is full"
    if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return "the game's data folder can't be written to (it is read-only or not yours)"
    return exc.strerror or str(exc)


def keep_aside(path: Path) -> Path:
    """Rename ``path`` to ``<stem>.damaged-<date-time>.json`` beside it (never over another file); the new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 1000):
        suffix = f"-{n}" if n > 1 else ""
        target = path.with_name(f"{path.stem}.damaged-{stamp}{suffix}{path.suffix}")
        if not target.exists():
            path.rename(target)
            return target
    raise OSError(f"too many damaged copies beside {path}")
