"""Asking who takes over a bot's seat: which seat (when no bot's turn makes it plain) and which person.

The Game menu's *Take Over the Bot's Seat* asks only what is unclear: the seat, when no bot must
act now and several bots play; the person, when several people sit at the table (their seats are
joined, so the curtain never falls between that person and the seat they took).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

if TYPE_CHECKING:
    from bigtrouble.model import State


class TakeOverDialog(QDialog):
    """Which bot's seat, and who takes it: two lists, each shown only with more than one choice."""

    def __init__(self, parent: QWidget | None, s: State, seats: tuple[int, ...], people: tuple[int, ...]) -> None:
        """``seats``: the bots' seats, the likeliest first; ``people``: the people's own seats."""
        super().__init__(parent)
        self.setObjectName("take_over")
        self.setWindowTitle("Take Over a Bot's Seat")
        form = QFormLayout(self)
        if len(seats) == 1:
            words = f"From now on a person plays {s.players[seats[0]].name}'s seat."
        else:
            words = "From now on a person plays the seat you choose; the other bots play on."
        self.words = QLabel(words)
        form.addRow(self.words)
        self.seat = QComboBox()
        for p in seats:
            self.seat.addItem(s.players[p].name, p)
        self.person = QComboBox()
        for p in people:
            self.person.addItem(s.players[p].name, p)
        if len(seats) > 1:
            form.addRow("Seat", self.seat)
        if len(people) > 1:
            form.addRow("Played by", self.person)
            self.person.setToolTip("The curtain will not fall between this person's seats.")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText("Take Over")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def answer(self) -> tuple[int, int]:
        """The chosen seat and the person's seat (-1 when nobody else is at the table)."""
        people = self.person.count()
        return int(self.seat.currentData()), int(self.person.currentData()) if people else -1


def ask_take_over(
    parent: QWidget | None, s: State, seats: tuple[int, ...], people: tuple[int, ...]
) -> tuple[int, int] | None:
    """The seat to take over and who takes it, or ``None`` if the player cancels."""
    dialog = TakeOverDialog(parent, s, seats, people)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.answer()
