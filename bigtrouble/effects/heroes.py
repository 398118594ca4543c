"""Effects and conditions the hero cards need beyond the shared vocabulary.

Most reach into another player's hand (R156-R159), reveal a card that stays
where it is (R161), or look at the turn (the Final Showdown, cards played).
"""

from __future__ import annotations

from attrs import evolve, field, frozen

from bigtrouble import rng as rngmod
from bigtrouble.cards.defs import FAMILY_HERO
from bigtrouble.effects.base import (
    CardFilter,
    Condition,
    Effect,
    as_effects,
    as_filters,
    ask,
    clause,
    effects_text,
    push,
)
from bigtrouble.effects.basic import ko_card
from bigtrouble.effects.players import clockwise_from, left_of
from bigtrouble.model import BRIDGE, Ctx, Option, State
from bigtrouble.zones import Zone, card_option, cdef, draw, log, move, name, player_name

__all__ = [
    "GainRecruitEqualToCost",
    "KOFromOtherHand",
    "OthersDraw",
    "PlayedAnyOf",
    "PlayedOrInDiscard",
    "PlayedOtherHero",
    "RevealCase",
    "RevealHeroDeckTop",
    "RevealRandomFromLeft",
    "ShowdownTurn",
    "TakeFromOtherHand",
    "VillainOnBridge",
    "article",
]


def _cases(items: tuple[RevealCase, ...] | list[RevealCase]) -> tuple[RevealCase, ...]:
    return tuple(items)


def article(noun: str) -> str:
    """``noun`` with "a" or "an" in front (``an Eddie card``, ``a Tech card``)."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def _played_before_or_after(s: State, ctx: Ctx) -> tuple[int, ...]:
    """The cards played this turn other than the card asking."""
    return tuple(u for u in s.turn.played_log if u != ctx.source)


# --- conditions -------------------------------------------------------------


@frozen
class ShowdownTurn(Condition):
    """The current turn is a Showdown Turn (R103-R111)."""

    def holds(self, s: State, ctx: Ctx) -> bool:
        """Ask the turn."""
        return s.turn.showdown

    def text(self) -> str:
        """Reads "this is a Showdown Turn"."""
        return "this is a Showdown Turn"


@frozen
class VillainOnBridge(Condition):
    """A Villain is on the Bridge, the next one to escape (R47)."""

    def holds(self, s: State, ctx: Ctx) -> bool:
        """Look at the last city space."""
        return s.city[BRIDGE] >= 0

    def text(self) -> str:
        """Reads "a Villain is on the Bridge"."""
        return "a Villain is on the Bridge"


@frozen
class PlayedAnyOf(Condition):
    """You played this turn another card matching one of ``filters``.

    The card asking never counts itself; ``words`` can say so ("another Tech card").
    """

    filters: tuple[CardFilter, ...] = field(converter=as_filters)
    words: str = ""

    def holds(self, s: State, ctx: Ctx) -> bool:
        """Look through the cards played this turn."""
        for u in _played_before_or_after(s, ctx):
            d = cdef(s, u)
            if any(f.matches(d) for f in self.filters):
                return True
        return False

    def text(self) -> str:
        """Reads "you played <a card> this turn", listing the kinds of card joined by "or"."""
        what = self.words or " or ".join(article(f.text()) for f in self.filters)
        return f"you played {what} this turn"


@frozen
class PlayedOtherHero(Condition):
    """You played a non-grey Hero card of a Hero other than ``group`` this turn."""

    group: str

    def holds(self, s: State, ctx: Ctx) -> bool:
        """Look for a full Hero card of another name."""
        for u in _played_before_or_after(s, ctx):
            d = cdef(s, u)
            if d.family == FAMILY_HERO and d.group != self.group:
                return True
        return False

    def text(self) -> str:
        """Reads "you played a non-grey Hero other than <Hero> this turn"."""
        return f"you played a non-grey Hero other than {self.group} this turn"


@frozen
class PlayedOrInDiscard(Condition):
    """You played a matching card this turn or have one in your discard pile.

    A card recruited this turn sits in the discard pile, so it counts.
    """

    filter: CardFilter

    def holds(self, s: State, ctx: Ctx) -> bool:
        """Look at the played cards, then the discard pile."""
        if any(self.filter.matches(cdef(s, u)) for u in _played_before_or_after(s, ctx)):
            return True
        return any(self.filter.matches(cdef(s, u)) for u in s.players[ctx.player].discard)

    def text(self) -> str:
        """Reads "you played a <card> this turn or have one in your discard pile"."""
        return f"you played {article(self.filter.text())} this turn or have one in your discard pile"


# --- other players' hands ----------------------------------------------------


def _others_with_hands(s: State, p: int) -> tuple[int, ...]:
    """Other players, clockwise from ``p``, who have a hand with cards in it."""
    return tuple(q for q in clockwise_from(s, p)[1:] if s.players[q].has_hand and s.players[q].hand)


@frozen
class KOFromOtherHand(Effect):
    """Another player KOs a card of their choice from their hand; then you get ``then`` (R158).

    You choose the player when more than one has a hand. With no hand to KO
    from, nothing happens and no bonus is given.
    """

    then: tuple[Effect, ...] = field(converter=as_effects)
    owner: int = -1

    def run(self, s: State, ctx: Ctx) -> State:
        """Pick the player (if there is a choice), then ask them for a card."""
        if self.owner >= 0:
            return self._ask_owner(s, ctx)
        others = _others_with_hands(s, ctx.player)
        if not others:
            return log(s, "No other player has a hand to KO a card from, so there is no bonus.", "R158", ctx.player)
        if len(others) == 1:
            return evolve(self, owner=others[0])._ask_owner(s, ctx)
        opts = tuple(Option(player_name(s, q)) for q in others)
        return ask(s, ctx.player, "Choose another player to KO a card from their hand.", opts, False, self, ctx, "R158")

    def _ask_owner(self, s: State, ctx: Ctx) -> State:
        hand = s.players[self.owner].hand
        if not s.players[self.owner].has_hand or not hand:
            return log(s, f"{player_name(s, self.owner)} has no hand, so there is no bonus.", "R158", ctx.player)
        opts = tuple(card_option(s, u) for u in hand)
        prompt = f"{player_name(s, ctx.player)} makes you KO a card from your hand: choose it."
        return ask(s, self.owner, prompt, opts, False, self, ctx, "R158")

    def resume(self, s: State, ctx: Ctx, choice: int) -> State:
        """First answer: the player; second answer: their card, which is KO'd."""
        if self.owner < 0:
            owner = _others_with_hands(s, ctx.player)[choice]
            return evolve(self, owner=owner)._ask_owner(s, ctx)
        uid = s.players[self.owner].hand[choice]
        s = log(s, f"{player_name(s, self.owner)} KOs {name(s, uid)} from their hand.", "R158", self.owner)
        s = ko_card(s, uid, "R158")
        return push(s, self.then, evolve(ctx, target=uid, value=1))

    def text(self) -> str:
        """The effect as a sentence: another player KOs a card from their hand, then what you get."""
        return (
            "Choose another player with a hand. They KO a card of their choice from their hand. "
            f"If they do, {clause(self.then)}"
        )


@frozen
class TakeFromOtherHand(Effect):
    """You may put a matching card from another player's hand into your hand (R159).

    The options are every matching card in every other hand; a player with
    no hand offers nothing.
    """

    filter: CardFilter
    optional: bool = True

    def options(self, s: State, ctx: Ctx) -> tuple[Option, ...]:
        """The cards that may be taken, labelled with their owner."""
        out: list[Option] = []
        for q in _others_with_hands(s, ctx.player):
            for u in s.players[q].hand:
                if self.filter.matches(cdef(s, u)):
                    out.append(Option(f"{name(s, u)} ({player_name(s, q)})", u))
        return tuple(out)

    def run(self, s: State, ctx: Ctx) -> State:
        """Ask which card, or do nothing when no hand holds one."""
        opts = self.options(s, ctx)
        if not opts:
            what = article(self.filter.text())
            return log(s, f"No other player's hand holds {what}, so nothing is taken.", "R159", ctx.player)
        prompt = f"Choose {article(self.filter.text())} from another player's hand to put into your hand."
        return ask(s, ctx.player, prompt, opts, self.optional, self, ctx, "R159")

    def resume(self, s: State, ctx: Ctx, choice: int) -> State:
        """Move the chosen card into your hand."""
        if choice < 0:
            return s
        uid = self.options(s, ctx)[choice].uid
        owner = next(q for q in range(len(s.players)) if uid in s.players[q].hand)
        s = move(s, uid, (Zone.HAND, ctx.player))
        text = f"{player_name(s, ctx.player)} takes {name(s, uid)} from {player_name(s, owner)}'s hand."
        return log(s, text, "R159", ctx.player)

    def text(self) -> str:
        """Reads "(You may) put a <card> from another player's hand into your hand"."""
        what = article(self.filter.text())
        verb = "You may put" if self.optional else "Put"
        return f"{verb} {what} from another player's hand into your hand"


@frozen
class OthersDraw(Effect):
    """Each other player who has a hand draws cards (a player with no hand draws nothing, R156)."""

    n: int = 1

    def run(self, s: State, ctx: Ctx) -> State:
        """Draw for each of them, clockwise from you."""
        for q in clockwise_from(s, ctx.player)[1:]:
            if s.players[q].has_hand:
                s = draw(s, q, self.n)
                cards = "a card" if self.n == 1 else f"{self.n} cards"
                s = log(s, f"{player_name(s, q)} draws {cards}.", "R143", q)
        return s

    def text(self) -> str:
        """Reads "Each other player draws a card" (or "<n> cards")."""
        return "Each other player draws a card" if self.n == 1 else f"Each other player draws {self.n} cards"


# --- revealing (R161: the card stays where it is) ----------------------------


@frozen
class RevealCase:
    """One outcome of a reveal: if the card matches ``filter``, do ``effects``."""

    filter: CardFilter
    effects: tuple[Effect, ...] = field(converter=as_effects)


@frozen
class RevealRandomFromLeft(Effect):
    """Reveal a random card from the hand of the player on your left; it stays there (R156, R161).

    The first case whose filter matches the card pays out, for you. With no
    hand on your left (e.g. after their Showdown Turn, R117) nothing happens.
    The card is picked with the state's own PRNG.
    """

    cases: tuple[RevealCase, ...] = field(converter=_cases)

    def run(self, s: State, ctx: Ctx) -> State:
        """Pick the card at random and pay out the matching case."""
        left = left_of(s, ctx.player)
        hand = s.players[left].hand
        if left == ctx.player:
            return log(
                s, "There is no player on your left (Solo mode), so no card is revealed.", "Solo mode", ctx.player
            )
        if not s.players[left].has_hand or not hand:
            return log(s, f"{player_name(s, left)} has no hand, so no card is revealed.", "R156", ctx.player)
        index, r = rngmod.below(s.rng, len(hand))
        uid = hand[index]
        s = evolve(s, rng=r)
        text = f"{player_name(s, ctx.player)} reveals {name(s, uid)} at random from {player_name(s, left)}'s hand."
        s = log(s, text, "R161", ctx.player)
        d = cdef(s, uid)
        for case in self.cases:
            if case.filter.matches(d):
                return push(s, case.effects, evolve(ctx, target=uid))
        return s

    def text(self) -> str:
        """Reads "Reveal a random card from the hand of the player on your left", then each case."""
        parts = ["Reveal a random card from the hand of the player on your left"]
        for case in self.cases:
            parts.append(f"If it's {article(case.filter.text())}, {clause(case.effects)}")
        return ". ".join(p.rstrip(".") for p in parts)

    REMINDER = "The card stays in their hand (R161). With no hand on your left, nothing happens (R156)."


@frozen
class RevealHeroDeckTop(Effect):
    """Reveal the top card of the Hero Deck; it stays there (R161). ``then`` sees it as ``ctx.target``."""

    then: tuple[Effect, ...] = field(converter=as_effects)

    def run(self, s: State, ctx: Ctx) -> State:
        """Show the card and go on; an empty Hero Deck reveals nothing."""
        if not s.hero_deck:
            return log(s, "The Hero Deck is empty, so nothing is revealed.", "R161", ctx.player)
        top = s.hero_deck[0]
        s = log(s, f"{player_name(s, ctx.player)} reveals {name(s, top)} from the top of the Hero Deck.", "R161")
        return push(s, self.then, evolve(ctx, target=top))

    def text(self) -> str:
        """Reads "Reveal the top card of the Hero Deck.", then what follows."""
        return f"Reveal the top card of the Hero Deck. {effects_text(self.then)}"

    REMINDER = "A revealed card stays where it is (R161)."


@frozen
class GainRecruitEqualToCost(Effect):
    """You get Recruit equal to the cost of the card an earlier step revealed (``ctx.target``), capped."""

    cap: int

    def run(self, s: State, ctx: Ctx) -> State:
        """Add the revealed card's cost (at most ``cap``) to the turn's Recruit."""
        if ctx.target < 0:
            return s
        v = min(self.cap, cdef(s, ctx.target).cost)
        return evolve(s, turn=s.turn.gained(ctx.source, recruit=v))

    def text(self) -> str:
        """Reads "You get +Recruit equal to its cost (up to +<cap>)"."""
        return f"You get +Recruit equal to its cost (up to +{self.cap})"
