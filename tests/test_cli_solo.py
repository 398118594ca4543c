"""``simulate --solo`` and ``--house``: the Solo mode and house rules from the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bigtrouble.model import SOLO_VARIANT
from bigtrouble.tools import simulate as sim
from bigtrouble.tools.cli import main


def test_simulate_solo_plays_one_hand_and_reports_the_mean_score(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--solo", "--setup", "random", "--games", "12", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["variant"] == SOLO_VARIANT and data["players"] == [1]
    assert data["finished"] == 12
    wins = data["outcomes"]["win"]
    assert (data["mean_solo_score"] is None) == (wins == 0)


def test_simulate_solo_first_game_is_the_solo_preset() -> None:
    setup = sim.make_setup("first-game", 2, variant=SOLO_VARIANT)
    assert setup.players == 1 and setup.variant == SOLO_VARIANT and len(setup.heroes) == 3


def test_simulate_house_rules_are_used_and_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "4", "--house", "mulligan,warmup", "--games", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["house"] == ["mulligan", "warmup"] and data["finished"] == 2
    summary = sim.simulate((4,), 1, 0, house=("warmup",))
    assert "--house warmup" in summary.reproduce(summary.results[0])


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["simulate", "--house", "free-lunch"], "not a house rule"),
        (["simulate", "--solo", "--players", "3"], "--solo is one player"),
        (["simulate", "--house", "stronger-mastermind,weaker-mastermind", "--games", "1"], "both stronger and weaker"),
        (["simulate", "--matrix", "--house", "warmup,warmup"], "named twice"),
    ],
)
def test_bad_solo_or_house_arguments_exit_2_in_one_line(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = [line for line in capsys.readouterr().err.splitlines() if line.strip()]
    assert len(err) == 1 and words in err[0]


def test_matrix_solo_reports_each_mastermind(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    png = tmp_path / "solo.png"
    assert main(["simulate", "--matrix", "--solo", "--games", "1", "--png", str(png), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["variant"] == SOLO_VARIANT and data["players"] == [1]
    assert data["games"] == 48 and png.exists()
    assert [m["mastermind"] for m in data["masterminds_summary"]] == data["masterminds"]
    assert sum(m["games"] for m in data["masterminds_summary"]) == 48
