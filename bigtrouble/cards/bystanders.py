"""The 9 special Bystanders: 3 Wing Kong Security, 3 Bus Tourists, 3 White Tigers (R127).

The 23 plain Bystanders live in ``basics.py``. The names and counts are the
rulebook's (R127), and so is the 1 VP every Bystander is worth (R58). Wing Kong
Security's ability is the rulebook's (R125) and the engine applies it to cards
tagged ``wing_kong_security``. That Bus Tourists act only when their captor is
defeated in Chinatown is the rulebook's (R126); what they then do is ours. The
White Tigers' ability is ours.
"""

from __future__ import annotations

from bigtrouble.cards.defs import CardDef, Kind, Origin, exact, outline
from bigtrouble.cards.registry import register
from bigtrouble.effects.base import CardFilter
from bigtrouble.effects.basic import Draw, GainRecruit

R = Origin.RULEBOOK

WING_KONG_SECURITY = CardDef(
    id="bystander/wing_kong_security",
    name="Wing Kong Security",
    kind=Kind.BYSTANDER,
    copies=3,
    vp=1,
    tags=("wing_kong_security",),
    static_text="While the Villain holding this Bystander is in Chinatown, that Villain gets +2 Attack.",
    origin=(exact("name", R, "R127"), exact("numbers", R, "R58"), exact("ability", R, "R125")),
    origin_note="Name, count, 1 VP and the +2 Attack in Chinatown are the rulebook's (R58, R125, R127). "
    "No published source or designer quote concerns it (checked against known-facts).",
    reminder="Held by the Mastermind, it gives him nothing (R125).",
    flavor="Paid to stand by the door. Paid a little extra to stand in front of it.",
)

BUS_TOURIST = CardDef(
    id="bystander/bus_tourist",
    name="Bus Tourist",
    kind=Kind.BYSTANDER,
    copies=3,
    vp=1,
    fight=(GainRecruit(2), Draw(1)),
    origin=(exact("name", R, "R127"), exact("numbers", R, "R58"), outline("ability", R, "R126")),
    origin_note=(
        "Name, count and 1 VP are the rulebook's (R58, R127), and so is the rule that the ability works only "
        "when the captor is defeated in Chinatown (R126); the +2 Recruit and the card drawn are ours. "
        "No designer quote concerns it (checked against known-facts)."
    ),
    reminder="Rescued any other way, from the Bystander stack or elsewhere, it does nothing (R126).",
    flavor="They came for the dim sum and stayed for the kidnapping.",
)

WHITE_TIGER = CardDef(
    id="bystander/white_tiger",
    name="White Tiger",
    kind=Kind.BYSTANDER,
    copies=3,
    vp=1,
    on_play=(Draw(1),),
    origin=(exact("name", R, "R127"), exact("numbers", R, "R58")),
    origin_note="Name, count and 1 VP are the rulebook's (R58, R127); drawing a card when rescued is ours. "
    "No designer quote concerns it (checked against known-facts).",
    flavor="Nobody at the White Tiger asks questions. They answer a few, for the right people.",
)

BUS_TOURIST_FILTER = CardFilter(kind=Kind.BYSTANDER, name=BUS_TOURIST.name, label="Bus Tourist")
"""Matches the Bus Tourists, for cards that ask about them (Bus Driver)."""

WHITE_TIGER_FILTER = CardFilter(kind=Kind.BYSTANDER, name=WHITE_TIGER.name, label="White Tiger")
"""Matches the White Tigers, for cards that ask about them (John)."""

CARDS = register((WING_KONG_SECURITY, BUS_TOURIST, WHITE_TIGER))
