"""Challenge codes: a deal's setup, seed, variant and house rules in a short code, and the Daily Challenge."""

from __future__ import annotations

import datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bigtrouble import Setup, first_game
from bigtrouble.cards import registry
from bigtrouble.cards.defs import Kind
from bigtrouble.model import SOLO_VARIANT
from bigtrouble.rules import house
from bigtrouble.rules.setup import new_game
from bigtrouble.tools.memory.challenge import Challenge, CodeError, daily, deal_of, decode, encode


def test_a_code_names_the_same_deal() -> None:
    """Two games started from one code are dealt alike; names and seats are no part of the code."""
    setup = first_game(3, names=("Ann", "Bo", "Cy"))
    code = encode(deal_of(setup, 4242))
    back = decode(code)
    assert back == Challenge(first_game(3), 4242)
    assert new_game(back.setup, back.seed).hq == new_game(setup, 4242).hq
    assert new_game(back.setup, back.seed).villain_deck == new_game(setup, 4242).villain_deck
    assert code.startswith("BT-") and len(code) <= 40


@st.composite
def deals(draw: st.DrawFn) -> Challenge:
    solo = draw(st.booleans())
    players = 1 if solo else draw(st.integers(1, 5))
    heroes = registry.groups(Kind.HERO)
    rules = draw(st.lists(st.sampled_from(sorted(house.HOUSE_RULES)), unique=True))
    if house.STRONGER in rules and house.WEAKER in rules:
        rules.remove(house.WEAKER)
    setup = Setup(
        players=players,
        mastermind=draw(st.sampled_from(["", *(d.name for d in registry.of_kind(Kind.MASTERMIND))])),
        scheme=draw(st.sampled_from(["", *(d.name for d in registry.of_kind(Kind.SCHEME))])),
        heroes=tuple(draw(st.lists(st.sampled_from(heroes), unique=True, max_size=3))),
        villains=tuple(draw(st.lists(st.sampled_from(registry.groups(Kind.VILLAIN)), unique=True, max_size=1))),
        jack_commons=draw(st.sampled_from(["random", "ten", "Sleeveless Jack"])),
        variant=SOLO_VARIANT if solo else "",
        house=tuple(rules),
    )
    return Challenge(setup, draw(st.integers(-(2**63), 2**64 - 1)))


@settings(max_examples=150, deadline=None)
@given(deals())
def test_every_deal_round_trips(deal: Challenge) -> None:
    """A code gives back its deal, house rules in the game's order (their order changes only a log line)."""
    assert decode(encode(deal)) == deal_of(deal.setup, deal.seed)
    assert set(deal_of(deal.setup, deal.seed).setup.house) == set(deal.setup.house)


def test_a_code_is_read_forgivingly() -> None:
    """Lower case, spaces, a missing dash, O for 0 and I or L for 1 are read as meant."""
    code = encode(Challenge(first_game(2), 10))
    assert decode(code.lower().replace("-", " ")) == Challenge(first_game(2), 10)
    assert decode(code.replace("0", "O").replace("1", "l")) == Challenge(first_game(2), 10)


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("", "is not a challenge code"),
        ("hello", "is not a challenge code"),
        ("BT-", "is not a challenge code"),
        ("BT-UUUUU", "has no letter 'U'"),
        ("BT-" + "Z" * 90, "is not a challenge code"),
    ],
)
def test_a_bad_code_is_refused_with_a_sentence(code: str, words: str) -> None:
    with pytest.raises(CodeError, match=words):
        decode(code)


def test_a_mistyped_code_fails_its_check() -> None:
    """Each one-letter change of a real code is refused, none read as another deal."""
    code = encode(Challenge(first_game(4), 99))
    body = code.replace("-", "")
    refused = 0
    for i in range(2, len(body)):
        for ch in "0123456789ABCDEFGHJKMNPQRSTVWXYZ":
            if ch == body[i]:
                continue
            try:
                decode(body[:i] + ch + body[i + 1 :])
            except CodeError:
                refused += 1
    total = (len(body) - 2) * 31
    assert refused >= total * 0.99  # a 10-bit check lets about one change in a thousand through


def test_a_setup_out_of_the_box_has_no_code() -> None:
    with pytest.raises(CodeError, match="not in the box"):
        encode(Challenge(Setup(mastermind="Doctor Doom"), 1))


def test_a_code_of_an_unplayable_setup_is_refused() -> None:
    """Six Villain Groups for two players fits the code's digits but not the game."""
    groups = registry.groups(Kind.VILLAIN)
    code = encode(Challenge(Setup(players=2, villains=groups), 1))
    with pytest.raises(CodeError, match="can't be set up"):
        decode(code)


def test_the_daily_challenge_comes_from_the_date_alone() -> None:
    day = datetime.date(2026, 12, 2)
    assert daily(day) == daily(datetime.date(2026, 12, 2))
    assert daily(day) != daily(datetime.date(2026, 12, 3))
    deal = daily(day)
    assert deal.setup.mastermind and deal.setup.scheme and deal.setup.heroes  # the whole deal, nothing at random
    assert decode(encode(deal)) == deal
