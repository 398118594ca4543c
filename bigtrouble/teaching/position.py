"""Build a game position from card names: the heart of scenario files and card tests.

Every zone not given is filled with something neutral so the game can go on:
a Hero Deck of 30 Uncle Chu, a Villain Deck of 20 plain Bystanders, full
Wound, Uncle Chu and Bystander stacks, and the Mastermind's own Tactics.
Players' hands, decks and discard piles are empty unless given.

With ``check_copies`` (scenario files use it), a position that names more copies of a
card than the set has is refused: the neutral fillers above don't count, the cards
named and the ``wounds`` / ``uncle_chu`` counts given explicitly do.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from attrs import evolve

from bigtrouble import rng as rngmod
from bigtrouble.cards import registry
from bigtrouble.cards.defs import CardDef, Kind
from bigtrouble.errors import SetupError
from bigtrouble.model import PlayerState, Setup, State, TurnState

SPACE_NAMES = ("sewers", "bank", "rooftops", "streets", "bridge")

Names = Sequence[str]


def find_card(name: str) -> CardDef:
    """A card definition by id (``group/card``) or by printed name (case-insensitive)."""
    if name in registry.CARDS:
        return registry.CARDS[name]
    try:
        return registry.by_name(name)
    except KeyError:
        raise SetupError(f"There is no card called {name!r}.") from None


def space_index(space: str | int) -> int:
    """A city or HQ space by number (0-4) or by city name (``sewers`` ... ``bridge``)."""
    if isinstance(space, int):
        if not 0 <= space <= 4:
            raise SetupError(f"Space {space} does not exist; use 0-4 or a city name.")
        return space
    key = space.strip().lower()
    if key.isdigit():
        return space_index(int(key))
    if key not in SPACE_NAMES:
        raise SetupError(f"Unknown city space {space!r}; use one of {', '.join(SPACE_NAMES)}.")
    return SPACE_NAMES.index(key)


class _Cards:
    def __init__(self) -> None:
        self.ids: list[str] = []
        self.named: Counter[str] = Counter()

    def one(self, name: str, filler: bool = False) -> int:
        card_id = find_card(name).id
        self.ids.append(card_id)
        if not filler:
            self.named[card_id] += 1
        return len(self.ids) - 1

    def many(self, names: Names, filler: bool = False) -> tuple[int, ...]:
        return tuple(self.one(n, filler) for n in names)

    def check_copies(self) -> None:
        """Refuse more copies of a named card than the set has."""
        for card_id, count in self.named.items():
            d = registry.CARDS[card_id]
            if count > d.copies:
                raise SetupError(f"The position uses {count} copies of {d.name}, but the set has {d.copies}.")


def position(
    *,
    players: int = 2,
    names: Names = (),
    current: int = 0,
    hands: Sequence[Names] = (),
    decks: Sequence[Names] = (),
    discards: Sequence[Names] = (),
    played: Sequence[Names] = (),
    victory: Sequence[Names] = (),
    city: Mapping[str | int, str] | None = None,
    captives: Mapping[str | int, Names] | None = None,
    hq: Sequence[str | None] | None = None,
    hero_deck: Names | None = None,
    villain_deck: Names | None = None,
    bystanders: Names | None = None,
    wounds: int = 20,
    uncle_chu: int = 25,
    mediocre: Names = (),
    ko: Names = (),
    escaped: Names = (),
    mastermind: str = "Six Shooter",
    tactics: Names | None = None,
    mastermind_captives: Names = (),
    mastermind_stack: Names = (),
    scheme: str = "Forge Crime Syndicate",
    scheme_stack: Names = (),
    twists: int = 0,
    attack: int = 0,
    recruit: int = 0,
    seed: int = 0,
    no_hand: Sequence[int] = (),
    wounds_given: bool = False,
    uncle_chu_given: bool = False,
    check_copies: bool = False,
) -> State:
    """A state in the middle of ``current``'s turn, with exactly the cards named.

    Lists of names are top-first (``decks[0][0]`` is player 1's top card).
    ``played`` cards count as played earlier this turn, in order, but their
    Recruit and Attack are not added: give ``attack`` and ``recruit`` directly.
    ``check_copies`` refuses more copies of a named card than the set has (the
    ``wounds`` and ``uncle_chu`` stacks count when ``wounds_given`` / ``uncle_chu_given``).
    """
    hands_n = max(2, players)
    c = _Cards()

    def per_player(lists: Sequence[Names]) -> list[tuple[int, ...]]:
        if len(lists) > hands_n:
            raise SetupError(f"{len(lists)} lists given for {hands_n} players.")
        return [c.many(lists[i]) if i < len(lists) else () for i in range(hands_n)]

    hand_u, deck_u, disc_u, played_u, vic_u = (
        per_player(hands),
        per_player(decks),
        per_player(discards),
        per_player(played),
        per_player(victory),
    )
    city_slots = [-1] * 5
    for space, name in (city or {}).items():
        d = find_card(name)
        if not d.is_villain:
            raise SetupError(f"{d.name} is not a Villain and can't be in the city.")
        city_slots[space_index(space)] = c.one(name)
    cap_slots: list[tuple[int, ...]] = [()] * 5
    for space, group in (captives or {}).items():
        i = space_index(space)
        if city_slots[i] < 0:
            raise SetupError(f"Nobody in {SPACE_NAMES[i]} can hold captives.")
        cap_slots[i] = c.many(group)
    hq_slots = [-1] * 5
    for i, hero in enumerate(hq or ()):
        if hero:
            hq_slots[i] = c.one(hero)
    mm = find_card(mastermind)
    if mm.kind is not Kind.MASTERMIND or mm.mastermind is None:
        raise SetupError(f"{mastermind} is not a Mastermind.")
    sc = find_card(scheme)
    if sc.kind is not Kind.SCHEME:
        raise SetupError(f"{scheme} is not a Scheme.")
    mm_u = c.one(mm.id)
    tactic_ids = tuple(tactics) if tactics is not None else mm.mastermind.tactics
    tac_u = c.many(tactic_ids)
    sc_u = c.one(sc.id)
    hdeck = c.many(hero_deck) if hero_deck is not None else c.many(["Uncle Chu"] * 30, filler=True)
    vdeck = c.many(villain_deck) if villain_deck is not None else c.many(["Bystander"] * 20, filler=True)
    bys = c.many(bystanders) if bystanders is not None else c.many(["Bystander"] * 10, filler=True)
    wound_u = c.many(["Wound"] * wounds, filler=not wounds_given)
    chu_u = c.many(["Uncle Chu"] * uncle_chu, filler=not uncle_chu_given)
    players_t = tuple(
        PlayerState(
            name=names[i] if i < len(names) else f"Player {i + 1}",
            hand=hand_u[i],
            deck=deck_u[i],
            discard=disc_u[i],
            played=played_u[i],
            victory=vic_u[i],
            has_hand=i not in no_hand,
        )
        for i in range(hands_n)
    )
    s = State(
        setup=Setup(players=players, mastermind=mm.name, scheme=sc.name),
        card_ids=(),
        players=players_t,
        rng=rngmod.seeded(seed),
        current=current,
        turn=TurnState(attack=attack, recruit=recruit, played_log=played_u[current]),
        city=tuple(city_slots),
        captives=tuple(cap_slots),
        hq=tuple(hq_slots),
        hero_deck=hdeck,
        villain_deck=vdeck,
        bystanders=bys,
        wounds=wound_u,
        uncle_chu=chu_u,
        mediocre=c.many(mediocre),
        ko=c.many(ko),
        escaped=c.many(escaped),
        mastermind=mm_u,
        tactics=tac_u,
        mastermind_captives=c.many(mastermind_captives),
        mastermind_stack=c.many(mastermind_stack),
        scheme=sc_u,
        scheme_stack=c.many(scheme_stack),
        twists=twists,
    )
    if check_copies:
        c.check_copies()
    return evolve(s, card_ids=tuple(c.ids))
