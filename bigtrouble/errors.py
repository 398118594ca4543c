"""The errors the engine raises."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action that the rules do not allow now.

    The message is a sentence a player understands; the state it was applied to
    is left untouched.
    """


class SetupError(ValueError):
    """A game setup that cannot be played (wrong player count, unknown card...)."""
