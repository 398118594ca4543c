"""The new-game dialog's seats, variant and house rules: who plays each hand, the Solo mode, the house rules.

:class:`SeatsPanel` is a box the new-game dialog (``ui.window.dialogs``) puts under its names. Each
seat is a person or a bot (every kind in ``bigtrouble.bots.BOT_KINDS``, so a new bot appears
by itself). With one seat, the rulebook's way (one person, two hands) stays the default and
the Solo mode can be chosen instead; it is labelled as our adaptation of the DC solo rules.
Every house rule of ``bigtrouble.rules.house`` is a checkbox, all off at first.
"""

from __future__ import annotations

from attrs import evolve
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from bigtrouble.bots import BOT_BLURBS, BOT_KINDS
from bigtrouble.model import SOLO_VARIANT, Setup
from bigtrouble.rules import house, solo
from ui.seats.bot_seats import HUMAN, bot_label

PERSON = "Person"
MAX_SEATS = 5


class _Words(QLabel):
    """A check box's words: they wrap, and a click on them ticks the box, as a click on a box's own text does."""

    def __init__(self, words: str, box: QCheckBox) -> None:
        super().__init__(words)
        self.box = box
        self.setWordWrap(True)
        self.setBuddy(box)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)  # as tall as its lines at the width it gets, no taller
        self.setSizePolicy(policy)
        self.setMinimumWidth(160)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """Tick or untick the box (when it can be changed)."""
        if event.button() == Qt.MouseButton.LeftButton and self.box.isEnabled():
            self.box.toggle()
            self.box.setFocus()
        super().mouseReleaseEvent(event)


class RuleCheck(QWidget):
    """A house rule's check box with its line beside it, wrapped to the width there is (a small screen's
    dialog would cut a one-line check box off at its edge)."""

    def __init__(self, words: str, parent: QWidget | None = None) -> None:
        """An unticked box for ``words``."""
        super().__init__(parent)
        self.box = QCheckBox()
        self.box.setAccessibleName(words)
        self.words = _Words(words, self.box)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        lay.addWidget(self.box, 0, Qt.AlignmentFlag.AlignTop)
        lay.addWidget(self.words, 1)


class SeatsPanel(QGroupBox):
    """Who plays each seat, the Solo mode and the house rules; :meth:`apply` writes them into a setup.

    ``changed`` is emitted when the Solo mode is switched or a seat's kind changes (the
    dialog then shows the right names and, with the Solo mode, its first game).
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        """Every seat a person, the rulebook's game, no house rule."""
        super().__init__("Seats, variant and house rules", parent)
        outer = QVBoxLayout(self)
        seats_row = QGridLayout()
        self.seat_labels: list[QLabel] = []
        self.seat_kinds: list[QComboBox] = []
        for i in range(MAX_SEATS):
            label = QLabel(f"Seat {i + 1}")
            combo = QComboBox()
            combo.addItem(PERSON, HUMAN)
            for kind in BOT_KINDS:
                combo.addItem(bot_label(kind), kind)
                combo.setItemData(combo.count() - 1, BOT_BLURBS.get(kind, ""), Qt.ItemDataRole.ToolTipRole)
            combo.setToolTip("A person, or a bot that plays this seat at a pace you can watch (View > Bot Speed).")
            combo.currentIndexChanged.connect(lambda _=0: self._describe_bots())
            combo.currentIndexChanged.connect(lambda _=0: self.changed.emit())
            combo.setMinimumWidth(170)
            seats_row.addWidget(label, i // 3, 2 * (i % 3))
            seats_row.addWidget(combo, i // 3, 2 * (i % 3) + 1)
            self.seat_labels.append(label)
            self.seat_kinds.append(combo)
        seats_row.setColumnStretch(6, 1)  # the seats keep to the left, each name beside its choice
        seats_row.setHorizontalSpacing(10)
        outer.addLayout(seats_row)
        self.bot_words = QLabel()
        """A line for each kind of bot chosen: what it is and how long it thinks."""
        self.bot_words.setObjectName("bot_words")
        self.bot_words.setWordWrap(True)
        self.bot_words.setStyleSheet("color: #555;")
        outer.addWidget(self.bot_words)
        self.solo = QCheckBox(solo.SOLO_LABEL)
        self.solo.setToolTip(
            "One hand instead of two: 3 Heroes, 1 Villain Group, 4 Henchmen (2 enter the city at the start), "
            "1 Bystander; after each turn's Twist a Hero from the HQ goes under the Hero Deck; a won game is "
            "scored (VP, minus 3 a Twist, minus 1 an escaped Villain or Bystander). Big Trouble's rulebook has "
            "no solo rules: these are adapted from the sister DC set's."
        )
        self.solo.toggled.connect(self._solo_toggled)
        outer.addWidget(self.solo)
        rules = QGroupBox("House rules, advanced: from the DC rulebook (not Big Trouble's; all off by default)")
        rules.setToolTip("Changes to the rules some tables like; each is named in the log and the save.")
        grid = QGridLayout(rules)
        self.house: dict[str, QCheckBox] = {}
        self.house_rows: dict[str, RuleCheck] = {}
        for i, (key, words) in enumerate(house.HOUSE_RULES.items()):
            row_widget = RuleCheck(words)
            row_widget.box.setObjectName(f"house-{key}")
            grid.addWidget(row_widget, i // 2, i % 2)
            self.house[key] = row_widget.box
            self.house_rows[key] = row_widget
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        stronger, weaker = self.house[house.STRONGER], self.house[house.WEAKER]
        stronger.toggled.connect(lambda on: weaker.setChecked(False) if on else None)
        weaker.toggled.connect(lambda on: stronger.setChecked(False) if on else None)
        self.house_rows[house.WARMUP].setToolTip("Only in games of 4 or 5 hands.")
        row = QHBoxLayout()
        row.addWidget(rules)
        outer.addLayout(row)
        self.players = 2
        self.set_players(2)

    def _solo_toggled(self, on: bool) -> None:
        self.set_players(self.players)
        self.changed.emit()

    def placeholder(self, seat: int, players: int) -> str:
        """The name a seat gets when none is typed: a hand of one person, a bot, or a player."""
        if players == 1:
            return "Player 1" if self.solo.isChecked() else f"Hand {seat + 1}"
        kind = str(self.seat_kinds[seat].currentData())
        return f"{bot_label(kind)} {seat + 1}" if kind != HUMAN else f"Player {seat + 1}"

    def is_solo(self) -> bool:
        """Whether the Solo mode is chosen (only possible with one seat)."""
        return self.solo.isChecked() and self.players == 1

    def hands(self, players: int) -> int:
        """How many hands ``players`` seats play with the panel's choices."""
        return 1 if players == 1 and self.solo.isChecked() else max(2, players)

    def set_players(self, n: int) -> None:
        """Show the seats of ``n`` players; with one seat, the person plays (the Solo mode may be chosen)."""
        self.players = n
        self.solo.setVisible(n == 1)
        for i, (label, combo) in enumerate(zip(self.seat_labels, self.seat_kinds, strict=True)):
            label.setVisible(1 < n and i < n)
            combo.setVisible(1 < n and i < n)
        self._describe_bots()
        self.house_rows[house.WARMUP].setEnabled(n >= house.WARMUP_HANDS)  # its words grey out with the box

    def _describe_bots(self) -> None:
        """Say in a line each what the chosen bots are and how long they think (nothing when no bot sits)."""
        if not hasattr(self, "bot_words"):  # (a seat's list is filled before the line is made)
            return
        chosen = dict.fromkeys(k for k in self.kinds() if k != HUMAN)
        lines = [f"{bot_label(k)}: {BOT_BLURBS[k]}" for k in chosen if k in BOT_BLURBS]
        self.bot_words.setText("\n".join(lines))
        self.bot_words.setVisible(bool(lines))

    def kinds(self) -> tuple[str, ...]:
        """The chosen kind of each seat (empty when every seat is a person)."""
        if self.players == 1:
            return ()
        chosen = tuple(str(c.currentData()) for c in self.seat_kinds[: self.players])
        return chosen if any(k != HUMAN for k in chosen) else ()

    def house_rules(self) -> tuple[str, ...]:
        """The checked house rules, in the book's order."""
        return tuple(k for k, box in self.house.items() if box.isChecked() and box.isEnabled())

    def set_kind(self, seat: int, kind: str) -> None:
        """Choose who plays ``seat`` (``human`` or a bot kind)."""
        combo = self.seat_kinds[seat]
        combo.setCurrentIndex(max(0, combo.findData(kind)))

    def apply(self, setup: Setup) -> Setup:
        """``setup`` with the chosen variant, house rules and seats (bot seats named after their bot)."""
        seats = self.kinds()
        names = setup.names
        if not names and (seats or self.is_solo()):
            names = tuple(self.placeholder(i, self.players) for i in range(self.hands(self.players)))
        return evolve(
            setup,
            names=names,
            variant=SOLO_VARIANT if self.is_solo() else "",
            house=self.house_rules(),
            seats=seats,
        )

    def first_game(self) -> Setup | None:
        """The Solo mode's first game when it is chosen, else ``None`` (the rulebook's preset applies)."""
        return solo.first_game() if self.is_solo() else None
