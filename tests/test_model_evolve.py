"""The fast evolve gives exactly what attrs.evolve gives."""

from __future__ import annotations

import attrs
import pytest

from bigtrouble.effects.basic import Draw, Pick
from bigtrouble.model import evolve, evolve_fields, evolve_state
from bigtrouble.teaching.position import position
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


def test_fast_evolve_of_a_state_shares_nothing_mutable_and_stays_frozen() -> None:
    """The dict-copy path gives a new frozen State with its own fields: the original never changes."""
    s = position(twists=1)
    changed = evolve(s, twists=3)
    assert changed.__dict__ is not s.__dict__
    assert s.twists == 1 and changed.twists == 3 and changed == attrs.evolve(s, twists=3)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        changed.twists = 4  # type: ignore[misc]
    assert s.twists == 1


def test_fast_evolve_of_a_player_and_a_turn_equals_attrs_evolve() -> None:
    """A player's and a turn's values (dict-backed, like the State) copy to attrs.evolve's copy and stay frozen."""
    s = position(twists=1)
    p = s.players[0]
    assert evolve(p, hand=(1, 2)) == attrs.evolve(p, hand=(1, 2))
    assert evolve(p, hand=(1, 2)).deck is p.deck
    turn = evolve(s.turn, attack=3, fought=True)
    assert turn == attrs.evolve(s.turn, attack=3, fought=True) and s.turn.attack == 0
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        turn.attack = 4  # type: ignore[misc]
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        evolve(p, hand=()).hand = (1,)  # type: ignore[misc]


def test_evolve_state_and_evolve_fields_equal_attrs_evolve_and_refuse_unknown_fields() -> None:
    """The engine's keyword-free copies give attrs.evolve's value, leave the original alone, and stay frozen."""
    s = position(twists=1)
    one = evolve_state(s, "twists", 5)
    many = evolve_fields(s, {"twists": 6, "current": 1})
    assert one == attrs.evolve(s, twists=5) and many == attrs.evolve(s, twists=6, current=1)
    assert s.twists == 1 and s.current == 0 and many.players is s.players
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        many.twists = 7  # type: ignore[misc]
    with pytest.raises(TypeError):
        evolve_state(s, "no_such_field", 1)
    with pytest.raises(TypeError):
        evolve_fields(s, {"twists": 2, "no_such_field": 1})


def test_inlined_shuffle_draws_the_same_numbers_as_below() -> None:
    """The shuffle's inlined generator gives the order and the generator that Fisher-Yates over below() gives."""
    from bigtrouble import rng as rngmod

    for seed in range(20):
        r = rngmod.seeded(seed)
        items = list(range(seed % 9))
        expected = list(items)
        rr = r
        for i in range(len(expected) - 1, 0, -1):
            j, rr = rngmod.below(rr, i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        assert rngmod.shuffled(r, items) == (tuple(expected), rr)
