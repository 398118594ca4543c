"""Least-played picks: a setup made of the Mastermind, Scheme and groups the memory has seen least.

Players who track their games like a randomizer that favours what they have not played for a
while; this is that randomizer over the games this computer remembers. Counts come from one
grouped query (a distinct set of cards is decoded once, not once per game), so ten thousand
games cost a few milliseconds. Ties are broken by the caller's ``random.Random``.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Sequence

from attrs import evolve, field, frozen

from bigtrouble.cards import registry
from bigtrouble.cards.defs import Kind
from bigtrouble.errors import SetupError
from bigtrouble.model import Setup
from bigtrouble.rng import Rng
from bigtrouble.rules import solo
from bigtrouble.rules.setup import HENCHMAN_GROUPS, HEROES, VILLAIN_GROUPS, resolve_setup
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


def _names(text: object) -> list[str]:
    """A stored list column as names; anything else (a damaged or odd row) counts as no names."""
    try:
        value = json.loads(text) if isinstance(text, str) else None
    except ValueError:
        return []
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []


def count_plays(memory: Memory) -> PlayCounts:
    """Count, over every remembered game, how often each Mastermind, Scheme and group was in it."""
    tallies: dict[str, Counter[str]] = {
        k: Counter() for k in ("masterminds", "schemes", "heroes", "villains", "henchmen")
    }
    games = 0
    rows = memory.conn.execute(
        "SELECT mastermind, scheme, heroes, villains, henchmen, count(*) FROM games"
        " GROUP BY mastermind, scheme, heroes, villains, henchmen"
    )
    for mastermind, scheme, heroes, villains, henchmen, n in rows:
        games += n
        tallies["masterminds"][str(mastermind)] += n
        tallies["schemes"][str(scheme)] += n
        for key, text in (("heroes", heroes), ("villains", villains), ("henchmen", henchmen)):
            for name in set(_names(text)):
                tallies[key][name] += n
    return PlayCounts(games=games, **{k: dict(v) for k, v in tallies.items()})


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
        mm = next(d for d in registry.of_kind(Kind.MASTERMIND) if d.name == mm_name)
        assert mm.mastermind is not None
        leads = "" if solo.is_solo(setup) else mm.mastermind.always_leads
        for sc_name in schemes:
            sc = next(d for d in registry.of_kind(Kind.SCHEME) if d.name == sc_name)
            assert sc.scheme is not None
            need_v = VILLAIN_GROUPS[hands] + sc.scheme.extra_villain_groups
            need_h = HENCHMAN_GROUPS[hands] + sc.scheme.extra_henchman_groups
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
