"""Ties a card leaves open: "the most expensive ...", "the one worth the most ..." (R145).

When several cards share the top spot, the card does not say which one goes, so a player
picks: the player the card names, else the current player (R145). The engine never breaks
such a tie itself. A single candidate is still asked as a choice with one option, which the
engine's auto-answer (``engine.settle``) makes, so the record shows it like any other.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from attrs import frozen

from bigtrouble.effects.base import CardFilter, Effect, ask
from bigtrouble.effects.basic import ko_card
from bigtrouble.model import Ctx, Option, State
from bigtrouble.zones import cdef, name, refill_hq

TIE_RULE = "R145"


def tied_for_most(uids: Iterable[int], key: Callable[[int], int]) -> tuple[int, ...]:
    """The cards of ``uids`` whose ``key`` is the highest, in their given order (several on a tie)."""
    items = tuple(uids)
    if not items:
        return ()
    best = max(key(u) for u in items)
    return tuple(u for u in items if key(u) == best)


def priciest_in_hq(s: State, flt: CardFilter) -> tuple[int, ...]:
    """The HQ cards matching ``flt`` that cost the most, left to right."""
    matching = (u for u in s.hq if u >= 0 and flt.matches(cdef(s, u)))
    return tied_for_most(matching, lambda u: cdef(s, u).cost)


def plural(noun: str) -> str:
    """``Hero`` -> ``Heroes``, ``Villain`` -> ``Villains``: the plural of a card noun."""
    return noun + ("es" if noun.endswith("o") else "s")


def one_per_card(s: State, uids: Iterable[int]) -> tuple[Option, ...]:
    """One option per different card among ``uids``, the first copy standing for the others.

    Copies of one card are the same answer: which copy goes changes nothing the card speaks of.
    """
    seen: dict[str, Option] = {}
    for u in uids:
        seen.setdefault(s.card_ids[u], Option(name(s, u), u))
    return tuple(seen.values())


def tie_rule(options: tuple[Option, ...]) -> str:
    """The rule behind a choice among tied cards: R145 when there is a real tie, none for a lone card."""
    return TIE_RULE if len(options) > 1 else ""


def hq_prompt(what: str, options: tuple[Option, ...], verb: str = "KO") -> str:
    """The question for the priciest HQ card: which of the tied ones, or the lone one."""
    if len(options) > 1:
        return f"{len(options)} {plural(what)} tie for the most expensive in the HQ: choose the one to {verb}."
    return f"Choose the most expensive {what} in the HQ to {verb}."


@frozen
class KOMostExpensiveInHQ(Effect):
    """KO the most expensive matching Hero in the HQ; on a tie "you" choose which (R145); the space refills (R81)."""

    filter: CardFilter = CardFilter(hero=True, grey=False, label="non-grey Hero")

    def options(self, s: State) -> tuple[Option, ...]:
        """The different matching HQ Heroes tied for the highest cost (copies of one Hero: the leftmost)."""
        return one_per_card(s, priciest_in_hq(s, self.filter))

    def run(self, s: State, ctx: Ctx) -> State:
        """Ask which one (a lone one is answered by the engine); with none in the HQ, nothing happens."""
        opts = self.options(s)
        if not opts:
            return s
        return ask(s, ctx.player, hq_prompt(self.filter.text(), opts), opts, False, self, ctx, tie_rule(opts))

    def resume(self, s: State, ctx: Ctx, choice: int) -> State:
        """KO the chosen Hero and refill its space."""
        return refill_hq(ko_card(s, self.options(s)[choice].uid))

    def text(self) -> str:
        """Reads "KO the most expensive <Hero> in the HQ"."""
        return f"KO the most expensive {self.filter.text()} in the HQ"

    REMINDER = "If several tie for the most expensive, you choose which one (R145)."
