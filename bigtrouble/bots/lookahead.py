"""The lookahead bot: its own rules of thumb, with the decisions near the game's end played out to the end.

The bot plays :class:`~bigtrouble.bots.policy.PolicyBot` (the heuristic bot with
recruiting weighed anew). When it would fight, recruit, heal or end the turn and there
is a real alternative, it first *probes*: it plays the game on a little way with its
policy in every seat. If a probe reaches the game's end within :data:`ENDGAME_TURNS`
turns, one choice can still turn the game, and the bot takes a few candidates (its
policy's choice first, fighting the Mastermind, the best recruits, fights, healing,
ending the turn) and plays each one **to the end of the game** in several
*determinised* worlds. Early in the game a single choice seldom decides it and a
playout to the end is long, so there the policy's choice stands.

A determinised world: the cards nobody can see (the Villain Deck, the Hero Deck, the
Bystander stack, the face-down Tactics and every player's deck) are reshuffled with the
bot's own generator, and the state's generator is replaced by one the bot draws, so a
playout never peeks at the real hidden order or the real future shuffles. Every
candidate meets the same worlds (common random numbers), and an alternative must win
clearly more of them than the policy's choice to be taken. Hands stay as they are: the
game is cooperative, and the players show each other their hands.

The budget is a number of worlds per candidate (reproducible: the same seed plays the
same game on any machine), with an optional CPU-time cap per move. Choices in the middle
of a card and card plays are the policy's.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from bigtrouble.actions import Action, EndTurn, Fight, FightMastermind, Heal, PlayCard, Recruit
from bigtrouble.bots.policy import PolicyBot, hero_value
from bigtrouble.bots.why import played_out
from bigtrouble.engine import apply_unchecked, is_over, legal_actions
from bigtrouble.model import Outcome, Phase, State, evolve
from bigtrouble.rng import Rng, shuffled

WORLDS = 12
"""Determinised worlds each candidate is played out in, at one decision."""

MAX_CANDIDATES = 3
"""At most this many actions are played out at one decision."""

MARGIN = 1.0
"""An alternative must score this much more than the policy's choice, summed over the same worlds.

Taking the best of several noisy estimates favours luck; the margin keeps the policy's
choice unless the playouts clearly disagree (about one more world won of twelve)."""

ENDGAME_TURNS = 6
"""A decision is played out when a probe ends the game within this many turns (all players' turns counted)."""

PROBES = 2
"""Probes per decision: short playouts that tell whether the game's end is near."""

MAX_PLAYOUT_ACTIONS = 3000
"""A playout still going after this many actions counts as not won."""

DRAW_SCORE = 0.1
"""What a drawn playout is worth (winning is what counts; a draw is a little better than Evil winning)."""

TACTIC_CREDIT = 0.3
"""A playout that is not won still earns this much times the share of the Tactics taken (less noise)."""


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


def play_on(s: State, seed: int, turns: int | None = None, limit: int = MAX_PLAYOUT_ACTIONS) -> State:
    """``s`` played on by the lookahead bot's policy in every seat: ``turns`` turns more, or (``None``) to the end."""
    bot = PolicyBot(seed)
    last_turn = s.turn.number + turns if turns is not None else None
    for _ in range(limit):
        if is_over(s) or (last_turn is not None and s.turn.number > last_turn):
            break
        s = apply_unchecked(s, bot.choose(s, legal_actions(s)))
    return s


def score(start: State, end: State) -> float:
    """What a playout from ``start`` that reached ``end`` is worth: 1 for a win, else a little for a near thing.

    Evil winning scores 0 and a draw :data:`DRAW_SCORE`; either earns :data:`TACTIC_CREDIT`
    times the share of the Mastermind's Tactics taken on the way, so that playouts that
    are not won still tell a near thing from a rout.
    """
    if end.outcome is Outcome.WIN:
        return 1.0
    tactics = len(start.tactics)
    taken = max(0.0, (tactics - len(end.tactics)) / tactics) if tactics else 0.0
    return (DRAW_SCORE if end.outcome is Outcome.DRAW else 0.0) + TACTIC_CREDIT * taken


def playout(s: State, seed: int, turns: int | None = None) -> float:
    """Play ``s`` on (to the end, or ``turns`` turns) with the policy in every seat and score the result."""
    return score(s, play_on(s, seed, turns))


class LookaheadBot:
    """Plays its policy, and plays the decisions near the game's end out to the end in determinised worlds."""

    name = "lookahead"

    def __init__(
        self,
        seed: int = 0,
        worlds: int = WORLDS,
        max_seconds: float | None = None,
        endgame_turns: int | None = ENDGAME_TURNS,
        margin: float = MARGIN,
    ) -> None:
        """Seed the bot's own generator; ``worlds`` per candidate, ``max_seconds`` of CPU per move at most.

        ``endgame_turns``: play a decision out when a probe ends the game within this many
        turns (``None``: play every decision out).
        """
        self.rng = random.Random(seed)
        self.policy = PolicyBot(seed)
        self.worlds = worlds
        self.max_seconds = max_seconds
        self.endgame_turns = endgame_turns
        self.margin = margin
        self.decisions = 0
        """Decisions that were played out (for the figures)."""
        self.changed = 0
        """Decisions where a played-out alternative replaced the policy's choice."""
        self.last: tuple[int, tuple[tuple[Action, float], ...]] | None = None
        """The last choice's playouts, when it played them: worlds played, and each candidate's summed score."""

    def choose(self, s: State, legal: Sequence[Action]) -> Action:
        """The policy's action, unless near the end a played-out alternative wins clearly more often.

        The policy itself is asked about a determinised world too: its own look at a
        choice's result could otherwise see a card that a draw would reveal.
        """
        self.last = None
        first = self.policy.choose(determinise(s, self.rng), legal)
        if s.pending is not None or s.phase is Phase.OVER or isinstance(first, PlayCard):
            return first
        candidates = self.candidates(s, legal, first)
        if len(candidates) < 2 or not self.near_the_end(s, first):
            return first
        self.decisions += 1
        best = self._best(s, candidates)
        if best != first:
            self.changed += 1
        return best

    def explain(self, s: State, action: Action) -> str:
        """Why it made ``action``, its last choice: what its playouts scored, or (none played) ``""``."""
        if self.last is None or action not in (a for a, _ in self.last[1]):
            return ""
        return played_out(s, action, self.last[0], self.last[1])

    def near_the_end(self, s: State, first: Action) -> bool:
        """Whether a probe (the policy's choice, then the policy in a determinised world) ends the game soon."""
        if self.endgame_turns is None:
            return True
        for _ in range(PROBES):
            world = apply_unchecked(determinise(s, self.rng), first)
            if is_over(play_on(world, self.rng.getrandbits(32), self.endgame_turns)):
                return True
        return False

    def candidates(self, s: State, legal: Sequence[Action], first: Action) -> list[Action]:
        """What is worth playing out: the policy's choice, the Mastermind, a recruit, fights, healing, the end."""
        out: list[Action] = [first]

        def add(a: Action) -> None:
            if a not in out and len(out) < MAX_CANDIDATES:
                out.append(a)

        for a in legal:
            if isinstance(a, FightMastermind):
                add(a)
        recruits = sorted((a for a in legal if isinstance(a, Recruit)), key=lambda a: -hero_value(s, a.uid))
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
        """The candidate whose playouts score best; the first (the policy's) unless beaten by the margin."""
        totals, played = self.scores(s, candidates)
        self.last = played, tuple(zip(candidates, totals, strict=True))
        margin = self.margin * played / max(1, self.worlds)
        best = 0
        for i in range(1, len(candidates)):
            if totals[i] > totals[best] and totals[i] - totals[0] >= margin:
                best = i
        return candidates[best]

    def scores(self, s: State, candidates: Sequence[Action]) -> tuple[list[float], int]:
        """Each candidate's playout scores summed over the same worlds, and how many worlds were played."""
        totals = [0.0] * len(candidates)
        start = time.process_time()
        played = 0
        for _ in range(self.worlds):
            world = determinise(s, self.rng)
            seed = self.rng.getrandbits(32)
            for i, a in enumerate(candidates):
                totals[i] += playout(apply_unchecked(world, a), seed)
            played += 1
            if self.max_seconds is not None and time.process_time() - start > self.max_seconds:
                break
        return totals, played
