"""Games played by bots, for the property, stateful and fuzz tests: short, seeded, of 1-5 players."""

from __future__ import annotations

from bigtrouble import GameRecord, Setup, first_game, is_over, legal_actions
from bigtrouble.bots import make_bot
from bigtrouble.history import History


def setup_for(players: int, kind: str) -> Setup:
    """The first-game preset or an all-random setup (chosen by the game's seed) for ``players``."""
    return first_game(players) if kind == "first-game" else Setup(players=players)


def played(players: int, seed: int, steps: int, kind: str = "random", bot: str = "random") -> History:
    """A History of at most ``steps`` bot actions from a new game (fewer if the game ends)."""
    h = History(setup_for(players, kind), seed)
    b = make_bot(bot, seed)
    while len(h.actions) < steps and not is_over(h.state):
        h.do(b.choose(h.state, legal_actions(h.state)))
    return h


def record_of(players: int, seed: int, steps: int, kind: str = "random", bot: str = "random") -> GameRecord:
    """The record of :func:`played`."""
    return played(players, seed, steps, kind, bot).record()
