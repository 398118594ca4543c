"""The identity memos (``bigtrouble.memo``): one switch turns them all off, and nothing a game does changes."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import attrs
import pytest

from bigtrouble import memo
from bigtrouble.bots import make_bot
from bigtrouble.effects import amounts, masterminds, scaled, schemes, villains  # noqa: F401  (every Amount kind)
from bigtrouble.effects.amounts import InCity, Times, TwistsPlayed
from bigtrouble.effects.base import Amount
from bigtrouble.engine import apply, is_over, legal_actions
from bigtrouble.model import Setup, State, log_entries
from bigtrouble.rules import strength
from bigtrouble.rules.setup import new_game

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def caches_restored() -> Iterator[None]:
    """Put the switch back as it was (the suite may run with the memos off)."""
    was = memo.caches_on()
    yield
    memo.set_caches(was)


def _play(setup: Setup, seed: int, bot: str) -> tuple[State, list[str]]:
    """A whole seeded bot game: its last state and every action's description."""
    s = new_game(setup, seed)
    bots = [make_bot(bot, seed + p) for p in range(setup.players)]
    said: list[str] = []
    while not is_over(s) and len(said) < 3000:
        legal = legal_actions(s)
        a = bots[s.pending.player if s.pending is not None else s.current].choose(s, legal)
        said.append(a.describe(s))
        s = apply(s, a)
    return s, said


def test_games_with_the_memos_off_are_the_games_with_them_on(caches_restored: None) -> None:
    """Seeded bot games end in equal states, with equal logs and actions, whether the memos store or not."""
    games = [(Setup(players=2), 3, "heuristic"), (Setup(players=3), 8, "heuristic"), (Setup(players=4), 5, "random")]
    memo.set_caches(True)
    on = [_play(*g) for g in games]
    assert sum(len(t) for t in memo.tables()) > 0  # the memos were used
    memo.set_caches(False)
    off = [_play(*g) for g in games]
    assert all(len(t) == 0 for t in memo.tables())  # nothing was stored
    for (s_on, said_on), (s_off, said_off) in zip(on, off, strict=True):
        assert said_on == said_off and len(said_on) > 50
        assert s_on == s_off
        assert log_entries(s_on.log) == log_entries(s_off.log)


def test_the_switch_empties_every_table_and_stops_storing(caches_restored: None) -> None:
    """Off: every table is emptied and a store is dropped; on again: stores are kept, up to the bound."""
    memo.set_caches(True)
    _play(Setup(players=2), 1, "heuristic")
    assert any(len(t) for t in memo.tables())
    memo.set_caches(False)
    assert not memo.caches_on() and all(len(t) == 0 for t in memo.tables())
    table: memo.IdentityMemo[int, tuple[object, int]] = memo.IdentityMemo("a test's table", 2)
    thing = object()
    table.put(id(thing), (thing, 1))
    assert table.get(id(thing)) is None
    memo.set_caches(True)
    things = [object() for _ in range(4)]
    for i, x in enumerate(things):
        table.put(id(x), (x, i))
    assert table.get(id(things[3])) == (things[3], 3)
    assert len(table) <= table.bound + 1
    assert table in memo.tables()


def test_the_environment_variable_turns_the_memos_off_in_a_new_process() -> None:
    """``BIGTROUBLE_CACHES=off`` is read when the module is first imported."""
    code = "from bigtrouble import memo; print(memo.caches_on())"
    for value, shown in (("off", "False"), ("on", "True"), ("", "True")):
        env = {**os.environ, "PYTHONPATH": str(ROOT), memo.ENV_VAR: value}
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
        assert out.stdout.strip() == shown


def _keyed(expr: ast.expr, has_id: set[str]) -> bool:
    """Whether ``expr`` calls ``id()`` or reads a local built with it."""
    return "id(" in ast.unparse(expr) or any(isinstance(x, ast.Name) and x.id in has_id for x in ast.walk(expr))


def _id_keyed_names(tree: ast.Module) -> set[str]:
    """Module-level names a function of ``tree`` reads or writes under a key built with ``id()``."""
    out: set[str] = set()
    for fn in ast.walk(tree):
        if not isinstance(fn, ast.FunctionDef):
            continue
        has_id = {
            n.targets[0].id
            for n in ast.walk(fn)
            if isinstance(n, ast.Assign) and isinstance(n.targets[0], ast.Name) and "id(" in ast.unparse(n.value)
        }

        for n in ast.walk(fn):
            if isinstance(n, ast.Subscript) and isinstance(n.value, ast.Name) and _keyed(n.slice, has_id):
                out.add(n.value.id)
            if (
                isinstance(n, ast.Call)
                and isinstance(n.func, ast.Attribute)
                and isinstance(n.func.value, ast.Name)
                and n.func.attr in ("get", "put")
                and n.args
                and _keyed(n.args[0], has_id)
            ):
                out.add(n.func.value.id)
    return out


def test_every_table_keyed_by_identity_is_a_memo_of_the_room() -> None:
    """A module-level table read or written under an ``id()`` key is a ``memo.IdentityMemo`` (the switch reaches it)."""
    import importlib

    checked = 0
    for path in sorted((ROOT / "bigtrouble").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top = {
            t.id
            for n in tree.body
            for t in getattr(n, "targets", [getattr(n, "target", None)])
            if isinstance(t, ast.Name)
        }
        names = _id_keyed_names(tree) & top
        if not names:
            continue
        module = importlib.import_module(".".join(path.relative_to(ROOT).with_suffix("").parts))
        for name in names:
            assert isinstance(getattr(module, name), memo.IdentityMemo), f"{path.name}: {name} is keyed by id()"
            checked += 1
    assert checked >= 9


def _amount_classes() -> list[type[Amount]]:
    found: list[type[Amount]] = []
    todo = list(Amount.__subclasses__())
    while todo:
        cls = todo.pop()
        if cls.__module__.startswith("bigtrouble."):
            found.append(cls)
        todo += cls.__subclasses__()
    return found


def test_every_amount_class_declares_whether_it_can_go_negative() -> None:
    """Each kind of amount of the card set says it in its own body: a count, a wrapper's fields, or no promise."""
    classes = _amount_classes()
    assert len(classes) >= 15
    for cls in classes:
        assert "NEVER_NEGATIVE" in vars(cls), f"{cls.__qualname__} does not declare NEVER_NEGATIVE"
        promise = cls.NEVER_NEGATIVE
        if not isinstance(promise, bool):  # a wrapper names integer fields of its own
            fields = {f.name: f.type for f in attrs.fields(cls)}
            assert all(fields.get(n) in (int, "int") for n in promise), (cls.__qualname__, promise)
    assert Amount.NEVER_NEGATIVE is False  # a class that declares nothing is never assumed to only add


def test_the_attack_floor_reads_what_the_class_declares(monkeypatch: pytest.MonkeyPatch) -> None:
    """Take a count's promise away and the floor stops trusting it (and every wrapper around it)."""
    memo.clear_all()
    assert strength.never_negative(InCity()) and strength.never_negative(Times(2, TwistsPlayed()))
    monkeypatch.setattr(TwistsPlayed, "NEVER_NEGATIVE", False)
    memo.clear_all()
    assert not strength.never_negative(TwistsPlayed())
    assert not strength.never_negative(Times(2, TwistsPlayed()))
    assert strength.never_negative(InCity())
    monkeypatch.setattr(Times, "NEVER_NEGATIVE", ())  # a wrapper that no longer names k: -1 times is fine now
    memo.clear_all()
    assert strength.never_negative(Times(-1, InCity()))
    memo.clear_all()
