"""Challenge codes: a short code that names a deal (the setup's choices, the seed, the variant and house rules).

Everyone who starts a game from the same code gets the same deal: the code holds what
:func:`bigtrouble.rules.setup.new_game` needs apart from the players' names and who sits in
each seat. The choices are written as positions in alphabetical lists of the box's names
(a choice left empty stays "at random", which the seed then settles), packed into one whole
number in mixed radix, and written in Crockford's base 32 with a check of two characters, so
a mistyped code is refused rather than read as another deal.

>>> code = encode(Challenge(Setup(players=2, mastermind="Six Shooter"), 7))
>>> decode(code).setup.mastermind, decode(code).seed
('Six Shooter', 7)
"""

from __future__ import annotations

import datetime
import hashlib
from collections.abc import Iterator

from attrs import frozen

from bigtrouble.cards import registry
from bigtrouble.cards.defs import Kind
from bigtrouble.errors import SetupError
from bigtrouble.model import SOLO_VARIANT, Setup
from bigtrouble.rules import house
from bigtrouble.rules.setup import swappable_commons

PREFIX = "BT"
CODE_VERSION = 1
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base 32: no I, L, O or U, so a code read aloud or copied by hand survives."""
CHECK_BITS = 10
GROUP = 5
MAX_SEED_BYTES = 9
"""A seed is zigzag-coded (a save's seed may be negative) into at most 65 bits."""
VARIANTS = ("", SOLO_VARIANT)
COMMON_CHOICES = ("random", "ten")
DAILY_PLAYERS = 1
"""The Daily Challenge is the rulebook's solo game: one person playing two hands."""


class CodeError(ValueError):
    """A challenge code that can't be read; the message is one sentence for the player."""


@frozen
class Challenge:
    """A deal: the setup's choices (no names, no seats; house rules in the game's order) and the seed."""

    setup: Setup
    seed: int


def _names(kind: Kind) -> tuple[str, ...]:
    """The box's names of ``kind`` (groups for Heroes, Villains, Henchmen), alphabetical: codes outlive reordering."""
    if kind in (Kind.MASTERMIND, Kind.SCHEME):
        return tuple(sorted(d.name for d in registry.of_kind(kind)))
    return tuple(sorted(registry.groups(kind)))


def _commons(hero: str) -> tuple[str, ...]:
    return COMMON_CHOICES + tuple(sorted(swappable_commons(hero)))


def _house_rules() -> tuple[str, ...]:
    return tuple(sorted(house.HOUSE_RULES))


def deal_of(setup: Setup, seed: int) -> Challenge:
    """The deal of a game: its setup without the players' names and seats, and its seed."""
    return Challenge(
        Setup(
            players=setup.players,
            mastermind=setup.mastermind,
            scheme=setup.scheme,
            heroes=setup.heroes,
            villains=setup.villains,
            henchmen=setup.henchmen,
            jack_commons=setup.jack_commons,
            wang_commons=setup.wang_commons,
            variant=setup.variant,
            house=_in_order(setup.house),
        ),
        seed,
    )


def _in_order(rules: tuple[str, ...]) -> tuple[str, ...]:
    """House rules in the order the game lists them (their order changes only a log line, never the deal)."""
    known = tuple(house.HOUSE_RULES)
    return tuple(sorted(rules, key=lambda r: (known.index(r) if r in known else len(known), r)))


def _fields(c: Challenge) -> Iterator[tuple[int, int]]:
    """The code's digits as (value, radix), in order; raise :class:`CodeError` for a choice not in the box."""

    def pick(value: str, choices: tuple[str, ...], what: str, empty: bool = True) -> int:
        options = ("",) + choices if empty else choices
        if value not in options:
            raise CodeError(f"A challenge code can't name the {what} {value!r}: it is not in the box.")
        return options.index(value)

    s = c.setup
    yield CODE_VERSION, 32
    yield s.players - 1, 5
    yield pick(s.variant, VARIANTS, "variant", empty=False), len(VARIANTS)
    rules = _house_rules()
    mask = 0
    for h in s.house:
        mask |= 1 << pick(h, rules, "house rule", empty=False)
    yield mask, 1 << len(rules)
    masterminds, schemes = _names(Kind.MASTERMIND), _names(Kind.SCHEME)
    yield pick(s.mastermind, masterminds, "Mastermind"), len(masterminds) + 1
    yield pick(s.scheme, schemes, "Scheme"), len(schemes) + 1
    for kind, chosen, what in (
        (Kind.HERO, s.heroes, "Hero"),
        (Kind.VILLAIN, s.villains, "Villain Group"),
        (Kind.HENCHMAN, s.henchmen, "Henchman Group"),
    ):
        names = _names(kind)
        if len(chosen) > len(names):
            raise CodeError(f"A challenge code can't name {len(chosen)} of the {len(names)} {what}es.")
        yield len(chosen), len(names) + 1
        for name in chosen:
            yield pick(name, names, what, empty=False), len(names)
    for hero, value in (("Jack Burton", s.jack_commons), ("Wang Chi", s.wang_commons)):
        choices = _commons(hero)
        yield pick(value, choices, f"{hero} common set", empty=False), len(choices)
    zigzag = c.seed * 2 if c.seed >= 0 else -c.seed * 2 - 1
    size = (zigzag.bit_length() + 7) // 8
    if size > MAX_SEED_BYTES:
        raise CodeError("A challenge code can't hold a seed that large.")
    yield size, MAX_SEED_BYTES + 1
    yield zigzag, 256**size


def _check(number: int) -> int:
    digest = hashlib.sha256(f"{PREFIX}{number}".encode()).digest()
    return int.from_bytes(digest[:2], "big") >> (16 - CHECK_BITS)


def encode(c: Challenge) -> str:
    """The code of a deal (``BT-1A2B3-...``); raise :class:`CodeError` if the setup names a choice not in the box."""
    number = 0
    for value, radix in reversed(list(_fields(c))):
        number = number * radix + value
    number = (number << CHECK_BITS) | _check(number)
    digits = ""
    while number:
        number, d = divmod(number, 32)
        digits = ALPHABET[d] + digits
    groups = [digits[i : i + GROUP] for i in range(0, len(digits), GROUP)]
    return "-".join([PREFIX, *groups])


_READ_AS = {"O": "0", "I": "1", "L": "1"}


def decode(code: str) -> Challenge:
    """The deal a code names; raise :class:`CodeError` with a sentence when it isn't a valid code."""
    text = "".join(ch for ch in code.upper() if ch not in " -\t")
    if len(text) > 80 or not text.startswith(PREFIX) or len(text) <= len(PREFIX):
        raise CodeError(f"{code[:40]!r} is not a challenge code: a code starts with {PREFIX}- (for example BT-…).")
    number = 0
    for ch in text[len(PREFIX) :]:
        ch = _READ_AS.get(ch, ch)
        if ch not in ALPHABET:
            raise CodeError(f"A challenge code has no letter {ch!r}: check the code for a typing mistake.")
        number = number * 32 + ALPHABET.index(ch)
    body, check = number >> CHECK_BITS, number & ((1 << CHECK_BITS) - 1)
    if _check(body) != check:
        raise CodeError("That challenge code doesn't check out: a letter is wrong or missing.")
    return _unpack(body)


def _unpack(number: int) -> Challenge:
    def take(radix: int) -> int:
        nonlocal number
        number, value = divmod(number, radix)
        return value

    if take(32) != CODE_VERSION:
        raise CodeError("That challenge code was made by another version of Big Trouble.")
    players = take(5) + 1
    variant = VARIANTS[take(len(VARIANTS))]
    rules = _house_rules()
    mask = take(1 << len(rules))
    chosen_rules = _in_order(tuple(r for i, r in enumerate(rules) if mask >> i & 1))
    masterminds, schemes = _names(Kind.MASTERMIND), _names(Kind.SCHEME)
    mastermind = ("",) + masterminds
    scheme = ("",) + schemes
    mm, sc = mastermind[take(len(mastermind))], scheme[take(len(scheme))]
    groups: list[tuple[str, ...]] = []
    for kind in (Kind.HERO, Kind.VILLAIN, Kind.HENCHMAN):
        names = _names(kind)
        count = take(len(names) + 1)
        groups.append(tuple(names[take(len(names))] for _ in range(count)))
    jack_choices, wang_choices = _commons("Jack Burton"), _commons("Wang Chi")
    jack, wang = jack_choices[take(len(jack_choices))], wang_choices[take(len(wang_choices))]
    size = take(MAX_SEED_BYTES + 1)
    zigzag = take(256**size)
    if number:
        raise CodeError("That challenge code is too long: it holds more than a deal.")
    seed = zigzag // 2 if zigzag % 2 == 0 else -(zigzag + 1) // 2
    setup = Setup(
        players=players,
        mastermind=mm,
        scheme=sc,
        heroes=groups[0],
        villains=groups[1],
        henchmen=groups[2],
        jack_commons=jack,
        wang_commons=wang,
        variant=variant,
        house=chosen_rules,
    )
    _playable(setup, seed)
    return Challenge(setup, seed)


def _playable(setup: Setup, seed: int) -> None:
    """Refuse a deal the game can't set up (too many groups for the player count, clashing house rules)."""
    from bigtrouble import rng
    from bigtrouble.rules.setup import resolve_setup

    try:
        resolve_setup(setup, rng.seeded(seed))
    except SetupError as exc:
        raise CodeError(f"That challenge code names a game that can't be set up: {exc}") from None


def daily(date: datetime.date) -> Challenge:
    """The Daily Challenge of ``date``: the same deal for everyone, chosen from the date alone."""
    from bigtrouble import rng
    from bigtrouble.rules.setup import resolve_setup

    digest = hashlib.sha256(f"bigtrouble-daily-{date.isoformat()}".encode()).digest()
    seed = int.from_bytes(digest[:4], "big")
    full, _ = resolve_setup(Setup(players=DAILY_PLAYERS), rng.seeded(int.from_bytes(digest[4:12], "big")))
    return deal_of(full, seed)
