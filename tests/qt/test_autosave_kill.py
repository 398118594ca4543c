"""No action lost: a real client process, killed with SIGKILL right after an action, resumes with it.

The test runs this file as the client (``python test_autosave_kill.py play|undo|resume``): the real
``ui.app.run_gui`` window, offscreen, with its own data and settings folders (HOME and the XDG
folders point into a temporary directory). The ``play`` child starts a game from the New Game
dialog's Start button and plays with the keyboard (Tab, Enter); ``undo`` also presses Ctrl+Z.
Right after its last step, inside the slot that made it, the child prints the game it has and
then blocks on stdin, so the event loop never runs again: whatever reaches the disk must have been
written with the step itself. The test SIGKILLs it there and starts a ``resume`` child, which says
yes to resuming and prints the game it resumed.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
PLAYS = 3


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        HOME=str(home),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_CACHE_HOME=str(home / "cache"),
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")]),
    )
    return env


def _child(mode: str, home: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, __file__, mode],
        env=_env(home),
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _game_line(proc: subprocess.Popen[str], timeout: float = 120) -> dict[str, Any]:
    """The child's ``GAME {...}`` line (its other output is passed over)."""
    import selectors

    assert proc.stdout is not None
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    while True:
        if not sel.select(timeout):
            proc.kill()
            raise AssertionError(f"the client said nothing for {timeout} s")
        line = proc.stdout.readline()
        if not line:
            err = proc.stderr.read() if proc.stderr else ""
            raise AssertionError(f"the client ended without saying its game: {err[-3000:]}")
        if line.startswith("GAME "):
            data: dict[str, Any] = json.loads(line[5:])
            return data


@pytest.mark.parametrize("mode", ["play", "undo"])
def test_a_killed_client_resumes_with_its_last_step(tmp_path: Path, mode: str) -> None:
    """SIGKILL right after an action (or an undo): the next start resumes with that step, redo steps too."""
    first = _child(mode, tmp_path)
    before = _game_line(first)
    first.send_signal(signal.SIGKILL)
    first.wait(30)
    assert first.returncode == -signal.SIGKILL
    assert len(before["actions"]) + len(before["redo"]) >= PLAYS
    if mode == "undo":
        assert len(before["redo"]) == 1
    second = _child("resume", tmp_path)
    after = _game_line(second)
    second.wait(60)
    assert after == before
    assert after["redo_enabled"] is (mode == "undo")


@pytest.mark.parametrize("mode", ["fulldisk", "fulldisk-recover"])
def test_a_client_killed_while_its_disk_is_full_resumes_with_what_was_saved(tmp_path: Path, mode: str) -> None:
    """The data folder on a tiny full tmpfs: moves made while it refuses are kept in memory and warned about; a
    kill then brings back the game as last saved (a true prefix of what was played), and once the disk takes
    writes again the next step saves everything, so a kill after it loses nothing."""
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root")
    data = tmp_path / "data"
    data.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(data)], check=True)
    try:
        first = _child(mode, tmp_path)
        before = _game_line(first)
        first.send_signal(signal.SIGKILL)
        first.wait(30)
        assert before["warned"] and before["unsaved_moves"] >= 1
        second = _child("resume", tmp_path)
        after = _game_line(second)
        second.wait(60)
        if mode == "fulldisk":
            assert 1 <= len(after["actions"]) < len(before["actions"])
            assert after["actions"] == before["actions"][: len(after["actions"])]  # what was saved, exactly
        else:
            assert after == {**before, "warned": after.get("warned"), "unsaved_moves": after.get("unsaved_moves")}
    finally:
        subprocess.run(["umount", "-l", str(data)], check=False)


# --- the child: the real client, driven with the keyboard ---------------------------------------------


def _game(win: Any) -> dict[str, Any]:
    from bigtrouble import saves

    session = win.session
    record = session.record()
    return {
        "actions": [saves.action_dict(a) for a in record.actions],
        "redo": [saves.action_dict(a) for a in record.redo],
        "seed": record.seed,
        "redo_enabled": win.redo_action.isEnabled(),
        "warned": getattr(win, "_warned_once", False),
        "unsaved_moves": getattr(win, "_unsaved_moves", 0),
    }


def _say_and_freeze(win: Any) -> None:
    """Print the game, then never return to the event loop (the test kills us here)."""
    print("GAME " + json.dumps(_game(win)), flush=True)
    sys.stdin.readline()
    os._exit(3)


def _start_from_the_form(win: Any) -> None:
    """A first start: through the welcome to the New Game form, and its Start button, by mouse."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from ui.teach.welcome import Welcome
    from ui.window.dialogs import NewGameDialog

    for welcome in [w for w in QApplication.topLevelWidgets() if isinstance(w, Welcome) and w.isVisible()]:
        QTest.mouseClick(welcome.buttons["new"], Qt.MouseButton.LeftButton)
        QApplication.processEvents()
    (dlg,) = [w for w in QApplication.topLevelWidgets() if isinstance(w, NewGameDialog) and w.isVisible()]
    QTest.mouseClick(dlg.start, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    win.hot_seat = False


def _play(win: Any, undo: bool) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    _start_from_the_form(win)
    session = win.session
    view = win.view
    view.setFocus()
    for step in range(PLAYS):
        done = len(session.actions())
        deadline = time.monotonic() + 20  # a card still sliding takes no move: on a loaded machine that lasts
        while time.monotonic() < deadline:  # Tab to a legal action, Enter does it
            QTest.keyClick(view, Qt.Key.Key_Tab)
            QTest.keyClick(view, Qt.Key.Key_Return)
            if len(session.actions()) > done:
                break
            QTest.qWait(25)
        assert len(session.actions()) > done, "Tab and Enter did no action"
        if step < PLAYS - 1:
            QApplication.processEvents()
    if undo:
        win.activateWindow()  # the closed New Game dialog left no window active (offscreen)
        QApplication.processEvents()
        QTest.keyClick(win, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert session.redo_actions(), "Ctrl+Z undid nothing"
    _say_and_freeze(win)


def _full_disk(win: Any, recover: bool) -> None:
    """Play a move, fill the disk, play on until the autosave fails (and a move more); with ``recover``, free the
    disk and play once more, so that step's save writes everything again."""
    from PySide6.QtWidgets import QApplication

    _start_from_the_form(win)
    session = win.session

    def move() -> None:
        from bigtrouble import legal_actions

        legal = legal_actions(session.state)
        assert win.submit(legal[0]) is None
        QApplication.processEvents()

    move()
    assert win.autosave_problem is None, "the first move could not be saved"
    filler = win.autosave_target().parent / "filler"
    with filler.open("wb", buffering=0) as f:
        try:
            while True:
                f.write(b"\0" * 512)
        except OSError:
            pass
    win._unsaved_moves = 0
    for _ in range(300):
        move()
        if win.autosave_problem is not None:
            break
    assert win.autosave_problem is not None, "the full disk took every save"
    assert win.save_warning.isVisible(), "no warning while the disk refuses"
    win._warned_once = True
    move()
    win._unsaved_moves = 2
    if recover:
        filler.unlink()
        move()  # saving works again: this step's save writes the whole game
        assert win.autosave_problem is None, "saving did not come back once the disk had room"
    _say_and_freeze(win)


def _resume(win: Any) -> None:
    print("GAME " + json.dumps(_game(win) if win.session is not None else {}), flush=True)
    os._exit(0)  # at once: a disk that is still full would make closing ask about unsaved moves


def _drive(win: Any, mode: str) -> None:
    """Play (or resume); any failure ends the child at once with its traceback, for the test to show."""
    import traceback

    try:
        if mode == "resume":
            _resume(win)
        elif mode.startswith("fulldisk"):
            _full_disk(win, recover=mode.endswith("recover"))
        else:
            _play(win, undo=mode == "undo")
    except BaseException:
        traceback.print_exc()
        sys.stderr.flush()
        os._exit(4)


def child(mode: str) -> None:
    """Run the real client (``ui.app.run_gui``) and drive it once its startup is done."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    from ui import app
    from ui.window.main_window import MainWindow

    QMessageBox.question = staticmethod(lambda *args, **kw: QMessageBox.StandardButton.Yes)  # type: ignore[method-assign]
    real_startup = MainWindow.startup

    def startup(self: MainWindow) -> None:
        real_startup(self)
        QTimer.singleShot(0, lambda: _drive(self, mode))

    MainWindow.startup = startup  # type: ignore[method-assign]
    app.run_gui()


if __name__ == "__main__":
    child(sys.argv[1])
