"""What a state must keep that can be read from the state alone: every card in one place, no
negative totals, players that exist, captives under a Villain, a full HQ.

:mod:`bigtrouble.invariants` adds what needs the engine (a legal action exists until the end);
hand edits (:mod:`bigtrouble.rules.edits`) refuse any result that breaks one of these.
"""

from __future__ import annotations

from collections import Counter

from bigtrouble.model import State


def card_problems(s: State) -> list[str]:
    """Cards missing, duplicated or unknown, as sentences (empty when every card is in one place)."""
    counts = Counter(s.all_uids())
    n = len(s.card_ids)
    out: list[str] = []
    if len(counts) == n and all(c == 1 for c in counts.values()) and all(0 <= u < n for u in counts):
        return out
    twice = sorted(u for u, c in counts.items() if c > 1)
    missing = sorted(u for u in range(n) if u not in counts)
    unknown = sorted(u for u in counts if not 0 <= u < n)
    if twice:
        out.append("cards in more than one place: " + _names(s, twice))
    if missing:
        out.append("cards in no place: " + _names(s, missing))
    if unknown:
        out.append(f"unknown card uids: {unknown[:10]}")
    return out


def _names(s: State, uids: list[int]) -> str:
    shown = ", ".join(f"{u} ({s.card_ids[u]})" for u in uids[:10] if 0 <= u < len(s.card_ids))
    return shown + (f" and {len(uids) - 10} more" if len(uids) > 10 else "")


def static_problems(s: State) -> list[str]:
    """Every rule of :mod:`this module <bigtrouble.rules.census>` the state ``s`` breaks, as sentences."""
    out = card_problems(s)
    t = s.turn
    for label, value in (
        ("Attack", t.attack),
        ("Recruit", t.recruit),
        ("Attack made", t.attack_made),
        ("Recruit made", t.recruit_made),
        ("Twist count", s.twists),
    ):
        if value < 0:
            out.append(f"{label} is negative ({value})")
    for key, value in s.counters:
        if value < 0:
            out.append(f"the counter {key!r} is negative ({value})")
    if not 0 <= s.current < len(s.players):
        out.append(f"the current player {s.current} does not exist")
    if s.pending is not None and not 0 <= s.pending.player < len(s.players):
        out.append(f"the pending choice waits for player {s.pending.player}, who does not exist")
    if s.pending is not None and not s.pending.options and not s.pending.optional:
        out.append(f"the pending choice {s.pending.prompt!r} has no options and can't be declined")
    for space, group in enumerate(s.captives):
        if group and s.city[space] < 0:
            out.append(f"city space {space} holds captives but no Villain")
    if s.hero_deck and -1 in s.hq:
        out.append("an HQ space is empty while the Hero Deck still has cards")
    return out
