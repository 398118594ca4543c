"""The engine contract: ``apply`` accepts exactly ``legal_actions`` and refuses everything else unchanged.

Issue 9 found ``Fight(-1)`` accepted whenever a city space was empty (-1 marks it), ``Recruit(-1)``
slipping past the HQ check, and ``Choose(0.5)`` / ``Fight(True)`` taken as numbers. The property
tests fabricate actions of every type, right and wrong, at states of random 1-5 player games and
check that ``apply`` and ``legal_actions`` agree exactly.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from games import played
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bigtrouble import (
    Choose,
    Decline,
    EndTurn,
    Fight,
    FightMastermind,
    Heal,
    IllegalAction,
    PlayCard,
    Recruit,
    State,
    apply,
    first_game,
    legal_actions,
    new_game,
    replay,
)
from bigtrouble.invariants import check_state
from bigtrouble.teaching.position import position

WRONG_TYPES: tuple[Any, ...] = (True, False, 0.0, 1.0, 0.5, "0", "31", None, 2**70, -(2**70), (), [0])


def _is_int(value: object) -> bool:
    return type(value) is int


def fabricated(s: State) -> Iterator[Any]:
    """Every action a client could send: each card action for every uid of the game and around it,
    every option index and around it, each field of a wrong type, and things that are no action."""
    uids = list(range(-3, len(s.card_ids) + 3)) + list(WRONG_TYPES)
    for uid in uids:
        yield PlayCard(uid)
        yield Recruit(uid)
        yield Fight(uid)
    options = len(s.pending.options) if s.pending is not None else 0
    for index in [*range(-2, options + 3), *WRONG_TYPES]:
        yield Choose(index)
    yield from (FightMastermind(), Heal(), EndTurn(), Decline())
    yield from ("end turn", None, 3, object())


RULE_NOTE = re.compile(r" \(R\d+(?:[-–,] ?R?\d+)*\)$")
"""The rule a refusal names at its end, e.g. " (R64)" or " (R88-R89)"."""


def well_formed(action: Any) -> bool:
    """Whether every field of ``action`` has the exact type the engine takes (int, never bool)."""
    fields = getattr(action, "__attrs_attrs__", ())
    return all(_is_int(getattr(action, f.name)) for f in fields)


def assert_agrees(s: State, expected: State) -> None:
    """At ``s``: every legal action applies, everything else is refused with a sentence, ``s`` unchanged."""
    legal = legal_actions(s)
    accepted = []
    for action in fabricated(s):
        is_legal = well_formed(action) and action in legal
        try:
            after = apply(s, action)
        except IllegalAction as exc:
            assert not is_legal, f"{action!r} is legal but was refused: {exc}"
            text = RULE_NOTE.sub("", str(exc))  # a sentence may end by naming its rule: "... discard. (R64)"
            assert text[:1] and not text[:1].islower() and text.endswith((".", "?", "!", ".)")), (
                f"not a sentence: {str(exc)!r}"
            )
            continue
        assert is_legal, f"{action!r} is not legal here but was accepted"
        check_state(after)
        accepted.append(action)
    assert sorted(map(repr, accepted)) == sorted(map(repr, legal))
    assert s == expected, "a refused action changed the state"


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(1, 5),
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 400),
    kind=st.sampled_from(["random", "first-game"]),
    bot=st.sampled_from(["random", "heuristic"]),
)
def test_apply_accepts_exactly_the_legal_actions(players: int, seed: int, steps: int, kind: str, bot: str) -> None:
    """At states along random games of 1-5 players, ``apply`` and ``legal_actions`` agree exactly."""
    h = played(players, seed, steps, kind, bot)
    record = h.record()
    for i in sorted({0, len(h.states) // 3, 2 * len(h.states) // 3, len(h.states) - 1}):
        s = h.states[i]
        prefix = type(record)(record.setup, record.seed, record.actions[:i])
        assert_agrees(s, replay(prefix))


def test_fight_minus_one_at_an_empty_city_space_is_refused() -> None:
    """-1 marks an empty city space: fighting it was accepted, spent Attack and put -1 in the Victory Pile."""
    s = position(city={"bridge": "Wing Kong Thug"}, attack=9)
    assert -1 in s.city
    with pytest.raises(IllegalAction, match="empty"):
        apply(s, Fight(-1))
    assert Fight(-1) not in legal_actions(s)


def test_recruit_minus_one_at_an_empty_hq_space_is_refused() -> None:
    """-1 marks an empty HQ space: its cost check used to read the last card of the game instead."""
    s = position(hq=[None, "Uncle Chu"], recruit=9)
    with pytest.raises(IllegalAction, match="empty"):
        apply(s, Recruit(-1))


@pytest.mark.parametrize("action", [Fight(True), PlayCard(True), Recruit(1.0), PlayCard("3"), Fight(None)])
def test_a_card_field_of_the_wrong_type_is_refused(action: Any) -> None:
    """True == 1 and 1.0 == 1 in Python: a uid that is not an int must not pass as a card."""
    s = new_game(first_game(2), 4)
    hand_uid = s.me.hand[0]
    assert PlayCard(hand_uid) in legal_actions(s)
    forged = type(action)(True if hand_uid == 1 else action.uid)
    for a in (action, forged):
        with pytest.raises(IllegalAction, match="not a card"):
            apply(s, a)


@pytest.mark.parametrize("index", [0.5, True, "0", None, 0.0])
def test_a_choice_index_of_the_wrong_type_is_refused(index: Any) -> None:
    """``Choose(0.5)`` and ``Choose(True)`` used to pass the range check."""
    h = played(2, 5, 0)
    s = h.state
    while s.pending is None:
        s = apply(s, legal_actions(s)[-1])
    with pytest.raises(IllegalAction, match="not one of the options"):
        apply(s, Choose(index))


@pytest.mark.parametrize("thing", ["end turn", None, 3, object()])
def test_something_that_is_no_action_is_refused(thing: Any) -> None:
    """Anything that is not an Action is refused with a sentence, not an AttributeError."""
    with pytest.raises(IllegalAction, match="not something a player can do"):
        apply(new_game(first_game(2), 1), thing)
