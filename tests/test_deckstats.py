"""The bots' cached deck statistics always equal a fresh count."""

from __future__ import annotations

from bigtrouble.bots import HeuristicBot, deckstats
from bigtrouble.engine import apply, is_over, legal_actions
from bigtrouble.model import Setup
from bigtrouble.rules.setup import new_game


def test_cached_deck_statistics_equal_a_fresh_count_through_a_whole_game() -> None:
    """After every action, each player's statistics from the cache equal those counted with an empty cache."""
    s = new_game(Setup(players=3), 21)
    bot = HeuristicBot(21)
    steps = 0
    while not is_over(s) and steps < 600:
        cached = [deckstats.deck_stats(s, p) for p in range(len(s.players))]
        deckstats._DECK_STATS.clear()
        fresh = [deckstats.deck_stats(s, p) for p in range(len(s.players))]
        assert cached == fresh
        s = apply(s, bot.choose(s, legal_actions(s)))
        steps += 1
    assert steps > 50
