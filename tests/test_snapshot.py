"""A position is a file: a state written as a scenario's [setup] reads back as the same position."""

from __future__ import annotations

from pathlib import Path

import pytest
from games import played

from bigtrouble import PlayCard, apply, first_game, legal_actions, new_game
from bigtrouble.model import State
from bigtrouble.teaching.scenario import load_position
from bigtrouble.teaching.snapshot import save_position
from bigtrouble.zones import PILE_ZONES, PLAYER_ZONES, cards_in


def places(s: State) -> dict[str, object]:
    """Every zone's cards by id (piles in order), whose turn, and the totals: what a position is."""
    out: dict[str, object] = {
        "current": s.current,
        "totals": (s.turn.attack, s.turn.recruit, s.twists),
        "city": [s.card_ids[u] if u >= 0 else "" for u in s.city],
        "hq": [s.card_ids[u] if u >= 0 else "" for u in s.hq],
        "captives": [[s.card_ids[u] for u in g] for g in s.captives],
        "mastermind": s.card_ids[s.mastermind],
        "scheme": s.card_ids[s.scheme],
        "names": [p.name for p in s.players],
    }
    for zone in PILE_ZONES:
        out[zone.value] = [s.card_ids[u] for u in cards_in(s, zone)]
    for i in range(len(s.players)):
        for zone in PLAYER_ZONES:
            out[f"{zone.value}{i}"] = [s.card_ids[u] for u in cards_in(s, zone, i)]
    return out


def _mid_turn(players: int, seed: int, steps: int) -> State:
    """A bot game's state after ``steps`` actions, then choices answered and cards played until none are left."""
    s = played(players, seed, steps, kind="first-game").state
    while s.pending is not None or any(isinstance(a, PlayCard) for a in legal_actions(s)):
        acts = legal_actions(s)
        s = apply(s, acts[0] if s.pending is not None else next(a for a in acts if isinstance(a, PlayCard)))
    return s


@pytest.mark.parametrize(
    "make",
    [
        lambda: new_game(first_game(2), seed=4),
        lambda: _mid_turn(2, 11, 30),
        lambda: _mid_turn(3, 12, 80),
        lambda: _mid_turn(5, 13, 150),
    ],
    ids=["start", "two-mid-turn", "three-later", "five-long"],
)
def test_a_written_position_reads_back_the_same(make: object, tmp_path: Path) -> None:
    s = make()  # type: ignore[operator]
    assert s.pending is None
    path = tmp_path / "position.toml"
    save_position(s, path, "Mid-game")
    back = load_position(path)
    assert places(back) == places(s)
    assert sorted(back.all_uids()) == list(range(len(back.card_ids)))
    assert legal_actions(back)


def test_a_mid_turn_position_keeps_the_totals_and_played_cards(tmp_path: Path) -> None:
    s = _mid_turn(2, 21, 12)
    assert s.me.played, "the bot game should stand mid-turn with cards played"
    path = tmp_path / "p.toml"
    save_position(s, path)
    back = load_position(path)
    assert (back.turn.attack, back.turn.recruit) == (s.turn.attack, s.turn.recruit)
    assert [back.card_ids[u] for u in back.turn.played_log] == [s.card_ids[u] for u in s.me.played]
