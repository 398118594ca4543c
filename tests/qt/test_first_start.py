"""The launch measurement's own signals: "playable" means the mat takes a move, and the timed start is a real one.

No timing is asserted here (the figures are bench-ui's to print); these tests check that what
is timed is what the figures claim.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from bigtrouble.engine import legal_actions
from bigtrouble.rules.setup import first_game
from ui.dev.firstframe import mat_accepts_move, report_playable
from ui.session import Session
from ui.window.main_window import MainWindow


def _paint(win: MainWindow) -> None:
    win.view.viewport().repaint()
    QApplication.processEvents()
    QApplication.processEvents()  # the watcher reports from the event loop's next pass


def test_the_mat_accepts_a_move_only_once_a_game_is_shown_uncovered(qtbot, settings: QSettings) -> None:  # type: ignore[no-untyped-def]
    """A bare frame, a mat with no game, a mat still showing an older state and a covered mat are not
    playable; the Quick Game's mat is, and a move submitted then is taken."""
    win = MainWindow(settings=settings, autosave=False, frame_only=True)
    qtbot.addWidget(win)
    win.show()
    assert not mat_accepts_move(win)
    win.build_mat()
    assert not mat_accepts_move(win)
    session = Session.new(first_game(1), 5)
    win.start(session)
    QApplication.processEvents()
    assert mat_accepts_move(win)
    shown = win.scene.state
    win.scene.state = None  # as between a change and the mat's sync
    assert not mat_accepts_move(win)
    win.scene.state = shown
    win.curtain.cover_for(session.state)
    assert not mat_accepts_move(win)
    win.curtain.hide()
    assert mat_accepts_move(win)
    assert win.submit(legal_actions(session.state)[0]) is None


def test_the_playable_line_is_said_once_at_the_first_paint_of_a_playable_mat(  # type: ignore[no-untyped-def]
    qtbot, settings: QSettings, capsys: pytest.CaptureFixture[str]
) -> None:
    """Paints of the empty mat and of a covered game say nothing; the first paint of the uncovered game
    says ``playable`` once, and later paints say nothing more."""
    win = MainWindow(settings=settings, autosave=False, frame_only=True)
    qtbot.addWidget(win)
    win.resize(1000, 700)
    win.show()
    win.build_mat()
    watch = report_playable(win, "playable")
    _paint(win)
    assert capsys.readouterr().out == ""
    session = Session.new(first_game(1), 5)
    win.start(session)
    win.curtain.cover_for(session.state)
    _paint(win)
    assert capsys.readouterr().out == ""
    win.curtain.hide()
    _paint(win)
    _paint(win)
    assert capsys.readouterr().out.split() == ["playable"]
    del watch


LOADED_AT = """
import gc, sys
import ui.dev.firstframe as ff

def _say(line, quit_after):
    from PySide6.QtWidgets import QApplication

    def report():
        print(line, gc.isenabled(), gc.get_freeze_count() > 0, ",".join(sorted(sys.modules)), flush=True)
        if quit_after:
            QApplication.exit(0)

    return report

ff._say = _say
from ui.app import main
raise SystemExit(main(["--first-frame"]))
"""

NOT_AT_FIRST_FRAME = ("bigtrouble", "ui.panels.history_view", "ui.mat.scene", "PIL")
"""Loaded only after the window's first frame: the engine and the card set, the mat, the History panel."""

NOT_AT_PLAYABLE = (
    "ray",
    "sqlite3",
    "bigtrouble.tools",
    "bigtrouble.tools.memory",
    "bigtrouble.tools.simulate",
    "bigtrouble.bots.advisor",
    "ui.panels.advisor",
    "ui.panels.statistics",
    "ui.panels.theatre",
    "ui.panels.pile_browser",
    "ui.teach.guide",
    "ui.teach.tutorial",
    "ui.teach.puzzles",
    "ui.window.end_screen",
    "ui.window.dialogs",
)
"""Never needed for a first Quick Game's mat: each is imported when its feature is first used."""


@pytest.mark.slow
def test_the_start_loads_nothing_it_does_not_show(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """At the first frame no engine, mat or History code is loaded; when the Quick Game's mat is playable
    none of the optional parts is (statistics, theatre, advisor, memory, guide, lesson, puzzles, Ray), the
    collector is on again and the start's objects are frozen."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(root))
    env.update({var: str(tmp_path / var) for var in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME")})
    out = subprocess.run(
        [sys.executable, "-c", LOADED_AT], cwd=root, env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    lines = {line.split()[0]: line.split()[1:] for line in out.stdout.splitlines()}
    assert list(lines) == ["first-frame", "mat-frame", "playable"]

    def loaded(moment: str, name: str) -> bool:
        mods = lines[moment][2].split(",")
        return any(m == name or m.startswith(name + ".") for m in mods)

    assert loaded("first-frame", "PySide6.QtWidgets") and loaded("playable", "bigtrouble.engine")
    assert [m for m in NOT_AT_FIRST_FRAME if loaded("first-frame", m)] == []
    assert [m for m in NOT_AT_PLAYABLE if loaded("playable", m)] == []
    assert lines["playable"][:2] == ["True", "True"]  # collector on, start frozen


@pytest.mark.slow
def test_fill_face_cache_leaves_every_face_of_the_game_on_disk(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """``--first-frame --fill-face-cache`` (bench-ui's warm-up) quits only once the faces the game can show
    are written: a launch after it draws no face, one after a plain ``--first-frame`` in a fresh cache did."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    count_draws = """
import sys
import ui.mat.pixmaps as px
drawn = []
px.to_image = (lambda make: lambda img: (drawn.append(1), make(img))[1])(px.to_image)
import atexit
atexit.register(lambda: print("drawn", len(drawn)))
from ui.app import main
raise SystemExit(main(sys.argv[1:]))
"""

    def launch(cache: str, *args: str) -> int:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(root), HOME=str(tmp_path / "home"))
        env["XDG_CACHE_HOME"] = str(tmp_path / cache)
        out = subprocess.run(
            [sys.executable, "-c", count_draws, "--first-frame", *args],
            cwd=root,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert out.returncode == 0, out.stderr
        return int(out.stdout.split("drawn")[-1])

    assert launch("plain") > 0  # a first launch draws the faces it shows
    assert launch("filled", "--fill-face-cache") > 0
    assert launch("filled") == 0


def test_the_first_frame_is_felt_until_the_mat_is_in(qtbot, settings: QSettings) -> None:  # type: ignore[no-untyped-def]
    """The window's centre shows the mat's felt colour before the game loads (Qt fills it from the palette),
    and stops filling it once the mat's view covers the centre."""
    from ui.window.frame import FELT

    win = MainWindow(settings=settings, autosave=False, frame_only=True)
    qtbot.addWidget(win)
    win.resize(800, 600)
    win.show()
    image = win.central.grab().toImage()
    assert image.pixelColor(image.width() // 2, image.height() // 2) == FELT
    win.build_mat()
    assert not win.central.autoFillBackground()
