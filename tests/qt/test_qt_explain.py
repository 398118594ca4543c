"""The mat explains itself: hover tooltips, Attack badges, trigger marks, refusals, What can I do?, banners."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent, QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip
from qthelpers import click, mouse_drag, scene_point, start, viewport_point

from bigtrouble import legal_actions
from bigtrouble.actions import EndTurn
from bigtrouble.effects.base import ask
from bigtrouble.effects.basic import Pick
from bigtrouble.model import Ctx, Option
from bigtrouble.teaching.position import position
from bigtrouble.zones import Zone
from ui.mat.buttons import ButtonItem
from ui.mat.decor import label_boxes
from ui.mat.explain import MAT_TIPS, LabelSpot
from ui.mat.items import TokenItem, ZoneItem
from ui.mat.tips import tip_text
from ui.panels.whatnow import ADVICE_MARK
from ui.window.main_window import MainWindow


def tooltip_at(w: MainWindow, at: QPoint) -> str:
    """Hover: send the viewport the tooltip event the pointer's rest would, and read the tooltip shown."""
    QToolTip.hideText()
    QApplication.processEvents()
    vp = w.view.viewport()
    event = QHelpEvent(QEvent.Type.ToolTip, at, vp.mapToGlobal(at))
    QApplication.sendEvent(vp, event)
    QApplication.processEvents()
    text = tip_text(QToolTip.text()) if QToolTip.isVisible() else ""
    QToolTip.hideText()
    if text.startswith("<"):  # a long tip is shown wrapped, as rich text: read its words
        doc = QTextDocument()
        doc.setHtml(text)
        text = doc.toPlainText().strip()
    return text


def hover(w: MainWindow, item: object) -> str:
    """The tooltip shown when the pointer rests on ``item``'s centre."""
    at = viewport_point(w, item)  # type: ignore[arg-type]
    QTest.mouseMove(w.view.viewport(), at)
    return tooltip_at(w, at)


def test_mastermind_badge_shows_his_attack_now_and_the_tooltip_the_sum(window: MainWindow) -> None:
    """R96: Six Shooter is printed 7; with a Wing Kong Gang Villain in the city he has 8, and the mat says so."""
    s = position(city={"sewers": "Wing Kong Gunman"})
    start(window, s)
    item = window.scene.cards[s.mastermind]
    assert item.attack_now == (8, 7)
    tip = hover(window, item)
    assert "7 printed, +1 for each Wing Kong Gang Villain in the city: 8" in tip
    start(window, position())
    item = window.scene.cards[window.session.state.mastermind]  # type: ignore[union-attr]
    assert item.attack_now is None
    assert "7, as printed (nothing changes it now)" in hover(window, item)


def test_villain_badge_only_when_its_attack_differs(window: MainWindow) -> None:
    """A Doorman next to another Exchange Villain has 4, not its printed 3; a lone Thug has no badge."""
    s = position(
        city={"sewers": "Wing Kong Exchange Doorman", "bank": "Rain, Human Resources", "bridge": "Wing Kong Thug"}
    )
    start(window, s)
    doorman, rain, thug = (window.scene.cards[s.city[i]] for i in (0, 1, 4))
    assert doorman.attack_now == (4, 3)
    assert rain.attack_now is None and thug.attack_now is None
    tip = hover(window, doorman)
    assert "3 printed, +1 for each other Wing Kong Exchange Villain in the city: 4" in tip
    assert tip.endswith("You have 0 Attack: 4 more to fight it.")


def test_hq_heroes_say_what_they_cost_and_what_is_missing(window: MainWindow) -> None:
    """R80: hovering an HQ Hero tells its cost against your Recruit."""
    s = position(recruit=3, hq=["Chinatown Brawler", "CB Radio"])
    start(window, s)
    assert hover(window, window.scene.cards[s.hq[0]]) == (
        "Chinatown Brawler costs 5 Recruit.\nYou have 3 Recruit: 2 more to recruit it."
    )
    assert hover(window, window.scene.cards[s.hq[1]]).endswith("You have 3 Recruit: enough to recruit it.")


def test_hand_trigger_marks_light_when_the_trigger_would_fire(window: MainWindow) -> None:
    """R73: 6.9 on the Richter Scale is marked grey until a Tech card is played, and the tooltip says why."""
    s = position(hands=[["6.9 on the Richter Scale", "CB Radio", "Dragon of the Black Pool"]])
    session = start(window, s)
    richter, radio, dragon = s.me.hand
    assert window.scene.cards[richter].marks == (("Tech", False),)
    assert window.scene.cards[dragon].marks == ()
    assert "Tech: play another Tech card first." in hover(window, window.scene.cards[richter])
    click(window, viewport_point(window, window.scene.cards[dragon]))
    assert window.scene.cards[richter].marks == (("Tech", False),)
    click(window, viewport_point(window, window.scene.cards[radio]))
    assert session.state.turn.played_log[-1] == radio
    assert window.scene.cards[richter].marks == (("Tech", True),)
    assert "Tech: fires now (you played CB Radio)." in hover(window, window.scene.cards[richter])


def test_attack_and_recruit_counters_explain_their_points(window: MainWindow) -> None:
    """R65: hovering the counters lists every card that gave a point."""
    s = position(hands=[["CB Radio", "Dragon of the Black Pool"]])
    start(window, s)
    for u in s.me.hand:
        click(window, viewport_point(window, window.scene.cards[u]))
    assert hover(window, window.scene.attack).startswith("Attack 2: +2 Dragon of the Black Pool (played)")
    assert hover(window, window.scene.recruit).startswith("Recruit 1: +1 CB Radio (played)")


def test_escaped_pile_counts_escapes_for_the_scheme(window: MainWindow) -> None:
    """The Escaped pile's badge reads "2 of 8"; its tooltip says what the Scheme counts."""
    s = position(escaped=["Wing Kong Thug", "Wing Kong Gunman"])
    start(window, s)
    assert window.scene.badges["escaped"].text == "2 of 8"
    tip = tooltip_at(window, scene_point(window, window.scene.lay.escaped.cx, window.scene.lay.escaped.y + 60))
    assert "2 of 8 escapes" in tip


def test_every_mat_label_explains_itself(window: MainWindow) -> None:
    """Every zone, counter, button and painted label has a tooltip, and hovering each label shows its own."""
    start(window, position(hands=[["Wound"]]))
    scene = window.scene
    missing = []
    for item in scene.items():
        if isinstance(item, ZoneItem | TokenItem | ButtonItem | LabelSpot) and item.isVisible():
            if not item.toolTip():
                missing.append(getattr(item, "key", type(item).__name__))
    assert missing == []
    keys = {it.key for it in scene.items() if isinstance(it, ZoneItem)}
    assert {"villain_deck", "hero_deck", "bystanders", "wounds", "mediocre", "uncle_chu", "ko", "escaped"} <= keys
    assert {"tactics", "deck", "discard", "victory"} <= keys
    for key, box in label_boxes(scene.lay).items():
        tip = tooltip_at(window, scene_point(window, box.cx, box.cy))
        want = MAT_TIPS[key.split(":", 1)[1] if key.startswith("caption:") else key]
        assert tip == want, key
    for button in (scene.end_turn, scene.heal, scene.explainer.whatnow):
        assert hover(window, button) == tip_text(button.toolTip()) != ""


def test_refused_drops_and_clicks_say_why_in_the_status_bar(window: MainWindow) -> None:
    """Why not? A fight without the Attack and a recruit without the Recruit give the engine's sentence."""
    s = position(attack=1, recruit=1, city={"sewers": "Wing Kong Thug"}, hq=["Chinatown Brawler"])
    session = start(window, s)
    thug = window.scene.cards[s.city[0]]
    attack = window.scene.lay.attack
    mouse_drag(window, viewport_point(window, thug), scene_point(window, attack.cx, attack.cy))
    assert session.state is s
    said = "Not enough Attack: Wing Kong Thug needs 3, you have 1: 2 more (R84)."
    assert window.statusBar().currentMessage() == said
    banner = window.scene.explainer.banner
    assert banner.isVisible() and [(e.kind, e.headline, e.details) for e in banner.events] == [
        ("refusal", "Fight Wing Kong Thug", (said,))
    ]
    click(window, viewport_point(window, window.scene.cards[s.hq[0]]))
    assert window.statusBar().currentMessage() == (
        "Not enough Recruit: Chinatown Brawler costs 5, you have 1: 4 more (R80)."
    )


def test_ending_the_turn_during_a_choice_says_why(window: MainWindow) -> None:
    """The greyed End Turn button still answers a click: first answer the choice (R64)."""
    s = position(hands=[["CB Radio", "Dragon of the Black Pool"]])
    pick = Pick((Zone.HAND,), Zone.DISCARD)
    options = tuple(Option(n, u) for n, u in zip(("CB Radio", "Dragon of the Black Pool"), s.me.hand, strict=True))
    s = ask(s, 0, "Choose a card from your hand to discard.", options, False, pick, Ctx(0))
    session = start(window, s)
    assert not window.scene.end_turn.enabled
    click(window, viewport_point(window, window.scene.end_turn))
    assert session.state is s
    assert (
        window.statusBar()
        .currentMessage()
        .startswith(
            "You can't end the turn yet (R64): first answer the choice: Choose a card from your hand to discard."
        )
    )


def test_what_can_i_do_lists_exactly_the_legal_moves_and_points_at_them(window: MainWindow) -> None:
    """F2 opens the list; it matches legal_actions; pointing at a line rings its item on the mat."""
    s = position(
        hands=[["CB Radio", "Dragon of the Black Pool"]], attack=3, recruit=3, city={"bridge": "Wing Kong Thug"}
    )
    s = position(
        hands=[["CB Radio", "Dragon of the Black Pool"]],
        attack=3,
        recruit=3,
        city={"bridge": "Wing Kong Thug"},
        hq=["CB Radio", "Chinatown Brawler"],
    )
    start(window, s)
    wn = window.whatnow
    assert not wn.dock.isVisible()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_F2)
    QApplication.processEvents()
    assert wn.dock.isVisible()
    assert wn.panel.listed() == legal_actions(s)
    texts = [wn.panel.list.item(i).text() for i in range(wn.panel.list.count())]
    assert "Fight Wing Kong Thug in the Bridge for 3 Attack" in texts
    assert "Play Dragon of the Black Pool (+2 Attack)" in texts
    for row, action in enumerate(wn.panel.listed()):
        wn.panel.list.setCurrentRow(row)
        target = window.scene.item_for(action)
        assert target is not None and getattr(target, "focused", False), action
    wn.panel.advice_box.setChecked(True)
    marked = [
        t for t in (wn.panel.list.item(i).text() for i in range(wn.panel.list.count())) if t.startswith(ADVICE_MARK)
    ]
    assert len(marked) == 1
    assert wn.panel.reason.text().startswith("Advice: ") and wn.panel.reason.text().endswith(".")
    assert wn.panel.listed() == legal_actions(s)
    click(window, viewport_point(window, window.scene.explainer.whatnow))
    assert not wn.dock.isVisible()
    click(window, viewport_point(window, window.scene.explainer.whatnow))
    assert wn.dock.isVisible()


def _reveal(window: MainWindow, top: str, **kw: object) -> None:
    s = position(villain_deck=[top] + ["Bystander"] * 10, decks=[["Dragon of the Black Pool"] * 12] * 2, **kw)  # type: ignore[arg-type]
    window.hot_seat = False
    session = start(window, s)
    window.scene.explainer.banner.always = True
    session.submit(EndTurn())
    QApplication.processEvents()


def test_banners_show_for_each_kind_of_event_beside_the_city(window: MainWindow) -> None:
    """A Master Strike, a Twist, an escape and an Ambush each show a banner; it never covers the city or HQ."""
    full = {"sewers": "Wing Kong Thug", "bank": "Wing Kong Thug", "rooftops": "Wing Kong Thug"}
    full |= {"streets": "Wing Kong Thug", "bridge": "Wing Kong Looter"}
    for top, kind, extra in (
        ("Master Strike", "master-strike", {}),
        ("Scheme Twist", "twist", {}),
        ("Wing Kong Thug", "escape", {"city": full, "hq": ["CB Radio"] * 5}),
        ("Wing Kong Hatchet Man", "ambush", {}),
    ):
        _reveal(window, top, **extra)
        banner = window.scene.explainer.banner
        assert banner.isVisible(), top
        assert kind in [e.kind for e in banner.events]
        rect = banner.sceneBoundingRect()
        lay = window.scene.lay
        for box in (*lay.city, *lay.hq, lay.mastermind, lay.scheme):
            assert not rect.intersects(scene_rect(box)), (top, box)
        assert banner.toolTip()


def scene_rect(box: object):  # type: ignore[no-untyped-def]
    """A layout box as a QRectF."""
    from PySide6.QtCore import QRectF

    return QRectF(box.x, box.y, box.w, box.h)  # type: ignore[attr-defined]


def test_banner_stays_hidden_with_animations_off_and_goes_at_the_next_action(window: MainWindow) -> None:
    """Instant screenshots show no banner unless asked; the next quiet action clears one."""
    s = position(villain_deck=["Master Strike"] + ["Bystander"] * 10, decks=[["Dragon of the Black Pool"] * 12] * 2)
    window.hot_seat = False
    session = start(window, s)
    session.submit(EndTurn())
    assert not window.scene.explainer.banner.isVisible()
    window.set_animation_ms(180)
    session.stack.undo()
    session.submit(EndTurn())
    assert window.scene.explainer.banner.isVisible()
    session.submit(EndTurn())  # the next card is a Bystander: nothing to announce
    assert not window.scene.explainer.banner.isVisible()


def test_hot_seat_curtain_sums_up_what_happened_since_your_last_turn(window: MainWindow) -> None:
    """After player 1 defeats a Villain and a Master Strike hits, player 2's curtain says so."""
    s = position(
        attack=3,
        city={"sewers": "Wing Kong Thug"},
        villain_deck=["Master Strike"] + ["Bystander"] * 10,
        decks=[["Dragon of the Black Pool"] * 12] * 2,
    )
    session = start(window, s)
    click(window, viewport_point(window, window.scene.cards[s.city[0]]))
    session.full_control = False
    session.submit(EndTurn())
    QApplication.processEvents()
    curtain = window.curtain
    assert curtain.isVisible()
    assert "Player 1 defeated Wing Kong Thug." in curtain.lines
    assert any("Master Strike" in line for line in curtain.lines)


def test_mat_labels_use_the_glossary_wording() -> None:
    """Where the rules glossary has the word, the mat's tooltip says the same thing (one wording everywhere)."""
    from bigtrouble.rules import glossary
    from ui.mat.explain import GLOSSED

    assert {"chinatown", "hq_chinatown", "wounds", "heal", "victory", "tactics"} <= set(GLOSSED)
    for key, (_label, term, _extra) in GLOSSED.items():
        assert glossary.BY_KEY[term].words in MAT_TIPS[key], key


def test_what_can_i_do_tells_identical_answers_apart_and_sits_in_the_game_menu(window: MainWindow) -> None:
    """Two copies to choose between read "(#1 of 2)" and "(#2 of 2)"; Game > What Can I Do? opens the list."""
    s = position(hands=[["CB Radio", "CB Radio"]])
    pick = Pick((Zone.HAND,), Zone.DISCARD)
    options = tuple(Option("CB Radio", u) for u in s.me.hand)
    s = ask(s, 0, "Choose a card from your hand to discard.", options, False, pick, Ctx(0))
    start(window, s)
    game = window._menu_by_name["game"]
    (entry,) = [a for a in game.actions() if a.text() == "What Can I &Do?"]
    entry.trigger()
    QApplication.processEvents()
    panel = window.whatnow.panel
    assert [panel.list.item(i).text() for i in range(panel.list.count())] == [
        "Choose CB Radio (#1 of 2)",
        "Choose CB Radio (#2 of 2)",
    ]
    assert panel.listed() == legal_actions(s)
