"""Card faces and backs drawn with pillow: ``CardDef`` in, RGBA image out (no Qt).

Our own design in the spirit of a Legendary card: a frame coloured by class or kind,
a generated Chinatown picture (:mod:`bigtrouble.faces.art`), the name on a ribbon, the rules
text from :func:`bigtrouble.cards.text.card_text` shrunk to fit its box
(:mod:`bigtrouble.faces.cardlayout`), the cost at the top left, Recruit, VP and Attack along
the bottom, and a red plum-blossom seal on every card designed for this edition.

Shapes are drawn at two or three times the size and shrunk, so edges are smooth; text
is drawn last at the final size, so it stays sharp at 160 px. Faces are cached by
(card, width): the returned image is shared, so copy it before drawing on it.
"""

from __future__ import annotations

from functools import lru_cache

from attrs import frozen
from PIL import Image, ImageChops, ImageDraw

from bigtrouble.cards.defs import CardDef, Kind, Rarity
from bigtrouble.faces.art import illustration
from bigtrouble.faces.cardlayout import CARD_RATIO, Badge, Box, CardLayout, TextBlock, font, layout_card
from bigtrouble.faces.glyphs import icon_mask, paste_icon
from bigtrouble.faces.paint import RGB, hexrgb, mix, vertical_gradient
from bigtrouble.faces.points import KINDS, NUMBER_HALO, NUMBER_INK, points_mark

__all__ = ["CARD_RATIO", "BACK_KINDS", "render_card", "render_back", "frame_style", "layout_card"]


@frozen
class FrameStyle:
    """The colours of a card's frame: gradient, trim lines, name ribbon, text paper, pattern."""

    light: RGB
    dark: RGB
    trim: RGB
    band: RGB
    paper: RGB
    pattern: str = ""


def _style(light: str, dark: str, trim: str, band: str, pattern: str = "", paper: str = "#f4ecd8") -> FrameStyle:
    return FrameStyle(hexrgb(light), hexrgb(dark), hexrgb(trim), hexrgb(band), hexrgb(paper), pattern)


CLASS_STYLES = {
    "covert": _style("#d23a46", "#6e0c18", "#f0cd7a", "#4e0810"),
    "instinct": _style("#f4cc50", "#a2720c", "#fff3c0", "#54390a"),
    "magic": _style("#4586dc", "#143a80", "#d2e6ff", "#0c2656"),
    "strength": _style("#46ad58", "#195a28", "#d8f6ca", "#0c3818"),
    "tech": _style("#7b8492", "#1d2127", "#d4dce6", "#121519", "steel"),
    "grey": _style("#b1b5bb", "#5a5f66", "#f2f4f6", "#34383e"),
}

KIND_STYLES = {
    Kind.VILLAIN: _style("#74348f", "#240a30", "#d4a6ea", "#1c0826", "spikes"),
    Kind.HENCHMAN: _style("#977444", "#3a2910", "#ecd092", "#281a08", "rivets"),
    Kind.MASTERMIND: _style("#3a343f", "#08070a", "#e6bc50", "#0a090c", "gold", "#eee7da"),
    Kind.TACTIC: _style("#962a40", "#360814", "#e6bc50", "#26050e", "stripes"),
    Kind.SCHEME: _style("#237a72", "#08302c", "#dccb98", "#062420", "lattice", "#efe2c2"),
    Kind.BYSTANDER: _style("#b4d8f0", "#4a84ae", "#ffffff", "#25465f"),
    Kind.WOUND: _style("#86953f", "#2e3a14", "#dfe6a6", "#20280c", "scratches"),
    Kind.TWIST: _style("#f39a34", "#8a3e04", "#ffe4a8", "#452002", "stripes"),
    Kind.STRIKE: _style("#c81a44", "#24030d", "#ffb8c8", "#18020a", "bolts"),
}

CLASS_INK = {
    "covert": hexrgb("#b8202e"),
    "instinct": hexrgb("#c08a06"),
    "magic": hexrgb("#1e5cc0"),
    "strength": hexrgb("#1f8a36"),
    "tech": hexrgb("#3a414c"),
}

RARITY_GEMS = {Rarity.COMMON: hexrgb("#c4874c"), Rarity.UNCOMMON: hexrgb("#cdd6de"), Rarity.RARE: hexrgb("#ffd24a")}

TEXT_INK = hexrgb("#1f1a15")
FLAVOR_INK = hexrgb("#5d4f3e")
EDGE = hexrgb("#0d0c0e")
SEAL_RED = hexrgb("#c4302a")


def frame_style(d: CardDef) -> FrameStyle:
    """The frame colours of a card: its class for Heroes (grey when classless), else its kind."""
    if d.kind is Kind.HERO:
        return CLASS_STYLES[d.cls.value if d.cls is not None else "grey"]
    return KIND_STYLES[d.kind]


def _oversample(width: int) -> int:
    return 2


def _scaled(b: Box, k: int) -> tuple[int, int, int, int]:
    return (b.x0 * k, b.y0 * k, b.x1 * k, b.y1 * k)


def render_card(d: CardDef, width: int) -> Image.Image:
    """The face of ``d`` as an RGBA image ``width`` wide and ``round(width * 1.4)`` tall, rounded corners.

    Below :data:`MIN_DRAW_WIDTH` the face is drawn at that width and shrunk: a thumbnail.
    """
    if width < 1:
        raise ValueError(f"a card needs a positive width, not {width}")
    return _render_card(d, width)


MIN_DRAW_WIDTH = 100


def _thumbnail(img: Image.Image, width: int) -> Image.Image:
    size = (width, max(1, round(width * CARD_RATIO)))
    return img.convert("RGBa").resize(size, Image.Resampling.LANCZOS).convert("RGBA")


@lru_cache(maxsize=1024)
def _render_card(d: CardDef, width: int) -> Image.Image:
    if width < MIN_DRAW_WIDTH:
        return _thumbnail(_render_card(d, MIN_DRAW_WIDTH), width)
    lay = layout_card(d, width)
    k = _oversample(lay.width)
    style = frame_style(d)
    base = _draw_base(d, lay, style, k)
    img = base.reduce(k)  # opaque but for the corners, so no need to premultiply
    _draw_text(img, d, lay, style)
    return img


def _draw_base(d: CardDef, lay: CardLayout, style: FrameStyle, k: int) -> Image.Image:
    w, h = lay.width * k, lay.height * k
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    dr = ImageDraw.Draw(img)
    r = lay.radius * k
    dr.rounded_rectangle((0, 0, w - 1, h - 1), radius=r, fill=(*EDGE, 255))
    edge = max(1, round(lay.width * 0.012)) * k
    mask = Image.new("L", (w, h), 0)
    ImageDraw.Draw(mask).rounded_rectangle((edge, edge, w - 1 - edge, h - 1 - edge), radius=r - edge, fill=255)
    img.paste(vertical_gradient((w, h), style.light, style.dark), (0, 0), mask)
    _frame_pattern(dr, lay, style, k)
    _draw_art(img, d, lay, style, k)
    _draw_band(img, d, lay, style, k)
    _draw_paper(img, lay, style, k)
    for badge in lay.badges:
        _draw_badge(img, badge, style, k)
    if lay.origin_mark is not None:
        _draw_seal(img, lay.origin_mark, k)
    return img


def _frame_pattern(dr: ImageDraw.ImageDraw, lay: CardLayout, style: FrameStyle, k: int) -> None:
    w, h, f = lay.width * k, lay.height * k, lay.frame * k
    tone = (*mix(style.dark, (0, 0, 0), 0.35), 255)
    hi = (*style.trim, 255)
    if style.pattern == "gold":
        for inset in (f * 0.3, f * 0.62):
            dr.rounded_rectangle((inset, inset, w - inset, h - inset), radius=lay.radius * k * 0.7, outline=hi, width=k)
    elif style.pattern == "rivets":
        rr = f * 0.18
        step = w / 8
        for i in range(1, 8):
            for y in (f * 0.5, h - f * 0.5):
                dr.ellipse((i * step - rr, y - rr, i * step + rr, y + rr), fill=hi)
        for i in range(1, 11):
            y = i * h / 11
            for x in (f * 0.5, w - f * 0.5):
                dr.ellipse((x - rr, y - rr, x + rr, y + rr), fill=hi)
    elif style.pattern == "spikes":
        n = 9
        for i in range(n + 1):
            x = i * w / n
            dr.polygon([(x - f * 0.5, 0), (x + f * 0.5, 0), (x, f * 0.85)], fill=tone)
            dr.polygon([(x - f * 0.5, h), (x + f * 0.5, h), (x, h - f * 0.85)], fill=tone)
    elif style.pattern in ("stripes", "steel"):
        step = f * (1.2 if style.pattern == "stripes" else 0.5)
        colour = tone if style.pattern == "stripes" else (*mix(style.light, (255, 255, 255), 0.25), 255)
        x = -h
        while x < w:
            dr.line([(x, h), (x + h, 0)], fill=colour, width=max(1, round(f * 0.18)))
            x += step * 2
    elif style.pattern == "lattice":
        s = f * 0.9
        for x in range(0, w, round(s * 2)):
            for y in (f * 0.5, h - f * 0.5):
                dr.rectangle((x + s * 0.3, y - s * 0.3, x + s * 1.3, y + s * 0.3), outline=hi, width=k)
    elif style.pattern == "scratches":
        for i in range(12):
            x = (i * 37 % 100) / 100 * w
            dr.line([(x, (i * 53 % 100) / 100 * h), (x + f, (i * 53 % 100) / 100 * h + f * 1.5)], fill=tone, width=k)
    elif style.pattern == "bolts":
        for side in (f * 0.5, w - f * 0.5):
            pts = [(side + (f * 0.3 if i % 2 else -f * 0.3), i * h / 24) for i in range(25)]
            dr.line(pts, fill=hi, width=k)


def _draw_art(img: Image.Image, d: CardDef, lay: CardLayout, style: FrameStyle, k: int) -> None:
    x0, y0, x1, y1 = _scaled(lay.art, k)
    pic = illustration(d, (x1 - x0, y1 - y0), oversample=1)
    img.paste(pic, (x0, y0))
    dr = ImageDraw.Draw(img)
    line = max(1, round(lay.width * 0.006)) * k
    dr.rectangle((x0, y0, x1 - 1, y1 - 1), outline=(*EDGE, 255), width=line)
    dr.rectangle((x0 + line, y0 + line, x1 - 1 - line, y1 - 1 - line), outline=(*style.trim, 120), width=max(1, k // 2))


def _draw_band(img: Image.Image, d: CardDef, lay: CardLayout, style: FrameStyle, k: int) -> None:
    x0, y0, x1, y1 = _scaled(lay.band, k)
    notch = (y1 - y0) * 0.28
    mid = (y0 + y1) / 2
    shape = [(x0, y0), (x1, y0), (x1 - notch, mid), (x1, y1), (x0, y1), (x0 + notch, mid)]
    mask = Image.new("L", (x1 - x0, y1 - y0), 0)
    ImageDraw.Draw(mask).polygon([(x - x0, y - y0) for x, y in shape], fill=255)
    grad = vertical_gradient(mask.size, mix(style.band, style.light, 0.35), style.band)
    img.paste(grad, (x0, y0), mask)
    dr = ImageDraw.Draw(img)
    line = max(1, round(lay.width * 0.006)) * k
    dr.line(shape + [shape[0]], fill=(*style.trim, 255), width=line, joint="curve")
    if d.rarity is not None:
        gem = RARITY_GEMS[d.rarity]
        s = lay.width * 0.022 * k
        for gx in (x0 + notch + s * 2.2, x1 - notch - s * 2.2):
            diamond = [(gx, mid - s * 1.3), (gx + s, mid), (gx, mid + s * 1.3), (gx - s, mid)]
            dr.polygon(diamond, fill=(*gem, 255), outline=(*EDGE, 255), width=max(1, k))


def _draw_paper(img: Image.Image, lay: CardLayout, style: FrameStyle, k: int) -> None:
    x0, y0, x1, y1 = _scaled(lay.text_box, k)
    dr = ImageDraw.Draw(img)
    r = lay.width * 0.025 * k
    line = max(1, round(lay.width * 0.006)) * k
    dr.rounded_rectangle((x0, y0, x1, y1), radius=r, fill=(*style.paper, 255), outline=(*EDGE, 255), width=line)
    inner = (x0 + line, y0 + line, x1 - line, y1 - line)
    dr.rounded_rectangle(inner, radius=r, outline=(*mix(style.paper, style.dark, 0.35), 255), width=max(1, k))
    size = round(min(x1 - x0, y1 - y0) * 0.72)
    if size > 8:
        mark = icon_mask(lay.icon, size).point(lambda v: v * 18 // 255)
        tint = Image.new("RGBA", (size, size), (*mix(style.dark, style.paper, 0.2), 255))
        img.paste(tint, ((x0 + x1 - size) // 2, (y0 + y1 - size) // 2), mark)


def _draw_badge(img: Image.Image, b: Badge, style: FrameStyle, k: int) -> None:
    dr = ImageDraw.Draw(img)
    cx, cy, r = b.cx * k, b.cy * k, b.r * k
    line = max(k, round(r * 0.1))
    if b.kind == "cost":
        dr.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(*EDGE, 255))
        dr.ellipse((cx - r + line, cy - r + line, cx + r - line, cy + r - line), fill=(*hexrgb("#e6bc50"), 255))
        ri = r - line * 2.2
        dr.ellipse((cx - ri, cy - ri, cx + ri, cy + ri), fill=(*hexrgb("#26211c"), 255))
    elif b.kind == "class":
        dr.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(*EDGE, 255))
        ri = r - line
        dr.ellipse((cx - ri, cy - ri, cx + ri, cy + ri), fill=(*style.dark, 255), outline=(*style.trim, 255), width=k)
        s = round(ri * 1.35)
        paste_icon(
            img,
            b.text,
            (round(cx - s / 2), round(cy - s / 2), round(cx + s / 2), round(cy + s / 2)),
            (255, 255, 255, 255),
        )
    elif b.kind in KINDS:  # the one picture of Recruit and of Attack, the client's counters' too
        for pts, colour in points_mark(b.kind, cx, cy, r, line):
            dr.polygon(list(pts), fill=(*colour, 255))
    elif b.kind == "vp":
        shield = [
            (cx - r, cy - r),
            (cx + r, cy - r),
            (cx + r, cy + r * 0.2),
            (cx, cy + r * 1.15),
            (cx - r, cy + r * 0.2),
        ]
        dr.polygon(shield, fill=(*hexrgb("#e6bc50"), 255))
        inner = [(x + (cx - x) * 0.16, y + (cy - y) * 0.16) for x, y in shield]
        dr.polygon(inner, fill=(*hexrgb("#2a1f3a"), 255))


def _draw_seal(img: Image.Image, b: Badge, k: int) -> None:
    dr = ImageDraw.Draw(img)
    cx, cy, r = b.cx * k, b.cy * k, b.r * k
    dr.rounded_rectangle(
        (cx - r, cy - r, cx + r, cy + r), radius=r * 0.25, fill=(*SEAL_RED, 255), outline=(*EDGE, 255), width=max(1, k)
    )
    ri = r * 0.78
    dr.rounded_rectangle(
        (cx - ri, cy - ri, cx + ri, cy + ri),
        radius=r * 0.15,
        outline=(255, 240, 225, 255),
        width=max(1, round(r * 0.08)),
    )
    s = round(ri * 1.5)
    paste_icon(
        img,
        "blossom",
        (round(cx - s / 2), round(cy - s / 2), round(cx + s / 2), round(cy + s / 2)),
        (255, 240, 225, 255),
    )


# --- text ------------------------------------------------------------------------------


def _draw_block(
    dr: ImageDraw.ImageDraw, img: Image.Image, block: TextBlock, colour: RGB, shadow: RGB | None = None
) -> None:
    for run in block.runs:
        if run.style.startswith("icon:"):
            name = run.style[5:]
            s = round(run.size * 1.05)
            top = run.y + round(run.size * 0.12)
            paste_icon(img, name, (run.x, top, run.x + s, top + s), (*CLASS_INK.get(name, colour), 255))
            continue
        f = font(run.style, run.size)
        if shadow is not None:
            off = max(1, run.size // 14)
            dr.text((run.x + off, run.y + off), run.text, font=f, fill=(*shadow, 255), anchor="la")
        dr.text((run.x, run.y), run.text, font=f, fill=(*colour, 255), anchor="la")


def _draw_text(img: Image.Image, d: CardDef, lay: CardLayout, style: FrameStyle) -> None:
    dr = ImageDraw.Draw(img)
    _draw_block(dr, img, lay.name, (255, 248, 232), shadow=EDGE)
    _draw_block(dr, img, lay.subtitle, mix(style.trim, (255, 255, 255), 0.3))
    _draw_block(dr, img, lay.ability, TEXT_INK)
    if lay.flavor is not None:
        if lay.ability.runs:
            bounds = lay.ability.bounds
            assert bounds is not None
            y = (bounds.y1 + lay.flavor.runs[0].ink.y0) // 2 if lay.flavor.runs else bounds.y1
            x0, x1 = lay.text_box.x0 + lay.width // 5, lay.text_box.x1 - lay.width // 5
            dr.line([(x0, y), (x1, y)], fill=(*mix(style.paper, style.dark, 0.45), 255), width=1)
        _draw_block(dr, img, lay.flavor, FLAVOR_INK)
    if lay.origin_caption is not None:
        _draw_block(dr, img, lay.origin_caption, mix(style.trim, (255, 255, 255), 0.4))
    for badge in lay.badges:
        if badge.kind in ("cost", "recruit", "attack", "vp"):
            _draw_number(dr, badge, lay.width)


def _draw_number(dr: ImageDraw.ImageDraw, b: Badge, width: int) -> None:
    text = b.text
    plus = text.endswith("+")
    digits = text[:-1] if plus else text
    scale = {"cost": 1.25, "recruit": 1.05, "attack": 1.15, "vp": 1.05}[b.kind]
    size = max(6, round(b.r * scale * (0.8 if len(digits) > 1 else 1.0)))
    f = font("bold", size)
    ink = NUMBER_INK.get(b.kind, (255, 252, 244))
    halo = NUMBER_HALO.get(b.kind, EDGE)
    stroke = max(1, size // 9)
    cy = b.cy + (round(b.r * 0.08) if b.kind == "recruit" else 0) - (round(b.r * 0.12) if b.kind == "vp" else 0)
    if plus:
        pf = font("bold", max(5, round(size * 0.6)))
        dw = f.getlength(digits)
        pw = pf.getlength("+")
        x = b.cx - (dw + pw) / 2
        dr.text((x, cy), digits, font=f, fill=(*ink, 255), anchor="lm", stroke_width=stroke, stroke_fill=(*halo, 255))
        dr.text(
            (x + dw, cy - size * 0.18),
            "+",
            font=pf,
            fill=(*ink, 255),
            anchor="lm",
            stroke_width=stroke,
            stroke_fill=(*halo, 255),
        )
    else:
        dr.text(
            (b.cx, cy), digits, font=f, fill=(*ink, 255), anchor="mm", stroke_width=stroke, stroke_fill=(*halo, 255)
        )
    if b.kind == "vp":
        vf = font("bold", max(5, round(b.r * 0.42)))
        dr.text((b.cx, b.cy + round(b.r * 0.62)), "VP", font=vf, fill=(255, 228, 150, 255), anchor="mm")


# --- backs -----------------------------------------------------------------------------


@frozen
class BackStyle:
    """The look of a face-down pile: field colours, accent, centre icon and label."""

    light: RGB
    dark: RGB
    accent: RGB
    icon: str
    label: str


def _back(light: str, dark: str, accent: str, icon: str, label: str) -> BackStyle:
    return BackStyle(hexrgb(light), hexrgb(dark), hexrgb(accent), icon, label)


BACK_KINDS: dict[str, BackStyle] = {
    "hero": _back("#2c55a0", "#0a1636", "#e8c46a", "lantern", "Heroes"),
    "villain": _back("#5a1f6e", "#110416", "#ff5a6e", "villain", "Villains"),
    "player": _back("#22784f", "#06261a", "#e8c46a", "coin", "Big Trouble"),
    "tactic": _back("#8a2438", "#22050c", "#e8c46a", "tactic", "Tactic"),
    "bystander": _back("#4a82ad", "#102436", "#ffffff", "bystander", "Bystanders"),
    "wound": _back("#6c7b34", "#1a200a", "#e6eea8", "wound", "Wounds"),
    "uncle_chu": _back("#1f6e68", "#051e1c", "#f0d27e", "teacup", "Uncle Chu"),
    "mediocre": _back("#7a7f88", "#202328", "#ffc27e", "mediocre", "Mediocre Heroes"),
}


def render_back(kind: str, width: int) -> Image.Image:
    """The back of a face-down pile (``hero``, ``villain``, ``player``, ``tactic``, ...), RGBA."""
    if kind not in BACK_KINDS:
        raise KeyError(f"no card back {kind!r}; known: {', '.join(BACK_KINDS)}")
    if width < 1:
        raise ValueError(f"a card needs a positive width, not {width}")
    return _render_back(kind, width)


@lru_cache(maxsize=128)
def _render_back(kind: str, width: int) -> Image.Image:
    if width < MIN_DRAW_WIDTH:
        return _thumbnail(_render_back(kind, MIN_DRAW_WIDTH), width)
    st = BACK_KINDS[kind]
    w0 = width
    h0 = round(w0 * CARD_RATIO)
    k = _oversample(w0)
    w, h = w0 * k, h0 * k
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    dr = ImageDraw.Draw(img)
    r = round(w0 * 0.055) * k
    dr.rounded_rectangle((0, 0, w - 1, h - 1), radius=r, fill=(*EDGE, 255))
    edge = max(1, round(w0 * 0.012)) * k
    field = Image.composite(
        Image.new("RGB", (w, h), st.dark),
        Image.new("RGB", (w, h), st.light),
        Image.radial_gradient("L").resize((w, h), Image.Resampling.BILINEAR),
    )
    mask = Image.new("L", (w, h), 0)
    ImageDraw.Draw(mask).rounded_rectangle((edge, edge, w - 1 - edge, h - 1 - edge), radius=r - edge, fill=255)
    img.paste(field, (0, 0), mask)
    _lattice(img, st, mask, k, w0)
    inset = round(w0 * 0.06) * k
    line = max(1, round(w0 * 0.008)) * k
    dr.rounded_rectangle((inset, inset, w - inset, h - inset), radius=r * 0.6, outline=(*st.accent, 255), width=line)
    i2 = inset + line * 3
    dr.rounded_rectangle((i2, i2, w - i2, h - i2), radius=r * 0.4, outline=(*st.accent, 150), width=max(1, line // 2))
    cx, cy, mr = w / 2, h * 0.47, w * 0.27
    dr.ellipse(
        (cx - mr, cy - mr, cx + mr, cy + mr),
        fill=(*mix(st.dark, (0, 0, 0), 0.3), 255),
        outline=(*st.accent, 255),
        width=line * 2,
    )
    mr2 = mr * 0.86
    dr.ellipse((cx - mr2, cy - mr2, cx + mr2, cy + mr2), outline=(*st.accent, 160), width=line)
    s = round(mr * 1.15)
    paste_icon(
        img, st.icon, (round(cx - s / 2), round(cy - s / 2), round(cx + s / 2), round(cy + s / 2)), (*st.accent, 255)
    )
    band_y0, band_y1 = h * 0.78, h * 0.88
    notch = (band_y1 - band_y0) * 0.3
    shape = [(inset, band_y0), (w - inset, band_y0), (w - inset - notch, (band_y0 + band_y1) / 2), (w - inset, band_y1)]
    shape += [(inset, band_y1), (inset + notch, (band_y0 + band_y1) / 2)]
    dr.polygon(shape, fill=(*mix(st.dark, (0, 0, 0), 0.4), 255), outline=(*st.accent, 255), width=line)
    out = img.convert("RGBa").reduce(k).convert("RGBA")
    _back_words(out, st, w0, h0)
    return out


def _lattice(img: Image.Image, st: BackStyle, field: Image.Image, k: int, w0: int) -> None:
    """A Chinese window lattice over the field (the ``L`` mask ``field``), faint."""
    w, h = img.size
    over = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    dr = ImageDraw.Draw(over)
    cell = max(6, round(w0 * 0.09)) * k
    colour = (*st.accent, 34)
    lw = max(1, k)
    for gy in range(-1, h // cell + 2):
        for gx in range(-1, w // cell + 2):
            x, y = gx * cell + (cell // 2 if gy % 2 else 0), gy * cell
            dr.rectangle((x, y, x + cell, y + cell), outline=colour, width=lw)
            q = cell / 4
            dr.line(
                [(x + q, y + q), (x + 3 * q, y + q), (x + 3 * q, y + 3 * q), (x + 2 * q, y + 3 * q)],
                fill=colour,
                width=lw,
            )
    over.putalpha(ImageChops.multiply(over.getchannel("A"), field))
    img.alpha_composite(over)


def _back_words(img: Image.Image, st: BackStyle, w: int, h: int) -> None:
    dr = ImageDraw.Draw(img)
    title = font("title", max(6, round(w * 0.12)))
    dr.text(
        (w / 2, h * 0.15),
        "BIG",
        font=title,
        fill=(*st.accent, 255),
        anchor="mm",
        stroke_width=max(1, w // 150),
        stroke_fill=(*EDGE, 255),
    )
    sub = font("title", max(6, round(w * 0.095)))
    dr.text(
        (w / 2, h * 0.235),
        "TROUBLE",
        font=sub,
        fill=(*st.accent, 255),
        anchor="mm",
        stroke_width=max(1, w // 150),
        stroke_fill=(*EDGE, 255),
    )
    label = st.label.upper()
    size = max(5, round(w * 0.068))
    while size > 5 and font("bold", size).getlength(label) > w * 0.62:
        size -= 1
    dr.text((w / 2, h * 0.83), label, font=font("bold", size), fill=(*st.accent, 255), anchor="mm")
