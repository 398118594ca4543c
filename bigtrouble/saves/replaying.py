"""Replaying a loaded record into a History, every failure a SaveError that says which action and why."""

from __future__ import annotations

from bigtrouble.errors import IllegalAction, SaveError, SetupError
from bigtrouble.history import GameRecord, History


def replay_history(record: GameRecord, source: str = "This save") -> History:
    """Every state of the record's game, standing at its position; raise :class:`SaveError` where it breaks.

    The message says which action failed and why: "action 5 of 200 is not legal: ...".
    """
    try:
        h = History(record.setup, record.seed)
    except SetupError as exc:
        raise SaveError(f"{source} can't be replayed: its setup can't be played: {exc}", str(exc)) from None
    except Exception as exc:  # an engine bug must not leave the loader as a crash
        raise _engine_failed(source, "the setup", exc) from exc
    played, undone = len(record.actions), len(record.redo)
    for i, action in enumerate(record.all_actions):
        where = f"action {i + 1} of {played}" if i < played else f"redo step {i + 1 - played} of {undone}"
        try:
            h.do(action)
        except IllegalAction as exc:
            problem = f"{where} is not legal: {exc}"
            raise SaveError(f"{source} can't be replayed: {problem}", problem, i + 1) from None
        except Exception as exc:  # noqa: BLE001  (reported, never re-raised as a crash)
            raise _engine_failed(source, where, exc, i + 1) from exc
    h.index = record.position
    return h


def _engine_failed(source: str, where: str, exc: BaseException, action: int | None = None) -> SaveError:
    problem = f"the game engine failed on {where} ({type(exc).__name__}: {exc})"
    return SaveError(f"{source} can't be replayed: {problem}", problem, action, engine_failed=True)
