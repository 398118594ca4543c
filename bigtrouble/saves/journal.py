"""The autosave as a base save and an append-only journal, so saving after an action costs the same at any length.

Rewriting the whole record after every action cost time in proportion to the game (0.7 ms at 10
actions, 23.5 ms at 10,000). Here the base (``autosave.json``) is an ordinary save written now
and then, and after each step one short line is appended to the journal beside it
(``autosave.journal``): how many actions of the list on disk stay, the actions added, and where
the player stands. Every line is flushed and fsynced before the call returns.

A kill at any moment leaves a game that loads: a torn last line is passed over (the step before
it is what comes back); the journal's first line names the base it belongs to by a hash of the
base's bytes, so after a kill between a new base and its new journal the old journal is ignored,
and the new base alone is the game. Compaction (a new base, then a new journal) is atomic
in both its files.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

from bigtrouble.actions import Action
from bigtrouble.errors import SaveError
from bigtrouble.history import GameRecord
from bigtrouble.saves import dumps
from bigtrouble.saves.codec import actions_text
from bigtrouble.saves.convert import structure_actions
from bigtrouble.saves.files import read_bounded, write_atomic
from bigtrouble.saves.schema import MAX_ACTIONS, MAX_BYTES, Invalid, parse

JOURNAL_FORMAT = "bigtrouble-journal"
COMPACT_AFTER = 400
"""Journal lines before the base is written afresh (a base is at most a few hundred KB: a few ms, now and then)."""
JOURNAL_MAX_BYTES = 4 * MAX_BYTES


def journal_path(base: Path) -> Path:
    """The journal beside the base save ``base`` (``autosave.json`` -> ``autosave.journal``)."""
    return base.with_suffix(".journal")


def _tag(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:32]


class Journal:
    """Writes one game's autosave: :meth:`write` after every step, cheap whatever the game's length."""

    def __init__(self, base: Path, compact_after: int = COMPACT_AFTER) -> None:
        """A journal for the base save at ``base``; nothing is written before the first :meth:`write`."""
        self.base = Path(base)
        self.path = journal_path(self.base)
        self.compact_after = compact_after
        self._on_disk: tuple[Action, ...] | None = None
        self._setup: object = None
        self._seed = 0
        self._lines = 0

    def write(self, record: GameRecord) -> None:
        """Make the files on disk hold ``record``; ``OSError`` when the disk refuses (the game stays in memory)."""
        every = record.all_actions
        old = self._on_disk
        if old is None or record.setup != self._setup or record.seed != self._seed or self._lines >= self.compact_after:
            self.compact(record)
            return
        keep = _common_prefix(old, every)
        line = json.dumps({"keep": keep, "at": record.position}, separators=(",", ":"))[:-1]
        added = ",".join(actions_text(every[keep:]))
        text = f'{line},"add":[{added}]}}\n'
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND)
        try:
            os.write(fd, text.encode("utf-8"))
            os.fsync(fd)
        finally:
            os.close(fd)
        self._on_disk = every
        self._lines += 1

    def compact(self, record: GameRecord) -> None:
        """Write the whole record as the base, then an empty journal naming it."""
        text = dumps(record)
        write_atomic(self.base, text)
        header = json.dumps({"format": JOURNAL_FORMAT, "base": _tag(text.encode("utf-8"))})
        write_atomic(self.path, header + "\n")
        self._on_disk = record.all_actions
        self._setup, self._seed = record.setup, record.seed
        self._lines = 0

    def forget(self) -> None:
        """The files were removed or replaced by someone else: the next write starts with a new base."""
        self._on_disk = None

    def remove(self) -> None:
        """Delete the base and the journal (a finished game has nothing to resume)."""
        self.base.unlink(missing_ok=True)
        self.path.unlink(missing_ok=True)
        self._on_disk = None


def _common_prefix(old: tuple[Action, ...], new: tuple[Action, ...]) -> int:
    """How many leading actions ``old`` and ``new`` share (identity first: the history keeps the same objects)."""
    n = min(len(old), len(new))
    if old[:n] == new[:n]:
        return n
    lo, hi = 0, n  # the first difference, by halving (each comparison short-cuts on identity)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if old[:mid] == new[:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def load_autosave(base: Path) -> GameRecord:
    """The game an autosave holds: its base save, then every whole line of a journal that belongs to it.

    Raises :class:`SaveError` when the base itself can't be read; a journal that is missing, of
    another base, damaged or torn is read as far as it is whole (the base alone at the least).
    """
    from bigtrouble.saves import load

    record = load(base)
    try:
        journal = read_bounded(journal_path(base), JOURNAL_MAX_BYTES)
        data = read_bounded(base, MAX_BYTES)
    except Invalid:
        return record
    lines = journal.split(b"\n")
    try:
        header = json.loads(lines[0])
    except ValueError:
        return record
    if not isinstance(header, dict) or header.get("format") != JOURNAL_FORMAT or header.get("base") != _tag(data):
        return record
    every, at = record.all_actions, record.position
    for raw in lines[1:]:
        if not raw.endswith(b"}"):
            break  # the torn end of a line cut by a kill
        try:
            every, at = _applied(raw, every)
        except (Invalid, ValueError, SaveError):
            break
    return GameRecord(record.setup, record.seed, every[:at], redo=every[at:])


def _applied(raw: bytes, every: tuple[Action, ...]) -> tuple[tuple[Action, ...], int]:
    entry: Any = parse(raw, JOURNAL_MAX_BYTES)
    if not isinstance(entry, dict) or set(entry) != {"keep", "at", "add"}:
        raise ValueError("not a journal line")
    keep, at = entry["keep"], entry["at"]
    if type(keep) is not int or type(at) is not int or not 0 <= keep <= len(every):
        raise ValueError("not a journal line")
    added = structure_actions(entry["add"], "a journal line")
    every = every[:keep] + tuple(added)
    if not 0 <= at <= len(every) or len(every) > MAX_ACTIONS:
        raise ValueError("not a journal line")
    return every, at
