"""Save files and problem reports: game records as versioned JSON, checked strictly, written atomically.

A save holds the setup, the seed, the actions up to the player's point and the redo
steps beyond it; loading replays them, so a save is also a replay. Files are data,
never code paths: every file is read with a size cap, parsed with bounded depth and
digits, and checked field by field against :mod:`bigtrouble.saves.schema` before
anything is built from it. Every failure is a :class:`SaveError` naming the file and
the problem; nothing else leaves :func:`load`, :func:`loads`, :func:`load_history`,
:func:`load_report` or :func:`load_any`.

Parts: ``schema`` (what each field may hold), ``migrate`` (older versions to the
current one), ``files`` (bounded reads, atomic writes, stale temp files), ``report``
(problem reports: the game plus the app version, the platform and the game log).

>>> from bigtrouble import GameRecord, first_game
>>> loads(dumps(GameRecord(first_game(2), 7))).seed
7
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import attrs

from bigtrouble.actions import Action
from bigtrouble.errors import IllegalAction, SaveError, SetupError
from bigtrouble.history import GameRecord, History
from bigtrouble.saves.files import clean_stale_temps, read_bounded, write_atomic
from bigtrouble.saves.migrate import upgrade
from bigtrouble.saves.schema import (
    FORMAT,
    MAX_ACTIONS,
    MAX_BYTES,
    VERSION,
    Invalid,
    check_actions,
    check_header,
    check_seed,
    check_setup,
    damaged,
    exact_keys,
    parse,
)

__all__ = [
    "FORMAT",
    "MAX_BYTES",
    "VERSION",
    "GameRecord",
    "SaveError",
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

SAVE_KEYS = ("format", "version", "setup", "seed", "actions", "redo")


def action_dict(a: Action) -> dict[str, Any]:
    """One action as plain data: its type name and its fields."""
    return {"type": type(a).__name__, **attrs.asdict(a)}


def setup_dict(record: GameRecord) -> dict[str, Any]:
    """The record's setup as plain data."""
    return attrs.asdict(record.setup)


def to_dict(record: GameRecord) -> dict[str, Any]:
    """The record as plain JSON-ready data, with the format name and version."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "setup": setup_dict(record),
        "seed": record.seed,
        "actions": [action_dict(a) for a in record.actions],
        "redo": [action_dict(a) for a in record.redo],
    }


def layout(data: dict[str, Any], listed: tuple[str, ...]) -> str:
    """JSON text with one field per line and one entry per line in the ``listed`` lists (readable, small)."""
    lines = []
    for key, value in data.items():
        if key in listed and value:
            items = ",\n  ".join(json.dumps(v, ensure_ascii=False) for v in value)
            lines.append(f" {json.dumps(key)}: [\n  {items}\n ]")
        else:
            lines.append(f" {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def dumps(record: GameRecord) -> str:
    """The record as JSON text."""
    return layout(to_dict(record), ("actions", "redo"))


def _record(data: Any) -> GameRecord:
    """A record from plain data: header, migration, then every field through the schema."""
    version = check_header(data, FORMAT, VERSION, "Big Trouble save file")
    body = exact_keys(upgrade(data, version), "the save", SAVE_KEYS)
    setup = check_setup(body["setup"])
    seed = check_seed(body["seed"])
    actions = check_actions(body["actions"], "the action list")
    redo = check_actions(body["redo"], "the redo list", "redo step")
    if len(actions) + len(redo) > MAX_ACTIONS:
        raise damaged(f"it holds more than {MAX_ACTIONS:,} actions")
    return GameRecord(setup, seed, actions, redo=redo)


def _refuse(source: str, problem: Invalid) -> SaveError:
    return SaveError(f"{source} {problem}.", str(problem))


def from_dict(data: object, source: str = "This save") -> GameRecord:
    """Read a record from plain data; raise :class:`SaveError` if it is not a valid save."""
    try:
        return _record(data)
    except Invalid as exc:
        raise _refuse(source, exc) from None


def loads(text: str | bytes, source: str = "This save") -> GameRecord:
    """Read a record from JSON text; raise :class:`SaveError` with the reason if it is bad."""
    raw = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    try:
        return _record(parse(raw))
    except Invalid as exc:
        raise _refuse(source, exc) from None


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
        raise _refuse(source, exc) from None
    return loads(data, source)


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


def load_history(path: str | Path) -> History:
    """Load a save and replay it (redo steps too); the History stands at the saved position."""
    return replay_history(load(path), f"The save file {path}")


from bigtrouble.saves.report import Report, load_report, write_report  # noqa: E402  (report imports the above)


def load_any(path: str | Path) -> GameRecord | Report:
    """A save or a problem report, whichever the file is; raise :class:`SaveError` if neither."""
    from bigtrouble.saves.report import REPORT_FORMAT

    try:
        data = parse(read_bounded(path, MAX_BYTES * 4))
    except Invalid as exc:
        raise _refuse(f"The file {path}", exc) from None
    if isinstance(data, dict) and data.get("format") == REPORT_FORMAT:
        return load_report(path)
    return load(path)
