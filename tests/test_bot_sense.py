"""What the heuristic bot reads from the cards: a Hero's usual output and a Scheme's threat."""

from __future__ import annotations

import pytest

from bigtrouble.bots.sense import hero_output, scheme_threat
from bigtrouble.cards import registry


def test_printed_numbers_are_the_floor_of_a_hero_s_output() -> None:
    """A plain starter gives exactly what it prints; Uncle Chu adds a chance to thin the deck."""
    assert hero_output(registry.by_name("Chang Sing Warrior")).attack == 1.0
    assert hero_output(registry.by_name("Chang Sing Strategist")).recruit == 1.0
    chu = hero_output(registry.by_name("Uncle Chu"))
    assert chu.recruit == 2.0 and chu.thin > 0


def test_conditional_abilities_count_for_part_of_their_value() -> None:
    """A conditional +2 Attack adds something, but less than the full 2."""
    extra = hero_output(registry.by_name("Time to Go!")).attack - 2
    assert 0 < extra < 2


def test_a_choice_counts_as_its_best_branch() -> None:
    """Six Demon Bag's "+2 Recruit or +2 Attack" counts once, as Attack, plus a chance of drawing."""
    bag = hero_output(registry.by_name("Six Demon Bag"))
    assert (bag.attack, bag.recruit) == (2.0, 0.0) and bag.draw > 0


@pytest.mark.parametrize(
    ("scheme", "field"),
    [
        ("Forge Crime Syndicate", "escape"),
        ("Rampage for Sacrifices", "bystander_escape"),
        ("Kill Uncle Chu", "hostage"),
        ("Corrupt True Heroes", "chinatown"),
        ("Open the Hell Gates", "chinatown"),
        ("Ruin San Fran", "escape"),
    ],
)
def test_scheme_threat_names_what_the_scheme_punishes(scheme: str, field: str) -> None:
    """Each Scheme's threat reading weighs what its Evil Wins or Twist punishes."""
    assert getattr(scheme_threat(registry.by_name(scheme).id), field) > 0


def test_a_scheme_that_ignores_escapes_gives_them_no_extra_weight() -> None:
    """Flood Chinatown counts Twists, not escapes."""
    assert scheme_threat(registry.by_name("Flood Chinatown with Mediocrity").id).escape == 0


def test_scheme_threat_weighs_escapes_less_when_more_are_needed() -> None:
    """With more players Ruin San Fran needs more escapes, so each one weighs less."""
    ruin = registry.by_name("Ruin San Fran").id
    assert scheme_threat(ruin, 4).escape < scheme_threat(ruin, 2).escape
