"""Moving cards between zones. Pure functions: ``State`` in, ``State`` out.

A zone is named by :class:`Zone` plus an index: the player for a player's zone,
the space (0-4) for the city, the HQ and the captives under a city space, and
-1 for a shared pile.
"""

from __future__ import annotations

import enum
from typing import Any, Protocol

from bigtrouble import rng as rngmod
from bigtrouble.cards.defs import CardDef
from bigtrouble.cards.registry import CARDS
from bigtrouble.memo import IdentityMemo
from bigtrouble.model import LogEntry, LogKind, LogNode, Option, PlayerState, State, evolve, evolve_fields, evolve_state


class CardTest(Protocol):
    """Anything with ``matches(definition)``: a card filter."""

    def matches(self, d: CardDef) -> bool:
        """Whether the card passes."""
        ...


class Zone(enum.Enum):
    """Every place a card can be."""

    HAND = "hand"
    DECK = "deck"
    DISCARD = "discard"
    PLAYED = "played"
    VICTORY = "victory"
    CITY = "city"
    CAPTIVES = "captives"
    HQ = "hq"
    HERO_DECK = "hero_deck"
    VILLAIN_DECK = "villain_deck"
    BYSTANDERS = "bystanders"
    WOUNDS = "wounds"
    UNCLE_CHU = "uncle_chu"
    MEDIOCRE = "mediocre"
    KO = "ko"
    ESCAPED = "escaped"
    REVEALED = "revealed"
    MASTERMIND_CAPTIVES = "mastermind_captives"
    TACTICS = "tactics"
    MASTERMIND_STACK = "mastermind_stack"
    SCHEME_STACK = "scheme_stack"
    MASTERMIND = "mastermind"
    SCHEME = "scheme"


PLAYER_ZONES = (Zone.HAND, Zone.DECK, Zone.DISCARD, Zone.PLAYED, Zone.VICTORY)
PILE_ZONES = (
    Zone.HERO_DECK,
    Zone.VILLAIN_DECK,
    Zone.BYSTANDERS,
    Zone.WOUNDS,
    Zone.UNCLE_CHU,
    Zone.MEDIOCRE,
    Zone.KO,
    Zone.ESCAPED,
    Zone.REVEALED,
    Zone.MASTERMIND_CAPTIVES,
    Zone.TACTICS,
    Zone.MASTERMIND_STACK,
    Zone.SCHEME_STACK,
)
Where = tuple[Zone, int]


def cdef(s: State, uid: int) -> CardDef:
    """The definition of the physical card ``uid``."""
    return CARDS[s.card_ids[uid]]


_COUNTS: IdentityMemo[tuple[int, int], tuple[object, tuple[int, ...], tuple[str, ...], int]] = IdentityMemo(
    "cards passing a filter", 4096
)
"""count_matching's memo: (filter id, zone id) -> (filter, zone, card list, count)."""


def count_matching(s: State, cards: tuple[int, ...], matches: CardTest) -> int:
    """How many of ``cards`` pass ``matches`` (a card filter); cached, since zones are shared between states.

    An entry holds the filter, the zone and the game's card list themselves, so their
    identities stay theirs while it stands: a hit is the same cards, the same definitions
    and the same test.
    """
    key = (id(matches), id(cards))
    hit = _COUNTS.get(key)
    if hit is not None and hit[0] is matches and hit[1] is cards and hit[2] is s.card_ids:
        return hit[3]
    ids = s.card_ids
    test = matches.matches
    n = sum(1 for u in cards if test(CARDS[ids[u]]))
    _COUNTS.put(key, (matches, cards, ids, n))
    return n


def name(s: State, uid: int) -> str:
    """The printed name of card ``uid``."""
    return CARDS[s.card_ids[uid]].name


_OPTIONS: IdentityMemo[tuple[int, int], tuple[CardDef, Option]] = IdentityMemo("a card's choice option", 8192)
"""card_option's memo: (definition id, card copy) -> (definition, option)."""


def card_option(s: State, uid: int) -> Option:
    """``Option(name(s, uid), uid)``: a choice naming card ``uid`` (one shared value per definition and copy)."""
    d = CARDS[s.card_ids[uid]]
    kept = _OPTIONS.get((id(d), uid))
    if kept is not None and kept[0] is d:
        return kept[1]
    option = Option(d.name, uid)
    _OPTIONS.put((id(d), uid), (d, option))
    return option


def log(
    s: State, text: str, rule: str = "", player: int = -1, kind: LogKind = LogKind.PLAIN, cards: tuple[int, ...] = ()
) -> State:
    """Add a sentence to the game log; ``kind`` and ``cards`` say what it tells, for the readers of the log."""
    return evolve_state(s, "log", log_node(s, text, rule, player, kind, cards))


def log_node(
    s: State, text: str, rule: str = "", player: int = -1, kind: LogKind = LogKind.PLAIN, cards: tuple[int, ...] = ()
) -> LogNode:
    """``s``'s log with this sentence added (to land in a copy that changes other fields too).

    Every entry of the game is made here (:func:`log` too), so this is the one place a sentence is written.
    """
    return LogNode(LogEntry(text, rule, player, kind, cards), s.log, s.log.size + 1 if s.log is not None else 1)


def set_player(s: State, index: int, **changes: object) -> State:
    """Return ``s`` with player ``index`` changed."""
    players = list(s.players)
    players[index] = evolve(players[index], **changes)
    return evolve_state(s, "players", tuple(players))


def cards_in(s: State, zone: Zone, index: int = -1) -> tuple[int, ...]:
    """The uids in a zone, top (or leftmost space) first; empty slots left out."""
    if zone in PLAYER_ZONES:
        result: tuple[int, ...] = getattr(s.players[index], zone._value_)
        return result
    if zone is Zone.CITY:
        return tuple(u for u in s.city if u >= 0) if index < 0 else (s.city[index],) if s.city[index] >= 0 else ()
    if zone is Zone.HQ:
        return tuple(u for u in s.hq if u >= 0) if index < 0 else (s.hq[index],) if s.hq[index] >= 0 else ()
    if zone is Zone.CAPTIVES:
        return s.captives[index]
    if zone is Zone.MASTERMIND:
        return (s.mastermind,) if s.mastermind >= 0 else ()
    if zone is Zone.SCHEME:
        return (s.scheme,) if s.scheme >= 0 else ()
    pile: tuple[int, ...] = getattr(s, zone._value_)
    return pile


_PLAYER_FIELDS = tuple((zone, zone._value_) for zone in PLAYER_ZONES)
_PILE_FIELDS = tuple((zone, zone._value_) for zone in PILE_ZONES)


def locate(s: State, uid: int) -> Where:
    """Find the zone holding ``uid``. Raises ``LookupError`` if it is nowhere."""
    for i, p in enumerate(s.players):
        for zone, field in _PLAYER_FIELDS:
            if uid in getattr(p, field):
                return zone, i
    if uid in s.city:
        return Zone.CITY, s.city.index(uid)
    if uid in s.hq:
        return Zone.HQ, s.hq.index(uid)
    for i, group in enumerate(s.captives):
        if uid in group:
            return Zone.CAPTIVES, i
    for zone, field in _PILE_FIELDS:
        if uid in getattr(s, field):
            return zone, -1
    if uid == s.mastermind:
        return Zone.MASTERMIND, -1
    if uid == s.scheme:
        return Zone.SCHEME, -1
    raise LookupError(f"card {uid} is in no zone")


def remove(s: State, uid: int, where: Where) -> State:
    """Take ``uid`` out of a zone. City and HQ spaces become empty (-1)."""
    zone, index = where
    if zone in PLAYER_ZONES:
        cards = getattr(s.players[index], zone._value_)
        return set_player(s, index, **{zone._value_: _without(cards, uid)})
    if zone is Zone.CITY:
        return evolve_state(s, "city", _slot(s.city, index, -1))
    if zone is Zone.HQ:
        return evolve_state(s, "hq", _slot(s.hq, index, -1))
    if zone is Zone.CAPTIVES:
        groups = list(s.captives)
        groups[index] = _without(groups[index], uid)
        return evolve_state(s, "captives", tuple(groups))
    if zone is Zone.MASTERMIND:
        return evolve_state(s, "mastermind", -1)
    if zone is Zone.SCHEME:
        return evolve_state(s, "scheme", -1)
    pile = getattr(s, zone._value_)
    return _set_pile(s, zone, _without(pile, uid))


def put(s: State, uid: int, where: Where, top: bool = False) -> State:
    """Put ``uid`` into a zone: on top (index 0) when ``top``, else at the end."""
    zone, index = where
    if zone in PLAYER_ZONES:
        cards = getattr(s.players[index], zone._value_)
        return set_player(s, index, **{zone._value_: (uid,) + cards if top else cards + (uid,)})
    if zone is Zone.CITY:
        return evolve_state(s, "city", _slot(s.city, index, uid))
    if zone is Zone.HQ:
        return evolve_state(s, "hq", _slot(s.hq, index, uid))
    if zone is Zone.CAPTIVES:
        groups = list(s.captives)
        groups[index] = groups[index] + (uid,)
        return evolve_state(s, "captives", tuple(groups))
    if zone is Zone.MASTERMIND:
        return evolve_state(s, "mastermind", uid)
    if zone is Zone.SCHEME:
        return evolve_state(s, "scheme", uid)
    pile = getattr(s, zone._value_)
    return _set_pile(s, zone, (uid,) + pile if top else pile + (uid,))


def move(s: State, uid: int, dest: Where, top: bool = False) -> State:
    """Move ``uid`` from wherever it is to ``dest``: ``put(remove(...))`` built as one new state."""
    changes: dict[str, Any] = {}
    seats: dict[int, dict[str, Any]] = {}
    _change(s, changes, seats, locate(s, uid), uid, take=True, top=False)
    _change(s, changes, seats, dest, uid, take=False, top=top)
    if seats:
        players = list(s.players)
        for i, seat in seats.items():
            players[i] = evolve(players[i], **seat)
        changes["players"] = tuple(players)
    return evolve_fields(s, changes)


def _change(
    s: State, changes: dict[str, Any], seats: dict[int, dict[str, Any]], where: Where, uid: int, take: bool, top: bool
) -> None:
    """Take ``uid`` out of ``where`` (``take``) or put it in, as :func:`remove` and :func:`put` do,
    reading any change already made to the same zone."""
    zone, index = where
    field = zone._value_
    if zone in PLAYER_ZONES:
        seat = seats.setdefault(index, {})
        cards = seat[field] if field in seat else getattr(s.players[index], field)
        seat[field] = _without(cards, uid) if take else (uid,) + cards if top else cards + (uid,)
        return
    current = changes[field] if field in changes else getattr(s, field)
    if zone is Zone.CITY or zone is Zone.HQ:
        changes[field] = _slot(current, index, -1 if take else uid)
    elif zone is Zone.CAPTIVES:
        groups = list(current)
        groups[index] = _without(groups[index], uid) if take else groups[index] + (uid,)
        changes[field] = tuple(groups)
    elif zone is Zone.MASTERMIND or zone is Zone.SCHEME:
        changes[field] = -1 if take else uid
    else:
        changes[field] = _without(current, uid) if take else (uid,) + current if top else current + (uid,)


def _set_pile(s: State, zone: Zone, cards: tuple[int, ...]) -> State:
    return evolve_state(s, zone._value_, cards)


def _without(cards: tuple[int, ...], uid: int) -> tuple[int, ...]:
    i = cards.index(uid)
    return cards[:i] + cards[i + 1 :]


def _slot(slots: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    return slots[:index] + (value,) + slots[index + 1 :]


def ensure_deck(s: State, p: int, need: int = 1) -> State:
    """Shuffle the discard pile into a new deck only when the deck is empty and a card is needed (R94, R95)."""
    player = s.players[p]
    if len(player.deck) >= need or player.deck or not player.discard:
        return s
    deck, r = rngmod.shuffled(s.rng, player.discard)
    s = evolve_state(s, "rng", r)
    s = set_player(s, p, deck=deck, discard=())
    return log(s, f"{player.name} shuffles their discard pile into a new deck.", "R94", p)


def draw(s: State, p: int, n: int) -> State:
    """Player ``p`` draws ``n`` cards, reshuffling only when the deck runs out mid-draw (R94).

    Takes as many cards at once as the deck holds (one new state, not one per card).
    """
    while n > 0:
        s = ensure_deck(s, p)
        player = s.players[p]
        if not player.deck:
            break
        k = min(n, len(player.deck))
        s = set_player(s, p, deck=player.deck[k:], hand=player.hand + player.deck[:k])
        n -= k
    return s


def top_of_deck(s: State, p: int) -> tuple[State, int]:
    """Reveal player ``p``'s top card (reshuffling if needed, R95); -1 if they have none."""
    s = ensure_deck(s, p)
    deck = s.players[p].deck
    return s, deck[0] if deck else -1


def refill_hq(s: State) -> State:
    """Fill every empty HQ space from the Hero Deck at once (R81)."""
    if -1 not in s.hq or not s.hero_deck:
        return s
    hq = list(s.hq)
    deck = s.hero_deck
    for i, u in enumerate(hq):
        if u < 0 and deck:
            hq[i], deck = deck[0], deck[1:]
    return evolve(s, hq=tuple(hq), hero_deck=deck)


def player_name(s: State, p: int) -> str:
    """A player's display name."""
    return s.players[p].name


def update_player(s: State, p: int, player: PlayerState) -> State:
    """Replace player ``p`` wholesale."""
    players = list(s.players)
    players[p] = player
    return evolve_state(s, "players", tuple(players))
