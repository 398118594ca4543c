"""Help > How to Play: a short illustrated guide, one idea a page, pictures drawn by the game itself.

Each :class:`Page` has a headline of at most 8 words, one short "why" sentence, a few more
lines behind "More", the rules it rests on (links into Help > Rules) and a picture: the
real mat for a prepared position, or real card faces (``ui.teach.guide_pictures``). Pages are
listed on the left and turned with Previous / Next or the arrow keys. The rules pages come first;
the "Playing well" chapter follows under its own heading, each of its pages with a link that plays
its puzzle on the mat.
"""

from __future__ import annotations

import re
from html import escape

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtGui import QHideEvent, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ui.teach import guide_pictures as pics
from ui.teach.guide_pages import PAGES, Page, keyword_lines, more_lines, picture, puzzle_title
from ui.teach.guide_pictures import Picture

__all__ = ["PAGES", "GuideDialog", "Page", "keyword_lines", "more_lines", "picture", "puzzle_title", "screenshot"]


class GuideDialog(QDialog):
    """The guide: the list of pages, the page (headline, picture, why, More) and Previous / Next."""

    more = Signal(str)
    """A rule the reader wants to see in Help > Rules (``"R45"``)."""
    puzzle = Signal(str)
    """A puzzle the reader wants to play (its name, ``"thin-your-deck"``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """Open at the first page, sized to fit the screen (1024x600 and up)."""
        super().__init__(parent)
        self.setWindowTitle("How to Play")
        self.setObjectName("guide")
        self.setStyleSheet(
            "#guide { background: #f4ead6; } QLabel { color: #2a1e12; }"
            "#headline { font-size: 20px; font-weight: bold; color: #6e1c10; }"
            "#why { font-size: 15px; } #more { font-size: 13px; color: #3a2e1e; }"
        )
        outer = QHBoxLayout(self)
        self.list = QListWidget()
        self.rows = self._fill_list()
        self.list.setFixedWidth(220)
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setStyleSheet("QListWidget { font-size: 14px; } QListWidget::item { padding: 5px 4px; }")
        self.list.currentRowChanged.connect(self._row_chosen)
        outer.addWidget(self.list)
        right = QVBoxLayout()
        self.headline = QLabel()
        self.headline.setObjectName("headline")
        self.headline.setWordWrap(True)
        self.image = Picture()
        self.why = QLabel()
        self.why.setObjectName("why")
        self.why.setWordWrap(True)
        self.more_link = QLabel()
        self.more_link.linkActivated.connect(self._link)
        self.details = QLabel()
        self.details.setObjectName("more")
        self.details.setWordWrap(True)
        self.details.linkActivated.connect(self._link)
        self.details.hide()
        nav = QHBoxLayout()
        self.prev_button = QPushButton("\u2190 Previous")
        self.next_button = QPushButton("Next \u2192")
        self.where = QLabel()
        self.where.setAlignment(Qt.AlignmentFlag.AlignCenter)
        close = QPushButton("Close")
        self.prev_button.clicked.connect(lambda: self.step(-1))
        self.next_button.clicked.connect(lambda: self.step(1))
        close.clicked.connect(self.close)
        for button in (self.prev_button, self.where, self.next_button):
            nav.addWidget(button)
        nav.addStretch(1)
        nav.addWidget(close)
        for part in (self.headline, self.why, self.image, self.more_link, self.details):
            right.addWidget(part)
        right.setStretchFactor(self.image, 1)
        right.addStretch(0)
        right.addLayout(nav)
        outer.addLayout(right, 1)
        self.index = -1
        self.unfolded = False
        """Whether the reader opened "More": it stays open from page to page while the guide is."""
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        width, height = (screen.width(), screen.height()) if screen is not None else (1366, 768)
        w = min(1000, width - 40)
        picture_h = (w - 270) * pics.SIZE[1] / pics.SIZE[0]
        self.resize(w, int(min(height - 60, 200 + picture_h)))
        self.list.setCurrentRow(0)

    def _fill_list(self) -> list[int]:
        """One row a page, and a heading row where a chapter starts; returns each page's row."""
        rows: list[int] = []
        chapter = ""
        for i, p in enumerate(PAGES):
            if p.chapter != chapter:
                chapter = p.chapter
                heading = QListWidgetItem(chapter)
                heading.setFlags(Qt.ItemFlag.NoItemFlags)
                font = heading.font()
                font.setBold(True)
                heading.setFont(font)
                self.list.addItem(heading)
            rows.append(self.list.count())
            self.list.addItem(f"{i + 1}. {p.title}")
        return rows

    def _row_chosen(self, row: int) -> None:
        if row in self.rows:
            self.show_page(self.rows.index(row))

    def page(self) -> Page:
        """The page shown."""
        return PAGES[self.index]

    def show_page(self, index: int) -> None:
        """Turn to page ``index`` (0-based)."""
        if not 0 <= index < len(PAGES) or index == self.index:
            return
        self.index = index
        page = PAGES[index]
        if self.list.currentRow() != self.rows[index]:
            self.list.setCurrentRow(self.rows[index])
        self.headline.setText(page.headline)
        self.why.setText(page.why)
        self._show_more(self.unfolded)
        lines = more_lines(page)
        numbered = all(re.match(r"\d+\. ", line) for line in lines)
        items = "".join(f"<li>{escape(line.split('. ', 1)[1] if numbered else line)}</li>" for line in lines)
        tag = "ol" if numbered else "ul"
        links = ", ".join(f"<a href='{r}'>{r}</a>" for r in page.rules)
        self.details.setText(f"<{tag} style='margin-left:-20px'>{items}</{tag}>Rules: {links}")
        self.where.setText(f"{index + 1} of {len(PAGES)}")
        self.prev_button.setEnabled(index > 0)
        self.next_button.setEnabled(index < len(PAGES) - 1)
        self._fit_picture()

    def step(self, delta: int) -> None:
        """Go ``delta`` pages on (or back)."""
        self.show_page(max(0, min(len(PAGES) - 1, self.index + delta)))

    def _link(self, link: str) -> None:
        if link == "more":
            self.unfolded = not self.unfolded
            self._show_more(self.unfolded)
            self._fit_picture()
        elif link.startswith("puzzle:"):
            self.puzzle.emit(link.removeprefix("puzzle:"))
        else:
            self.more.emit(link)

    def _show_more(self, shown: bool) -> None:
        self.details.setVisible(shown)
        self.more_link.setText(self._links(shown))

    def _links(self, shown: bool) -> str:
        """More (or Less) and, on a page with a puzzle, the link that plays it."""
        more = "<a href='more'>Less \u25be</a>" if shown else "<a href='more'>More \u25b8</a>"
        name = self.page().puzzle
        if not name:
            return more
        title = escape(puzzle_title(name))
        return f"{more} &nbsp;&nbsp; <a href='puzzle:{name}'>Try it: the puzzle \u201c{title}\u201d \u25b8</a>"

    def _fit_picture(self) -> None:
        if self.index >= 0:
            self.image.set_image(picture(self.page().key))

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802
        """Closed: "More" is folded again for the next time the guide opens."""
        self.unfolded = False
        self._show_more(False)
        super().hideEvent(event)

    def step_aside(self, keep: QRect) -> None:
        """Move (and if need be narrow) the guide so it leaves ``keep`` (global pixels, the Rules panel a link
        opened) in sight: beside it on the side with more room, as wide as that room allows."""
        frame = self.frameGeometry()
        if not frame.intersects(keep):
            return
        screen = self.screen().availableGeometry() if self.screen() is not None else frame.united(keep)
        left_room = keep.left() - screen.left()
        right_room = screen.right() - keep.right()
        extra = frame.width() - self.width()  # the window frame around the guide
        width = max(self.minimumSizeHint().width(), min(self.width(), max(left_room, right_room) - extra - 8))
        x = keep.left() - width - extra - 4 if left_room >= right_room else keep.right() + 5
        self.resize(width, self.height())
        self.move(x, frame.top())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """Left / Right (and Page Up / Page Down) turn the pages."""
        if event.key() in (Qt.Key.Key_Right, Qt.Key.Key_PageDown):
            self.step(1)
        elif event.key() in (Qt.Key.Key_Left, Qt.Key.Key_PageUp):
            self.step(-1)
        else:
            super().keyPressEvent(event)


def screenshot(path: str, page: str = "city", size: tuple[int, int] = (1000, 560), more: bool = False) -> None:
    """Draw the guide at ``page`` offscreen into the PNG ``path`` (``python -m ui.teach.guide FILE [PAGE] [more]``)."""
    from ui.qtapp import make_app

    app = make_app()
    dlg = GuideDialog()
    dlg.resize(*size)
    dlg.show_page(next(i for i, p in enumerate(PAGES) if p.key == page))
    if more:
        dlg._link("more")
    dlg.show()
    app.processEvents()
    if not dlg.grab().save(path):
        raise SystemExit(f"could not write {path}")


if __name__ == "__main__":
    import sys

    screenshot(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "city", more="more" in sys.argv[3:])
