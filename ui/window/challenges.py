"""File > Play a Challenge…, File > Daily Challenge and File > Import into History…: the game memory's doors.

A challenge code names a deal (setup, seed, variant, house rules): friends apart play the same game
and compare. The Daily Challenge is the same deal for everyone on a date. Import adds saves and
problem reports played elsewhere to the games the statistics count.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QFileDialog, QInputDialog, QLineEdit, QMessageBox


def start_challenge(win: Any, code: str) -> bool:
    """Start the deal ``code`` names on ``win`` (after asking about a game in progress); a bad code is refused with
    its sentence and changes nothing."""
    from bigtrouble.tools.memory.challenge import CodeError, decode
    from ui.session import Session

    try:
        deal = decode(code)
    except CodeError as exc:
        QMessageBox.warning(win, "That challenge code can't be read", str(exc))
        return False
    if not win.may_leave_game("Starting a challenge"):
        return False
    win.start(Session.new(deal.setup, deal.seed))
    win.statusBar().showMessage(f"Challenge {code.strip().upper()}: the same deal for everyone with this code.", 10000)
    return True


def ask_challenge(win: Any) -> bool:
    """File > Play a Challenge…: ask for a code, then start its deal."""
    code, ok = QInputDialog.getText(
        win, "Play a Challenge", "The challenge code (for example BT-…):", QLineEdit.EchoMode.Normal
    )
    return bool(ok and code.strip()) and start_challenge(win, code)


def daily_challenge(win: Any, day: datetime.date | None = None) -> bool:
    """File > Daily Challenge: today's deal, the same for everyone."""
    from bigtrouble.tools.memory.challenge import daily, encode

    return start_challenge(win, encode(daily(day or datetime.date.today())))


def game_code(record: Any) -> str:
    """The challenge code of a game's deal ("" when its setup can't be written as one: a position set up by hand)."""
    from bigtrouble.tools.memory.facts import challenge_code

    return challenge_code(record) if record is not None else ""


def import_into_history(win: Any, paths: list[Path] | None = None) -> tuple[int, list[str]]:
    """File > Import into History…: saves and problem reports played elsewhere, added to the game memory.

    How many were added, and a sentence for each file refused (the others are kept).
    """
    from bigtrouble.errors import SaveError
    from bigtrouble.tools.memory import MemoryRefused, import_file, memory_file, open_memory

    if paths is None:
        names, _ = QFileDialog.getOpenFileNames(
            win, "Import games into History", str(Path.home()), "Big Trouble saves and reports (*.json);;All files (*)"
        )
        paths = [Path(n) for n in names]
    if not paths:
        return 0, []
    added, refused = 0, []
    try:
        memory = open_memory(memory_file(win.autosave_target().parent))
    except (MemoryRefused, OSError) as exc:
        QMessageBox.warning(win, "History can't be opened", str(exc))
        return 0, [str(exc)]
    try:
        for path in paths:
            try:
                if import_file(memory, path) is not None:
                    added += 1
            except SaveError as exc:
                refused.append(str(exc))
    finally:
        memory.close()
    words = f"{added} game(s) added to History." if added != 1 else "1 game added to History."
    if refused:
        QMessageBox.warning(win, "Some files were not imported", words + "\n\n" + "\n".join(refused[:10]))
    else:
        win.statusBar().showMessage(words, 8000)
    return added, refused
