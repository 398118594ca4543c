"""The Solo mode's Always Leads substitution (our adaptation of the DC solo rules).

The Solo mode ignores the Mastermind's Always Leads, so the group he leads may be
missing. His abilities and Tactics that name that group then apply to the one
Villain Group in use instead (DC's example: Circe's "Beastiamorphs" become the
Henchmen you play with). Kept apart, with nothing but the model at the top, so the
effects that count or find a group can ask it without an import circle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bigtrouble.model import SOLO_VARIANT, Setup, State, evolve

if TYPE_CHECKING:
    from bigtrouble.effects.base import CardFilter

_CACHE: dict[tuple[str, tuple[str, ...], tuple[str, ...]], tuple[str, str]] = {}
_FILTERS: dict[tuple[CardFilter, str], CardFilter] = {}


def substitute(setup: Setup) -> tuple[str, str]:
    """(the group the Mastermind always leads, the group standing in for it); ("", "") when none is needed."""
    if setup.variant != SOLO_VARIANT:
        return "", ""
    key = (setup.mastermind, setup.villains, setup.henchmen)
    found = _CACHE.get(key)
    if found is None:
        found = _CACHE[key] = _find(setup)
    return found


def _find(setup: Setup) -> tuple[str, str]:
    from bigtrouble.cards import registry
    from bigtrouble.cards.defs import Kind

    for d in registry.of_kind(Kind.MASTERMIND):
        if d.name == setup.mastermind and d.mastermind is not None:
            led = d.mastermind.always_leads
            if led and led not in setup.villains and led not in setup.henchmen and setup.villains:
                return led, setup.villains[0]
    return "", ""


def group_in_use(s: State, group: str) -> str:
    """The group an ability naming ``group`` applies to: the stand-in for a missing led group, else itself."""
    if not group or s.setup.variant != SOLO_VARIANT:
        return group
    led, stand_in = substitute(s.setup)
    return stand_in if led and group == led else group


def lead_filter(s: State, flt: CardFilter) -> CardFilter:
    """``flt`` with its group replaced by the group in use (the same filter in every other case)."""
    if not flt.group or s.setup.variant != SOLO_VARIANT:
        return flt
    group = group_in_use(s, flt.group)
    if group == flt.group:
        return flt
    key = (flt, group)
    found = _FILTERS.get(key)
    if found is None:  # one object per stand-in filter, so counts cached by the filter's identity still hit
        found = _FILTERS[key] = evolve(flt, group=group)
    return found
