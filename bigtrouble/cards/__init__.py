"""The card set as data: one module per category, validated at import (ARCHITECTURE promise 4).

Part of the engine core. Card modules import ``cards.defs``, ``cards.herokit`` and the effect
vocabulary in ``bigtrouble.effects``; they never import bots, faces, tools or Qt.
See ``AUTHORING.md`` beside this file for how to add a card.
"""

from __future__ import annotations

import importlib

from bigtrouble.cards import registry
from bigtrouble.cards.defs import CardDef, HeroClass, Kind, Origin, Rarity

CARD_MODULES = (
    "bigtrouble.cards.basics",
    "bigtrouble.cards.mediocre",
    "bigtrouble.cards.bystanders",
    "bigtrouble.cards.heroes_first",
    "bigtrouble.cards.heroes_more",
    "bigtrouble.cards.villains",
    "bigtrouble.cards.henchmen",
    "bigtrouble.cards.masterminds",
    "bigtrouble.cards.schemes",
)


def load_all() -> None:
    """Import every card module, then validate the whole registry."""
    for mod in CARD_MODULES:
        importlib.import_module(mod)
    registry.validate()


load_all()

__all__ = ["CardDef", "HeroClass", "Kind", "Origin", "Rarity", "registry"]
