"""Least-played picks: a setup made of the Mastermind, Scheme and groups the memory has seen least.

Players who track their games like a randomizer that favours what they have not played for a
while; this is that randomizer over the games this computer remembers. Counts come from
SQLite's own grouped queries (its JSON functions read the list columns): about 0.14 s of CPU for
ten thousand games, once per click. Ties are broken by the caller's ``random.Random``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from attrs import evolve, field, frozen

from bigtrouble.cards import registry
from bigtrouble.cards.defs import Kind
from bigtrouble.errors import SetupError
from bigtrouble.model import Setup
from bigtrouble.rng import Rng
from bigtrouble.rules.setup import HEROES, group_counts, led_group, named_def, resolve_setup
from bigtrouble.tools.memory.store import Memory


@frozen
class PlayCounts:
    """How many remembered games used each Mastermind, Scheme and group (finished and abandoned alike)."""

    games: int = 0
    masterminds: dict[str, int] = field(factory=dict)
    schemes: dict[str, int] = field(factory=dict)
    heroes: dict[str, int] = field(factory=dict)
    villains: dict[str, int] = field(factory=dict)
    henchmen: dict[str, int] = field(factory=dict)


def _tally(memory: Memory, sql: str) -> dict[str, int]:
    return {str(name): int(n) for name, n in memory.conn.execute(sql)}


def _list_tally(memory: Memory, column: str) -> dict[str, int]:
    """How many games name each entry of a list column; a row whose text is not a JSON list (a damaged or hand-edited
    file) adds nothing, and an entry that is not a name is skipped."""
    return _tally(
        memory,
        f"SELECT each.value, count(DISTINCT games.id) FROM games, json_each(games.{column}) AS each"
        f" WHERE json_valid(games.{column}) AND json_type(games.{column}) = 'array' AND each.type = 'text'"
        " GROUP BY each.value",
    )


def count_plays(memory: Memory) -> PlayCounts:
    """Count, over every remembered game, how often each Mastermind, Scheme and group was in it (SQLite counts;
    nothing is decoded in Python)."""
    return PlayCounts(
        games=memory.count(),
        masterminds=_tally(memory, "SELECT mastermind, count(*) FROM games GROUP BY mastermind"),
        schemes=_tally(memory, "SELECT scheme, count(*) FROM games GROUP BY scheme"),
        heroes=_list_tally(memory, "heroes"),
        villains=_list_tally(memory, "villains"),
        henchmen=_list_tally(memory, "henchmen"),
    )


def least_first(names: Sequence[str], counts: dict[str, int], rng: random.Random) -> list[str]:
    """``names`` from least to most played; names played equally often come in a random order."""
    keyed = [(counts.get(n, 0), rng.random(), n) for n in names]
    return [n for _, _, n in sorted(keyed)]


def _take(order: list[str], need: int, must: str = "") -> tuple[str, ...]:
    picked = [must] if must else []
    picked += [g for g in order if g != must][: max(0, need - len(picked))]
    return tuple(picked)


def least_played_setup(setup: Setup, counts: PlayCounts, rng: random.Random) -> Setup:
    """``setup`` (its players, seats, variant and house rules kept) with the least-played Mastermind, Scheme,
    Heroes, Villain Groups and Henchman Groups for its number of hands.

    The Mastermind's Always Leads group is always one of them (not in the Solo mode, which ignores it), and
    a Scheme that asks for more groups gets them. A pair that can't be set up for these seats is passed
    over for the next least played. Raises ``SetupError`` only if no pair can be.
    """
    hands = setup.hands
    masterminds = least_first([d.name for d in registry.of_kind(Kind.MASTERMIND)], counts.masterminds, rng)
    schemes = least_first([d.name for d in registry.of_kind(Kind.SCHEME)], counts.schemes, rng)
    villain_pool = registry.groups(Kind.VILLAIN)
    henchman_pool = registry.groups(Kind.HENCHMAN)
    villains = least_first(villain_pool, counts.villains, rng)
    henchmen = least_first(henchman_pool, counts.henchmen, rng)
    heroes = _take(least_first(registry.groups(Kind.HERO), counts.heroes, rng), HEROES[hands])
    last: SetupError | None = None
    for mm_name in masterminds:
        leads = led_group(setup, named_def(Kind.MASTERMIND, mm_name, "Mastermind"))
        for sc_name in schemes:
            need_v, need_h = group_counts(hands, named_def(Kind.SCHEME, sc_name, "Scheme"))
            candidate = evolve(
                setup,
                mastermind=mm_name,
                scheme=sc_name,
                heroes=heroes,
                villains=_take(villains, need_v, leads if leads in villain_pool else ""),
                henchmen=_take(henchmen, need_h, leads if leads in henchman_pool else ""),
            )
            try:
                resolve_setup(candidate, Rng(1))
            except SetupError as exc:
                last = exc
                continue
            return candidate
    raise last if last is not None else SetupError("There is no Mastermind and Scheme to choose from.")
