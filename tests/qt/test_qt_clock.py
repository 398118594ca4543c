"""Evil's clock on the Scheme card and the escape forecast on the Bridge, as the mat shows them."""

from __future__ import annotations

from qthelpers import start
from test_qt_explain import hover

from bigtrouble.model import evolve
from bigtrouble.teaching.position import position
from ui.mat.clock import WARNING
from ui.window.main_window import MainWindow

DECK = ["Scheme Twist"] * 6 + ["Master Strike"] * 3
FULL = {"sewers": "Wing Kong Thug", "bank": "Wing Kong Thug", "rooftops": "Floating Eye", "streets": "Wing Kong Thug"}


def test_the_scheme_shows_its_own_count_and_the_twists_and_strikes(window: MainWindow) -> None:
    """Forge Crime Syndicate at 3 of 8 escaped Villains, 2 of 8 Twists and 2 of 5 Strikes: calm, in words."""
    s = position(
        escaped=["Wing Kong Thug", "Floating Eye", "Wild Man"],
        villain_deck=DECK,
        twists=2,
        ko=["Master Strike", "Master Strike"],
    )
    start(window, s)
    clock = window.scene.clock
    assert clock.isVisible() and not clock.danger
    assert clock.lines == ("Escaped Villains", "3 of 8", "Twists 2 of 8", "Strikes 2 of 5")
    box = window.scene.lay.scheme
    r = clock.sceneBoundingRect()
    assert box.x <= r.left() and r.right() <= box.right and box.y <= r.top() and r.bottom() <= box.y + box.h
    tip = hover(window, clock)
    assert tip.startswith("Forge Crime Syndicate: Evil wins when 8 Villains have escaped")
    assert "Master Strikes played: 2 of 5." in tip and "Danger" not in tip


def test_one_bystander_short_turns_the_clock_to_a_warning(window: MainWindow) -> None:
    """Destroy Chinatown's Dreams at 5 of 6 Bystanders KO'd: the warning line leads, and the tooltip says why."""
    s = evolve(position(scheme="Destroy Chinatown's Dreams"), counters=(("dreams_destroyed", 5),))
    start(window, s)
    clock = window.scene.clock
    assert clock.danger
    assert clock.lines[:3] == (WARNING, "Bystanders KO'd", "5 of 6")
    assert "Danger: the next Villain card could end the game" in hover(window, clock)


def test_a_scheme_with_two_ways_to_win_shows_both(window: MainWindow) -> None:
    """Flood Chinatown counts the Twists and the Wounds gone from the stack: either one ends the game."""
    start(window, position(scheme="Flood Chinatown with Mediocrity", twists=4, discards=[["Wound"]]))
    assert window.scene.clock.lines[:4] == ("Twists played", "4 of 10", "Wounds gone", "1 of 21")
    assert not window.scene.clock.danger


def test_the_bridge_villain_of_a_full_city_is_marked_with_what_its_escape_costs(window: MainWindow) -> None:
    """R49-R51: the mark on the Bridge only, and a tooltip naming each cost; with room in the city, no mark."""
    s = position(
        city={**FULL, "bridge": "Wild Man"},
        captives={"bridge": ["Bystander"]},
        hq=["Bus Driver", None, None, None, None],
    )
    start(window, s)
    marked = [uid for uid, item in window.scene.cards.items() if item.escapes_next]
    assert marked == [s.city[4]]
    tip = hover(window, window.scene.cards[s.city[4]])
    assert "Wild Man escapes next" in tip
    assert "A Hero costing 6 or less is KO'd from the HQ (R49)." in tip
    assert "It holds a Bystander: each player discards a card (R50)." in tip
    assert "Its Escape effect:" in tip
    roomy = position(city={"bank": "Wing Kong Thug", "bridge": "Wild Man"})
    start(window, roomy)
    assert not any(item.escapes_next for item in window.scene.cards.values())
    assert "escapes next" not in hover(window, window.scene.cards[roomy.city[4]])


def test_an_escape_that_would_end_the_game_warns_on_the_clock(window: MainWindow) -> None:
    """Rampage at 3 of 5 escaped Bystanders, two short: the Bridge Villain holds the two, so the clock warns."""
    s = position(
        scheme="Rampage for Sacrifices",
        escaped=["Bystander"] * 3,
        city={**FULL, "bridge": "Wild Man"},
        captives={"bridge": ["Bystander", "Bystander"]},
    )
    start(window, s)
    assert window.scene.clock.danger
    assert window.scene.clock.lines[:3] == (WARNING, "Escaped Bystanders", "3 of 5")
    tip = hover(window, window.scene.cards[s.city[4]])
    assert "Evil wins: this escape reaches the Scheme's count." in tip
