"""The painting kit behind the card pictures: colours, deterministic dice, a glowing canvas.

Pure pillow. :class:`Dice` is seeded from a text key through :mod:`bigtrouble.rng`, so a
picture depends only on its key, never on the clock or the run.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from functools import lru_cache
from typing import TypeVar

from attrs import frozen
from PIL import Image, ImageChops, ImageDraw, ImageFilter

from bigtrouble import rng

RGB = tuple[int, int, int]
T = TypeVar("T")


class Dice:
    """Deterministic random numbers for drawing, seeded from a text key (never the clock)."""

    def __init__(self, key: str) -> None:
        self._rng = rng.seeded(zlib.crc32(key.encode("utf-8")))

    def unit(self) -> float:
        """A number in [0, 1)."""
        value, self._rng = rng.next_u64(self._rng)
        return (value >> 11) / float(1 << 53)

    def uniform(self, a: float, b: float) -> float:
        """A number between ``a`` and ``b``."""
        return a + (b - a) * self.unit()

    def randint(self, a: int, b: int) -> int:
        """An integer from ``a`` to ``b`` inclusive."""
        return a + int(self.unit() * (b - a + 1))

    def chance(self, p: float) -> bool:
        """True with probability ``p``."""
        return self.unit() < p

    def pick(self, items: Sequence[T]) -> T:
        """One of ``items``."""
        return items[int(self.unit() * len(items))]


@frozen
class Palette:
    """The colours of one scene: sky from top to horizon, buildings, neon and glow."""

    sky_top: RGB
    sky_low: RGB
    ink: RGB
    neon: RGB
    glow: RGB


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """The colour a fraction ``t`` of the way from ``a`` to ``b``."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def hexrgb(text: str) -> RGB:
    """``"#rrggbb"`` as an RGB triple."""
    return (int(text[1:3], 16), int(text[3:5], 16), int(text[5:7], 16))


class Canvas:
    """An RGBA image addressed in unit coordinates, with a soft-glow layer on the side."""

    def __init__(self, size: tuple[int, int], background: tuple[int, int, int, int] = (0, 0, 0, 255)) -> None:
        self.w, self.h = size
        self.img = Image.new("RGBA", size, background)
        self._glow = Image.new("RGB", (max(1, self.w // 4), max(1, self.h // 4)), (0, 0, 0))
        self.glow_draw = ImageDraw.Draw(self._glow)

    def p(self, x: float, y: float) -> tuple[float, float]:
        """Unit coordinates to pixels."""
        return (x * self.w, y * self.h)

    def box(self, x0: float, y0: float, x1: float, y1: float) -> tuple[float, float, float, float]:
        """A unit-space box in pixels."""
        return (x0 * self.w, y0 * self.h, x1 * self.w, y1 * self.h)

    def gbox(self, x0: float, y0: float, x1: float, y1: float) -> tuple[float, float, float, float]:
        """A unit-space box in glow-layer pixels."""
        gw, gh = self._glow.size
        return (x0 * gw, y0 * gh, x1 * gw, y1 * gh)

    def glow_mask(self, mask: Image.Image, cx: float, cy: float, colour: RGB) -> None:
        """Add a glow shaped like ``mask`` (glow-layer pixels), centred on unit point (cx, cy)."""
        gx, gy = self.gbox(cx, cy, cx, cy)[:2]
        fill = Image.new("RGB", mask.size, colour)
        self._glow.paste(fill, (round(gx - mask.width / 2), round(gy - mask.height / 2)), mask)

    def layer(self) -> tuple[Image.Image, ImageDraw.ImageDraw]:
        """A fresh transparent layer to draw see-through shapes on; merge it with :meth:`merge`."""
        over = Image.new("RGBA", (self.w, self.h), (0, 0, 0, 0))
        return over, ImageDraw.Draw(over)

    def merge(self, over: Image.Image) -> None:
        """Composite a layer from :meth:`layer` over the picture."""
        self.img.alpha_composite(over)

    def soft(self) -> Soft:
        """A quarter-size transparent layer for shapes that will be blurred (clouds, fog, smoke)."""
        return Soft(max(1, self.w // 4), max(1, self.h // 4))

    def merge_soft(self, soft: Soft, blur: float) -> None:
        """Blur a :meth:`soft` layer (``blur`` in full-size pixels), enlarge it and lay it over the picture."""
        small = soft.img.convert("RGBa").filter(ImageFilter.GaussianBlur(blur * soft.w / self.w))
        self.img.alpha_composite(small.resize((self.w, self.h), Image.Resampling.BILINEAR).convert("RGBA"))

    def finish(self, glow_radius: float) -> Image.Image:
        """The picture with its glow layer blurred and added on top, as RGB."""
        glow = self._glow.filter(ImageFilter.GaussianBlur(glow_radius)).resize(
            (self.w, self.h), Image.Resampling.BILINEAR
        )
        return ImageChops.add(self.img.convert("RGB"), glow)

    def finish_rgba(self, glow_radius: float) -> Image.Image:
        """The picture with its glow added, keeping transparency; the glow itself shows as a halo."""
        glow = self._glow.filter(ImageFilter.GaussianBlur(glow_radius)).resize(
            (self.w, self.h), Image.Resampling.BILINEAR
        )
        rgb = ImageChops.add(self.img.convert("RGB"), glow)
        alpha = ImageChops.lighter(self.img.getchannel("A"), glow.convert("L").point(lambda v: min(255, v * 2)))
        rgb.putalpha(alpha)
        return rgb


class Soft:
    """A small transparent layer addressed in the same unit coordinates as its canvas."""

    def __init__(self, w: int, h: int) -> None:
        self.w, self.h = w, h
        self.img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
        self.draw = ImageDraw.Draw(self.img)

    def p(self, x: float, y: float) -> tuple[float, float]:
        """Unit coordinates to this layer's pixels."""
        return (x * self.w, y * self.h)

    def box(self, x0: float, y0: float, x1: float, y1: float) -> tuple[float, float, float, float]:
        """A unit-space box in this layer's pixels."""
        return (x0 * self.w, y0 * self.h, x1 * self.w, y1 * self.h)


def vertical_gradient(size: tuple[int, int], top: RGB, bottom: RGB) -> Image.Image:
    """An RGB image fading from ``top`` to ``bottom``."""
    w, h = max(1, size[0]), max(1, size[1])
    column = Image.linear_gradient("L").resize((1, h), Image.Resampling.BILINEAR)
    strip = Image.composite(Image.new("RGB", (1, h), bottom), Image.new("RGB", (1, h), top), column)
    return strip.resize((w, h), Image.Resampling.NEAREST)


def vignette(img: Image.Image, strength: float = 0.55) -> Image.Image:
    """Darken the edges of an RGB picture."""
    mask = _vignette_mask(round(strength * 100)).resize(img.size, Image.Resampling.BILINEAR)
    return Image.composite(Image.new("RGB", img.size, (0, 0, 0)), img, mask)


@lru_cache(maxsize=8)
def _vignette_mask(percent: int) -> Image.Image:
    return (
        Image.radial_gradient("L")
        .resize((64, 64))
        .point(lambda v: int(min(255, max(0, (v - 90) * 1.6)) * percent / 100))
    )


# --- scenes -------------------------------------------------------------------------
