"""Marks painted on a card item: its Attack now beside the printed one, its class triggers lit or grey, and
"escapes next" on the Villain the next one would push off the Bridge.

Pure painting (no game state): the scene's explainer (``ui.mat.explain``) decides the words.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPainter

from ui.mat.look import paint_badge

HIGHER = QColor(176, 24, 20, 240)
LOWER = QColor(24, 120, 60, 240)
LIT = QColor(150, 110, 10, 245)
GREY = QColor(70, 66, 62, 230)
ESCAPING = QColor(150, 24, 20, 245)
ESCAPES_NEXT = "\u21e5 escapes next"
"""The forecast mark: an arrow and words, not a colour alone."""


YES, NO = "\u2713", "\u2717"


def paint_explained(
    p: QPainter,
    w: float,
    h: float,
    attack_now: tuple[int, int] | None,
    marks: tuple[tuple[str, bool], ...],
    escapes_next: bool = False,
) -> None:
    """``attack_now`` (now, printed) as the cards' Attack picture and "8" above the printed Attack (red when
    higher, green when lower); each trigger mark ("Tech ✓" lit, "Tech ✗" grey) along the top; ``escapes_next`` as a red
    "⇥ escapes next" across the top of the card."""
    if escapes_next:
        p.save()
        paint_badge(p, QPointF(w * 0.5, h * 0.075), ESCAPES_NEXT, w * 0.1, ESCAPING)
        p.restore()
    if attack_now is not None:
        now, printed = attack_now
        p.save()
        colour = HIGHER if now > printed else LOWER
        paint_badge(p, QPointF(w * 0.74, h * 0.71), str(now), w * 0.15, colour, picture="attack")
        p.restore()
    if marks:
        px = w * 0.105
        y = h * 0.06
        p.save()
        for cls, fires in marks:
            paint_badge(p, QPointF(w * 0.5, y), f"{cls} {YES if fires else NO}", px, LIT if fires else GREY)
            y += px * 1.6
        p.restore()
