"""The memory's database: one SQLite file in the game's data folder, in WAL mode.

The schema has a version (SQLite's ``user_version``) and each version a migration, run
in one write transaction so two windows opening the file at once migrate it once. A
file SQLite calls damaged is set aside under a new name (never deleted) and a new one is
built from the rows that can still be read; the caller gets a sentence saying so. A file
made by a newer build is left alone and refused.
"""

from __future__ import annotations

import json
import os
import sqlite3
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import TracebackType
from typing import Any

from attrs import asdict, fields

from bigtrouble.tools.memory.facts import GameFacts

DB_NAME = "games.sqlite3"
SCHEMA_VERSION = 3
BUSY_TIMEOUT_S = 2.0
"""How long a write waits for another window's write to finish before it gives up."""
BUSY_RETRY_S = 0.01
"""The pause between two tries at opening a file another connection is busy with."""

COLUMNS: tuple[str, ...] = tuple(a.name for a in fields(GameFacts))
LISTS = frozenset({"house", "heroes", "villains", "henchmen", "names", "seats", "vp", "winners"})
"""Columns holding a list, kept as JSON text."""

_V1_GAMES = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    ended_at TEXT NOT NULL,
    started_at TEXT,
    duration_s REAL,
    status TEXT NOT NULL CHECK (status IN ('finished', 'abandoned')),
    outcome TEXT CHECK (outcome IN ('win', 'evil', 'draw')),
    players INTEGER NOT NULL,
    hands INTEGER NOT NULL,
    variant TEXT NOT NULL,
    house TEXT NOT NULL,
    mastermind TEXT NOT NULL,
    scheme TEXT NOT NULL,
    heroes TEXT NOT NULL,
    villains TEXT NOT NULL,
    henchmen TEXT NOT NULL,
    names TEXT NOT NULL,
    seats TEXT NOT NULL,
    vp TEXT NOT NULL,
    winners TEXT NOT NULL,
    solo_score INTEGER,
    turns INTEGER NOT NULL,
    actions INTEGER NOT NULL,
    undo_count INTEGER,
    challenge TEXT NOT NULL,
    source TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    record TEXT NOT NULL
)"""
"""The record comes last: it spills onto overflow pages, which a column after it would make every read walk."""

MIGRATIONS: dict[int, tuple[str, ...]] = {
    1: (_V1_GAMES,),
    2: (
        "CREATE INDEX IF NOT EXISTS games_by_challenge ON games (challenge)",
        "CREATE INDEX IF NOT EXISTS games_by_fingerprint ON games (fingerprint)",
        "CREATE INDEX IF NOT EXISTS games_by_end ON games (ended_at)",
    ),
    3: ("ALTER TABLE games ADD COLUMN edited INTEGER NOT NULL DEFAULT 0",),
}
"""What each schema version adds to the one before it (version 1 from an empty file)."""

DEFAULTS: dict[str, Any] = {"edited": 0}
"""The values a row of an older version gets for the columns added since."""

MAX_MISSES = 10_000
"""Rows in a row that can't be read before the rescue of a damaged file gives up on the rest."""
DAMAGED_CODES = frozenset({sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB})


class MemoryRefused(Exception):
    """The memory can't be used (made by a newer build, or the disk refused); the message is for the player."""


def default_folder() -> Path:
    """The game's data folder as the desktop client finds it (Qt's AppDataLocation for BigTrouble/Big Trouble)."""
    home = Path.home()
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base / "BigTrouble" / "Big Trouble"


def default_file() -> Path:
    """The memory file in the game's data folder."""
    return default_folder() / DB_NAME


def is_damage(exc: sqlite3.DatabaseError) -> bool:
    """Whether SQLite's error says the file is damaged (not busy, locked or unwritable)."""
    code = getattr(exc, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in DAMAGED_CODES


def is_busy(exc: sqlite3.Error) -> bool:
    """Whether SQLite gave up waiting for another connection's lock."""
    code = getattr(exc, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


def _newer(found: int, to: int) -> MemoryRefused:
    return MemoryRefused(
        f"The game memory was written by a newer Big Trouble (schema {found}, this one knows {to}):"
        " it is left as it is."
    )


def _connect(path: Path) -> sqlite3.Connection:
    """A connection in WAL mode; a file of a newer schema is refused before anything in it changes."""
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
    try:
        found = int(conn.execute("PRAGMA user_version").fetchone()[0])
    except BaseException:
        conn.close()
        raise
    if found > SCHEMA_VERSION:
        conn.close()
        raise _newer(found, SCHEMA_VERSION)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")  # in WAL mode: a power cut may lose the last game, never the file
    return conn


def migrate(conn: sqlite3.Connection, to: int = SCHEMA_VERSION) -> int:
    """Bring the schema to version ``to`` in one write transaction; return the version found before."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        found = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if found > to:
            raise _newer(found, to)
        for version in range(found + 1, to + 1):
            for statement in MIGRATIONS[version]:
                conn.execute(statement)
        if found != to:
            conn.execute(f"PRAGMA user_version = {int(to)}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return found


def _check(conn: sqlite3.Connection) -> None:
    """Raise a damage error when SQLite's quick check finds the file damaged."""
    rows = conn.execute("PRAGMA quick_check").fetchall()
    if rows != [("ok",)]:
        exc = sqlite3.DatabaseError(f"quick check: {rows[0][0]}")
        exc.sqlite_errorcode = sqlite3.SQLITE_CORRUPT
        raise exc


def _row(facts: GameFacts) -> dict[str, Any]:
    data = asdict(facts)
    return {k: json.dumps(list(v)) if k in LISTS else v for k, v in data.items()}


_INSERT = f"INSERT INTO games ({', '.join(COLUMNS)}) VALUES ({', '.join(':' + c for c in COLUMNS)})"


class Memory:
    """An open memory file: add games, read them back. Use :func:`open_memory` to open one."""

    def __init__(self, conn: sqlite3.Connection, path: Path, notice: str = "") -> None:
        """Wrap an open, migrated connection; ``notice`` says what happened on opening (a damaged file set aside)."""
        self.conn = conn
        self.path = path
        self.notice = notice

    def __enter__(self) -> Memory:
        """The memory itself."""
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        """Close the file."""
        self.close()

    def close(self) -> None:
        """Close the connection."""
        self.conn.close()

    def add(self, facts: GameFacts) -> int:
        """Remember one game; return its number."""
        cur = self.conn.execute(_INSERT, _row(facts))
        return int(cur.lastrowid or 0)

    def knows(self, fingerprint: str) -> bool:
        """Whether a game with this record is remembered already."""
        return self.conn.execute("SELECT 1 FROM games WHERE fingerprint = ?", (fingerprint,)).fetchone() is not None

    def count(self) -> int:
        """How many games are remembered."""
        return int(self.conn.execute("SELECT count(*) FROM games").fetchone()[0])

    def games(self, with_record: bool = False) -> list[dict[str, Any]]:
        """Every remembered game, oldest end first, lists as lists (the record only if asked)."""
        columns = ["id", *(c for c in COLUMNS if with_record or c != "record")]
        cur = self.conn.execute(f"SELECT {', '.join(columns)} FROM games ORDER BY ended_at, id")
        decoded: dict[str, Any] = {}  # the same list text (a hero set, the seats) is read once, not per game
        return [_as_dict(columns, row, decoded) for row in cur]

    def record_text(self, game: int) -> str | None:
        """The saved record of game number ``game`` (None when no such game is remembered)."""
        row = self.conn.execute("SELECT record FROM games WHERE id = ?", (game,)).fetchone()
        return None if row is None else str(row[0])


def _as_dict(columns: list[str], row: tuple[Any, ...], decoded: dict[str, Any] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for c, v in zip(columns, row, strict=True):
        if c in LISTS:
            if decoded is None or v not in decoded:
                value = json.loads(v)
                if decoded is None:
                    out[c] = value
                    continue
                decoded[v] = value
            out[c] = list(decoded[v])  # a list of its own: a caller may change it
        else:
            out[c] = v
    return out


def open_memory(path: Path, check: bool = False) -> Memory:
    """Open (making it if need be) and migrate the memory at ``path``.

    With ``check`` SQLite's quick check runs first (the command line does; a game's write
    doesn't, to stay within its few milliseconds, and relies on SQLite's own errors). A damaged
    file is set aside and rebuilt, and :attr:`Memory.notice` says so. Raise :class:`MemoryRefused`
    for a file of a newer build or one that can't be opened at all.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    deadline = time.monotonic() + BUSY_TIMEOUT_S
    while True:
        try:
            return _open(path, check)
        except sqlite3.DatabaseError as exc:
            if is_busy(exc):
                # Opening (the switch to WAL on a new file, WAL recovery) can be refused as busy at once, without
                # SQLite's own wait: try again until the same timeout a write waits.
                if time.monotonic() < deadline:
                    time.sleep(BUSY_RETRY_S)
                    continue
                raise MemoryRefused(
                    f"The game memory {path} was busy: another window kept it locked too long."
                ) from None
            if not is_damage(exc):
                raise MemoryRefused(f"The game memory {path} can't be opened: {exc}.") from None
            break
    aside = set_aside(path)
    memory = _open(path, False)
    saved = salvage(aside, memory)
    memory.notice = (
        f"The game memory {path} was damaged. It was set aside as {aside.name} (nothing was deleted),"
        f" and a new one was started with the {saved} game{'s' if saved != 1 else ''} that could still be read."
    )
    return memory


def _open(path: Path, check: bool) -> Memory:
    conn = _connect(path)
    try:
        if check:
            _check(conn)
        migrate(conn)
    except BaseException:
        conn.close()
        raise
    return Memory(conn, path)


def set_aside(path: Path) -> Path:
    """Rename a damaged file (and its WAL files) to a free name beside it; return the new name."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    n = 0
    while True:
        aside = path.with_name(f"{path.name}.damaged-{stamp}{f'-{n}' if n else ''}")
        if not any(Path(f"{p}").exists() for p in (aside, f"{aside}-wal", f"{aside}-shm")):
            break
        n += 1
    for suffix in ("-wal", "-shm", ""):
        part = Path(f"{path}{suffix}")
        if part.exists():
            part.rename(f"{aside}{suffix}")
    return aside


def _readable_rows(source: Path) -> Iterator[dict[str, Any]]:
    """Every row of ``source``'s games table that SQLite can still read, one at a time, skipping bad ones."""
    try:
        conn = sqlite3.connect(f"{source.resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_S)
    except sqlite3.Error:
        return
    try:
        present = {str(r[1]) for r in conn.execute("PRAGMA table_info(games)")}
    except sqlite3.Error:
        present = set(COLUMNS)
    columns = [c for c in COLUMNS if c in present] or list(COLUMNS)  # a file of an older version lacks new columns
    select = f"SELECT id, {', '.join(columns)} FROM games WHERE id > ? ORDER BY id LIMIT 1"
    try:
        last, misses = 0, 0
        while misses < MAX_MISSES:
            try:
                row = conn.execute(select, (last,)).fetchone()
            except sqlite3.Error:
                last, misses = last + 1, misses + 1  # step over the damaged row
                continue
            if row is None:
                return
            last, misses = int(row[0]), 0
            yield {**DEFAULTS, **dict(zip(columns, row[1:], strict=True))}
    finally:
        conn.close()


def salvage(source: Path, into: Memory) -> int:
    """Copy every readable row of the damaged file ``source`` into ``into``; return how many."""
    saved = 0
    into.conn.execute("BEGIN IMMEDIATE")
    try:
        for row in _readable_rows(source):
            try:
                into.conn.execute(_INSERT, row)
            except sqlite3.Error:
                continue  # a row whose values no longer fit the table is lost with the damage
            saved += 1
        into.conn.execute("COMMIT")
    except BaseException:
        into.conn.execute("ROLLBACK")
        raise
    return saved
