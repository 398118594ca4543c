"""Registering stand-in cards for one test, so a card test needs no other card module's numbers."""

from __future__ import annotations

import pytest

from bigtrouble.cards import registry
from bigtrouble.cards.defs import CardDef


def register_for_test(monkeypatch: pytest.MonkeyPatch, *defs: CardDef) -> None:
    """Add ``defs`` to the registry (by id and by name) until the test ends."""
    for d in defs:
        monkeypatch.setitem(registry.CARDS, d.id, d)
        monkeypatch.setitem(registry._BY_NAME, d.name.lower(), d)
