"""Playing on the mat with the real mouse and the keyboard: drags, drops, clicks, choices."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from qthelpers import click, mouse_drag, scene_point, start, viewport_point

from bigtrouble.actions import Choose, EndTurn, PlayCard
from bigtrouble.effects.basic import Choice, ChooseOne, GainAttack, GainRecruit
from bigtrouble.teaching.position import position
from bigtrouble.teaching.testing import names_in, run, uid_in
from bigtrouble.zones import Zone
from ui.mat.look import Glow
from ui.window.main_window import MainWindow


def test_real_mouse_drag_from_hand_to_play_area_plays_the_card(window: MainWindow) -> None:
    """Dragging a hand card onto the play area with the mouse plays it: it moves to Played and adds its Attack."""
    s = position(hands=[["Chang Sing Warrior", "Chang Sing Strategist"]])
    session = start(window, s)
    uid = uid_in(s, "Chang Sing Warrior", Zone.HAND, 0)
    played = window.scene.lay.played
    mouse_drag(window, viewport_point(window, window.scene.cards[uid]), scene_point(window, played.cx, played.cy))
    assert names_in(session.state, Zone.PLAYED, 0) == ["Chang Sing Warrior"]
    assert session.state.turn.attack == 1
    assert window.scene.cards[uid].zone == "played"


def test_illegal_drop_changes_nothing_and_says_why(window: MainWindow) -> None:
    """Dropping an unaffordable Hero on the discard pile leaves the state as it was and shows the engine's reason."""
    s = position(hq=["Uncle Chu"], recruit=0)
    session = start(window, s)
    uid = s.hq[0]
    item = window.scene.cards[uid]
    home = item.pos()
    discard = window.scene.lay.discard
    mouse_drag(window, viewport_point(window, item), scene_point(window, discard.cx, discard.cy))
    assert session.state is s
    assert session.stack.count() == 0
    assert item.pos() == home
    assert "Recruit" in window.statusBar().currentMessage()


def test_drop_on_the_wrong_zone_sends_the_card_back(window: MainWindow) -> None:
    """A hand card dropped on the Attack token goes back to the hand and the status bar says where to drop it."""
    s = position(hands=[["Chang Sing Warrior"]])
    session = start(window, s)
    item = window.scene.cards[s.players[0].hand[0]]
    home = item.pos()
    attack = window.scene.lay.attack
    mouse_drag(window, viewport_point(window, item), scene_point(window, attack.cx, attack.cy))
    assert session.state is s
    assert item.pos() == home
    assert "play area" in window.statusBar().currentMessage()


def test_dragging_lights_the_legal_target_and_dims_the_rest(window: MainWindow) -> None:
    """While a fightable Villain is dragged, the Attack token lights up and other cards dim."""
    s = position(hands=[["Chang Sing Warrior"]], city={"sewers": "Wing Kong Thug"}, attack=3)
    start(window, s)
    scene = window.scene
    villain = scene.cards[s.city[0]]
    assert scene.begin_drag(villain)
    assert scene.attack.glow is Glow.TARGET
    assert scene.cards[s.players[0].hand[0]].dimmed
    assert scene.zones["played"].dimmed
    scene.end_drag(villain, villain.pos())


def test_click_fights_and_the_choice_is_answered_on_the_mat(window: MainWindow) -> None:
    """Clicking a Villain fights it; its KO choice lights the hand cards, and clicking one answers it."""
    s = position(hands=[["Chang Sing Strategist", "Uncle Chu"]], city={"sewers": "Wing Kong Thug"}, attack=3)
    session = start(window, s)
    click(window, viewport_point(window, window.scene.cards[s.city[0]]))
    assert session.state.pending is not None
    assert window.scene.cards[uid_in(session.state, "Uncle Chu", Zone.HAND, 0)].glow is Glow.OPTION
    target = uid_in(session.state, "Chang Sing Strategist", Zone.HAND, 0)
    item = window.scene.cards[target]
    assert item.glow is Glow.OPTION
    assert window.scene.prompt.isVisible()
    click(window, viewport_point(window, item))
    assert session.state.pending is None
    assert names_in(session.state, Zone.KO) == ["Chang Sing Strategist"]
    assert names_in(session.state, Zone.VICTORY, 0) == ["Wing Kong Thug"]


def test_word_options_get_buttons_in_the_prompt(window: MainWindow) -> None:
    """A "choose one" in words shows a button per option; clicking one answers the choice."""
    s = run(
        position(), ChooseOne((Choice("Gain 2 Attack", (GainAttack(2),)), Choice("Gain 2 Recruit", (GainRecruit(2),))))
    )
    session = start(window, s)
    button = window.scene.prompt.button_for(Choose(1))
    assert button is not None and button.isVisible()
    click(window, viewport_point(window, button))
    assert session.state.turn.recruit == 2


def test_a_choice_with_one_answer_resolves_by_itself_unless_full_control(window: MainWindow) -> None:
    """A forced choice with a single option is answered automatically, but asked under full control."""
    forced = run(position(hands=[["Chang Sing Warrior"]]), ChooseOne((Choice("Only way", (GainAttack(1),)),)))
    auto = start(window, forced)
    assert auto.state.pending is None and auto.state.turn.attack == 1
    window.full_control_action.setChecked(True)
    manual = start(window, forced)
    assert manual.state.pending is not None


def test_tab_cycles_legal_actions_and_enter_does_one(window: MainWindow) -> None:
    """Without the mouse: Tab walks the legal actions (focus ring on the card), Enter plays the focused card."""
    s = position(hands=[["Chang Sing Warrior"]])
    session = start(window, s)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    focused = window.scene.focused_action()
    assert focused == PlayCard(s.players[0].hand[0])
    assert window.scene.cards[s.players[0].hand[0]].focused
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert names_in(session.state, Zone.PLAYED, 0) == ["Chang Sing Warrior"]


def test_end_turn_shortcut_passes_the_turn(window: MainWindow) -> None:
    """Ctrl+E ends the turn."""
    s = position(villain_deck=["Bystander"] * 3)
    session = start(window, s)
    QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert session.state.current == 1


def test_right_click_opens_the_card_viewer_with_its_origin(window: MainWindow) -> None:
    """Right-clicking a card shows it large, with where it comes from."""
    s = position(city={"sewers": "Wing Kong Thug"})
    start(window, s)
    at = viewport_point(window, window.scene.cards[s.city[0]])
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, at)
    assert window.viewer.isVisible()
    assert "published" in window.viewer.origin.text().lower()
    assert "Outline known" in window.viewer.origin.text() and "attack (published S1)" in window.viewer.origin.text()
    assert window.viewer.card_id == "henchman/wing_kong_thugs"
    assert window.viewer.reminder.isHidden()  # no rules reminder: no empty line


def test_card_viewer_shows_the_rules_reminders_the_card_no_longer_prints(window: MainWindow) -> None:
    """Rain in Battle Armor's face says "printed Attack"; the viewer adds that 0+ Attack counts (R67)."""
    s = position(city={"sewers": "Rain in Battle Armor"})
    start(window, s)
    at = viewport_point(window, window.scene.cards[s.city[0]])
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, at)
    assert window.viewer.isVisible() and window.viewer.reminder.isVisible()
    assert "0+ Attack has printed Attack (R67, R169)" in window.viewer.reminder.text()


def test_captured_bystanders_peek_out_under_their_captor(window: MainWindow) -> None:
    """A captive is drawn beneath its Villain (lower z), shifted down so it shows."""
    s = position(city={"rooftops": "Wing Kong Thug"}, captives={"rooftops": ["Bystander"]})
    start(window, s)
    captor = window.scene.cards[s.city[2]]
    captive = window.scene.cards[s.captives[2][0]]
    assert captive.zValue() < captor.zValue()
    assert captive.pos().y() > captor.pos().y()
    assert captive.pos().y() + captive.h > captor.pos().y() + captor.h


def test_unused_point_does_nothing(window: MainWindow) -> None:
    """Clicking bare felt changes nothing."""
    s = position(hands=[["Chang Sing Warrior"]])
    session = start(window, s)
    click(window, QPoint(5, window.view.viewport().height() - 5))
    assert session.state is s


def test_a_villain_entering_animates_the_push_and_the_flip(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """With animations on, the revealed Villain flips in from the deck; the one in the Sewers slides to the Bank."""
    window.set_animation_ms(120)
    window.hot_seat = False
    s = position(players=1, city={"sewers": "Wing Kong Thug"}, villain_deck=["Wing Kong Thug"] * 3)
    session = start(window, s)
    pushed = window.scene.cards[s.city[0]]
    session.submit(EndTurn())
    entering = window.scene.cards[session.state.city[0]]
    assert window.scene.anims is not None
    assert entering.flip < 1.0
    qtbot.waitUntil(lambda: window.scene.anims is None, timeout=3000)
    bank = window.scene.lay.city[1]
    assert (pushed.pos().x(), pushed.pos().y()) == (bank.x, bank.y)
    assert entering.flip == 1.0 and entering.showing_face()
