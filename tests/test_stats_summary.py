"""The statistics SQLite counts (:func:`summarize`) are the statistics Python works out (:func:`compute`).

The window and ``stats`` read :func:`summarize`, which never decodes the games; :func:`compute` is the plain
statement of what each figure means. Hypothesis fills memories with games of every kind (abandoned, changed
by hand, challenges, Solo scores, a hero named twice) and the two must agree figure for figure.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from attrs import evolve
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bigtrouble.tools import memory as mem
from bigtrouble.tools.memory.facts import GameFacts
from bigtrouble.tools.memory.stats import compute, summarize
from bigtrouble.tools.memory.store import Memory, open_memory

BASE = GameFacts(
    ended_at="2026-12-01T10:00:00+00:00",
    started_at=None,
    duration_s=None,
    status="finished",
    outcome="win",
    players=2,
    hands=2,
    variant="standard",
    house=(),
    mastermind="Lo Pan",
    scheme="Assassination",
    heroes=("Jack Burton",),
    villains=("Wing Kong",),
    henchmen=("Wing Kong Thugs",),
    names=("A", "B"),
    seats=("person", "person"),
    vp=(0, 0),
    winners=(),
    solo_score=None,
    turns=1,
    actions=1,
    undo_count=0,
    challenge="",
    source="played",
    edited=False,
    record="{}",
    fingerprint="",
)

NAMES = ["Jack Burton", "Wang Chi", "Gracie Law", "Egg Shen", "Margo", "Eddie"]


@pytest.fixture(autouse=True)
def _close_writers() -> Iterator[None]:
    yield
    mem.close_all()


@st.composite
def a_game(draw: st.DrawFn) -> GameFacts:
    status = draw(st.sampled_from(["finished", "finished", "abandoned"]))
    players = draw(st.integers(1, 5))
    return evolve(
        BASE,
        ended_at=f"2026-{draw(st.integers(1, 12)):02d}-{draw(st.integers(1, 3)):02d}T10:00:00",
        status=status,
        outcome=draw(st.sampled_from(["win", "evil", "draw"])) if status == "finished" else None,
        players=players,
        variant=draw(st.sampled_from(["standard", "solo", ""])),
        house=tuple(draw(st.lists(st.sampled_from(["mulligan", "gentle"]), max_size=2, unique=True))),
        mastermind=draw(st.sampled_from(["Lo Pan", "David Lo Pan", "Thunder"])),
        scheme=draw(st.sampled_from(["Assassination", "Dreams", "Forge"])),
        heroes=tuple(draw(st.lists(st.sampled_from(NAMES), max_size=4))),  # may name a hero twice
        villains=tuple(draw(st.lists(st.sampled_from(["Wing Kong", "Storms"]), max_size=2, unique=True))),
        vp=tuple(draw(st.lists(st.integers(-3, 40), min_size=0, max_size=players))),
        solo_score=draw(st.none() | st.integers(-10, 60)),
        challenge=draw(st.sampled_from(["", "", "BT-A", "BT-B"])),
        edited=draw(st.booleans()) and draw(st.booleans()),
    )


def _memory(tmp: Path, games: list[GameFacts]) -> Memory:
    memory = open_memory(tmp / "games.sqlite3")
    for i, g in enumerate(games):
        memory.add(evolve(g, fingerprint=f"g{i}"))
    return memory


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(games=st.lists(a_game(), max_size=25))
def test_sqlite_counts_agree_with_the_plain_computation(tmp_path_factory: pytest.TempPathFactory, games: Any) -> None:
    memory = _memory(tmp_path_factory.mktemp("m"), games)
    try:
        assert summarize(memory) == compute(memory.games())
    finally:
        memory.close()


def test_an_empty_memory_has_no_figures(tmp_path: Path) -> None:
    memory = _memory(tmp_path, [])
    s = summarize(memory)
    assert (s.games, s.finished, s.abandoned, s.edited) == (0, 0, 0, 0)
    assert all(rates == [] for rates in s.by.values()) and s.solo_bests == [] and s.challenges == []
    memory.close()


def test_a_game_changed_by_hand_is_counted_apart_not_as_abandoned(tmp_path: Path) -> None:
    memory = _memory(tmp_path, [BASE, evolve(BASE, edited=True), evolve(BASE, status="abandoned", outcome=None)])
    s = summarize(memory)
    memory.close()
    assert (s.games, s.finished, s.abandoned, s.edited) == (3, 1, 1, 1)
    assert "1 finished, 1 abandoned, 1 changed by hand (not compared)" in s.text()
    assert [(r.label, r.games) for r in s.by["mastermind"]] == [("Lo Pan", 1)]


def test_a_damaged_list_counts_for_no_entry_and_the_game_still_counts(tmp_path: Path) -> None:
    memory = _memory(tmp_path, [BASE, evolve(BASE, fingerprint="x")])
    with sqlite3.connect(tmp_path / "games.sqlite3") as raw:
        raw.execute("UPDATE games SET heroes = 'not a list', vp = '{', house = '[' WHERE id = 2")
    s = summarize(memory)
    memory.close()
    assert [(r.label, r.games) for r in s.by["hero"]] == [("Jack Burton", 1)]
    assert [(r.label, r.games) for r in s.by["mastermind"]] == [("Lo Pan", 2)]
    assert [(r.label, r.games) for r in s.by["variant"]] == [("standard", 2)]


def test_results_over_time_run_oldest_first_by_day_then_by_month_once_the_games_span_three_months(
    tmp_path: Path,
) -> None:
    days = ["2026-11-30", "2026-10-02", "2026-11-30", "2026-10-01"]
    games = [evolve(BASE, ended_at=f"{d}T10:00:00", outcome="win" if i % 2 else "evil") for i, d in enumerate(days)]
    memory = _memory(tmp_path, games)
    s = summarize(memory)
    assert [(r.label, r.wins, r.games) for r in s.over_time] == [
        ("2026-10-01", 1, 1),
        ("2026-10-02", 1, 1),
        ("2026-11-30", 0, 2),
    ]
    memory.add(evolve(BASE, ended_at="2026-12-02T09:00:00", fingerprint="third month"))
    s = summarize(memory)
    memory.close()
    assert [(r.label, r.wins, r.games) for r in s.over_time] == [
        ("2026-10", 2, 2),
        ("2026-11", 0, 2),
        ("2026-12", 1, 1),
    ]
    assert "Results over time:" in s.text() and "2026-12" in s.text()
