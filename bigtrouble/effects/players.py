"""Effects that reach other players: each player in turn, the player on your left, "reveal a class or suffer"."""

from __future__ import annotations

from attrs import field, frozen

from bigtrouble.cards.defs import HeroClass
from bigtrouble.effects.base import (
    CardFilter,
    Effect,
    article,
    as_effects,
    clause,
    effects_text,
    push,
    said_of,
)
from bigtrouble.effects.basic import _classes
from bigtrouble.effects.solo import others_mean_you
from bigtrouble.model import Ctx, State, evolve, evolve_state
from bigtrouble.zones import (
    cdef,
    log,
    player_name,
)


def clockwise_from(s: State, start: int) -> tuple[int, ...]:
    """Players in turn order starting from ``start`` (R143)."""
    n = len(s.players)
    return tuple((start + i) % n for i in range(n))


@frozen
class EachPlayer(Effect):
    """Each player (current player first, then clockwise) does the effects (R143)."""

    effects: tuple[Effect, ...] = field(converter=as_effects)
    others: bool = False
    with_hand: bool = False

    def run(self, s: State, ctx: Ctx) -> State:
        """Queue the effects once per player, in order."""
        from bigtrouble.model import Task

        others = self.others and not others_mean_you(s, ctx)  # Solo mode: a Villain's "each other player" is you
        order = clockwise_from(s, s.current if not others else ctx.player)
        tasks = tuple(
            Task(e, evolve(ctx, player=p))
            for p in order
            if not (others and p == ctx.player) and not (self.with_hand and not s.players[p].has_hand)
            for e in self.effects
        )
        return evolve_state(s, "queue", tasks + s.queue)

    def text(self) -> str:
        """The effects said of "Each player" (or "Each other player", "... with a hand")."""
        who = "Each other player" if self.others else "Each player"
        if self.with_hand:
            who += " with a hand"
        return said_of(who, effects_text(self.effects))


def left_of(s: State, p: int) -> int:
    """The player on ``p``'s left: the next one clockwise."""
    return (p + 1) % len(s.players)


@frozen
class LeftPlayer(Effect):
    """The player on your left does something. Needs that player to have a hand (R156)."""

    effects: tuple[Effect, ...] = field(converter=as_effects)
    needs_hand: bool = True

    def run(self, s: State, ctx: Ctx) -> State:
        """Queue the effects for the left player, or do nothing if they have no hand."""
        left = left_of(s, ctx.player)
        if left == ctx.player:
            return log(s, "There is no player on your left (Solo mode), so nothing happens.", "Solo mode", ctx.player)
        if self.needs_hand and not s.players[left].has_hand:
            return log(s, f"{player_name(s, left)} has no hand, so nothing happens.", "R156")
        return push(s, self.effects, evolve(ctx, player=left))

    def text(self) -> str:
        """The effects said of "The player on your left"."""
        return said_of("The player on your left", effects_text(self.effects))

    def reminder(self) -> str:
        """R156."""
        return (
            "With no hand on your left (after their Showdown Turn), nothing happens (R156)." if self.needs_hand else ""
        )


def reveals_class(s: State, p: int, classes: tuple[HeroClass, ...]) -> bool:
    """Whether player ``p`` can reveal a Hero of one of ``classes`` (from hand or played this turn)."""
    me = s.players[p]
    cards = me.hand + (me.played if p == s.current else ())
    return any(cdef(s, u).cls in classes for u in cards)


@frozen
class RevealClassOr(Effect):
    """ "Reveal a [class] Hero or [effects]": only a player who can't reveal one suffers."""

    classes: tuple[HeroClass, ...] = field(converter=_classes)
    effects: tuple[Effect, ...] = field(converter=as_effects)

    def run(self, s: State, ctx: Ctx) -> State:
        """Check the hand (and, for the current player, the cards played this turn)."""
        if reveals_class(s, ctx.player, self.classes):
            shown = " or ".join(c.title for c in self.classes)
            return log(s, f"{player_name(s, ctx.player)} reveals a {shown} Hero and is spared.", "", ctx.player)
        return push(s, self.effects, ctx)

    def text(self) -> str:
        """Reads "Reveal a <Class> Hero or <effect>"."""
        shown = " or ".join(c.title for c in self.classes)
        return f"Reveal a {shown} Hero or {clause(self.effects)}"

    REMINDER = "Reveal it from your hand; on your turn a card you played counts too."


@frozen
class RevealOr(Effect):
    """ "Reveal a [kind of card] or [effects]": like ``RevealClassOr``, for any filter (a Hero with printed Attack)."""

    filter: CardFilter
    effects: tuple[Effect, ...] = field(converter=as_effects)

    def run(self, s: State, ctx: Ctx) -> State:
        """Look in the hand (and, for the current player, the cards played this turn)."""
        me = s.players[ctx.player]
        cards = me.hand + (me.played if ctx.player == s.current else ())
        if any(self.filter.matches(cdef(s, u)) for u in cards):
            what = article(self.filter.text())
            return log(s, f"{player_name(s, ctx.player)} reveals {what} and is spared.", "", ctx.player)
        return push(s, self.effects, ctx)

    def text(self) -> str:
        """Reads "Reveal a <card> or <effect>"."""
        return f"Reveal {article(self.filter.text())} or {clause(self.effects)}"

    REMINDER = "Reveal it from your hand; on your turn a card you played counts too."
