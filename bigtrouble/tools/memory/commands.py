"""``python -m bigtrouble history``, ``history import``, ``history export``, ``stats`` and ``challenge``.

Each returns an exit status; a bad argument raises :class:`Refused` with the one line to show
(the command line turns it into exit status 2).
"""

from __future__ import annotations

import csv
import datetime
import io
import json
import stat
import sys
from pathlib import Path
from typing import Any

from bigtrouble.errors import SaveError
from bigtrouble.tools.memory import import_file
from bigtrouble.tools.memory.challenge import CodeError, daily, decode, encode
from bigtrouble.tools.memory.stats import summarize
from bigtrouble.tools.memory.store import Memory, MemoryRefused, default_file, open_memory

CSV_LEAVES_OUT = ("record",)
"""The full record is left out of a CSV export (a spreadsheet cell is no place for a game); JSON keeps it."""


class Refused(Exception):
    """A bad argument; the message is the one line shown."""


def _open(db: str | None) -> Memory:
    path = Path(db) if db else default_file()
    if path.exists() and not path.is_file():
        raise Refused(f"{path} is not a game memory file (it is a folder or a device)")
    try:
        memory = open_memory(path, check=True)
    except MemoryRefused as exc:
        raise Refused(str(exc)) from None
    if memory.notice:
        print(memory.notice, file=sys.stderr)
    return memory


def _result(g: dict[str, Any]) -> str:
    if g["status"] != "finished":
        return "abandoned"
    words = {"win": "team win", "evil": "Evil wins", "draw": "draw"}[g["outcome"]]
    if g["winners"]:
        words += ", " + " & ".join(g["names"][i] for i in g["winners"]) + " first"
    return words


def run_history(db: str | None, as_json: bool) -> int:
    """List the remembered games, oldest first."""
    with _open(db) as memory:
        games = memory.games()
    if as_json:
        print(json.dumps(games, indent=2, ensure_ascii=False))
        return 0
    if not games:
        print(f"No games remembered yet in {memory.path}.")
        return 0
    for g in games:
        vp = "/".join(str(v) for v in g["vp"])
        print(
            f"{g['id']:>5}  {g['ended_at'][:16].replace('T', ' ')}  {g['players']}p  "
            f"{g['mastermind']} / {g['scheme']}  {_result(g)}  VP {vp}  {g['turns']} turns  {g['challenge']}"
        )
    return 0


def _ordinary(path: Path) -> str:
    """Why ``path`` can't be read as a file, or empty."""
    try:
        mode = path.stat().st_mode
    except OSError as exc:
        return exc.strerror or str(exc)
    return "" if stat.S_ISREG(mode) else "it is not an ordinary file"


def run_import(db: str | None, files: list[str]) -> int:
    """Remember the games of saves and problem reports; 2 when any file was refused (the others are kept)."""
    refused = 0
    with _open(db) as memory:
        for name in files:
            path = Path(name)
            why = _ordinary(path)
            if why:
                print(f"bigtrouble history import: {name}: {why}", file=sys.stderr)
                refused += 1
                continue
            try:
                facts = import_file(memory, path)
            except SaveError as exc:
                print(f"bigtrouble history import: {exc}", file=sys.stderr)
                refused += 1
                continue
            print(f"{name}: {'remembered already' if facts is None else 'remembered (' + facts.status + ')'}")
    return 2 if refused else 0


def run_export(db: str | None, fmt: str, target: str) -> int:
    """Write every remembered game to ``target`` as CSV (no records) or JSON (with them)."""
    path = Path(target)
    if path.exists() and not path.is_file():
        raise Refused(f"can't write {target}: it is not an ordinary file")
    if not path.resolve().parent.is_dir():
        raise Refused(f"can't write {target}: there is no folder {path.resolve().parent}")
    with _open(db) as memory:
        games = memory.games(with_record=(fmt == "json"))
    if fmt == "json":
        text = json.dumps(games, indent=2, ensure_ascii=False)
    else:
        out = io.StringIO()
        columns = [c for c in (games[0] if games else {"id": 0}) if c not in CSV_LEAVES_OUT]
        writer = csv.DictWriter(out, columns, extrasaction="ignore")
        writer.writeheader()
        for g in games:
            writer.writerow({k: json.dumps(v) if isinstance(v, list) else v for k, v in g.items()})
        text = out.getvalue()
    path.write_text(text, encoding="utf-8")
    print(f"{len(games)} games written to {target}")
    return 0


def run_stats(db: str | None, as_json: bool) -> int:
    """Print the statistics of the remembered games."""
    with _open(db) as memory:
        stats = summarize(memory)
    print(json.dumps(stats.to_json(), indent=2, ensure_ascii=False) if as_json else stats.text())
    return 0


def run_challenge(code: str | None, day: str | None, as_json: bool) -> int:
    """Print the deal ``code`` names or, with no code, the Daily Challenge of ``day`` (today by default)."""
    is_daily = code is None
    if code is None:
        try:
            date = datetime.date.fromisoformat(day) if day else datetime.date.today()
        except ValueError:
            raise Refused(f"{day!r} is not a date such as 2026-12-02") from None
        challenge = daily(date)
        code = encode(challenge)
    else:
        try:
            challenge = decode(code)
        except CodeError as exc:
            raise Refused(str(exc)) from None
    from bigtrouble.rules.setup import set_up

    full = set_up(challenge.setup, challenge.seed).setup
    data = {
        "code": encode(challenge),
        "seed": challenge.seed,
        "players": full.players,
        "variant": full.variant,
        "house": list(full.house),
        "mastermind": full.mastermind,
        "scheme": full.scheme,
        "heroes": list(full.heroes),
        "villains": list(full.villains),
        "henchmen": list(full.henchmen),
        "jack_commons": full.jack_commons,
        "wang_commons": full.wang_commons,
    }
    if as_json:
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return 0
    title = f"Challenge {data['code']}"
    print(title + (f" (the Daily Challenge of {day or datetime.date.today()})" if is_daily else ""))
    for key, value in data.items():
        if key == "variant":
            value = value or "standard"
        if value == []:
            value = "none"
        if key != "code":
            print(f"  {key.replace('_', ' ')}: {', '.join(value) if isinstance(value, list) else value}")
    return 0
