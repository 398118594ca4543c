"""The lookahead bot: the heuristic bot's play, with its turn decisions checked by playing games out.

When the heuristic bot would fight, recruit, heal or end the turn and there is a real
alternative, this bot takes a few candidates (the heuristic's own choice first, every
fight, healing, the best recruits, ending the turn) and plays each one a few turns ahead
(or to the end of the game) with the heuristic bot in every seat, in several
*determinised* worlds: the cards nobody can see (the Villain Deck, the Hero Deck, the Bystander stack, the face-down
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

PLAYOUTS = 24
"""Playouts per decision, shared among the candidates (each meets the same worlds)."""

MAX_CANDIDATES = 3
"""At most this many actions are played out at one decision."""

MARGIN = 0.75
"""An alternative must score this much more than the heuristic's choice, summed over the same worlds.

Taking the best of several noisy estimates favours luck; the margin keeps the heuristic's
choice unless the playouts clearly disagree."""

MAX_PLAYOUT_ACTIONS = 3000
"""A playout still going after this many actions counts as not won."""

SCORE = {Outcome.WIN: 1.0, Outcome.DRAW: 0.1, Outcome.EVIL: 0.0}
"""What a playout's end is worth: winning is what counts; a draw is a little better than Evil winning."""

TACTIC_CREDIT = 0.3
"""A playout that is not won still earns this much times the share of the Tactics taken (less noise)."""

HORIZON = 8
"""Turns a playout looks ahead (all players' turns counted) before it is judged unfinished."""

UNFINISHED = 0.2
"""What an unfinished playout is worth before its Tactics: between Evil winning (0) and a win (1)."""

UNFINISHED_TACTIC_CREDIT = 0.6
"""An unfinished playout earns this much more times the share of the Tactics taken."""


def determinise(s: State, rng: random.Random) -> State:
    """The state with every card nobody can see reshuffled, and a new generator for future shuffles.

    Unseen: the Villain Deck, the Hero Deck, the Bystander stack, the face-down Tactics
    and each player's deck. The generator that will shuffle discard piles later is
    replaced, so a playout knows neither the real order nor the real future.
    """
    # Each zone is sorted before it is shuffled: the worlds depend on which cards are unseen,
    # never on the order they really lie in.
    r = Rng(rng.getrandbits(64))
    villain_deck, r = shuffled(r, sorted(s.villain_deck))
    hero_deck, r = shuffled(r, sorted(s.hero_deck))
    bystanders, r = shuffled(r, sorted(s.bystanders))
    tactics, r = shuffled(r, sorted(s.tactics))
    players = []
    for p in s.players:
        deck, r = shuffled(r, sorted(p.deck))
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


def playout(s: State, seed: int, horizon: int | None = HORIZON, limit: int = MAX_PLAYOUT_ACTIONS) -> float:
    """Play ``s`` on with the heuristic bot in every seat for ``horizon`` turns (or to the end) and score it.

    A win scores 1 and Evil winning 0; a draw a little, an unfinished playout a little more,
    and either earns some for the share of the Tactics taken, so that playouts that are not
    won still tell a near thing from a rout.
    """
    bot = HeuristicBot(seed)
    tactics = len(s.tactics)
    last_turn = s.turn.number + horizon if horizon is not None else 1 << 30
    for _ in range(limit):
        if is_over(s) or s.turn.number > last_turn:
            break
        s = apply_unchecked(s, bot.choose(s, legal_actions(s)))
    taken = max(0.0, (tactics - len(s.tactics)) / tactics) if tactics else 0.0
    if s.outcome is Outcome.WIN:
        return 1.0
    if s.outcome is None:
        return UNFINISHED + UNFINISHED_TACTIC_CREDIT * taken
    return SCORE.get(s.outcome, 0.0) + TACTIC_CREDIT * taken


class LookaheadBot:
    """Checks the heuristic bot's turn decisions by playing them out in determinised worlds."""

    name = "lookahead"

    def __init__(
        self,
        seed: int = 0,
        playouts: int = PLAYOUTS,
        max_seconds: float | None = None,
        horizon: int | None = HORIZON,
        margin: float = MARGIN,
    ) -> None:
        """Seed the bot's own generator; ``playouts`` per decision, ``max_seconds`` of CPU per move at most.

        ``horizon`` is how many turns a playout looks ahead (``None``: to the end of the game).
        """
        self.rng = random.Random(seed)
        self.horizon = horizon
        self.margin = margin
        self.heuristic = HeuristicBot(seed)
        self.playouts = playouts
        self.max_seconds = max_seconds
        self.decisions = 0
        """Decisions that were played out (for the figures)."""

    def choose(self, s: State, legal: Sequence[Action]) -> Action:
        """The heuristic's action, unless a played-out alternative wins more often.

        The heuristic itself is asked about a determinised world too: its own look at a
        choice's result could otherwise see a card that a draw would reveal.
        """
        first = self.heuristic.choose(determinise(s, self.rng), legal)
        if s.pending is not None or s.phase is Phase.OVER or isinstance(first, PlayCard):
            return first
        candidates = self.candidates(s, legal, first)
        if len(candidates) < 2:
            return first
        self.decisions += 1
        return self._best(s, candidates)

    def candidates(self, s: State, legal: Sequence[Action], first: Action) -> list[Action]:
        """What is worth playing out: the heuristic's choice, then fights, healing, a recruit, ending the turn."""
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
        """The candidate whose playouts score best; the first (the heuristic's) unless beaten by the margin."""
        totals, played = self.scores(s, candidates)
        margin = self.margin * played / max(1, self.playouts // len(candidates))
        best = 0
        for i in range(1, len(candidates)):
            if totals[i] > totals[best] and totals[i] - totals[0] >= margin:
                best = i
        return candidates[best]

    def scores(self, s: State, candidates: Sequence[Action]) -> tuple[list[float], int]:
        """Each candidate's playout scores summed over the same worlds, and how many worlds were played."""
        worlds = max(1, self.playouts // len(candidates))
        totals = [0.0] * len(candidates)
        start = time.process_time()
        played = 0
        for _ in range(worlds):
            world = determinise(s, self.rng)
            seed = self.rng.getrandbits(32)
            for i, a in enumerate(candidates):
                totals[i] += playout(apply_unchecked(world, a), seed, self.horizon)
            played += 1
            if self.max_seconds is not None and time.process_time() - start > self.max_seconds:
                break
        return totals, played
