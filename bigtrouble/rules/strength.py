"""How strong Villains and the Mastermind are right now (R84, R96, R125, R165-R168)."""

from __future__ import annotations

from bigtrouble.effects.base import amount
from bigtrouble.model import CHINATOWN, Ctx, State
from bigtrouble.zones import cdef

WING_KONG_SECURITY_BONUS = 2


def villain_attack(s: State, uid: int) -> int:
    """A Villain's Attack now: printed, plus bonuses and this turn's modifiers, never below 0."""
    d = cdef(s, uid)
    total = d.attack or 0
    ctx = Ctx(player=s.current, source=uid)
    if d.attack_bonus is not None:
        total += amount(d.attack_bonus, s, ctx)
    if uid in s.city:
        space = s.city.index(uid)
        if space in CHINATOWN:
            total += WING_KONG_SECURITY_BONUS * sum(
                1 for b in s.captives[space] if "wing_kong_security" in cdef(s, b).tags
            )
    total += s.counter("villain_attack_bonus")
    if s.scheme >= 0:
        scheme = cdef(s, s.scheme).scheme
        if scheme is not None and scheme.villain_attack_bonus is not None:
            total += amount(scheme.villain_attack_bonus, s, ctx)
    for m in s.turn.modifiers:
        if m.target == uid or (m.target < 0 and m.villains and m.filter.matches(d)):
            total += m.delta
    return max(0, total)


def mastermind_attack(s: State) -> int:
    """The Mastermind's Attack now (the same for every Tactic, R101), never below 0."""
    d = cdef(s, s.mastermind)
    total = d.attack or 0
    info = d.mastermind
    if info is not None and info.attack_bonus is not None:
        total += amount(info.attack_bonus, s, Ctx(player=s.current, source=s.mastermind))
    total += s.counter("mastermind_attack_bonus")
    for m in s.turn.modifiers:
        if m.mastermind:
            total += m.delta
    return max(0, total)
