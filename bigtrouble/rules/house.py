"""House rules from the sister DC set's rulebook, each off unless ``Setup.house`` names it.

None of these is a Big Trouble rule; each is the DC book's optional rule or difficulty
knob, worded for this set. They are recorded in the setup (and so in every save) and
named in the log at the start of the game. Which of the DC book's options are here,
and why (see ``shared/rules/dc-vs-btilc.md``):

- ``mulligan`` (S10, the starting HQ mulligan): when at least two HQ Heroes cost 7 or
  more at setup, every Hero costing 7 or more is set aside, the spaces refill (setting
  aside any further 7+ Hero), and the set-aside Heroes are shuffled back into the Hero
  Deck. This set has nine such Heroes (cost 7 and 8), so it can happen.
- ``warmup`` (T1, the warm-up round): with 4 or 5 hands, nobody plays a Villain card on
  their own first turn.
- ``stronger-mastermind`` / ``weaker-mastermind`` (§7, "harder" / "easier"): the
  Mastermind has 2 more / 2 fewer Attack all game (never below 0).
- ``extra-twist`` (§7, "harder"): one more Scheme Twist in the Villain Deck (the box's
  11 permitting).
- ``uncle-chu-start`` (§7, "easier": Supports in place of Pawns): each starting deck
  has 2 Uncle Chu from the stack in place of 2 Chang Sing Strategists. Uncle Chu is
  this set's always-available grey Hero, as the Support is DC's.

Left out: the Epic Mastermind side (this set's Masterminds have none), a bigger hand
(7 or 8 cards; the hand size of 6 is written into the rules of drawing, the Showdown
and its Cliffhanger, so it would be a different game rather than a knob), and Final
Blow (E5): this set's own ending, the Final Showdown, already decides who takes the
Mastermind card, and a fifth fight for that card would contradict it.
"""

from __future__ import annotations

from bigtrouble import rng as rngmod
from bigtrouble.cards.defs import Kind
from bigtrouble.model import Setup, State, evolve
from bigtrouble.zones import cdef, log

MULLIGAN = "mulligan"
WARMUP = "warmup"
STRONGER = "stronger-mastermind"
WEAKER = "weaker-mastermind"
EXTRA_TWIST = "extra-twist"
UNCLE_CHU_START = "uncle-chu-start"

HOUSE_RULES: dict[str, str] = {
    MULLIGAN: "HQ mulligan: at setup, if 2 or more HQ Heroes cost 7+, they are set aside and replaced",
    WARMUP: "Warm-up round (4-5 players): no Villain card on each player's first turn",
    STRONGER: "Stronger Mastermind: +2 Attack all game",
    WEAKER: "Weaker Mastermind: -2 Attack all game",
    EXTRA_TWIST: "One more Scheme Twist in the Villain Deck",
    UNCLE_CHU_START: "Easier start: 2 Uncle Chu in place of 2 Chang Sing Strategists in each starting deck",
}
"""Every house rule by name, with the line the dialog, ``simulate --help`` and the log show."""

MULLIGAN_COST = 7
MULLIGAN_TRIGGER = 2
WARMUP_HANDS = 4
MASTERMIND_SHIFT = 2
MASTERMIND_BONUS = "mastermind_attack_bonus"
UNCLE_CHU_SWAPS = 2


def check_setup(setup: Setup) -> str:
    """Why ``setup``'s house rules can't be used (an empty string when they can)."""
    unknown = [h for h in setup.house if h not in HOUSE_RULES]
    if unknown:
        return f"There is no house rule called {unknown[0]!r}. Choose from: {', '.join(HOUSE_RULES)}."
    if len(set(setup.house)) != len(setup.house):
        return "A house rule is named twice."
    if STRONGER in setup.house and WEAKER in setup.house:
        return "The Mastermind can't be both stronger and weaker: choose one."
    return ""


def uses(s: State | Setup, rule: str) -> bool:
    """Whether the game (or setup) uses house rule ``rule``."""
    setup = s.setup if isinstance(s, State) else s
    return rule in setup.house


def extra_twists(setup: Setup) -> int:
    """Twists the house rules add to the Villain Deck."""
    return 1 if EXTRA_TWIST in setup.house else 0


def starting_swaps(setup: Setup) -> int:
    """Chang Sing Strategists each starting deck trades for Uncle Chu."""
    return UNCLE_CHU_SWAPS if UNCLE_CHU_START in setup.house else 0


def skips_villain_card(s: State) -> bool:
    """Warm-up round: with 4 or 5 hands, the turn now starting is its player's first, so no Villain card."""
    return uses(s, WARMUP) and len(s.players) >= WARMUP_HANDS and s.turn.number <= len(s.players)


def at_setup(s: State) -> State:
    """Apply the house rules that act once the decks are built: the log line, the Mastermind's Attack, the mulligan."""
    if not s.setup.house:
        return s
    words = "; ".join(HOUSE_RULES[h] for h in s.setup.house)
    s = log(s, f"House rules (from the DC rulebook, not Big Trouble's): {words}.", "house rule")
    shift = MASTERMIND_SHIFT if uses(s, STRONGER) else -MASTERMIND_SHIFT if uses(s, WEAKER) else 0
    if shift:
        counters = tuple((k, v) for k, v in s.counters if k != MASTERMIND_BONUS)
        s = evolve(s, counters=counters + ((MASTERMIND_BONUS, s.counter(MASTERMIND_BONUS) + shift),))
    if uses(s, MULLIGAN):
        s = mulligan(s)
    return s


def _dear(s: State, uid: int) -> bool:
    return uid >= 0 and cdef(s, uid).kind is Kind.HERO and cdef(s, uid).cost >= MULLIGAN_COST


def mulligan(s: State) -> State:
    """The starting HQ mulligan (DC S10): only if 2 or more HQ Heroes cost 7 or more."""
    if sum(1 for u in s.hq if _dear(s, u)) < MULLIGAN_TRIGGER:
        return log(s, "HQ mulligan: fewer than 2 HQ Heroes cost 7 or more, so the HQ stays.", "house rule")
    aside: list[int] = []
    hq = list(s.hq)
    deck = s.hero_deck
    for i in range(len(hq)):
        while _dear(s, hq[i]):
            aside.append(hq[i])
            if deck:
                hq[i], deck = deck[0], deck[1:]
            else:
                hq[i] = -1
    shuffled, r = rngmod.shuffled(s.rng, deck + tuple(aside))
    s = evolve(s, hq=tuple(hq), hero_deck=shuffled, rng=r)
    return log(s, f"HQ mulligan: {len(aside)} Heroes costing 7 or more go back into the Hero Deck.", "house rule")


def parse(text: str) -> tuple[str, ...]:
    """``"mulligan,warmup"`` -> the names; raise ``ValueError`` with the choices for an unknown one."""
    names = tuple(p.strip() for p in text.split(",") if p.strip())
    for n in names:
        if n not in HOUSE_RULES:
            raise ValueError(f"{n!r} is not a house rule; choose from {', '.join(HOUSE_RULES)}")
    return names
