"""The engine's identity memos in one place, and the one switch that turns them all off.

The rules are pure functions of frozen values, and a new state shares most of its parts
(a hand, the city, the counters, the card list) with the state before it. Several hot
paths therefore remember an answer by the *identity* of the parts it was worked out from.
Each such table is an :class:`IdentityMemo` made here and named for what it holds;
:func:`tables` lists them all.

The rules of a table:

* A key is a tuple of ``id()`` values (and plain values such as a seat or an Attack).
* The entry stored under it holds the very objects whose ids are in the key, so none of
  them can be freed, and its id handed to a new object, while the entry stands.
* A reader trusts an entry only after checking those objects with ``is`` against its own.
* A table never grows past its bound: at the bound it is emptied and starts again.

The switch: ``BIGTROUBLE_CACHES=off`` in the environment (read once, when this module is
first imported) or :func:`set_caches` turns every table into a pass-through: nothing is
stored, so every lookup misses and every answer is worked out afresh. Results are the same
either way, only slower; the test suite runs once in CI with the memos off to prove it.

The thread contract. The client asks a bot for its move on a worker thread
(``ui.seats.bot_seats``: one thread at a time in a ``ThreadPoolExecutor``) while the GUI
thread goes on working out legal moves, applying actions and drawing, so both threads read
and write these tables at once. No lock guards them, and none is needed:

* every table operation used here (``dict.get``, one store, ``clear``) is a single call
  into the dict, which the interpreter lock makes atomic;
* an entry is an immutable tuple built in full before it is stored, so a reader sees a whole
  entry or none; it then checks the entry's objects by identity, so an entry stored by the
  other thread for other objects is simply a miss;
* an entry's objects are alive as long as the entry holds them, and the reader holds its own
  references to the objects it is asking about, so an id in a key can't point at a stranger;
* the races that remain cost only speed: a table emptied by the other thread just before a
  store, or one entry past the bound for a moment.

Only the switch is process-wide state a test changes; flip it from one thread while no
game is being played (tests do it between games).
"""

from __future__ import annotations

import os
from collections.abc import Hashable
from typing import Any, Generic, TypeVar

ENV_VAR = "BIGTROUBLE_CACHES"
"""The environment variable that turns the memos off (``off``, ``0``, ``no`` or ``false``)."""

_OFF_WORDS = frozenset({"off", "0", "no", "false"})

K = TypeVar("K", bound=Hashable)
E = TypeVar("E")


class _Switch:
    """Whether the memos store anything (one shared flag, read on every store)."""

    __slots__ = ("on",)

    def __init__(self) -> None:
        self.on = os.environ.get(ENV_VAR, "").strip().lower() not in _OFF_WORDS


SWITCH = _Switch()
_TABLES: list[IdentityMemo[Any, Any]] = []


class IdentityMemo(dict[K, E], Generic[K, E]):
    """One memo table: entries by a key of identities, emptied when it passes ``bound`` entries.

    Look up with the dict's own ``get`` (the hot paths can't afford a Python call on a hit)
    and check the entry's objects with ``is``; store only with :meth:`put`, which obeys the
    switch and the bound.
    """

    def __init__(self, name: str, bound: int) -> None:
        """An empty table called ``name`` (what it holds), holding at most about ``bound`` entries."""
        super().__init__()
        self.name = name
        self.bound = bound
        _TABLES.append(self)

    def put(self, key: K, entry: E) -> None:
        """Store ``entry`` (which holds the objects whose ids make ``key``), unless the memos are off."""
        if not SWITCH.on:
            return
        if len(self) > self.bound:
            self.clear()
        self[key] = entry


def tables() -> tuple[IdentityMemo[Any, Any], ...]:
    """Every memo table made so far (a module's tables exist once it is imported)."""
    return tuple(_TABLES)


def clear_all() -> None:
    """Empty every memo table (the answers are worked out again when next asked for)."""
    for table in _TABLES:
        table.clear()


def caches_on() -> bool:
    """Whether the memos store answers (``BIGTROUBLE_CACHES=off`` or :func:`set_caches` turn them off)."""
    return SWITCH.on


def set_caches(on: bool) -> None:
    """Turn the memos on or off for this process, emptying them either way (for tests and measurements)."""
    SWITCH.on = on
    clear_all()
