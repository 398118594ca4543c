"""Step 1 of a turn: play the top card of the Villain Deck (R41-R62)."""

from __future__ import annotations

from attrs import frozen

from bigtrouble.cards.defs import Kind
from bigtrouble.effects.base import Effect, ask, push
from bigtrouble.effects.basic import Pick, ko_card
from bigtrouble.effects.players import EachPlayer, clockwise_from
from bigtrouble.effects.solo import after_twist_effects
from bigtrouble.model import Ctx, LogKind, Option, State, evolve, evolve_state
from bigtrouble.zones import (
    Zone,
    card_option,
    cdef,
    locate,
    log,
    move,
    name,
    player_name,
    refill_hq,
)

ESCAPE_KO_MAX_COST = 6


@frozen
class PlayVillainCard(Effect):
    """Reveal the top card of the Villain Deck and resolve it by kind (R42)."""

    def run(self, s: State, ctx: Ctx) -> State:
        """Play one card; an empty deck plays nothing (the draw is armed elsewhere, R138)."""
        if not s.villain_deck:
            return log(s, "The Villain Deck is empty.", "R138")
        uid = s.villain_deck[0]
        s = evolve(s, villain_deck=s.villain_deck[1:], revealed=s.revealed + (uid,))
        d = cdef(s, uid)
        if d.is_villain:
            return EnterCity(uid).run(s, ctx)
        if d.kind is Kind.BYSTANDER:
            return capture_from_deck(s, uid)
        if d.kind is Kind.TWIST:
            return play_twist(s, uid)
        if d.kind is Kind.STRIKE:
            return play_strike(s, uid)
        raise RuntimeError(f"{d.name} cannot be in the Villain Deck")

    def text(self) -> str:
        """Reads "Play the next card of the Villain Deck"."""
        return "Play the next card of the Villain Deck"


def _slot(slots: tuple[int, ...], i: int, v: int) -> tuple[int, ...]:
    return slots[:i] + (v,) + slots[i + 1 :]


@frozen
class EnterCity(Effect):
    """A Villain enters the Sewers, pushing others toward the Bridge (R43-R47, R52)."""

    uid: int

    def run(self, s: State, ctx: Ctx) -> State:
        """Push, escape, then Ambush."""
        uid = self.uid
        s = move(s, uid, (Zone.REVEALED, -1)) if uid not in s.revealed else s
        s = evolve(s, revealed=tuple(u for u in s.revealed if u != uid))
        city, caps = s.city, s.captives
        empty = city.index(-1) if -1 in city else 5
        tasks_state = s
        escaper = -1
        escaper_caps: tuple[int, ...] = ()
        if empty == 5:
            escaper, escaper_caps = city[4], caps[4]
            empty = 4
        new_city = (uid,) + city[:empty] + city[empty + 1 :]
        new_caps = ((),) + caps[:empty] + caps[empty + 1 :]
        s = evolve(tasks_state, city=new_city, captives=new_caps)
        s = log(s, f"{name(s, uid)} enters the Sewers.", "R43", kind=LogKind.ENTER, cards=(uid,))
        if empty > 0:
            s = log(
                s, "The Villains already in the city are pushed one space toward the Bridge.", "R45", kind=LogKind.PUSH
            )
        d = cdef(s, uid)
        follow: list[Effect] = []
        if escaper >= 0:
            s = evolve_state(s, "escaped", s.escaped + (escaper,) + escaper_caps)
            s = log(
                s,
                f"{name(s, escaper)} is pushed off the Bridge and escapes.",
                "R47",
                kind=LogKind.ESCAPE,
                cards=(escaper,),
            )
            follow.append(EscapeConsequences(escaper, bystanders_among(s, escaper_caps)))
        if d.ambush:
            follow.append(Ambush(uid))
        return push(s, tuple(follow), Ctx(player=s.current, source=uid))

    def text(self) -> str:
        """Reads "A Villain enters the city" (a rules step)."""
        return "A Villain enters the city"


@frozen
class Ambush(Effect):
    """Resolve a Villain's Ambush after any escape it caused (R52)."""

    uid: int

    def run(self, s: State, ctx: Ctx) -> State:
        """Queue the printed Ambush effects."""
        s = log(s, f"{name(s, self.uid)}'s Ambush.", "R52", kind=LogKind.AMBUSH, cards=(self.uid,))
        return push(s, cdef(s, self.uid).ambush, Ctx(player=s.current, source=self.uid))

    def text(self) -> str:
        """Reads "Ambush" (a rules step)."""
        return "Ambush"


def bystanders_among(s: State, captives: tuple[int, ...]) -> int:
    """How many of ``captives`` are Bystanders: only they make the players discard on an escape (R50).

    An escaping Villain may also hold other cards (Uncle Chu in Kill Uncle Chu): they escape with it
    but cost no discard.
    """
    return sum(1 for u in captives if cdef(s, u).kind is Kind.BYSTANDER)


@frozen
class EscapeConsequences(Effect):
    """What an escape costs the players, in order (R49-R51)."""

    uid: int
    bystanders: int

    def run(self, s: State, ctx: Ctx) -> State:
        """KO an HQ Hero, one discard each if Bystanders escaped with it, then the Villain's Escape effect."""
        follow: list[Effect] = [KOFromHQOnEscape()]
        if self.bystanders:
            s = log(s, "The escaping Villain held Bystanders: each player discards a card.", "R50")
            follow.append(EachPlayer((Pick((Zone.HAND,), Zone.DISCARD, rule="R50"),)))
        d = cdef(s, self.uid)
        if d.escape:
            follow.append(EscapeEffect(self.uid))
        return push(s, tuple(follow), Ctx(player=s.current, source=self.uid))

    def text(self) -> str:
        """Reads "Escape" (a rules step)."""
        return "Escape"


@frozen
class EscapeEffect(Effect):
    """A Villain's own Escape effect (R51)."""

    uid: int

    def run(self, s: State, ctx: Ctx) -> State:
        """Queue it."""
        s = log(s, f"{name(s, self.uid)}'s Escape effect.", "R51")
        return push(s, cdef(s, self.uid).escape, Ctx(player=s.current, source=self.uid))

    def text(self) -> str:
        """Reads "Escape effect" (a rules step)."""
        return "Escape effect"


@frozen
class KOFromHQOnEscape(Effect):
    """The current player KOs a Hero costing 6 or less from the HQ; the space refills (R49)."""

    def options(self, s: State) -> tuple[Option, ...]:
        """HQ Heroes that may be KO'd."""
        return tuple(card_option(s, u) for u in s.hq if u >= 0 and cdef(s, u).cost <= ESCAPE_KO_MAX_COST)

    def run(self, s: State, ctx: Ctx) -> State:
        """Ask the current player, or skip when no Hero qualifies."""
        opts = self.options(s)
        if not opts:
            return log(s, "No Hero in the HQ costs 6 or less, so none is KO'd.", "R49")
        prompt = "A Villain escaped: choose a Hero costing 6 or less in the HQ to KO."
        return ask(s, s.current, prompt, opts, False, self, ctx, "R49")

    def resume(self, s: State, ctx: Ctx, choice: int) -> State:
        """KO it and refill its space."""
        uid = self.options(s)[choice].uid
        s = ko_card(s, uid, "R49")
        return refill_hq(s)

    def text(self) -> str:
        """Reads "KO a Hero costing 6 or less from the HQ"."""
        return "KO a Hero costing 6 or less from the HQ"


def capture_from_deck(s: State, uid: int) -> State:
    """A Bystander from the Villain Deck is captured by the Villain nearest the deck, else the Mastermind (R54-R55)."""
    s = evolve(s, revealed=tuple(u for u in s.revealed if u != uid))
    for space, v in enumerate(s.city):
        if v >= 0:
            groups = list(s.captives)
            groups[space] = groups[space] + (uid,)
            s = evolve_state(s, "captives", tuple(groups))
            return log(s, f"{name(s, v)} captures {name(s, uid)}.", "R54", kind=LogKind.CAPTURE, cards=(uid, v))
    s = evolve_state(s, "mastermind_captives", s.mastermind_captives + (uid,))
    return log(
        s,
        f"The city is empty, so {name(s, s.mastermind)} captures {name(s, uid)}.",
        "R55",
        kind=LogKind.CAPTURE,
        cards=(uid, s.mastermind),
    )


def capture(s: State, villain: int, n: int = 1) -> State:
    """Villain ``villain`` (in the city, or the Mastermind) captures ``n`` Bystanders from the stack."""
    for _ in range(n):
        if not s.bystanders:
            return log(s, "The Bystander stack is empty.", "R140")
        b = s.bystanders[0]
        s = evolve_state(s, "bystanders", s.bystanders[1:])
        if villain in s.city:
            space = s.city.index(villain)
            groups = list(s.captives)
            groups[space] = groups[space] + (b,)
            s = evolve_state(s, "captives", tuple(groups))
        else:
            s = evolve_state(s, "mastermind_captives", s.mastermind_captives + (b,))
        s = log(s, f"{name(s, villain)} captures {name(s, b)}.", "R54", kind=LogKind.CAPTURE, cards=(b, villain))
    return s


@frozen
class Capture(Effect):
    """This Villain (the source) captures Bystanders; if it is not in the city, the Mastermind does."""

    n: int = 1

    def run(self, s: State, ctx: Ctx) -> State:
        """Capture from the stack."""
        who = ctx.source if ctx.source in s.city else s.mastermind
        return capture(s, who, self.n)

    def text(self) -> str:
        """Reads "This Villain captures a Bystander" (or "<n> Bystanders")."""
        return "This Villain captures a Bystander" if self.n == 1 else f"This Villain captures {self.n} Bystanders"


@frozen
class MastermindCaptures(Effect):
    """The Mastermind captures Bystanders."""

    n: int = 1

    def run(self, s: State, ctx: Ctx) -> State:
        """Capture from the stack."""
        return capture(s, s.mastermind, self.n)

    def text(self) -> str:
        """Reads "The Mastermind captures a Bystander" (or "<n> Bystanders")."""
        return "The Mastermind captures a Bystander" if self.n == 1 else f"The Mastermind captures {self.n} Bystanders"


@frozen
class FinishRevealed(Effect):
    """Put a resolved Twist or Strike in the KO pile (or keep it with the Scheme) (R60, R62)."""

    uid: int
    to_scheme: bool = False

    def run(self, s: State, ctx: Ctx) -> State:
        """Move it out of the revealed zone."""
        if self.uid not in s.revealed:
            return s
        s = evolve(s, revealed=tuple(u for u in s.revealed if u != self.uid))
        if self.to_scheme:
            return evolve_state(s, "scheme_stack", s.scheme_stack + (self.uid,))
        return evolve_state(s, "ko", s.ko + (self.uid,))

    def text(self) -> str:
        """Empty: putting the revealed card away is housekeeping with no words of its own."""
        return ""


def play_twist(s: State, uid: int) -> State:
    """Resolve a Scheme Twist: the Scheme's Twist effect, then the card goes to the KO pile (R59-R61)."""
    s = evolve_state(s, "twists", s.twists + 1)
    d = cdef(s, s.scheme)
    info = d.scheme
    assert info is not None
    s = log(s, f"Scheme Twist {s.twists}: {d.name}.", "R59", kind=LogKind.TWIST, cards=(uid, s.scheme))
    ctx = Ctx(player=s.current, source=s.scheme, value=s.twists)
    return push(s, info.twist + (FinishRevealed(uid, not info.twist_to_ko), *after_twist_effects(s)), ctx)


def play_strike(s: State, uid: int) -> State:
    """Resolve a Master Strike: the Mastermind's Strike, then the card goes to the KO pile (R62)."""
    d = cdef(s, s.mastermind)
    info = d.mastermind
    assert info is not None
    s = log(s, f"Master Strike! {d.name} strikes.", "R62", kind=LogKind.MASTER_STRIKE, cards=(uid, s.mastermind))
    return push(s, info.strike + (FinishRevealed(uid),), Ctx(player=s.current, source=s.mastermind))


@frozen
class PlayMoreVillainCards(Effect):
    """Play another card (or more) from the Villain Deck now."""

    n: int = 1

    def run(self, s: State, ctx: Ctx) -> State:
        """Queue the plays."""
        return push(s, tuple(PlayVillainCard() for _ in range(self.n)), ctx)

    def text(self) -> str:
        """Reads "Play the next card of the Villain Deck" (or "the next <n> cards")."""
        return (
            "Play the next card of the Villain Deck"
            if self.n == 1
            else f"Play the next {self.n} cards of the Villain Deck"
        )


def turn_order(s: State) -> tuple[int, ...]:
    """Players from the current one, clockwise (R143)."""
    return clockwise_from(s, s.current)


def where_is(s: State, uid: int) -> str:
    """A short description of a card's location, for messages."""
    zone, index = locate(s, uid)
    if zone is Zone.CITY:
        spaces: tuple[str, ...] = ("Sewers", "Bank", "Rooftops", "Streets", "Bridge")
        return spaces[index]
    if index >= 0 and zone in (Zone.HAND, Zone.DISCARD, Zone.DECK, Zone.PLAYED, Zone.VICTORY):
        return f"{player_name(s, index)}'s {zone.value}"
    return str(zone.value).replace("_", " ")
