"""What the mat explains: Attack in parts, where the totals came from, class triggers, the escape count.

The sums are checked against the engine's own numbers over many random games, so an
explanation can never disagree with what a fight would ask for.
"""

from __future__ import annotations

import random

import pytest

from bigtrouble import Setup, apply, legal_actions, new_game
from bigtrouble.actions import PlayCard
from bigtrouble.cards import registry
from bigtrouble.cards.defs import Kind
from bigtrouble.model import State
from bigtrouble.rules.explain import escape_goal, escaped_words, totals_parts, totals_sentence, trigger_notes
from bigtrouble.rules.strength import (
    mastermind_attack,
    mastermind_attack_parts,
    parts_sentence,
    villain_attack,
    villain_attack_parts,
)
from bigtrouble.teaching.position import position


def _random_states(setup: Setup, seed: int, steps: int) -> list[State]:
    """The states of a game played by random legal moves."""
    s = new_game(setup, seed)
    r = random.Random(seed)
    out = [s]
    for _ in range(steps):
        acts = legal_actions(s)
        if not acts:
            break
        s = apply(s, r.choice(acts))
        out.append(s)
    return out


def _setups() -> list[Setup]:
    masterminds = [d.name for d in registry.of_kind(Kind.MASTERMIND)]
    schemes = [d.name for d in registry.of_kind(Kind.SCHEME)]
    return [
        Setup(players=2 + i % 3, mastermind=masterminds[i % len(masterminds)], scheme=scheme)
        for i, scheme in enumerate(schemes)
    ]


@pytest.mark.parametrize("setup", _setups(), ids=lambda s: s.scheme)
def test_attack_parts_add_up_to_the_engine_number_in_random_games(setup: Setup) -> None:
    """R84, R96: for every Villain in the city and the Mastermind, the parts sum to the Attack a fight needs."""
    checked = 0
    for s in _random_states(setup, seed=len(setup.scheme), steps=250):
        for u in s.city:
            if u >= 0:
                parts = villain_attack_parts(s, u)
                assert sum(p.value for p in parts) == villain_attack(s, u), parts
                assert parts[0].words == "printed"
                checked += 1
        parts = mastermind_attack_parts(s)
        assert sum(p.value for p in parts) == mastermind_attack(s), parts
        assert parts_sentence(parts).endswith(f": {mastermind_attack(s)}") or mastermind_attack(s) == parts[0].value
    assert checked > 20


@pytest.mark.parametrize("setup", _setups()[:6], ids=lambda s: s.scheme)
def test_totals_parts_add_up_to_attack_and_recruit_in_random_games(setup: Setup) -> None:
    """R65: the explained Attack and Recruit always add up to what the player has now."""
    for s in _random_states(setup, seed=7 + len(setup.scheme), steps=250):
        for attack in (True, False):
            total = s.turn.attack if attack else s.turn.recruit
            assert sum(p.value for p in totals_parts(s, attack)) == total


def test_mastermind_sentence_names_the_printed_attack_and_the_bonus() -> None:
    """Six Shooter: 7 printed, +1 for each Wing Kong Gang Villain in the city."""
    s = position(city={"sewers": "Wing Kong Gunman"})
    assert mastermind_attack(s) == 8
    assert parts_sentence(mastermind_attack_parts(s)) == "7 printed, +1 for each Wing Kong Gang Villain in the city: 8"
    s = position(city={"sewers": "Wing Kong Gunman", "bank": "Wing Kong Looter", "bridge": "Wing Kong Thug"})
    assert parts_sentence(mastermind_attack_parts(s)) == (
        "7 printed, +2 (+1 for each Wing Kong Gang Villain in the city): 9"
    )
    assert parts_sentence(mastermind_attack_parts(position())) == "7, as printed (nothing changes it now)"


def test_villain_parts_name_their_own_bonus() -> None:
    """A Villain whose Attack grows with others in the city says so, and it adds up."""
    s = position(city={"sewers": "Wing Kong Exchange Doorman", "bank": "Rain, Human Resources"})
    doorman = s.city[0]
    parts = villain_attack_parts(s, doorman)
    assert [p.value for p in parts] == [3, 1]
    assert "for each other Wing Kong Exchange Villain in the city" in parts[1].words
    assert sum(p.value for p in parts) == villain_attack(s, doorman) == 4


def test_trigger_note_says_why_a_tech_trigger_would_not_fire() -> None:
    """R73: 6.9 on the Richter Scale played first loses its Tech bonus; the note says to play a Tech card first."""
    s = position(hands=[["6.9 on the Richter Scale", "CB Radio"]])
    richter, radio = s.me.hand
    assert [(n.fires, n.words) for n in trigger_notes(s, richter)] == [(False, "Tech: play another Tech card first")]
    s = apply(s, PlayCard(radio))
    (note,) = trigger_notes(s, richter)
    assert note.fires and note.words == "Tech: fires now (you played CB Radio)"


def test_a_card_of_another_class_does_not_light_the_trigger() -> None:
    """R73: only a card of the trigger's own class counts."""
    s = position(hands=[["6.9 on the Richter Scale", "Dragon of the Black Pool"]])
    richter, dragon = s.me.hand
    s = apply(s, PlayCard(dragon))
    assert [n.fires for n in trigger_notes(s, richter)] == [False]
    assert trigger_notes(s, s.me.hand[0]) and not trigger_notes(position(hands=[["Dragon of the Black Pool"]]), 0)


def test_totals_say_where_each_point_came_from() -> None:
    """R65, R73: printed Attack per card, the Tech trigger's bonus by name, then what was spent."""
    s = position(
        hands=[["CB Radio", "6.9 on the Richter Scale", "Dragon of the Black Pool"]],
        victory=[["Wing Kong Gunman", "Wing Kong Looter"]],
        city={"bridge": "Wing Kong Thug"},
    )
    radio, richter, dragon = s.me.hand
    for u in (radio, richter, dragon):
        s = apply(s, PlayCard(u))
    assert s.turn.attack == 4 + 2 + 2
    text = totals_sentence(s, attack=True)
    assert text == (
        "Attack 8: +4 6.9 on the Richter Scale (played), +2 Dragon of the Black Pool (played), "
        "+2 Tech: 6.9 on the Richter Scale"
    )
    from bigtrouble.actions import Fight

    s = apply(s, Fight(s.city[4]))
    assert totals_sentence(s, attack=True).endswith("-3 spent fighting Wing Kong Thug")
    assert totals_sentence(s, attack=False) == "Recruit 1: +1 CB Radio (played)"


def test_totals_of_a_position_mid_turn_are_explained_as_from_before() -> None:
    """A position given 3 Attack and no cards still adds up."""
    s = position(attack=3)
    assert [(p.value, p.words) for p in totals_parts(s, True)] == [(3, "from before this position")]


def test_escaped_pile_counts_what_the_scheme_counts() -> None:
    """R4: Forge Crime Syndicate counts escaped Villains (8 at 2 players); Bystanders there don't count."""
    s = position(escaped=["Wing Kong Thug", "Wing Kong Gunman", "Bystander"])
    goal = escape_goal(s)
    assert goal is not None and (goal.counted, goal.needed) == (2, 8)
    assert escaped_words(s) == "2 of 8"


def test_escaped_pile_of_a_scheme_that_ignores_escapes_is_just_a_count() -> None:
    """A Scheme whose Evil Wins is about Twists does not count escapes."""
    scheme = next(
        d.name
        for d in registry.of_kind(Kind.SCHEME)
        if d.scheme is not None
        and any(
            "twists" in getattr(c, "key", "")
            for c in getattr(d.scheme.evil_wins, "conds", (d.scheme.evil_wins,))  # an "A or B" Evil Wins
        )
    )
    s = position(scheme=scheme, escaped=["Wing Kong Thug"])
    assert escape_goal(s) is None and escaped_words(s) == "1"
