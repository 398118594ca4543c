"""Two of the heuristic bot's rules of thumb that its advice explains too: the order to play cards
in, and what the Mastermind's Attack would be without some Villains.

Apart from ``heuristic`` so that ``advice`` (which ``heuristic`` asks for its reasons) can read them.
"""

from __future__ import annotations

from collections.abc import Sequence

from bigtrouble.cards.defs import CardDef
from bigtrouble.effects.basic import ChooseOne, ClassTrigger, Draw
from bigtrouble.model import State, evolve_state
from bigtrouble.rules.strength import mastermind_attack, mastermind_attack_uncached


def play_order(d: CardDef) -> tuple[int, int, int]:
    """Sort key for playing: card drawers first; class-triggered and choice cards last; cheap before dear."""
    draws = any(isinstance(e, Draw) for e in d.on_play)
    late = any(isinstance(e, ClassTrigger | ChooseOne) for e in d.on_play)
    return (0 if draws else 1, 1 if late else 0, d.cost)


_without_memo: tuple[State | None, dict[tuple[int, ...], int]] = (None, {})
"""The answers of :func:`mastermind_attack_without` for the last state asked about (a turn's plan asks often)."""


def mastermind_attack_without(s: State, spaces: Sequence[int]) -> int:
    """The Mastermind's Attack if the Villains in these city spaces were gone."""
    if not spaces:
        return mastermind_attack(s)
    global _without_memo
    memo = _without_memo
    if memo[0] is not s:
        memo = _without_memo = (s, {})
    key = tuple(spaces)
    known = memo[1].get(key)
    if known is None:
        city = tuple(-1 if i in spaces else u for i, u in enumerate(s.city))
        known = memo[1][key] = mastermind_attack_uncached(evolve_state(s, "city", city))
    return known
