"""What the bots did and why: each bot move with its reason, kept beside the game, never in it.

The bot seats (``ui.seats.bot_seats``) add a :class:`BotMove` for every move a bot makes: the
state it chose in, the move, the move in words and the bot's reason
(:func:`bigtrouble.bots.why.decide`). The record is the game and these are remarks about it, so
they are neither in the state nor in the save: a resumed game has none for the moves made before.

A move counts while it stands in the game's shown line: an undo past it hides it, a redo shows
it again, a different move from before it drops it for good (:meth:`BotNotes.standing`). The Bot's
Turn panel (``ui.panels.bot_moves``) steps through one bot turn at a time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from attrs import frozen

if TYPE_CHECKING:
    from bigtrouble.actions import Action
    from bigtrouble.history import History
    from bigtrouble.model import State

KEEP = 600
"""At most this many moves are kept (a long game's oldest bot turns are let go)."""


@frozen(eq=False)
class BotMove:
    """One move a bot made, in the state it made it in, with its reason."""

    seat: int
    player: str
    """The seat's player name ("Heuristic bot 2")."""
    kind: str
    """The bot's kind (``strong``)."""
    turn: int
    at: int
    """Where the move stands in the game's history (the index of :attr:`before`)."""
    before: State
    action: Action
    words: str
    """The move in words ("Fight Lo Pan's Warrior")."""
    reason: str
    card: int
    """The card the move plays, recruits, fights or chooses (its uid), or -1."""


def card_of(s: State, action: Action) -> int:
    """The card ``action`` acts on in ``s`` (played, recruited, fought, chosen), or -1 when it has none."""
    from bigtrouble.actions import Choose, FightMastermind

    if isinstance(action, FightMastermind):
        return s.mastermind
    if isinstance(action, Choose):
        pending = s.pending
        if pending is not None and 0 <= action.index < len(pending.options):
            return pending.options[action.index].uid
        return -1
    uid = getattr(action, "uid", -1)
    return uid if isinstance(uid, int) else -1


class BotNotes:
    """The bots' moves of this sitting with their reasons, oldest first."""

    def __init__(self) -> None:
        """None yet."""
        self.moves: list[BotMove] = []

    def clear(self) -> None:
        """Forget every move (a new game)."""
        self.moves = []

    def add(self, move: BotMove) -> None:
        """Keep ``move`` (a move from before it that no longer stands is let go)."""
        self.moves.append(move)
        if len(self.moves) > KEEP:
            del self.moves[: len(self.moves) - KEEP]

    def standing(self, history: History) -> list[BotMove]:
        """The moves that stand in the game's shown line, in order."""
        states, actions, index = history.states, history.actions, history.index
        return [
            m
            for m in self.moves
            if m.at < index and m.at < len(actions) and states[m.at] is m.before and actions[m.at] == m.action
        ]

    def turns(self, history: History) -> list[list[BotMove]]:
        """The standing moves by bot turn (one seat's moves in one turn), the latest turn first."""
        out: list[list[BotMove]] = []
        for m in self.standing(history):
            if out and out[-1][0].seat == m.seat and out[-1][0].turn == m.turn:
                out[-1].append(m)
            else:
                out.append([m])
        return out[::-1]

    def last_turn(self, history: History) -> list[BotMove]:
        """The moves of the latest bot turn that stands (so far, when the bot is still playing it), or none."""
        turns = self.turns(history)
        return turns[0] if turns else []
