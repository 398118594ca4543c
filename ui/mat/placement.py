"""Which cards are visible on the mat and where: a pure function of the state and the layout.

Every visible card gets a :class:`Spot`. Face-down piles (decks, the Tactics,
the Bystander stack) are drawn by their zone with a count, not card by card;
face-up piles show only their top card. A card that is not visible still has a
place it comes from or goes to (:func:`where_is`), so moves can be animated.
"""

from __future__ import annotations

from dataclasses import dataclass

from bigtrouble.engine import current_player
from bigtrouble.model import State
from bigtrouble.zones import Zone, locate
from ui.mat.layout import PROMPT_MIN_WIDTHS, Box, MatLayout, peeks, played_row, row


@dataclass(frozen=True)
class Spot:
    """Where one card is drawn: its box, stacking order, which side is up, and its zone key."""

    box: Box
    z: float
    face_up: bool
    zone: str
    back: str = "hero"


def viewer(s: State) -> int:
    """Whose cards the mat shows: whoever must decide now (hot-seat: one screen, one hand at a time)."""
    return current_player(s)


def _hand_spots(s: State, lay: MatLayout, p: int, out: dict[int, Spot]) -> None:
    hand = s.players[p].hand
    boxes = row(lay.hand, len(hand), lay.card_w, lay.card_h, lay.card_w * 0.08)
    for i, (u, b) in enumerate(zip(hand, boxes, strict=True)):
        out[u] = Spot(b, 40 + i, True, "hand")


def _played_spots(s: State, lay: MatLayout, out: dict[int, Spot], prompt_widths: float) -> None:
    played = s.players[s.current].played
    boxes = played_row(lay, len(played), s.pending is not None, prompt_widths)  # room for the prompt beside them
    for i, (u, b) in enumerate(zip(played, boxes, strict=False)):
        out[u] = Spot(b, 30 + i, True, "played")


def _city_spots(s: State, lay: MatLayout, out: dict[int, Spot]) -> None:
    reach = lay.card_w * 0.26
    for i, u in enumerate(s.city):
        if u < 0:
            continue
        out[u] = Spot(lay.city[i], 12, True, f"city:{i}")
        caps = s.captives[i]
        for j, (c, b) in enumerate(zip(caps, peeks(lay.city[i], len(caps), reach), strict=False)):
            out[c] = Spot(b, 11 - j * 0.01, True, f"captives:{i}")


def place(
    s: State, lay: MatLayout, hide_hand: bool = False, prompt_widths: float = PROMPT_MIN_WIDTHS
) -> dict[int, Spot]:
    """Every visible card's spot for state ``s`` (the viewer's hand left out when ``hide_hand``; the cards played
    leaving ``prompt_widths`` card widths for a prompt, see :func:`ui.mat.layout.played_row`)."""
    out: dict[int, Spot] = {}
    p = viewer(s)
    if not hide_hand:
        _hand_spots(s, lay, p, out)
    _played_spots(s, lay, out, prompt_widths)
    _city_spots(s, lay, out)
    for i, u in enumerate(s.hq):
        if u >= 0:
            out[u] = Spot(lay.hq[i], 12, True, f"hq:{i}")
    vd = lay.villain_deck
    for i, u in enumerate(s.revealed):
        b = Box(vd.x - lay.card_w * (0.12 + 0.08 * i), vd.y + lay.card_w * 0.12, vd.w, vd.h)
        out[u] = Spot(b, 60 + i, True, "revealed")
    if s.mastermind >= 0:
        out[s.mastermind] = Spot(lay.mastermind, 12, True, "mastermind")
        caps = s.mastermind_captives
        for j, (c, b) in enumerate(zip(caps, peeks(lay.mastermind, len(caps), lay.card_w * 0.26), strict=False)):
            out[c] = Spot(b, 11 - j * 0.01, True, "mastermind_captives")
    if s.scheme >= 0:
        out[s.scheme] = Spot(lay.scheme, 12, True, "scheme")
    tops = (
        (s.wounds[:1], lay.wounds, "wounds"),
        (s.uncle_chu[:1], lay.uncle_chu, "uncle_chu"),
        (s.ko[-1:], lay.ko, "ko"),
        (s.escaped[-1:], lay.escaped, "escaped"),
        (s.players[p].discard[-1:], lay.discard, "discard"),
        (s.players[p].victory[-1:], lay.victory, "victory"),
    )
    for cards, box, key in tops:
        for u in cards:
            out[u] = Spot(box, 10, True, key)
    return out


PILE_KEYS: dict[Zone, str] = {
    Zone.HERO_DECK: "hero_deck",
    Zone.VILLAIN_DECK: "villain_deck",
    Zone.BYSTANDERS: "bystanders",
    Zone.WOUNDS: "wounds",
    Zone.UNCLE_CHU: "uncle_chu",
    Zone.MEDIOCRE: "mediocre",
    Zone.KO: "ko",
    Zone.ESCAPED: "escaped",
    Zone.REVEALED: "villain_deck",
    Zone.MASTERMIND_CAPTIVES: "mastermind",
    Zone.TACTICS: "mastermind",
    Zone.MASTERMIND_STACK: "mastermind",
    Zone.SCHEME_STACK: "scheme",
    Zone.MASTERMIND: "mastermind",
    Zone.SCHEME: "scheme",
}
PLAYER_KEYS = {
    Zone.HAND: "hand",
    Zone.DECK: "deck",
    Zone.DISCARD: "discard",
    Zone.PLAYED: "played",
    Zone.VICTORY: "victory",
}


def zone_box(lay: MatLayout, key: str) -> Box:
    """The box of a zone key (``city:2``, ``discard``, ``strip`` ...)."""
    name, _, index = key.partition(":")
    if name in ("city", "captives"):
        return lay.city[int(index)]
    if name == "hq":
        return lay.hq[int(index)]
    if name == "strip":
        return Box(lay.strip.cx - lay.card_w / 2, lay.strip.y - lay.card_h, lay.card_w, lay.card_h)
    box: Box = getattr(lay, name)
    if name in ("hand", "played"):
        return Box(box.cx - lay.card_w / 2, box.y, lay.card_w, lay.card_h)
    return box


def where_is(s: State, uid: int) -> str:
    """The zone key where card ``uid`` is now, as the mat shows it (another player's cards: the strip)."""
    try:
        zone, index = locate(s, uid)
    except LookupError:
        return "strip"
    if zone in PLAYER_KEYS:
        if zone is Zone.PLAYED and index == s.current:
            return "played"
        return PLAYER_KEYS[zone] if index == viewer(s) else "strip"
    if zone in (Zone.CITY, Zone.CAPTIVES):
        return f"city:{index}"
    if zone is Zone.HQ:
        return f"hq:{index}"
    return PILE_KEYS.get(zone, "strip")


def back_kind(s: State, uid: int) -> str:
    """Which card back ``uid`` shows when face down (``villain``, ``hero``, ``player`` ...)."""
    try:
        zone, _ = locate(s, uid)
    except LookupError:
        return "hero"
    return {
        Zone.VILLAIN_DECK: "villain",
        Zone.REVEALED: "villain",
        Zone.HERO_DECK: "hero",
        Zone.TACTICS: "tactic",
        Zone.BYSTANDERS: "bystander",
        Zone.MEDIOCRE: "mediocre",
        Zone.DECK: "player",
    }.get(zone, "hero")


STACKED = frozenset({"discard", "victory", "ko", "escaped", "wounds", "uncle_chu", "mediocre", "bystanders", "deck"})
"""Zone keys where the mat shows only a pile's top card: choices among their cards get buttons, not lit cards."""

ZONE_WORDS = {
    Zone.HAND: "hand",
    Zone.DECK: "deck",
    Zone.DISCARD: "discard pile",
    Zone.PLAYED: "played",
    Zone.VICTORY: "Victory Pile",
    Zone.KO: "KO pile",
    Zone.ESCAPED: "Escaped pile",
    Zone.HQ: "HQ",
    Zone.CITY: "city",
    Zone.CAPTIVES: "captive",
    Zone.WOUNDS: "Wound stack",
    Zone.BYSTANDERS: "Bystander stack",
}


def place_words(s: State, uid: int) -> str:
    """Where card ``uid`` is, in a word or two ("discard pile", "hand"); "" when the mat can't say."""
    try:
        zone, _ = locate(s, uid)
    except LookupError:
        return ""
    return ZONE_WORDS.get(zone, "")


def option_places(s: State) -> dict[int, str]:
    """Where each card option of ``s.pending`` lies, in words, so identical cards in different places differ."""
    if s.pending is None:
        return {}
    return {o.uid: place_words(s, o.uid) for o in s.pending.options if o.uid >= 0}
