"""Card faces as QPixmaps: pillow images converted once and kept in an LRU cache.

Faces come from ``bigtrouble.faces.cardface`` (pure pillow, no Qt). Pixmaps are
rendered at the exact device-pixel size they are shown at, so they are never
rescaled while painting (crisp text, cheap paints).
"""

from __future__ import annotations

import functools
import hashlib
import importlib
import importlib.util
import sys
import weakref
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QImage, QPixmap

from bigtrouble.cards.defs import CardDef
from bigtrouble.cards.registry import CARDS
from bigtrouble.cards.text import card_text
from bigtrouble.resources import asset_path

if TYPE_CHECKING:
    from PIL import Image

RenderCard = Callable[[CardDef, int], "Image.Image"]
RenderBack = Callable[[str, int], "Image.Image"]

RENDERER_MODULE = "bigtrouble.faces.cardface"
"""Where card faces come from (imported, with pillow, only when a face is first drawn)."""

DISK: list[Path] = []
"""The folder where drawn pixmaps are kept between runs (set by the window; empty: nowhere)."""


DRAWING_PACKAGE = "bigtrouble.faces"
"""The package whose every source file decides what a face looks like."""

FONT_FOLDER = "fonts"
"""The assets folder whose font files the faces are written in."""


def drawing_files() -> list[Path]:
    """Every file whose bytes decide how a face is drawn: the drawing package's sources, then the fonts.

    Found without importing the package. In a PyInstaller bundle there are no sources, so
    only the fonts are listed (and :func:`renderer_tag` adds the program itself).
    """
    spec = importlib.util.find_spec(DRAWING_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError(f"the card renderer {DRAWING_PACKAGE} is missing")
    sources = [p for folder in spec.submodule_search_locations for p in sorted(Path(folder).rglob("*.py"))]
    fonts = sorted(p for p in asset_path(FONT_FOLDER).iterdir() if p.is_file())
    return sources + fonts


def fingerprint(files: list[Path], extra: str = "") -> str:
    """A short digest of the names and bytes of ``files`` (and ``extra``): it changes when any of them does."""
    h = hashlib.sha1(extra.encode())  # the fastest here (about 2 ms for the fonts' 2.3 MB); not a security hash
    for path in files:
        h.update(path.name.encode() + b"\0")
        h.update(path.read_bytes())
        h.update(b"\0")
    return h.hexdigest()[:16]


@functools.cache
def renderer_tag() -> str:
    """The folder name for faces drawn by this renderer: a fingerprint of the drawing package and the fonts.

    Worked out once per process (a few megabytes hashed). In a PyInstaller bundle there is
    no source file: the program itself stands for them (every rebuild writes it anew, so an
    updated game never shows the old faces).
    """
    files = drawing_files()
    extra = ""
    if not any(p.suffix == ".py" for p in files):
        stat = Path(sys.executable).stat()
        extra = f"{stat.st_size}-{stat.st_mtime_ns}"
    return f"{RENDERER_MODULE.rsplit('.', 1)[-1]}-{fingerprint(files, extra)}"


@functools.cache
def renderers() -> tuple[RenderCard, RenderBack]:
    """The renderer's ``render_card`` and ``render_back`` (imported, with pillow, only when a face is drawn)."""
    mod: Any = importlib.import_module(RENDERER_MODULE)
    return mod.render_card, mod.render_back


@functools.cache
def card_digest(card_id: str) -> str:
    """A short fingerprint of a card: its definition and its printed text (worded by the effects' own
    code), so a changed card, or a change in how its abilities are worded, gets a new face on disk."""
    d = CARDS[card_id]
    return hashlib.sha1(f"{d!r}\n{card_text(d)}".encode()).hexdigest()[:12]


def to_image(img: Image.Image) -> QImage:  # noqa: F821
    """Copy a pillow image into a QImage of its own (safe to hand to another thread)."""
    rgba = img.convert("RGBA") if img.mode != "RGBA" else img
    data = rgba.tobytes("raw", "RGBA")
    return QImage(data, rgba.width, rgba.height, rgba.width * 4, QImage.Format.Format_RGBA8888).copy()


def to_pixmap(img: Image.Image, ratio: float = 1.0) -> QPixmap:  # noqa: F821
    """Convert a pillow image to a QPixmap (``ratio`` is the device pixel ratio)."""
    pm = QPixmap.fromImage(to_image(img))
    pm.setDevicePixelRatio(ratio)
    return pm


def write_png(img: QImage, path: Path) -> None:
    """Save ``img`` as the PNG file ``path`` whole or not at all (through a temporary file beside it).

    Qt writes it, not pillow: pillow's first save imports every image plugin it has (JPEG, GIF,
    BMP... about 20 ms holding the interpreter lock, while the game starts).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.stem}.tmp{path.suffix}")  # Qt picks the format by the file's ending
    try:
        if not img.save(str(tmp)):
            raise OSError(f"Qt could not write {tmp}")
        tmp.replace(path)
    except OSError:
        tmp.unlink(missing_ok=True)  # a full or read-only disk: the face is drawn again next time


class PixmapCache:
    """Card faces and backs by (key, pixel width), least recently used dropped first."""

    def __init__(self, capacity: int = 600, disk: Path | None = None) -> None:
        """An empty cache holding up to ``capacity`` pixmaps; with ``disk``, faces are also kept as PNG files there.

        Reading a small PNG is several times faster than drawing the face, which shortens the start.
        """
        self.capacity = capacity
        self.disk = disk
        self._items: OrderedDict[tuple[str, int], QPixmap] = OrderedDict()
        self.misses = 0
        self._writer: ThreadPoolExecutor | None = None
        _LIVE.add(self)
        self._writes: list[Future[None]] = []

    def _file(self, key: tuple[str, int]) -> Path | None:
        if self.disk is None:
            return None
        name, width = key
        digest = card_digest(name) if name in CARDS else name.replace(":", "-")
        return self.disk / renderer_tag() / f"{name.replace('/', '_').replace(':', '-')}-{digest}-{width}.png"

    def _get(self, key: tuple[str, int], make: Callable[[], Image.Image], ratio: float) -> QPixmap:
        pm = self._items.get(key)
        if pm is not None:
            self._items.move_to_end(key)
            return pm
        self.misses += 1
        path = self._file(key)
        pm = QPixmap(str(path)) if path is not None and path.exists() else QPixmap()
        if pm.isNull():
            image = to_image(make())
            pm = QPixmap.fromImage(image)
            if path is not None:
                self._write_later(image, path)
        pm.setDevicePixelRatio(ratio)
        self._items[key] = pm
        if len(self._items) > self.capacity:
            self._items.popitem(last=False)
        return pm

    def _write_later(self, img: QImage, path: Path) -> None:
        """Save ``img`` as ``path`` on a worker thread: PNG encoding takes milliseconds the GUI thread
        can't spare (Qt lets go of the interpreter lock while it compresses)."""
        if self._writer is None:
            self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="face-writer")
        self._writes.append(self._writer.submit(write_png, img, path))
        self._writes = [f for f in self._writes if not f.done()]

    def flush_writes(self) -> None:
        """Wait until every face file asked for so far is on disk."""
        for f in self._writes:
            f.result()
        self._writes = []

    def has_face(self, card_id: str, width: int) -> bool:
        """Whether the face of ``card_id`` at ``width`` device pixels is in memory already."""
        return (card_id, width) in self._items

    def face(self, card_id: str, width: int, ratio: float = 1.0) -> QPixmap:
        """The face of card definition ``card_id``, ``width`` device pixels wide."""
        return self._get((card_id, width), lambda: renderers()[0](CARDS[card_id], width), ratio)

    def back(self, kind: str, width: int, ratio: float = 1.0) -> QPixmap:
        """The back of a card of ``kind``, ``width`` device pixels wide."""
        return self._get(("back:" + kind, width), lambda: renderers()[1](kind, width), ratio)

    def clear(self) -> None:
        """Forget every pixmap (after the renderer or the screen changes)."""
        self._items.clear()

    def __len__(self) -> int:
        return len(self._items)


_LIVE: weakref.WeakSet[PixmapCache] = weakref.WeakSet()
"""Every cache alive, so a program can wait for all their face files before it removes their folder."""


def flush_all_writes() -> None:
    """Wait until every face file any cache asked for is on disk (a self-test, before its folder goes)."""
    for cache in list(_LIVE):
        cache.flush_writes()


class FaceWarmer(QObject):
    """Draws the faces a game will need in idle time, one per event-loop turn, so no action waits for one.

    ``busy()`` says when to hold back (an animation is playing): a face takes about 10 ms to draw.
    """

    def __init__(self, cache: PixmapCache, busy: Callable[[], bool], parent: QObject | None = None) -> None:
        """A warmer filling ``cache``, idle until :meth:`want` is called."""
        super().__init__(parent)
        self.cache = cache
        self.busy = busy
        self._queue: list[tuple[str, int, float]] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._tick)

    def want(self, faces: list[tuple[str, int, float]]) -> None:
        """Draw these (card id, device pixel width, ratio) faces soon, in this order, skipping the ones in memory."""
        seen: set[tuple[str, int]] = set()
        queue = []
        for card_id, width, ratio in faces:
            if (card_id, width) not in seen and card_id in CARDS and not self.cache.has_face(card_id, width):
                seen.add((card_id, width))
                queue.append((card_id, width, ratio))
        self._queue = queue
        if queue:
            self._timer.start(0)

    def pending(self) -> int:
        """How many faces are still to draw."""
        return len(self._queue)

    def _tick(self) -> None:
        if not self._queue:
            return
        if self.busy():
            self._timer.start(40)
            return
        card_id, width, ratio = self._queue.pop(0)
        if not self.cache.has_face(card_id, width):
            self.cache.face(card_id, width, ratio)
        if self._queue:
            self._timer.start(0)


@functools.cache
def felt(rgb: tuple[int, int, int], size: int = 256, grain: float = 28.0) -> QPixmap:
    """A felt texture tile of colour ``rgb``, drawn with pillow noise once and then kept on disk."""
    path = DISK[0] / "mat" / f"felt-{rgb[0]}-{rgb[1]}-{rgb[2]}-{size}-{grain}.png" if DISK else None
    if path is not None and path.exists():
        pm = QPixmap(str(path))
        if not pm.isNull():
            return pm
    from PIL import Image, ImageChops, ImageFilter

    noise = Image.effect_noise((size, size), grain).filter(ImageFilter.GaussianBlur(0.6))
    fibres = Image.effect_noise((size, size), grain * 1.5).filter(ImageFilter.BoxBlur(2))
    mixed = ImageChops.blend(noise, fibres, 0.5)
    base = Image.new("RGB", (size, size), rgb)
    light = Image.new("RGB", (size, size), tuple(min(255, c + 40) for c in rgb))
    dark = Image.new("RGB", (size, size), tuple(max(0, c - 40) for c in rgb))
    out = Image.composite(light, dark, mixed)
    out = ImageChops.blend(base, out, 0.35)
    pm = to_pixmap(out)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        pm.save(str(path), "PNG")
    return pm
