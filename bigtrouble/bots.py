"""Players that pick actions: a random one and a simple heuristic one.

Bots are used for solo seats, simulation, benchmarks and playout tests. A bot
reads the state and the legal actions and returns one of them; it never changes
the state. Each bot owns a ``random.Random(seed)``, so a bot's play is
reproducible and the global ``random`` module is never touched.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from bigtrouble.actions import (
    Action,
    Choose,
    Decline,
    EndTurn,
    Fight,
    FightMastermind,
    Heal,
    PlayCard,
    Recruit,
)
from bigtrouble.cards.defs import (
    FAMILY_MEDIOCRE,
    FAMILY_STRATEGIST,
    FAMILY_UNCLE_CHU,
    FAMILY_WARRIOR,
    CardDef,
    HeroClass,
    Kind,
)
from bigtrouble.effects.basic import ClassTrigger, Draw, Pick
from bigtrouble.engine import apply
from bigtrouble.model import Outcome, Phase, State
from bigtrouble.rules.ending import vp
from bigtrouble.rules.villain_deck import KOFromHQOnEscape
from bigtrouble.zones import PLAYER_ZONES, Zone, cdef, locate

BOT_KINDS = ("random", "heuristic")
"""The names ``make_bot`` accepts."""

A = TypeVar("A", bound=Action)

RECRUIT_THRESHOLD = 0.5
"""Heroes worth less than this (0-cost Mediocre Heroes) only thin out the deck: not recruited."""

LOOKAHEAD_LIMIT = 12
"""At most this many distinct answers are tried when a choice is judged by looking ahead."""


class Bot(Protocol):
    """Anything that picks one of the legal actions for whoever must act now."""

    name: str

    def choose(self, s: State, legal: Sequence[Action]) -> Action:
        """Return one action of ``legal`` (never empty) for the state ``s``."""
        ...


class RandomBot:
    """Picks any legal action, uniformly at random."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        """Seed the bot's own generator."""
        self.rng = random.Random(seed)

    def choose(self, s: State, legal: Sequence[Action]) -> Action:
        """A uniformly random legal action."""
        return legal[self.rng.randrange(len(legal))]


class HeuristicBot:
    """Plays sensibly without search.

    Plays every card (cheap and card-drawing ones first so class triggers
    fire), fights the Mastermind when it can, then the Villains it can afford
    (nearest the Bridge and holding Bystanders first), recruits the best Heroes
    it can afford, heals when it has Wounds and nothing better to do, and ends
    the turn. Choices in the middle of a card are answered by rules of thumb
    for the common ones (KO a Wound, discard the weakest card...) and by
    trying each answer and judging the result for anything else. Looking ahead
    can see a card a draw would reveal: fine for simulation, not for a fair
    opponent.
    """

    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        """Seed the bot's own generator (used only to break exact ties)."""
        self.rng = random.Random(seed)

    def choose(self, s: State, legal: Sequence[Action]) -> Action:
        """The action a careful but simple player would take."""
        if s.pending is not None:
            return self._answer(s, legal)
        plays = [a for a in legal if isinstance(a, PlayCard)]
        if plays:
            return min(plays, key=lambda a: _play_order(cdef(s, a.uid)))
        fights = [a for a in legal if isinstance(a, Fight | FightMastermind)]
        recruits = [a for a in legal if isinstance(a, Recruit)]
        heal = next((a for a in legal if isinstance(a, Heal)), None)
        if heal is not None and _should_heal(s, fights, recruits):
            return heal
        if fights:
            return self._best(fights, lambda a: _fight_value(s, a))
        if recruits:
            best = self._best(recruits, lambda a: _recruit_value(s, a.uid))
            if _recruit_value(s, best.uid) > RECRUIT_THRESHOLD:
                return best
        return next((a for a in legal if isinstance(a, EndTurn)), legal[-1])

    def _best(self, actions: Sequence[A], value: Callable[[A], float]) -> A:
        """The action with the highest value; an exact tie is broken by the bot's own generator."""
        scored = [(value(a), a) for a in actions]
        top = max(v for v, _ in scored)
        tied = [a for v, a in scored if v == top]
        return tied[0] if len(tied) == 1 else tied[self.rng.randrange(len(tied))]

    def _answer(self, s: State, legal: Sequence[Action]) -> Action:
        pending = s.pending
        assert pending is not None
        effect = pending.task.effect
        if isinstance(effect, KOFromHQOnEscape):
            cheapest = min(range(len(pending.options)), key=lambda i: cdef(s, pending.options[i].uid).cost)
            return Choose(cheapest)
        if isinstance(effect, Pick) and all(o.uid >= 0 for o in pending.options):
            return _answer_pick(s, effect, pending.player)
        return _look_ahead(s, legal, pending.player)


def make_bot(kind: str, seed: int = 0) -> Bot:
    """A bot by name (``random`` or ``heuristic``), seeded with ``seed``."""
    if kind == "random":
        return RandomBot(seed)
    if kind == "heuristic":
        return HeuristicBot(seed)
    raise ValueError(f"Unknown bot {kind!r}; choose from {', '.join(BOT_KINDS)}.")


# How much a card is worth to the player who owns it, in rough "points".


def card_worth(d: CardDef) -> float:
    """How much owning ``d`` helps its owner's deck (Wounds hurt, starters barely help)."""
    if d.kind is Kind.WOUND:
        return -4.0
    if d.kind is Kind.HERO:
        if d.family in (FAMILY_STRATEGIST, FAMILY_WARRIOR):
            return -0.25
        if d.family == FAMILY_MEDIOCRE:
            return 0.25
        if d.family == FAMILY_UNCLE_CHU:
            return 1.5
        return 1.0 + 0.6 * d.cost
    if d.is_villain:
        return -float(d.attack or 0)
    return float(d.vp)


def _in_hand_bonus(d: CardDef) -> float:
    """What a card still in hand adds: it can yet be played this turn."""
    if d.kind is Kind.WOUND:
        return 0.0
    return 0.5 + 0.5 * ((d.recruit or 0) + (d.attack or 0))


def _play_order(d: CardDef) -> tuple[int, int, int]:
    """Sort key for playing: card drawers first, class-triggered cards last, cheap before dear."""
    draws = any(isinstance(e, Draw) for e in d.on_play)
    triggered = any(isinstance(e, ClassTrigger) for e in d.on_play)
    return (0 if draws else 1, 1 if triggered else 0, d.cost)


def _fight_value(s: State, a: Fight | FightMastermind) -> float:
    """How good a fight is: the Mastermind first, then Villains near the Bridge or holding Bystanders."""
    if isinstance(a, FightMastermind):
        return 100.0 + 2 * len(s.mastermind_captives)
    space = s.city.index(a.uid)
    return 2.0 * space + 3.0 * len(s.captives[space]) + cdef(s, a.uid).vp


def _recruit_value(s: State, uid: int) -> float:
    """How much recruiting this Hero helps; Uncle Chu is worth more with Wounds to clear."""
    d = cdef(s, uid)
    value = card_worth(d)
    if d.family == FAMILY_UNCLE_CHU:
        value += 1.5 * min(2, _wounds_owned(s, s.current))
    if d.cls is not None and d.cls in _classes_owned(s, s.current):
        value += 0.5
    return value


def _wounds_owned(s: State, p: int) -> int:
    me = s.players[p]
    return sum(1 for zone in (me.hand, me.deck, me.discard) for u in zone if cdef(s, u).kind is Kind.WOUND)


def _classes_owned(s: State, p: int) -> set[HeroClass]:
    me = s.players[p]
    out: set[HeroClass] = set()
    for zone in (me.hand, me.deck, me.discard, me.played):
        for u in zone:
            c = cdef(s, u).cls
            if c is not None:
                out.add(c)
    return out


def _should_heal(s: State, fights: Sequence[Action], recruits: Sequence[Recruit]) -> bool:
    """Heal when nothing worth fighting is in reach and the recruits on offer are poor."""
    if fights:
        return False
    wounds = sum(1 for u in s.me.hand if cdef(s, u).kind is Kind.WOUND)
    if not recruits:
        return True
    best_cost = max(cdef(s, a.uid).cost for a in recruits)
    return wounds >= 2 and best_cost <= 5


# Answering choices.

_ZONE_BONUS = {Zone.HAND: 1.0, Zone.DECK: 0.5}


def _placed_value(s: State, uid: int, zone: Zone, owner: int, p: int) -> float:
    """What card ``uid`` is worth to player ``p`` sitting in ``zone`` of ``owner``."""
    d = cdef(s, uid)
    if zone not in PLAYER_ZONES or owner != p:
        return 0.0
    if zone is Zone.VICTORY:
        return 3.0 * d.vp
    value = card_worth(d)
    if zone is Zone.HAND:
        value += _in_hand_bonus(d)
    elif zone is Zone.DECK:
        value += 0.5 * _in_hand_bonus(d)
    return value


def _answer_pick(s: State, effect: Pick, p: int) -> Action:
    """Move the card whose move gains the most; decline an optional pick that gains nothing."""
    pending = s.pending
    assert pending is not None
    owner = pending.task.ctx.player
    dest_owner = owner if effect.dest in PLAYER_ZONES else -1
    best_i, best_gain = 0, float("-inf")
    seen: dict[tuple[str, Zone], float] = {}
    for i, o in enumerate(pending.options):
        zone, index = locate(s, o.uid)
        key = (s.card_ids[o.uid], zone)
        if key in seen:
            continue
        before = _placed_value(s, o.uid, zone, index, p)
        if effect.dest is Zone.KO:
            after = 0.0
        else:
            after = _placed_value(s, o.uid, effect.dest, dest_owner, p)
        gain = after - before
        seen[key] = gain
        if gain > best_gain:
            best_i, best_gain = i, gain
    if pending.optional:
        reward = 1.0 if effect.then else 0.0
        if best_gain + reward <= 0:
            return Decline()
    return Choose(best_i)


def _look_ahead(s: State, legal: Sequence[Action], p: int) -> Action:
    """Try each distinct answer and keep the one whose result looks best for ``p``."""
    pending = s.pending
    assert pending is not None
    best: Action = legal[0]
    best_score = float("-inf")
    tried: set[str] = set()
    for a in legal:
        label = pending.options[a.index].label if isinstance(a, Choose) else "\0decline"
        if label in tried:
            continue
        tried.add(label)
        if len(tried) > LOOKAHEAD_LIMIT:
            break
        score = evaluate(apply(s, a), p)
        if score > best_score:
            best, best_score = a, score
    return best


def evaluate(s: State, p: int) -> float:
    """A rough score of the state for player ``p``: their deck, their VP and how the team is doing."""
    if s.phase is Phase.OVER:
        return {Outcome.WIN: 1000.0, Outcome.EVIL: -1000.0}.get(s.outcome or Outcome.DRAW, -100.0)
    me = s.players[p]
    score = 0.0
    for u in me.hand:
        d = cdef(s, u)
        score += card_worth(d) + _in_hand_bonus(d)
    for zone in (me.deck, me.discard, me.played):
        for u in zone:
            score += card_worth(cdef(s, u))
    score += 3.0 * vp(s, p)
    if s.current == p:
        score += 0.7 * (s.turn.attack + s.turn.recruit)
    score -= 2.0 * sum(1 for u in s.escaped if cdef(s, u).is_villain)
    score -= 1.5 * (sum(len(c) for c in s.captives) + len(s.mastermind_captives))
    score -= 6.0 * len(s.tactics)
    for q, other in enumerate(s.players):
        if q != p:
            score -= sum(
                1.0 for zone in (other.hand, other.deck, other.discard) for u in zone if cdef(s, u).kind is Kind.WOUND
            )
    return score
