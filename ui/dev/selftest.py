"""``bigtrouble --self-test``: the real client plays a first turn offscreen, saves, reopens and checks.

Made for the bundle (``dist/bigtrouble/bigtrouble --self-test`` on a machine with
no Python), it works the same from the source tree. It uses only what a player
uses: the main window is built in two steps as on a double-click, the first game
is started from the New Game dialog's Start button, every move of the first turn
is a mouse gesture sent to the mat (a drag for playing, recruiting and fighting,
a click for choices and End Turn), the hot-seat curtain is lifted with a click,
the game is saved with File > Save's code and reopened in a fresh window with
File > Open's. Settings, drawn card faces and the save go to a temporary folder
(``--keep DIR`` keeps them); on Linux Qt's user folders are pointed there too.

Exit status 0 when every check passed; 1 with the reason otherwise; 2 for a bad
command line.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ui.dev.arguments import folder_to_keep

if TYPE_CHECKING:
    from bigtrouble.actions import Action
    from bigtrouble.model import Setup, State
    from ui.window.main_window import MainWindow

Report = Callable[[str], None]
MAX_GESTURES = 80


class SelfTestError(Exception):
    """A check of the self-test failed; the message says which and why."""


def check(ok: bool, why: str) -> None:
    """Fail the self-test with ``why`` unless ``ok``."""
    if not ok:
        raise SelfTestError(why)


# --- the mouse ----------------------------------------------------------------------------


def _send(widget: Any, kind: Any, at: Any, button: Any, buttons: Any) -> None:
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    local = QPointF(at)
    event = QMouseEvent(kind, local, QPointF(widget.mapToGlobal(at)), button, buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)


def mouse_click(widget: Any, at: Any) -> None:
    """A left click at ``at`` (a QPoint in ``widget``): press and release, as the platform delivers them."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtWidgets import QApplication

    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    _send(widget, QEvent.Type.MouseMove, at, none, none)
    _send(widget, QEvent.Type.MouseButtonPress, at, left, left)
    _send(widget, QEvent.Type.MouseButtonRelease, at, left, none)
    QApplication.processEvents()


def mouse_drag(widget: Any, start: Any, end: Any) -> None:
    """Press at ``start``, move past the drag distance, move to ``end`` and release there."""
    from PySide6.QtCore import QEvent, QPoint, Qt
    from PySide6.QtWidgets import QApplication

    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    _send(widget, QEvent.Type.MouseMove, start, none, none)
    _send(widget, QEvent.Type.MouseButtonPress, start, left, left)
    _send(widget, QEvent.Type.MouseMove, start + QPoint(25, -30), none, left)
    _send(widget, QEvent.Type.MouseMove, end, none, left)
    _send(widget, QEvent.Type.MouseButtonRelease, end, left, none)
    QApplication.processEvents()


# --- one move, as a player makes it ---------------------------------------------------------


def _describe(s: State, action: Action) -> str:
    try:
        return action.describe(s)
    except Exception:  # noqa: BLE001 (only for the message)
        return repr(action)


def gesture(win: MainWindow, action: Action) -> str:
    """Make ``action`` with the mouse on the mat; return what was done (``"drag"`` or ``"click"``)."""
    from bigtrouble.actions import Fight, FightMastermind, PlayCard, Recruit

    scene, view = win.scene, win.view
    s = scene.state
    check(s is not None, "the mat shows no game")
    assert s is not None
    from PySide6.QtWidgets import QGraphicsItem

    item = scene.item_for(action)
    check(isinstance(item, QGraphicsItem), f"nothing on the mat stands for '{_describe(s, action)}'")
    assert isinstance(item, QGraphicsItem)
    centre = view.mapFromScene(item.sceneBoundingRect().center())
    lay = scene.lay
    target = None
    if isinstance(action, PlayCard):
        target = lay.played
    elif isinstance(action, Recruit):
        target = lay.discard
    elif isinstance(action, (Fight, FightMastermind)):
        target = lay.attack
    if target is None:
        mouse_click(view.viewport(), centre)
        return "click"
    from PySide6.QtCore import QPointF

    mouse_drag(view.viewport(), centre, view.mapFromScene(QPointF(target.cx, target.cy)))
    return "drag"


def play_first_turn(win: MainWindow) -> dict[str, int]:
    """Play the current player's turn to its end with the mouse (greedy moves); count what was done.

    Choices the turn asks of other players are answered too, each behind the hot-seat curtain.
    """
    from bigtrouble.actions import Choose, Decline, EndTurn, Fight, FightMastermind, PlayCard, Recruit
    from bigtrouble.engine import current_player
    from ui.dev.autoplay import greedy

    session = win.session
    check(session is not None, "no game was started")
    assert session is not None
    first = session.state
    me = current_player(first)
    counts = {"played": 0, "recruited": 0, "fought": 0, "answered": 0, "drags": 0, "clicks": 0, "curtains": 0}
    for _ in range(MAX_GESTURES):
        counts["curtains"] += lift_curtain(win)  # another player's choice brings the hot-seat curtain down
        before = session.state
        check(win.scene.state is before, "the mat does not show the session's state")
        action = greedy(before)
        done = session.stack.count()
        how = gesture(win, action)
        counts["drags" if how == "drag" else "clicks"] += 1
        check(
            session.stack.count() == done + 1 and session.state is not before,
            f"the {how} for '{_describe(before, action)}' did not reach the game"
            + (f" ({win.statusBar().currentMessage()})" if win.statusBar().currentMessage() else ""),
        )
        if isinstance(action, PlayCard):
            counts["played"] += 1
        elif isinstance(action, Recruit):
            counts["recruited"] += 1
        elif isinstance(action, (Fight, FightMastermind)):
            counts["fought"] += 1
        elif isinstance(action, (Choose, Decline)):
            counts["answered"] += 1
        elif isinstance(action, EndTurn):
            break
    else:
        raise SelfTestError(f"the turn did not end within {MAX_GESTURES} moves")
    s = session.state
    check(s.turn.number == first.turn.number + 1, f"turn {s.turn.number} after ending turn {first.turn.number}")
    mine = s.players[me]
    check(not mine.played, "cards stayed in the play area after the turn")
    check(len(mine.hand) == 6 or not mine.has_hand, f"{len(mine.hand)} cards were drawn for the next turn, not 6")
    return counts


def lift_curtain(win: MainWindow) -> bool:
    """If the hot-seat curtain is down, lift it with a click; True if it was down."""
    from PySide6.QtCore import QPoint

    if not win.curtain.isVisible():
        return False
    mouse_click(win.curtain, QPoint(win.curtain.width() // 2, win.curtain.height() // 2))
    check(not win.curtain.isVisible(), "a click did not lift the hot-seat curtain")
    return True


def same_setup(a: Setup, b: Setup) -> bool:
    """Whether two setups choose the same game (the order in which groups are listed aside)."""
    import attrs

    def key(s: Setup) -> Setup:
        return attrs.evolve(
            s, heroes=tuple(sorted(s.heroes)), villains=tuple(sorted(s.villains)), henchmen=tuple(sorted(s.henchmen))
        )

    return key(a) == key(b)


def mat_matches(win: MainWindow, s: State) -> None:
    """The mat shows ``s``: its cards are the ones placed for ``s``, each with a face drawn."""
    from ui.mat.placement import place

    scene = win.scene
    check(scene.state is s, "the mat does not show the game's state")
    shown = set(scene.cards)
    wanted = set(place(s, scene.lay, scene.hide_hand))
    check(shown == wanted, f"the mat shows {len(shown)} cards where {len(wanted)} belong")
    blank = [i.card_id for i in scene.cards.values() if i.face is None or i.face.isNull()]
    check(not blank, f"cards without a face: {blank[:3]}")


# --- the whole run ---------------------------------------------------------------------------


class Watchdog:
    """Closes any modal dialog that opens where none should (it would wait forever offscreen) and keeps its text."""

    def __init__(self) -> None:
        """Check every 200 ms."""
        from PySide6.QtCore import QTimer

        self.seen: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(200)
        self.timer.timeout.connect(self._close)
        self.timer.start()

    def _close(self) -> None:
        from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

        box = QApplication.activeModalWidget()
        if box is None:
            return
        self.seen.append(box.text() if isinstance(box, QMessageBox) else box.windowTitle())
        if isinstance(box, QDialog):
            box.reject()
        else:
            box.close()

    def stop(self) -> None:
        """Stop watching."""
        self.timer.stop()


def _window(work: Path) -> MainWindow:
    """A main window as a double-click builds it (frame, then the mat), its files in ``work``."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from ui.mat import pixmaps
    from ui.window.main_window import MainWindow

    settings = QSettings(str(work / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings=settings, autosave=False, frame_only=True)
    win.resize(1366, 768)
    win.show()
    QApplication.processEvents()
    win.build_mat()
    win.cache.disk = work / "faces"
    pixmaps.DISK[:] = [work / "faces"]
    win.set_animation_ms(0)
    QApplication.processEvents()
    return win


def check_assets(report: Report) -> None:
    """The assets are found where ``bigtrouble.resources`` says (inside the bundle when frozen), fonts and icon too."""
    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QApplication

    from bigtrouble.cards.registry import CARDS
    from bigtrouble.resources import asset_path, assets_root
    from ui.mat.look import ui_font
    from ui.qtapp import UI_FONTS

    root = assets_root()
    check(root.is_dir(), f"no assets folder at {root}")
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        check(Path(bundle) in root.parents, f"the bundle's assets are looked for outside it, in {root}")
    asset_path("rules", "checklist.json")
    app = QApplication.instance()
    assert app is not None
    icon = QApplication.windowIcon()
    check(not icon.isNull() and len(icon.availableSizes()) >= 4, "the app icon did not load from the assets")
    loaded = app.property("bigtrouble_fonts") or []
    check(len(loaded) == len(UI_FONTS), f"the bundled fonts did not load ({len(loaded)} of {len(UI_FONTS)})")
    family = QFontInfo(ui_font(14, bold=True)).family()
    check(family.startswith("DejaVu Sans"), f"the mat's font is {family!r}, not the bundled DejaVu Sans Condensed")
    where = "the bundle" if bundle is not None else "the source tree"
    report(
        f"assets from {where} ({root}): {len(loaded)} fonts ({family}), icon in {len(icon.availableSizes())} sizes,"
        f" {len(CARDS)} cards"
    )


def run(work: Path, players: int = 2, seed: int = 1, report: Report = print) -> None:
    """Run every check with files in ``work``; raise :class:`SelfTestError` at the first that fails."""
    from PySide6.QtWidgets import QApplication

    from bigtrouble import saves
    from bigtrouble.rules.setup import first_game
    from ui.mat import pixmaps
    from ui.qtapp import dress

    app = QApplication.instance()
    check(app is not None, "no QApplication")
    dress(app)
    disk = list(pixmaps.DISK)
    watchdog = Watchdog()
    windows: list[MainWindow] = []
    try:
        win = _window(work)
        windows.append(win)
        check_assets(report)

        dialog = win.new_game_dialog()
        dialog.seats.setValue(players)
        preset = first_game(players)
        check(same_setup(dialog.chosen_setup(), preset), "the New Game dialog is not set to the first-game preset")
        dialog.seed = seed
        dialog.start.click()
        QApplication.processEvents()
        started = win.session.setup if win.session is not None else None
        check(started is not None and same_setup(started, preset), "Start did not begin the first game")
        assert win.session is not None
        s = win.session.state
        report(f"new game from the dialog: first-game preset, {players} players, seed {seed}")
        mat_matches(win, s)

        counts = play_first_turn(win)
        counts["curtains"] += lift_curtain(win)
        s = win.session.state
        mat_matches(win, s)
        report(
            f"turn 1 with the mouse: {counts['played']} played, {counts['recruited']} recruited, "
            f"{counts['fought']} fought, {counts['answered']} choices, End Turn "
            f"({counts['drags']} drags, {counts['clicks']} clicks, {counts['curtains']} curtains lifted)"
        )

        path = work / "selftest-save.json"
        check(win.save_to(path), f"File > Save failed: {watchdog.seen}")
        check(path.is_file() and path.stat().st_size > 0, "the save file was not written")
        record = saves.load(path)
        actions = win.session.actions()
        check(record.actions == actions, "the save holds other actions than the game played")

        reopened = _window(work)
        windows.append(reopened)
        check(reopened.open_file(path), f"File > Open failed: {watchdog.seen}")
        lift_curtain(reopened)
        again = reopened.session
        check(again is not None and again.state == s, "the reopened game is not where it was saved")
        assert again is not None
        check(again.actions() == actions, "the reopened game's record differs")
        check(again.stack.count() > 0 and reopened.undo_action.isEnabled(), "the reopened game cannot be undone")
        mat_matches(reopened, again.state)
        report(f"saved {len(actions)} actions ({path.stat().st_size} bytes); reopened: same state and record, undoable")
        check(not watchdog.seen, f"unexpected dialogs: {watchdog.seen}")
    finally:
        watchdog.stop()
        for w in windows:
            w.close()
            w.deleteLater()
        pixmaps.DISK[:] = disk
        QApplication.processEvents()


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """The self-test's options."""
    parser = argparse.ArgumentParser(prog="bigtrouble --self-test", description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, choices=range(1, 6), default=2, metavar="1-5", help="default 2")
    parser.add_argument("--seed", type=int, default=1, help="the game's seed (default 1)")
    parser.add_argument("--keep", type=folder_to_keep, help="work in this folder and keep its files (save, faces)")
    return parser.parse_args(list(argv))


QUIET = ("This plugin does not support propagateSizeHints()",)
"""Qt's notes that say nothing about the game (the offscreen platform has no window manager to hint)."""


def _quiet_qt() -> None:
    """Pass Qt's messages to standard error, except the harmless ones in :data:`QUIET`."""
    from PySide6.QtCore import qInstallMessageHandler

    def handler(kind: object, context: object, message: str) -> None:
        if message not in QUIET:
            print(message, file=sys.stderr)

    qInstallMessageHandler(handler)


def _isolate(work: Path) -> None:
    """Point Qt's user folders (settings, data, cache) into ``work`` where the platform reads XDG variables."""
    for var, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"), ("XDG_CACHE_HOME", "cache")):
        os.environ[var] = str(work / sub)


def run_sandboxed(prefix: str, keep: Path | None, body: Callable[[Path, Callable[[str], None]], None]) -> int:
    """Run a self-test ``body(work, report)`` offscreen with its files in a folder of its own; 0 if it passed.

    ``keep`` names a folder to work in and keep; otherwise a temporary one is used and removed.
    """
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    started = time.perf_counter()

    def report(line: str) -> None:
        print(f"self-test: {line}", flush=True)

    with tempfile.TemporaryDirectory(prefix=prefix) as tmp:
        work = keep if keep is not None else Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        _isolate(work)
        _quiet_qt()
        from ui.qtapp import make_app

        make_app()
        from ui.mat.pixmaps import flush_all_writes

        try:
            body(work, report)
        except SelfTestError as exc:
            print(f"self-test FAILED: {exc}", file=sys.stderr, flush=True)
            return 1
        finally:
            flush_all_writes()  # face files still being written would make removing the folder fail
    report(f"passed in {time.perf_counter() - started:.1f} s")
    return 0


def main(argv: Sequence[str] = ()) -> int:
    """``bigtrouble --self-test [--players N] [--seed N] [--keep DIR]``: 0 if every check passed."""
    try:
        args = parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    return run_sandboxed(
        "bigtrouble-selftest-", args.keep, lambda work, report: run(work, args.players, args.seed, report)
    )
