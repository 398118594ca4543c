"""Custom effects for the Masterminds' Master Strikes and Tactics.

Sorcerous Lo Pan's Strike and *Rule the Universe from Beyond the Grave* follow the
rulebook (R150-R154); the rest is house design.
"""

from __future__ import annotations

from attrs import field, frozen

from bigtrouble.effects.base import Amount, CardFilter, Effect, ask, push
from bigtrouble.effects.basic import ko_card
from bigtrouble.effects.heroes import article
from bigtrouble.effects.leads import lead_filter
from bigtrouble.effects.schemes import UNCLE_CHU, UNCLE_CHU_KILLED, bump
from bigtrouble.effects.ties import one_per_card, tie_rule, tied_for_most
from bigtrouble.effects.villain_deck import PlayVillainCard
from bigtrouble.model import CHINATOWN, Ctx, Option, State
from bigtrouble.zones import Zone, cdef, count_matching, log, move, name, player_name


@frozen
class ReturnWarriorToDeck(Effect):
    """Sorcerous Lo Pan's Strike (R150-R152).

    The Villain of ``group`` closest to the Bridge goes back on top of the Villain
    Deck and every card it held is KO'd (an Uncle Chu KO'd this way is killed). With
    none in the city, the next Villain Deck card is played instead.
    """

    group: str
    label: str = "Warrior of Lo Pan"

    def run(self, s: State, ctx: Ctx) -> State:
        """Find the Warrior, or play a card."""
        flt = lead_filter(s, CardFilter(group=self.group))  # Solo mode: the group in use may stand in
        for space in range(4, -1, -1):
            uid = s.city[space]
            if uid >= 0 and flt.matches(cdef(s, uid)):
                for held in s.captives[space]:
                    killed = UNCLE_CHU.matches(cdef(s, held))
                    s = ko_card(s, held, "R151")
                    if killed:
                        s = bump(s, UNCLE_CHU_KILLED)
                s = move(s, uid, (Zone.VILLAIN_DECK, -1), top=True)
                return log(s, f"{name(s, uid)} is called back to the top of the Villain Deck.", "R150")
        s = log(s, f"No {self.label} is in the city: play the next Villain Deck card.", "R152")
        return push(s, (PlayVillainCard(),), ctx)

    REMINDER = (
        "The cards it held (Bystanders, or Uncle Chu) are KO'd (R151). With no Warrior in the city, play the "
        "next card of the Villain Deck (R152)."
    )

    def text(self) -> str:
        """The Strike as a sentence: the closest one goes back on the Villain Deck, else a card is played."""
        return (
            f"The {self.label} closest to the Bridge goes on top of the Villain Deck; KO what it held. "
            "If none, play another card"
        )


@frozen
class RiseFromTheGrave(Effect):
    """*Rule the Universe from Beyond the Grave* (R153-R154).

    While the Mastermind still has Tactics, the Villain worth the most VP in your
    Victory Pile (or, if you have none, in the Escaped pile) becomes a new face-down
    Tactic: one more fight to win. When it is taken, its own Fight effect resolves.
    Several different Villains tied for the most VP are your choice (R145).
    """

    def pile(self, s: State, ctx: Ctx) -> tuple[tuple[int, ...], str]:
        """The Villains of the pile they rise from (yours, else the Escaped pile) and its words."""
        mine = player_name(s, ctx.player) + "'s Victory Pile"
        for pile, where in ((s.players[ctx.player].victory, mine), (s.escaped, "the Escaped pile")):
            villains = tuple(u for u in pile if cdef(s, u).is_villain)
            if villains:
                return villains, where
        return (), ""

    def options(self, s: State, ctx: Ctx) -> tuple[Option, ...]:
        """The different Villains tied for the most VP in that pile."""
        villains, _ = self.pile(s, ctx)
        return one_per_card(s, tied_for_most(villains, lambda u: cdef(s, u).vp))

    def run(self, s: State, ctx: Ctx) -> State:
        """Ask which Villain rises (a lone one is answered by the engine)."""
        if not s.tactics:
            return log(s, f"{name(s, s.mastermind)} has no Tactics left, so no Villain rises.", "R102", ctx.player)
        opts = self.options(s, ctx)
        if not opts:
            return log(s, "No Villain can rise from the grave.", "R153", ctx.player)
        if len(opts) > 1:
            prompt = f"{len(opts)} Villains tie for the most VP: choose the one that rises as a new Tactic."
        else:
            prompt = "Choose the Villain worth the most VP to rise as a new Tactic."
        return ask(s, ctx.player, prompt, opts, False, self, ctx, tie_rule(opts))

    def resume(self, s: State, ctx: Ctx, choice: int) -> State:
        """Move the chosen Villain under the Mastermind."""
        _, where = self.pile(s, ctx)
        uid = self.options(s, ctx)[choice].uid
        s = move(s, uid, (Zone.TACTICS, -1))
        return log(s, f"{name(s, uid)} rises from {where} as a new Tactic of {name(s, s.mastermind)}.", "R153")

    def text(self) -> str:
        """The Tactic as a sentence: the best Villain from your Victory Pile joins his Tactics."""
        return "Put the Villain worth the most VP in your Victory Pile (or the Escaped pile) among his Tactics"

    REMINDER = (
        "Only if he still has a Tactic. The Villain goes face down as a 5th Tactic; the Escaped pile gives "
        "one only if you have none. Whoever takes it resolves its Fight effect (R153-R154)."
    )


@frozen
class ReleaseFromStack(Effect):
    """Up to ``n`` cards leave the Mastermind's stack for the KO pile (so they no longer add to his Attack)."""

    n: int

    def run(self, s: State, ctx: Ctx) -> State:
        """Move them straight to the KO pile: a KO here must not put them back on the stack (R174)."""
        released = s.mastermind_stack[: self.n]
        for uid in released:
            s = move(s, uid, (Zone.KO, -1))
        if not released:
            return log(s, f"{name(s, s.mastermind)}'s stack is empty.", "R174", ctx.player)
        return log(
            s,
            f"{len(released)} card{'s' if len(released) != 1 else ''} crumble from "
            f"{name(s, s.mastermind)}'s stack into the KO pile.",
            "R174",
            ctx.player,
        )

    def text(self) -> str:
        """Reads "KO <n> cards from the Mastermind's stack"."""
        return f"KO {self.n} cards from the Mastermind's stack"


# --- Amounts for the Masterminds' bonuses ------------------------------------------


@frozen
class WhileInCity(Amount):
    """1 while at least one matching Villain is in the city (or in Chinatown), else 0."""

    NEVER_NEGATIVE = True  # a count
    filter: CardFilter = CardFilter(villain=True)
    chinatown: bool = False

    def value(self, s: State, ctx: Ctx) -> int:
        """Look for one."""
        spaces = CHINATOWN if self.chinatown else range(5)
        flt = lead_filter(s, self.filter)
        return int(any(s.city[i] >= 0 and flt.matches(cdef(s, s.city[i])) for i in spaces))

    def text(self) -> str:
        """Reads "while a <Villain> is in the city" (or "in Chinatown")."""
        where = "Chinatown" if self.chinatown else "the city"
        return f"while {article(self.filter.text())} is in {where}"


@frozen
class HeldByMastermind(Amount):
    """How many matching cards the Mastermind holds captive."""

    NEVER_NEGATIVE = True  # a count
    filter: CardFilter

    def value(self, s: State, ctx: Ctx) -> int:
        """Count them."""
        return count_matching(s, s.mastermind_captives, self.filter)

    def text(self) -> str:
        """Reads "for each <card> he holds"."""
        return f"for each {self.filter.text()} he holds"


def _amounts(items: tuple[Amount, ...] | list[Amount]) -> tuple[Amount, ...]:
    return tuple(items)


@frozen
class SumOf(Amount):
    """Several amounts added up, e.g. "+1 for each X and for each Y"."""

    NEVER_NEGATIVE = ()  # 0 or more when its inner amounts are
    parts: tuple[Amount, ...] = field(converter=_amounts)

    def value(self, s: State, ctx: Ctx) -> int:
        """The sum."""
        return sum(a.value(s, ctx) for a in self.parts)

    def text(self) -> str:
        """The parts' words joined by "and"."""
        return " and ".join(a.text() for a in self.parts)
