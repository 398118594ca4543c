"""The story of a finished game: VP and the Scheme's clock round by round, who did what, and the turning points.

Made from the game's states (its history) and its typed log, never from the log's words: a round is a
turn number; each player's deeds are the log's fight, rescue, KO and recruit entries with their cards;
a turning point is a round in which Evil's clock moved by two or more, or in which it came within one
of winning.
"""

from __future__ import annotations

from collections.abc import Sequence

from attrs import frozen

from bigtrouble.model import LogKind, State, log_entries
from bigtrouble.rules.points import vp
from bigtrouble.rules.progress import evil_progress
from bigtrouble.zones import name


@frozen
class Round:
    """One round (a turn number) as it ended: each player's VP and Evil's count of the Scheme's first measure."""

    turn: int
    vp: tuple[int, ...]
    evil: int
    evil_of: int


@frozen
class Story:
    """What the end screen tells of the game."""

    rounds: tuple[Round, ...]
    deeds: tuple[tuple[str, ...], ...]
    """For each player, a line per kind of deed: "fought: Wing Kong Thug ×2, Six Shooter's Tactic"."""
    turning_points: tuple[str, ...]


DEEDS = {
    LogKind.FIGHT: "fought",
    LogKind.FIGHT_FOR_FREE: "fought",
    LogKind.FIGHT_MASTERMIND: "fought",
    LogKind.RESCUE: "rescued",
    LogKind.KO: "KO'd",
    LogKind.RECRUIT: "recruited",
}


def _clock(s: State) -> tuple[int, int]:
    progress = evil_progress(s)
    if progress is None or not progress.measures:
        return 0, 0
    first = progress.measures[0]
    return first.count, first.of


def story(states: Sequence[State]) -> Story:
    """The story of the game whose states, first to last, are ``states`` (the last one's log tells the deeds)."""
    if not states:
        return Story((), (), ())
    ends: list[State] = []  # each round's last state: only its figures are told
    for s in states:
        if ends and ends[-1].turn.number == s.turn.number:
            ends[-1] = s
        else:
            ends.append(s)
    rounds = [Round(s.turn.number, tuple(vp(s, p) for p in range(len(s.players))), *_clock(s)) for s in ends]
    last = states[-1]
    deeds: list[dict[str, list[str]]] = [{} for _ in last.players]
    for e in log_entries(last.log):
        what = DEEDS.get(e.kind)
        if what is None or not 0 <= e.player < len(deeds) or not e.cards:
            continue
        card = e.cards[0]
        shown = f"a Tactic of {name(last, e.cards[1])}" if e.kind == LogKind.FIGHT_MASTERMIND else name(last, card)
        deeds[e.player].setdefault(what, []).append(shown)
    lines = tuple(tuple(f"{what}: {_counted(names)}" for what, names in d.items()) for d in deeds)
    points: list[str] = []
    for before, after in zip(rounds, rounds[1:], strict=False):
        if after.evil_of and after.evil - before.evil >= 2:
            points.append(
                f"Turn {after.turn}: Evil's count jumped from {before.evil} to {after.evil} of {after.evil_of}."
            )
        elif after.evil_of and after.evil == after.evil_of - 1 and before.evil < after.evil:
            points.append(f"Turn {after.turn}: Evil came within one of winning ({after.evil} of {after.evil_of}).")
    return Story(tuple(rounds), lines, tuple(points))


def _counted(names: list[str]) -> str:
    """ "Wing Kong Thug ×2, Bystander" in first-seen order."""
    counts: dict[str, int] = {}
    for n in names:
        counts[n] = counts.get(n, 0) + 1
    return ", ".join(f"{n} ×{k}" if k > 1 else n for n, k in counts.items())
