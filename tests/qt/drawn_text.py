"""A recorder of every text the mat draws, with the box it was drawn in, to check that none is cut short."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsView

ELLIPSIS = "\u2026"


@dataclass(frozen=True)
class Drawn:
    """One text drawn in a box: its words, the box's width, the widest line's width at the font used."""

    text: str
    width: float
    needed: float
    wraps: bool

    def cut(self) -> bool:
        """Whether the text was elided ("…") or, drawn on one line, runs past its box."""
        return ELLIPSIS in self.text or (not self.wraps and self.needed > self.width + 0.5)


@contextmanager
def recording(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Drawn]]:
    """Every ``QPainter.drawText(rect, flags, text)`` made inside the block (the form every mat item uses)."""
    seen: list[Drawn] = []
    original = QPainter.drawText

    def draw_text(painter: QPainter, *args: Any) -> Any:
        if len(args) == 3 and isinstance(args[0], QRectF) and isinstance(args[2], str):
            rect, flags, text = args
            fm = QFontMetricsF(painter.font())
            wraps = bool(int(flags) & Qt.TextFlag.TextWordWrap.value)
            needed = max(fm.horizontalAdvance(line) for line in text.split("\n"))
            seen.append(Drawn(text, rect.width(), needed, wraps))
        return original(painter, *args)

    monkeypatch.setattr(QPainter, "drawText", draw_text)
    yield seen


def repaint_all(view: QGraphicsView) -> None:
    """Paint the whole mat afresh now (every item's cached drawing and the cached background thrown away)."""
    scene = view.scene()
    for item in scene.items():
        item.update()
    view.resetCachedContent()
    view.grab()
