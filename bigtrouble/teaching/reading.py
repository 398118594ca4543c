"""Reading a teaching file (lesson, puzzle, scenario) as hostile input: bounded, and never a device or a pipe.

A file put in a lesson's place may be a FIFO (which would block forever), ``/dev/zero`` (which
would read until memory runs out), huge, or nested deeply enough to exhaust the parser's stack:
each is refused with a sentence that names the file, before or instead of being parsed.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from bigtrouble.saves.files import read_bounded
from bigtrouble.saves.schema import Invalid

MAX_TEACHING_BYTES = 1_000_000
"""The largest lesson, puzzle or scenario file read (the biggest shipped one is a few KB)."""


def read_toml(path: str | Path, error: type[ValueError]) -> dict[str, Any]:
    """The TOML tables of ``path``; raise ``error`` with a sentence naming the file when it can't be read."""
    try:
        data = read_bounded(path, MAX_TEACHING_BYTES)
    except Invalid as exc:
        raise error(f"can't read {path}: it {exc}") from None
    try:
        return tomllib.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise error(f"{path} is not a text file (it is not UTF-8)") from None
    except tomllib.TOMLDecodeError as exc:
        raise error(f"{path} is not valid TOML: {exc}") from None
    except RecursionError:
        raise error(f"{path} is nested too deeply to be a teaching file") from None
