"""Card faces as QPixmaps: pillow images converted once and kept in an LRU cache.

Faces come from ``bigtrouble.cardface`` (pure pillow, no Qt). Until that module
lands, :mod:`ui.standin_face` draws them behind the same interface. Pixmaps are
rendered at the exact device-pixel size they are shown at, so they are never
rescaled while painting (crisp text, cheap paints).
"""

from __future__ import annotations

import functools
import importlib
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from PIL import Image, ImageChops, ImageFilter
from PySide6.QtGui import QImage, QPixmap

from bigtrouble.cards.defs import CardDef
from bigtrouble.cards.registry import CARDS

RenderCard = Callable[[CardDef, int], Image.Image]
RenderBack = Callable[[str, int], Image.Image]


@functools.cache
def renderers() -> tuple[RenderCard, RenderBack, str]:
    """The card renderer in use: ``bigtrouble.cardface`` when present, else the stand-in."""
    try:
        mod: Any = importlib.import_module("bigtrouble.cardface")
        return mod.render_card, mod.render_back, "cardface"
    except ModuleNotFoundError as exc:
        if exc.name != "bigtrouble.cardface":
            raise
    from ui import standin_face

    return standin_face.render_card, standin_face.render_back, "stand-in"


def to_pixmap(img: Image.Image, ratio: float = 1.0) -> QPixmap:
    """Convert a pillow image to a QPixmap (``ratio`` is the device pixel ratio)."""
    rgba = img.convert("RGBA") if img.mode != "RGBA" else img
    data = rgba.tobytes("raw", "RGBA")
    qimg = QImage(data, rgba.width, rgba.height, rgba.width * 4, QImage.Format.Format_RGBA8888).copy()
    pm = QPixmap.fromImage(qimg)
    pm.setDevicePixelRatio(ratio)
    return pm


class PixmapCache:
    """Card faces and backs by (key, pixel width), least recently used dropped first."""

    def __init__(self, capacity: int = 600) -> None:
        """An empty cache holding up to ``capacity`` pixmaps."""
        self.capacity = capacity
        self._items: OrderedDict[tuple[str, int], QPixmap] = OrderedDict()
        self.misses = 0

    def _get(self, key: tuple[str, int], make: Callable[[], Image.Image], ratio: float) -> QPixmap:
        pm = self._items.get(key)
        if pm is not None:
            self._items.move_to_end(key)
            return pm
        self.misses += 1
        pm = to_pixmap(make(), ratio)
        self._items[key] = pm
        if len(self._items) > self.capacity:
            self._items.popitem(last=False)
        return pm

    def face(self, card_id: str, width: int, ratio: float = 1.0) -> QPixmap:
        """The face of card definition ``card_id``, ``width`` device pixels wide."""
        render_card = renderers()[0]
        return self._get((card_id, width), lambda: render_card(CARDS[card_id], width), ratio)

    def back(self, kind: str, width: int, ratio: float = 1.0) -> QPixmap:
        """The back of a card of ``kind``, ``width`` device pixels wide."""
        render_back = renderers()[1]
        return self._get(("back:" + kind, width), lambda: render_back(kind, width), ratio)

    def clear(self) -> None:
        """Forget every pixmap (after the renderer or the screen changes)."""
        self._items.clear()

    def __len__(self) -> int:
        return len(self._items)


@functools.cache
def felt(rgb: tuple[int, int, int], size: int = 256, grain: float = 28.0) -> QPixmap:
    """A seamless-looking felt texture tile of colour ``rgb``, drawn with pillow noise."""
    noise = Image.effect_noise((size, size), grain).filter(ImageFilter.GaussianBlur(0.6))
    fibres = Image.effect_noise((size, size), grain * 1.5).filter(ImageFilter.BoxBlur(2))
    mixed = ImageChops.blend(noise, fibres, 0.5)
    base = Image.new("RGB", (size, size), rgb)
    light = Image.new("RGB", (size, size), tuple(min(255, c + 40) for c in rgb))
    dark = Image.new("RGB", (size, size), tuple(max(0, c - 40) for c in rgb))
    out = Image.composite(light, dark, mixed)
    out = ImageChops.blend(base, out, 0.35)
    return to_pixmap(out)
