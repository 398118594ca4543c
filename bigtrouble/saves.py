"""Save files: a game record as versioned JSON, written atomically.

The only cattrs code in the engine (the model stays free of serialisation). A
save holds the setup, the seed and the actions; loading replays them, so a save
is also a replay and a bug report. Writes go to a temporary file that replaces
the old one in a single step, so a crash never leaves half a save.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

import cattrs
from cattrs.preconf.json import make_converter
from cattrs.strategies import configure_tagged_union

from bigtrouble.actions import Action
from bigtrouble.history import GameRecord

FORMAT = "bigtrouble-save"
VERSION = 1


class SaveError(ValueError):
    """A save file that can't be read; the message says why in plain words."""


def _converter() -> cattrs.Converter:
    conv = make_converter()
    configure_tagged_union(Action, conv, tag_name="type")
    return conv


_CONV = _converter()


def to_dict(record: GameRecord) -> dict[str, Any]:
    """The record as plain JSON-ready data, with the format name and version."""
    data: dict[str, Any] = _CONV.unstructure(record)
    return {"format": FORMAT, "version": VERSION, **data}


def from_dict(data: object) -> GameRecord:
    """Read a record from plain data; raise :class:`SaveError` if it is not a valid save."""
    if not isinstance(data, dict):
        raise SaveError("This is not a Big Trouble save file (it is not a JSON object).")
    if data.get("format") != FORMAT:
        raise SaveError("This is not a Big Trouble save file (its format name is missing or wrong).")
    version = data.get("version")
    if not isinstance(version, int) or version > VERSION:
        raise SaveError(f"This save was written by a newer version of Big Trouble (format {version}).")
    body = {k: v for k, v in data.items() if k not in ("format", "version")}
    try:
        return _CONV.structure(body, GameRecord)
    except (cattrs.BaseValidationError, KeyError, TypeError, ValueError) as exc:
        raise SaveError(f"This save file is damaged: {_first_reason(exc)}") from exc


def _first_reason(exc: BaseException) -> str:
    if isinstance(exc, cattrs.BaseValidationError) and exc.exceptions:
        return _first_reason(exc.exceptions[0])
    return str(exc) or type(exc).__name__


def dumps(record: GameRecord) -> str:
    """The record as JSON text."""
    return json.dumps(to_dict(record), indent=1, sort_keys=True)


def loads(text: str) -> GameRecord:
    """Read a record from JSON text; raise :class:`SaveError` with the reason if it is bad."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"This save file is not valid JSON (line {exc.lineno}).") from exc
    return from_dict(data)


def save(record: GameRecord, path: str | Path) -> None:
    """Write the record to ``path`` atomically: the old file stays whole until the new one is complete."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".save-", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(dumps(record))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load(path: str | Path) -> GameRecord:
    """Read a save file; raise :class:`SaveError` with a clear reason if it can't be used."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"There is no save file at {path}.") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"The save file {path} can't be read: {exc}") from exc
    return loads(text)
