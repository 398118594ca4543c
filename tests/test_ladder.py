"""The bot ladder's paired comparison: the same seeds, games won only by one bot or the other, a sign test."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bigtrouble.tools.ladder import main, paired, sign_test, summary


def test_the_sign_test_is_exact_and_two_sided() -> None:
    """10 to 0 happens by chance 2 in 1024 times (either way); equal counts are no evidence at all."""
    assert sign_test(10, 0) == pytest.approx(2 / 1024)
    assert sign_test(0, 10) == pytest.approx(2 / 1024)
    assert sign_test(5, 5) == 1.0
    assert sign_test(0, 0) == 1.0
    # 9 to 3: P(X <= 3) for Binomial(12, 1/2) is 299/4096, doubled.
    assert sign_test(9, 3) == pytest.approx(2 * 299 / 4096)


def test_paired_counts_only_the_seeds_both_bots_played() -> None:
    """Seeds one bot never played are left out; the difference and its interval are in points."""
    a = {0: True, 1: True, 2: False, 3: True, 4: False, 9: True}
    b = {0: True, 1: False, 2: True, 3: False, 4: False, 7: False}
    n, only_a, only_b, diff, low, high, p = paired(a, b)
    assert (n, only_a, only_b) == (5, 2, 1)
    assert diff == pytest.approx(20.0)
    assert low < diff < high
    assert p == pytest.approx(sign_test(2, 1))


def test_the_summary_pairs_bots_on_the_same_setup(tmp_path: Path) -> None:
    """Two bots' files on one setup give one comparison line, the stronger bot named first."""
    games = [
        ("heuristic", 0, "win"),
        ("heuristic", 1, "evil"),
        ("heuristic", 2, "draw"),
        ("lookahead", 0, "win"),
        ("lookahead", 1, "win"),
        ("lookahead", 2, "win"),
        ("lookahead", 3, "win"),
    ]
    path = tmp_path / "games.jsonl"
    path.write_text(
        "".join(
            json.dumps({"bot": b, "setup": "random", "players": 2, "seed": s, "outcome": o, "move_us": [5, 7]}) + "\n"
            for b, s, o in games
        )
    )
    text = summary([path])
    assert "lookahead vs heuristic, random 2p, 3 common seeds: won 3 vs 1, only lookahead 2, only heuristic 0" in text
    assert "+66.7 points" in text
    assert "heuristic also won 1 of the 3 lookahead won (33.3%, 95% 6.1-79.2%)" in text


def test_a_ladder_run_writes_one_line_per_game(tmp_path: Path) -> None:
    """``--games 2 --step 1`` plays seeds 0 and 1 and writes each game's outcome and move times."""
    out = tmp_path / "h.jsonl"
    assert main(["--bot", "heuristic", "--setup", "first-game", "--games", "2", "--out", str(out)]) == 0
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    assert [g["seed"] for g in lines] == [0, 1]
    assert all(g["outcome"] in ("win", "evil", "draw") and len(g["move_us"]) == g["actions"] for g in lines)


def test_a_budget_sets_the_strong_bots_seconds_and_worlds_and_names_it() -> None:
    """``--budget 2.4`` gives the search 2.4 CPU seconds and three times the default's worlds; lines say which."""
    from bigtrouble.bots.paired_search import MAX_WORLDS
    from bigtrouble.bots.strong import BUDGET_S, StrongBot
    from bigtrouble.tools.ladder import bot_label, ladder_bot

    bot = ladder_bot("strong", 1, 2.4)
    assert isinstance(bot, StrongBot)
    assert bot.budget_s == 2.4
    assert bot.playouts == round(MAX_WORLDS * 2.4 / BUDGET_S)
    small = ladder_bot("clairvoyant", 1, 0.2)
    assert isinstance(small, StrongBot) and not small.hidden
    assert (small.budget_s, small.playouts) == (0.2, round(MAX_WORLDS / 4))
    assert bot_label("strong", 2.4) == "strong@2.4s"
    assert bot_label("strong", None) == "strong"


def test_a_budget_is_refused_for_a_bot_that_does_not_search(capsys: pytest.CaptureFixture[str]) -> None:
    """The heuristic has no search to give seconds to: the command says so and plays nothing."""
    with pytest.raises(SystemExit):
        main(["--bot", "heuristic", "--budget", "1", "--games", "1"])
    assert "--budget" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--bot", "strong", "--budget", "0", "--games", "1"])


def test_budgets_of_one_bot_are_compared_as_two_bots(tmp_path: Path) -> None:
    """Lines of ``strong`` and ``strong@0.2s`` on the same seeds pair up, the default budget named first."""
    path = tmp_path / "b.jsonl"
    games = [("strong", 0, "win"), ("strong", 1, "win"), ("strong@0.2s", 0, "win"), ("strong@0.2s", 1, "evil")]
    path.write_text(
        "".join(
            json.dumps({"bot": b, "setup": "random", "players": 2, "seed": s, "outcome": o, "move_us": [5]}) + "\n"
            for b, s, o in games
        )
    )
    text = summary([path])
    assert "strong vs strong@0.2s, random 2p, 2 common seeds: won 2 vs 1, only strong 1, only strong@0.2s 0" in text
