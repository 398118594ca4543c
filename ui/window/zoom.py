"""The card zoom: a card shown large over the mat.

It comes up after a short hover, at once for the keyboard highlight, and pinned (with its keyword notes
and where the card comes from) by a right-click. It keeps off Attack, Recruit, End Turn and Heal; the
keyboard's zoom also keeps off the lit card and a choice's prompt, and stays down where it can't.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, QPointF, QRect, QRectF, QTimer
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QWidget

from ui.window.frame import viewer_spot

if TYPE_CHECKING:
    from ui.mat.curtain import Curtain
    from ui.mat.scene import MatScene
    from ui.mat.view import MatView
    from ui.panels.card_viewer import CardViewer

HOVER_MS = 350
"""How long the pointer rests on a card before its zoom comes up."""

KEY_SCALES = (1.0, 0.8, 0.6, 0.45)
"""The sizes the keyboard's zoom tries, largest first, until one fits beside what it must leave in sight."""


class CardZoom(QObject):
    """Shows ``viewer`` over ``central`` for the cards of ``scene`` (seen through ``view``).

    ``enabled()`` says whether the hover and keyboard zooms are wanted (View > Large Card on Hover);
    nothing comes up while ``curtain`` is.
    """

    def __init__(
        self,
        viewer: CardViewer,
        central: QWidget,
        view: MatView,
        scene: MatScene,
        curtain: Curtain,
        enabled: Callable[[], bool],
    ) -> None:
        """A zoom, down, following the scene's hover and keyboard highlight."""
        super().__init__(central)
        self.viewer, self.central, self.view, self.scene, self.curtain = viewer, central, view, scene, curtain
        self.enabled = enabled
        self._hover_id = ""
        self._by_keys = False  # the zoom up is the keyboard highlight's
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(HOVER_MS)
        self.timer.timeout.connect(lambda: self.show(self._hover_id, False))
        scene.hovered.connect(self.hovered)
        scene.key_focused.connect(self.key_focused)
        scene.inspected.connect(lambda card_id: self.show(card_id, True))

    def hovered(self, card_id: str) -> None:
        """The pointer rests on ``card_id`` (or left every card: ``""``)."""
        self._hover_id = card_id
        if not card_id:
            self.timer.stop()
            self.viewer.hide_card()
        elif self.enabled():
            self.timer.start()

    def key_focused(self, card_id: str, box: QRectF) -> None:
        """The keyboard highlight moved onto ``card_id`` at ``box`` on the mat (or off every card: ``""``).

        The card is shown large at once, where it covers neither that card, the buttons nor a choice's
        prompt: smaller and saying less until it fits, and not at all where nothing fits (a small screen
        during a choice). Off every card, a zoom the highlight showed goes.
        """
        if card_id and self.enabled():
            self.timer.stop()
            keep = [self._in_central(box)]
            if self.scene.prompt.isVisible():
                keep.append(self._in_central(self.scene.prompt.sceneBoundingRect()))
            for scale in KEY_SCALES:  # each size tried as a draft (no face drawn), the one that fits shown
                self.show(card_id, False, keep[0].center(), tuple(keep), scale, draft=True)
                if self.viewer.card_id == card_id and not any(
                    self.viewer.geometry().intersects(r) for r in self.keep_clear() + keep
                ):
                    self.show(card_id, False, keep[0].center(), tuple(keep), scale)
                    self._by_keys = self.viewer.card_id == card_id
                    break
            else:
                self.viewer.hide_card()
        elif self._by_keys:
            self._by_keys = False
            self.viewer.hide_card()

    def show(
        self,
        card_id: str,
        pinned: bool,
        at: QPoint | None = None,
        keep: tuple[QRect, ...] = (),
        scale: float = 1.0,
        draft: bool = False,
    ) -> None:
        """Show ``card_id`` large (``scale`` times the usual size), away from ``at`` (the centre's pixels; by
        default the pointer), the buttons and ``keep``; a ``draft`` only sizes and places the viewer, unshown.
        A pinned card is never replaced by an unpinned one."""
        if not card_id or self.curtain.isVisible() or (self.viewer.pinned and not pinned):
            return  # hovering never replaces a pinned card (its keywords are being read)
        self._by_keys = False
        lay = self.scene.lay
        room = self.central.height() - 24
        width = max(150, int(max(180, min(420, int(lay.card_w * 2.8), int((room - 150) / 1.4))) * scale))
        self.viewer.show_card(card_id, width, pinned, int(room * scale) if scale < 1 else None, draft)
        pos = at if at is not None else self.central.mapFromGlobal(QCursor.pos())
        self.viewer.move(viewer_spot(self.central.size(), self.viewer.size(), pos, [*self.keep_clear(), *keep]))

    def keep_clear(self) -> list[QRect]:
        """What the zoom must never cover: Attack, Recruit and the buttons beside them (in the centre's pixels)."""
        lay = self.scene.lay
        box = lay.attack.union(lay.recruit).union(lay.end_turn).union(lay.play_all).union(lay.heal)
        top_left = self.view.mapFromScene(QPointF(box.x, box.y))
        bottom_right = self.view.mapFromScene(QPointF(box.right, box.bottom))
        return [QRect(top_left, bottom_right).adjusted(-10, -10, 10, 10)]  # with their glow

    def hide(self) -> None:
        """Take the zoom down, pinned or not, and forget the card hovered."""
        self.timer.stop()
        self._hover_id = ""
        self.viewer.hide_card(force=True)

    def _in_central(self, box: QRectF) -> QRect:
        rect = self.view.mapFromScene(box).boundingRect()
        return QRect(self.view.mapTo(self.central, rect.topLeft()), rect.size())
