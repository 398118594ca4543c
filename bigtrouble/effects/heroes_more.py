"""Effects for Gracie Law, Miao Yin and Henry Swanson that the basic vocabulary lacks.

Each is a frozen value that remembers its progress in its own fields, so a card
waiting on another player's answer (a gift, a pass) can be saved and undone like
any other state. Choices made by another player are asked of that player.
"""

from __future__ import annotations

from attrs import evolve, frozen

from bigtrouble.cards.defs import Kind
from bigtrouble.effects.base import CardFilter, Effect, Modifier, ask
from bigtrouble.effects.basic import rescue_bystander
from bigtrouble.effects.players import clockwise_from, left_of
from bigtrouble.model import CHINATOWN, CITY_SPACES, Ctx, LogKind, Option, State
from bigtrouble.zones import Zone, cdef, log, move, name, player_name, refill_hq

ZERO_COST_HERO = CardFilter(hero=True, max_cost=0, label="0-cost Hero")


def _a(phrase: str) -> str:
    return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase


@frozen
class RescueCaptive(Effect):
    """Rescue a Bystander already captured by a Villain in the city, straight off it (R124)."""

    def options(self, s: State) -> tuple[Option, ...]:
        """Every Bystander held by a Villain in the city (not those held by the Mastermind)."""
        out: list[Option] = []
        for space, villain in enumerate(s.city):
            if villain < 0:
                continue
            for u in s.captives[space]:
                if cdef(s, u).kind is Kind.BYSTANDER:
                    out.append(Option(f"{name(s, u)} held by {name(s, villain)} ({CITY_SPACES[space]})", u))
        return tuple(out)

    def run(self, s: State, ctx: Ctx) -> State:
        """Ask which captive to rescue; with none captured, nothing happens."""
        opts = self.options(s)
        if not opts:
            return log(s, "No Villain in the city holds a Bystander, so there is no one to rescue.", "R124")
        return ask(s, ctx.player, "Choose a captured Bystander to rescue.", opts, False, self, ctx, "R124")

    def resume(self, s: State, ctx: Ctx, choice: int) -> State:
        """Move the chosen Bystander into your Victory Pile."""
        return rescue_bystander(s, ctx.player, self.options(s)[choice].uid, "R124")

    def text(self) -> str:
        """Reads "Rescue a Bystander held by a Villain in the city"."""
        return "Rescue a Bystander held by a Villain in the city"


@frozen
class WeakenVillains(Effect):
    """Choose up to ``count`` different Villains in the city; each gets ``delta`` Attack this turn (R166-R168)."""

    count: int = 2
    delta: int = -2
    chosen: tuple[int, ...] = ()

    def options(self, s: State) -> tuple[Option, ...]:
        """The Villains in the city not chosen yet."""
        return tuple(
            Option(f"{name(s, u)} ({CITY_SPACES[i]})", u)
            for i, u in enumerate(s.city)
            if u >= 0 and u not in self.chosen
        )

    def run(self, s: State, ctx: Ctx) -> State:
        """Ask for the next Villain, until enough are chosen or none is left."""
        opts = self.options(s)
        if len(self.chosen) >= self.count or not opts:
            return s
        prompt = (
            f"Choose a Villain to get {self.delta} Attack this turn ({len(self.chosen) + 1} of up to {self.count})."
        )
        return ask(s, ctx.player, prompt, opts, True, self, ctx, "R166")

    def resume(self, s: State, ctx: Ctx, choice: int) -> State:
        """Attach the modifier to the chosen Villain and ask again."""
        if choice < 0:
            return s
        uid = self.options(s)[choice].uid
        mod = Modifier(self.delta, target=uid)
        s = evolve(s, turn=evolve(s.turn, modifiers=s.turn.modifiers + (mod,)))
        s = log(s, f"{name(s, uid)} gets {self.delta} Attack this turn (never below 0).", "R167", ctx.player)
        return evolve(self, chosen=self.chosen + (uid,)).run(s, ctx)

    def text(self) -> str:
        """Reads "Choose a Villain in the city. It gets <n> Attack this turn" (or up to <count>)."""
        if self.count == 1:
            return f"Choose a Villain in the city. It gets {self.delta} Attack this turn"
        return f"Choose up to {self.count} Villains in the city. Each gets {self.delta} Attack this turn"


@frozen
class RecruitFree(Effect):
    """You may recruit a Hero from the HQ without spending Recruit (never in a Showdown Turn, R107, R176).

    ``max_cost`` limits the cost; ``beneath_chinatown`` only offers the HQ spaces
    beneath Chinatown (R147). The Hero goes to your discard pile and its space
    refills, as any recruit does (R79, R81).
    """

    max_cost: int | None = None
    beneath_chinatown: bool = False

    def options(self, s: State) -> tuple[Option, ...]:
        """The Heroes that may be taken now."""
        spaces = CHINATOWN if self.beneath_chinatown else range(5)
        out: list[Option] = []
        for i in spaces:
            u = s.hq[i]
            if u < 0:
                continue
            d = cdef(s, u)
            if d.is_hero and (self.max_cost is None or d.cost <= self.max_cost):
                out.append(Option(f"{d.name} (costs {d.cost})", u))
        return tuple(out)

    def run(self, s: State, ctx: Ctx) -> State:
        """Offer the Heroes, unless recruiting is forbidden this turn."""
        if s.turn.showdown:
            return log(s, "No Heroes can be recruited during a Showdown Turn, so the free recruit is lost.", "R176")
        if s.turn.healed:
            return log(s, "You healed this turn, so you can't recruit, even for free.", "R135", ctx.player)
        opts = self.options(s)
        if not opts:
            return s
        return ask(s, ctx.player, "You may recruit one of these Heroes for free.", opts, True, self, ctx, "R79")

    def resume(self, s: State, ctx: Ctx, choice: int) -> State:
        """Take the chosen Hero into your discard pile and refill the HQ."""
        if choice < 0:
            return s
        uid = self.options(s)[choice].uid
        s = move(s, uid, (Zone.DISCARD, ctx.player))
        s = evolve(s, turn=evolve(s.turn, recruited=True))
        s = refill_hq(s)
        words = f"{player_name(s, ctx.player)} recruits {name(s, uid)} for free."
        return log(s, words, "R79", ctx.player, LogKind.RECRUIT, (uid,))

    def text(self) -> str:
        """Reads "You may recruit a Hero (costing <n> or less) from the HQ for free"."""
        what = "Hero" if self.max_cost is None else f"Hero that costs {self.max_cost} or less"
        where = "an HQ space beneath Chinatown" if self.beneath_chinatown else "the HQ"
        return f"You may recruit {_a(what)} from {where} for free"


@frozen
class GiveToLeftDiscard(Effect):
    """You may put a card from your discard pile into the left-hand player's discard pile (R173)."""

    def run(self, s: State, ctx: Ctx) -> State:
        """Offer your discard pile; a hand is not needed on either side."""
        cards = s.players[ctx.player].discard
        left = left_of(s, ctx.player)
        if not cards or left == ctx.player:  # alone at the table (Solo mode), there is no one to give it to
            return s
        opts = tuple(Option(name(s, u), u) for u in cards)
        prompt = f"You may put a card from your discard pile into {player_name(s, left)}'s discard pile."
        return ask(s, ctx.player, prompt, opts, True, self, ctx, "R173")

    def resume(self, s: State, ctx: Ctx, choice: int) -> State:
        """Move it; an empty discard pile is simply started by it (R173)."""
        if choice < 0:
            return s
        uid = s.players[ctx.player].discard[choice]
        left = left_of(s, ctx.player)
        started = not s.players[left].discard
        s = move(s, uid, (Zone.DISCARD, left))
        words = f"{player_name(s, ctx.player)} puts {name(s, uid)} into {player_name(s, left)}'s discard pile"
        return log(s, words + (", starting it." if started else "."), "R173", ctx.player)

    def text(self) -> str:
        """Reads "You may give a card from your discard pile to the player on your left"."""
        return "You may give a card from your discard pile to the player on your left"

    REMINDER = "A given card goes into their discard pile, starting one if they have none (R173)."


@frozen
class TakeFromMastermindStack(Effect):
    """You may take a 0-cost Hero from the Mastermind's stack into your hand (only Ching Dai keeps one, R172)."""

    filter: CardFilter = ZERO_COST_HERO

    def options(self, s: State) -> tuple[Option, ...]:
        """The matching cards on the Mastermind's stack."""
        return tuple(Option(name(s, u), u) for u in s.mastermind_stack if self.filter.matches(cdef(s, u)))

    def run(self, s: State, ctx: Ctx) -> State:
        """Offer the stack's Heroes; an empty or missing stack offers nothing."""
        opts = self.options(s)
        if not opts:
            return s
        prompt = f"You may take {_a(self.filter.text())} from {name(s, s.mastermind)}'s stack into your hand."
        return ask(s, ctx.player, prompt, opts, True, self, ctx, "R172")

    def resume(self, s: State, ctx: Ctx, choice: int) -> State:
        """Move the chosen card into your hand."""
        if choice < 0:
            return s
        uid = self.options(s)[choice].uid
        s = move(s, uid, (Zone.HAND, ctx.player))
        who = player_name(s, ctx.player)
        return log(s, f"{who} takes {name(s, uid)} from {name(s, s.mastermind)}'s stack.", "R172", ctx.player)

    def text(self) -> str:
        """Reads "You may take a <card> from Ching Dai's stack"."""
        return f"You may take {_a(self.filter.text())} from Ching Dai's stack"

    REMINDER = "A taken Hero goes into your hand. Only Ching Dai keeps a stack (R172)."


@frozen
class GiftsFromOthers(Effect):
    """Each other player, clockwise, may give you a card from their hand; you get Attack per gift (R143, R157).

    ``waiting`` holds the players still to be asked once the effect has started.
    """

    attack_per_gift: int = 1
    waiting: tuple[int, ...] = ()
    started: bool = False

    def run(self, s: State, ctx: Ctx) -> State:
        """Ask the next player who has a hand with cards in it."""
        waiting = self.waiting if self.started else clockwise_from(s, ctx.player)[1:]
        while waiting:
            giver = waiting[0]
            hand = s.players[giver].hand
            if not s.players[giver].has_hand:
                s = log(s, f"{player_name(s, giver)} has no hand, so gives no gift.", "R157", giver)
            elif not hand:
                s = log(s, f"{player_name(s, giver)} has no cards in hand to give.", "R157", giver)
            else:
                nxt = evolve(self, waiting=waiting, started=True)
                opts = tuple(Option(name(s, u), u) for u in hand)
                prompt = f"You may give {player_name(s, ctx.player)} a card from your hand as a gift."
                return ask(s, giver, prompt, opts, True, nxt, ctx, "R157")
            waiting = waiting[1:]
        return s

    def resume(self, s: State, ctx: Ctx, choice: int) -> State:
        """Hand the gift over (if any), then ask the next player."""
        giver = self.waiting[0]
        if choice >= 0:
            uid = s.players[giver].hand[choice]
            s = move(s, uid, (Zone.HAND, ctx.player))
            s = evolve(s, turn=s.turn.gained(ctx.source, attack=self.attack_per_gift))
            s = log(s, f"{player_name(s, giver)} gives {player_name(s, ctx.player)} a gift.", "R157", giver)
        else:
            s = log(s, f"{player_name(s, giver)} keeps their cards.", "", giver)
        return evolve(self, waiting=self.waiting[1:]).run(s, ctx)

    REMINDER = "A gift goes into your hand; a player with no hand gives none (R157)."

    def text(self) -> str:
        """Reads "Each other player may give you a card ...", with the Attack per gift if any."""
        out = "Each other player may give you a card from their hand as a gift"
        if self.attack_per_gift:
            out += f". You get +{self.attack_per_gift} Attack for each gift"
        return out


@frozen
class PassLeft(Effect):
    """Each player who has a hand passes a card from it to the player on their left (R143, R160).

    Everyone chooses first, current player first then clockwise, and the cards move
    together, so no one passes on a card they were just given. A player with no
    hand passes nothing but still receives: the card goes to their discard pile,
    since they have no hand to hold it.
    """

    waiting: tuple[int, ...] = ()
    chosen: tuple[tuple[int, int], ...] = ()
    started: bool = False

    def run(self, s: State, ctx: Ctx) -> State:
        """Ask the next player with cards in hand, or move every chosen card."""
        waiting = self.waiting if self.started else clockwise_from(s, s.current)
        if len(s.players) == 1:
            return log(s, "There is no one to pass a card to (Solo mode).", "Solo mode")
        while waiting:
            giver = waiting[0]
            if not s.players[giver].has_hand:
                s = log(s, f"{player_name(s, giver)} has no hand, so passes nothing.", "R160", giver)
            elif s.players[giver].hand:
                nxt = evolve(self, waiting=waiting, started=True)
                opts = tuple(Option(name(s, u), u) for u in s.players[giver].hand)
                prompt = f"Choose a card from your hand to pass to {player_name(s, left_of(s, giver))}."
                return ask(s, giver, prompt, opts, False, nxt, ctx, "R160")
            waiting = waiting[1:]
        return self._pass_all(s)

    def resume(self, s: State, ctx: Ctx, choice: int) -> State:
        """Remember the choice and ask the next player."""
        giver = self.waiting[0]
        uid = s.players[giver].hand[choice]
        return evolve(self, waiting=self.waiting[1:], chosen=self.chosen + ((giver, uid),)).run(s, ctx)

    def _pass_all(self, s: State) -> State:
        for giver, uid in self.chosen:
            to = left_of(s, giver)
            if s.players[to].has_hand:
                s = move(s, uid, (Zone.HAND, to))
                s = log(s, f"{player_name(s, giver)} passes a card to {player_name(s, to)}.", "R160", giver)
            else:
                s = move(s, uid, (Zone.DISCARD, to))
                words = f"{player_name(s, giver)} passes a card to {player_name(s, to)}, who has no hand"
                s = log(s, words + ", so it goes to their discard pile.", "R160", giver)
        return s

    REMINDER = "Players with hands pass even to a player without one; players without hands pass nothing (R160)."

    def text(self) -> str:
        """Reads "Each player with a hand passes a card from it to the player on their left"."""
        return "Each player with a hand passes a card from it to the player on their left"


__all__ = [
    "GiftsFromOthers",
    "GiveToLeftDiscard",
    "PassLeft",
    "RecruitFree",
    "RescueCaptive",
    "TakeFromMastermindStack",
    "WeakenVillains",
    "ZERO_COST_HERO",
]
