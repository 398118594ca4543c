"""The README stays true: its engine example runs and its test command is what CI runs."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_engine_example_runs() -> None:
    """The Python block in the README runs as written."""
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    assert blocks, "the README has no Python example"
    namespace: dict[str, object] = {}
    exec(compile(blocks[0], "README.md", "exec"), namespace)  # noqa: S102
    assert "history" in namespace


def test_readme_opens_with_the_two_commands() -> None:
    """The first lines give the play command and the test command that CI runs."""
    head = README.read_text(encoding="utf-8").splitlines()[:6]
    assert any(line.endswith("# install and play") and "bigtrouble" in line for line in head)
    assert any(line.endswith("# install and test") and "pytest" in line for line in head)
    ci = (README.parent / ".ci" / "run").read_text(encoding="utf-8")
    assert "# install and test" in ci
