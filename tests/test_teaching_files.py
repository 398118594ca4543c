"""Lesson, puzzle and scenario files are read as hostile input: bounded, never a device or a pipe, named when broken.

The defects these catch: a FIFO in place of a lesson or a puzzle froze the window for good,
``/dev/zero`` there read until memory ran out, and a broken file reached the player as
"Something went wrong in the game window" instead of naming the file and the problem.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bigtrouble.teaching import puzzles as puzzles_module
from bigtrouble.teaching.lessonfile import load_lesson
from bigtrouble.teaching.lessons import LessonError
from bigtrouble.teaching.puzzles import load_puzzle, puzzle_files, puzzles_and_problems
from bigtrouble.teaching.scenario import ScenarioError, read

LOADERS = [load_lesson, load_puzzle, read]


def _hostile(tmp_path: Path, kind: str) -> Path:
    path = tmp_path / "broken.toml"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "zero":
        return Path("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    elif kind == "huge":
        path.write_bytes(b"# " + b"x" * 2_000_000)
    elif kind == "deep":
        path.write_text("a = " + "[" * 100_000 + "]" * 100_000, encoding="utf-8")
    elif kind == "binary":
        path.write_bytes(b"\xff\xfe\x00junk")
    else:
        path.write_text("name = [unclosed", encoding="utf-8")
    return path


@pytest.mark.parametrize("loader", LOADERS, ids=lambda f: f.__name__)
@pytest.mark.parametrize("kind", ["fifo", "zero", "folder", "huge", "deep", "binary", "bad toml"])
def test_a_hostile_teaching_file_is_refused_with_its_name(tmp_path: Path, loader: object, kind: str) -> None:
    path = _hostile(tmp_path, kind)
    with pytest.raises((LessonError, ScenarioError)) as caught:  # at once: never blocks, never reads forever
        loader(path)  # type: ignore[operator]
    assert str(path) in str(caught.value)


def test_a_broken_puzzle_file_is_named_and_the_others_still_load(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = puzzle_files()
    broken = _hostile(tmp_path, "bad toml")
    monkeypatch.setattr(puzzles_module, "puzzle_files", lambda: [*real, broken])
    good, problems = puzzles_and_problems()
    assert len(good) == len(real) and len(problems) == 1 and str(broken) in problems[0]
