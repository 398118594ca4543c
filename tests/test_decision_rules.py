"""The decision-rule figures: decisions played out at length, and rules judged on the worlds they did not see."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bigtrouble.tools import decision_rules as dr


def test_a_rule_sees_only_its_worlds_and_plays_the_best_mean_when_it_leads_enough() -> None:
    policy_wins_here = [[1.0, 0.0, 1.0, 0.0], [0.0, 1.0, 0.0, 1.0], [0.5, 0.5, 0.5, 0.5]]
    assert dr.choose(policy_wins_here, [0, 2], 3, 0.0, 0.0) == 0  # in worlds 0 and 2 the policy's move won
    assert dr.choose(policy_wins_here, [1, 3], 3, 0.0, 0.0) == 1  # in 1 and 3 the second move did
    assert dr.choose(policy_wins_here, [1, 3], 1, 0.0, 0.0) == 0  # with one candidate there is no rival
    assert dr.choose(policy_wins_here, [0, 1, 2, 3], 3, 0.0, 0.0) == 0  # all even: the policy's move stands
    assert dr.choose(policy_wins_here, [1, 3], 3, 0.0, 1.0) == 0  # it leads by 1.0, not by more


def test_judging_counts_what_the_pick_gains_on_unseen_worlds_and_the_ceiling_bounds_it() -> None:
    better = [[0.0] * 40, [1.0] * 40]  # the second move wins every world the policy's loses
    worse = [[1.0] * 40, [0.0] * 40]
    assert dr.judge([better], 20, 2, 0.0, 0.0) == pytest.approx(100.0)
    assert dr.judge([worse], 20, 2, 0.0, 0.0) == 0.0  # never picked, so nothing lost
    assert dr.ceiling([better, worse]) == pytest.approx(50.0)
    coin = [[float(i % 2) for i in range(40)], [float((i + 1) % 2) for i in range(40)]]
    assert dr.judge([coin], 4, 2, 0.0, 0.0) <= 0.0 + 1e-9  # picking on luck gains nothing on unseen worlds
    assert dr.judge([better, coin], 20, 2, 0.0, 0.0) <= dr.ceiling([better, coin]) + 1e-9


def test_collected_decisions_are_read_back_and_judged(tmp_path: Path) -> None:
    out = tmp_path / "d.jsonl"
    assert dr.main(["collect", "--seed", "910000", "--games", "1", "--worlds", "4", "--out", str(out)]) == 0
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert rows and all(len(r["results"]) >= 2 and {len(x) for x in r["results"]} == {4} for r in rows)
    decisions = dr.read([out])
    assert len(decisions) == len(rows) <= dr.PER_GAME
    assert "decisions; a rule that knew every world" in dr.report(decisions)


@pytest.mark.parametrize(
    "text",
    ["not json\n", '{"results": [[1, 0, 1, 0]]}\n', '{"results": [[1, 0], [0, 1]]}\n', '{"seed": 1}\n', "[]\n"],
)
def test_a_file_that_is_not_decisions_is_refused_with_its_place(tmp_path: Path, text: str, capsys) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "bad.jsonl"
    bad.write_text(text)
    assert dr.main(["judge", str(bad)]) == 2
    assert f"{bad}:1:" in capsys.readouterr().out
