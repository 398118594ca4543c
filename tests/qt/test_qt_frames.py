"""What the mat repaints after a change: only what looks different (the first frame after an action stays small).

Speed itself is shown by ``bigtrouble bench-ui``; these tests check the structure that keeps it: which parts
of the view a change repaints, how many animation objects a move creates, and where face files are written.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QPaintEvent, QRegion
from PySide6.QtWidgets import QApplication
from qthelpers import history_caught_up, start

from bigtrouble.teaching.position import position
from ui.window.main_window import MainWindow


def painted(window: MainWindow, change: Callable[[], object]) -> QRegion:
    """The part of the mat's viewport repainted after ``change`` (empty if nothing was)."""
    region = QRegion()

    def listen(event: QPaintEvent) -> None:
        nonlocal region
        region = region.united(event.region())

    window.view.viewport().repaint()
    QApplication.processEvents()
    window.view.paint_listeners.append(listen)
    try:
        change()
        for _ in range(3):
            QApplication.processEvents()
    finally:
        window.view.paint_listeners.remove(listen)
    return region


def covers(window: MainWindow, region: QRegion, item: object) -> bool:
    """Whether ``region`` (viewport pixels) touches the scene item ``item``."""
    rect = window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()  # type: ignore[attr-defined]
    return region.intersects(rect)


def test_a_pile_repaints_only_when_its_stack_looks_different(window: MainWindow) -> None:
    """One card more or less on a 20-card Hero Deck changes only its badge: the stack itself is not redrawn
    (every End Turn changes several counts). Emptying it does redraw it."""
    start(window, position(names=("Ann", "Bo")))
    zone = window.scene.zones["hero_deck"]
    zone.set_count(20)
    QApplication.processEvents()
    same_look = painted(window, lambda: zone.set_count(21))
    assert not covers(window, same_look, zone)
    emptied = painted(window, lambda: zone.set_count(0))
    assert covers(window, emptied, zone)


LONG_NAMES = ("Jack Burton", "Egg Shen (Lookahead bot)", "Gracie Law (Heuristic bot)", "Wang Chi", "Miao Yin (bot)")


def test_a_move_repaints_the_chip_of_its_player_only(window: MainWindow) -> None:
    """Playing a card changes Ann's hand and Recruit: Bo's chip on the strip is not redrawn."""
    from bigtrouble.actions import PlayCard

    session = start(window, position(names=("Ann", "Bo"), hands=[["Chang Sing Strategist"], []]))
    ann, bo = window.scene.strip.chips
    uid = session.state.players[0].hand[0]
    region = painted(window, lambda: session.submit(PlayCard(uid)))
    assert covers(window, region, ann)
    assert not covers(window, region, bo)


def test_long_names_on_a_crowded_strip_are_elided_and_whole_in_the_tooltip(window: MainWindow) -> None:
    """Five players with long bot names at 1024 px: each chip shows its name whole or cut in the middle with
    "…" inside the chip (never cut off by the numbers; the end that tells bots apart stays), and hovering it
    names the player in full."""
    window.resize(1024, 600)
    QApplication.processEvents()
    start(window, position(players=5, names=LONG_NAMES))
    window.view.viewport().repaint()
    chips = window.scene.strip.chips
    assert len(chips) == 5
    shortened = 0
    for chip, name in zip(chips, LONG_NAMES, strict=True):
        shown = chip.name_shown.removeprefix("▶ ")
        head, _, tail = shown.partition("…")
        assert shown == name or (name.startswith(head) and name.endswith(tail) and tail), shown
        shortened += shown != name
        assert name in chip.toolTip()
    assert shortened, "at 1024 px five long names cannot all fit"


def test_end_turn_moves_every_card_on_one_timeline(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """End Turn with animations on: one animation object moves the old hand out and the new one in (not one
    per card), and when it ends every card sits at its place."""
    from PySide6.QtCore import QAbstractAnimation, QPointF

    from bigtrouble.actions import EndTurn

    names = ["Chang Sing Strategist"] * 3 + ["Chang Sing Warrior"] * 3
    session = start(window, position(names=("Ann", "Bo"), hands=[names, names], decks=[names * 2, names * 2]))
    window.set_animation_ms(150)
    assert session.submit(EndTurn()) is None
    scene = window.scene
    anims = scene.anims
    assert anims is not None
    assert anims.count() >= 6
    assert not anims.findChildren(QAbstractAnimation)
    qtbot.waitUntil(lambda: scene.anims is None, timeout=3000)
    for uid, spot in scene.spots.items():
        card = scene.cards[uid]
        assert card.pos() == QPointF(spot.box.x, spot.box.y)
        assert card.zValue() == spot.z
        assert card.showing_face() or not spot.face_up


def test_tooltips_are_set_after_the_frame_and_current_when_hovered_at_once(window: MainWindow) -> None:
    """A move's own update sets no tooltip (about a millisecond the first frame need not wait for); hovering
    the Attack token before the event loop has run still shows the new total."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip

    from bigtrouble.actions import PlayCard

    session = start(window, position(names=("Ann", "Bo"), hands=[["Chang Sing Warrior"], []]))
    token = window.scene.attack
    assert "Attack 0" in token.toolTip()
    uid = session.state.players[0].hand[0]
    assert session.submit(PlayCard(uid)) is None
    assert "Attack 0" in token.toolTip()  # not yet: the frame comes first
    assert window.scene.explainer.tips_due is not None
    vp = window.view.viewport()
    at = window.view.mapFromScene(token.sceneBoundingRect().center())
    QApplication.sendEvent(vp, QHelpEvent(QEvent.Type.ToolTip, at, vp.mapToGlobal(at)))
    assert "Attack 1" in QToolTip.text() and "Attack 1" in token.toolTip()


def test_face_files_are_written_off_the_gui_thread(qapp, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A newly drawn face is kept on disk by a worker thread, whole (no half-written file is ever read), and
    the next run reads that file instead of drawing the face again."""
    import threading

    from ui.mat import pixmaps
    from ui.mat.pixmaps import PixmapCache

    writers: list[str] = []
    write = pixmaps.write_png

    def spy(img: object, path: object) -> None:
        writers.append(threading.current_thread().name)
        write(img, path)  # type: ignore[arg-type]

    monkeypatch.setattr(pixmaps, "write_png", spy)
    cache = PixmapCache(disk=tmp_path)
    drawn = cache.face("basic/wound", 90)
    cache.flush_writes()
    files = list(tmp_path.rglob("*.png"))
    assert len(files) == 1 and ".tmp" not in files[0].name
    assert writers and threading.main_thread().name not in writers
    again = PixmapCache(disk=tmp_path)
    monkeypatch.setattr("ui.mat.pixmaps.renderers", lambda: (None, None))  # drawing again would fail
    assert again.face("basic/wound", 90).size() == drawn.size()


def test_a_narrow_window_starts_with_the_panels_folded_and_ctrl_l_brings_them_back(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    """On a 1024 px screen the log would take the width the cards need: at a first start the side panels
    start folded away (the mat's cards get wider), the status bar says how to bring them back, and Ctrl+L
    does. A wide window keeps its log."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from ui.window.side_panels import FOLDED_NOTE

    narrow = MainWindow(settings=settings, autosave=False)
    qtbot.addWidget(narrow)
    narrow.resize(1024, 560)
    narrow.show()
    qtbot.waitExposed(narrow)
    start(narrow, position(names=("Ann", "Bo")))
    qtbot.waitUntil(lambda: not narrow.log_dock.isVisible(), timeout=2000)
    assert narrow.statusBar().currentMessage() == FOLDED_NOTE
    folded_w = narrow.scene.lay.card_w
    assert narrow.view.viewport().width() > 1000 and folded_w >= 72
    QTest.keyClick(narrow, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: narrow.log_dock.isVisible(), timeout=2000)
    qtbot.waitUntil(lambda: narrow.scene.lay.card_w < folded_w, timeout=2000)
    qtbot.waitUntil(lambda: narrow.log_dock.width() <= max(190, 1024 // 7 + 12), timeout=2000)

    wide = MainWindow(settings=settings, autosave=False)
    qtbot.addWidget(wide)
    wide.resize(1366, 740)
    wide.show()
    qtbot.waitExposed(wide)
    QApplication.processEvents()
    assert wide.log_dock.isVisible()


def test_a_chip_with_room_shows_the_numbers_that_fit_beside_the_whole_name(window: MainWindow) -> None:
    """Two players at 1366 px: each chip has room for its name and at least the VP and hand numbers."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    start(window, position(names=("Player 1", "Player 2")))
    for chip in window.scene.strip.chips:
        img = QImage(int(chip.w) + 4, int(chip.h) + 4, QImage.Format.Format_ARGB32)
        p = QPainter(img)
        chip.paint(p, QStyleOptionGraphicsItem())
        p.end()
        assert chip.name_shown.removeprefix("▶ ") == chip.seat.name  # type: ignore[union-attr]
        assert "hand" in chip.stats_shown


def test_a_button_label_shrinks_to_fit_once_and_a_short_one_keeps_its_size(qapp) -> None:  # type: ignore[no-untyped-def]
    """A prompt button's type size is found once per label and width (not by trying sizes at every paint):
    a long answer shrinks until it fits, a short one keeps the largest size."""
    from PySide6.QtGui import QFontMetrics

    from ui.mat.buttons import fitted_px
    from ui.mat.look import ui_font

    long = "Reveal the top card of the Villain Deck and play it"
    px = fitted_px(long, 160, 18.0)
    assert 6 <= px < 18 and QFontMetrics(ui_font(px, True)).horizontalAdvance(long) <= 160 or px == 6
    assert fitted_px("KO", 160, 18.0) == 18.0
    before = fitted_px.cache_info().hits
    fitted_px(long, 160, 18.0)
    assert fitted_px.cache_info().hits == before + 1


def test_the_hidden_history_panel_costs_a_move_nothing_and_shows_every_step_when_brought_up(window: MainWindow) -> None:
    """The History tab behind the Log: moves don't make its list reset (with hundreds of steps that cost
    milliseconds inside every action, before the frame); bringing it up lists every step, and it then
    follows each new one."""
    from bigtrouble.actions import PlayCard

    hand = ["Chang Sing Warrior", "Chang Sing Strategist", "Chang Sing Warrior", "Chang Sing Warrior"]
    session = start(window, position(names=("Ann", "Bo"), hands=[hand, []]))
    model = window.history.model()
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))
    for uid in session.state.players[0].hand[:3]:
        assert session.submit(PlayCard(uid)) is None
    QApplication.processEvents()
    assert resets == [] and window.history.group() is None
    window.history_dock.raise_()
    QApplication.processEvents()
    model = window.history.model()
    assert model.rowCount() == 4  # the start and three plays
    assert session.submit(PlayCard(session.state.players[0].hand[0])) is None
    history_caught_up(window)
    assert model.rowCount() == 5


def test_a_move_that_leaves_the_buttons_as_they_were_does_not_redraw_them(window: MainWindow) -> None:
    """Playing a card leaves End Turn and Heal looking the same: they are not repainted (each sync used to mark
    both for a redraw of their cached look, about half a millisecond apiece inside the action's first frame).
    The keyboard focus landing on End Turn does redraw it, with its ring."""
    from bigtrouble.actions import EndTurn, PlayCard

    session = start(window, position(names=("Ann", "Bo"), hands=[["Chang Sing Strategist"] * 2, []]))
    scene = window.scene
    uid = session.state.players[0].hand[0]
    region = painted(window, lambda: session.submit(PlayCard(uid)))
    assert not region.isEmpty()
    assert not covers(window, region, scene.end_turn) and not covers(window, region, scene.heal)

    def focus_end_turn() -> None:
        scene.focus_step(1)
        while scene.focused_action() != EndTurn():
            scene.focus_step(1)

    region = painted(window, focus_end_turn)
    assert scene.end_turn.focused and covers(window, region, scene.end_turn)
