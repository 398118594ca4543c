"""attrs' compiled methods kept between runs (ui.code_cache): the same classes, the same game, any hash salt."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ui.code_cache import FILE_NAME, STAND_IN, CodeCache, install

ROOT = Path(__file__).resolve().parent.parent

DEFINE = """
import sys
from pathlib import Path
from ui.code_cache import install
cache = install(Path(sys.argv[1]))
import attr._make
from attrs import frozen

@frozen
class Spot:
    name: str
    count: int = 0

s = Spot("bank", 2)
expected = hash((hash(attr._make._generate_unique_filename(Spot, "hash")), "bank", 2))
print(hash(s) == expected, s == Spot("bank", 2), s != Spot("bank", 3), repr(s))
print(cache.hits, cache.compiled)
cache.save()
"""

PLAY = """
import hashlib, sys
from pathlib import Path
from ui.code_cache import install
cache = install(Path(sys.argv[1]))
from bigtrouble import apply, first_game, legal_actions, new_game
s = new_game(first_game(2), seed=7)
for i in range(150):
    moves = legal_actions(s)
    if not moves:
        break
    s = apply(s, moves[i % len(moves)])
print(hashlib.sha1(repr(s).encode()).hexdigest(), len({s, s}), s == s)
print(cache.hits, cache.compiled)
cache.save()
"""


def _run(code: str, folder: Path, seed: int) -> list[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONHASHSEED=str(seed))
    env.pop("BIGTROUBLE_CACHES", None)
    out = subprocess.run(
        [sys.executable, "-c", code, str(folder)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    return out.stdout.splitlines()


def test_a_kept_class_hashes_with_this_runs_salt(tmp_path: Path) -> None:
    """Compiled under one hash salt and used under another, a frozen class's ``__hash__`` is the one attrs
    would have written for this run; equality and repr are unchanged, and nothing is compiled again."""
    first = _run(DEFINE, tmp_path, seed=1)
    again = _run(DEFINE, tmp_path, seed=2)
    assert first[0] == again[0] == "True True True Spot(name='bank', count=2)"
    assert first[1].split()[0] == "0" and int(first[1].split()[1]) > 0
    assert again[1].split() == [first[1].split()[1], "0"]  # every script found, none compiled


@pytest.mark.slow
def test_the_engine_plays_the_same_game_with_kept_code(tmp_path: Path) -> None:
    """150 moves of a seeded game give the same state whether attrs compiled the engine's classes now or
    took them from the cache written by a run with another hash salt."""
    cold = _run(PLAY, tmp_path, seed=3)
    warm = _run(PLAY, tmp_path, seed=4)
    assert cold[0] == warm[0] and cold[0].endswith("1 True")
    hits, compiled = (int(n) for n in warm[1].split())
    assert hits > 100 and compiled == 0


def test_a_damaged_file_is_ignored_and_replaced(tmp_path: Path) -> None:
    """Bytes that are not a kept cache give an empty cache, which then writes a good file."""
    path = tmp_path / FILE_NAME
    path.write_bytes(b"\xff\x00 not marshal")
    cache = CodeCache(path)
    assert cache.codes == {}
    code = cache.compile("def f():\n    return 41 + 1\n", "<test>")
    namespace: dict[str, object] = {}
    exec(code, namespace)  # noqa: S102
    assert namespace["f"]() == 42  # type: ignore[operator]
    cache.save()
    again = CodeCache(path)
    again.compile("def f():\n    return 41 + 1\n", "<test>")
    assert (again.hits, again.compiled) == (1, 0)


def test_the_stand_in_is_swapped_for_the_salt_everywhere_it_stands(tmp_path: Path) -> None:
    """A script of attrs' ``__hash__`` shape is kept with the stand-in number and given back with its own."""
    cache = CodeCache(tmp_path / FILE_NAME)
    script = "def h(self):\n    return hash((\n        {n},\n        self,\n    ))\n"
    for salt in (-12345, 987654321):
        namespace: dict[str, object] = {}
        exec(cache.compile(script.format(n=salt), "<h>"), namespace)  # noqa: S102
        assert namespace["h"]("x") == hash((salt, "x"))  # type: ignore[operator]
    assert len(cache.codes) == 1 and str(STAND_IN) in next(iter(cache.codes))[1]


def test_the_cache_switch_turns_it_off(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """``BIGTROUBLE_CACHES=off`` (the engine's memo switch) leaves attrs compiling as before."""
    monkeypatch.setenv("BIGTROUBLE_CACHES", "off")
    assert install(tmp_path) is None
    assert install(None) is None


def test_past_its_bound_the_file_keeps_only_what_this_run_used(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Scripts of classes that changed since do not pile up: over the bound, unused ones are dropped."""
    import ui.code_cache as code_cache

    monkeypatch.setattr(code_cache, "MAX_KEPT", 2)
    path = tmp_path / FILE_NAME
    old = CodeCache(path)
    for n in range(3):
        old.compile(f"x = {n}\n", "<old>")
    old.save()
    assert len(CodeCache(path).codes) == 3  # written whole: the bound is looked at when there is more to add
    new = CodeCache(path)
    new.compile("x = 1\n", "<old>")
    new.compile("y = 9\n", "<new>")
    new.save()
    assert set(CodeCache(path).codes) == {("<old>", "x = 1\n"), ("<new>", "y = 9\n")}
