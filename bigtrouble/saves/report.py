"""Problem reports: one file with everything needed to see what the player saw.

A report holds the app version, the platform, when it was written, the setup, the
seed, every action (those played, then the redo steps beyond the player's point),
the player's point (``position``: how many of those actions lead to the state on
screen), the game log at that point, and optionally the player's note and the
fault's text (an exception and its traceback). It is checked as strictly as a
save. ``python -m bigtrouble replay REPORT`` replays it with :func:`replay_report`:
it reproduces the game to the reported point, compares the log line by line, and
says at which action (or log line) today's engine diverges, and why.

>>> import tempfile, pathlib
>>> from bigtrouble import GameRecord, first_game
>>> path = pathlib.Path(tempfile.mkdtemp()) / "report.json"
>>> write_report(path, GameRecord(first_game(2), 7), 0, [], version="0.1.0", platform="test")
>>> replay_report(load_report(path)).ok
True
"""

from __future__ import annotations

import datetime
import platform as platform_module
from collections.abc import Sequence
from pathlib import Path

from attrs import field, frozen

from bigtrouble.actions import Action
from bigtrouble.errors import SaveError
from bigtrouble.history import GameRecord, History
from bigtrouble.model import Setup, State, log_entries
from bigtrouble.saves.codec import actions_text, layout, refuse
from bigtrouble.saves.convert import SEED, Actions, converter, record_words, register_record, structure, unstructure
from bigtrouble.saves.files import read_bounded, write_atomic
from bigtrouble.saves.replaying import replay_history
from bigtrouble.saves.schema import (
    MAX_ACTIONS,
    MAX_BYTES,
    Bad,
    Field,
    Int,
    Invalid,
    Names,
    Text,
    check_header,
    damaged,
    parse,
)

REPORT_FORMAT = "bigtrouble-report"
REPORT_VERSION = 1
REPORT_MAX_BYTES = 4 * MAX_BYTES
"""A report carries the game log too, so it may be four times as big as a save."""
MAX_LOG_LINES = 200_000
HEADER = ("format", "version")


def _tuple(items: Sequence[str]) -> tuple[str, ...]:
    return tuple(items)


@frozen
class Report:
    """A problem report as read: the game (``record`` stands at the reported point) and its context."""

    record: GameRecord
    log: tuple[str, ...] = field(converter=_tuple, default=())
    app_version: str = ""
    platform: str = ""
    created: str = ""
    note: str = ""
    fault: str = ""

    @property
    def position(self) -> int:
        """How many actions lead to the reported point."""
        return self.record.position


def log_lines(s: State) -> list[str]:
    """The game log of ``s`` as the lines a report stores (oldest first), so a replay can compare them."""
    return [e.text for e in log_entries(s.log)]


def app_version() -> str:
    """This build's version, or "unknown" when the package metadata is missing."""
    from importlib import metadata

    try:
        return metadata.version("bigtrouble")
    except metadata.PackageNotFoundError:
        return "unknown"


def report_text(
    record: GameRecord,
    position: int | None = None,
    log_lines: Sequence[str] = (),
    version: str | None = None,
    platform: str | None = None,
    note: str = "",
    fault: str = "",
) -> str:
    """The text of a problem report (see :func:`write_report` for the arguments)."""
    steps = record.all_actions
    at = record.position if position is None else position
    if not 0 <= at <= len(steps):
        raise ValueError(f"position {at} is outside the game's {len(steps)} actions")
    fields = ReportFile(
        app_version=(version if version is not None else app_version())[:64],
        platform=(platform if platform is not None else platform_module.platform())[:200],
        created=datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        setup=record.setup,
        seed=record.seed,
        position=at,
        actions=(),
        log=tuple(line[:1000] for line in log_lines),
        note=harmless(note)[:2000],
        fault=harmless(fault)[:20000],
    )
    data = {"format": REPORT_FORMAT, "version": REPORT_VERSION, **unstructure(fields, ReportFile)}
    data["actions"] = actions_text(steps)
    return layout(data, ("actions", "log"))


_DIRECTION_MARKS = dict.fromkeys(map(ord, "\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"))


def harmless(text: str) -> str:
    """Free text (the player's note, a fault's text) made safe to write and to show: a broken surrogate becomes
    U+FFFD, direction marks and control characters other than line breaks and tabs go."""
    out = []
    for c in text.translate(_DIRECTION_MARKS):
        n = ord(c)
        if 0xD800 <= n <= 0xDFFF:
            out.append("\ufffd")
        elif c in "\n\t" or not (n < 32 or 0x7F <= n < 0xA0):
            out.append(c)
    return "".join(out)


def write_report(
    path: str | Path,
    record: GameRecord,
    position: int | None = None,
    log_lines: Sequence[str] = (),
    *,
    version: str | None = None,
    platform: str | None = None,
    note: str = "",
    fault: str = "",
) -> None:
    """Write a problem report atomically.

    ``record`` holds every action (``actions`` then ``redo``); ``position`` is the index in
    that list the player was at (by default ``record.position``); ``log_lines`` the game log at
    that point (:func:`log_lines` of the state on screen). ``version`` and ``platform`` default
    to this build and this machine; ``note`` is the player's words, ``fault`` the error's text.
    """
    write_atomic(path, report_text(record, position, log_lines, version, platform, note, fault))


@frozen
class ReportFile:
    """A problem report's fields as its file holds them, in their order (after the format name and version)."""

    app_version: str
    platform: str
    created: str
    setup: Setup
    seed: int
    position: int
    actions: tuple[Action, ...]
    log: tuple[str, ...]
    note: str
    fault: str


@frozen
class Block(Field):
    """Text that may hold line breaks and tabs (the player's note, a traceback), at most ``most`` characters."""

    most: int

    def check(self, value: object) -> str:
        """The text."""
        if not isinstance(value, str):
            raise Bad("is not text")
        line = Text(self.most)
        for part in value.replace("\t", " ").split("\n"):
            line.check(part)
        if len(value) > self.most:
            raise Bad(f"is {len(value)} characters long (at most {self.most})")
        return value


register_record(
    ReportFile,
    {
        "app_version": Text(64),
        "platform": Text(200),
        "created": Text(40),
        "setup": converter.get_structure_hook(Setup),
        "seed": SEED,
        "position": Int(0, MAX_ACTIONS),
        "actions": converter.get_structure_hook(Actions),
        "log": Names(Text(1000), MAX_LOG_LINES),
        "note": Block(2000),
        "fault": Block(20000),
    },
)
_WHERE = record_words("the report")


def _report(data: object) -> Report:
    check_header(data, REPORT_FORMAT, REPORT_VERSION, "Big Trouble problem report")
    assert isinstance(data, dict)  # check_header refuses anything else
    body = structure({k: v for k, v in data.items() if k not in HEADER}, ReportFile, _WHERE)
    steps = body.actions
    if body.position > len(steps):
        raise damaged(f"the report's position is {body.position}, outside 0 to {len(steps)}")
    record = GameRecord(body.setup, body.seed, steps[: body.position], redo=steps[body.position :])
    return Report(record, body.log, body.app_version, body.platform, body.created, body.note, body.fault)


def load_report(path: str | Path) -> Report:
    """Read and check a problem report (without replaying it); raise :class:`SaveError` if it can't be used."""
    source = f"The report {path}"
    try:
        data = read_bounded(path, REPORT_MAX_BYTES)
    except Invalid as exc:
        raise refuse(source, exc) from None
    return loads_report(data, source)


def loads_report(data: bytes, source: str = "This report") -> Report:
    """Read and check a problem report from its bytes; raise :class:`SaveError` if it can't be used."""
    try:
        return _report(parse(data, REPORT_MAX_BYTES))
    except Invalid as exc:
        raise refuse(source, exc) from None


@frozen
class ReplayResult:
    """What replaying a report found: whether the game reproduces, and if not, where and why.

    ``reached`` is how many actions replayed before the divergence (all of them when ``ok``);
    ``history`` stands at the reported point when it was reached, else at the last good one.
    """

    ok: bool
    reached: int
    message: str
    history: History | None = None
    engine_failed: bool = False


def replay_report(report: Report) -> ReplayResult:
    """Replay a report to its point, then its redo steps, comparing the log; say where it diverges."""
    record = report.record
    try:
        h = replay_history(record, "The report")
    except SaveError as exc:
        failed = exc.action
        if failed is None:
            return ReplayResult(False, 0, exc.problem, None, exc.engine_failed)
        partial = GameRecord(record.setup, record.seed, record.all_actions[: failed - 1])
        before = replay_history(partial, "The report")
        return ReplayResult(False, failed - 1, f"the game diverges: {exc.problem}", before, exc.engine_failed)
    if report.log:
        got = log_lines(h.state)
        for i, (want, have) in enumerate(zip(report.log, got, strict=False)):
            if want != have:
                return ReplayResult(
                    False,
                    record.position,
                    f"the log diverges at line {i + 1}: the report says {want!r}, this replay says {have!r}",
                    h,
                )
        if len(got) != len(report.log):
            return ReplayResult(
                False,
                record.position,
                f"the log has {len(got)} lines at the reported point; the report has {len(report.log)}",
                h,
            )
    return ReplayResult(True, len(record.all_actions), "the game reproduces exactly to the reported point", h)
