"""The scenario runner can't pass by accident (issue 9).

A ``!`` line naming a card that is not there used to count as refused; a setup could use
more copies of a card than the set has; a misspelt check was skipped. And scenarios can now
check a pending choice's options, the order of log lines and the winners, part-way too.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bigtrouble.errors import SetupError
from bigtrouble.teaching.position import position
from bigtrouble.teaching.scenario import ScenarioError, run_file, run_paths

RULES = Path(__file__).parent / "scenarios" / "rules"

THUG = """name = "t"
rule = "R84"
actions = [{actions}]
[setup]
attack = 3
city = {{ sewers = "Wing Kong Thug" }}
[[setup.players]]
hand = ["Wound", "Chang Sing Strategist"]
{extra}
[expect]
{expect}
"""


def run(tmp_path: Path, actions: str, expect: str = "", extra: str = "") -> list[str]:
    """Run a small scenario about fighting a Wing Kong Thug (whose Fight KOs a grey Hero)."""
    path = tmp_path / "s.toml"
    path.write_text(THUG.format(actions=actions, expect=expect, extra=extra), encoding="utf-8")
    return run_file(path)


def test_a_must_be_refused_line_naming_a_card_that_is_not_there_fails(tmp_path: Path) -> None:
    """'!fight Lo Pan' (no such card in the city, or anywhere) used to count as refused and pass."""
    failures = run(tmp_path, '"!fight Wing Kong Thugg"')
    assert failures and "names nothing that is there" in failures[0]
    failures = run(tmp_path, '"fight Wing Kong Thug", "!choose Wound"')
    assert failures and "names nothing that is there" in failures[0]


def test_a_must_be_refused_line_naming_a_card_elsewhere_is_tried_on_the_engine(tmp_path: Path) -> None:
    """A card that is in the game but not where the action looks is handed to the engine, which refuses it."""
    assert run(tmp_path, '"!play Wing Kong Thug"', 'error = "only play cards from your own hand"') == []
    assert run(tmp_path, '"!fight Chang Sing Strategist"', 'error = "only fight a Villain in the city"') == []


def test_a_setup_with_more_copies_than_the_set_has_is_refused(tmp_path: Path) -> None:
    """The set has 10 Wing Kong Thugs and 1 Quick Draw: a position naming more is an error, not a test."""
    path = tmp_path / "many.toml"
    path.write_text(
        'name = "x"\nrule = "R1"\nactions = []\n[setup]\nvillain_deck = ' + str(["Wing Kong Thug"] * 11) + "\n",
        encoding="utf-8",
    )
    with pytest.raises(ScenarioError, match="11 copies of Wing Kong Thug, but the set has 10"):
        run_file(path)
    with pytest.raises(SetupError, match="copies of Quick Draw"):
        position(tactics=["Quick Draw", "Quick Draw"], check_copies=True)
    position(hands=[["Wound"] * 5], check_copies=True)  # the default Wound stack is a filler
    with pytest.raises(SetupError, match="copies of Wound"):
        position(hands=[["Wound"] * 5], wounds=20, wounds_given=True, check_copies=True)


def test_options_and_optional_of_a_pending_choice(tmp_path: Path) -> None:
    """The options a pending choice offers are checked exactly, in order; and whether it can be declined."""
    good = 'options = ["Chang Sing Strategist"]\noptional = true\npending = "KO"'
    assert run(tmp_path, '"fight Wing Kong Thug"', good) == []
    failures = run(tmp_path, '"fight Wing Kong Thug"', 'options = ["Wound", "Chang Sing Strategist"]\noptional = false')
    assert any("offers ['Chang Sing Strategist']" in f for f in failures)
    assert any("can be declined" in f for f in failures)
    assert any("no choice is pending" in f for f in run(tmp_path, "", 'options = ["Wound"]'))


def test_log_order(tmp_path: Path) -> None:
    """Log lines must appear in the order given, not merely somewhere."""
    actions = '"fight Wing Kong Thug", "choose Chang Sing Strategist"'
    assert run(tmp_path, actions, 'log_order = ["defeats Wing Kong Thug", "KO"]') == []
    failures = run(tmp_path, actions, 'log_order = ["KO", "defeats Wing Kong Thug"]')
    assert failures and "log_order" in failures[0]


def test_checkpoints_check_part_way(tmp_path: Path) -> None:
    """A [[checkpoint]] runs the same checks after the given number of action lines."""
    actions = '"fight Wing Kong Thug", "choose Chang Sing Strategist"'
    ok = '[[checkpoint]]\nafter = 1\noptions = ["Chang Sing Strategist"]\n[[checkpoint]]\nafter = 0\nattack = 3'
    assert run(tmp_path, actions, "pending = false", ok) == []
    bad = "[[checkpoint]]\nafter = 1\npending = false\nattack = 3"
    failures = run(tmp_path, actions, "", bad)
    assert len(failures) == 2
    assert all(f.startswith("after action line 1 ('fight Wing Kong Thug'): ") for f in failures)
    with pytest.raises(ScenarioError, match="'after' = 0 to 2"):
        run(tmp_path, actions, "", "[[checkpoint]]\nafter = 3\nattack = 0")


def test_winners_at_the_end(tmp_path: Path) -> None:
    """The result's individual winners, by name: the cliffhanger scenario ends with Player 2 alone."""
    source = RULES / "R115_cliffhangers_repeat_until_one_winner.toml"
    text = source.read_text(encoding="utf-8")
    assert run_file(source) == []
    for winners, passes in (('["Player 2"]', True), ('["Player 1"]', False), ("[]", False)):
        copy = tmp_path / "w.toml"
        copy.write_text(text.replace("[expect]", f"[expect]\nwinners = {winners}"), encoding="utf-8")
        assert (run_file(copy) == []) is passes, winners


def test_an_unknown_check_is_an_error_not_a_skipped_check(tmp_path: Path) -> None:
    """'curent = 1' used to be ignored, so the scenario passed without checking anything."""
    with pytest.raises(ScenarioError, match="unknown checks curent"):
        run(tmp_path, "", "curent = 1")
    out: list[str] = []

    class Sink:
        def write(self, text: str) -> None:
            out.append(text)

    (tmp_path / "s.toml").write_text(THUG.format(actions="", expect="curent = 1", extra=""), encoding="utf-8")
    assert run_paths([tmp_path / "s.toml"], Sink()) == 1
    assert "unknown checks" in "".join(out)
