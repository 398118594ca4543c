"""The Solo mode's effects: who "each other player" means, and the Hero tucked after a Twist.

Our adaptation of the sister DC set's solo rules (``bigtrouble.rules.solo`` has the rest). These
live with the effects because the effects and the Villain Deck ask them while they resolve.
"""

from __future__ import annotations

from attrs import frozen

from bigtrouble.cards.defs import Kind
from bigtrouble.effects.base import Effect, ask
from bigtrouble.model import SOLO_VARIANT, Ctx, Option, Setup, State, evolve
from bigtrouble.zones import Zone, cdef, log, move, name, player_name, refill_hq

TUCK_MAX_COST = 6
TUCKED_ON_TURN = "solo_tucked_on_turn"
"""Counter: the turn number on which the once-a-turn Twist tuck was last done."""

SOURCES_THAT_MEAN_YOU = frozenset({Kind.VILLAIN, Kind.HENCHMAN, Kind.MASTERMIND, Kind.TACTIC})
"""Cards whose "each other player" means the solo player (DC solo rules); Heroes' do not."""


def is_solo(s: State | Setup) -> bool:
    """Whether this game (or setup) is the Solo mode variant."""
    setup = s.setup if isinstance(s, State) else s
    return setup.variant == SOLO_VARIANT


def others_mean_you(s: State, ctx: Ctx) -> bool:
    """Whether an "each other player" effect from ``ctx.source`` falls on the solo player themself."""
    if not is_solo(s) or ctx.source < 0:
        return False
    return cdef(s, ctx.source).kind in SOURCES_THAT_MEAN_YOU


# --- after a Twist: tuck a Hero from the HQ --------------------------------------------------


def after_twist_effects(s: State) -> tuple[Effect, ...]:
    """The Solo mode's extra Twist effect, queued after the Twist's own effect (once per turn)."""
    return (TuckHero(),) if is_solo(s) else ()


@frozen
class TuckHero(Effect):
    """Solo mode: put a Hero costing 6 or less from the HQ on the bottom of the Hero Deck, once per turn."""

    def options(self, s: State) -> tuple[Option, ...]:
        """The HQ Heroes that may go."""
        return tuple(Option(name(s, u), u) for u in s.hq if u >= 0 and cdef(s, u).cost <= TUCK_MAX_COST)

    def run(self, s: State, ctx: Ctx) -> State:
        """Ask the player, unless it was done this turn already or no Hero qualifies."""
        if s.counter(TUCKED_ON_TURN) == s.turn.number:  # once a turn, however many Twists: nothing more to say
            return s
        if any(isinstance(t.effect, TuckHero) for t in s.queue):
            return s  # a Twist played by a Twist: the outer one tucks, once every Twist effect is done
        s = _mark_tucked(s)
        opts = self.options(s)
        if not opts:
            return log(
                s, "Solo mode: no Hero in the HQ costs 6 or less, so none goes under the Hero Deck.", "Solo mode"
            )
        prompt = "Solo mode: choose a Hero costing 6 or less in the HQ to put on the bottom of the Hero Deck."
        return ask(s, ctx.player, prompt, opts, False, self, ctx, "Solo mode")

    def resume(self, s: State, ctx: Ctx, choice: int) -> State:
        """Put it under the deck and refill its space."""
        uid = self.options(s)[choice].uid
        s = move(s, uid, (Zone.HERO_DECK, -1))
        s = log(s, f"{player_name(s, ctx.player)} puts {name(s, uid)} on the bottom of the Hero Deck.", "Solo mode")
        return refill_hq(s)

    def text(self) -> str:
        """Reads "Put a Hero costing 6 or less from the HQ on the bottom of the Hero Deck (once per turn)"."""
        return "Put a Hero costing 6 or less from the HQ on the bottom of the Hero Deck (once per turn)"


def _mark_tucked(s: State) -> State:
    counters = tuple((k, v) for k, v in s.counters if k != TUCKED_ON_TURN) + ((TUCKED_ON_TURN, s.turn.number),)
    return evolve(s, counters=counters)
