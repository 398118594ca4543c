"""``replay FILE``: replay a save or a problem report and say where the game stands, or where it breaks.

A save is replayed action by action, each one checked; the first illegal one is named
with its number, its words and the engine's reason. A problem report is replayed to
the point the player was at, its redo steps are checked, and its game log is compared
line by line; the command prints where the game stands there, or at which action (or
log line) today's engine diverges from the report, and why.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from bigtrouble.engine import apply
from bigtrouble.errors import IllegalAction, SaveError, SetupError
from bigtrouble.history import GameRecord
from bigtrouble.model import Phase, State, log_entries
from bigtrouble.rules.ending import result
from bigtrouble.rules.progress import evil_progress
from bigtrouble.rules.setup import new_game
from bigtrouble.saves import load_any
from bigtrouble.saves.report import Report, replay_report

EXIT_OK, EXIT_FAILED = 0, 1


class FileRefused(Exception):
    """The file is not a usable save or report (the CLI turns this into a usage error)."""


def where(s: State) -> str:
    """Where a game stands, in words: the turn, who acts, and any pending choice."""
    if s.phase is Phase.OVER:
        res = result(s)
        outcome = res.outcome.value if res.outcome is not None else "over"
        return f"the game is over ({outcome}) after {s.turn.number} turns"
    who = s.players[s.pending.player if s.pending is not None else s.current].name
    text = f"turn {s.turn.number}, {who} to act"
    if s.pending is not None:
        text += f", answering: {s.pending.prompt}"
    return text


def run(path: str, as_json: bool) -> int:
    """Replay the file at ``path``; print the result; return the exit status."""
    try:
        loaded = load_any(path)
    except SaveError as exc:
        raise FileRefused(str(exc)) from None
    if isinstance(loaded, Report):
        return _report(loaded, as_json)
    return _save(loaded, as_json)


def _save(record: GameRecord, as_json: bool) -> int:
    try:
        s = new_game(record.setup, record.seed)
    except SetupError as exc:
        print(f"bigtrouble replay: the save's setup can't be played: {exc}", file=sys.stderr)
        return EXIT_FAILED
    total = len(record.actions)
    for i, action in enumerate(record.actions):
        try:
            s = apply(s, action)
        except IllegalAction as exc:
            print(
                f"bigtrouble replay: action {i + 1} of {total} ({action.describe(s)}) is not legal: {exc}",
                file=sys.stderr,
            )
            return EXIT_FAILED
    ahead = s
    for k, action in enumerate(record.redo):
        try:
            ahead = apply(ahead, action)
        except IllegalAction as exc:
            print(
                f"bigtrouble replay: redo step {k + 1} of {len(record.redo)} ({action.describe(ahead)})"
                f" is not legal: {exc}",
                file=sys.stderr,
            )
            return EXIT_FAILED
    res = result(s)
    over = s.phase is Phase.OVER
    entries = log_entries(s.log)
    if as_json:
        _print_json(
            {
                "setup": {"players": s.setup.players, "mastermind": s.setup.mastermind, "scheme": s.setup.scheme},
                "seed": record.seed,
                "actions": total,
                "redo": len(record.redo),
                "over": over,
                "outcome": res.outcome.value if res.outcome is not None else None,
                "vp": list(res.vp),
                "winners": [s.players[p].name for p in res.winners],
                "turn": s.turn.number,
                "evil_progress": _progress_json(s),
                "log": [{"text": e.text, "rule": e.rule, "player": e.player} for e in entries],
            }
        )
        return EXIT_OK
    for e in entries:
        print(f"{e.text}{f'  [{e.rule}]' if e.rule else ''}")
    print()
    print(f"{s.setup.mastermind} / {s.setup.scheme}, {len(s.players)} hands, seed {record.seed}:")
    if over and res.outcome is not None:
        print(f"outcome: {res.outcome.value} after {s.turn.number} turns and {total} actions")
    else:
        print(f"in progress: turn {s.turn.number}, {total} actions, {s.me.name} to act")
    if record.redo:
        print(f"{len(record.redo)} undone action(s) can be redone")
    print("VP: " + ", ".join(f"{s.players[p].name} {v}" for p, v in enumerate(res.vp)))
    if res.winners:
        print("individual winner(s): " + ", ".join(s.players[p].name for p in res.winners))
    return EXIT_OK


def _report(report: Report, as_json: bool) -> int:
    outcome = replay_report(report)
    record = report.record
    total = len(record.all_actions)
    state = outcome.history.state if outcome.history is not None else None
    if as_json:
        _print_json(
            {
                "report": True,
                "app_version": report.app_version,
                "platform": report.platform,
                "created": report.created,
                "seed": record.seed,
                "position": report.position,
                "actions": total,
                "reproduced": outcome.ok,
                "reached": outcome.reached,
                "message": outcome.message,
                "where": where(state) if state is not None else None,
            }
        )
        return EXIT_OK if outcome.ok else EXIT_FAILED
    print(f"problem report from Big Trouble {report.app_version} on {report.platform}, written {report.created}")
    setup = record.setup
    pair = f"{setup.mastermind or 'random'} / {setup.scheme or 'random'}"
    print(f"setup: {setup.players} player(s), {pair}, seed {record.seed}")
    print(f"the player was at action {report.position} of {total} ({len(record.redo)} redo step(s) beyond)")
    if report.note:
        print(f"the player's note: {report.note}")
    if report.fault:
        print("the fault:\n  " + report.fault.replace("\n", "\n  "))
    if outcome.ok and state is not None:
        print(f"reproduced exactly: at action {report.position}, {where(state)}")
        for line in report.log[-5:]:
            print(f"  | {line}")
        return EXIT_OK
    print(f"NOT reproduced: {outcome.message}")
    if state is not None:
        print(f"the last good point: action {outcome.reached}, {where(state)}")
    return EXIT_FAILED


def _progress_json(s: State) -> dict[str, object] | None:
    """The Scheme's clock at the reached state (None without a Scheme)."""
    progress = evil_progress(s)
    return progress.as_json() if progress is not None else None


def _print_json(data: Any) -> None:
    print(json.dumps(data, indent=2))
