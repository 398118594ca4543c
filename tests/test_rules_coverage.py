"""Every numbered rule of the checklist has a test named after it (a test function or a scenario file)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from bigtrouble.resources import asset_path

TESTS = Path(__file__).parent

NOT_TESTABLE = {
    148: "it is about playing these cards on another Legendary set's board, which this edition does not have",
}


def rules_in_checklist() -> set[int]:
    """The R-numbers the game ships (assets/rules/checklist.json, built from the team's checklist)."""
    data = json.loads(asset_path("rules", "checklist.json").read_text(encoding="utf-8"))
    return {int(key[1:]) for key in data}


def rules_with_tests() -> set[int]:
    """R-numbers named by test functions (test_R12_...) or by a scenario's ``rule`` line."""
    found: set[int] = set()
    for f in TESTS.rglob("*.py"):
        for m in re.finditer(r"def test_((?:R\d+_)+)", f.read_text(encoding="utf-8")):
            found.update(int(n) for n in re.findall(r"R(\d+)", m.group(1)))
    for f in TESTS.rglob("*.toml"):
        m = re.search(r'^rule = "([^"]*)"', f.read_text(encoding="utf-8"), re.M)
        if m:
            found.update(int(n) for n in re.findall(r"R(\d+)", m.group(1)))
    return found


def test_every_rule_has_a_test() -> None:
    """No rule of R1-R184 is left without a test, apart from the one that can't apply here."""
    rules = rules_in_checklist()
    assert len(rules) == 184
    missing = sorted(rules - rules_with_tests() - set(NOT_TESTABLE))
    assert missing == [], f"rules without a test: {', '.join(f'R{n}' for n in missing)}"
