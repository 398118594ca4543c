"""Yes/no questions about the state, for "if ..." effects and Evil Wins."""

from __future__ import annotations

from attrs import field, frozen

from bigtrouble.effects.base import CardFilter, Condition
from bigtrouble.model import CHINATOWN, Ctx, Measure, State
from bigtrouble.zones import cdef, count_matching


@frozen
class PlayedThisTurnAtLeast(Condition):
    """You played at least ``n`` other matching cards this turn."""

    filter: CardFilter
    n: int = 1

    def holds(self, s: State, ctx: Ctx) -> bool:
        """Count and compare."""
        return sum(1 for u in s.turn.played_log if u != ctx.source and self.filter.matches(cdef(s, u))) >= self.n

    def text(self) -> str:
        """Reads "you played another <card> this turn" (or "<n> other <card>s")."""
        what = self.filter.text()
        return f"you played another {what} this turn" if self.n == 1 else f"you played {self.n} other {what}s this turn"


@frozen
class VillainInChinatown(Condition):
    """A Villain is in Rooftops or Streets (R146)."""

    def holds(self, s: State, ctx: Ctx) -> bool:
        """Look at the two spaces."""
        return any(s.city[i] >= 0 for i in CHINATOWN)

    def text(self) -> str:
        """Reads "a Villain is in Chinatown"."""
        return "a Villain is in Chinatown"


@frozen
class InHQ(Condition):
    """A matching Hero is in the HQ (optionally only beneath Chinatown, R147)."""

    filter: CardFilter
    beneath_chinatown: bool = False

    def holds(self, s: State, ctx: Ctx) -> bool:
        """Look at the HQ spaces."""
        spaces = CHINATOWN if self.beneath_chinatown else range(5)
        return any(s.hq[i] >= 0 and self.filter.matches(cdef(s, s.hq[i])) for i in spaces)

    def text(self) -> str:
        """Reads "a <Hero> is in the HQ" (or "in an HQ space beneath Chinatown")."""
        where = "in an HQ space beneath Chinatown" if self.beneath_chinatown else "in the HQ"
        return f"a {self.filter.text()} is {where}"


@frozen
class InHand(Condition):
    """You have a matching card in hand."""

    filter: CardFilter

    def holds(self, s: State, ctx: Ctx) -> bool:
        """Look at the hand."""
        return any(self.filter.matches(cdef(s, u)) for u in s.players[ctx.player].hand)

    def text(self) -> str:
        """Reads "you have a <card> in your hand"."""
        return f"you have a {self.filter.text()} in your hand"


@frozen
class PileAtLeast(Condition):
    """A shared pile holds at least ``n`` matching cards (e.g. Escaped Villains)."""

    pile: str
    n: int
    filter: CardFilter = CardFilter()
    words: str = ""
    label: str = field(default="", repr=False)
    """A short name for the count on the Scheme clock ("" counts nothing); out of the repr, which fingerprints
    the cards: words on the mat change no game."""

    def holds(self, s: State, ctx: Ctx) -> bool:
        """Count and compare."""
        cards: tuple[int, ...] = getattr(s, self.pile)
        return count_matching(s, cards, self.filter) >= self.n

    def measures(self, s: State) -> tuple[Measure, ...]:
        """The matching cards in the pile, of ``n`` (when the condition has a label)."""
        if not self.label:
            return ()
        cards: tuple[int, ...] = getattr(s, self.pile)
        return (Measure(self.label, count_matching(s, cards, self.filter), self.n),)

    def text(self) -> str:
        """The words given for the condition, else "<n> <card>s are in the <pile>"."""
        return self.words or f"{self.n} {self.filter.text()}s are in the {self.pile.replace('_', ' ')}"


@frozen
class CounterAtLeast(Condition):
    """A named counter (or the Twist count, key ``twists``) reached ``n``."""

    key: str
    n: int
    words: str = ""
    label: str = field(default="", repr=False)
    """A short name for the count on the Scheme clock ("" counts nothing); out of the repr, which fingerprints
    the cards: words on the mat change no game."""

    def holds(self, s: State, ctx: Ctx) -> bool:
        """Compare."""
        return self.value(s) >= self.n

    def value(self, s: State) -> int:
        """The counter now."""
        return s.twists if self.key == "twists" else s.counter(self.key)

    def measures(self, s: State) -> tuple[Measure, ...]:
        """The counter, of ``n`` (when the condition has a label)."""
        return (Measure(self.label, self.value(s), self.n),) if self.label else ()

    def text(self) -> str:
        """The words given for the condition, else "<counter> reaches <n>"."""
        return self.words or f"{self.key} reaches {self.n}"


@frozen
class Not(Condition):
    """The opposite of a condition."""

    cond: Condition

    def holds(self, s: State, ctx: Ctx) -> bool:
        """Negate."""
        return not self.cond.holds(s, ctx)

    def text(self) -> str:
        """Reads "not (<condition>)"."""
        return f"not ({self.cond.text()})"


def _conds(items: tuple[Condition, ...] | list[Condition]) -> tuple[Condition, ...]:
    return tuple(items)


@frozen
class AnyOf(Condition):
    """At least one of several conditions."""

    conds: tuple[Condition, ...] = field(converter=_conds)

    def holds(self, s: State, ctx: Ctx) -> bool:
        """Any."""
        return any(c.holds(s, ctx) for c in self.conds)

    def measures(self, s: State) -> tuple[Measure, ...]:
        """Every inner condition's counts: reaching any one of them is enough."""
        return tuple(m for c in self.conds for m in c.measures(s))

    def text(self) -> str:
        """The conditions' words joined by "or"."""
        return " or ".join(c.text() for c in self.conds)
