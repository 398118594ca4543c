"""Play all: the cards in hand that ask nothing, in an order that keeps class triggers firing.

A turn used to be six or more single plays. :func:`play_all_plan` finds, from the state alone,
the plays the client makes one after another (each its own undo step): only cards whose play
needs no answer from anyone (choices with one answer are the engine's, as after any play), and
a card whose class trigger needs a class comes after a card of that class when the hand holds
one. It stops before any card that would ask a question: the player decides those.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import attrs

from bigtrouble.actions import PlayCard
from bigtrouble.cards.defs import CardDef, HeroClass
from bigtrouble.effects.basic import ClassTrigger
from bigtrouble.engine import apply, legal_actions, settle
from bigtrouble.model import State
from bigtrouble.zones import cdef


def _effects_in(value: Any) -> Iterator[Any]:
    """Every effect inside ``value`` (a tuple of effects, or an effect with effects in its fields)."""
    if isinstance(value, tuple):
        for item in value:
            yield from _effects_in(item)
    elif attrs.has(type(value)):
        yield value
        for f in attrs.fields(type(value)):
            yield from _effects_in(getattr(value, f.name))


def trigger_classes(d: CardDef) -> frozenset[HeroClass]:
    """The classes whose earlier play a card's class triggers ask for ("[Covert]: ...")."""
    return frozenset(e.cls for e in _effects_in(d.on_play) if isinstance(e, ClassTrigger))


def _quiet_plays(s: State) -> list[tuple[PlayCard, State]]:
    """The card plays open now that ask nobody anything, each with the state after it."""
    out = []
    for a in legal_actions(s):
        if isinstance(a, PlayCard):
            after, _ = settle(apply(s, a))
            if after.pending is None and after.phase is s.phase:
                out.append((a, after))
    return out


def _next_play(s: State, quiet: list[tuple[PlayCard, State]]) -> tuple[PlayCard, State]:
    """Which quiet play goes next: not one whose trigger another card in hand could still feed; first one that
    feeds another's trigger; else the first in hand."""
    played = {cdef(s, u).cls for u in s.turn.played_log}
    hand = s.players[s.current].hand
    defs = {a.uid: cdef(s, a.uid) for a, _ in quiet}

    def order(item: tuple[PlayCard, State]) -> tuple[int, int, int]:
        uid = item[0].uid
        d = defs[uid]
        others = [defs[b.uid] for b, _ in quiet if b.uid != uid]
        waits = sum(1 for c in trigger_classes(d) if c not in played and any(o.cls is c for o in others))
        feeds = sum(1 for o in others if d.cls not in played and d.cls in trigger_classes(o))
        return (waits, -feeds, hand.index(uid))

    return min(quiet, key=order)


def play_all_plan(s: State) -> list[PlayCard]:
    """The plays Play All makes from ``s``, in order (empty when none can be made without a question)."""
    plan: list[PlayCard] = []
    while s.pending is None:
        quiet = _quiet_plays(s)
        if not quiet:
            break
        action, s = _next_play(s, quiet)
        plan.append(action)
    return plan
