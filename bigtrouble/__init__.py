"""Big Trouble: the rules of Legendary: Big Trouble in Little China, with no Qt.

The modules at this level, with ``cards/``, ``effects/`` and ``rules/``, are the engine core:
they import nothing from ``bots/`` (players), ``faces/`` (pillow drawing), ``teaching/``
(lessons, puzzles, positions), ``tools/`` (headless commands) or Qt, and inside the core each
floor imports only the floors below it. This package module is the facade above the core: it
re-exports the engine, so no module of the core imports it; bots, teaching, tools and the client
may. ``tests/test_layering.py`` enforces every direction and allows no import circle.

The public surface::

    new_game(setup, seed) -> State
    legal_actions(state) -> list[Action]
    apply(state, action) -> State      # raises IllegalAction, state untouched
    is_over(state), result(state)
    GameRecord, replay, History        # records, undo/redo/jump
"""

from __future__ import annotations

from bigtrouble import cards as _cards  # noqa: F401  (loads and validates the card set)
from bigtrouble.actions import (
    Action,
    Choose,
    Decline,
    EndTurn,
    Fight,
    FightMastermind,
    Heal,
    PlayCard,
    Recruit,
)
from bigtrouble.engine import apply, current_player, is_over, legal_actions
from bigtrouble.errors import IllegalAction, SetupError
from bigtrouble.history import GameRecord, History, replay
from bigtrouble.model import Outcome, Phase, Setup, State
from bigtrouble.rules.ending import Result, result, vp
from bigtrouble.rules.setup import first_game, new_game

__all__ = [
    "Action",
    "Choose",
    "Decline",
    "EndTurn",
    "Fight",
    "FightMastermind",
    "GameRecord",
    "Heal",
    "History",
    "IllegalAction",
    "Outcome",
    "Phase",
    "PlayCard",
    "Recruit",
    "Result",
    "Setup",
    "SetupError",
    "State",
    "apply",
    "current_player",
    "first_game",
    "is_over",
    "legal_actions",
    "new_game",
    "replay",
    "result",
    "vp",
]
