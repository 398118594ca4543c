"""Setting up a game (R1-R40, R182-R184): choose the cards, build every deck, deal.

``new_game(setup, seed)`` fills every empty choice at random with the state's
own PRNG, so the same setup and seed always give the same game.
"""

from __future__ import annotations

from collections.abc import Callable

from attrs import evolve

from bigtrouble import rng as rngmod
from bigtrouble.cards import registry
from bigtrouble.cards.defs import FAMILY_MEDIOCRE, FAMILY_STRATEGIST, FAMILY_UNCLE_CHU, FAMILY_WARRIOR, CardDef, Kind
from bigtrouble.effects.base import push
from bigtrouble.effects.runner import resolve
from bigtrouble.errors import SetupError
from bigtrouble.model import Ctx, PlayerState, Setup, State
from bigtrouble.rng import Rng
from bigtrouble.rules import house, scheme_setups, solo
from bigtrouble.zones import log, refill_hq

VILLAIN_GROUPS = {1: solo.VILLAIN_GROUPS, 2: 2, 3: 3, 4: 3, 5: 4}
HENCHMAN_GROUPS = {1: solo.HENCHMAN_GROUPS, 2: 1, 3: 1, 4: 2, 5: 2}
BYSTANDERS_IN_DECK = {1: solo.BYSTANDERS, 2: 2, 3: 8, 4: 8, 5: 12}
HEROES = {1: solo.HEROES, 2: 5, 3: 5, 4: 5, 5: 6}
"""By hands; one hand is the Solo mode variant (``bigtrouble.rules.solo``)."""
STRIKES = 5
STRATEGISTS_EACH = 6
WARRIORS_EACH = 4
MEDIOCRE_EACH = 2
UNCLE_CHU_STACK = 25
WOUND_STACK = 20
SWAP_HEROES = ("Jack Burton", "Wang Chi")

SchemeHook = Callable[[State], State]
SCHEME_SETUP_HOOKS: dict[str, SchemeHook] = dict(scheme_setups.HOOKS)
"""Scheme setups that change the game after the usual setup, by ``SchemeInfo.setup_key``."""


def first_game(players: int = 2, names: tuple[str, ...] = ()) -> Setup:
    """The rulebook's first-game preset for 1-5 players (R182-R184).

    At 5 players the sixth Hero is left empty, so it is chosen at random (R184).
    """
    groups = ["Monsters", "Wing Kong Gang"]
    henchmen = ["Wing Kong Thugs"]
    hands = max(2, players)
    if hands >= 3:
        groups.append("Wing Kong Exchange")
    if hands >= 4:
        henchmen.append("Ceremonial Warriors")
    if hands >= 5:
        groups.append("Warriors of Lo Pan")
    return Setup(
        players=players,
        names=names,
        mastermind="Six Shooter",
        scheme="Forge Crime Syndicate",
        heroes=("Eddie", "Egg Shen", "Margo", "Pork Chop Express", "Jack Burton"),
        villains=tuple(groups),
        henchmen=tuple(henchmen),
        jack_commons="Sleeveless Jack",
        wang_commons="random",
    )


def named_def(kind: Kind, name: str, what: str) -> CardDef:
    """The card called ``name`` (any case) of ``kind``; a ``SetupError`` naming ``what`` if there is none."""
    for d in registry.of_kind(kind):
        if d.name.lower() == name.lower():
            return d
    raise SetupError(f"There is no {what} called {name!r}.")


def _fill(
    rng: Rng, chosen: tuple[str, ...], pool: tuple[str, ...], need: int, what: str, must: str = ""
) -> tuple[tuple[str, ...], Rng]:
    """Complete a list of group names to ``need`` at random, checking the chosen ones."""
    lookup = {g.lower(): g for g in pool}
    picked: list[str] = []
    for c in chosen:
        if c.lower() not in lookup:
            raise SetupError(f"There is no {what} called {c!r}. Choose from: {', '.join(pool)}.")
        g = lookup[c.lower()]
        if g in picked:
            raise SetupError(f"{g} is chosen twice.")
        picked.append(g)
    if must and must not in picked:
        if len(picked) >= need:
            raise SetupError(f"The Mastermind always leads {must}, so it must be one of the {what}s (R26).")
        picked.insert(0, must)
    if len(picked) > need:
        raise SetupError(f"This game uses {need} {what}{'s' if need != 1 else ''}, but {len(picked)} were chosen.")
    rest = [g for g in pool if g not in picked]
    rest_shuffled, rng = rngmod.shuffled(rng, rest)
    if len(picked) + len(rest_shuffled) < need:
        raise SetupError(f"There are not enough {what}s for this many players.")
    return tuple(picked) + rest_shuffled[: need - len(picked)], rng


def led_group(setup: Setup, mastermind: CardDef) -> str:
    """The group ``mastermind`` always leads in ``setup`` (none in the Solo mode, which ignores Always Leads)."""
    assert mastermind.mastermind is not None
    return "" if solo.is_solo(setup) else mastermind.mastermind.always_leads


def group_counts(hands: int, scheme: CardDef) -> tuple[int, int]:
    """How many Villain Groups and Henchman Groups a game of ``hands`` hands against ``scheme`` uses."""
    assert scheme.scheme is not None
    return (
        VILLAIN_GROUPS[hands] + scheme.scheme.extra_villain_groups,
        HENCHMAN_GROUPS[hands] + scheme.scheme.extra_henchman_groups,
    )


def resolve_setup(setup: Setup, rng: Rng) -> tuple[Setup, Rng]:
    """Fill every empty choice at random and check the others (R12-R14, R23-R28, R31-R32)."""
    if not 1 <= setup.players <= 5:
        raise SetupError("Big Trouble is played by 1 to 5 players (a solo player plays two hands).")
    problem = solo.check_setup(setup) or house.check_setup(setup)
    if problem:
        raise SetupError(problem)
    hands = setup.hands
    masterminds = tuple(d.name for d in registry.of_kind(Kind.MASTERMIND))
    schemes = tuple(d.name for d in registry.of_kind(Kind.SCHEME))
    if setup.mastermind:
        mm = named_def(Kind.MASTERMIND, setup.mastermind, "Mastermind")
    else:
        name, rng = rngmod.choice(rng, masterminds)
        mm = named_def(Kind.MASTERMIND, name, "Mastermind")
    if setup.scheme:
        sc = named_def(Kind.SCHEME, setup.scheme, "Scheme")
    else:
        name, rng = rngmod.choice(rng, schemes)
        sc = named_def(Kind.SCHEME, name, "Scheme")
    leads = led_group(setup, mm)
    villain_pool = registry.groups(Kind.VILLAIN)
    henchman_pool = registry.groups(Kind.HENCHMAN)
    need_v, need_h = group_counts(hands, sc)
    villains, rng = _fill(
        rng, setup.villains, villain_pool, need_v, "Villain Group", leads if leads in villain_pool else ""
    )
    henchmen, rng = _fill(
        rng, setup.henchmen, henchman_pool, need_h, "Henchman Group", leads if leads in henchman_pool else ""
    )
    heroes, rng = _fill(rng, setup.heroes, registry.groups(Kind.HERO), HEROES[hands], "Hero")
    names = setup.names
    for n in names:
        _check_name(n)
    if len(names) != hands:
        if names:
            raise SetupError(f"{hands} hands need {hands} names, but {len(names)} were given.")
        names = (
            tuple(f"Hand {i + 1}" for i in range(hands))
            if setup.players == 1 and hands > 1
            else tuple(f"Player {i + 1}" for i in range(hands))
        )
    if setup.seats and len(setup.seats) != hands:
        raise SetupError(f"{hands} hands need {hands} seats, but {len(setup.seats)} were given.")
    jack, rng = _commons_choice(rng, setup.jack_commons, "Jack Burton")
    wang, rng = _commons_choice(rng, setup.wang_commons, "Wang Chi")
    full = evolve(
        setup,
        names=names,
        mastermind=mm.name,
        scheme=sc.name,
        heroes=heroes,
        villains=villains,
        henchmen=henchmen,
        jack_commons=jack,
        wang_commons=wang,
    )
    return full, rng


MAX_NAME_LENGTH = 64
"""The longest player name: save files refuse longer ones, so a game never starts with one."""


def _check_name(name: str) -> None:
    """A player's name must fit in a save file: at most 64 printable characters."""
    if len(name) > MAX_NAME_LENGTH:
        raise SetupError(f"A player's name can be at most {MAX_NAME_LENGTH} characters long ({len(name)} given).")
    if any(ord(c) < 32 or 0x7F <= ord(c) < 0xA0 for c in name):
        raise SetupError("A player's name can't hold tabs, line breaks or other control characters.")
    if any(0xD800 <= ord(c) <= 0xDFFF for c in name):
        raise SetupError("A player's name holds a broken character (half of a pair that isn't valid text).")
    if any(c in _BIDI_CONTROLS for c in name):
        raise SetupError(
            "A player's name can't hold invisible direction marks (they would turn the rest of a line around)."
        )


_BIDI_CONTROLS = frozenset("\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
"""Characters that change the direction of the text after them."""


def shown_name(name: str) -> str:
    """A name as the game writes it in sentences: a right-to-left name is isolated, so the sentence around it
    keeps its own order ("<name>'s turn begins." reads the same with any name)."""
    import unicodedata

    if any(unicodedata.bidirectional(c) in ("R", "AL") for c in name):
        return f"\u2068{name}\u2069"
    return name


def swappable_commons(hero: str) -> tuple[str, ...]:
    """The names of a hero's three swappable common sets (R34, R36-R37)."""
    return tuple(d.name for d in registry.of_kind(Kind.HERO, hero) if "swappable" in d.tags)


def _commons_choice(rng: Rng, choice: str, hero: str) -> tuple[str, Rng]:
    options = swappable_commons(hero)
    if not options:
        return choice, rng
    if choice == "random":
        picked, rng = rngmod.choice(rng, options)
        return picked, rng
    if choice == "ten":
        return choice, rng
    for o in options:
        if o.lower() == choice.lower():
            return o, rng
    raise SetupError(f"{hero}'s common sets are {', '.join(options)}; choose one to take out, 'random' or 'ten'.")


class _Builder:
    """Hands out uids as card copies are made."""

    def __init__(self) -> None:
        self.ids: list[str] = []

    def make(self, d: CardDef, n: int | None = None) -> tuple[int, ...]:
        start = len(self.ids)
        count = d.copies if n is None else n
        self.ids.extend([d.id] * count)
        return tuple(range(start, start + count))


class _Kinds:
    """The card set sorted by kind and by (kind, group) in one pass: ``registry.of_kind`` for one setup.

    A setup asks for a dozen kinds and groups; each ``of_kind`` walks the whole card set.
    """

    def __init__(self) -> None:
        by: dict[tuple[int, str | None], list[CardDef]] = {}  # the kind by identity: hashing an Enum runs Python
        for d in registry.CARDS.values():
            kind = id(d.kind)
            by.setdefault((kind, None), []).append(d)
            by.setdefault((kind, d.group), []).append(d)
        self.by = by

    def __call__(self, kind: Kind, group: str | None = None) -> tuple[CardDef, ...]:
        """What ``registry.of_kind(kind, group)`` answers, in registration order."""
        return tuple(self.by.get((id(kind), group), ()))


def _hero_cards(
    b: _Builder, rng: Rng, hero: str, removed: str, kinds: _Kinds | None = None
) -> tuple[tuple[int, ...], Rng]:
    """A hero's 14 cards (R33-R35)."""
    defs = kinds(Kind.HERO, hero) if kinds is not None else registry.of_kind(Kind.HERO, hero)
    out: tuple[int, ...] = ()
    swaps = [d for d in defs if "swappable" in d.tags]
    if swaps and removed == "ten":
        pool = [d for d in swaps for _ in range(d.copies)]
        chosen, rng = rngmod.shuffled(rng, pool)
        for d in chosen[:10]:
            out += b.make(d, 1)
        for d in defs:
            if "swappable" not in d.tags:
                out += b.make(d)
        return out, rng
    for d in defs:
        if "swappable" in d.tags and d.name == removed:
            continue
        out += b.make(d)
    return out, rng


def new_game(setup: Setup, seed: int) -> State:
    """Set up a new game and begin the first turn by playing its Villain card (R1-R41)."""
    return begin(set_up(setup, seed))


def begin(s: State) -> State:
    """Start the first player's first turn: step 1 plays the top Villain Deck card (R40-R41)."""
    from bigtrouble.rules.turn import StartTurn

    s = push(s, (StartTurn(first=True),), Ctx(player=0))
    return resolve(s)


def set_up(setup: Setup, seed: int) -> State:
    """Everything before the first turn: choose the cards, build and shuffle every deck, deal (R1-R40)."""
    rng = rngmod.seeded(seed)
    kinds = _Kinds()
    full, rng = resolve_setup(setup, rng)
    hands = full.hands
    b = _Builder()
    mm_def = named_def(Kind.MASTERMIND, full.mastermind, "Mastermind")
    sc_def = named_def(Kind.SCHEME, full.scheme, "Scheme")
    assert mm_def.mastermind is not None and sc_def.scheme is not None

    # Player decks (R8-R9)
    mediocre_defs = kinds(Kind.HERO)
    mediocre: tuple[int, ...] = ()
    for d in mediocre_defs:
        if d.family == FAMILY_MEDIOCRE:
            mediocre += b.make(d)
    mediocre, rng = rngmod.shuffled(rng, mediocre)
    strategist = next(d for d in mediocre_defs if d.family == FAMILY_STRATEGIST)
    warrior = next(d for d in mediocre_defs if d.family == FAMILY_WARRIOR)
    players: list[PlayerState] = []
    uncle = next(d for d in mediocre_defs if d.family == FAMILY_UNCLE_CHU)
    swaps = house.starting_swaps(full)  # uids are made in the same order as ever when no house rule swaps
    for i in range(hands):
        deck = b.make(strategist, STRATEGISTS_EACH - swaps) + b.make(warrior, WARRIORS_EACH) + mediocre[:MEDIOCRE_EACH]
        if swaps:
            deck += b.make(uncle, swaps)
        mediocre = mediocre[MEDIOCRE_EACH:]
        deck, rng = rngmod.shuffled(rng, deck)
        players.append(PlayerState(name=shown_name(full.names[i]), hand=deck[:6], deck=deck[6:]))

    # Mastermind and Tactics (R12-R13), Scheme (R14)
    mastermind = b.make(mm_def, 1)[0]
    tactics: tuple[int, ...] = ()
    for t in mm_def.mastermind.tactics:
        tactics += b.make(registry.get(t), 1)
    tactics, rng = rngmod.shuffled(rng, tactics)
    scheme = b.make(sc_def, 1)[0]

    # Stacks (R17-R20)
    uncle_chu = b.make(uncle, UNCLE_CHU_STACK - swaps * hands)
    wound_def = kinds(Kind.WOUND)[0]
    wounds = b.make(wound_def, WOUND_STACK)
    bystanders: tuple[int, ...] = ()
    for d in kinds(Kind.BYSTANDER):
        bystanders += b.make(d)
    bystanders, rng = rngmod.shuffled(rng, bystanders)

    # Villain Deck (R21-R30)
    vdeck: tuple[int, ...] = ()
    for g in full.villains:
        for d in kinds(Kind.VILLAIN, g):
            vdeck += b.make(d)
    waiting: tuple[int, ...] = ()
    for i, g in enumerate(full.henchmen):
        for d in kinds(Kind.HENCHMAN, g):
            if i == 0 and hands == 1:  # Solo mode: 2 in the deck, 2 wait for the first turn, 6 stay in the box
                vdeck += b.make(d, solo.HENCHMEN_IN_DECK)
                waiting += b.make(d, solo.HENCHMEN_IN_CITY)
            else:
                vdeck += b.make(d)
    n_by = BYSTANDERS_IN_DECK[hands] + sc_def.scheme.extra_bystanders
    vdeck += bystanders[:n_by]
    bystanders = bystanders[n_by:]
    twist_def = kinds(Kind.TWIST)[0]
    strike_def = kinds(Kind.STRIKE)[0]
    vdeck += b.make(twist_def, sc_def.scheme.twists[max(2, hands) - 2] + house.extra_twists(full))
    vdeck += b.make(strike_def, STRIKES)
    vdeck, rng = rngmod.shuffled(rng, vdeck)

    # Hero Deck and HQ (R31-R38)
    hdeck: tuple[int, ...] = ()
    for hero in full.heroes:
        removed = full.jack_commons if hero == "Jack Burton" else full.wang_commons if hero == "Wang Chi" else ""
        cards, rng = _hero_cards(b, rng, hero, removed, kinds)
        hdeck += cards
    hdeck, rng = rngmod.shuffled(rng, hdeck)
    card_ids = tuple(b.ids)
    s = State(
        setup=full,
        card_ids=card_ids,
        players=tuple(players),
        rng=rng,
        hero_deck=hdeck,
        villain_deck=vdeck,
        bystanders=bystanders,
        wounds=wounds,
        uncle_chu=uncle_chu,
        mediocre=mediocre,
        mastermind=mastermind,
        tactics=tactics,
        scheme=scheme,
        revealed=waiting,
    )
    s = refill_hq(s)
    s = log(s, f"Setup: {full.mastermind} schemes to {full.scheme}.", "R12")
    if solo.is_solo(s):
        for line in solo.setup_lines(s):
            s = log(s, line, "Solo mode")
    s = house.at_setup(s)
    hook = SCHEME_SETUP_HOOKS.get(sc_def.scheme.setup_key)
    if sc_def.scheme.setup_key and hook is None:
        raise SetupError(f"The setup of {sc_def.name} is not available.")
    if hook is not None:
        s = hook(s)
    return s
