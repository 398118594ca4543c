"""What the mat is made of: its piles and slots with their titles, what each pile counts,
where each kind of move is dropped, and how an item is lit.
"""

from __future__ import annotations

from bigtrouble.actions import Fight, FightMastermind, PlayCard, Recruit
from bigtrouble.model import State
from ui.items import CardItem, CountBadge, TokenItem, ZoneItem
from ui.layout import MatLayout
from ui.look import Glow

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
    """Every pile's count on its badge, the Twists on the Scheme and the Tactics left on the Mastermind."""
    viewer = s.pending.player if s.pending is not None else s.current
    px = max(9.0, lay.card_w * 0.13)
    for key, n in pile_counts(s, viewer).items():
        z = zones[key]
        z.set_count(n)
        badge = badges[key]
        b = z.box
        badge.set(str(n), px)
        badge.setPos(b.right - px * 0.6, b.y + px * 0.2)
    twist = f"{s.twists} Twist{'s' if s.twists != 1 else ''}" + (
        f" · {len(s.scheme_stack)} under" if s.scheme_stack else ""
    )
    sb = lay.scheme
    badges["scheme"].set(twist, px)
    badges["scheme"].setPos(sb.x + badges["scheme"].boundingRect().width() / 2 - px * 0.3, sb.y)
    tb = badges["tactics"]
    tactics = len(s.tactics)
    tb.set(f"{tactics} Tactic{'s' if tactics != 1 else ''}", px)
    tb.setPos(lay.mastermind.x + tb.boundingRect().width() / 2 - px * 0.3, lay.mastermind.y)
