"""Table mode: the players' edits to the game, checked and carried out (issue 25).

An edit is an action of the record like any other (``bigtrouble.actions``: ``EditTableMode``,
``EditMove``, ``EditSet``, ``EditPassTurn``, ``EditReorder``), so it is undone, saved and replayed
like a move. Five kinds are enough: giving or taking a Tactic or a captured Bystander is moving a
card, and so is putting a card on top of, under, or into a deck; putting a deck's top cards in a
new order is one edit, so one undo takes it back. An edit is legal only while table mode is on
and no choice is waiting (a choice holds cards the edit could move from under it); the result must
break no rule of :mod:`bigtrouble.rules.census` that the state before kept, or the edit is refused
with the reason and nothing changes. After an edit the game goes on under the rules: an emptied HQ space is refilled.
"""

from __future__ import annotations

from bigtrouble.actions import (
    EDIT_NUMBERS,
    REORDER_DECKS,
    REORDER_MOST,
    Edit,
    EditMove,
    EditPassTurn,
    EditReorder,
    EditSet,
    EditTableMode,
)
from bigtrouble.cards.defs import FAMILY_MEDIOCRE, FAMILY_UNCLE_CHU, Kind
from bigtrouble.errors import IllegalAction
from bigtrouble.model import CITY_SPACES, LogKind, Phase, State, TurnState, evolve, evolve_fields
from bigtrouble.rules.census import static_problems
from bigtrouble.zones import PLAYER_ZONES, Zone, cdef, locate, log, name, put, refill_hq, remove

EDITED = LogKind.EDIT

_HERO = frozenset({Kind.HERO})
_FOES = frozenset({Kind.VILLAIN, Kind.HENCHMAN})
_TAKEN = _FOES | {Kind.BYSTANDER, Kind.TACTIC}
ACCEPTS: dict[Zone, frozenset[Kind]] = {
    Zone.HAND: _HERO | {Kind.WOUND},
    Zone.DECK: _HERO | {Kind.WOUND},
    Zone.DISCARD: _HERO | {Kind.WOUND},
    Zone.PLAYED: _HERO,
    Zone.VICTORY: _TAKEN,
    Zone.CITY: _FOES,
    Zone.CAPTIVES: frozenset({Kind.BYSTANDER}),
    Zone.MASTERMIND_CAPTIVES: frozenset({Kind.BYSTANDER}),
    Zone.HQ: _HERO,
    Zone.HERO_DECK: _HERO,
    Zone.VILLAIN_DECK: _FOES | {Kind.BYSTANDER, Kind.TWIST, Kind.STRIKE},
    Zone.BYSTANDERS: frozenset({Kind.BYSTANDER}),
    Zone.WOUNDS: frozenset({Kind.WOUND}),
    Zone.UNCLE_CHU: _HERO,
    Zone.MEDIOCRE: _HERO,
    Zone.KO: _HERO | _FOES | {Kind.BYSTANDER, Kind.WOUND, Kind.TWIST, Kind.STRIKE},
    Zone.ESCAPED: _FOES | {Kind.BYSTANDER},
    Zone.TACTICS: frozenset({Kind.TACTIC}),
}
"""The zones a card may be moved to by hand, and the kinds of card each holds under the rules.

The Mastermind, the Scheme, the cards under them and the cards being revealed are moved only by
the cards' own rules."""

_PILE_FAMILY = {Zone.UNCLE_CHU: FAMILY_UNCLE_CHU, Zone.MEDIOCRE: FAMILY_MEDIOCRE}
_SPACES = (Zone.CITY, Zone.HQ, Zone.CAPTIVES)

ZONE_WORDS: dict[Zone, str] = {
    Zone.HAND: "hand",
    Zone.DECK: "deck",
    Zone.DISCARD: "discard pile",
    Zone.PLAYED: "played cards",
    Zone.VICTORY: "Victory Pile",
    Zone.CITY: "the city",
    Zone.CAPTIVES: "the captives",
    Zone.HQ: "the HQ",
    Zone.HERO_DECK: "the Hero Deck",
    Zone.VILLAIN_DECK: "the Villain Deck",
    Zone.BYSTANDERS: "the Bystander stack",
    Zone.WOUNDS: "the Wound stack",
    Zone.UNCLE_CHU: "the Uncle Chu stack",
    Zone.MEDIOCRE: "the Mediocre stack",
    Zone.KO: "the KO pile",
    Zone.ESCAPED: "the Escaped pile",
    Zone.REVEALED: "the revealed cards",
    Zone.MASTERMIND_CAPTIVES: "the Mastermind's captives",
    Zone.TACTICS: "the Tactics",
    Zone.MASTERMIND_STACK: "the cards under the Mastermind",
    Zone.SCHEME_STACK: "the cards under the Scheme",
    Zone.MASTERMIND: "the Mastermind's place",
    Zone.SCHEME: "the Scheme's place",
}
"""Every zone in a player's words, for the edit's log line and the client's menus."""

_DECKS = tuple(Zone(value) for value in REORDER_DECKS)


def where_words(s: State, zone: Zone, index: int) -> str:
    """A place in words: "Ann's hand", "the Bank", "the captives at the Bridge", "the KO pile"."""
    if zone in PLAYER_ZONES:
        return f"{s.players[index].name}'s {ZONE_WORDS[zone]}"
    if zone is Zone.CITY:
        return f"the {CITY_SPACES[index].capitalize()}"
    if zone is Zone.HQ:
        return f"the HQ under the {CITY_SPACES[index].capitalize()}"
    if zone is Zone.CAPTIVES:
        return f"the captives at the {CITY_SPACES[index].capitalize()}"
    return ZONE_WORDS[zone]


def check_edit(s: State, edit: Edit) -> None:
    """Raise :class:`IllegalAction` with the reason unless ``edit`` can be made now."""
    if isinstance(edit, EditTableMode):
        if type(edit.on) is not bool:
            raise IllegalAction("Table mode is either on or off.")
        if edit.on is s.table_mode:
            raise IllegalAction(f"Table mode is already {'on' if s.table_mode else 'off'}.")
        return
    if not s.table_mode:
        raise IllegalAction("Cards and totals can be changed by hand only in table mode (Game > Table Mode).")
    if s.pending is not None:
        raise IllegalAction("A choice is waiting: answer it before changing the game by hand.")
    _edited(s, edit)


def apply_edit(s: State, edit: Edit) -> State:
    """The state after an edit already checked by :func:`check_edit`."""
    if isinstance(edit, EditTableMode):
        said = "Table mode is on: the players may now change the game by hand." if edit.on else "Table mode is off."
        return _logged(evolve(s, table_mode=edit.on), said, ())
    return _edited(s, edit)


def _edited(s: State, edit: Edit) -> State:
    """Carry out an edit, or raise :class:`IllegalAction` if it is impossible or leaves a broken game."""
    if isinstance(edit, EditMove):
        out = _move(s, edit)
    elif isinstance(edit, EditSet):
        out = _set(s, edit)
    elif isinstance(edit, EditPassTurn):
        out = _pass_turn(s, edit)
    elif isinstance(edit, EditReorder):
        out = _reorder(s, edit)
    else:
        raise IllegalAction(f"That is not something a player can do ({type(edit).__name__}).")
    known = set(static_problems(s))  # a position built by hand may start with one (an empty HQ space): not the edit's
    found = [p for p in static_problems(out) if p not in known]
    if found:
        raise IllegalAction(f"That change would leave an impossible game: {found[0]}.")
    return evolve(out, edited=True)


def _zone(value: object) -> Zone:
    if type(value) is str:
        for zone in Zone:
            if zone.value == value:
                return zone
    raise IllegalAction(f"There is no place called {value!r} on the table.")


def _move(s: State, edit: EditMove) -> State:
    uid, index, position = edit.uid, edit.player, edit.position
    if type(uid) is not int or not 0 <= uid < len(s.card_ids):
        raise IllegalAction("That is not a card of this game.")
    zone = _zone(edit.zone)
    if type(index) is not int or type(position) is not int:
        raise IllegalAction("A place is named by whole numbers.")
    card = cdef(s, uid)
    try:
        source = locate(s, uid)
    except LookupError:
        raise IllegalAction(f"{card.name} is nowhere on the table.") from None
    if source[0] not in ACCEPTS:
        raise IllegalAction(f"{card.name} is in {ZONE_WORDS[source[0]]}, which only its own rules change.")
    if source[0] is Zone.CITY and s.captives[source[1]]:
        raise IllegalAction(f"{card.name} holds captured Bystanders: move them first.")
    if source[0] is Zone.TACTICS and len(s.tactics) == 1:
        raise IllegalAction("The Mastermind keeps its last Tactic until it is fought.")
    if zone not in ACCEPTS:
        raise IllegalAction(f"Only the cards' own rules put a card into {ZONE_WORDS[zone]}.")
    if card.kind not in ACCEPTS[zone] or _PILE_FAMILY.get(zone, card.family) != card.family:
        raise IllegalAction(f"{card.name} can't go to {ZONE_WORDS[zone]}: no rule ever puts a card like it there.")
    if zone in PLAYER_ZONES:
        if not 0 <= index < len(s.players):
            raise IllegalAction(f"There is no player {index + 1 if index >= 0 else index}.")
    elif zone in _SPACES:
        if not 0 <= index < len(CITY_SPACES):
            raise IllegalAction("A city or HQ space is numbered 0 (Sewers) to 4 (Bridge).")
    elif index != -1:
        raise IllegalAction(f"{ZONE_WORDS[zone].capitalize()} is shared: name it with -1, not a player or space.")
    dest = (zone, index)
    taken = remove(s, uid, source)
    if zone is Zone.CITY and taken.city[index] >= 0:
        raise IllegalAction(f"{where_words(s, zone, index)} already holds {name(s, taken.city[index])}: move it first.")
    if zone is Zone.HQ and taken.hq[index] >= 0:
        taken = put(remove(taken, taken.hq[index], dest), taken.hq[index], (Zone.HERO_DECK, -1), top=True)
    if zone in (Zone.CITY, Zone.HQ):
        placed = put(taken, uid, dest)
        spot = ""
    else:
        cards = _cards(taken, zone, index)
        at = len(cards) if position == -1 else position
        if not 0 <= at <= len(cards):
            raise IllegalAction(f"{where_words(s, zone, index)} has {len(cards)} cards: there is no place {position}.")
        placed = _insert(taken, zone, index, uid, at, cards)
        spot = _spot(zone, at, len(cards))
    if source == dest and placed == s:
        raise IllegalAction(f"{card.name} is already there.")
    placed = refill_hq(placed)
    text = f"By hand: {card.name} moves from {where_words(s, *source)} to {spot}{where_words(s, *dest)}."
    return _logged(placed, text, (uid,))


def _reorder(s: State, edit: EditReorder) -> State:
    deck, index, cards = edit.deck, edit.player, edit.cards
    if type(deck) is not str or deck not in REORDER_DECKS:
        decks = ", ".join(REORDER_DECKS)
        raise IllegalAction(f"Only a deck's top cards can be put in a new order: {deck!r} is not one of {decks}.")
    zone = Zone(deck)
    if type(index) is not int:
        raise IllegalAction("A place is named by whole numbers.")
    if zone in PLAYER_ZONES and not 0 <= index < len(s.players):
        raise IllegalAction(f"There is no player {index + 1 if index >= 0 else index}.")
    if zone not in PLAYER_ZONES and index != -1:
        raise IllegalAction(f"{ZONE_WORDS[zone].capitalize()} is shared: name it with -1, not a player.")
    where = where_words(s, zone, index)
    if type(cards) is not tuple or any(type(u) is not int for u in cards):
        raise IllegalAction("A new order names its cards by their numbers, top first.")
    n = len(cards)
    if not 2 <= n <= REORDER_MOST:
        raise IllegalAction(f"A new order is given for 2 to {REORDER_MOST} cards from the top, not {n}.")
    pile = _cards(s, zone, index)
    if len(pile) < n:
        raise IllegalAction(f"{where[0].upper()}{where[1:]} has only {len(pile)} cards, not {n} to put in order.")
    top = pile[:n]
    for u in cards:
        if u not in top:
            card = name(s, u) if 0 <= u < len(s.card_ids) else f"card {u}"
            raise IllegalAction(f"The new order names {card}, which is not among the top {n} cards of {where}.")
        if cards.count(u) > 1:
            raise IllegalAction(f"The new order names {name(s, u)} twice.")
    if cards == top:
        raise IllegalAction(f"The top {n} cards of {where} are already in that order.")
    out = _with_cards(s, zone, index, cards + pile[n:])
    return _logged(out, f"By hand: the top {n} cards of {where} are put in a new order.", ())


def _cards(s: State, zone: Zone, index: int) -> tuple[int, ...]:
    if zone in PLAYER_ZONES:
        cards: tuple[int, ...] = getattr(s.players[index], zone.value)
        return cards
    if zone is Zone.CAPTIVES:
        return s.captives[index]
    pile: tuple[int, ...] = getattr(s, zone.value)
    return pile


def _insert(s: State, zone: Zone, index: int, uid: int, at: int, cards: tuple[int, ...]) -> State:
    """``s`` with ``uid`` put into ``zone`` under its top ``at`` cards; nothing else moves."""
    return _with_cards(s, zone, index, cards[:at] + (uid,) + cards[at:])


def _with_cards(s: State, zone: Zone, index: int, placed: tuple[int, ...]) -> State:
    """``s`` with ``zone`` (of player or space ``index``) holding ``placed``."""
    if zone in PLAYER_ZONES:
        players = list(s.players)
        players[index] = evolve(players[index], **{zone.value: placed})
        return evolve_fields(s, {"players": tuple(players)})
    if zone is Zone.CAPTIVES:
        groups = list(s.captives)
        groups[index] = placed
        return evolve_fields(s, {"captives": tuple(groups)})
    return evolve_fields(s, {zone.value: placed})


def _spot(zone: Zone, at: int, size: int) -> str:
    """Where in a deck, in words ("the top of ", "the bottom of ", "third from the top of "); "" elsewhere."""
    if zone not in _DECKS:
        return ""
    if at == 0:
        return "the top of "
    if at == size:
        return "the bottom of "
    return f"place {at + 1} from the top of "


def _set(s: State, edit: EditSet) -> State:
    what, value = edit.what, edit.value
    if type(value) is not int:
        raise IllegalAction("A total is a whole number.")
    if value < 0:
        raise IllegalAction("A total can't be below zero.")
    if value > 999:
        raise IllegalAction("A total above 999 is not something the table needs.")
    t = s.turn
    if what == "attack":
        out = evolve(s, turn=evolve(t, attack=value, attack_made=max(t.attack_made, value)))
        said = f"{s.me.name}'s Attack"
    elif what == "recruit":
        out = evolve(s, turn=evolve(t, recruit=value, recruit_made=max(t.recruit_made, value)))
        said = f"{s.me.name}'s Recruit"
    elif what == "twists":
        out = evolve(s, twists=value)
        said = "the Twist count"
    elif type(what) is str and any(key == what for key, _ in s.counters):
        out = evolve(s, counters=tuple((k, value if k == what else v) for k, v in s.counters))
        said = f"the Scheme's count of {what}"
    else:
        known = ", ".join((*EDIT_NUMBERS, *(k for k, _ in s.counters)))
        raise IllegalAction(f"There is no total called {what!r} to set: the totals are {known}.")
    if out == s:
        raise IllegalAction(f"{said[0].upper()}{said[1:]} is already {value}.")
    return _logged(out, f"By hand: {said} is set to {value}.", ())


def _pass_turn(s: State, edit: EditPassTurn) -> State:
    p = edit.player
    if type(p) is not int or not 0 <= p < len(s.players):
        raise IllegalAction(f"There is no player {p!r} to pass the turn to.")
    if s.phase is not Phase.PLAY:
        raise IllegalAction("The turn can't be passed by hand during the Final Showdown.")
    if not s.players[p].has_hand:
        raise IllegalAction(f"{s.players[p].name} has no hand to take a turn with.")
    out = evolve(s, current=p, turn=TurnState(number=s.turn.number + 1))
    return _logged(out, f"By hand: the turn passes to {s.players[p].name}.", (), p)


def _logged(s: State, text: str, cards: tuple[int, ...], player: int = -1) -> State:
    return log(s, text, "", player, EDITED, cards)
