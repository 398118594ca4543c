"""The Solo mode: our adaptation of the sister DC set's solo rules (not an official Big Trouble rule).

Big Trouble's own rulebook has no solo rules and tells one person to play two hands
(R2); that stays the default for one seat. ``Setup(players=1, variant="solo")`` plays
one hand instead, with the changes the DC rulebook makes for a single player:

- 3 Heroes, 1 Villain Group (the Mastermind's Always Leads is ignored), 1 Henchman
  Group of which 2 cards go into the Villain Deck and 2 more wait to enter the city
  at the very start of the first turn, one at a time, each with its Ambush (the other
  6 stay in the box; a Henchman Group a Scheme adds comes whole), 1 Bystander, 5
  Master Strikes and the Scheme's Twists (its 2-player number);
- after a Twist's effect (a Twist that plays more cards: after all of them), the player
  puts a Hero costing 6 or less from the HQ on the bottom of the Hero Deck, once per turn
  however many Twists came (:class:`TuckHero`);
- "each other player" on a Villain, a Mastermind or a Tactic means you (not on Heroes:
  a Hero's effect on other players, or on the player on your left, finds nobody);
- the Mastermind's abilities that name the group he always leads apply to the Villain
  Group in use (:func:`group_in_use`);
- the Final Showdown is taken alone, and a win is scored: VP minus 3 per Twist
  played, minus 1 per Villain and per Bystander in the Escaped pile (:func:`score`).

Scheme conditions that scale with the number of players use their 2-player figure.
"""

from __future__ import annotations

from attrs import frozen

from bigtrouble.cards.defs import Kind
from bigtrouble.effects.base import Effect, ask
from bigtrouble.model import SOLO_VARIANT, Ctx, Option, Setup, State, evolve
from bigtrouble.rules.leads import substitute
from bigtrouble.zones import Zone, cdef, log, move, name, player_name, refill_hq

SOLO_LABEL = "Solo mode (variant: our adaptation of the DC solo rules, not an official Big Trouble rule)"
"""How the variant is named in the new-game dialog, the log and the end screen."""

HEROES = 3
VILLAIN_GROUPS = 1
HENCHMAN_GROUPS = 1
HENCHMEN_IN_DECK = 2
HENCHMEN_IN_CITY = 2
BYSTANDERS = 1
TUCK_MAX_COST = 6
TUCKED_ON_TURN = "solo_tucked_on_turn"
"""Counter: the turn number on which the once-a-turn Twist tuck was last done."""
TWIST_PENALTY = 3

SOURCES_THAT_MEAN_YOU = frozenset({Kind.VILLAIN, Kind.HENCHMAN, Kind.MASTERMIND, Kind.TACTIC})
"""Cards whose "each other player" means the solo player (DC solo rules); Heroes' do not."""


def is_solo(s: State | Setup) -> bool:
    """Whether this game (or setup) is the Solo mode variant."""
    setup = s.setup if isinstance(s, State) else s
    return setup.variant == SOLO_VARIANT


def check_setup(setup: Setup) -> str:
    """Why ``setup``'s variant can't be played (an empty string when it can)."""
    if setup.variant not in ("", SOLO_VARIANT):
        return f"There is no variant called {setup.variant!r}; the only one is {SOLO_VARIANT!r} (the Solo mode)."
    if setup.variant == SOLO_VARIANT and setup.players != 1:
        return f"The Solo mode is for one player, but {setup.players} were chosen."
    return ""


def others_mean_you(s: State, ctx: Ctx) -> bool:
    """Whether an "each other player" effect from ``ctx.source`` falls on the solo player themself."""
    if not is_solo(s) or ctx.source < 0:
        return False
    return cdef(s, ctx.source).kind in SOURCES_THAT_MEAN_YOU


def no_one_on_the_left(s: State, p: int) -> bool:
    """Whether player ``p`` is alone at the table, so "the player on your left" is nobody (Solo mode)."""
    return len(s.players) == 1 and p == 0


def setup_lines(s: State) -> tuple[str, ...]:
    """What the log says at the start of a Solo game: the variant and the Always Leads substitution."""
    lines = [f"{SOLO_LABEL}: one hand, 3 Heroes, 1 Villain Group, Henchmen 2 + 2, 1 Bystander."]
    led, stand_in = substitute(s.setup)
    if led:
        lines.append(
            f"Solo mode: {s.setup.mastermind}'s abilities that name the {led} apply to the {stand_in} instead."
        )
    return tuple(lines)


# --- the first turn: two Henchmen enter the city ------------------------------------------------


def first_turn_effects(s: State) -> tuple[Effect, ...]:
    """At the very start of a Solo game's first turn: the waiting Henchmen enter, one at a time (each Ambush first).

    The turn's start asks this on the game's first turn only.
    """
    from bigtrouble.rules.villain_deck import EnterCity

    if not is_solo(s):
        return ()
    waiting = tuple(u for u in s.revealed if cdef(s, u).kind is Kind.HENCHMAN)
    return tuple(EnterCity(u) for u in waiting)


# --- after a Twist: tuck a Hero from the HQ --------------------------------------------------


def after_twist_effects(s: State) -> tuple[Effect, ...]:
    """The Solo mode's extra Twist effect, queued after the Twist's own effect (once per turn)."""
    return (TuckHero(),) if is_solo(s) else ()


@frozen
class TuckHero(Effect):
    """Solo mode: put a Hero costing 6 or less from the HQ on the bottom of the Hero Deck, once per turn."""

    def options(self, s: State) -> tuple[Option, ...]:
        """The HQ Heroes that may go."""
        return tuple(Option(name(s, u), u) for u in s.hq if u >= 0 and cdef(s, u).cost <= TUCK_MAX_COST)

    def run(self, s: State, ctx: Ctx) -> State:
        """Ask the player, unless it was done this turn already or no Hero qualifies."""
        if s.counter(TUCKED_ON_TURN) == s.turn.number:  # once a turn, however many Twists: nothing more to say
            return s
        if any(isinstance(t.effect, TuckHero) for t in s.queue):
            return s  # a Twist played by a Twist: the outer one tucks, once every Twist effect is done
        s = _mark_tucked(s)
        opts = self.options(s)
        if not opts:
            return log(
                s, "Solo mode: no Hero in the HQ costs 6 or less, so none goes under the Hero Deck.", "Solo mode"
            )
        prompt = "Solo mode: choose a Hero costing 6 or less in the HQ to put on the bottom of the Hero Deck."
        return ask(s, ctx.player, prompt, opts, False, self, ctx, "Solo mode")

    def resume(self, s: State, ctx: Ctx, choice: int) -> State:
        """Put it under the deck and refill its space."""
        uid = self.options(s)[choice].uid
        s = move(s, uid, (Zone.HERO_DECK, -1))
        s = log(s, f"{player_name(s, ctx.player)} puts {name(s, uid)} on the bottom of the Hero Deck.", "Solo mode")
        return refill_hq(s)

    def text(self) -> str:
        """Reads "Put a Hero costing 6 or less from the HQ on the bottom of the Hero Deck (once per turn)"."""
        return "Put a Hero costing 6 or less from the HQ on the bottom of the Hero Deck (once per turn)"


def _mark_tucked(s: State) -> State:
    counters = tuple((k, v) for k, v in s.counters if k != TUCKED_ON_TURN) + ((TUCKED_ON_TURN, s.turn.number),)
    return evolve(s, counters=counters)


# --- scoring ----------------------------------------------------------------------------------


@frozen
class SoloScore:
    """A won Solo game's score and how it was reached."""

    vp: int
    twists: int
    escaped_villains: int
    escaped_bystanders: int

    @property
    def total(self) -> int:
        """VP, minus 3 a Twist played, minus 1 an escaped Villain and an escaped Bystander."""
        return self.vp - TWIST_PENALTY * self.twists - self.escaped_villains - self.escaped_bystanders

    def lines(self) -> tuple[str, ...]:
        """The sum in words, one part a line."""
        return (
            f"Victory Points: {self.vp}",
            f"Scheme Twists played: {self.twists} × −{TWIST_PENALTY} = {-TWIST_PENALTY * self.twists}",
            f"Villains in the Escaped pile: {self.escaped_villains} × −1 = {-self.escaped_villains}",
            f"Bystanders in the Escaped pile: {self.escaped_bystanders} × −1 = {-self.escaped_bystanders}",
            f"Solo score: {self.total}",
        )


def score(s: State) -> SoloScore | None:
    """The solo score of a won Solo game; ``None`` for any other game or result (only a win is scored)."""
    from bigtrouble.model import Outcome
    from bigtrouble.rules.ending import vp

    if not is_solo(s) or s.outcome is not Outcome.WIN:
        return None
    villains = sum(1 for u in s.escaped if cdef(s, u).is_villain)
    bystanders = sum(1 for u in s.escaped if cdef(s, u).kind is Kind.BYSTANDER)
    return SoloScore(vp(s, 0), s.twists, villains, bystanders)


def score_line(s: State) -> str:
    """The log's closing sentence for a Solo game (empty for other games)."""
    if not is_solo(s):
        return ""
    sc = score(s)
    if sc is None:
        return "Solo mode: only a win is scored."
    return (
        f"Solo score {sc.total}: {sc.vp} VP, −{TWIST_PENALTY * sc.twists} for {sc.twists} Twists, "
        f"−{sc.escaped_villains + sc.escaped_bystanders} for escaped Villains and Bystanders."
    )


def first_game() -> Setup:
    """A first Solo game: the rulebook's first-game Mastermind and Scheme, the Villains he leads, 3 of its Heroes."""
    return Setup(
        players=1,
        mastermind="Six Shooter",
        scheme="Forge Crime Syndicate",
        heroes=("Eddie", "Egg Shen", "Jack Burton"),
        villains=("Wing Kong Gang",),
        henchmen=("Wing Kong Thugs",),
        jack_commons="Sleeveless Jack",
        variant=SOLO_VARIANT,
    )
