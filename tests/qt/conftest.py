"""Fixtures for the Qt client tests: a window with no animation, settings in a temp file."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication, QDialog

from ui.window.main_window import MainWindow


@pytest.fixture(autouse=True)
def _test_paths(qapp: QApplication) -> Iterator[None]:
    """Every test writes settings and autosaves under Qt's test-mode folders, never the user's."""
    QStandardPaths.setTestModeEnabled(True)
    qapp.setOrganizationName("BigTroubleTests")
    qapp.setApplicationName("Big Trouble Tests")
    yield
    for w in QApplication.topLevelWidgets():  # a dialog a test left open (an end screen) is no next test's
        if isinstance(w, QDialog) and w.isVisible():
            w.reject()


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    """Settings in a throw-away file, as after a first start: the welcome was seen, and End Turn asks nothing
    about points left (their own tests turn each back on)."""
    s = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    s.setValue("confirm_end_turn", False)
    s.setValue("welcomed", True)
    return s


@pytest.fixture
def window(qtbot, settings: QSettings) -> MainWindow:  # type: ignore[no-untyped-def]
    """The main window at 1366x768, shown offscreen, animations off, no autosave."""
    w = MainWindow(settings=settings, autosave=False)
    w.set_animation_ms(0)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def autosaving(qtbot, settings: QSettings, tmp_path: Path) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """A shown window that autosaves to a folder of this test's own (never one another test run shares)."""
    w = MainWindow(settings=settings, autosave=True)
    w.autosave_file = tmp_path / "data" / "autosave.json"
    w.set_animation_ms(0)
    w.hot_seat = False  # no curtain between the players' choices
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.autosave_problem = None  # a failing autosave would make closing ask
    for top in QApplication.topLevelWidgets():
        if top is not w and top.isVisible():
            top.close()
    w.autosave_enabled = False
