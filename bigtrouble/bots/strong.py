"""The strong bot: its policy's moves, and near the game's end the real alternatives compared over sampled worlds.

The bot plays :class:`~bigtrouble.bots.policy.PolicyBot` (the lookahead bot's rules of
thumb). When it would fight, recruit, heal or end the turn and there is a real alternative,
it probes, as the lookahead bot does: it plays the game on a few turns with the policy in a
sampled world. Near the end (a probe ends the game within :data:`ENDGAME_TURNS` turns) it
compares up to :data:`MAX_CANDIDATES` moves (the policy's choice, the Mastermind, fights,
the best recruits, healing, ending the turn) by playing each to the game's end in the same
sampled worlds (:class:`~bigtrouble.bots.paired_search.PairedSearch`): moves clearly behind
are dropped as it goes, and the best of the rest is played when its mean over the worlds it
shared with the policy's choice is ahead of that choice's. Earlier in the game the policy's
choice stands: a search over every decision with a thin tree at 0.2 s a move played 23 points
below the lookahead bot (its thin searches chose by chance), and a :class:`MiddleSearch`
from the third turn (:data:`MIDDLE`, fewer moves, less time, a stricter rule) cost two and
a half times the CPU and won no more games; it stays an option for measuring.

A sampled world (:func:`~bigtrouble.bots.hidden.determinise`) deals every face-down pile
anew from the bot's own generator and replaces the state's generator, so the bot never
reads the real order of a pile or the real future shuffles. The game is cooperative, so
every seat in a playout plays for the same result.

The budget is CPU seconds per searched decision (``budget_s``, counted on the thread that
searches, so a bot seat thinking beside the client's window is not charged for the window's
drawing), a number of worlds (``playouts``), or both (whichever ends first). With budgets
in worlds alone (``playouts``, and a middle search without ``budget_s``) the bot is
reproducible: the same seed makes the same choices on any machine.

After each choice the bot keeps what its search found (:attr:`StrongBot.last`), so that
:meth:`StrongBot.explain` can say why in plain words: the team's win chance after the move,
against the runner-up's.

:class:`Search` is the advisor's search (``bigtrouble.bots.advisor``): single-observer
information-set Monte Carlo tree search with every legal move at the root. Each pass samples
one world, walks down one shared tree of actions (upper confidence bounds among the actions
legal in that world), adds one new action and plays the game out with the policy; the result
(a win 1, else a little for the Tactics taken) is added to every action on the path.

:class:`ClairvoyantBot` plays as the strong bot does, but probes and searches from the true
state (the real order of every pile and the real generator): it is **for measuring only**, a
bound on what the search could do if hidden cards were known. No seat may use it.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence

from attrs import define, evolve, field, frozen

from bigtrouble.actions import Action, Decline, EndTurn, Fight, FightMastermind, Heal, PlayCard, Recruit
from bigtrouble.bots.hidden import determinise
from bigtrouble.bots.lookahead import play_on, score
from bigtrouble.bots.paired_search import MAX_WORLDS, PairedSearch
from bigtrouble.bots.policy import PolicyBot, hero_value
from bigtrouble.bots.why import Found, searched
from bigtrouble.engine import apply_unchecked, is_over, legal_actions
from bigtrouble.model import Outcome, State

BUDGET_S = 0.8
"""CPU seconds a searched decision may take by default (most decisions are not searched: card plays, the middle
of the game)."""

ENDGAME_TURNS = 6
"""A decision is searched when a probe ends the game within this many turns (all players' turns counted)."""

PROBES = 2
"""Probes per decision: short playouts by the policy that tell whether the game's end is near."""

MAX_CANDIDATES = 5
"""At most this many moves are compared at one decision."""

BRANCH = 8
"""At most this many actions are searched at one node of the advisor's tree."""

MAX_DEPTH = 12
"""The advisor's tree grows at most this many choices below the root; below, the policy plays."""

MAX_PLAYOUT_ACTIONS = 3000
"""A playout still going after this many actions stops there (scored as not won)."""

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


@frozen
class MiddleSearch:
    """How the strong bot searches a decision before the game's end is in sight: fewer moves, less time, a
    stricter rule (a playout from the middle of the game is long and its result noisier)."""

    budget_s: float | None = 0.5
    """CPU seconds a decision."""
    worlds: int = 24
    """The most worlds a decision plays."""
    candidates: int = 3
    """Moves compared (the policy's first)."""
    switch_se: float = 0.5
    """Standard errors an alternative must lead the policy's move by (paired) to be played."""
    min_gain: float = 0.0
    """...and its least mean lead (a win scores 1)."""
    from_turn: int = 3
    """The first turn searched (the opening's recruits are the policy's)."""


MIDDLE = MiddleSearch()
"""The middle search measured (``ladder --bot strong-middle``; not the seat's): 3 moves, at most 0.5 CPU seconds or
24 worlds a decision, played when half a standard error ahead; chosen from 82 middle decisions judged
(``decision_rules collect --middle``). It won no more games than the bot without it (README, *The bots*)."""


class StrongBot:
    """Plays its policy, and near the game's end compares the real alternatives over common sampled worlds."""

    name = "strong"
    hidden = True

    def __init__(
        self,
        seed: int = 0,
        budget_s: float | None = BUDGET_S,
        playouts: int | None = None,
        endgame_turns: int | None = ENDGAME_TURNS,
        max_candidates: int = MAX_CANDIDATES,
        middle: MiddleSearch | None = None,
    ) -> None:
        """Seed the bot's own generator; per searched decision at most ``budget_s`` CPU seconds and ``playouts``
        worlds (:data:`~bigtrouble.bots.paired_search.MAX_WORLDS` when ``None``).

        ``endgame_turns``: search a decision when a probe ends the game within this many turns
        (``None``: search every decision that is not a card play); ``max_candidates``: moves compared;
        ``middle``: how to search the decisions before the end is in sight (``None``: the policy's choice stands).
        """
        self.rng = random.Random(seed)
        self.policy = PolicyBot(seed)
        self.budget_s = budget_s
        self.playouts = playouts
        self.endgame_turns = endgame_turns
        self.max_candidates = max_candidates
        self.middle = middle
        self.searched = 0
        """Decisions that were searched (for the figures)."""
        self.changed = 0
        """Searched decisions where an alternative replaced the policy's choice."""
        self.last: Found | None = None
        """What the search found at the last choice (``None`` when the choice was not searched)."""

    def _seen(self, s: State) -> State:
        """What the bot may look at: a sampled world (the clairvoyant: the state itself)."""
        return determinise(s, self.rng) if self.hidden else s

    def choose(self, s: State, legal: Sequence[Action]) -> Action:
        """The policy's move, unless a searched alternative is ahead of it (near the end, or with a middle search
        from its first turn by its own stricter rule)."""
        self.last = None
        if len(legal) == 1:
            return legal[0]
        first = self.policy.choose(self._seen(s), legal)
        if s.pending is not None or isinstance(first, PlayCard):
            return first
        candidates = candidate_moves(s, legal, first, self.max_candidates)
        if len(candidates) < 2:
            return first
        if self.near_the_end(s, first):
            search = PairedSearch(s, candidates, self.rng, _playout_player, score, hidden=self.hidden)
            search.run(self.budget_s, self.playouts if self.playouts is not None else MAX_WORLDS)
            pick = search.choice()
        elif self.middle is not None and s.turn.number >= self.middle.from_turn:
            m = self.middle
            search = PairedSearch(s, candidates[: m.candidates], self.rng, _playout_player, score, hidden=self.hidden)
            search.run(m.budget_s, m.worlds)
            pick = search.choice(m.switch_se, m.min_gain)
        else:
            return first
        self.searched += 1
        self.changed += pick != 0
        self.last = found(search, pick)
        return candidates[pick]

    def near_the_end(self, s: State, first: Action) -> bool:
        """Whether a probe (the policy's choice, then the policy in a sampled world) ends the game soon."""
        if self.endgame_turns is None:
            return True
        for _ in range(PROBES):
            world = apply_unchecked(self._seen(s), first)
            if is_over(play_on(world, self.rng.getrandbits(32), self.endgame_turns)):
                return True
        return False

    def explain(self, s: State, action: Action) -> str:
        """Why it made ``action``, its last choice: what its search found, or (not searched) ``""``."""
        if self.last is not None and self.last.action == action:
            return searched(s, self.last)
        return ""


def _playout_player(seed: int) -> Callable[[State, Sequence[Action]], Action]:
    """The playouts' player in one world: the policy, seeded alike for every candidate."""
    return PolicyBot(seed).choose


def candidate_moves(s: State, legal: Sequence[Action], first: Action, limit: int) -> list[Action]:
    """What is worth comparing: the policy's choice, then (by :func:`_rank`) the Mastermind, fights, the best
    recruits, healing and the end of the turn; card plays are left to the policy. At most ``limit``."""
    others = sorted((a for a in legal if a != first and not isinstance(a, PlayCard)), key=lambda a: _rank(s, a))
    out = [first]
    for a in others:
        if len(out) >= limit:
            break
        out.append(a)
    return out


def found(search: PairedSearch, pick: int) -> Found:
    """What ``search`` found for its pick (and the best other move), for the bot's reason."""
    mine = search.tally(pick)
    policy = search.candidates[0]
    chosen = Found(mine.action, mine.worlds, mine.won, mine.score, search.worlds, policy)
    others = [search.tally(i) for i in range(len(search.candidates)) if i != pick]
    others = [t for t in others if t.worlds > 0]
    if not others:
        return chosen
    r = max(others, key=lambda t: (t.worlds, t.score))
    return evolve(chosen, runner_up=r.action, runner_visits=r.worlds, runner_won=r.won, runner_score=r.score)


class ClairvoyantBot(StrongBot):
    """For measuring only: the strong bot's search on the true state, reading every hidden order and future shuffle.

    It shows how far the strong bot is from a player who knew everything; it cheats, so it
    is never a seat and never advises.
    """

    name = "clairvoyant"
    hidden = False
