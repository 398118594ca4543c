"""Evil's clock on the Scheme: how close the Scheme is to winning, in words and numbers.

The numbers are :func:`bigtrouble.rules.progress.evil_progress`'s; this module only words and paints
them. A warning (the next Villain card could end the game) is a red panel headed by a ⚠ and a word,
so it never rests on colour alone.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from bigtrouble.rules.progress import EvilProgress
from ui.mat.layout import Box
from ui.mat.look import DANGER, GOLD, INK, ui_font
from ui.mat.tips import as_tip

WARNING = "\u26a0 DANGER"
"""The warning's own line: an icon and a word, beside the red."""
LINE = 0.11
"""A line's font size, in Scheme card widths."""
STEP = 1.25
"""A line's height, in font sizes."""
COUNT_SIZE = 1.1
"""A count's font size ("3 of 8"), relative to the labels'."""
PAD = 4.0
"""The room left and right of the lines inside the panel, in pixels."""
MIN_PX = 7.0
"""The smallest type the clock uses (the mat's smallest)."""


def is_count(row: str) -> bool:
    """Whether a drawn row is a count ("3 of 8"): drawn a little larger, in gold."""
    return row[:1].isdigit()


def _row_px(row: str, px: float) -> float:
    return px * (COUNT_SIZE if is_count(row) else 1.0)


def _fits(row: str, px: float, width: float) -> bool:
    return QFontMetricsF(ui_font(_row_px(row, px), True)).horizontalAdvance(row) <= width


def wrap_line(line: str, px: float, width: float) -> tuple[str, ...]:
    """``line`` as the fewest rows of whole words that each fit ``width`` at ``px`` (a word too long for any
    row keeps a row of its own), the rows as even as can be: "Twists in" / "his Tactics"."""
    if _fits(line, px, width):
        return (line,)
    words = line.split(" ")
    best: tuple[str, ...] = tuple(words)
    for rows in range(2, len(words) + 1):
        splits = _splits(words, rows)
        fitting = [s for s in splits if all(_fits(r, px, width) for r in s)]
        if fitting:
            fm = QFontMetricsF(ui_font(px, True))
            best = min(fitting, key=lambda s: max(fm.horizontalAdvance(r) for r in s))
            break
    return best


def _splits(words: list[str], rows: int) -> list[tuple[str, ...]]:
    """Every way to cut ``words`` into ``rows`` runs of whole words, in order."""
    if rows == 1:
        return [(" ".join(words),)]
    out: list[tuple[str, ...]] = []
    for cut in range(1, len(words) - rows + 2):
        out += [(" ".join(words[:cut]), *rest) for rest in _splits(words[cut:], rows - 1)]
    return out


@functools.lru_cache(maxsize=64)
def fit_clock(lines: tuple[str, ...], width: float, px: float, max_h: float) -> tuple[tuple[str, ...], float]:
    """The rows the panel draws for ``lines`` in ``width`` pixels, and their font size: at most ``px``, each
    line wrapped at whole words where it is too wide (never cut short), smaller only when the rows would
    be taller than ``max_h``. Worked out once per clock and size (every action shows the clock again)."""
    rows: tuple[str, ...] = ()
    for _ in range(6):
        rows = tuple(r for line in lines for r in wrap_line(line, px, width))
        need = (len(rows) * STEP + 0.5) * px
        if need <= max_h or px <= MIN_PX:
            break
        px = max(MIN_PX, px * max_h / need)
    return rows, px


def clock_lines(p: EvilProgress) -> tuple[str, ...]:
    """What the panel shows, top to bottom: the warning, each measure (label, then "count of threshold"),
    the Twists and the Strikes."""
    lines: list[str] = [WARNING] if p.danger else []
    for m in p.measures:
        lines += [m.label, f"{m.count} of {m.of}"]
    lines += [f"Twists {p.twists.count} of {p.twists.of}", f"Strikes {p.strikes.count} of {p.strikes.of}"]
    return tuple(lines)


def clock_tip(p: EvilProgress, evil_wins: str) -> str:
    """The panel's tooltip: the Scheme's condition, every count in words, and what the warning means."""
    lines = [f"{p.scheme}: Evil wins when {evil_wins}." if evil_wins else p.scheme]
    lines += [f"{m.label}: {m.count} of {m.of}." for m in p.measures]
    lines.append(f"Scheme Twists played: {p.twists.count} of the {p.twists.of} in the game.")
    lines.append(f"Master Strikes played: {p.strikes.count} of {p.strikes.of}.")
    if p.danger:
        lines.append(
            "\u26a0 Danger: the next Villain card could end the game (one more step, or the escape it forces)."
        )
    return "\n".join(lines)


class SchemeClock(QGraphicsObject):
    """The panel over the lower part of the Scheme card; repaints only when its lines change."""

    def __init__(self) -> None:
        """An empty, hidden panel."""
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(True)
        self.setZValue(900)
        self.lines: tuple[str, ...] = ()
        """What the panel says, a line per measure's label, count, Twists, Strikes (see :func:`clock_lines`)."""
        self.rows: tuple[str, ...] = ()
        """The lines as drawn: a label too wide for the panel wraps to two rows or more, whole words each."""
        self.px = 10.0
        self.danger = False
        self.box = Box(0, 0, 10, 10)
        self.hide()

    def show_progress(self, progress: EvilProgress | None, scheme: Box, evil_wins: str = "") -> None:
        """Show ``progress`` over the Scheme card's box ``scheme`` (hidden for a game without a Scheme)."""
        if progress is None:
            self.hide()
            return
        lines = clock_lines(progress)
        width = scheme.w * 0.92
        rows, px = fit_clock(lines, width - 2 * PAD, scheme.w * LINE, scheme.h * 0.92)
        bottom = scheme.y + scheme.h * 0.97
        h = min(scheme.h * 0.92, (len(rows) * STEP + 0.5) * px)  # a long clock covers the name too
        box = Box(scheme.x + scheme.w * 0.04, bottom - h, width, h)
        if box != self.box:
            self.prepareGeometryChange()
            self.box = box
            self.setPos(box.x, box.y)
        if (lines, rows, px, progress.danger) != (self.lines, self.rows, self.px, self.danger):
            self.lines, self.rows, self.px, self.danger = lines, rows, px, progress.danger
            self.update()
        tip = as_tip(clock_tip(progress, evil_wins))
        if tip != self.toolTip():
            self.setToolTip(tip)
        self.show()

    def boundingRect(self) -> QRectF:  # noqa: N802
        """The panel."""
        return QRectF(0, 0, self.box.w, self.box.h)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """A dark (or, in danger, red) rounded panel with the lines centred, the counts in gold."""
        r = self.boundingRect()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = DANGER if self.danger else QColor(255, 220, 140)
        p.setPen(QPen(edge, 2 if self.danger else 1))
        p.setBrush(QColor(120, 18, 14, 235) if self.danger else QColor(20, 16, 12, 225))
        p.drawRoundedRect(r, 5, 5)
        step = self.px * STEP
        y = (r.height() - step * len(self.rows)) / 2
        for row in self.rows:
            p.setFont(ui_font(_row_px(row, self.px), True))
            p.setPen(GOLD if is_count(row) or row == WARNING else INK)
            p.drawText(QRectF(PAD, y, r.width() - 2 * PAD, step), Qt.AlignmentFlag.AlignCenter, row)
            y += step
