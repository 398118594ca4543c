"""Numbers computed from the state, for "+1 Attack for each ..." effects."""

from __future__ import annotations

from attrs import frozen

from bigtrouble.effects.base import Amount, CardFilter
from bigtrouble.effects.leads import lead_filter
from bigtrouble.model import CHINATOWN, Ctx, State
from bigtrouble.zones import cdef, count_matching


@frozen
class PlayedThisTurn(Amount):
    """Cards you played this turn that match (this card excluded)."""

    NEVER_NEGATIVE = True  # a count
    filter: CardFilter

    def value(self, s: State, ctx: Ctx) -> int:
        """Count them."""
        return sum(1 for u in s.turn.played_log if u != ctx.source and self.filter.matches(cdef(s, u)))

    def text(self) -> str:
        """Reads "for each other <card> you played this turn"."""
        return f"for each other {self.filter.text()} you played this turn"


@frozen
class InVictoryPile(Amount):
    """Cards in your Victory Pile that match."""

    NEVER_NEGATIVE = True  # a count
    filter: CardFilter

    def value(self, s: State, ctx: Ctx) -> int:
        """Count them."""
        return count_matching(s, s.players[ctx.player].victory, lead_filter(s, self.filter))

    def text(self) -> str:
        """Reads "for each <card> in your Victory Pile"."""
        return f"for each {self.filter.text()} in your Victory Pile"


@frozen
class InCity(Amount):
    """Villains in the city (or only in Chinatown) that match."""

    NEVER_NEGATIVE = True  # a count
    filter: CardFilter = CardFilter(villain=True)
    chinatown: bool = False

    def value(self, s: State, ctx: Ctx) -> int:
        """Count them."""
        spaces = CHINATOWN if self.chinatown else range(5)
        flt = lead_filter(s, self.filter)
        return sum(1 for i in spaces if s.city[i] >= 0 and flt.matches(cdef(s, s.city[i])))

    def text(self) -> str:
        """Reads "for each <Villain> in the city" (or "in Chinatown")."""
        return f"for each {self.filter.text()} in {'Chinatown' if self.chinatown else 'the city'}"


@frozen
class TwistsPlayed(Amount):
    """Scheme Twists played so far this game (R61)."""

    NEVER_NEGATIVE = True  # a count

    def value(self, s: State, ctx: Ctx) -> int:
        """The count."""
        return s.twists

    def text(self) -> str:
        """Reads "for each Twist played so far"."""
        return "for each Twist played so far"


@frozen
class Times(Amount):
    """A multiple of another amount."""

    NEVER_NEGATIVE = ("k",)  # 0 or more when k and its inner amounts are
    k: int
    of: Amount

    def value(self, s: State, ctx: Ctx) -> int:
        """k times the other amount."""
        return self.k * self.of.value(s, ctx)

    def text(self) -> str:
        """The counted amount's words: the multiple shows in the number before them (see ``unit``)."""
        return self.of.text()

    def unit(self) -> int:
        """Each counted thing is worth k."""
        return self.k * self.of.unit()


@frozen
class Capped(Amount):
    """Another amount, never more than ``cap`` (Ching Dai's +5, R175)."""

    NEVER_NEGATIVE = ("cap",)  # 0 or more when cap and its inner amounts are
    of: Amount
    cap: int

    def value(self, s: State, ctx: Ctx) -> int:
        """The smaller of the two."""
        return min(self.cap, self.of.value(s, ctx))

    def text(self) -> str:
        """The counted amount's words followed by its cap: "... (up to +<cap>)"."""
        return f"{self.of.text()} (up to +{self.cap})"

    def unit(self) -> int:
        """As the capped amount."""
        return self.of.unit()


@frozen
class PileSize(Amount):
    """How many cards a shared pile holds (e.g. the Mastermind's stack)."""

    NEVER_NEGATIVE = True  # a count
    pile: str
    words: str

    def value(self, s: State, ctx: Ctx) -> int:
        """The count."""
        cards: tuple[int, ...] = getattr(s, self.pile)
        return len(cards)

    def text(self) -> str:
        """The words given for this pile when the card was written."""
        return self.words
