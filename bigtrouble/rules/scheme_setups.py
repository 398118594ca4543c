"""Scheme setups that change the game after the usual setup (R14, R16).

Each hook is listed in :data:`HOOKS` under its Scheme's ``setup_key`` (``rules.setup`` reads it)
and runs once the decks are built, before the first turn.
A setup the box can't supply raises :class:`SetupError` with a sentence that says why.
"""

from __future__ import annotations

from collections.abc import Callable

from attrs import evolve

from bigtrouble.cards import registry
from bigtrouble.cards.defs import Kind
from bigtrouble.errors import SetupError
from bigtrouble.model import State
from bigtrouble.zones import cdef, log, name

TWISTS_IN_BOX = 11
"""The box holds 11 Scheme Twists (R180)."""

KILL_UNCLE_CHU = "kill_uncle_chu"
OPEN_THE_HELL_GATES = "open_the_hell_gates"


def _twists_in_game(s: State) -> int:
    """Twist cards already made for this game (in any zone)."""
    return sum(1 for card_id in s.card_ids if registry.CARDS[card_id].kind is Kind.TWIST)


def _extra_twist(s: State, scheme_name: str) -> tuple[State, int]:
    """Make one more physical Twist for this game, if the box has one left."""
    if _twists_in_game(s) >= TWISTS_IN_BOX:
        raise SetupError(f"{scheme_name} needs one more Scheme Twist than the 11 in the box.")
    twist = registry.of_kind(Kind.TWIST)[0]
    uid = len(s.card_ids)
    return evolve(s, card_ids=s.card_ids + (twist.id,)), uid


def kidnap_uncle_chu(s: State) -> State:
    """Kill Uncle Chu: the Mastermind starts the game holding an Uncle Chu from the stack."""
    if not s.uncle_chu:
        raise SetupError("Kill Uncle Chu needs an Uncle Chu to kidnap, but the Uncle Chu stack is empty.")
    uid = s.uncle_chu[0]
    s = evolve(s, uncle_chu=s.uncle_chu[1:], mastermind_captives=s.mastermind_captives + (uid,))
    return log(s, f"Setup: {name(s, s.mastermind)} has kidnapped Uncle Chu.", "R14")


def first_gate_open(s: State) -> State:
    """Open the Hell Gates: one more Twist starts under the Scheme, the first gate already open."""
    s, uid = _extra_twist(s, cdef(s, s.scheme).name)
    s = evolve(s, scheme_stack=s.scheme_stack + (uid,))
    return log(s, "Setup: the first Hell Gate is already open.", "R14")


HOOKS: dict[str, Callable[[State], State]] = {KILL_UNCLE_CHU: kidnap_uncle_chu, OPEN_THE_HELL_GATES: first_gate_open}
"""Every Scheme setup, by ``SchemeInfo.setup_key``."""
