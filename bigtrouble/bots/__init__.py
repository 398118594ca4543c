"""Players that pick actions: bots for seats, simulation, benchmarks and playout tests.

``base`` says what a bot is and holds the random one; ``heuristic`` plays by rules of
thumb (the baseline of every balance sweep); ``policy`` is the lookahead bot's own rules
of thumb (the heuristic's, with recruiting weighed anew); ``lookahead`` plays that policy
and plays the decisions near the game's end out to the end in determinised worlds;
``sense`` is what a bot knows of the cards and ``deckstats`` what a player's cards
usually give (cached); ``advice`` says why the heuristic moves as it does, from two of its
rules of thumb kept in ``judgement``. ``strong`` plays the policy and, near the end, compares
its real choices over worlds sampled by ``hidden`` (what nobody can see, dealt anew) with
``paired_search``; ``advisor`` turns the strong bot's tree search into a player's three best
moves with their win chances; ``why`` says in a sentence why a bot
made a move (a bot seat's reasons, shown beside the game, never in it). Bots import only the engine core
(``bigtrouble`` outside ``bots``, ``faces`` and ``tools``); a bot reads a state and its
legal actions and returns one of them, never changing the state.
"""

from __future__ import annotations

from bigtrouble.bots.base import Bot, RandomBot
from bigtrouble.bots.heuristic import HeuristicBot
from bigtrouble.bots.lookahead import LookaheadBot
from bigtrouble.bots.strong import MIDDLE, ClairvoyantBot, StrongBot

BOT_KINDS = ("random", "heuristic", "lookahead", "strong")
"""The bots a seat can be, by name (the client thinks for a bot off its window's thread)."""

SEARCH_KINDS = ("clairvoyant", "strong-middle")
"""Bots ``make_bot`` knows for the ladder, never for a seat: the clairvoyant reads hidden cards (for measuring only);
``strong-middle`` is the strong bot with a search in the middle of the game too (measured, not adopted)."""

BOT_BLURBS = {
    "random": "Picks any legal move at random; it never wins. Moves at once.",
    "heuristic": "Plays by rules of thumb; wins about half of random two-player setups. Moves at once.",
    "lookahead": "Rules of thumb with better recruiting; plays the last turns out to the end. Up to half a second.",
    "strong": "Near the end it plays each real choice out over many guesses at the hidden cards and says what it"
    " found; our strongest bot. Up to 0.8 s a move.",
}
"""Each seat bot in a line: what it is and how long it thinks (the New Game dialog shows it)."""


def make_bot(kind: str, seed: int = 0) -> Bot:
    """A bot by name (a seat kind of :data:`BOT_KINDS` or one of :data:`SEARCH_KINDS`), seeded with ``seed``."""
    if kind == "random":
        return RandomBot(seed)
    if kind == "heuristic":
        return HeuristicBot(seed)
    if kind == "lookahead":
        return LookaheadBot(seed)
    if kind == "strong":
        return StrongBot(seed)
    if kind == "clairvoyant":
        return ClairvoyantBot(seed)
    if kind == "strong-middle":
        return StrongBot(seed, middle=MIDDLE)
    raise ValueError(f"Unknown bot {kind!r}; choose from {', '.join(BOT_KINDS + SEARCH_KINDS)}.")


__all__ = [
    "BOT_BLURBS",
    "BOT_KINDS",
    "SEARCH_KINDS",
    "Bot",
    "ClairvoyantBot",
    "HeuristicBot",
    "LookaheadBot",
    "RandomBot",
    "StrongBot",
    "make_bot",
]
