"""View > Interface Size (75-200%): bigger text in menus, panels and dialogs, the layout whole, kept between runs."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from qthelpers import start

from bigtrouble import first_game, new_game
from ui.window.main_window import MainWindow


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_largest_size_keeps_the_layout_whole_and_is_remembered(qtbot, settings: QSettings, size) -> None:  # type: ignore[no-untyped-def]
    w = MainWindow(settings=settings, autosave=False)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    start(w, new_game(first_game(2), 1), first_game(2), 1)
    before = QApplication.font().pointSizeF()
    try:
        w.set_interface_scale(200)
        for _ in range(10):
            QApplication.processEvents()
        assert QApplication.font().pointSizeF() == pytest.approx(before * 2)
        bar = w.statusBar()  # the turn line and a passing message never drawn over each other
        assert not (bar.currentMessage() and w.status_label.isVisible())
        assert w.menuBar().height() > 0 and w.view.width() > size[0] * 0.5 and w.view.height() > size[1] * 0.5
        view = w.view.geometry()
        for dock in (w.log_dock, w.history_dock):
            if dock.isVisible():
                assert not dock.geometry().intersects(view.translated(w.centralWidget().pos()))
        again = MainWindow(settings=settings, autosave=False)  # the next run
        qtbot.addWidget(again)
        assert again.interface_scale == 200
        assert [a.data() for a in again.scale_group.actions() if a.isChecked()] == [200]
    finally:
        w.set_interface_scale(100)
    assert QApplication.font().pointSizeF() == pytest.approx(before)
