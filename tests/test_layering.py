"""The house's floors and rooms, and the directions between them (ARCHITECTURE "The layers").

Every module under ``bigtrouble/`` and ``ui/`` is read as source (nothing is imported) and every
import it makes counts: at the top, inside a function or under ``TYPE_CHECKING``. A module may
import its own floor and the floors below it, never one above, and no modules may import each
other round in a circle. A new module is checked the moment it exists.

The core's floors, lowest first (each may import the ones before it):

0. base: ``errors``, ``rng``, ``resources``
1. the state and what a card is: ``model``, ``zones``, ``actions``, ``cards.defs`` and
   ``cards.registry`` (the registry only looks definitions up; the card tables fill it)
2. ``effects/``: the vocabulary, and the effects the card tables name (the Villain Deck's, the
   Solo mode's, the Always Leads stand-in)
3. the card tables: the rest of ``cards/``
4. ``rules/``
5. ``engine`` (it hands the end-of-game check down to ``effects.runner``)
6. ``history``, ``saves/``
7. ``invariants``: it checks that a game replays and that its save reads back, so it sits above
   history and saves
8. the package facade ``bigtrouble`` itself (``__init__``): it re-exports the engine, the records
   and the setup, so nothing in the core may import it, only the rooms above
9. ``bots/``; 10. ``teaching/`` (a puzzle's bot attempt); 11. ``tools/`` and ``__main__``.

``faces/`` stands apart: it imports only the base floor and ``cards/``. The client's rooms, in
the order of ``ui/__init__.py``: the shared top modules < ``seats`` < ``mat`` < ``panels`` <
``teach`` < ``window`` < ``dev`` < ``app``; ``bigtrouble`` never imports ``ui``, and only ``ui``
imports Qt.

Modules are split by idea, not by line count: about 500 lines is where to ask whether a module
holds two ideas. The line cap below is only a generous backstop.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("bigtrouble", "ui")
MAX_TOP_MODULES = 12
MAX_LINES = 1000
"""A backstop only; the guideline is an idea a module, and a second look at about 500 lines."""

Graph = dict[str, set[str]]


def module_name(path: Path, root: Path = ROOT) -> str:
    """``bigtrouble/tools/cli.py`` -> ``bigtrouble.tools.cli``; a package's ``__init__`` is the package."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules(package: str, root: Path = ROOT) -> dict[str, Path]:
    """Every module of ``package`` (a top folder under ``root``), by dotted name."""
    return {module_name(p, root): p for p in sorted((root / package).rglob("*.py"))}


def imports(path: Path, ours: set[str], root: Path = ROOT) -> Iterator[tuple[int, str]]:
    """Every module ``path`` imports, with its line; ``from x import y`` names ``x.y`` when that is one of ``ours``."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    name = module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, base] if base else up)
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                yield node.lineno, sub if sub in ours else base


def read_tree(root: Path = ROOT) -> list[tuple[str, int, str]]:
    """(importer, line, imported) for every import in the packages under ``root``; refuses an empty tree."""
    found = {pkg: modules(pkg, root) for pkg in PACKAGES}
    if not all(found.values()):
        raise ValueError(f"no modules of {[p for p, m in found.items() if not m]} under {root}")
    ours = {name for mods in found.values() for name in mods}
    return [
        (name, line, imported)
        for mods in found.values()
        for name, path in mods.items()
        for line, imported in imports(path, ours, root)
    ]


# --- the floors ---------------------------------------------------------------------------------

BASE = ("errors", "rng", "resources", "memo")
DEFINITIONS = ("model", "zones", "actions", "cards.defs", "cards.registry")
CORE_FLOORS = (
    "base",
    "definitions",
    "effects",
    "card tables",
    "rules",
    "engine",
    "records",
    "invariants",
    "facade",
    "bots",
    "teaching",
    "tools",
)
UI_ROOMS = ("top", "seats", "mat", "panels", "teach", "window", "dev", "app")


def _under(rest: str, names: tuple[str, ...]) -> bool:
    return any(rest == n or rest.startswith(n + ".") for n in names)


def room(name: str) -> str | None:
    """The floor or room of a module of ours (``faces`` and ``ui:...`` included); None for anyone else's."""
    top, _, rest = name.partition(".")
    if top == "ui":
        part = rest.split(".")[0]
        if part == "app":
            return "ui:app"
        return f"ui:{part}" if "." in rest and part in UI_ROOMS else "ui:top"
    if top != "bigtrouble":
        return None
    if not rest:
        return "facade"
    if _under(rest, BASE):
        return "base"
    if _under(rest, DEFINITIONS):
        return "definitions"
    first = rest.split(".")[0]
    by_first = {
        "effects": "effects",
        "cards": "card tables",
        "rules": "rules",
        "engine": "engine",
        "history": "records",
        "saves": "records",
        "invariants": "invariants",
        "bots": "bots",
        "teaching": "teaching",
        "tools": "tools",
        "__main__": "tools",
        "faces": "faces",
    }
    return by_first.get(first, "unplaced")


def broken_rule(importer: str, imported: str) -> str | None:
    """Why ``importer`` may not import ``imported``, or None when it may."""
    src, dst = room(importer), room(imported)
    if src is None:
        return None
    if "unplaced" in (src, dst):
        return "the module has no floor yet: give it one in tests/test_layering.py"
    if not src.startswith("ui:") and imported.split(".")[0] in ("PySide6", "shiboken6"):
        return "only ui/ imports Qt"
    if dst is None:
        return None
    if src.startswith("ui:"):
        if not dst.startswith("ui:"):
            return None
        if UI_ROOMS.index(dst[3:]) > UI_ROOMS.index(src[3:]):
            return f"ui room {src[3:]} may not import the later room {dst[3:]}"
        return None
    if dst.startswith("ui:"):
        return "bigtrouble never imports ui"
    if src == "faces":
        return None if dst in ("faces", "base", "definitions", "card tables") else "faces import only base and cards"
    if dst == "faces":
        return None if src == "tools" else "only tools (and ui) import faces"
    if CORE_FLOORS.index(dst) > CORE_FLOORS.index(src):
        return f"floor {src!r} may not import the higher floor {dst!r}"
    return None


def floor_problems(found: list[tuple[str, int, str]]) -> list[str]:
    """Every import that goes up a floor or into a forbidden room, as one line each."""
    return [
        f"{importer} (line {line}) imports {imported}: {why}"
        for importer, line, imported in found
        if (why := broken_rule(importer, imported)) is not None
    ]


def graph_of(found: list[tuple[str, int, str]]) -> Graph:
    """Who imports whom among our modules (a module importing itself or an outside one is left out)."""
    graph: Graph = {}
    for importer, _, _imported in found:
        graph.setdefault(importer, set())  # a module that imports nothing can't be on a circle
    for importer, _, imported in found:
        if imported in graph and imported != importer:
            graph[importer].add(imported)
    return graph


def find_cycle(graph: Graph) -> list[str] | None:
    """One import circle in ``graph`` (as the list of modules around it), or None."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(n: str) -> list[str] | None:
        state[n] = 1
        stack.append(n)
        for m in sorted(graph[n]):
            if state.get(m) == 1:
                return stack[stack.index(m) :] + [m]
            if m not in state and (found := visit(m)) is not None:
                return found
        stack.pop()
        state[n] = 2
        return None

    for n in sorted(graph):
        if n not in state and (found := visit(n)) is not None:
            return found
    return None


# --- the real tree ------------------------------------------------------------------------------


def test_every_floor_and_room_is_seen() -> None:
    """The checks read real modules, with real imports, on every floor and in every room."""
    found = read_tree()
    seen = {room(name) for pkg in PACKAGES for name in modules(pkg)}
    expected = set(CORE_FLOORS) | {"faces"} | {f"ui:{r}" for r in UI_ROOMS}
    assert seen == expected
    importers = {room(importer) for importer, _, imported in found if imported.startswith(PACKAGES)}
    assert expected - {"base"} <= importers  # the base floor imports none of ours
    assert len(found) > 1500


def test_no_import_goes_up_a_floor() -> None:
    """No module imports a higher floor, a later ui room, or a room it may not (faces, ui, Qt)."""
    assert floor_problems(read_tree()) == []


def test_no_import_circle() -> None:
    """No modules of bigtrouble/ or ui/ import each other round in a circle."""
    graph = graph_of(read_tree())
    assert {"bigtrouble.model", "bigtrouble.effects.base", "ui.app", "ui.mat.scene"} <= set(graph)
    assert find_cycle(graph) is None


# --- the checker's own rules --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("importer", "imported", "allowed"),
    [
        ("bigtrouble.engine", "bigtrouble.bots.heuristic", False),
        ("bigtrouble.rules.setup", "bigtrouble.teaching.position", False),
        ("bigtrouble.model", "bigtrouble.effects.base", False),
        ("bigtrouble.cards.defs", "bigtrouble.effects.base", False),
        ("bigtrouble.effects.runner", "bigtrouble.rules.ending", False),
        ("bigtrouble.zones", "bigtrouble.cards.villains", False),
        ("bigtrouble.invariants", "bigtrouble.saves", True),
        ("bigtrouble.saves.codec", "bigtrouble.invariants", False),
        ("bigtrouble.rules.play", "bigtrouble", False),
        ("bigtrouble.teaching.puzzles", "bigtrouble.bots", True),
        ("bigtrouble.bots.heuristic", "bigtrouble.teaching.scenario", False),
        ("bigtrouble.teaching.lessons", "bigtrouble.tools.cli", False),
        ("bigtrouble.cards.villains", "bigtrouble.faces.cardface", False),
        ("bigtrouble.model", "PySide6.QtCore", False),
        ("bigtrouble.faces.cardface", "bigtrouble.engine", False),
        ("bigtrouble.tools.cli", "ui.app", False),
        ("bigtrouble.zones", "bigtrouble.cards.registry", True),
        ("bigtrouble.bots.heuristic", "bigtrouble.engine", True),
        ("bigtrouble.faces.cardlayout", "bigtrouble.cards.text", True),
        ("bigtrouble.tools.simulate", "bigtrouble.bots", True),
        ("bigtrouble.newroom.x", "bigtrouble.model", False),
        ("ui.mat.scene", "bigtrouble.engine", True),
        ("ui.mat.scene", "ui.panels.log", False),
        ("ui.seats.bots", "ui.mat.scene", False),
        ("ui.window.main", "ui.dev.bench", False),
        ("ui.session", "ui.window.main", False),
        ("ui.dev.bench", "ui.window.main", True),
        ("ui.app", "ui.dev.bench", True),
    ],
)
def test_the_rules_themselves(importer: str, imported: str, allowed: bool) -> None:
    """Each rule refuses what it should and lets through what it should."""
    assert (broken_rule(importer, imported) is None) is allowed


def _plant(root: Path, files: dict[str, str]) -> Path:
    """A small tree of modules under ``root``: path -> source."""
    for rel, source in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(source, encoding="utf-8")
    return root


PROPER = {
    "bigtrouble/__init__.py": "from bigtrouble.engine import apply\n",
    "bigtrouble/errors.py": "",
    "bigtrouble/model.py": "from bigtrouble.errors import IllegalAction\n",
    "bigtrouble/rules/__init__.py": "",
    "bigtrouble/rules/a.py": "from bigtrouble import model\n",
    "bigtrouble/rules/b.py": "from bigtrouble.rules import a\n",
    "bigtrouble/engine.py": "def apply():\n    from bigtrouble.rules.b import x\n",
    "ui/__init__.py": "",
    "ui/app.py": "import bigtrouble\nfrom ui.mat import scene\n",
    "ui/mat/__init__.py": "",
    "ui/mat/scene.py": "from bigtrouble.model import State\n",
}


def test_a_proper_tree_passes(tmp_path: Path) -> None:
    """A tree whose imports all go down a floor and round no circle passes both checks."""
    found = read_tree(_plant(tmp_path, PROPER))
    assert ("bigtrouble.engine", 2, "bigtrouble.rules.b") in found  # imports inside functions count
    assert floor_problems(found) == []
    assert find_cycle(graph_of(found)) is None


def test_a_planted_circle_fails(tmp_path: Path) -> None:
    """Two rules modules importing each other (one only under TYPE_CHECKING) are a circle."""
    planted = {
        **PROPER,
        "bigtrouble/rules/a.py": (
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from bigtrouble.rules.b import y\n"
        ),
    }
    found = read_tree(_plant(tmp_path, planted))
    assert floor_problems(found) == []
    cycle = find_cycle(graph_of(found))
    assert cycle is not None and cycle[0] == cycle[-1]
    assert sorted(cycle[1:]) == ["bigtrouble.rules.a", "bigtrouble.rules.b"]


def test_a_planted_upward_import_fails(tmp_path: Path) -> None:
    """The model importing the engine, even inside a function, goes up four floors."""
    planted = {**PROPER, "bigtrouble/model.py": "def f():\n    from bigtrouble.engine import apply\n"}
    problems = floor_problems(read_tree(_plant(tmp_path, planted)))
    assert problems == [
        "bigtrouble.model (line 2) imports bigtrouble.engine: "
        "floor 'definitions' may not import the higher floor 'engine'"
    ]


def test_a_planted_ui_import_the_wrong_way_fails(tmp_path: Path) -> None:
    """The mat importing the app is a later room; the core importing ui is refused outright."""
    planted = {**PROPER, "ui/mat/scene.py": "from ui import app\n", "bigtrouble/errors.py": "import ui.app\n"}
    problems = floor_problems(read_tree(_plant(tmp_path, planted)))
    assert [p.split(": ", 1)[1] for p in problems] == [
        "bigtrouble never imports ui",
        "ui room mat may not import the later room app",
    ]


def test_an_empty_tree_is_refused(tmp_path: Path) -> None:
    """The checker never passes because it found nothing to read."""
    _plant(tmp_path, {"bigtrouble/__init__.py": ""})
    with pytest.raises(ValueError, match="no modules"):
        read_tree(tmp_path)


def test_find_cycle_names_the_circle() -> None:
    """The circle is given in import order, starting and ending with the same module."""
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


# --- size and words -----------------------------------------------------------------------------


def test_top_level_is_small() -> None:
    """At most a dozen modules sit directly in bigtrouble/; the rest live in rooms."""
    top = sorted(p.name for p in (ROOT / "bigtrouble").glob("*.py"))
    assert "engine.py" in top
    assert len(top) <= MAX_TOP_MODULES, top


def test_modules_stay_short() -> None:
    """No module passes the backstop of 1,000 lines, except the card tables.

    Split a module by idea, not by line count: about 500 lines is where to ask whether it holds
    two ideas. This test only catches a module that grew far past that without the question.
    """
    long = []
    for package in PACKAGES:
        for name, path in modules(package).items():
            if name.startswith("bigtrouble.cards."):
                continue
            n = len(path.read_text(encoding="utf-8").splitlines())
            if n > MAX_LINES:
                long.append(f"{name}: {n} lines")
    assert long == []


def test_each_package_says_what_lives_there() -> None:
    """Every package's docstring names what it holds and what it may import."""
    for package in PACKAGES:
        for init in (ROOT / package).rglob("__init__.py"):
            doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8")))
            assert doc is not None and "import" in doc.lower() and doc.count("\n") >= 1, init
    rooms = ("bots", "faces", "tools", "effects", "teaching")
    assert all((ROOT / "bigtrouble" / room / "__init__.py").exists() for room in rooms)
