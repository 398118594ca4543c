"""Helpers for tests, scenario files and tutorials: act on a position by card names."""

from __future__ import annotations

from bigtrouble.actions import Choose, Decline, Fight, PlayCard, Recruit
from bigtrouble.effects.base import Effect, push
from bigtrouble.effects.runner import resolve
from bigtrouble.effects.villain_deck import PlayVillainCard
from bigtrouble.engine import apply
from bigtrouble.errors import IllegalAction
from bigtrouble.model import Ctx, State
from bigtrouble.zones import Zone, cards_in, name


def uid_in(s: State, card: str, zone: Zone, index: int = -1) -> int:
    """The first card called ``card`` in a zone (a player's zone needs ``index``)."""
    for u in cards_in(s, zone, index):
        if name(s, u).lower() == card.lower():
            return u
    raise LookupError(f"no {card!r} in {zone.value}")


def names_in(s: State, zone: Zone, index: int = -1) -> list[str]:
    """The names of the cards in a zone, in order."""
    return [name(s, u) for u in cards_in(s, zone, index)]


def play(s: State, card: str) -> State:
    """The current player plays the first ``card`` from hand."""
    return apply(s, PlayCard(uid_in(s, card, Zone.HAND, s.current)))


def recruit(s: State, card: str) -> State:
    """The current player recruits ``card`` from the HQ (or the top Uncle Chu)."""
    for u in s.hq:
        if u >= 0 and name(s, u).lower() == card.lower():
            return apply(s, Recruit(u))
    if s.uncle_chu and name(s, s.uncle_chu[0]).lower() == card.lower():
        return apply(s, Recruit(s.uncle_chu[0]))
    raise LookupError(f"no {card!r} to recruit")


def fight(s: State, card: str) -> State:
    """The current player fights the Villain ``card`` in the city."""
    return apply(s, Fight(uid_in(s, card, Zone.CITY)))


def choose(s: State, label: str) -> State:
    """Answer the pending choice with the first option labelled ``label``."""
    if s.pending is None:
        raise IllegalAction("There is no choice to make right now.")
    index = option_index(s, label)
    if index >= 0:
        return apply(s, Choose(index))
    labels = ", ".join(o.label for o in s.pending.options)
    raise LookupError(f"no option {label!r}; the options are: {labels}")


def option_index(s: State, label: str) -> int:
    """The first pending option whose label, or whose card's name, is ``label``; -1 if none."""
    if s.pending is None:
        return -1
    want = label.lower()
    for i, o in enumerate(s.pending.options):
        if o.label.lower() == want:
            return i
    for i, o in enumerate(s.pending.options):
        if o.uid >= 0 and name(s, o.uid).lower() == want:
            return i
    return -1


def decline(s: State) -> State:
    """Decline the pending optional choice."""
    return apply(s, Decline())


def run(s: State, *effects: Effect, player: int | None = None, source: int = -1) -> State:
    """Resolve effects as if a card of ``player`` (default: the current one) did them."""
    p = s.current if player is None else player
    return resolve(push(s, tuple(effects), Ctx(player=p, source=source)))


def play_villain_card(s: State) -> State:
    """Play the top card of the Villain Deck now, as step 1 of a turn does."""
    return run(s, PlayVillainCard())
