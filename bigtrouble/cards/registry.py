"""The validated registry of every card definition.

Card modules call :func:`register`; :mod:`bigtrouble.cards` imports them all and
then calls :func:`validate`, so a broken card fails at import, not mid-game.
"""

from __future__ import annotations

from collections.abc import Iterable

from bigtrouble.cards.defs import CardDef, Kind

CARDS: dict[str, CardDef] = {}
_BY_NAME: dict[str, CardDef] = {}


def register(defs: Iterable[CardDef]) -> tuple[CardDef, ...]:
    """Add card definitions to the registry; ids must be new."""
    out = tuple(defs)
    for d in out:
        if d.id in CARDS:
            raise ValueError(f"card id {d.id!r} registered twice")
        CARDS[d.id] = d
        _BY_NAME.setdefault(d.name.lower(), d)
    return out


def get(card_id: str) -> CardDef:
    """The definition with this id."""
    return CARDS[card_id]


def by_name(name: str) -> CardDef:
    """The first registered definition with this name (case-insensitive), or KeyError."""
    try:
        return _BY_NAME[name.lower()]
    except KeyError:
        raise KeyError(f"no card named {name!r}") from None


def of_kind(kind: Kind, group: str | None = None) -> tuple[CardDef, ...]:
    """Every definition of a kind, optionally of one group, in registration order."""
    return tuple(d for d in CARDS.values() if d.kind is kind and (group is None or d.group == group))


def groups(kind: Kind) -> tuple[str, ...]:
    """The distinct groups (hero names, villain groups...) of a kind, in order."""
    seen: dict[str, None] = {}
    for d in CARDS.values():
        if d.kind is kind and d.group:
            seen.setdefault(d.group, None)
    return tuple(seen)


def validate() -> None:
    """Check every definition: numbers in range, tactics and groups that exist."""
    problems: list[str] = []
    for d in CARDS.values():
        if d.copies < 1:
            problems.append(f"{d.id}: copies must be at least 1")
        if d.cost < 0 or d.vp < 0:
            problems.append(f"{d.id}: negative cost or VP")
        if d.kind is Kind.HERO and d.family == "hero" and (d.cls is None or d.rarity is None):
            problems.append(f"{d.id}: a full Hero needs a class and a rarity")
        if d.kind in (Kind.VILLAIN, Kind.HENCHMAN) and d.attack is None:
            problems.append(f"{d.id}: a Villain needs an Attack")
        if d.kind is Kind.MASTERMIND:
            if d.mastermind is None or d.attack is None:
                problems.append(f"{d.id}: a Mastermind needs Attack and mastermind info")
            else:
                for t in d.mastermind.tactics:
                    if t not in CARDS or CARDS[t].kind is not Kind.TACTIC:
                        problems.append(f"{d.id}: unknown tactic {t!r}")
        if d.kind is Kind.SCHEME and d.scheme is None:
            problems.append(f"{d.id}: a Scheme needs scheme info")
        if d.kind is Kind.SCHEME and d.scheme is not None and max(d.scheme.twists) > 11:
            problems.append(f"{d.id}: more than the 11 Twists in the box (R180)")
    if problems:
        raise ValueError("invalid card data:\n" + "\n".join(problems))
