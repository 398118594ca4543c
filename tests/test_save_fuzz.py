"""Fuzzing the loader: 10,000 seeded mutations of real saves and reports, each a clean load or a SaveError."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bigtrouble import saves
from bigtrouble.tools import fuzz
from bigtrouble.tools.cli import main


def test_ten_thousand_mutated_saves_load_or_are_refused_never_crash() -> None:
    """Every outcome is a clean load or a SaveError; both kinds occur, so the mutations reach the replay."""
    summary = fuzz.run(10_000, seed=9)
    assert summary.total == 10_000
    assert summary.crashed == 0, summary.crashes
    assert summary.refused > 1_000 and summary.loaded > 100, summary.text()


def test_mutations_are_seeded() -> None:
    """The same seed mutates the same file the same way, so a crash can be reproduced."""
    base = fuzz.base_files(1, games=2)[0]
    assert fuzz.mutate(base, random.Random(5)) == fuzz.mutate(base, random.Random(5))
    assert len({fuzz.mutate(base, random.Random(i)) for i in range(50)}) > 40


def test_the_fuzzer_counts_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    """If the loader let any other exception out, the fuzzer would count it (it can fail)."""

    def fragile(data: bytes, source: str = "") -> saves.GameRecord:
        raise KeyError("setup")

    monkeypatch.setattr(fuzz, "loads", fragile)
    summary = fuzz.run(200, seed=2)
    assert summary.crashed > 0 and "KeyError" in summary.crashes[0][1]


def test_fuzz_saves_command_prints_the_figures(capsys: pytest.CaptureFixture[str]) -> None:
    """``fuzz-saves --count N --seed S`` prints refused, loaded and crashed, and exits 0 when nothing crashed."""
    assert main(["fuzz-saves", "--count", "300", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "300 mutated files:" in out and "refused" in out and "loaded" in out and "0 crashed" in out


def test_fuzz_saves_command_fails_and_keeps_the_crashes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A crash makes the command exit 1 and, with --keep, writes the crashing file for a test case."""

    def fragile(data: bytes, source: str = "") -> saves.GameRecord:
        raise IndexError("tuple index out of range")

    monkeypatch.setattr(fuzz, "loads", fragile)
    assert main(["fuzz-saves", "--count", "20", "--keep", str(tmp_path)]) == 1
    assert "IndexError" in capsys.readouterr().err
    assert list(tmp_path.glob("crash-*.json"))


@pytest.mark.slow
def test_bench_saves_prints_the_figures(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``bench-saves`` times saves of a ~700-action game and prints medians and p99s; a bad folder is refused."""
    assert main(["bench-saves", "--count", "3", "--dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "700-action game" in out and "with fsync of file and folder: median" in out and "p99" in out
    assert list(tmp_path.iterdir()) == []
    assert main(["bench-saves", "--dir", str(tmp_path / "nope")]) == 2
