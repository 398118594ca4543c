"""How strong Villains and the Mastermind are right now (R84, R96, R125, R165-R168)."""

from __future__ import annotations

from collections.abc import Callable

from attrs import frozen

from bigtrouble.cards.registry import CARDS
from bigtrouble.effects.base import Amount, amount
from bigtrouble.memo import IdentityMemo
from bigtrouble.model import CHINATOWN, Ctx, State, TurnModifier, ctx_of
from bigtrouble.zones import cdef

WING_KONG_SECURITY_BONUS = 2


_ATTACKS: IdentityMemo[int, tuple[State, dict[int, int]]] = IdentityMemo("the last state's Villain Attacks", 0)
"""The Attacks worked out for the last state asked about (one entry; it holds the state)."""


def villain_attack(s: State, uid: int) -> int:
    """A Villain's Attack now: printed, plus bonuses and this turn's modifiers, never below 0.

    A pure function of the state, so the answers for the last state asked about are kept:
    legal actions, the fight's check and a bot's plan all ask about the same state.
    """
    memo = _ATTACKS.get(id(s))
    if memo is None or memo[0] is not s:
        memo = (s, {})
        _ATTACKS.put(id(s), memo)
    known = memo[1].get(uid)
    if known is None:
        known = memo[1][uid] = _villain_attack(s, uid)
    return known


_NEVER_NEGATIVE: IdentityMemo[int, tuple[Amount, bool]] = IdentityMemo("amounts never below 0", 4096)


def never_negative(a: Amount) -> bool:
    """Whether ``a`` is 0 or more in every state, as its class declares (``Amount.NEVER_NEGATIVE``):
    a count, or a wrapper whose integer fields are 0 or more around amounts that never are negative."""
    known = _NEVER_NEGATIVE.get(id(a))
    if known is not None and known[0] is a:
        return known[1]
    promise = type(a).NEVER_NEGATIVE
    if isinstance(promise, bool):
        answer = promise
    else:
        inner = [getattr(a, n) for n in ("of", "parts") if hasattr(a, n)]
        amounts = [x for i in inner for x in (i if isinstance(i, tuple) else (i,))]
        answer = all(type(getattr(a, n)) is int and getattr(a, n) >= 0 for n in promise) and all(
            isinstance(x, Amount) and never_negative(x) for x in amounts
        )
    _NEVER_NEGATIVE.put(id(a), (a, answer))
    return answer


def villain_attack_floor(s: State, uid: int) -> int:
    """At most :func:`villain_attack`, and cheaper: the printed Attack, counters and modifiers.

    The Attack's other terms (the card's and the Scheme's bonus amounts, captured Wing Kong
    Security) only add, when those amounts can't be negative; if one can, this is the Attack.
    Legal actions use it to pass over Villains the turn's Attack can't reach anyway.
    """
    d = cdef(s, uid)
    if d.attack_bonus is not None and not never_negative(d.attack_bonus):
        return villain_attack(s, uid)
    if s.scheme >= 0:
        scheme = cdef(s, s.scheme).scheme
        if (
            scheme is not None
            and scheme.villain_attack_bonus is not None
            and not never_negative(scheme.villain_attack_bonus)
        ):
            return villain_attack(s, uid)
    total = (d.attack or 0) + s.counter("villain_attack_bonus")
    for m in s.turn.modifiers:
        if m.target == uid or (m.target < 0 and m.villains and m.filter.matches(d)):
            total += m.delta
    return max(0, total)


_Candidates = tuple[tuple[int, ...], tuple[tuple[str, int], ...], tuple[TurnModifier, ...], tuple[str, ...], list[int]]
_CANDIDATES: IdentityMemo[tuple[int, int, int, int, int, int], _Candidates] = IdentityMemo(
    "Villains the Attack floor can't rule out", 4096
)
"""The floor's verdict by (city, counters, turn modifiers, card list: identities; Scheme, Attack): the
Villains it can't rule out. Those inputs are all it reads; they outlive many states (a turn's plays)."""


def villains_within(s: State, attack: int) -> list[int]:
    """The Villains in the city (in city order) whose Attack is at most ``attack``.

    The same as asking :func:`villain_attack` of each, but a Villain whose floor is already
    out of reach is never worked out in full, and the floor's verdict is kept for its inputs.
    """
    city, counters, modifiers, ids = s.city, s.counters, s.turn.modifiers, s.card_ids
    key = (id(city), id(counters), id(modifiers), id(ids), s.scheme, attack)
    hit = _CANDIDATES.get(key)
    if hit is not None and hit[0] is city and hit[1] is counters and hit[2] is modifiers and hit[3] is ids:
        candidates = hit[4]
    else:
        candidates = _floor_candidates(s, attack)
        _CANDIDATES.put(key, (city, counters, modifiers, ids, candidates))
    return [u for u in candidates if villain_attack(s, u) <= attack] if candidates else []


def _floor_candidates(s: State, attack: int) -> list[int]:
    """The Villains in the city whose floor is at most ``attack`` (so whose Attack may be)."""
    ids = s.card_ids
    cards = CARDS
    counted = s.counter("villain_attack_bonus")
    scheme_ok = True
    if s.scheme >= 0:
        scheme = cards[ids[s.scheme]].scheme
        if scheme is not None and scheme.villain_attack_bonus is not None:
            scheme_ok = never_negative(scheme.villain_attack_bonus)
    modifiers = s.turn.modifiers
    out: list[int] = []
    for u in s.city:
        if u < 0:
            continue
        d = cards[ids[u]]
        if scheme_ok and (d.attack_bonus is None or never_negative(d.attack_bonus)):
            total = (d.attack or 0) + counted
            for m in modifiers:
                if m.target == u or (m.target < 0 and m.villains and m.filter.matches(d)):
                    total += m.delta
            if total > attack:
                continue
        out.append(u)
    return out


_MM_FLOORS: IdentityMemo[
    tuple[int, int, int, int], tuple[tuple[str, ...], tuple[tuple[str, int], ...], tuple[TurnModifier, ...], int]
] = IdentityMemo("the Mastermind's Attack floor", 4096)


def mastermind_within(s: State, attack: int) -> bool:
    """Whether the Mastermind's Attack is at most ``attack``: his floor first (kept for its inputs:
    his card, the counters, the turn's modifiers), then, only if it is in reach, the Attack in full."""
    ids, counters, modifiers = s.card_ids, s.counters, s.turn.modifiers
    key = (id(ids), s.mastermind, id(counters), id(modifiers))
    hit = _MM_FLOORS.get(key)
    if hit is not None and hit[0] is ids and hit[1] is counters and hit[2] is modifiers:
        floor = hit[3]
    else:
        d = CARDS[ids[s.mastermind]]
        info = d.mastermind
        exact = info is not None and info.attack_bonus is not None and not never_negative(info.attack_bonus)
        floor = -1 if exact else mastermind_attack_floor(s)  # -1: no floor, always work it out
        _MM_FLOORS.put(key, (ids, counters, modifiers, floor))
    return floor <= attack and mastermind_attack(s) <= attack


def mastermind_attack_floor(s: State) -> int:
    """At most :func:`mastermind_attack`, and cheaper: his bonus amount left out when it can't be negative."""
    d = cdef(s, s.mastermind)
    info = d.mastermind
    if info is not None and info.attack_bonus is not None and not never_negative(info.attack_bonus):
        return mastermind_attack(s)
    total = (d.attack or 0) + s.counter("mastermind_attack_bonus")
    for m in s.turn.modifiers:
        if m.mastermind:
            total += m.delta
    return max(0, total)


def _villain_attack(s: State, uid: int) -> int:
    d = cdef(s, uid)
    total = d.attack or 0
    ctx = ctx_of(s.current, uid)
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


_mastermind_memo: tuple[State | None, int] = (None, 0)


def mastermind_attack(s: State) -> int:
    """The Mastermind's Attack now (the same for every Tactic, R101), never below 0 (kept for the last state)."""
    global _mastermind_memo
    memo = _mastermind_memo
    if memo[0] is s:
        return memo[1]
    value = _mastermind_attack(s)
    _mastermind_memo = (s, value)
    return value


def mastermind_attack_uncached(s: State) -> int:
    """:func:`mastermind_attack` worked out without touching its memo: for a passing what-if state,
    which would otherwise push out the answer kept for the real one."""
    return _mastermind_attack(s)


def _mastermind_attack(s: State) -> int:
    d = cdef(s, s.mastermind)
    total = d.attack or 0
    info = d.mastermind
    if info is not None and info.attack_bonus is not None:
        total += amount(info.attack_bonus, s, ctx_of(s.current, s.mastermind))
    total += s.counter("mastermind_attack_bonus")
    for m in s.turn.modifiers:
        if m.mastermind:
            total += m.delta
    return max(0, total)


# --- the same numbers, in parts the mat can explain ----------------------------------


@frozen
class Part:
    """One term of a Villain's or the Mastermind's Attack: how much, and why in a few words."""

    value: int
    words: str


def _amount_parts(a: Amount, s: State, ctx: Ctx, whose: str = "") -> list[Part]:
    """An Amount as parts; a sum of amounts ("for each X and for each Y") gives one part each."""
    inner = getattr(a, "parts", None)
    if isinstance(inner, tuple) and all(isinstance(x, Amount) for x in inner):
        return [p for x in inner for p in _amount_parts(x, s, ctx, whose)]
    v = a.value(s, ctx)
    unit = a.unit()
    rule = f"{unit:+d} {a.text()}"
    words = rule if v == unit else f"{v:+d} ({rule})"
    return [Part(v, f"{words}{whose}")]


def _modifier_parts(s: State, hit: Callable[[TurnModifier], bool]) -> list[Part]:
    total = sum(m.delta for m in s.turn.modifiers if hit(m))
    return [Part(total, f"{total:+d} from cards played this turn")] if total else []


def _floor(parts: list[Part]) -> tuple[Part, ...]:
    total = sum(p.value for p in parts)
    if total < 0:
        parts.append(Part(-total, f"{-total:+d}: Attack never goes below 0"))
    return tuple(parts)


def villain_attack_parts(s: State, uid: int) -> tuple[Part, ...]:
    """The terms of :func:`villain_attack` (the first is the printed Attack); they add up to it exactly."""
    d = cdef(s, uid)
    parts = [Part(d.attack or 0, "printed")]
    ctx = Ctx(player=s.current, source=uid)
    if d.attack_bonus is not None:
        parts += _amount_parts(d.attack_bonus, s, ctx)
    if uid in s.city:
        space = s.city.index(uid)
        if space in CHINATOWN:
            guards = sum(1 for b in s.captives[space] if "wing_kong_security" in cdef(s, b).tags)
            if guards:
                bonus = WING_KONG_SECURITY_BONUS * guards
                parts.append(Part(bonus, f"+{bonus}: Wing Kong Security it holds in Chinatown"))
    bump = s.counter("villain_attack_bonus")
    if bump:
        parts.append(Part(bump, f"{bump:+d} for every Villain, from the Scheme's Twists"))
    if s.scheme >= 0:
        scheme = cdef(s, s.scheme).scheme
        if scheme is not None and scheme.villain_attack_bonus is not None:
            extra = _amount_parts(scheme.villain_attack_bonus, s, ctx, f" (Scheme: {cdef(s, s.scheme).name})")
            parts += [p for p in extra if p.value]
    parts += _modifier_parts(s, lambda m: m.target == uid or (m.target < 0 and m.villains and m.filter.matches(d)))
    return _floor(parts)


def mastermind_attack_parts(s: State) -> tuple[Part, ...]:
    """The terms of :func:`mastermind_attack` (the first is the printed Attack); they add up to it exactly."""
    d = cdef(s, s.mastermind)
    parts = [Part(d.attack or 0, "printed")]
    info = d.mastermind
    if info is not None and info.attack_bonus is not None:
        parts += _amount_parts(info.attack_bonus, s, Ctx(player=s.current, source=s.mastermind))
    bump = s.counter("mastermind_attack_bonus")
    if bump:
        parts.append(Part(bump, f"{bump:+d} from earlier effects"))
    parts += _modifier_parts(s, lambda m: m.mastermind)
    return _floor(parts)


def parts_sentence(parts: tuple[Part, ...]) -> str:
    """ "7 printed, +1 for each Wing Kong Gang Villain in the city: 8" (terms worth 0 left out)."""
    total = sum(p.value for p in parts)
    printed = parts[0]
    rest = [p.words for p in parts[1:] if p.value]
    if not rest:
        return f"{printed.value}, as printed (nothing changes it now)"
    return f"{printed.value} printed, " + ", ".join(rest) + f": {total}"
