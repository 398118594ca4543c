"""The ``--self-test`` flow and the frame-first start behind ``bigtrouble`` with no arguments."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from bigtrouble import saves
from bigtrouble.actions import EndTurn
from ui.dev import selftest
from ui.mat.scene import MatScene

ROOT = Path(__file__).resolve().parents[2]


def _python(code: str, *args: str) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in a fresh interpreter from the repository root, offscreen, with throw-away user folders."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-c", code, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )


@pytest.mark.slow
def test_self_test_plays_saves_and_reopens_a_first_game(qapp: QApplication, tmp_path: Path) -> None:
    """The self-test passes in the real client and leaves a save whose record ends with the first End Turn."""
    lines: list[str] = []
    selftest.run(tmp_path, players=2, seed=1, report=lines.append)
    assert any(line.startswith("turn 1 with the mouse") for line in lines)
    record = saves.load(tmp_path / "selftest-save.json")
    assert record.setup.players == 2 and record.seed == 1
    assert EndTurn() in record.actions
    assert any((tmp_path / "faces").rglob("*.png")), "card faces were cached in the work folder"


@pytest.mark.slow
def test_a_drop_that_never_reaches_the_game_fails_the_self_test(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """If dropping a card does not submit its action, the self-test fails and names the move."""
    monkeypatch.setattr(MatScene, "end_drag", lambda self, item, pos: None)
    with pytest.raises(selftest.SelfTestError, match="drag for 'Play"):
        selftest.run(tmp_path, report=lambda line: None)


@pytest.mark.slow
def test_a_save_that_loses_a_move_fails_the_self_test(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A save file missing the last action is caught before the game is reopened."""
    real_save = saves.save

    def lossy(record: saves.GameRecord, path: Path) -> None:
        real_save(type(record)(record.setup, record.seed, record.actions[:-1]), path)

    monkeypatch.setattr(saves, "save", lossy)
    with pytest.raises(selftest.SelfTestError, match="other actions"):
        selftest.run(tmp_path, report=lambda line: None)


def test_frozen_assets_are_looked_for_inside_the_bundle(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With sys._MEIPASS set (a bundle) and no assets in it, the asset check fails instead of using the source tree."""
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "bundle"), raising=False)
    with pytest.raises(selftest.SelfTestError, match="no assets folder"):
        selftest.check_assets(lambda line: None)


def test_bad_self_test_arguments_exit_with_status_2() -> None:
    """An impossible player count is refused with exit status 2 before anything starts."""
    assert selftest.main(["--players", "9"]) == 2


@pytest.mark.slow
def test_self_test_command_exits_0_and_says_what_it_checked() -> None:
    """``bigtrouble --self-test`` (the console entry point) runs in its own process and exits 0."""
    out = _python("import sys; from ui.app import main; sys.exit(main(sys.argv[1:]))", "--self-test")
    assert out.returncode == 0, out.stderr
    assert "self-test: passed" in out.stdout
    assert "reopened: same state and record" in out.stdout


def test_window_frame_is_built_without_the_game() -> None:
    """The frame a double-click paints first loads no game module, no mat, no rule links (``ui.rules`` creates
    Qt's enum namespace) and no package metadata; build_mat adds them, and a rule link then opens the Rules panel."""
    code = """
import sys
from ui.qtapp import make_app
app = make_app(dressed=False)
from ui.window.main_window import MainWindow
win = MainWindow(frame_only=True)
win.show()
app.processEvents()
early = sorted(
    m for m in sys.modules
    if m.startswith(("bigtrouble", "ui.mat.scene", "ui.panels.log", "ui.mat.pixmaps", "ui.rules", "importlib.metadata"))
)
print("early", early)
win.build_mat()
print("built", type(win.scene).__name__, win.log_dock.widget() is win.log, win.view.parent() is win.central)
from ui.rules import open_rule
open_rule("R45")
print("rule panel", win.help_desk.rules_panel is not None and win.help_desk.rules_panel.isVisible())
"""
    out = _python(code)
    assert out.returncode == 0, out.stderr
    assert "early []" in out.stdout
    assert "built MatScene True True" in out.stdout
    assert "rule panel True" in out.stdout


def test_frame_first_window_ends_up_like_a_direct_one(qapp: QApplication, tmp_path: Path) -> None:
    """A window built frame first has the same menus, shortcuts, panels and mat as one built in one go."""
    from PySide6.QtCore import QSettings

    from ui.window.main_window import MainWindow

    def shape(w: MainWindow) -> list[object]:
        menus = [
            (a.text(), [(b.text(), [k.toString() for k in b.shortcuts()]) for b in a.menu().actions()])
            for a in w.menuBar().actions()
        ]
        return [menus, w.log_dock.widget() is w.log, w.history_dock.widget() is w.history, len(w.scene.zones)]

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    direct = MainWindow(settings=settings, autosave=False)
    later = MainWindow(settings=settings, autosave=False, frame_only=True)
    assert not later.mat_built
    later.build_mat()
    assert shape(later) == shape(direct)
    game_menu = dict(shape(later)[0])["&Game"]  # type: ignore[arg-type]
    assert ("&End Turn", ["Ctrl+E", "Ctrl+Return"]) in game_menu
    for w in (direct, later):
        w.deleteLater()


def test_first_frame_reports_the_frame_the_mat_then_a_playable_quick_game(tmp_path: Path) -> None:
    """``bigtrouble --first-frame`` says when the frame is painted, then the mat, then the Quick Game's playable
    mat, and exits 0; its settings and autosave were its own: nothing is left in the player's folders."""
    folders = {var: str(tmp_path / var) for var in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME")}
    code = (
        f"import os, sys, tempfile; os.environ.update({folders!r}); tempfile.tempdir = {str(tmp_path / 'tmp')!r};"
        " os.mkdir(tempfile.tempdir); from ui.app import main; sys.exit(main(['--first-frame']))"
    )
    out = _python(code)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["first-frame", "mat-frame", "playable"]
    assert not (tmp_path / "XDG_CONFIG_HOME").exists() and not (tmp_path / "XDG_DATA_HOME").exists()
    assert list((tmp_path / "tmp").iterdir()) == []  # the scratch settings and autosave are gone
