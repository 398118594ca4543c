"""A stand-in card renderer with the interface of ``bigtrouble.cardface``.

The real renderer is written elsewhere; until it is importable, :mod:`ui.pixmaps`
draws with this one. Same signatures: ``render_card(d, width)`` and
``render_back(kind, width)``, RGBA images ``round(width * 1.4)`` high.
"""

from __future__ import annotations

import functools
import textwrap
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from bigtrouble.cards.defs import CardDef, HeroClass, Kind
from bigtrouble.cards.text import card_text

RGB = tuple[int, int, int]

CLASS_COLOURS: dict[HeroClass | None, RGB] = {
    HeroClass.COVERT: (176, 38, 44),
    HeroClass.INSTINCT: (214, 160, 30),
    HeroClass.MAGIC: (46, 98, 186),
    HeroClass.STRENGTH: (44, 136, 62),
    HeroClass.TECH: (70, 74, 82),
    None: (128, 128, 124),
}
CLASS_LETTER: dict[HeroClass | None, str] = {
    HeroClass.COVERT: "C",
    HeroClass.INSTINCT: "I",
    HeroClass.MAGIC: "M",
    HeroClass.STRENGTH: "S",
    HeroClass.TECH: "T",
}
KIND_COLOURS: dict[Kind, RGB] = {
    Kind.VILLAIN: (92, 36, 110),
    Kind.HENCHMAN: (58, 70, 44),
    Kind.MASTERMIND: (120, 20, 24),
    Kind.TACTIC: (120, 20, 24),
    Kind.SCHEME: (110, 80, 40),
    Kind.BYSTANDER: (70, 130, 160),
    Kind.WOUND: (140, 30, 30),
    Kind.TWIST: (40, 90, 80),
    Kind.STRIKE: (150, 60, 20),
}
BACKS: dict[str, RGB] = {
    "hero": (28, 70, 120),
    "villain": (90, 22, 30),
    "player": (30, 90, 60),
    "tactic": (120, 20, 24),
    "bystander": (60, 110, 140),
    "wound": (120, 28, 28),
    "uncle_chu": (120, 110, 90),
    "mediocre": (100, 100, 96),
}

_FONT_DIRS = (
    Path(__file__).resolve().parent.parent / "assets" / "fonts",
    Path("/usr/share/fonts/truetype/dejavu"),
)


@functools.lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """A condensed sans font of ``size`` pixels (falls back to Pillow's own)."""
    name = "DejaVuSansCondensed-Bold.ttf" if bold else "DejaVuSansCondensed.ttf"
    for folder in _FONT_DIRS:
        path = folder / name
        if path.exists():
            return ImageFont.truetype(str(path), max(6, size))
    try:
        return ImageFont.truetype(name, max(6, size))
    except OSError:
        return ImageFont.load_default(max(6, size))


def frame_colour(d: CardDef) -> RGB:
    """The card's main colour: its class for Heroes, its kind otherwise."""
    if d.kind is Kind.HERO:
        return CLASS_COLOURS[d.cls]
    return KIND_COLOURS.get(d.kind, (90, 90, 90))


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t), int(a[2] + (b[2] - a[2]) * t))


def _wrap(text: str, f: ImageFont.FreeTypeFont | ImageFont.ImageFont, width: int) -> list[str]:
    avg = max(1.0, f.getlength("abcdefghij") / 10)
    per_line = max(8, int(width / avg))
    lines: list[str] = []
    for para in text.split("\n"):
        lines.extend(textwrap.wrap(para, per_line) or [""])
    return lines


def _fit(draw: ImageDraw.ImageDraw, text: str, width: int, size: int, bold: bool = True) -> ImageFont.ImageFont:
    f = font(size, bold)
    while size > 7 and draw.textlength(text, font=f) > width:
        size -= 1
        f = font(size, bold)
    return f  # type: ignore[return-value]


def render_card(d: CardDef, width: int) -> Image.Image:
    """Draw the face of card ``d``, ``width`` pixels wide."""
    w, h = width, round(width * 1.4)
    colour = frame_colour(d)
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    dr = ImageDraw.Draw(img)
    r = max(3, w // 14)
    dr.rounded_rectangle((0, 0, w - 1, h - 1), r, fill=(20, 18, 16, 255))
    b = max(2, w // 40)
    dr.rounded_rectangle((b, b, w - 1 - b, h - 1 - b), r - 1, fill=colour + (255,))
    # art panel: a soft gradient with a faded emblem
    ax0, ay0, ax1, ay1 = b * 3, int(h * 0.17), w - b * 3, int(h * 0.55)
    light, dark = _mix(colour, (255, 240, 210), 0.45), _mix(colour, (10, 10, 10), 0.35)
    for y in range(ay0, ay1):
        dr.line((ax0, y, ax1, y), fill=_mix(light, dark, (y - ay0) / max(1, ay1 - ay0)))
    emblem = CLASS_LETTER.get(d.cls, "") if d.kind is Kind.HERO else d.kind.value[:1].upper()
    ef = font(int((ay1 - ay0) * 0.8), True)
    dr.text(((ax0 + ax1) / 2, (ay0 + ay1) / 2), emblem, font=ef, anchor="mm", fill=_mix(light, colour, 0.3))
    # name band
    nf = _fit(dr, d.name, w - (w // 3 if d.kind is Kind.HERO else b * 8), max(8, w // 9))
    band_h = int(h * 0.15)
    dr.rectangle((b * 2, b * 2, w - b * 2, band_h), fill=_mix(colour, (0, 0, 0), 0.45))
    name_x = w // 2 if d.kind is not Kind.HERO else w // 2 + w // 12
    dr.text((name_x, band_h // 2 + b), d.name, font=nf, anchor="mm", fill=(255, 248, 230))
    sub = d.group if d.group and d.group != d.name else d.kind.value.capitalize()
    sf = _fit(dr, sub, w - b * 8, max(7, w // 14), bold=False)
    dr.text((w // 2, ay0 + b * 2), sub, font=sf, anchor="mt", fill=(255, 255, 255))
    if d.kind is Kind.HERO:
        cr = int(w * 0.13)
        dr.ellipse((b * 2, b * 2, b * 2 + 2 * cr, b * 2 + 2 * cr), fill=(238, 196, 72), outline=(60, 40, 0))
        dr.text((b * 2 + cr, b * 2 + cr), str(d.cost), font=font(int(cr * 1.4), True), anchor="mm", fill=(40, 24, 0))
    # rules text
    tx0, ty0, tx1, ty1 = b * 3, ay1 + b, w - b * 3, int(h * 0.84)
    dr.rectangle((tx0, ty0, tx1, ty1), fill=(246, 240, 226))
    text = card_text(d)
    if text:
        size = max(7, w // 15)
        while True:
            tf = font(size)
            lines = _wrap(text, tf, tx1 - tx0 - 2 * b)
            line_h = size + 1
            if len(lines) * line_h <= ty1 - ty0 - b or size <= 7:
                break
            size -= 1
        for i, line in enumerate(lines):
            y = ty0 + b + i * line_h
            if y + line_h > ty1:
                break
            dr.text((tx0 + b, y), line, font=tf, fill=(30, 26, 20))
    # numbers
    big = font(int(w * 0.17), True)
    base = h - b * 3
    if d.recruit is not None:
        dr.text((w * 0.25, base), f"{d.recruit}{'+' if d.recruit_plus else ''}★", font=big, anchor="ms", fill="white")
    if d.attack is not None:
        dr.text((w * 0.75, base), f"{d.attack}{'+' if d.attack_plus else ''}⚔", font=big, anchor="ms", fill="white")
    if d.vp:
        dr.text((w * 0.5, base), f"{d.vp} VP", font=font(int(w * 0.1), True), anchor="ms", fill=(255, 230, 160))
    if d.is_house:
        m = max(3, w // 20)
        x, y = w - b * 3 - m, int(h * 0.84) - m - b
        dr.polygon([(x, y - m), (x + m, y), (x, y + m), (x - m, y)], fill=(255, 210, 80), outline=(60, 40, 0))
    return img


def render_back(kind: str, width: int) -> Image.Image:
    """Draw the back of a card of ``kind`` (``hero``, ``villain``, ``player`` ...)."""
    w, h = width, round(width * 1.4)
    colour = BACKS.get(kind, (60, 60, 60))
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    dr = ImageDraw.Draw(img)
    r = max(3, w // 14)
    dr.rounded_rectangle((0, 0, w - 1, h - 1), r, fill=(16, 14, 12, 255))
    b = max(2, w // 30)
    dr.rounded_rectangle((b, b, w - 1 - b, h - 1 - b), r - 1, fill=colour + (255,))
    inner = _mix(colour, (255, 215, 120), 0.35)
    dr.rounded_rectangle((b * 3, b * 3, w - 1 - b * 3, h - 1 - b * 3), r - 2, outline=inner, width=max(1, b // 2))
    cx, cy, rad = w / 2, h / 2, w * 0.28
    dr.ellipse((cx - rad, cy - rad, cx + rad, cy + rad), outline=inner, width=max(1, b))
    dr.text((cx, cy), "BT", font=font(int(rad), True), anchor="mm", fill=inner)
    return img
