"""The house's rooms and the directions between them (ARCHITECTURE "The layers").

Every module under ``bigtrouble/`` and ``ui/`` is read as source (nothing is imported) and
every import it makes, at the top, inside a function or under ``TYPE_CHECKING``, is checked
against the rules below. A new module is checked the moment it exists.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MAX_TOP_MODULES = 12
MAX_LINES = 520  # "about 500"; card tables (bigtrouble/cards/) are exempt


def module_name(path: Path) -> str:
    """``bigtrouble/tools/cli.py`` -> ``bigtrouble.tools.cli``; a package's ``__init__`` is the package."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules(package: str) -> dict[str, Path]:
    """Every module of ``package`` (a top folder), by dotted name."""
    return {module_name(p): p for p in sorted((ROOT / package).rglob("*.py"))}


def imports(path: Path) -> Iterator[tuple[int, str]]:
    """Every module ``path`` imports, with its line; ``from x import y`` names ``x.y`` when that is a module."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
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
                yield node.lineno, sub if sub in OURS else base


OURS = {module_name(p) for pkg in ("bigtrouble", "ui") for p in (ROOT / pkg).rglob("*.py")}
"""Every module of ours, by dotted name."""


def layer(name: str) -> str | None:
    """Which room a module of ours lives in; None for the standard library and third parties."""
    top = name.split(".")[0]
    if top == "ui":
        return "ui"
    if top != "bigtrouble":
        return None
    second = name.split(".")[1] if "." in name else ""
    if second in ("bots", "faces", "tools"):
        return second
    if second == "__main__":
        return "tools"
    return "core"


FACES_MAY_USE = ("bigtrouble.cards", "bigtrouble.resources", "bigtrouble.rng", "bigtrouble.faces")
"""Faces import only card definitions, the asset locator and the seeded generator."""


def broken_rule(importer: str, imported: str) -> str | None:
    """Why ``importer`` may not import ``imported``, or None when it may."""
    src, dst = layer(importer), layer(imported)
    root = imported.split(".")[0]
    if src != "ui" and root in ("PySide6", "shiboken6"):
        return "only ui/ imports Qt"
    if src in ("core", "bots", "faces", "tools") and dst == "ui":
        return "bigtrouble never imports ui"
    if src == "core" and dst in ("bots", "faces", "tools"):
        return f"the engine core imports no {dst}"
    if src == "bots" and dst in ("faces", "tools"):
        return f"bots import only the engine, not {dst}"
    if src == "faces" and dst is not None and not imported.startswith(FACES_MAY_USE):
        return "faces import only card definitions (bigtrouble.cards), resources and rng"
    return None


def all_imports() -> list[tuple[str, int, str]]:
    """(importer, line, imported) for every import in bigtrouble/ and ui/."""
    found = []
    for package in ("bigtrouble", "ui"):
        for name, path in modules(package).items():
            for line, imported in imports(path):
                found.append((name, line, imported))
    return found


def test_every_room_is_seen() -> None:
    """The checks below read real modules of every room (so they cannot pass on an empty tree)."""
    rooms = {layer(name) for pkg in ("bigtrouble", "ui") for name in modules(pkg)}
    assert rooms == {"core", "bots", "faces", "tools", "ui"}
    assert len(all_imports()) > 500


def test_import_directions() -> None:
    """Core imports no bots/faces/tools/Qt; bots only the core; faces only cards; nothing in bigtrouble imports ui."""
    broken = [
        f"{importer} (line {line}) imports {imported}: {why}"
        for importer, line, imported in all_imports()
        if (why := broken_rule(importer, imported)) is not None
    ]
    assert broken == []


@pytest.mark.parametrize(
    ("importer", "imported", "allowed"),
    [
        ("bigtrouble.engine", "bigtrouble.bots.heuristic", False),
        ("bigtrouble.rules.setup", "bigtrouble.teaching.position", False),
        ("bigtrouble.cards.villains", "bigtrouble.faces.cardface", False),
        ("bigtrouble.model", "PySide6.QtCore", False),
        ("bigtrouble.bots.heuristic", "bigtrouble.tools.simulate", False),
        ("bigtrouble.faces.cardface", "bigtrouble.engine", False),
        ("bigtrouble.tools.cli", "ui.app", False),
        ("bigtrouble.bots.heuristic", "bigtrouble.engine", True),
        ("bigtrouble.faces.cardlayout", "bigtrouble.cards.text", True),
        ("bigtrouble.tools.simulate", "bigtrouble.bots", True),
        ("ui.mat.scene", "bigtrouble.engine", True),
    ],
)
def test_the_rules_themselves(importer: str, imported: str, allowed: bool) -> None:
    """Each rule refuses what it should and lets through what it should."""
    assert (broken_rule(importer, imported) is None) is allowed


def _ui_graph() -> dict[str, set[str]]:
    names = set(modules("ui"))
    graph: dict[str, set[str]] = {n: set() for n in names}
    for path_name, path in modules("ui").items():
        for _, imported in imports(path):
            if imported in names and imported != path_name and imported != "ui":
                graph[path_name].add(imported)
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
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


def test_ui_has_no_import_circle() -> None:
    """app, bench and selftest stand apart; the scene's helpers never import the scene back."""
    graph = _ui_graph()
    assert {"ui.app", "ui.dev.bench", "ui.dev.selftest", "ui.mat.scene", "ui.mat.items"} <= set(graph)
    assert find_cycle(graph) is None
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]


def test_top_level_is_small() -> None:
    """At most a dozen modules sit directly in bigtrouble/; the rest live in rooms."""
    top = sorted(p.name for p in (ROOT / "bigtrouble").glob("*.py"))
    assert "engine.py" in top
    assert len(top) <= MAX_TOP_MODULES, top


def test_modules_stay_short() -> None:
    """No module is much over 500 lines, except the card tables."""
    long = []
    for package in ("bigtrouble", "ui"):
        for name, path in modules(package).items():
            if name.startswith("bigtrouble.cards."):
                continue
            n = len(path.read_text(encoding="utf-8").splitlines())
            if n > MAX_LINES:
                long.append(f"{name}: {n} lines")
    assert long == []


def test_each_package_says_what_lives_there() -> None:
    """Every package's docstring names what it holds and what it may import."""
    for package in ("bigtrouble", "ui"):
        for init in (ROOT / package).rglob("__init__.py"):
            doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8")))
            assert doc is not None and "import" in doc.lower() and doc.count("\n") >= 1, init
    assert all((ROOT / "bigtrouble" / room / "__init__.py").exists() for room in ("bots", "faces", "tools", "effects"))
