"""Effects that take cards from the board's stacks: Uncle Chu's stack and Ching Dai's.

Part of the effect vocabulary (engine core); tested in ``tests/cards/``.
"""

from __future__ import annotations

from attrs import field, frozen

from bigtrouble.cards.defs import CardDef
from bigtrouble.effects.base import CardFilter, Condition, Effect
from bigtrouble.effects.basic import gain_wound
from bigtrouble.effects.schemes import gain_mediocre
from bigtrouble.model import Ctx, Measure, State
from bigtrouble.zones import Zone, cdef, log, move, name, player_name


@frozen
class GainUncleChu(Effect):
    """Gain the top Uncle Chu of his stack into your discard pile; an empty stack gives nothing (R140)."""

    def run(self, s: State, ctx: Ctx) -> State:
        """Move it, or log that the stack is empty."""
        who = player_name(s, ctx.player)
        if not s.uncle_chu:
            return log(s, f"The Uncle Chu stack is empty, so {who} gains nothing.", "R140", ctx.player)
        uid = s.uncle_chu[0]
        s = move(s, uid, (Zone.DISCARD, ctx.player))
        return log(s, f"{who} gains {name(s, uid)}.", "", ctx.player)

    def text(self) -> str:
        """Reads "Gain an Uncle Chu"."""
        return "Gain an Uncle Chu"


@frozen
class GainFromMastermindStack(Effect):
    """Gain the card on top of the Mastermind's stack (Ching Dai's, R174) into your discard pile."""

    def run(self, s: State, ctx: Ctx) -> State:
        """Take the most recently stacked card; nothing if the stack is empty."""
        if not s.mastermind_stack:
            return s
        uid = s.mastermind_stack[-1]
        s = move(s, uid, (Zone.DISCARD, ctx.player))
        who = player_name(s, ctx.player)
        return log(s, f"{who} gains {name(s, uid)} from {name(s, s.mastermind)}'s stack.", "R174", ctx.player)

    def text(self) -> str:
        """Reads "Gain a card from Ching Dai's stack"."""
        return "Gain a card from Ching Dai's stack"

    REMINDER = "The card gained is the one most recently put on the stack."


@frozen
class WithPrintedRecruit(CardFilter):
    """Cards that print a Recruit icon, "0+" included (R67, R169); the other fields narrow it further."""

    def matches(self, d: CardDef) -> bool:
        """A Recruit icon, whatever its number, and the usual filter fields."""
        return d.recruit is not None and CardFilter.matches(self, d)

    def text(self) -> str:
        """E.g. ``Hero with printed Recruit``."""
        return self.label or CardFilter.text(self) + " with printed Recruit"

    REMINDER = "A card showing 0+ Recruit has printed Recruit (R67, R169)."


@frozen
class GainMediocreOrWound(Effect):
    """Gain the top Mediocre Hero on top of your deck; with the Mediocre deck empty, gain a Wound instead."""

    def run(self, s: State, ctx: Ctx) -> State:
        """One or the other (an empty Wound stack gives nothing, R140)."""
        if s.mediocre:
            return gain_mediocre(s, ctx.player, on_top=True)
        return gain_wound(s, ctx.player)

    def text(self) -> str:
        """Reads "Gain a Mediocre Hero on top of your deck, or a Wound if none is left"."""
        return "Gain a Mediocre Hero on top of your deck, or a Wound if none is left"


@frozen
class StackEmpty(Condition):
    """A board stack (``wounds``, ``bystanders``, ``uncle_chu``, ``mediocre``) has no card left."""

    pile: str
    words: str
    filter: CardFilter | None = field(default=None, repr=False)
    """The stack's cards, to count the game's copies for the Scheme clock (None counts nothing). It and
    ``label`` stay out of the repr, which fingerprints the cards: the clock's words change no game."""
    label: str = field(default="", repr=False)

    def holds(self, s: State, ctx: Ctx) -> bool:
        """Nothing left."""
        cards: tuple[int, ...] = getattr(s, self.pile)
        return not cards

    def measures(self, s: State) -> tuple[Measure, ...]:
        """The copies gone from the stack, of all the game's copies: all gone is an empty stack."""
        if self.filter is None:
            return ()
        total = sum(1 for uid in range(len(s.card_ids)) if self.filter.matches(cdef(s, uid)))
        left: tuple[int, ...] = getattr(s, self.pile)
        return (Measure(self.label or self.words, total - len(left), total),)

    def text(self) -> str:
        """The words given for this condition when the card was written."""
        return self.words
