"""New Game's least-played picks: counting what the memory has seen, and a playable setup of what it saw least."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from attrs import evolve

from bigtrouble.cards import registry
from bigtrouble.cards.defs import Kind
from bigtrouble.history import History
from bigtrouble.model import Setup
from bigtrouble.rules import solo
from bigtrouble.rules.setup import HENCHMAN_GROUPS, HEROES, VILLAIN_GROUPS, new_game
from bigtrouble.tools import memory as mem
from bigtrouble.tools.memory.facts import GameFacts, facts_of
from bigtrouble.tools.memory.least_played import PlayCounts, count_plays, least_first, least_played_setup
from bigtrouble.tools.memory.store import Memory, open_memory
from tests.games import played


@pytest.fixture(autouse=True)
def _close_writers() -> Iterator[None]:
    yield
    mem.close_all()


@pytest.fixture(scope="module")
def base_facts() -> GameFacts:
    h: History = played(2, 5, 40)
    return facts_of(h.record(), h.state, ended_at=time.time())


def _remember(memory: Memory, facts: GameFacts, **cards: object) -> None:
    memory.add(evolve(facts, **cards))  # type: ignore[arg-type]


def _names(kind: Kind) -> list[str]:
    return [d.name for d in registry.of_kind(kind)]


def test_counts_add_up_over_games_with_the_same_and_different_cards(tmp_path: Path, base_facts: GameFacts) -> None:
    """Each game counts once for its Mastermind, its Scheme and every group in it; identical card sets add up."""
    mm, other = _names(Kind.MASTERMIND)[:2]
    with open_memory(tmp_path / "games.sqlite3") as memory:
        for _ in range(2):
            _remember(memory, base_facts, mastermind=mm, heroes=("Eddie", "Margo"), villains=("Monsters",))
        _remember(memory, base_facts, mastermind=other, heroes=("Eddie",), villains=("Monsters", "Wing Kong Gang"))
        counts = count_plays(memory)
    assert counts.games == 3
    assert counts.masterminds == {mm: 2, other: 1}
    assert counts.schemes == {base_facts.scheme: 3}
    assert counts.heroes == {"Eddie": 3, "Margo": 2}
    assert counts.villains == {"Monsters": 3, "Wing Kong Gang": 1}
    assert counts.henchmen == {g: 3 for g in base_facts.henchmen}


def test_a_damaged_list_in_a_row_counts_as_no_cards(tmp_path: Path, base_facts: GameFacts) -> None:
    """A hand-edited row whose hero list is not a list of names adds nothing for Heroes and breaks nothing else."""
    with open_memory(tmp_path / "games.sqlite3") as memory:
        _remember(memory, base_facts)
        memory.conn.execute("UPDATE games SET heroes = 'not json', villains = '[1, null, \"Monsters\"]'")
        counts = count_plays(memory)
    assert counts.games == 1 and counts.heroes == {} and counts.villains == {"Monsters": 1}


def test_an_empty_memory_counts_nothing(tmp_path: Path) -> None:
    with open_memory(tmp_path / "games.sqlite3") as memory:
        assert count_plays(memory) == PlayCounts()


def test_least_first_orders_by_count_and_breaks_ties_by_chance() -> None:
    counts = {"a": 3, "b": 0, "c": 1}
    assert least_first(["a", "b", "c", "d"], counts, random.Random(1))[2:] == ["c", "a"]
    firsts = {least_first(["a", "b", "c", "d"], counts, random.Random(seed))[0] for seed in range(30)}
    assert firsts == {"b", "d"}  # never played, both of them, in either order


def test_the_pick_is_what_was_played_least(tmp_path: Path, base_facts: GameFacts) -> None:
    """With every Mastermind but one played, and most Heroes played, the pick is the unplayed Mastermind and the
    least-played Heroes; the seats, names and house rules the player chose are kept."""
    masterminds = _names(Kind.MASTERMIND)
    heroes = list(registry.groups(Kind.HERO))
    unplayed_mm = masterminds[-1]
    fresh_heroes = heroes[: HEROES[3]]
    with open_memory(tmp_path / "games.sqlite3") as memory:
        for mm in masterminds[:-1]:
            _remember(memory, base_facts, mastermind=mm, heroes=tuple(heroes[HEROES[3] :]))
        counts = count_plays(memory)
    chosen = Setup(players=3, names=("Ann", "Bo", "Cy"), house=base_facts.house)
    for seed in range(5):
        pick = least_played_setup(chosen, counts, random.Random(seed))
        assert pick.mastermind == unplayed_mm
        assert sorted(pick.heroes) == sorted(fresh_heroes)
        assert pick.players == 3 and pick.names == ("Ann", "Bo", "Cy") and pick.house == chosen.house
        new_game(pick, seed)


@pytest.mark.parametrize(("players", "variant"), [(1, ""), (1, solo.SOLO_VARIANT), (2, ""), (3, ""), (4, ""), (5, "")])
def test_every_pick_is_a_whole_playable_setup(players: int, variant: str) -> None:
    """For every player count and the Solo mode, over many tie-breaks: each list is as long as the game needs (the
    Scheme's extra groups included), the Mastermind's Always Leads group is in it outside Solo, and it sets up."""
    counts = PlayCounts()
    seen: set[str] = set()
    for seed in range(25):
        pick = least_played_setup(Setup(players=players, variant=variant), counts, random.Random(seed))
        seen.add(pick.mastermind)
        mm = next(d for d in registry.of_kind(Kind.MASTERMIND) if d.name == pick.mastermind)
        sc = next(d for d in registry.of_kind(Kind.SCHEME) if d.name == pick.scheme)
        assert mm.mastermind is not None and sc.scheme is not None
        hands = pick.hands
        assert len(pick.heroes) == HEROES[hands]
        assert len(pick.villains) == VILLAIN_GROUPS[hands] + sc.scheme.extra_villain_groups
        assert len(pick.henchmen) == HENCHMAN_GROUPS[hands] + sc.scheme.extra_henchman_groups
        if variant != solo.SOLO_VARIANT:
            assert mm.mastermind.always_leads in (*pick.villains, *pick.henchmen)
        state = new_game(pick, seed)
        assert state.setup.mastermind == pick.mastermind and state.setup.heroes == pick.heroes
    assert len(seen) > 1  # a memory that has seen nothing picks by chance, not always the first in the list
