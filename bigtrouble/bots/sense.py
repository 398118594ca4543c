"""What a sensible player knows from reading the cards, for the heuristic bot.

Two rough readings, each made once per card and cached:

- :func:`hero_output`: what a Hero usually gives when played (Attack, Recruit,
  cards drawn, cards KO'd from the deck, Bystanders rescued), read from its
  printed numbers and its ability. Conditions count as "sometimes".
- :func:`scheme_threat`: what the Scheme punishes (escapes, Bystanders carried
  off, Villains standing in Chinatown when a Twist comes, hostages), read from
  its Evil Wins condition and its Twist.

Only card definitions are read here: nothing about the hidden state.
"""

from __future__ import annotations

from attrs import frozen

from bigtrouble.cards.defs import FAMILY_HERO, CardDef, Kind
from bigtrouble.cards.registry import CARDS
from bigtrouble.effects.amounts import Capped, InCity, PlayedThisTurn, Times
from bigtrouble.effects.base import Amount, CardFilter, Condition, Effect
from bigtrouble.effects.basic import ChooseOne, ClassTrigger, Draw, GainAttack, GainRecruit, If, Pick, Rescue
from bigtrouble.effects.conditions import CounterAtLeast, PileAtLeast, VillainInChinatown
from bigtrouble.effects.deckplay import AttackModifier, DrawTarget, KOTarget, RevealTop, WheneverYouPlay
from bigtrouble.effects.heroes import (
    GainRecruitEqualToCost,
    KOFromOtherHand,
    PlayedAnyOf,
    RevealHeroDeckTop,
    RevealRandomFromLeft,
    ShowdownTurn,
    TakeFromOtherHand,
)
from bigtrouble.effects.heroes_more import GiftsFromOthers, RecruitFree, RescueCaptive, WeakenVillains
from bigtrouble.effects.mediocre import CoinFlip
from bigtrouble.effects.schemes import (
    Assassinate,
    Corrupt,
    DestroyDreams,
    EachVillainCaptures,
    EscapeClosestToBridge,
    HangInHell,
    HeldByThisVillain,
    KidnapUncleChu,
    OpenHellGate,
    PileAtLeastByPlayers,
    TwistJoinsTactics,
    UncleChuKilled,
)
from bigtrouble.zones import Zone


@frozen
class Output:
    """What a card gives when played, on average."""

    attack: float = 0.0
    recruit: float = 0.0
    draw: float = 0.0
    thin: float = 0.0
    rescue: float = 0.0

    def __add__(self, other: Output) -> Output:
        """Both together."""
        return Output(
            self.attack + other.attack,
            self.recruit + other.recruit,
            self.draw + other.draw,
            self.thin + other.thin,
            self.rescue + other.rescue,
        )

    def times(self, k: float) -> Output:
        """``k`` times as much (a chance, or a repeat)."""
        return Output(self.attack * k, self.recruit * k, self.draw * k, self.thin * k, self.rescue * k)

    def total(self) -> float:
        """A single rough size, to compare branches of a choice."""
        return self.attack + self.recruit + self.draw + self.thin + self.rescue


NOTHING = Output()
CLASS_TRIGGER_CHANCE = 0.45
"""How often "[Class]: ..." fires: another card of that class was played earlier."""
PARTNER_CHANCE = 0.3
"""How often a card naming another hero finds that hero's card played with it."""
CONDITION_CHANCE = 0.55
"""How often any other condition holds."""


def _amount(n: int | Amount) -> float:
    """A typical value of a number computed from the state."""
    if isinstance(n, int):
        return float(n)
    if isinstance(n, Capped):
        return min(float(n.cap), _amount(n.of))
    if isinstance(n, Times):
        return n.k * _amount(n.of)
    if isinstance(n, InCity):
        return 1.0 if n.chinatown else 2.0
    if isinstance(n, PlayedThisTurn):
        return 1.5
    return 1.5


def _chance(c: Condition) -> float:
    if isinstance(c, ShowdownTurn):
        return 0.03
    if isinstance(c, PlayedAnyOf):
        return PARTNER_CHANCE
    if isinstance(c, VillainInChinatown):
        return 0.7
    return CONDITION_CHANCE


def _choice_key(o: Output) -> float:
    """How a player picks a branch of "Choose one": Attack first, the team always needs more of it."""
    return o.total() + 0.2 * o.attack


def _ko_thin(filter_: CardFilter) -> float:
    """How much a KO from your own cards thins the deck: a Wound-only KO counts for less."""
    return 0.5 if filter_.kind is Kind.WOUND else 1.0


def effects_output(effects: tuple[Effect, ...]) -> Output:
    """The summed typical output of a sequence of effects."""
    out = NOTHING
    for e in effects:
        out = out + effect_output(e)
    return out


def effect_output(e: Effect) -> Output:
    """The typical output of one effect; unknown effects give nothing."""
    if isinstance(e, GainAttack):
        return Output(attack=_amount(e.n))
    if isinstance(e, GainRecruit):
        return Output(recruit=_amount(e.n))
    if isinstance(e, Draw | DrawTarget):
        return Output(draw=_amount(e.n) if isinstance(e, Draw) else 1.0)
    if isinstance(e, Rescue):
        return Output(rescue=_amount(e.n))
    if isinstance(e, RescueCaptive):
        return Output(rescue=0.7)
    if isinstance(e, Pick):
        gain = Output(thin=_ko_thin(e.filter)) if e.dest is Zone.KO and Zone.DISCARD in e.source else NOTHING
        return gain + effects_output(e.then).times(0.8)
    if isinstance(e, KOTarget):
        return Output(thin=0.5)
    if isinstance(e, If):
        p = _chance(e.cond)
        return effects_output(e.then).times(p) + effects_output(e.otherwise).times(1 - p)
    if isinstance(e, ClassTrigger):
        return effects_output(e.then).times(CLASS_TRIGGER_CHANCE)
    if isinstance(e, ChooseOne):
        return max((effects_output(c.effects) for c in e.choices), key=_choice_key, default=NOTHING)
    if isinstance(e, WheneverYouPlay):
        return effects_output(e.effects).times(2.0)
    if isinstance(e, RevealTop):
        return effects_output(e.then).times(0.4) + effects_output(e.otherwise).times(0.6)
    if isinstance(e, CoinFlip):
        return (effects_output(e.heads) + effects_output(e.tails)).times(0.5)
    if isinstance(e, KOFromOtherHand):
        return effects_output(e.then).times(0.8)
    if isinstance(e, RevealRandomFromLeft):
        return effects_output(tuple(x for c in e.cases for x in c.effects)).times(0.45)
    if isinstance(e, RevealHeroDeckTop):
        return effects_output(e.then)
    if isinstance(e, GainRecruitEqualToCost):
        return Output(recruit=min(3.0, float(e.cap)))
    if isinstance(e, RecruitFree):
        return Output(recruit=4.0)
    if isinstance(e, WeakenVillains):
        return Output(attack=1.5)
    if isinstance(e, AttackModifier):
        return Output(attack=1.5 if e.mastermind else 1.0)
    if isinstance(e, GiftsFromOthers):
        return Output(attack=0.7 * e.attack_per_gift, draw=0.5)
    if isinstance(e, TakeFromOtherHand):
        return Output(draw=0.6)
    return NOTHING


_OUTPUTS: dict[str, Output] = {}


def hero_output(d: CardDef) -> Output:
    """What this Hero usually gives when played: printed numbers plus its ability (cached)."""
    cached = _OUTPUTS.get(d.id)
    if cached is None:
        cached = Output(attack=float(d.attack or 0), recruit=float(d.recruit or 0)) + effects_output(d.on_play)
        _OUTPUTS[d.id] = cached
    return cached


def is_real_hero(d: CardDef) -> bool:
    """A Hero from a hero's deck (not a starter, Mediocre Hero or Uncle Chu)."""
    return d.family == FAMILY_HERO


# What a Scheme punishes.


@frozen
class SchemeThreat:
    """What the Scheme punishes, as weights for the bot's fight choices.

    ``escape``: each Villain escaping brings Evil closer (besides the usual cost).
    ``bystander_escape``: Bystanders carried off (or KO'd by Villains) count.
    ``chinatown``: Villains standing in Chinatown when a Twist comes make it worse.
    ``hostage``: Villains hold hostages the team must free (Uncle Chu).
    """

    escape: float = 0.0
    bystander_escape: float = 0.0
    chinatown: float = 0.0
    hostage: float = 0.0


def _walk(effects: tuple[Effect, ...]) -> list[Effect]:
    out: list[Effect] = []
    for e in effects:
        out.append(e)
        for attr in ("effects", "then", "otherwise"):
            inner = getattr(e, attr, None)
            if isinstance(inner, tuple):
                out.extend(_walk(inner))
    return out


_THREATS: dict[tuple[str, int], SchemeThreat] = {}


def _escapes_to_lose(ev: Condition | None, hands: int) -> tuple[int, bool]:
    """How many escapes let Evil win (0 if escapes don't count), and whether they are Bystanders."""
    if isinstance(ev, PileAtLeast) and ev.pile == "escaped":
        return ev.n, ev.filter.kind is Kind.BYSTANDER
    if isinstance(ev, PileAtLeastByPlayers) and ev.pile == "escaped":
        return ev.counts[max(2, min(hands, 5)) - 2], ev.filter.kind is Kind.BYSTANDER
    return 0, False


def scheme_threat(scheme_id: str, hands: int = 2) -> SchemeThreat:
    """Read the Scheme's Evil Wins and Twist once per player count (cached)."""
    cached = _THREATS.get((scheme_id, hands))
    if cached is not None:
        return cached
    info = CARDS[scheme_id].scheme
    escape = bystander_escape = chinatown = hostage = 0.0
    if info is not None:
        ev = info.evil_wins
        n, bystanders = _escapes_to_lose(ev, hands)
        if n and bystanders:
            bystander_escape = 8.0 / n
        elif n:
            escape = 8.0 / n
        if isinstance(ev, UncleChuKilled):
            hostage = 3.0
        if isinstance(ev, CounterAtLeast) and ev.key == "dreams_destroyed":
            bystander_escape = 1.0
        twist = _walk(info.twist)
        for e in twist:
            if isinstance(e, Corrupt | Assassinate | DestroyDreams | HangInHell | OpenHellGate):
                chinatown = max(chinatown, 1.0)
            if isinstance(e, If) and isinstance(e.cond, VillainInChinatown):
                chinatown = max(chinatown, 1.0)
            if isinstance(e, TwistJoinsTactics):
                chinatown = max(chinatown, 1.0)
            if isinstance(e, EscapeClosestToBridge):
                escape = max(escape, 1.0)
            if isinstance(e, EachVillainCaptures):
                bystander_escape = max(bystander_escape, 0.5)
            if isinstance(e, KidnapUncleChu):
                hostage = max(hostage, 2.0)
        if isinstance(info.villain_attack_bonus, HeldByThisVillain):
            bystander_escape = max(bystander_escape, 0.5)
    cached = SchemeThreat(escape, bystander_escape, chinatown, hostage)
    _THREATS[(scheme_id, hands)] = cached
    return cached
