"""Table mode's view of a deck's top cards, put in a new order by hand (issue 25).

The player picks a deck and how many cards from its top, then orders them by dragging them in the list,
with the Up and Down buttons, or with Ctrl+Up and Ctrl+Down. Accepting gives one ``EditReorder``: one
step of the record, so one Undo puts the whole order back. The cards of a face-down deck are shown face
up here, since in table mode the players have agreed to look.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon, QKeyEvent, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from bigtrouble.actions import REORDER_DECKS, REORDER_MOST, EditReorder
from bigtrouble.model import State
from bigtrouble.rules.edits import where_words
from bigtrouble.zones import Zone, cdef
from ui.panels.pile_browser import ONE, group_of

if TYPE_CHECKING:
    from ui.mat.pixmaps import PixmapCache

THUMB = 38
"""The width of a card's face in the list (eight rows fit the view on a 768-pixel-high screen)."""
SHOWN = 5
"""How many cards from the top the view lists at first (up to ``REORDER_MOST`` when asked)."""
NAME = Qt.ItemDataRole.UserRole + 1
"""Where a row keeps its card's name (its text also carries its place from the top)."""

Deck = tuple[str, int]
"""A deck as an ``EditReorder`` names it: its zone's value and its player (-1 for a shared one)."""


def decks(s: State) -> list[Deck]:
    """Every deck whose top cards may be put in order: each player's deck, then the shared ones."""
    mine = [("deck", p) for p in range(len(s.players))]
    return mine + [(d, -1) for d in REORDER_DECKS if d != "deck"]


def deck_cards(s: State, deck: Deck) -> tuple[int, ...]:
    """The cards of ``deck``, top first."""
    name, player = deck
    cards: tuple[int, ...] = s.players[player].deck if name == "deck" else getattr(s, name)
    return cards


def deck_words(s: State, deck: Deck) -> str:
    """A deck in words: "Ann's deck", "the Villain Deck"."""
    return where_words(s, Zone(deck[0]), deck[1])


class CardList(QListWidget):
    """The cards in a column, top first, reordered by dragging or with Ctrl+Up and Ctrl+Down."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty list whose rows move by drag and drop within it."""
        super().__init__(parent)
        self.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setIconSize(QSize(THUMB, int(THUMB * 1.4)))
        self.setAlternatingRowColors(True)
        model = self.model()
        for changed in (model.rowsMoved, model.rowsInserted, model.rowsRemoved):
            changed.connect(lambda *_: self.number())

    def number(self) -> None:
        """Write each card's place in front of its name: "1.  Sewer Rat   (top)", "2.  Thug"..."""
        for i in range(self.count()):
            item = self.item(i)
            name = item.data(NAME)
            if name is not None:
                item.setText(f"{i + 1}.  {name}{'   (top)' if i == 0 else ''}")

    def move_current(self, step: int) -> bool:
        """Move the selected card ``step`` rows (-1 toward the top); False when it can't go further."""
        row = self.currentRow()
        to = row + step
        if row < 0 or not 0 <= to < self.count():
            return False
        item = self.takeItem(row)
        self.insertItem(to, item)
        self.setCurrentRow(to)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """Ctrl+Up and Ctrl+Down (or Alt) move the selected card; other keys as a list has them."""
        moves = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}
        held = event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        if held and event.key() in moves:
            self.move_current(moves[Qt.Key(event.key())])
            event.accept()
            return
        super().keyPressEvent(event)


class ReorderDialog(QDialog):
    """A deck chooser, how many cards from the top, and those cards in a list to put in a new order."""

    def __init__(
        self, s: State, cache: PixmapCache | None = None, deck: Deck | None = None, parent: QWidget | None = None
    ) -> None:
        """Show the top cards of ``deck`` (or the first deck with two cards) in ``s``."""
        super().__init__(parent)
        self.state, self.cache = s, cache
        self.setObjectName("reorder_dialog")
        self.setWindowTitle("Put the top cards of a deck in order")
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.deck = QComboBox()
        self.deck.setObjectName("reorder_deck")
        for d in decks(s):
            n = len(deck_cards(s, d))
            self.deck.addItem(f"{deck_words(s, d)[0].upper()}{deck_words(s, d)[1:]} ({n} cards)", d)
            model = self.deck.model()
            if n < 2 and isinstance(model, QStandardItemModel):  # listed, so the player sees why it can't be picked
                model.item(self.deck.count() - 1).setEnabled(False)
        form.addRow("&Deck:", self.deck)
        self.count = QSpinBox()
        self.count.setObjectName("reorder_count")
        form.addRow("&Cards from the top:", self.count)
        lay.addLayout(form)
        self.hint = QLabel("Top of the deck first. Drag a card, or select it and press Up / Down (Ctrl+↑ / Ctrl+↓).")
        self.hint.setWordWrap(True)
        lay.addWidget(self.hint)
        row = QHBoxLayout()
        self.cards = CardList()
        self.cards.setObjectName("reorder_cards")
        row.addWidget(self.cards, 1)
        side = QVBoxLayout()
        self.up = QPushButton("&Up")
        self.up.setToolTip("Move the selected card one place nearer the top (Ctrl+Up)")
        self.up.clicked.connect(lambda: self.cards.move_current(-1))
        self.down = QPushButton("Do&wn")
        self.down.setToolTip("Move the selected card one place deeper (Ctrl+Down)")
        self.down.clicked.connect(lambda: self.cards.move_current(1))
        self.reverse = QPushButton("&Reverse")
        self.reverse.setToolTip("Turn the order of these cards upside down")
        self.reverse.clicked.connect(self.reverse_order)
        for b in (self.up, self.down, self.reverse):
            b.setAutoDefault(False)
            side.addWidget(b)
        side.addStretch(1)
        row.addLayout(side)
        lay.addLayout(row, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Put in This Order")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.deck.currentIndexChanged.connect(lambda _i: self._deck_chosen())
        self.count.valueChanged.connect(lambda _n: self.fill())
        usable = [i for i, d in enumerate(decks(s)) if len(deck_cards(s, d)) >= 2]
        start = decks(s).index(deck) if deck in decks(s) else usable[0] if usable else 0
        self.deck.setCurrentIndex(start)
        self._deck_chosen()
        self.resize(460, 620)

    def chosen(self) -> Deck:
        """The deck picked."""
        deck: Deck = self.deck.currentData()
        return deck

    def _deck_chosen(self) -> None:
        n = len(deck_cards(self.state, self.chosen()))
        most = min(REORDER_MOST, n)
        wanted = self.count.value() if self.cards.count() else SHOWN  # a count already chosen is kept
        self.count.blockSignals(True)
        self.count.setRange(min(2, most), most)
        self.count.setValue(min(wanted, most))
        self.count.blockSignals(False)
        self.fill()

    def fill(self) -> None:
        """List the top cards of the deck picked, as they lie now."""
        s = self.state
        self.cards.clear()
        top = deck_cards(s, self.chosen())[: self.count.value()]
        for u in top:
            d = cdef(s, u)
            item = QListWidgetItem(d.name)
            item.setData(NAME, d.name)
            if self.cache is not None:
                item.setIcon(QIcon(self.cache.face(s.card_ids[u], THUMB)))
            item.setToolTip(f"{d.name} ({ONE[group_of(d)]})")
            item.setData(Qt.ItemDataRole.UserRole, u)
            self.cards.addItem(item)
        self.cards.number()
        if top:
            self.cards.setCurrentRow(0)
        enough = len(top) >= 2
        for w in (self.up, self.down, self.reverse, self.buttons.button(QDialogButtonBox.StandardButton.Ok)):
            w.setEnabled(enough)

    def reverse_order(self) -> None:
        """Turn the listed order upside down."""
        items = [self.cards.takeItem(0) for _ in range(self.cards.count())]
        for item in reversed(items):
            self.cards.addItem(item)

    def order(self) -> tuple[int, ...]:
        """The listed cards' uids, top first."""
        return tuple(int(self.cards.item(i).data(Qt.ItemDataRole.UserRole)) for i in range(self.cards.count()))

    def edit(self) -> EditReorder | None:
        """The reorder the list shows, or None when the order is the deck's own."""
        deck = self.chosen()
        order = self.order()
        if order == deck_cards(self.state, deck)[: len(order)]:
            return None
        return EditReorder(deck[0], deck[1], order)
