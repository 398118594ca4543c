"""The errors the engine raises."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action that the rules do not allow now.

    The message is a sentence a player understands; the state it was applied to
    is left untouched.
    """


class SetupError(ValueError):
    """A game setup that cannot be played (wrong player count, unknown card...)."""


class SaveError(ValueError):
    """A save file or problem report that can't be used; the message names the file and says why.

    ``problem`` is the reason alone (no file name), for a dialog that shows the
    file elsewhere; ``action`` is the 1-based number of the action that could not
    be replayed, or None when the file itself is at fault; ``engine_failed`` is true
    when the engine raised something other than ``IllegalAction`` while replaying (a bug
    in the game, reported as a refusal so that it never crashes the loader).
    """

    def __init__(self, message: str, problem: str = "", action: int | None = None, engine_failed: bool = False) -> None:
        """Keep the whole sentence as the message and its parts as attributes."""
        super().__init__(message)
        self.problem = problem or message
        self.action = action
        self.engine_failed = engine_failed
