"""The motifs Chinatown is painted from: sky, rooftops, lanterns, neon, storms, fog, figures.

Each function draws onto a :class:`bigtrouble.faces.paint.Canvas` in unit coordinates (0..1
across and down the picture), taking its variations from the :class:`Dice` it is given.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from bigtrouble.faces.glyphs import icon_mask
from bigtrouble.faces.paint import RGB, Canvas, Dice, Palette, mix, vertical_gradient


def sky(c: Canvas, pal: Palette) -> None:
    """Fill the picture with the night sky."""
    c.img.paste(vertical_gradient((c.w, c.h), pal.sky_top, pal.sky_low))


def stars(c: Canvas, dice: Dice, n: int, colour: RGB = (255, 246, 220)) -> None:
    """Scatter faint stars over the upper sky."""
    over, d = c.layer()
    for _ in range(n):
        x, y = dice.unit(), dice.unit() ** 1.6 * 0.6
        r = max(1.0, c.w * dice.uniform(0.002, 0.005))
        a = dice.randint(70, 200)
        d.ellipse((x * c.w - r, y * c.h - r, x * c.w + r, y * c.h + r), fill=(*colour, a))
    c.merge(over)


def moon(c: Canvas, dice: Dice, pal: Palette) -> None:
    """A pale moon with a halo, sometimes a crescent."""
    x, y, r = dice.uniform(0.15, 0.85), dice.uniform(0.12, 0.3), dice.uniform(0.07, 0.11)
    tint = mix((255, 248, 225), pal.neon, 0.15)
    d = ImageDraw.Draw(c.img)
    rx = r * c.h
    cx, cy = c.p(x, y)
    d.ellipse((cx - rx, cy - rx, cx + rx, cy + rx), fill=tint)
    if dice.chance(0.5):
        off = rx * 0.55
        d.ellipse(
            (cx - rx + off, cy - rx - off * 0.4, cx + rx + off, cy + rx - off * 0.4),
            fill=mix(pal.sky_top, pal.sky_low, y),
        )
    gx, gy = c.gbox(x, y, x, y)[:2]
    gr = rx / 4 * 2.2
    c.glow_draw.ellipse((gx - gr, gy - gr, gx + gr, gy + gr), fill=mix((0, 0, 0), tint, 0.35))


def clouds(c: Canvas, dice: Dice, colour: RGB, y: float, n: int, alpha: int, spread: float = 0.12) -> None:
    """Banks of soft cloud around height ``y``."""
    soft = c.soft()
    for _ in range(n):
        cx, cy = dice.uniform(-0.1, 1.1), y + dice.uniform(-spread, spread)
        for _ in range(5):
            rx, ry = dice.uniform(0.08, 0.2), dice.uniform(0.04, 0.09)
            ox, oy = dice.uniform(-0.12, 0.12), dice.uniform(-0.03, 0.03)
            shade = mix(colour, (255, 255, 255), dice.uniform(0.0, 0.15))
            soft.draw.ellipse(soft.box(cx + ox - rx, cy + oy - ry, cx + ox + rx, cy + oy + ry), fill=(*shade, alpha))
    c.merge_soft(soft, blur=c.w * 0.012)


def pagoda_roof(d: ImageDraw.ImageDraw, c: Canvas, x0: float, x1: float, y: float, h: float, fill: RGB) -> None:
    """An upswept Chinese roof from ``x0`` to ``x1`` sitting on height ``y``."""
    over = (x1 - x0) * 0.18
    pts = [(x0 - over, y - h * 0.55), (x0 - over * 0.4, y - h * 0.25), (x0 + (x1 - x0) * 0.2, y - h * 0.85)]
    pts += [(x1 - (x1 - x0) * 0.2, y - h * 0.85), (x1 + over * 0.4, y - h * 0.25), (x1 + over, y - h * 0.55)]
    pts += [(x1 + over * 0.6, y), (x0 - over * 0.6, y)]
    d.polygon([c.p(px, py) for px, py in pts], fill=fill)
    d.polygon([c.p(px, py) for px, py in _ridge(x0, x1, y - h * 0.85, h)], fill=fill)


def _ridge(x0: float, x1: float, y: float, h: float) -> list[tuple[float, float]]:
    w = x1 - x0
    return [(x0 + w * 0.3, y), (x0 + w * 0.32, y - h * 0.35), (x1 - w * 0.32, y - h * 0.35), (x1 - w * 0.3, y)]


def skyline(
    c: Canvas,
    dice: Dice,
    fill: RGB,
    base: float,
    low: float,
    high: float,
    windows: RGB | None,
    roofs: float = 0.4,
) -> None:
    """A row of buildings standing on ``base``, heights between ``low`` and ``high``."""
    d = ImageDraw.Draw(c.img)
    x = dice.uniform(-0.15, 0.0)
    while x < 1.05:
        w = dice.uniform(0.1, 0.24)
        top = base - dice.uniform(low, high)
        d.rectangle(c.box(x, top, x + w, 1.0), fill=fill)
        if dice.chance(roofs):
            pagoda_roof(d, c, x, x + w, top, dice.uniform(0.05, 0.09), fill)
        elif dice.chance(0.3):
            ax = x + w * dice.uniform(0.2, 0.8)
            d.line([c.p(ax, top), c.p(ax, top - dice.uniform(0.04, 0.1))], fill=fill, width=max(1, c.w // 160))
        if windows is not None:
            _windows(d, c, dice, x, x + w, top, windows)
        x += w + dice.uniform(-0.02, 0.03)


def _windows(d: ImageDraw.ImageDraw, c: Canvas, dice: Dice, x0: float, x1: float, top: float, lit: RGB) -> None:
    cols = max(1, int((x1 - x0) / 0.05))
    step = (x1 - x0) / cols
    y = top + 0.04
    while y < 0.98:
        for i in range(cols):
            if dice.chance(0.35):
                wx = x0 + i * step + step * 0.3
                shade = mix(lit, (40, 30, 20), dice.uniform(0.0, 0.5))
                d.rectangle(c.box(wx, y, wx + step * 0.4, y + 0.03), fill=shade)
        y += 0.07


def lanterns(c: Canvas, dice: Dice, y: float, colour: RGB = (222, 40, 36)) -> None:
    """A sagging string of paper lanterns across the street."""
    d = ImageDraw.Draw(c.img)
    sag = dice.uniform(0.05, 0.12)
    y0, y1 = y + dice.uniform(-0.05, 0.05), y + dice.uniform(-0.05, 0.05)

    def at(t: float) -> tuple[float, float]:
        return (t, y0 + (y1 - y0) * t + sag * 4 * t * (1 - t))

    d.line([c.p(*at(i / 40)) for i in range(41)], fill=(20, 14, 10), width=max(1, c.w // 200))
    n = dice.randint(4, 7)
    for i in range(n):
        t = (i + 0.5 + dice.uniform(-0.15, 0.15)) / n
        lx, ly = at(t)
        rx, ry = 0.034, 0.06 * c.w / c.h * 1.1
        body = mix(colour, (255, 190, 80), dice.uniform(0.0, 0.25))
        d.line([c.p(lx, ly), c.p(lx, ly + 0.02)], fill=(20, 14, 10), width=max(1, c.w // 250))
        d.ellipse(c.box(lx - rx, ly + 0.02, lx + rx, ly + 0.02 + ry * 2), fill=body)
        cap = (214, 170, 64)
        d.rectangle(c.box(lx - rx * 0.45, ly + 0.012, lx + rx * 0.45, ly + 0.03), fill=cap)
        d.rectangle(c.box(lx - rx * 0.45, ly + 0.01 + ry * 2, lx + rx * 0.45, ly + 0.028 + ry * 2), fill=cap)
        gx0, gy0, gx1, gy1 = c.gbox(lx - rx * 1.6, ly, lx + rx * 1.6, ly + 0.04 + ry * 2)
        c.glow_draw.ellipse((gx0, gy0, gx1, gy1), fill=mix((0, 0, 0), body, 0.6))


def neon_sign(c: Canvas, dice: Dice, x: float, y: float, w: float, h: float, pal: Palette, icon: str) -> None:
    """A hanging neon sign with an icon in it; some tubes may be out."""
    d = ImageDraw.Draw(c.img)
    d.rectangle(c.box(x, y, x + w, y + h), fill=mix(pal.ink, (0, 0, 0), 0.3))
    line = max(1, round(c.w * 0.008))
    d.rectangle(c.box(x + 0.01, y + 0.012, x + w - 0.01, y + h - 0.012), outline=pal.neon, width=line)
    c.glow_draw.rectangle(c.gbox(x, y, x + w, y + h), outline=pal.glow, width=max(1, line))
    size = round(min(w * c.w, h * c.h) * 0.7)
    if size >= 4:
        mask = icon_mask(icon, size)
        cx, cy = c.p(x + w / 2, y + h / 2)
        c.img.paste(
            Image.new("RGBA", (size, size), (*pal.neon, 255)), (round(cx - size / 2), round(cy - size / 2)), mask
        )
        c.glow_mask(icon_mask(icon, max(1, size // 4)), x + w / 2, y + h / 2, pal.glow)


def rain(c: Canvas, dice: Dice, colour: RGB, n: int) -> None:
    """Slanting streaks of rain."""
    over, d = c.layer()
    slant = dice.uniform(0.02, 0.06)
    for _ in range(n):
        x, y, length = dice.uniform(-0.1, 1.0), dice.uniform(0, 1), dice.uniform(0.04, 0.1)
        d.line([c.p(x, y), c.p(x + slant * length * 4, y + length)], fill=(*colour, dice.randint(40, 110)), width=1)
    c.merge(over)


def lightning(c: Canvas, dice: Dice, colour: RGB, glow: RGB, x: float | None = None) -> None:
    """A forked lightning bolt from the top of the sky."""
    d = ImageDraw.Draw(c.img)
    x = dice.uniform(0.2, 0.8) if x is None else x
    pts = [(x, 0.0)]
    y = 0.0
    while y < 0.75:
        y += dice.uniform(0.06, 0.12)
        x += dice.uniform(-0.07, 0.07)
        pts.append((x, y))
    width = max(1, round(c.w * 0.008))
    d.line([c.p(*q) for q in pts], fill=colour, width=width, joint="curve")
    c.glow_draw.line([c.gbox(px, py, 0, 0)[:2] for px, py in pts], fill=glow, width=max(2, width))
    bx, by = pts[len(pts) // 2]
    branch = [(bx, by)]
    for _ in range(3):
        bx += dice.uniform(0.03, 0.08) * dice.pick((-1, 1))
        by += dice.uniform(0.05, 0.09)
        branch.append((bx, by))
    d.line([c.p(*q) for q in branch], fill=colour, width=max(1, width // 2))


def fog(c: Canvas, dice: Dice, colour: RGB, n: int, low: float = 0.5) -> None:
    """Drifting bands of mist in the lower part of the picture."""
    soft = c.soft()
    for _ in range(n):
        y = dice.uniform(low, 1.05)
        x = dice.uniform(-0.3, 0.9)
        band = soft.box(x, y - 0.05, x + dice.uniform(0.4, 0.8), y + 0.05)
        soft.draw.ellipse(band, fill=(*colour, dice.randint(50, 110)))
    c.merge_soft(soft, blur=c.w * 0.02)


def eyes(c: Canvas, dice: Dice, colour: RGB, n: int) -> None:
    """Pairs of glowing eyes in the dark."""
    d = ImageDraw.Draw(c.img)
    for _ in range(n):
        x, y = dice.uniform(0.1, 0.85), dice.uniform(0.35, 0.8)
        s = dice.uniform(0.025, 0.045)
        gap = s * dice.uniform(1.6, 2.4)
        for ex in (x, x + gap):
            d.ellipse(
                c.box(ex - s * 0.6, y - s * 0.35 * c.w / c.h, ex + s * 0.6, y + s * 0.35 * c.w / c.h), fill=colour
            )
            gx0, gy0, gx1, gy1 = c.gbox(ex - s * 1.4, y - s, ex + s * 1.4, y + s)
            c.glow_draw.ellipse((gx0, gy0, gx1, gy1), fill=colour)


def vortex(c: Canvas, dice: Dice, pal: Palette) -> None:
    """Spiral arms of cloud winding into a bright centre."""
    soft = c.soft()
    cx, cy = dice.uniform(0.4, 0.6), dice.uniform(0.4, 0.55)
    arms = dice.randint(3, 5)
    spin = dice.uniform(0, math.tau)
    for arm in range(arms):
        pts = []
        for i in range(60):
            t = i / 59
            a = spin + arm * math.tau / arms + t * 3.2
            r = 0.03 + 0.6 * t
            pts.append(soft.p(cx + r * math.cos(a), cy + r * math.sin(a) * 0.8))
        shade = mix(pal.neon, pal.sky_low, 0.4 + 0.1 * arm / arms)
        soft.draw.line(pts, fill=(*shade, 150), width=max(1, soft.w // 22), joint="curve")
    c.merge_soft(soft, blur=c.w * 0.015)
    gx0, gy0, gx1, gy1 = c.gbox(cx - 0.12, cy - 0.12, cx + 0.12, cy + 0.12)
    c.glow_draw.ellipse((gx0, gy0, gx1, gy1), fill=pal.glow)


def tower(c: Canvas, dice: Dice, pal: Palette) -> None:
    """A corporate tower with a lit window grid, rising over the street."""
    d = ImageDraw.Draw(c.img)
    x0, x1 = dice.uniform(0.25, 0.4), dice.uniform(0.62, 0.78)
    top = dice.uniform(0.08, 0.18)
    d.rectangle(c.box(x0, top, x1, 1.0), fill=mix(pal.ink, pal.sky_low, 0.15))
    d.polygon([c.p(x0, top), c.p((x0 + x1) / 2, top - 0.08), c.p(x1, top)], fill=mix(pal.ink, pal.sky_low, 0.15))
    cols = 6
    for row in range(14):
        for col in range(cols):
            if dice.chance(0.55):
                wx = x0 + (x1 - x0) * (col + 0.2) / cols
                wy = top + 0.04 + row * 0.06
                d.rectangle(
                    c.box(wx, wy, wx + (x1 - x0) * 0.6 / cols, wy + 0.035),
                    fill=mix(pal.neon, pal.ink, dice.uniform(0, 0.6)),
                )
    gx0, gy0, gx1, gy1 = c.gbox(x0, top, x1, 1.0)
    c.glow_draw.rectangle((gx0, gy0, gx1, gy1), fill=mix((0, 0, 0), pal.glow, 0.25))


def temple(c: Canvas, dice: Dice, pal: Palette, sign: str = "tactic") -> None:
    """A temple hall at night: a glowing disc behind a great roof, red columns, lanterns, a gong."""
    c.img.paste(vertical_gradient((c.w, c.h), pal.sky_top, mix(pal.sky_low, pal.neon, 0.25)))
    d = ImageDraw.Draw(c.img)
    disc_x, disc_r = dice.uniform(0.3, 0.7), dice.uniform(0.22, 0.3)
    dx, dy = c.p(disc_x, 0.3)
    rr = disc_r * c.h
    d.ellipse((dx - rr, dy - rr, dx + rr, dy + rr), fill=mix(pal.sky_low, pal.neon, 0.55))
    gx0, gy0, gx1, gy1 = c.gbox(disc_x - disc_r, 0.3 - disc_r, disc_x + disc_r, 0.3 + disc_r)
    c.glow_draw.ellipse((gx0, gy0, gx1, gy1), fill=mix((0, 0, 0), pal.glow, 0.4))
    clouds(c, dice, mix(pal.sky_top, pal.sky_low, 0.5), 0.22, 3, 120, spread=0.08)
    roof_y, base = dice.uniform(0.36, 0.44), 0.86
    lacquer = mix((170, 30, 22), pal.ink, 0.3)
    shade = mix(lacquer, (0, 0, 0), 0.45)
    d.rectangle(c.box(0.08, roof_y, 0.92, base), fill=mix(pal.ink, pal.sky_low, 0.2))
    door = dice.uniform(0.4, 0.46)
    d.rectangle(c.box(door, roof_y + 0.12, 1 - door, base), fill=mix(pal.neon, (40, 10, 0), 0.45))
    gx0, gy0, gx1, gy1 = c.gbox(door, roof_y + 0.12, 1 - door, base)
    c.glow_draw.rectangle((gx0, gy0, gx1, gy1), fill=mix((0, 0, 0), pal.glow, 0.5))
    for i in range(6):
        x = 0.1 + i * 0.16
        d.rectangle(c.box(x - 0.025, roof_y, x + 0.025, base), fill=lacquer)
        d.rectangle(c.box(x + 0.012, roof_y, x + 0.025, base), fill=shade)
    pagoda_roof(d, c, 0.02, 0.98, roof_y + 0.02, 0.2, pal.ink)
    trim = mix(pal.neon, (214, 170, 64), 0.5)
    d.line(
        [c.p(-0.02, roof_y + 0.02 - 0.2 * 0.55 + 0.01), c.p(0.12, roof_y + 0.02)], fill=trim, width=max(1, c.w // 150)
    )
    d.line(
        [c.p(0.88, roof_y + 0.02), c.p(1.02, roof_y + 0.02 - 0.2 * 0.55 + 0.01)], fill=trim, width=max(1, c.w // 150)
    )
    d.line([c.p(0.12, roof_y + 0.02), c.p(0.88, roof_y + 0.02)], fill=trim, width=max(1, c.w // 150))
    for i, step in enumerate((0.0, 0.045, 0.09)):
        d.rectangle(
            c.box(0.04 + step, base + i * 0.045, 0.96 - step, base + (i + 1) * 0.045 + 0.01),
            fill=mix(pal.ink, pal.sky_low, 0.3 - i * 0.08),
        )
    for i in range(dice.randint(2, 3)):
        x = 0.18 + i * 0.64 / max(1, 2)
        if dice.chance(0.8):
            _hanging_lantern(c, d, x, roof_y + 0.04, dice)
    emblem(c, sign, mix(pal.neon, (255, 235, 180), 0.4), pal.glow, 0.5, roof_y - 0.12, 0.2)
    soft = c.soft()
    for _ in range(2):
        x = dice.uniform(0.25, 0.75)
        pts = [soft.p(x + 0.035 * math.sin(i * 0.8 + dice.unit()), base - i * 0.05) for i in range(10)]
        soft.draw.line(pts, fill=(230, 220, 210, 60), width=max(1, soft.w // 80), joint="curve")
    c.merge_soft(soft, blur=c.w * 0.008)


def _hanging_lantern(c: Canvas, d: ImageDraw.ImageDraw, x: float, y: float, dice: Dice) -> None:
    body = mix((222, 40, 36), (255, 190, 80), dice.uniform(0.0, 0.3))
    rx, ry = 0.045, 0.07 * c.w / c.h * 1.2
    d.line([c.p(x, y), c.p(x, y + 0.04)], fill=(30, 20, 10), width=max(1, c.w // 250))
    d.ellipse(c.box(x - rx, y + 0.04, x + rx, y + 0.04 + ry * 2), fill=body)
    cap = (214, 170, 64)
    d.rectangle(c.box(x - rx * 0.45, y + 0.032, x + rx * 0.45, y + 0.05), fill=cap)
    d.rectangle(c.box(x - rx * 0.45, y + 0.03 + ry * 2, x + rx * 0.45, y + 0.048 + ry * 2), fill=cap)
    gx0, gy0, gx1, gy1 = c.gbox(x - rx * 1.7, y + 0.02, x + rx * 1.7, y + 0.06 + ry * 2)
    c.glow_draw.ellipse((gx0, gy0, gx1, gy1), fill=mix((0, 0, 0), body, 0.7))


def figure(c: Canvas, dice: Dice, x: float, base: float, height: float, fill: RGB, rim: RGB, hat: str = "") -> None:
    """A standing silhouette in a long coat or robe, rim-lit; ``hat`` is "", "storm" or "cap"."""
    d = ImageDraw.Draw(c.img)
    aspect = c.h / c.w
    hw = height * 0.16 * aspect  # half shoulder width, in unit x
    head = height * 0.085
    top = base - height
    lean = dice.uniform(-0.03, 0.03)
    stance = dice.uniform(0.6, 1.0)
    neck = hw * 0.3
    body = [
        (x - neck + lean, top + head * 1.9),
        (x + neck + lean, top + head * 1.9),
        (x + hw * 0.85 + lean, top + head * 2.5),
        (x + hw + lean, top + head * 3.0),
        (x + hw * 0.8 + lean * 0.5, top + height * 0.55),
        (x + hw * (0.9 + stance * 0.5), base),
        (x + hw * 0.15, base),
        (x, top + height * 0.66),
        (x - hw * 0.15, base),
        (x - hw * (0.9 + stance * 0.5), base),
        (x - hw * 0.8 + lean * 0.5, top + height * 0.55),
        (x - hw + lean, top + head * 3.0),
        (x - hw * 0.85 + lean, top + head * 2.5),
    ]
    arm = dice.pick(("down", "out", "weapon"))
    arms: list[list[tuple[float, float]]] = []
    if arm == "out":
        arms.append(
            [
                (x + hw * 0.9 + lean, top + head * 2.6),
                (x + hw * 2.4, top + height * 0.35),
                (x + hw * 2.2, top + height * 0.42),
                (x + hw * 0.8 + lean, top + height * 0.4),
            ]
        )
    elif arm == "weapon":
        arms.append(
            [
                (x - hw * 0.9 + lean, top + head * 2.6),
                (x - hw * 2.1, top + height * 0.12),
                (x - hw * 1.8, top + height * 0.08),
                (x - hw * 0.7 + lean, top + height * 0.38),
            ]
        )
    head_box = (x + lean - head * aspect * 0.85, top + head * 0.2, x + lean + head * aspect * 0.85, top + head * 2.1)
    offset = 0.006
    for dx, dy, colour in ((-offset, 0.0, rim), (offset, 0.0, rim), (0.0, -offset, rim), (0.0, 0.0, fill)):
        d.polygon([c.p(px + dx, py + dy) for px, py in body], fill=colour)
        for a in arms:
            d.polygon([c.p(px + dx, py + dy) for px, py in a], fill=colour)
        d.ellipse(c.box(head_box[0] + dx, head_box[1] + dy, head_box[2] + dx, head_box[3] + dy), fill=colour)
        if hat == "storm":
            brim = head * aspect * 3.2
            d.polygon(
                [
                    c.p(x + lean + dx - brim, top + head * 0.8 + dy),
                    c.p(x + lean + dx, top - head * 0.6 + dy),
                    c.p(x + lean + dx + brim, top + head * 0.8 + dy),
                ],
                fill=colour,
            )
        elif hat == "cap":
            d.rectangle(
                c.box(head_box[0] + dx, head_box[1] - head * 0.2 + dy, head_box[2] + dx, head_box[1] + head * 0.5 + dy),
                fill=colour,
            )
    if arm == "weapon":
        wx, wy = x - hw * 1.95, top + height * 0.1
        d.line(
            [c.p(wx, wy), c.p(wx - 0.02, wy - height * 0.25)],
            fill=mix(rim, (255, 255, 255), 0.3),
            width=max(1, c.w // 120),
        )
    gx0, gy0, gx1, gy1 = c.gbox(x - hw * 1.6, top, x + hw * 1.6, base)
    c.glow_draw.ellipse((gx0, gy0, gx1, gy1), fill=mix((0, 0, 0), rim, 0.25))


def scroll_map(c: Canvas, dice: Dice, pal: Palette) -> None:
    """An old street plan of Chinatown with a plot marked in red."""
    d = ImageDraw.Draw(c.img)
    paper = mix(pal.sky_low, (255, 250, 235), 0.2)
    c.img.paste(vertical_gradient((c.w, c.h), mix(paper, pal.sky_top, 0.2), paper))
    line = mix(pal.ink, paper, 0.45)
    for _ in range(7):
        x = dice.uniform(0, 1)
        d.line([c.p(x, 0), c.p(x + dice.uniform(-0.1, 0.1), 1)], fill=line, width=max(1, c.w // 90))
    for _ in range(5):
        y = dice.uniform(0, 1)
        d.line([c.p(0, y), c.p(1, y + dice.uniform(-0.1, 0.1))], fill=line, width=max(1, c.w // 90))
    route = [(dice.uniform(0.05, 0.95), dice.uniform(0.1, 0.9)) for _ in range(5)]
    d.line([c.p(*q) for q in route], fill=pal.neon, width=max(2, c.w // 60), joint="curve")
    for x, y in route[1:]:
        r = 0.025
        d.line([c.p(x - r, y - r * 1.4), c.p(x + r, y + r * 1.4)], fill=pal.neon, width=max(2, c.w // 70))
        d.line([c.p(x - r, y + r * 1.4), c.p(x + r, y - r * 1.4)], fill=pal.neon, width=max(2, c.w // 70))


def crowd(c: Canvas, dice: Dice, colour: RGB) -> None:
    """Heads and shoulders of passers-by along the bottom edge."""
    d = ImageDraw.Draw(c.img)
    x = dice.uniform(-0.05, 0.05)
    while x < 1.05:
        h = dice.uniform(0.18, 0.3)
        r = dice.uniform(0.05, 0.07)
        shade = mix(colour, (0, 0, 0), dice.uniform(0.0, 0.4))
        d.ellipse(c.box(x - r * 1.8, 1.0 - h + r * 1.6, x + r * 1.8, 1.0 + h), fill=shade)
        d.ellipse(c.box(x - r, 1.0 - h - r * c.w / c.h * 0.5, x + r, 1.0 - h + r * 1.8), fill=shade)
        x += dice.uniform(0.12, 0.2)


def emblem(c: Canvas, icon: str, colour: RGB, glow: RGB, cx: float, cy: float, scale: float) -> None:
    """A large glowing icon floating in the scene."""
    size = round(min(c.w, c.h) * scale)
    if size < 4:
        return
    x, y = c.p(cx, cy)
    c.img.paste(
        Image.new("RGBA", (size, size), (*colour, 255)),
        (round(x - size / 2), round(y - size / 2)),
        icon_mask(icon, size),
    )
    c.glow_mask(icon_mask(icon, max(1, size // 4)), cx, cy, glow)
