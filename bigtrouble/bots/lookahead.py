"""The lookahead bot: the heuristic bot's play, with its turn decisions checked by playing games out.

When the heuristic bot would fight, recruit, heal or end the turn and there is a real
alternative, this bot takes a few candidates (the heuristic's own choice first, every
fight, healing, the best recruits, ending the turn) and plays each one out to the end of
the game with the heuristic bot in every seat, in several *determinised* worlds: the
cards nobody can see (the Villain Deck, the Hero Deck, the Bystander stack, the face-down
Tactics and every player's deck) are reshuffled with the bot's own generator, and the
state's generator is replaced by one the bot draws, so a playout never peeks at the real
hidden order or the real future shuffles. Every candidate meets the same worlds (common
random numbers), and an alternative must win more of them than the heuristic's choice to
be taken. Hands stay as they are: the game is cooperative, and the players show each
other their hands.

The budget is a number of playouts per decision (reproducible: the same seed plays the
same game on any machine), with an optional CPU-time cap per move. Choices in the middle
of a card and card plays are the heuristic bot's.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from bigtrouble.actions import Action, EndTurn, Fight, FightMastermind, Heal, PlayCard, Recruit
from bigtrouble.bots.heuristic import HeuristicBot, recruit_value
from bigtrouble.engine import apply_unchecked, is_over, legal_actions
from bigtrouble.model import Outcome, Phase, State, evolve
from bigtrouble.rng import Rng, shuffled

PLAYOUTS = 16
"""Playouts per decision, shared among the candidates (each meets the same worlds)."""

MAX_CANDIDATES = 4
"""At most this many actions are played out at one decision."""

MAX_PLAYOUT_ACTIONS = 3000
"""A playout still going after this many actions counts as not won."""

SCORE = {Outcome.WIN: 1.0, Outcome.DRAW: 0.1, Outcome.EVIL: 0.0}
"""What a playout's end is worth: winning is what counts; a draw is a little better than Evil winning."""


def determinise(s: State, rng: random.Random) -> State:
    """The state with every card nobody can see reshuffled, and a new generator for future shuffles.

    Unseen: the Villain Deck, the Hero Deck, the Bystander stack, the face-down Tactics
    and each player's deck. The generator that will shuffle discard piles later is
    replaced, so a playout knows neither the real order nor the real future.
    """
    r = Rng(rng.getrandbits(64))
    villain_deck, r = shuffled(r, s.villain_deck)
    hero_deck, r = shuffled(r, s.hero_deck)
    bystanders, r = shuffled(r, s.bystanders)
    tactics, r = shuffled(r, s.tactics)
    players = []
    for p in s.players:
        deck, r = shuffled(r, p.deck)
        players.append(evolve(p, deck=deck))
    return evolve(
        s,
        villain_deck=villain_deck,
        hero_deck=hero_deck,
        bystanders=bystanders,
        tactics=tactics,
        players=tuple(players),
        rng=Rng(rng.getrandbits(64)),
    )


def playout(s: State, seed: int, limit: int = MAX_PLAYOUT_ACTIONS) -> float:
    """Play ``s`` to its end with the heuristic bot in every seat; the score of the end (0 if it drags on)."""
    bot = HeuristicBot(seed)
    for _ in range(limit):
        if is_over(s):
            return SCORE.get(s.outcome or Outcome.DRAW, 0.0)
        s = apply_unchecked(s, bot.choose(s, legal_actions(s)))
    return SCORE.get(s.outcome, 0.0) if s.outcome is not None else 0.0


class LookaheadBot:
    """Checks the heuristic bot's turn decisions by playing them out in determinised worlds."""

    name = "lookahead"

    def __init__(self, seed: int = 0, playouts: int = PLAYOUTS, max_seconds: float | None = None) -> None:
        """Seed the bot's own generator; ``playouts`` per decision, ``max_seconds`` of CPU per move at most."""
        self.rng = random.Random(seed)
        self.heuristic = HeuristicBot(seed)
        self.playouts = playouts
        self.max_seconds = max_seconds
        self.decisions = 0
        """Decisions that were played out (for the figures)."""

    def choose(self, s: State, legal: Sequence[Action]) -> Action:
        """The heuristic's action, unless a played-out alternative wins more often."""
        first = self.heuristic.choose(s, legal)
        if s.pending is not None or s.phase is Phase.OVER or isinstance(first, PlayCard):
            return first
        candidates = self.candidates(s, legal, first)
        if len(candidates) < 2:
            return first
        self.decisions += 1
        return self._best(s, candidates)

    def candidates(self, s: State, legal: Sequence[Action], first: Action) -> list[Action]:
        """Worth playing out: the heuristic's choice, the fights, healing, the best recruits, ending the turn."""
        out: list[Action] = [first]

        def add(a: Action) -> None:
            if a not in out and len(out) < MAX_CANDIDATES:
                out.append(a)

        for a in legal:
            if isinstance(a, FightMastermind):
                add(a)
        recruits = sorted((a for a in legal if isinstance(a, Recruit)), key=lambda a: -recruit_value(s, a.uid))
        for a in recruits[:1]:
            add(a)
        for a in legal:
            if isinstance(a, Fight | Heal):
                add(a)
        for a in legal:
            if isinstance(a, EndTurn):
                add(a)
        for a in recruits[1:2]:
            add(a)
        return out

    def _best(self, s: State, candidates: list[Action]) -> Action:
        """Play every candidate out in the same worlds; the first (the heuristic's) wins ties."""
        worlds = max(1, self.playouts // len(candidates))
        totals = [0.0] * len(candidates)
        start = time.process_time()
        for w in range(worlds):
            world = determinise(s, self.rng)
            seed = self.rng.getrandbits(32)
            for i, a in enumerate(candidates):
                totals[i] += playout(apply_unchecked(world, a), seed)
            if self.max_seconds is not None and w > 0 and time.process_time() - start > self.max_seconds:
                break
        best = 0
        for i in range(1, len(candidates)):
            if totals[i] > totals[best]:
                best = i
        return candidates[best]
