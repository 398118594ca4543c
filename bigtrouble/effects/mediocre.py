"""Effects the Mediocre Heroes need beyond the shared vocabulary.

:class:`CoinFlip` is the Unpredictable Magician's coin (R164): it draws from the
state's own PRNG, so the same seed and actions always flip the same way and undo
cannot re-roll it. :class:`EnteredPlay` is the question Bus Driver and John ask
about the special Bystanders (R128).
"""

from __future__ import annotations

from attrs import evolve, field, frozen

from bigtrouble import rng as rngmod
from bigtrouble.cards.registry import CARDS
from bigtrouble.effects.base import CardFilter, Condition, Effect, as_effects, lower_first, push
from bigtrouble.model import Ctx, State
from bigtrouble.zones import log, name, player_name


def _joined(effects: tuple[Effect, ...]) -> str:
    """Effects as one clause joined by "and": ``you get +2 Recruit and you may KO ...``."""
    return " and ".join(lower_first(e.text()).rstrip(".") for e in effects if e.text())


@frozen
class CoinFlip(Effect):
    """Flip a coin with the game's PRNG: ``heads`` or ``tails`` resolves next (R164).

    Each resolution is one flip, so each copy of a card that carries it flips once.
    """

    heads: tuple[Effect, ...] = field(converter=as_effects)
    tails: tuple[Effect, ...] = field(converter=as_effects)
    rule: str = "R164"

    def run(self, s: State, ctx: Ctx) -> State:
        """Flip, log the side, and queue that side's effects."""
        side, r = rngmod.below(s.rng, 2)
        s = evolve(s, rng=r)
        heads = side == 0
        who = name(s, ctx.source) if ctx.source >= 0 else player_name(s, ctx.player)
        s = log(s, f"{who} flips a coin: {'heads' if heads else 'tails'}.", self.rule, ctx.player)
        return push(s, self.heads if heads else self.tails, ctx)

    def text(self) -> str:
        """Reads "Flip a coin. Heads: <effects>. Tails: <effects>"."""
        return f"Flip a coin. Heads: {_joined(self.heads)}. Tails: {_joined(self.tails)}."


@frozen
class EnteredPlay(Condition):
    """A card matching ``filter`` has entered play: it has left the Bystander stack and the Villain Deck (R128).

    That covers Bystanders held by the Mastermind or a city Villain, in a Victory
    Pile, in the KO pile and, by the team's ruling, in the Escaped pile. A card
    that is not in this game at all has not entered play.
    """

    filter: CardFilter

    def holds(self, s: State, ctx: Ctx) -> bool:
        """Whether any copy in the game sits outside the Bystander stack and the Villain Deck."""
        wanted = {cid for cid in set(s.card_ids) if self.filter.matches(CARDS[cid])}
        if not wanted:
            return False
        for uid, cid in enumerate(s.card_ids):
            if cid in wanted and uid not in s.bystanders and uid not in s.villain_deck:
                return True
        return False

    def text(self) -> str:
        """Reads "a <card> has entered play"."""
        return f"a {self.filter.text()} has entered play"
