"""Save files and problem reports: game records as versioned JSON, checked strictly, written atomically.

A save holds the setup, the seed, the actions up to the player's point and the redo
steps beyond it; loading replays them, so a save is also a replay. Files are data,
never code paths: every file is read with a size cap, parsed with bounded depth and
digits, brought to this version, and structured by the strict converter of
:mod:`bigtrouble.saves.convert`, which checks each field with :mod:`bigtrouble.saves.schema`
before anything is built from it. Every failure is a :class:`SaveError` naming the file and
the problem; nothing else leaves :func:`load`, :func:`loads`, :func:`load_history`,
:func:`load_report` or :func:`load_any`.

Parts: ``schema`` (what each field may hold, and the bounded parser), ``migrate`` (older
versions to the current one), ``convert`` (the cattrs converter: plain data to records and
back, refusals in the player's words), ``codec`` (records as readable JSON text), ``files``
(bounded reads, atomic durable writes, stale temp files), ``replaying`` (a record into a
History, failures named by action), ``report`` (problem reports: the game plus the app
version, the platform and the game log). This package is engine core: it imports the
rest of the core (``actions``, ``history``, ``model``, ``cards``, ``rules``) and nothing
from ``bots``, ``faces``, ``tools`` or ``ui``.

>>> from bigtrouble import GameRecord, first_game
>>> loads(dumps(GameRecord(first_game(2), 7))).seed
7
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bigtrouble.errors import SaveError
from bigtrouble.history import GameRecord, History
from bigtrouble.saves.codec import action_dict, actions_text, layout, refuse
from bigtrouble.saves.convert import record_words, structure, unstructure
from bigtrouble.saves.files import clean_stale_temps, read_bounded, write_atomic
from bigtrouble.saves.migrate import upgrade
from bigtrouble.saves.replaying import replay_history
from bigtrouble.saves.report import REPORT_FORMAT, Report, load_report, write_report
from bigtrouble.saves.schema import FORMAT, MAX_ACTIONS, MAX_BYTES, VERSION, Invalid, check_header, damaged, parse

__all__ = [
    "FORMAT",
    "MAX_BYTES",
    "VERSION",
    "GameRecord",
    "Report",
    "SaveError",
    "action_dict",
    "clean_stale_temps",
    "dumps",
    "from_dict",
    "load",
    "load_any",
    "load_history",
    "load_report",
    "loads",
    "replay_history",
    "save",
    "to_dict",
    "write_report",
]

HEADER = ("format", "version")
_WHERE = record_words("the save")


def to_dict(record: GameRecord) -> dict[str, Any]:
    """The record as plain JSON-ready data, with the format name and version."""
    data: dict[str, Any] = unstructure(record, GameRecord)
    return {"format": FORMAT, "version": VERSION, **data}


def dumps(record: GameRecord) -> str:
    """The record as JSON text."""
    data = to_dict(GameRecord(record.setup, record.seed))
    data["actions"] = actions_text(record.actions)
    data["redo"] = actions_text(record.redo)
    return layout(data, ("actions", "redo"))


def _record(data: Any) -> GameRecord:
    """A record from plain data: header, migration to this version, then the strict converter."""
    version = check_header(data, FORMAT, VERSION, "Big Trouble save file")
    body = {k: v for k, v in upgrade(data, version).items() if k not in HEADER}
    record = structure(body, GameRecord, _WHERE)
    if len(record.actions) + len(record.redo) > MAX_ACTIONS:
        raise damaged(f"it holds more than {MAX_ACTIONS:,} actions")
    return record


def from_dict(data: object, source: str = "This save") -> GameRecord:
    """Read a record from plain data; raise :class:`SaveError` if it is not a valid save."""
    try:
        return _record(data)
    except Invalid as exc:
        raise refuse(source, exc) from None


def loads(text: str | bytes, source: str = "This save") -> GameRecord:
    """Read a record from JSON text; raise :class:`SaveError` with the reason if it is bad."""
    raw = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    try:
        return _record(parse(raw))
    except Invalid as exc:
        raise refuse(source, exc) from None


def save(record: GameRecord, path: str | Path) -> None:
    """Write the record to ``path`` atomically and durably (file and folder fsynced)."""
    write_atomic(path, dumps(record))


def load(path: str | Path) -> GameRecord:
    """Read and check a save file (without replaying it); raise :class:`SaveError` naming the file and the problem."""
    source = f"The save file {path}"
    try:
        data = read_bounded(path, MAX_BYTES)
    except Invalid as exc:
        if str(exc) == "does not exist":
            raise SaveError(f"There is no save file at {path}.", "there is no such file") from None
        raise refuse(source, exc) from None
    return loads(data, source)


def load_history(path: str | Path) -> History:
    """Load a save and replay it (redo steps too); the History stands at the saved position."""
    return replay_history(load(path), f"The save file {path}")


def load_any(path: str | Path) -> GameRecord | Report:
    """A save or a problem report, whichever the file is; raise :class:`SaveError` if neither."""
    try:
        data = parse(read_bounded(path, MAX_BYTES * 4), MAX_BYTES * 4)
    except Invalid as exc:
        if str(exc) == "does not exist":
            raise SaveError(f"There is no save file at {path}.", "there is no such file") from None
        raise refuse(f"The file {path}", exc) from None
    if isinstance(data, dict) and data.get("format") == REPORT_FORMAT:
        return load_report(path)
    return load(path)
