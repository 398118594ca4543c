"""The card set: one module per category, checked at import (ARCHITECTURE promise 4)."""

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
    """Import every card module that exists, then validate the whole registry."""
    for mod in CARD_MODULES:
        try:
            importlib.import_module(mod)
        except ModuleNotFoundError as exc:
            if exc.name != mod:
                raise
    registry.validate()


load_all()

__all__ = ["CardDef", "HeroClass", "Kind", "Origin", "Rarity", "registry"]
