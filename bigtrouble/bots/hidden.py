"""What a player can't know, and a world sampled in its place (determinisation).

The state holds the true order of every face-down pile, so a fair searcher must not read
it. :func:`determinise` keeps every card where it is as far as anyone can tell (the same
cards in each pile, hands and discard piles and everything face up untouched) and deals
each face-down pile (:data:`HIDDEN_PILES` and every player's deck) anew, in an order
drawn from the searcher's own generator. The state's generator, which will shuffle
discard piles later, is replaced too, so a search knows neither the real order nor the
real future. Hands stay as they are: the game is cooperative and the players show each
other their hands.
"""

from __future__ import annotations

import random

from bigtrouble.model import State, evolve, evolve_fields
from bigtrouble.rng import Rng, shuffled

HIDDEN_PILES = ("villain_deck", "hero_deck", "bystanders", "mediocre", "tactics")
"""The face-down piles of the board (each player's deck is face down too)."""


def determinise(s: State, rng: random.Random) -> State:
    """``s`` with every face-down pile reshuffled by ``rng`` and a new generator for later shuffles."""
    # Each pile is sorted before it is shuffled: the world depends on which cards are unseen,
    # never on the order they really lie in.
    r = Rng(rng.getrandbits(64))
    changes: dict[str, object] = {}
    for pile in HIDDEN_PILES:
        changes[pile], r = shuffled(r, sorted(getattr(s, pile)))
    players = []
    for p in s.players:
        deck, r = shuffled(r, sorted(p.deck))
        players.append(evolve(p, deck=deck))
    changes["players"] = tuple(players)
    changes["rng"] = Rng(rng.getrandbits(64))
    return evolve_fields(s, changes)
