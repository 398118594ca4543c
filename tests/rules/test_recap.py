"""What just happened: the events an action set off (for banners) and the hot-seat recap."""

from __future__ import annotations

from bigtrouble import apply, first_game, legal_actions, new_game
from bigtrouble.actions import EndTurn, Fight
from bigtrouble.bots.advice import reason
from bigtrouble.bots.heuristic import HeuristicBot
from bigtrouble.model import State
from bigtrouble.rules.recap import events, new_entries, recap
from bigtrouble.teaching.position import position


def _end_turn_revealing(top: str, **kw: object) -> tuple[State, State]:
    """End player 1's turn with ``top`` on the Villain Deck: the next turn reveals it."""
    s = position(villain_deck=[top] + ["Bystander"] * 10, decks=[["Dragon of the Black Pool"] * 12] * 2, **kw)  # type: ignore[arg-type]
    after = apply(s, EndTurn())
    return s, after


def test_master_strike_event_says_what_it_did() -> None:
    """R62: the strike's banner names the Mastermind and what happened to the players."""
    before, after = _end_turn_revealing("Master Strike")
    (ev,) = [e for e in events(before, after) if e.kind == "master-strike"]
    assert ev.headline == "Master Strike! Six Shooter strikes"
    assert ev.details, ev
    assert any("Wound" in d or "spared" in d or "captures" in d for d in ev.details)


def test_twist_event_says_the_twist_number() -> None:
    """R59."""
    before, after = _end_turn_revealing("Scheme Twist")
    (ev,) = events(before, after)
    assert ev.kind == "twist" and ev.headline.startswith("Scheme Twist 1")
    assert ev.details


def test_escape_event_counts_for_the_scheme() -> None:
    """R47: a Villain pushed off the Bridge escapes; Forge counts it toward 8."""
    city = {"sewers": "Wing Kong Thug", "bank": "Wing Kong Thug", "rooftops": "Wing Kong Thug"}
    city |= {"streets": "Wing Kong Thug", "bridge": "Wing Kong Looter"}
    before, after = _end_turn_revealing("Wing Kong Thug", city=city, hq=["CB Radio"] * 5)
    kinds = [e.kind for e in events(before, after)]
    assert "escape" in kinds
    (ev,) = [e for e in events(before, after) if e.kind == "escape"]
    assert ev.headline == "Wing Kong Looter escapes!"
    assert ev.details[0] == "The Scheme counts it: 1 of 8 escapes, and at 8 Evil wins."


def test_ambush_event_names_the_villain() -> None:
    """R52."""
    before, after = _end_turn_revealing("Wing Kong Hatchet Man")
    (ev,) = [e for e in events(before, after) if e.kind == "ambush"]
    assert ev.headline == "Wing Kong Hatchet Man: Ambush!"
    assert ev.details


def test_no_events_after_an_undo_or_a_quiet_action() -> None:
    """Going back in time shows no banner; a fight is not one of the four events."""
    before, after = _end_turn_revealing("Master Strike")
    assert events(after, before) == () and new_entries(after, before) == ()
    other = new_game(first_game(2), seed=1)
    assert (
        other.log is not None and new_entries(other, after) == ()
    )  # a different game's log is not "what just happened"
    s = position(attack=5, city={"sewers": "Wing Kong Thug"})
    assert events(s, apply(s, Fight(s.city[0]))) == ()


def test_recap_tells_the_next_player_what_happened_since_their_turn() -> None:
    """The curtain's summary: what the other player defeated, escapes, strikes and the Wounds gained."""
    s = position(
        attack=3,
        city={"sewers": "Wing Kong Thug", "bank": "Wing Kong Gunman", "bridge": "Wing Kong Looter"},
        villain_deck=["Wing Kong Gunman", "Master Strike"] + ["Bystander"] * 10,
        decks=[["Dragon of the Black Pool"] * 12] * 2,
        hq=["CB Radio"] * 5,
    )
    s = apply(s, Fight(s.city[0]))
    s = apply(s, EndTurn())
    while s.pending is not None:
        s = apply(s, legal_actions(s)[0])
    assert s.current == 1
    lines = recap(s, 1)
    assert "Player 1 defeated Wing Kong Thug." in lines
    s = apply(s, EndTurn())
    while s.pending is not None:
        s = apply(s, legal_actions(s)[0])
    lines = recap(s, 0)
    assert any("Master Strike" in line for line in lines), lines
    assert not any("Player 1 defeated" in line for line in lines)


def test_bot_reason_is_one_sentence_for_each_kind_of_move() -> None:
    """The heuristic bot's advice comes with a reason a new player can read."""
    s = position(hands=[["CB Radio", "6.9 on the Richter Scale"]], attack=3, city={"bridge": "Wing Kong Thug"})
    action, why = HeuristicBot(0).advise(s, legal_actions(s))
    assert action in legal_actions(s) and why.endswith(".") and why.count(". ") == 0
    assert reason(s, Fight(s.city[4])).startswith("Fight Wing Kong Thug: it is on the Bridge")
    assert reason(s, EndTurn()).startswith("End the turn")


def test_the_recap_counts_only_bystanders_as_rescued() -> None:
    """Defeating a captor that held Uncle Chu and a Bystander (Kill Uncle Chu) rescues one Bystander, not two."""
    s = position(
        scheme="Kill Uncle Chu",
        city={"bridge": "Wing Kong Thug"},
        captives={"bridge": ["Uncle Chu", "Bystander"]},
        attack=20,
    )
    thug = s.city[4]
    s = apply(s, Fight(thug))
    while s.pending is not None:
        s = apply(s, legal_actions(s)[0])
    lines = recap(s, 0)
    assert any("rescued 1 Bystander" in line for line in lines), lines
