"""What a person may do while a bot takes its turn: the words, and the predicate the mat asks.

During a bot's turn (the bot playing, or paused and its seat not taken over) the mat offers
the person none of the bot's moves: no lit cards, no Tab focus, no click, drag or Enter that
tries one. The mat asks :meth:`ui.seats.bot_seats.BotSeats.person_waits` (the scene's ``watching``
predicate, set by the window) and says these words instead; the status line and the What can I
do? list say what the person can do: pause the bots, take over the seat, set the bots' pace.
A choice a bot's card asks of a person is that person's to make, so it is never refused here.

Imports only Qt and, when used, the engine (``ui.seats.bot_seats`` imports this module).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from attrs import frozen
from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from bigtrouble.model import State

CAN_DO_PLAYING = "Ctrl+B pauses the bots, Ctrl+Shift+B takes over its seat, View > Bot Speed sets their pace."
CAN_DO_PAUSED = "Ctrl+B lets the bots go on, Ctrl+Shift+B takes over its seat to play it yourself."


@frozen
class Watched:
    """A bot's turn the person watches: the bot's seat and name, and whether the bots are paused."""

    seat: int
    name: str
    paused: bool

    def can_do(self) -> str:
        """What the person can do now, in a sentence naming the keys."""
        return CAN_DO_PAUSED if self.paused else CAN_DO_PLAYING


def watched(s: State, bots: object, paused: bool) -> Watched | None:
    """The bot's turn shown in ``s`` (a bot in ``bots``, a seat -> bot map, must act), or ``None``."""
    from bigtrouble.engine import current_player
    from bigtrouble.model import Phase

    if s.phase is Phase.OVER or not isinstance(bots, dict) or not bots:
        return None
    seat = current_player(s)
    return Watched(seat, s.players[seat].name, paused) if seat in bots else None


def status_words(w: Watched | None) -> str:
    """The status line while a bot's turn is shown (it is watched, not played), or ``""``."""
    if w is None:
        return ""
    if w.paused:
        return f"{w.name} (a bot) waits, paused.  Ctrl+B: resume \u00b7 Ctrl+Shift+B: take over its seat"
    return (
        f"{w.name} is playing (a bot).  Ctrl+B: pause \u00b7 Ctrl+Shift+B: take over \u00b7 View > Bot Speed: its pace"
    )


def refusal(w: Watched | None) -> str:
    """Why the person's click, drag or key does nothing now, or ``""`` (short: the status line beside it, in
    :func:`status_words`, says what the person can do)."""
    if w is None:
        return ""
    return f"Not yours to play: a bot plays {w.name}'s move."


def mat_again(host: QObject | None) -> None:
    """Light the mat afresh for the state it shows (a seat changed hands: its moves are the person's now)."""
    scene = getattr(host, "scene", None)
    sync = getattr(scene, "sync", None)
    state = getattr(scene, "state", None)
    if callable(sync) and state is not None:
        sync(state, animate=False)
