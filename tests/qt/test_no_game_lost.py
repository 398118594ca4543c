"""No game is ever lost: replacing a game asks and keeps it; a failing autosave warns until it works again.

The defects these catch: Ctrl+N then Start (or opening a puzzle or a lesson) replaced a running game
at once and overwrote its autosave; with the data folder read-only or the disk full every autosave
failed with only a passing status line, and the moves since were gone after a restart; at the end
of a game there, removing the autosave raised into the fault dialog.

The full disk and the read-only folder are real: a tiny tmpfs, mounted for the test (root only).
"""

from __future__ import annotations

import errno
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from qthelpers import start

from bigtrouble import first_game, legal_actions, new_game, saves
from bigtrouble.actions import PlayCard
from bigtrouble.model import Phase
from bigtrouble.saves.journal import Journal, load_autosave
from ui.session import Session
from ui.window import game_files
from ui.window.main_window import MainWindow

SEED = 21


@pytest.fixture
def window(autosaving: MainWindow) -> MainWindow:
    """The window autosaving into this test's own folder (tests/qt/conftest.py)."""
    return autosaving


def _play(w: MainWindow, moves: int) -> Session:
    setup = first_game(2)
    session = start(w, new_game(setup, SEED), setup, SEED)
    for _ in range(moves):
        legal = legal_actions(session.state)
        plays = [a for a in legal if isinstance(a, PlayCard)]
        assert w.submit(plays[0] if plays else legal[0]) is None
    return session


def _answer(monkeypatch: pytest.MonkeyPatch, button: QMessageBox.StandardButton) -> list[str]:
    asked: list[str] = []

    def question(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return button

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    return asked


def _start_new_game_from_dialog(w: MainWindow) -> None:
    dlg = w.new_game_dialog()
    dlg.try_start()  # the Start button
    QApplication.processEvents()


def test_new_game_over_a_running_game_asks_and_cancel_changes_nothing(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = _play(window, 3)
    record = session.record()
    asked = _answer(monkeypatch, QMessageBox.StandardButton.Cancel)
    _start_new_game_from_dialog(window)
    assert asked and "game in progress" in asked[0]
    assert window.session is session and session.record() == record
    assert load_autosave(window.autosave_target()) == record


def test_new_game_over_a_running_game_keeps_it_where_file_open_finds_it(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = _play(window, 3)
    record = old.record()
    _answer(monkeypatch, QMessageBox.StandardButton.Yes)
    _start_new_game_from_dialog(window)
    assert window.session is not old
    kept = list(game_files.kept_folder(window.autosave_target()).glob("*.json"))
    assert len(kept) == 1 and saves.load(kept[0]) == record
    assert load_autosave(window.autosave_target()) != record  # the autosave is the new game's
    assert window.open_file(kept[0]) and window.session is not None and window.session.record() == record


def test_a_puzzle_over_a_running_game_asks_first(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from ui.teach.puzzles import PuzzleDialog

    session = _play(window, 2)
    asked = _answer(monkeypatch, QMessageBox.StandardButton.Cancel)
    dialog = PuzzleDialog(window)
    dialog.list.setCurrentRow(0)
    dialog.accept()
    assert asked and window.session is session


def test_a_new_game_with_nothing_played_is_not_asked_about(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    _play(window, 0)
    asked = _answer(monkeypatch, QMessageBox.StandardButton.Cancel)
    _start_new_game_from_dialog(window)
    assert asked == []


def test_the_puzzle_panels_own_puzzles_button_opens_the_list(window: MainWindow) -> None:
    """Issue 22's crash: the panel's Puzzles… button raised AttributeError (no ``puzzles_dialog`` on the window)."""
    from bigtrouble.teaching.puzzles import all_puzzles
    from ui.teach.puzzles import PuzzleDialog, open_puzzle

    run = open_puzzle(window, all_puzzles()[0])
    run.panel.more.click()
    QApplication.processEvents()
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, PuzzleDialog) and w.isVisible()]
    assert shown
    run.leave()


# --- a failing autosave -------------------------------------------------------------------------


def test_a_failing_autosave_warns_until_saving_works_and_keeps_every_step(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = _play(window, 1)
    real_write = Journal.write

    def full(self: Journal, record: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(Journal, "write", full)
    _play_more(window, session, 2)
    assert window.save_warning.isVisible() and "disk is full" in window.save_warning.text()
    window.statusBar().showMessage("another message")  # the status line's next message leaves the warning up
    assert window.save_warning.isVisible()
    monkeypatch.setattr(Journal, "write", real_write)
    window._retry_timer.timeout.emit()  # the retry, as its timer fires
    assert not window.save_warning.isVisible() and window.autosave_problem is None
    assert load_autosave(window.autosave_target()) == session.record()


def _play_more(w: MainWindow, session: Session, moves: int) -> None:
    for _ in range(moves):
        legal = legal_actions(session.state)
        plays = [a for a in legal if isinstance(a, PlayCard)]
        assert w.submit(plays[0] if plays else legal[0]) is None


def test_quitting_with_unsaved_steps_asks(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    session = _play(window, 1)
    monkeypatch.setattr(Journal, "write", _raise(errno.EROFS))
    _play_more(window, session, 1)
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.StandardButton.Cancel)
    assert window.close() is False and window.isVisible()
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.StandardButton.Discard)
    assert window.close() is True


def _raise(code: int) -> object:
    def fail(*_: object, **__: object) -> None:
        raise OSError(code, os.strerror(code))

    return fail


def test_a_game_that_ends_where_the_autosave_cant_be_removed_raises_nothing(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from attrs import evolve

    session = _play(window, 1)
    monkeypatch.setattr(Path, "unlink", _raise(errno.EROFS))
    h = session.history
    h.states[h.index] = evolve(h.state, phase=Phase.OVER)  # the game as it ends
    window.autosave_now()  # raised into the fault dialog before
    assert window.autosave_problem is not None and window.save_warning.isVisible()


# --- the real thing: a tiny tmpfs, full or read-only ---------------------------------------------


@pytest.fixture
def tiny_disk(tmp_path: Path) -> Iterator[Path]:
    """A 64 KiB tmpfs mounted for this test (needs root, as CI runs)."""
    mount = tmp_path / "tiny"
    mount.mkdir()
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root")
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(mount)], check=True)
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def _fill(path: Path) -> None:
    with path.open("wb", buffering=0) as f:
        try:
            while True:
                f.write(b"\0" * 512)
        except OSError as exc:
            assert exc.errno == errno.ENOSPC


@pytest.mark.parametrize("trouble", ["full", "read-only"])
def test_a_real_full_or_read_only_disk(window: MainWindow, tiny_disk: Path, trouble: str) -> None:
    """Moves made while the disk refuses are kept in memory, warned about, and saved once it accepts again."""
    window.autosave_file = tiny_disk / "data" / "autosave.json"
    session = _play(window, 1)
    assert window.autosave_problem is None
    if trouble == "full":
        _fill(tiny_disk / "filler")
    else:
        subprocess.run(["mount", "-o", "remount,ro", str(tiny_disk)], check=True)
    for _ in range(200):  # a full disk still takes a journal line while its last page has room
        _play_more(window, session, 1)
        if window.autosave_problem is not None:
            break
    _play_more(window, session, 2)
    want = "disk is full" if trouble == "full" else "read-only"
    assert window.save_warning.isVisible() and want in window.save_warning.text()
    assert load_autosave(window.autosave_target()) != session.record()  # the disk really refused
    if trouble == "full":
        (tiny_disk / "filler").unlink()
    else:
        subprocess.run(["mount", "-o", "remount,rw", str(tiny_disk)], check=True)
    window._retry_timer.timeout.emit()
    assert window.autosave_problem is None and load_autosave(window.autosave_target()) == session.record()


def test_ctrl_q_mid_game_asks_first(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 22's rough edge: Ctrl+Q mid-game quit without asking."""
    from PySide6.QtGui import QAction, QKeySequence

    _play(window, 1)
    asked: list[str] = []

    def answer(box: QMessageBox) -> QMessageBox.StandardButton:
        asked.append(box.text())
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "exec", answer)
    quit_action = next(a for a in window.findChildren(QAction) if a.text() == "&Quit")
    keys = [k for a, ks in window._shortcuts if a is quit_action for k in ks]
    assert QKeySequence(QKeySequence.StandardKey.Quit) in keys  # Ctrl+Q
    quit_action.trigger()
    assert asked and window.isVisible()
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Yes)
    assert window.quit_game() and not window.isVisible()
