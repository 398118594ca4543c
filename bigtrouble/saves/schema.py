"""The save file's schema: what every field may hold, checked before anything is built from it.

A save is data, never a code path. :func:`parse` turns the file's bytes into plain
JSON values with every size bounded (length, nesting depth, digits in a number;
duplicated keys and ``NaN`` refused), and the converter of :mod:`bigtrouble.saves.convert`
structures those values, checking each field with the tables below before a single
``Setup`` or ``Action`` exists. A field's check raises :class:`Bad` (what is wrong with
the value); the converter names the field and raises :class:`Invalid`, whose message is
a predicate in a player's words ("is damaged: the seed is 7.5, not a whole number");
``bigtrouble.saves`` puts the file's name in front of it in a ``SaveError``.

Adding a ``Setup`` field
------------------------
1. Add one entry to :data:`SETUP_FIELDS`, keyed by the attrs field's name, with the
   :class:`Field` that describes its values: ``Int(lo, hi, what)``, ``Flag(what)``,
   ``Choice(options, what)``, ``Text(what)``, ``Names(item, most, what)`` (or a small new
   ``Field`` subclass). ``tests/test_save_schema.py`` fails while a ``Setup`` field has none.
2. Bump :data:`VERSION` and add the migration from the previous version to
   ``bigtrouble/saves/migrate.py`` (usually one line: ``add_setup_field("name", default)``),
   so saves of today's version load with the new field at its default. Add a sample of the
   previous version to ``tests/test_save_schema.py``'s migration tests.

Every field of the current version is required (the game always writes all of them);
unknown fields are refused. ``Setup`` values are built only from checked values.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import attrs

from bigtrouble.actions import REORDER_DECKS, REORDER_MOST
from bigtrouble.cards import registry
from bigtrouble.cards.defs import Kind
from bigtrouble.model import SOLO_VARIANT
from bigtrouble.rules.setup import MAX_NAME_LENGTH
from bigtrouble.zones import Zone

FORMAT = "bigtrouble-save"
VERSION = 4
"""Version 2 added ``redo`` (the actions after the undo position); version 3 the variant, house rules
and seats; version 4 the seats a person took over from a bot (``heuristic@0``). Version 1 had none."""

MAX_BYTES = 13_000_000
"""The largest file read; a longer one (or /dev/zero) is refused before it is parsed. It agrees with
:data:`MAX_ACTIONS`: a save of that many of the widest actions fits (``tests/test_journal.py`` checks it).
The widest is a reorder of the most cards by hand, about 124 bytes a line (12 MB sufficed before it)."""
MAX_DEPTH = 8
"""The deepest nesting of lists and objects a file may have (a save needs 3)."""
MAX_DIGITS = 20
"""The most digits an integer may have (a 64-bit seed has 20)."""
MAX_ACTIONS = 100_000
"""The most actions (played and redo steps together) a file may hold."""
MAX_NAME = MAX_NAME_LENGTH
"""The longest player name or card name (new games refuse longer player names too)."""
MAX_UID = 9_999
MAX_OPTION = 999
MAX_PLAYER = 9
"""The highest player (or city space) an edit may name; the engine refuses one the game lacks."""
MAX_TOTAL_NAME = 32
"""The longest name of a total an edit may set (the Scheme's counters have names of about 25 letters)."""
SEED_RANGE = (-(2**63), 2**64 - 1)


class Invalid(Exception):
    """Why a file is refused: a predicate in a player's words, without the file's name."""


def damaged(clause: str) -> Invalid:
    """The usual refusal: the file is damaged, and how."""
    return Invalid(f"is damaged: {clause}")


def quote(text: str) -> str:
    """Text in quotes, cut short after 30 characters."""
    return json.dumps(text if len(text) <= 30 else text[:30] + "...", ensure_ascii=False)


def show(value: object) -> str:
    """A short, safe rendering of a JSON value for a message."""
    if isinstance(value, str):
        return quote(value) + " (text)"
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


# ---- bytes to JSON values, every size bounded -------------------------------------------------

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\\?\Z)', re.S)
"""A JSON string; an unterminated one runs to the end of the text. It always matches where it
starts, so removing strings is one linear pass even in text made of unclosed quotes (a pattern
that could fail would be retried at every later quote: quadratic)."""
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


def nesting(text: str) -> int:
    """How deep lists and objects nest in JSON ``text`` (brackets inside strings don't count).

    Stops counting once past :data:`MAX_DEPTH`, so 10^5 open brackets cost one scan, not a
    recursion: the standard parser would hit Python's recursion limit on them.
    """
    depth = deepest = 0
    for ch in _NOT_BRACKET.sub("", _STRING.sub("", text)):
        if ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    break
        else:
            depth -= 1
    return deepest


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise damaged(f"it holds a number of {len(text.lstrip('-'))} digits")
    return int(text)


def _constant(text: str) -> float:
    raise damaged(f"it holds {text}, which is not a number")


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise damaged(f"the field {quote(key)} appears twice in one place")
        out[key] = value
    return out


def parse(data: bytes, limit: int = MAX_BYTES) -> Any:
    """Plain JSON values from a file's bytes; raise :class:`Invalid` if they are too big, deep or odd."""
    if len(data) > limit:
        raise Invalid(f"is too big to be a Big Trouble file (over {limit // 1_000_000} MB)")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise Invalid("is not a Big Trouble file (it is not text)") from None
    text = text.removeprefix("\ufeff")
    if nesting(text) > MAX_DEPTH:
        raise damaged(f"its lists are nested more than {MAX_DEPTH} deep")
    try:
        return json.loads(text, object_pairs_hook=_pairs, parse_int=_int, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        raise Invalid(f"is not valid JSON (line {exc.lineno}), so it is not a whole save") from None
    except RecursionError:  # not reachable past the nesting check; kept so it can never escape
        raise damaged("its lists are nested too deep") from None


# ---- fields -----------------------------------------------------------------------------------


class Bad(Exception):
    """A field's value refused: ``clause`` is what follows the field's name ("is 7.5, not a whole number").

    ``entry`` is the index of the list entry at fault, when the field is a list. The converter
    (:mod:`bigtrouble.saves.convert`) knows where the field sits and puts its name in front.
    """

    def __init__(self, clause: str, entry: int | None = None) -> None:
        super().__init__(clause)
        self.clause = clause
        self.entry = entry


class Field:
    """What one field may hold; :meth:`check` returns the value to build with, or raises :class:`Bad`."""

    def check(self, value: object) -> Any:
        """The checked value."""
        raise NotImplementedError


@attrs.frozen
class Int(Field):
    """A whole number from ``lo`` to ``hi`` (not true/false, not 7.5, not "31")."""

    lo: int
    hi: int

    def check(self, value: object) -> int:
        """The number."""
        if type(value) is not int:
            raise Bad(f"is {show(value)}, not a whole number")
        if not self.lo <= value <= self.hi:
            raise Bad(f"is {value}, outside {self.lo} to {self.hi}")
        return value


@attrs.frozen
class Flag(Field):
    """true or false."""

    def check(self, value: object) -> bool:
        """The flag."""
        if not isinstance(value, bool):
            raise Bad(f"is {show(value)}, not true or false")
        return value


def _text(value: object, most: int) -> str:
    if not isinstance(value, str):
        raise Bad(f"is {show(value)}, not text")
    if len(value) > most:
        raise Bad(f"is {len(value)} characters long (at most {most})")
    if any(ord(c) < 32 or 0x7F <= ord(c) < 0xA0 for c in value):
        raise Bad("holds control characters")
    return value


@attrs.frozen
class Text(Field):
    """Any printable text of at most ``most`` characters."""

    most: int = MAX_NAME

    def check(self, value: object) -> str:
        """The text."""
        return _text(value, self.most)


@attrs.frozen
class Choice(Field):
    """One of a set of names (compared without case); ``options`` is asked at each check."""

    options: Callable[[], Sequence[str]]
    kind: str

    def check(self, value: object) -> str:
        """The name as written."""
        text = _text(value, MAX_NAME)
        if text.lower() not in {o.lower() for o in self.options()}:
            raise Bad(f"is {quote(text)}, which is not a {self.kind} this version knows")
        return text


@attrs.frozen
class Names(Field):
    """A list of at most ``most`` items, each checked by ``item``."""

    item: Field
    most: int

    def check(self, value: object) -> tuple[Any, ...]:
        """The items as a tuple."""
        if not isinstance(value, list):
            raise Bad(f"is {show(value)}, not a list")
        if len(value) > self.most:
            raise Bad(f"has {len(value)} entries (at most {self.most})")
        items = []
        for i, v in enumerate(value):
            try:
                items.append(self.item.check(v))
            except Bad as exc:
                raise Bad(exc.clause, i) from None
        return tuple(items)


def _groups(kind: Kind) -> Callable[[], Sequence[str]]:
    return lambda: registry.groups(kind)


def _named(kind: Kind, *extra: str) -> Callable[[], Sequence[str]]:
    return lambda: (*extra, *(d.name for d in registry.of_kind(kind)))


def _commons(hero: str) -> Callable[[], Sequence[str]]:
    def options() -> Sequence[str]:
        from bigtrouble.rules.setup import swappable_commons

        return ("random", "ten", *swappable_commons(hero))

    return options


def _house_rules() -> Sequence[str]:
    from bigtrouble.rules.house import HOUSE_RULES

    return tuple(HOUSE_RULES)


TAKEN = "@"
"""Joins a bot's kind to the seat of the person who took that bot's seat over: ``heuristic@0``."""


@attrs.frozen
class SeatKind(Field):
    """Who sits in a seat: ``human``, a bot's kind (a short lowercase name: ``heuristic``, ``random``...),
    or a bot's seat a person took over, ``<kind>@<n>`` (``heuristic@0``: the heuristic bot's seat,
    played since by the person of seat ``n``, counted from 0).

    The core can't ask ``bigtrouble.bots`` which kinds exist (the bots import the core, not the
    other way), and a bot added later must load in old and new saves alike, so any short
    lowercase name passes; the client plays a seat of a kind it has no bot for as a person.
    """

    def check(self, value: object) -> str:
        """The kind."""
        text = _text(value, 24)
        if not re.fullmatch(r"[a-z][a-z0-9_-]*(@[0-9])?", text) or text.startswith(f"human{TAKEN}"):
            kinds = "human, a bot's name, or a bot's seat taken over"
            raise Bad(f"is {quote(text)}, which is not a kind of seat ({kinds})")
        return text


@attrs.frozen
class Seats(Field):
    """The seats' kinds (:class:`SeatKind`, at most 5), where each taken-over seat names a seat a person plays.

    The person of ``heuristic@n`` sits in seat ``n``: a ``human`` seat, or a seat that person took
    over first (``random@n`` in seat ``n`` itself, when every seat began as a bot's).
    """

    most: int = 5

    def check(self, value: object) -> tuple[str, ...]:
        """The kinds as a tuple."""
        kinds: tuple[str, ...] = Names(SeatKind(), self.most).check(value)
        for i, kind in enumerate(kinds):
            if TAKEN not in kind:
                continue
            n = int(kind.rsplit(TAKEN, 1)[1])
            there = kinds[n] if n < len(kinds) else ""
            if there != "human" and not there.endswith(f"{TAKEN}{n}"):  # seat n's person sits in seat n
                raise Bad(f"is {quote(kind)}, taken over by seat {n}, where no person sits", i)
        return kinds


SETUP_FIELDS: Mapping[str, Field] = {
    "players": Int(1, 5),
    "names": Names(Text(MAX_NAME), 5),
    "mastermind": Choice(_named(Kind.MASTERMIND, ""), "Mastermind"),
    "scheme": Choice(_named(Kind.SCHEME, ""), "Scheme"),
    "heroes": Names(Choice(_groups(Kind.HERO), "Hero"), 6),
    "villains": Names(Choice(_groups(Kind.VILLAIN), "Villain Group"), 8),
    "henchmen": Names(Choice(_groups(Kind.HENCHMAN), "Henchman Group"), 8),
    "jack_commons": Choice(_commons("Jack Burton"), "Jack Burton common set"),
    "wang_commons": Choice(_commons("Wang Chi"), "Wang Chi common set"),
    "variant": Choice(lambda: ("", SOLO_VARIANT), "variant"),
    "house": Names(Choice(_house_rules, "house rule"), 8),
    "seats": Seats(),
}
"""Every ``Setup`` field and what it may hold (the one place to add a new field; see above)."""

ACTION_FIELDS: Mapping[str, Field] = {
    "uid": Int(0, MAX_UID),
    "index": Int(0, MAX_OPTION),
    "on": Flag(),
    "zone": Choice(lambda: [z.value for z in Zone], "place on the table"),
    "player": Int(-1, MAX_PLAYER),
    "position": Int(-1, MAX_UID),
    "what": Text(MAX_TOTAL_NAME),
    "value": Int(0, MAX_OPTION),
    "deck": Choice(lambda: tuple(REORDER_DECKS), "deck"),
    "cards": Names(Int(0, MAX_UID), REORDER_MOST),
}
"""What each field of an action may hold, by field name (every action field is one of these)."""


def check_header(data: object, fmt: str, newest: int, kind: str) -> int:
    """The file's format version, once its format name is right; raise :class:`Invalid` otherwise."""
    if not isinstance(data, dict):
        raise Invalid(f"is not a {kind} (it is not a JSON object)")
    if data.get("format") != fmt:
        raise Invalid(f"is not a {kind} (its format name is missing or wrong)")
    if "version" not in data:
        raise damaged("it has no format version")
    version = data["version"]
    if type(version) is not int:
        raise damaged(f"its format version is {show(version)}, not a whole number")
    if version < 1:
        raise damaged(f"its format version is {version}, and versions start at 1")
    if version > newest:
        raise Invalid(
            f"was written by a newer version of Big Trouble (format {version}; this version reads 1 to {newest})"
        )
    return version
