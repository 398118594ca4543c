"""The Help menu: How to Play, Rules, keyword tooltips, rule links in the log, Keyboard Shortcuts, About."""

from __future__ import annotations

import re

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget

from bigtrouble.actions import EndTurn
from bigtrouble.cards.registry import CARDS
from bigtrouble.cards.text import card_text
from bigtrouble.rules import glossary
from bigtrouble.teaching.position import find_card, position
from ui import rules
from ui.session import Session
from ui.teach import guide, guide_pictures, help_dialogs
from ui.window.main_window import MainWindow


def help_action(window: MainWindow, name: str) -> QAction:
    """The Help menu entry whose words start with ``name``."""
    menu = window._menu_by_name["help"]
    found = [a for a in menu.actions() if a.text().replace("&", "").startswith(name)]
    assert found, f"no Help entry {name!r} in {[a.text() for a in menu.actions()]}"
    return found[0]


def start(window: MainWindow, s) -> Session:  # type: ignore[no-untyped-def]
    """Show position ``s`` in the window."""
    session = Session(s)
    window.start(session)
    QApplication.processEvents()
    return session


# --- the menu -----------------------------------------------------------------------------


def test_help_entries_keep_the_menu_order(window: MainWindow) -> None:
    """Whoever adds them, the Help entries go in the fixed order (Learn to Play ... About)."""
    menu = window._menu_by_name["help"]
    texts = [a.text().replace("&", "") for a in menu.actions() if not a.isSeparator()]
    ranks = [help_dialogs.help_rank(t) for t in texts]
    assert ranks == sorted(ranks)
    for name in ("How to Play", "Rules", "Keyboard Shortcuts", "About"):
        help_action(window, name)
    late = window._action("help", "Learn to Play (late)", lambda: None)
    order = [a.text().replace("&", "") for a in menu.actions()]
    assert order.index(late.text()) < order.index("How to Play"), order  # with the Learn to Play entries, on top


# --- How to Play --------------------------------------------------------------------------


def test_how_to_play_opens_from_the_menu_and_turns_pages(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Help > How to Play opens the guide; Next, Previous, the list and the arrow keys turn its pages."""
    help_action(window, "How to Play").trigger()
    dlg = window.help_desk.guide
    assert dlg is not None and dlg.isVisible()
    assert dlg.list.count() == len(guide.PAGES) + len({p.chapter for p in guide.PAGES} - {""}) and dlg.index == 0
    qtbot.mouseClick(dlg.next_button, Qt.MouseButton.LeftButton)
    assert dlg.index == 1 and dlg.headline.text() == guide.PAGES[1].headline
    qtbot.keyClick(dlg, Qt.Key.Key_Right)
    assert dlg.index == 2
    qtbot.mouseClick(dlg.prev_button, Qt.MouseButton.LeftButton)
    assert dlg.index == 1
    dlg.list.setCurrentRow(dlg.list.count() - 1)
    assert dlg.page() is guide.PAGES[-1] and not dlg.next_button.isEnabled()
    assert not dlg.image.image.isNull() and not dlg.image.scaled().isNull()


def test_every_page_has_a_drawn_picture_and_few_words(qapp) -> None:  # type: ignore[no-untyped-def]
    """Each page: a picture of the expected size with something drawn, a headline of <= 8 words, a why of <= 20."""
    for page in guide.PAGES:
        img = guide.picture(page.key)
        assert (img.width(), img.height()) == guide_pictures.SIZE, page.key
        assert guide_pictures.drawn(img), page.key
        assert 0 < len(page.headline.split()) <= 8, page.headline
        assert 0 < len(page.why.split()) <= 20, page.why
        assert guide.more_lines(page), page.key
        assert page.rules and all(r in rules.rules() for r in page.rules), page.key


def test_the_guide_covers_what_a_newcomer_needs() -> None:
    """The pages named in the issue are all there, and the HQ page says what 'beneath Chinatown' changes."""
    keys = [p.key for p in guide.PAGES]
    for needed in (
        "turn",
        "city",
        "hq",
        "classes",
        "triggers",
        "keywords",
        "mastermind",
        "scheme",
        "showdown",
        "runs_out",
    ):
        assert needed in keys
    hq = next(p for p in guide.PAGES if p.key == "hq")
    assert any("beneath Chinatown" in line for line in hq.more)


def test_a_blank_picture_is_not_counted_as_drawn(qapp) -> None:  # type: ignore[no-untyped-def]
    """The check above can fail: an empty canvas is not a picture."""
    assert not guide_pictures.drawn(guide_pictures.canvas())


def test_guide_more_opens_its_rule_in_the_rules_panel(window: MainWindow) -> None:
    """ "More" shows the details; a rule link in them opens Help > Rules at that rule."""
    dlg = window.help_desk.show_guide()
    dlg.more_link.linkActivated.emit("more")
    assert not dlg.details.isHidden()
    assert "R41" in dlg.details.text()
    dlg.details.linkActivated.emit("R41")
    panel = window.help_desk.rules_panel
    assert panel is not None and panel.shown_rules == ["R41"] and panel.highlight == "R41"


def test_keywords_page_uses_the_glossary_words(qapp) -> None:  # type: ignore[no-untyped-def]
    """The guide explains keywords with the same sentence as the tooltips."""
    page = next(p for p in guide.PAGES if p.key == "keywords")
    assert f"Ambush: {glossary.term('ambush').words}" in guide.more_lines(page)


# --- Rules --------------------------------------------------------------------------------


def test_rules_panel_lists_every_rule_of_the_checklist(window: MainWindow) -> None:
    """Help > Rules shows a dock with every R-number, grouped under the checklist's topics."""
    help_action(window, "Rules").trigger()
    panel = window.help_desk.rules_panel
    dock = window.findChild(QDockWidget, "rules_dock")
    assert panel is not None and dock is not None and dock.isVisible()
    shown = panel.browser.toPlainText()
    for key in rules.rules():
        assert re.search(rf"\b{key}\b", shown), key
    assert len(panel.shown_rules) == 184
    assert "Villains entering, moving and escaping" in shown and "I. Villains" not in shown


def test_rules_search_filters_by_number_and_by_word(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Typing filters as you type: 'R45' or '45' leaves R45; 'push' leaves only rules about pushing."""
    panel = window.help_desk.show_rules()
    qtbot.keyClicks(panel.search, "R45")
    assert panel.shown_rules == ["R45"]
    assert "R44" not in panel.browser.toPlainText()
    panel.search.setText("45")
    assert panel.shown_rules == ["R45"]
    panel.search.setText("pushed")
    assert panel.shown_rules and "R45" in panel.shown_rules and "R1" not in panel.shown_rules
    assert all("pushed" in rules.rule_text(k).lower() for k in panel.shown_rules)
    panel.search.setText("zzzz nothing")
    assert panel.shown_rules == [] and "No rule matches" in panel.browser.toPlainText()
    panel.search.setText("")
    assert len(panel.shown_rules) == 184


def test_rules_search_finds_keywords(window: MainWindow) -> None:
    """Searching a keyword shows the glossary entry with its rule links."""
    panel = window.help_desk.show_rules()
    panel.search.setText("ambush")
    assert "ambush" in panel.shown_terms and "R52" in panel.shown_rules


def test_no_player_facing_rule_text_has_an_internal_tag() -> None:
    """Tooltips, the panel and rule_text never show '[same]', '⚠ AMB', '(INF)' and the like."""
    # The data does carry tags and marks, so the check below can fail.
    assert rules.rules()["R161"]["tag"] == "same" and "⚠ AMB" in rules.rules()["R5"]["text"]
    assert rules.player_words("[ruling] A Villain (INF) moves.") == "A Villain moves."
    for key in rules.rules():
        for text in (rules.rule_text(key), rules.rule_tooltip(key)):
            assert not re.search(r"\[[^\]]*\]|⚠|\bINF\b|\bGAP\b|\bAMB\b|CONTRA", text), (key, text)
    assert rules.rule_text("R161").startswith("R161 Revealing")


def test_rules_panel_text_has_no_internal_tag(window: MainWindow) -> None:
    """The whole panel, as shown, carries no checklist marks."""
    panel = window.help_desk.show_rules()
    assert not re.search(r"\[same\]|⚠|\(INF\)|\(GAP", panel.browser.toPlainText())


def test_rule_tooltip_is_wrapped_rich_text() -> None:
    """A rule tooltip is rich text with a fixed width (not one screen-wide line) and names the topic."""
    tip = rules.rule_tooltip("R161")
    assert tip.startswith("<table width='380'")
    assert "<b>R161 · Card-specific rulings</b>" in tip


def test_log_line_links_to_its_rule(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Each log line's tooltip shows its rule; clicking the line opens that rule in the Rules panel."""
    start(window, position(villain_deck=["Wing Kong Thug"] * 3))
    window.session.submit(EndTurn())  # type: ignore[union-attr]
    QApplication.processEvents()
    log = window.log
    row = next(i for i, line in enumerate(log.lines()) if "enters the Sewers" in line)
    tip = log.tooltip(row)
    assert "<b>R43 · Villains entering" in tip and "[" not in tip
    at = log.line_point(row)
    assert window.help_desk.rules_panel is None
    qtbot.mousePress(log.viewport(), Qt.MouseButton.LeftButton, pos=at)
    qtbot.mouseRelease(log.viewport(), Qt.MouseButton.LeftButton, pos=at)
    panel = window.help_desk.rules_panel
    assert panel is not None and panel.highlight == "R43" and panel.shown_rules == ["R43"]
    assert window.help_desk.rules_dock is not None and window.help_desk.rules_dock.isVisible()


def test_dragging_across_the_log_selects_without_opening_a_rule(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A drag (to select words) is not a click: no rule opens."""
    start(window, position(villain_deck=["Wing Kong Thug"] * 3))
    window.session.submit(EndTurn())  # type: ignore[union-attr]
    QApplication.processEvents()
    log = window.log
    at = log.line_point(0)
    qtbot.mousePress(log.viewport(), Qt.MouseButton.LeftButton, pos=at)
    qtbot.mouseRelease(log.viewport(), Qt.MouseButton.LeftButton, pos=at + QPoint(40, 0))
    assert window.help_desk.rules_panel is None


# --- keyword tooltips ---------------------------------------------------------------------


def test_every_keyword_in_a_card_text_gets_a_link_and_a_tooltip(window: MainWindow) -> None:
    """In the card viewer each keyword of the card's text is a link whose tooltip is the glossary's words."""
    for name in ("Spirit Warrior", "Catacomb Monster", "6.9 on the Richter Scale", "Chinatown Brawler", "Six Shooter"):
        d = find_card(name)
        window.viewer.show_card(d.id, 300, pinned=True)
        html = window.viewer.text.text()
        found = glossary.terms_in(card_text(d))
        assert found, name
        for term in found:
            assert f"href='term:{term.key}'" in html, (name, term.key)
            tip = rules.term_tooltip(f"term:{term.key}")
            assert term.words.replace("'", "&#x27;") in tip and term.rules[0] in tip
            assert term.name in window.viewer.notes.text()


def test_keyword_finder_knows_the_issue_keywords() -> None:
    """Ambush, Fight, Escape, class triggers, Chinatown, printed Attack, Rescue, KO, Tactic... are all found."""
    text = (
        "Ambush: x. Fight: KO a card. Escape: y. Tech: Rescue a Bystander. If a Villain is in Chinatown, "
        "its printed Attack... take a Tactic. Master Strike. Scheme Twist. Gain a Wound. a grey Hero."
    )
    keys = {t.key for t in glossary.terms_in(text)}
    assert keys >= {"ambush", "fight", "escape", "tech", "rescue", "bystander", "chinatown", "printed", "ko"}
    assert keys >= {"tactic", "strike", "twist", "wound", "grey"}
    assert glossary.terms_in("Nothing special here.") == ()


def test_hovering_a_keyword_in_the_pinned_viewer_shows_its_tooltip(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A pinned viewer takes the mouse: its keyword links say what they mean and open the rule."""
    d = find_card("Spirit Warrior")
    window.viewer.show_card(d.id, 300, pinned=True)
    assert not window.viewer.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    window.viewer.text.linkActivated.emit("term:ambush")
    panel = window.help_desk.rules_panel
    assert panel is not None and panel.highlight == "term:ambush" and "ambush" in panel.shown_terms
    window.viewer.show_card(d.id, 300, pinned=False)
    assert window.viewer.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)


def test_glossary_rules_exist_and_every_card_keyword_is_explained() -> None:
    """Each term links to real rules; every card's text yields terms that all have words."""
    for t in glossary.TERMS:
        assert t.rules and all(r in rules.rules() for r in t.rules), t.key
        assert 0 < len(t.words.split()) <= 40, t.key
    explained = sum(1 for d in CARDS.values() if glossary.terms_in(card_text(d)))
    assert explained > 60


# --- Keyboard Shortcuts and About ---------------------------------------------------------


def test_shortcuts_dialog_lists_the_real_keys(window: MainWindow) -> None:
    """The dialog reads the menus' keys: End Turn's Ctrl+E is listed, and changing it changes the dialog."""
    help_action(window, "Keyboard Shortcuts").trigger()
    dlg = window.help_desk.shortcuts
    assert dlg is not None and dlg.isVisible()
    rows = dlg.rows()
    end = next(r for r in rows if r[1] == "End Turn")
    assert "Ctrl+E" in end[0] and end[2] == "Game"
    assert any(r[1] == "Undo" for r in rows) and any(r[0].startswith("Tab") for r in rows)
    act = next(a for a in window._menu_by_name["game"].actions() if a.text() == "&End Turn")
    act.setShortcuts([QKeySequence("Ctrl+J")])
    dlg.hide()
    dlg.show()
    end = next(r for r in dlg.rows() if r[1] == "End Turn")
    assert end[0] == "Ctrl+J"
    shown = [dlg.table.item(r, 0).text() for r in range(dlg.table.rowCount())]
    assert "Ctrl+J" in shown


def test_about_shows_version_and_origin_counts(window: MainWindow) -> None:
    """About shows the package version and card counts by origin that add up to the registry's 400."""
    help_action(window, "About").trigger()
    dlg = window.help_desk.about
    assert dlg is not None and dlg.isVisible()
    assert dlg.version == help_dialogs.version() and dlg.version in dlg.heading.text()
    total = sum(d.copies for d in CARDS.values())
    assert sum(dlg.total(k) for k in help_dialogs.ORIGIN_WORDS) == total == 400
    shown = dlg.cards.toPlainText()
    for k in help_dialogs.ORIGIN_WORDS:
        assert str(dlg.total(k)) in shown
    ours = sum(d.copies for d in CARDS.values() if all(d.origin_of(p).value == "house" for p in d.printed_parts()))
    assert dlg.total("ours") == ours
    assert "Bitstream" in dlg.licences.toPlainText() and "DejaVuSansCondensed.ttf" in dlg.licences.toPlainText()


def test_viewer_pinned_by_right_click_has_keyword_notes(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Right-clicking a Villain in the city pins the viewer with its keywords explained beneath."""
    start(window, position(city={"sewers": "Spirit Warrior"}))
    uid = window.session.state.city[0]  # type: ignore[union-attr]
    item = window.scene.cards[uid]
    view = window.view
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.RightButton, pos=QPoint(pos.x(), pos.y()))
    assert window.viewer.isVisible() and window.viewer.pinned
    assert "Ambush" in window.viewer.notes.text()


def test_hover_does_not_replace_a_pinned_viewer(window: MainWindow) -> None:
    """A right-clicked (pinned) card stays, answering the mouse, when the hover timer fires for another card."""
    spirit, other = find_card("Spirit Warrior"), find_card("Wild Man")
    window.zoom.show(spirit.id, True)
    window.zoom.show(other.id, False)
    assert window.viewer.card_id == spirit.id and window.viewer.pinned
    assert not window.viewer.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)


def test_long_plain_tooltips_are_wrapped_and_short_ones_left_alone() -> None:
    """A long one-line tip becomes rich text of a fixed width; a short or rich tip is unchanged."""
    long = "End Turn: " + "your played cards go to your discard pile, " * 4
    wrapped = rules.wrap_tooltip(long + "\nSecond line.")
    assert wrapped.startswith(f"<table width='{rules.TIP_WIDTH}'") and "Second line." in wrapped
    assert rules.wrap_tooltip("Attack: 3") == "Attack: 3"
    assert rules.wrap_tooltip(rules.rule_tooltip("R45")) == rules.rule_tooltip("R45")


def test_mat_tooltips_show_wrapped(window: MainWindow) -> None:
    """Hovering End Turn shows its (long) tooltip wrapped, not as one screen-wide line."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip

    start(window, position())
    button = window.scene.end_turn
    button.setToolTip("End Turn: " + "everything you played goes to your discard pile and you draw six, " * 2)
    view = window.view
    at = view.mapFromScene(button.sceneBoundingRect().center())
    QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.Type.ToolTip, at, view.viewport().mapToGlobal(at)))
    assert QToolTip.isVisible() and QToolTip.text().startswith("<table width=")
    assert "draw six" in QToolTip.text()
    QToolTip.hideText()


def test_the_guide_opens_at_a_named_page(window: MainWindow) -> None:
    """Other parts of the game (a lesson, a banner) can open How to Play at the page they mean."""
    dlg = window.help_desk.show_guide("showdown")
    assert dlg.page().key == "showdown" and dlg.headline.text() == dlg.page().headline
    assert window.help_desk.show_guide("no such page") is dlg and dlg.page().key == "showdown"


def test_every_card_keyword_becomes_a_link_with_glossary_words() -> None:
    """For every card of the set, each keyword found in its text is a link, and its tooltip has the glossary's words."""
    for d in CARDS.values():
        text = card_text(d)
        html = rules.card_text_html(text)
        for term in glossary.terms_in(text):
            assert f"href='term:{term.key}'" in html, (d.id, term.key)
        assert re.sub(r"<[^>]+>", "", html).replace("&#x27;", "'").replace("&amp;", "&") == text.replace("\n", "")


def test_viewer_notes_stay_short_on_a_wordy_card() -> None:
    """Six Shooter names 9 keywords: 4 are explained, the rest only named, so the viewer fits the screen."""
    text = card_text(find_card("Six Shooter"))
    found = glossary.terms_in(text)
    notes = rules.keyword_notes_html(text)
    assert len(found) > 4 and notes.count(" \u2014 ") == 4
    assert all(t.name in notes for t in found)


def test_viewer_with_keyword_notes_fits_the_mat(window: MainWindow) -> None:
    """Even the wordiest card, at the size the window gives the viewer, stays within the mat's height."""
    start(window, position())
    window.zoom.show(find_card("Six Shooter").id, False)
    assert window.viewer.height() <= window.central.height()
    assert "Bystander" in window.viewer.notes.text()
