"""Effects, conditions, amounts and filters the Villain and Henchman cards need beyond the vocabulary.

Each one is small, frozen and tested in ``tests/cards/test_villains.py`` or
``tests/cards/test_henchmen.py``. Their ``text()`` is what the card prints.
"""

from __future__ import annotations

from attrs import evolve, field, frozen

from bigtrouble import rng as rngmod
from bigtrouble.cards.defs import CardDef
from bigtrouble.effects.base import (
    Amount,
    CardFilter,
    Condition,
    Effect,
    as_effects,
    as_filters,
    ask,
    clause,
    effects_text,
    lower_first,
    push,
)
from bigtrouble.effects.basic import ZONE_WORDS, Pick
from bigtrouble.effects.players import EachPlayer, clockwise_from
from bigtrouble.model import Ctx, Option, State
from bigtrouble.zones import PLAYER_ZONES, Zone, cards_in, cdef, locate, log, move, name, player_name, remove


def _zones(items: tuple[Zone, ...] | list[Zone]) -> tuple[Zone, ...]:
    return tuple(items)


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


# --- Filters -------------------------------------------------------------------------------


@frozen
class WithPrintedAttack(CardFilter):
    """Cards that print an Attack icon, "0+" included (R67, R169); the other fields narrow it further."""

    def matches(self, d: CardDef) -> bool:
        """An Attack icon, whatever its number, and the usual filter fields."""
        return d.attack is not None and CardFilter.matches(self, d)

    def text(self) -> str:
        """E.g. ``Hero with printed Attack``."""
        return self.label or CardFilter.text(self) + " with printed Attack"

    REMINDER = "A card showing 0+ Attack has printed Attack (R67, R169)."


# --- Conditions ----------------------------------------------------------------------------


@frozen
class PlayedAnyThisTurn(Condition):
    """You played at least one card this turn that matches one of ``filters``.

    Unlike ``PlayedThisTurnAtLeast`` it counts every card played, since the
    source here is a Villain, not a card in play (Smoke-Staff Guard, R163).
    """

    filters: tuple[CardFilter, ...] = field(converter=as_filters)
    words: str = ""

    def holds(self, s: State, ctx: Ctx) -> bool:
        """Look through the cards played this turn."""
        for u in s.turn.played_log:
            d = cdef(s, u)
            if any(f.matches(d) for f in self.filters):
                return True
        return False

    def text(self) -> str:
        """E.g. ``you played a Mediocre Hero or a Magic Hero this turn``."""
        if self.words:
            return self.words
        what = " or ".join(_article(f.text()) for f in self.filters)
        return f"you played {what} this turn"


def _article(noun: str) -> str:
    return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun


@frozen
class HasCards(Condition):
    """You ("ctx.player") have at least ``n`` matching cards in the given zones of your own."""

    zones: tuple[Zone, ...] = field(converter=_zones)
    filter: CardFilter = CardFilter()
    n: int = 1
    words: str = ""

    def holds(self, s: State, ctx: Ctx) -> bool:
        """Count up to ``n`` and stop."""
        found = 0
        for z in self.zones:
            for u in cards_in(s, z, ctx.player if z in PLAYER_ZONES else -1):
                if self.filter.matches(cdef(s, u)):
                    found += 1
                    if found >= self.n:
                        return True
        return False

    def text(self) -> str:
        """E.g. ``you have a Wound in your hand or discard pile``."""
        if self.words:
            return self.words
        where = " or ".join(ZONE_WORDS[z] for z in self.zones)
        what = _article(self.filter.text()) if self.n == 1 else f"{self.n} {self.filter.text()}s"
        return f"you have {what} in your {where}"


# --- Amounts -------------------------------------------------------------------------------


@frozen
class OthersInCity(Amount):
    """Other Villains in the city that match (the source itself is not counted)."""

    NEVER_NEGATIVE = True  # a count
    filter: CardFilter

    def value(self, s: State, ctx: Ctx) -> int:
        """Count them."""
        return sum(1 for u in s.city if u >= 0 and u != ctx.source and self.filter.matches(cdef(s, u)))

    def text(self) -> str:
        """Words that follow "+1 Attack"."""
        return f"for each other {self.filter.text()} in the city"


# --- Effects -------------------------------------------------------------------------------


@frozen
class Everyone(EachPlayer):
    """:class:`EachPlayer` that prints in the third person ("Each player gains a Wound")."""

    words: str = ""

    def text(self) -> str:
        """The given words, or the plain ``EachPlayer`` text."""
        return _sentence(self.words) if self.words else EachPlayer.text(self)


@frozen
class Unless(Effect):
    """Do ``effects`` unless the condition holds ("Gain a Wound unless you ...")."""

    cond: Condition
    effects: tuple[Effect, ...] = field(converter=as_effects)

    def run(self, s: State, ctx: Ctx) -> State:
        """Check now; only queue the effects when the condition fails."""
        if self.cond.holds(s, ctx):
            return log(s, f"{player_name(s, ctx.player)} is spared: {self.cond.text()}.", "", ctx.player)
        return push(s, self.effects, ctx)

    def text(self) -> str:
        """Reads "<effects> unless <condition>"."""
        return f"{effects_text(self.effects).rstrip('.')} unless {self.cond.text()}"


@frozen
class PickOr(Effect):
    """A :class:`Pick` you must make; if nothing can be picked, ``otherwise`` happens instead."""

    pick: Pick
    otherwise: tuple[Effect, ...] = field(converter=as_effects)

    def run(self, s: State, ctx: Ctx) -> State:
        """Pick when possible, else the fallback."""
        if self.pick.options(s, ctx):
            return push(s, (self.pick,), ctx)
        s = log(s, f"{player_name(s, ctx.player)} has nothing to pick.", "R144", ctx.player)
        return push(s, self.otherwise, ctx)

    def text(self) -> str:
        """Reads "<pick>. If you can't, <effect>"."""
        return f"{self.pick.text()}. If you can't, {clause(self.otherwise)}"


@frozen
class DiscardTarget(Effect):
    """Discard the card an earlier step revealed (``ctx.target``) from the top of your deck."""

    def run(self, s: State, ctx: Ctx) -> State:
        """Move it from your deck to your discard pile, if it is still there."""
        if ctx.target < 0 or ctx.target not in s.players[ctx.player].deck:
            return s
        s = move(s, ctx.target, (Zone.DISCARD, ctx.player))
        return log(s, f"{player_name(s, ctx.player)} discards {name(s, ctx.target)}.", "", ctx.player)

    def text(self) -> str:
        """Reads "Discard it" (the card an earlier step revealed)."""
        return "Discard it"


@frozen
class AnyPlayerMay(Effect):
    """ "Any player may [offer]. If nobody does, [otherwise]": one player can take the hit for the table.

    Players are asked in turn order from the current player (R143); only those
    for whom ``can_pay`` holds are asked. The first to accept does ``pay``.
    ``offer`` is the card's third-person wording; the question and its answer
    use the text of ``pay``. ``asked`` is the place in that order reached so far.
    """

    offer: str
    pay: tuple[Effect, ...] = field(converter=as_effects)
    otherwise: tuple[Effect, ...] = field(converter=as_effects)
    can_pay: Condition | None = None
    asked: int = 0

    def run(self, s: State, ctx: Ctx) -> State:
        """Ask the next player who could pay, or resolve ``otherwise`` when nobody is left."""
        order = clockwise_from(s, s.current)
        for i in range(self.asked, len(order)):
            p = order[i]
            if self.can_pay is not None and not self.can_pay.holds(s, evolve(ctx, player=p)):
                continue
            words = effects_text(self.pay).rstrip(".")
            who = f"{name(s, ctx.source)}: " if ctx.source >= 0 else ""
            prompt = f"{who}{lower_first(words)} to spare everyone?"
            opts = (Option(words),)
            return ask(s, p, prompt, opts, True, evolve(self, asked=i), ctx)
        s = log(s, f"Nobody will {self.offer}.", "")
        return push(s, self.otherwise, ctx)

    def resume(self, s: State, ctx: Ctx, choice: int) -> State:
        """A yes pays for everyone; a no asks the next player."""
        if choice < 0:
            return evolve(self, asked=self.asked + 1).run(s, ctx)
        p = clockwise_from(s, s.current)[self.asked]
        s = log(s, f"{player_name(s, p)} agrees to {self.offer} and spares everyone.", "", p)
        return push(s, self.pay, evolve(ctx, player=p))

    def text(self) -> str:
        """Reads "Any player may <offer>. If nobody does, <effect>"."""
        return f"Any player may {self.offer}. If nobody does, {clause(self.otherwise)}"


@frozen
class BecomeTactic(Effect):
    """This Villain goes beneath the Mastermind as an extra face-down Tactic (like R153).

    Fighting the Mastermind can then take it like any Tactic; it goes to the
    Victory Pile with its VP (R154). Once the last Tactic is taken Evil can no
    longer win (R102), so it stays where it is.
    """

    def run(self, s: State, ctx: Ctx) -> State:
        """Shuffle it in among the Tactics at a random place."""
        uid = ctx.source
        if uid < 0 or s.mastermind < 0 or not s.tactics or s.team_win_locked:
            return log(s, f"{name(s, uid)} has no Mastermind to hide beneath.", "") if uid >= 0 else s
        index, r = rngmod.below(s.rng, len(s.tactics) + 1)
        s = remove(s, uid, locate(s, uid))
        s = evolve(s, tactics=s.tactics[:index] + (uid,) + s.tactics[index:], rng=r)
        return log(s, f"{name(s, uid)} lurks beneath {name(s, s.mastermind)} as an extra Tactic.", "R153")

    def text(self) -> str:
        """Reads "This Villain becomes an extra Tactic under the Mastermind"."""
        return "This Villain becomes an extra Tactic under the Mastermind"

    REMINDER = "The Mastermind must be fought once more; whoever takes this Villain resolves its Fight effect."


@frozen
class RevealTopTactic(Effect):
    """Reveal the Mastermind's top Tactic; it stays where it is (R161).

    ``then`` if it is worth at least ``min_vp`` VP, else ``otherwise``;
    ``ctx.value`` is its VP. With no Tactic left, nothing happens.
    """

    min_vp: int
    then: tuple[Effect, ...] = field(converter=as_effects)
    otherwise: tuple[Effect, ...] = field(converter=as_effects, default=())

    def run(self, s: State, ctx: Ctx) -> State:
        """Look at the top Tactic and queue the branch."""
        if not s.tactics:
            return log(s, "The Mastermind has no Tactic left to reveal.", "R161", ctx.player)
        top = s.tactics[0]
        vp = cdef(s, top).vp
        s = log(
            s,
            f"{player_name(s, ctx.player)} reveals {name(s, top)} ({vp} VP) from the Tactics; it stays there.",
            "R161",
            ctx.player,
        )
        branch = self.then if vp >= self.min_vp else self.otherwise
        return push(s, branch, evolve(ctx, value=vp))

    REMINDER = "A revealed card stays where it is (R161)."

    def text(self) -> str:
        """Reads "Reveal the Mastermind's top Tactic. If it's worth <n> VP or more, ...", and any "Otherwise"."""
        out = f"Reveal the Mastermind's top Tactic. If it's worth {self.min_vp} VP or more, {clause(self.then)}"
        if self.otherwise:
            out += f" Otherwise, {clause(self.otherwise)}"
        return out


__all__ = [
    "AnyPlayerMay",
    "BecomeTactic",
    "DiscardTarget",
    "Everyone",
    "HasCards",
    "OthersInCity",
    "PickOr",
    "PlayedAnyThisTurn",
    "RevealTopTactic",
    "Unless",
    "WithPrintedAttack",
]
