"""The app icon and the mat textures, drawn with pillow and written under ``assets/``.

The files are committed; run ``python -m bigtrouble.faces.assetgen`` to draw them again after
changing this module. Everything is seeded, so the same code draws the same pictures.

- ``assets/icons/bigtrouble-<n>.png`` for n in :data:`ICON_SIZES`, ``bigtrouble.ico``, ``bigtrouble.icns``
- ``assets/mat/table.png``: a tileable dark street-and-paper texture for the play mat
- ``assets/mat/rooftops.png``: a Chinatown rooftop silhouette strip, transparent sky
- ``assets/mat/sign_<space>.png``: street-name plates for the five city spaces
  (Rooftops and Streets, the two Chinatown spaces, in red and gold)
- ``assets/mat/chinatown_banner.png``: the banner that marks Chinatown and the HQ beneath it
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

from bigtrouble.faces.cardlayout import font
from bigtrouble.faces.glyphs import paste_icon
from bigtrouble.faces.motifs import pagoda_roof
from bigtrouble.faces.paint import Canvas, Dice, hexrgb, mix, vertical_gradient

ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)
CITY_SPACES = ("sewers", "bank", "rooftops", "streets", "bridge")
CHINATOWN = ("rooftops", "streets")
TABLE_SIZE = 512
ROOFTOPS_SIZE = (2048, 320)
SIGN_SIZE = (360, 96)
BANNER_SIZE = (720, 132)

GOLD = hexrgb("#e8c15a")
LANTERN_RED = hexrgb("#d8262a")
NIGHT = hexrgb("#170c26")
EMBER = hexrgb("#3e0a16")


def app_icon(size: int) -> Image.Image:
    """The app icon at ``size`` pixels: a glowing red lantern marked BT on a night-sky tile."""
    k = 4
    n = size * k
    img = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    mask = Image.new("L", (n, n), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, n - 1, n - 1), radius=n * 0.2, fill=255)
    img.paste(vertical_gradient((n, n), NIGHT, EMBER), (0, 0), mask)
    halo = Image.new("L", (n // 4, n // 4), 0)
    ImageDraw.Draw(halo).ellipse((n * 0.04, n * 0.05, n * 0.21, n * 0.22), fill=200)
    halo = halo.filter(ImageFilter.GaussianBlur(n / 40)).resize((n, n), Image.Resampling.BILINEAR)
    halo = Image.composite(halo, Image.new("L", (n, n), 0), mask)
    img.paste(
        Image.new("RGBA", (n, n), (*mix(LANTERN_RED, (255, 140, 40), 0.4), 255)), (0, 0), halo.point(lambda v: v // 2)
    )
    d = ImageDraw.Draw(img)
    if size >= 32:
        d.rounded_rectangle(
            (n * 0.03, n * 0.03, n * 0.97, n * 0.97), radius=n * 0.18, outline=(*GOLD, 255), width=max(k, n // 40)
        )
    d.line([(n / 2, 0), (n / 2, n * 0.16)], fill=(*GOLD, 255), width=max(k, n // 40))
    body = (n * 0.2, n * 0.2, n * 0.8, n * 0.8)
    d.ellipse(body, fill=(*LANTERN_RED, 255))
    inner = (n * 0.3, n * 0.26, n * 0.7, n * 0.74)
    d.ellipse(inner, fill=(*mix(LANTERN_RED, (255, 150, 60), 0.35), 255))
    if size >= 48:
        for off in (-0.17, 0.17):
            d.arc(
                (n * (0.5 + off - 0.18), n * 0.2, n * (0.5 + off + 0.18), n * 0.8),
                0,
                360,
                fill=(*mix(LANTERN_RED, (60, 0, 0), 0.5), 255),
                width=max(1, n // 90),
            )
    d.rounded_rectangle((n * 0.36, n * 0.14, n * 0.64, n * 0.23), radius=n * 0.02, fill=(*GOLD, 255))
    d.rounded_rectangle((n * 0.36, n * 0.77, n * 0.64, n * 0.86), radius=n * 0.02, fill=(*GOLD, 255))
    d.line([(n / 2, n * 0.86), (n / 2, n * 0.96)], fill=(*GOLD, 255), width=max(k, n // 28))
    out = img.reduce(k)
    if size >= 32:
        od = ImageDraw.Draw(out)
        f = font("title", round(size * 0.3))
        od.text(
            (size / 2, size * 0.5),
            "BT",
            font=f,
            fill=(*GOLD, 255),
            anchor="mm",
            stroke_width=max(1, size // 48),
            stroke_fill=(60, 8, 10, 255),
        )
    return out


def _tileable_noise(dice: Dice, size: int, cells: int) -> Image.Image:
    """Smooth value noise that wraps at the edges: an ``L`` image ``size`` square."""
    grid = Image.new("L", (cells, cells))
    grid.putdata([dice.randint(0, 255) for _ in range(cells * cells)])
    padded = Image.new("L", (cells + 2, cells + 2))
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            padded.paste(grid, (1 + dx * cells, 1 + dy * cells))
    cell = size / cells
    big = padded.resize((round(cell * (cells + 2)), round(cell * (cells + 2))), Image.Resampling.BICUBIC)
    return big.crop((round(cell), round(cell), round(cell) + size, round(cell) + size))


def table_texture(size: int = TABLE_SIZE) -> Image.Image:
    """A dark, tileable texture: wet asphalt under old newsprint, for the play mat."""
    dice = Dice("mat/table")
    layers = [(_tileable_noise(dice, size, cells), weight) for cells, weight in ((4, 0.45), (16, 0.3), (64, 0.25))]
    base, total = layers[0]
    for noise, weight in layers[1:]:
        total += weight
        base = Image.blend(base, noise, weight / total)
    dark, light = hexrgb("#14161c"), hexrgb("#2c2a30")
    img = Image.merge(
        "RGB", [base.point(lambda v, a=a, b=b: a + (b - a) * v // 255) for a, b in zip(dark, light, strict=True)]
    )
    d = ImageDraw.Draw(img, "RGBA")
    for _ in range(140):
        x, y = dice.uniform(0, size), dice.uniform(0, size)
        length = dice.uniform(size * 0.01, size * 0.05)
        tone = dice.randint(50, 90)
        for ox in (-size, 0, size):
            for oy in (-size, 0, size):
                d.line(
                    [(x + ox, y + oy), (x + ox + length, y + oy + dice.uniform(-2, 2))],
                    fill=(tone, tone, tone + 6, 40),
                    width=1,
                )
    return img


def rooftops_strip(size: tuple[int, int] = ROOFTOPS_SIZE) -> Image.Image:
    """Chinatown's rooftops as a wide silhouette with lit windows, lanterns and neon, sky transparent."""
    w, h = size
    c = Canvas(size, background=(0, 0, 0, 0))
    dice = Dice("mat/rooftops")
    d = ImageDraw.Draw(c.img)
    ink, far = hexrgb("#0b0a10"), hexrgb("#1d1a2a")
    for fill, low, high, lit in ((far, 0.35, 0.75, None), (ink, 0.2, 0.6, hexrgb("#f0b860"))):
        x = dice.uniform(-60, 0)
        while x < w + 60:
            bw = dice.uniform(90, 220)
            top = h - h * dice.uniform(low, high)
            d.rectangle((x, top, x + bw, h), fill=fill)
            if dice.chance(0.5):
                pagoda_roof(d, c, x / w, (x + bw) / w, top / h, dice.uniform(0.08, 0.14), fill)
            if lit is not None:
                for wy in range(round(top) + 14, h - 10, 26):
                    for wx in range(round(x) + 12, round(x + bw) - 16, 28):
                        if dice.chance(0.3):
                            d.rectangle((wx, wy, wx + 10, wy + 14), fill=mix(lit, (60, 40, 20), dice.uniform(0, 0.5)))
                if dice.chance(0.25):
                    sx, sy = x + bw * dice.uniform(0.2, 0.6), top + dice.uniform(10, 40)
                    neon = dice.pick((hexrgb("#ff4d5e"), hexrgb("#6fd0ff"), hexrgb("#7dff98"), hexrgb("#ffd75a")))
                    d.rectangle((sx, sy, sx + 26, sy + 70), outline=neon, width=3)
                    gx0, gy0, gx1, gy1 = c.gbox(sx / w, sy / h, (sx + 26) / w, (sy + 70) / h)
                    c.glow_draw.rectangle((gx0, gy0, gx1, gy1), fill=neon)
            x += bw + dice.uniform(-10, 20)
    for start in range(0, w, 512):
        y0 = h * dice.uniform(0.3, 0.45)
        pts = [(start + t * 512 / 30, y0 + 40 * 4 * (t / 30) * (1 - t / 30)) for t in range(31)]
        d.line(pts, fill=(20, 14, 10, 255), width=2)
        for i in range(1, 6):
            lx, ly = pts[i * 5]
            body = mix(LANTERN_RED, (255, 190, 80), dice.uniform(0, 0.3))
            d.ellipse((lx - 9, ly + 4, lx + 9, ly + 28), fill=body)
            d.rectangle((lx - 5, ly + 2, lx + 5, ly + 6), fill=GOLD)
            gx0, gy0, gx1, gy1 = c.gbox((lx - 16) / w, ly / h, (lx + 16) / w, (ly + 34) / h)
            c.glow_draw.ellipse((gx0, gy0, gx1, gy1), fill=body)
    return c.finish_rgba(glow_radius=3)


def street_sign(space: str, size: tuple[int, int] = SIGN_SIZE) -> Image.Image:
    """A street-name plate for a city space: green enamel, or red and gold for Chinatown."""
    w, h = size
    k = 2
    img = Image.new("RGBA", (w * k, h * k), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    china = space in CHINATOWN
    plate, rim = (hexrgb("#a81c22"), GOLD) if china else (hexrgb("#1d6b3a"), hexrgb("#f2f2ea"))
    d.rounded_rectangle((0, 0, w * k - 1, h * k - 1), radius=h * k * 0.18, fill=(*mix(plate, (0, 0, 0), 0.4), 255))
    d.rounded_rectangle((k * 3, k * 3, w * k - 1 - k * 3, h * k - 1 - k * 3), radius=h * k * 0.15, fill=(*plate, 255))
    d.rounded_rectangle(
        (k * 8, k * 8, w * k - 1 - k * 8, h * k - 1 - k * 8), radius=h * k * 0.1, outline=(*rim, 255), width=k * 2
    )
    if china:
        s = round(h * k * 0.46)
        for cx in (h * k * 0.42, w * k - h * k * 0.42):
            paste_icon(
                img,
                "lantern",
                (round(cx - s / 2), round(h * k / 2 - s / 2), round(cx + s / 2), round(h * k / 2 + s / 2)),
                (*GOLD, 255),
            )
    out = img.reduce(k)
    od = ImageDraw.Draw(out)
    label = space.upper()
    size_px = round(h * 0.42)
    while size_px > 8 and font("bold", size_px).getlength(label) > w * (0.58 if china else 0.8):
        size_px -= 1
    od.text((w / 2, h / 2), label, font=font("bold", size_px), fill=(*rim, 255), anchor="mm")
    return out


def chinatown_banner(size: tuple[int, int] = BANNER_SIZE) -> Image.Image:
    """A red gateway banner reading CHINATOWN, with a tiled roof and lanterns at either end."""
    w, h = size
    c = Canvas(size, background=(0, 0, 0, 0))
    d = ImageDraw.Draw(c.img)
    roof = hexrgb("#2a1210")
    pagoda_roof(d, c, 0.1, 0.9, 0.36, 0.3, roof)
    d.line([c.p(0.12, 0.35), c.p(0.88, 0.35)], fill=(*GOLD, 255), width=3)
    d.rounded_rectangle(
        c.box(0.14, 0.36, 0.86, 0.9), radius=h * 0.06, fill=(*hexrgb("#b01e24"), 255), outline=(*GOLD, 255), width=3
    )
    for x in (0.06, 0.94):
        d.line([c.p(x, 0.3), c.p(x, 0.42)], fill=(*GOLD, 255), width=2)
        d.ellipse(c.box(x - 0.035, 0.42, x + 0.035, 0.82), fill=(*LANTERN_RED, 255))
        d.rectangle(c.box(x - 0.018, 0.4, x + 0.018, 0.45), fill=(*GOLD, 255))
        d.rectangle(c.box(x - 0.018, 0.8, x + 0.018, 0.85), fill=(*GOLD, 255))
        gx0, gy0, gx1, gy1 = c.gbox(x - 0.06, 0.38, x + 0.06, 0.88)
        c.glow_draw.ellipse((gx0, gy0, gx1, gy1), fill=(255, 120, 40))
    img = c.finish_rgba(glow_radius=4)
    od = ImageDraw.Draw(img)
    size_px = round(h * 0.34)
    od.text(
        (w / 2, h * 0.63),
        "CHINATOWN",
        font=font("title", size_px),
        fill=(*GOLD, 255),
        anchor="mm",
        stroke_width=2,
        stroke_fill=(60, 8, 10, 255),
    )
    return img


def write_all(root: Path) -> list[Path]:
    """Draw every generated asset into ``root`` (the ``assets/`` folder); return the files written."""
    icons, mat = root / "icons", root / "mat"
    icons.mkdir(parents=True, exist_ok=True)
    mat.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    images = {n: app_icon(n) for n in ICON_SIZES}
    for n, im in images.items():
        path = icons / f"bigtrouble-{n}.png"
        im.save(path, optimize=True)
        written.append(path)
    ico = icons / "bigtrouble.ico"
    ico_sizes = [n for n in ICON_SIZES if n <= 256]
    images[256].save(ico, sizes=[(n, n) for n in ico_sizes], append_images=[images[n] for n in ico_sizes if n != 256])
    icns = icons / "bigtrouble.icns"
    images[512].save(icns, append_images=[images[n] for n in (16, 32, 64, 128, 256)])
    written += [ico, icns]
    outputs: dict[str, Image.Image] = {
        "table.png": table_texture(),
        "rooftops.png": rooftops_strip(),
        "chinatown_banner.png": chinatown_banner(),
    }
    for space in CITY_SPACES:
        outputs[f"sign_{space}.png"] = street_sign(space)
    for name, im in outputs.items():
        path = mat / name
        im.save(path, optimize=True)
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    """Write the generated assets into the source tree's ``assets/`` (or the folder given)."""
    args = sys.argv[1:] if argv is None else argv
    root = Path(args[0]) if args else Path(__file__).resolve().parent.parent / "assets"
    for path in write_all(root):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
