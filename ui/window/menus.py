"""The window's menus and their keys (the window's actions are built here, its slots live in the window).

Keys are set on the actions only once the mat is built (``MainWindow.build_mat``): setting one creates
PySide6's ``Qt`` namespace, which the first frame does without.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QAction, QActionGroup, QKeySequence

SPEEDS = (("Off", 0), ("Quick", 180), ("Normal", 320), ("Slow", 600))
SCALES = (75, 100, 125, 150, 200)
"""The interface sizes View > Interface Size offers, in percent."""


def build_menus(win: Any) -> None:
    """File, Edit, Game, View and Help for ``win`` (a ``ui.window.main_window.MainWindow``, not imported: no circle)."""
    bar = win.menuBar()
    win._menu_by_name = {
        name: bar.addMenu(title)
        for name, title in (
            ("file", "&File"),
            ("edit", "&Edit"),
            ("game", "&Game"),
            ("view", "&View"),
            ("help", "&Help"),
        )
    }
    # The Help menu's entries, in this order: Learn to Play, How to Play, Rules, Puzzles,
    # Keyboard Shortcuts, Report a Problem, About. Each is added where its feature is built.
    win.report_action = win._action("help", "Report a &Problem…", win.report_problem)
    K = QKeySequence.StandardKey
    win._action("file", "&New Game…", win.new_game_dialog, QKeySequence(K.New))
    win._action("file", "&Open…", win.open_dialog, QKeySequence(K.Open))
    win._action("file", "&Save", win.save, QKeySequence(K.Save))
    win._action("file", "Save &As…", win.save_as, QKeySequence(K.SaveAs))
    win._menu_by_name["file"].addSeparator()
    win._action("file", "Play a &Challenge…", lambda: _challenges().ask_challenge(win))
    win._action("file", "&Daily Challenge", lambda: _challenges().daily_challenge(win))
    win._action("file", "&Import into History…", lambda: _challenges().import_into_history(win))
    win._action("file", "S&tatistics…", lambda: _statistics(win))
    win._action("file", "&Replay a Save or Report…", lambda: _replay_file(win))
    win._action("file", "Replay a Re&membered Game…", lambda: _replay_remembered(win))
    win._menu_by_name["file"].addSeparator()
    win._action("file", "&Quit", win.quit_game, QKeySequence(K.Quit))
    edit = win._menu_by_name["edit"]
    win.undo_action = win.undo_group.createUndoAction(win, "&Undo")
    win._shortcuts.append((win.undo_action, [QKeySequence(K.Undo)]))
    win.redo_action = win.undo_group.createRedoAction(win, "&Redo")
    win._shortcuts.append(
        (win.redo_action, [QKeySequence(K.Redo), QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    )
    edit.addAction(win.undo_action)
    edit.addAction(win.redo_action)
    win._action("game", "&End Turn", win._end_turn, [QKeySequence("Ctrl+E"), QKeySequence("Ctrl+Return")])
    win._action("game", "&Heal Wounds", win._heal, QKeySequence("Ctrl+H"))
    win._action("game", "&Play All Cards", lambda: win.scene.play_all(), QKeySequence("Ctrl+P"))
    win._action("game", "What &Would You Do?", win.ask_advisor, QKeySequence("F3"))
    win._action("game", "Bot's Turn, Move by &Move", win.show_bot_turn, QKeySequence("F4"))
    win._action("game", "Next Legal Action (Tab)", lambda: win.scene.focus_step(1))
    win._action("game", "Do Focused Action (Enter)", lambda: win.scene.activate_focus())
    win._menu_by_name["game"].addSeparator()
    win.full_control_action = win._action(
        "game", "&Full Control (no automatic answers)", win._set_full_control, checkable=True
    )
    win.strict_action = win._action(
        "game", "&Strict Undo (stop at hidden information)", win._set_strict, checkable=True
    )
    win.confirm_end_action = win._action(
        "game",
        "&Ask Before Ending a Turn With Points Left",
        lambda on: win.settings.setValue("confirm_end_turn", on),
        checkable=True,
    )
    win._action("view", "Zoom &In", lambda: win.view.zoom_in(), [QKeySequence(K.ZoomIn), QKeySequence("Ctrl+=")])
    win._action("view", "Zoom &Out", lambda: win.view.zoom_out(), QKeySequence(K.ZoomOut))
    win._action("view", "&Fit Window", lambda: win.view.zoom_reset(), QKeySequence("Ctrl+0"))
    win.full_screen_action = win._action(
        "view", "F&ull Screen", win.set_full_screen, [QKeySequence(K.FullScreen), QKeySequence("F11")], checkable=True
    )
    speed_menu = win._menu_by_name["view"].addMenu("&Animations")
    win.speed_group = QActionGroup(win)
    for label, ms in SPEEDS:
        act = QAction(label, win, checkable=True)
        act.setData(ms)
        act.triggered.connect(lambda _=False, v=ms: win.set_animation_ms(v))
        win.speed_group.addAction(act)
        speed_menu.addAction(act)
    scale_menu = win._menu_by_name["view"].addMenu("Interface &Size")
    win.scale_group = QActionGroup(win)
    for pct in SCALES:
        act = QAction(f"{pct}%", win, checkable=True)
        act.setData(pct)
        act.triggered.connect(lambda _=False, v=pct: win.set_interface_scale(v))
        win.scale_group.addAction(act)
        scale_menu.addAction(act)
    win.hover_action = win._action(
        "view", "Large Card on &Hover", lambda on: win.settings.setValue("hover_viewer", on), checkable=True
    )


def _challenges() -> Any:
    """The challenge and import doors (imported when first used: the menus are built before the game loads)."""
    from ui.window import challenges

    return challenges


def _statistics(win: Any) -> None:
    """Game memory statistics, for the games kept beside the autosave."""
    from bigtrouble.tools.memory import memory_file
    from ui.panels.statistics import open_statistics

    open_statistics(win, memory_file(win.autosave_target().parent))


def _replay_file(win: Any) -> None:
    from ui.panels.theatre import replay_file

    replay_file(win)


def _replay_remembered(win: Any) -> None:
    from bigtrouble.tools.memory import memory_file
    from ui.panels.theatre import remembered_games_dialog

    remembered_games_dialog(win, memory_file(win.autosave_target().parent))
