"""Game > Statistics…: the remembered games as charts people look at rather than read.

Each split (by Mastermind, Scheme, Hero, Villain group, player count, variant) is a list of bars: the
bar is the team's win rate, the thin line across it the 95% interval, the words the wins out of games.
A summary line, the streaks, the best Solo scores and the challenges played more than once follow.
The figures are :mod:`bigtrouble.tools.memory.stats`'s, the same as ``python -m bigtrouble stats``.
"""

from __future__ import annotations

import sqlite3
from html import escape
from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QScrollArea, QTabWidget, QVBoxLayout, QWidget

from bigtrouble.tools.memory.stats import Rate, Stats

SPLITS = {
    "mastermind": "Mastermind",
    "scheme": "Scheme",
    "hero": "Hero",
    "villain group": "Villain group",
    "players": "Players",
    "variant": "Variant",
}
ROW_H = 26
SHOWN_CHALLENGES = 20
BAR = QColor(196, 160, 40)
WHISKER = QColor(40, 30, 20)


class RateChart(QWidget):
    """Win rates as horizontal bars with their 95% intervals, one row a label."""

    def __init__(self, rates: list[Rate], parent: QWidget | None = None) -> None:
        """Chart ``rates`` (most played first)."""
        super().__init__(parent)
        self.rates = rates
        self.setMinimumHeight(max(1, len(rates)) * ROW_H + 8)

    def sizeHint(self) -> QSize:  # noqa: N802
        """As tall as its rows."""
        return QSize(640, max(1, len(self.rates)) * ROW_H + 8)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        """Label, bar, interval, and "wins/games  rate" for each row."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = self.width()
        label_w, text_w = w * 0.34, w * 0.2
        bar_x, bar_w = label_w + 6, max(40.0, w - label_w - text_w - 12)
        if not self.rates:
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, "No finished games yet.")
            return
        for i, r in enumerate(self.rates):
            y = 4 + i * ROW_H
            label = p.fontMetrics().elidedText(r.label, Qt.TextElideMode.ElideRight, int(label_w))
            p.drawText(QRectF(0, y, label_w, ROW_H), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, label)
            p.fillRect(QRectF(bar_x, y + 5, bar_w, ROW_H - 10), QColor(0, 0, 0, 25))
            p.fillRect(QRectF(bar_x, y + 5, bar_w * r.rate, ROW_H - 10), BAR)
            p.setPen(WHISKER)
            mid = y + ROW_H / 2
            p.drawLine(int(bar_x + bar_w * r.low), int(mid), int(bar_x + bar_w * r.high), int(mid))
            for end in (r.low, r.high):
                x = int(bar_x + bar_w * end)
                p.drawLine(x, int(mid - 5), x, int(mid + 5))
            words = f"{r.wins}/{r.games}  {r.rate:.0%}"
            p.drawText(QRectF(bar_x + bar_w + 6, y, text_w, ROW_H), Qt.AlignmentFlag.AlignVCenter, words)
        p.end()


COLUMN_W = 64


class TimeChart(QWidget):
    """The team's results over time: a column a month (or a day), its height the win rate, with its interval."""

    def __init__(self, rates: list[Rate], parent: QWidget | None = None) -> None:
        """Chart ``rates`` (oldest first), one column each."""
        super().__init__(parent)
        self.rates = rates
        self.setMinimumSize(max(1, len(rates)) * COLUMN_W + 16, 220)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        """A baseline, then for each period its column, interval, win rate above and "wins/games" and date below."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.rates:
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, "No finished games yet.")
            return
        line = p.fontMetrics().height()
        top, bottom = 8 + line, self.height() - 2 * line - 8
        span = max(1.0, bottom - top)
        p.setPen(QColor(0, 0, 0, 60))
        p.drawLine(8, int(bottom), self.width() - 8, int(bottom))
        p.drawLine(8, int(top + span / 2), self.width() - 8, int(top + span / 2))  # the 50% line
        for i, r in enumerate(self.rates):
            x = 8 + i * COLUMN_W
            p.fillRect(QRectF(x + 14, top, COLUMN_W - 28, span), QColor(0, 0, 0, 25))
            p.fillRect(QRectF(x + 14, bottom - span * r.rate, COLUMN_W - 28, span * r.rate), BAR)
            p.setPen(WHISKER)
            mid = x + COLUMN_W / 2
            p.drawLine(int(mid), int(bottom - span * r.low), int(mid), int(bottom - span * r.high))
            for end in (r.low, r.high):
                p.drawLine(int(mid - 5), int(bottom - span * end), int(mid + 5), int(bottom - span * end))
            centre = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter
            p.drawText(QRectF(x, top - line - 4, COLUMN_W, line), centre, f"{r.rate:.0%}")
            p.drawText(QRectF(x, bottom + 2, COLUMN_W, line), centre, f"{r.wins}/{r.games}")
            p.drawText(QRectF(x, bottom + 2 + line, COLUMN_W, line), centre, r.label[2:])  # "26-11" or "26-11-30"
        p.end()


class StatisticsDialog(QDialog):
    """The statistics of the games in the memory file at ``path``."""

    def __init__(self, stats: Stats, parent: QWidget | None = None) -> None:
        """Show ``stats`` (computed by the caller from the game memory)."""
        super().__init__(parent)
        self.setObjectName("statistics")
        self.setWindowTitle("Statistics")
        self.stats = stats
        lay = QVBoxLayout(self)
        self.summary = QLabel(self._summary())
        self.summary.setWordWrap(True)
        lay.addWidget(self.summary)
        self.tabs = QTabWidget()
        self.charts: dict[str, RateChart] = {}
        for key, title in SPLITS.items():
            chart = RateChart(stats.by.get(key, []))
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setWidget(chart)
            self.tabs.addTab(scroll, title)
            self.charts[key] = chart
        self.time_chart = TimeChart(stats.over_time)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.time_chart)
        scroll.setToolTip(
            "The team's win rate month by month (day by day until the games span three months); the thin"
            " line is where the true rate lies, 95 times in 100; under each column, wins of games played."
        )
        self.tabs.addTab(scroll, "Over time")
        self.tabs.addTab(self._more(), "Bests and streaks")
        lay.addWidget(self.tabs, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(820, 560)

    def _summary(self) -> str:
        s = self.stats
        if not s.finished:
            return f"{s.games} games remembered; none finished yet. Every game you finish appears here."
        wins = sum(r.wins for r in s.by.get("players", []))
        return (
            f"{s.games} games remembered: {s.finished} finished ({wins} won by the team),"
            f" {s.abandoned} abandoned{s.edited_words}."
            " Bars: the team's win rate; the thin line: where the true rate lies, 95 times in 100."
        )

    def _more(self) -> QWidget:
        s, st = self.stats, self.stats.streaks
        now = f"{st.current} {'win' if st.current_kind == 'wins' else 'game not won'}{'s' if st.current != 1 else ''}"
        lines = [
            f"Streak now: {now if st.current else 'none yet'}; longest: {_count(st.longest_wins, 'win')},"
            f" {_count(st.longest_losses, 'game')} not won."
        ]
        if s.solo_bests:
            lines.append("<br><b>Best Solo scores</b>")
            lines += [
                escape(f"{b['score']} — {b['mastermind']} / {b['scheme']} ({str(b['ended_at'])[:10]})")
                for b in s.solo_bests
            ]
        if s.challenges:
            lines.append("<br><b>Challenges played more than once</b>")
            shown = s.challenges[:SHOWN_CHALLENGES]
            lines += [escape(f"{c.code}: {c.wins}/{c.games} won, best {c.best_vp} VP") for c in shown]
            if len(s.challenges) > len(shown):
                lines.append(f"… and {len(s.challenges) - len(shown)} more (python -m bigtrouble stats lists them all)")
        label = QLabel("<br>".join(lines))
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea()  # a long list scrolls inside the window instead of stretching it past the screen
        scroll.setWidgetResizable(True)
        scroll.setWidget(label)
        self.more = label
        return scroll


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


def open_statistics(win: object, path: Path) -> StatisticsDialog | None:
    """Read the game memory at ``path`` and show its statistics (a message instead when it can't be read)."""
    from PySide6.QtWidgets import QMessageBox

    from bigtrouble.tools.memory import MemoryRefused, open_memory
    from bigtrouble.tools.memory.stats import summarize

    parent = win if isinstance(win, QWidget) else None
    try:
        memory = open_memory(path)
        try:
            stats = summarize(memory)
        finally:
            memory.close()
    except (MemoryRefused, OSError) as exc:
        QMessageBox.warning(parent, "Statistics can't be read", str(exc))
        return None
    except sqlite3.Error as exc:
        QMessageBox.warning(parent, "Statistics can't be read", f"The game memory {path} can't be read ({exc}).")
        return None
    dialog = StatisticsDialog(stats, parent)
    dialog.open()
    return dialog
