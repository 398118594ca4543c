"""Henchman Groups: 10 identical cards each.

Published: the three names and 30 total Attack a group (so 3 each); Lords of Death
wound whoever defeats them unless already hurt. The rest is ours.
"""

from __future__ import annotations

from bigtrouble.cards.defs import CardDef, Kind, Origin
from bigtrouble.cards.registry import register
from bigtrouble.effects.base import CardFilter
from bigtrouble.effects.basic import Pick
from bigtrouble.zones import Zone

P = Origin.PUBLISHED

WING_KONG_THUGS = CardDef(
    id="henchman/wing_kong_thugs",
    name="Wing Kong Thug",
    kind=Kind.HENCHMAN,
    group="Wing Kong Thugs",
    copies=10,
    attack=3,
    vp=1,
    fight=(Pick((Zone.HAND, Zone.DISCARD), Zone.KO, CardFilter(grey=True, hero=True), optional=True),),
    origin=(("name", P), ("attack", P)),
    origin_note="Name and Attack 3 (30 across the group) are published; VP and Fight are ours.",
    flavor="Paid by the hour, and it shows.",
)

register((WING_KONG_THUGS,))
