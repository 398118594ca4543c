"""Faults the player can see: anything that goes wrong inside the game opens one plain-words dialog.

An exception from the engine while an action is worked out (the loop guard's among them), a
failure while the mat or its panels are drawn, or any exception Qt reports from a slot or a paint
(through ``sys.excepthook``, which :func:`excepthook_installed` points here while the window runs)
all come to the window's :class:`FaultGuard`. It shows :class:`FaultDialog`, which says what
happened, offers Undo and *Save a problem report*, and has the window redraw itself from the
game's state; the game goes on. A second fault while the dialog is open is added to that dialog,
never stacked in a new one, and a fault the player has already seen once goes to the status bar.

This module imports no other module of the client: the window it serves is a :class:`FaultHost`.
"""

from __future__ import annotations

import re
import sys
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import TracebackType
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QStatusBar,
    QStyle,
    QVBoxLayout,
    QWidget,
)

KEEP = 8
"""How many faults' tracebacks are kept for the next problem report."""


class FaultHost(Protocol):
    """What the guard needs of the window it serves."""

    def can_undo(self) -> bool:
        """Whether there is a step to undo."""

    def undo_step(self) -> None:
        """Undo the last step of the game."""

    def redraw(self) -> None:
        """Draw the mat and its panels afresh from the game's state."""

    def report_problem(self) -> None:
        """Ask where, then write a problem report of the game (and of the faults seen)."""

    def statusBar(self) -> QStatusBar:  # noqa: N802
        """The window's status bar."""


_QT_WRAPPER = re.compile(r"^(?:Error calling Python override of [\w:]+\(\): )+")


def _message(exc: BaseException) -> str:
    """The exception's own message, without the "Error calling Python override of ...(): " prefixes
    PySide6 adds each time the exception passes through a C++ virtual (several when paints nest)."""
    return _QT_WRAPPER.sub("", str(exc).strip())


def _details(exc: BaseException) -> str:
    """The traceback, ending in the exception's own message (for the dialog's details and the report)."""
    lines = traceback.format_tb(exc.__traceback__)
    return "Traceback (most recent call last):\n" + "".join(lines) + f"{type(exc).__name__}: {_message(exc)}\n"


def _plain(exc: BaseException) -> str:
    """An exception in a few words: its kind and its message, cut short."""
    message = _message(exc)
    text = message.splitlines()[0] if message else ""
    if len(text) > 240:
        text = text[:240] + "…"
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _signature(exc: BaseException) -> str:
    """The same fault twice has the same signature: its kind, its message and where it was raised."""
    frames = traceback.extract_tb(exc.__traceback__)
    where = f"{frames[-1].filename}:{frames[-1].lineno}" if frames else ""
    return f"{type(exc).__name__}|{_message(exc)}|{where}"


def is_loop_guard(exc: BaseException) -> bool:
    """Whether ``exc`` is the resolution queue's loop guard stopping an effect that never ends."""
    return isinstance(exc, RuntimeError) and "endless loop" in str(exc)


class FaultDialog(QDialog):
    """What went wrong, in plain words, with Undo, *Save a problem report* and the technical details."""

    def __init__(self, headline: str, words: str, details: str, can_undo: bool, parent: QWidget | None = None) -> None:
        """A dialog saying ``headline`` and ``words``; ``details`` (the traceback) is shown on request."""
        super().__init__(parent)
        self.setWindowTitle("Something went wrong")
        self.setObjectName("fault_dialog")
        self.faults = 1
        icon = QLabel()
        icon.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(48, 48))
        self.headline = QLabel(f"<b>{headline}</b>")
        self.headline.setWordWrap(True)
        self.words = QLabel(words)
        self.words.setWordWrap(True)
        self.more = QLabel()
        self.more.setWordWrap(True)
        self.more.hide()
        hint = QLabel(
            "<i>Save a problem report</i> writes this game and what went wrong to one file"
            " that you can send to the developers."
        )
        hint.setWordWrap(True)
        self.details = QPlainTextEdit(details)
        self.details.setReadOnly(True)
        self.details.setMinimumHeight(160)
        self.details.hide()
        buttons = QDialogButtonBox()
        self.undo_button = buttons.addButton("&Undo Last Move", QDialogButtonBox.ButtonRole.ActionRole)
        self.undo_button.setEnabled(can_undo)
        self.report_button = buttons.addButton("&Save a Problem Report…", QDialogButtonBox.ButtonRole.ActionRole)
        self.details_button = QPushButton("Show &Details")
        self.details_button.setCheckable(True)
        self.details_button.toggled.connect(self._toggle_details)
        buttons.addButton(self.details_button, QDialogButtonBox.ButtonRole.HelpRole)
        self.go_on_button = buttons.addButton("&Go On Playing", QDialogButtonBox.ButtonRole.AcceptRole)
        for b in (self.undo_button, self.report_button, self.details_button):
            b.setAutoDefault(False)  # Enter never undoes or writes a file by accident
        self.go_on_button.setDefault(True)
        self.go_on_button.clicked.connect(self.accept)
        text = QVBoxLayout()
        for w in (self.headline, self.words, self.more, hint):
            text.addWidget(w)
        top = QHBoxLayout()
        top.addWidget(icon, 0)
        top.addLayout(text, 1)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.details)
        lay.addWidget(buttons)
        self.setMinimumWidth(520)
        self.go_on_button.setFocus()

    def _toggle_details(self, on: bool) -> None:
        self.details.setVisible(on)
        self.details_button.setText("Hide &Details" if on else "Show &Details")
        self.adjustSize()

    def add_fault(self, summary: str, details: str) -> None:
        """Another fault happened while this dialog was open: say so, and add its details."""
        self.faults += 1
        self.more.setText(
            f"Another problem happened while this message was open ({summary});"
            f" {self.faults} in all, each listed in the details."
        )
        self.more.show()
        self.details.appendPlainText("\n" + details)


class FaultGuard(QObject):
    """The window's handler for every fault: one dialog at a time, the game kept playable."""

    def __init__(self, host: FaultHost, parent: QObject | None = None) -> None:
        """A guard for ``host`` (the game window)."""
        super().__init__(parent)
        self.host = host
        self.dialog: FaultDialog | None = None
        self.seen: Counter[str] = Counter()
        self.recent: list[str] = []
        """The latest faults' tracebacks (at most :data:`KEEP`), for the next problem report."""
        self._handling = False

    # --- the ways faults come in ----------------------------------------------------------

    def engine_fault(self, exc: BaseException, doing: str) -> str:
        """The engine raised ``exc`` (not an IllegalAction) while working out ``doing``; nothing changed.

        Returns the sentence for the status bar.
        """
        if is_loop_guard(exc):
            headline = f"“{doing}” set off card effects that never finished."
            words = (
                "The game stopped them after thousands of steps, as it does with an effect that would"
                " repeat forever. Nothing changed: the game is exactly as it was before that move, so you"
                " can go on playing, try another move, or undo your last one."
            )
        else:
            headline = f"The game could not carry out “{doing}”."
            words = (
                f"The rules engine failed while working it out ({_plain(exc)}). Nothing changed: the game"
                " is exactly as it was before that move, so you can go on playing, try another move,"
                " or undo your last one."
            )
        self._fault(exc, headline, words)
        return f"“{doing}” could not be done (the game engine failed); nothing changed."

    def drawing_fault(self, exc: BaseException, what: str) -> None:
        """Drawing ``what`` (the mat, the log...) raised ``exc``; the game itself is unharmed."""
        words = (
            f"The drawing code failed ({_plain(exc)}). The game itself is unharmed and saved;"
            f" {what} has been drawn again from the game's state."
        )
        self._fault(exc, f"Part of the window could not be drawn ({what}).", words)

    def unexpected(self, exc: BaseException) -> None:
        """Any other exception Qt reported from a slot or a paint."""
        words = (
            f"{_plain(exc)}. The game itself is unharmed (it is saved after every move);"
            " the mat has been drawn again from the game's state."
        )
        self._fault(exc, "Something went wrong in the game window.", words)

    def excepthook(self, kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        """``sys.excepthook`` while the window runs: Qt calls it for exceptions raised in slots and paints."""
        if not isinstance(exc, Exception):  # KeyboardInterrupt, SystemExit: not a fault of the game
            sys.__excepthook__(kind, exc, tb)
            return
        if exc.__traceback__ is None:
            exc = exc.with_traceback(tb)
        try:
            self.unexpected(exc)
        except Exception:  # the guard itself failed: at least the traceback is not lost
            sys.__excepthook__(kind, exc, tb)

    # --- handling one ---------------------------------------------------------------------

    def _fault(self, exc: BaseException, headline: str, words: str) -> None:
        details = _details(exc)
        print(details, file=sys.stderr, end="")
        self.recent = [*self.recent, details][-KEEP:]
        signature = _signature(exc)
        self.seen[signature] += 1
        if self.dialog is not None:
            self.dialog.add_fault(_plain(exc), details)
            return
        if self._handling:  # a fault while redrawing after a fault: noted above, not chased in a circle
            return
        self._handling = True
        try:
            self._redraw()
            if self.seen[signature] > 1:
                self.host.statusBar().showMessage(
                    f"The same problem happened again ({self.seen[signature]} times): {_plain(exc)}."
                    " The game goes on; Help > Report a Problem saves a report.",
                    12000,
                )
                return
            self._open(headline, words, details)
        finally:
            self._handling = False

    def _redraw(self) -> None:
        try:
            self.host.redraw()
        except Exception as again:  # noted, and not redrawn once more
            details = _details(again)
            print(details, file=sys.stderr, end="")
            self.recent = [*self.recent, details][-KEEP:]

    def _open(self, headline: str, words: str, details: str) -> None:
        parent = self.host if isinstance(self.host, QWidget) else None
        dlg = FaultDialog(headline, words, details, self.host.can_undo(), parent)
        dlg.undo_button.clicked.connect(lambda: self._then(dlg, self.host.undo_step))
        dlg.report_button.clicked.connect(lambda: self._then(dlg, self.host.report_problem))
        dlg.finished.connect(lambda _result: self._closed(dlg))
        self.dialog = dlg
        dlg.open()

    def _then(self, dlg: FaultDialog, step: Callable[[], None]) -> None:
        """Close the dialog, then take the player's choice (which may open a dialog of its own)."""
        dlg.accept()
        step()

    def _closed(self, dlg: FaultDialog) -> None:
        if self.dialog is dlg:
            self.dialog = None
        dlg.deleteLater()
        if isinstance(self.host, QWidget):
            self.host.activateWindow()  # the keyboard goes back to the game


@contextmanager
def excepthook_installed(guard: FaultGuard) -> Iterator[None]:
    """Route uncaught exceptions (Qt reports those raised in slots here) to ``guard`` for the duration."""
    previous = sys.excepthook
    sys.excepthook = guard.excepthook
    try:
        yield
    finally:
        sys.excepthook = previous
