"""The closed set of things a player can do: small frozen values.

Every action has a ``describe(state)`` sentence for the log, the undo history
and the hot-seat screens.
"""

from __future__ import annotations

from attrs import frozen

from bigtrouble.model import State
from bigtrouble.zones import name as _card_name


def name(s: State, uid: object) -> str:
    """A card's name, or words for a uid that is not a card of this game (so describing never fails)."""
    if type(uid) is int and 0 <= uid < len(s.card_ids):
        return _card_name(s, uid)
    return f"a card that is not in this game ({uid!r})"


@frozen
class PlayCard:
    """Play a card from your hand (R64)."""

    uid: int

    def describe(self, s: State) -> str:
        """The move in a line, as menus and the log show it: "Play <card>"."""
        return f"Play {name(s, self.uid)}"


@frozen
class Recruit:
    """Recruit a Hero from the HQ, or the top Uncle Chu (R79, R82)."""

    uid: int

    def describe(self, s: State) -> str:
        """The move in a line: "Recruit <card>"."""
        return f"Recruit {name(s, self.uid)}"


@frozen
class Fight:
    """Fight a Villain in the city (R83-R88)."""

    uid: int

    def describe(self, s: State) -> str:
        """The move in a line: "Fight <Villain>"."""
        return f"Fight {name(s, self.uid)}"


@frozen
class FightMastermind:
    """Fight the Mastermind and take a random Tactic (R96-R101)."""

    def describe(self, s: State) -> str:
        """The move in a line, naming the Mastermind when there is one: "Fight <Mastermind>"."""
        return f"Fight {name(s, s.mastermind)}" if s.mastermind >= 0 else "Fight the Mastermind"


@frozen
class Heal:
    """KO every Wound in your hand; only if you neither recruit nor fight this turn (R134-R137)."""

    def describe(self, s: State) -> str:
        """The move in a line: "Heal your Wounds"."""
        return "Heal your Wounds"


@frozen
class EndTurn:
    """Finish your turn: discard everything and draw 6 (R92-R93), or end your Showdown Turn."""

    def describe(self, s: State) -> str:
        """The move in a line: "End the turn", or "End the Showdown Turn" in a Showdown."""
        return "End the Showdown Turn" if s.turn.showdown else "End the turn"


@frozen
class Choose:
    """Answer the pending choice with option ``index``."""

    index: int

    def describe(self, s: State) -> str:
        """The answer in a line, with the option's label when the pending choice has it."""
        if s.pending is not None and type(self.index) is int and 0 <= self.index < len(s.pending.options):
            return f"Choose {s.pending.options[self.index].label}"
        if type(self.index) is int:
            return f"Choose option {self.index + 1}"
        return f"Choose an option that does not exist ({self.index!r})"


@frozen
class Decline:
    """Decline an optional choice ("you may")."""

    def describe(self, s: State) -> str:
        """The move in a line: "Decline"."""
        return "Decline"


@frozen
class AutoAnswer:
    """Answer a choice that has exactly one answer: the engine's own move, made for the player deciding.

    The game makes it after every player's action unless the table plays with full control
    (:func:`bigtrouble.engine.settle`); being an action of the record, it replays with its log line.
    """

    def describe(self, s: State) -> str:
        """ "Answered by itself: <the option>", or why there is nothing to answer."""
        if s.pending is not None and s.pending.options:
            return f"Answered by itself: {s.pending.options[0].label}"
        return "Answer a choice by itself"


# --- table mode: the players' word over the engine's (legal only while table mode is on) ---------

EDIT_NUMBERS = ("attack", "recruit", "twists")
"""The totals :class:`EditSet` may set besides the Scheme's own counters (by their names in ``State.counters``)."""


@frozen
class EditTableMode:
    """Turn table mode on or off: while it is on, the edits below are legal (and the record says when)."""

    on: bool

    def describe(self, s: State) -> str:
        """ "Turn table mode on" or "Turn table mode off"."""
        return f"Turn table mode {'on' if self.on is True else 'off'}"


@frozen
class EditMove:
    """Move any card by hand to ``zone`` (a :class:`~bigtrouble.zones.Zone` value).

    ``player`` is the player of a player's zone, the space (0-4) of the city, the HQ or the captives
    there, and -1 for a shared pile. ``position`` is where in a pile: 0 the top, -1 the bottom,
    ``k`` under the top ``k`` cards. Taking and giving Tactics and captured Bystanders are moves too.
    """

    uid: int
    zone: str
    player: int = -1
    position: int = 0

    def describe(self, s: State) -> str:
        """ "Move <card> by hand"."""
        return f"Move {name(s, self.uid)} by hand"


@frozen
class EditSet:
    """Set a number by hand: the current player's Attack or Recruit, the Twist count, or a Scheme counter."""

    what: str
    value: int

    def describe(self, s: State) -> str:
        """ "Set <what> to <value> by hand"."""
        return f"Set {self.what} to {self.value} by hand"


@frozen
class EditPassTurn:
    """Hand the turn to ``player`` by hand: a fresh turn for them, with no cleanup and no Villain card."""

    player: int

    def describe(self, s: State) -> str:
        """ "Pass the turn to <player> by hand"."""
        p = self.player
        who = s.players[p].name if type(p) is int and 0 <= p < len(s.players) else f"player {p!r}"
        return f"Pass the turn to {who} by hand"


REORDER_DECKS = {
    "deck": "deck",
    "villain_deck": "the Villain Deck",
    "hero_deck": "the Hero Deck",
    "bystanders": "the Bystander stack",
    "wounds": "the Wound stack",
    "uncle_chu": "the Uncle Chu stack",
    "mediocre": "the Mediocre stack",
}
"""The decks whose top cards :class:`EditReorder` may put in a new order (by their ``Zone`` values), in words."""
REORDER_MOST = 8
"""The most cards one :class:`EditReorder` puts in a new order (a save of the widest actions keeps to its byte cap)."""


@frozen
class EditReorder:
    """Put the top cards of a deck in a new order by hand: ``cards`` are exactly its top ``len(cards)``
    cards, top first, in their new order.

    ``deck`` is one of :data:`REORDER_DECKS`; ``player`` is the player of a player's deck, -1 for a
    shared one. Naming the cards (not only their new places) lets the engine refuse a reorder made
    against a deck that has changed since.
    """

    deck: str
    player: int = -1
    cards: tuple[int, ...] = ()

    def describe(self, s: State) -> str:
        """ "Reorder the top <n> cards of <deck> by hand"."""
        n = len(self.cards) if isinstance(self.cards, tuple) else "some"
        deck = REORDER_DECKS.get(self.deck, "a deck") if isinstance(self.deck, str) else "a deck"
        p = self.player
        if self.deck == "deck":
            deck = f"{s.players[p].name}'s deck" if type(p) is int and 0 <= p < len(s.players) else "a player's deck"
        return f"Reorder the top {n} cards of {deck} by hand"


Edit = EditTableMode | EditMove | EditSet | EditPassTurn | EditReorder
EDIT_TYPES = (EditTableMode, EditMove, EditSet, EditPassTurn, EditReorder)

Action = PlayCard | Recruit | Fight | FightMastermind | Heal | EndTurn | Choose | Decline | AutoAnswer | Edit
ACTION_TYPES: tuple[type, ...] = (
    PlayCard,
    Recruit,
    Fight,
    FightMastermind,
    Heal,
    EndTurn,
    Choose,
    Decline,
    AutoAnswer,
    *EDIT_TYPES,
)
