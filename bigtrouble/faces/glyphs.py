"""Small original vector icons drawn with pillow: class marks, card-kind marks, badges.

Every icon is an ``L`` mask (255 = ink) drawn four times larger than asked and shrunk,
so edges are smooth at any size; callers paint a colour through the mask. Shapes are
described in unit coordinates (0..1 across the icon's square).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

from PIL import Image, ImageDraw

from bigtrouble.faces.points import star_points

Point = tuple[float, float]
_OVERSAMPLE = 4


class _Pen:
    """Draws unit-square shapes onto a square mask of side ``n`` pixels."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.img = Image.new("L", (n, n), 0)
        self.draw = ImageDraw.Draw(self.img)

    def p(self, x: float, y: float) -> tuple[float, float]:
        return (x * self.n, y * self.n)

    def box(self, x0: float, y0: float, x1: float, y1: float) -> tuple[float, float, float, float]:
        return (x0 * self.n, y0 * self.n, x1 * self.n, y1 * self.n)

    def ellipse(self, x0: float, y0: float, x1: float, y1: float, ink: int = 255) -> None:
        self.draw.ellipse(self.box(x0, y0, x1, y1), fill=ink)

    def circle(self, cx: float, cy: float, r: float, ink: int = 255) -> None:
        self.ellipse(cx - r, cy - r, cx + r, cy + r, ink)

    def poly(self, pts: list[Point], ink: int = 255) -> None:
        self.draw.polygon([self.p(x, y) for x, y in pts], fill=ink)

    def rrect(self, x0: float, y0: float, x1: float, y1: float, r: float, ink: int = 255) -> None:
        self.draw.rounded_rectangle(self.box(x0, y0, x1, y1), radius=r * self.n, fill=ink)

    def line(self, pts: list[Point], w: float, ink: int = 255) -> None:
        self.draw.line([self.p(x, y) for x, y in pts], fill=ink, width=max(1, round(w * self.n)), joint="curve")
        r = w / 2
        for x, y in (pts[0], pts[-1]):
            self.circle(x, y, r, ink)


def _almond(cx: float, cy: float, w: float, h: float, steps: int = 24) -> list[Point]:
    top = [(cx - w + 2 * w * i / steps, cy - h * math.sin(math.pi * i / steps)) for i in range(steps + 1)]
    bottom = [(cx + w - 2 * w * i / steps, cy + h * math.sin(math.pi * i / steps)) for i in range(1, steps)]
    return top + bottom


def _covert(pen: _Pen) -> None:
    # A domino mask: two lobes joined at the brow, a notch for the nose, slanted eye holes.
    pen.ellipse(0.04, 0.26, 0.56, 0.74)
    pen.ellipse(0.44, 0.26, 0.96, 0.74)
    pen.poly([(0.42, 0.78), (0.5, 0.56), (0.58, 0.78)], ink=0)
    pen.poly(_tilt(_almond(0.29, 0.48, 0.14, 0.075), 0.29, 0.48, 12), ink=0)
    pen.poly(_tilt(_almond(0.71, 0.48, 0.14, 0.075), 0.71, 0.48, -12), ink=0)


def _tilt(pts: list[Point], cx: float, cy: float, degrees: float) -> list[Point]:
    a = math.radians(degrees)
    ca, sa = math.cos(a), math.sin(a)
    return [(cx + (x - cx) * ca - (y - cy) * sa, cy + (x - cx) * sa + (y - cy) * ca) for x, y in pts]


def _instinct(pen: _Pen) -> None:
    # An open eye: almond, ringed iris, pupil and a glint.
    pen.poly(_almond(0.5, 0.5, 0.47, 0.3))
    pen.poly(_almond(0.5, 0.5, 0.39, 0.22), ink=0)
    pen.circle(0.5, 0.5, 0.19)
    pen.circle(0.5, 0.5, 0.09, ink=0)
    pen.circle(0.56, 0.44, 0.04)


def _magic(pen: _Pen) -> None:
    # A spiral unwinding from the centre, with a spark at its tail.
    pts: list[Point] = []
    turns = 2.3
    for i in range(120):
        t = i / 119
        a = t * turns * 2 * math.pi
        r = 0.04 + 0.36 * t
        pts.append((0.5 + r * math.cos(a), 0.5 + r * math.sin(a)))
    pen.line(pts, 0.085)


def _strength(pen: _Pen) -> None:
    # A clenched fist seen from the front: four knuckles, the thumb across, the wrist.
    for i in range(4):
        x0 = 0.2 + i * 0.155
        pen.rrect(x0, 0.16, x0 + 0.15, 0.52, 0.07)
    pen.rrect(0.2, 0.34, 0.82, 0.8, 0.1)
    pen.rrect(0.14, 0.5, 0.62, 0.68, 0.08, ink=0)
    pen.rrect(0.17, 0.53, 0.6, 0.65, 0.06)
    pen.rrect(0.32, 0.78, 0.72, 0.96, 0.03)
    for i in range(1, 4):
        x = 0.2 + i * 0.155 - 0.004
        pen.line([(x, 0.2), (x, 0.44)], 0.018, ink=0)


def _tech(pen: _Pen) -> None:
    # A gear: ten teeth, a hub hole.
    teeth = 10
    pts: list[Point] = []
    for i in range(teeth * 4):
        a = 2 * math.pi * (i - 0.5) / (teeth * 4)
        r = 0.47 if (i % 4) in (1, 2) else 0.36
        pts.append((0.5 + r * math.cos(a), 0.5 + r * math.sin(a)))
    pen.poly(pts)
    pen.circle(0.5, 0.5, 0.15, ink=0)


def _villain(pen: _Pen) -> None:
    # A horned demon mask.
    pen.poly([(0.14, 0.06), (0.34, 0.34), (0.22, 0.4)])
    pen.poly([(0.86, 0.06), (0.66, 0.34), (0.78, 0.4)])
    pen.poly([(0.2, 0.3), (0.8, 0.3), (0.84, 0.56), (0.64, 0.92), (0.5, 0.96), (0.36, 0.92), (0.16, 0.56)])
    pen.poly([(0.26, 0.46), (0.46, 0.54), (0.28, 0.58)], ink=0)
    pen.poly([(0.74, 0.46), (0.54, 0.54), (0.72, 0.58)], ink=0)
    pen.poly([(0.36, 0.74), (0.64, 0.74), (0.58, 0.8), (0.5, 0.76), (0.42, 0.8)], ink=0)


def _hatchet(pen: _Pen) -> None:
    # A hatchet: a diagonal handle and a flared blade across its top.
    (hx, hy), top = (0.2, 0.94), (0.56, 0.2)
    length = math.hypot(top[0] - hx, top[1] - hy)
    dx, dy = (top[0] - hx) / length, (top[1] - hy) / length
    nx, ny = -dy, dx
    pen.line([(hx, hy), (top[0] + dx * 0.06, top[1] + dy * 0.06)], 0.1)

    def at(along: float, side: float) -> Point:
        return (top[0] + dx * along + nx * side, top[1] + dy * along + ny * side)

    edge = [at(0.24 * math.sin(t), 0.3 + 0.09 * math.cos(t)) for t in _arc(-math.pi / 2, math.pi / 2, 12)]
    pen.poly([at(-0.08, -0.06), at(0.08, -0.06), at(0.1, 0.1)] + edge[::-1] + [at(-0.12, 0.1)])


def _crown(pen: _Pen) -> None:
    pen.poly([(0.1, 0.78), (0.06, 0.3), (0.3, 0.52), (0.5, 0.16), (0.7, 0.52), (0.94, 0.3), (0.9, 0.78)])
    pen.rrect(0.1, 0.8, 0.9, 0.92, 0.03)
    for x, y in ((0.06, 0.26), (0.5, 0.12), (0.94, 0.26)):
        pen.circle(x, y, 0.06)
    pen.circle(0.5, 0.64, 0.07, ink=0)


def _tactic(pen: _Pen) -> None:
    # A four-pointed war-compass star with a ring.
    pen.poly(star_points(0.5, 0.5, 0.48, 0.12, 4))
    pen.circle(0.5, 0.5, 0.2)
    pen.circle(0.5, 0.5, 0.11, ink=0)


def _scheme(pen: _Pen) -> None:
    # A scroll: a sheet with rolled ends and lines of writing.
    pen.rrect(0.16, 0.14, 0.84, 0.86, 0.04)
    pen.rrect(0.06, 0.06, 0.94, 0.2, 0.07)
    pen.rrect(0.06, 0.8, 0.94, 0.94, 0.07)
    for y in (0.34, 0.46, 0.58, 0.7):
        pen.line([(0.28, y), (0.72 if y < 0.7 else 0.56, y)], 0.05, ink=0)


def _bystander(pen: _Pen) -> None:
    pen.circle(0.5, 0.28, 0.17)
    pen.poly([(0.5 + 0.36 * math.cos(a), 0.96 - 0.44 * math.sin(a)) for a in _arc(0, math.pi, 24)])


def _arc(a0: float, a1: float, steps: int) -> list[float]:
    return [a0 + (a1 - a0) * i / steps for i in range(steps + 1)]


def _wound(pen: _Pen) -> None:
    # A drop of blood with a crack through it.
    pts = [(0.5, 0.04)]
    pts += [(0.5 + 0.3 * math.cos(a), 0.64 + 0.3 * math.sin(a)) for a in _arc(-0.25 * math.pi, 1.25 * math.pi, 30)]
    pen.poly(pts)
    pen.line([(0.42, 0.44), (0.54, 0.58), (0.44, 0.7), (0.56, 0.84)], 0.045, ink=0)


def _twist(pen: _Pen) -> None:
    # Two arrows chasing each other round a circle.
    for start in (0.0, math.pi):
        pts = [(0.5 + 0.34 * math.cos(a), 0.5 + 0.34 * math.sin(a)) for a in _arc(start + 0.3, start + 2.5, 20)]
        pen.line(pts, 0.11)
        a = start + 2.5
        tip = (0.5 + 0.34 * math.cos(a + 0.35), 0.5 + 0.34 * math.sin(a + 0.35))
        out = (0.5 + 0.5 * math.cos(a), 0.5 + 0.5 * math.sin(a))
        inn = (0.5 + 0.18 * math.cos(a), 0.5 + 0.18 * math.sin(a))
        pen.poly([out, tip, inn])


def _strike(pen: _Pen) -> None:
    pen.poly([(0.58, 0.02), (0.18, 0.56), (0.46, 0.56), (0.34, 0.98), (0.84, 0.4), (0.54, 0.4), (0.7, 0.02)])


def _coin(pen: _Pen) -> None:
    # A round coin with a square hole, as Chinatown's old cash coins.
    pen.circle(0.5, 0.5, 0.46)
    pen.circle(0.5, 0.5, 0.38, ink=0)
    pen.circle(0.5, 0.5, 0.34)
    pen.rrect(0.38, 0.38, 0.62, 0.62, 0.02, ink=0)


def _teacup(pen: _Pen) -> None:
    pen.poly([(0.12, 0.46), (0.78, 0.46), (0.72, 0.78), (0.6, 0.88), (0.3, 0.88), (0.18, 0.78)])
    pen.ellipse(0.66, 0.5, 0.94, 0.74)
    pen.ellipse(0.72, 0.56, 0.86, 0.68, ink=0)
    pen.rrect(0.16, 0.9, 0.74, 0.96, 0.03)
    for x in (0.32, 0.5):
        pen.line([(x, 0.38), (x - 0.05, 0.28), (x + 0.04, 0.18), (x, 0.08)], 0.045)


def _mediocre(pen: _Pen) -> None:
    # A lopsided star with a bite out of it: a hero, more or less.
    pen.poly(star_points(0.5, 0.54, 0.46, 0.2, 5, turn=-80))
    pen.circle(0.97, 0.46, 0.22, ink=0)


def _lantern(pen: _Pen) -> None:
    pen.line([(0.5, 0.0), (0.5, 0.1)], 0.04)
    pen.rrect(0.34, 0.1, 0.66, 0.18, 0.02)
    pen.ellipse(0.14, 0.14, 0.86, 0.84)
    for x in (0.32, 0.5, 0.68):
        pen.draw.arc(pen.box(x - 0.2 + (x - 0.5) * 0.6, 0.14, x + 0.2 + (x - 0.5) * 0.6, 0.84), 0, 360, fill=0)
    pen.rrect(0.34, 0.8, 0.66, 0.88, 0.02)
    pen.line([(0.5, 0.88), (0.5, 0.99)], 0.05)


def _blossom(pen: _Pen) -> None:
    # A five-petal plum blossom: the seal on cards designed for this edition.
    for i in range(5):
        a = math.radians(-90 + 72 * i)
        pen.circle(0.5 + 0.25 * math.cos(a), 0.52 + 0.25 * math.sin(a), 0.2)
    pen.circle(0.5, 0.52, 0.11, ink=0)
    pen.circle(0.5, 0.52, 0.05)


ICONS: dict[str, Callable[[_Pen], None]] = {
    "covert": _covert,
    "instinct": _instinct,
    "magic": _magic,
    "strength": _strength,
    "tech": _tech,
    "villain": _villain,
    "henchman": _hatchet,
    "hatchet": _hatchet,
    "mastermind": _crown,
    "tactic": _tactic,
    "scheme": _scheme,
    "bystander": _bystander,
    "wound": _wound,
    "twist": _twist,
    "strike": _strike,
    "coin": _coin,
    "teacup": _teacup,
    "mediocre": _mediocre,
    "lantern": _lantern,
    "blossom": _blossom,
}


@lru_cache(maxsize=512)
def icon_mask(name: str, size: int) -> Image.Image:
    """The named icon as a ``size`` x ``size`` ``L`` mask (255 where the icon is inked)."""
    if name not in ICONS:
        raise KeyError(f"no icon named {name!r}")
    pen = _Pen(max(1, size) * _OVERSAMPLE)
    ICONS[name](pen)
    return pen.img.resize((max(1, size), max(1, size)), Image.Resampling.LANCZOS)


def paste_icon(img: Image.Image, name: str, box: tuple[int, int, int, int], colour: tuple[int, ...]) -> None:
    """Paint icon ``name`` in ``colour`` into the square ``box`` (x0, y0, x1, y1) of ``img``."""
    size = min(box[2] - box[0], box[3] - box[1])
    if size <= 0:
        return
    mask = icon_mask(name, size)
    fill = Image.new(img.mode, (size, size), colour)
    img.paste(fill, (box[0], box[1]), mask)
