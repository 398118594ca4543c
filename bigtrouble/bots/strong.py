"""The strong bot: a tree search over sampled worlds, with the lookahead bot's policy playing the games out.

At a decision that matters the bot runs single-observer information-set Monte Carlo tree
search. Each pass samples one world the deciding players can't tell from the real one
(:func:`~bigtrouble.bots.hidden.determinise`), walks down one shared tree of actions
(upper confidence bounds among the actions legal in that world, each counted only in the
passes where it was legal), adds one new action, and plays the game on to its end with
:class:`~bigtrouble.bots.policy.PolicyBot` in every seat. The result (a win 1, else the
lookahead bot's small credit for Tactics taken) is added to every action on the path.
At the root the most-visited action is played only when it has earned it over the policy's choice
(:func:`clearly_better`: enough passes, a clearly higher mean); otherwise the policy's choice stands.

The game is cooperative, so every seat in the tree wants the same result. To keep the
tree narrow, the actions searched at a node are the policy's choice and every action
that is not a card play (card order is left to the policy), at most :data:`BRANCH`.
When the policy would play a card outside a pending choice, the bot plays it at once.

The budget is CPU seconds per decision (``budget_s``, counted on the thread that searches, so
a bot seat thinking beside the client's window is not charged for the window's drawing), a
number of passes (``playouts``), or both (whichever ends first). With ``playouts`` alone the
bot is reproducible: the same seed makes the same choices on any machine.

After each choice the bot keeps what its search found (:attr:`StrongBot.last`), so that
:meth:`StrongBot.explain` can say why in plain words: the team's win chance after the move,
against the runner-up's.

:class:`ClairvoyantBot` runs the same search on the true state (the real order of every
pile and the real generator): it is **for measuring only**, an upper bound on what the
search could do if hidden cards were known. No seat may use it.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from attrs import define, evolve, field

from bigtrouble.actions import Action, Decline, EndTurn, Fight, FightMastermind, Heal, PlayCard, Recruit
from bigtrouble.bots.hidden import determinise
from bigtrouble.bots.lookahead import play_on, score
from bigtrouble.bots.policy import PolicyBot, hero_value
from bigtrouble.bots.why import Found, searched
from bigtrouble.engine import apply_unchecked, is_over, legal_actions
from bigtrouble.model import Outcome, State

BUDGET_S = 0.2
"""CPU seconds per decision by default."""

BRANCH = 8
"""At most this many actions are searched at one node."""

MAX_DEPTH = 12
"""The tree grows at most this many choices below the root; below, the policy plays."""

MAX_PLAYOUT_ACTIONS = 3000
"""A playout still going after this many actions stops there (scored as not won)."""

MIN_VISITS = 6
"""The fewest passes through a move before the search may play it instead of the policy's choice."""
MARGIN = 0.1
"""How much more a move must score on average (a win is 1) than the policy's choice to be played instead."""

EXPLORE = 0.7
"""How strongly the search tries actions it knows little about (upper confidence bound constant)."""


@define
class Node:
    """One action in the search tree, reached by the path from the root: what the passes through it found."""

    visits: int = 0
    total: float = 0.0
    """Summed playout scores (a win 1, else a little credit)."""
    won: int = 0
    """Playouts through here that the team won."""
    available: int = 0
    """Passes in which this action was legal where it hangs (the upper confidence bound's count)."""
    children: dict[Action, Node] = field(factory=dict)

    def bound(self) -> float:
        """The upper confidence bound used to pick among siblings (unvisited: infinite)."""
        if self.visits == 0:
            return math.inf
        return self.total / self.visits + EXPLORE * math.sqrt(math.log(max(1, self.available)) / self.visits)


class Search:
    """One decision's search tree and the passes that grow it."""

    def __init__(
        self, s: State, rng: random.Random, policy: PolicyBot, hidden: bool = True, wide: bool = False
    ) -> None:
        """Search from ``s``; ``hidden``: sample worlds (else the true state); ``wide``: every legal root action."""
        self.state = s
        self.rng = rng
        self.policy = policy
        self.hidden = hidden
        self.wide = wide
        self.root = Node()
        self.passes = 0

    def world(self) -> State:
        """The state one pass starts from: a sampled world, or the true state for the clairvoyant."""
        return determinise(self.state, self.rng) if self.hidden else self.state

    def options(self, s: State, legal: Sequence[Action], at_root: bool) -> list[Action]:
        """The actions searched at a node in world ``s``: the policy's choice first, then what is not a card play."""
        first = self.policy.choose(s, legal)
        out = [first]
        if self.wide and at_root:
            out += [a for a in legal if a != first]
            return out
        out += sorted((a for a in legal if a != first and not isinstance(a, PlayCard)), key=lambda a: _rank(s, a))
        return out[:BRANCH]

    def run(self, budget_s: float | None, playouts: int | None) -> None:
        """Make passes until ``playouts`` are made or ``budget_s`` CPU seconds are spent (at least one pass)."""
        start = time.thread_time()
        while True:
            self.one_pass()
            if playouts is not None and self.passes >= playouts:
                return
            if budget_s is not None and time.thread_time() - start >= budget_s:
                return
            if playouts is None and budget_s is None:
                return

    def one_pass(self) -> None:
        """Sample a world, walk and grow the tree, play the game out and count the result on the path."""
        world = self.world()
        s = world
        node = self.root
        path = [node]
        for step in range(MAX_PLAYOUT_ACTIONS):
            if is_over(s) or len(path) > MAX_DEPTH:
                break
            legal = legal_actions(s)
            if len(legal) == 1 and not (
                self.wide and step == 0
            ):  # no choice here: no node (the advisor's root has one)
                s = apply_unchecked(s, legal[0])
                continue
            options = self.options(s, legal, node is self.root)
            for a in options:
                if a in node.children:
                    node.children[a].available += 1
            new = next((a for a in options if a not in node.children), None)
            if new is not None:
                node.children[new] = Node(available=1)
                chosen = new
            else:
                chosen = max(options, key=lambda a: node.children[a].bound())
            node = node.children[chosen]
            path.append(node)
            s = apply_unchecked(s, chosen)
            if new is not None:
                break
        end = play_on(s, self.rng.getrandbits(32), limit=MAX_PLAYOUT_ACTIONS)
        value = score(world, end)
        won = end.outcome is Outcome.WIN
        for n in path:
            n.visits += 1
            n.total += value
            n.won += won
        self.passes += 1

    def ranked(self, legal: Sequence[Action]) -> list[tuple[Action, Node]]:
        """The root's actions that are legal in the real state, most visited first (then by mean score)."""
        kids = [(a, n) for a, n in self.root.children.items() if a in legal and n.visits > 0]
        return sorted(kids, key=lambda an: (-an[1].visits, -an[1].total / an[1].visits))


def _rank(s: State, a: Action) -> tuple[int, float]:
    """The order non-card actions are tried in: the Mastermind, fights, the best recruits, healing, the rest."""
    if isinstance(a, FightMastermind):
        return 0, 0.0
    if isinstance(a, Fight):
        return 1, 0.0
    if isinstance(a, Recruit):
        return 2, -hero_value(s, a.uid)
    if isinstance(a, Heal):
        return 3, 0.0
    if isinstance(a, EndTurn | Decline):
        return 5, 0.0
    return 4, 0.0


class StrongBot:
    """Plays the policy's card plays and searches every other real choice over sampled worlds."""

    name = "strong"
    hidden = True

    def __init__(self, seed: int = 0, budget_s: float | None = BUDGET_S, playouts: int | None = None) -> None:
        """Seed the bot's own generator; per decision at most ``budget_s`` CPU seconds and ``playouts`` passes."""
        self.rng = random.Random(seed)
        self.policy = PolicyBot(seed)
        self.budget_s = budget_s
        self.playouts = playouts
        self.searched = 0
        """Decisions that were searched (for the figures)."""
        self.last: Found | None = None
        """What the search found at the last choice (``None`` when the choice was not searched)."""

    def choose(self, s: State, legal: Sequence[Action]) -> Action:
        """The most-visited root action of a search, or the policy's card play, or the only legal action."""
        self.last = None
        if len(legal) == 1:
            return legal[0]
        first = self.policy.choose(determinise(s, self.rng) if self.hidden else s, legal)
        if s.pending is None and isinstance(first, PlayCard):
            return first
        search = Search(s, self.rng, self.policy, hidden=self.hidden)
        search.run(self.budget_s, self.playouts)
        self.searched += 1
        ranked = search.ranked(legal)
        if not ranked:
            return first
        choice = ranked[0][0] if clearly_better(search.root.children.get(first), ranked[0][1]) else first
        self.last = found(search, ranked, choice, first)
        return choice

    def explain(self, s: State, action: Action) -> str:
        """Why it made ``action``, its last choice: what its search found, or (a card play) its rule of thumb."""
        if self.last is not None and self.last.action == action:
            return searched(s, self.last)
        return ""


def clearly_better(policy: Node | None, best: Node) -> bool:
    """Whether the search's most-visited move has earned its place over the policy's choice: seen in at least
    :data:`MIN_VISITS` passes and scoring :data:`MARGIN` more on average. A thin search (a few passes in a long
    game) otherwise picks among moves by chance, and plays worse than the policy it starts from."""
    if best is policy:
        return False
    if best.visits < MIN_VISITS:
        return False
    if policy is None or policy.visits == 0:
        return True
    return best.total / best.visits - policy.total / policy.visits >= MARGIN


def found(search: Search, ranked: list[tuple[Action, Node]], choice: Action, policy: Action) -> Found:
    """What ``search`` found for ``choice`` (and the best other move), for the bot's reason."""
    node = search.root.children[choice]
    mine = Found(choice, node.visits, node.won, node.total / node.visits, search.passes, policy)
    runner = next(((a, n) for a, n in ranked if a != choice), None)
    if runner is None:
        return mine
    a, n = runner
    return evolve(mine, runner_up=a, runner_visits=n.visits, runner_won=n.won, runner_score=n.total / n.visits)


class ClairvoyantBot(StrongBot):
    """For measuring only: the strong bot's search on the true state, reading every hidden order and future shuffle.

    It shows how far the strong bot is from a player who knew everything; it cheats, so it
    is never a seat and never advises.
    """

    name = "clairvoyant"
    hidden = False
