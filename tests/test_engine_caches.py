"""The engine's caches (Attack per state, pile counts per zone, shared action values) never change an answer."""

from __future__ import annotations

from bigtrouble.bots import HeuristicBot
from bigtrouble.cards.defs import Kind
from bigtrouble.effects.base import CardFilter
from bigtrouble.engine import apply, is_over, legal_actions
from bigtrouble.model import Setup
from bigtrouble.rules import strength
from bigtrouble.rules.setup import new_game
from bigtrouble.zones import cdef, count_matching

FILTERS = (CardFilter(kind=Kind.BYSTANDER), CardFilter(villain=True), CardFilter(hero=True), CardFilter())


def test_cached_answers_equal_fresh_ones_after_every_action_of_whole_games() -> None:
    """Villain and Mastermind Attack, pile counts and legal actions agree with an uncached count at every step."""
    for seed in (2, 9):
        s = new_game(Setup(players=2), seed)
        bot = HeuristicBot(seed)
        steps = 0
        while not is_over(s):
            for u in s.city:
                if u >= 0:
                    assert strength.villain_attack(s, u) == strength._villain_attack(s, u)
            if s.mastermind >= 0:
                assert strength.mastermind_attack(s) == strength._mastermind_attack(s)
            for zone in (s.escaped, s.ko, s.players[0].victory, s.mastermind_captives):
                for f in FILTERS:
                    assert count_matching(s, zone, f) == sum(1 for u in zone if f.matches(cdef(s, u)))
            legal = legal_actions(s)
            assert legal == legal_actions(s)
            s = apply(s, bot.choose(s, legal))
            steps += 1
        assert steps > 50


def test_the_attack_memo_follows_the_state_it_is_asked_about() -> None:
    """Asking about one state, then another, then the first again gives each state's own numbers."""
    s = new_game(Setup(players=2), 4)
    bot = HeuristicBot(4)
    states = [s]
    while not is_over(s) and len(states) < 400:
        s = apply(s, bot.choose(s, legal_actions(s)))
        states.append(s)
    fresh = [strength._mastermind_attack(x) for x in states]
    assert [strength.mastermind_attack(x) for x in states] == fresh
    assert [strength.mastermind_attack(x) for x in reversed(states)] == fresh[::-1]
