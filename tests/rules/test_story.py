"""The story of a finished game (issue 24): rounds with VP and Evil's count, deeds, turning points."""

from __future__ import annotations

from bigtrouble import Setup, legal_actions
from bigtrouble.bots import make_bot
from bigtrouble.engine import is_over
from bigtrouble.history import History
from bigtrouble.model import LogKind, log_entries
from bigtrouble.rules.points import vp
from bigtrouble.rules.story import story


def _finished(seed: int) -> History:
    h = History(Setup(players=2), seed)
    bot = make_bot("heuristic", seed)
    while not is_over(h.state):
        h.do(bot.choose(h.state, legal_actions(h.state)))
    return h


def test_rounds_follow_the_turns_and_end_at_the_final_scores() -> None:
    h = _finished(4)
    st = story(h.states)
    turns = [r.turn for r in st.rounds]
    assert turns == sorted(set(turns)) and turns[-1] == h.state.turn.number
    assert st.rounds[-1].vp == tuple(vp(h.state, p) for p in range(2))


def test_each_players_deeds_count_the_logs_fights() -> None:
    h = _finished(4)
    st = story(h.states)
    fights = [e for e in log_entries(h.state.log) if e.kind is LogKind.FIGHT and e.player == 0]
    line = next((d for d in st.deeds[0] if d.startswith("fought: ")), "")
    shown = sum(int(part.rsplit("×", 1)[1]) if "×" in part else 1 for part in line[len("fought: ") :].split(", "))
    assert fights and shown >= len(fights)


def test_a_turning_point_is_a_jump_in_evils_count() -> None:
    for seed in range(6):
        st = story(_finished(seed).states)
        for point in st.turning_points:
            assert point.startswith("Turn ") and ("jumped" in point or "within one" in point)
    assert story([]).rounds == ()
