"""The game memory: what is kept of a game, the SQLite file, its migrations, damage and two writers at once."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from bigtrouble import GameRecord
from bigtrouble.history import History, replay
from bigtrouble.rules.ending import result
from bigtrouble.saves import loads, save, write_report
from bigtrouble.tools import memory as mem
from bigtrouble.tools.memory.challenge import deal_of, decode
from bigtrouble.tools.memory.facts import ABANDONED, FINISHED, facts_of
from bigtrouble.tools.memory.store import MIGRATIONS, SCHEMA_VERSION, Memory, _row, migrate, open_memory
from tests.games import played

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def _close_writers() -> Iterator[None]:
    yield
    mem.close_all()


@pytest.fixture(scope="module")
def finished() -> History:
    """A whole 2-player game the heuristic bots finish."""
    h = played(2, 3, 3000, "first-game", "heuristic")
    assert h.state.outcome is not None
    return h


@pytest.fixture(scope="module")
def unfinished() -> History:
    return played(3, 5, 60)


def _add(memory: Memory, h: History) -> None:
    memory.add(facts_of(h.record(), h.state, ended_at=time.time()))


# --- what is kept -----------------------------------------------------------------------------------


def test_the_facts_of_a_finished_game(finished: History) -> None:
    """Result, VP, winners, turns and the record (which loads back to the same game) are kept."""
    record, state = finished.record(), finished.state
    facts = facts_of(record, state, ended_at=1_000_100.0, started_at=1_000_000.0, undo_count=4)
    res = result(state)
    assert facts.status == FINISHED and state.outcome is not None and facts.outcome == state.outcome.value
    assert facts.vp == res.vp and facts.winners == res.winners and facts.winners
    assert facts.turns == state.turn.number > 1 and facts.actions == len(record.actions)
    assert facts.duration_s == 100.0 and facts.undo_count == 4
    assert facts.started_at == "1970-01-12T13:46:40+00:00"
    assert facts.mastermind == "Six Shooter" and facts.seats == ("human", "human")
    assert loads(facts.record) == record
    assert replay(loads(facts.record)) == state
    assert decode(facts.challenge) == deal_of(record.setup, record.seed)


def test_an_abandoned_game_has_no_result(finished: History, unfinished: History) -> None:
    """A game left before its end, or one said to be abandoned, is marked so and has no outcome or winner."""
    for h, flag in ((unfinished, False), (finished, True)):
        facts = facts_of(h.record(), h.state, ended_at=0.0, abandoned=flag)
        assert facts.status == ABANDONED and facts.outcome is None and facts.winners == ()


# --- remember_game, the client's hook -----------------------------------------------------------


def test_remember_game_keeps_finished_and_abandoned_games(
    tmp_path: Path, finished: History, unfinished: History
) -> None:
    path = mem.memory_file(tmp_path / "data")
    assert mem.remember_game(finished.record(), finished.state, time.time() - 5, 2, False, path) == ""
    assert mem.remember_game(unfinished.record(), unfinished.state, None, 0, True, path) == ""
    mem.close_all()
    with open_memory(path, check=True) as memory:
        games = memory.games(with_record=True)
    assert [g["status"] for g in games] == [FINISHED, ABANDONED]
    assert games[0]["undo_count"] == 2 and 4 <= games[0]["duration_s"] < 60
    assert loads(games[1]["record"]) == unfinished.record()
    assert sqlite3.connect(path).execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_the_memory_needs_no_qt() -> None:
    code = "import sys, bigtrouble.tools.memory, bigtrouble.tools.memory.commands; print('PySide6' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == "False"


def test_the_write_cost_is_measured_by_a_benchmark_that_prints_it(capsys: pytest.CaptureFixture[str]) -> None:
    """``bench-saves --remember`` writes a 700-action game again and again and prints CPU and wall figures (a
    benchmark, not a timed assertion: the budget of 5 ms is checked by reading its figures)."""
    from bigtrouble.tools.cli import main

    assert main(["bench-saves", "--remember", "--count", "3"]) == 0
    out = capsys.readouterr().out
    assert "CPU median" in out and "wall median" in out and "failed" not in out


# --- the file: migrations, damage, newer builds, two writers ------------------------------------------


def _version(path: Path) -> int:
    return int(sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0])


def _indexes(path: Path) -> set[str]:
    rows = sqlite3.connect(path).execute("SELECT name FROM sqlite_master WHERE type = 'index'").fetchall()
    return {r[0] for r in rows}


def test_a_version_1_file_is_migrated_to_version_2(tmp_path: Path, finished: History) -> None:
    """A file of schema 1 (no indexes) gains the indexes of 2 and keeps its games."""
    path = tmp_path / "games.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    assert migrate(conn, to=1) == 0
    row = {k: v for k, v in _row(facts_of(finished.record(), finished.state, ended_at=time.time())).items()}
    row.pop("edited")  # a version 1 file has no such column
    conn.execute(f"INSERT INTO games ({', '.join(row)}) VALUES ({', '.join(':' + c for c in row)})", row)
    conn.close()
    assert _version(path) == 1 and not _indexes(path)
    outcome = finished.state.outcome
    assert outcome is not None
    with open_memory(path, check=True) as memory:
        assert memory.count() == 1 and memory.games()[0]["outcome"] == outcome.value
    assert _version(path) == SCHEMA_VERSION == 3
    with open_memory(path) as memory:
        assert memory.games()[0]["edited"] == 0  # the column version 3 adds, for a game from before
    assert {"games_by_challenge", "games_by_fingerprint", "games_by_end"} <= _indexes(path)
    assert set(MIGRATIONS) == set(range(1, SCHEMA_VERSION + 1))


def test_a_newer_file_is_left_alone(tmp_path: Path, finished: History) -> None:
    path = tmp_path / "games.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    words = mem.remember_game(finished.record(), finished.state, None, 0, False, path)
    assert "newer Big Trouble" in words and "not remembered" in words
    assert path.read_bytes() == before and _version(path) == 99


def test_a_file_that_is_no_database_is_set_aside_and_a_new_one_started(tmp_path: Path, finished: History) -> None:
    path = tmp_path / "games.sqlite3"
    junk = b"this is not a database, whatever its name says " * 200
    path.write_bytes(junk)
    words = mem.remember_game(finished.record(), finished.state, None, 0, False, path)
    assert "was damaged" in words and "nothing was deleted" in words
    aside = [p for p in tmp_path.glob("games.sqlite3.damaged-*") if not p.name.endswith(("-wal", "-shm"))]
    assert len(aside) == 1 and aside[0].read_bytes() == junk and aside[0].name in words
    mem.close_all()
    with open_memory(path, check=True) as memory:
        assert memory.count() == 1 and memory.notice == ""


def test_a_damaged_file_is_rebuilt_from_the_games_that_can_be_read(tmp_path: Path, finished: History) -> None:
    """Some pages overwritten: the check finds it, the file is set aside, the readable games are kept.

    The folder's name has a space and a hash, as a data folder may ("Big Trouble").
    """
    tmp_path = tmp_path / "Big Trouble #2"
    path = tmp_path / "games.sqlite3"
    with open_memory(path) as memory:  # makes the folder
        for _ in range(40):
            _add(memory, finished)
    page = 4096
    data = bytearray(path.read_bytes())
    assert len(data) > 40 * page
    middle = len(data) // page // 2
    data[middle * page : (middle + 3) * page] = bytes(range(256)) * (3 * page // 256)
    path.write_bytes(bytes(data))
    with open_memory(path, check=True) as memory:
        kept = memory.count()
        assert "was damaged" in memory.notice and f"with the {kept} games" in memory.notice
        assert all(loads(g["record"]) == finished.record() for g in memory.games(with_record=True))
    assert 0 < kept < 40
    (aside,) = [p for p in tmp_path.glob("games.sqlite3.damaged-*") if not p.name.endswith(("-wal", "-shm"))]
    assert aside.read_bytes() == bytes(data)


def test_a_busy_file_is_not_called_damaged(tmp_path: Path, finished: History) -> None:
    """Another connection holding the write lock makes the write give up, never set the file aside."""
    path = tmp_path / "games.sqlite3"
    open_memory(path).close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        words = mem.remember_game(finished.record(), finished.state, None, 0, False, path)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert "another window" in words
    assert not list(tmp_path.glob("*.damaged-*"))


WRITER = """
import sys, time
from pathlib import Path
from bigtrouble.history import replay
from bigtrouble.saves import load
from bigtrouble.tools.memory import remember_game
record = load(sys.argv[1]); state = replay(record)
start = float(sys.argv[3])
while time.time() < start:
    time.sleep(0.005)
for _ in range(25):
    words = remember_game(record, state, None, 0, False, Path(sys.argv[2]))
    assert words == "", words
"""


def test_two_writers_at_once_lose_nothing(tmp_path: Path, finished: History) -> None:
    """Two processes writing 25 games each into one new file at the same moment: 50 games, a sound file."""
    save(finished.record(), tmp_path / "game.json")
    path = tmp_path / "data" / "games.sqlite3"
    start = str(time.time() + 1.5)
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(tmp_path / "game.json"), str(path), start],
            cwd=ROOT,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(2)
    ]
    for p in procs:
        _, err = p.communicate(timeout=120)
        assert p.returncode == 0, err[-2000:]
    with open_memory(path, check=True) as memory:
        assert memory.count() == 50 and memory.notice == ""
    assert sqlite3.connect(path).execute("PRAGMA integrity_check").fetchone() == ("ok",)


# --- importing saves and reports ----------------------------------------------------------------------


def test_saves_and_reports_are_imported_once(tmp_path: Path, finished: History, unfinished: History) -> None:
    save(finished.record(), tmp_path / "a.json")
    write_report(tmp_path / "r.json", unfinished.record(), version="test", platform="test")
    (tmp_path / "bad.json").write_text('{"format": "something else"}')
    with open_memory(tmp_path / "games.sqlite3") as memory:
        a = mem.import_file(memory, tmp_path / "a.json")
        r = mem.import_file(memory, tmp_path / "r.json")
        assert a is not None and a.status == FINISHED and a.source == "imported"
        assert r is not None and r.status == ABANDONED
        assert mem.import_file(memory, tmp_path / "a.json") is None
        with pytest.raises(ValueError, match="bad.json"):
            mem.import_file(memory, tmp_path / "bad.json")
        assert memory.count() == 2


def test_a_record_that_does_not_replay_is_refused(tmp_path: Path, finished: History) -> None:
    broken = GameRecord(finished.record().setup, finished.record().seed, finished.record().actions[5:])
    save(broken, tmp_path / "broken.json")
    with open_memory(tmp_path / "games.sqlite3") as memory, pytest.raises(ValueError, match="can't be replayed"):
        mem.import_file(memory, tmp_path / "broken.json")


def test_a_game_changed_by_hand_is_remembered_as_such_and_left_out_of_the_comparisons(tmp_path: Path) -> None:
    """Issue 25's honest records: a game with edits is marked, and statistics don't count it."""
    from bigtrouble import Setup, legal_actions
    from bigtrouble.actions import EditSet, EditTableMode
    from bigtrouble.bots import make_bot
    from bigtrouble.engine import is_over
    from bigtrouble.tools.memory.stats import compute

    path = mem.memory_file(tmp_path)
    for seed, edit in ((1, False), (2, True)):
        h = History(Setup(players=2), seed)
        if edit:
            h.do(EditTableMode(True))
            h.do(EditSet("attack", 9))
            h.do(EditTableMode(False))
        bot = make_bot("heuristic", seed)
        while not is_over(h.state):
            h.do(bot.choose(h.state, legal_actions(h.state)))
        assert mem.remember_game(h.record(), h.state, None, 0, False, path) == ""
    mem.close_all()
    with open_memory(path) as memory:
        games = memory.games()
    assert [g["edited"] for g in games] == [0, 1]
    stats = compute(games)
    assert stats.games == 2 and sum(r.games for r in stats.by["players"]) == 1
