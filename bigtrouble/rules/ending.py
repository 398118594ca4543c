"""How the game ends: Evil Wins (R4-R5), a draw (R138), or the team win (R113); scores (R91)."""

from __future__ import annotations

from attrs import frozen

from bigtrouble.cards.registry import CARDS
from bigtrouble.model import LogKind, Outcome, Phase, State, ctx_of, evolve
from bigtrouble.rules import solo
from bigtrouble.rules.points import vp as vp
from bigtrouble.zones import log

ENDINGS = {Outcome.EVIL: LogKind.EVIL_WINS, Outcome.WIN: LogKind.TEAM_WINS, Outcome.DRAW: LogKind.DRAW}
"""The log kind of each way a game ends."""


def end_game(s: State, outcome: Outcome, why: str, rule: str, cards: tuple[int, ...] = ()) -> State:
    """Finish the game with ``outcome``; nothing more can happen after this."""
    s = evolve(s, phase=Phase.OVER, outcome=outcome, queue=(), pending=None)
    s = log(s, why, rule, kind=ENDINGS[outcome], cards=cards)
    line = solo.score_line(s)
    return log(s, line, "Solo mode") if line else s


_OVER = Phase.OVER


def check_evil_wins(s: State) -> State:
    """End the game at once if the Scheme's Evil Wins condition holds (R4, R5, R102)."""
    if s.phase is _OVER or s.team_win_locked or s.scheme < 0:
        return s
    info = CARDS[s.card_ids[s.scheme]].scheme
    if info is None or info.evil_wins is None:
        return s
    if info.evil_wins.holds(s, ctx_of(s.current, s.scheme)):
        return end_game(s, Outcome.EVIL, f"Evil wins: {info.evil_wins.text()}.", "R4", (s.scheme,))
    return s


@frozen
class Result:
    """The end of a game: team outcome, each player's VP and the individual winners."""

    outcome: Outcome | None
    vp: tuple[int, ...]
    winners: tuple[int, ...]
    showdown_winner: int


def result(s: State) -> Result:
    """The team outcome, every player's VP and the individual winner(s).

    Evil winning means every player loses (R4): no individual winner. A tie for
    the most VP is a shared individual victory (R6).
    """
    scores = tuple(vp(s, p) for p in range(len(s.players)))
    winners: tuple[int, ...] = ()
    if s.outcome in (Outcome.WIN, Outcome.DRAW):
        best = max(scores)
        winners = tuple(p for p, v in enumerate(scores) if v == best)
    return Result(s.outcome, scores, winners, s.showdown_winner)
