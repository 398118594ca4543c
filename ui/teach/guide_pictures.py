"""The How to Play guide's pictures, drawn by the game itself: the real mat and the real card faces.

Mat pictures come from the client's own :class:`ui.mat.scene.MatScene`, laid out offscreen for a
prepared position (``bigtrouble.teaching.position``) and cropped to the part a page talks about,
with a few marks (outlines, arrows, numbers) painted on top. Card pictures use the card
renderer (``bigtrouble.faces.cardface.render_card``) and the class icons the faces use
(``bigtrouble.faces.glyphs``). Every picture is :data:`SIZE` and drawn once, then cached.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPaintEvent, QPen, QPixmap, QPolygonF, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from bigtrouble.model import State
from ui.mat.layout import Box, MatLayout

SIZE = (880, 400)
"""Every picture's size in pixels (the guide scales it to the window)."""
MAT_SIZE = (1280, 720)
"""The size the mat is laid out at before a part of it is cropped."""
BACKDROP = QColor(20, 44, 38)
INK = QColor(250, 214, 92)
TEXT = QColor(246, 239, 224)


@dataclass(frozen=True)
class Mark:
    """Something painted over a mat picture, in mat coordinates.

    ``kind`` is ``"box"`` (an outline of ``box`` with ``label`` above it), ``"arrow"``
    (from ``start`` to ``end``) or ``"number"`` (a disc at ``start`` showing ``label``,
    with ``note`` in a tag beside it).
    """

    kind: str
    box: Box | None = None
    start: tuple[float, float] = (0, 0)
    end: tuple[float, float] = (0, 0)
    label: str = ""
    note: str = ""


def canvas() -> QImage:
    """An empty picture, the guide's felt colour."""
    img = QImage(SIZE[0], SIZE[1], QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(BACKDROP)
    return img


def _painter(img: QImage) -> QPainter:
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    return p


def render_mat(s: State, size: tuple[int, int] = MAT_SIZE) -> tuple[QImage, MatLayout]:
    """The whole mat for ``s`` as the client draws it, laid out at ``size``, with its layout."""
    from ui.mat.scene import MatScene

    scene = MatScene(lambda action: "This is a picture.")
    scene.anim_ms = 0
    scene.resize_mat(*size)
    scene.sync(s, animate=False)
    scene.prompt.hide()
    img = QImage(size[0], size[1], QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(BACKDROP)
    p = _painter(img)
    scene.render(p, QRectF(0, 0, *size), QRectF(0, 0, *size))
    p.end()
    lay = scene.lay
    scene.clear()
    return img, lay


def mat_picture(s: State, crop: Callable[[MatLayout], Box] | None = None, marks: Sequence[Mark] = ()) -> QImage:
    """The part ``crop`` picks of the mat for ``s`` (all of it if None), fitted to :data:`SIZE`, with ``marks``."""
    mat, lay = render_mat(s)
    box = crop(lay) if crop is not None else Box(0, 0, lay.width, lay.height)
    scale = min(SIZE[0] / box.w, SIZE[1] / box.h)
    ox = (SIZE[0] - box.w * scale) / 2 - box.x * scale
    oy = (SIZE[1] - box.h * scale) / 2 - box.y * scale
    img = canvas()
    p = _painter(img)
    p.translate(ox, oy)
    p.scale(scale, scale)
    p.drawImage(QRectF(box.x, box.y, box.w, box.h), mat, QRectF(box.x, box.y, box.w, box.h))
    p.resetTransform()

    def at(x: float, y: float) -> QPointF:
        return QPointF(ox + x * scale, oy + y * scale)

    for m in marks:
        _mark(p, m, at)
    p.end()
    return img


def _mark(p: QPainter, m: Mark, at: Callable[[float, float], QPointF]) -> None:
    pen = QPen(INK, 4)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    if m.kind == "box" and m.box is not None:
        a, b = at(m.box.x, m.box.y), at(m.box.right, m.box.bottom)
        rect = QRectF(a, b).adjusted(-4, -4, 4, 4)
        p.drawRoundedRect(rect, 8, 8)
        if m.label:
            _tag(p, m.label, QPointF(rect.center().x(), rect.top() - 16))
    elif m.kind == "arrow":
        _arrow(p, at(*m.start), at(*m.end))
        if m.label:
            a, b = at(*m.start), at(*m.end)
            _tag(p, m.label, QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2 - 20))
    elif m.kind == "number":
        c = at(*m.start)
        p.setBrush(INK)
        p.setPen(QPen(QColor(60, 30, 10), 2))
        p.drawEllipse(c, 17, 17)
        p.setFont(_font(15, bold=True))
        p.setPen(QColor(40, 20, 6))
        p.drawText(QRectF(c.x() - 17, c.y() - 17, 34, 34), Qt.AlignmentFlag.AlignCenter, m.label)
        if m.note:
            p.setFont(_font(15, bold=True))
            half = (p.fontMetrics().horizontalAdvance(m.note) + 16) / 2
            right = c.x() + 24 + 2 * half <= SIZE[0] - 4
            _tag(p, m.note, QPointF(c.x() + 24 + half if right else c.x() - 24 - half, c.y()))


def _font(px: int, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(px)
    f.setBold(bold)
    return f


def _tag(p: QPainter, text: str, centre: QPointF) -> None:
    """A small dark label with light words, centred at ``centre``, kept inside the picture."""
    p.setFont(_font(15, bold=True))
    w = p.fontMetrics().horizontalAdvance(text) + 16
    h = 24
    x = min(max(4.0, centre.x() - w / 2), SIZE[0] - w - 4)
    y = min(max(4.0, centre.y() - h / 2), SIZE[1] - h - 4)
    rect = QRectF(x, y, w, h)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(16, 12, 10, 225))
    p.drawRoundedRect(rect, 6, 6)
    p.setPen(INK)
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def _arrow(p: QPainter, a: QPointF, b: QPointF) -> None:
    import math

    p.drawLine(a, b)
    angle = math.atan2(b.y() - a.y(), b.x() - a.x())
    head = 14
    left = QPointF(b.x() - head * math.cos(angle - 0.45), b.y() - head * math.sin(angle - 0.45))
    right = QPointF(b.x() - head * math.cos(angle + 0.45), b.y() - head * math.sin(angle + 0.45))
    p.setBrush(INK)
    p.drawPolygon(QPolygonF([b, left, right]))
    p.setBrush(Qt.BrushStyle.NoBrush)


def _pil_to_qimage(img: object) -> QImage:
    from PIL import Image

    assert isinstance(img, Image.Image)
    rgba = img.convert("RGBA")
    data = rgba.tobytes("raw", "RGBA")
    return QImage(data, rgba.width, rgba.height, rgba.width * 4, QImage.Format.Format_RGBA8888).copy()


def card_image(card: str, width: int) -> QImage:
    """The face of ``card`` (an id or a name) at ``width`` pixels, as the game draws it."""
    from bigtrouble.faces.cardface import render_card
    from bigtrouble.teaching.position import find_card

    return _pil_to_qimage(render_card(find_card(card), width))


def icon_image(name: str, size: int, colour: tuple[int, int, int]) -> QImage:
    """The card faces' icon ``name`` (``bigtrouble.faces.glyphs``) painted in ``colour``."""
    from PIL import Image

    from bigtrouble.faces.glyphs import icon_mask

    img = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    img.paste(Image.new("RGBA", (size, size), (*colour, 255)), (0, 0), icon_mask(name, size))
    return _pil_to_qimage(img)


def cards_picture(
    cards: Sequence[str], captions: Sequence[str] = (), arrows: bool = False, icons: Sequence[str] = ()
) -> QImage:
    """Card faces side by side with a caption under each; ``arrows`` joins them left to right.

    ``icons`` puts a class icon (in the class's frame colour, as on the faces) above each card.
    """
    from bigtrouble.faces.cardface import CLASS_STYLES

    n = max(1, len(cards))
    gap = 46 if arrows else 18
    top = 52 if icons else 8
    caption_h = 30 if captions else 0
    width = int(min((SIZE[0] - 16 - gap * (n - 1)) / n, (SIZE[1] - top - caption_h - 12) / 1.4))
    height = round(width * 1.4)
    total = n * width + (n - 1) * gap
    x0 = (SIZE[0] - total) / 2
    y0 = top + (SIZE[1] - top - caption_h - height) / 2
    img = canvas()
    p = _painter(img)
    for i, card in enumerate(cards):
        x = x0 + i * (width + gap)
        p.drawImage(QRectF(x, y0, width, height), card_image(card, width))
        if i < len(captions) and captions[i]:
            _tag(p, captions[i], QPointF(x + width / 2, y0 + height + 16))
        if i < len(icons) and icons[i]:
            p.drawImage(
                QRectF(x + width / 2 - 20, y0 - 48, 40, 40), icon_image(icons[i], 40, CLASS_STYLES[icons[i]].light)
            )
        if arrows and i + 1 < n:
            pen = QPen(INK, 4)
            p.setPen(pen)
            mid = y0 + height / 2
            _arrow(p, QPointF(x + width + 6, mid), QPointF(x + width + gap - 6, mid))
    p.end()
    return img


def drawn(img: QImage) -> bool:
    """Whether a picture holds more than its backdrop (something was really drawn)."""
    if img.isNull():
        return False
    small = img.scaled(64, 32)
    back = BACKDROP.rgb()
    return sum(1 for y in range(small.height()) for x in range(small.width()) if small.pixel(x, y) != back) > 200


class Picture(QWidget):
    """A page's picture, as large as the space allows, never stretched, never taller than its width asks."""

    def __init__(self) -> None:
        """An empty picture."""
        super().__init__()
        self.image = QImage()
        self._scaled: QPixmap | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(150)

    def set_image(self, image: QImage) -> None:
        """Show ``image``."""
        self.image = image
        self._scaled = None
        self.update()

    def scaled(self) -> QPixmap:
        """The picture at the size it is painted (device pixels)."""
        ratio = self.devicePixelRatioF()
        w, h = max(1, int(self.width() * ratio)), max(1, int(self.height() * ratio))
        if self._scaled is None or (self._scaled.width() != w and self._scaled.height() != h):
            pm = QPixmap.fromImage(self.image).scaled(
                w, h, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
            )
            pm.setDevicePixelRatio(ratio)
            self._scaled = pm
        return self._scaled

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        """No taller than the picture is at this width (the rest of the page moves up)."""
        super().resizeEvent(event)
        self.setMaximumHeight(max(self.minimumHeight(), round(self.width() * SIZE[1] / SIZE[0])))
        self._scaled = None

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        """The picture, centred."""
        if self.image.isNull():
            return
        pm = self.scaled()
        ratio = pm.devicePixelRatio()
        x = (self.width() - pm.width() / ratio) / 2
        y = (self.height() - pm.height() / ratio) / 2
        p = QPainter(self)
        p.drawPixmap(QPointF(x, y), pm)
        p.end()
