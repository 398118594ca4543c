"""The sources a card's known parts cite: the published ones by key, the rulebook by ruling.

A :class:`~bigtrouble.cards.defs.Fact` names its source lines: rulebook rulings are the
team checklist's R-numbers (``R74``, ``R174-R175``); the published sources are the keys of
``shared/cards/known-facts.md`` (``S1`` to ``S13``), described here in our own words so the
card viewer can say where a fact comes from.
"""

from __future__ import annotations

import re

PUBLISHED_SOURCES: dict[str, str] = {
    "S1": "a public game-helper's data model (mastermind Attack, group totals, twist counts, threat tags)",
    "S2": "the same project's lists of the set's names",
    "S3": "an independent list of the set's names (Archipelago)",
    "S4": "the designer's preview of Nosy But Nice and the Catacomb Monster (July 2016)",
    "S5": "the designer's preview of the hero buddies (July 2016)",
    "S6": "the designer's posts on the Three Storms and the Lords of Death (July 2016)",
    "S7": "a published review (which Masterminds always lead which groups)",
    "S8": "a player's reading of the rulebook on a forum",
    "S9": "a player's blog",
    "S10": "a published review (box contents)",
    "S11": "a published review (starter Heroes, Bystanders, Twists)",
    "S12": "a published review quoting the publisher",
    "S13": "a design document's passing remark (unverified)",
}
"""The keys of known-facts.md, each in a few words."""

_REF = re.compile(r"^(R(\d+)(?:-R(\d+))?|S\d+)$")


def source_refs(source: str) -> tuple[str, ...]:
    """The separate references in a source line (``"R74-R75, S5"`` -> ``("R74-R75", "S5")``)."""
    return tuple(part.strip() for part in source.split(",") if part.strip())


def unknown_refs(source: str, rulings: set[str]) -> tuple[str, ...]:
    """The references in ``source`` that name no published source and no ruling in ``rulings``."""
    bad: list[str] = []
    for ref in source_refs(source):
        m = _REF.match(ref)
        if m is None:
            bad.append(ref)
        elif ref.startswith("S"):
            if ref not in PUBLISHED_SOURCES:
                bad.append(ref)
        else:
            lo = int(m.group(2))
            hi = int(m.group(3) or lo)
            if hi < lo or any(f"R{n}" not in rulings for n in range(lo, hi + 1)):
                bad.append(ref)
    return tuple(bad)


def describe(source: str) -> str:
    """A source line for the card viewer: rulings stay as they are, published keys get their words."""
    out: list[str] = []
    for ref in source_refs(source):
        words = PUBLISHED_SOURCES.get(ref)
        out.append(f"{ref}: {words}" if words else f"rulebook {ref}")
    return "; ".join(out)
