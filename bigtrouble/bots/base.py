"""What a bot is (the ``Bot`` protocol) and the simplest one, which plays at random."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from bigtrouble.actions import Action
from bigtrouble.model import State


class Bot(Protocol):
    """Anything that picks one of the legal actions for whoever must act now."""

    name: str

    def choose(self, s: State, legal: Sequence[Action]) -> Action:
        """Return one action of ``legal`` (never empty) for the state ``s``."""
        ...


class RandomBot:
    """Picks any legal action, uniformly at random."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        """Seed the bot's own generator."""
        self.rng = random.Random(seed)
        self.choices = 0
        """How many moves it picked from at its last choice (for its reason)."""

    def choose(self, s: State, legal: Sequence[Action]) -> Action:
        """A uniformly random legal action."""
        self.choices = len(legal)
        return legal[self.rng.randrange(len(legal))]

    def explain(self, s: State, action: Action) -> str:
        """Why it made ``action`` (its last choice): it did not weigh anything."""
        return f"{action.describe(s)}: picked at random from {self.choices} moves (the random bot weighs nothing)."
