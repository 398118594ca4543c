"""The pictures of Recruit and Attack: one shape each, wherever the game shows them.

Recruit is a gold five-pointed star, Attack a red twelve-pointed starburst, each with a dark rim,
the number written over it. The shapes are plain geometry (no pillow, no Qt): layers of polygons
with their colours. The card renderer (:mod:`bigtrouble.faces.cardface`) paints them with pillow on
every card's badges; the client paints the very same layers on its Attack and Recruit counters, the
player strip and the marks on cards, so a newcomer meets one picture for each.
"""

from __future__ import annotations

import math

Point = tuple[float, float]
RGB = tuple[int, int, int]
Layer = tuple[tuple[Point, ...], RGB]

KINDS = ("recruit", "attack")
RIM: RGB = (13, 12, 14)
"""The dark rim round each shape (the cards' edge colour)."""
FILL: dict[str, RGB] = {"recruit": (242, 194, 48), "attack": (216, 64, 42)}
"""Each shape's colour: Recruit gold, Attack red."""
NUMBER_INK: dict[str, RGB] = {"recruit": (32, 22, 10), "attack": (255, 252, 244)}
"""The colour of the number written over each shape, as the cards write it."""
NUMBER_HALO: dict[str, RGB] = {"recruit": (255, 236, 170), "attack": RIM}
"""The outline round that number."""
REACH = 1.12
"""How far the shapes reach from their centre, in badge radii: a square of ``2 * REACH * r`` holds either."""


def star_points(cx: float, cy: float, outer: float, inner: float, n: int, turn: float = -90.0) -> list[Point]:
    """The corners of an ``n``-pointed star, first point at angle ``turn`` degrees."""
    pts: list[Point] = []
    for i in range(2 * n):
        r = outer if i % 2 == 0 else inner
        a = math.radians(turn + i * 180.0 / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def rim_width(r: float, least: float = 1.0) -> float:
    """The rim's width for a badge of radius ``r`` (at least ``least``, a pixel at the size drawn)."""
    return max(least, round(r * 0.1))


def points_mark(kind: str, cx: float, cy: float, r: float, line: float) -> tuple[Layer, ...]:
    """The shape of ``kind`` ("recruit" or "attack") centred on (``cx``, ``cy``) for a badge of radius ``r`` with a
    rim ``line`` wide: the layers to fill, back to front."""
    if kind == "recruit":
        y = cy + r * 0.06
        return (
            (tuple(star_points(cx, y, r * 1.12, r * 0.6, 5)), RIM),
            (tuple(star_points(cx, y, r * 1.12 - line * 1.6, r * 0.6 - line * 0.7, 5)), FILL[kind]),
        )
    if kind == "attack":
        return (
            (tuple(star_points(cx, cy, r * 1.1, r * 0.78, 12, turn=0)), RIM),
            (tuple(star_points(cx, cy, r * 1.1 - line * 1.5, r * 0.78 - line, 12, turn=0)), FILL[kind]),
        )
    raise KeyError(f"no points picture named {kind!r}")
