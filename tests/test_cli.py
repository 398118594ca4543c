"""The command line: simulate, bench, cards, replay and scenario; bad arguments exit 2 in one line."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import attrs
import pytest
from PIL import Image

from bigtrouble import GameRecord, Setup, first_game
from bigtrouble.cards import registry
from bigtrouble.cards.defs import Kind
from bigtrouble.model import Outcome
from bigtrouble.saves import save
from bigtrouble.tools import bench as benchmod
from bigtrouble.tools import games
from bigtrouble.tools import simulate as sim
from bigtrouble.tools.cli import COMMANDS, ProgressBar, build_parser, main

ROOT = Path(__file__).resolve().parent.parent


def _err_lines(capsys: pytest.CaptureFixture[str]) -> list[str]:
    return [line for line in capsys.readouterr().err.splitlines() if line.strip()]


def test_commands_name_every_subcommand() -> None:
    """COMMANDS is exactly the set of subcommands the parser knows."""
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    assert COMMANDS == frozenset(sub.choices)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["simulate", "--players", "9"], "1 to 5 players"),
        (["simulate", "--games", "0"], "at least 1"),
        (["simulate", "--bot", "genius"], "invalid choice"),
        (["simulate", "--setup", "random", "--mastermind", "Nobody"], "no Mastermind called 'Nobody'"),
        (["simulate", "--mastermind", "Six Shooter"], "need --setup random"),
        (["frobnicate"], "invalid choice"),
        ([], "required"),
        (["replay", "/no/such/save.json"], "no save file"),
        (["scenario"], "required"),
        (["simulate", "--matrix", "--png", "/no/such/folder/m.png"], "no folder"),
    ],
)
def test_bad_arguments_give_one_line_and_status_2(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A bad command line prints one clear line on stderr, nothing on stdout, and returns 2."""
    assert main(argv) == 2
    out = capsys.readouterr()
    lines = [line for line in out.err.splitlines() if line.strip()]
    assert len(lines) == 1 and words in lines[0]
    assert out.out == ""


def test_help_returns_zero(capsys: pytest.CaptureFixture[str]) -> None:
    """--help prints the usage and returns 0 instead of exiting."""
    assert main(["simulate", "--help"]) == 0
    assert "--players" in capsys.readouterr().out


def test_simulate_json_has_the_promised_fields(capsys: pytest.CaptureFixture[str]) -> None:
    """simulate --json prints one object with games, finished, errors, outcomes, mean_turns, actions, seconds."""
    assert main(["simulate", "--players", "2", "--games", "3", "--seed", "5", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    for key in ("games", "finished", "errors", "outcomes", "mean_turns", "actions", "seconds"):
        assert key in data
    assert data["games"] == 3 and data["finished"] == 3 and data["errors"] == 0
    assert sum(data["outcomes"].values()) == 3 and set(data["outcomes"]) == {"win", "evil", "draw"}
    assert data["actions"] > 0 and data["mean_turns"] > 0


def test_simulate_text_and_failure_status(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """The text report names each error with its seed and the run returns 1 when any game failed."""
    real = sim.play_game

    def failing(setup, seed, bot="heuristic", check=False, max_actions=sim.MAX_ACTIONS):  # type: ignore[no-untyped-def]
        if seed == 2:
            return sim.GameResult(seed, setup.players, "M", "S", None, 3, 9, "RuntimeError: boom", "Traceback...")
        return real(setup, seed, bot, check, max_actions)

    monkeypatch.setattr(games, "play_game", failing)
    assert main(["simulate", "--games", "3", "--bot", "random"]) == 1
    out = capsys.readouterr()
    assert "1 errors" in out.out and "ERROR seed 2" in out.out and "--seed 2" in out.out
    assert "Traceback" in out.err


def test_simulate_checks_invariants_at_several_player_counts(capsys: pytest.CaptureFixture[str]) -> None:
    """--check with a player range plays every count and reports no errors."""
    assert main(["simulate", "--players", "2-3", "--games", "2", "--check", "--bot", "random", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["players"] == [2, 3] and data["errors"] == 0


def test_parallel_games_give_the_same_results() -> None:
    """Games played in two processes give exactly the results of the same games played in one."""
    jobs = [(first_game(2), seed, "random", False) for seed in range(4)]
    assert sim.play_all(jobs, workers=2) == sim.play_all(jobs, workers=1)


def _matrix() -> sim.Matrix:
    def result(seed: int, outcome: Outcome | None, error: str = "") -> sim.GameResult:
        return sim.GameResult(seed, 2, "A", "B", outcome, 20, 200, error)

    cells = {
        ("Alpha", "Plan One"): sim.Summary((result(0, Outcome.WIN), result(1, Outcome.EVIL)), 1.0),
        ("Alpha", "Plan Two"): sim.Summary((result(0, Outcome.DRAW),), 1.0),
        ("Beta", "Plan One"): sim.Summary((result(0, None, "Boom"),), 1.0),
    }
    return sim.Matrix(("Alpha", "Beta"), ("Plan One", "Plan Two"), cells, (2,), 3.0)


def test_matrix_prints_rates_and_writes_a_heat_map(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """simulate --matrix prints win / evil / draw per pair and writes a PNG with a cell per pair."""
    monkeypatch.setattr(sim, "run_matrix", lambda players, games, seed, check, progress, workers, **kw: _matrix())
    png = tmp_path / "m.png"
    assert main(["simulate", "--matrix", "--games", "1", "--png", str(png)]) == 1
    out = capsys.readouterr().out
    assert "Alpha" in out and "Plan Two" in out and " 50%" in out and "100%" in out
    with Image.open(png) as img:
        assert img.format == "PNG"
        assert img.width == sim.LABEL_W + 2 * sim.CELL_W + sim.PAD
        colours = {img.getpixel((sim.LABEL_W + j * sim.CELL_W + 60, sim.HEAD_H + 50)) for j in range(2)}
        assert len(colours) == 2  # a 50% cell and a 0% cell differ


def test_matrix_json(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The matrix as JSON: one cell per pair with its rates and errors."""
    monkeypatch.setattr(sim, "run_matrix", lambda players, games, seed, check, progress, workers, **kw: _matrix())
    main(["simulate", "--matrix", "--json", "--png", str(tmp_path / "m.png")])
    data = json.loads(capsys.readouterr().out)
    cell = next(c for c in data["cells"] if c["mastermind"] == "Alpha" and c["scheme"] == "Plan One")
    assert cell["win"] == 0.5 and cell["evil"] == 0.5 and data["errors"] == 1


def test_run_matrix_plays_every_pair(monkeypatch: pytest.MonkeyPatch) -> None:
    """run_matrix plays the asked games for every Mastermind x Scheme pair and player count, seeds from the seed."""
    played: list[tuple[str, str, int, int]] = []

    def fake(setup: Setup, seed: int, bot: str = "heuristic", check: bool = False) -> sim.GameResult:
        played.append((setup.mastermind, setup.scheme, setup.players, seed))
        return sim.GameResult(seed, setup.players, setup.mastermind, setup.scheme, Outcome.WIN, 10, 100)

    monkeypatch.setattr(games, "play_game", fake)
    m = sim.run_matrix((2, 4), 2, seed=3, check=True)
    assert set(m.cells) == {(a, b) for a in m.masterminds for b in m.schemes}
    assert len(m.cells) == len(registry.of_kind(Kind.MASTERMIND)) * len(registry.of_kind(Kind.SCHEME))
    assert all(c.games == 4 and c.rate(Outcome.WIN) == 1.0 for c in m.cells.values())
    assert {(p, seed) for _, _, p, seed in played} == {(2, 3), (2, 4), (4, 3), (4, 4)}
    assert len(played) == 4 * len(m.cells)


def test_cards_lists_every_card(capsys: pytest.CaptureFixture[str]) -> None:
    """cards --json lists every registered card with kind, numbers, origin and its ability in words."""
    assert main(["cards", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {c["id"] for c in data} == set(registry.CARDS)
    chu = next(c for c in data if c["name"] == "Uncle Chu")
    assert chu["cost"] == 3 and chu["kind"] == "hero" and "Wound" in chu["text"]
    # Only the outline of his ability is the rulebook's (R133): the part is ours, the outline is recorded.
    assert chu["origin"]["ability"] == "house" and chu["origin"]["cost"] == "published"
    assert {"part": "ability", "origin": "rulebook", "extent": "outline", "source": "R133"} in chu["known"]
    assert "Outline known" in chu["origin_summary"]
    assert main(["cards", "--kind", "mastermind"]) == 0
    text = capsys.readouterr().out
    assert "Six Shooter" in text and "Master Strike:" in text and "Uncle Chu" not in text


def _saved_game(tmp_path: Path) -> Path:
    from bigtrouble.tools.bench import play_record

    path = tmp_path / "game.json"
    save(play_record(2, 4), path)
    return path


def test_replay_prints_the_outcome_and_the_log(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """replay SAVEFILE replays the game and prints its log and outcome."""
    path = _saved_game(tmp_path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Setup: Six Shooter schemes to Forge Crime Syndicate." in out
    assert "outcome: " in out and "VP: Player 1" in out
    assert main(["replay", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["over"] and data["outcome"] in ("win", "evil", "draw") and data["log"]


def test_replay_json_reports_the_scheme_clock_of_the_reached_state(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``evil_progress`` holds the Scheme's own count and the Twists and Strikes, as the clock reads them."""
    from bigtrouble.history import replay
    from bigtrouble.rules.progress import evil_progress
    from bigtrouble.tools.bench import play_record

    record = play_record(2, 4)
    path = tmp_path / "game.json"
    save(record, path)
    assert main(["replay", str(path), "--json"]) == 0
    progress = json.loads(capsys.readouterr().out)["evil_progress"]
    assert progress["scheme"] == "Forge Crime Syndicate"
    assert [m["words"] for m in progress["measures"]] == ["Escaped Villains"]
    assert progress["measures"][0]["of"] == 8
    assert progress["strikes"]["of"] == 5 and progress["twists"]["of"] == 8
    expected = evil_progress(replay(record))
    assert expected is not None and progress == expected.as_json()


def test_replay_reports_an_unfinished_game_and_an_illegal_action(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An unfinished save says who is to act; an illegal action in a save is named, with status 1."""
    from bigtrouble import Fight

    path = tmp_path / "short.json"
    save(GameRecord(first_game(2), 1, ()), path)
    assert main(["replay", str(path)]) == 0
    assert "in progress" in capsys.readouterr().out
    save(GameRecord(first_game(2), 1, (Fight(0),)), path)
    assert main(["replay", str(path)]) == 1
    assert "action 1" in capsys.readouterr().err


def test_replay_of_a_damaged_save_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A file that is not a save gives one line and status 2."""
    path = tmp_path / "bad.json"
    path.write_text("{not json", encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    assert len(_err_lines(capsys)) == 1


def test_scenario_runs_the_files(capsys: pytest.CaptureFixture[str]) -> None:
    """scenario PATH runs scenario files, 0 when all pass; a path that is not there is a usage error (2)."""
    folder = ROOT / "tests" / "scenarios" / "rules"
    one = sorted(folder.glob("*.toml"))[0]
    assert main(["scenario", str(one)]) == 0
    assert "1 passed, 0 failed" in capsys.readouterr().out
    assert main(["scenario", str(folder / "missing.toml")]) == 2
    assert "missing.toml" in capsys.readouterr().err


def test_bench_prints_its_figures(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """bench --json prints every figure and which targets are met."""
    fake = benchmod.BenchResult(
        games=1,
        actions=5000,
        engine_seconds=0.25,
        engine_cpu_seconds=0.2,
        bot_seconds=0.1,
        apply_median_us=40.0,
        apply_p99_us=300.0,
        legal_median_us=10.0,
        step_back_10_us=0.1,
        step_back_1000_us=0.1,
        long_history_actions=1200,
        replay_ms=30.0,
        replay_actions=300,
        history_mb=2.0,
        history_actions=1000,
    )
    monkeypatch.setattr(benchmod, "run_bench", lambda games, seed, progress: fake)
    assert main(["bench", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["actions_per_second"] == 20000 and data["cpu_actions_per_second"] == 25000
    assert data["replay_ms"] == 30.0
    assert data["targets"] == {
        "actions_per_second": True,
        "step_back_constant": True,
        "replay_under_100ms": True,
        "history_under_20mb": True,
    }
    assert main(["bench"]) == 0
    assert "20,000 actions/s" in capsys.readouterr().out


@pytest.mark.slow
def test_bench_measures_a_real_history() -> None:
    """The bench's long history is stitched from whole games to the length asked, and steps back from anywhere."""
    h = benchmod.long_history(1, need=400)
    assert len(h.states) >= 400 and len(h.states) == len(h.actions) + 1
    assert h.index == len(h.states) - 1
    assert benchmod._step_back_us(h, 300, repeat=3) >= 0
    assert h.index == 299 and h.state is h.states[299]
    assert benchmod._history_mb(1, actions=50) > 0


def test_progress_bar_draws_only_on_a_terminal() -> None:
    """The bar writes nothing to a plain stream, and redraws a line on a terminal."""
    plain = io.StringIO()
    bar = ProgressBar("x", plain)
    bar(1, 2)
    bar(2, 2)
    bar.close()
    assert plain.getvalue() == ""

    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    tty = Tty()
    bar = ProgressBar("games", tty)
    bar(2, 2)
    assert "\rgames [" in tty.getvalue() and "2/2" in tty.getvalue()


def test_python_dash_m_runs_the_cli() -> None:
    """python -m bigtrouble runs the command line and passes its exit status on."""
    ok = subprocess.run(
        [sys.executable, "-m", "bigtrouble", "cards", "--kind", "scheme"], cwd=ROOT, capture_output=True, text=True
    )
    assert ok.returncode == 0 and "Forge Crime Syndicate" in ok.stdout
    bad = subprocess.run(
        [sys.executable, "-m", "bigtrouble", "simulate", "--players", "0"], cwd=ROOT, capture_output=True, text=True
    )
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1


def test_matrix_at_several_player_counts_writes_a_table_and_heat_map_per_count(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--players 2-3 --matrix plays one matrix per count and writes balance-2p.png and balance-3p.png."""
    asked: list[tuple[int, ...]] = []

    def fake(
        players: tuple[int, ...], games: int, seed: int, check: bool, progress: object, workers: int, **kw: object
    ) -> sim.Matrix:
        asked.append(tuple(players))
        return attrs.evolve(_matrix(), players=tuple(players))

    monkeypatch.setattr(sim, "run_matrix", fake)
    png = tmp_path / "balance.png"
    assert main(["simulate", "--matrix", "--players", "2-3", "--games", "1", "--png", str(png)]) == 1
    assert asked == [(2,), (3,)]
    out = capsys.readouterr().out
    assert "Players 2;" in out and "Players 3;" in out and out.count("mean solo score") == 2
    for n in (2, 3):
        with Image.open(tmp_path / f"balance-{n}p.png") as img:
            assert img.format == "PNG"
    assert not png.exists()
    main(["simulate", "--matrix", "--players", "2-3", "--json", "--png", str(tmp_path / "b-{players}.png")])
    data = json.loads(capsys.readouterr().out)
    assert [m["players"] for m in data["matrices"]] == [[2], [3]]
    assert [m["png"] for m in data["matrices"]] == [str(tmp_path / "b-2.png"), str(tmp_path / "b-3.png")]
    assert [m["mastermind"] for m in data["matrices"][0]["masterminds_summary"]] == ["Alpha", "Beta"]


def test_heat_map_path() -> None:
    """One count keeps the name; several get -<n>p before the extension, or fill in {players}."""
    assert sim.heat_map_path("a/b.png", 2, 1) == "a/b.png"
    assert sim.heat_map_path("a/b.png", 4, 3) == "a/b-4p.png"
    assert sim.heat_map_path("a/b-{players}p.png", 5, 4) == "a/b-5p.png"
