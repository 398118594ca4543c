"""The face-up piles browsed as cards: the KO pile, the Escaped pile, a discard pile and the Victory Piles.

Cards are shown as their faces, grouped by kind (Bystanders, Villains, Heroes, Wounds…) with a count in
each group's title, so "how many Bystanders are dead?" is read at a glance instead of counted in a list.
A player's discard and Victory Pile have a chooser for whose pile it is (both are public).
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from bigtrouble.cards.defs import CardDef, Kind
from bigtrouble.model import State
from bigtrouble.zones import cdef
from ui.mat.pixmaps import PixmapCache

TITLES = {
    "ko": "KO pile",
    "escaped": "Escaped pile",
    "discard": "discard pile",
    "victory": "Victory Pile",
    "wounds": "Wound stack",
}
GROUP_ORDER = (
    ("Bystanders", (Kind.BYSTANDER,)),
    ("Villains", (Kind.VILLAIN,)),
    ("Henchmen", (Kind.HENCHMAN,)),
    ("Mastermind Tactics", (Kind.TACTIC, Kind.MASTERMIND)),
    ("Heroes", (Kind.HERO,)),
    ("Wounds", (Kind.WOUND,)),
    ("Scheme Twists and Master Strikes", (Kind.TWIST, Kind.STRIKE)),
)
THUMB_WIDTH = 96
ONE = {
    "Bystanders": "Bystander",
    "Villains": "Villain",
    "Henchmen": "Henchman",
    "Mastermind Tactics": "Mastermind Tactic",
    "Heroes": "Hero",
    "Wounds": "Wound",
    "Scheme Twists and Master Strikes": "Scheme Twist or Master Strike",
    "Other cards": "other card",
}
"""Each group's name for a single card."""


def group_of(d: CardDef) -> str:
    """The group a card is shown in ("Villains", "Heroes"…); a kind not listed falls in "Other cards"."""
    for title, kinds in GROUP_ORDER:
        if d.kind in kinds:
            return title
    return "Other cards"


def pile_cards(s: State, key: str, player: int) -> tuple[int, ...]:
    """The cards of pile ``key`` (a player's pile: ``player``'s), bottom first."""
    if key == "discard":
        return s.players[player].discard
    if key == "victory":
        return s.players[player].victory
    return {"ko": s.ko, "escaped": s.escaped, "wounds": s.wounds}[key]


def grouped(s: State, cards: tuple[int, ...]) -> list[tuple[str, list[int]]]:
    """The cards by group, in the groups' order, the top card of the pile first within a group."""
    groups: dict[str, list[int]] = {}
    for u in reversed(cards):
        groups.setdefault(group_of(cdef(s, u)), []).append(u)
    order = [title for title, _ in GROUP_ORDER] + ["Other cards"]
    return [(title, groups[title]) for title in order if title in groups]


class PileBrowser(QDialog):
    """A face-up pile as card faces in groups with counts; for a player's pile, a chooser of whose."""

    def __init__(self, s: State, key: str, cache: PixmapCache, parent: QWidget | None = None) -> None:
        """Show pile ``key`` of ``s`` (a player's pile starts at the player deciding now)."""
        super().__init__(parent)
        self.state, self.key, self.cache = s, key, cache
        self.setObjectName("pile_browser")
        lay = QVBoxLayout(self)
        self.owner = QComboBox()
        for p in s.players:
            self.owner.addItem(p.name)
        self.owner.setVisible(key in ("discard", "victory"))
        self.owner.setCurrentIndex(s.pending.player if s.pending is not None else s.current)
        self.owner.currentIndexChanged.connect(lambda _i: self.show_pile())
        lay.addWidget(self.owner)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        lay.addWidget(self.summary)
        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.body)
        lay.addWidget(scroll, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.groups: dict[str, QListWidget] = {}
        self.resize(760, 560)
        self.show_pile()

    def show_pile(self) -> None:
        """Fill the groups for the pile and owner chosen."""
        s, key = self.state, self.key
        player = self.owner.currentIndex()
        cards = pile_cards(s, key, player)
        owner = f"{s.players[player].name}'s " if key in ("discard", "victory") else "The "
        self.setWindowTitle(f"{owner}{TITLES[key]} ({len(cards)} cards)")
        while self.body_layout.count():
            old = self.body_layout.takeAt(0)
            widget = old.widget() if old is not None else None
            if widget is not None:
                widget.deleteLater()
        self.groups = {}
        parts = grouped(s, cards)
        self.summary.setText(", ".join(f"{len(us)} {title}" for title, us in parts) if parts else "This pile is empty.")
        for title, uids in parts:
            label = QLabel(f"<b>{title} — {len(uids)}</b>")
            self.body_layout.addWidget(label)
            view = QListWidget()
            view.setObjectName(f"group:{title}")
            view.setViewMode(QListView.ViewMode.IconMode)
            view.setIconSize(QSize(THUMB_WIDTH, int(THUMB_WIDTH * 1.4)))
            view.setResizeMode(QListView.ResizeMode.Adjust)
            view.setMovement(QListView.Movement.Static)
            view.setWrapping(True)
            counts = Counter(cdef(s, u).name for u in uids)
            for u in uids:
                d = cdef(s, u)
                card = QListWidgetItem(QIcon(self.cache.face(s.card_ids[u], THUMB_WIDTH)), d.name)
                card.setToolTip(f"{d.name} ({counts[d.name]} in this pile)" + (f", {d.vp} VP" if d.vp else ""))
                card.setData(Qt.ItemDataRole.UserRole, u)
                view.addItem(card)
            rows = -(-len(uids) // max(1, 700 // (THUMB_WIDTH + 16)))
            view.setMinimumHeight(min(3, rows) * int(THUMB_WIDTH * 1.4 + 36))
            self.body_layout.addWidget(view)
            self.groups[title] = view
        self.body_layout.addStretch(1)
