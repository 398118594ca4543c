"""A position as a file: any state written as a scenario's ``[setup]``, by card name.

The file is the scenario format lessons and puzzles read (:mod:`bigtrouble.teaching.scenario`), so a
position built on the mat (in table mode, say) becomes a lesson's start, and *Start From Position*
reads it back with :func:`bigtrouble.teaching.scenario.load_position`. What a position keeps: every
card's place (piles top first), whose turn it is, Attack, Recruit and the Twist count. What it does
not: the game's log, its record and its random seed (a position starts a game of its own).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bigtrouble.cards import registry
from bigtrouble.model import CITY_SPACES, State
from bigtrouble.saves.files import write_atomic

_PILES = (
    "hero_deck",
    "villain_deck",
    "bystanders",
    "mediocre",
    "ko",
    "escaped",
    "mastermind_captives",
    "mastermind_stack",
    "scheme_stack",
)


def card_word(card_id: str) -> str:
    """A card as a file names it: its printed name, or its id when the name leads to another card."""
    d = registry.CARDS[card_id]
    try:
        return d.name if registry.by_name(d.name).id == card_id else card_id
    except KeyError:
        return card_id


def position_setup(s: State) -> dict[str, Any]:
    """The ``[setup]`` table that builds the position of ``s`` (cards by name, piles top first)."""

    def words(uids: tuple[int, ...]) -> list[str]:
        return [card_word(s.card_ids[u]) for u in uids]

    setup: dict[str, Any] = {
        "current": s.current,
        "attack": s.turn.attack,
        "recruit": s.turn.recruit,
        "twists": s.twists,
        "mastermind": card_word(s.card_ids[s.mastermind]),
        "scheme": card_word(s.card_ids[s.scheme]),
        "tactics": words(s.tactics),
        "hq": [card_word(s.card_ids[u]) if u >= 0 else "" for u in s.hq],
        "wounds": len(s.wounds),
        "uncle_chu": len(s.uncle_chu),
        "city": {CITY_SPACES[i]: card_word(s.card_ids[u]) for i, u in enumerate(s.city) if u >= 0},
        "captives": {CITY_SPACES[i]: words(g) for i, g in enumerate(s.captives) if g},
    }
    for pile in _PILES:
        setup[pile] = words(getattr(s, pile))
    setup["players"] = [
        {
            "name": p.name,
            "hand": words(p.hand),
            "deck": words(p.deck),
            "discard": words(p.discard),
            "played": words(p.played),
            "victory": words(p.victory),
            **({} if p.has_hand else {"no_hand": True}),
        }
        for p in s.players
    ]
    return setup


def _value(v: Any) -> str:
    """A TOML value: JSON writes strings, numbers, booleans and lists the way TOML reads them."""
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {_value(x)}" for k, x in v.items()) + " }"
    return json.dumps(v, ensure_ascii=False)


def position_text(s: State, name: str = "A position") -> str:
    """The scenario file of the position of ``s``: a name, no actions, and its ``[setup]``."""
    setup = position_setup(s)
    players = setup.pop("players")
    lines = [f"name = {_value(name)}", "actions = []", "", "[setup]"]
    lines += [f"{key} = {_value(value)}" for key, value in setup.items()]
    for p in players:
        lines += ["", "[[setup.players]]"]
        lines += [f"{key} = {_value(value)}" for key, value in p.items()]
    return "\n".join(lines) + "\n"


def save_position(s: State, path: str | Path, name: str = "A position") -> None:
    """Write the position of ``s`` to ``path`` as a scenario file (atomically: a crash leaves the old file)."""
    write_atomic(path, position_text(s, name))
