"""One picture for Attack and one for Recruit (#22): the counters, the player strip and the marks on cards draw the
very shapes the cards' badges are drawn with, a red twelve-pointed starburst and a gold five-pointed star
(``bigtrouble.faces.points``), never crossed swords or a coin."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pytest
from PIL import ImageDraw
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter, QPolygonF

from bigtrouble.cards.defs import Kind
from bigtrouble.cards.registry import CARDS
from bigtrouble.faces import cardface
from ui.mat.hud import Seat, SeatChip
from ui.mat.items import TokenItem
from ui.mat.layout import Box
from ui.mat.marks import paint_explained

Shape = tuple[int, float, tuple[int, int, int]]
"""A filled star as seen from outside: its corner count, its inner / outer radius, its colour."""


def shape(points: list[tuple[float, float]], colour: tuple[int, ...]) -> Shape:
    """The star's corner count, how deep its points are (inner / outer radius, two decimals) and its colour."""
    cx = sum(x for x, _ in points) / len(points)
    cy = sum(y for _, y in points) / len(points)
    radii = [math.hypot(x - cx, y - cy) for x, y in points]
    return len(points), round(min(radii) / max(radii), 2), (colour[0], colour[1], colour[2])


def stars(shapes: list[Shape], corners: int) -> list[Shape]:
    """The shapes with ``corners`` corners (24 for the starburst, 10 for the star), back to front."""
    return [s for s in shapes if s[0] == corners]


def card_shapes(monkeypatch: pytest.MonkeyPatch, card: str) -> list[Shape]:
    """Every polygon the card renderer fills while drawing ``card``'s face."""
    seen: list[Shape] = []
    original = ImageDraw.ImageDraw.polygon

    def polygon(self: ImageDraw.ImageDraw, xy: Any, fill: Any = None, *args: Any, **kwargs: Any) -> None:
        if isinstance(fill, tuple) and len(xy) > 2:
            seen.append(shape([(float(x), float(y)) for x, y in xy], fill))
        original(self, xy, fill, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "polygon", polygon)
    cardface._render_card.cache_clear()  # drawn afresh, not a face drawn before
    cardface.render_card(CARDS[card], 300)
    monkeypatch.undo()
    return seen


def qt_shapes(monkeypatch: pytest.MonkeyPatch, paint: Callable[[QPainter], None]) -> list[Shape]:
    """Every polygon ``paint`` fills on a Qt painter, with the brush's colour."""
    seen: list[Shape] = []
    original = QPainter.drawPolygon

    def draw_polygon(painter: QPainter, *args: Any) -> Any:
        if args and isinstance(args[0], QPolygonF):
            colour = painter.brush().color()
            seen.append(shape([(p.x(), p.y()) for p in args[0]], (colour.red(), colour.green(), colour.blue())))
        return original(painter, *args)

    monkeypatch.setattr(QPainter, "drawPolygon", draw_polygon)
    img = QImage(400, 200, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(img)
    paint(p)
    p.end()
    monkeypatch.undo()
    return seen


def hero_with(points: str) -> str:
    """The id of a Hero card printing ``points`` ("attack" or "recruit")."""
    return next(d.id for d in CARDS.values() if d.kind is Kind.HERO and getattr(d, points))


@pytest.mark.parametrize(("kind", "corners"), [("attack", 24), ("recruit", 10)])
def test_the_counter_draws_the_cards_own_picture(
    qapp, monkeypatch: pytest.MonkeyPatch, kind: str, corners: int
) -> None:  # type: ignore[no-untyped-def]
    """The Attack counter is the cards' red starburst, the Recruit counter their gold star: same corners, same
    depth, same colours, rim then fill (the counter once showed crossed swords on a coin)."""
    on_card = stars(card_shapes(monkeypatch, hero_with(kind)), corners)
    assert len(on_card) == 2, "the card's badge: a dark rim and the fill"
    token = TokenItem(kind, kind.upper(), kind)
    token.place(Box(0, 0, 90, 90))
    token.set_value(3)
    on_counter = stars(qt_shapes(monkeypatch, lambda p: token.paint(p, None, None)), corners)  # type: ignore[arg-type]
    assert on_counter[:1] == on_card[:1]  # the rim: the very outline
    assert [s[2] for s in on_counter] == [s[2] for s in on_card]  # rim and fill colours


def test_the_strip_and_the_attack_mark_use_the_same_pictures(qapp, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """The current player's chip shows Recruit and Attack with the cards' star and starburst; a Villain's changed
    Attack is marked with the starburst too."""
    attack_card = stars(card_shapes(monkeypatch, hero_with("attack")), 24)
    recruit_card = stars(card_shapes(monkeypatch, hero_with("recruit")), 10)
    chip = SeatChip(None)  # type: ignore[arg-type]
    chip.place(QRectF(0, 0, 400, 34))
    chip.show_seat(Seat("Jack", 0, 5, 6, 0, 0, 4, 2, current=True, deciding=False, out=False))
    on_chip = qt_shapes(monkeypatch, lambda p: chip.paint(p, None, None))  # type: ignore[arg-type]
    assert chip.points == (("recruit", 2), ("attack", 4))
    assert stars(on_chip, 24)[:1] == attack_card[:1] and stars(on_chip, 10)[:1] == recruit_card[:1]
    on_mark = qt_shapes(monkeypatch, lambda p: paint_explained(p, 100, 140, (5, 3), ()))
    assert stars(on_mark, 24)[:1] == attack_card[:1]
