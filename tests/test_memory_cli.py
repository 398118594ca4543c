"""The commands ``history`` (``import``, ``export``), ``stats`` and ``challenge``, and the statistics."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

import pytest

from bigtrouble.history import History
from bigtrouble.saves import loads, save
from bigtrouble.tools.cli import main
from bigtrouble.tools.memory.challenge import Challenge, encode
from bigtrouble.tools.memory.stats import compute, rates, streaks, wilson
from tests.games import played


@pytest.fixture(scope="module")
def saves(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    """Three finished first-game saves and one left after 30 actions."""
    folder = tmp_path_factory.mktemp("saves")
    games: list[History] = [played(2, seed, 3000, "first-game", "heuristic") for seed in (1, 2, 3)]
    games.append(played(3, 4, 30))
    paths = []
    for i, h in enumerate(games):
        paths.append(folder / f"g{i}.json")
        save(h.record(), paths[-1])
    return paths


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out = capsys.readouterr()
    return status, out.out, out.err


def test_import_list_export_and_stats(tmp_path: Path, saves: list[Path], capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "games.sqlite3")
    status, out, _ = _run(capsys, "history", "import", *map(str, saves), str(saves[0]), "--db", db)
    assert status == 0 and out.count("remembered (finished)") == 3 and "remembered (abandoned)" in out
    assert "remembered already" in out

    status, out, _ = _run(capsys, "history", "--db", db)
    assert status == 0 and len(out.splitlines()) == 4 and "Six Shooter / Forge Crime Syndicate" in out
    status, out, _ = _run(capsys, "history", "--json", "--db", db)
    games = json.loads(out)
    assert [g["status"] for g in games].count("finished") == 3 and "record" not in games[0]

    status, _, _ = _run(capsys, "history", "export", "--json", str(tmp_path / "all.json"), "--db", db)
    exported = json.loads((tmp_path / "all.json").read_text())
    assert status == 0 and {loads(g["record"]) for g in exported} == {loads(p.read_text()) for p in saves}
    status, _, _ = _run(capsys, "history", "export", "--csv", str(tmp_path / "all.csv"), "--db", db)
    with (tmp_path / "all.csv").open(newline="") as f:
        rows = list(csv.DictReader(f))
    assert status == 0 and len(rows) == 4 and "record" not in rows[0] and rows[0]["mastermind"] == "Six Shooter"

    status, out, _ = _run(capsys, "stats", "--json", "--db", db)
    stats = json.loads(out)
    assert status == 0 and stats["games"] == 4 and stats["finished"] == 3 and stats["abandoned"] == 1
    (by_mm,) = stats["win_rates"]["mastermind"]
    assert by_mm["label"] == "Six Shooter" and by_mm["games"] == 3
    assert by_mm["low"] <= by_mm["rate"] <= by_mm["high"]
    status, out, _ = _run(capsys, "stats", "--db", db)
    assert status == 0 and "Win rate by villain group" in out and "3 finished, 1 abandoned" in out


def test_challenge_prints_the_deal(capsys: pytest.CaptureFixture[str]) -> None:
    from bigtrouble import first_game

    code = encode(Challenge(first_game(2), 5))
    status, out, _ = _run(capsys, "challenge", code, "--json")
    data = json.loads(out)
    assert status == 0 and data["code"] == code and data["seed"] == 5 and data["mastermind"] == "Six Shooter"
    assert data["wang_commons"] != "random"  # the deal as dealt: the seed settles every random choice
    status, out, _ = _run(capsys, "challenge", "--daily", "2026-12-02")
    assert status == 0 and "Daily Challenge of 2026-12-02" in out and "mastermind:" in out


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["challenge", "BT-0000-0000"], "doesn't check out"),
        (["challenge", "nonsense"], "is not a challenge code"),
        (["challenge"], "give a challenge code"),
        (["challenge", "BT-1", "--daily"], "not both"),
        (["challenge", "--daily", "yesterday"], "is not a date"),
        (["history", "export", "--csv", "/nonexistent/dir/x.csv"], "there is no folder"),
        (["history", "export", "--csv", "/tmp"], "not an ordinary file"),
        (["history", "export"], "one of the arguments --csv --json is required"),
        (["history", "--db", "/dev/null"], "not a game memory file"),
        (["stats", "--db", "/tmp"], "not a game memory file"),
    ],
)
def test_hostile_arguments_get_one_line_and_status_2(
    argv: list[str], words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    if "--db" not in argv and argv[0] != "challenge":
        argv = [*argv, "--db", str(tmp_path / "m.sqlite3")]
    status, _, err = _run(capsys, *argv)
    assert status == 2 and words in err and len(err.strip().splitlines()) == 1, err


def test_importing_a_file_that_is_no_save_keeps_the_others(
    tmp_path: Path, saves: list[Path], capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "junk.json").write_text("[1, 2")
    db = str(tmp_path / "m.sqlite3")
    status, out, err = _run(
        capsys, "history", "import", "/dev/zero", str(tmp_path / "junk.json"), str(saves[0]), "--db", db
    )
    assert status == 2 and "/dev/zero: it is not an ordinary file" in err and "junk.json" in err
    assert "remembered (finished)" in out
    status, out, _ = _run(capsys, "history", "--json", "--db", db)
    assert len(json.loads(out)) == 1


# --- the statistics ---------------------------------------------------------------------------------


def test_wilson_intervals_match_the_formula() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    lo, hi = wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)
    lo, hi = wilson(81, 263)
    assert lo == pytest.approx(0.2553, abs=1e-3) and hi == pytest.approx(0.3662, abs=1e-3)


def _game(outcome: str | None, **kw: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "status": "finished" if outcome else "abandoned",
        "outcome": outcome,
        "mastermind": "Six Shooter",
        "scheme": "Assassination",
        "heroes": ["Eddie", "Margo"],
        "villains": ["Monsters"],
        "players": 2,
        "variant": "",
        "house": [],
        "vp": [10, 12],
        "solo_score": None,
        "challenge": "",
        "ended_at": "2026-12-01T10:00:00+00:00",
    }
    return {**base, **kw}


def test_rates_count_each_label_of_a_game() -> None:
    games = [_game("win"), _game("evil", heroes=["Eddie", "Egg Shen"]), _game("draw")]
    by_hero = {r.label: (r.wins, r.games) for r in rates(games, lambda g: g["heroes"])}
    assert by_hero == {"Eddie": (1, 3), "Margo": (1, 2), "Egg Shen": (0, 1)}


def test_streaks_run_in_order() -> None:
    order = ["win", "win", "evil", "draw", "evil", "win", "win", "win"]
    s = streaks([_game(o) for o in order])
    assert (s.current_kind, s.current, s.longest_wins, s.longest_losses) == ("wins", 3, 3, 3)


def test_stats_group_challenges_and_keep_the_best_solo_scores() -> None:
    games = [
        _game("win", challenge="BT-A", vp=[30], solo_score=17, variant="solo", players=1),
        _game("evil", challenge="BT-A", vp=[12], variant="solo", players=1),
        _game("win", challenge="BT-B", vp=[20, 22]),
        _game(None, challenge="BT-A"),
        _game("win", variant="", house=["mulligan"]),
    ]
    stats = compute(games)
    (a,) = stats.challenges  # BT-B was played once; the abandoned game is not counted
    assert (a.code, a.games, a.wins, a.best_vp, a.best_solo) == ("BT-A", 2, 1, 30, 17)
    assert [b["score"] for b in stats.solo_bests] == [17]
    assert {r.label for r in stats.by["variant"]} == {"solo", "standard", "standard + mulligan"}
    assert stats.abandoned == 1 and stats.finished == 4
