"""Ready-made games for `play`, screenshots and the UI benchmark."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from bigtrouble.errors import SetupError
from bigtrouble.model import Setup, State
from bigtrouble.rules.setup import first_game, new_game
from bigtrouble.teaching.position import position
from ui.dev.autoplay import advance


def demo_position() -> State:
    """A lively position built only from the few cards every build has (starters, Uncle Chu, Thugs)."""
    return position(
        names=("Jack", "Wang"),
        hands=[["Chang Sing Strategist"] * 3 + ["Chang Sing Warrior"] * 2 + ["Uncle Chu"]],
        decks=[["Chang Sing Strategist"] * 4 + ["Chang Sing Warrior"] * 2, ["Chang Sing Warrior"] * 6],
        discards=[["Chang Sing Warrior", "Wound"]],
        victory=[["Bystander", "Wing Kong Thug"], ["Bystander"]],
        played=[["Chang Sing Warrior", "Chang Sing Strategist"]],
        attack=4,
        recruit=3,
        city={"sewers": "Wing Kong Thug", "rooftops": "Wing Kong Thug", "bridge": "Wing Kong Thug"},
        captives={"rooftops": ["Bystander", "Bystander"]},
        hq=["Uncle Chu"] * 5,
        villain_deck=["Wing Kong Thug", "Bystander", "Scheme Twist", "Master Strike"] * 5,
        ko=["Chang Sing Strategist"],
        escaped=["Wing Kong Thug"],
        twists=1,
    )


def first_game_setup(players: int = 2) -> Setup:
    """The rulebook's first game for ``players``."""
    return first_game(players)


def default_game(players: int = 2, seed: int = 1) -> tuple[State, Setup | None, str]:
    """The first-game preset; or, while its cards are missing from this build, the demo position.

    Returns the state, its setup (``None`` for the demo, which has no record) and a note.
    """
    setup = first_game(players)
    try:
        return new_game(setup, seed), setup, ""
    except SetupError as exc:
        return demo_position(), None, f"first-game preset unavailable ({exc}); showing the demo position"


def mid_game(seed: int = 3, steps: int = 40) -> State:
    """A position some turns into a game (the first game played greedily, or the demo position)."""
    state, setup, _ = default_game(2, seed)
    if setup is None:
        return state
    return advance(state, steps)


def scenario_position(path: str | Path) -> State:
    """The position a scenario file sets up (``bigtrouble.teaching.scenario``, imported only when needed)."""
    try:
        from bigtrouble.teaching import scenario  # type: ignore[attr-defined,unused-ignore]
    except ImportError:
        print("bigtrouble.teaching.scenario is not in this build yet; use the first-game position.", file=sys.stderr)
        raise SystemExit(2) from None
    mod: Any = scenario
    result: State = mod.load_position(path)
    return result
