"""``advise FILE``: the strong bot's three best moves at the position a save or a problem report reaches.

A save is replayed to its current point and a report to the point the player was at
(:func:`bigtrouble.saves.load_any`, then the engine, every action checked). The moves are
printed with the team's chance to win after each, its 95% interval, the playouts it rests
on and a reason; ``--json`` prints the same as one object.
"""

from __future__ import annotations

import json

from bigtrouble.bots.advisor import Advice, advise
from bigtrouble.errors import IllegalAction, SaveError, SetupError
from bigtrouble.history import replay
from bigtrouble.model import State
from bigtrouble.saves import load_any
from bigtrouble.saves.report import Report
from bigtrouble.tools.replay import where


class FileRefused(Exception):
    """The file can't be read as a save or a report, or its game can't be replayed (a usage error)."""


def position(path: str) -> State:
    """The state the save or report at ``path`` reaches; raise :class:`FileRefused` if there is none."""
    try:
        loaded = load_any(path)
    except SaveError as exc:
        raise FileRefused(str(exc)) from None
    record = loaded.record if isinstance(loaded, Report) else loaded
    try:
        return replay(record)
    except (IllegalAction, SetupError) as exc:
        raise FileRefused(f"the game in {path} can't be replayed: {exc}") from None


def run(path: str, as_json: bool, budget: float, seed: int = 0) -> int:
    """Print the advice for the position the file at ``path`` reaches; return the exit status (0)."""
    s = position(path)
    moves = advise(s, budget, seed=seed)
    if as_json:
        print(json.dumps({"where": where(s), "moves": [_json(m) for m in moves]}, indent=2))
        return 0
    print(f"At {where(s)}:")
    if not moves:
        print("  no move to advise: the game is over")
    for i, m in enumerate(moves, 1):
        print(
            f"  {i}. {m.words}: team wins {100 * m.chance:.0f}% "
            f"(95% {100 * m.low:.0f}-{100 * m.high:.0f}%, {m.playouts} playouts)\n     {m.reason}"
        )
    return 0


def _json(m: Advice) -> dict[str, object]:
    return {
        "move": m.words,
        "chance": round(m.chance, 4),
        "low": round(m.low, 4),
        "high": round(m.high, 4),
        "playouts": m.playouts,
        "reason": m.reason,
    }
