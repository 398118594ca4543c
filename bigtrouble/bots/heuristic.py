"""The heuristic bot: plays sensibly by rules of thumb, without search.

Like every bot it owns a ``random.Random(seed)`` (for exact ties only), so its play
is reproducible and the global ``random`` module is never touched.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TypeVar

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
from bigtrouble.bots.advice import reason
from bigtrouble.bots.deckstats import ByCardId, deck_stats, subsets
from bigtrouble.bots.judgement import mastermind_attack_without, play_order
from bigtrouble.bots.sense import SchemeThreat, hero_output, scheme_threat
from bigtrouble.cards.defs import (
    FAMILY_MEDIOCRE,
    FAMILY_STRATEGIST,
    FAMILY_UNCLE_CHU,
    FAMILY_WARRIOR,
    CardDef,
    Kind,
)
from bigtrouble.effects.basic import GainWound, Pick
from bigtrouble.effects.villain_deck import KOFromHQOnEscape
from bigtrouble.effects.villains import Unless
from bigtrouble.engine import apply
from bigtrouble.model import BRIDGE, CHINATOWN, HAND_SIZE, Ctx, Outcome, Phase, State, evolve_state
from bigtrouble.rules.ending import vp
from bigtrouble.rules.strength import mastermind_attack, villain_attack
from bigtrouble.zones import PLAYER_ZONES, Zone, cdef, locate

A = TypeVar("A", bound=Action)

RECRUIT_THRESHOLD = 1.3
"""A new card must be worth at least this much (a starter gives about 1): 0-cost cards never are."""

COLLECTS = "collects_zero_recruit"
"""The tag of a Mastermind whose stack of KO'd 0-cost Recruit cards adds to his Attack (R174)."""
STACK_CAP = 5
"""His stack adds at most this much (R175)."""

LOOKAHEAD_LIMIT = 12
"""At most this many distinct answers are tried when a choice is judged by looking ahead."""


class HeuristicBot:
    """Plays sensibly without search.

    Its judgement reads what every player can see (the city, the HQ, the
    piles, the Scheme and Mastermind cards, the cards it owns). It plays every
    card (card drawers first, class-triggered and choice cards last so their
    conditions and choices see the most), then plans the turn's
    fights: the set of Villains and Mastermind fights that its Attack can pay
    for and that matters most, where the Mastermind's Tactics come first and a
    Villain matters by how soon it escapes, what its escape would cost (more
    when the Scheme counts escapes, and everything when that escape would let
    Evil win), the Bystanders or hostages it holds, whether it stands in
    Chinatown when the Scheme's Twist punishes that, and how much Attack it
    lends the Mastermind. It heals when its Wounds matter more than what it
    could fight or recruit, and recruits the Heroes whose usual output
    (Attack first; Recruit while the deck lacks it; draws, deck thinning)
    beats what its deck already has. Choices in the middle of a card are
    answered by rules of thumb for the common ones (KO a Wound, discard the
    weakest card...) and by trying each answer and judging the result for
    anything else. Looking ahead can see a card a draw would reveal: fine for
    simulation, not for a fair opponent.
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
            ids, order = s.card_ids, _PLAY_ORDER_BY_ID
            return min(plays, key=lambda a: order[ids[a.uid]])
        fights = [a for a in legal if isinstance(a, Fight | FightMastermind)]
        recruits = [a for a in legal if isinstance(a, Recruit)]
        plan_value, first_fight = plan_fights(s, fights)
        best_recruit: Recruit | None = None
        if recruits:
            best_recruit = self._best(recruits, lambda a: self.recruit_value(s, a.uid))
            if self.recruit_value(s, best_recruit.uid) <= _recruit_threshold(s):
                best_recruit = None
        heal = next((a for a in legal if isinstance(a, Heal)), None)
        if heal is not None:
            recruit_value = self.recruit_value(s, best_recruit.uid) if best_recruit is not None else 0.0
            if _heal_value(s) > plan_value + recruit_value:
                return heal
        if first_fight is not None:
            return first_fight
        if best_recruit is not None:
            return best_recruit
        return next((a for a in legal if isinstance(a, EndTurn)), legal[-1])

    def recruit_value(self, s: State, uid: int) -> float:
        """How much recruiting Hero ``uid`` helps the current player (a bot built on this one may weigh it anew)."""
        return _recruit_value(s, uid)

    def advise(self, s: State, legal: Sequence[Action]) -> tuple[Action, str]:
        """The move this bot would make, with its reason in one sentence (the client's *Advice*)."""
        action = self.choose(s, legal)
        return action, reason(s, action)

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


_PLAY_ORDER_BY_ID: ByCardId[tuple[int, int, int]] = ByCardId(play_order)
_WORTH: ByCardId[float] = ByCardId(card_worth)
_IS_WOUND: ByCardId[bool] = ByCardId(lambda d: d.kind is Kind.WOUND)
_HAND_WORTH: ByCardId[float] = ByCardId(lambda d: card_worth(d) + _in_hand_bonus(d))
"""What :func:`evaluate` adds for a card in hand (its worth plus the in-hand bonus, summed as before)."""


# Planning the fights of a turn.

TACTIC_VALUE = 40.0
"""Taking a Tactic matters more than any Villain, unless that Villain's escape would let Evil win."""
DOOM_VALUE = 200.0
"""Stopping the escape that would let Evil win matters most of all."""
URGENCY = (0.08, 0.15, 0.3, 0.55, 1.0)
"""How soon a Villain in each space (Sewers .. Bridge) is likely to escape."""
HQ_LOSS = 1.5
"""What a Hero KO'd from the HQ on an escape costs the team."""
WOUND_FIGHT_PENALTY = 2.0
"""What a Wound gained by fighting costs."""
MASTERMIND_HELP = 2.0
"""What each point of Attack a Villain lends the Mastermind is worth taking away."""


def _escape_dooms(s: State, space: int) -> bool:
    """Whether this Villain escaping with its captives would let Evil win at once."""
    info = cdef(s, s.scheme).scheme if s.scheme >= 0 else None
    if info is None or info.evil_wins is None or s.team_win_locked:
        return False
    gone = evolve_state(s, "escaped", s.escaped + (s.city[space],) + s.captives[space])
    return info.evil_wins.holds(gone, Ctx(player=s.current, source=s.scheme))


def _wounds_on_fight(s: State, d: CardDef) -> bool:
    """Whether fighting this Villain would give the current player a Wound."""
    ctx = Ctx(player=s.current)
    for e in d.fight:
        if isinstance(e, GainWound):
            return True
        if isinstance(e, Unless) and any(isinstance(x, GainWound) for x in e.effects):
            return not e.cond.holds(s, ctx)
    return False


def villain_value(s: State, space: int) -> float:
    """How much defeating the Villain in ``space`` now matters to the team (and to you)."""
    uid = s.city[space]
    d = cdef(s, uid)
    threat = scheme_threat(s.card_ids[s.scheme], len(s.players)) if s.scheme >= 0 else SchemeThreat()
    urgency = URGENCY[space]
    caps = s.captives[space]
    bystanders = sum(1 for u in caps if cdef(s, u).kind is Kind.BYSTANDER)
    hostages = len(caps) - bystanders
    escape_cost = HQ_LOSS + (3.0 if d.escape else 0.0) + 6.0 * threat.escape + 1.0 * len(caps)
    escape_cost += bystanders * 4.0 * threat.bystander_escape + hostages * 6.0 * threat.hostage
    value = 1.0 + 0.5 * d.vp + urgency * escape_cost
    value += bystanders * (1.0 + 2.0 * threat.bystander_escape) + hostages * 4.0 * threat.hostage
    if space in CHINATOWN:
        value += 3.0 * threat.chinatown
    if s.tactics:
        value += MASTERMIND_HELP * (mastermind_attack(s) - mastermind_attack_without(s, (space,)))
    if space == BRIDGE and _escape_dooms(s, space):
        value += DOOM_VALUE
    if _wounds_on_fight(s, d):
        value -= WOUND_FIGHT_PENALTY
    return value


def plan_fights(s: State, fights: Sequence[Action]) -> tuple[float, Action | None]:
    """The best set of fights the turn's Attack can pay for: its value and the fight to make first.

    Villains whose defeat lowers the Mastermind's Attack are fought before him,
    then the Mastermind (as often as the Attack allows), then the others.
    """
    targets: list[tuple[int, int, float]] = []
    mastermind: Action | None = None
    for a in fights:
        if isinstance(a, Fight):
            space = s.city.index(a.uid)
            targets.append((space, villain_attack(s, a.uid), villain_value(s, space)))
        elif isinstance(a, FightMastermind):
            mastermind = a
    if not targets and mastermind is None:
        return 0.0, None
    attack = s.turn.attack
    base_mm = mastermind_attack(s) if s.tactics else 0
    best_value, best_mm = 0.0, 0
    best_set: tuple[tuple[int, int, float], ...] = ()
    for picks in subsets(len(targets)):
        chosen = tuple(targets[i] for i in picks)
        cost = sum(t[1] for t in chosen)
        if cost > attack:
            continue
        value = sum(t[2] for t in chosen)
        n_mm = 0
        if s.tactics:
            need = mastermind_attack_without(s, [t[0] for t in chosen])
            n_mm = len(s.tactics) if need <= 0 else min(len(s.tactics), (attack - cost) // need)
            value += TACTIC_VALUE * n_mm
        if value > best_value:
            best_value, best_set, best_mm = value, chosen, n_mm
    if best_value <= 0:
        return 0.0, None
    helpers = [t for t in best_set if best_mm and mastermind_attack_without(s, [t[0]]) < base_mm]
    if helpers:
        space = max(helpers, key=lambda t: t[2])[0]
        return best_value, Fight(s.city[space])
    if best_mm:
        return best_value, FightMastermind()
    space = max(best_set, key=lambda t: t[2])[0]
    return best_value, Fight(s.city[space])


# Recruiting and healing.

RECRUIT_PER_HAND_WANTED = 6.0
"""Recruit a hand should bring to buy good Heroes; past this, Recruit is worth less."""


def _deck_output(s: State, p: int) -> tuple[float, float, int]:
    """The Attack and Recruit a player's cards usually give, and how many cards they own."""
    attack, recruit, n, _, _ = deck_stats(s, p)
    return attack, recruit, n


def _recruit_weight(s: State, p: int) -> float:
    """How much a point of Recruit is worth in a new card: less once the deck has enough, and late."""
    _, recruit, n = _deck_output(s, p)
    per_hand = HAND_SIZE * recruit / max(1, n)
    weight = 0.9 if per_hand < RECRUIT_PER_HAND_WANTED else 0.5
    if len(s.villain_deck) < 8:
        weight *= 0.5
    return weight


def recruit_value(s: State, uid: int) -> float:
    """How much recruiting Hero ``uid`` would help the current player (the bot's rule of thumb)."""
    return _recruit_value(s, uid)


_recruit_memo: tuple[State | None, dict[int, float]] = (None, {})
"""Recruit values for the last state asked about (key -1: that state's Recruit weight)."""


def _recruit_value(s: State, uid: int) -> float:
    """How much recruiting this Hero helps: its usual output, Attack first; Uncle Chu more with Wounds to clear."""
    global _recruit_memo
    memo = _recruit_memo
    if memo[0] is not s:
        memo = _recruit_memo = (s, {})
    known = memo[1].get(uid)
    if known is None:
        known = memo[1][uid] = _recruit_value_now(s, uid, memo[1])
    return known


def _recruit_value_now(s: State, uid: int, memo: dict[int, float]) -> float:
    d = cdef(s, uid)
    if d.cost <= 0:
        return 0.0
    o = hero_output(d)
    weight = memo.get(-1)
    if weight is None:
        weight = memo[-1] = _recruit_weight(s, s.current)
    value = 1.2 * o.attack + weight * o.recruit + 1.1 * o.draw + 0.8 * o.thin + 0.4 * o.rescue
    stats = deck_stats(s, s.current)  # (wounds owned, classes owned) read from one lookup
    if d.family == FAMILY_UNCLE_CHU:
        value += 0.75 * min(1, stats[3])
    cls = d.cls
    if cls is not None and any(c is cls for c in stats[4]):  # by identity: no Enum hash
        value += 0.3
    return value


def _recruit_threshold(s: State) -> float:
    """A new card must beat this: about what an average card of the deck gives already."""
    attack, recruit, n = _deck_output(s, s.current)
    return max(RECRUIT_THRESHOLD, 0.9 * (1.2 * attack + 0.9 * recruit) / max(1, n))


HEAL_VALUE = 2.0
"""What KO-ing a Wound from hand is worth (it never clogs a hand again)."""


def _heal_value(s: State) -> float:
    """What healing now is worth: the Wounds in hand it KOs for good."""
    return HEAL_VALUE * sum(1 for u in s.me.hand if cdef(s, u).kind is Kind.WOUND)


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


FEEDS_MASTERMIND = 1.5
"""What a card KO'd onto the Mastermind's stack costs: he gets stronger (R174)."""


def _feeds_mastermind(s: State, uid: int) -> bool:
    """Whether KO-ing this card would put it on a Mastermind's stack that still adds to his Attack."""
    if s.mastermind < 0 or COLLECTS not in cdef(s, s.mastermind).tags:
        return False
    return cdef(s, uid).family in (FAMILY_STRATEGIST, FAMILY_MEDIOCRE) and len(s.mastermind_stack) < STACK_CAP


def _answer_pick(s: State, effect: Pick, p: int) -> Action:
    """Move the card whose move gains the most; decline an optional pick that gains nothing."""
    pending = s.pending
    assert pending is not None
    owner = pending.task.ctx.player
    dest_owner = owner if effect.dest in PLAYER_ZONES else -1
    best_i, best_gain = 0, float("-inf")
    seen: dict[tuple[str, int], float] = {}
    for i, o in enumerate(pending.options):
        zone, index = locate(s, o.uid)
        key = (s.card_ids[o.uid], id(zone))  # the zone by identity: hashing an Enum runs Python code
        if key in seen:
            continue
        before = _placed_value(s, o.uid, zone, index, p)
        if effect.dest is Zone.KO:
            after = -FEEDS_MASTERMIND if _feeds_mastermind(s, o.uid) else 0.0
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
    ids = s.card_ids
    in_hand = _HAND_WORTH
    for u in me.hand:
        score += in_hand[ids[u]]
    worth = _WORTH
    for zone in (me.deck, me.discard, me.played):
        for u in zone:
            score += worth[ids[u]]
    score += 3.0 * vp(s, p)
    if s.current == p:
        score += 0.7 * (s.turn.attack + s.turn.recruit)
    score -= 2.0 * sum(1 for u in s.escaped if cdef(s, u).is_villain)
    score -= 1.5 * (sum(len(c) for c in s.captives) + len(s.mastermind_captives))
    score -= 6.0 * len(s.tactics)
    wound = _IS_WOUND
    for q, other in enumerate(s.players):
        if q != p:
            score -= sum(1.0 for zone in (other.hand, other.deck, other.discard) for u in zone if wound[ids[u]])
    return score
