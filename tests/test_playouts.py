"""Bots play whole games at 2-5 players with the invariants checked after every action."""

from __future__ import annotations

import pytest
from attrs import evolve

from bigtrouble import Action, EndTurn, Setup, State, apply, first_game, new_game
from bigtrouble.cards import registry
from bigtrouble.cards.defs import Kind
from bigtrouble.invariants import InvariantError, check_state, check_step, problems
from bigtrouble.model import Ctx, Outcome, Pending, Task, TurnState
from bigtrouble.rules.turn import StartTurn
from bigtrouble.teaching.position import position
from bigtrouble.tools import games
from bigtrouble.tools import simulate as sim

PLAYERS = (2, 3, 4, 5)


@pytest.mark.parametrize("players", PLAYERS)
def test_heuristic_first_games_end_cleanly(players: int) -> None:
    """The heuristic bot finishes first-game setups with every invariant holding after every action."""
    for seed in (100 + players, 200 + players):
        r = sim.play_game(first_game(players), seed=seed, bot="heuristic", check=True)
        assert r.error == "", r.trace
        assert r.finished and r.actions > 20


@pytest.mark.parametrize("players", PLAYERS)
def test_random_setups_end_cleanly(players: int) -> None:
    """Random setups (any Mastermind and Scheme) finish cleanly with both bots."""
    for bot in ("heuristic", "random"):
        r = sim.play_game(Setup(players=players), seed=300 + players, bot=bot, check=True)
        assert r.error == "", r.trace
        assert r.finished


def test_every_mastermind_and_scheme_plays_cleanly() -> None:
    """Each Scheme, with each Mastermind in turn, finishes at 2-5 players with the invariants holding throughout."""
    masterminds = [d.name for d in registry.of_kind(Kind.MASTERMIND)]
    schemes = [d.name for d in registry.of_kind(Kind.SCHEME)]
    for i, scheme in enumerate(schemes):
        setup = Setup(players=PLAYERS[i % 4], mastermind=masterminds[i % len(masterminds)], scheme=scheme)
        r = sim.play_game(setup, seed=500 + i, bot="heuristic", check=True)
        assert r.error == "", f"{scheme}: {r.trace}"
        assert r.finished


def test_solo_game_ends_cleanly() -> None:
    """A solo game (one person, two hands) finishes with the invariants holding."""
    r = sim.play_game(first_game(1), seed=5, bot="heuristic", check=True)
    assert r.error == "", r.trace
    assert r.finished


def test_simulate_counts_outcomes_and_turns() -> None:
    """A run adds up its games: every game finished, outcomes sum to the games, turns are positive."""
    summary = sim.simulate((2,), 4, seed=1)
    assert summary.games == 4 and summary.finished == 4 and not summary.errors
    assert sum(summary.count(o) for o in Outcome) == 4
    assert summary.mean_turns > 1 and summary.actions > 4 * 20
    data = summary.to_json()
    assert data["games"] == 4 and data["errors"] == 0
    assert set(data["outcomes"]) == {"win", "evil", "draw"}


def test_an_exception_in_a_game_is_reported_with_its_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game that raises is counted as an error with its seed and traceback, and the run goes on."""
    real_apply = games.apply
    raised: list[int] = []

    def flaky(s: State, a: Action) -> State:
        if s.actions_taken == 7 and not raised:
            raised.append(1)
            raise RuntimeError("boom")
        return real_apply(s, a)

    monkeypatch.setattr(games, "apply", flaky)
    summary = sim.simulate((2,), 3, seed=40)
    assert summary.games == 3
    assert [r.seed for r in summary.errors] == [40]
    bad = summary.errors[0]
    assert bad.error == "RuntimeError: boom" and "Traceback" in bad.trace and bad.actions == 7
    assert summary.finished == 2
    assert "--seed 40" in summary.reproduce(bad)


def test_a_game_that_never_ends_is_reported() -> None:
    """A game still going after the action limit is an error, not a silent hang."""
    r = sim.play_game(first_game(2), seed=1, max_actions=10)
    assert not r.finished and "did not end within 10 actions" in r.error


def test_invariants_hold_for_a_new_game() -> None:
    """A freshly set up game breaks no invariant."""
    assert problems(new_game(first_game(3), 9)) == []


def test_invariants_catch_a_duplicated_or_lost_card() -> None:
    """A card in two places, or in none, is reported."""
    s = new_game(first_game(2), 1)
    dup = evolve(s, ko=(s.hero_deck[0],))
    assert any("more than one place" in p for p in problems(dup))
    lost = evolve(s, hero_deck=s.hero_deck[1:])
    assert any("in no place" in p for p in problems(lost))


def test_invariants_catch_negative_totals_and_dead_ends() -> None:
    """Negative Attack, a stuck queue and an unanswerable choice are all reported."""
    s = new_game(first_game(2), 4)
    assert problems(s) == []
    assert any("Attack is negative" in p for p in problems(evolve(s, turn=TurnState(attack=-1))))
    stuck = evolve(s, pending=None, queue=(_task(),))
    assert any("queue" in p for p in problems(stuck))
    dead = evolve(s, pending=Pending(0, "Pick one.", (), False, _task()))
    found = problems(dead)
    assert any("no options" in p for p in found) and any("no action is legal" in p for p in found)
    with pytest.raises(InvariantError):
        check_state(dead)


def test_invariants_catch_an_hq_gap_and_stray_captives() -> None:
    """An empty HQ space while Heroes remain, and captives with no Villain over them, are reported."""
    s = position(hq=["Uncle Chu"] * 4, captives=None)
    assert any("HQ space is empty" in p for p in problems(s))
    s = position(hq=["Uncle Chu"] * 5)
    assert problems(s) == []
    stray = evolve(s, captives=((), (s.bystanders[0],), (), (), ()), bystanders=s.bystanders[1:])
    assert any("captives but no Villain" in p for p in problems(stray))


def test_check_step_catches_a_state_the_action_does_not_give() -> None:
    """If the recorded next state is not what the action gives, check_step says so."""
    s = new_game(first_game(2), 2)
    after = apply(s, EndTurn())
    check_step(s, EndTurn(), after)
    with pytest.raises(InvariantError, match="different state"):
        check_step(s, EndTurn(), evolve(after, twists=after.twists + 1))


def _task() -> Task:
    """A queued Start of turn for player 1."""
    return Task(StartTurn(), Ctx(player=0))
