"""Save-file fuzzing: seeded mutations of real saves and reports, each loaded the way the client loads it.

:func:`base_files` plays short bot games of 1-5 players (random setups) and writes them
as saves, with redo steps, and as problem reports. :func:`mutate` damages one file in a
seeded way, either as text (flipped, cut, inserted or repeated bytes, deep brackets,
huge numbers, duplicated keys) or as JSON (a field removed, added, retyped or set to a
hostile value; actions reordered, repeated or retargeted). :func:`run` loads every
mutant through the real loader and replays it; each outcome must be a clean load or a
``SaveError``: anything else (or a ``SaveError`` that reports an engine failure) is a
crash. ``python -m bigtrouble fuzz-saves --count N [--seed S]`` prints the figures.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from typing import Any

from attrs import define, field

from bigtrouble.actions import EditMove, EditReorder, EditSet, EditTableMode
from bigtrouble.bots import make_bot
from bigtrouble.engine import is_over, legal_actions
from bigtrouble.errors import SaveError
from bigtrouble.history import History
from bigtrouble.model import Setup
from bigtrouble.saves import dumps, loads, replay_history
from bigtrouble.saves.report import loads_report, log_lines, replay_report, report_text

HOSTILE: tuple[Any, ...] = (
    -1,
    0,
    1,
    2,
    5,
    6,
    31,
    2**31,
    2**64,
    -(2**63) - 1,
    10**25,
    7.5,
    -0.0,
    1e308,
    True,
    False,
    None,
    "",
    "31",
    "random",
    "ten",
    "Eddie",
    "Six Shooter",
    "x" * 65,
    "\u0000",
    "\u00e9\u4e2d",
    [],
    [1],
    ["Eddie", "Eddie"],
    {},
    {"type": "Fight", "uid": -1},
    {"type": "PlayCard"},
    {"type": "Nope", "uid": 1},
    {"type": "Choose", "index": 0.5},
    {"type": "Fight", "uid": True},
    [[[[[[[[[[]]]]]]]]]],
)
"""Values a damaged or hostile file might hold where something else belongs."""


def base_files(seed: int = 0, games: int = 10, longest: int = 30) -> list[bytes]:
    """Real saves and reports of short bot games, 1-5 players, random setups (some with redo steps)."""
    rng = random.Random(seed)
    out: list[bytes] = []
    for g in range(games):
        players = 1 + g % 5
        h = History(Setup(players=players), seed * 1000 + g)
        bot = make_bot("random", seed + g)
        for _ in range(rng.randrange(longest + 1)):
            if is_over(h.state):
                break
            h.do(bot.choose(h.state, legal_actions(h.state)))
        if g % 2 and h.state.pending is None and not is_over(h.state):
            _edit(h)
        for _ in range(rng.randrange(min(4, len(h.actions)) + 1)):
            h.undo()
        record = h.record()
        out.append(dumps(record).encode("utf-8"))
        out.append(report_text(record, None, log_lines(h.state), "0.1.0", "fuzz").encode("utf-8"))
    return out


def _edit(h: History) -> None:
    """Turn table mode on and make a hand edit or two, so edits are among the fields mutated."""
    s = h.state
    h.do(EditTableMode(True))
    h.do(EditSet("attack", s.turn.attack + 2))
    if s.hq[0] >= 0:
        h.do(EditMove(s.hq[0], "discard", s.current, -1))
    if len(s.villain_deck) >= 3:
        h.do(EditReorder("villain_deck", -1, s.villain_deck[2::-1]))


# ---- text mutations -----------------------------------------------------------------------------


def _flip(data: bytes, rng: random.Random) -> bytes:
    i = rng.randrange(len(data))
    return data[:i] + bytes([data[i] ^ (1 << rng.randrange(8))]) + data[i + 1 :]


def _cut(data: bytes, rng: random.Random) -> bytes:
    return data[: rng.randrange(len(data))]


def _insert(data: bytes, rng: random.Random) -> bytes:
    i = rng.randrange(len(data) + 1)
    piece = rng.choice([b"[", b"{", b"]", b",", b'"', b"\\", b"-", b"0", b"1e999", b"NaN", b"\xff", b"\x00", b" "])
    return data[:i] + piece * rng.choice([1, 1, 2, 50, 100_000 // len(piece)]) + data[i:]


def _repeat(data: bytes, rng: random.Random) -> bytes:
    i = rng.randrange(len(data))
    j = min(len(data), i + rng.randrange(1, 200))
    return data[:j] + data[i:j] * rng.choice([1, 2, 10]) + data[j:]


def _digits(data: bytes, rng: random.Random) -> bytes:
    positions = [i for i, b in enumerate(data) if 48 <= b <= 57]
    if not positions:
        return data + b"1"
    i = rng.choice(positions)
    return data[:i] + rng.choice([b"9" * 5000, b"9" * 21, b"0", b"-1", b".5", b"e5"]) + data[i + 1 :]


def _duplicate_key(data: bytes, rng: random.Random) -> bytes:
    key = rng.choice([b'"seed"', b'"version"', b'"setup"', b'"uid"', b'"players"'])
    i = data.find(key)
    if i < 0:
        return data
    end = data.find(b",", i)
    if end < 0:
        return data
    return data[: end + 1] + data[i : end + 1] + data[end + 1 :]


TEXT_MUTATIONS: Sequence[Callable[[bytes, random.Random], bytes]] = (
    _flip,
    _cut,
    _insert,
    _repeat,
    _digits,
    _duplicate_key,
)

# ---- JSON mutations -----------------------------------------------------------------------------


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value[:20]):
            out += _paths(v, (*path, i))
    return out


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for p in path:
        value = value[p]
    return value


def _mutate_tree(data: Any, rng: random.Random) -> Any:
    """One structural change somewhere in the parsed file (in place)."""
    paths = _paths(data)
    path = rng.choice(paths[1:]) if len(paths) > 1 else ()
    if not path:
        return rng.choice(HOSTILE)
    parent, key = _get(data, path[:-1]), path[-1]
    kind = rng.randrange(8)
    if kind == 0 and isinstance(parent, dict):
        del parent[key]
    elif kind == 1 and isinstance(parent, dict):
        parent[rng.choice(["extra", "uid", "index", "type", "redo", "Seed"])] = rng.choice(HOSTILE)
    elif kind == 2 and isinstance(parent[key], int) and not isinstance(parent[key], bool):
        parent[key] = parent[key] + rng.choice([-1, 1, 7, -100, 1000])
    elif kind == 3 and isinstance(parent[key], list) and parent[key]:
        items = parent[key]
        op = rng.randrange(4)
        if op == 0:
            rng.shuffle(items)
        elif op == 1:
            items.append(rng.choice(items))
        elif op == 2:
            del items[rng.randrange(len(items)) :]
        else:
            items.insert(rng.randrange(len(items) + 1), rng.choice(HOSTILE))
    elif kind == 4 and isinstance(parent, list) and len(parent) > 1:
        i, j = rng.randrange(len(parent)), rng.randrange(len(parent))
        parent[i], parent[j] = parent[j], parent[i]
    else:
        parent[key] = rng.choice(HOSTILE)
    return data


def mutate(base: bytes, rng: random.Random) -> bytes:
    """One seeded mutation of a file: about half textual, half structural, sometimes several at once."""
    data = base
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        if rng.random() < 0.5 or not data:
            data = rng.choice(TEXT_MUTATIONS)(data or b"{}", rng)
            continue
        try:
            tree = json.loads(data)
        except (ValueError, RecursionError):
            data = rng.choice(TEXT_MUTATIONS)(data, rng)
            continue
        tree = _mutate_tree(tree, rng)
        data = json.dumps(tree, indent=rng.choice([None, 1])).encode("utf-8")
    return data


# ---- running ----------------------------------------------------------------------------------


@define
class Summary:
    """How many mutants were refused, loaded, and crashed (the first crashes kept, with their input)."""

    refused: int = 0
    loaded: int = 0
    crashed: int = 0
    crashes: list[tuple[int, str, bytes]] = field(factory=list)

    @property
    def total(self) -> int:
        """All mutants tried."""
        return self.refused + self.loaded + self.crashed

    def text(self) -> str:
        """One line of figures."""
        return f"{self.total} mutated files: {self.refused} refused, {self.loaded} loaded, {self.crashed} crashed"


def load_like_the_client(data: bytes) -> None:
    """Load a save or report from bytes and replay it, as the client and ``replay`` do."""
    try:
        head = json.loads(data)
    except (ValueError, RecursionError):
        head = None
    if isinstance(head, dict) and head.get("format") == "bigtrouble-report":
        result = replay_report(loads_report(data))
        if result.engine_failed:
            raise SaveError(result.message, result.message, result.reached + 1, engine_failed=True)
    else:
        replay_history(loads(data))


def outcome(data: bytes) -> str:
    """``"loaded"`` or ``"refused"``; raises whatever a crash raised (a SaveError for an engine failure)."""
    try:
        load_like_the_client(data)
    except SaveError as exc:
        if exc.engine_failed:
            raise
        return "refused"
    return "loaded"


def run(count: int, seed: int = 0, bases: Sequence[bytes] | None = None, keep: int = 5) -> Summary:
    """Load ``count`` seeded mutants of real files; count the outcomes (keeping the first crashes)."""
    files = list(bases) if bases is not None else base_files(seed)
    rng = random.Random(seed)
    summary = Summary()
    for i in range(count):
        data = mutate(rng.choice(files), rng)
        try:
            result = outcome(data)
        except Exception as exc:  # noqa: BLE001  (a crash is what this counts)
            summary.crashed += 1
            if len(summary.crashes) < keep:
                summary.crashes.append((i, f"{type(exc).__name__}: {exc}", data))
            continue
        if result == "loaded":
            summary.loaded += 1
        else:
            summary.refused += 1
    return summary
