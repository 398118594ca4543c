"""Custom effects, amounts and conditions for the Schemes' Twists, special rules and Evil Wins.

Everything here is house design (see ``bigtrouble/cards/schemes.py`` for the origins).
Evil Wins is checked after every effect step, so the conditions below only look at
counters or small piles (the Escaped pile, the Tactics, the cards under the Scheme).
"""

from __future__ import annotations

from attrs import evolve, field, frozen

from bigtrouble.cards.defs import FAMILY_UNCLE_CHU, Kind
from bigtrouble.effects.base import (
    ANY_HERO,
    Amount,
    CardFilter,
    Condition,
    Effect,
    as_effects,
    ask,
    effects_text,
    push,
)
from bigtrouble.effects.basic import ko_card
from bigtrouble.effects.deckplay import Counter
from bigtrouble.effects.ties import hq_prompt, one_per_card, priciest_in_hq, tie_rule
from bigtrouble.effects.villain_deck import EscapeConsequences, PlayVillainCard, bystanders_among, capture
from bigtrouble.model import CHINATOWN, Ctx, LogKind, Measure, Option, State
from bigtrouble.zones import Zone, cdef, count_matching, log, move, name, player_name, refill_hq

UNCLE_CHU = CardFilter(family=FAMILY_UNCLE_CHU, label="Uncle Chu")
BYSTANDER = CardFilter(kind=Kind.BYSTANDER)
UNCLE_CHU_KILLED = "uncle_chu_killed"
"""Counter: Uncle Chus KO'd while held by a Villain (Kill Uncle Chu, R151)."""
ASSASSINATED = "assassinated"
DREAMS_DESTROYED = "dreams_destroyed"
SPACE_NAMES = ("Sewers", "Bank", "Rooftops", "Streets", "Bridge")


def bump(s: State, key: str, delta: int = 1) -> State:
    """Add ``delta`` to a named counter."""
    return Counter(key, delta).run(s, Ctx(player=s.current))


def villain_spaces(s: State, chinatown: bool = False) -> tuple[int, ...]:
    """The city spaces holding a Villain (only Rooftops and Streets when ``chinatown``), Bridge first."""
    spaces = CHINATOWN if chinatown else range(5)
    return tuple(i for i in sorted(spaces, reverse=True) if s.city[i] >= 0)


def revealed_twist(s: State) -> int:
    """The Scheme Twist being resolved now (the last one revealed), or -1."""
    for uid in reversed(s.revealed):
        if cdef(s, uid).kind is Kind.TWIST:
            return uid
    return -1


def gain_mediocre(s: State, p: int, on_top: bool) -> State:
    """Player ``p`` gains the top card of the Mediocre deck (on top of their deck, or discarded); none if empty."""
    if not s.mediocre:
        return log(s, "The Mediocre deck is empty, so no Mediocre Hero is gained.", "R140", p)
    uid = s.mediocre[0]
    s = move(s, uid, (Zone.DECK, p) if on_top else (Zone.DISCARD, p), top=on_top)
    where = "on top of their deck" if on_top else "into their discard pile"
    return log(s, f"{player_name(s, p)} gains {name(s, uid)} {where}.", "", p)


# --- Amounts (for special rules) ------------------------------------------------


@frozen
class HeldByThisVillain(Amount):
    """``per`` for each matching card the Villain (``ctx.source``) holds in the city."""

    NEVER_NEGATIVE = ("per",)  # a count times per: 0 or more when per is
    filter: CardFilter
    per: int = 1

    def value(self, s: State, ctx: Ctx) -> int:
        """Count the Villain's captives."""
        if ctx.source not in s.city:
            return 0
        caps = s.captives[s.city.index(ctx.source)]
        return self.per * sum(1 for u in caps if self.filter.matches(cdef(s, u)))

    def text(self) -> str:
        """Reads "for each <card> it holds"."""
        return f"for each {self.filter.text()} it holds"


@frozen
class Every(Amount):
    """One for every ``k`` of another amount, rounded down."""

    NEVER_NEGATIVE = ("k",)  # 0 or more when k and its inner amounts are
    k: int
    of: Amount
    words: str

    def value(self, s: State, ctx: Ctx) -> int:
        """Divide."""
        return self.of.value(s, ctx) // self.k

    def text(self) -> str:
        """The words given for this amount when the card was written."""
        return self.words


@frozen
class OnlyFor(Amount):
    """Another amount, but only for a Villain (``ctx.source``) that matches, optionally only in Chinatown."""

    NEVER_NEGATIVE = ()  # 0 or more when its inner amounts are
    filter: CardFilter
    of: Amount
    chinatown: bool = False

    def value(self, s: State, ctx: Ctx) -> int:
        """The amount, or 0 for other Villains."""
        if ctx.source < 0 or not self.filter.matches(cdef(s, ctx.source)):
            return 0
        if self.chinatown and not (ctx.source in s.city and s.city.index(ctx.source) in CHINATOWN):
            return 0
        return self.of.value(s, ctx)

    def text(self) -> str:
        """The inner amount's words alone: which Villains it counts for is not spelled out here."""
        return self.of.text()


# --- Conditions (Evil Wins) -----------------------------------------------------


@frozen
class UncleChuKilled(Condition):
    """Uncle Chu has been killed ``n`` times: carried off by an escaping captor, or KO'd while held."""

    n: int

    def holds(self, s: State, ctx: Ctx) -> bool:
        """The counter plus the Uncle Chus in the Escaped pile."""
        return self.killed(s) >= self.n

    def killed(self, s: State) -> int:
        """The Uncle Chus KO'd while held plus those carried off into the Escaped pile."""
        return s.counter(UNCLE_CHU_KILLED) + count_matching(s, s.escaped, UNCLE_CHU)

    def measures(self, s: State) -> tuple[Measure, ...]:
        """Times killed, of ``n``."""
        return (Measure("Uncle Chu killed", self.killed(s), self.n),)

    def text(self) -> str:
        """Reads "Uncle Chu has been killed <n> times"."""
        return f"Uncle Chu has been killed {self.n} times"


def _counts(items: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    return tuple(items)


@frozen
class PileAtLeastByPlayers(Condition):
    """A shared pile holds at least as many matching cards as the player count asks for.

    ``counts`` are for 2, 3, 4 and 5 hands: more players bring more Villains and
    Bystanders into the Villain Deck, so more of them can escape before Evil wins.
    ``words`` says what is counted, with ``{n}`` where the number goes.
    """

    pile: str
    counts: tuple[int, ...] = field(converter=_counts)
    filter: CardFilter = CardFilter()
    words: str = "{n} cards are in the pile"
    label: str = field(default="", repr=False)
    """A short name for the count on the Scheme clock ("" counts nothing); out of the repr, which fingerprints
    the cards: words on the mat change no game."""

    def needed(self, s: State) -> int:
        """How many this game needs (a solo game plays two hands)."""
        return self.counts[max(2, min(len(s.players), 5)) - 2]  # the Solo mode's one hand uses the 2-hand count

    def holds(self, s: State, ctx: Ctx) -> bool:
        """Count and compare (``needed`` inlined: the engine asks after every effect)."""
        cards: tuple[int, ...] = getattr(s, self.pile)
        n = len(s.players)
        return count_matching(s, cards, self.filter) >= self.counts[0 if n <= 2 else 3 if n >= 5 else n - 2]

    def measures(self, s: State) -> tuple[Measure, ...]:
        """The matching cards in the pile, of what this player count needs (when labelled)."""
        if not self.label:
            return ()
        cards: tuple[int, ...] = getattr(s, self.pile)
        return (Measure(self.label, count_matching(s, cards, self.filter), self.needed(s)),)

    def text(self) -> str:
        """Words, with the larger numbers for more players when they differ."""
        out = self.words.format(n=self.counts[0])
        if len(set(self.counts)) > 1:
            out += f" ({self.counts[1]} with 3 players, {self.counts[2]} with 4, {self.counts[3]} with 5)"
        return out


# --- Twist effects ----------------------------------------------------------------


@frozen
class OnTwists(Effect):
    """ "Twists lo-hi: ..." — only for those Twist numbers (R61); the number is ``ctx.value``."""

    lo: int
    hi: int
    effects: tuple[Effect, ...] = field(converter=as_effects)

    def run(self, s: State, ctx: Ctx) -> State:
        """Queue the effects if this Twist is in range."""
        return push(s, self.effects, ctx) if self.lo <= ctx.value <= self.hi else s

    def text(self) -> str:
        """Reads "Twists <lo>-<hi>: <effects>"."""
        return f"Twists {self.lo}-{self.hi}: {effects_text(self.effects)}"


@frozen
class Worded(Effect):
    """Other effects under words of their own (when the generated words would mislead)."""

    words: str
    effects: tuple[Effect, ...] = field(converter=as_effects)

    def run(self, s: State, ctx: Ctx) -> State:
        """Queue the effects."""
        return push(s, self.effects, ctx)

    def text(self) -> str:
        """The words given in place of the inner effects' own."""
        return self.words


@frozen
class EachVillainCaptures(Effect):
    """Each Villain in the city captures Bystanders; with an empty city the Mastermind may capture instead."""

    n: int = 1
    empty_mastermind: int = 0

    def run(self, s: State, ctx: Ctx) -> State:
        """Capture, Bridge first."""
        spaces = villain_spaces(s)
        if not spaces:
            return capture(s, s.mastermind, self.empty_mastermind) if self.empty_mastermind else s
        for i in spaces:
            s = capture(s, s.city[i], self.n)
        return s

    def text(self) -> str:
        """Reads "Each Villain captures a Bystander", and what the Mastermind does if none."""
        what = "a Bystander" if self.n == 1 else f"{self.n} Bystanders"
        out = f"Each Villain captures {what}"
        if self.empty_mastermind:
            out += f" (if none, the Mastermind captures {self.empty_mastermind})"
        return out


@frozen
class Sacrifice(Effect):
    """You put a Bystander from your Victory Pile into the Escaped pile (a sacrifice)."""

    def options(self, s: State, ctx: Ctx) -> tuple[Option, ...]:
        """Your Bystanders, one option per distinct name."""
        seen: dict[str, int] = {}
        for u in s.players[ctx.player].victory:
            if BYSTANDER.matches(cdef(s, u)):
                seen.setdefault(name(s, u), u)
        return tuple(Option(label, uid) for label, uid in seen.items())

    def run(self, s: State, ctx: Ctx) -> State:
        """Sacrifice at once if there is no real choice, else ask."""
        opts = self.options(s, ctx)
        if not opts:
            return log(s, f"{player_name(s, ctx.player)} has no Bystander to sacrifice.", "R144", ctx.player)
        if len(opts) == 1:
            return self._sacrifice(s, ctx, opts[0].uid)
        prompt = "Choose a Bystander from your Victory Pile to sacrifice."
        return ask(s, ctx.player, prompt, opts, False, self, ctx)

    def resume(self, s: State, ctx: Ctx, choice: int) -> State:
        """Sacrifice the chosen one."""
        return self._sacrifice(s, ctx, self.options(s, ctx)[choice].uid)

    def _sacrifice(self, s: State, ctx: Ctx, uid: int) -> State:
        s = move(s, uid, (Zone.ESCAPED, -1))
        return log(s, f"{player_name(s, ctx.player)} sacrifices {name(s, uid)}.", "", ctx.player)

    def text(self) -> str:
        """Reads "Sacrifice a Bystander"."""
        return "Sacrifice a Bystander"

    REMINDER = "Sacrifice: the current player moves a Bystander from their Victory Pile to the Escaped pile."


@frozen
class DestroyDreams(Effect):
    """Each Villain in Chinatown KOs a Bystander it holds (counted for Evil Wins)."""

    def run(self, s: State, ctx: Ctx) -> State:
        """One crushed dream per Villain in Chinatown, Bridge side first."""
        return push(s, tuple(CrushDream(i) for i in villain_spaces(s, chinatown=True)), ctx)

    def text(self) -> str:
        """Reads "Each Villain in Chinatown KOs a Bystander it holds"."""
        return "Each Villain in Chinatown KOs a Bystander it holds"


@frozen
class CrushDream(Effect):
    """The Villain in one city space KOs a Bystander it holds; which one, among different ones, is the
    current player's choice (R145)."""

    space: int

    def options(self, s: State) -> tuple[Option, ...]:
        """The different Bystanders the Villain there holds (its other captives, such as Uncle Chu, are safe)."""
        if s.city[self.space] < 0:
            return ()
        return one_per_card(s, (u for u in s.captives[self.space] if BYSTANDER.matches(cdef(s, u))))

    def run(self, s: State, ctx: Ctx) -> State:
        """Ask which Bystander (a lone one is answered by the engine); none held, nothing happens."""
        opts = self.options(s)
        if not opts:
            return s
        villain, where = name(s, s.city[self.space]), SPACE_NAMES[self.space]
        if len(opts) > 1:
            prompt = f"{villain} in the {where} holds {len(opts)} different Bystanders: choose the one it KOs."
        else:
            prompt = f"Choose the Bystander {villain} in the {where} KOs."
        return ask(s, s.current, prompt, opts, False, self, ctx, tie_rule(opts))

    def resume(self, s: State, ctx: Ctx, choice: int) -> State:
        """KO the chosen Bystander and count the dream."""
        uid = self.options(s)[choice].uid
        s = log(s, f"{name(s, s.city[self.space])} crushes a dream in the {SPACE_NAMES[self.space]}.")
        return bump(ko_card(s, uid), DREAMS_DESTROYED)

    def text(self) -> str:
        """Reads "This Villain KOs a Bystander it holds"."""
        return "This Villain KOs a Bystander it holds"


@frozen
class KidnapUncleChu(Effect):
    """The Villain closest to the Bridge takes Uncle Chu hostage (from the Mastermind, else the stack)."""

    def run(self, s: State, ctx: Ctx) -> State:
        """Move one Uncle Chu to the captor."""
        spaces = villain_spaces(s)
        if not spaces:
            if not s.uncle_chu:
                return log(s, "The Uncle Chu stack is empty.", "R140")
            uid = s.uncle_chu[0]
            s = move(s, uid, (Zone.MASTERMIND_CAPTIVES, -1))
            return log(s, f"The city is empty, so {name(s, s.mastermind)} kidnaps Uncle Chu.")
        space = spaces[0]
        held = [u for u in s.mastermind_captives if UNCLE_CHU.matches(cdef(s, u))]
        if held:
            uid = held[0]
            source = f"from {name(s, s.mastermind)}"
        elif s.uncle_chu:
            uid = s.uncle_chu[0]
            source = "from the Uncle Chu stack"
        else:
            return log(s, "The Uncle Chu stack is empty.", "R140")
        s = move(s, uid, (Zone.CAPTIVES, space))
        return log(s, f"{name(s, s.city[space])} takes Uncle Chu hostage {source}.")

    def text(self) -> str:
        """Reads "The Villain closest to the Bridge (or, if none, the Mastermind) captures Uncle Chu"."""
        return "The Villain closest to the Bridge (or, if none, the Mastermind) captures Uncle Chu"

    REMINDER = (
        "The Villain takes the Uncle Chu the Mastermind holds, or else one from the Uncle Chu stack; with the "
        "city empty, the Mastermind takes one from the stack."
    )


@frozen
class Corrupt(Effect):
    """The Hero in the HQ space beneath each Villain in Chinatown is corrupted: put under the Scheme (R147)."""

    def run(self, s: State, ctx: Ctx) -> State:
        """Move those Heroes and refill the HQ."""
        for i in villain_spaces(s, chinatown=True):
            hero = s.hq[i]
            if hero >= 0:
                s = move(s, hero, (Zone.SCHEME_STACK, -1))
                s = log(s, f"{name(s, s.city[i])} corrupts {name(s, hero)}.", "R147")
        return refill_hq(s)

    def text(self) -> str:
        """Reads "Each Villain in Chinatown corrupts the Hero in the HQ space beneath it"."""
        return "Each Villain in Chinatown corrupts the Hero in the HQ space beneath it"

    REMINDER = "A corrupted Hero goes under the Scheme; the HQ space refills."


@frozen
class Assassinate(Effect):
    """KO the most expensive Hero in the HQ, once plus once per Villain in Chinatown (counted).

    ``left`` is how many KOs remain (-1 before the count is made). On a tie for the most
    expensive, the current player chooses which Hero falls (R145).
    """

    left: int = -1

    def run(self, s: State, ctx: Ctx) -> State:
        """Count the KOs once, then ask for each (a lone Hero is answered by the engine)."""
        left = 1 + len(villain_spaces(s, chinatown=True)) if self.left < 0 else self.left
        opts = self.options(s)
        if left == 0 or not opts:
            return s
        return ask(s, s.current, hq_prompt("Hero", opts), opts, False, evolve(self, left=left), ctx, tie_rule(opts))

    def options(self, s: State) -> tuple[Option, ...]:
        """The different HQ Heroes tied for the highest cost (copies of one Hero: the leftmost)."""
        return one_per_card(s, priciest_in_hq(s, ANY_HERO))

    def resume(self, s: State, ctx: Ctx, choice: int) -> State:
        """KO the chosen Hero, refill its space, count it, and go on with the next."""
        uid = self.options(s)[choice].uid
        s = log(s, f"Assassins strike down {name(s, uid)} in the HQ.")
        s = bump(refill_hq(ko_card(s, uid)), ASSASSINATED)
        return evolve(self, left=self.left - 1).run(s, ctx)

    def text(self) -> str:
        """Reads "KO the most expensive Hero in the HQ, plus one more for each Villain in Chinatown"."""
        return "KO the most expensive Hero in the HQ, plus one more for each Villain in Chinatown"


@frozen
class HangInHell(Effect):
    """Put top cards of the Hero Deck under the Scheme: ``base`` plus one per Villain in Chinatown."""

    base: int = 2

    def run(self, s: State, ctx: Ctx) -> State:
        """Move them, face down."""
        n = self.base + len(villain_spaces(s, chinatown=True))
        taken = s.hero_deck[:n]
        s = evolve(s, hero_deck=s.hero_deck[n:], scheme_stack=s.scheme_stack + taken)
        return log(s, f"{len(taken)} Heroes are hung upside down in Hell.")

    def text(self) -> str:
        """Reads "Put the top <n> cards of the Hero Deck under the Scheme, plus 1 for each ..."."""
        return f"Put the top {self.base} cards of the Hero Deck under the Scheme, plus 1 for each Villain in Chinatown"

    REMINDER = "The sinners go face down under the Scheme."


@frozen
class PlayUntilBoss(Effect):
    """Play Villain Deck cards until a non-Henchman Villain enters the city (or the deck runs out)."""

    def run(self, s: State, ctx: Ctx) -> State:
        """Play one card; come back unless it was the boss."""
        if not s.villain_deck:
            return log(s, "The Villain Deck is empty.", "R138")
        boss = cdef(s, s.villain_deck[0]).kind is Kind.VILLAIN
        return push(s, (PlayVillainCard(),) if boss else (PlayVillainCard(), self), ctx)

    def text(self) -> str:
        """Reads "Play cards from the Villain Deck until a non-Henchman Villain enters the city"."""
        return "Play cards from the Villain Deck until a non-Henchman Villain enters the city"


@frozen
class EscapeClosestToBridge(Effect):
    """The Villain closest to the Bridge escapes at once, with the usual consequences (R47-R51)."""

    def run(self, s: State, ctx: Ctx) -> State:
        """Move it and its captives to the Escaped pile."""
        spaces = villain_spaces(s)
        if not spaces:
            return s
        space = spaces[0]
        uid, caps = s.city[space], s.captives[space]
        groups = list(s.captives)
        groups[space] = ()
        city = s.city[:space] + (-1,) + s.city[space + 1 :]
        s = evolve(s, city=city, captives=tuple(groups), escaped=s.escaped + (uid,) + caps)
        s = log(s, f"{name(s, uid)} escapes from the {SPACE_NAMES[space]}.", "R47", kind=LogKind.ESCAPE, cards=(uid,))
        return push(s, (EscapeConsequences(uid, bystanders_among(s, caps)),), Ctx(player=s.current, source=uid))

    def text(self) -> str:
        """Reads "The Villain closest to the Bridge escapes"."""
        return "The Villain closest to the Bridge escapes"


@frozen
class VillainsStronger(Effect):
    """All Villains get +n Attack for the rest of the game."""

    n: int = 1

    def run(self, s: State, ctx: Ctx) -> State:
        """Raise the game-long bonus."""
        s = bump(s, "villain_attack_bonus", self.n)
        return log(s, f"Villains now have +{s.counter('villain_attack_bonus')} Attack.")

    def text(self) -> str:
        """Reads "Villains get +<n> Attack for the rest of the game"."""
        return f"Villains get +{self.n} Attack for the rest of the game"


@frozen
class OpenHellGate(Effect):
    """If a Villain is in Chinatown, this Twist opens a Hell Gate (goes under the Scheme) and a card is played."""

    def run(self, s: State, ctx: Ctx) -> State:
        """Open the gate, or let the Twist be KO'd."""
        if not villain_spaces(s, chinatown=True):
            return log(s, "No Villain is in Chinatown: the Hell Gate stays shut.")
        twist = revealed_twist(s)
        if twist >= 0:
            s = evolve(s, revealed=tuple(u for u in s.revealed if u != twist))
            s = evolve(s, scheme_stack=s.scheme_stack + (twist,))
        s = log(s, f"A Hell Gate opens ({len(s.scheme_stack)} open).")
        return push(s, (PlayVillainCard(),), ctx)

    def text(self) -> str:
        """Reads "If a Villain is in Chinatown, a Hell Gate opens: ..."."""
        return (
            "If a Villain is in Chinatown, a Hell Gate opens: put this Twist under the Scheme and play "
            "the next card of the Villain Deck"
        )


@frozen
class TwistJoinsTactics(Effect):
    """This Twist goes among the Mastermind's Tactics: one more fight to win (not after the last Tactic, R102)."""

    def run(self, s: State, ctx: Ctx) -> State:
        """Move the Twist under the Mastermind."""
        twist = revealed_twist(s)
        if twist < 0 or s.team_win_locked:
            return s
        s = evolve(s, revealed=tuple(u for u in s.revealed if u != twist), tactics=s.tactics + (twist,))
        return log(s, f"{name(s, s.mastermind)} was someone else all along: one more Tactic to take.")

    def text(self) -> str:
        """Reads "Add this Twist to the Mastermind's Tactics"."""
        return "Add this Twist to the Mastermind's Tactics"

    REMINDER = "It goes face down among his Tactics: one more fight to win."


@frozen
class GainMediocre(Effect):
    """You gain the top card of the Mediocre deck (R11: the rest of that deck waits for cards like this)."""

    on_top: bool = False

    def run(self, s: State, ctx: Ctx) -> State:
        """Gain it."""
        return gain_mediocre(s, ctx.player, self.on_top)

    def text(self) -> str:
        """Reads "Gain a Mediocre Hero" (and "on top of your deck" when it goes there)."""
        where = " on top of your deck" if self.on_top else ""
        return f"Gain a Mediocre Hero{where}"

    REMINDER = "The top card of the Mediocre deck; an empty Mediocre deck gives nothing."
