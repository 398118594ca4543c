"""How hard a setup is (issue 23): the parts of a setup, the fitted model, its file, and its commands."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest

from bigtrouble.cards import registry
from bigtrouble.cards.defs import Kind
from bigtrouble.errors import SetupError
from bigtrouble.model import Setup
from bigtrouble.rng import Rng
from bigtrouble.rules.setup import HEROES, resolve_setup
from bigtrouble.tools import difficulty as d
from bigtrouble.tools.cli import main


def test_a_dealt_setup_is_its_mastermind_scheme_groups_and_player_count() -> None:
    dealt, _ = resolve_setup(Setup(players=3), Rng(5))
    parts = d.parts(dealt)
    assert parts[f"mastermind:{dealt.mastermind}"] == 1.0 and parts[f"scheme:{dealt.scheme}"] == 1.0
    assert {f"hero:{h}" for h in dealt.heroes} <= set(parts) and parts["players:3"] == 1.0
    assert {f"villains:{v}" for v in dealt.villains} | {f"henchmen:{h}" for h in dealt.henchmen} <= set(parts)
    assert "variant:solo" not in parts and "variant:solo" in d.parts(Setup(players=1, variant="solo"))


def test_blank_choices_spread_over_what_the_rules_may_draw_and_named_ones_count_whole() -> None:
    parts = d.average_parts(Setup(players=2, heroes=("Jack Burton",)))
    heroes = {k: v for k, v in parts.items() if k.startswith("hero:")}
    assert heroes["hero:Jack Burton"] == 1.0
    assert math.isclose(sum(heroes.values()), HEROES[2]) and len(heroes) > HEROES[2]
    assert math.isclose(sum(v for k, v in parts.items() if k.startswith("mastermind:")), 1.0)
    with pytest.raises(SetupError):
        d.average_parts(Setup(players=2, heroes=("Nobody at all",)))


def _planted(n: int, seed: int = 1) -> list[d.Sample]:
    """Games where one hero makes a win far likelier and one Scheme far rarer."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        parts = {f"hero:{h}": 1.0 for h in rng.sample(["A", "B", "C", "D", "E", "F"], 3)}
        parts[f"scheme:{rng.choice(['S1', 'S2', 'S3'])}"] = 1.0
        eta = 1.5 * ("hero:A" in parts) - 1.5 * ("scheme:S3" in parts)
        out.append(d.Sample(i, parts, rng.random() < 1 / (1 + math.exp(-eta))))
    return out


def test_the_fit_finds_what_makes_a_game_easy_or_hard_and_says_how_sure_it_is() -> None:
    model = d.fit(_planted(3000))
    easy, e_low, e_high = model.predict({"hero:A": 1.0, "scheme:S1": 1.0})
    hard, h_low, h_high = model.predict({"hero:B": 1.0, "scheme:S3": 1.0})
    assert e_low < easy < e_high and h_low < hard < h_high
    assert easy > 0.7 and hard < 0.3 and h_high < e_low
    few = d.fit(_planted(200))
    _, lo, hi = few.predict({"hero:A": 1.0, "scheme:S1": 1.0})
    assert hi - lo > e_high - e_low  # fewer games, a wider interval


def test_the_held_out_check_beats_saying_the_base_rate_when_there_is_something_to_learn() -> None:
    fit_on, held = d.split(_planted(4000), 0.25, seed=3)
    error = d.held_out_error(d.fit(fit_on), held)
    assert error["games"] == len(held) and error["brier"] < error["brier_base_rate"]
    assert 0 <= error["calibration_points"] < 5


def test_a_model_file_reads_back_to_the_same_predictions(tmp_path: Path) -> None:
    samples = _planted(500)
    model = d.fit(samples)
    model = d.Model(model.names, model.weights, model.covariance, quantiles=d.quantiles(model, samples))
    assert model.quantiles["0.10"] <= model.quantiles["0.25"] <= model.quantiles["0.75"]
    path = tmp_path / "model.json"
    path.write_text(json.dumps(model.to_json()))
    again = d.read_model(path)
    assert again.quantiles == model.quantiles
    for parts in ({"hero:A": 1.0}, {"scheme:S3": 1.0, "hero:C": 1.0}, {"unknown:part": 1.0}):
        assert again.predict(parts) == pytest.approx(model.predict(parts), abs=1e-5)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("not json", "damaged"),
        ('{"version": 99}', "not a version 1 model"),
        ('{"version": 1, "names": ["x"], "weights": [0], "covariance": [[1]]}', "intercept"),
        ('{"version": 1, "names": ["intercept"], "weights": [0, 1], "covariance": [[1]]}', "do not match"),
        ('{"version": 1, "names": ["intercept", "a"], "weights": [0, 1], "covariance": [[1, 0], [0]]}', "square"),
        ('{"version": 1, "names": ["intercept"], "weights": [NaN], "covariance": [[1]]}', "finite number"),
        ('{"version": 1, "names": ["intercept"], "weights": [true], "covariance": [[1]]}', "finite number"),
        (
            '{"version": 1, "names": ["intercept"], "weights": [0], "covariance": [[1]], "quantiles": {"0.10": "x"}}',
            "quantiles",
        ),
    ],
)
def test_a_damaged_model_file_is_refused_with_a_sentence(tmp_path: Path, text: str, says: str) -> None:
    path = tmp_path / "model.json"
    path.write_text(text)
    with pytest.raises(d.ModelRefused, match=says):
        d.read_model(path)


def test_a_folder_or_an_enormous_file_is_no_model(tmp_path: Path) -> None:
    with pytest.raises(d.ModelRefused, match="can't be read"):
        d.read_model(tmp_path)
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (d.MAX_MODEL_BYTES + 1))
    with pytest.raises(d.ModelRefused, match="larger"):
        d.read_model(big)


def test_the_shipped_model_answers_for_every_mastermind_and_scheme() -> None:
    model = d.shipped_model()
    assert model is not None and model.games >= 10_000 and model.bot == "heuristic"
    assert model.held_out["games"] > 1000 and model.held_out["brier"] < model.held_out["brier_base_rate"]
    assert 0 < model.quantiles["0.10"] < model.quantiles["0.25"] < model.quantiles["0.75"] < 1
    for mm in registry.of_kind(Kind.MASTERMIND):
        for sc in registry.of_kind(Kind.SCHEME):
            chance, low, high = model.predict({f"mastermind:{mm.name}": 1.0, f"scheme:{sc.name}": 1.0, "players:2": 1})
            assert 0.0 < low < chance < high < 1.0


def test_the_difficulty_command_says_the_chance_in_a_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["difficulty", "--players", "3"]) == 0
    assert "The team wins about" in capsys.readouterr().out
    assert main(["difficulty", "--json", "--solo"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert 0 < out["low"] < out["chance"] < out["high"] < 1
    assert main(["difficulty", "--hero", "Nobody at all"]) == 2
    assert "can't be played" in capsys.readouterr().err


def test_sweep_and_fit_make_a_model_the_command_reads(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    sweep, model = tmp_path / "sweep.jsonl", tmp_path / "model.json"
    assert main(["difficulty-sweep", "--games", "12", "--seed", "3", "--out", str(sweep)]) == 0
    assert len(sweep.read_text().splitlines()) == 12
    assert main(["difficulty-fit", str(sweep), "--out", str(model)]) == 0
    assert main(["difficulty", "--model", str(model), "--json"]) == 0
    assert "chance" in capsys.readouterr().out.splitlines()[-1]
    (tmp_path / "bad.jsonl").write_text("{not a game\n")
    assert main(["difficulty-fit", str(tmp_path / "bad.jsonl"), "--out", str(model)]) == 2
    assert main(["difficulty", "--model", str(tmp_path / "bad.jsonl")]) == 2
    assert main(["difficulty-sweep", "--games", "2", "--bot", "nobody", "--out", str(sweep)]) == 2
    err = capsys.readouterr().err
    assert "is not a sweep file" in err and "damaged" in err and "no 'nobody' bot" in err
