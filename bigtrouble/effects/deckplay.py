"""Effects on the deck's top card, an earlier step's target, Villains' Attack and later plays; log lines, counters."""

from __future__ import annotations

from attrs import field, frozen

from bigtrouble.effects.base import (
    CardFilter,
    Effect,
    Modifier,
    TurnTrigger,
    article,
    as_effects,
    clause,
    effects_text,
    push,
)
from bigtrouble.effects.basic import GainAttack, GainRecruit, ko_card
from bigtrouble.model import Ctx, State, evolve
from bigtrouble.zones import (
    Zone,
    cdef,
    locate,
    log,
    move,
    name,
    player_name,
)


@frozen
class RevealTop(Effect):
    """Reveal the top card of your deck; it stays there (R161).

    If it matches ``filter``, do ``then`` (``ctx.target`` is the card), else ``otherwise``.
    """

    filter: CardFilter
    then: tuple[Effect, ...] = field(converter=as_effects)
    otherwise: tuple[Effect, ...] = field(converter=as_effects, default=())

    def run(self, s: State, ctx: Ctx) -> State:
        """Look at the top card."""
        from bigtrouble.zones import top_of_deck

        s, top = top_of_deck(s, ctx.player)
        if top < 0:
            return s
        s = log(
            s, f"{player_name(s, ctx.player)} reveals {name(s, top)} from the top of their deck.", "R161", ctx.player
        )
        branch = self.then if self.filter.matches(cdef(s, top)) else self.otherwise
        return push(s, branch, evolve(ctx, target=top))

    def text(self) -> str:
        """Reads "Reveal the top card of your deck. If it's a <card>, <effect>", and any "Otherwise"."""
        out = f"Reveal the top card of your deck. If it's {article(self.filter.text())}, {clause(self.then)}"
        if self.otherwise:
            out += f" Otherwise, {clause(self.otherwise)}"
        return out


@frozen
class DrawTarget(Effect):
    """Put the card named by an earlier step (``ctx.target``) from your deck into your hand."""

    def run(self, s: State, ctx: Ctx) -> State:
        """Draw that card if it is still on your deck."""
        if ctx.target >= 0 and ctx.target in s.players[ctx.player].deck:
            s = move(s, ctx.target, (Zone.HAND, ctx.player))
        return s

    def text(self) -> str:
        """Reads "Draw it" (the card an earlier step revealed)."""
        return "Draw it"


@frozen
class KOTarget(Effect):
    """KO the card named by an earlier step (``ctx.target``)."""

    def run(self, s: State, ctx: Ctx) -> State:
        """KO it, wherever it is."""
        if ctx.target >= 0:
            try:
                locate(s, ctx.target)
            except LookupError:
                return s
            s = ko_card(s, ctx.target)
        return s

    def text(self) -> str:
        """Reads "KO it" (the card an earlier step named)."""
        return "KO it"


@frozen
class AttackModifier(Effect):
    """Villains (or the Mastermind) get +/- Attack this turn; never below 0 (R165-R167)."""

    delta: int
    filter: CardFilter = CardFilter(villain=True)
    mastermind: bool = False
    villains: bool = True
    words: str = ""

    def run(self, s: State, ctx: Ctx) -> State:
        """Add the modifier to the turn."""
        mod = Modifier(self.delta, self.filter, self.villains, self.mastermind)
        return evolve(s, turn=evolve(s.turn, modifiers=s.turn.modifiers + (mod,)))

    def text(self) -> str:
        """The words given, else "<Villains> get +/-<n> Attack this turn" naming who is changed."""
        if self.words:
            return self.words
        who = [self.filter.text() + "s"] if self.villains else []
        if self.mastermind:
            who.append("the Mastermind")
        subject = " and ".join(who)
        verb = "gets" if who == ["the Mastermind"] else "get"
        sign = "+" if self.delta >= 0 else ""
        return f"{subject[:1].upper()}{subject[1:]} {verb} {sign}{self.delta} Attack this turn"


@frozen
class WheneverYouPlay(Effect):
    """A bonus for each matching card "that you play this turn", before or after this one (R155)."""

    filter: CardFilter
    effects: tuple[Effect, ...] = field(converter=as_effects)

    def run(self, s: State, ctx: Ctx) -> State:
        """Pay out for cards already played, then watch for the rest of the turn."""
        earlier = [u for u in s.turn.played_log if u != ctx.source and self.filter.matches(cdef(s, u))]
        trig = TurnTrigger(self.filter, self.effects, ctx.player, ctx.source)
        s = evolve(s, turn=evolve(s.turn, triggers=s.turn.triggers + (trig,)))
        for _ in earlier:
            s = push(s, self.effects, ctx)
        return s

    def text(self) -> str:
        """Reads "<bonus> for each other <card> you play this turn" (a longer form for mixed bonuses)."""
        what = self.filter.text()
        gains = [e for e in self.effects if isinstance(e, GainAttack | GainRecruit) and isinstance(e.n, int)]
        if len(gains) == len(self.effects) == 1:
            return f"{effects_text(self.effects).rstrip('.')} for each other {what} you play this turn"
        return f"For each other {what} you play this turn, {clause(self.effects)}"

    REMINDER = "Counts the cards you play this turn before and after this one (R155)."


@frozen
class Say(Effect):
    """Write a sentence in the log (used by house cards to explain themselves)."""

    words: str
    rule: str = ""

    def run(self, s: State, ctx: Ctx) -> State:
        """Log it."""
        return log(s, self.words, self.rule, ctx.player)

    def text(self) -> str:
        """No printed words."""
        return ""


@frozen
class Counter(Effect):
    """Add to a named counter kept in the state (scheme progress and the like)."""

    key: str
    delta: int = 1

    def run(self, s: State, ctx: Ctx) -> State:
        """Change the counter."""
        value = s.counter(self.key) + self.delta
        rest = tuple((k, v) for k, v in s.counters if k != self.key)
        return evolve(s, counters=rest + ((self.key, value),))

    def text(self) -> str:
        """No printed words."""
        return ""
