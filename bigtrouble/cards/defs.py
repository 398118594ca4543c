"""What a printed card is: :class:`CardDef` and the enums it uses.

A card *definition* is what is printed; a card *uid* (an int in the state) is one
physical copy. Abilities are tuples of effect values (``bigtrouble.effects``), so
the same data runs the card, writes its text and draws its face.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import field, frozen

if TYPE_CHECKING:
    from bigtrouble.model import Amount, Condition, Effect


class Kind(enum.Enum):
    """The kind of card, as the rulebook sorts them."""

    HERO = "hero"
    VILLAIN = "villain"
    HENCHMAN = "henchman"
    MASTERMIND = "mastermind"
    TACTIC = "tactic"
    SCHEME = "scheme"
    BYSTANDER = "bystander"
    WOUND = "wound"
    TWIST = "twist"
    STRIKE = "strike"


class HeroClass(enum.Enum):
    """The five Hero classes (R69). Grey is a colour, not a class: ``None``."""

    COVERT = "covert"
    INSTINCT = "instinct"
    MAGIC = "magic"
    STRENGTH = "strength"
    TECH = "tech"

    @property
    def title(self) -> str:
        """The class name as printed, e.g. ``Covert``."""
        return self.value.capitalize()


class Rarity(enum.Enum):
    """Where a hero card sits in its 14 (or 19) card set (R179)."""

    COMMON = "common"
    UNCOMMON = "uncommon"
    RARE = "rare"


class Origin(enum.Enum):
    """Where a fact about a card comes from (see shared/cards/CONTENT.md)."""

    RULEBOOK = "rulebook"
    PUBLISHED = "published"
    HOUSE = "house"


class Extent(enum.Enum):
    """How much of a part a source gives."""

    EXACT = "exact"
    """Every word and number of the part (in our own words, never copied)."""
    OUTLINE = "outline"
    """Only the idea: the wording and numbers are ours, so the part is ``house``."""


@frozen
class Fact:
    """One known fact about a printed part of a card: what, from where, and how much of it.

    ``source`` names the lines that give it: rulebook rulings (``R133``, ``R174-R175``) or
    the keys of ``shared/cards/known-facts.md`` (``S5``), comma separated.
    """

    part: str
    origin: Origin
    source: str = ""
    extent: Extent = Extent.EXACT

    @property
    def official(self) -> bool:
        """Whether the source gives the whole part (so the part is not ``house``)."""
        return self.origin is not Origin.HOUSE and self.extent is Extent.EXACT


def exact(part: str, origin: Origin, source: str) -> Fact:
    """A part whose every word or number ``source`` gives."""
    return Fact(part, origin, source, Extent.EXACT)


def outline(part: str, origin: Origin, source: str) -> Fact:
    """A part whose idea ``source`` gives; its wording and numbers are ours."""
    return Fact(part, origin, source, Extent.OUTLINE)


def _facts(items: Iterable[Fact | tuple[str, Origin]]) -> tuple[Fact, ...]:
    return tuple(i if isinstance(i, Fact) else Fact(i[0], i[1]) for i in items)


HERO_COLOURS: dict[str, HeroClass | None] = {
    "GREY": None,
    "RED": HeroClass.COVERT,
    "YELLOW": HeroClass.INSTINCT,
    "GREEN": HeroClass.STRENGTH,
    "BLUE": HeroClass.MAGIC,
    "BLACK": HeroClass.TECH,
}
"""Source S1 names Hero classes by colour. The one reading of those colours used everywhere:
the sister DC rulebook gives Legendary's colours (Covert red, Instinct yellow, Strength green,
Tech black, Ranged blue, grey no class) and our rulebook says Magic is the class other sets
call Ranged (R69), so BLUE is Magic. A reading, recorded as such in the cards that use it."""


def classes_of(*colours: str) -> tuple[HeroClass, ...]:
    """The Hero classes S1's colours stand for, in the order given (``classes_of("BLUE")``)."""
    out: list[HeroClass] = []
    for c in colours:
        cls = HERO_COLOURS[c.upper()]
        if cls is None:
            raise ValueError(f"{c} is grey, which is not a Hero class (R71)")
        out.append(cls)
    return tuple(out)


FAMILY_HERO = "hero"
FAMILY_STRATEGIST = "strategist"
FAMILY_WARRIOR = "warrior"
FAMILY_MEDIOCRE = "mediocre"
FAMILY_UNCLE_CHU = "uncle_chu"


def slug(text: str) -> str:
    """A card or group name as an id part: lower case, words joined by ``_``."""
    out = "".join(ch.lower() if ch.isalnum() else " " for ch in text)
    return "_".join(out.split())


def _tags(items: Iterable[str]) -> frozenset[str]:
    return frozenset(items)


def _tuple(value: object) -> tuple[object, ...]:
    if isinstance(value, tuple):
        return value
    if isinstance(value, list):
        return tuple(value)
    return (value,)


@frozen
class MastermindInfo:
    """The parts of a Mastermind card beyond its numbers."""

    always_leads: str
    tactics: tuple[str, ...]
    strike: tuple[Effect, ...] = field(converter=_tuple, default=())
    attack_bonus: Amount | None = None
    bonus_text: str = ""


@frozen
class SchemeInfo:
    """The parts of a Scheme card: setup, twist, and how evil wins."""

    twists: tuple[int, int, int, int]  # for 2, 3, 4 and 5 players
    twist: tuple[Effect, ...] = field(converter=_tuple, default=())
    evil_wins: Condition | None = None
    setup_text: str = ""
    special_rules: str = ""
    setup_key: str = ""
    twist_to_ko: bool = True
    extra_villain_groups: int = 0
    extra_henchman_groups: int = 0
    extra_bystanders: int = 0
    villain_attack_bonus: Amount | None = None
    """A special rule making Villains stronger; evaluated for each Villain (``ctx.source``)."""


@frozen
class CardDef:
    """One printed card design.

    ``copies`` says how many physical copies a game component holds. Numbers a
    card does not print are ``None``. ``origin`` lists what is known about a
    part (``name``, ``numbers``, ``ability``, or a finer one such as ``attack``): from
    where (a :class:`Fact` with its source lines) and whether the exact text or only the
    outline is known; anything not listed, or known only in outline, is ``house``.
    """

    id: str
    name: str
    kind: Kind
    group: str = ""
    copies: int = 1
    family: str = ""
    cls: HeroClass | None = None
    cost: int = 0
    recruit: int | None = None
    recruit_plus: bool = False
    attack: int | None = None
    attack_plus: bool = False
    vp: int = 0
    rarity: Rarity | None = None
    tags: frozenset[str] = field(converter=_tags, default=frozenset())
    on_play: tuple[Effect, ...] = field(converter=_tuple, default=())
    ambush: tuple[Effect, ...] = field(converter=_tuple, default=())
    fight: tuple[Effect, ...] = field(converter=_tuple, default=())
    escape: tuple[Effect, ...] = field(converter=_tuple, default=())
    attack_bonus: Amount | None = None
    fight_condition: Condition | None = None
    static_text: str = ""
    mastermind: MastermindInfo | None = None
    scheme: SchemeInfo | None = None
    origin: tuple[Fact, ...] = field(converter=_facts, default=())
    origin_note: str = ""
    flavor: str = ""
    reminder: str = ""
    """A rules reminder for the hover (never printed), beside those the card's effects give."""

    @property
    def is_hero(self) -> bool:
        """Whether the card counts as a Hero (grey cards do, R72)."""
        return self.kind is Kind.HERO

    @property
    def is_villain(self) -> bool:
        """Whether the card is a Villain (Henchmen are Villains; the Mastermind is not, R98)."""
        return self.kind in (Kind.VILLAIN, Kind.HENCHMAN)

    @property
    def is_grey(self) -> bool:
        """Whether the card is a grey (classless) Hero (R70)."""
        return self.kind is Kind.HERO and self.cls is None

    def fact(self, part: str) -> Fact | None:
        """What is known about ``part``, or ``None`` when nothing is."""
        for f in self.origin:
            if f.part == part:
                return f
        return None

    def origin_of(self, part: str) -> Origin:
        """Where ``part`` (``name``, ``numbers``, ``ability`` or a finer part) comes from.

        A part whose source gives only the outline is ``house``: its wording is ours.
        """
        f = self.fact(part)
        return f.origin if f is not None and f.official else Origin.HOUSE

    def printed_parts(self) -> tuple[str, ...]:
        """The parts this card prints: always its name; numbers and ability only if it has them."""
        parts = ["name"]
        if self.cost or self.attack is not None or self.recruit is not None or self.vp:
            parts.append("numbers")
        has_ability = any((self.on_play, self.ambush, self.fight, self.escape, self.static_text))
        if has_ability or self.mastermind is not None or self.scheme is not None or self.fight_condition is not None:
            parts.append("ability")
        return tuple(parts)

    @property
    def is_house(self) -> bool:
        """Whether any printed part of this card was designed for this edition."""
        return any(self.origin_of(p) is Origin.HOUSE for p in self.printed_parts())
