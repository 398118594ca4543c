"""The window's File side: new game, open, save, save as, the autosave and resuming it.

The base class of :class:`ui.main_window.MainWindow`, kept apart so the window's module stays about
the mat and its panels. It uses the window's ``session``, ``save_path``, ``start`` and status bar.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox

if TYPE_CHECKING:
    from bigtrouble.model import State
    from ui.dialogs import NewGameDialog
    from ui.session import Session

AUTOSAVE_NAME = "autosave.json"


def autosave_path() -> Path:
    """Where the game is saved after every action (the user's data folder)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder or Path.home() / ".bigtrouble") / AUTOSAVE_NAME


class GameFilesWindow(QMainWindow):
    """A main window with File menu actions and the autosave; the game window builds on it."""

    session: Session | None
    save_path: Path | None
    autosave_enabled: bool

    def start(self, session: Session, path: Path | None = None) -> None:
        """Put ``session`` on the mat (``path``: the file it came from); the game window does it."""
        raise NotImplementedError

    def new_game_dialog(self) -> NewGameDialog:
        """Open the new-game dialog (first-game preset, 2 players); Start begins the game."""
        from ui.dialogs import NewGameDialog

        dlg = NewGameDialog(self)
        dlg.accepted.connect(lambda: self._start_from_dialog(dlg))
        dlg.open()
        return dlg

    def _start_from_dialog(self, dlg: NewGameDialog) -> None:
        from ui.session import Session

        if dlg.setup is not None and dlg.state is not None:
            self.start(Session(dlg.state, dlg.setup, dlg.seed))

    def open_dialog(self) -> None:
        """File > Open."""
        name, _ = QFileDialog.getOpenFileName(
            self, "Open a saved game", str(self._save_folder()), "Big Trouble saves (*.json);;All files (*)"
        )
        if name:
            self.open_file(Path(name))

    def open_file(self, path: Path) -> bool:
        """Load a save; a bad file gets a clear message and changes nothing."""
        from bigtrouble import saves
        from bigtrouble.errors import IllegalAction, SetupError
        from ui.session import Session

        try:
            record = saves.load(path)
            session = Session.from_record(record)
        except (saves.SaveError, IllegalAction, SetupError) as exc:
            QMessageBox.warning(self, "Can't open this game", f"{path.name}: {exc}")
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
        name, _ = QFileDialog.getSaveFileName(
            self, "Save the game", str(self._save_folder() / "game.json"), "Big Trouble saves (*.json)"
        )
        return bool(name) and self.save_to(Path(name))

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
        self.statusBar().showMessage(f"Saved to {path}.", 5000)
        return True

    def _save_folder(self) -> Path:
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        return Path(folder) if folder else Path.home()

    def _autosave(self, s: State) -> None:
        if not self.autosave_enabled or self.session is None:
            return
        from bigtrouble import saves
        from bigtrouble.model import Phase

        path = autosave_path()
        if s.phase is Phase.OVER:
            path.unlink(missing_ok=True)
            return
        record = self.session.record()
        if record is not None:
            try:
                saves.save(record, path)
            except OSError as exc:
                self.statusBar().showMessage(f"Autosave failed: {exc}", 8000)

    def offer_resume(self) -> bool:
        """At start: resume the autosaved game if there is one and the player agrees."""
        from bigtrouble import saves
        from bigtrouble.errors import IllegalAction, SetupError
        from bigtrouble.model import Phase
        from ui.session import Session

        path = autosave_path()
        if not path.exists():
            return False
        try:
            record = saves.load(path)
            session = Session.from_record(record)
        except (saves.SaveError, IllegalAction, SetupError):
            return False
        if session.state.phase is Phase.OVER:
            return False
        answer = QMessageBox.question(self, "Resume?", "Resume your last game where you left it?")
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self.start(session)
        return True

    def startup(self) -> None:
        """What the first window does: offer to resume, else open the new-game dialog."""
        if not (self.autosave_enabled and self.offer_resume()):
            self.new_game_dialog()
