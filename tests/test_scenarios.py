"""Every scenario file under tests/scenarios is a test, named after its file (rules: R-number first)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bigtrouble.teaching.scenario import run_file, scenario_files

HERE = Path(__file__).parent / "scenarios"
FILES = scenario_files([HERE])


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_scenario(path: Path) -> None:
    """The scenario's actions lead to exactly the expected state."""
    assert run_file(path) == []


def test_there_are_scenarios() -> None:
    """The scenario folder is found and not empty."""
    assert len(FILES) > 10
