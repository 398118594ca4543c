"""Evil's clock (``bigtrouble.rules.progress``): every Scheme's own count, the Twists and Strikes played,
the warning when the next Villain card could end the game, and the escape the next Villain forces."""

from __future__ import annotations

import pytest

from bigtrouble import Setup, is_over, legal_actions
from bigtrouble.bots import make_bot
from bigtrouble.cards import registry
from bigtrouble.cards.defs import Kind
from bigtrouble.history import History
from bigtrouble.model import Ctx, Outcome, Phase, State, evolve
from bigtrouble.rules.progress import EvilProgress, escape_forecast, evil_progress
from bigtrouble.rules.setup import new_game
from bigtrouble.teaching.position import position

THUGS = ["Wing Kong Thug"] * 5
FULL_CITY = {0: "Wing Kong Thug", 1: "Wing Kong Thug", 2: "Wing Kong Thug", 3: "Wing Kong Thug"}


def clock(s: State) -> EvilProgress:
    """The clock of a state that has a Scheme."""
    p = evil_progress(s)
    assert p is not None
    return p


def counted(p: EvilProgress) -> list[tuple[str, int, int]]:
    """The Scheme's measures as (label, count, of)."""
    return [(m.label, m.count, m.of) for m in p.measures]


def with_counter(s: State, key: str, value: int) -> State:
    """The state with a named Scheme counter set."""
    return evolve(s, counters=((key, value),))


# One position per Scheme, at a known count (and its threshold for that player count).
CASES: list[tuple[str, State, list[tuple[str, int, int]], bool]] = [
    (
        "Forge Crime Syndicate",
        position(escaped=["Wing Kong Thug", "Wing Kong Gunman", "Floating Eye", "Bystander"]),
        [("Escaped Villains", 3, 8)],
        False,
    ),
    (
        "Rampage for Sacrifices",
        position(players=3, scheme="Rampage for Sacrifices", escaped=["Bystander", "Bystander", "Wing Kong Thug"]),
        [("Escaped Bystanders", 2, 7)],
        False,
    ),
    (
        "Flood Chinatown with Mediocrity",
        position(scheme="Flood Chinatown with Mediocrity", twists=9, discards=[["Wound", "Wound"]]),
        [("Twists played", 9, 10), ("Wounds gone", 2, 22)],
        True,
    ),
    (
        "Kill Uncle Chu",
        with_counter(position(scheme="Kill Uncle Chu", escaped=["Uncle Chu"]), "uncle_chu_killed", 2),
        [("Uncle Chu killed", 3, 5)],
        False,
    ),
    (
        "Corrupt True Heroes",
        position(scheme="Corrupt True Heroes", scheme_stack=["Bus Driver"] * 4),
        [("Corrupted Heroes", 4, 9)],
        False,
    ),
    (
        "Assassination",
        with_counter(position(scheme="Assassination"), "assassinated", 14),
        [("Heroes assassinated", 14, 15)],
        True,
    ),
    (
        "Destroy Chinatown's Dreams",
        with_counter(position(scheme="Destroy Chinatown's Dreams"), "dreams_destroyed", 4),
        [("Bystanders KO'd", 4, 6)],
        False,
    ),
    (
        "Fill the Hell of Upside Down Sinners",
        position(players=4, scheme="Fill the Hell of Upside Down Sinners", scheme_stack=["Bus Driver"] * 10),
        [("Sinners in Hell", 10, 24)],
        False,
    ),
    (
        "Enforce Villainous Hierarchy",
        position(scheme="Enforce Villainous Hierarchy", escaped=["Floating Eye", "Wild Man", *THUGS[:3]]),
        [("Escaped non-Henchman Villains", 2, 7)],
        False,
    ),
    (
        "Ruin San Fran",
        position(scheme="Ruin San Fran", escaped=["Floating Eye", *THUGS[:4], "Bystander"]),
        [("Escaped Villains", 5, 6)],
        True,
    ),
    (
        "Open the Hell Gates",
        position(scheme="Open the Hell Gates", scheme_stack=["Scheme Twist"] * 3),
        [("Hell Gates open", 3, 7)],
        False,
    ),
    (
        "One and the Same Person, Jack",
        position(scheme="One and the Same Person, Jack", tactics=["Scheme Twist", "Scheme Twist"]),
        [("Twists in his Tactics", 2, 6)],
        False,
    ),
]


def test_every_scheme_has_a_case() -> None:
    """The twelve Schemes, each once."""
    assert sorted(name for name, *_ in CASES) == sorted(d.name for d in registry.of_kind(Kind.SCHEME))


@pytest.mark.parametrize(("scheme", "s", "expected", "danger"), CASES, ids=[c[0] for c in CASES])
def test_each_scheme_counts_its_own_measure(
    scheme: str, s: State, expected: list[tuple[str, int, int]], danger: bool
) -> None:
    """The count and threshold of the Scheme's own Evil Wins; a warning only when one more step reaches it."""
    p = clock(s)
    assert p.scheme == scheme
    assert counted(p) == expected
    assert p.danger is danger
    info = registry.CARDS[s.card_ids[s.scheme]].scheme
    assert info is not None and info.evil_wins is not None
    assert not info.evil_wins.holds(s, Ctx(player=0, source=s.scheme))


def test_the_clock_reads_words_and_numbers() -> None:
    """One line for the mat's tooltip and the JSON."""
    p = clock(CASES[0][1])
    assert p.words() == "Escaped Villains: 3 of 8 · Twists: 0 of 0 · Strikes: 0 of 0"
    data = p.as_json()
    assert data["measures"] == [{"words": "Escaped Villains", "count": 3, "of": 8}]
    assert data["danger"] is False


def test_one_short_of_the_threshold_warns_and_reaching_it_is_the_rule_holding() -> None:
    """Bystanders KO'd 5 of 6 warns; at 6 of 6 the Scheme's own condition holds."""
    s = position(scheme="Destroy Chinatown's Dreams")
    assert clock(with_counter(s, "dreams_destroyed", 5)).danger
    reached = with_counter(s, "dreams_destroyed", 6)
    info = registry.CARDS[reached.card_ids[reached.scheme]].scheme
    assert info is not None and info.evil_wins is not None
    assert info.evil_wins.holds(reached, Ctx(player=0, source=reached.scheme))
    assert counted(clock(reached)) == [("Bystanders KO'd", 6, 6)]


@pytest.mark.parametrize(("players", "twists"), [(2, 8), (5, 8)])
def test_a_new_game_counts_twists_and_strikes_of_the_villain_deck(players: int, twists: int) -> None:
    """Of the Scheme's Twists for the player count and the 5 Master Strikes; played ones are the ones gone."""
    s = new_game(Setup(players=players, mastermind="Six Shooter", scheme="Kill Uncle Chu"), 3)
    p = clock(s)
    assert (p.twists.of, p.strikes.of) == (twists, 5)
    strikes_left = sum(1 for u in s.villain_deck if registry.CARDS[s.card_ids[u]].kind is Kind.STRIKE)
    assert p.strikes.count == 5 - strikes_left
    assert p.twists.count == s.twists


def test_a_full_city_forecasts_the_bridge_escape_and_its_costs() -> None:
    """The Bridge's Villain escapes next: an HQ Hero KO'd (R49), discards for its Bystanders (R50), its Escape (R51)."""
    s = position(
        city={**FULL_CITY, 4: "Wild Man"},
        captives={4: ["Bystander", "Uncle Chu"]},
        hq=["Bus Driver", None, None, None, None],
    )
    f = escape_forecast(s)
    assert f is not None and f.villain == s.city[4] and f.captives == s.captives[4]
    assert f.costs[0] == "A Hero costing 6 or less is KO'd from the HQ (R49)."
    assert f.costs[1] == "It holds a Bystander: each player discards a card (R50)."
    assert f.costs[2].startswith("Its Escape effect: ") and f.costs[2].endswith("(R51).")
    tip = f.tooltip(s)
    assert tip.startswith("Wild Man escapes next") and "with Bystander, Uncle Chu" in tip
    assert not f.dooms


def test_no_forecast_while_the_city_has_room() -> None:
    """With a space free, the next Villain pushes nobody out."""
    s = position(city={0: "Wing Kong Thug", 1: "Wing Kong Thug", 4: "Wild Man"}, captives={4: ["Bystander"]})
    assert escape_forecast(s) is None


def test_an_escape_without_bystanders_costs_no_discard_and_an_empty_hq_no_ko() -> None:
    """Only Bystanders make the players discard (R50); no HQ Hero at 6 or less means no KO (R49)."""
    s = position(city={**FULL_CITY, 4: "Floating Eye"}, captives={4: ["Uncle Chu"]})
    f = escape_forecast(s)
    assert f is not None
    assert f.costs == ("No Hero in the HQ costs 6 or less, so none would be KO'd (R49).",)


def test_the_forecast_escape_that_would_end_the_game_warns() -> None:
    """Rampage at 3 of 5 escaped Bystanders: a Bridge Villain holding 2 of them would end it; holding 1 would not."""
    escaped = ["Bystander"] * 3
    two = position(
        scheme="Rampage for Sacrifices",
        escaped=escaped,
        city={**FULL_CITY, 4: "Floating Eye"},
        captives={4: ["Bystander", "Bystander"]},
    )
    one = position(
        scheme="Rampage for Sacrifices",
        escaped=escaped,
        city={**FULL_CITY, 4: "Floating Eye"},
        captives={4: ["Bystander"]},
    )
    assert clock(two).danger and not clock(one).danger
    f = escape_forecast(two)
    assert f is not None and f.dooms and f.costs[0].startswith("Evil wins")


def test_a_game_over_warns_no_more() -> None:
    """The clock of a finished game shows its counts but no warning."""
    s = evolve(with_counter(position(scheme="Assassination"), "assassinated", 14), phase=Phase.OVER)
    p = clock(s)
    assert p.over and not p.danger
    assert escape_forecast(s) is None


SCHEMES = [d.name for d in registry.of_kind(Kind.SCHEME)]


@pytest.mark.parametrize("scheme", SCHEMES)
def test_the_clock_agrees_with_the_end_of_seeded_games(scheme: str) -> None:
    """Over seeded bot games, the Scheme's count reached its threshold exactly when its Evil Wins held.

    Every state is compared, so a count that reaches its threshold a step early or late fails here;
    the random bots lose most games, and each Scheme must end at least one by Evil winning.
    """
    evil = 0
    for seed in range(4):
        h = History(Setup(players=2 + seed % 2, scheme=scheme), seed)
        bot = make_bot("random", seed)
        while len(h.actions) < 3000 and not is_over(h.state):
            h.do(bot.choose(h.state, legal_actions(h.state)))
            s = h.state
            info = registry.CARDS[s.card_ids[s.scheme]].scheme
            assert info is not None and info.evil_wins is not None
            reached = any(m.count >= m.of for m in clock(s).measures)
            assert reached == info.evil_wins.holds(s, Ctx(player=s.current, source=s.scheme)), len(h.actions)
        if h.state.outcome is Outcome.EVIL:
            evil += 1
            assert any(m.count >= m.of for m in clock(h.state).measures)
    assert evil >= 1
