"""What the mat is made of: its piles and slots with their titles, what each pile counts,
where each kind of move is dropped, and how an item is lit.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene

from bigtrouble.actions import Fight, FightMastermind, PlayCard, Recruit
from bigtrouble.model import State
from ui.mat.items import CardItem, CountBadge, TokenItem, ZoneItem
from ui.mat.layout import Box, MatLayout
from ui.mat.look import Glow

PILES = {
    "villain_deck": ("Villain Deck", "villain"),
    "hero_deck": ("Hero Deck", "hero"),
    "bystanders": ("Bystanders", "bystander"),
    "mediocre": ("Mediocre", "mediocre"),
    "deck": ("Deck", "player"),
    "tactics": ("Tactics", "tactic"),
}
SLOTS = {
    "escaped": "Escaped",
    "ko": "KO",
    "wounds": "Wounds",
    "uncle_chu": "Uncle Chu",
    "discard": "Discard",
    "victory": "Victory Pile",
    "mastermind": "Mastermind",
    "scheme": "Scheme",
}
FACE_DOWN_SOURCES = {"villain_deck", "hero_deck", "deck", "bystanders", "mediocre", "strip"}
TARGETS = {PlayCard: "played", Recruit: "discard", Fight: "attack", FightMastermind: "attack"}
OPEN_PILES = ("ko", "escaped", "discard", "victory", "wounds")
"""Face-up piles anyone may look through (the rules keep no secrets there)."""
HOW_TO = {
    "played": "To play a card, drop it on the play area.",
    "discard": "To recruit a Hero, drop it on your discard pile.",
    "attack": "To fight, drop the Villain or the Mastermind on your Attack.",
}


def pile_counts(s: State, viewer: int) -> dict[str, int]:
    """How many cards each pile holds, as ``viewer`` sees the mat (their own deck, discard and Victory Pile)."""
    me = s.players[viewer]
    return {
        "villain_deck": len(s.villain_deck),
        "hero_deck": len(s.hero_deck),
        "bystanders": len(s.bystanders),
        "mediocre": len(s.mediocre),
        "wounds": len(s.wounds),
        "uncle_chu": len(s.uncle_chu),
        "ko": len(s.ko),
        "escaped": len(s.escaped),
        "tactics": len(s.tactics),
        "deck": len(me.deck),
        "discard": len(me.discard),
        "victory": len(me.victory),
    }


def light(item: CardItem | ZoneItem | TokenItem, glow: Glow, dimmed: bool) -> None:
    """Set an item's glow and dimming, repainting it only if they changed."""
    if item.glow is not glow or item.dimmed != dimmed or item.focused:
        item.glow, item.dimmed, item.focused = glow, dimmed, False
        item.update()


def refresh_counts(s: State, lay: MatLayout, zones: dict[str, ZoneItem], badges: dict[str, CountBadge]) -> None:
    """Every pile's count on its badge and the Tactics left on the Mastermind (the Scheme has its clock,
    ``ui.mat.clock``)."""
    viewer = s.pending.player if s.pending is not None else s.current
    px = max(9.0, lay.card_w * 0.13)
    for key, n in pile_counts(s, viewer).items():
        z = zones[key]
        z.set_count(n)
        badge = badges[key]
        b = z.box
        badge.set(str(n), px)
        badge.setPos(b.right - px * 0.6, b.y + px * 0.2)
    tb = badges["tactics"]
    tactics = len(s.tactics)
    tb.set(f"{tactics} Tactic{'s' if tactics != 1 else ''}", px)
    tb.setPos(lay.mastermind.x + tb.boundingRect().width() / 2 - px * 0.3, lay.mastermind.y)


def drop_zone(lay: MatLayout, x: float, y: float) -> str:
    """Which drop zone is under the scene point (``attack``, ``discard``, ``played``; "" for none)."""
    played_row = Box(lay.played.x, lay.played.y - lay.card_w * 0.2, lay.played.w, lay.played.h + lay.card_w * 0.3)
    if lay.attack.inset(-lay.card_w * 0.15).contains(x, y):
        return "attack"
    if lay.discard.contains(x, y):
        return "discard"
    if played_row.contains(x, y):
        return "played"
    return ""


class CardPool:
    """Card items whose card left the mat, kept hidden in the scene for the next cards that appear.

    End Turn moves a whole hand out and a new one in: reusing items spares creating them (and their
    Python wrappers and caches) every turn.
    """

    SIZE = 40

    def __init__(self, scene: QGraphicsScene) -> None:
        """An empty pool for ``scene``."""
        self.scene = scene
        self.items: list[CardItem] = []

    def retire(self, item: CardItem) -> None:
        """Take ``item`` off the mat; keep it unless the pool is full."""
        if len(self.items) < self.SIZE:
            item.hide()
            self.items.append(item)
        else:
            self.scene.removeItem(item)

    def take(self, uid: int, card_id: str) -> CardItem:
        """An item for card ``uid``: a pooled one made over, else a new one added to the scene."""
        if self.items:
            item = self.items.pop()
            item.reuse(uid, card_id)
            item.show()
            return item
        item = CardItem(uid, card_id)
        self.scene.addItem(item)
        return item
