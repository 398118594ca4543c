"""Dragging in table mode (issue 25): any card on the mat dropped on any place becomes an ``EditMove``.

Outside table mode a drag means the rules' move (play, recruit, fight: :mod:`ui.mat.scene`). In table
mode the scene hands its drags here instead: :func:`drop_place` reads which place of the table is under
the pointer (by the mat's own boxes, with the card's kind choosing between a city space and the captives
there, or the Mastermind and its Tactics), and the drop is submitted as a hand edit, which the engine
checks like one made from the card's Move menu. A deck takes the card on top; a face-up pile, a hand,
the played cards and captives take it where it shows (the end).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QPointF

from bigtrouble.actions import Action, EditMove
from bigtrouble.cards.defs import Kind
from bigtrouble.model import State
from bigtrouble.rules.edits import ACCEPTS
from bigtrouble.zones import Zone, cdef, locate
from ui.mat.hud import PlayerStrip
from ui.mat.items import CardItem, ZoneItem
from ui.mat.layout import Box, MatLayout
from ui.mat.look import Glow
from ui.mat.parts import light
from ui.mat.placement import viewer

Place = tuple[Zone, int]


class Host(Protocol):
    """What a table-mode drag needs of the mat (the scene, :class:`ui.mat.scene.MatScene`)."""

    state: State | None
    lay: MatLayout
    cards: dict[int, CardItem]
    leaving: dict[int, CardItem]
    zones: dict[str, ZoneItem]
    strip: PlayerStrip
    submit: Callable[[Action], str | None]

    def finish_animations(self) -> None:
        """Put every moving card where it is going."""

    def card_hovered(self, item: CardItem, inside: bool) -> None:
        """The pointer entered or left a card."""


_SHARED = (
    Zone.VILLAIN_DECK,
    Zone.HERO_DECK,
    Zone.BYSTANDERS,
    Zone.WOUNDS,
    Zone.UNCLE_CHU,
    Zone.MEDIOCRE,
    Zone.KO,
    Zone.ESCAPED,
)
_MINE = (Zone.DECK, Zone.DISCARD, Zone.VICTORY)
_ON_TOP = frozenset({Zone.DECK, Zone.VILLAIN_DECK, Zone.HERO_DECK, Zone.BYSTANDERS, Zone.WOUNDS, Zone.UNCLE_CHU})
_ON_TOP |= {Zone.MEDIOCRE, Zone.CITY, Zone.HQ}
"""Places whose first card is the one on top (the rest show their last card on top)."""

NOWHERE = "Nothing on the mat takes a card there, so it went back."


def drop_place(s: State, lay: MatLayout, uid: int, x: float, y: float, chips: list[Box] | None = None) -> Place | None:
    """The place of the table under the scene point ``(x, y)`` for card ``uid``, or None.

    ``chips`` are the player strip's boxes (one a player, in seat order): a card dropped on one goes
    to that player's hand, or to their Victory Pile if no rule puts a card like it in a hand.
    """
    kind = cdef(s, uid).kind
    for i, box in enumerate(lay.city):
        if box.contains(x, y):
            return (Zone.CAPTIVES if kind is Kind.BYSTANDER else Zone.CITY, i)
    for i, box in enumerate(lay.hq):
        if box.contains(x, y):
            return (Zone.HQ, i)
    if lay.mastermind.contains(x, y):
        by_kind = {Kind.TACTIC: Zone.TACTICS, Kind.BYSTANDER: Zone.MASTERMIND_CAPTIVES}
        return (by_kind.get(kind, Zone.MASTERMIND), -1)
    if lay.scheme.contains(x, y):
        return (Zone.SCHEME, -1)
    for zone in _SHARED:
        if getattr(lay, zone.value).contains(x, y):
            return (zone, -1)
    me = viewer(s)
    for zone in _MINE:
        if getattr(lay, zone.value).contains(x, y):
            return (zone, me)
    played = Box(lay.played.x, lay.played.y - lay.card_w * 0.2, lay.played.w, lay.played.h + lay.card_w * 0.3)
    if played.contains(x, y):
        return (Zone.PLAYED, s.current)
    if lay.hand.contains(x, y):
        return (Zone.HAND, me)
    for p, box in enumerate(chips or []):
        if p < len(s.players) and box.contains(x, y):
            return (Zone.HAND if kind in ACCEPTS[Zone.HAND] else Zone.VICTORY, p)
    return None


def move_to(uid: int, place: Place) -> EditMove:
    """The hand edit that puts ``uid`` at ``place``: on top of a deck, where a face-up pile shows its top."""
    zone, index = place
    return EditMove(uid, zone.value, index, 0 if zone in _ON_TOP else -1)


def zone_key(place: Place) -> str:
    """The mat's zone key drawn for a place ("city:2", "villain_deck", "mastermind"; "" for the hand)."""
    zone, index = place
    if zone in (Zone.CITY, Zone.CAPTIVES):
        return f"city:{index}"
    if zone is Zone.HQ:
        return f"hq:{index}"
    if zone in (Zone.TACTICS, Zone.MASTERMIND_CAPTIVES):
        return "mastermind"
    return "" if zone is Zone.HAND else zone.value


class TableDrag:
    """The scene's drags while table mode is on: the card follows the pointer, the place under it is lit,
    and the drop is submitted as an :class:`EditMove`."""

    def __init__(self, scene: Host) -> None:
        """Drags of ``scene``'s cards."""
        self.scene = scene
        self.item: CardItem | None = None
        self.lit = ""

    def on(self) -> bool:
        """Whether drags are table mode's now."""
        s = self.scene.state
        return s is not None and s.table_mode

    def begin(self, item: CardItem) -> bool:
        """Pick ``item`` up (any card: the engine says on the drop whether it may go there)."""
        scene = self.scene
        if item.uid in scene.leaving or item.uid not in scene.cards:
            return False
        scene.finish_animations()
        self.item = item
        scene.card_hovered(item, False)  # the large card viewer closes while a card is carried
        item.setZValue(1000)
        return True

    def place_at(self, item: CardItem, pos: QPointF) -> Place | None:
        """The place under ``pos`` for the dragged card."""
        scene = self.scene
        if scene.state is None:
            return None
        strip = scene.strip
        chips = [Box(strip.box.x + r.x(), strip.box.y + r.y(), r.width(), r.height()) for r in strip.chip_rects()]
        return drop_place(scene.state, scene.lay, item.uid, pos.x(), pos.y(), chips)

    def update(self, item: CardItem, pos: QPointF) -> None:
        """Light the place under the pointer."""
        place = self.place_at(item, pos)
        key = zone_key(place) if place is not None else ""
        if key != self.lit:
            self._light(self.lit, Glow.NONE)
            self._light(key, Glow.HOVER_TARGET)
            self.lit = key

    def drop(self, item: CardItem, pos: QPointF) -> str | None:
        """Submit the move to the place under ``pos``: None when it was made; else the card goes back,
        with the sentence saying why ("" when it was put back where it was, which says nothing)."""
        self._light(self.lit, Glow.NONE)
        self.item, self.lit = None, ""
        s = self.scene.state
        place = self.place_at(item, pos)
        if s is None:
            return ""
        if place is None:
            return NOWHERE
        try:
            if locate(s, item.uid) == place:
                return ""
        except LookupError:
            pass
        return self.scene.submit(move_to(item.uid, place)) or None

    def _light(self, key: str, glow: Glow) -> None:
        zone = self.scene.zones.get(key)
        if zone is not None:
            light(zone, glow, False)
