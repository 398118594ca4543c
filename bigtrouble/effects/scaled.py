"""Effects whose reach depends on the player count, for the house cards tuned per count.

At 2 players each of them does exactly what the plain effect does (so 2-player games are
unchanged); with more players they stop a house Strike or Twist from growing with the
table, where a shared stack (the Wounds) would otherwise run out much sooner.
"""

from __future__ import annotations

from attrs import field, frozen

from bigtrouble.effects.base import Amount, Condition, Effect, as_effects, effects_text, lower_first, said_of
from bigtrouble.effects.basic import gain_wound
from bigtrouble.effects.schemes import gain_mediocre
from bigtrouble.effects.solo import others_mean_you
from bigtrouble.model import CHINATOWN, CITY_SPACES, Ctx, State, Task, evolve

STREETS = CITY_SPACES.index("streets")
_COUNT_WORDS = {1: "player", 2: "two players", 3: "three players"}


def _ints(items: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    return tuple(items)


def _seats(s: State) -> int:
    """The player count a scaled card reads: 2 to 5 (the Solo mode's one hand reads the 2-player value)."""
    return max(2, min(len(s.players), 5))


@frozen
class Nearest(Effect):
    """You and the next players clockwise (with ``others``: the players after you) do the effects: as many
    as ``counts`` gives for 2, 3, 4 and 5 players.

    With as many players as the count or fewer this is "each player" ("each other player"), in
    the same order (R143); the Solo mode's "each other player" from a Villain means you, as
    for :class:`~bigtrouble.effects.players.EachPlayer`.
    """

    counts: tuple[int, ...] = field(converter=_ints)
    effects: tuple[Effect, ...] = field(converter=as_effects)
    others: bool = False

    def run(self, s: State, ctx: Ctx) -> State:
        """Queue the effects for those players, nearest first."""
        others = self.others and not others_mean_you(s, ctx)
        start = ctx.player if others else s.current
        order = [(start + i) % len(s.players) for i in range(len(s.players))]
        if others:
            order = [p for p in order if p != ctx.player]
        n = self.counts[_seats(s) - 2]
        tasks = tuple(Task(e, evolve(ctx, player=p)) for p in order[:n] for e in self.effects)
        return evolve(s, queue=tasks + s.queue)

    def _who(self, n: int) -> str:
        left = n if self.others else n - 1
        if left == 0:
            return "You"
        place = "The player on your left" if left == 1 else f"The {_COUNT_WORDS[left]} on your left"
        return place if self.others else "You and " + lower_first(place)

    def text(self) -> str:
        """Words: the 2-player reach, then, briefly, each player count whose reach differs."""
        first = self.counts[0]
        who = self._who(first)
        other = [(i + 2, c if self.others else c - 1) for i, c in enumerate(self.counts) if c != first]
        if other:
            parts = [
                f"{n} players: {k} on your left" if j == 0 else f"{n} players: {k}" for j, (n, k) in enumerate(other)
            ]
            who += " (with " + "; ".join(parts) + ")"
        body = effects_text(self.effects)
        if self.others and first == 1 and not other:
            return said_of(who, body)
        return f"{who} each " + lower_first(body)


@frozen
class GainMediocreOrWound(Effect):
    """Gain the top Mediocre Hero on top of your deck; with none left, gain a Wound, but with ``alone_from``
    players or more only the current player takes that Wound (the others gain nothing).

    At 2 and 3 players this is :class:`~bigtrouble.effects.stacks.GainMediocreOrWound`.
    """

    alone_from: int = 3

    def run(self, s: State, ctx: Ctx) -> State:
        """One or the other (an empty Wound stack gives nothing, R140)."""
        if s.mediocre:
            return gain_mediocre(s, ctx.player, on_top=True)
        if len(s.players) >= self.alone_from and ctx.player != s.current:
            return s
        return gain_wound(s, ctx.player)

    def text(self) -> str:
        """Words (the Scheme's Special Rules say who takes the Wound at big tables)."""
        return "Gain a Mediocre Hero on top of your deck, or a Wound if none is left"


@frozen
class ChinatownHolds(Condition):
    """A Villain is in Chinatown; with ``streets_from`` players or more, only one in the Streets counts."""

    streets_from: int = 3

    def holds(self, s: State, ctx: Ctx) -> bool:
        """Look at the Streets, or at both Chinatown spaces."""
        spaces = (STREETS,) if _seats(s) >= self.streets_from else CHINATOWN
        return any(s.city[i] >= 0 for i in spaces)

    def text(self) -> str:
        """Reads "a Villain is in Chinatown (with <n>+ players: in the Streets)"."""
        return f"a Villain is in Chinatown (with {self.streets_from}+ players: in the Streets)"


@frozen
class CappedFrom(Amount):
    """Another amount, never more than ``cap`` with ``players`` players or more (no cap with fewer)."""

    NEVER_NEGATIVE = ("cap",)  # 0 or more when cap and its inner amounts are
    of: Amount
    cap: int
    players: int

    def value(self, s: State, ctx: Ctx) -> int:
        """The amount, capped at big tables."""
        v = self.of.value(s, ctx)
        return min(self.cap, v) if _seats(s) >= self.players else v

    def text(self) -> str:
        """The counted amount's words followed by "(with <n> players, up to +<cap>)"."""
        return f"{self.of.text()} (with {self.players} players, up to +{self.cap})"

    def unit(self) -> int:
        """As the capped amount."""
        return self.of.unit()
