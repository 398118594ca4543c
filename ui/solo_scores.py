"""The Solo mode's scores: the end screen's sum, and a local table of best scores per Mastermind and Scheme.

The table is a small JSON file in the user's data folder (``solo_scores.json`` beside the
autosave). Each won Solo game adds one entry: the score, how it was reached, the setup
(Heroes, Villains, Henchmen, house rules) and the date. A damaged or foreign file is never
trusted: it is set aside (renamed ``.damaged``) and a new table is started, and the player
is told. The same game finished twice (an undo before the last move, then the move again)
is kept once.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from bigtrouble.model import Outcome, State
from bigtrouble.rules import solo
from bigtrouble.rules.house import HOUSE_RULES

FILE_NAME = "solo_scores.json"
FORMAT = "bigtrouble-solo-scores"
MAX_BYTES = 2_000_000
MAX_ENTRIES = 2000
SHOWN = 10
KEYS = ("mastermind", "scheme", "score", "vp", "twists", "escaped_villains", "escaped_bystanders", "date", "seed")


def scores_path() -> Path:
    """Where the table is kept (the user's data folder)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder or Path.home() / ".bigtrouble") / FILE_NAME


def _valid(entry: object) -> bool:
    if not isinstance(entry, dict) or any(k not in entry for k in KEYS):
        return False
    numbers = ("score", "vp", "twists", "escaped_villains", "escaped_bystanders", "seed")
    texts = ("mastermind", "scheme", "date")
    return all(type(entry[k]) is int for k in numbers) and all(isinstance(entry[k], str) for k in texts)


def load(path: Path) -> tuple[list[dict[str, Any]], str]:
    """The entries of the table at ``path``, and a sentence if the file had to be set aside."""
    from bigtrouble.saves.files import read_bounded
    from bigtrouble.saves.schema import Invalid, parse

    if not path.exists() and not path.is_symlink():
        return [], ""
    try:
        data = parse(read_bounded(path, MAX_BYTES), MAX_BYTES)  # a pipe or a device is refused unread
        if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("entries"), list):
            raise ValueError("it is not a table of solo scores")
        entries = [e for e in data["entries"] if _valid(e)]
        if len(entries) != len(data["entries"]):
            raise ValueError("some of its entries are damaged")
        return entries, ""
    except (OSError, Invalid, ValueError) as exc:
        why = f"it {exc}" if isinstance(exc, Invalid) else str(exc)
        aside = path.with_name(f"{path.stem}.damaged-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}")
        try:
            path.replace(aside)
        except OSError:
            return [], f"The solo score table {path} could not be read ({why}), and it could not be set aside."
        return [], f"The solo score table {path} could not be read ({why}); it was set aside as {aside.name}."


def save(path: Path, entries: list[dict[str, Any]]) -> None:
    """Write the table atomically (a temporary file replaces the old one in one step)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps({"format": FORMAT, "entries": entries[-MAX_ENTRIES:]}, indent=1), encoding="utf-8")
    tmp.replace(path)


def entry_for(s: State, seed: int) -> dict[str, Any] | None:
    """The table entry of a won Solo game (``None`` for any other game)."""
    sc = solo.score(s)
    if sc is None:
        return None
    setup = s.setup
    return {
        "mastermind": setup.mastermind,
        "scheme": setup.scheme,
        "score": sc.total,
        "vp": sc.vp,
        "twists": sc.twists,
        "escaped_villains": sc.escaped_villains,
        "escaped_bystanders": sc.escaped_bystanders,
        "heroes": list(setup.heroes),
        "villains": list(setup.villains),
        "henchmen": list(setup.henchmen),
        "house": list(setup.house),
        "name": s.players[0].name,
        "date": time.strftime("%Y-%m-%d"),
        "seed": seed,
    }


def _same_game(a: dict[str, Any], b: dict[str, Any]) -> bool:
    keys = ("mastermind", "scheme", "seed", "score", "heroes", "villains", "henchmen", "house")
    return all(a.get(k) == b.get(k) for k in keys)


def best(entries: list[dict[str, Any]], mastermind: str, scheme: str) -> list[dict[str, Any]]:
    """The entries for one Mastermind and Scheme, best first (a tie: the earlier one first)."""
    mine = [e for e in entries if e["mastermind"] == mastermind and e["scheme"] == scheme]
    return sorted(mine, key=lambda e: -int(e["score"]))


def record(path: Path, entry: dict[str, Any]) -> tuple[int, str]:
    """Add ``entry`` (once); return its rank among its Mastermind and Scheme (1 = best) and any warning."""
    entries, warning = load(path)
    if not any(_same_game(e, entry) for e in entries):
        entries.append(entry)
        try:
            save(path, entries)
        except OSError as exc:
            warning = f"The solo score could not be saved: {exc}"
    ranked = best(entries, entry["mastermind"], entry["scheme"])
    rank = next(i for i, e in enumerate(ranked, 1) if _same_game(e, entry))
    return rank, warning


class SoloSection(QWidget):
    """The end screen's Solo-mode part: the variant, the setup, the score's sum, its rank, the table's button."""

    def __init__(self, s: State, seed: int, path: Path | None = None, parent: QWidget | None = None) -> None:
        """Build it from the final state; a won game is added to the table at ``path`` (default: the user's),
        unless it was changed by hand (``State.edited``)."""
        super().__init__(parent)
        self.path = path or scores_path()
        self.state = s
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 6, 0, 0)
        setup = s.setup
        lines = [
            f"<b>{solo.SOLO_LABEL}</b>",
            f"{setup.mastermind} — {setup.scheme}",
            f"Heroes: {', '.join(setup.heroes)}. Villains: {', '.join(setup.villains)}. "
            f"Henchmen: {', '.join(setup.henchmen)}.",
        ]
        if setup.house:
            lines.append("House rules: " + "; ".join(HOUSE_RULES.get(h, h) for h in setup.house) + ".")
        self.setup_label = QLabel("<br>".join(lines))
        self.setup_label.setWordWrap(True)
        lay.addWidget(self.setup_label)
        sc = solo.score(s)
        self.rank = 0
        self.warning = ""
        if sc is None:
            self.score_label = QLabel("Only a win is scored in the Solo mode.")
        else:
            rows = "".join(
                f"<tr><td>{line.split(': ')[0]}</td><td align=right>{line.split(': ')[1]}</td></tr>"
                for line in sc.lines()[:-1]
            )
            if s.edited:  # a game changed by hand is not compared with played ones
                place = "not kept among your best scores: this game was changed by hand (table mode)."
            else:
                entry = entry_for(s, seed)
                assert entry is not None
                self.rank, self.warning = record(self.path, entry)
                place = "a new best score!" if self.rank == 1 else f"number {self.rank} of your scores here."
            self.score_label = QLabel(
                f"<table>{rows}</table><p style='font-size:18px'><b>Solo score: {sc.total}</b></p>"
                f"<p>For {setup.mastermind} and {setup.scheme}, that is {place}</p>"
            )
        lay.addWidget(self.score_label)
        if self.warning:
            warn = QLabel(self.warning)
            warn.setStyleSheet("color: #b00020;")
            warn.setWordWrap(True)
            lay.addWidget(warn)
        self.table_button = QPushButton("Best solo scores…")
        self.table_button.clicked.connect(self.show_table)
        lay.addWidget(self.table_button)
        self.table: ScoreTable | None = None

    @staticmethod
    def headline(outcome: Outcome | None) -> str:
        """The end screen's title for one player."""
        return (
            {
                Outcome.WIN: "You win! The Mastermind is utterly defeated.",
                Outcome.EVIL: "Evil wins. The Mastermind has won.",
                Outcome.DRAW: "A draw: a deck ran out before the Mastermind fell.",
            }.get(outcome, "")
            if outcome is not None
            else ""
        )

    def show_table(self) -> None:
        """Open the table of best scores, this game's Mastermind and Scheme first."""
        self.table = ScoreTable(self.path, self.state.setup.mastermind, self.state.setup.scheme, self)
        self.table.open()


class ScoreTable(QDialog):
    """The best solo scores: this Mastermind and Scheme's top ten, then the best of every other pair played."""

    def __init__(self, path: Path, mastermind: str, scheme: str, parent: QWidget | None = None) -> None:
        """Read the table at ``path``."""
        super().__init__(parent)
        self.setWindowTitle("Best solo scores")
        entries, warning = load(path)
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(f"<b>{mastermind} — {scheme}</b>: your best {SHOWN}"))
        heads = ("Score", "VP", "Twists", "Escaped", "Heroes", "House rules", "Date")
        self.grid = QTableWidget(0, len(heads))
        self.grid.setHorizontalHeaderLabels(heads)
        self.grid.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.grid.horizontalHeader().setStretchLastSection(True)
        for e in best(entries, mastermind, scheme)[:SHOWN]:
            self._row(e)
        self.grid.resizeColumnsToContents()
        lay.addWidget(self.grid)
        pairs = sorted({(e["mastermind"], e["scheme"]) for e in entries} - {(mastermind, scheme)})
        others = QTableWidget(len(pairs), 3)
        others.setHorizontalHeaderLabels(("Mastermind", "Scheme", "Best"))
        others.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for r, (m, sc) in enumerate(pairs):
            for c, text in enumerate((m, sc, str(best(entries, m, sc)[0]["score"]))):
                others.setItem(r, c, QTableWidgetItem(text))
        others.resizeColumnsToContents()
        self.others = others
        if pairs:
            lay.addWidget(QLabel("<b>Every other Mastermind and Scheme you have beaten</b>"))
            lay.addWidget(others)
        if warning:
            lay.addWidget(QLabel(warning))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(760, 420)

    def _row(self, e: dict[str, Any]) -> None:
        r = self.grid.rowCount()
        self.grid.insertRow(r)
        escaped = int(e["escaped_villains"]) + int(e["escaped_bystanders"])
        heroes = ", ".join(str(h) for h in e.get("heroes", []))
        house = ", ".join(str(h) for h in e.get("house", [])) or "—"
        for c, text in enumerate((e["score"], e["vp"], e["twists"], escaped, heroes, house, e["date"])):
            self.grid.setItem(r, c, QTableWidgetItem(str(text)))
