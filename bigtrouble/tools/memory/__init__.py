"""The game's memory: every game played (finished or abandoned) kept in a local SQLite file.

Parts: ``facts`` (what is kept of a game), ``store`` (the database: schema, migrations, a
damaged file set aside and rebuilt), ``challenge`` (challenge codes and the Daily Challenge),
``stats`` (win rates with their intervals, Solo bests, streaks, challenges compared) and
``commands`` (``python -m bigtrouble history``, ``stats`` and ``challenge``). It imports the
core (records, saves, rules, cards) and nothing from ``ui``; no Qt.

The client calls :func:`remember_game` when a game ends or leaves the mat.
"""

from __future__ import annotations

import atexit
import sqlite3
import time
from pathlib import Path

from bigtrouble.errors import SaveError
from bigtrouble.history import GameRecord
from bigtrouble.model import State
from bigtrouble.tools.memory.facts import IMPORTED, GameFacts, facts_of, fingerprint
from bigtrouble.tools.memory.store import DB_NAME, Memory, MemoryRefused, default_file, is_busy, is_damage, open_memory

__all__ = [
    "DB_NAME",
    "GameFacts",
    "Memory",
    "MemoryRefused",
    "close_all",
    "default_file",
    "facts_of",
    "import_file",
    "memory_file",
    "open_memory",
    "remember_game",
]


def memory_file(data_folder: Path) -> Path:
    """The memory file in a data folder (the one the autosave is in)."""
    return data_folder / DB_NAME


def remember_game(
    record: GameRecord,
    state: State,
    started_at: float | None,
    undo_count: int | None,
    abandoned: bool,
    path: Path,
) -> str:
    """Remember a game that ended or was abandoned in the memory file ``path``; return a sentence for the player or "".

    ``record`` is the game's record and ``state`` where it stands; ``started_at`` when it began
    (seconds since the epoch, ``time.time()``), ``undo_count`` how many undos were made. It never
    raises for a memory it can't use: the sentence says why the game wasn't remembered, or that a
    damaged file was set aside. Costs a few milliseconds, so the client may call it on its GUI thread.
    """
    facts = facts_of(
        record, state, ended_at=time.time(), started_at=started_at, undo_count=undo_count, abandoned=abandoned
    )
    try:
        memory = _writer(path)
        notice, memory.notice = memory.notice, ""
        try:
            memory.add(facts)
        except sqlite3.DatabaseError:
            _OPEN.pop(path, None)
            memory.close()
            raise
        return notice
    except MemoryRefused as exc:
        return f"This game was not remembered. {exc}"
    except sqlite3.DatabaseError as exc:
        if is_busy(exc):
            return f"This game was not remembered: another window kept the game memory {path} locked too long."
        if is_damage(exc):  # damaged while open: set it aside now, so the next game starts a sound file
            try:
                open_memory(path, check=True).close()
            except (OSError, sqlite3.Error, MemoryRefused):
                pass
        return f"This game was not remembered: the game memory {path} could not be written ({exc})."
    except OSError as exc:
        return f"This game was not remembered: the game memory {path} could not be written ({exc.strerror or exc})."


_OPEN: dict[Path, Memory] = {}
"""The memory files this process writes to, kept open: closing the last connection to a WAL file
checkpoints it, which alone would cost more than a game's whole write budget."""


def _writer(path: Path) -> Memory:
    """The open memory at ``path``, opened (and migrated, or set aside if damaged) on first use."""
    memory = _OPEN.get(path)
    if memory is None:
        memory = _OPEN[path] = open_memory(path)
        # A checkpoint copies the log into the file and syncs both: at most once a session, when it
        # closes, and never in the middle of a game's write.
        memory.conn.execute("PRAGMA wal_autocheckpoint = 0")
    return memory


@atexit.register
def close_all() -> None:
    """Close every memory file :func:`remember_game` keeps open (at exit, or when a test is done)."""
    while _OPEN:
        _OPEN.popitem()[1].close()


def import_file(memory: Memory, path: Path) -> GameFacts | None:
    """Remember the game of a save or problem report; None when it is remembered already.

    Raise :class:`~bigtrouble.errors.SaveError` when the file is neither, or its game doesn't replay.
    """
    from bigtrouble.saves import Report, dumps, load_any, replay_history

    loaded = load_any(path)
    record = loaded.record if isinstance(loaded, Report) else loaded
    if memory.knows(fingerprint(dumps(record))):
        return None
    history = replay_history(record, f"The file {path}")
    try:
        ended = path.stat().st_mtime
    except OSError as exc:
        raise SaveError(f"The file {path} can't be read: {exc.strerror}.", "unreadable") from None
    facts = facts_of(record, history.state, ended_at=ended, source=IMPORTED)
    memory.add(facts)
    return facts
