"""The fast evolve gives exactly what attrs.evolve gives."""

from __future__ import annotations

import attrs
import pytest

from bigtrouble.effects.basic import Draw, Pick
from bigtrouble.model import evolve
from bigtrouble.tools.position import position
from bigtrouble.zones import Zone


def test_fast_evolve_equals_attrs_evolve_on_a_state() -> None:
    """Changing some fields of a State gives the same value as attrs.evolve, and the original is untouched."""
    s = position(twists=1)
    changed = evolve(s, current=1, twists=2)
    assert changed == attrs.evolve(s, current=1, twists=2)
    assert changed.current == 1 and s.current == 0 and s.twists == 1 and changed.players is s.players


def test_fast_evolve_runs_converters() -> None:
    """Converters run as under attrs.evolve: a single effect given for a tuple field becomes a tuple."""
    pick = Pick((Zone.HAND,), Zone.KO)
    assert evolve(pick, then=Draw(1)).then == (Draw(1),) == attrs.evolve(pick, then=Draw(1)).then


def test_fast_evolve_refuses_an_unknown_field() -> None:
    """An unknown field name raises TypeError, as attrs.evolve does."""
    with pytest.raises(TypeError):
        evolve(position(twists=1), no_such_field=1)
