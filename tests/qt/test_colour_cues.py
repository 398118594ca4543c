"""Colour is never the only cue: the mat is rendered, seen through colour-blindness simulations, and checked.

Each Hero class has its own icon shape (not only its colour), and a lit target differs from an unlit card by
its brightness, not only by its hue, for people with deuteranopia, protanopia or tritanopia as well.
The simulation matrices are Machado, Oliveira and Fernandes (2009) at full severity, applied to the
screen's colours (an approximation that keeps brightness differences honest).
"""

from __future__ import annotations

import itertools

import pytest
from PIL import Image, ImageChops, ImageStat
from PySide6.QtCore import QBuffer, QIODevice, QRectF
from PySide6.QtWidgets import QApplication
from qthelpers import start

from bigtrouble.cards.defs import HeroClass
from bigtrouble.faces.glyphs import icon_mask
from bigtrouble.teaching.position import position
from ui.window.main_window import MainWindow

SIMULATIONS = {
    "deuteranopia": (0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881),
    "protanopia": (0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998),
    "tritanopia": (1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900),
}


def simulate(img: Image.Image, kind: str) -> Image.Image:
    """``img`` as seen with ``kind`` of colour blindness."""
    m = SIMULATIONS[kind]
    return img.convert("RGB").convert("RGB", (*m[0:3], 0, *m[3:6], 0, *m[6:9], 0))


def test_every_class_has_its_own_shape() -> None:
    """Two class icons differ in at least a fifth of their pixels with no colour at all (masks only)."""
    size = 32
    masks = {c: icon_mask(c.value, size).point(lambda v: 255 if v > 127 else 0) for c in HeroClass}
    for a, b in itertools.combinations(HeroClass, 2):
        differing = ImageStat.Stat(ImageChops.difference(masks[a], masks[b])).mean[0] / 255
        assert differing > 0.2, (a, b, differing)


def _grab(window: MainWindow) -> Image.Image:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    window.view.viewport().grab().save(buffer, "PNG")
    import io

    return Image.open(io.BytesIO(bytes(buffer.data()))).convert("RGB")


def _band(img: Image.Image, box: QRectF, pad: int) -> float:
    """The mean brightness of the ring just outside ``box`` (where a card's glow is drawn)."""
    outer = img.crop((int(box.left()) - pad, int(box.top()) - pad, int(box.right()) + pad, int(box.bottom()) + pad))
    inner_mask = Image.new("L", outer.size, 255)
    inner_mask.paste(0, (pad, pad, outer.size[0] - pad, outer.size[1] - pad))
    return ImageStat.Stat(outer.convert("L"), inner_mask).mean[0]


@pytest.mark.parametrize("kind", sorted(SIMULATIONS))
def test_a_lit_target_is_brighter_than_the_same_card_unlit_for_every_eye(window: MainWindow, kind: str) -> None:
    """The same hand card, lit (it can be played) and then unlit (a bot's turn offers the person nothing)."""
    s = position(hands=[["Chang Sing Warrior"], []])
    start(window, s)
    for _ in range(5):
        QApplication.processEvents()
    scene = window.scene
    card = next(i for i in scene.cards.values() if i.zone == "hand")
    assert scene.card_action.get(card.uid) is not None
    face = card.mapRectToScene(QRectF(0, 0, card.w, card.h))  # the card itself, without the room for its glow
    box = window.view.mapFromScene(face).boundingRect().toRectF()
    pad = 6  # the glow is drawn in the 8 scene pixels around the card
    lit = _band(simulate(_grab(window), kind), box, pad)
    scene.watching = lambda _s: "a bot is playing"
    scene.sync(s, animate=False)
    for _ in range(5):
        QApplication.processEvents()
    assert scene.card_action.get(card.uid) is None
    unlit = _band(simulate(_grab(window), kind), box, pad)
    assert lit - unlit > 25, (kind, lit, unlit)  # of 255: a plain brightness step, not a change of hue
