"""What the memory keeps of one game: its deal, its seats, its result and its full record.

:func:`facts_of` reads them from the record and the state the game stands at; nothing here
touches the database, so the facts of a game can be checked without one.
"""

from __future__ import annotations

import datetime
import hashlib

from attrs import frozen

from bigtrouble.history import GameRecord
from bigtrouble.model import State
from bigtrouble.rules import solo
from bigtrouble.rules.ending import result
from bigtrouble.saves import dumps
from bigtrouble.tools.memory.challenge import CodeError, deal_of, encode

FINISHED, ABANDONED = "finished", "abandoned"
PLAYED, IMPORTED = "played", "imported"
PERSON = "human"


@frozen
class GameFacts:
    """One remembered game, as the memory's columns hold it (times are ISO 8601 in UTC)."""

    ended_at: str
    started_at: str | None
    duration_s: float | None
    status: str
    outcome: str | None
    players: int
    hands: int
    variant: str
    house: tuple[str, ...]
    mastermind: str
    scheme: str
    heroes: tuple[str, ...]
    villains: tuple[str, ...]
    henchmen: tuple[str, ...]
    names: tuple[str, ...]
    seats: tuple[str, ...]
    vp: tuple[int, ...]
    winners: tuple[int, ...]
    solo_score: int | None
    turns: int
    actions: int
    undo_count: int | None
    challenge: str
    source: str
    edited: bool
    """The game was changed by hand (table mode): shown, but left out of win rates and best scores."""
    record: str
    fingerprint: str


def iso(moment: float) -> str:
    """A moment (seconds since the epoch) as ISO 8601 text in UTC, to the second."""
    return datetime.datetime.fromtimestamp(moment, datetime.UTC).isoformat(timespec="seconds")


def fingerprint(record_text: str) -> str:
    """What tells one record from another: the same save imported twice is remembered once."""
    return hashlib.sha256(record_text.encode("utf-8", "surrogatepass")).hexdigest()


def challenge_code(record: GameRecord) -> str:
    """The challenge code of the game's deal, or empty when its setup can't be written as one."""
    try:
        return encode(deal_of(record.setup, record.seed))
    except CodeError:
        return ""


def facts_of(
    record: GameRecord,
    state: State,
    *,
    ended_at: float,
    started_at: float | None = None,
    undo_count: int | None = None,
    abandoned: bool = False,
    source: str = PLAYED,
) -> GameFacts:
    """The facts of a game from its record and the state it stands at.

    A game without an outcome is abandoned whatever ``abandoned`` says; ``state.setup`` is the
    setup as dealt (random choices settled), the record's setup the one chosen.
    """
    text = dumps(record)
    setup = state.setup
    res = result(state)
    sc = solo.score(state)
    finished = state.outcome is not None and not abandoned
    return GameFacts(
        ended_at=iso(ended_at),
        started_at=iso(started_at) if started_at is not None else None,
        duration_s=round(max(0.0, ended_at - started_at), 3) if started_at is not None else None,
        status=FINISHED if finished else ABANDONED,
        outcome=state.outcome.value if finished and state.outcome is not None else None,
        players=setup.players,
        hands=len(state.players),
        variant=setup.variant,
        house=setup.house,
        mastermind=setup.mastermind,
        scheme=setup.scheme,
        heroes=setup.heroes,
        villains=setup.villains,
        henchmen=setup.henchmen,
        names=tuple(p.name for p in state.players),
        seats=setup.seats or (PERSON,) * len(state.players),
        vp=res.vp,
        winners=res.winners if finished else (),
        solo_score=sc.total if sc is not None and finished else None,
        turns=state.turn.number,
        actions=len(record.actions),
        undo_count=undo_count,
        challenge=challenge_code(record),
        source=source,
        edited=bool(getattr(state, "edited", False)),
        record=text,
        fingerprint=fingerprint(text),
    )
