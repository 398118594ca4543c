"""The advisor: a strong player's best moves with the team's chance to win, and ``advise FILE`` on the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bigtrouble.actions import EndTurn, FightMastermind
from bigtrouble.bots.advisor import advise, wilson
from bigtrouble.bots.policy import PolicyBot
from bigtrouble.engine import apply, is_over, legal_actions
from bigtrouble.history import GameRecord
from bigtrouble.model import State
from bigtrouble.rules.setup import new_game
from bigtrouble.saves import save
from bigtrouble.tools.cli import main
from bigtrouble.tools.simulate import make_setup


def _record(seed: int, steps: int) -> GameRecord:
    """A policy game on a random two-player setup, stopped after ``steps`` actions (or at its end)."""
    setup = make_setup("random", 2)
    s = new_game(setup, seed)
    bot = PolicyBot(seed)
    actions = []
    while not is_over(s) and len(actions) < steps:
        a = bot.choose(s, legal_actions(s))
        actions.append(a)
        s = apply(s, a)
    return GameRecord(setup, seed, tuple(actions))


def _state(record: GameRecord) -> State:
    s = new_game(record.setup, record.seed)
    for a in record.actions:
        s = apply(s, a)
    return s


@pytest.mark.parametrize(("seed", "steps"), [(1, 0), (2, 40), (3, 120), (4, 10_000)])
def test_advice_names_up_to_three_legal_moves_with_chances(seed: int, steps: int) -> None:
    """Three moves (fewer if fewer are legal, none at the end), each legal, with a chance inside its interval."""
    s = _state(_record(seed, steps))
    moves = advise(s, None, playouts=30)
    legal = legal_actions(s)
    assert len(moves) == min(3, len(legal))
    assert len({m.action for m in moves}) == len(moves)
    for m in moves:
        assert m.action in legal
        assert 0.0 <= m.low <= m.chance <= m.high <= 1.0
        assert m.playouts >= 1
        assert m.reason and m.words == m.action.describe(s)
    assert sum(m.playouts for m in moves) <= 30
    if moves:
        assert moves[0].playouts == max(m.playouts for m in moves)


def test_one_legal_move_is_advised_alone() -> None:
    """When only ending the turn is left, that is the one move advised."""
    record = _record(6, 10_000)
    states = [new_game(record.setup, record.seed)]
    for a in record.actions:
        states.append(apply(states[-1], a))
    s = next(x for x in states if legal_actions(x) == [EndTurn()])
    moves = advise(s, None, playouts=5)
    assert [m.action for m in moves] == [EndTurn()]
    assert moves[0].playouts == 5


def test_the_same_seed_gives_the_same_advice() -> None:
    """A budget in playouts makes the advice reproducible."""
    s = _state(_record(7, 60))
    assert advise(s, None, playouts=25, seed=3) == advise(s, None, playouts=25, seed=3)


def test_wilson_interval() -> None:
    """The interval holds the share and narrows with more playouts; nothing known is (0, 1)."""
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(5, 10)
    assert low < 0.5 < high
    low2, high2 = wilson(50, 100)
    assert high2 - low2 < high - low
    assert wilson(10, 10)[1] == 1.0


def test_advise_on_a_save_prints_the_moves(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``advise FILE --json`` prints the position and its moves; without --json, numbered lines."""
    path = tmp_path / "game.json"
    save(_record(8, 50), path)
    assert main(["advise", str(path), "--json", "--budget", "0.05"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["where"].startswith("turn ")
    assert 1 <= len(data["moves"]) <= 3
    for m in data["moves"]:
        assert 0.0 <= m["chance"] <= 1.0 and m["playouts"] >= 1 and m["reason"]
    assert main(["advise", str(path), "--budget", "0.05"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("At turn ") and "\n  1. " in out and "playouts)" in out


@pytest.mark.parametrize(
    ("content", "argv_tail"),
    [
        (b"not a save at all", []),
        (b"{}", []),
        (None, []),
        (b"{}", ["--budget", "-1"]),
        (b"{}", ["--budget", "nan"]),
    ],
)
def test_advise_refuses_a_bad_file_or_budget_with_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes | None, argv_tail: list[str]
) -> None:
    """A file that is no save, a missing file or a bad budget: one line on stderr, exit status 2."""
    path = tmp_path / "bad.json"
    if content is not None:
        path.write_bytes(content)
    assert main(["advise", str(path), *argv_tail]) == 2
    err = capsys.readouterr().err
    assert err.strip() and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_advise_refuses_a_save_whose_game_cannot_be_replayed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A save holding an action that is not legal where it stands: a message naming the file, exit status 2."""
    record = _record(9, 0)
    path = tmp_path / "broken.json"
    save(GameRecord(record.setup, record.seed, (FightMastermind(),)), path)
    assert main(["advise", str(path)]) == 2
    assert "bigtrouble advise:" in capsys.readouterr().err
