"""The large card viewer: one card's face, its text in our words, its rules reminders and where it comes from."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QCursor, QPixmap
from PySide6.QtWidgets import QFrame, QLabel, QToolTip, QVBoxLayout, QWidget

from bigtrouble.cards.defs import CardDef
from bigtrouble.cards.registry import CARDS
from bigtrouble.cards.text import card_text, origin_summary, reminders
from ui.mat.layout import CARD_RATIO
from ui.mat.pixmaps import PixmapCache
from ui.rules import card_text_html, keyword_notes_html, open_rule, term_tooltip

LOG_RED = QColor(170, 20, 20)
LOG_TURN = QColor(150, 100, 0)
LOG_AUTO = QColor(40, 90, 120)
ROW_A = QColor(244, 234, 214)
ROW_B = QColor(235, 223, 198)


def provenance(d: CardDef) -> str:
    """Where a card comes from: the summary of what is known exactly, in outline and what is ours (issue 10),
    then the card's own note, the precise account."""
    summary = escape(origin_summary(d))
    return f"{summary}<br>{escape(d.origin_note)}" if d.origin_note else summary


class CardViewer(QFrame):
    """A large card with its rules text; floats over the mat. Pinned (right-click) it also says where the card
    comes from; as the hover zoom it shows only the card."""

    def __init__(self, cache: PixmapCache, parent: QWidget | None = None) -> None:
        """A hidden viewer."""
        super().__init__(parent)
        self.cache = cache
        self.card_id = ""
        self.pinned = False
        self.setObjectName("viewer")
        self.setStyleSheet(
            "#viewer { background: rgba(16, 12, 10, 235); border: 2px solid #e0b040; border-radius: 10px; }"
            "QLabel { color: #f6efe0; }"
        )
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 10, 10, 10)
        self.image = QLabel()
        self.image.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.origin = QLabel()
        self.origin.setWordWrap(True)
        self.origin.setStyleSheet("color: #f0c860; font-style: italic;")
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.notes.setStyleSheet("color: #d8ccb4;")
        for label in (self.text, self.notes):
            label.linkHovered.connect(lambda link, w=label: QToolTip.showText(QCursor.pos(), term_tooltip(link), w))
            label.linkActivated.connect(open_rule)
        self.reminder = QLabel()
        self.reminder.setWordWrap(True)
        self.reminder.setStyleSheet("color: #cfc6b4; font-size: 11px;")
        for w in (self.image, self.text, self.notes, self.reminder, self.origin):
            lay.addWidget(w)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()

    def show_card(
        self, card_id: str, width: int, pinned: bool = False, room: int | None = None, draft: bool = False
    ) -> None:
        """Show the card ``card_id`` at ``width`` pixels, with fewer keyword notes until it is at most ``room``
        pixels tall (by default: its parent's height, less a margin; with a ``room`` given, the rules reminders
        are left out too where it takes that). A ``draft`` only takes the size it would have, face undrawn
        and nothing shown, to try a size cheaply."""
        d = CARDS.get(card_id)
        if d is None:
            return
        self.card_id = card_id
        self.pinned = pinned
        ratio = self.devicePixelRatioF()
        px = round(width * ratio)
        if draft:
            face = QPixmap(px, round(px * CARD_RATIO))  # the face's size, left blank
            face.fill(Qt.GlobalColor.transparent)
            face.setDevicePixelRatio(ratio)
        else:
            face = self.cache.face(card_id, px, ratio)
        self.image.setPixmap(face)
        self.text.setText(f"<b>{escape(d.name)}</b><br>{card_text_html(card_text(d))}")
        # A pinned viewer answers the mouse, so its keywords can be hovered and clicked.
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, not pinned)
        hints = reminders(d)  # the rules reminders the card itself no longer prints
        self.reminder.setText("<br>".join(f"Reminder: {escape(r)}" for r in hints))
        self.reminder.setVisible(bool(hints))
        self.origin.setText(provenance(d))
        self.origin.setVisible(pinned)  # the hover zoom shows the card; the pinned viewer also says where it is from
        self.setFixedWidth(width + 20)
        parent = self.parentWidget()
        stages = [(4, True), (2, True), (0, True)]  # less said until the viewer fits
        if room is None:
            room = parent.height() - 24 if parent is not None else 1 << 20
        else:
            stages.append((0, False))  # a zoom fitted in between other things may leave the reminders out too
        height = 0
        for limit, remind in stages:
            self.notes.setText(keyword_notes_html(card_text(d), limit))
            self.notes.setVisible(bool(self.notes.text()))
            self.reminder.setVisible(bool(hints) and remind)
            self.adjustSize()
            # adjustSize wraps the labels at the layout's preferred width, wider than a narrow viewer's own:
            # ask for the height at the real width, or the text is cut off.
            layout = self.layout()
            height = max(self.height(), layout.totalHeightForWidth(self.width()) if layout is not None else 0)
            if height <= room:
                break
        self.resize(self.width(), height)
        if not draft:
            self.show()
            self.raise_()

    def hide_card(self, force: bool = False) -> None:
        """Hide the viewer (a pinned one stays unless ``force``)."""
        if force or not self.pinned:
            self.pinned = False
            self.card_id = ""
            self.hide()
