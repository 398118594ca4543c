"""Choices on the mat: the prompt leaves the card just played in sight."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSettings
from qthelpers import click, shown_window, start, viewport_point

from bigtrouble.actions import EndTurn
from bigtrouble.teaching.position import position
from ui.mat.layout import PEEK, PROMPT_MIN_WIDTHS, compute, played_row, prompt_area, widest_prompt
from ui.mat.look import Glow
from ui.window.main_window import MainWindow


def test_the_prompt_leaves_the_played_cards_in_sight(window: MainWindow) -> None:
    """Play Uncle Chu by a click: its "KO a Wound" prompt does not cover Uncle Chu in the Played row."""
    s = position(hands=[["Uncle Chu", "Wound", "Chang Sing Warrior"]], played=[["Chang Sing Strategist"]])
    session = start(window, s)
    chu = next(i for i in window.scene.cards.values() if i.zone == "hand" and "uncle" in i.card_id)
    click(window, viewport_point(window, chu))
    assert session.state.pending is not None
    prompt = window.scene.prompt
    assert prompt.isVisible()
    played = [i for i in window.scene.cards.values() if i.zone == "played"]
    assert len(played) == 2
    for card in played:
        assert not prompt.sceneBoundingRect().intersects(card.sceneBoundingRect().adjusted(8, 8, -8, -8)), card.card_id
    assert not prompt.sceneBoundingRect().intersects(window.scene.end_turn.sceneBoundingRect())


def test_a_prompt_beside_few_played_cards_leaves_the_hq_in_sight(window: MainWindow) -> None:
    """With room in the Played row beside the cards played, the prompt sits there: no HQ space, no city space and
    no played card is covered (it used to lie across the HQ's card names)."""
    s = position(hands=[["Uncle Chu", "Wound", "Chang Sing Warrior"]], played=[["Chang Sing Strategist"]])
    session = start(window, s)
    chu = next(i for i in window.scene.cards.values() if i.zone == "hand" and "uncle" in i.card_id)
    click(window, viewport_point(window, chu))
    assert session.state.pending is not None
    box = window.scene.prompt.sceneBoundingRect().adjusted(4, 4, -4, -4)
    lay = window.scene.lay
    for space in (*lay.hq, *lay.city):
        assert not box.intersects(QRectF(space.x, space.y, space.w, space.h))
    for card in (i for i in window.scene.cards.values() if i.zone in ("played", "hand")):
        assert not box.intersects(card.sceneBoundingRect().adjusted(8, 8, -8, -8)), card.card_id


SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


@pytest.mark.parametrize("size", [*SIZES, (1024, 640)])
def test_the_prompt_area_is_beside_the_played_cards_at_any_count(size: tuple[int, int]) -> None:
    """For 0 to 12 cards played, the prompt goes in the Played row right of them, at least
    ``PROMPT_MIN_WIDTHS`` card widths wide, never over the HQ: when the cards would not leave room they close
    up (overlapping, the latest whole and on top); with no choice asked they keep their usual places."""
    lay = compute(*size)
    for played in range(0, 13):
        spread = played_row(lay, played)
        cards = played_row(lay, played, prompting=True)
        area = prompt_area(lay, played)
        assert area.y > lay.hq[0].bottom and area.right <= lay.played.right + 1
        assert area.w >= lay.card_w * PROMPT_MIN_WIDTHS
        assert all(area.x >= c.right for c in cards)
        assert all(c.x >= lay.played.x - 1 and c.w == lay.small_w for c in cards)
        if played <= 5:  # room enough already: nothing moves when a choice is asked
            assert cards == spread
        if cards:
            assert cards[-1].x > cards[-2].x if played > 1 else True
        widest = widest_prompt(lay, played)  # a prompt needing more room: the cards close up further, still in sight
        wide = prompt_area(lay, played, widest)
        assert wide.w >= lay.card_w * widest - 2 and wide.w >= area.w
        tight = played_row(lay, played, prompting=True, widths=widest)
        assert all(b.x - a.x >= lay.small_w * PEEK - 1 for a, b in zip(tight, tight[1:], strict=False))
    assert prompt_area(lay, 0).x == lay.prompt.x  # nothing played: the whole row


@pytest.mark.parametrize("size", SIZES)
def test_a_prompt_covers_no_hq_city_or_option_with_up_to_twelve_cards_played(
    qtbot, settings: QSettings, size: tuple[int, int]
) -> None:  # type: ignore[no-untyped-def]
    """Play Uncle Chu after 0 to 11 cards (1 to 12 played): his "KO a Wound" prompt lies over no HQ or city space,
    no lit option (the Wound in hand) and no part of Uncle Chu, the card just played; every played card still
    shows; the prompt ends above the hand."""
    w = shown_window(qtbot, settings, size)
    for before in range(0, 12):
        s = position(hands=[["Uncle Chu", "Wound", "Chang Sing Warrior"]], played=[["Chang Sing Strategist"] * before])
        session = start(w, s)
        chu = next(i for i in w.scene.cards.values() if i.zone == "hand" and "uncle" in i.card_id)
        click(w, viewport_point(w, chu))
        assert session.state.pending is not None, before
        prompt = w.scene.prompt
        assert prompt.isVisible()
        box = prompt.sceneBoundingRect().adjusted(4, 4, -4, -4)
        lay = w.scene.lay
        for space in (*lay.hq, *lay.city):
            assert not box.intersects(QRectF(space.x, space.y, space.w, space.h)), (size, before)
        lit = [i for i in w.scene.cards.values() if i.glow is Glow.OPTION]
        assert lit, "the Wound in hand is an option"
        for card in lit:
            assert not box.intersects(card.sceneBoundingRect().adjusted(8, 8, -8, -8)), (size, before, card.card_id)
        played = sorted((i for i in w.scene.cards.values() if i.zone == "played"), key=lambda i: i.zValue())
        assert len(played) == before + 1 and played[-1] is w.scene.cards[chu.uid]
        assert not box.intersects(played[-1].sceneBoundingRect()), (size, before)
        for card in played:
            assert not box.intersects(card.sceneBoundingRect().adjusted(8, 8, -8, -8)), (size, before)
        assert box.bottom() < lay.hand.y, (size, before)
        banner_clear_of(w, [box, played[-1].sceneBoundingRect(), *(i.sceneBoundingRect() for i in lit)], (size, before))


DISCARD = ["Street Vendor", "Bus Driver", "Truck Stop Gambler", "Six Demon Bag", "Dragon of the Black Pool", "Wound"]


@pytest.mark.parametrize("size", SIZES)
def test_a_prompt_with_many_buttons_stays_on_the_mat_and_off_the_options(
    qtbot, settings: QSettings, size: tuple[int, int]
) -> None:  # type: ignore[no-untyped-def]
    """Phone Company Disguise's Covert "KO a card from your hand or discard pile" after 0 to 11 cards: the hand's
    cards are lit, six different cards in the discard pile get a button each. The prompt (closing the played cards
    up further, or with lower buttons two to a row, or reaching down beside the hand) covers no lit card, no HQ or
    city space, and every button is on the mat: it once ran off the bottom of the window."""
    w = shown_window(qtbot, settings, size)
    for before in range(0, 12):
        played = (["Ace Reporter"] + ["Chang Sing Strategist", "Chang Sing Warrior"] * 6)[: max(1, before)]
        hand = ["Phone Company Disguise", "Chang Sing Strategist", "Wound", "Chang Sing Warrior"]
        session = start(w, position(hands=[hand], played=[played], discards=[DISCARD]))
        card = next(i for i in w.scene.cards.values() if i.zone == "hand" and "phone" in i.card_id)
        click(w, viewport_point(w, card))
        assert session.state.pending is not None
        prompt = w.scene.prompt
        box = prompt.sceneBoundingRect().adjusted(4, 4, -4, -4)
        lay = w.scene.lay
        for space in (*lay.hq, *lay.city):
            assert not box.intersects(QRectF(space.x, space.y, space.w, space.h)), (size, before)
        lit = [i for i in w.scene.cards.values() if i.glow is Glow.OPTION]
        assert len(lit) >= 3, "the hand's cards are options"
        for item in lit:
            assert not box.intersects(item.sceneBoundingRect().adjusted(8, 8, -8, -8)), (size, before, item.card_id)
        labels = [b.text for b, _ in prompt.buttons]
        assert len(labels) == len(DISCARD) + 1 and labels[-1] == "Decline"
        for b, _ in prompt.buttons:
            assert w.scene.sceneRect().contains(b.sceneBoundingRect().adjusted(5, 5, -5, -5)), (size, before, b.text)
        assert box.bottom() <= lay.player_area.bottom, (size, before)
        banner_clear_of(w, [box, *(i.sceneBoundingRect() for i in lit)], (size, before))


def banner_clear_of(w: MainWindow, boxes: list[QRectF], case: object) -> None:
    """A refusal said on the mat while the choice waits ("Why not?"): its banner covers none of ``boxes`` (the
    prompt, the lit options), no HQ or city space, and stays on the mat."""
    w.scene.explainer.refused(EndTurn(), "Answer the choice first.")
    banner = w.scene.explainer.banner
    assert banner.isVisible(), case
    shown = banner.sceneBoundingRect().adjusted(2, 2, -2, -2)
    lay = w.scene.lay
    spaces = [QRectF(b.x, b.y, b.w, b.h) for b in (*lay.hq, *lay.city)]
    for other in (*boxes, *spaces):
        assert not shown.intersects(other.adjusted(8, 8, -8, -8)), (case, shown, other)
    assert w.scene.sceneRect().contains(shown), case


def test_compact_buttons_leave_out_a_place_the_prompt_names() -> None:
    """Short labels drop ", discard pile" when every button's card is there, and keep places that differ."""
    from bigtrouble.model import Option, Pending
    from ui.mat.prompts import option_buttons

    options = (Option("Bus Driver", 7), Option("Wound", 8))
    pending = Pending(0, "KO a card", options, False, None)  # type: ignore[arg-type]  # no task: never resumed
    same = {7: "discard pile", 8: "discard pile"}
    assert [b[0] for b in option_buttons(pending, set(), same)] == ["Bus Driver, discard pile", "Wound, discard pile"]
    assert [b[0] for b in option_buttons(pending, set(), same, short=True)] == ["Bus Driver", "Wound"]
    mixed = {7: "discard pile", 8: "deck"}
    assert [b[0] for b in option_buttons(pending, set(), mixed, short=True)] == [
        "Bus Driver, discard pile",
        "Wound, deck",
    ]
