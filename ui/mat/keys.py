"""The mat's keyboard highlight: which legal move Tab has reached, drawn on the item standing for it.

Tab and Shift+Tab step through the legal moves (``ui.mat.view.MatView`` reads the keys), Enter does the
highlighted one and Esc drops it. The card under the highlight is announced (``key_focused``) so the
window can show it large.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF

from bigtrouble.actions import Action, EndTurn, Heal

if TYPE_CHECKING:
    from bigtrouble.model import State
    from ui.mat.buttons import ButtonItem
    from ui.mat.items import CardItem
    from ui.mat.placement import Spot
    from ui.mat.prompts import PromptPanel


class KeyboardFocus:
    """Mixed into ``ui.mat.scene.MatScene``, which owns everything declared here."""

    state: State | None
    legal: list[Action]
    card_action: dict[int, Action]
    cards: dict[int, CardItem]
    spots: dict[int, Spot]
    end_turn: ButtonItem
    heal: ButtonItem
    prompt: PromptPanel
    focus_index: int
    focus_fresh: bool
    """The highlight was put on the first move by the game after a move: the next Tab keeps it there."""
    _key_card: tuple[str, QRectF]
    status: Any  # the scene's signals (str) and (str, QRectF)
    key_focused: Any
    _bot_turn: Callable[[State | None], bool]
    _do: Callable[[Action], bool]

    def focus_step(self, step: int) -> Action | None:
        """Move the keyboard focus to the next (or previous) legal action; return it."""
        if self._bot_turn(self.state) or not self.legal:
            return None
        if self.focus_fresh and step == 1 and self.focus_index == 0:
            self.focus_fresh = False  # after a move Tab starts again from the first move, never one past it
        else:
            self.focus_fresh = False
            self.focus_index = (self.focus_index + step) % len(self.legal)
        self._show_focus()
        act = self.legal[self.focus_index]
        if self.state is not None:
            self.status.emit(f"{act.describe(self.state)} — press Enter")
        return act

    def focused_action(self) -> Action | None:
        """The action under the keyboard focus."""
        if 0 <= self.focus_index < len(self.legal):
            return self.legal[self.focus_index]
        return None

    def clear_focus(self) -> None:
        """Drop the keyboard focus."""
        self.focus_index = -1
        self.focus_fresh = False
        self._show_focus()

    def activate_focus(self) -> bool:
        """Do the focused action (Enter); after it the highlight is on the first move of the new position.

        The order is the engine's, always the same: card plays, then recruits and fights, End Turn last. The
        highlight on the first move is "fresh": Tab keeps it there, Enter does it, so neither Enter, Enter… nor
        Tab, Enter, Tab, Enter… ever skips a card in hand and lands on a recruit or on End Turn.
        """
        act = self.focused_action()
        if act is None or not self._do(act):
            return False
        if self.legal:
            self.focus_index = 0
            self.focus_fresh = True
            self._show_focus()
            first = self.legal[0]
            if self.state is not None:
                self.status.emit(f"{first.describe(self.state)} — press Enter (Tab: the next move)")
        return True

    def _show_focus(self) -> None:
        act = self.focused_action()
        on: tuple[str, QRectF] = ("", QRectF())
        for item in self.cards.values():
            focused = act is not None and self.card_action.get(item.uid) == act
            if focused != item.focused:
                item.focused = focused
                item.update()
            if focused and item.showing_face():
                spot = self.spots.get(item.uid)  # where it is going, if it is still sliding there
                box = QRectF(spot.box.x, spot.box.y, spot.box.w, spot.box.h) if spot else item.sceneBoundingRect()
                on = (item.card_id, box)
        if on != self._key_card:
            self._key_card = on
            self.key_focused.emit(*on)
        for b in (self.end_turn, self.heal):
            b.restyle(
                focused=act is not None
                and ((b is self.end_turn and act == EndTurn()) or (b is self.heal and act == Heal()))
            )
        for b, a in self.prompt.buttons:
            b.restyle(focused=act == a)

    def item_for(self, action: Action) -> object | None:
        """The mat item that stands for ``action`` (for tests and the keyboard focus)."""
        for uid, a in self.card_action.items():
            if a == action:
                return self.cards.get(uid)
        if action == EndTurn():
            return self.end_turn
        if action == Heal():
            return self.heal
        return self.prompt.button_for(action)
